import Testing
import TestSupport
@testable import Cassowary

/// Guards against fill-in: on a long chain the tableau must stay sparse, so that building and
/// re-solving a layout takes near-linear time (kiwi's rows fill in until each holds every
/// error symbol, which makes a 4096-cell grid take 44 s).
///
/// What a sparse tableau needs: every position in a chain `x[i] == x[i−1] + w + 8` (or `>=`,
/// tight at the optimum) is an affine function of the width `w`, so apart from constraint
/// markers each row needs its constant and the symbols `w` is expressed in — the error symbols
/// of its edit and preference, at most three. Markers are another matter: in any solved form
/// whose rows carry the markers of required constraints, the row of `x[i]` must hold the
/// markers of all of `x[1…i]` (it depends on each of those constraints' constants), so total
/// cells grow as n²/2 — unless the markers are kept out of the rows (the solver does this for
/// required equalities that introduce a variable). The tests bound the cells that are not
/// markers on both chains, and all cells on the equality chain; the bound for all cells on a
/// tight inequality chain is stated but disabled: there every slack is parametric at the
/// optimum and x[i] depends on the first i of them.
@Suite("Fill-in")
struct FillInTests {
    /// Cells of live rows whose symbol is neither a dummy nor a slack (the markers).
    static func nonMarkerCells(_ s: Solver) -> (total: Int, longest: Int) {
        var total = 0, longest = 0
        for r in s.simplex.rows.all where s.simplex.rows.basic[r] != .none {
            var count = 0
            for term in s.simplex.rows.terms[r] {
                let kind = s.simplex.symbols.kinds[term.symbol]
                if kind != .dummy && kind != .slack { count += 1 }
            }
            total += count
            longest = max(longest, count)
        }
        return (total, longest)
    }

    /// `x[0] >= 0`, `w == 10 @medium`, `x[i] >= x[i−1] + w + 8` and `x[i] == 0 @weak`.
    static func inequalityChain(_ n: Int) throws -> (Solver, Variable, [Variable]) {
        let w = Variable("w")
        let xs = (0...n).map { Variable("x\($0)") }
        var s = Solver()
        try s.add(xs[0] >= 0)
        try s.add(w == 10 ~ .medium)
        for i in 1...n {
            try s.add(xs[i] >= xs[i - 1] + w + 8)
            try s.add(xs[i] == 0 ~ .weak)
        }
        return (s, w, xs)
    }

    /// `x[0] == 0`, `w == 10 @weak`, `x[i] == x[i−1] + w + 8`.
    static func equalityChain(_ n: Int) throws -> (Solver, Variable, [Variable]) {
        let w = Variable("w")
        let xs = (0...n).map { Variable("x\($0)") }
        var s = Solver()
        try s.add(xs[0] == 0)
        try s.add(w == 10 ~ .weak)
        for i in 1...n { try s.add(xs[i] == xs[i - 1] + w + 8) }
        return (s, w, xs)
    }

    @Test("a tight inequality chain: no error symbol spreads through the rows, through edits")
    func inequalityChainErrorsStayLocal() throws {
        let n = 80
        var (s, w, xs) = try Self.inequalityChain(n)
        expectClose(s.value(of: xs[n]), Double(n) * 18, within: .absolute(1e-6))
        #expect(tableauCells(s) == s.statistics.cells)
        try s.addEditVariable(w, strength: .strong)
        for width in [20.0, 5, 40, 0, 13] {
            try s.suggestValue(width, for: w)
            expectClose(s.value(of: xs[n]), Double(n) * (width + 8), within: .absolute(1e-6))
            let cells = Self.nonMarkerCells(s)
            #expect(cells.total <= 4 * (2 * n + 3), "width \(width): \(cells)")
            #expect(cells.longest <= 4, "width \(width): \(cells)")
        }
    }

