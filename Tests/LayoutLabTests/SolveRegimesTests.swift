import Foundation
import Testing
import Cassowary
import ConstraintScript
import TestSupport
@testable import LayoutLabCore

/// One line of `solve --regimes … --json`.
private struct RegimeLine {
    var from: Double
    var to: Double
    var affine: [String: (slope: Double, offset: Double)]
}

/// Runs `layout-lab solve - ARGUMENTS` on `script` and reads its JSON lines.
private func regimeLines(_ script: String, _ arguments: [String]) throws -> [RegimeLine] {
    var io = CommandIO(input: { script })
    let status = LayoutLab.run(["solve", "-"] + arguments + ["--json"], io: &io)
    #expect(status == 0, "\(io.standardError)")
    return try io.standardOutput.split(separator: "\n").map { line in
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["from", "to", "affine"])
        let affine = try #require(object["affine"] as? [String: [Double]])
        return RegimeLine(
            from: try #require(object["from"] as? Double), to: try #require(object["to"] as? Double),
            affine: affine.mapValues { ($0[0], $0[1]) })
    }
}

/// Checks that the lines cover `from`…`to` in order without gaps, and that at every integer
/// width suggest + solve (on the script's final solver) gives each line's formula to 1e-9.
private func expectMatchesSweep(_ lines: [RegimeLine], script: String, variable: String, from: Double, to: Double)
    throws
{
    #expect(lines.first?.from == from)
    #expect(lines.last?.to == to)
    for (a, b) in zip(lines, lines.dropFirst()) { #expect(a.to == b.from) }
    var runner = ScriptRunner(script: try Script.parse(script, fileName: "sweep.cass"))
    _ = runner.runAll(collectingOutput: false)
    let edit = try #require(runner.variable(named: variable))
    var w = from
    while w <= to {
        try runner.solver.suggestValue(w, for: edit)
        let line = try #require(lines.first { $0.from <= w && w <= $0.to && ($0.to != w || $0.to == to) })
        for (name, value) in zip(runner.script.variableNames, runner.currentValues()) {
            let formula = try #require(line.affine[name])
            expectClose(formula.slope * w + formula.offset, value, within: .rounding, "\(name) at \(variable) = \(w)")
        }
        w += 1
    }
}

@Suite("layout-lab solve --regimes")
struct SolveRegimesTests {
    /// grid(16): 4 columns, w = (W − 56)/4 = 0.25·W − 14 while the edit holds (see
    /// GridWorkload); `w >= 44 @strong` binds below W = 232, outside 320…1366; `w == 120
    /// @weak` holds exactly at W = 4·120 + 56 = 536. So two regimes: 320…536 and 536…1366,
    /// with the same formulas (the change at 536 is a preference crossing its value):
    /// x of column c is 16 + c·(w + 8) = 0.25c·W + 16 − 6c, y of row r is 16 + r·(0.75·w + 8)
    /// = 0.1875r·W + 16 − 2.5r.
    @Test("grid: one breakpoint at W = 536 between 320 and 1366, and the formulas by hand", .longRun)
    func grid() throws {
        let script = generatedText(["grid", "--n", "16"])
        let lines = try regimeLines(script, ["--regimes", "W", "320", "1366"])
        try #require(lines.count == 2)
        expectClose(lines[0].to, 536)
        for line in lines {
            for i in 0..<16 {
                let r = Double(i / 4), c = Double(i % 4)
                expectClose(line.affine["w\(i)"]?.slope, 0.25); expectClose(line.affine["w\(i)"]?.offset, -14)
                expectClose(line.affine["x\(i)"]?.slope, 0.25 * c);
                expectClose(line.affine["x\(i)"]?.offset, 16 - 6 * c)
                expectClose(line.affine["y\(i)"]?.slope, 0.1875 * r);
                expectClose(line.affine["y\(i)"]?.offset, 16 - 2.5 * r)
                expectClose(line.affine["h\(i)"]?.slope, 0.1875); expectClose(line.affine["h\(i)"]?.offset, -10.5)
            }
        }
        try expectMatchesSweep(lines, script: script, variable: "W", from: 320, to: 1366)
    }

    /// flex(6) (the hand-worked numbers of FlexWorkloadTests): preferred total T = 671; above
    /// it the items absorb the difference in weight order 0, 5, 4, 3, 2, 1 up to their upper
    /// bounds (room 8, 11, 29, 16, 34, 21), below it down to their lower bounds (room 8, 18,
    /// 11, 29, 22, 15). Breakpoints: T minus the running sums 8, 26, 37, 66, 88, 103; T itself
    /// (item 0's wish crosses its value); T plus 8, 19, 48, 64, 98, 119.
    @Test("flex row: the breakpoints are where each item reaches a bound, in weight order")
    func flex() throws {
        let script = generatedText(["flex", "--n", "6"])
        let lines = try regimeLines(script, ["--regimes", "width", "500", "850", "--vars", "w0,w5,x5,width"])
        let expected: [Double] = [568, 583, 605, 634, 645, 663, 671, 679, 690, 719, 735, 769, 790]
        try #require(lines.count == expected.count + 1)
        for (line, breakpoint) in zip(lines.dropFirst(), expected) { expectClose(line.from, breakpoint) }
        // Below 568 and above 790 the row cannot follow: every width is at a bound.
        expectClose(lines.first?.affine["width"]?.slope, 0); expectClose(lines.first?.affine["width"]?.offset, 568)
        expectClose(lines.last?.affine["width"]?.slope, 0); expectClose(lines.last?.affine["width"]?.offset, 790)
        // Item 0 absorbs everything within 8 of T: w0 = 80 + (width − 671).
        expectClose(lines[6].affine["w0"]?.slope, 1); expectClose(lines[6].affine["w0"]?.offset, 80 - 671)
        expectClose(lines[7].affine["w0"]?.slope, 1); expectClose(lines[7].affine["w0"]?.offset, 80 - 671)
        // Then item 5, from 83 up to 94 between 679 and 690: w5 = 83 + (width − 679).
        expectClose(lines[8].affine["w5"]?.slope, 1); expectClose(lines[8].affine["w5"]?.offset, 83 - 679)
        // x5 = width − w5 throughout (the last item ends at the row's end).
        for line in lines {
            expectClose(line.affine["x5"]?.slope, (line.affine["width"]?.slope ?? 0) - (line.affine["w5"]?.slope ?? 0))
        }
        let all = try regimeLines(script, ["--regimes", "width", "500", "850"])
        try expectMatchesSweep(all, script: script, variable: "width", from: 500, to: 850)
    }

    /// The peeking strip scene's constraints (PeekingStripScene, defaults: 8:5 cells, p = 16,
    /// N = 2.5), with the container width as a required constraint's constant as the scene
    /// holds it. By hand: the strip is H = 0.25·W + 12 tall (priority 999), a cell
    /// h = H − 2p = 0.25·W − 20 and w = h · 8/5 = 0.4·W − 32, the second cell at
    /// x = p + w + 2p = 0.4·W + 16. At W = 5p = 80 the cells reach width 0 (`width >= 0` is
    /// required): below, the strip's height gives way and it is 2p = 32 tall.
    @Test("peeking strip: the cells reach width 0 at W = 80, below which the strip's height gives way")
    func peekingStrip() throws {
        var text = """
            root: content.width == 320
            strip.x == 0
            strip.x + strip.width == content.width
            strip.y == 0
            stripHeight: strip.height == 0.25 * strip.width + 12 @999
            content.height == strip.y + strip.height

            """
        for i in 0..<3 {
            text += """
                cell\(i).y == strip.y + 16
                cell\(i).y + cell\(i).height == strip.y + strip.height - 16
                cell\(i).height == 0.625 * cell\(i).width
                cell\(i).width >= 0
                \(i == 0 ? "cell0.x == strip.x + 16" : "cell\(i).x == cell\(i - 1).x + cell\(i - 1).width + 32")

                """
        }
        var runner = ScriptRunner(script: try Script.parse(text, fileName: "strip.cass"))
        #expect(runner.runAll(collectingOutput: false).diagnostics.isEmpty)
        let root = try #require(runner.constraint(ofStatement: 0))
        let names = ["strip.height", "cell0.width", "cell0.height", "cell1.x"]
        let tracked = try names.map { try #require(runner.variable(named: $0)) }
        let map = try runner.solver.regimes(ofConstantOf: root, from: 0, to: 1366, tracking: tracked)
        try #require(map.regimes.count == 2)
        #expect(map.isComplete)
        expectClose(map.regimes[0].to, 80)
        let below: [(Double, Double)] = [(0, 32), (0, 0), (0, 0), (0, 48)]
        let above: [(Double, Double)] = [(0.25, 12), (0.4, -32), (0.25, -20), (0.4, 16)]
        for (i, name) in names.enumerated() {
            expectClose(map.regimes[0].slopes[i], below[i].0, "\(name) below 80")
            expectClose(map.regimes[0].offsets[i], below[i].1, "\(name) below 80")
            expectClose(map.regimes[1].slopes[i], above[i].0, "\(name) above 80")
            expectClose(map.regimes[1].offsets[i], above[i].1, "\(name) above 80")
        }
        #expect(
            map.regimes[1].changes.map(\.description).contains(
                "stripHeight: strip.height - 0.25 * strip.width == 12 @999 holds again"))
    }

    @Test("VAR must be an edit variable, names of --vars variables; mistakes exit 1 and print nothing")
    func errors() {
        let script = "edit W\nx == W / 2\n"
        func run(_ arguments: [String]) -> SolveRun {
            var io = CommandIO(input: { script })
            let status = LayoutLab.run(["solve", "-"] + arguments, io: &io)
            return SolveRun(status: status, output: io.standardOutput, errors: io.standardError)
        }
        let notEdit = run(["--regimes", "x", "0", "10"])
        #expect(notEdit.status == 1 && notEdit.output.isEmpty)
        #expect(
            notEdit.errors
                == "layout-lab solve: --regimes: 'x' is not an edit variable of the script (declare it with 'edit x')\n"
        )
        let unknown = run(["--regimes", "q", "0", "10"])
        #expect(unknown.errors == "layout-lab solve: --regimes: 'q' is not a variable of the script\n")
        let badVars = run(["--regimes", "W", "0", "10", "--vars", "x,nope"])
        #expect(badVars.status == 1 && badVars.output.isEmpty)
        #expect(badVars.errors == "layout-lab solve: --vars: 'nope' is not a variable of the script\n")
        let lonelyVars = run(["--vars", "x"])
        #expect(
            lonelyVars.status == 1
                && lonelyVars.errors.hasPrefix("layout-lab solve: --vars needs --regimes VAR FROM TO\n"))
        let badNumber = run(["--regimes", "W", "zero", "10"])
        #expect(
            badNumber.status == 1
                && badNumber.errors.hasPrefix("layout-lab solve: --regimes FROM: 'zero' is not a decimal number\n"))
        let down = run(["--regimes", "W", "10", "-10", "--json"])
        #expect(down.status == 0)
        #expect(down.output == "{\"from\": 10, \"to\": -10, \"affine\": {\"W\": [1, 0], \"x\": [0.5, 0]}}\n")
    }
}
