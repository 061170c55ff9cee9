/// Explanations: where a value comes from, and the state of the whole solution.
///
/// A variable's value at the current basis is `eᵀB⁻¹·rhs`; every row's right-hand side is a
/// combination of the constraints' constants, so the value is a combination of the constants
/// too, and the weight of each is the variable's rate with respect to it: `−(1/κ)·∂x/∂marker`
/// for a constraint whose marker is parametric, read off the variable's tableau row (the
/// search down the rows that the dual simplex uses), 0 for the others (see
/// `Simplex+Parametric.swift`). One search per explained variable, on a copy of the engine's
/// scratch state.
extension Solver {
    /// Where `variable`'s value comes from: the constraints (and edit variables) whose constants
    /// make it, each with its weight, so that the value is `Σ weight × constant`.
    ///
    /// An unknown variable, or one the basis leaves parametric, is explained as 0 from nothing
    /// (``VariableExplanation/isParametric``).
    ///
    /// - Complexity: one search down the rows the variable's row reaches, on a copy of the
    ///   engine's scratch arrays (O(symbols) for the copy).
    public func explain(_ variable: Variable) -> VariableExplanation {
        guard let s = symbolOf[variable.id], simplex.rowOf[s] != .none else {
            return VariableExplanation(variable: variable, value: value(of: variable), isParametric: true, sources: [])
        }
        var engine = simplex.uniqueCopy()
        engine.journaling = false
        let row = engine.tableauRow(of: s)
        let editOf = editVariablesByEntry()
        var sources: [(sequence: UInt64, source: VariableExplanation.Source)] = []
        for (p, rate) in row where rate != 0 {
            let owner = engine.owner[p]
            guard owner != .none, let entry = entries[owner], entry.marker == p else { continue }
            let weight = -rate / entry.markerCoefficient
            sources.append(
                (
                    entry.sequence,
                    .init(
                        constraint: entry.constraint, editVariable: editOf[owner],
                        constant: entry.constant, weight: weight)
                ))
        }
        sources.sort { $0.sequence < $1.sequence }
        return VariableExplanation(
            variable: variable, value: simplex.value(of: s), isParametric: false,
            sources: sources.map(\.source))
    }

    /// The range of values `variable` can take over the optimal solutions: every value it can
    /// have without any priority level's error growing. A single point for a determined
    /// variable; bounds may be infinite.
    ///
    /// - Complexity: two primal simplex runs on copies of the engine that enter only symbols
    ///   that cost nothing (the pivots stay on the set of optimal solutions); a variable whose
    ///   tableau row mentions no such symbol costs one search.
    public func range(of variable: Variable) -> ClosedRange<Double> {
        guard let s = symbolOf[variable.id] else { return -Double.infinity...Double.infinity }
        var engine = simplex.uniqueCopy()
        engine.journaling = false
        let v = simplex.value(of: s)
        guard engine.mayMove(s) else { return v...v }
        let lower = min(v, simplex.extreme(of: s, direction: 1))
        let upper = max(v, simplex.extreme(of: s, direction: -1))
        return lower...upper
    }

    /// The state of the whole solution: every constraint's slack and error, the error left at
    /// each priority level, and the variables the constraints leave undetermined with the range
    /// each could take.
    ///
    /// - Complexity: linear in the constraints for the statuses; one search per variable to
    ///   find those that may move, and for each of those two primal simplex runs on a copy
    ///   (see ``range(of:)``). Meant for diagnostics.
    public func explainSolution() -> SolutionExplanation {
        let editOf = editVariablesByEntry()
        var listed: [(index: EntryIndex, entry: Entry)] = []
        for i in entryIndices { if let e = entries[i] { listed.append((i, e)) } }
        listed.sort { $0.entry.sequence < $1.entry.sequence }
        var statuses: [SolutionExplanation.ConstraintStatus] = []
        for (index, entry) in listed {
            let kindOfMarker = simplex.kinds[entry.marker]
            var slack = 0.0, error = 0.0, tight = false
            if kindOfMarker == .slack {
                slack = max(0, simplex.value(of: entry.marker))
                let r = simplex.rowOf[entry.marker]
                tight = r == .none || slack <= max(epsilon, relativeEpsilon * simplex.rowMagnitude(r))
                if tight { slack = 0 }
            }
            for e in errorSymbols(marker: entry.marker, other: entry.other) where e != .none {
                error += max(0, simplex.value(of: e))
            }
            if error > ExplanationTolerance.zero(entry.constant) { tight = false } else { error = 0 }
            statuses.append(
                .init(
                    constraint: entry.constraint, editVariable: editOf[index], constant: entry.constant,
                    strength: entry.strength, slack: slack, error: error, isTight: tight))
        }
        var levels: [SolutionExplanation.Level] = []
        for level in Set(statuses.filter { !$0.strength.isRequired }.map(\.strength.level)).sorted(by: >) {
            let members = statuses.filter { !$0.strength.isRequired && $0.strength.level == level }
            levels.append(
                .init(
                    level: level,
                    weightedError: members.reduce(0.0) { $0 + $1.weightedError },
                    violatedCount: members.filter(\.isViolated).count,
                    constraintCount: members.count))
        }
        var ambiguous: [SolutionExplanation.AmbiguousVariable] = []
        var engine = simplex.uniqueCopy()
        engine.journaling = false
        for (variable, s) in zip(variables, variableSymbols) where engine.mayMove(s) {
            let v = simplex.value(of: s)
            let lower = min(v, simplex.extreme(of: s, direction: 1))
            let upper = max(v, simplex.extreme(of: s, direction: -1))
            let size = max(abs(v), lower.isFinite ? abs(lower) : 0, upper.isFinite ? abs(upper) : 0)
            if upper - lower > max(epsilon, relativeEpsilon * size) {
                ambiguous.append(.init(variable: variable, value: v, range: lower...upper))
            }
        }
        return SolutionExplanation(constraints: statuses, levels: levels, ambiguous: ambiguous)
    }

    /// The edit variable of each edit constraint, by entry index.
    func editVariablesByEntry() -> [EntryIndex: Variable] {
        var byID: [Variable.ID: Variable] = [:]
        for v in variables where edits[v.id] != nil { byID[v.id] = v }
        var result: [EntryIndex: Variable] = [:]
        for (id, index) in edits { if let v = byID[id] { result[index] = v } }
        return result
    }
}
