/// A collection-view layout from a blog article, expressed as constraints: a view tree whose constraints are made once and
/// re-solved for each container width.
///
/// A scene is built from a ``SceneDescriptor`` with validated ``SceneParameters``. Laying it
/// out at a new width is a suggestion to the solver (plus, for a scene with a discrete choice
/// such as `flow-grid`'s column count, the swap of the few constraints that choice decides);
/// nothing is rebuilt. Laying out widths in any order gives the same frames as laying out
/// each width on a fresh scene.
///
/// ```swift
/// let scene = try SceneCatalog.scene(named: "flow-grid", settings: [("items", "8")])
/// let result = try scene.layout(width: 375)
/// result.frames[0]   // cell0: x 5, y 0, 118 × 118
/// ```
///
/// **Open for experiments.** A scene's ``engine``, ``contentView`` and ``views`` are the real
/// ones: add a view to the content view and constrain it, activate a constraint of your own,
/// change a constant or priority of the scene's (``LayoutEngine/constraints`` lists them, the
/// articles' ones by identifier), then call ``layout(width:)`` again — it re-solves with your
/// changes, and every view's ``LayoutItem/frameInRoot`` is current:
///
/// ```swift
/// let grid = try SceneCatalog.scene(named: "two-column-grid")
/// let item0 = grid.views[0]
/// try grid.engine.activate([item0.width <= 100])       // required: beats the @999 fractional width
/// let layout = try grid.layout(width: 375)
/// layout.frames[1].width                               // 100: every item is as wide as item0
/// ```
///
/// A change the scene's constraints cannot accommodate is reported as usual: the engine
/// throws where you make it, or ``layout(width:)`` throws
/// ``SceneError/unsolvable(scene:width:reason:)``. Deactivating a scene's own constraints is
/// allowed; what the scene then lays out is what the remaining constraints say.
///
/// Scenes hold a mutable solver and are not `Sendable`: use one scene from one task. (The
/// protocol is not called `Scene`, which SwiftUI declares.)
public protocol LayoutScene: AnyObject {
    /// The scene's stable name, as in ``SceneCatalog`` (`flow-grid`).
    var name: String { get }
    /// The parameters the scene was built with.
    var parameters: SceneParameters { get }
    /// The stable names of the views ``layout(width:)`` reports, in report order.
    var viewNames: [String] { get }
    /// The views the compact overview table shows (a subset of ``viewNames``).
    var keyViewNames: [String] { get }
    /// The scene's engine: its root is the collection view (as wide as the container), and
    /// ``LayoutEngine/constraints`` lists every active constraint, the scene's and yours.
    var engine: LayoutEngine { get }
    /// The content view (a scroll view's content) that holds the scene's views: as wide as
    /// the root, as tall as its content (``SceneLayout/contentHeight``).
    var contentView: LayoutView { get }
    /// The views ``layout(width:)`` reports, in report order (named ``viewNames``).
    var views: [LayoutView] { get }
    /// Re-solves the scene for a container of width `width` and returns every view's frame in
    /// the root's coordinates.
    ///
    /// - Throws: ``SceneError/invalidWidth(_:)`` when `width` is not finite or not positive;
    ///   ``SceneError/unsolvable(scene:width:reason:)`` if the solver rejects a step.
    func layout(width: Double) throws(SceneError) -> SceneLayout
}

extension LayoutScene {
    /// The view of the scene's tree called `name` (a reported view such as `item3`, or one
    /// inside it such as `item3.label`, or one you added), if there is one.
    public func view(named name: String) -> LayoutView? {
        engine.views.first { $0.name == name }
    }
}

/// One view's frame in the scene's root coordinates, in points.
public struct SceneFrame: Sendable, Equatable, CustomStringConvertible {
    /// The view's stable name.
    public var view: String
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a frame.
    public init(view: String, x: Double, y: Double, width: Double, height: Double) {
        self.view = view
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The right edge.
    public var maxX: Double { x + width }
    /// The bottom edge.
    public var maxY: Double { y + height }

    /// `name (x, y, width × height)`.
    public var description: String {
        "\(view) (\(SceneNumber.format(x)), \(SceneNumber.format(y)), "
            + "\(SceneNumber.format(width)) × \(SceneNumber.format(height)))"
    }
}

/// A scene laid out at one container width.
public struct SceneLayout: Sendable, Equatable {
    /// The scene's name.
    public var scene: String
    /// The container width the scene was solved for.
    public var width: Double
    /// The height of the scene's content (the container's scrollable height; for a strip,
    /// the strip's height).
    public var contentHeight: Double
    /// The frames of the scene's views, in the order of ``LayoutScene/viewNames``.
    public var frames: [SceneFrame]
    /// Frames of views inside the scene's views (a card's `item3.image` and `item3.label`), for
    /// pictures only: they are not among ``frames`` and not in the JSON output.
    public var details: [SceneFrame]

    /// Creates a layout record.
    public init(scene: String, width: Double, contentHeight: Double, frames: [SceneFrame], details: [SceneFrame] = []) {
        self.scene = scene
        self.width = width
        self.contentHeight = contentHeight
        self.frames = frames
        self.details = details
    }

    /// The frame of the view called `view`, if the scene has one.
    public func frame(of view: String) -> SceneFrame? {
        frames.first { $0.view == view }
    }
}

/// The one number format every scene output uses: at most six decimals, no trailing zeros,
/// no negative zero, so equal layouts print equal text on every platform.
public enum SceneNumber {
    /// Formats `value` (`118`, `93.333333`, `-2.5`); non-finite values print as `nan`/`inf`.
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        let scaled = (value * 1_000_000).rounded()
        if scaled == 0 { return "0" }
        let negative = scaled < 0
        let magnitude = abs(scaled)
        // Whole part and up to six decimals from the integer of millionths, exactly.
        guard magnitude < 9e15 else { return "\(value)" }
        let millionths = Int64(magnitude)
        let whole = String(millionths / 1_000_000)
        var fraction = millionths % 1_000_000, digits = 6
        let sign = negative ? "-" : ""
        if fraction == 0 { return sign + whole }
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let decimals = String(fraction)
        return sign + whole + "." + String(repeating: "0", count: digits - decimals.count) + decimals
    }
}
