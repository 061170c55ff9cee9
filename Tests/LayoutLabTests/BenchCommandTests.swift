import Foundation
import Testing
@testable import LayoutLabCore

/// Runs `layout-lab bench` in-process with `script` on standard input (FILE `-`).
private func bench(_ script: String, _ options: [String]) -> (status: Int32, output: String, errors: String) {
    var io = CommandIO(input: { script })
    let status = LayoutLab.run(["bench", "-"] + options, io: &io)
    return (status, io.standardOutput, io.standardError)
}

/// `y = 2x + 1`, x an edit variable, and a labelled bound that never binds in the tests.
private let line = """
    edit x
    y == 2 * x + 1
    cap: y <= 1000
    suggest x 3
    print
    suggest x 4
    """

@Suite("layout-lab bench")
struct BenchCommandTests {
    @Test("the text report has build, re-solve and worst-step lines")
    func textReportHasTheExpectedFields() {
        let run = bench(line, ["--sweep", "x", "0", "10", "5", "--repeat", "3"])
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "bench <stdin>: 2 constraints, 2 variables")
        #expect(lines.contains { $0.hasPrefix("build     median ") && $0.hasSuffix("(3 runs)") })
        // 0, 5, 10 up and 5, 0 down: five steps.
        #expect(lines.contains { $0.hasPrefix("re-solve  median ") && $0.contains("(5 steps of x 0…10…0 step 5") })
        #expect(lines.contains { $0.hasPrefix("worst step ") && $0.contains(" at x = ") })
    }

    @Test("the JSON report holds the statistics and the final values")
    func jsonReportHoldsStatisticsAndValues() throws {
        let run = bench(line, ["--sweep", "x", "1", "3", "--constant", "cap", "999", "7", "--replay", "2", "--json"])
        #expect(run.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let build = try #require(object["build"] as? [String: Any])
        #expect(build["count"] as? Int == 1)
        let sweep = try #require(object["sweep"] as? [String: Any])
        // 1, 2, 3, 2, 1.
        #expect(sweep["count"] as? Int == 5)
        #expect(sweep["variable"] as? String == "x")
        for key in ["median", "min", "max", "total"] {
            let value = try #require(sweep[key] as? Double)
            #expect(value >= 0)
        }
        let (min, median, max) = (sweep["min"] as! Double, sweep["median"] as! Double, sweep["max"] as! Double)
        #expect(min <= median && median <= max)
        // Each change goes there and back: 2 × 7.
        #expect((object["constant"] as? [String: Any])?["count"] as? Int == 14)
        // Two suggest steps in the script (before and after the print), replayed twice.
        let replay = try #require(object["replay"] as? [String: Any])
        #expect(replay["count"] as? Int == 4)
        #expect(replay["steps_per_round"] as? Int == 2)
        // The replay ends on the script's last suggestion, x = 4, so y = 2·4 + 1.
        let values = try #require(object["values"] as? [String: Double])
        #expect(values == ["x": 4, "y": 9])
    }

    @Test("the sweep ends where it started, with the answer of that value")
    func sweepEndsAtItsStart() throws {
        let run = bench(line, ["--sweep", "x", "2", "6", "0.5", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect((object["sweep"] as? [String: Any])?["count"] as? Int == 2 * 8 + 1)
        #expect(object["values"] as? [String: Double] == ["x": 2, "y": 5])
    }

    @Test("a generated grid benches with its ylast constant")
    func generatedGridBenches() {
        var io = CommandIO()
        _ = LayoutLab.run(["generate", "grid", "--n", "8"], io: &io)
        let run = bench(io.standardOutput, ["--sweep", "W", "320", "330", "--constant", "ylast", "9", "3"])
        #expect(run.status == 0)
        // 320…330 is 11 values up, 10 down.
        #expect(run.output.contains("21 steps of W 320…330…320"))
        #expect(run.output.contains("6 in-place changes of ylast 8 ↔ 9"))
    }

    @Test(
        "bad input exits 1 with a message",
        arguments: [
            (line, ["--sweep", "y", "0", "1"]),  // not an edit variable
            (line, ["--sweep", "nope", "0", "1"]),  // unknown variable
            (line, ["--sweep", "x", "5", "5"]),  // FROM and TO the same
            (line, ["--sweep", "x", "0", "1", "-1"]),  // a negative STEP is not a number option
            (line, ["--sweep", "x", "0"]),  // missing TO
            (line, ["--constant", "nolabel", "3"]),  // unknown label
            ("lo: x >= 0\nhi: x <= 10\n", ["--constant", "hi", "-1"]),  // x <= -1 cannot hold with x >= 0
            (line, ["--repeat", "0"]),
            (line, ["--replay", "x"]),
            (line, ["--frobnicate"]),
            ("x == 1\nx == 2\n", []),  // unsatisfiable statement
            ("x + == 1\n", []),  // does not parse
            ("edit x\nx == 1\n", ["--replay", "3"]),  // nothing to replay
        ] as [(String, [String])])
    func badInputFails(script: String, options: [String]) {
        let run = bench(script, options)
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.errors.hasPrefix("layout-lab bench: "))
    }

    @Test("--one-at-a-time builds the same values as the batch the runner makes of a run")
    func oneAtATimeBuildsTheSameValues() throws {
        // A row of three items pulled to 0, each wanting 50 wide with at least 10: every wish
        // holds and every gap is tight, so x3 = 3 × (50 + 8).
        var row = "x0 >= 0\nx0 == 0 @weak\n"
        for i in 0..<3 {
            row += "w\(i) >= 10\nw\(i) == 50 @medium\nx\(i + 1) >= x\(i) + w\(i) + 8\nx\(i + 1) == 0 @weak\n"
        }
        for options in [["--json"], ["--one-at-a-time", "--json"]] {
            let run = bench(row, options)
            #expect(run.status == 0)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
            let values = try #require(object["values"] as? [String: Double])
            #expect(values["x3"] == 174, "\(options)")
            #expect(values["w1"] == 50, "\(options)")
        }
    }

    @Test("command-line errors show the usage; errors in the script do not")
    func usageFollowsOnlyCommandLineErrors() {
        let option = bench(line, ["--frobnicate"])
        #expect(
            option.errors == """
                layout-lab bench: unknown option '--frobnicate'
                usage: layout-lab bench FILE [--steps] [--sweep VAR FROM TO [STEP]] [--replay K]
                                        [--constant LABEL VALUE [COUNT]] [--repeat K] [--one-at-a-time] [--json]
                (`layout-lab bench --help` describes every option)

                """)
        let script = bench("x == 1\nx == 2\n", [])
        #expect(script.status == 1)
        #expect(!script.errors.contains("usage:"))
        // The solver's diagnostic, with the script's line and column.
        #expect(script.errors.contains("<stdin>:2:1: error:"))
    }

    @Test("an unreadable file exits 1")
    func unreadableFileFails() {
        var io = CommandIO()
        let status = LayoutLab.run(["bench", "/nonexistent/grid.cass"], io: &io)
        #expect(status == 1)
        #expect(io.standardError.contains("cannot read '/nonexistent/grid.cass'"))
    }
}
