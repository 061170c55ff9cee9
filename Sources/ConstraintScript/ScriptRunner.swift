import Cassowary

/// What one executed statement produced.
public enum ScriptStep: Sendable {
    /// The statement ran (a constraint added or removed, an edit, a suggestion, a constant).
    case done
    /// A `print` statement: the caller prints ``ScriptRunner/valuesBlock()``.
    case print
    /// An `explain NAME` statement (a variable index), or `explain` alone (nil): the caller
    /// prints ``ScriptRunner/explanationBlock(of:)`` or ``ScriptRunner/solutionBlock()``
    /// (or their JSON forms).
    case explain(variable: Int?)
    /// The statement could not run and was skipped: an error and its notes.
    case failed([ScriptDiagnostic])
}

/// The outcome of ``ScriptRunner/runAll(collectingOutput:format:)``.
public struct ScriptResult: Sendable {
    /// The value blocks, each `name = value` lines ending in a newline, and the explanations
    /// of `explain` statements, separated by a blank line; empty when output was not collected.
    public var output: String
    /// The errors (each followed by its notes) of statements that were skipped.
    public var diagnostics: [ScriptDiagnostic]
    /// 0, or 2 when a statement was skipped.
    public var exitStatus: Int32 { diagnostics.isEmpty ? 0 : 2 }
}

/// Executes a ``Script`` on a `Solver`, statement by statement.
///
/// ``init(script:)`` builds every `Variable` and `Constraint` up front, so that running
/// costs only the solver's work. A run of consecutive constraint statements that is large
/// beside what the solver holds already (a script's build) is added as one batch (see
/// ``step()``); what a script prints is an optimum either way. A statement that cannot run — a required constraint or a
/// constant change that cannot be satisfied, or a `remove` / `constant` of a constraint that
/// was itself skipped — is skipped with an error; the script goes on.
public struct ScriptRunner {
    /// The script being run.
    public let script: Script
    /// One variable per name of `script.variableNames`, same order.
    public let variables: [Variable]
    /// The solver the statements act on.
    public var solver = Solver()
    /// The index of the next statement to run.
    public private(set) var nextStatement = 0
    /// Whether a long run of constraint statements goes in as one batch (see ``step()``);
    /// when false, every statement is added on its own, as one-at-a-time adds (to time them).
    public var addsRunsAsBatches = true
    /// The end of the run of constraint statements that goes one statement at a time (too
    /// short for a batch, or its batch failed).
    private var oneAtATimeUntil = 0

    /// The constraint of each constraint statement (nil for other statements).
    private let constraints: [Constraint?]
    /// Each run of consecutive constraint statements, by the index of its first statement:
    /// where it ends and its constraints, the batch ``step()`` may add (made here, so that a
    /// step does not build the array, a reference count taken and given back per constraint).
    private let runs: [Int: (end: Int, constraints: [Constraint])]
    /// Constraint identity → index of the statement that wrote it, for conflict notes.
    let statementOf: [ObjectIdentifier: Int]
    /// Variable index → index of its `edit` statement, for explanations.
    let editStatementOf: [Int: Int]
    /// Variable name → index.
    private let variableIndex: [String: Int]

    /// Prepares to run `script` on an empty solver.
    public init(script: Script) {
        self.script = script
        let variables = script.variableNames.map { Variable($0) }
        self.variables = variables
        var constraints = [Constraint?](repeating: nil, count: script.statements.count)
        var statementOf: [ObjectIdentifier: Int] = [:]
        for i in script.constraintStatements {
            guard case .constraint(let c) = script.statements[i].kind else { continue }
            // Term by term: a statement's few terms are held in the expression itself.
            var expression = Expression(constant: -c.constant)
            for term in c.terms { expression += Term(variables[term.variable], term.coefficient) }
            let constraint = Constraint(expression, c.relation, strength: c.strength, label: c.label)
            constraints[i] = constraint
            statementOf[ObjectIdentifier(constraint)] = i
        }
        self.constraints = constraints
        self.statementOf = statementOf
        var runs: [Int: (end: Int, constraints: [Constraint])] = [:]
        var start = 0
        while start < script.statements.count {
            guard case .constraint = script.statements[start].kind else {
                start += 1
                continue
            }
            var end = start
            var run: [Constraint] = []
            while end < script.statements.count, case .constraint = script.statements[end].kind {
                if let c = constraints[end] { run.append(c) }
                end += 1
            }
            runs[start] = (end, run)
            start = end
        }
        self.runs = runs
        var editStatementOf: [Int: Int] = [:]
        for (i, statement) in script.statements.enumerated() {
            if case .edit(let v, _) = statement.kind { editStatementOf[v] = i }
        }
        self.editStatementOf = editStatementOf
        var variableIndex: [String: Int] = [:]
        for (i, name) in script.variableNames.enumerated() { variableIndex[name] = i }
        self.variableIndex = variableIndex
    }

