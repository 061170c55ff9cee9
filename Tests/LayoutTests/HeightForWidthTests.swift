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

    @Test("labels in a column settle together, one held by a required priority among them")
    func columnOfLabels() throws {
        let engine = try makeEngine(width: 375, height: 667)
        let root = engine.root
        var labels: [LayoutView] = []
        var constraints: [LayoutConstraint] = []
        // Label i is 200 × (i + 1) points of text on one line.
        for i in 0..<6 {
            let label = try addView("label\(i)", to: root, intrinsic: IntrinsicContentSize(width: 600, height: 20))
            let text = 200 * Double(i + 1)
            try label.setHeightForWidth { w in 20 * (text / max(w, 1)).rounded(.up) }
            constraints += [label.leading == root.leading + 16, label.trailing == root.trailing - 16]
            constraints.append(i == 0 ? label.top == root.top : label.top == labels[i - 1].bottom + 8)
            labels.append(label)
        }
        // Label 3's height is held by a required compression resistance: its constants change
        // one at a time, as a view's do on its own (a required change can conflict, and a
        // conflict is handled per constraint); the others' all together.
        try labels[3].setContentCompressionResistancePriority(.required, for: .vertical)
        try engine.activate(constraints)
        for (width, columnWidth) in [(375.0, 343.0), (320, 288), (700, 668), (375, 343)] {
            try engine.layout(width: width, height: 667)
            var top = 0.0
            for (i, label) in labels.enumerated() {
                let height = 20 * (200 * Double(i + 1) / columnWidth).rounded(.up)
                #expect(label.frame == LayoutRect(x: 16, y: top, width: columnWidth, height: height), "\(width) \(i)")
                top += height + 8
            }
        }
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
    @Test("a label measured before it joins the tree wraps once it joins, again after it leaves and comes back")
    func measuredBeforeJoining() throws {
        let engine = try makeEngine(width: 375, height: 667)
        let root = engine.root
        // Not in the engine yet: the measure is set on a view outside any tree.
        let card = LayoutView("card")
        let label = try addView("label", to: card, intrinsic: IntrinsicContentSize(width: 600, height: 20))
        try label.setHeightForWidth(wrapped)
        let constraints = [
            label.leading == card.leading, label.trailing == card.trailing, label.top == card.top,
            label.bottom == card.bottom,
        ]
        func join() throws {
            try root.addSubview(card)
            try engine.activate(
                constraints + [
                    card.leading == root.leading + 16, card.trailing == root.trailing - 16, card.top == root.top,
                ])
        }
        /// The engine's count of measured views, against a count of the tree's.
        func countIsTrue() -> Bool { engine.measuredViewCount == engine.views.filter { $0.measure != nil }.count }
        #expect(countIsTrue())
        try join()
        #expect(countIsTrue() && engine.measuredViewCount == 1)
        // 343 wide: 600 / 343 → 2 lines.
        #expect(label.frame.height == 40)
        card.removeFromSuperview()
        #expect(countIsTrue() && engine.measuredViewCount == 0)
        try engine.layout(width: 320, height: 568)
        try join()
        // 288 wide: 3 lines.
        #expect(label.frame.height == 60)
        try label.setHeightForWidth(nil)
        #expect(countIsTrue() && engine.measuredViewCount == 0)
        #expect(label.frame.height == 20)
        // A measure that fails (a non-finite height) leaves the count as it was.
        #expect(throws: LayoutError.self) { try label.setHeightForWidth { _ in .nan } }
        #expect(countIsTrue() && engine.measuredViewCount == 0)
    }
}
