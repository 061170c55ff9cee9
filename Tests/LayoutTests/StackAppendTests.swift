import Cassowary
import Testing

@testable import ConstraintLayout

/// A feed that grows as an infinite scroll does: cards (a vertical stack of a header row, an
/// avatar and a title, then a body) appended to a long vertical stack, one at a time. Each
/// append takes away the stack's last edge (the last card's bottom on the stack's) for the
/// spacing to the new card and the new card's edge; the solver's pivot that removes the old edge
/// once computed the tableau row of the stack's height, which runs through every card of the
/// stack, to move reduced costs that the edge's marker did not have. An append now costs what
/// the new card costs, at any length.
///
/// A list of labels appended one at a time cost rows in proportion to the list twice over:
/// each label's tie-break weight was one over the count of labels, so an append gave every
/// other label a new weight (the stack arranged afresh, a weight change per label); and the
/// new label, linked to its neighbours before its own length was tied, had its height solved
/// in terms of the stack's, whose row runs through every label above it.
@Suite("Appending to a long stack")
struct StackAppendTests {
    /// A vertical stack with that spacing.
    private func column(_ name: String, spacing: Double) -> StackView {
        let stack = StackView(name)
        stack.axis = .vertical
        stack.spacing = spacing
        return stack
    }

    /// Card `i`: its header 40 tall (the avatar), 8 apart from a body of 2 to 5 lines of 18.
    private func card(_ i: Int) throws -> StackView {
        let card = column("c\(i)", spacing: 8)
        let header = StackView("c\(i).hd")
        header.spacing = 8
        header.alignment = .center
        try header.addArrangedSubview(
            LayoutView("c\(i).av", intrinsicContentSize: IntrinsicContentSize(width: 40, height: 40)))
        try header.addArrangedSubview(
            LayoutView("c\(i).tt", intrinsicContentSize: IntrinsicContentSize(width: 80, height: 20)))
        try card.addArrangedSubview(header)
        try card.addArrangedSubview(
            LayoutView("c\(i).bd", intrinsicContentSize: IntrinsicContentSize(width: 300, height: bodyHeight(i))))
        return card
    }

    private func bodyHeight(_ i: Int) -> Double { Double(18 * (2 + i % 4)) }

    /// `views` appended one at a time to a vertical stack `spacing` apart, as wide as a root
    /// 320 points wide and at its top; after each, a layout when `layingOut`. The engine, the
    /// stack, and the rows the solver visited for each append.
    private func appending(
        _ views: [LayoutView], spacing: Double, layingOut: Bool
    ) throws -> (LayoutEngine, StackView, rowsPerAppend: [Int]) {
        let engine = LayoutEngine()
        let stack = column("stack", spacing: spacing)
        let root = engine.root
        try root.addSubview(stack)
        try engine.activate([stack.leading == root.leading, stack.trailing == root.trailing, stack.top == root.top])
        try engine.layout(width: 320, height: 0)
        var rowsPerAppend: [Int] = []
        for view in views {
            let before = engine.solver.statistics.rowsVisited
            try stack.addArrangedSubview(view)
            rowsPerAppend.append(engine.solver.statistics.rowsVisited - before)
            if layingOut { try engine.layout(width: 320, height: 0) }
        }
        return (engine, stack, rowsPerAppend)
    }

    @Test("an append costs the same rows at 20 cards as at 80, and the frames are the sums by hand")
    func appendsCostWhatTheCardCosts() throws {
        let cards = try (0..<80).map(card)
        let (engine, feed, rowsPerAppend) = try appending(cards, spacing: 12, layingOut: false)
        // Before, the 20th append visited 25 rows and the 80th 85 (the rows of the feed's
        // height, through every card above it).
        let early = rowsPerAppend[19], late = rowsPerAppend[79]
        #expect(late <= early + 8, "rows visited by the 20th append: \(early), by the 80th: \(late)")

        // Each card 40 + 8 + its body tall, 12 apart, as wide as the feed.
        try engine.layout(width: 320, height: 0)
        var top = 0.0
        for (i, c) in cards.enumerated() {
            let height = 40 + 8 + bodyHeight(i)
            #expect(c.frame == LayoutRect(x: 0, y: top, width: 320, height: height), "card \(i)")
            top += height + 12
        }
        #expect(feed.frame.height == top - 12)
    }

