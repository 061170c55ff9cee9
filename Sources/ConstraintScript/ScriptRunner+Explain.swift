import Cassowary

/// The output of `explain` statements: for a person (aligned, rounded to 6 significant
/// digits, in the order the constraints were written) and as JSON for tools (exact numbers).
///
/// A constraint is named by the line that wrote it and its text (`line 3  gap: x1 - x0 - w0 == 8`);
/// an edit variable's constraint as `edit W = 400` at the line of its `edit` statement.
extension ScriptRunner {
    // MARK: explain NAME

    /// `explain NAME` for a person: the value, its formula in the edit variables, and one row
    /// per constraint whose constant makes it (its constant, its weight, its share), then why
    /// a rate is one-sided or 0 (a degenerate vertex) and why a constraint on the variable that
    /// holds with no slack is not listed; each line ending in a newline.
    ///
    /// ```
    /// x1 = 204
    ///    = 0.5·W + 4
    ///   line  constraint                   constant  weight  share
    ///      1  leading: x0 == 16                  16     0.5      8
    /// ```
    public func explanationBlock(of variable: Int) -> String {
        let name = script.variableNames[variable]
        let explanation = solver.explain(variables[variable])
        var out = "\(name) = \(number(explanation.value))\n"
        if explanation.isParametric {
            out += "  no constraint holds it: the solver leaves it at 0 (see 'explain' for its range)\n"
            return out
        }
        out += String(repeating: " ", count: name.count) + " = \(explanation.formula)\n"
        var table = TextTable([.right, .left, .right, .right, .right])
        table.append(["line", "constraint", "constant", "weight", "share"])
        for source in explanation.sources {
            let (line, text) = describeSource(source.constraint, editVariable: source.editVariable)
            table.append([
                line.map(String.init) ?? "", text, number(source.constant), number(source.weight),
                number(source.contribution),
            ])
        }
        out += table.render()
        // Why a rate is one-sided or 0, and why a constraint on it that holds is not listed.
        for source in explanation.sources {
            guard let note = source.note else { continue }
            out +=
                "  line \(describeSource(source.constraint, editVariable: source.editVariable).line.map(String.init) ?? "-"): \(note)\n"
        }
        if explanation.unwalkedDegenerateConstants > 0, let note = explanation.notes.last {
            out += "  \(note)\n"
        }
        for unlisted in solver.unlistedConstraints(of: variables[variable], given: explanation) {
            let (line, text) = describeSource(unlisted.constraint, editVariable: unlisted.editVariable)
            out += "  not listed: line \(line.map(String.init) ?? "-")  \(text): \(unlisted.why)\n"
        }
        return out
    }

    /// `explain NAME` as one JSON object: `{"explain": NAME, "value": …, "parametric": …,
    /// "offset": …, "sensitivities": {EDIT: RATE, …}, "sources": [{"line": …, "constraint": …,
    /// "constant": …, "weight": …}, …]}`, numbers exact.
    public func explanationJSON(of variable: Int) -> String {
        let explanation = solver.explain(variables[variable])
        let sensitivities = explanation.sensitivities.map {
            "\(jsonString($0.variable.description)): \(jsonNumber($0.rate))"
        }
        let sources = explanation.sources.map { source -> String in
            let (line, text) = describeSource(source.constraint, editVariable: source.editVariable)
            return "{\"line\": \(line.map(String.init) ?? "null"), \"constraint\": \(jsonString(text)), "
                + "\"constant\": \(jsonNumber(source.constant)), \"weight\": \(jsonNumber(source.weight))}"
        }
        return
            "{\"explain\": \(jsonString(script.variableNames[variable])), \"value\": \(jsonNumber(explanation.value)), "
            + "\"parametric\": \(explanation.isParametric), \"offset\": \(jsonNumber(explanation.offset)), "
            + "\"sensitivities\": {\(sensitivities.joined(separator: ", "))}, \"sources\": [\(sources.joined(separator: ", "))]}"
    }

    // MARK: explain

