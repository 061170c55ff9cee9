import Testing
@testable import Cassowary

/// Building an expression in place with `+=` and `-=`: the same terms, in the same order, as
/// the `+` and `-` operators write, and a solver reads the result like any expression.
@Suite("Building expressions in place")
struct ExpressionBuildingTests {
    @Test func plusEqualsAppendsTermsAndAddsConstants() {
        let x = Variable("x"), y = Variable("y")
        var e = Expression()
        e += x
        e += 2 * y + 3
        e += 4
        e -= x * 0.5
        e -= 1
        #expect(e.terms.map(\.variable.id) == [x.id, y.id, x.id])
        #expect(e.terms.map(\.coefficient) == [1, 2, -0.5])
        #expect(e.constant == 6)
        #expect(e.description == (x + 2 * y + 3 + 4 - x * 0.5 - 1).description)
    }

    /// 150 000 distinct variables summed one at a time: every term is kept once, in order, and
    /// reducing the sum (which the constraint initialiser does) keeps them all.
    @Test func aLongSumKeepsEveryTermInOrder() throws {
        let variables = (0..<150_000).map { Variable("v\($0)") }
        var sum = Expression()
        for v in variables { sum += v }
        #expect(sum.terms.count == variables.count)
        #expect(zip(sum.terms, variables).allSatisfy { $0.variable.id == $1.id && $0.coefficient == 1 })
        let reduced = sum.reduced()
        #expect(reduced.terms.count == variables.count)
    }
}

/// What a constraint keeps of the expression it is given: each variable's terms combined at
/// its first appearance, zero coefficients (and what rounding leaves of cancelling terms)
/// dropped, the rest as written.
@Suite("Reducing an expression")
struct ExpressionReducingTests {
    @Test func distinctNonzeroTermsAreKeptAsWritten() {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let reduced = (3 * y - x + 0.5 * z - 7).reduced()
        #expect(reduced.terms.map(\.variable.id) == [y.id, x.id, z.id])
        #expect(reduced.terms.map(\.coefficient) == [3, -1, 0.5])
        #expect(reduced.constant == -7)
    }

    @Test func repeatedVariablesAreCombinedWhereTheyFirstAppear() {
        let x = Variable("x"), y = Variable("y")
        let reduced = (y + 2 * x + 4 * y - x + 1).reduced()
        #expect(reduced.terms.map(\.variable.id) == [y.id, x.id])
        #expect(reduced.terms.map(\.coefficient) == [5, 1])
        #expect(reduced.constant == 1)
    }

    @Test func zeroAndCancelledCoefficientsAreDropped() {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        #expect((0 * x + y).reduced().terms.map(\.variable.id) == [y.id])
        #expect((-0.0 * x + y).reduced().terms.map(\.variable.id) == [y.id])
        #expect((x + y - x).reduced().terms.map(\.variable.id) == [y.id])
        // 0.1 + 0.2 − 0.3 is 5.6e-17 in doubles: rounding, not a coefficient.
        #expect((0.1 * z + 0.2 * z - 0.3 * z + y).reduced().terms.map(\.variable.id) == [y.id])
    }
}
