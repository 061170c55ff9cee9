import ConstraintScript

/// The list workload: a self-sizing list (a table view whose rows size to their labels) that
/// scrolls by recycling rows.
///
/// Row `r` has the variables `top<r>` and `height<r>` (the row), `lh<r>`, `ly<r>`, `lx<r>`,
/// `lw<r>` (its label's height, top, left and width) and `ax<r>`, `ay<r>`, `ah<r>` (an
/// accessory's left, top and height), and ten constraints, all required but `r<r>.std`, each
/// labelled `r<r>.NAME`:
///
/// | label | constraint |
/// |---|---|
/// | `r<r>.top` | `top<r> == top<r-1> + height<r-1> + 1` (not for the first row) |
/// | `r<r>.lh` | `lh<r> == labelHeight(r)` (the label's content height, 20 to 68) |
/// | `r<r>.fit` | `height<r> >= lh<r> + 16` |
/// | `r<r>.std` | `height<r> == 44 @weak` (the standard row height) |
/// | `r<r>.ly` | `ly<r> == top<r> + 8` |
/// | `r<r>.lx` | `lx<r> == 16` |
/// | `r<r>.lw` | `lx<r> + lw<r> + 8 == ax<r>` |
/// | `r<r>.ax` | `ax<r> == 335` (a 24-point accessory 16 from the right of a 375-point screen) |
/// | `r<r>.ay` | `2 * ay<r> == 2 * top<r> + height<r> - 24` (centred) |
/// | `r<r>.ah` | `ah<r> == 24` |
///
/// The first row is anchored by a labelled `a<r>: top<r> == value`, where it is. So each row is
/// `max(labelHeight(r) + 16, 44)` high and each top is the sum of the rows above, each plus 1.
///
/// The build holds rows `0 … n-1` with `a0: top0 == 0` and ends with `print`. Each scroll step
/// `s = 1, 2, …` then appends row `n-1+s` (its ten constraints), anchors the new first row `s`
/// where it is (`a<s>: top<s> == top(s)`), removes that row's `r<s>.top` (it refers to the row
/// that leaves), the old anchor `a<s-1>` and the old first row's nine other constraints, and
/// ends with `print`: 11 additions and 11 removals. `layout-lab bench FILE --steps` times each
/// step.
public struct ListWorkload: Sendable {
    /// The number of rows on screen.
    package var rows: Int
    /// The number of scroll steps.
    package var steps = 100

    /// A list of `rows` rows scrolled in `steps` steps.
    public init(rows: Int, steps: Int = 100) {
        self.rows = rows
        self.steps = steps
    }

    /// The height of row `r`'s label: 20 to 68.
    package static func labelHeight(_ r: Int) -> Double { Double(20 + (r * 29) % 49) }
    /// The height of row `r`: its label plus 16, at least 44.
    package static func rowHeight(_ r: Int) -> Double { max(labelHeight(r) + 16, 44) }
    /// The top of row `r`: the rows above it, each plus the 1-point separator.
    package static func top(_ r: Int) -> Double { (0..<r).reduce(0.0) { $0 + rowHeight($1) + 1 } }

    /// Row `r`'s ten constraints (nine for a row without a predecessor on screen), in the
    /// order they are added.
    package static func rowConstraints(_ r: Int, chained: Bool) -> [String] {
        var lines: [String] = []
        if chained { lines.append("r\(r).top: top\(r) == top\(r - 1) + height\(r - 1) + 1") }
        lines += [
            "r\(r).lh: lh\(r) == \(scriptNumber(labelHeight(r)))",
            "r\(r).fit: height\(r) >= lh\(r) + 16",
            "r\(r).std: height\(r) == 44 @weak",
            "r\(r).ly: ly\(r) == top\(r) + 8",
            "r\(r).lx: lx\(r) == 16",
            "r\(r).lw: lx\(r) + lw\(r) + 8 == ax\(r)",
            "r\(r).ax: ax\(r) == 335",
            "r\(r).ay: 2 * ay\(r) == 2 * top\(r) + height\(r) - 24",
            "r\(r).ah: ah\(r) == 24",
        ]
        return lines
    }

    /// The labels of a row's constraints other than `r<r>.top`.
    package static let rowLabels = ["lh", "fit", "std", "ly", "lx", "lw", "ax", "ay", "ah"]

    /// The statements of the build, up to its closing `print`.
    package func build() -> [String] {
        var lines: [String] = []
        forEachBuildLine { lines.append($0) }
        return lines
    }

    /// Calls `body` with each statement of the build in turn, without making the list.
    private func forEachBuildLine(_ body: (String) -> Void) {
        body("a0: top0 == 0")
        for r in 0..<rows {
            for line in Self.rowConstraints(r, chained: r > 0) { body(line) }
        }
        body("print")
    }

    /// The statements of scroll step `s` (1-based), ending with `print`.
    package func step(_ s: Int) -> [String] {
        var lines = Self.rowConstraints(rows - 1 + s, chained: true)
        lines.append("a\(s): top\(s) == \(scriptNumber(Self.top(s)))")
        lines.append("remove r\(s).top")
        lines.append("remove a\(s - 1)")
        lines += Self.rowLabels.map { "remove r\(s - 1).\($0)" }
        lines.append("print")
        return lines
    }

    /// The whole script: a header comment (with the `bench` options that time it), the build
    /// and the steps.
    public func script() -> String {
        var text = ""
        writeScript { text += $0 }
        return text
    }

    /// The same script as ``script()``, handed to `write` a line at a time (the header in one
    /// piece), so that a script of a million rows — 390 MB — need never be held whole.
    public func writeScript(_ write: (String) -> Void) {
        write(
            """
            # list(\(rows)): a self-sizing list of \(rows) rows, then \(steps) scroll steps (each a block ending in print).
            # bench: --steps

            """)
        forEachBuildLine { write($0 + "\n") }
        for s in stride(from: 1, through: steps, by: 1) {
            write("# scroll step \(s)\n")
            for line in step(s) { write(line + "\n") }
        }
    }
}
