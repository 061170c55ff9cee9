import Testing
@testable import ConstraintLayout

@Suite("Conflicts: named, all or nothing, or UIKit's recovery")
struct ConflictTests {
    @Test("an unsatisfiable required constraint names itself and its conflict set and changes nothing")
    func conflictNamesItsSet() throws {
        let engine = try makeEngine(width: 300, height: 300)
        let root = engine.root
        let v = try addView("v", to: root)
        try engine.activate([
            (v.leading == root.leading + 10).labeled("leading"),
            (v.trailing == root.trailing - 10).labeled("trailing"),
            (v.top == root.top).labeled("top"), (v.height == 20).labeled("height"),
        ])
        let before = v.frame
        let count = engine.constraints.count
        let line = #line + 1
        let fixed = v.width.constraint(equalToConstant: 100)
        let error = #expect(throws: LayoutError.self) { try engine.activate([fixed]) }
        let conflict = try #require(error?.unsatisfiable)
        #expect(conflict.constraint.refers(to: fixed))
        #expect(conflict.constraint.location == ConstraintSourceLocation(fileID: #fileID, line: line))
        // width = right - left = (300 - 10) - 10 = 280 against 100: the edges and the root's
        // width (held as UIKit holds a window's size) are the set.
        #expect(conflict.conflicts.map(\.identifier) == ["leading", "trailing", "Layout-Root-Width"])
        #expect(!fixed.isActive)
        #expect(v.frame == before)
        #expect(engine.constraints.count == count)
        #expect("\(error!)".contains("v.width == 100 (LayoutTests/ConflictTests.swift:\(line))"))
        #expect("\(error!)".contains("'leading' v.leading == root.leading + 10"))
    }

    @Test("a failed batch leaves every constraint of the batch inactive")
    func batchIsAllOrNothing() throws {
        let engine = try makeEngine(width: 300, height: 300)
        let root = engine.root
        let v = try addView("v", to: root)
        try engine.activate([v.leading == root.leading, v.top == root.top, v.width == 50, v.height == 50])
        let before = engine.statistics
        let first = v.width <= 60
        let second = (v.height >= 40).labeled("second")
        let bad = (v.width == 80).labeled("bad")
        let error = #expect(throws: LayoutError.self) { try engine.activate([first, second, bad]) }
        #expect(error?.unsatisfiable?.constraint.identifier == "bad")
        #expect([first, second, bad].allSatisfy { !$0.isActive })
        #expect(v.frame == LayoutRect(x: 0, y: 0, width: 50, height: 50))
        #expect(engine.statistics.additions - before.additions == engine.statistics.removals - before.removals)
    }

    @Test("a conflict with an earlier member of the same batch names it, though the batch is undone")
    func conflictWithinTheBatchIsNamed() throws {
        let engine = try makeEngine(width: 300, height: 300)
        let v = try addView("v", to: engine.root)
        try engine.activate([v.leading == engine.root.leading, v.top == engine.root.top, v.height == 10])
        let hundred = (v.width == 100).labeled("hundred")
        let twoHundred = (v.width == 200).labeled("twoHundred")
        let error = #expect(throws: LayoutError.self) { try engine.activate([hundred, twoHundred]) }
        #expect(error?.unsatisfiable?.constraint.identifier == "twoHundred")
        #expect(error?.unsatisfiable?.conflicts.map(\.identifier) == ["hundred"])
        #expect(!hundred.isActive && !twoHundred.isActive)
    }

    @Test("UIKit-compatible mode logs UIKit's message, breaks the new constraint and goes on")
    func uikitCompatibleMode() throws {
        let engine = try makeEngine(width: 300, height: 300)
        let root = engine.root
        let v = try addView("v", to: root)
        nonisolated(unsafe) var reports: [ConflictReport] = []
        engine.conflictHandling = .uikitCompatible(report: { reports.append($0) })
        let fixed = (v.width == 100).labeled("fixed")
        let fixedLine = #line + 1
        try engine.activate([v.leading == root.leading, v.top == root.top, fixed])
        let wider = (v.width == 120).labeled("wider")
        let tall = v.height == 40
        let widerLine = #line + 1
        try engine.activate([wider, tall])
        #expect(reports.count == 1)
        #expect(!wider.isActive && tall.isActive)
        #expect(v.frame == LayoutRect(x: 0, y: 0, width: 100, height: 40))
        let report = try #require(reports.first)
        #expect(report.broken.refers(to: wider))
        #expect(report.conflicts.map(\.identifier) == ["fixed"])
        let expected = """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this:
            \t\t(1) look at each constraint and try to figure out which you don't expect;
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
            (
                "<LayoutConstraint 'fixed' v.width == 100 (activated at LayoutTests/ConflictTests.swift:\(fixedLine))>",
                "<LayoutConstraint 'wider' v.width == 120 (activated at LayoutTests/ConflictTests.swift:\(widerLine))>"
            )

            Will attempt to recover by breaking constraint 
            <LayoutConstraint 'wider' v.width == 120 (activated at LayoutTests/ConflictTests.swift:\(widerLine))>
            """
        #expect(report.message == expected)

        // A constant change that cannot hold breaks that constraint (deactivates it).
        let cap = (v.height <= 50).labeled("cap")
        try engine.activate([cap])
        try tall.setConstant(60)
        #expect(reports.count == 2)
        #expect(!tall.isActive && tall.constant == 60)
        #expect(reports.last?.conflicts.map(\.identifier) == ["cap"])
    }

