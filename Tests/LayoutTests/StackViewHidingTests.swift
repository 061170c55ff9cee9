import Testing
@testable import ConstraintLayout

@Suite("Stack view: hidden arranged views collapse and come back")
struct StackViewHidingTests {
    @Test("hiding the middle view: no length, no spacing; showing it restores the layout")
    func hideMiddle() throws {
        let a = LayoutView("a"), b = LayoutView("b"), c = LayoutView("c")
        let engine = try makeEngine()
        _ = try makeStack([a, b, c], in: engine, spacing: 10, width: 320, height: 50) { $0.distribution = .fillEqually }
        // Three views: (320 - 2 × 10) / 3 = 100 each.
        #expect(approximatelyEqual(b.frame, LayoutRect(x: 110, y: 0, width: 100, height: 50)))
        b.isHidden = true
        // Two views, one spacing: (320 - 10) / 2 = 155; b sits at a's end with no width.
        #expect(approximatelyEqual(a.frame, LayoutRect(x: 0, y: 0, width: 155, height: 50)))
        #expect(approximatelyEqual(b.frame, LayoutRect(x: 155, y: 0, width: 0, height: 50)))
        #expect(approximatelyEqual(c.frame, LayoutRect(x: 165, y: 0, width: 155, height: 50)))
        b.isHidden = false
        #expect(approximatelyEqual(b.frame, LayoutRect(x: 110, y: 0, width: 100, height: 50)))
        #expect(approximatelyEqual(c.frame, LayoutRect(x: 220, y: 0, width: 100, height: 50)))
        #expect(engine.ambiguousViews.isEmpty)
    }

    @Test("hiding the first or the last view: the next view starts at the edge, the previous one ends there")
    func hideEnds() throws {
        let a = LayoutView("a"), b = LayoutView("b"), c = LayoutView("c")
        let engine = try makeEngine()
        _ = try makeStack([a, b, c], in: engine, spacing: 10, width: 320, height: 50) { $0.distribution = .fillEqually }
        a.isHidden = true
        #expect(approximatelyEqual(a.frame, LayoutRect(x: 0, y: 0, width: 0, height: 50)))
        #expect(approximatelyEqual(b.frame, LayoutRect(x: 0, y: 0, width: 155, height: 50)))
        #expect(approximatelyEqual(c.frame, LayoutRect(x: 165, y: 0, width: 155, height: 50)))
        a.isHidden = false
        c.isHidden = true
        #expect(approximatelyEqual(a.frame, LayoutRect(x: 0, y: 0, width: 155, height: 50)))
        #expect(approximatelyEqual(b.frame, LayoutRect(x: 165, y: 0, width: 155, height: 50)))
        #expect(approximatelyEqual(c.frame, LayoutRect(x: 320, y: 0, width: 0, height: 50)))
    }

    @Test("a stack sized by its views shrinks by the hidden view's length and one spacing")
    func stackShrinks() throws {
        let a = sized("a", 60, 20), b = sized("b", 80, 20), c = sized("c", 40, 20)
        let engine = try makeEngine()
        let stack = try makeStack([a, b, c], in: engine, spacing: 8)
        #expect(stack.frame.size.width == 196)  // 60 + 8 + 80 + 8 + 40
        b.isHidden = true
        #expect(stack.frame.size.width == 108)  // 60 + 8 + 40
        #expect(approximatelyEqual(c.frame, LayoutRect(x: 68, y: 0, width: 40, height: 20)))
        for v in [a, c] { v.isHidden = true }
        #expect(stack.frame.size.width == 0)
        for v in [a, b, c] { v.isHidden = false }
        #expect(stack.frame.size.width == 196)
    }

    @Test("a hidden view's custom spacing goes with it; the previous visible view's spacing applies")
    func customSpacingOfHidden() throws {
        let a = LayoutView("a"), b = LayoutView("b"), c = LayoutView("c")
        let engine = try makeEngine()
        let stack = try makeStack([a, b, c], in: engine, spacing: 10, width: 320, height: 50) {
            $0.distribution = .fillEqually
        }
        stack.setCustomSpacing(30, after: b)
        b.isHidden = true
        // The gap a → c is a's spacing, 10: (320 - 10) / 2 = 155.
        #expect(approximatelyEqual(c.frame, LayoutRect(x: 165, y: 0, width: 155, height: 50)))
        stack.setCustomSpacing(30, after: a)
        // Now 30: (320 - 30) / 2 = 145, c at 145 + 30.
        #expect(approximatelyEqual(c.frame, LayoutRect(x: 175, y: 0, width: 145, height: 50)))
    }

