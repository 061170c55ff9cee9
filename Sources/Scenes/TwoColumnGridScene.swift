import ConstraintLayout

/// A self-sizing grid of `columns` columns, from Hatena Blog (komaji504): “Compositional Layout におけるレイアウト構築のおすすめ”.
///
/// The article's compositional layout: items `fractionalWidth(1.0)` in a horizontal group of
/// `count: 2` with inter-item spacing 8, inter-group spacing 8, section insets 16 leading and
/// trailing (0 top and bottom), heights estimated and then self-sized. So an item is
/// `(W − 2·inset − (columns−1)·spacing) / columns` wide and its height follows its width.
///
/// **Content.** Every item is a card with a deterministic content: an image across its width
/// whose aspect ratio (width:height) cycles 4:3, 1:1, 3:4, 16:9, 3:2 with the item's index,
/// then 8 points, then a multi-line label, then 8 points. The label's text is
/// `80·(1 + index % 4)` points long on one line and wraps at the card's width `w` into
/// `max(1, ⌈80·(1 + index % 4) / w⌉)` lines of 20 points (a `UILabel` with
/// `numberOfLines = 0`; one line while the card has no width yet). So a card's height
/// depends on its width twice: `w·(h/w) + 16 + 20·lines(w)` — the image grows with the width,
/// the text gets shorter.
///
/// **As constraints.** Inside each item (`item3.image`, `item3.label`): the image spans the
/// item at its top with `image.height == ratio × image.width` (a multiplier constraint); the
/// label spans the item 8 below the image, its height its height-for-width intrinsic size
/// (``LayoutView/setHeightForWidth(_:)``: the engine measures it at the width the layout
/// gives it and changes its intrinsic height in place, UIKit's two-pass self-sizing); the
/// item reaches at least 8 below the label. Across items: item 0 is
/// `width == (1/columns) × content.width − (2·inset + (columns−1)·spacing)/columns` wide (the
/// group's fractional width, priority 999 so that a container too narrow for the insets gives
/// 0-wide items rather than negative ones) and `width ≥ 0`; every other item is as wide as
/// item 0. The first of each row sits at the leading inset, every other item `spacing` after
/// its neighbour. A row's items share their top and their
/// height, and the row's first item would like to be 0 tall at ``LayoutPriority/fittingSizeLevel``
/// (how UIKit asks a view for its fitting size): so **a row is as tall as its tallest item and
/// the shorter items stretch to it**, as compositional layout does with a horizontal group of
/// estimated heights. Each row starts `spacing` below the previous one.
///
/// Only ``layout(width:)``'s suggestion changes with the width: the item count per row is a
/// parameter, not a choice made per width.
public final class TwoColumnGridScene: LayoutScene, StagedScene {
    static let descriptor = SceneDescriptor(
        name: "two-column-grid", article: .compositionalLayout,
        summary: "self-sizing cards in columns, each row as tall as its tallest card",
        parameters: [
            SceneParameter("items", .integer(1...1000), default: .integer(10), "the number of cards"),
            SceneParameter("columns", .integer(1...50), default: .integer(2), "cards per row (the group's count)"),
            SceneParameter(
                "spacing", .number(minimum: 0, inclusive: true, maximum: 100_000), default: .number(8),
                "the gap between cards and between rows"),
            SceneParameter(
                "inset", .number(minimum: 0, inclusive: true, maximum: 100_000), default: .number(16),
                "the leading and trailing section inset"),
        ],
        build: { parameters, width throws(SceneError) in try TwoColumnGridScene(parameters: parameters, width: width) })

    /// The image aspect ratios (width, height) the cards cycle through.
    static let imageAspects: [(width: Double, height: Double)] = [(4, 3), (1, 1), (3, 4), (16, 9), (3, 2)]
    /// The height of one line of a card's label.
    static let lineHeight = 20.0
    /// The length of one line's worth of text per step of `index % 4`: card `index`'s text is
    /// `textUnit × (1 + index % 4)` points long on one line.
    static let textUnit = 80.0

    /// The height of a label whose text is `textWidth` points long on one line, wrapped at
    /// `width`: whole lines of ``lineHeight``, at least one.
    static func labelHeight(textWidth: Double, width: Double) -> Double {
        guard width > 0 else { return lineHeight }
        return max(1, (textWidth / width).rounded(.up)) * lineHeight
    }
    /// The gap between a card's image and its label, and below its label.
    static let contentPadding = 8.0