    /// Whether every statement has run.
    public var isFinished: Bool { nextStatement >= script.statements.count }

    /// The variable called `name`, if the script uses it.
    public func variable(named name: String) -> Variable? {
        variableIndex[name].map { variables[$0] }
    }

    /// The constraint written by statement `index`, if it is a constraint statement.
    public func constraint(ofStatement index: Int) -> Constraint? {
        constraints.indices.contains(index) ? constraints[index] : nil
    }

    /// Runs the next statement; nil when there is none.
    ///
    /// When the next statement starts a run of constraint statements (nothing between them
    /// reads or changes the solver otherwise) at least a quarter as long as the constraints
    /// the solver holds, the whole run goes in as one batch (`Solver.add(_:)` with a sequence:
    /// each row's cost that would walk a long chain moves once, at the end) and the step
    /// covers all of it. A shorter run beside a large solver (a scroll step's few constraints)
    /// goes in one statement at a time. When the batch fails, its statements run one at a time, so
    /// each failure is reported where it is and the others are added as usual.
    public mutating func step() -> ScriptStep? {
        guard !isFinished else { return nil }
        let index = nextStatement
        nextStatement += 1
        // The statement's parts are read where they are, not copied out as a whole.
        var location: SourceLocation { script.statements[index].location }
        switch script.statements[index].kind {
        case .constraint:
            // Built in init for every constraint statement.
            guard let constraint = constraints[index] else { return .done }
            // A run is entered at its first statement (after a failed or too short batch,
            // its statements go one at a time up to its end).
            if addsRunsAsBatches && index >= oneAtATimeUntil, let (end, batch) = runs[index] {
                if 4 * (end - index) >= solver.constraintCount && end - index >= 2 {
                    if (try? solver.add(batch)) != nil {
                        nextStatement = end
                        return .done
                    }
                }
                oneAtATimeUntil = end
            }
            do {
                try solver.add(constraint)
            } catch {
                // Only a conflict among required constraints "cannot be satisfied"; any other
                // refusal is for the constraint's numbers (beyond the solver's range, or a
                // value that would overflow), required or not.
                let what: String
                if case .unsatisfiable = error {
                    what = "required constraint '\(describe(constraint))' cannot be satisfied"
                } else {
                    let kind = constraint.strength.isRequired ? "required" : "optional"
                    what = "\(kind) constraint '\(describe(constraint))' cannot be added"
                }
                return .failed(diagnose(error, at: location, what: what))
            }
        case .edit(let v, let strength):
            do {
                try solver.addEditVariable(variables[v], strength: strength)
            } catch {
                return .failed(diagnose(error, at: location, what: "cannot add edit variable"))
            }
        case .suggest(let v, let value):
            do {
                try solver.suggestValue(value, for: variables[v])
            } catch {
                return .failed(diagnose(error, at: location, what: "cannot suggest a value"))
            }
        case .remove(let label, let definition):
            guard let constraint = constraints[definition], solver.contains(constraint) else {
                return .failed([skippedDefinition(label, definition, at: location)])
            }
            do {
                try solver.remove(constraint)
            } catch {
                return .failed(diagnose(error, at: location, what: "cannot remove '\(label)'"))
            }
        case .constant(let label, let definition, let value, let valueLocation):
            guard let constraint = constraints[definition], solver.contains(constraint) else {
                return .failed([skippedDefinition(label, definition, at: location)])
            }
            do {
                try solver.setConstant(value, for: constraint)
            } catch {
                let changed = describe(constraint, constant: value)
                var what = "cannot change the constant of '\(label)' to \(scriptNumber(value))"
                if case .unsatisfiable = error { what += ": '\(changed)' cannot be satisfied" }
                return .failed(diagnose(error, at: valueLocation, what: what))
            }
        case .print:
            return .print
        case .explain(let variable):
            return .explain(variable: variable)
        }
        return .done
    }

    /// How ``runAll(collectingOutput:format:)`` writes a block of values.
    public enum OutputFormat: Sendable {
        /// ``valuesBlock()``: `name = value` lines; blocks separated by a blank line.
        case text
        /// ``valuesJSON()``: one JSON object a line.
        case json
    }

