import ConstraintScript

/// The split-panes workload: nested split views, a complete binary tree of splits whose
/// leaves are panes with a minimum size.
///
/// Nodes are numbered as in a heap: node `k`'s children are `2k+1` and `2k+2`; with `n` leaves
/// the splits are nodes `0 … n-2` and the panes nodes `n-1 … 2n-2`. Each node has a position
/// `p<k>` and an extent `s<k>`; `width` is the root's extent, an edit variable at `strong`.
///
/// - Required: `p0 == 0`; `s0 == width`; for a split `k` with children `a` and `b`:
///   `p<a> == p<k>`, `s<a> + 4 + s<b> == s<k>` (a 4-point divider) and
///   `p<b> == p<a> + s<a> + 4`; for a pane: `s<k> >= minimum(k)`.
/// - `s<a> == tenths(k)/10 × (s<k> - 4)`: each split's first child wants its share of the
///   split, `strong*0.5` for the root and its children, `medium*(1 + k/n)` below them.
///
/// Panes reach their minimums as the width shrinks, each moving the shares of the splits above
/// it: ``sweep`` goes from a tenth below ``minimumTotal`` (where every pane is at its minimum
/// and the width cannot be met) to three times it, in about 300 steps.
public struct SplitPanesWorkload: Sendable {
    /// The number of panes (leaves).
    package var panes: Int

    /// A tree of splits with `panes` panes.
    public init(panes: Int) {
        self.panes = panes
    }

    /// The minimum extent of pane (node) `k`: 40 to 120.
    package static func minimum(_ k: Int) -> Double { [40, 60, 80, 100, 120][(k * 7) % 5] }

    /// The share split `k` wishes its first child to have, in tenths: 3 to 7.
    package static func tenths(_ k: Int) -> Int { 3 + (k * 3) % 5 }

    /// The strength of split `k`'s wish: `strong*0.5` for the three splits at the top, then
    /// `medium*(1 + k/panes)`.
    package func strength(_ k: Int) -> String {
        k < 3 ? "strong*0.5" : "medium*\(1 + Double(k) / Double(panes))"
    }

    /// The root's extent with every pane at its minimum: the minimums and the dividers.
    package var minimumTotal: Double {
        (panes - 1..<2 * panes - 1).reduce(0.0) { $0 + Self.minimum($1) } + 4 * Double(panes - 1)
    }

    /// The sweep of `width`: from `0.9 × minimumTotal` to `3 × minimumTotal`, step
    /// `0.007 × minimumTotal` (whole numbers, the step at least 1).
    package var sweep: (from: Double, to: Double, step: Double) {
        let total = minimumTotal
        return ((0.9 * total).rounded(.down), 3 * total, max(1, (0.007 * total).rounded(.down)))
    }

    /// The constraint statements in order, one per line.
    package func constraints() -> [String] {
        var lines = ["p0 == 0", "s0 == width"]
        for k in 0..<panes - 1 {
            let (a, b) = (2 * k + 1, 2 * k + 2)
            // r × s<k> − 4r, each number divided by 10 once (0.3 × 4 would print as 1.2000000000000002).
            let t = Self.tenths(k)
            let share = scriptNumber(Double(t) / 10), divider = scriptNumber(Double(4 * t) / 10)
            lines.append("p\(a) == p\(k)")
            lines.append("s\(a) + 4 + s\(b) == s\(k)")
            lines.append("p\(b) == p\(a) + s\(a) + 4")
            lines.append("s\(a) == \(share) * s\(k) - \(divider) @\(strength(k))")
        }
        for k in panes - 1..<2 * panes - 1 { lines.append("s\(k) >= \(scriptNumber(Self.minimum(k)))") }
        return lines
    }

    /// The whole script: a header comment (with the `bench` options that sweep it),
    /// `edit width @strong`, `suggest width` at twice ``minimumTotal`` and the constraints.
    public func script() -> String {
        let sweep = self.sweep
        var text = """
            # splitpanes(\(panes)): a tree of splits over \(panes) panes; every pane at its minimum at \(scriptNumber(minimumTotal)).
            # bench: --sweep width \(scriptNumber(sweep.from)) \(scriptNumber(sweep.to)) \(scriptNumber(sweep.step))
            edit width @strong
            suggest width \(scriptNumber(2 * minimumTotal))

            """
        for line in constraints() { text += line + "\n" }
        return text
    }
}
