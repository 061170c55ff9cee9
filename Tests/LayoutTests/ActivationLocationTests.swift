import Testing
@testable import ConstraintLayout

@Suite("Constraints made with operators are named in errors by the activate call that activated them")
struct ActivationLocationTests {
    @Test("a conflict names the operator-made constraint and its conflict set by their activate calls")
    func conflictNamesActivateCalls() throws {
        let engine = try makeEngine(width: 300, height: 300)
        let root = engine.root
        let v = try addView("v", to: root)
        let hundred = v.width == 100
        let firstLine = #line + 1
        try engine.activate([v.leading == root.leading, v.top == root.top, v.height == 20, hundred])
        let twoHundred = v.width == 200
        let secondLine = #line + 1
        let error = #expect(throws: LayoutError.self) { try engine.activate([twoHundred]) }
        let conflict = try #require(error?.unsatisfiable)
        let here = #fileID
        #expect(conflict.constraint.location == nil)
        #expect(conflict.constraint.activationLocation == ConstraintSourceLocation(fileID: here, line: secondLine))
        #expect(
            conflict.conflicts.map(\.activationLocation) == [ConstraintSourceLocation(fileID: here, line: firstLine)])
        #expect(
            "\(error!)"
                == "unable to satisfy constraint v.width == 200 (activated at LayoutTests/ActivationLocationTests.swift:"
                + "\(secondLine)): it conflicts with v.width == 100 (activated at "
                + "LayoutTests/ActivationLocationTests.swift:\(firstLine))")
    }

    @Test("the anchor method's place is named before the activate call's")
    func madePlaceComesFirst() throws {
        let engine = try makeEngine(width: 300, height: 300)
        let v = try addView("v", to: engine.root)
        let madeLine = #line + 1
        let byMethod = v.width.constraint(equalToConstant: 100)
        let activateLine = #line + 1
        try engine.activate([byMethod])
        #expect(byMethod.activationLocation == ConstraintSourceLocation(fileID: #fileID, line: activateLine))
        #expect(byMethod.summary.description.hasSuffix("(LayoutTests/ActivationLocationTests.swift:\(madeLine))"))
    }

    @Test("LayoutConstraint.activate passes its caller's place; isActive = true clears it")
    func staticActivateAndIsActive() throws {
        let engine = try makeEngine(width: 300, height: 300)
        let v = try addView("v", to: engine.root)
        let c = v.height == 40
        let line = #line + 1
        try LayoutConstraint.activate([c])
        #expect(c.activationLocation == ConstraintSourceLocation(fileID: #fileID, line: line))
        // Activating again while active changes nothing, the place included.
        try engine.activate([c])
        #expect(c.activationLocation?.line == line)
        c.isActive = false
        c.isActive = true
        #expect(c.isActive)
        #expect(c.activationLocation == nil)
        #expect(c.summary.description == "v.height == 40")
    }

    @Test("a view outside every engine: the error names the activate call")
    func viewNotInEngine() throws {
        let stray = LayoutView("stray")
        let c = stray.width == 10
        let line = #line + 1
        let error = #expect(throws: LayoutError.self) { try LayoutConstraint.activate([c]) }
        #expect(
            "\(error!)".contains(
                "stray.width == 10 (activated at LayoutTests/ActivationLocationTests.swift:\(line))"))
    }
}
