import ConstraintLayout

/// A vertical flow layout of square cells with a minimum width, widening the cells (never the
/// gaps) to fill each row, from the xyk blog’s “UICollectionViewCell の横幅を計算する”.
///
/// The article's arithmetic, with `available = W − 2·inset`: `n` is the largest count with
/// `n·min + (n−1)·spacing ≤ available` (at least 1); the cell side is
/// `min + ⌊(available − n·min − (n−1)·spacing) / n⌋`; row `k` starts at `k·(side + lineSpacing)`.
/// With the defaults this gives 320 → 100, 375 → 118, 428 → 100 and 1024 → 108.
///
/// **As constraints.** All cells are squares of one width, at least `minWidth` (required);
/// each cell either continues its row (`leading == previous.trailing + spacing`, same top) or
/// starts one (`leading == content.leading + inset`, `top == previous.bottom + lineSpacing`).
/// A hidden guide view, `fitGuide`, is the widest cell a row of `n` can hold:
/// `fitGuide.width == (1/n)·content.width − (2·inset + (n−1)·spacing)/n`, a multiplier
/// constraint. The cells stay within it (`cell0.width ≤ fitGuide.width`, priority 999) and
/// would like to be as wide as the container (`cell0.width == content.width − 2·inset`,
/// ``LayoutPriority/defaultLow``), so the solver gives the widest cells that fit. (The guide
/// speaks of `n` slots, not of the cells there are, so a grid with fewer items than columns
/// keeps the article's side.)
///
/// **Two discrete choices** the constraints cannot make are made per width:
/// - *The column count* `n` (the article's formula). When it changes, the guide's width
///   constraint is replaced (its multiplier is `1/n`) and only the cells whose "starts a row"
///   status differs (`i % n == 0`) swap their two constraints; the others keep theirs
///   (``lastSwappedCells`` names them).
/// - *The whole-point floor.* The side is a whole number of points above `minWidth`, an
///   integrality requirement on the cells. The guide holds the relaxation (the side without
///   it); the scene reads it, `s*`, and sets the constant of the cut `cell0.width ≤ C`
///   (priority 998) in place to `minWidth + ⌊s* − minWidth⌋` (a value within 10⁻⁹ of a whole
///   number counts as that number) — one step of branch and bound. At 428 the row is then 3
///   points short, as in the article.
///
/// A width change is thus the suggestion, the column swap when `n` changes, and at most one
/// constant change.
///
/// **When not one minimum-width cell fits** (`W − 2·inset < minWidth`, where the article
/// divides by zero) the scene lays out one column of `minWidth` squares at the leading inset:
/// the required minimum wins over the priority-999 fit, so the cells overflow the trailing
/// edge rather than shrink.
public final class FlowGridScene: LayoutScene, StagedScene {
    static let descriptor = SceneDescriptor(
        name: "flow-grid", article: .cellWidth,
        summary: "square cells of a minimum width, as many per row as fit, widened by whole points",
        parameters: [
            SceneParameter(
                "minWidth", .number(minimum: 1, inclusive: true, maximum: 100_000), default: .number(100),
                "the smallest cell side"),
            SceneParameter(
                "spacing", .number(minimum: 0, inclusive: true, maximum: 100_000), default: .number(5),
                "the gap between cells in a row"),
            SceneParameter(
                "inset", .number(minimum: 0, inclusive: true, maximum: 100_000), default: .number(5),
                "the left and right section inset"),
            SceneParameter(
                "lineSpacing", .number(minimum: 0, inclusive: true, maximum: 100_000), default: .number(5),
                "the gap between rows"),
            SceneParameter("items", .integer(1...1000), default: .integer(20), "the number of cells"),
        ],
        build: { parameters, width throws(SceneError) in try FlowGridScene(parameters: parameters, width: width) })

    /// `flow-grid`.
    public let name = "flow-grid"
    /// The parameters the scene was built with.
    public let parameters: SceneParameters
    /// `cell0` … `cell{items−1}`.
    public var viewNames: [String] { cells.map(\.name) }
    /// The first two cells and the last.
    public var keyViewNames: [String] { keyIndices(count: cells.count).map { cells[$0].name } }
    /// The column count of the last layout.
    public private(set) var columns = 1
    /// The cells whose constraints the last layout swapped because the column count changed
    /// (empty when it did not), in index order.
    public private(set) var lastSwappedCells: [String] = []

    /// The scene's engine.
    public var engine: LayoutEngine { stage.engine }
    /// The content view that holds the scene's views.
    public var contentView: LayoutView { stage.content }
    /// The views ``layout(width:)`` reports, in report order.
    public var views: [LayoutView] { cells }

    /// The engine and the content view.
    let stage: SceneStage
    private let cells: [LayoutView]
    private let minWidth, spacing, inset: Double
    /// Per cell (index 0 unused): the constraints that continue the previous cell's row.
    private var continuesRow: [[LayoutConstraint]] = [[]]
    /// Per cell (index 0 unused): the constraints that start a new row below the previous cell.
    private var startsRow: [[LayoutConstraint]] = [[]]
    /// The whole-point cut `cell0.width ≤ C`.
    private let wholePointCut: LayoutConstraint
    /// The widest cell a row of `columns` holds (not reported among the frames).
    private let fitGuide = LayoutView("fitGuide")
    /// `fitGuide.width == (1/n)·content.width − (2·inset + (n−1)·spacing)/n`.
    private var guideWidth: LayoutConstraint

