import Foundation
import Testing
@testable import LayoutLabCore

/// Runs `layout-lab bench - OPTIONS` in-process with `script` on standard input.
private func bench(_ script: String, _ options: [String]) -> (status: Int32, output: String, errors: String) {
    var io = CommandIO(input: { script })
    let status = LayoutLab.run(["bench", "-"] + options, io: &io)
    return (status, io.standardOutput, io.standardError)
}

/// A build of one constraint, then three steps: add, change a constant, remove.
private let stepped = """
    x == 1
    print
    gap: y == x + 10
    print
    constant gap 20
    print
    remove gap
    y == 5
    print
    """

@Suite("layout-lab bench --steps")
struct BenchStepsTests {
    @Test("each block between prints is one step; the build is what comes before the first print")
    func stepsAreTheBlocksBetweenPrints() throws {
        let run = bench(stepped, ["--steps", "--repeat", "3", "--json"])
        #expect(run.status == 0, "\(run.errors)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect((object["build"] as? [String: Any])?["count"] as? Int == 3)
        let steps = try #require(object["steps"] as? [String: Any])
        #expect(steps["count"] as? Int == 3)
        #expect((steps["times"] as? [Double])?.count == 3)
        // After the last step: gap removed, y == 5.
        let values = try #require(object["values"] as? [String: Double])
        #expect(values == ["x": 1, "y": 5])
    }

    @Test("without --steps the build runs the whole script")
    func withoutStepsTheBuildRunsEverything() throws {
        let run = bench(stepped, ["--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(object["steps"] == nil)
        #expect(object["values"] as? [String: Double] == ["x": 1, "y": 5])
    }

    @Test("the text report has a steps line and the worst step")
    func textReport() {
        let run = bench(stepped, ["--steps"])
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(
            lines.contains {
                $0.hasPrefix("steps     median ")
                    && $0.contains("(3 steps: the script's blocks between print statements")
            })
        #expect(lines.contains { $0.hasPrefix("worst step ") && $0.contains(" at step ") })
    }

    @Test("a script without a print, or with nothing after it, is an error")
    func noSteps() {
        let none = bench("x == 1\n", ["--steps"])
        #expect(none.status == 1)
        #expect(none.errors.contains("--steps: the script has no print statement"))
        let empty = bench("x == 1\nprint\n", ["--steps"])
        #expect(empty.status == 1)
        #expect(empty.errors.contains("--steps: the script has no statements after its first print"))
    }

    @Test("a step that cannot run is an error that names the step")
    func failingStep() {
        let run = bench("x == 1\nprint\nx >= 0\nprint\nx == 2\nprint\n", ["--steps"])
        #expect(run.status == 1)
        #expect(run.errors.contains("--steps: a statement of step 2 cannot run:"))
        #expect(run.errors.contains("<stdin>:5:1: error: required constraint 'x == 2' cannot be satisfied"))
    }
}
