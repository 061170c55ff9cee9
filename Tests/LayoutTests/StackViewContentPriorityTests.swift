import Cassowary
import Testing
@testable import ConstraintLayout

/// Hugging and compression resistance in a fill stack: the lowest priority gives way; between
/// equal priorities the later arranged view gives way first (the stack's documented rule).
@Suite("Stack view: hugging and compression resistance competition")
struct StackViewContentPriorityTests {
    /// The widths of `views`, 100 points wide each, in a fill row `width` wide.
    private func widths(_ width: Double, _ setUp: ([LayoutView]) throws -> Void = { _ in }, count: Int = 2) throws
        -> [Double]
    {
        let views = (0..<count).map { sized("v\($0)", 100, 20) }
        try setUp(views)
        let engine = try makeEngine()
        _ = try makeStack(views, in: engine, width: width, height: 20)
        #expect(engine.ambiguousViews.isEmpty)
        return views.map(\.frame.size.width)
    }

    @Test("stretching: the lowest hugging priority takes the extra length")
    func lowestHuggingStretches() throws {
        // 300 - 200 = 100 extra, all to v0 (hugging 200 < 250).
        #expect(try widths(300) { try $0[0].setContentHuggingPriority(200, for: .horizontal) } == [200, 100])
        #expect(try widths(300) { try $0[1].setContentHuggingPriority(200, for: .horizontal) } == [100, 200])
    }

    @Test("shrinking: the lowest compression resistance gives up the missing length")
    func lowestCompressionShrinks() throws {
        // 200 - 150 = 50 missing, all from v0 (resistance 700 < 750).
        #expect(
            try widths(150) { try $0[0].setContentCompressionResistancePriority(700, for: .horizontal) } == [50, 100])
        #expect(
            try widths(150) { try $0[1].setContentCompressionResistancePriority(700, for: .horizontal) } == [100, 50])
    }

    @Test("a tie in hugging: the last view stretches")
    func huggingTie() throws {
        #expect(try widths(300) == [100, 200])
        // Three views, 360 wide: 60 extra, to v2.
        #expect(try widths(360, count: 3) == [100, 100, 160])
        // The last view hugs harder (300): of the two that tie at 250, the later one, v1.
        #expect(
            try widths(360, { try $0[2].setContentHuggingPriority(300, for: .horizontal) }, count: 3) == [
                100, 160, 100,
            ])
    }

    @Test("a tie in compression resistance: the last view shrinks")
    func compressionTie() throws {
        #expect(try widths(150) == [100, 50])
        // Three views, 250 wide: 50 missing, from v2.
        #expect(try widths(250, count: 3) == [100, 100, 50])
        // The last view resists harder (800): of the two that tie at 750, the later one, v1.
        #expect(
            try widths(250, { try $0[2].setContentCompressionResistancePriority(800, for: .horizontal) }, count: 3)
                == [100, 50, 100])
    }

    @Test("equalSpacing with too little room: the spacing at its minimum, then the last view shrinks")
    func equalSpacingTie() throws {
        let a = sized("a", 100, 20), b = sized("b", 100, 20)
        let engine = try makeEngine()
        _ = try makeStack([a, b], in: engine, spacing: 10, width: 190, height: 20) { $0.distribution = .equalSpacing }
        // 100 + 10 + 100 = 210 > 190: b loses 20.
        #expect(approximatelyEqual(a.frame, LayoutRect(x: 0, y: 0, width: 100, height: 20)))
        #expect(approximatelyEqual(b.frame, LayoutRect(x: 110, y: 0, width: 80, height: 20)))
    }

    @Test(
        "the tie-break constraints: one per visible view with an intrinsic length, at 24, weighing 2 down to above 1"
    )
    func tieBreakConstraints() throws {
        let a = sized("a", 100, 20), b = LayoutView("b"), c = sized("c", 30, 20)
        let engine = try makeEngine()
        let stack = try makeStack([a, b, c], in: engine)
        let ties = engine.constraints.filter { $0.identifier == "Layout-StackView-Tie" }
        // Two views with an intrinsic width, both at 24: weights 2 - 0 / 2 and 2 - 1 / 2.
        #expect(
            ties.map(\.description) == [
                "'Layout-StackView-Tie' a.width == 100 @24", "'Layout-StackView-Tie' c.width == 30 @24",
            ])
        #expect(ties.map(\.weight) == [2, 1.5])
        #expect(ties.map { $0.core?.strength } == [Strength(24, weight: 2), Strength(24, weight: 1.5)])
        // A new intrinsic width changes the tie constant in place.
        let before = engine.statistics
        try c.setIntrinsicContentSize(IntrinsicContentSize(width: 40, height: 20))
        #expect(engine.constraints.filter { $0.identifier == "Layout-StackView-Tie" }.map(\.constant) == [100, 40])
        #expect(engine.statistics.additions == before.additions)
        // A third: the step is one over the count rounded up to a power of two, 4: 2, 1.75,
        // 1.5; the first two keep theirs when a fourth comes, 1.25.
        let d = sized("d", 10, 20), e = sized("e", 10, 20)
        try stack.addArrangedSubview(d)
        #expect(engine.constraints.filter { $0.identifier == "Layout-StackView-Tie" }.map(\.weight) == [2, 1.75, 1.5])
        try stack.addArrangedSubview(e)
        #expect(
            engine.constraints.filter { $0.identifier == "Layout-StackView-Tie" }.map(\.weight) == [2, 1.75, 1.5, 1.25])
    }
}
