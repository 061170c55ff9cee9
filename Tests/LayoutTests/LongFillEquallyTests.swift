import Testing

@testable import ConstraintLayout

/// A fill-equally row of many views: every view as wide as the first, the chain of positions
/// closed by the row's edges. Its rows form one block of the solver's cycle elimination, whose
/// every chain row also mentions the first view's width; choosing that width as the pivot of
/// the block's last rows once wrote each of them into all the others (a row of 320 views took
/// a second to build).
@Suite("Long fill-equally rows")
struct LongFillEquallyTests {
    /// A row of `count` views of intrinsic widths 10 to 16 and heights 10 to 14, 2 apart,
    /// filling the root's width, laid out `width` points wide.
    static func row(count: Int, width: Double) throws -> (LayoutEngine, [LayoutView]) {
        let engine = LayoutEngine()
        let row = StackView("row")
        row.distribution = .fillEqually
        row.alignment = .center
        row.spacing = 2
        var views: [LayoutView] = []
        for k in 0..<count {
            let size = IntrinsicContentSize(width: Double(10 + k % 7), height: Double(10 + k % 5))
            views.append(LayoutView("v\(k)", intrinsicContentSize: size))
        }
        for view in views { try row.addArrangedSubview(view) }
        try engine.root.addSubview(row)
        try engine.activate([
            row.leading == engine.root.leading, row.trailing == engine.root.trailing, row.top == engine.root.top,
        ])
        try engine.layout(width: width, height: 100)
        return (engine, views)
    }

    @Test("400 views across 8 798 points: each 20 wide, 22 apart, centred on the tallest")
    func fourHundredViews() throws {
        // 399 spacings of 2 leave 8 000 points: 20 a view, wider than any intrinsic width.
        let (engine, views) = try Self.row(count: 400, width: 8798)
        defer { withExtendedLifetime(engine) {} }
        for (k, view) in views.enumerated() {
            #expect(abs(view.frame.minX - Double(k) * 22) < 1e-6, "v\(k) at \(view.frame.minX)")
            #expect(abs(view.frame.width - 20) < 1e-9)
            // The row is as tall as its tallest view (14); each view centred in it.
            let height = Double(10 + k % 5)
            #expect(view.frame.height == height)
            #expect(abs(view.frame.midY - 7) < 1e-9)
        }
    }

    @Test("the block's elimination rewrites rows in proportion to the views, not their square")
    func eliminationStaysLinear() throws {
        let (small, _) = try Self.row(count: 100, width: 2198)
        let (large, _) = try Self.row(count: 400, width: 8798)
        let before = small.solver.statistics, after = large.solver.statistics
        // Four times the views: within 4^1.3 (about 6.1) times the rows rewritten, the growth
        // the performance fuzzer allows a build. (Taking the first width as the pivot of the
        // chain's last rows rewrote 50 times as many.)
        #expect(Double(after.substitutions) <= 6.1 * Double(max(before.substitutions, 1)), "\(before) → \(after)")
        #expect(Double(after.cells) <= 6.1 * Double(before.cells), "\(before) → \(after)")
    }
}
