import Testing
import ConstraintScript
import ScriptWorkloads
@testable import LayoutLabCore

/// Runs `layout-lab generate ARGUMENTS` in-process and returns the script it writes; records
/// an issue when the command fails.
func generatedText(_ arguments: [String]) -> String {
    var io = CommandIO()
    let status = LayoutLab.run(["generate"] + arguments, io: &io)
    #expect(status == 0, "generate \(arguments.joined(separator: " ")) failed: \(io.standardError)")
    #expect(io.standardError.isEmpty)
    return io.standardOutput
}

/// The values of a run of a script: one snapshot (variable name → value) at each `print`, and
/// the values at the end.
struct WorkloadRun {
    /// The parsed script.
    var script: Script
    /// The values at each `print`, in order.
    var snapshots: [[String: Double]]
    /// The values after the last statement.
    var final: [String: Double]
}

/// Generates a workload with `arguments`, appends `extra` statements, and runs the whole script;
/// records an issue for every statement the solver refuses.
func runWorkload(_ arguments: [String], then extra: String = "") throws -> WorkloadRun {
    let script = try Script.parse(generatedText(arguments) + extra, fileName: "workload.cass")
    var runner = ScriptRunner(script: script)
    func values() -> [String: Double] {
        var result: [String: Double] = [:]
        for (name, value) in zip(script.variableNames, runner.currentValues()) { result[name] = value }
        return result
    }
    var snapshots: [[String: Double]] = []
    while let outcome = runner.step() {
        switch outcome {
        case .done: break
        case .print: snapshots.append(values())
        case .explain: break
        case .failed(let diagnostics): Issue.record("a statement failed: \(diagnostics.map(\.description))")
        }
    }
    return WorkloadRun(script: script, snapshots: snapshots, final: values())
}

/// The constraint statements of a script as written (label and text), in order.
func constraintLines(_ script: Script) -> [String] {
    script.statements.compactMap { statement in
        guard case .constraint(let c) = statement.kind else { return nil }
        return (c.label.map { "\($0): " } ?? "") + c.text
    }
}
