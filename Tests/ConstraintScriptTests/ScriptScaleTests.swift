import Testing
@testable import ConstraintScript
import TestSupport

/// Long and deep lines: the parser neither overflows its stack nor slows down quadratically.
/// Expected terms follow from the rules of arithmetic, not from a run.
@Suite("Script lines at scale")
struct ScriptScaleTests {
    /// The terms and constant of the only constraint of `text`: `terms == constant`.
    private func constraint(_ text: String) throws -> (terms: [(variable: Int, coefficient: Double)], constant: Double)
    {
        let script = try Script.parse(text, fileName: "t")
        guard case .constraint(let c)? = script.statements.first?.kind else {
            Issue.record("no constraint")
            return ([], 0)
        }
        return (c.terms, c.constant)
    }

    @Test func parenthesesUpToTheLimitParse() throws {
        let depth = ScriptParser.maximumNesting
        let c = try constraint(
            String(repeating: "(", count: depth) + "x + 1" + String(repeating: ")", count: depth) + " == 3")
        #expect(c.terms.map(\.coefficient) == [1])
        #expect(c.constant == 2)
    }

    @Test func sixteenThousandNestedParenthesesAreOneError() {
        let text = String(repeating: "(", count: 16_000) + "x" + String(repeating: ")", count: 16_000) + " == 1"
        let run = ScriptRun.of(text)
        #expect(run.status == 1)
        #expect(run.errors == "<stdin>:1:101: error: parentheses nested more than 100 deep\n")
    }

    /// An even number of minus signs is a plus, an odd number a minus.
    @Test(arguments: [(176_000, 1.0), (176_001, -1.0)])
    func longRunsOfUnaryMinusSignsMultiplyOut(signs: Int, coefficient: Double) throws {
        let c = try constraint(String(repeating: "-", count: signs) + "x == 1")
        #expect(c.terms.map(\.coefficient) == [coefficient])
    }

    @Test(.longRun) func aSumOfOneHundredFiftyThousandDistinctVariablesKeepsEveryTermInOrder() throws {
        let n = 150_000
        let text = (0..<n).map { "v\($0)" }.joined(separator: " + ") + " == 1"
        let script = try Script.parse(text, fileName: "t")
        #expect(script.variableNames.count == n)
        #expect(script.variableNames.last == "v\(n - 1)")
        let c = try constraint(text)
        #expect(c.terms.count == n)
        #expect(c.terms.enumerated().allSatisfy { $0.offset == $0.element.variable && $0.element.coefficient == 1 })
    }

    /// Past the few terms searched directly, repeated variables still combine into one term at
    /// their first appearance: 20 variables, then the same 20 subtracted twice and added three
    /// times, leave each with 1 − 2 + 3 = 2; `x` added 1000 times has coefficient 1000.
    @Test func repeatedVariablesCombineAtTheirFirstAppearance() throws {
        let names = (0..<20).map { "a\($0)" }
        let plus = names.joined(separator: " + "), minus = names.map { "- " + $0 }.joined(separator: " ")
        let c = try constraint("\(plus) \(minus) \(minus) + \(plus) + \(plus) + \(plus) == 0")
        #expect(c.terms.map(\.variable) == Array(0..<20))
        #expect(c.terms.allSatisfy { $0.coefficient == 2 })
        let x = try constraint(Array(repeating: "x", count: 1000).joined(separator: " + ") + " == 1")
        #expect(x.terms.map(\.coefficient) == [1000])
    }

    /// The numbers of a product multiply each coefficient and the constant once:
    /// (a + b + 4) · 2 · 3 / 4 = 1.5a + 1.5b + 6, and 3 · (a − b) · 2 = 6a − 6b.
    @Test func productsScaleEveryTermAndTheConstant() throws {
        let c = try constraint("(a + b + 4) * 2 * 3 / 4 == 0")
        #expect(c.terms.map(\.coefficient) == [1.5, 1.5])
        #expect(c.constant == -6)
        let d = try constraint("3 * (a - b) * 2 == 0")
        #expect(d.terms.map(\.coefficient) == [6, -6])
    }

    /// A long product after a long sum: 5 000 factors of 1 after a 5 000-term sum.
    @Test func aLongProductOfALongSumIsOnePass() throws {
        let sum = (0..<5000).map { "v\($0)" }.joined(separator: " + ")
        let c = try constraint("(\(sum))" + String(repeating: " * 1", count: 5000) + " == 1")
        #expect(c.terms.count == 5000)
        #expect(c.terms.allSatisfy { $0.coefficient == 1 })
    }
}
