import Testing
import TestSupport
@testable import ConstraintScript

/// The reader works on bytes in place: numbers are read without making strings, names are
/// interned, and the terms of nested expressions share one stack. What it reads must be what
/// the definitions say: a number is the `Double` its spelling rounds to (Swift's `Double(_:)`
/// is the reference), every name is its own variable, and a product or sum of nested
/// expressions has the coefficients arithmetic gives.
@Suite("Reading bytes in place")
struct ScriptReadingTests {
    /// The value of the only constraint `x == NUMBER` of `text`.
    private func number(_ spelling: String) throws -> Double {
        let script = try Script.parse("x == \(spelling)\n", fileName: "n")
        guard case .constraint(let c)? = script.statements.first?.kind else { return .nan }
        return c.constant
    }

    /// 20 000 spellings (seed 2026): 1 to 25 digits, an optional fraction of 1 to 25 digits,
    /// an optional exponent from -330 to 330; each reads as `Double(_:)` reads it, or is the
    /// "not finite" error when that is infinite.
    @Test(.longRun) func randomSpellingsReadAsDoubleReadsThem() throws {
        var random = SplitMix64(seed: 2026)
        func digits(_ count: Int) -> String {
            String((0..<count).map { _ in Character(String(Int.random(in: 0...9, using: &random))) })
        }
        for _ in 0..<20_000 {
            var spelling = digits(Int.random(in: 1...25, using: &random))
            if Bool.random(using: &random) { spelling += "." + digits(Int.random(in: 1...25, using: &random)) }
            if Bool.random(using: &random) {
                spelling += ["e", "E"].randomElement(using: &random)! + ["", "+", "-"].randomElement(using: &random)!
                spelling += String(Int.random(in: 0...330, using: &random))
            }
            let reference = try #require(Double(spelling))
            if reference.isFinite {
                #expect(try number(spelling) == reference, "\(spelling)")
            } else {
                #expect(throws: ScriptError.self, "\(spelling)") { try number(spelling) }
            }
        }
    }

    /// Where a fast reading would round twice: 2^53 + 1 (not a Double, rounds to even),
    /// 0.1 + the smallest step, numbers just past the exact powers of ten, and long fractions.
    @Test(arguments: [
        "9007199254740993", "9007199254740992", "0.1", "0.30000000000000004",
        "1e22", "1e23", "123456789012345678901234567890", "0.000000000000000000000000001",
        "4.9406564584124654e-324", "1.7976931348623157e308", "17976931348623157e292",
        "2.2250738585072011e-308", "000000000000000000000012.5000000000000000000000",
    ])
    func hardSpellingsReadAsDoubleReadsThem(_ spelling: String) throws {
        #expect(try number(spelling) == Double(spelling))
    }

    /// Names that differ only in case or by one character are different variables, and a
    /// name seen again is the same one; `INF` and `nAn` are non-finite spellings in any case.
    @Test func namesAreInternedByTheirExactSpelling() throws {
        let script = try Script.parse("a + A + a.b + a_b + ab + a == b\nab + A == 2\n", fileName: "t")
        #expect(script.variableNames == ["a", "A", "a.b", "a_b", "ab", "b"])
        for word in ["INF", "nAn", "InFiNiTy"] {
            #expect(throws: ScriptError.self) { try Script.parse("x == \(word)\n", fileName: "t") }
        }
        #expect(try Script.parse("infinite + nano == 1\n", fileName: "t").variableNames == ["infinite", "nano"])
    }

    /// The terms of `text`'s only constraint, by variable name, and its constant.
    private func terms(_ text: String) throws -> (terms: [String: Double], order: [String], constant: Double) {
        let script = try Script.parse(text, fileName: "t")
        guard case .constraint(let c)? = script.statements.first?.kind else { return ([:], [], .nan) }
        var byName: [String: Double] = [:]
        for t in c.terms { byName[script.variableNames[t.variable]] = t.coefficient }
        return (byName, c.terms.map { script.variableNames[$0.variable] }, c.constant)
    }

    /// A number whose terms all cancelled, times an expression: the product is that expression
    /// times the number; the cancelled variable leaves no term. (x − x + 3)(a + b) = 3a + 3b;
    /// a + (x − x)·y = a + 0y.
    @Test func aCancelledFactorTimesAnExpressionIsThatExpressionScaled() throws {
        let product = try terms("(x - x + 3) * (a + b) == 6\n")
        #expect(product.order == ["a", "b"])
        #expect(product.terms == ["a": 3, "b": 3])
        #expect(product.constant == 6)
        let zero = try terms("a + (x - x) * y == 1\n")
        #expect(zero.order == ["a", "y"])
        #expect(zero.terms == ["a": 1, "y": 0])
    }

    /// The same with a long expression, whose terms are found through an index: each of the 20
    /// variables is 2·v, then v0 and v5 once more: 3.
    @Test func aLongExpressionMovedByAProductStillCombinesRepeatedVariables() throws {
        let sum = (0..<20).map { "v\($0)" }.joined(separator: " + ")
        let result = try terms("(x - x + 2) * (\(sum)) + v0 + v5 - 2 * v19 == 0\n")
        #expect(result.order == (0..<20).map { "v\($0)" })
        for i in 0..<20 {
            #expect(result.terms["v\(i)"] == (i == 0 || i == 5 ? 3 : i == 19 ? 0 : 2))
        }
    }

    /// A line without a final newline, lines ending in "\r\n", and a file of blank lines and
    /// comments only.
    @Test func lineEndsAndEmptyScripts() throws {
        let crlf = try Script.parse("x == 1\r\ny == 2 # two\r\nprint", fileName: "t")
        #expect(crlf.variableNames == ["x", "y"])
        #expect(crlf.statements.map(\.location.line) == [1, 2, 3])
        #expect(try Script.parse("\n\n# nothing\n   \n", fileName: "t").statements.isEmpty)
        #expect(try Script.parse("", fileName: "t").statements.isEmpty)
    }
}
