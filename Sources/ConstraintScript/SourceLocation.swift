/// A position in a script: 1-based line and column. Columns count characters (Unicode
/// scalars); wherever an error can point, everything before it on its line is ASCII, so a
/// column is also one more than the byte offset in the line.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column.
    public var column: Int

    /// The position at `line` and `column`, both 1-based.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// Whether `lhs` comes before `rhs`: an earlier line, or the same line and an earlier
    /// column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `LINE:COLUMN`.
    public var description: String { "\(line):\(column)" }
}
