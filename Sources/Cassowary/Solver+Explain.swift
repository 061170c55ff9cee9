/// Explanations: where a value comes from, and the state of the whole solution.
///
/// A variable's value at the current basis is `eᵀB⁻¹·rhs`; every row's right-hand side is a
/// combination of the constraints' constants, so the value is a combination of the constants
/// too, and the weight of each is the variable's rate with respect to it, read off the
/// combination of rows that solves for the variable (see `Simplex+Dependence.swift`): one pass
/// over the rows the variable reaches, reading the engine without changing or copying it. A
/// required equality whose dummy the basis holds basic while its variable is parametric
/// weighs as it would after the pivot of no step that swaps the two (its constant moves the
/// value just the same).
extension Solver {
    /// Where `variable`'s value comes from: the constraints (and edit variables) whose constants
    /// make it, each with its weight, so that the value is `Σ weight × constant`.
    ///
    /// An unknown variable, or one that nothing holds (parametric in the basis and held by no
    /// required equality), is explained as its value from nothing
    /// (``VariableExplanation/isParametric``).
    ///
    /// - Complexity: proportional to the rows the variable's value depends on (one pass down
    ///   them); a parametric variable held by equalities adds a search up from it to their rows.
    public func explain(_ variable: Variable) -> VariableExplanation {
        let nothing = VariableExplanation(
            variable: variable, value: value(of: variable), isParametric: true, sources: [])
        guard let s = symbolOf[variable.id] else { return nothing }
        guard let g = dependence(of: s) else { return nothing }
        if g.value(s) != 0 { return nothing }
        var sources: [(sequence: UInt64, source: VariableExplanation.Source)] = []
        for m in g.support {
            let owner = simplex.owner[m]
            guard owner != .none, let entry = entries[owner], entry.marker == m else { continue }
            let weight = g.value(m) / entry.markerCoefficient
            sources.append(
                (
                    entry.sequence,
                    .init(
                        constraint: entry.constraint, editVariable: editVariable(of: owner),
                        constant: entry.constant, weight: weight)
                ))
        }
        sources.sort { $0.sequence < $1.sequence }
        return VariableExplanation(
            variable: variable, value: simplex.value(of: s), isParametric: false,
            sources: sources.map(\.source))
    }

    /// `s`'s dependence on the constants (see `Simplex.dependence(of:)`), read from the engine
    /// as it is; when the rows it reaches mention each other in a cycle, which a search must
    /// eliminate first, from a copy whose search for `s`'s tableau row did that.
    func dependence(of s: Symbol) -> Simplex.SymbolVector? {
        if let g = simplex.dependence(of: s) { return g }
        var engine = simplex.uniqueCopy()
        engine.journaling = false
        if engine.rowOf[s] != .none { _ = engine.tableauRow(of: s) }
        return engine.dependence(of: s)
    }

    /// The range of values `variable` can take over the optimal solutions: every value it can
    /// have without any priority level's error growing. A single point for a determined
    /// variable; bounds may be infinite.
    ///
    /// - Complexity: two primal simplex runs on a copy of the engine that enter only symbols
    ///   that cost nothing (the pivots stay on the set of optimal solutions); a variable whose
    ///   tableau row mentions no such symbol costs one search.
    public func range(of variable: Variable) -> ClosedRange<Double> {
        guard let s = symbolOf[variable.id] else { return -Double.infinity...Double.infinity }
        var engine = simplex.uniqueCopy()
        engine.journaling = false
        let v = simplex.value(of: s)
        guard engine.mayMove(s) else { return v...v }
        let lower = min(v, engine.extremeInPlace(of: s, direction: 1))
        let upper = max(v, engine.extremeInPlace(of: s, direction: -1))
        return lower...upper
    }

    /// The state of the whole solution: every constraint's slack and error, the error left at
    /// each priority level, and the variables the constraints leave undetermined with the range
    /// each could take.
    ///
    /// - Complexity: linear in the constraints for the statuses, and one pass over the rows to
    ///   find the variables that may move; for each of those, its tableau row and two primal
    ///   simplex runs that enter only symbols that cost nothing (see ``range(of:)``), on one
    ///   copy of the engine whose pivots are rolled back after each run.
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
        // Only a variable whose rows reach a symbol that may move can move (one pass over the
        // rows); of those, the tableau row says which do, and the ranges are searched on the
        // one copy, each search rolled back.
        let reaches = simplex.rowsReachingCostFreeSymbols()
        for (variable, s) in zip(variables, variableSymbols) {
            if let reaches {
                let r = simplex.rowOf[s]
                let candidate =
                    r == .none ? simplex.kinds[s] != .dummy && simplex.isCostFree(s) : reaches[Int(r.id)]
                guard candidate else { continue }
            }
            guard engine.mayMove(s) else { continue }
            let v = simplex.value(of: s)
            let lower = min(v, engine.extremeInPlace(of: s, direction: 1))
            let upper = max(v, engine.extremeInPlace(of: s, direction: -1))
            let size = max(abs(v), lower.isFinite ? abs(lower) : 0, upper.isFinite ? abs(upper) : 0)
            if upper - lower > max(epsilon, relativeEpsilon * size) {
                ambiguous.append(.init(variable: variable, value: v, range: lower...upper))
            }
        }
        return SolutionExplanation(constraints: statuses, levels: levels, ambiguous: ambiguous)
    }

    /// The edit variable of each edit constraint, by entry index.
    func editVariablesByEntry() -> [EntryIndex: Variable] {
        var result: [EntryIndex: Variable] = [:]
        for i in entryIndices { if let v = editVariable(of: i) { result[i] = v } }
        return result
    }

    /// The edit variable whose edit constraint is entry `index`, or nil for another
    /// constraint: an edit constraint is `v == value` over its variable alone.
    func editVariable(of index: EntryIndex) -> Variable? {
        guard let entry = entries[index], let term = entry.constraint.expression.terms.first,
            entry.constraint.expression.terms.count == 1, edits[term.variable.id] == index
        else { return nil }
        return term.variable
    }
}
