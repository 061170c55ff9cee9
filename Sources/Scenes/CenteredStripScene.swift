import ConstraintLayout

/// A thumbnail strip centred between two margin views when its items are narrower than the
/// screen, from DevelopersIO’s “【iOS】【AutoLayout】画像サムネイル用途等のUICollectionViewのレイアウト方法”
/// (2016-07-01).
///
/// Three views side by side across the container: `leftMargin`, `strip` (the collection view)
/// and `rightMargin`, all `height` tall. The strip's content is `items × itemWidth` wide.
///
/// **`mode constants`: the article's way.** Each margin has a required width constraint, and
/// whenever the width or the items change the scene sets both constants in place to the
/// article's `calculateMarginViewWidth()`: `(W − content)/2` when the content is narrower than
/// `W`, else 0. The strip takes what is left between the margins.
///
/// **`mode solver`: the constraint-native way, computing nothing by hand.** The margins are
/// equal (`leftMargin.width == rightMargin.width`) and never negative (`≥ 0`, required); the
/// strip declares its content width as its intrinsic content size, so the engine prefers it
/// with compression resistance (``LayoutPriority/defaultHigh``) and hugging
/// (``LayoutPriority/defaultLow``). When the content fits, the strip is exactly its content
/// and the margins split the rest; when it does not, the required margins-≥-0 win over the
/// compression resistance and the strip fills the width.
///
/// Both modes give the same frames for every width and item count. ``setItems(_:)`` changes the
/// item count in place: two constants (`constants`) or the strip's intrinsic width (`solver`),
/// then the re-solve.
public final class CenteredStripScene: LayoutScene, StagedScene {
    static let descriptor = SceneDescriptor(
        name: "centered-strip", article: .thumbnailStrip,
        summary: "a strip centred by two margin views: adjusted constants, or equal margins and priorities",
        parameters: [
            SceneParameter("items", .integer(0...1000), default: .integer(3), "the number of thumbnails"),
            SceneParameter(
                "itemWidth", .number(minimum: 0, inclusive: false, maximum: 100_000), default: .number(60),
                "each thumbnail's width"),
            SceneParameter(
                "height", .number(minimum: 0, inclusive: true, maximum: 100_000), default: .number(60),
                "the strip's height"),
            SceneParameter(
                "mode", .choice(["constants", "solver"]), default: .choice("constants"),
                "constants: the article's margin constants; solver: equal margins and priorities"),
        ],
        build: { parameters, width throws(SceneError) in try CenteredStripScene(parameters: parameters, width: width) })

    /// `centered-strip`.
    public let name = "centered-strip"
    /// The parameters the scene was built with (``setItems(_:)`` updates `items`).
    public private(set) var parameters: SceneParameters
    /// `leftMargin`, `strip`, `rightMargin`.
    public var viewNames: [String] { views.map(\.name) }
    /// All three views.
    public var keyViewNames: [String] { viewNames }

    /// The scene's engine.
    public var engine: LayoutEngine { stage.engine }
    /// The content view that holds the scene's views.
    public var contentView: LayoutView { stage.content }

    /// The engine and the content view.
    let stage: SceneStage
    private let leftMargin = LayoutView("leftMargin"), strip = LayoutView("strip"),
        rightMargin = LayoutView("rightMargin")
    /// `leftMargin`, `strip`, `rightMargin`.
    public var views: [LayoutView] { [leftMargin, strip, rightMargin] }
    private let itemWidth: Double
    private let usesConstants: Bool
    /// The width of the last layout (0 before the first).
    private var currentWidth = 0.0
    /// `mode constants`: the two margin width constraints whose constants the scene sets.
    private var marginWidths: [LayoutConstraint] = []

    init(parameters: SceneParameters, width: Double?) throws(SceneError) {
        self.parameters = parameters
        itemWidth = parameters.number("itemWidth")
        usesConstants = parameters.choice("mode") == "constants"
        let height = parameters.number("height")
        stage = try SceneStage(name: "centered-strip", width: width)
        let content = stage.content
        try stage.add(views)

        var constraints: [LayoutConstraint] = [
            leftMargin.leading == content.leading,
            strip.leading == leftMargin.trailing,
            rightMargin.leading == strip.trailing,
            rightMargin.trailing == content.trailing,
            content.bottom == strip.bottom,
        ]
        for view in views { constraints += [view.top == content.top, view.height == height] }
        if usesConstants {
            marginWidths = [
                (leftMargin.width == 0).labeled("leftMarginViewWidth"),
                (rightMargin.width == 0).labeled("rightMarginViewWidth"),
            ]
            constraints += marginWidths
        } else {
            constraints += [leftMargin.width == rightMargin.width, leftMargin.width >= 0, rightMargin.width >= 0]
        }
        try stage.activate(constraints)
        try applyItems(parameters.integer("items"), width: 0)
    }

    /// The strip's content width: `items × itemWidth` (the article's `calculateCollectionWidth()`).
    private var contentWidth: Double { Double(parameters.integer("items")) * itemWidth }

    /// Re-solves for `width`: the suggestion, and in `constants` mode the two margin constants.
    public func layout(width: Double) throws(SceneError) -> SceneLayout {
        try SceneError.check(width: width)
        try stage.suggest(width: width)
        currentWidth = width
        if usesConstants { try adjustMargins(width: width) }
        return stage.layout(of: views, width: width)
    }

    /// Changes the number of items in place and re-solves at the current width.
    /// - Throws: ``SceneError/malformedParameter(scene:name:value:expected:)`` outside 0…1000.
    public func setItems(_ items: Int) throws(SceneError) {
        guard (0...1000).contains(items) else {
            throw .malformedParameter(
                scene: name, name: "items", value: String(items), expected: "whole number 0...1000")
        }
        try applyItems(items, width: currentWidth)
    }

    private func applyItems(_ items: Int, width: Double) throws(SceneError) {
        parameters.set("items", .integer(items))
        if usesConstants {
            try adjustMargins(width: width)
        } else {
            let content = contentWidth
            try stage.run(width: width) { () throws(LayoutError) in
                try strip.setIntrinsicContentSize(IntrinsicContentSize(width: content))
            }
        }
    }

    /// The article's `adjustCollectionLayout()`: both margin constants to
    /// `calculateMarginViewWidth()`.
    private func adjustMargins(width: Double) throws(SceneError) {
        let content = contentWidth
        let margin = content < width ? (width - content) / 2 : 0
        try stage.run(width: width) { () throws(LayoutError) in
            for constraint in marginWidths { try constraint.setConstant(margin) }
        }
    }
}