    /// A label `height` tall, 100 wide.
    private func label(_ name: String, height: Double) -> LayoutView {
        LayoutView(name, intrinsicContentSize: IntrinsicContentSize(width: 100, height: height))
    }

    @Test("a label appended costs the same rows at 30 labels as at 120, and the frames are the sums by hand")
    func labelAppendsCostWhatTheLabelCosts() throws {
        let labels = (0..<120).map { label("l\($0)", height: Double(17 + $0 % 3)) }
        let (engine, list, rowsPerAppend) = try appending(labels, spacing: 4, layingOut: true)
        // Before, the 30th append visited 144 rows and the 120th 504. Not at 32 or 64 labels,
        // where every tie's weight changes once (see `StackView.tieWeight`).
        let early = rowsPerAppend[29], late = rowsPerAppend[119]
        #expect(late <= early + 4, "rows visited by the 30th append: \(early), by the 120th: \(late)")

        // Each label its own height, 4 apart, as wide as the list.
        var top = 0.0
        for (i, l) in labels.enumerated() {
            let height = Double(17 + i % 3)
            #expect(l.frame == LayoutRect(x: 0, y: top, width: 320, height: height), "label \(i)")
            top += height + 4
        }
        #expect(list.frame.height == top - 4)
        withExtendedLifetime(engine) {}
    }

    /// The ties of `stack`'s views, as (view, weight), in the order of the views.
    private func ties(of stack: StackView, in engine: LayoutEngine) -> [(String, Double)] {
        let ties = engine.constraints.filter { $0.identifier == "Layout-StackView-Tie" }
        return stack.arrangedSubviews.compactMap { view in
            ties.first { $0.firstItem === view }.map { (view.name, $0.weight) }
        }
    }

    @Test(
        "a stack grown a view at a time, with views put in and taken out of its middle, ties its views as one made at once"
    )
    func tiesFollowTheViewsThroughLocalChanges() throws {
        // A row 530 wide; views 100 wide (equal compression resistance), one 10 wide fixed.
        func place(_ row: StackView, in engine: LayoutEngine) throws {
            try engine.root.addSubview(row)
            try engine.activate([row.leading == engine.root.leading, row.top == engine.root.top, row.width == 530])
        }
        let grown = LayoutEngine()
        let row = StackView("row")
        try place(row, in: grown)
        try grown.layout(width: 600, height: 100)
        var views: [LayoutView] = []
        for i in 0..<7 {
            let v = label("v\(i)", height: 20)
            try row.addArrangedSubview(v)
            views.append(v)
        }
        // Into the middle, out of the middle, out at the end, and a view without a length.
        try row.insertArrangedSubview(label("m", height: 20), at: 3)
        views[1].removeFromSuperview()
        row.removeArrangedSubview(views[6])
        let free = LayoutView("free")
        try row.insertArrangedSubview(free, at: 2)
        try grown.activate([free.width == 10])
        try grown.layout(width: 600, height: 100)

        let made = LayoutEngine()
        let copies = row.arrangedSubviews.map { v in v === free ? LayoutView("free") : label(v.name, height: 20) }
        let fresh = try StackView("row", arrangedSubviews: copies)
        try place(fresh, in: made)
        try made.activate([copies[2].width == 10])
        try made.layout(width: 600, height: 100)

        let grownTies = ties(of: row, in: grown), madeTies = ties(of: fresh, in: made)
        #expect(grownTies.map(\.0) == ["v0", "v2", "m", "v3", "v4", "v5"])
        #expect(grownTies.map(\.0) == madeTies.map(\.0))
        #expect(grownTies.map(\.1) == madeTies.map(\.1))
        // Six views of 100 and one of 10 in 530: 80 missing, all from the last view with a
        // length (the stack's rule for equal compression resistance).
        #expect(row.arrangedSubviews.map(\.frame.width) == [100, 100, 10, 100, 100, 100, 20])
        #expect(fresh.arrangedSubviews.map(\.frame.width) == [100, 100, 10, 100, 100, 100, 20])
    }
}
