import ConstraintLayout

/// An example, not from an article: a settings card built from nested ``StackView``s, the
/// way an iOS settings screen stacks its rows.
///
/// **The card** is a vertical stack inset by `inset` from the content view's leading, top and
/// trailing edges (the content ends `inset` below it). It arranges five rows, `airplane`,
/// `wifi`, `bluetooth`, `hotspot` and `vpn`, `spacing` apart, except `groupGap` after the
/// first row (``StackView/setCustomSpacing(_:after:)``: the first row is a group of its own).
/// The row named by `hidden` is hidden: it collapses with the spacing on its side, and a
/// custom spacing after it goes with it (`hidden none` shows all five). The hidden row is
/// centred whatever `alignment` says: a row on the first baseline cannot be 0 tall (its
/// labels' baselines are required 17 points below their tops and level with the icon's
/// bottom), so the card's `UISV-hiding` constraint would conflict with the row's own, as it
/// does in UIKit.
///
/// **Each row** is a horizontal stack, 12 points (`rowSpacing`) between its views and its views placed
/// across it by `alignment` (``StackView/Alignment/center`` or
/// ``StackView/Alignment/firstBaseline``):
/// - `row.icon`, 29 × 29, keeps its size (hugging 750, compression resistance 999);
/// - `row.title`, a label as long as its text and 22 tall, hugs it (hugging 251);
/// - `row.detail`, a label 22 tall with a shorter text (none in `airplane`), is the flexible
///   one: it has the lowest hugging (250), so it takes the width the row has left, and the
///   lowest compression resistance (749), so it gives way first when the row is too narrow,
///   down to 0 (`detail.width >= 0` at 999; then the title shrinks);
/// - `row.switch`, 51 × 31 (a `UISwitch`'s size), keeps its size like the icon.
///
/// So a visible row is as wide as the card, `W − 2·inset` at container width `W`, and its
/// detail is `W − 2·inset − 29 − title − 51 − 3·12` wide while that is at least the detail
/// text's length. Centred, a row is 31 tall (the switch). On the first baseline, the labels'
/// baselines (17 below their tops) line up with the bottoms of the icon and the switch (views
/// without text, whose baseline is their bottom edge, as in UIKit): the switch is topmost, so
/// the baseline is 31 below the row's top and the row is `31 − 17 + 22 = 36` tall.
///
/// The frames reported are the card's, then each visible row's and its four views', row by
/// row. Only ``layout(width:)``'s suggestion changes with the width.
public final class SettingsCardExample: LayoutScene, StagedScene {
    /// The example's rows: name, title length and detail length (points on one line).
    static let rows: [(name: String, title: Double, detail: Double)] = [
        ("airplane", 113, 0),  // “Airplane Mode”
        ("wifi", 44, 120),  // “Wi-Fi”, “HomeNetwork-5G”
        ("bluetooth", 78, 24),  // “Bluetooth”, “On”
        ("hotspot", 133, 30),  // “Personal Hotspot”, “Off”
        ("vpn", 33, 88),  // “VPN”, “Not Connected”
    ]
    /// The gap between a row's views.
    static let rowSpacing = 12.0
    /// The icon's size (a settings icon).
    static let iconSize = IntrinsicContentSize(width: 29, height: 29)
    /// The switch's size (a `UISwitch`).
    static let switchSize = IntrinsicContentSize(width: 51, height: 31)
    /// The height of a one-line label.
    static let labelHeight = 22.0
    /// A label's baselines: the first 17 below its top, the last 5 above its bottom.
    static let labelBaselines = BaselineOffsets(firstFromTop: 17, lastFromBottom: 5)

    static let descriptor = SceneDescriptor(
        name: "settings-card", article: nil,
        summary: "an example on stack views: a card of settings rows, one hidden, with a group gap",
        parameters: [
            SceneParameter(
                "inset", .number(minimum: 0, inclusive: true, maximum: 100_000), default: .number(16),
                "the card's inset from the container's edges"),
            SceneParameter(
                "spacing", .number(minimum: 0, inclusive: true, maximum: 100_000), default: .number(8),
                "the gap between rows"),
            SceneParameter(
                "groupGap", .number(minimum: 0, inclusive: true, maximum: 100_000), default: .number(24),
                "the custom spacing after the first row"),
            SceneParameter(
                "hidden", .choice(["none"] + rows.map(\.name)), default: .choice("hotspot"), "the hidden row, or none"),
            SceneParameter(
                "alignment", .choice(["center", "firstBaseline"]), default: .choice("center"),
                "how a row places its views across it"),
        ],
        build: { parameters, width throws(SceneError) in try SettingsCardExample(parameters: parameters, width: width) }
    )

