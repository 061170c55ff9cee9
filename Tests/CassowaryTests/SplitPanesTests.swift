import Testing
import TestSupport
@testable import Cassowary

/// Nested split panes (the shape of `layout-lab generate splitpanes`) swept across their panes'
/// minimums: at every width the solver's errors are the independent reference's optimum.
@Suite("Split panes swept across their minimums")
struct SplitPanesTests {
    /// Nested split panes over `panes` leaves (a heap-ordered complete binary tree): node `k`
    /// has position `p<k>` (variable `k`) and extent `s<k>` (variable `nodes + k`); `width`
    /// (the last variable) is the root's extent. Each split's first child wishes
    /// `tenths/10 × (s<k> − 4)` (strong for the top three splits, medium below), a 4-point
    /// divider separates the children, and each pane has a required minimum of 40 to 120.
    private static func splitPanes(_ panes: Int) -> (system: RefSystem, constraints: [RefConstraint], width: Int) {
        let nodes = 2 * panes - 1, width = 2 * nodes
        let system = RefSystem(count: width + 1)
        func row(_ terms: [(Int, Double)]) -> [Double] {
            var coefficients = [Double](repeating: 0, count: width + 1)
            for (i, c) in terms { coefficients[i] += c }
            return coefficients
        }
        func p(_ k: Int) -> Int { k }
        func s(_ k: Int) -> Int { nodes + k }
        var constraints = [
            RefConstraint(coefficients: row([(p(0), 1)]), constant: 0, relation: .equal),
            RefConstraint(coefficients: row([(s(0), 1), (width, -1)]), constant: 0, relation: .equal),
        ]
        for k in 0..<panes - 1 {
            let (a, b) = (2 * k + 1, 2 * k + 2)
            let r = Double(3 + (k * 3) % 5) / 10
            constraints.append(
                RefConstraint(coefficients: row([(p(a), 1), (p(k), -1)]), constant: 0, relation: .equal))
            constraints.append(
                RefConstraint(coefficients: row([(s(a), 1), (s(b), 1), (s(k), -1)]), constant: 4, relation: .equal))
            constraints.append(
                RefConstraint(
                    coefficients: row([(p(b), 1), (p(a), -1), (s(a), -1)]), constant: -4, relation: .equal))
            let (level, weight) = k < 3 ? (750.0, 0.5) : (500.0, 1 + Double(k) / Double(panes))
            constraints.append(
                RefConstraint(
                    coefficients: row([(s(a), 1), (s(k), -r)]), constant: 4 * r, relation: .equal, level: level,
                    weight: weight))
        }
        for k in panes - 1..<nodes {
            let minimum = [40.0, 60, 80, 100, 120][(k * 7) % 5]
            constraints.append(
                RefConstraint(coefficients: row([(s(k), 1)]), constant: -minimum, relation: .greaterThanOrEqual))
        }
        return (system, constraints, width)
    }

    @Test("a tree of 16 panes swept from twice its minimum total to below it and back: each level's error is optimal")
    func splitPanesSweep() throws {
        let panes = 16
        let (system, constraints, widthIndex) = Self.splitPanes(panes)
        var solver = Solver()
        let width = system.variables[widthIndex]
        try solver.addEditVariable(width, strength: .strong)
        try solver.suggestValue(2000, for: width)
        try solver.add(constraints.map(system.constraint))
        // Every pane's minimum: 16 panes, 15 dividers of 4.
        let minimumTotal = (panes - 1..<2 * panes - 1).reduce(0.0) { $0 + [40.0, 60, 80, 100, 120][($1 * 7) % 5] } + 60
        var widths: [Double] = []
        for step in 0...24 { widths.append(2 * minimumTotal - Double(step) * 0.05 * minimumTotal) }
        widths += widths.reversed()
        for value in widths {
            try solver.suggestValue(value, for: width)
            solver.updateVariables()
            let point = system.values(solver)
            for c in constraints where c.isRequired {
                #expect(c.violation(at: point) <= 1e-6, "a required constraint broken at width \(value)")
            }
            let all = constraints + [system.edit(widthIndex, value: value, strength: .strong)]
            let reference = ReferenceLP.solve(variableCount: system.variables.count, all)
            #expect(reference.feasible)
            let expected = reference.levelErrors
            let found = levelErrors(of: all, at: point)
            #expect(sameErrors(found, expected), "width \(value): \(describe(found)) against \(describe(expected))")
        }
        #expect(solver.statistics.freshSolves == 0)
        solver.checkInvariants()
    }

    /// The first step of `layout-lab generate splitpanes`' sweep, at 512 panes: from twice the
    /// minimums to below them, where every pane stops at its minimum and the width's strong
    /// wish gives way. The reduced costs' record of magnitudes compounds down the tree (each
    /// pivot divides the entering cost's record by a proportion of 0.3 to 0.7) while the costs
    /// stay a few units; counted as numerical trouble, it sent this step to the fresh solve.
    @Test("512 panes pushed below their minimums: every pane at its minimum, no fresh solve")
    func belowTheMinimumsWithoutAFreshSolve() throws {
        let panes = 512
        let (system, constraints, widthIndex) = Self.splitPanes(panes)
        var solver = Solver()
        let width = system.variables[widthIndex]
        try solver.addEditVariable(width, strength: .strong)
        let minimums = (panes - 1..<2 * panes - 1).map { [40.0, 60, 80, 100, 120][($0 * 7) % 5] }
        let minimumTotal = minimums.reduce(0, +) + 4 * Double(panes - 1)
        try solver.suggestValue(2 * minimumTotal, for: width)
        try solver.add(constraints.map(system.constraint))
        try solver.suggestValue(0.9 * minimumTotal, for: width)
        solver.updateVariables()
        let point = system.values(solver)
        for (i, minimum) in minimums.enumerated() {
            let extent = point[2 * panes - 1 + panes - 1 + i]
            #expect(abs(extent - minimum) <= 1e-6 * minimumTotal, "pane \(i): \(extent), minimum \(minimum)")
        }
        #expect(abs(point[widthIndex] - minimumTotal) <= 1e-9 * minimumTotal)
        #expect(solver.statistics.freshSolves == 0)
    }
}
