import ConstraintScript

/// The chain workload: a row of compressible items that must fit a width.
///
/// Items `i = 0 … n-1` have a position `x<i>` and a width `w<i>`; `width` is the row's width,
/// an edit variable at `strong`.
///
/// - Required: `x0 >= 0`; `x<i> >= x<i-1> + w<i-1> + 8` (i > 0); `w<i> >= minimum(i)`;
///   `x<n-1> + w<n-1> <= width`.
/// - `w<i> == preferred(i) @medium*weight(i)` with `weight(i) = 1 + i/n`: every item wants its
///   preferred width, the first items the least.
/// - `x<i> == 0 @weak*0.01`: every item is pulled to the left edge. The weight keeps kiwi, which
///   folds the levels into one number (`weak` 1, `medium` 1000), ranking the pulls below the
///   width wishes for up to 100 000 items, as the strict hierarchy does.
///
/// While `width` is at least ``preferredTotal`` every item has its preferred width and sits at
/// the left end of its gap. Below it, the items give way one after another in order of
/// weight (item 0 first), each down to its minimum. ``sweep`` goes from 300 below the preferred
/// total to 100 above it, so several minimums become active and inactive again.
public struct ChainWorkload: Sendable {
    /// The number of items.
    package var items: Int

    /// A row of `items` items.
    public init(items: Int) {
        self.items = items
    }

    /// The preferred width of item `i`: 60 to 140.
    package static func preferred(_ i: Int) -> Double { Double(60 + (i * 37) % 81) }
    /// The minimum width of item `i`: 24 to 40.
    package static func minimum(_ i: Int) -> Double { Double(24 + (i * 11) % 17) }
    /// The weight of item `i`'s preferred-width wish among `items` items: `1 + i/items`.
    package static func weight(_ i: Int, of items: Int) -> Double { 1 + Double(i) / Double(items) }

    /// The row's width when every item has its preferred width: the widths plus the 8-point gaps.
    package var preferredTotal: Double {
        (0..<items).reduce(0.0) { $0 + Self.preferred($1) } + 8 * Double(items - 1)
    }

    /// The sweep of `width`: from `preferredTotal - 300` to `preferredTotal + 100`, step 2.
    package var sweep: (from: Double, to: Double, step: Double) { (preferredTotal - 300, preferredTotal + 100, 2) }

    /// The constraint statements in order, one per line.
    package func constraints() -> [String] {
        var lines = ["x0 >= 0"]
        for i in 0..<items {
            if i > 0 { lines.append("x\(i) >= x\(i - 1) + w\(i - 1) + 8") }
            lines.append("x\(i) == 0 @weak*0.01")
            lines.append("w\(i) >= \(scriptNumber(Self.minimum(i)))")
            lines.append("w\(i) == \(scriptNumber(Self.preferred(i))) @medium*\(Self.weight(i, of: items))")
        }
        lines.append("x\(items - 1) + w\(items - 1) <= width")
        return lines
    }

    /// The whole script: a header comment (with the `bench` options that sweep it),
    /// `edit width @strong`, `suggest width` at the preferred total (so the build solves the row at the width
    /// it prefers, every wish met; the sweep's first step then jumps to its start) and the constraints.
    public func script() -> String {
        let sweep = self.sweep
        var text = """
            # chain(\(items)): \(items) compressible items in a row that must fit width; preferred total \(scriptNumber(preferredTotal)).
            # bench: --sweep width \(scriptNumber(sweep.from)) \(scriptNumber(sweep.to)) \(scriptNumber(sweep.step))
            edit width @strong
            suggest width \(scriptNumber(preferredTotal))

            """
        for line in constraints() { text += line + "\n" }
        return text
    }
}
