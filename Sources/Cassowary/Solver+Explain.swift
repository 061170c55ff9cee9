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
    /// make it, each with its weight, so that the value is `Σ formula weight × constant`.
    ///
    /// Each source also says what re-solving after a small change of its constant gives: the
    /// rate for an increase and for a decrease (``VariableExplanation/Source/increaseRate``,
    /// ``VariableExplanation/Source/decreaseRate``). They are the basis's rate except at a
    /// degenerate vertex — a basic symbol at its bound, such as two equal bounds on one value,
    /// or a required equality whose dummy is basic beside a preference — where the dual simplex
    /// would pivot at once and the value then moves at the new basis's rate, which can differ
    /// for an increase and a decrease. ``VariableExplanation/Source/weight`` is that rate when
    /// both agree (the derivative), and the formula's otherwise. A constraint whose formula
    /// weight is 0 is listed when re-solving moves the value one way or the other.
    ///
    /// An unknown variable, or one that nothing holds (parametric in the basis and held by no
    /// required equality), is explained as its value from nothing
    /// (``VariableExplanation/isParametric``).
    ///
    /// - Complexity: proportional to the rows the variable's value depends on (one pass down
    ///   them); a parametric variable held by equalities adds a search up from it to their rows.
    ///   At a degenerate vertex that can move the value (a search up from the symbols its row
    ///   mentions and from the markers it depends on finds a basic symbol at its bound), a copy
    ///   of the engine, the tableau rows of those symbols, and per constraint whose marker they
    ///   mention the walk of `Simplex.oneSidedRates(marker:kappa:direction:)` each way (a search
    ///   up from its marker, and a pivot per symbol it pushes out of bounds). At most
    ///   ``oneSidedWalkLimit`` constants are walked: more (a bound at the end of a chain of n
    ///   gaps that every gap's constant reaches) would make it quadratic, and the explanation
    ///   then gives the formula's weights and says so.
    public func explain(_ variable: Variable) -> VariableExplanation {
        let nothing = VariableExplanation(
            variable: variable, value: value(of: variable), isParametric: true, sources: [])
        guard let s = symbolOf[variable.id] else { return nothing }
        guard let g = dependence(of: s) else { return nothing }
        if g.value(s) != 0 { return nothing }
        var weights: [EntryIndex: Double] = [:]
        for m in g.support {
            let owner = simplex.symbols.owner[m]
            guard owner != .none, let entry = entries[owner], entry.marker == m else { continue }
            weights[owner] = g.value(m) / entry.markerCoefficient
        }
        let (rates, unwalked) = oneSidedRates(of: s, dependence: g)
        var explanation = VariableExplanation(
            variable: variable, value: simplex.value(of: s), isParametric: false,
            sources: sources(weights: weights, rates: rates))
        explanation.unwalkedDegenerateConstants = unwalked
        return explanation
    }

    /// Where basic symbol `s` (whose dependence on the markers is `g`) sits at a degenerate
    /// vertex that can move it: the rates at which each constant that can pivot there moves it,
    /// up and down (nil: that way the constant cannot go), walked on a copy of the engine; and
    /// how many constants were left unwalked (more than ``oneSidedWalkLimit``).
    private func oneSidedRates(
        of s: Symbol, dependence g: Simplex.SymbolVector
    ) -> (rates: [EntryIndex: (increase: Double?, decrease: Double?)], unwalked: Int) {
        var rates: [EntryIndex: (increase: Double?, decrease: Double?)] = [:]
        let degenerate = simplex.degenerateBasics(reaching: s, dependence: g)
        guard !degenerate.isEmpty else { return (rates, 0) }
        var engine = simplex.uniqueCopy()
        engine.journal.isOn = false
        // Only a constant whose column reaches a basic symbol at its bound can pivot: the
        // others move the value at the formula's rate both ways.
        var candidates: Set<EntryIndex> = []
        for m in engine.symbolsAround(degenerate: degenerate) { candidates.insert(simplex.symbols.owner[m]) }
        candidates.remove(.none)
        if candidates.count > Solver.oneSidedWalkLimit {
            // Each walk can cost the rows the vertex reaches: past the limit the walks would
            // make one explanation quadratic (every gap of a long chain at its preferred total
            // reaches its end's bound). The explanation says so.
            return (rates, candidates.count)
        }
        for index in candidates.sorted() {
            guard let entry = entries[index] else { continue }
            let up = engine.oneSidedRates(marker: entry.marker, kappa: entry.markerCoefficient, direction: 1)
            let down = engine.oneSidedRates(marker: entry.marker, kappa: entry.markerCoefficient, direction: -1)
            rates[index] = (up.map { $0[s] ?? 0 }, down.map { $0[s] ?? 0 })
        }
        return (rates, 0)
    }

    /// The sources of an explanation, in the order their constraints were added: each
    /// constraint with a formula weight (`weights`) or one-sided rates (`rates`; a rate within
    /// rounding of the weight is the weight), leaving out those that move the value at all
    /// three by 0.
    private func sources(
        weights: [EntryIndex: Double], rates: [EntryIndex: (increase: Double?, decrease: Double?)]
    ) -> [VariableExplanation.Source] {
        var sources: [(sequence: UInt64, source: VariableExplanation.Source)] = []
        for index in Set(weights.keys).union(rates.keys) {
            guard let entry = entries[index] else { continue }
            let formula = weights[index] ?? 0
            let (increase, decrease) = rates[index] ?? (Optional(formula), Optional(formula))
            let tolerance = 1e-9 * max(1, abs(formula))
            let up = increase.map { abs($0 - formula) <= tolerance ? formula : $0 }
            let down = decrease.map { abs($0 - formula) <= tolerance ? formula : $0 }
            if formula == 0 && (up ?? 0) == 0 && (down ?? 0) == 0 { continue }
            sources.append(
                (
                    entry.sequence,
                    .init(
                        constraint: entry.constraint, editVariable: editVariable(of: index),
                        constant: entry.constant, formulaWeight: formula, increaseRate: up, decreaseRate: down)
                ))
        }
        sources.sort { $0.sequence < $1.sequence }
        return sources.map(\.source)
    }

    /// The most constraints whose one-sided rates ``explain(_:)`` walks at a degenerate vertex
    /// (see ``VariableExplanation/unwalkedDegenerateConstants``).
    public static let oneSidedWalkLimit = 64

    /// The constraints that mention `variable` and hold with no slack whose constants do not
    /// move it — those ``explain(_:)`` leaves out although a reader would look for them — each
    /// with why (``UnlistedConstraint/Reason``), in the order they were added: the tight
    /// inequalities (required, or optional and met), and the equalities that are redundant (an
    /// equality that ties the variable to others and moves them is not listed: that is what it
    /// is for).
    ///
    /// - Complexity: one pass over the constraints' terms to find those that mention the
    ///   variable; for each that holds with no slack and is not a source, the walks of
    ///   ``explain(_:)``'s one-sided rates, both ways, on one copy of the engine.
    ///
    /// - Parameter explanation: `explain(variable)`, when the caller has it already.
    public func unlistedConstraints(of variable: Variable, given explanation: VariableExplanation? = nil)
        -> [UnlistedConstraint]
    {
        guard let s = symbolOf[variable.id] else { return [] }
        let explanation = explanation ?? explain(variable)
        let listed = Set(explanation.sources.map { ObjectIdentifier($0.constraint) })
        var held: [(index: EntryIndex, entry: Entry)] = []
        for index in entryIndices {
            guard let entry = entries[index], !listed.contains(ObjectIdentifier(entry.constraint)),
                entry.constraint.withTerms({ $0.contains { $0.variable.id == variable.id } }),
                holdsWithNoSlack(entry)
            else { continue }
            held.append((index, entry))
        }
        guard !held.isEmpty else { return [] }
        held.sort { $0.entry.sequence < $1.entry.sequence }
        var result: [UnlistedConstraint] = []
        let moved = unlistedMoves(of: s, among: held)
        var variableOf: [Symbol: Variable] = [:]
        if moved.contains(where: { !$0.symbols.isEmpty }) {
            for (v, b) in zip(heldVariables, variableSymbols) where b != .none { variableOf[b] = v }
        }
        for (index, symbols, blocked) in moved {
            let entry = entries[index]!
            let reason: UnlistedConstraint.Reason
            if blocked == 2 || (blocked == 1 && symbols.isEmpty) {
                reason = .redundant
            } else if symbols.isEmpty {
                reason = .absorbed
            } else {
                let others = symbols.compactMap { variableOf[$0] }
                reason = .movesOthers(others.sorted { symbolOf[$0.id]! < symbolOf[$1.id]! })
            }
            result.append(
                .init(
                    constraint: entry.constraint, editVariable: editVariable(of: index), constant: entry.constant,
                    reason: reason))
        }
        return result
    }

    /// Of the constraints `held` (holding with no slack, not sources of `s`'s explanation),
    /// those a reader would look for: each whose constant moves neither way without moving
    /// `s` — the inequalities, and the equalities that are redundant — with the variables its
    /// one-sided walks move (`symbols`) and the number of ways it cannot move at all
    /// (`blocked`), walked on one copy of the engine.
    private func unlistedMoves(
        of s: Symbol, among held: [(index: EntryIndex, entry: Entry)]
    ) -> [(index: EntryIndex, symbols: Set<Symbol>, blocked: Int)] {
        var engine = simplex.uniqueCopy()
        engine.journal.isOn = false
        var moved: [(index: EntryIndex, symbols: Set<Symbol>, blocked: Int)] = []
        for (index, entry) in held {
            var symbols: Set<Symbol> = []
            var blocked = 0, movesValue = false
            for direction in [1.0, -1.0] {
                guard
                    let rates = engine.oneSidedRates(
                        marker: entry.marker, kappa: entry.markerCoefficient, direction: direction)
                else {
                    blocked += 1
                    continue
                }
                let tolerance = 1e-9
                if abs(rates[s] ?? 0) > tolerance { movesValue = true }
                for (b, r) in rates where simplex.symbols.kinds[b] == .external && abs(r) > tolerance {
                    symbols.insert(b)
                }
            }
            // An equality that ties the variable to others moves them, not it, by design: only
            // a redundant one is worth a reader's note.
            let redundant = blocked == 2 || (blocked == 1 && symbols.isEmpty)
            if !movesValue && (slackOf(entry) != nil || redundant) { moved.append((index, symbols, blocked)) }
        }
        return moved
    }

    /// Whether `entry` holds with no slack: a required equality, a tight inequality, a
    /// preference with no error and (for an inequality) no slack — as ``explainSolution()``
    /// judges them.
    func holdsWithNoSlack(_ entry: Entry) -> Bool {
        for e in errorSymbols(marker: entry.marker, other: entry.other) where e != .none {
            if simplex.value(of: e) > ExplanationTolerance.zero(entry.constant) { return false }
        }
        return slackOf(entry)?.tight ?? true
    }

    /// An inequality's slack (0 when tight) and whether it is tight, up to the rounding of its
    /// row; nil for an equality.
    func slackOf(_ entry: Entry) -> (slack: Double, tight: Bool)? {
        guard simplex.symbols.kinds[entry.marker] == .slack else { return nil }
        let slack = max(0, simplex.value(of: entry.marker))
        let r = simplex.symbols.rowOf[entry.marker]
        let tight = r == .none || slack <= max(epsilon, relativeEpsilon * simplex.rowMagnitude(r))
        return (tight ? 0 : slack, tight)
    }

    /// `s`'s dependence on the constants (see `Simplex.dependence(of:cycleAt:)`), read from the
    /// engine as it is; when the rows it reaches mention each other in a cycle, which a search
    /// must eliminate first — `s`'s own rows, or a basic dummy's that may hold a variable `s`
    /// depends on — from a copy whose searches for those symbols' tableau rows did that.
    func dependence(of s: Symbol) -> Simplex.SymbolVector? {
        var cycleAt = Symbol.none
        if let g = simplex.dependence(of: s, cycleAt: &cycleAt) { return g }
        var engine = simplex.uniqueCopy()
        engine.journal.isOn = false
        // Each search eliminates the cycles it meets, so each symbol is searched once at most.
        var searched: Set<Symbol> = []
        while cycleAt != .none && engine.symbols.rowOf[cycleAt] != .none && searched.insert(cycleAt).inserted {
            _ = engine.tableauRow(of: cycleAt)
            cycleAt = .none
            if let g = engine.dependence(of: s, cycleAt: &cycleAt) { return g }
        }
        return nil
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
        engine.journal.isOn = false
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
        let statuses = constraintStatuses()
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
        return SolutionExplanation(constraints: statuses, levels: levels, ambiguous: ambiguousVariables())
    }

    /// Every constraint's status — its slack, its error, whether it is tight — in the order
    /// the constraints were added.
    private func constraintStatuses() -> [SolutionExplanation.ConstraintStatus] {
        let editOf = editVariablesByEntry()
        var listed: [(index: EntryIndex, entry: Entry)] = []
        for i in entryIndices { if let e = entries[i] { listed.append((i, e)) } }
        listed.sort { $0.entry.sequence < $1.entry.sequence }
        var statuses: [SolutionExplanation.ConstraintStatus] = []
        for (index, entry) in listed {
            let slack = slackOf(entry)?.slack ?? 0
            var tight = slackOf(entry)?.tight ?? false
            var error = 0.0
            for e in errorSymbols(marker: entry.marker, other: entry.other) where e != .none {
                error += max(0, simplex.value(of: e))
            }
            if error > ExplanationTolerance.zero(entry.constant) { tight = false } else { error = 0 }
            statuses.append(
                .init(
                    constraint: entry.constraint, editVariable: editOf[index], constant: entry.constant,
                    strength: entry.strength, slack: slack, error: error, isTight: tight))
        }
        return statuses
    }

    /// The variables whose value the optimum leaves free to move, each with its range.
    private func ambiguousVariables() -> [SolutionExplanation.AmbiguousVariable] {
        var ambiguous: [SolutionExplanation.AmbiguousVariable] = []
        var engine = simplex.uniqueCopy()
        engine.journal.isOn = false
        // Only a variable whose rows reach a symbol that may move can move (one pass over the
        // rows); of those, the tableau row says which do, and the ranges are searched on the
        // one copy, each search rolled back.
        let reaches = simplex.rowsReachingCostFreeSymbols()
        for (variable, s) in zip(heldVariables, variableSymbols) where s != .none {
            if let reaches {
                let r = simplex.symbols.rowOf[s]
                let candidate =
                    r == .none ? simplex.symbols.kinds[s] != .dummy && simplex.isCostFree(s) : reaches[Int(r.id)]
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
        return ambiguous
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
        guard let entry = entries[index], entry.constraint.termCount == 1,
            let term = entry.constraint.withTerms(\.first), edits[term.variable.id] == index
        else { return nil }
        return term.variable
    }
}