    /// `explain` alone for a person: the tight inequalities, the loose ones with their slack,
    /// the violated preferences with their error (highest level first), the error left at each
    /// level, and the variables the constraints leave undetermined with their ranges. Sections
    /// with nothing in them are left out; the first line counts them all.
    public func solutionBlock() -> String {
        let summary = solver.explainSolution()
        let tight = summary.tight, loose = summary.loose, violated = summary.violated
        let ambiguous = summary.ambiguous
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)" }
        var out =
            "solution: \(summary.constraints.count) constraints; \(tight.count) tight, \(loose.count) loose, "
            + "\(violated.count) violated; \(ambiguous.count) ambiguous \(ambiguous.count == 1 ? "variable" : "variables")\n"
        if !tight.isEmpty {
            out += "tight inequalities\n"
            var table = TextTable([.right, .left])
            table.append(["line", "constraint"])
            for status in tight { table.append(row(status)) }
            out += table.render()
        }
        if !loose.isEmpty {
            out += "loose inequalities\n"
            var table = TextTable([.right, .left, .right])
            table.append(["line", "constraint", "slack"])
            for status in loose { table.append(row(status) + [number(status.slack)]) }
            out += table.render()
        }
        if !violated.isEmpty {
            out += "violated\n"
            var table = TextTable([.right, .left, .right, .right, .right])
            table.append(["line", "constraint", "error", "weight", "cost"])
            for status in violated {
                table.append(
                    row(status) + [number(status.error), number(status.strength.weight), number(status.weightedError)])
            }
            out += table.render()
        }
        if !summary.levels.isEmpty {
            out += "error per level\n"
            var table = TextTable([.left, .right, .left])
            for level in summary.levels {
                table.append([
                    levelName(level.level), number(level.weightedError),
                    "(\(level.violatedCount) of \(level.constraintCount) violated)",
                ])
            }
            out += table.render()
        }
        if !ambiguous.isEmpty {
            out += "ambiguous\n"
            var table = TextTable([.left, .left])
            let width = ambiguous.map { nameOf($0.variable).count }.max() ?? 0
            for item in ambiguous {
                let lower = item.range.lowerBound.isFinite ? "[" + number(item.range.lowerBound) : "(-inf"
                let upper = item.range.upperBound.isFinite ? number(item.range.upperBound) + "]" : "+inf)"
                let name = nameOf(item.variable)
                table.append([
                    name + String(repeating: " ", count: width - name.count) + " = " + number(item.value),
                    "range \(lower), \(upper)",
                ])
            }
            out += table.render()
        }
        return out
    }

    /// `explain` alone as one JSON object: `{"explain": null, "constraints": [{"line": …,
    /// "constraint": …, "status": "tight"|"loose"|"violated"|"holds", "slack": …, "error": …,
    /// "level": …}, …], "levels": [{"level": …, "error": …, "violated": …, "constraints": …}, …],
    /// "ambiguous": [{"variable": …, "value": …, "min": …, "max": …}, …]}`; an unbounded end of
    /// a range is `null`.
    public func solutionJSON() -> String {
        let summary = solver.explainSolution()
        let constraints = summary.constraints.map { status -> String in
            let (line, text) = describeSource(
                status.constraint, editVariable: status.editVariable, constant: status.constant)
            let state =
                status.isViolated ? "violated" : status.isTight ? "tight" : status.isInequality ? "loose" : "holds"
            return "{\"line\": \(line.map(String.init) ?? "null"), \"constraint\": \(jsonString(text)), "
                + "\"status\": \"\(state)\", \"slack\": \(jsonNumber(status.slack)), \"error\": \(jsonNumber(status.error)), "
                + "\"level\": \(jsonNumber(status.strength.level))}"
        }
        let levels = summary.levels.map {
            "{\"level\": \(jsonNumber($0.level)), \"error\": \(jsonNumber($0.weightedError)), "
                + "\"violated\": \($0.violatedCount), \"constraints\": \($0.constraintCount)}"
        }
        let ambiguous = summary.ambiguous.map {
            "{\"variable\": \(jsonString(nameOf($0.variable))), \"value\": \(jsonNumber($0.value)), "
                + "\"min\": \(jsonNumber($0.range.lowerBound)), \"max\": \(jsonNumber($0.range.upperBound))}"
        }
        return "{\"explain\": null, \"constraints\": [\(constraints.joined(separator: ", "))], "
            + "\"levels\": [\(levels.joined(separator: ", "))], \"ambiguous\": [\(ambiguous.joined(separator: ", "))]}"
    }

    // MARK: Naming

    /// The line that wrote `constraint` (its `edit` statement's for an edit constraint) and
    /// its text: as written while its constant is unchanged, `edit W = 400` for an edit.
    func describeSource(_ constraint: Constraint, editVariable: Variable?, constant: Double? = nil) -> (
        line: Int?, text: String
    ) {
        if let editVariable {
            let index = variables.firstIndex { $0.id == editVariable.id }
            let line = index.flatMap { editStatementOf[$0] }.map { script.statements[$0].location.line }
            let value = constant ?? solver.constant(of: constraint) ?? 0
            var text = "edit \(editVariable) = \(number(value))"
            if let strength = solver.strength(of: constraint), strength != .strong { text += " @\(strength)" }
            return (line, text)
        }
        let line = statementOf[ObjectIdentifier(constraint)].map { script.statements[$0].location.line }
        let label = constraint.label.map { "\($0): " } ?? ""
        return (line, label + describe(constraint))
    }

    private func row(_ status: SolutionExplanation.ConstraintStatus) -> [String] {
        let (line, text) = describeSource(
            status.constraint, editVariable: status.editVariable, constant: status.constant)
        return [line.map(String.init) ?? "", text]
    }

    private func nameOf(_ variable: Variable) -> String { variable.description }

    private func levelName(_ level: Double) -> String {
        switch level {
        case 750: return "strong"
        case 500: return "medium"
        case 250: return "weak"
        default: return "@" + scriptNumber(level)
        }
    }

    /// A number for a person: 6 significant digits.
    func number(_ value: Double) -> String { ExplanationNumber.format(value) }
}
