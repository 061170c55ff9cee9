import ConstraintLayout

/// One screen of an Interface Builder document: a storyboard scene's view controller with its
/// view tree, or a top-level view of a XIB (a screen, a cell). Lay it out with
/// ``layout(on:width:height:intrinsicSizes:)``.
public struct InterfaceBuilderScene: Sendable {
    /// The scene's id: a storyboard's `sceneID`, a XIB top-level view's object id.
    public let id: String
    /// What the scene shows: the controller's title or user label, else its class and id.
    public let name: String
    /// The line of the scene's element in the file.
    public let line: Int
    /// The object id of the view controller (nil for a XIB's top-level view).
    public let controllerID: String?
    /// The object id of the scene's root view.
    public var rootViewID: String { views[0].id }
    /// The file the scene comes from, for errors.
    let fileName: String
    /// Every view, depth first in document order; the root first.
    private(set) var views: [ViewRecord]
    /// Every constraint, in document order.
    private(set) var constraints: [ConstraintRecord]
    /// Guides by object id: the safe area of a view, a scroll view's content or frame guide,
    /// the legacy top and bottom layout guides.
    let guides: [GuideRecord]
    /// The size-class variations of constraints and subviews, in document order.
    let variations: [VariationRecord]
    /// Whether the root fills a screen (a view controller's view not embedded in a container,
    /// or a XIB view of the designed device's size): it gets the device's size and safe area.
    let fillsScreen: Bool
    /// Whether a root that does not fill the screen still gets the device's safe area, as
    /// Interface Builder simulates the status bar around a XIB's top-level view (not a cell's).
    let usesDeviceSafeArea: Bool
    /// The simulated bars: a navigation bar (or an inferred one) above, a tab bar or toolbar below.
    let bars: SimulatedBars
    /// A freeform size chosen for the controller (`<size key="freeformSize">`).
    let freeformSize: LayoutSize?

    /// The scene as a device with these size classes sees it: each view and constraint with
    /// the attributes its size-class variations give it there.
    func resolved(regularWidth: Bool, regularHeight: Bool) -> InterfaceBuilderScene {
        let k = VariationRecord.combinationIndex(regularWidth: regularWidth, regularHeight: regularHeight)
        var copy = self
        copy.views = views.map { $0.variants.isEmpty ? $0 : $0.variants[k] }
        copy.constraints = constraints.map { $0.variants.isEmpty ? $0 : $0.variants[k] }
        return copy
    }

    /// The object ids of every view, depth first in document order.
    public var viewIDs: [String] { views.map(\.id) }

    /// The frame the file stores for the view `id` (superview coordinates), if any.
    public func storedFrame(of id: String) -> LayoutRect? {
        views.first { $0.id == id }?.frame
    }

    /// A short description of the view `id` for reports: its user label, or its kind and text.
    public func label(of id: String) -> String? {
        views.first { $0.id == id }?.label
    }
}

/// The bars Interface Builder simulates around a controller's view.
struct SimulatedBars: Sendable {
    /// A navigation bar on top (44 points, 32 in a compact height).
    var navigationBar = false
    /// The navigation bar has a prompt (30 points more).
    var prompted = false
    /// A tab bar (49 points) or a toolbar (44 points) at the bottom.
    var bottomBar: Double = 0
    /// The bar at the bottom is a toolbar (see ``bottomBarHeight(on:)``).
    var toolbar = false
    /// The navigation bar is opaque: the controller's view starts below it.
    var opaqueNavigationBar = false
    /// The tab bar is opaque: the controller's view ends above it.
    var opaqueBottomBar = false
    /// The navigation bar shows a large title (its navigation controller prefers large titles
    /// and the controller's item does not turn them off): 96 points in a regular height.
    var largeTitle = false
    /// The presentation style of a controller presented modally, not over the full screen (a
    /// sheet): on a phone in portrait its view starts 10 points below the safe area's top and
    /// has no inset there; on an iPad a form sheet is 540 × 620 points; in a compact height a
    /// sheet covers the screen. `popover` for a popover segue (a popover in a regular width,
    /// the full screen in a compact one), `custom` for a custom segue (its code decides).
    var sheet: String?
    /// The controller's `preferredContentSize` (`contentSizeForViewInPopover`): a popover's
    /// size in a regular width.
    var preferredContentSize: LayoutSize?

    /// The height of the bar at the bottom on a device: a tab bar 49 points; a toolbar 44, or
    /// 49 above the home indicator of an iPhone in portrait, as Interface Builder stores it.
    func bottomBarHeight(on device: InterfaceBuilderDevice) -> Double {
        toolbar && device.safeArea.bottom > 0 && device.regularHeight && !device.regularWidth ? 49 : bottomBar
    }

    /// The height of the navigation bar on a device: 44 points (96 with a large title) in a
    /// regular height, 32 in a compact one (where large titles do not show), 30 more with a
    /// prompt.
    func navigationBarHeight(on device: InterfaceBuilderDevice) -> Double {
        (device.regularHeight ? (largeTitle ? 96 : 44) : 32) + (prompted ? 30 : 0)
    }
}