    @Test("equalSpacing: a hidden view leaves one gap fewer")
    func equalSpacingHidden() throws {
        let a = sized("a", 50, nil), b = sized("b", 30, nil), c = sized("c", 70, nil)
        let engine = try makeEngine()
        let stack = try makeStack([a, b, c], in: engine, spacing: 10, width: 300, height: 40) {
            $0.distribution = .equalSpacing
        }
        b.isHidden = true
        // One gap: 300 - 50 - 70 = 180.
        #expect(approximatelyEqual(a.frame, LayoutRect(x: 0, y: 0, width: 50, height: 40)))
        #expect(approximatelyEqual(c.frame, LayoutRect(x: 230, y: 0, width: 70, height: 40)))
        #expect(stack.gapGuides.count == 1)
        b.isHidden = false
        #expect(approximatelyEqual(b.frame, LayoutRect(x: 125, y: 0, width: 30, height: 40)))  // gaps of 75
        #expect(stack.gapGuides.count == 2)
    }

    @Test("a hidden view does not make a centred row taller")
    func hiddenAcross() throws {
        let a = sized("a", 50, 20), b = sized("b", 50, 40)
        let engine = try makeEngine()
        let stack = try makeStack([a, b], in: engine) { $0.alignment = .center }
        #expect(stack.frame.size == LayoutSize(width: 100, height: 40))
        b.isHidden = true
        #expect(stack.frame.size == LayoutSize(width: 50, height: 20))
        #expect(a.frame.origin.y == 0)
    }

    @Test("a view hidden before the stack joins the tree starts collapsed")
    func hiddenBeforeJoining() throws {
        let a = LayoutView("a"), b = LayoutView("b")
        b.isHidden = true
        let engine = try makeEngine()
        _ = try makeStack([a, b], in: engine, spacing: 10, width: 200, height: 50) { $0.distribution = .fillEqually }
        #expect(approximatelyEqual(a.frame, LayoutRect(x: 0, y: 0, width: 200, height: 50)))
        #expect(approximatelyEqual(b.frame, LayoutRect(x: 200, y: 0, width: 0, height: 50)))
    }

    @Test("hiding changes what it must: one hiding constraint in, b's equal width out, one spacing constant")
    func hidingIsIncremental() throws {
        let a = LayoutView("a"), b = LayoutView("b"), c = LayoutView("c")
        let engine = try makeEngine()
        _ = try makeStack([a, b, c], in: engine, spacing: 10, width: 320, height: 50) { $0.distribution = .fillEqually }
        var before = engine.statistics
        b.isHidden = true
        // In: 'UISV-hiding' b.width == 0. Out: 'UISV-fill-equally' b.width == a.width. The
        // spacing a → b becomes 0 in place; b → c stays a's 10.
        #expect(engine.statistics.additions == before.additions + 1)
        #expect(engine.statistics.removals == before.removals + 1)
        #expect(engine.statistics.constantChanges == before.constantChanges + 1)
        before = engine.statistics
        b.isHidden = false
        #expect(engine.statistics.additions == before.additions + 1)
        #expect(engine.statistics.removals == before.removals + 1)
        #expect(engine.statistics.constantChanges == before.constantChanges + 1)
    }

    @Test("a required width on a hidden view: the hiding constraint is broken and reported, as UIKit does")
    func hidingConflict() throws {
        let a = LayoutView("a"), b = LayoutView("b")
        let engine = try makeEngine()
        var reports: [ConflictReport] = []
        engine.conflictHandling = .uikitCompatible(report: { reports.append($0) })
        _ = try makeStack([a, b], in: engine, spacing: 10, width: 200, height: 50)
        try engine.activate([b.width == 50])
        b.isHidden = true
        #expect(reports.count == 1)
        #expect(reports.first?.broken.identifier == "UISV-hiding")
        // b keeps its 50; the spacing before it is gone: a = 200 - 50.
        #expect(approximatelyEqual(b.frame, LayoutRect(x: 150, y: 0, width: 50, height: 50)))
    }
}
