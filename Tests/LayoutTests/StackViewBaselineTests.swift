import Testing
@testable import ConstraintLayout

/// Two text-like views and a plain one: a is 30 tall (first baseline 20 below its top, last 5
/// above its bottom), b 50 tall (40 and 20), c 20 tall without baselines (both are its bottom).
func textViews() throws -> (LayoutView, LayoutView, LayoutView) {
    let a = sized("a", 40, 30), b = sized("b", 40, 50), c = sized("c", 40, 20)
    try a.setBaselineOffsets(BaselineOffsets(firstFromTop: 20, lastFromBottom: 5))
    try b.setBaselineOffsets(BaselineOffsets(firstFromTop: 40, lastFromBottom: 20))
    return (a, b, c)
}

@Suite("Stack view: baseline alignments")
struct StackViewBaselineTests {
    @Test("first baseline: one line, the topmost view at the top, the row as tall as the lowest bottom")
    func firstBaseline() throws {
        let (a, b, c) = try textViews()
        let engine = try makeEngine()
        let stack = try makeStack([a, b, c], in: engine) { $0.alignment = .firstBaseline }
        // With the baseline at y = B: tops a B - 20, b B - 40, c B - 20; b is topmost, so
        // B = 40: a at 20, b at 0, c at 20. Bottoms 50, 50, 40: the row is 50 tall.
        #expect(approximatelyEqual(a.frame, LayoutRect(x: 0, y: 20, width: 40, height: 30)))
        #expect(approximatelyEqual(b.frame, LayoutRect(x: 40, y: 0, width: 40, height: 50)))
        #expect(approximatelyEqual(c.frame, LayoutRect(x: 80, y: 20, width: 40, height: 20)))
        #expect(stack.frame.size.height == 50)
        #expect(engine.ambiguousViews.isEmpty)
    }

    @Test("last baseline: one line through the last baselines")
    func lastBaseline() throws {
        let (a, b, c) = try textViews()
        let engine = try makeEngine()
        let stack = try makeStack([a, b, c], in: engine, height: 80) { $0.alignment = .lastBaseline }
        // Baseline at y = B: a's bottom B + 5 (top B - 25), b's B + 20 (top B - 30), c's B
        // (top B - 20); b is topmost, so B = 30: a at 5, b at 0, c at 10. The stack is 80 tall
        // (given), the views stay at the top.
        #expect(approximatelyEqual(a.frame, LayoutRect(x: 0, y: 5, width: 40, height: 30)))
        #expect(approximatelyEqual(b.frame, LayoutRect(x: 40, y: 0, width: 40, height: 50)))
        #expect(approximatelyEqual(c.frame, LayoutRect(x: 80, y: 10, width: 40, height: 20)))
        #expect(stack.frame.size.height == 80)
    }

    @Test("new baseline offsets move the views in place")
    func newOffsets() throws {
        let (a, b, c) = try textViews()
        let engine = try makeEngine()
        _ = try makeStack([a, b, c], in: engine) { $0.alignment = .firstBaseline }
        // a's first baseline now 45 below its top: tops a B - 45, b B - 40, c B - 20; a is
        // topmost, B = 45: a at 0, b at 5, c at 25.
        try a.setBaselineOffsets(BaselineOffsets(firstFromTop: 45, lastFromBottom: 5))
        #expect(approximatelyEqual(a.frame, LayoutRect(x: 0, y: 0, width: 40, height: 30)))
        #expect(approximatelyEqual(b.frame, LayoutRect(x: 40, y: 5, width: 40, height: 50)))
        #expect(approximatelyEqual(c.frame, LayoutRect(x: 80, y: 25, width: 40, height: 20)))
    }

    @Test("in a column a baseline alignment acts as leading")
    func column() throws {
        let (a, b, _) = try textViews()
        let engine = try makeEngine()
        _ = try makeStack([a, b], in: engine, axis: .vertical, width: 100) { $0.alignment = .firstBaseline }
        #expect(approximatelyEqual(a.frame, LayoutRect(x: 0, y: 0, width: 40, height: 30)))
        #expect(approximatelyEqual(b.frame, LayoutRect(x: 0, y: 30, width: 40, height: 50)))
    }
}
