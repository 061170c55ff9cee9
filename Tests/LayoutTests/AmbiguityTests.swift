import Testing
import ConstraintLayout

@Suite("Ambiguity: views the constraints do not fix")
struct AmbiguityTests {
    @Test("a view with only a leading constraint is ambiguous")
    func onlyLeading() throws {
        let engine = try makeEngine()
        let v = try addView("v", to: engine.root)
        try engine.activate([v.leading == engine.root.leading + 10])
        #expect(v.hasAmbiguousLayout)
        #expect(engine.ambiguousViews.map(\.name) == ["v"])
    }

    @Test("a fully constrained tree has no ambiguous view, the root included")
    func fullyConstrained() throws {
        let engine = try makeEngine()
        let root = engine.root
        let a = try addView("a", to: root)
        let b = try addView("b", to: a)
        try engine.activate(
            (a.edges == root.edges.inset(by: 20))
                + [b.leading == a.leading, b.top == a.top, b.width == 0.5 * a.width, b.height == 30])
        #expect(!root.hasAmbiguousLayout && !a.hasAmbiguousLayout && !b.hasAmbiguousLayout)
        #expect(engine.ambiguousViews.isEmpty)
    }

    @Test("two wishes of equal priority fighting leave the width ambiguous; one more point decides")
    func equalPrioritiesFight() throws {
        let engine = try makeEngine()
        let root = engine.root
        let v = try addView("v", to: root)
        try engine.activate([v.leading == root.leading, v.top == root.top, v.height == 10])
        let narrow = v.width == 100 ~ 500
        try engine.activate([narrow, v.width == 200 ~ 500])
        // Every width in 100…200 costs the same 100 at level 500.
        #expect(v.hasAmbiguousLayout)
        #expect(v.frame.width >= 100 && v.frame.width <= 200)
        try narrow.setPriority(501)
        #expect(!v.hasAmbiguousLayout)
        #expect(v.frame.width == 100)
    }

    @Test("a width bounded only from below is ambiguous; a wish to shrink fixes it")
    func onlyALowerBound() throws {
        let engine = try makeEngine()
        let root = engine.root
        let v = try addView("v", to: root)
        try engine.activate([v.leading == root.leading, v.top == root.top, v.height == 10, v.width >= 50])
        #expect(v.hasAmbiguousLayout)
        try engine.activate([v.width == 0 ~ .fittingSizeLevel])
        #expect(!v.hasAmbiguousLayout)
        #expect(v.frame.width == 50)
    }

    @Test("a view outside any engine, or in one without constraints, is ambiguous")
    func unconstrained() throws {
        #expect(LayoutView("alone").hasAmbiguousLayout)
        let engine = try makeEngine()
        let v = try addView("v", to: engine.root)
        let w = try addView("w", to: v)
        #expect(engine.ambiguousViews.map(\.name) == ["v", "w"])
        #expect(!engine.root.hasAmbiguousLayout)
        _ = w
    }
}
