import ConstraintLayout

/// A row of columns with exact item spacing on whole pixels, from Qiita’s
/// “UICollectionViewCompositionalLayoutで正確なItem Spacingを確保する” (2020-06-02).
///
/// The article's custom group: `fill = W − spacing·(count−1)` (or `W` for one column),
/// `base = ⌊fill / count⌋`, `residue = fill − base·count`; item `n` is `base + (n < residue ? 1 : 0)`
/// wide, `x(0) = 0`, `x(n) = maxX(n−1) + spacing`. Every x and width is whole, every gap is
/// exactly `spacing`, widths differ by at most 1, and the last item ends at `W`. With `scale`
/// 2 or 3 the same holds on a ½- or ⅓-point grid (the rule applied to pixels).
///
/// **As constraints.** A chain: `item0.leading == content.leading`, `item(n).leading ==
/// item(n−1).trailing + spacing`; each item `height` tall at the top; `item0.width ≥ 0`;
/// the row would like to end at the container's edge (`last.trailing == content.trailing`,
/// priority 999); each item is as wide as the first *plus an adjustable constant*
/// (`item(n).width == item0.width + c(n)`); and a cut `item0.width ≤ C`. A hidden guide view,
/// `equalGuide`, holds the relaxation — the equal width that fills the row:
/// `equalGuide.width == (1/count)·content.width − spacing·(count−1)/count`.
///
/// **The pixel grid is a discrete choice.** Per width, the scene reads the relaxation `w*`
/// from the guide (0 when negative) in pixels — `base = ⌊w*·scale⌋` pixels and the residue
/// `r = ⌊count·w*·scale⌋ − count·base` (values within 10⁻⁹ of a whole number count as it) —
/// and sets, in place and only where they change, the constants: `C` = base + 1 pixel when
/// `r > 0` (else base), `c(n) = 0` for the `r` leading items and −1 pixel for the rest. The
/// solver then places every item. At a width off the pixel grid the row cannot end at the edge
/// and stops short by the fraction, as the article's integer truncation does.
public final class ExactColumnsScene: LayoutScene, StagedScene {
    static let descriptor = SceneDescriptor(
        name: "exact-columns", article: .exactSpacing,
        summary: "columns on whole pixels with exact gaps, the residue to the leading items",
        parameters: [
            SceneParameter("count", .integer(1...200), default: .integer(4), "the number of columns"),
            SceneParameter(
                "spacing", .number(minimum: 0, inclusive: true, maximum: 100_000), default: .number(8),
                "the gap between columns"),
            SceneParameter(
                "height", .number(minimum: 0, inclusive: true, maximum: 100_000), default: .number(100),
                "the row's height"),
            SceneParameter("scale", .integer(1...3), default: .integer(1), "pixels per point: 1, 2 or 3"),
        ],
        build: { parameters, width throws(SceneError) in try ExactColumnsScene(parameters: parameters, width: width) })

    /// `exact-columns`.
    public let name = "exact-columns"
    /// The parameters the scene was built with.
    public let parameters: SceneParameters
    /// `item0` … `item{count−1}`.
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
    private let scale: Double
    /// `item(n).width == item0.width + c(n)` for n ≥ 1 (index 0 unused).
    private var offsets: [LayoutConstraint?] = [nil]
    /// `item0.width ≤ C`.
    private let cut: LayoutConstraint
    /// The equal width that fills the row (not reported among the frames).
    private let equalGuide = LayoutView("equalGuide")

    init(parameters: SceneParameters, width: Double?) throws(SceneError) {
        self.parameters = parameters
        scale = Double(parameters.integer("scale"))
        let spacing = parameters.number("spacing"), height = parameters.number("height")
        stage = try SceneStage(name: "exact-columns", width: width)
        items = (0..<parameters.integer("count")).map { LayoutView("item\($0)") }
        let content = stage.content
        try stage.add(items)

        try stage.add([equalGuide])
        let first = items[0]
        cut = (first.width <= 0).labeled("pixelCut")
        let share = 1 / Double(items.count)
        var constraints: [LayoutConstraint] = [
            equalGuide.leading == content.leading,
            equalGuide.top == content.top,
            equalGuide.height == 0,
            (equalGuide.width == share * content.width - spacing * Double(items.count - 1) * share).labeled(
                "equalWidth"),
            first.leading == content.leading,
            first.width >= 0,
            cut,
            (items[items.count - 1].trailing == content.trailing ~ 999).labeled("rowEndsAtEdge"),
            content.bottom == first.bottom,
        ]
        for (n, item) in items.enumerated() {
            constraints += [item.top == content.top, item.height == height]
            guard n > 0 else { continue }
            let offset = item.width == first.width + 0
            offsets.append(offset)
            constraints += [item.leading == items[n - 1].trailing + spacing, offset]
        }
        try stage.activate(constraints)
    }

    /// Re-solves for `width`: the suggestion, then the pixel split of the guide's relaxation.
    public func layout(width: Double) throws(SceneError) -> SceneLayout {
        try SceneError.check(width: width)
        try stage.suggest(width: width)
        let relaxed = max(equalGuide.frameInRoot.width, 0) * scale
        let count = Double(items.count)
        let base = (relaxed + 1e-9).rounded(.down)
        let residue = min(max(Int((count * relaxed + 1e-9).rounded(.down) - count * base), 0), items.count - 1)
        let pixel = 1 / scale
        try stage.run(width: width) { () throws(LayoutError) in
            let bound = base / scale + (residue > 0 ? pixel : 0)
            if cut.constant != bound { try cut.setConstant(bound) }
            for (n, offset) in offsets.enumerated() {
                guard let offset else { continue }
                let c = residue > 0 && n >= residue ? -pixel : 0
                if offset.constant != c { try offset.setConstant(c) }
            }
        }
        return stage.layout(of: items, width: width)
    }
}
