import Testing
@testable import ConstraintLayout

/// Text 600 points long on one line, 20 points a line: wrapped at width `w` it takes
/// ⌈600 / w⌉ lines.
private func wrapped(_ w: Double) -> Double { 20 * (600 / max(w, 1)).rounded(.up) }

@Suite("Height for width: multi-line text, UIKit's two-pass layout")
struct HeightForWidthTests {
    @Test("the height follows the width the layout gives the label, at every root width")
    func twoPass() throws {
        let engine = try makeEngine(width: 375, height: 667)
        let root = engine.root
        let label = try addView("label", to: root, intrinsic: IntrinsicContentSize(width: 600, height: 20))
        let below = try addView("below", to: root)
        try label.setHeightForWidth(wrapped)
        try engine.activate([
            label.leading == root.leading + 16, label.trailing == root.trailing - 16, label.top == root.top + 20,
            below.top == label.bottom + 8, below.leading == root.leading, below.width == 10, below.height == 10,
        ])
        // 375 - 32 = 343 wide: 600 / 343 → 2 lines, 40 tall; `below` 8 under it.
        #expect(label.frame == LayoutRect(x: 16, y: 20, width: 343, height: 40))
        #expect(below.frame.minY == 20 + 40 + 8)
        try engine.layout(width: 320, height: 568)
        // 288 wide: 3 lines.
        #expect(label.frame == LayoutRect(x: 16, y: 20, width: 288, height: 60))
        #expect(below.frame.minY == 88)
        let before = engine.statistics
        try engine.layout(width: 700, height: 400)
        // 668 wide: one line; the height changed in place.
        #expect(label.frame.height == 20 && below.frame.minY == 48)
        #expect(engine.statistics.additions == before.additions)
        // Without the measure the intrinsic height is the one-line 20 again.
        try label.setHeightForWidth(nil)
        try engine.layout(width: 320, height: 568)
        #expect(label.frame.height == 20)
    }

    @Test("a preferred maximum width caps the intrinsic width and fixes the wrapping")
    func preferredWidth() throws {
        let engine = try makeEngine(width: 375, height: 667)
        let root = engine.root
        let label = try addView("label", to: root, intrinsic: IntrinsicContentSize(width: 600, height: 20))
        try label.setHeightForWidth(wrapped)
        try label.setPreferredMaxLayoutWidth(200)
        try engine.activate([
            label.leading == root.leading + 16, label.trailing <= root.trailing - 16, label.top == root.top,
        ])
        // min(600, 200) wide: 3 lines.
        #expect(label.frame == LayoutRect(x: 16, y: 0, width: 200, height: 60))
        try label.setPreferredMaxLayoutWidth(300)
        #expect(label.frame == LayoutRect(x: 16, y: 0, width: 300, height: 40))
        #expect(throws: LayoutError.self) { try label.setPreferredMaxLayoutWidth(-1) }
        #expect(label.preferredMaxLayoutWidth == 300)
        #expect(throws: LayoutError.self) { try label.setHeightForWidth { _ in .nan } }
        #expect(label.frame.height == 40)
    }
}
