import ConstraintScript

/// The space-between workload: a row of fixed-width items whose gaps share out the width, like
/// a flexbox line with `justify-content: space-between` and bounded gaps.
///
/// Items `i = 0 … n-1` have a position `x<i>` and a width `w<i>`; gap `g<i>` (i > 0) lies
/// between item `i-1` and item `i`; `width` is the row's width, an edit variable at `strong`.
///
/// - Required: `x0 == 0`; `w<i> == itemWidth(i)`; `8 <= g<i> <= 40`;
///   `x<i> == x<i-1> + w<i-1> + g<i>` (i > 0); `x<n-1> + w<n-1> == width`.
/// - `g<i> == 8 @weak*weight(i)` with `weight(i) = 1 + i/n`: every gap wants to be 8, the first
///   gaps the least.
///
/// At ``narrowest`` every gap is 8. Wider, gap 1 takes the whole difference up to 40, then gap
/// 2, and so on: ``sweep`` moves the width by `n/10` a step between `33n` and `60n`, so each
/// step moves about `n/320` gaps from one bound to the other, and more of them the longer the
/// row.
public struct SpaceBetweenWorkload: Sendable {
    /// The number of items.
    package var items: Int

    /// A row of `items` items.
    public init(items: Int) {
        self.items = items
    }

    /// The width of item `i`: 20, 24, 30, 36 or 44.
    package static func itemWidth(_ i: Int) -> Double { [20, 24, 30, 36, 44][(i * 3) % 5] }

    /// The weight of gap `i`'s wish among `items` items: `1 + i/items`.
    package static func weight(_ i: Int, of items: Int) -> Double { 1 + Double(i) / Double(items) }

    /// The row's width with every gap at 8: the items' widths and the gaps.
    package var narrowest: Double {
        (0..<items).reduce(0.0) { $0 + Self.itemWidth($1) } + 8 * Double(items - 1)
    }

    /// The sweep of `width`: from `33n` to `60n`, step `n/10` (at least 1).
    package var sweep: (from: Double, to: Double, step: Double) {
        (Double(33 * items), Double(60 * items), Double(max(1, items / 10)))
    }

    /// The constraint statements in order, one per line.
    package func constraints() -> [String] {
        var lines = ["x0 == 0"]
        for i in 0..<items {
            lines.append("w\(i) == \(scriptNumber(Self.itemWidth(i)))")
            if i > 0 {
                lines.append("g\(i) >= 8")
                lines.append("g\(i) <= 40")
                lines.append("g\(i) == 8 @weak*\(Self.weight(i, of: items))")
                lines.append("x\(i) == x\(i - 1) + w\(i - 1) + g\(i)")
            }
        }
        lines.append("x\(items - 1) + w\(items - 1) == width")
        return lines
    }

    /// The whole script: a header comment (with the `bench` options that sweep it),
    /// `edit width @strong`, `suggest width` at `40n` and the constraints.
    public func script() -> String {
        let sweep = self.sweep
        var text = """
            # spacebetween(\(items)): \(items) fixed items whose gaps of 8 to 40 share out width; every gap 8 at \(scriptNumber(narrowest)).
            # bench: --sweep width \(scriptNumber(sweep.from)) \(scriptNumber(sweep.to)) \(scriptNumber(sweep.step))
            edit width @strong
            suggest width \(40 * items)

            """
        for line in constraints() { text += line + "\n" }
        return text
    }
}
