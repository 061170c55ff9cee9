import ConstraintLayout

/// A device Interface Builder designs for (`<device id="retina6_12" orientation="portrait"/>`):
/// its screen in points, the safe area insets of a full-screen view, and its size classes.
///
/// The insets are those of the system with the status bar shown in portrait and hidden in
/// landscape (as iPhones do since iOS 13): a notched iPhone's portrait top inset is its
/// status bar area (44, 47, 50, 59 or 62) and its bottom the home indicator (34); in
/// landscape its sides take the notch's inset and the bottom 21. iPads keep their status bar
/// (20, or 24 on iPads without a home button, which have a bottom inset of 20).
public struct InterfaceBuilderDevice: Sendable, Hashable, CustomStringConvertible {
    /// Interface Builder's id with the orientation: `retina6_12`, `retina4_7-landscape`.
    public var name: String
    /// The screen width in points.
    public var width: Double
    /// The screen height in points.
    public var height: Double
    /// The safe area insets of a view that fills the screen.
    public var safeArea: LayoutInsets
    /// Whether the horizontal size class is regular (iPads; large iPhones in landscape).
    public var regularWidth: Bool
    /// Whether the vertical size class is regular (everything but iPhones in landscape).
    public var regularHeight: Bool

    /// Creates a device.
    public init(
        name: String, width: Double, height: Double, safeArea: LayoutInsets, regularWidth: Bool, regularHeight: Bool
    ) {
        self.name = name
        self.width = width
        self.height = height
        self.safeArea = safeArea
        self.regularWidth = regularWidth
        self.regularHeight = regularHeight
    }

    /// `retina6_12 393×852`.
    public var description: String { "\(name) \(formatNumber(width))×\(formatNumber(height))" }

    /// The system's minimum leading and trailing margins of a view controller's root view (and
    /// a table cell's) `width` points wide: 20 on a regular-width device or at least
    /// ``wideMarginsWidth`` points wide, 16 otherwise.
    func systemMinimumMargin(width: Double) -> Double { regularWidth || width >= Self.wideMarginsWidth ? 20 : 16 }

    /// The root width from which the system minimum margins are 20 rather than 16 on a
    /// compact-width device: 414, the width of the iPhones that have them in portrait.
    public static let wideMarginsWidth = 414.0

    /// One row of the table: portrait size, portrait top and bottom insets, whether it is an
    /// iPad, whether an iPhone is regular-width in landscape.
    private struct Model {
        var id: String
        var width: Double
        var height: Double
        var top: Double
        var bottom: Double
        var isPad = false
        var regularLandscape = false
    }

    /// Interface Builder's device ids, in portrait.
    private static let models: [Model] = [
        Model(id: "retina3_5", width: 320, height: 480, top: 20, bottom: 0),
        Model(id: "retina4_0", width: 320, height: 568, top: 20, bottom: 0),
        Model(id: "retina4_7", width: 375, height: 667, top: 20, bottom: 0),
        Model(id: "retina5_5", width: 414, height: 736, top: 20, bottom: 0, regularLandscape: true),
        Model(id: "retina5_4", width: 375, height: 812, top: 50, bottom: 34),
        Model(id: "retina5_9", width: 375, height: 812, top: 44, bottom: 34),
        Model(id: "retina6_0", width: 390, height: 844, top: 47, bottom: 34),
        Model(id: "retina6_1", width: 414, height: 896, top: 48, bottom: 34, regularLandscape: true),
        Model(id: "retina6_12", width: 393, height: 852, top: 59, bottom: 34),
        Model(id: "retina6_3", width: 402, height: 874, top: 62, bottom: 34),
        Model(id: "retina6_5", width: 414, height: 896, top: 44, bottom: 34, regularLandscape: true),
        Model(id: "retina6_7", width: 428, height: 926, top: 47, bottom: 34, regularLandscape: true),
        Model(id: "retina6_72", width: 430, height: 932, top: 59, bottom: 34, regularLandscape: true),
        Model(id: "retina6_9", width: 440, height: 956, top: 62, bottom: 34, regularLandscape: true),
        Model(id: "ipad7_9", width: 768, height: 1024, top: 20, bottom: 0, isPad: true),
        Model(id: "ipad9_7", width: 768, height: 1024, top: 20, bottom: 0, isPad: true),
        Model(id: "ipad8_3", width: 744, height: 1133, top: 24, bottom: 20, isPad: true),
        Model(id: "ipad10_2", width: 810, height: 1080, top: 20, bottom: 0, isPad: true),
        Model(id: "ipad10_5", width: 834, height: 1112, top: 20, bottom: 0, isPad: true),
        Model(id: "ipad10_9rounded", width: 820, height: 1180, top: 24, bottom: 20, isPad: true),
        Model(id: "ipad11", width: 834, height: 1194, top: 24, bottom: 20, isPad: true),
        Model(id: "ipad12_9", width: 1024, height: 1366, top: 20, bottom: 0, isPad: true),
        Model(id: "ipad12_9rounded", width: 1024, height: 1366, top: 24, bottom: 20, isPad: true),
    ]

    /// Every device of the table, portrait then landscape for each id.
    public static let all: [InterfaceBuilderDevice] = models.flatMap {
        [device($0, landscape: false), device($0, landscape: true)]
    }

    /// The device called `name` (`retina4_7`, `retina4_7-landscape`), if the table has it.
    public static func named(_ name: String) -> InterfaceBuilderDevice? {
        all.first { $0.name == name }
    }

    /// The device of `<device id=… orientation=…>`, if the table has the id.
    public static func named(_ id: String, orientation: String?) -> InterfaceBuilderDevice? {
        named(orientation == "landscape" ? id + "-landscape" : id)
    }

    private static func device(_ m: Model, landscape: Bool) -> InterfaceBuilderDevice {
        guard landscape else {
            return InterfaceBuilderDevice(
                name: m.id, width: m.width, height: m.height,
                safeArea: LayoutInsets(top: m.top, leading: 0, bottom: m.bottom, trailing: 0),
                regularWidth: m.isPad, regularHeight: true)
        }
        let insets: LayoutInsets
        if m.isPad {
            insets = LayoutInsets(top: m.top, leading: 0, bottom: m.bottom, trailing: 0)
        } else if m.bottom > 0 {
            insets = LayoutInsets(top: 0, leading: m.top, bottom: 21, trailing: m.top)
        } else {
            insets = .zero
        }
        return InterfaceBuilderDevice(
            name: m.id + "-landscape", width: m.height, height: m.width, safeArea: insets,
            regularWidth: m.isPad || m.regularLandscape, regularHeight: m.isPad)
    }
}

/// `375`, `20.5`: a number without a trailing `.0`.
func formatNumber(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
}
