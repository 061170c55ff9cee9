import Testing

@testable import ConstraintLayout

/// The views of the baseline alignment tests (``textViews()``): a is 30 tall (first baseline 20
/// below its top, last 5 above its bottom), b 50 tall (40 and 20), c 20 tall without
/// baselines (both at its bottom).
@Suite("Stack view: baseline-relative arrangement")
struct StackViewBaselineRelativeTests {
    @Test("a column's spacing runs from each view's last baseline to the next one's first")
    func column() throws {
        let (a, b, c) = try textViews()
        let engine = try makeEngine()
        let stack = try makeStack([a, b, c], in: engine, axis: .vertical, spacing: 30) {
            $0.isBaselineRelativeArrangement = true
        }
        // a at 0: its last baseline at 30 - 5 = 25; b's first baseline at 55, so its top at
        // 55 - 40 = 15; b's last baseline at 15 + 50 - 20 = 45; c's first baseline (its
        // bottom) at 75, so its top at 55. The column ends at c's bottom, 75.
        #expect(approximatelyEqual(a.frame, LayoutRect(x: 0, y: 0, width: 40, height: 30)))
        #expect(approximatelyEqual(b.frame, LayoutRect(x: 0, y: 15, width: 40, height: 50)))
        #expect(approximatelyEqual(c.frame, LayoutRect(x: 0, y: 55, width: 40, height: 20)))
        #expect(stack.frame.size.height == 75)
        // Turned off: edge to edge, 30 + 30 + 50 + 30 + 20.
        stack.isBaselineRelativeArrangement = false
        #expect(approximatelyEqual(c.frame, LayoutRect(x: 0, y: 140, width: 40, height: 20)))
        #expect(stack.frame.size.height == 160)
    }

    @Test("a hidden view between two others takes no part: the spacing joins the visible ones")
    func hiddenView() throws {
        let (a, b, c) = try textViews()
        let engine = try makeEngine()
        let stack = try makeStack([a, c, b], in: engine, axis: .vertical, spacing: 30) {
            $0.isBaselineRelativeArrangement = true
        }
        c.isHidden = true
        // a's last baseline at 25, b's first at 55: b's top at 15, its bottom at 65.
        #expect(approximatelyEqual(b.frame, LayoutRect(x: 0, y: 15, width: 40, height: 50)))
        #expect(stack.frame.size.height == 65)
    }

    @Test("a row ignores it, as UIKit")
    func row() throws {
        let (a, b, _) = try textViews()
        let engine = try makeEngine()
        _ = try makeStack([a, b], in: engine, spacing: 10) { $0.isBaselineRelativeArrangement = true }
        #expect(approximatelyEqual(b.frame, LayoutRect(x: 50, y: 0, width: 40, height: 50)))
    }
}
