/// The grid workload: a grid of equal cells that follows its container's width, as a
/// constraint script in the text format.
///
/// A grid of `n` cells in 4 columns; cell `i` sits in row `r = i / 4`, column `c = i % 4`, and
/// has the variables `x<i> y<i> w<i> h<i>`; `W` is the container width, an edit variable at
/// `strong`. Required constraints: `W >= 0`; `x == 16` (c = 0) or
/// `x == x[i-1] + w[i-1] + 8` and `w == w[i-1]` (c > 0); `x + w + 16 == W` (c = 3);
/// `w == w[i-4]` (r > 0, c = 0); `h == 0.75 * w`; `y == 16` (r = 0) or
/// `y == y[i-4] + h[i-4] + 8` (r > 0). Optional: `w >= 44 @strong`, `w == 120 @weak`.
///
/// The last cell's vertical chain constraint is labelled ``lastRowLabel`` so that a script or
/// `layout-lab bench --constant` can change its constant in place.
public struct GridWorkload: Sendable {
    /// The label of the last cell's `y == y[i-4] + h[i-4] + 8` (present when `n > 4`).
    public static let lastRowLabel = "ylast"

    /// The number of cells.
    package var cells: Int
    /// Whether `edit W @strong` comes after the constraints instead of before them (the
    /// add-order workload).
    package var editLast = false

    /// A grid of `cells` cells; with `editLast`, `edit W` comes after the constraints.
    public init(cells: Int, editLast: Bool = false) {
        self.cells = cells
        self.editLast = editLast
    }

    /// The number of constraint statements (edit variables excluded) the script adds.
    package var constraintCount: Int { constraints().count }

    /// The constraint statements in order, one per line (the `ylast:` label included).
    package func constraints() -> [String] {
        var lines = ["W >= 0"]
        for i in 0..<cells {
            let r = i / 4, c = i % 4
            if c == 0 {
                lines.append("x\(i) == 16")
            } else {
                lines.append("x\(i) == x\(i - 1) + w\(i - 1) + 8")
                lines.append("w\(i) == w\(i - 1)")
            }
            if c == 3 { lines.append("x\(i) + w\(i) + 16 == W") }
            if r > 0 && c == 0 { lines.append("w\(i) == w\(i - 4)") }
            lines.append("h\(i) == 0.75 * w\(i)")
            if r == 0 {
                lines.append("y\(i) == 16")
            } else {
                let label = i == cells - 1 ? "\(Self.lastRowLabel): " : ""
                lines.append("\(label)y\(i) == y\(i - 4) + h\(i - 4) + 8")
            }
            lines.append("w\(i) >= 44 @strong")
            lines.append("w\(i) == 120 @weak")
        }
        return lines
    }

    /// The whole script: a header comment, `edit W @strong` (first or last) and the
    /// constraints.
    public func script() -> String {
        var text = """
            # grid(\(cells)): \(cells) cells in 4 columns, container width W.
            # bench: --sweep W 320 1366

            """
        let edit = "edit W @strong\n"
        if !editLast { text += edit }
        for line in constraints() { text += line + "\n" }
        if editLast { text += edit }
        return text
    }
}