    /// `two-column-grid`.
    public let name = "two-column-grid"
    /// The parameters the scene was built with.
    public let parameters: SceneParameters
    /// `item0` … `item{items−1}`.
    public var viewNames: [String] { items.map(\.name) }
    /// The first two items and the last.
    public var keyViewNames: [String] {
        keyIndices(count: items.count).map { items[$0].name }
    }

    /// The scene's engine.
    public var engine: LayoutEngine { stage.engine }
    /// The content view that holds the scene's views.
    public var contentView: LayoutView { stage.content }
    /// The views ``layout(width:)`` reports, in report order.
    public var views: [LayoutView] { items }

    /// The engine and the content view.
    let stage: SceneStage
    private let items: [LayoutView]
    /// Every card's image and label, in item order (drawn in pictures).
    private var contents: [LayoutView] = []

    init(parameters: SceneParameters, width: Double?) throws(SceneError) {
        self.parameters = parameters
        let columns = parameters.integer("columns"), spacing = parameters.number("spacing")
        let inset = parameters.number("inset")
        stage = try SceneStage(name: "two-column-grid", width: width)
        items = (0..<parameters.integer("items")).map { LayoutView("item\($0)") }
        let content = stage.content
        try stage.add(items)

        // The cards' width comes first, and the collection view has a size before the cards
        // are activated, as a collection view has bounds before its cells are configured: the
        // width the scene is built for, or 0 until the first layout. Activated with the width
        // free, each card's pull to its fitting height would drag the shared width as low as it
        // goes, through every card activated before it: a degenerate optimisation over all the
        // cards (0.9 s at 1000 items, 10 ms this way). Built at the width it is first laid out
        // at, each row's tallest card is settled as the row is added; built at 0, where every
        // card is as tall as the others, the first layout changes which card holds the row in
        // about half the rows, each change moving every row below (10 ms at 1000 items). The
        // frames at any width are the same either way.
        let share = 1 / Double(columns)
        var constraints: [LayoutConstraint] = [
            (items[0].width == share * content.width - (2 * inset + Double(columns - 1) * spacing) * share ~ 999)
                .labeled("fractionalWidth"),
            items[0].width >= 0,
        ]
        for (i, item) in items.enumerated() {
            constraints += try card(item, index: i)
            let rowFirst = items[i - i % columns]
            if i % columns == 0 {
                constraints += [
                    item.leading == content.leading + inset,
                    i == 0 ? item.top == content.top : item.top == items[i - columns].bottom + spacing,
                    item.height == 0 ~ .fittingSizeLevel,
                ]
            } else {
                constraints += [
                    item.leading == items[i - 1].trailing + spacing,
                    item.top == rowFirst.top,
                    item.height == rowFirst.height,
                ]
            }
            if i > 0 { constraints.append(item.width == items[0].width) }
        }
        constraints += [
            content.bottom == items[items.count - 1].bottom
        ]
        try stage.activate(constraints, orWidth: 0)
    }

    /// The image and label of card `index` inside `item`, and the constraints that size the
    /// card from its width.
    private func card(_ item: LayoutView, index: Int) throws(SceneError) -> [LayoutConstraint] {
        let aspect = Self.imageAspects[index % Self.imageAspects.count]
        let textWidth = Self.textUnit * Double(1 + index % 4)
        let image = LayoutView("\(item.name).image")
        let label = LayoutView("\(item.name).label", intrinsicContentSize: IntrinsicContentSize(width: textWidth))
        try stage.run(width: stage.buildWidth) { () throws(LayoutError) in
            try item.addSubview(image)
            try item.addSubview(label)
            try label.setHeightForWidth { width in Self.labelHeight(textWidth: textWidth, width: width) }
        }
        contents += [image, label]
        return [
            image.leading == item.leading,
            image.trailing == item.trailing,
            image.top == item.top,
            image.height == (aspect.height / aspect.width) * image.width,
            label.leading == item.leading,
            label.trailing == item.trailing,
            label.top == image.bottom + Self.contentPadding,
            item.bottom >= label.bottom + Self.contentPadding,
        ]
    }

    /// Re-solves for `width`: one suggestion.
    public func layout(width: Double) throws(SceneError) -> SceneLayout {
        try SceneError.check(width: width)
        try stage.suggest(width: width)
        return stage.layout(of: items, details: contents, width: width)
    }
}
