import Testing
import ConstraintLayout

@Suite("Debugging: descriptions and the constraints that affect a view")
struct DebuggingTests {
    @Test("a constraint describes itself as it reads")
    func descriptions() throws {
        let root = LayoutView("root"), strip = LayoutView("strip"), label = LayoutView("label")
        #expect(
            (strip.height == 0.25 * root.width + 12 ~ .defaultHigh).description
                == "strip.height == 0.25 × root.width + 12 @750")
        #expect((label.leading >= root.leading + 8).description == "label.leading >= root.leading + 8")
        #expect((label.trailing <= root.trailing - 8).description == "label.trailing <= root.trailing - 8")
        #expect((label.width == 100).description == "label.width == 100")
        #expect((label.width == 44.5 ~ .defaultLow + 1).description == "label.width == 44.5 @251")
        #expect(
            (label.centerY == root.centerY).labeled("middle").description
                == "'middle' label.centerY == root.centerY")
        #expect(
            label.width.constraint(lessThanOrEqualTo: root.width, multiplier: -0.5).description
                == "label.width <= -0.5 × root.width")
        #expect("\(label.centerX)" == "label.centerX")
    }

    @Test("anchor methods remember where they were called; operators cannot")
    func locations() {
        let a = LayoutView("a"), b = LayoutView("b")
        let line = #line + 1
        let byMethod = a.width.constraint(equalTo: b.width)
        #expect(byMethod.location == ConstraintSourceLocation(fileID: #fileID, line: line))
        #expect((a.width == b.width).location == nil)
        #expect((a.edges == b.edges).allSatisfy { $0.location == nil })
        let edgesLine = #line + 1
        let edges = a.edges.constraints(equalTo: b.edges)
        #expect(edges.allSatisfy { $0.location?.line == edgesLine })
    }

    @Test("the priority operator makes an inactive copy and leaves the original alone")
    func priorityOperatorCopies() {
        let a = LayoutView("a")
        let original = (a.width == 10).labeled("w")
        let copy = original ~ .defaultLow
        #expect(copy !== original)
        #expect(original.priority == .required && copy.priority == .defaultLow)
        #expect(copy.identifier == "w" && copy.constant == 10 && copy.multiplier == 1)
        #expect(copy.firstItem === a && copy.firstAttribute == .width && copy.secondItem == nil)
    }

    @Test("the constraints affecting a view: its own, through its neighbours, not the rest")
    func constraintsAffectingLayout() throws {
        let engine = try makeEngine()
        let root = engine.root
        let a = try addView("a", to: root), b = try addView("b", to: root), c = try addView("c", to: a)
        let aLeading = a.leading == root.leading + 10, aWidth = a.width == 100
        let aTop = a.top == root.top, aHeight = a.height == 50
        let bLeading = b.leading == root.leading, bWidth = b.width == 20
        let cLeading = c.leading == a.leading + 5, cWidth = c.width == a.width - 10
        let cTop = c.top == a.top, cHeight = c.height == c.width
        try engine.activate([aLeading, aWidth, aTop, aHeight, bLeading, bWidth, cLeading, cWidth, cTop, cHeight])
        // c's x depends on a's x and width; the root's edge ends the search, so b is not included.
        // cHeight joins the two axes: c's height follows c's width.
        #expect(
            same(
                engine.constraintsAffectingLayout(for: c, axis: .horizontal),
                [aLeading, aWidth, cLeading, cWidth, cHeight]))
        #expect(same(c.constraintsAffectingLayout(for: .vertical), [aWidth, aTop, cWidth, cTop, cHeight]))
        #expect(same(b.constraintsAffectingLayout(for: .horizontal), [bLeading, bWidth]))
        // a's frame: its own four, and c's size through a's width (c's width is a's minus 10);
        // where c sits inside a (cLeading, cTop) moves c, not a.
        #expect(
            same(engine.constraintsAffectingLayout(for: a), [aLeading, aWidth, aTop, aHeight, cWidth, cHeight]))
    }

    @Test("the engine's listing shows the tree with frames, ambiguity and every constraint")
    func layoutDescription() throws {
        let engine = try makeEngine(width: 100, height: 50)
        let v = try addView("v", to: engine.root)
        let w = try addView("w", to: v)
        try engine.activate(v.edges == engine.root.edges)
        let text = engine.layoutDescription
        #expect(text.hasPrefix("root (0, 0, 100, 50)\n  v (0, 0, 100, 50)\n    w (0, 0, 0, 0) AMBIGUOUS\n"))
        #expect(text.contains("'Layout-Root-Origin-X' root.left == 0"))
        #expect(text.contains("v.trailing == root.trailing"))
        _ = w
    }
}