/// One view of a scene as the file describes it.
struct ViewRecord: Sendable {
    /// Kinds of view whose intrinsic size is their content's, taken from the stored frame.
    static let intrinsicKinds: Set<String> = [
        "label", "button", "textField", "imageView", "switch", "segmentedControl", "activityIndicatorView",
        "pageControl", "stepper", "datePicker", "pickerView",
    ]
    /// Kinds whose intrinsic size has a height only.
    static let intrinsicHeightKinds: Set<String> = [
        "slider", "progressView", "searchBar", "navigationBar", "toolbar", "tabBar",
    ]

    var id: String
    /// The element name: `view`, `label`, `stackView`, `tableViewCell`.
    var kind: String
    var line: Int
    var label: String
    var frame: LayoutRect?
    /// The index of the superview in the scene's views (nil for the root).
    var parent: Int?
    /// Whether the view's frame is an input (`translatesAutoresizingMaskIntoConstraints`).
    var translatesMask = true
    /// The autoresizing mask: flexible left margin, width, right margin, top margin, height,
    /// bottom margin.
    var mask: [Bool] = [false, false, false, false, false, false]
    var hugging: [Double] = [250, 250]
    var compression: [Double] = [750, 750]
    var intrinsic = IntrinsicContentSize.none
    /// Whether the file gives the intrinsic size as a placeholder (rather than it being taken
    /// from the stored frame).
    var hasPlaceholderSize = false
    /// The point size of the view's font, for its baselines.
    var fontSize: Double?
    var numberOfLines = 1
    var isHidden = false
    /// The file marks the view misplaced (`misplaced="YES"`).
    var isMarkedMisplaced = false
    /// Explicit margins (top, leading, bottom, trailing; with ``marginsAreAbsolute``, top,
    /// left, bottom, right).
    var margins: LayoutInsets?
    /// Whether the margins are `layoutMargins` (`<edgeInsets>`, left and right, which keep to
    /// their sides) rather than `directionalLayoutMargins` (leading and trailing).
    var marginsAreAbsolute = false
    /// The view's own layout direction (`semanticContentAttribute`): right to left for
    /// `forceRightToLeft`, left to right for `forceLeftToRight`, `playback` and `spatial`
    /// (which UIKit never flips); nil to inherit the superview's.
    var layoutDirection: UserInterfaceLayoutDirection?
    var preservesSuperviewMargins = false
    var insetsMarginsFromSafeArea = true
    /// The margins follow the readable width (`layoutMarginsFollowReadableWidth`): a margin
    /// attribute names the view's readable content guide.
    var followsReadableWidth = false
    /// A table view's cells' margins follow its readable width
    /// (`cellLayoutMarginsFollowReadableWidth`).
    var cellMarginsFollowReadableWidth = false
    /// Stack view properties, for a `stackView`.
    var stack: StackRecord?
    /// The view as each size-class combination sees it (``VariationRecord/combinations``'
    /// order), when a size-class variation changes one of its attributes; else empty.
    var variants: [ViewRecord] = []
}

/// A stack view's properties.
struct StackRecord: Sendable {
    var axis = LayoutAxis.horizontal
    var distribution = StackView.Distribution.fill
    var alignment = StackView.Alignment.fill
    var spacing = 0.0
    var marginsRelative = false
    var baselineRelative = false
}

/// One `<constraint>`.
struct ConstraintRecord: Sendable {
    var id: String
    var line: Int
    /// The index of the view that holds the constraint.
    var holder: Int
    var firstItem: String
    var firstAttribute: String
    var relation: Relation
    var secondItem: String?
    var secondAttribute: String?
    var multiplier: Double
    var constant: Double
    var priority: Double
    /// The constraint as each size-class combination sees it (``VariationRecord/combinations``'
    /// order), when a size-class variation changes its constant or another attribute; else
    /// empty.
    var variants: [ConstraintRecord] = []
}

/// A layout guide the file names.
struct GuideRecord: Sendable {
    enum Kind: Sendable {
        case safeArea, content, frame, legacyTop, legacyBottom
    }
    var id: String
    var kind: Kind
    /// The index of the view the guide belongs to.
    var owner: Int
    var line: Int
}

/// `<variation key="heightClass=compact">` with its masks.
struct VariationRecord: Sendable {
    /// The size classes it applies to: nil for `default`; otherwise the width and height classes
    /// it names (nil for one it does not name; true for regular).
    var regularWidth: Bool?
    var regularHeight: Bool?
    var isDefault: Bool
    /// Object ids the variation installs (`include`) and uninstalls (`exclude`).
    var includes: [String]
    var excludes: [String]

    /// Whether the variation applies to a device with these size classes.
    func applies(regularWidth w: Bool, regularHeight h: Bool) -> Bool {
        isDefault || ((regularWidth.map { $0 == w } ?? true) && (regularHeight.map { $0 == h } ?? true))
    }

    /// The four size-class combinations, as (regular width, regular height).
    static let combinations: [(Bool, Bool)] = [(false, false), (false, true), (true, false), (true, true)]

    /// The index in ``combinations`` of a device's size classes.
    static func combinationIndex(regularWidth: Bool, regularHeight: Bool) -> Int {
        (regularWidth ? 2 : 0) + (regularHeight ? 1 : 0)
    }

    /// How many size classes it names: default first, then one class, then two.
    var specificity: Int { (regularWidth == nil ? 0 : 1) + (regularHeight == nil ? 0 : 1) }
}