    /// `settings-card`.
    public let name = "settings-card"
    /// The parameters the example was built with.
    public let parameters: SceneParameters
    /// `card`, then each visible row and its `icon`, `title`, `detail` and `switch`.
    public var viewNames: [String] { views.map(\.name) }
    /// The card, the first two visible rows and the last.
    public var keyViewNames: [String] {
        let visible = rowViews.filter { !$0.isHidden }
        return [card.name] + keyIndices(count: visible.count).map { visible[$0].name }
    }

    /// The example's engine.
    public var engine: LayoutEngine { stage.engine }
    /// The content view that holds the card.
    public var contentView: LayoutView { stage.content }
    /// The card, then each visible row and its four views.
    public var views: [LayoutView] {
        var result: [LayoutView] = [card]
        for (row, parts) in zip(rowViews, rowParts) where !row.isHidden { result += [row] + parts }
        return result
    }

    /// The engine and the content view.
    let stage: SceneStage
    /// The vertical stack of rows.
    private let card = StackView("card")
    /// The rows, in order (hidden ones too).
    private var rowViews: [StackView] = []
    /// Each row's icon, title, detail and switch.
    private var rowParts: [[LayoutView]] = []

    init(parameters: SceneParameters, width: Double?) throws(SceneError) {
        self.parameters = parameters
        let inset = parameters.number("inset"), hidden = parameters.choice("hidden")
        let alignment: StackView.Alignment =
            parameters.choice("alignment") == "firstBaseline" ? .firstBaseline : .center
        stage = try SceneStage(name: "settings-card", width: width)
        let content = stage.content, card = card
        card.axis = .vertical
        card.spacing = parameters.number("spacing")

        var constraints: [LayoutConstraint] = []
        for spec in Self.rows {
            let (row, parts, detailFloor) = try makeRow(spec, alignment: alignment)
            if spec.name == hidden {
                row.isHidden = true
                row.alignment = .center  // a baseline-aligned row cannot collapse: see above
            }
            rowViews.append(row)
            rowParts.append(parts)
            constraints.append(detailFloor)
        }
        try stage.run(width: stage.buildWidth) { () throws(LayoutError) in
            for row in rowViews { try card.addArrangedSubview(row) }
        }
        card.setCustomSpacing(parameters.number("groupGap"), after: rowViews[0])
        try stage.add([card])
        constraints += [
            card.leading == content.leading + inset,
            card.trailing == content.trailing - inset,
            card.top == content.top + inset,
            content.bottom == card.bottom + inset,
        ]
        try stage.activate(constraints)
    }

    /// Row `spec`: a horizontal stack of its icon, title, detail and switch, with their
    /// sizes and priorities; and the constraint that keeps the detail from a negative width.
    private func makeRow(
        _ spec: (name: String, title: Double, detail: Double), alignment: StackView.Alignment
    ) throws(SceneError) -> (StackView, [LayoutView], LayoutConstraint) {
        let icon = LayoutView("\(spec.name).icon", intrinsicContentSize: Self.iconSize)
        let title = LayoutView(
            "\(spec.name).title",
            intrinsicContentSize: IntrinsicContentSize(width: spec.title, height: Self.labelHeight))
        let detail = LayoutView(
            "\(spec.name).detail",
            intrinsicContentSize: IntrinsicContentSize(width: spec.detail, height: Self.labelHeight))
        let toggle = LayoutView("\(spec.name).switch", intrinsicContentSize: Self.switchSize)
        let parts = [icon, title, detail, toggle]
        let row = try stage.run(width: stage.buildWidth) { () throws(LayoutError) -> StackView in
            for fixed in [icon, toggle] {
                try fixed.setContentHuggingPriority(.defaultHigh, for: .horizontal)
                try fixed.setContentCompressionResistancePriority(LayoutPriority(999), for: .horizontal)
            }
            try title.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
            try detail.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
            for label in [title, detail] { try label.setBaselineOffsets(Self.labelBaselines) }
            return try StackView(spec.name, arrangedSubviews: parts)
        }
        row.spacing = Self.rowSpacing
        row.alignment = alignment
        return (row, parts, (detail.width >= 0 ~ 999).labeled("\(spec.name).detail-not-negative"))
    }

    /// Re-solves for `width`: one suggestion.
    public func layout(width: Double) throws(SceneError) -> SceneLayout {
        try SceneError.check(width: width)
        try stage.suggest(width: width)
        return stage.layout(of: views, width: width)
    }
}
