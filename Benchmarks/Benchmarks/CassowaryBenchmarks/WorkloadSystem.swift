import Cassowary

/// A layout-shaped workload of `layout-lab generate` (chain, stacks, list, cards, flex), read
/// from the script its generator writes (`Workloads/`, the same source files as layout-lab's),
/// with ``ScriptLite``.
///
/// The script's `# bench:` line says how its steps are timed: `--sweep VAR FROM TO STEP` (one
/// step is a suggestion of the next value of the sweep, up and back down) or `--steps` (the
/// build ends at the first `print`; each block up to the next `print` is one step).
final class WorkloadSystem {
    /// What one step does.
    enum Step {
        /// Suggest this value for the sweep's variable.
        case suggest(Double)
        /// Run these statements.
        case statements([ScriptLite.Statement])
    }

    /// The build: every statement before the first `print` (all of them for a sweep).
    let build: [ScriptLite.Statement]
    /// The steps, in order.
    let steps: [Step]
    /// The sweep's variable (nil for a script with its own steps).
    let sweepVariable: Variable?

    init(script text: String) throws(ScriptLite.Failure) {
        let script = try ScriptLite(text)
        guard let header = text.split(separator: "\n").first(where: { $0.hasPrefix("# bench: ") }) else {
            throw ScriptLite.Failure(line: 0, message: "no '# bench:' line")
        }
        let options = header.dropFirst("# bench: ".count).split(separator: " ").map(String.init)
        if options.first == "--sweep" {
            guard options.count == 5, let from = Double(options[2]), let to = Double(options[3]), let step = Double(options[4]),
                  let variable = script.variables.first(where: { $0.name == options[1] }) else {
                throw ScriptLite.Failure(line: 2, message: "bad sweep '\(header)'")
            }
            let up = Array(stride(from: from, through: to, by: step))
            steps = (up + up.dropLast().reversed()).map(Step.suggest)
            sweepVariable = variable
            build = script.statements
        } else {
            var blocks: [[ScriptLite.Statement]] = [[]]
            for statement in script.statements {
                if case .print = statement { blocks.append([]) } else { blocks[blocks.count - 1].append(statement) }
            }
            build = blocks[0]
            steps = blocks.dropFirst().filter { !$0.isEmpty }.map(Step.statements)
            sweepVariable = nil
        }
    }

    /// A solver holding the build.
    func built() throws(SolverError) -> Solver {
        var solver = Solver()
        try run(build, on: &solver)
        return solver
    }

    /// Runs `statements` on `solver`.
    func run(_ statements: [ScriptLite.Statement], on solver: inout Solver) throws(SolverError) {
        for statement in statements {
            switch statement {
            case .edit(let v, let s): try solver.addEditVariable(v, strength: s)
            case .constraint(let c): try solver.add(c)
            case .suggest(let v, let value): try solver.suggestValue(value, for: v)
            case .remove(let c): try solver.remove(c)
            case .constant(let c, let value): try solver.setConstant(value, for: c)
            case .print: break
            }
        }
    }

    /// Runs step `index` (of ``steps``) on `solver`, then reads every value.
    func take(_ index: Int, on solver: inout Solver) throws(SolverError) {
        switch steps[index] {
        case .suggest(let value):
            if let variable = sweepVariable { try solver.suggestValue(value, for: variable) }
        case .statements(let statements):
            try run(statements, on: &solver)
        }
        solver.updateVariables()
    }

    /// Checks, after step `index` (or right after the build when `stepTaken` is false), that a
    /// sweep's variable took its suggestion and that the required constraints of the build (and
    /// of the step, for a script's own step) that are in the solver hold with their current
    /// constants; returns the first failure, or nil.
    func mismatch(in solver: Solver, afterStep index: Int, stepTaken: Bool = true) -> String? {
        guard stepTaken else { return requiredMismatch(in: solver, extra: [], what: "after the build") }
        if case .suggest(let value) = steps[index], let variable = sweepVariable,
           abs(solver.value(of: variable) - value) > 1e-6 * max(1, abs(value)) {
            return "\(variable.name) = \(solver.value(of: variable)), suggested \(value)"
        }
        var extra: [ScriptLite.Statement] = []
        if case .statements(let statements) = steps[index] { extra = statements }
        return requiredMismatch(in: solver, extra: extra, what: "after step \(index + 1)")
    }

    /// The first required constraint of the build or of `extra` that is in the solver and does
    /// not hold, described; nil when they all hold.
    private func requiredMismatch(in solver: Solver, extra: [ScriptLite.Statement], what: String) -> String? {
        let added = (build + extra).compactMap { statement -> Constraint? in
            if case .constraint(let c) = statement { return c } else { return nil }
        }
        for c in added where c.strength.isRequired && solver.contains(c) {
            var value = -(solver.constant(of: c) ?? c.constant)
            for t in c.expression.terms { value += t.coefficient * solver.value(of: t.variable) }
            let holds: Bool
            switch c.relation {
            case .equal: holds = abs(value) <= 1e-6 * max(1, abs(c.constant))
            case .lessThanOrEqual: holds = value <= 1e-6 * max(1, abs(c.constant))
            case .greaterThanOrEqual: holds = value >= -1e-6 * max(1, abs(c.constant))
            }
            if !holds { return "\(what): required \(c) is off by \(value)" }
        }
        return nil
    }
}
