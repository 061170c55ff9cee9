import Testing

@testable import ConstraintLayout

/// Long rows whose gaps are all equal: each gap's row mentions the first gap, so the chain of
/// positions and its gaps form one block of the solver's cycle elimination, whose rows grow
/// far longer than a layout's usual few terms as the block is eliminated. The frames are
/// worked out by hand.
@Suite("Long equal-spacing rows")
struct LongEqualSpacingTests {
    @Test("a row of 120 views spaced equally across 3 000 points: the gaps share what the views leave")
    func longEqualSpacingRow() throws {
        let engine = LayoutEngine()
        let row = StackView("row")
        row.distribution = .equalSpacing
        row.alignment = .center
        let views = (0..<120).map { LayoutView("v\($0)", intrinsicContentSize: .init(width: 10, height: 20)) }
        for view in views { try row.addArrangedSubview(view) }
        try engine.root.addSubview(row)
        try engine.activate([
            row.leading == engine.root.leading, row.trailing == engine.root.trailing, row.top == engine.root.top,
        ])
        try engine.layout(width: 3000, height: 100)
        // 120 views of 10 leave 1 800 points to 119 equal gaps.
        let gap = 1800.0 / 119
        for (k, view) in views.enumerated() {
            #expect(abs(view.frame.minX - Double(k) * (10 + gap)) < 1e-6)
            #expect(view.frame.width == 10)
        }
    }

    @Test("90 views of widths 10 to 16 across 1 800 points: each at its own width, the rest shared by the 89 gaps")
    func ninetyVariedViews() throws {
        let count = 90
        let engine = LayoutEngine()
        let row = StackView("row")
        row.distribution = .equalSpacing
        row.alignment = .top
        row.spacing = 2
        let views = (0..<count).map { (k: Int) -> LayoutView in
            let size = IntrinsicContentSize(width: Double(10 + k % 7), height: Double(10 + k % 5))
            return LayoutView("v\(k)", intrinsicContentSize: size)
        }
        for view in views { try row.addArrangedSubview(view) }
        try engine.root.addSubview(row)
        try engine.activate([
            row.leading == engine.root.leading, row.trailing == engine.root.trailing, row.top == engine.root.top,
        ])
        try engine.layout(width: 1800, height: 100)
        // The widths 10…16 repeat every 7 views: 12 runs of 91 points, then 10 + 11 + … + 15.
        let widths = (0..<count).map { (k: Int) -> Double in Double(10 + k % 7) }
        let total = 12 * 91.0 + 75
        #expect(widths.reduce(0, +) == total)
        let gap = (1800 - total) / Double(count - 1)
        var x = 0.0
        for (k, view) in views.enumerated() {
            #expect(abs(view.frame.minX - x) < 1e-6, "v\(k) at \(view.frame.minX), not \(x)")
            #expect(abs(view.frame.width - widths[k]) < 1e-9)
            #expect(view.frame.minY == 0)
            #expect(view.frame.height == Double(10 + k % 5))
            x += widths[k] + gap
        }
    }
}