    init(parameters: SceneParameters, width: Double?) throws(SceneError) {
        self.parameters = parameters
        minWidth = parameters.number("minWidth")
        spacing = parameters.number("spacing")
        inset = parameters.number("inset")
        let lineSpacing = parameters.number("lineSpacing")
        stage = try SceneStage(name: "flow-grid", width: width)
        cells = (0..<parameters.integer("items")).map { LayoutView("cell\($0)") }
        let content = stage.content
        try stage.add(cells)

        try stage.add([fitGuide])
        let first = cells[0]
        wholePointCut = (first.width <= 0 ~ 998).labeled("wholePointCut")
        guideWidth = Self.guideWidth(fitGuide, content, columns: 1, inset: inset, spacing: spacing)
        var constraints: [LayoutConstraint] = [
            fitGuide.leading == content.leading + inset,
            fitGuide.top == content.top,
            fitGuide.height == 0,
            guideWidth,
            first.leading == content.leading + inset,
            first.top == content.top,
            first.width >= minWidth,
            (first.width <= fitGuide.width ~ 999).labeled("rowFits"),
            (first.width == content.width - 2 * inset ~ .defaultLow).labeled("fillRow"),
            wholePointCut,
            content.bottom == cells[cells.count - 1].bottom,
        ]
        for (i, cell) in cells.enumerated() {
            constraints.append(cell.height == cell.width)
            guard i > 0 else { continue }
            let previous = cells[i - 1]
            constraints.append(cell.width == first.width)
            continuesRow.append([cell.leading == previous.trailing + spacing, cell.top == previous.top])
            startsRow.append([cell.leading == content.leading + inset, cell.top == previous.bottom + lineSpacing])
            // Start with one column: every cell starts a row.
            constraints += startsRow[i]
        }
        try stage.activate(constraints)
    }

    /// `fitGuide.width == (1/n)·content.width − (2·inset + (n−1)·spacing)/n`: `n` cells of the
    /// guide's width and their gaps fill the space between the insets.
    private static func guideWidth(
        _ guide: LayoutView, _ content: LayoutView, columns n: Int, inset: Double, spacing: Double
    )
        -> LayoutConstraint
    {
        let share = 1 / Double(n)
        return (guide.width == share * content.width - (2 * inset + Double(n - 1) * spacing) * share)
            .labeled("fitGuideWidth")
    }

    /// The most columns the scene makes (a width of 100 000 points and a minimum width of 1 make
    /// at most 50 000 with no spacing).
    static let maximumColumns = 100_000

    /// The article's column count for container width `width`: the largest `n` whose cells of
    /// `minWidth` and gaps fit, at least 1.
    private func columnCount(width: Double) -> Int {
        let available = width - 2 * inset
        func fits(_ n: Int) -> Bool { Double(n) * minWidth + Double(n - 1) * spacing <= available }
        // The closed form, then exact checks (the article compares without tolerance).
        let estimate = ((available + spacing) / (minWidth + spacing)).rounded(.down)
        var n = Int(min(max(estimate, 1), Double(Self.maximumColumns)))
        while n > 1 && !fits(n) { n -= 1 }
        while n < Self.maximumColumns && fits(n + 1) { n += 1 }
        return n
    }

    /// Re-solves for `width`: the suggestion, the column swap if `n` changed, the floor.
    public func layout(width: Double) throws(SceneError) -> SceneLayout {
        try SceneError.check(width: width)
        try stage.suggest(width: width)
        let n = columnCount(width: width)
        lastSwappedCells = []
        if n != columns {
            let changed = (1..<cells.count).filter { ($0 % n == 0) != ($0 % columns == 0) }
            let off = changed.flatMap { $0 % n == 0 ? continuesRow[$0] : startsRow[$0] }
            let on = changed.flatMap { $0 % n == 0 ? startsRow[$0] : continuesRow[$0] }
            let newGuideWidth = Self.guideWidth(fitGuide, stage.content, columns: n, inset: inset, spacing: spacing)
            stage.engine.deactivate(off + [guideWidth])
            try stage.run(width: width) { () throws(LayoutError) in try stage.engine.activate(on + [newGuideWidth]) }
            guideWidth = newGuideWidth
            columns = n
            lastSwappedCells = changed.map { cells[$0].name }
        }
        // The guide holds the relaxation; the cut rounds the cells down to whole points.
        let relaxed = fitGuide.frameInRoot.width
        let side = minWidth + (relaxed - minWidth + 1e-9).rounded(.down)
        if side != wholePointCut.constant {
            try stage.run(width: width) { () throws(LayoutError) in try wholePointCut.setConstant(side) }
        }
        return stage.layout(of: cells, width: width)
    }
}
