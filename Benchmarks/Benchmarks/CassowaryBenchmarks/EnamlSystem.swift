import Cassowary

/// kiwi's enaml benchmark (`workloads/enaml.cass`): a form with two edit variables, `width`
/// and `height`, resized through six sizes.
final class EnamlSystem {
    let edits: [(Variable, Strength)]
    let constraints: [Constraint]
    /// The six (width, height) sizes of the fixture's `suggest` statements.
    let sizes: [(Double, Double)]
    let width: Variable, height: Variable
    let variables: [Variable]

    init() throws {
        let script = try ScriptLite(enamlScript)
        var edits: [(Variable, Strength)] = [], constraints: [Constraint] = []
        var suggestions: [Double] = []
        for statement in script.statements {
            switch statement {
            case .edit(let v, let s): edits.append((v, s))
            case .constraint(let c): constraints.append(c)
            case .suggest(_, let value): suggestions.append(value)
            case .print, .remove, .constant: break
            }
        }
        guard edits.count == 2, suggestions.count == 12 else {
            throw ScriptLite.Failure(line: 0, message: "enaml: expected 2 edit variables and 6 sizes")
        }
        self.edits = edits
        self.constraints = constraints
        self.sizes = stride(from: 0, to: suggestions.count, by: 2).map { (suggestions[$0], suggestions[$0 + 1]) }
        (width, height) = (edits[0].0, edits[1].0)
        variables = script.variables
    }

    /// A solver holding the form.
    func build() throws(SolverError) -> Solver {
        var solver = Solver()
        for (v, s) in edits { try solver.addEditVariable(v, strength: s) }
        for c in constraints { try solver.add(c) }
        return solver
    }

    /// Checks that the edit variables took their suggestions and that every required
    /// constraint holds; returns the first failure, or nil.
    func mismatch(in solver: Solver, size: (Double, Double)) -> String? {
        if abs(solver.value(of: width) - size.0) > 1e-6 || abs(solver.value(of: height) - size.1) > 1e-6 {
            return "size \(size): width = \(solver.value(of: width)), height = \(solver.value(of: height))"
        }
        for c in constraints where c.strength.isRequired {
            let e = c.expression
            var value = e.constant
            for t in e.terms { value += t.coefficient * solver.value(of: t.variable) }
            let holds: Bool
            switch c.relation {
            case .equal: holds = abs(value) <= 1e-6
            case .lessThanOrEqual: holds = value <= 1e-6
            case .greaterThanOrEqual: holds = value >= -1e-6
            }
            if !holds { return "size \(size): required \(c) is off by \(value)" }
        }
        return nil
    }
}
