import Testing
@testable import ConstraintLayout

@Suite("LayoutPriority: a strict hierarchy, changed in place")
struct LayoutPriorityTests {
    @Test("the named priorities and their arithmetic are UIKit's numbers and core levels")
    func namedPriorities() {
        #expect(LayoutPriority.required.rawValue == 1000)
        #expect(LayoutPriority.defaultHigh.rawValue == 750)
        #expect(LayoutPriority.defaultLow.rawValue == 250)
        #expect(LayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect((LayoutPriority.defaultLow + 1).rawValue == 251)
        #expect((LayoutPriority.defaultHigh - 1).rawValue == 749)
        #expect(LayoutPriority.defaultLow < .defaultLow + 1)
        #expect(LayoutPriority.defaultHigh.strength == Strength(750))
        #expect(LayoutPriority.required.strength.isRequired)
        #expect(!LayoutPriority(999).strength.isRequired)
        let literal: LayoutPriority = 300
        #expect(literal == LayoutPriority(300))
        #expect(LayoutPriority(0).isValid == false && LayoutPriority(1001).isValid == false)
        #expect(LayoutPriority(1).isValid && LayoutPriority(1000).isValid)
    }

    @Test("the higher priority wins a tie between two wishes")
    func higherPriorityWins() throws {
        let engine = try makeEngine()
        let v = try addView("v", to: engine.root)
        try engine.activate([v.leading == engine.root.leading, v.top == engine.root.top, v.height == 10])
        try engine.activate([v.width == 100 ~ .defaultHigh, v.width == 200 ~ .defaultLow])
        #expect(v.frame.width == 100)
    }

    @Test("fifty violated 250 wishes do not outweigh one 251; within a level they add up")
    func strictHierarchy() throws {
        let engine = try makeEngine()
        let v = try addView("v", to: engine.root)
        try engine.activate([v.leading == engine.root.leading, v.top == engine.root.top, v.height == 10])
        let many = (0..<50).map { _ in v.width >= 100 ~ .defaultLow }
        try engine.activate(many)
        let one = v.width <= 10 ~ .defaultLow
        try engine.activate([one])
        // Same level: fifty errors of 90 outweigh one; the width stays 100.
        #expect(v.frame.width == 100)
        // One level higher: the single wish wins whatever the count below.
        try one.setPriority(.defaultLow + 1)
        #expect(v.frame.width == 10)
        #expect(!v.hasAmbiguousLayout)
    }

    @Test("an optional priority change is in place and re-solves")
    func priorityChangeInPlace() throws {
        let engine = try makeEngine()
        let v = try addView("v", to: engine.root)
        try engine.activate([v.leading == engine.root.leading, v.top == engine.root.top, v.height == 10])
        let narrow = v.width == 100 ~ .defaultHigh
        let wide = v.width == 200 ~ .defaultLow
        try engine.activate([narrow, wide])
        let core = try #require(narrow.core)
        let before = engine.statistics
        try narrow.setPriority(.defaultLow - 50)
        #expect(v.frame.width == 200)
        #expect(narrow.priority == 200)
        #expect(narrow.core === core && engine.solver.contains(core))
        #expect(engine.solver.strength(of: core) == Strength(200))
        #expect(engine.statistics.strengthChanges == before.strengthChanges + 1)
        #expect(engine.statistics.additions == before.additions)
        #expect(engine.statistics.removals == before.removals)
    }

    @Test("an active constraint's priority cannot change to or from required, as in UIKit")
    func requiredChangeThrows() throws {
        let engine = try makeEngine()
        let v = try addView("v", to: engine.root)
        let hard = v.width == 100
        let soft = v.height == 50 ~ .defaultHigh
        try engine.activate([hard, soft])
        let e1 = #expect(throws: LayoutError.self) { try hard.setPriority(.defaultHigh) }
        guard case .requiredPriorityChange(_, let from, let to) = e1 else {
            Issue.record("expected requiredPriorityChange, got \(String(describing: e1))")
            return
        }
        #expect(from == .required && to == .defaultHigh)
        #expect(hard.priority == .required)
        #expect(throws: LayoutError.self) { try soft.setPriority(.required) }
        #expect(soft.priority == .defaultHigh)
        // Inactive, it may change freely; out of range never.
        engine.deactivate([hard])
        try hard.setPriority(.defaultHigh)
        #expect(hard.priority == .defaultHigh)
        #expect(throws: LayoutError.self) { try hard.setPriority(0) }
        #expect(throws: LayoutError.self) { try engine.activate([v.width == 1 ~ 1001]) }
    }
}
