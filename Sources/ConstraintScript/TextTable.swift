/// Rows of cells printed in aligned columns: text columns to the left, numbers to the right,
/// two spaces between columns, no trailing spaces. For output meant to be read by a person.
struct TextTable {
    /// How a column aligns its cells.
    enum Alignment { case left, right }

    /// The alignment of each column.
    var alignments: [Alignment]
    /// The rows; a row may be shorter than the number of columns.
    var rows: [[String]] = []

    /// A table whose columns align as given.
    init(_ alignments: [Alignment]) { self.alignments = alignments }

    /// Adds a row.
    mutating func append(_ cells: [String]) { rows.append(cells) }

    /// Each row as one line ending in a newline, every line starting with `indent`.
    func render(indent: String = "  ") -> String {
        var widths = [Int](repeating: 0, count: alignments.count)
        for row in rows {
            for (i, cell) in row.enumerated() where i < widths.count { widths[i] = max(widths[i], cell.count) }
        }
        var out = ""
        for row in rows {
            var line = indent
            for (i, cell) in row.enumerated() {
                let pad = String(repeating: " ", count: max(0, widths[min(i, widths.count - 1)] - cell.count))
                if i > 0 { line += "  " }
                line += alignments[min(i, alignments.count - 1)] == .left ? cell + pad : pad + cell
            }
            while line.hasSuffix(" ") { line.removeLast() }
            out += line + "\n"
        }
        return out
    }
}
