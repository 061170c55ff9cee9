import Cassowary
import ConstraintScript

/// Runs a constraint script, then suggests values for one of its edit variables in turn and
/// reads every variable after each: the sampled sweep that `plot` draws and that
/// `solve --format html` embeds.
struct SweepSampler {
    /// What went wrong, said for a person: the script does not parse, a statement cannot be
    /// satisfied, the variable is not an edit variable, or a suggestion is rejected.
    struct Failure: Error, Sendable {
        var message: String
        init(_ message: String) { self.message = message }
    }

    /// The samples of one sweep.
    struct Samples {
        /// The script that was run.
        var script: Script
        /// The script's variable names, in order of first appearance.
        var names: [String]
        /// The swept values, in the order they were suggested.
        var sweep: [Double]
        /// `values[k][v]`: variable `v`'s value after suggesting `sweep[k]`.
        var values: [[Double]]
        /// `times[k]`: seconds taken by the suggestion of `sweep[k]` and `updateVariables()`,
        /// measured on a monotonic clock, when timed; the first is the move from `sweep[0]`
        /// itself (the sweep starts from a suggestion of `sweep[0]` that is not timed), so
        /// `times[0]` is 0 and left out of charts.
        var times: [Double]

        /// The exact regime map of the swept variable over the sweep's range, from the
        /// solution the script leaves (nil if the solver could not make one).
        var regimes: RegimeMap?
        /// The runner after the script ran (before the sweep).
        var runner: ScriptRunner?

        /// The index of the variable called `name`.
        func index(of name: String) -> Int? { names.firstIndex(of: name) }
    }

    /// Parses `bytes` and runs every statement; the runner holds the solved script.
    static func run(bytes: [UInt8], fileName: String) throws(Failure) -> ScriptRunner {
        let script: Script
        do {
            script = try Script.parse(utf8: bytes, fileName: fileName)
        } catch {
            throw Failure("the script does not parse:\n" + error.description)
        }
        var runner = ScriptRunner(script: script)
        let result = runner.runAll(collectingOutput: false)
        guard result.diagnostics.isEmpty else {
            throw Failure(
                "a statement of the script cannot be satisfied:\n"
                    + String(result.diagnostics.lines.dropLast()))
        }
        return runner
    }

    /// The edit variable called `name` of `runner`'s script.
    static func editVariable(_ name: String, of runner: ScriptRunner) throws(Failure) -> Variable {
        guard let edit = runner.variable(named: name), runner.solver.hasEditVariable(edit) else {
            throw Failure("'\(name)' is not an edit variable of the script (add `edit \(name)`)")
        }
        return edit
    }

    /// Parses `bytes`, runs every statement, then sweeps `variable` over `values` in order.
    static func sample(
        bytes: [UInt8], fileName: String, variable: String, values: [Double],
        timed: Bool = false
    ) throws(Failure) -> Samples {
        let runner = try run(bytes: bytes, fileName: fileName)
        let script = runner.script
        let edit = try editVariable(variable, of: runner)
        var solver = runner.solver
        let clock = ContinuousClock()
        var samples = Samples(script: script, names: script.variableNames, sweep: values, values: [], times: [])
        samples.values.reserveCapacity(values.count)
        for (k, value) in values.enumerated() {
            let start = clock.now
            do {
                try solver.suggestValue(value, for: edit)
            } catch {
                throw Failure("suggesting \(variable) = \(scriptNumber(value)) failed: \(error)")
            }
            solver.updateVariables()
            let elapsed = clock.now - start
            if timed { samples.times.append(k == 0 ? 0 : seconds(elapsed)) }
            samples.values.append(runner.variables.map { solver.value(of: $0) })
        }
        samples.regimes = try? runner.regimes(
            of: variable, from: values.min() ?? values[0], to: values.max() ?? values[0])
        samples.runner = runner
        return samples
    }

    /// What changes at a breakpoint, with the constraint as the script wrote it:
    /// `line 4: 'w0 <= 120' becomes tight`, `edit width starts to give way`.
    static func describe(_ change: RegimeMap.Change, in runner: ScriptRunner) -> String {
        if let edit = change.editVariable { return "edit \(edit) \(change.kind.rawValue)" }
        for (index, statement) in runner.script.statements.enumerated() {
            guard case .constraint(let c) = statement.kind, runner.constraint(ofStatement: index) === change.constraint
            else { continue }
            return "line \(statement.location.line): '\(c.text)' \(change.kind.rawValue)"
        }
        return change.description
    }
}
