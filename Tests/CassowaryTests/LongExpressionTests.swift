import Testing
@testable import Cassowary

/// A constraint over very many variables costs time linear in its length, however its
/// expression is written: `sum = sum + v` in a loop, a reduction over an array with `+`, or
/// `+=`. Written with copies of the terms at every step, 200 000 terms would copy
/// 2·10¹⁰ terms (about 320 GB): minutes, not the fraction of a second these take. A repeated
/// variable among them is still combined once (see `ExpressionReducingTests`).
@Suite("Long expressions", .timeLimit(.minutes(1)))
struct LongExpressionTests {
    static let count = 200_000

    @Test func aSumWrittenWithPlusInALoopKeepsEveryTermInOrder() {
        let variables = (0..<Self.count).map { Variable("v\($0)") }
        var sum = Expression()
        for v in variables { sum = sum + v }
        #expect(sum.terms.count == variables.count)
        #expect(zip(sum.terms, variables).allSatisfy { $0.variable.id == $1.id && $0.coefficient == 1 })
    }

    @Test func aReductionOverAnArrayKeepsEveryTerm() {
        let variables = (0..<Self.count).map { Variable("v\($0)") }
        let sum = variables.reduce(Expression()) { $0 + $1 }
        #expect(sum.terms.count == variables.count)
        #expect(sum.terms.last?.variable.id == variables.last?.id)
        let difference = variables.reduce(Expression(constant: 1)) { $0 - 2 * $1 }
        #expect(difference.terms.count == variables.count)
        #expect(difference.terms.allSatisfy { $0.coefficient == -2 })
        #expect(difference.constant == 1)
    }

    /// An expression that a second sum grew past still has its own terms: `+` on it copies
    /// them into a buffer of its own, and neither sum sees the other's.
    @Test func twoSumsFromOneStartKeepTheirOwnTerms() {
        let variables = (0..<100).map { Variable("v\($0)") }
        let x = Variable("x"), y = Variable("y")
        var start = Expression()
        for v in variables { start = start + v }
        let withX = start + x
        let withY = start + 2 * y + 3
        var grown = withX
        grown += y
        #expect(start.terms.count == 100)
        #expect(withX.terms.count == 101 && withX.terms.last?.variable.id == x.id)
        #expect(withY.terms.count == 101 && withY.terms.last?.variable.id == y.id && withY.constant == 3)
        #expect(withY.terms.last?.coefficient == 2)
        #expect(grown.terms.count == 102 && withX.terms.count == 101)
        #expect(start.terms.map(\.variable.id) == variables.map(\.id))
    }

    /// The solver adds `v0 + v1 + … == 1` and satisfies it: the values sum to 1. (Kept to
    /// 400 terms: debug builds check the solver's invariants after every add, and those checks
    /// are not linear in a row's length — 2 000 terms took 147 s there; that adding is linear
    /// is a release-build measurement, not a test's.)
    @Test func theSolverAddsAConstraintOverManyVariables() throws {
        let variables = (0..<400).map { Variable("v\($0)") }
        var sum = Expression()
        for v in variables { sum = sum + v }
        var solver = Solver()
        try solver.add(sum == 1)
        #expect(variables.reduce(0.0) { $0 + solver.value(of: $1) } == 1)
    }
}
