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
