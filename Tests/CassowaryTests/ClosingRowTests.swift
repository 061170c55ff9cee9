import Testing
import TestSupport
import Cassowary

/// A row that closes a cycle of edges — a stack's leading edge after its trailing one — finds
/// every variable it names already taken by an earlier row. When the earlier row has a variable
/// no other row mentions, that variable takes the earlier row and the new row takes the one it
/// freed: no pivot, no dual simplex. Values worked out by hand.
@Suite("A row that closes a cycle takes the variable the cycle left free")
struct ClosingRowTests {
    /// A view of height 36 at top 10 (`a0`), and a container whose bottom is the view's bottom
    /// (`ac`): the container's top takes that row, its height is left free.
    static func openCycle() throws -> (Solver, top: Variable, height: Variable, viewTop: Variable) {
        var s = Solver()
        let viewTop = Variable("a0.top"), viewHeight = Variable("a0.height")
        let top = Variable("ac.top"), height = Variable("ac.height")
        try s.add(viewHeight == 36)
        try s.add(viewTop == 10)
        try s.add(viewTop + viewHeight == top + height)
        return (s, top, height, viewTop)
    }

    @Test("the container's top edge on the view's: the height moves, no pivot")
    func closesWithoutPivot() throws {
        var (s, top, height, viewTop) = try Self.openCycle()
        let pivots = s.statistics.pivots
        try s.add(top == viewTop)
        #expect(s.statistics.pivots == pivots)
        // top == 10 and 10 + 36 == top + height.
        #expect(s.value(of: top) == 10)
        #expect(s.value(of: height) == 36)
    }

    @Test("the same with the height bounded above it: refused, and nothing changes")
    func refusedWhenTheFreedVariableIsBounded() throws {
        var (s, top, height, viewTop) = try Self.openCycle()
        try s.add(height <= 20)
        let before = (s.value(of: top), s.value(of: height), s.constraintCount)
        let closing = top == viewTop
        #expect(throws: SolverError.self) { try s.add(closing) }
        #expect(!s.contains(closing))
        #expect(s.value(of: top) == before.0)
        #expect(s.value(of: height) == before.1)
        #expect(s.constraintCount == before.2)
    }

    @Test("the same with the height bounded below the move: the bound holds")
    func boundedBelowHolds() throws {
        var (s, top, height, viewTop) = try Self.openCycle()
        try s.add(height <= 50)
        try s.add(top == viewTop)
        #expect(s.value(of: top) == 10)
        #expect(s.value(of: height) == 36)
    }

    /// Three equal buttons 8 apart filling a row from 16 to 359 (the feed's actions row, its
    /// leading edge stated last): each is (343 − 16) / 3 = 109 wide, at 16, 133 and 250.
    @Test("a row of three equal buttons, its leading edge last")
    func equalButtonsLeadingEdgeLast() throws {
        var s = Solver()
        let left = Variable("ac.left"), width = Variable("ac.width")
        let l = (0..<3).map { Variable("a\($0).left") }, w = (0..<3).map { Variable("a\($0).width") }
        try s.add(left == 16)
        try s.add(width == 343)
        try s.add(w[2] == w[0])
        try s.add(w[1] == w[0])
        try s.add(l[2] == l[1] + w[1] + 8)
        try s.add(l[1] == l[0] + w[0] + 8)
        try s.add(l[2] + w[2] == left + width)
        try s.add(l[0] == left)
        for (i, x) in [16.0, 133, 250].enumerated() {
            #expect(abs(s.value(of: l[i]) - x) < 1e-9)
            #expect(abs(s.value(of: w[i]) - 109) < 1e-9)
        }
    }
}
