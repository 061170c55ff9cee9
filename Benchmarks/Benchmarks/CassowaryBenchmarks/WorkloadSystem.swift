import Cassowary
import ConstraintScript

/// A layout-shaped workload of `layout-lab generate` (chain, stacks, list, cards, flex), read
/// from the script its generator (``ScriptWorkloads``) writes.
///
/// The script's `# bench:` line says how its steps are timed: `--sweep VAR FROM TO STEP` (one
/// step is a suggestion of the next value of the sweep, up and back down) or `--steps` (the
/// build ends at the first `print`; each block of statements up to the next `print` is one
/// step).
final class WorkloadSystem: ScriptSystem {
    /// What one step does.
    enum Step {
        /// Suggest this value for the sweep's variable.
        case suggest(Double)
        /// Run the statements up to (not including) this index.
        case statements(upTo: Int)
    }

    /// The index of the statement the build ends before (the end of the script for a sweep).
    let buildEnd: Int
    /// The steps, in order.
    let steps: [Step]
    /// The index of the sweep's variable (nil for a script with its own steps).
    let sweepVariable: Int?

    /// The failure to read the script's `# bench:` line.
    struct Unexpected: Error, CustomStringConvertible {
        var description: String
    }

    init(script text: String, fileName: String) throws {
        guard let header = text.split(separator: "\n").first(where: { $0.hasPrefix("# bench: ") }) else {
            throw Unexpected(description: "\(fileName): no '# bench:' line")
        }
        let script = try Script.parse(text, fileName: fileName)
        let options = header.dropFirst("# bench: ".count).split(separator: " ").map(String.init)
        if options.first == "--sweep" {
            guard options.count == 5, let from = Double(options[2]), let to = Double(options[3]),
                let step = Double(options[4]), let variable = script.variableNames.firstIndex(of: options[1])
            else {
                throw Unexpected(description: "\(fileName): bad sweep '\(header)'")
            }
            let up = Array(stride(from: from, through: to, by: step))
            steps = (up + up.dropLast().reversed()).map(Step.suggest)
            sweepVariable = variable
            buildEnd = script.statements.count
        } else {
            // Each block between two prints (or after the last) that holds a statement is a step.
            var ends: [Int] = []
            var blockHasStatements = false
            var firstPrint: Int?
            for (index, statement) in script.statements.enumerated() {
                if case .print = statement.kind {
                    if firstPrint == nil {
                        firstPrint = index
                    } else if blockHasStatements {
                        ends.append(index)
                    }
                    blockHasStatements = false
                } else {
                    blockHasStatements = true
                }
            }
            if firstPrint != nil && blockHasStatements { ends.append(script.statements.count) }
            buildEnd = firstPrint ?? script.statements.count
            steps = ends.map { Step.statements(upTo: $0) }
            sweepVariable = nil
        }
        super.init(script: script)
    }

    /// A runner that has run the build.
    func built() throws -> ScriptRunner {
        var runner = runner()
        if let failure = run(&runner, upTo: buildEnd) { throw Unexpected(description: failure) }
        return runner
    }

    /// Runs step `index` (of ``steps``) on `runner` (which has run the steps before it), then
    /// reads every value. Returns the failure, or nil.
    func take(_ index: Int, on runner: inout ScriptRunner) -> String? {
        switch steps[index] {
        case .suggest(let value):
            guard let variable = sweepVariable else { return "no sweep variable" }
            do {
                try runner.solver.suggestValue(value, for: runner.variables[variable])
            } catch {
                return "\(error)"
            }
        case .statements(let end):
            if let failure = run(&runner, upTo: end) { return failure }
        }
        runner.solver.updateVariables()
        return nil
    }

    /// Checks, after step `index` (or right after the build when `stepTaken` is false), that a
    /// sweep's variable took its suggestion and that the required constraints in the solver
    /// hold with their current constants; returns the first failure, or nil.
    func mismatch(in runner: ScriptRunner, afterStep index: Int, stepTaken: Bool = true) -> String? {
        guard stepTaken else { return requiredMismatch(in: runner, what: "after the build") }
        if case .suggest(let value) = steps[index], let variable = sweepVariable {
            let got = runner.solver.value(of: runner.variables[variable])
            if abs(got - value) > 1e-6 * max(1, abs(value)) {
                return "\(script.variableNames[variable]) = \(got), suggested \(value)"
            }
        }
        return requiredMismatch(in: runner, what: "after step \(index + 1)")
    }
}