    @Test("a root size the required constraints cannot take throws and keeps the old size")
    func rootSizeConflict() throws {
        let engine = try makeEngine(width: 375, height: 667)
        let root = engine.root
        let card = try addView("card", to: root)
        try engine.activate([
            (card.leading == root.leading + 16).labeled("leading"),
            (card.trailing == root.trailing - 16).labeled("trailing"),
            (card.width >= 300).labeled("minimum"),
            card.top == root.top, card.height == 40,
        ])
        // 320 - 32 = 288 < 300.
        let error = #expect(throws: LayoutError.self) { try engine.layout(width: 320, height: 568) }
        #expect(error?.unsatisfiable?.constraint.identifier == "Layout-Root-Width")
        #expect(error?.unsatisfiable?.constraint.text == "'Layout-Root-Width' root.width == 320")
        #expect(error?.unsatisfiable?.conflicts.map(\.identifier) == ["leading", "trailing", "minimum"])
        #expect(engine.requestedSize == LayoutSize(width: 375, height: 667))
        #expect(card.frame == LayoutRect(x: 16, y: 0, width: 343, height: 40))
        // 332 - 32 = 300 fits exactly.
        try engine.layout(width: 332, height: 568)
        #expect(card.frame == LayoutRect(x: 16, y: 0, width: 300, height: 40))
    }

    @Test("UIKit mode at a root size that cannot hold breaks the newest constraint in the way")
    func rootSizeConflictUIKitMode() throws {
        let engine = try makeEngine(width: 375, height: 667)
        let root = engine.root
        let card = try addView("card", to: root)
        nonisolated(unsafe) var reports: [ConflictReport] = []
        engine.conflictHandling = .uikitCompatible(report: { reports.append($0) })
        let minimum = (card.width >= 300).labeled("minimum")
        try engine.activate([
            (card.leading == root.leading + 16).labeled("leading"),
            (card.trailing == root.trailing - 16).labeled("trailing"),
            minimum, card.top == root.top, card.height == 40,
        ])
        try engine.layout(width: 320, height: 568)
        #expect(reports.count == 1)
        #expect(reports.first?.broken.identifier == "minimum")
        #expect(reports.first?.conflicts.map(\.identifier) == ["leading", "trailing", "Layout-Root-Width"])
        #expect(!minimum.isActive)
        #expect(card.frame == LayoutRect(x: 16, y: 0, width: 288, height: 40))
    }

    @Test("bad input is refused before anything changes")
    func badInput() throws {
        let engine = try makeEngine()
        let v = try addView("v", to: engine.root)
        let stranger = LayoutView("stranger")
        let good = v.width == 10
        let error = #expect(throws: LayoutError.self) { try engine.activate([good, v.width == stranger.width]) }
        guard case .viewNotInEngine(let name, _) = error else {
            Issue.record("expected viewNotInEngine, got \(String(describing: error))")
            return
        }
        #expect(name == "stranger")
        #expect(!good.isActive)
        #expect(throws: LayoutError.self) { try engine.activate([v.width == .infinity]) }
        #expect(throws: LayoutError.self) { try engine.activate([v.width == .nan * v.height]) }

        let other = try makeEngine()
        let w = try addView("w", to: other.root)
        let elsewhere = w.width == 5
        try other.activate([elsewhere])
        let e2 = #expect(throws: LayoutError.self) { try engine.activate([elsewhere]) }
        guard case .activeInAnotherEngine = e2 else {
            Issue.record("expected activeInAnotherEngine, got \(String(describing: e2))")
            return
        }
    }

    @Test("impossible trees are refused: a view inside itself, an engine's root as a subview")
    func hierarchyErrors() throws {
        let engine = try makeEngine()
        let a = try addView("a", to: engine.root)
        let b = try addView("b", to: a)
        #expect(throws: LayoutError.self) { try a.addSubview(a) }
        #expect(throws: LayoutError.self) { try b.addSubview(a) }
        #expect(throws: LayoutError.self) { try b.addSubview(engine.root) }
        #expect(b.superview === a && a.superview === engine.root)
        #expect(engine.views.map(\.name) == ["root", "a", "b"])
    }

    @Test("removing a view deactivates its constraints; moving it keeps the tree consistent")
    func removingAndMoving() throws {
        let engine = try makeEngine()
        let root = engine.root
        let a = try addView("a", to: root), b = try addView("b", to: root)
        let pin = a.leading == b.trailing
        try engine.activate([pin, b.width == 30])
        a.removeFromSuperview()
        #expect(!pin.isActive && a.engine == nil && a.superview == nil)
        #expect(root.subviews.map(\.name) == ["b"])
        #expect(a.frame == .zero)
        try b.addSubview(a)
        #expect(a.engine === engine && a.superview === b)
        try root.addSubview(a)
        #expect(b.subviews.isEmpty && root.subviews.map(\.name) == ["b", "a"])
    }
}
