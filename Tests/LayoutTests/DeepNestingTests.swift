import Cassowary
import ConstraintLayout
import Testing

/// Vertical stack views nested deep, each aligned to its leading edge and holding a label and
/// the next stack, activated as one batch: every frame by hand, and the work against the depth.
@Suite("Stack views nested deep")
struct DeepNestingTests {
    /// The label at level `k` (in the `k - 1`-th stack): widths that rise and fall, 10 tall.
    static func labelWidth(_ k: Int) -> Double { Double(10 + (k * 7) % 40) }

    /// `levels` stacks `s0` … `s(levels - 1)`, 2 apart, leading-aligned; stack `k - 1` holds
    /// label `l(k)` and stack `k`, and the innermost label `l(levels)` alone. `s0` sits at the
    /// root's top left.
    static func nested(_ levels: Int) throws -> (engine: LayoutEngine, stacks: [StackView], labels: [LayoutView]) {
        let engine = LayoutEngine()
        var stacks: [StackView] = []
        var labels: [LayoutView] = [LayoutView("unused")]
        for k in 0..<levels {
            let stack = StackView("s\(k)")
            stack.axis = .vertical
            stack.spacing = 2
            stack.alignment = .leading
            stacks.append(stack)
        }
        for k in 1..<levels {
            let label = LayoutView(
                "l\(k)", intrinsicContentSize: IntrinsicContentSize(width: labelWidth(k), height: 10))
            labels.append(label)
            try stacks[k - 1].addArrangedSubview(label)
            try stacks[k - 1].addArrangedSubview(stacks[k])
        }
        let innermost = LayoutView(
            "l\(levels)", intrinsicContentSize: IntrinsicContentSize(width: labelWidth(levels), height: 10))
        labels.append(innermost)
        try stacks[levels - 1].addArrangedSubview(innermost)
        try engine.root.addSubview(stacks[0])
        try engine.activate([stacks[0].leading == engine.root.leading, stacks[0].top == engine.root.top])
        try engine.layout(width: 375, height: 0)
        return (engine, stacks, labels)
    }

    @Test("40 levels: each stack as wide as its widest label below, 12 points a level tall")
    func framesByHand() throws {
        let levels = 40
        let (engine, stacks, labels) = try Self.nested(levels)
        defer { withExtendedLifetime(engine) {} }
        #expect(engine.ambiguousViews.isEmpty)
        for k in 0..<levels {
            // Stack k holds labels k + 1 … levels; the innermost is one label (10 tall), and
            // each level above adds a label of 10 and a spacing of 2.
            let widest = (k + 1...levels).map(Self.labelWidth).max()!
            let y = k == 0 ? 0.0 : 12
            let expected = LayoutRect(x: 0, y: y, width: widest, height: Double(10 + 12 * (levels - 1 - k)))
            #expect(approximatelyEqual(stacks[k].frame, expected), "s\(k): \(stacks[k].frame)")
        }
        for k in 1...levels {
            let expected = LayoutRect(x: 0, y: 0, width: Self.labelWidth(k), height: 10)
            #expect(approximatelyEqual(labels[k].frame, expected), "l\(k): \(labels[k].frame)")
        }
    }

    /// Each level's spanning guide wishes its leading edge on each arranged view's (at 999.5),
    /// and those wishes come before the alignment that puts the views there. Such a wish can
    /// be met by the slack of its view's trailing edge, at no cost to any level, or by
    /// compressing a label below (its resistance is 750): the second choice frees the next
    /// level's rows, and entered first, it walked every level below and back. The steepest
    /// candidate (the slack) enters first, and the work grows with the depth, not its square:
    /// 229 pivots at 24 levels and 344 at 48, rows visited 33 941 and 57 286 (the last noted
    /// candidate first: 838 and 3 202 pivots, 74 797 and 527 688 rows).
    @Test("from 24 to 48 levels the pivots and the rows visited grow near-linearly")
    func workGrowsNearLinearly() throws {
        let small = try Self.nested(24).engine.solver.statistics
        let large = try Self.nested(48).engine.solver.statistics
        #expect(Double(large.pivots) <= 2.2 * Double(small.pivots), "pivots \(small.pivots) → \(large.pivots)")
        #expect(
            Double(large.rowsVisited) <= 2.8 * Double(small.rowsVisited),
            "rows visited \(small.rowsVisited) → \(large.rowsVisited)")
    }
}
