import Cassowary
import Testing
import ConstraintScript
import ScriptWorkloads
import TestSupport
@testable import LayoutLabCore

/// Runs `layout-lab` in-process; returns the status, standard output and standard error.
private func lab(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
    var io = CommandIO()
    let status = LayoutLab.run(arguments, io: &io)
    return (status, io.standardOutput, io.standardError)
}

/// The number of constraints grid(n) has, counted from the definition (``GridWorkload``, not
/// from the generator): `W >= 0`, then per cell `x` (1), `w == w[i-1]` (c > 0), `x + w + 16 == W`
/// (c = 3), `w == w[i-4]` (r > 0, c = 0), `h` (1), `y` (1), and the two optional ones.
private func expectedConstraintCount(_ n: Int) -> Int {
    var count = 1
    for i in 0..<n {
        let r = i / 4, c = i % 4
        count += 1 + (c > 0 ? 1 : 0) + (c == 3 ? 1 : 0) + (r > 0 && c == 0 ? 1 : 0) + 1 + 1 + 2
    }
    return count
}

/// Runs the generated script followed by `extra` statements; returns the values by name.
private func solveGrid(_ n: Int, editLast: Bool = false, then extra: String) throws -> [String: Double] {
    let text = lab(["generate", "grid", "--n", "\(n)"] + (editLast ? ["--edit-last"] : [])).output + extra
    let script = try Script.parse(text, fileName: "grid.cass")
    var runner = ScriptRunner(script: script)
    let result = runner.runAll(collectingOutput: false)
    #expect(result.diagnostics.isEmpty)
    var values: [String: Double] = [:]
    for (name, value) in zip(script.variableNames, runner.currentValues()) { values[name] = value }
    return values
}