    /// Runs every remaining statement. With `collectingOutput`, the result holds a value block
    /// for each `print` and one at the end (unless the last statement was a `print`).
    public mutating func runAll(collectingOutput: Bool = true, format: OutputFormat = .text) -> ScriptResult {
        var result = ScriptResult(output: "", diagnostics: [])
        var lastWasPrint = false
        func separate() {
            if format == .text && !result.output.isEmpty { result.output += "\n" }
        }
        func emit() {
            switch format {
            case .text:
                if !result.output.isEmpty { result.output += "\n" }
                result.output += valuesBlock()
            case .json:
                result.output += valuesJSON() + "\n"
            }
        }
        while let outcome = step() {
            lastWasPrint = false
            switch outcome {
            case .done: break
            case .print:
                lastWasPrint = true
                // The values are checked against the required constraints as written before
                // they are shown: a block the solver cannot vouch for is reported, not printed.
                // (Here, where values are shown, not in `step()`: timing a script's steps
                // measures the re-solves alone.)
                guard collectingOutput else { break }
                do {
                    try solver.verifyRequiredConstraints()
                    emit()
                } catch {
                    let location = script.statements[nextStatement - 1].location
                    result.diagnostics += diagnose(error, at: location, what: "cannot print the values")
                }
            case .explain(let variable):
                guard collectingOutput else { break }
                separate()
                switch (format, variable) {
                case (.text, let v?): result.output += explanationBlock(of: v)
                case (.text, nil): result.output += solutionBlock()
                case (.json, let v?): result.output += explanationJSON(of: v) + "\n"
                case (.json, nil): result.output += solutionJSON() + "\n"
                }
            case .failed(let diagnostics): result.diagnostics += diagnostics
            }
        }
        if collectingOutput && !lastWasPrint {
            // As at a `print` (see `step()`): checked before it is shown.
            do {
                try solver.verifyRequiredConstraints()
                emit()
            } catch {
                if let location = script.statements.last?.location {
                    result.diagnostics += diagnose(error, at: location, what: "cannot print the values")
                }
            }
        }
        return result
    }

    /// The current value of every variable, in order of first appearance.
    public func currentValues() -> [Double] {
        variables.map { solver.value(of: $0) }
    }

    /// `name = value` lines, one per variable in order of first appearance, each ending in a
    /// newline; values as Swift prints a `Double`, negative zero as `0.0`.
    public func valuesBlock() -> String {
        var block = ""
        for (name, variable) in zip(script.variableNames, variables) {
            block += "\(name) = \(scriptValue(solver.value(of: variable)))\n"
        }
        return block
    }

    /// `{"name": value, …}` on one line, in order of first appearance; values as JSON
    /// numbers (whole numbers without a fraction, negative zero as 0).
    public func valuesJSON() -> String {
        let fields = zip(script.variableNames, variables).map { name, variable in
            "\(jsonString(name)): \(jsonNumber(solver.value(of: variable)))"
        }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    // MARK: - Diagnostics

    /// An error for a solver failure, with a note at each constraint of a conflict set.
    private func diagnose(_ error: SolverError, at location: SourceLocation, what: String) -> [ScriptDiagnostic] {
        guard case .unsatisfiable(_, let conflicts) = error else {
            // The parser rules out every other solver error; report it plainly all the same.
            return [diagnostic(location, .error, "\(what): \(error)")]
        }
        var diagnostics = [diagnostic(location, .error, "\(what); the statement is skipped")]
        for conflict in conflicts {
            guard let index = statementOf[ObjectIdentifier(conflict)] else {
                continue
            }
            diagnostics.append(
                diagnostic(
                    script.statements[index].location, .note,
                    "conflicting constraint '\(describe(conflict))'"))
        }
        return diagnostics
    }

    /// The error for `remove` / `constant` of a constraint whose own statement was skipped.
    private func skippedDefinition(_ label: String, _ definition: Int, at location: SourceLocation) -> ScriptDiagnostic
    {
        let line = script.statements[definition].location.line
        return diagnostic(
            location, .error,
            "constraint '\(label)' is not in the solver: its statement on line \(line) was skipped; the statement is skipped"
        )
    }

    private func diagnostic(
        _ location: SourceLocation, _ severity: ScriptDiagnostic.Severity,
        _ message: String
    ) -> ScriptDiagnostic {
        ScriptDiagnostic(fileName: script.fileName, location: location, severity: severity, message: message)
    }

    /// The constraint as written (`x + 2 == y + 10`) while its constant is unchanged;
    /// otherwise `x - y == 12`: the variable terms on the left, the constant (as it stands
    /// now, or as given) on the right.
    func describe(_ constraint: Constraint, constant: Double? = nil) -> String {
        let current = constant ?? solver.constant(of: constraint) ?? constraint.constant
        if let index = statementOf[ObjectIdentifier(constraint)],
            case .constraint(let written) = script.statements[index].kind,
            written.constant == current
        {
            return written.text
        }
        let left = Expression(constraint.expression.terms, constant: 0).description
        return "\(left) \(constraint.relation) \(scriptNumber(current))"
    }
}
