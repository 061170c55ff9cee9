import Testing
@testable import Cassowary

/// A solver is a value: a copy changes on its own, whatever is done to it or to the original,
/// in any order, from any thread. (The engine's arrays are shared between copies until one
/// of them changes: see `UncheckedArray`.)
@Suite("A copy of a solver is a value")
struct SolverCopyTests {
    let left = Variable("left"), width = Variable("width"), right = Variable("right")

    /// `left + width == right`, `left == 10`, `width >= 20`, `width == 50` weak, and an edit
    /// variable on `right`: below 30 the width is at its minimum and `right` gives way.
    func base() throws -> Solver {
        var s = Solver()
        try s.add([
            left + width == right,
            left == 10,
            width >= 20,
            width == 50 ~ .weak,
        ])
        try s.addEditVariable(right, strength: .strong)
        try s.suggestValue(100, for: right)
        return s
    }

    /// What a solver shows of itself: its dump and every value, bit for bit.
    func state(_ s: Solver) -> (String, [UInt64]) {
        var s = s
        s.updateVariables()
        return (s.dump(), s.values.map(\.bitPattern))
    }

    /// Every kind of change, each with the values it leads to worked out by hand.
    func change(_ s: inout Solver) throws {
        try s.suggestValue(25, for: right)
        // right = 25 would need width 15 < 20: the required minimum holds, right gives way.
        #expect(s.value(of: width) == 20)
        #expect(s.value(of: right) == 30)
        let wider = width >= 60
        try s.add(wider)
        try s.suggestValue(200, for: right)
        #expect(s.value(of: width) == 190)
        try s.setConstant(70, for: wider)
        try s.suggestValue(40, for: right)
        #expect(s.value(of: width) == 70)
        #expect(s.value(of: right) == 80)
        try s.remove(wider)
        #expect(s.value(of: width) == 30)
    }

    @Test("changing the copy leaves the original as it was, and the original still works")
    func changingTheCopy() throws {
        var original = try base()
        let before = state(original)
        var copy = original
        try change(&copy)
        #expect(state(original) == before)
        try original.suggestValue(80, for: right)
        #expect(original.value(of: width) == 70)
        #expect(original.value(of: left) == 10)
    }

    @Test("changing the original leaves the copy as it was")
    func changingTheOriginal() throws {
        var original = try base()
        let copy = original
        let before = state(copy)
        try change(&original)
        #expect(state(copy) == before)
    }

    @Test("a copy of a copy, each changed in turn, each its own")
    func copiesOfCopies() throws {
        var a = try base()
        var b = a
        try b.suggestValue(60, for: right)
        var c = b
        try c.suggestValue(45, for: right)
        try a.suggestValue(33, for: right)
        #expect(a.value(of: width) == 23)
        #expect(b.value(of: width) == 50)
        #expect(c.value(of: width) == 35)
    }

    @Test("questions asked of a solver (ranges, explanations) change nothing in it or in its copies")
    func questionsChangeNothing() throws {
        let s = try base()
        let copy = s
        let before = state(s)
        _ = s.range(of: width)
        _ = s.explain(width)
        _ = s.explainSolution()
        #expect(state(s) == before)
        #expect(state(copy) == before)
    }

    @Test("copies changed at once on many threads each get their own answer")
    func concurrentCopies() async throws {
        let shared = try base()
        let widths = try await withThrowingTaskGroup(of: (Double, Double).self) { group in
            for k in 0..<16 {
                group.addTask {
                    var mine = shared
                    let target = Double(40 + 10 * k)
                    try mine.suggestValue(target, for: right)
                    return (target, mine.value(of: width))
                }
            }
            var results: [(Double, Double)] = []
            for try await result in group { results.append(result) }
            return results
        }
        // right − left, no less than 20.
        for (target, w) in widths { #expect(w == max(20, target - 10)) }
        #expect(shared.value(of: width) == 90)
    }

    @Test("an engine array: a detached copy is its own, and grows keeping its elements")
    func uncheckedArray() {
        var a = UncheckedArray<Int32>()
        for i in 0..<100 { a.append(Int32(i)) }
        var b = a.detached()
        b[3] = -1
        a[4] = -2
        #expect(a[3] == 3 && a[4] == -2)
        #expect(b[3] == -1 && b[4] == 4)
        b.withUnsafeBufferPointer { a.append(contentsOf: $0) }
        #expect(a.count == 200)
        #expect(Array(a[100..<110]) == [0, 1, 2, -1, 4, 5, 6, 7, 8, 9])
        a.appendRepeating(7, count: 1000)
        #expect(a.count == 1200 && a[1199] == 7 && a[199] == 99)
        #expect(a.removeLast() == 7 && a.count == 1199)
    }
}
