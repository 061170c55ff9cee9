import ConstraintLayout

/// A scene built once in a ``LayoutEngine`` (``InterfaceBuilderScene/build(on:width:height:intrinsicSizes:)``)
/// and laid out again at other widths, as a sweep over widths needs (`layout-lab ib
/// --regimes`, `--format html`): the constraints stay, only the root's width changes.
///
/// What the device decides is decided once, at the width the scene was built at: the size
/// classes (and so the variations), the safe area, and the root's system minimum margins.
/// A sweep across a width where the system minimum margins change builds the scene again there
/// (``InterfaceBuilderScene/rebuildWidths(on:)``).
public final class InterfaceBuilderBuiltScene {
    /// The engine the scene is built in; its root is the scene's root view.
    public var engine: LayoutEngine { builder.engine }
    /// The installed views, depth first in document order, the root first; each named by its
    /// object id.
    public let views: [LayoutView]
    /// The root's height, kept at every width.
    public let height: Double
    /// The width last laid out.
    public private(set) var width: Double
    private let builder: SceneBuilder

    init(builder: SceneBuilder, size: LayoutSize) {
        self.builder = builder
        views = builder.views.compactMap { $0 }
        height = size.height
        width = size.width
    }

    /// Lays the scene out with the root `width` points wide (``height`` tall) and returns every
    /// view's frame, as ``InterfaceBuilderScene/layout(on:width:height:intrinsicSizes:explaining:)``.
    /// - Throws: ``InterfaceBuilderError`` for a width that is negative or not finite, or that
    ///   the engine refuses.
    public func layout(width: Double, explaining: [String] = []) throws(InterfaceBuilderError)
        -> InterfaceBuilderLayout
    {
        guard width.isFinite, width >= 0 else {
            throw builder.error(builder.scene.line, "a width of \(width) (a finite size of at least 0 expected)")
        }
        do { try engine.layout(width: width, height: height) } catch {
            throw builder.error(builder.scene.line, "the engine refused the width \(formatNumber(width)): \(error)")
        }
        self.width = width
        return try builder.collect(size: LayoutSize(width: width, height: height), explaining: explaining)
    }
}

extension InterfaceBuilderScene {
    /// The root widths, in increasing order, at which a sweep across widths on `device` must
    /// build the scene again, because UIKit decides something from the root's width there: on
    /// a compact-width device, ``InterfaceBuilderDevice/wideMarginsWidth`` (414), where the
    /// system minimum margins of a view controller's root view and of table cells go from 16
    /// to 20, when the scene has either. None on a regular-width device (20 at every width).
    ///
    /// The size classes are not among them: UIKit gives a device's size classes by its model
    /// and orientation (the device table), and an iPad window's by its multitasking
    /// arrangement, never by a width alone, so a sweep keeps the device's classes (and the
    /// size-class variations they select) at every width.
    public func rebuildWidths(on device: InterfaceBuilderDevice) -> [Double] {
        let usesSystemMargins =
            controllerID != nil
            || views.contains { $0.kind == "tableViewCell" || $0.kind == "tableViewCellContentView" }
        return usesSystemMargins && !device.regularWidth ? [InterfaceBuilderDevice.wideMarginsWidth] : []
    }
}