    @Test("an equality chain: no error symbol spreads through the rows, through edits")
    func equalityChainErrorsStayLocal() throws {
        let n = 120
        var (s, w, xs) = try Self.equalityChain(n)
        try s.addEditVariable(w, strength: .strong)
        for width in [20.0, 5, 40] {
            try s.suggestValue(width, for: w)
            expectClose(s.value(of: xs[n]), Double(n) * (width + 8), within: .absolute(1e-6))
            let cells = Self.nonMarkerCells(s)
            #expect(cells.total <= 4 * (n + 3), "\(cells)")
            #expect(cells.longest <= 4, "\(cells)")
        }
    }

    @Test("an equality chain of 500 keeps a linear number of cells, markers included")
    func equalityChainTotalCells() throws {
        let n = 500
        var (s, w, xs) = try Self.equalityChain(n)
        try s.addEditVariable(w, strength: .strong)
        for width in [20.0, 3] {
            try s.suggestValue(width, for: w)
            expectClose(s.value(of: xs[n]), Double(n) * (width + 8), within: .absolute(1e-6))
            // A sparse tableau: per row its constant, w's symbols (at most 3), its own marker
            // and its neighbour's: at most 6 cells.
            #expect(tableauCells(s) == s.statistics.cells)
            #expect(tableauCells(s) <= 6 * (n + 3), "\(s.statistics)")
            #expect(longestRow(s) <= 6, "\(s.statistics)")
        }
    }

    @Test(
        "a tight inequality chain of 500 keeps a linear number of cells, slack markers included",
        .disabled(
            "known limit: at the optimum every chain slack is parametric and x[i]'s row holds the slacks of x[1…i] (254 006 cells at n = 500, 84 s in debug); a linear bound needs slack columns kept out of the rows, as implicit markers do for equalities"
        ))
    func inequalityChainTotalCells() throws {
        let n = 500
        var (s, w, _) = try Self.inequalityChain(n)
        try s.addEditVariable(w, strength: .strong)
        try s.suggestValue(20, for: w)
        #expect(tableauCells(s) <= 8 * (2 * n + 3), "\(s.statistics)")
        #expect(longestRow(s) <= 8, "\(s.statistics)")
    }

    /// Cards stacked in one column, each as tall as it needs at least and pulled to 0 tall
    /// (`layout-lab scene two-column-grid --set columns=1`, reduced to what triggers it): a
    /// card's image is a multiple of the shared width, its label sits 8 below the image, the
    /// card reaches 8 below the label, and each card starts 8 below the one above.
    static func stackedCards(_ n: Int) -> [Constraint] {
        let width = Variable("width"), container = Variable("container")
        var constraints = [width == container - 32 ~ Strength(999)]
        var previous: (top: Variable, height: Variable)?
        for i in 0..<n {
            let w = Variable("w\(i)"), image = Variable("image\(i)"), label = Variable("label\(i)")
            let top = Variable("top\(i)"), height = Variable("height\(i)")
            let ratio = [0.75, 1, 4.0 / 3, 0.5625, 2.0 / 3][i % 5]
            constraints.append(w == width)
            constraints.append(image == ratio * w)
            constraints.append(label == top + image + 8)
            constraints.append(top + height >= label + 8)
            if let previous {
                constraints.append(top == previous.top + previous.height + 8)
            } else {
                constraints.append(top == 0)
            }
            constraints.append(height == 0 ~ Strength(50))
            previous = (top, height)
        }
        return constraints
    }

    /// Until the rows were written again from the constraints once they filled in, and cycles
    /// eliminated toward a triangular form rather than by Gauss–Jordan, the cells grew
    /// 7 883 → 31 410 and the rows rewritten 1 062 → 6 569 from 40 to 80 cards.
    @Test("cards stacked in one column: cells and rows rewritten grow linearly with the cards")
    func stackedCardsGrowLinearly() throws {
        var small = Solver(), large = Solver()
        try small.add(Self.stackedCards(40))
        try large.add(Self.stackedCards(80))
        let a = small.statistics, b = large.statistics
        #expect(Double(b.cells) <= 2.3 * Double(a.cells), "\(a) -> \(b)")
        #expect(Double(b.substitutions) <= 2.3 * Double(max(a.substitutions, 1)), "\(a) -> \(b)")
    }
}