@Suite("layout-lab generate grid, and the command line")
struct GenerateCommandTests {
    @Test("grid(16) parses and has 100 constraints (6.25 a cell) and one edit variable")
    func gridSixteenParsesWithTheDefinedNumberOfConstraints() throws {
        let run = lab(["generate", "grid", "--n", "16"])
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        let script = try Script.parse(run.output, fileName: "grid.cass")
        var constraints = 0, edits = 0
        for statement in script.statements {
            switch statement.kind {
            case .constraint: constraints += 1
            case .edit: edits += 1
            default: Issue.record("unexpected statement in the generated script")
            }
        }
        #expect(expectedConstraintCount(16) == 100)
        #expect(constraints == expectedConstraintCount(16))
        #expect(edits == 1)
        // Variables x0 y0 w0 h0 … x15 y15 w15 h15 and W.
        #expect(
            Set(script.variableNames) == Set(["W"] + (0..<16).flatMap { ["x\($0)", "y\($0)", "w\($0)", "h\($0)"] }))
    }

    @Test("constraint counts follow the definition for partial last rows too", arguments: [1, 3, 4, 5, 7, 256])
    func constraintCountsFollowTheDefinition(n: Int) throws {
        let script = try Script.parse(lab(["generate", "grid", "--n", "\(n)"]).output, fileName: "grid.cass")
        let constraints = script.statements.filter { if case .constraint = $0.kind { true } else { false } }
        #expect(constraints.count == expectedConstraintCount(n))
    }

    /// The closed form for 16 cells. A row is `16 + 4w + 3·8 + 16 = W`, so the cell width that
    /// fits is `(W − 16·2 − 8·3) / 4`. When that is at least 44 the strong edit and the strong
    /// `w >= 44` both hold and the weak `w == 120` gives way. Below it, one unit of w less
    /// than 44 costs 16 strong units (one per cell) but saves only 4 units of edit error, so
    /// w stays 44 and W becomes 4·44 + 56 = 232. Then `h = 0.75 w`, `x = 16 + c (w + 8)` and
    /// `y = 16 + r (h + 8)`.
    @Test("grid(16) solves to the closed form", arguments: [320.0, 536.0, 1000.0, 1366.0, 100.0])
    func gridSixteenSolvesToTheClosedForm(width: Double) throws {
        let values = try solveGrid(16, then: "suggest W \(width)\n")
        let w = max(44, (width - 16 * 2 - 8 * 3) / 4)
        let h = 0.75 * w
        expectClose(values["W"], 4 * w + 56)
        for i in 0..<16 {
            let r = Double(i / 4), c = Double(i % 4)
            expectClose(values["w\(i)"], w)
            expectClose(values["h\(i)"], h)
            expectClose(values["x\(i)"], 16 + c * (w + 8))
            expectClose(values["y\(i)"], 16 + r * (h + 8))
        }
    }

    @Test("the edit variable added last gives the same answer")
    func editLastGivesTheSameAnswer() throws {
        let text = lab(["generate", "grid", "--n", "8", "--edit-last"]).output
        let lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(lines.last == "edit W @strong")
        #expect(lines.first != "edit W @strong")
        let first = try solveGrid(8, then: "suggest W 640\n")
        let last = try solveGrid(8, editLast: true, then: "suggest W 640\n")
        #expect(first == last)
        #expect(first["w0"] == (640.0 - 56) / 4)
    }

    @Test("ylast labels the last cell's vertical chain; changing its constant moves only that cell")
    func lastRowLabelMovesOnlyTheLastCell() throws {
        let before = try solveGrid(16, then: "suggest W 400\n")
        let after = try solveGrid(16, then: "suggest W 400\nconstant ylast 9\n")
        for (name, value) in before where name != "y15" {
            #expect(after[name] == value, "\(name) moved")
        }
        expectClose(after["y15"].map { $0 - before["y15"]! }, 1)
    }

    @Test(
        "bad command lines exit 1 with a message",
        arguments: [
            ["generate"], ["generate", "tree", "--n", "4"], ["generate", "grid"], ["generate", "grid", "--n"],
            ["generate", "grid", "--n", "0"], ["generate", "grid", "--n", "abc"], ["generate", "grid", "--n", "-3"],
            ["generate", "grid", "--n", "4", "--wide"],
            ["generate", "list", "--n", "4", "--order", "top-down"],
            ["generate", "stacks", "--n", "4", "--order", "sideways"],
            ["generate", "cards", "--n", "4", "--steps", "0"], ["generate", "chain", "--n", "4", "--steps", "3"],
            ["generate", "flex", "--edit-last"], ["generate", "stacks", "--n", "4", "--order"],
        ])
    func badCommandLinesFail(arguments: [String]) {
        let run = lab(arguments)
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.errors.hasPrefix("layout-lab generate: "))
    }
}

@Suite("layout-lab generate: every family")
struct GenerateFamiliesTests {
    @Test(
        "every family's script parses, and its second line gives bench options that run it", .longRun,
        arguments: [
            ["chain"], ["stacks"], ["stacks", "--order", "leaves-first"], ["list", "--steps", "3"],
            ["cards", "--steps", "3"], ["flex"], ["grid"], ["spacebetween"], ["splitpanes"],
        ])
    func benchOptionsRunTheScript(family: [String]) throws {
        let text = generatedText([family[0], "--n", "20"] + family.dropFirst())
        let lines = text.split(separator: "\n")
        #expect(lines[0].hasPrefix("# \(family[0])(20): "))
        #expect(lines[1].hasPrefix("# bench: --"))
        let options = lines[1].dropFirst("# bench: ".count).split(separator: " ").map(String.init)
        var io = CommandIO(input: { text })
        let status = LayoutLab.run(["bench", "-", "--json"] + options, io: &io)
        #expect(status == 0, "\(io.standardError)")
        #expect(io.standardOutput.contains(options[0] == "--steps" ? "\"steps\": {" : "\"sweep\": {"))
    }

    @Test("the usage names every family")
    func usageNamesEveryFamily() {
        var io = CommandIO()
        _ = LayoutLab.run(["generate"], io: &io)
        for family in GenerateCommand.families {
            #expect(io.standardError.contains("layout-lab generate \(family) --n"))
        }
    }
}
