import ConstraintLayout

/// A horizontal strip that shows `visible` cells (2.5 by default: two whole, half a third
/// peeking in) at every width, from “スクローラブルと認識できるデザイン”, whose code is on GitHub
/// (hiromu21/CalcCollectionView).
///
/// The article's equations, for cell aspect `a:b` (width:height), padding `p` (top, bottom,
/// leading; `2p` between cells), `N` visible cells and container width `W`:
/// `h = (b/a)·w`, `W = (2⌊N⌋ + 1)·p + N·w`, `H = 2p + h`. Eliminating `w` and `h` gives the
/// strip's height as a function of its own width,
/// `H = ((b/a)/N)·W + 2p − (b/a)(2⌊N⌋ + 1)·p/N` — multiplier 0.25 and constant 12 for 8:5,
/// p = 16, N = 2.5, the numbers the article types into Interface Builder.
///
/// **As constraints.** The strip spans the content's width at the top, and
/// `strip.height == m × strip.width + c` (``stripHeightConstraint``, the multiplier and
/// constant derived once from the parameters). Each cell sits `p` inside the strip's top and
/// bottom, the first `p` from its leading edge and each next `2p` after the previous one, and
/// keeps its aspect with a multiplier constraint `cell.height == (b/a) × cell.width`. Nothing
/// sets a cell's width: it follows from the strip's height through the aspect, and that is
/// what makes exactly `N` cells visible at every width. The article's version breaks on
/// rotation; this one re-solves for every width.
///
/// **Too narrow.** Below `W = (2⌊N⌋ + 1)·p` no cell can have a positive width. The cells keep
/// `width ≥ 0` (required), so the strip's height constraint (priority 999) gives way: the cells
/// are 0 × 0 and the strip is `2p` tall.
public final class PeekingStripScene: LayoutScene, StagedScene {
    static let descriptor = SceneDescriptor(
        name: "peeking-strip", article: .scrollableDesign,
        summary: "a horizontal strip showing exactly `visible` cells, its height a constraint on its width",
        parameters: [
            SceneParameter(
                "visible", .number(minimum: 0, inclusive: false, maximum: 1000), default: .number(2.5),
                "how many cells show, N"),
            SceneParameter(
                "aspectW", .number(minimum: 0, inclusive: false, maximum: 100_000), default: .number(8),
                "the cell aspect's width part, a"),
            SceneParameter(
                "aspectH", .number(minimum: 0, inclusive: false, maximum: 100_000), default: .number(5),
                "the cell aspect's height part, b"),
            SceneParameter(
                "padding", .number(minimum: 0, inclusive: true, maximum: 100_000), default: .number(16),
                "p: top, bottom and leading; 2p between cells"),
            SceneParameter("items", .integer(1...1000), default: .integer(6), "the number of cells"),
        ],
        build: { parameters, width throws(SceneError) in try PeekingStripScene(parameters: parameters, width: width) })

    /// `peeking-strip`.
    public let name = "peeking-strip"
    /// The parameters the scene was built with.
    public let parameters: SceneParameters
    /// `strip`, then `cell0` … `cell{items−1}`.
    public var viewNames: [String] { ([strip] + cells).map(\.name) }
    /// The strip and the first three cells.
    public var keyViewNames: [String] { ([strip] + cells.prefix(3)).map(\.name) }
    /// `strip.height == m × strip.width + c`, with `m` and `c` derived from the parameters.
    public let stripHeightConstraint: LayoutConstraint

    /// The scene's engine.
    public var engine: LayoutEngine { stage.engine }
    /// The content view that holds the scene's views.
    public var contentView: LayoutView { stage.content }
    /// The views ``layout(width:)`` reports, in report order.
    public var views: [LayoutView] { [strip] + cells }

    /// The engine and the content view.
    let stage: SceneStage
    private let strip: LayoutView
    private let cells: [LayoutView]

    init(parameters: SceneParameters, width: Double?) throws(SceneError) {
        self.parameters = parameters
        let visible = parameters.number("visible"), p = parameters.number("padding")
        let ratio = parameters.number("aspectH") / parameters.number("aspectW")
        // W = (2⌊N⌋ + 1)p + N·w and H = 2p + (b/a)·w, so H = ((b/a)/N)·W + 2p − (b/a)(2⌊N⌋ + 1)p/N.
        let paddings = 2 * visible.rounded(.down) + 1
        let multiplier = ratio / visible
        let constant = 2 * p - ratio * paddings * p / visible

        stage = try SceneStage(name: "peeking-strip", width: width)
        strip = LayoutView("strip")
        cells = (0..<parameters.integer("items")).map { LayoutView("cell\($0)") }
        let content = stage.content
        try stage.add([strip] + cells)

        stripHeightConstraint = (strip.height == multiplier * strip.width + constant ~ 999).labeled("stripHeight")
        var constraints: [LayoutConstraint] = [
            strip.leading == content.leading,
            strip.trailing == content.trailing,
            strip.top == content.top,
            stripHeightConstraint,
            content.bottom == strip.bottom,
        ]
        for (i, cell) in cells.enumerated() {
            constraints += [
                cell.top == strip.top + p,
                cell.bottom == strip.bottom - p,
                cell.height == ratio * cell.width,
                cell.width >= 0,
                i == 0 ? cell.leading == strip.leading + p : cell.leading == cells[i - 1].trailing + 2 * p,
            ]
        }
        try stage.activate(constraints)
    }

    /// Re-solves for `width`: one suggestion.
    public func layout(width: Double) throws(SceneError) -> SceneLayout {
        try SceneError.check(width: width)
        try stage.suggest(width: width)
        return stage.layout(of: [strip] + cells, width: width)
    }
}
