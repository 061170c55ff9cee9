import Cassowary
import Testing
@testable import ConstraintScript

/// A script that must not parse, and the one error it must report.
struct ScriptErrorCase: Sendable, CustomTestStringConvertible {
    var script: String
    var line: Int
    var column: Int
    var message: String
    var testDescription: String { "\(line):\(column) \(message)" }

    init(_ script: String, _ line: Int, _ column: Int, _ message: String) {
        self.script = script
        self.line = line
        self.column = column
        self.message = message
    }
}

@Suite("Script parser")
struct ScriptParserTests {
    // MARK: What a script means

    @Test func theConstantIsTheNumberOnTheRightOnceVariablesAreLeftAndNumbersRight() throws {
        let script = try Script.parse("c: x + 2 == y + 10 @weak\n", fileName: "t")
        #expect(script.variableNames == ["x", "y"])
        #expect(script.statements.count == 1)
        guard case .constraint(let c) = script.statements[0].kind else {
            Issue.record("not a constraint")
            return
        }
        #expect(c.label == "c")
        #expect(c.constant == 8)
        #expect(c.relation == .equal)
        #expect(c.strength == .weak)
        #expect(c.terms.map(\.variable) == [0, 1])
        #expect(c.terms.map(\.coefficient) == [1, -1])
        #expect(c.text == "x + 2 == y + 10 @weak")
    }

    @Test func likeTermsCombineAndKeepTheirFirstPosition() throws {
        let script = try Script.parse("2 * (a - b) / 4 + 3 * b <= a * 0.5 + 6 - c\n", fileName: "t")
        guard case .constraint(let c) = script.statements[0].kind else {
            Issue.record("not a constraint")
            return
        }
        // 0.5a - 0.5b + 3b - 0.5a + c <= 6: a cancels to 0 (kept), b is 2.5, c is 1.
        #expect(script.variableNames == ["a", "b", "c"])
        #expect(c.terms.map(\.variable) == [0, 1, 2])
        #expect(c.terms.map(\.coefficient) == [0, 2.5, 1])
        #expect(c.constant == 6)
        #expect(c.relation == .lessThanOrEqual)
        #expect(c.strength == .required)
    }

    @Test func termsThatCancelUpToRoundingCancelExactly() throws {
        // 0.1 + 0.2 - 0.3 is 5.55e-17 in binary floating point; the terms cancel.
        let script = try Script.parse("0.1 * x + 0.2 * x - 0.3 * x + y == 1\n", fileName: "t")
        guard case .constraint(let c) = script.statements[0].kind else {
            Issue.record("not a constraint")
            return
        }
        #expect(c.terms.map(\.coefficient) == [0, 1])
        // A small coefficient that is written stays.
        let small = try Script.parse("1e-9 * x == 1\n", fileName: "t")
        guard case .constraint(let d) = small.statements[0].kind else {
            Issue.record("not a constraint")
            return
        }
        #expect(d.terms.map(\.coefficient) == [1e-9])
    }

