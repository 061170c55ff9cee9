import Cassowary

/// The regime map of a script's solution (`layout-lab solve FILE --regimes VAR FROM TO`): the
/// solver's ``Solver/regimes(of:from:to:tracking:)`` over one of the script's edit variables,
/// by name, printed for a person or as JSON lines.
extension ScriptRunner {
    /// Why a regime map cannot be made; ``description`` says what and which name.
    public enum RegimeRequestError: Error, Sendable, CustomStringConvertible {
        /// The swept name is not a variable of the script.
        case unknownVariable(String)
        /// The swept variable is a variable of the script but not an edit variable of the solver.
        case notAnEditVariable(String)
        /// A name of the tracked list is not a variable of the script.
        case unknownTrackedVariable(String)
        /// The solver refused (an overflow at the starting value).
        case solver(SolverError)

        /// `'x' is not an edit variable of the script (declare it with 'edit x')`, …
        public var description: String {
            switch self {
            case .unknownVariable(let name): return "'\(name)' is not a variable of the script"
            case .notAnEditVariable(let name):
                return "'\(name)' is not an edit variable of the script (declare it with 'edit \(name)')"
            case .unknownTrackedVariable(let name): return "'\(name)' is not a variable of the script"
            case .solver(let error): return "\(error)"
            }
        }
    }

    /// The regime map of the edit variable called `name` from `from` to `to`, for the solver
    /// as it stands (after the statements run so far), tracking the variables called
    /// `tracked` (by default every variable of the script, in order of first appearance).
    public func regimes(of name: String, from: Double, to: Double, tracking tracked: [String]? = nil)
        throws(RegimeRequestError) -> RegimeMap
    {
        guard let variable = variable(named: name) else { throw .unknownVariable(name) }
        guard solver.hasEditVariable(variable) else { throw .notAnEditVariable(name) }
        var trackedVariables = variables
        if let tracked {
            trackedVariables = []
            for trackedName in tracked {
                guard let v = self.variable(named: trackedName) else { throw .unknownTrackedVariable(trackedName) }
                trackedVariables.append(v)
            }
        }
        do {
            return try solver.regimes(of: variable, from: from, to: to, tracking: trackedVariables)
        } catch {
            throw .solver(error)
        }
    }

    /// The map for a person: a header, then each regime as its interval and one aligned
    /// formula per tracked variable (6 significant digits), with the changes at each
    /// breakpoint between them.
    ///
    /// ```
    /// W from 100 to 250: 2 regimes
    /// 100 ≤ W ≤ 118
    ///   w0 = 50
    /// at W = 118: edit W holds again
    /// ```
    public func regimeText(_ map: RegimeMap) -> String {
        let name = map.editVariable?.description ?? map.constraint.description
        let up = map.to >= map.from
        var out =
            "\(name) from \(number(map.from)) to \(number(map.to)): \(map.regimes.count) \(map.regimes.count == 1 ? "regime" : "regimes")\n"
        for (k, regime) in map.regimes.enumerated() {
            if k > 0 {
                let changes = regime.changes.map { describeChange($0) }
                out +=
                    "at \(name) = \(number(regime.from)): "
                    + (changes.isEmpty ? "no constraint changes status" : changes.joined(separator: "; ")) + "\n"
            }
            out += "\(number(regime.from)) \(up ? "≤" : "≥") \(name) \(up ? "≤" : "≥") \(number(regime.to))\n"
            let width = map.variables.map(\.description.count).max() ?? 0
            for (i, variable) in map.variables.enumerated() {
                var formula = ""
                if regime.slopes[i] != 0 { formula = ExplanationNumber.appendTerm(regime.slopes[i], name, to: formula) }
                if formula.isEmpty || ExplanationNumber.format(regime.offsets[i]) != "0" {
                    formula = ExplanationNumber.appendTerm(regime.offsets[i], nil, to: formula)
                }
                let padding = String(repeating: " ", count: width - variable.description.count)
                out += "  \(variable)\(padding) = \(formula)\n"
            }
        }
        if !map.isComplete {
            out += "the required constraints cannot hold beyond \(name) = \(number(map.reached))\n"
        }
        return out
    }

    /// The map for tools: one JSON object per regime, one a line, in walking order:
    /// `{"from": A, "to": B, "affine": {"NAME": [SLOPE, OFFSET], …}}`, the value of NAME being
    /// `SLOPE × VAR + OFFSET` between A and B; numbers exact (shortest round-trip form).
    public func regimeJSONLines(_ map: RegimeMap) -> String {
        var out = ""
        for regime in map.regimes {
            let fields = map.variables.indices.map { i in
                "\(jsonString(map.variables[i].description)): [\(jsonNumber(regime.slopes[i])), \(jsonNumber(regime.offsets[i]))]"
            }
            out +=
                "{\"from\": \(jsonNumber(regime.from)), \"to\": \(jsonNumber(regime.to)), \"affine\": {\(fields.joined(separator: ", "))}}\n"
        }
        return out
    }

    /// A change at a breakpoint with the constraint named as the script wrote it.
    private func describeChange(_ change: RegimeMap.Change) -> String {
        if let edit = change.editVariable { return "edit \(edit) \(change.kind.rawValue)" }
        let (line, text) = describeSource(change.constraint, editVariable: nil)
        return (line.map { "line \($0) " } ?? "") + "'\(text)' \(change.kind.rawValue)"
    }
}
