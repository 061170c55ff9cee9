import ConstraintScript

/// The flex workload: a row of items, each between a lower and an upper bound, that exactly
/// fills a width, like a flexbox line whose items grow and shrink.
///
/// Items `i = 0 … n-1` have a position `x<i>` and a width `w<i>`; `width` is the row's width,
/// an edit variable at `strong`.
///
/// - Required: `x0 == 0`; `x<i> == x<i-1> + w<i-1> + 8` (i > 0);
///   `w<i> >= lower(i)`; `w<i> <= upper(i)`; `x<n-1> + w<n-1> == width`.
/// - `w<i> == preferred(i) @medium*weight(i)`: every item wants its preferred width, with
///   pairwise distinct weights spread over the row (``weight(_:of:)``).
///
/// At ``preferredTotal`` every item has its preferred width. Away from it, the item with the
/// smallest weight absorbs the whole difference until it reaches a bound, then the next
/// smallest, and so on: ``sweep`` goes 300 points either side, so bounds become active one
/// after another, in weight order, and inactive again on the way back.
public struct FlexWorkload: Sendable {
    /// The number of items.
    package var items: Int

    /// A row of `items` items.
    public init(items: Int) {
        self.items = items
    }

    /// The preferred width of item `i`: 80 to 150.
    package static func preferred(_ i: Int) -> Double { Double(80 + (i * 29) % 71) }
    /// The lower bound of item `i`: 8 to 32 below its preferred width.
    package static func lower(_ i: Int) -> Double { preferred(i) - Double(8 + (i * 7) % 25) }
    /// The upper bound of item `i`: 8 to 38 above its preferred width.
    package static func upper(_ i: Int) -> Double { preferred(i) + Double(8 + (i * 13) % 31) }

    /// The weight of item `i`'s wish among `items` items: `1 + rank/items`, where
    /// `rank = (i · m) mod items` and `m` is the smallest number from `0.618 · items` up that
    /// has no common divisor with `items`, so the ranks are a permutation of `0 … items-1`
    /// that scatters neighbouring items (and the weights are pairwise distinct).
    package static func weight(_ i: Int, of items: Int) -> Double {
        1 + Double((i * multiplier(items)) % items) / Double(items)
    }

    /// The multiplier of ``weight(_:of:)``.
    package static func multiplier(_ items: Int) -> Int {
        var m = max(1, Int(0.618 * Double(items)))
        while greatestCommonDivisor(m, items) != 1 { m += 1 }
        return m
    }

    private static func greatestCommonDivisor(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }

    /// The row's width when every item has its preferred width: the widths plus the 8-point gaps.
    package var preferredTotal: Double {
        (0..<items).reduce(0.0) { $0 + Self.preferred($1) } + 8 * Double(items - 1)
    }

    /// The sweep of `width`: `preferredTotal` ± 300, step 2.
    package var sweep: (from: Double, to: Double, step: Double) { (preferredTotal - 300, preferredTotal + 300, 2) }

    /// The constraint statements in order, one per line.
    package func constraints() -> [String] {
        let m = Self.multiplier(items)
        var lines = ["x0 == 0"]
        for i in 0..<items {
            if i > 0 { lines.append("x\(i) == x\(i - 1) + w\(i - 1) + 8") }
            lines.append("w\(i) >= \(scriptNumber(Self.lower(i)))")
            lines.append("w\(i) <= \(scriptNumber(Self.upper(i)))")
            let weight = 1 + Double((i * m) % items) / Double(items)
            lines.append("w\(i) == \(scriptNumber(Self.preferred(i))) @medium*\(weight)")
        }
        lines.append("x\(items - 1) + w\(items - 1) == width")
        return lines
    }

    /// The whole script: a header comment (with the `bench` options that sweep it),
    /// `edit width @strong`, `suggest width` at the preferred total (so the build solves the row at the width
    /// it prefers, every wish met; the sweep's first step then jumps to its start) and the constraints.
    public func script() -> String {
        let sweep = self.sweep
        var text = """
            # flex(\(items)): \(items) bounded items that fill width exactly; preferred total \(scriptNumber(preferredTotal)).
            # bench: --sweep width \(scriptNumber(sweep.from)) \(scriptNumber(sweep.to)) \(scriptNumber(sweep.step))
            edit width @strong
            suggest width \(scriptNumber(preferredTotal))

            """
        for line in constraints() { text += line + "\n" }
        return text
    }
}