    @Test func strengthsReadAsNamesOrPrioritiesWithAnOptionalWeight() throws {
        let text = """
            a == 1 @required
            a == 1 @strong
            a == 1 @ medium * 1.25
            a == 1 @weak*0
            a == 1 @751
            a == 1 @0.5*3
            a == 1 @1000
            a == 1
            """
        let strengths = try Script.parse(text, fileName: "t").statements.compactMap { s -> Strength? in
            if case .constraint(let c) = s.kind { return c.strength }
            return nil
        }
        #expect(
            strengths == [
                .required, .strong, Strength(500, weight: 1.25), Strength(250, weight: 0),
                Strength(751), Strength(0.5, weight: 3), .required, .required,
            ])
    }

    @Test func statementsResolveVariablesLabelsAndEditsStatically() throws {
        let text = """
            # a comment line, then a blank one

            edit w @medium*2
            suggest w -12.5
            lim: w <= 100   # trailing comment
            constant lim 80
            remove lim
            lim: w >= 1e2
            print
            """
        let script = try Script.parse(text, fileName: "t")
        #expect(script.variableNames == ["w"])
        let kinds = script.statements.map { s -> String in
            switch s.kind {
            case .constraint(let c): return "constraint \(c.label ?? "-") \(c.constant)"
            case .edit(let v, let strength): return "edit \(v) \(strength)"
            case .suggest(let v, let value): return "suggest \(v) \(value)"
            case .remove(let label, let definition): return "remove \(label) \(definition)"
            case .constant(let label, let definition, let value, let at):
                return "constant \(label) \(definition) \(value) \(at)"
            case .explain(let v): return "explain \(v.map(String.init) ?? "-")"
            case .print: return "print"
            }
        }
        #expect(
            kinds == [
                "edit 0 medium*2", "suggest 0 -12.5", "constraint lim 100.0", "constant lim 2 80.0 6:14",
                "remove lim 2", "constraint lim 100.0", "print",
            ])
        #expect(script.statements.map(\.location.line) == [3, 4, 5, 6, 7, 8, 9])
        #expect(script.statements.allSatisfy { $0.location.column == 1 })
    }

    @Test func variableNamesMayHoldDigitsUnderscoresAndDots() throws {
        let script = try Script.parse("_a.b2 + row_3.left.x == 1\n", fileName: "t")
        #expect(script.variableNames == ["_a.b2", "row_3.left.x"])
    }

    // MARK: Every error, with its line and column

    static let errorCases: [ScriptErrorCase] = [
        // Characters and numbers.
        .init("x == 1 $", 1, 8, "unexpected character '$'"),
        .init("x == 1\ny == 2 é", 2, 8, "unexpected character 'é' (U+00E9)"),
        // Invisible characters are named by code point, never echoed.
        .init("\u{FEFF}x == 1", 1, 1, "unexpected character U+FEFF (byte order mark)"),
        .init("x == \u{0}1", 1, 6, "unexpected character U+0000 (NUL)"),
        .init("x ==\u{0C}1", 1, 5, "unexpected character U+000C (form feed)"),
        .init("\u{1B}[31mx == 1", 1, 1, "unexpected character U+001B (escape)"),
        .init("x\u{A0}== 1", 1, 2, "unexpected character U+00A0 (no-break space)"),
        .init("x == 1\u{2028}", 1, 7, "unexpected character U+2028"),
        .init("x == 1 \u{E000}", 1, 8, "unexpected character U+E000"),
        // Non-finite spellings are neither numbers nor names.
        .init("x == inf", 1, 6, "'inf' is not allowed: numbers must be finite, and 'inf' cannot name a variable"),
        .init("x == -NaN", 1, 7, "'NaN' is not allowed: numbers must be finite, and 'NaN' cannot name a variable"),
        .init(
            "edit Infinity", 1, 6,
            "'Infinity' is not allowed: numbers must be finite, and 'Infinity' cannot name a variable"),
        .init(
            "edit w\nsuggest w -inf", 2, 12,
            "'inf' is not allowed: numbers must be finite, and 'inf' cannot name a variable"),
        .init(
            "c: x == 1\nconstant c nan", 2, 12,
            "'nan' is not allowed: numbers must be finite, and 'nan' cannot name a variable"),
        // Nesting is bounded: the 101st open parenthesis is the error, closed or not.
        .init(
            String(repeating: "(", count: 101) + "x" + String(repeating: ")", count: 101) + " == 1", 1, 101,
            "parentheses nested more than 100 deep"),
        .init(String(repeating: "(", count: 5000), 1, 101, "parentheses nested more than 100 deep"),
        .init("x = 1", 1, 3, "unexpected '='; did you mean '=='?"),
        .init("x < 1", 1, 3, "unexpected '<'; did you mean '<='?"),
        .init("x >1", 1, 3, "unexpected '>'; did you mean '>='?"),
        .init("2x == 1", 1, 1, "malformed number '2x'"),
        .init("x == 1.5.2", 1, 6, "malformed number '1.5.2'"),
        .init("x == 1e", 1, 6, "malformed number '1e'"),
        .init("x == 3.", 1, 6, "malformed number '3.'"),
        .init("x == 1e999", 1, 6, "number 1e999 is not finite"),
        .init("edit w\nsuggest w 1e400", 2, 11, "number 1e400 is not finite"),
        // Expressions.
        .init("x + 1", 1, 6, "expected '==', '<=' or '>=', found end of line"),
        .init("x + 1 # == 2", 1, 6, "expected '==', '<=' or '>=', found end of line"),
        .init("x y == 1", 1, 3, "expected '==', '<=' or '>=', found 'y'"),
        .init("x + == 1", 1, 5, "expected a number, a variable or '(', found '=='"),
        .init("x == ", 1, 5, "expected a number, a variable or '(', found end of line"),
        .init("== 3", 1, 1, "expected a number, a variable or '(', found '=='"),
        .init("x == 1 2", 1, 8, "expected end of line after the constraint, found number 2"),
        .init("x == y == z", 1, 8, "expected end of line after the constraint, found '=='"),
        .init("(x + 1 == 2", 1, 8, "expected ')' to close the '(' at column 1, found '=='"),
        .init("x + 1) == 2", 1, 6, "expected '==', '<=' or '>=', found ')'"),
        .init("x * y == 1", 1, 3, "cannot multiply two expressions with variables; a constraint must be linear"),
        .init(
            "2 * (x + 1) * (y - x) >= 0", 1, 13,
            "cannot multiply two expressions with variables; a constraint must be linear"),
        .init("x / y == 1", 1, 3, "cannot divide by an expression with variables; a constraint must be linear"),
        .init("x == 1 / (2 - 2)", 1, 8, "division by zero"),
        .init("x / 0 == 1", 1, 3, "division by zero"),
        .init("x * 1e300 * 1e300 == 0", 1, 11, "the result of '*' is not finite"),
        .init("x + 1e308 + 1e308 == 0", 1, 11, "the result of '+' is not finite"),
        .init("x + 1e308 == -1e308", 1, 11, "the constraint has a coefficient or constant that is not finite"),
        .init("x == edit + 1", 1, 6, "'edit' is a keyword and cannot be a variable name"),
        // Strengths.
        .init(
            "x == 1 @", 1, 9, "expected a strength (required, strong, medium, weak or a priority), found end of line"),
        .init(
            "x == 1 @high", 1, 9,
            "unknown strength 'high'; use required, strong, medium, weak or a priority in (0, 1000]"),
        .init("x == 1 @0", 1, 9, "priority 0 is out of range; it must be greater than 0 and at most 1000"),
        .init("x == 1 @1001", 1, 9, "priority 1001 is out of range; it must be greater than 0 and at most 1000"),
        .init("x == 1 @-5", 1, 9, "expected a strength (required, strong, medium, weak or a priority), found '-'"),
        .init("x == 1 @strong *", 1, 17, "expected a weight after '*', found end of line"),
        .init("x == 1 @strong*w", 1, 16, "expected a weight after '*', found 'w'"),
        .init("x == 1 @strong weak", 1, 16, "expected end of line after the constraint, found 'weak'"),
        // Labels.
        .init("c: x == 1\nc: x == 2", 2, 1, "duplicate label 'c': it already names the constraint on line 1"),
        .init("print: x == 1", 1, 1, "'print' is a keyword and cannot be a label"),
        .init("c: x == 1\nremove d", 2, 8, "unknown label 'd'"),
        .init("x == 1\nremove x", 2, 8, "unknown label 'x'"),
        .init("c: x == 1\nremove c\nremove c", 3, 8, "unknown label 'c': its constraint was removed on line 2"),
        .init("c: x == 1\nconstant e 3", 2, 10, "unknown label 'e'"),
        .init("remove", 1, 7, "expected a label, found end of line"),
        .init("remove 3", 1, 8, "expected a label, found number 3"),
        .init("remove edit", 1, 8, "'edit' is a keyword and cannot be a label"),
        .init("c: x == 1\nremove c now", 2, 10, "expected end of line after the label, found 'now'"),
        .init("c: x == 1\nconstant c", 2, 11, "expected a number, found end of line"),
        .init("c: x == 1\nconstant c x", 2, 12, "expected a number, found 'x'"),
        .init("c: x == 1\nconstant c 1 2", 2, 14, "expected end of line after the constant, found number 2"),
        // Edit variables and suggestions.
        .init("edit", 1, 5, "expected a variable name, found end of line"),
        .init("edit 3", 1, 6, "expected a variable name, found number 3"),
        .init("edit w\nedit w @weak", 2, 6, "'w' is already an edit variable (line 1)"),
        .init("edit w @required", 1, 8, "an edit variable cannot be required; use a strength below 1000"),
        .init("edit w @1000*2", 1, 8, "an edit variable cannot be required; use a strength below 1000"),
        .init("edit w @strong extra", 1, 16, "expected end of line after the edit variable, found 'extra'"),
        .init("x == 1\nsuggest x 5", 2, 9, "'x' is not an edit variable; declare it with 'edit x' first"),
        .init("suggest nobody 5", 1, 9, "'nobody' is not an edit variable; declare it with 'edit nobody' first"),
        .init("suggest w 1\nedit w", 1, 9, "'w' is not an edit variable; declare it with 'edit w' first"),
        .init("edit w\nsuggest w", 2, 10, "expected a number, found end of line"),
        .init("edit w\nsuggest w - x", 2, 13, "expected a number, found 'x'"),
        .init("edit w\nsuggest w 1 2", 2, 13, "expected end of line after the suggested value, found number 2"),
        .init("print now", 1, 7, "expected end of line after 'print', found 'now'"),
    ]

    @Test(arguments: errorCases)
    func eachErrorIsReportedAtItsLineAndColumn(_ errorCase: ScriptErrorCase) {
        #expect(throws: ScriptError.self) { try Script.parse(errorCase.script, fileName: "f.cass") }
        do {
            _ = try Script.parse(errorCase.script, fileName: "f.cass")
        } catch {
            #expect(error.diagnostics.count == 1)
            let expected = "f.cass:\(errorCase.line):\(errorCase.column): error: \(errorCase.message)"
            #expect(error.diagnostics.first?.description == expected)
        }
        // Through the command: the same line on standard error, nothing on standard output.
        let run = ScriptRun.of(errorCase.script + "\nprint\n")
        #expect(run.status == 1)
        #expect(run.output == "")
        #expect(run.errors == "<stdin>:\(errorCase.line):\(errorCase.column): error: \(errorCase.message)\n")
    }

    @Test func everyMalformedLineIsReportedInOneRunAndNothingIsPrinted() {
        let run = ScriptRun.of(
            """
            x == 10
            print
            y = 3
            c: x <= 20
            z == x * y
            remove d
            print
            """)
        #expect(run.status == 1)
        #expect(run.output == "")
        #expect(
            run.errors == """
                <stdin>:3:3: error: unexpected '='; did you mean '=='?
                <stdin>:5:8: error: cannot multiply two expressions with variables; a constraint must be linear
                <stdin>:6:8: error: unknown label 'd'

                """)
    }

    @Test func aLineThatFailsAfterItsLabelStillDeclaresItSoErrorsDoNotCascade() throws {
        let run = ScriptRun.of("c: x == \nconstant c 3\nedit w @required\nsuggest w 1\n")
        #expect(
            run.errors == """
                <stdin>:1:8: error: expected a number, a variable or '(', found end of line
                <stdin>:3:8: error: an edit variable cannot be required; use a strength below 1000

                """)
    }

    @Test func theErrorDescriptionListsEveryDiagnostic() {
        do {
            _ = try Script.parse("x ==\ny ==\n", fileName: "a.cass")
            Issue.record("parsed")
        } catch {
            #expect(
                error.description == """
                    a.cass:1:5: error: expected a number, a variable or '(', found end of line
                    a.cass:2:5: error: expected a number, a variable or '(', found end of line
                    """)
        }
    }
}
