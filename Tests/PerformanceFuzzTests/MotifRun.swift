import Cassowary
import ConstraintScript
import ScriptWorkloads
import TestSupport
import Testing

/// The order a motif system's constraints are added in.
enum AddOrder: String, CaseIterable, Sendable {
    /// As the motif states them: the frame, then each element's.
    case stated
    /// A seeded random permutation.
    case shuffled
    /// Last first.
    case reversed
}

/// How the constraints are added.
enum AddMode: String, CaseIterable, Sendable {
    /// All in one `Solver.add(_:)` of a sequence.
    case batch
    /// Each on its own.
    case single
}

/// What the solver's counters measured for one run of a motif system: the growth of each
/// counter over each operation (see ``MotifRun/run()``), named `operation counter`.
typealias WorkMeasures = [(operation: String, counter: String, work: Int)]

/// One run of a motif system: built in an order and a mode, `width` swept over its range, then
/// an element in the middle of the layout removed and added back; every required constraint
/// checked after each operation, and the values the motif knows in closed form checked after
/// the sweep and after the element is back.
struct MotifRun {
    var workload: MotifWorkload
    var order: AddOrder
    var mode: AddMode
    /// Steps of the sweep from its start to its end.
    var sweepSteps: Int

    /// Runs it and returns the work of each operation:
    /// - `build`: pivots, rows visited, substitutions, and the cells of the built tableau;
    /// - `sweep`: the same counters over all the sweep's steps (their number does not change
    ///   with the size, so this is the mean step's work times a constant), the cells after it,
    ///   and the rows visited by its worst step after the first (which leaves the built state);
    /// - `remove/add`: the counters over removing the middle element's constraints one at a
    ///   time and adding them back (in the run's mode).
    func run() throws -> WorkMeasures {
        let system = workload.system()
        let lines = system.constraintLines
        let runner = ScriptRunner(script: try Script.parse(lines.joined(separator: "\n"), fileName: "motif.cass"))
        let constraints = lines.indices.map { runner.constraint(ofStatement: $0)! }
        let width = try #require(runner.variable(named: "width"))
        var measures: WorkMeasures = []
        var s = Solver()
        try s.addEditVariable(width, strength: .strong)
        try s.suggestValue(system.start, for: width)

        var generator = SplitMix64(seed: workload.seed &* 31 &+ UInt64(order.seedOffset))
        var added = constraints
        switch order {
        case .stated: break
        case .shuffled: added.shuffle(using: &generator)
        case .reversed: added.reverse()
        }
        var before = s.statistics
        try add(added, to: &s)
        var after = s.statistics
        measures += Self.counters("build", before, after) + [("build", "cells", after.cells)]
        expectRequiredHold(constraints, in: s, "after the build")

        before = s.statistics
        var worst = 0
        for k in 0...sweepSteps {
            let value = system.sweep.from + (system.sweep.to - system.sweep.from) * Double(k) / Double(sweepSteps)
            let stepBefore = Self.rowsVisited(s.statistics)
            try s.suggestValue(value, for: width)
            if k > 0 { worst = max(worst, Self.rowsVisited(s.statistics) - stepBefore) }
            expectRequiredHold(constraints, in: s, "at width \(value)")
        }
        after = s.statistics
        measures +=
            Self.counters("sweep", before, after) + [
                ("sweep", "cells", after.cells), ("sweep", "worstStepRowsVisited", worst),
            ]
        try expectClosedForms(system, runner, width, in: &s, "after the sweep")

        let middle = system.lineRange(ofElement: system.elements.count / 2).map { constraints[$0] }
        try s.suggestValue(system.start, for: width)
        before = s.statistics
        for c in middle { try s.remove(c) }
        expectRequiredHold(constraints.filter { s.contains($0) }, in: s, "without the middle element")
        try add(middle, to: &s)
        after = s.statistics
        measures += Self.counters("remove/add", before, after)
        expectRequiredHold(constraints, in: s, "with the middle element back")
        try expectClosedForms(system, runner, width, in: &s, "with the middle element back")
        return measures
    }

    private func add(_ constraints: [Constraint], to s: inout Solver) throws {
        switch mode {
        case .batch: try s.add(constraints)
        case .single: for c in constraints { try s.add(c) }
        }
    }

    /// The rows the solver worked through: its engine's searches and its fresh solves (which
    /// a numerical trouble calls for, and which cost far more than the searches they replace:
    /// left out, an operation that ends in a fresh solve looks cheap).
    private static func rowsVisited(_ statistics: SolverStatistics) -> Int {
        statistics.rowsVisited + statistics.freshSolveRows
    }

    /// The growth of the work counters from `before` to `after`.
    private static func counters(_ operation: String, _ before: SolverStatistics, _ after: SolverStatistics)
        -> WorkMeasures
    {
        [
            (operation, "pivots", after.pivots - before.pivots),
            (operation, "rowsVisited", rowsVisited(after) - rowsVisited(before)),
            (operation, "substitutions", after.substitutions - before.substitutions),
        ]
    }

    /// Every required constraint of `constraints` holds (within rounding relative to its terms).
    private func expectRequiredHold(_ constraints: [Constraint], in s: Solver, _ when: String) {
        for c in constraints where c.strength.isRequired {
            var value = c.expression.constant, scale = abs(value)
            for term in c.expression.terms {
                value += term.coefficient * s.value(of: term.variable)
                scale = max(scale, abs(term.coefficient * s.value(of: term.variable)))
            }
            let tolerance = 1e-7 * (1 + scale)
            let holds =
                switch c.relation {
                case .equal: abs(value) <= tolerance
                case .lessThanOrEqual: value <= tolerance
                case .greaterThanOrEqual: value >= -tolerance
                }
            if !holds {
                Issue.record(
                    "\(workload.motif.rawValue)(\(workload.size)) \(order) \(mode) \(when): \(c) is off by \(value)")
                return
            }
        }
    }

    /// At each width where the motif knows values in closed form, the solver has them.
    private func expectClosedForms(
        _ system: MotifSystem, _ runner: ScriptRunner, _ width: Variable, in s: inout Solver, _ when: String
    ) throws {
        for (value, expected) in system.expectations {
            try s.suggestValue(value, for: width)
            for (name, wanted) in expected {
                let v = try #require(runner.variable(named: name))
                let got = s.value(of: v)
                if abs(got - wanted) > 1e-6 * (1 + abs(wanted)) {
                    Issue.record(
                        "\(workload.motif.rawValue)(\(workload.size)) \(order) \(mode) \(when), width \(value): \(name) = \(got), not \(wanted)"
                    )
                    return
                }
            }
        }
    }
}

extension AddOrder {
    /// A number of its own, mixed into the shuffle's seed.
    var seedOffset: Int { Self.allCases.firstIndex(of: self)! }
}
