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

    @Test("an append costs the same rows at 20 cards as at 80, and the frames are the sums by hand")
    func appendsCostWhatTheCardCosts() throws {
        let engine = LayoutEngine()
        let feed = column("feed", spacing: 12)
        let root = engine.root
        try root.addSubview(feed)
        try engine.activate([feed.leading == root.leading, feed.trailing == root.trailing, feed.top == root.top])
        try engine.layout(width: 320, height: 0)

        var rowsPerAppend: [Int] = []
        var cards: [StackView] = []
        for i in 0..<80 {
            let c = try card(i)
            let before = engine.solver.statistics.rowsVisited
            try feed.addArrangedSubview(c)
            rowsPerAppend.append(engine.solver.statistics.rowsVisited - before)
            cards.append(c)
        }
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
}
