import Testing
@testable import ConstraintLayout

/// The root's size is required, as UIKit holds a window's size: no optional priority, however
/// close to 1000, competes with it.
@Suite("The root's size outranks every optional priority")
struct RootSizeTests {
    @Test("an optional wish at 999.9995 against the root's width is accepted and loses")
    func justBelowRequired() throws {
        let engine = try makeEngine(width: 300, height: 200)
        let root = engine.root
        let v = try addView("v", to: root)
        try engine.activate(v.edges == root.edges)
        let wish = root.width == 500 ~ 999.9995
        try engine.activate([wish])
        #expect(wish.isActive)
        #expect(root.frame == LayoutRect(x: 0, y: 0, width: 300, height: 200))
        #expect(v.frame == LayoutRect(x: 0, y: 0, width: 300, height: 200))
        // The highest optional priority there is loses as well.
        try wish.setPriority(LayoutPriority(LayoutPriority.required.rawValue.nextDown))
        #expect(root.frame.width == 300)
    }

    @Test("an optional wish active before the first layout does not make that layout throw")
    func wishBeforeTheFirstLayout() throws {
        let engine = LayoutEngine()
        let root = engine.root
        let v = try addView("v", to: root)
        try engine.activate((v.edges == root.edges) + [root.width == 500 ~ 999.9995, root.height == 10 ~ 999.9995])
        try engine.layout(width: 375, height: 667)
        #expect(v.frame == LayoutRect(x: 0, y: 0, width: 375, height: 667))
        #expect(engine.requestedSize == LayoutSize(width: 375, height: 667))
    }

    @Test("a wish at 999.999 does not make a later 999 constraint fail")
    func formerRootLevel() throws {
        let engine = try makeEngine(width: 375, height: 667)
        let root = engine.root
        let v = try addView("v", to: root)
        try engine.activate([v.leading == root.leading, v.trailing <= root.trailing, v.top == root.top, v.height == 10])
        let tie = root.width == 500 ~ 999.999
        // Wider than the root: it may only take what the root's 375 leaves.
        let later = v.width == 450 ~ 999
        try engine.activate([tie])
        try engine.activate([later])
        #expect(tie.isActive && later.isActive)
        #expect(root.frame.width == 375)
        #expect(v.frame == LayoutRect(x: 0, y: 0, width: 375, height: 10))
        // Resizing the root re-solves with both still active.
        try engine.layout(width: 320, height: 480)
        #expect(root.frame == LayoutRect(x: 0, y: 0, width: 320, height: 480))
        #expect(v.frame.width == 320)
    }

    @Test("a failed first layout leaves the root's size free, as before the call")
    func failedFirstLayout() throws {
        let engine = LayoutEngine()
        let root = engine.root
        let v = try addView("v", to: root)
        try engine.activate([
            (v.leading == root.leading).labeled("leading"), (v.trailing == root.trailing).labeled("trailing"),
            (v.width == 400).labeled("width"),
        ])
        let error = #expect(throws: LayoutError.self) { try engine.layout(width: 375, height: 667) }
        #expect(error?.unsatisfiable?.constraint.text == "'Layout-Root-Width' root.width == 375")
        #expect(error?.unsatisfiable?.conflicts.map(\.identifier) == ["leading", "trailing", "width"])
        #expect(engine.requestedSize == nil)
        // Nothing holds the root now: the constraints make it 400 wide, and 400 is accepted.
        #expect(root.frame.width == 400)
        try engine.layout(width: 400, height: 667)
        #expect(v.frame.width == 400)
    }
}
