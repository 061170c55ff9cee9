import Testing
@testable import ConstraintLayout

@Suite("Constant changes: in place, re-solved")
struct ConstantChangeTests {
    /// The article's centred strip: `leftMargin | strip | rightMargin` across the root, with the
    /// margins' widths set by hand to `(W - content) / 2`.
    @Test("margin constants set the article's way centre the strip, in place")
    func centredStripByConstants() throws {
        let engine = try makeEngine(width: 375, height: 100)
        let root = engine.root
        let leftMargin = try addView("leftMargin", to: root)
        let strip = try addView("strip", to: root)
        let rightMargin = try addView("rightMargin", to: root)
        let leftWidth = leftMargin.width.constraint(equalToConstant: 0)
        let rightWidth = rightMargin.width.constraint(equalToConstant: 0)
        let content = strip.width.constraint(equalToConstant: 0)
        try engine.activate([
            leftMargin.leading == root.leading, strip.leading == leftMargin.trailing,
            rightMargin.leading == strip.trailing,
            leftWidth, rightWidth, content,
        ])
        for v in [leftMargin, strip, rightMargin] {
            try engine.activate([v.top == root.top, v.height == 60])
        }
        let cores = [leftWidth.core, rightWidth.core, content.core]
        let before = engine.statistics

        for (items, width) in [(3, 375.0), (5, 375), (2, 320), (7, 414)] {
            try engine.layout(width: width, height: 100)
            let contentWidth = Double(items) * 60
            let margin = contentWidth < width ? (width - contentWidth) / 2 : 0
            try content.setConstant(contentWidth)
            try leftWidth.setConstant(margin)
            try rightWidth.setConstant(margin)
            #expect(strip.frame == LayoutRect(x: margin, y: 0, width: contentWidth, height: 60))
            #expect(rightMargin.frame.minX == margin + contentWidth)
        }
        // The same solver constraints throughout: nothing removed, nothing re-added.
        #expect(engine.statistics.additions == before.additions)
        #expect(engine.statistics.removals == before.removals)
        #expect(engine.statistics.constantChanges == before.constantChanges + 12)
        for (c, core) in zip([leftWidth, rightWidth, content], cores) {
            #expect(c.core === core)
            #expect(core.map { engine.solver.contains($0) } == true)
        }
        #expect(engine.solver.constant(of: try #require(content.core)) == 7 * 60)
    }

    @Test("a constant change on an inactive constraint is stored and used on activation")
    func inactiveConstant() throws {
        let engine = try makeEngine()
        let v = try addView("v", to: engine.root)
        let w = v.width == 10
        try w.setConstant(42)
        #expect(w.constant == 42)
        try engine.activate([w])
        #expect(v.frame.width == 42)
        #expect(throws: LayoutError.self) { try w.setConstant(.nan) }
        #expect(w.constant == 42)
    }

    @Test("a constant that breaks a required constraint throws with the conflict set and changes nothing")
    func constantConflict() throws {
        let engine = try makeEngine()
        let v = try addView("v", to: engine.root)
        let width = v.width.constraint(equalToConstant: 100).labeled("width")
        let cap = (v.width <= 150).labeled("cap")
        try engine.activate([v.leading == engine.root.leading, v.top == engine.root.top, v.height == 10, width, cap])
        let error = #expect(throws: LayoutError.self) { try width.setConstant(200) }
        #expect(error?.unsatisfiable?.constraint.identifier == "width")
        #expect(error?.unsatisfiable?.conflicts.map(\.identifier) == ["cap"])
        #expect(width.constant == 100 && width.isActive)
        #expect(v.frame.width == 100)
        try width.setConstant(150)
        #expect(v.frame.width == 150)
    }

    @Test("an engine constraint's constant is changed through the view, not directly")
    func engineConstraintsAreGuarded() throws {
        let engine = try makeEngine()
        let label = try addView("label", to: engine.root, intrinsic: IntrinsicContentSize(width: 50, height: 10))
        try engine.updateConstraintsIfNeeded()
        let hugging = try #require(engine.constraintsAffectingLayout(for: label, axis: .horizontal).first)
        #expect(hugging.identifier == "Layout-ContentHugging-Width")
        #expect(throws: LayoutError.self) { try hugging.setConstant(10) }
        #expect(throws: LayoutError.self) { try hugging.setPriority(300) }
        engine.deactivate([hugging])
        #expect(hugging.isActive)
    }
}
