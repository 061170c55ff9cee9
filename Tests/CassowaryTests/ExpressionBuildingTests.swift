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

    /// An expression holds its first four terms in place and moves to an array at the fifth:
    /// every way of building one gives the same terms on both sides of that limit, read as an
    /// array or in place.
    @Test func everyRouteKeepsTheTermsAcrossTheInPlaceLimit() {
        let v = (0..<10).map { Variable("v\($0)") }
        for n in 0...v.count {
            // Expected: v0 … v(n-1) with coefficients 1 … n.
            let ids = v.prefix(n).map(\.id)
            let coefficients = (0..<n).map { Double($0 + 1) }
            var byPlusEquals = Expression()
            var byPlus = Expression()
            var byMinusEquals = Expression()
            for i in 0..<n {
                byPlusEquals += Double(i + 1) * v[i]
                byPlus = byPlus + Term(v[i], Double(i + 1))
                byMinusEquals -= Term(v[i], -Double(i + 1))
            }
            for e in [byPlusEquals, byPlus, byMinusEquals, Expression(byPlus.terms)] {
                #expect(e.terms.map(\.variable.id) == ids)
                #expect(e.terms.map(\.coefficient) == coefficients)
                #expect(e.withTerms { $0.map(\.variable.id) } == ids)
                #expect(e.withTerms { $0.map(\.coefficient) } == coefficients)
            }
            // Scaled: each coefficient times -3, whichever way the terms are held.
            #expect((byPlus * -3).terms.map(\.coefficient) == coefficients.map { -3 * $0 })
            #expect((-byPlusEquals).terms.map(\.coefficient) == coefficients.map { -$0 })
        }
    }

    /// Two expressions built from one short start each keep their own terms, and the start
    /// keeps its own (a term held in place is copied with the value, never shared).
    @Test func sumsFromOneShortStartKeepTheirOwnTerms() {
        let x = Variable("x"), y = Variable("y"), z = Variable("z"), w = Variable("w")
        let start = x + 2 * y
        var a = start + z
        let b = start - w
        a += 5 * w
        #expect(start.terms.map(\.variable.id) == [x.id, y.id])
        #expect(a.terms.map(\.variable.id) == [x.id, y.id, z.id, w.id])
        #expect(a.terms.map(\.coefficient) == [1, 2, 1, 5])
        #expect(b.terms.map(\.variable.id) == [x.id, y.id, w.id])
        #expect(b.terms.map(\.coefficient) == [1, 2, -1])
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
