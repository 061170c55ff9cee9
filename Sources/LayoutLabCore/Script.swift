import Cassowary

// A constraint script: the text format `layout-lab solve` runs (docs/text-format.md).
//
// The API, for the other commands of layout-lab (all `internal`, same module):
//
// - `Script.parse(_ text: String, fileName: String) throws(ScriptError) -> Script` lexes,
//   parses and checks a whole script. It resolves every name statically: variables get an
//   index in order of first appearance (`script.variableNames`), every `remove` / `constant`
//   knows the statement that defined its label (`ScriptStatement.Kind`), every `suggest`
//   names a declared edit variable. A `ScriptError` lists every error found (at most one a
//   line); `error.description` is the text `layout-lab solve` prints, one
//   `FILE:LINE:COLUMN: error: message` line each.
// - `ScriptRunner(script:)` makes one `Variable` per name (`runner.variables`, same order as
//   `script.variableNames`; `runner.variable(named:)`) and one `Constraint` per constraint
//   statement, and an empty `Solver` (`runner.solver`, settable). Nothing runs yet, so
//   timing `runAll` measures only the solver's work plus a little bookkeeping.
// - `runner.step() -> ScriptStep?` executes the next statement (nil once all have run);
//   `runner.runAll(collectingOutput:) -> ScriptResult` executes the rest and returns the
//   printed blocks, the diagnostics (a required constraint or constant change that cannot
//   hold, with one note per constraint of its conflict set) and the exit status (0 or 2).
//   `runner.valuesBlock()` formats the current values as `solve` prints them.

/// A position in a script: 1-based line and column (columns count characters).
struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The 1-based line.
    var line: Int
    /// The 1-based column.
    var column: Int

    static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `LINE:COLUMN`.
    var description: String { "\(line):\(column)" }
}

/// One message about a script, printed as `FILE:LINE:COLUMN: error: message` (or `note:`).
struct ScriptDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// Whether the message is an error or a note attached to the error before it.
    enum Severity: String, Sendable {
        case error, note
    }

    /// The file name as given on the command line (`<stdin>` for standard input).
    var fileName: String
    /// Where the message points.
    var location: SourceLocation
    /// Error or note.
    var severity: Severity
    /// The message, without location or severity.
    var message: String

    /// `FILE:LINE:COLUMN: error: message`.
    var description: String { "\(fileName):\(location): \(severity.rawValue): \(message)" }
}

/// Why a script could not be parsed: every error found, in line order (at most one a line).
struct ScriptError: Error, Sendable, CustomStringConvertible {
    /// The errors, each an `.error` diagnostic.
    var diagnostics: [ScriptDiagnostic]

    /// One `FILE:LINE:COLUMN: error: message` line per error.
    var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

/// A parsed and checked constraint script.
struct Script: Sendable {
    /// The file name used in diagnostics.
    var fileName: String
    /// Every variable name, in order of first appearance in the script.
    var variableNames: [String]
    /// The statements in order (blank and comment-only lines are dropped).
    var statements: [ScriptStatement]

    /// Parses and checks `text`.
    /// - Throws: `ScriptError` listing every malformed line, unknown or duplicate label,
    ///   unknown edit variable, invalid strength and non-finite number.
    static func parse(_ text: String, fileName: String) throws(ScriptError) -> Script {
        var parser = ScriptParser(text: text, fileName: fileName)
        return try parser.parse()
    }
}

/// One statement of a script with its source location (its first token).
struct ScriptStatement: Sendable {
    /// What the statement does. Variables are indices into `Script.variableNames`; labels are
    /// resolved to the index (in `Script.statements`) of the constraint statement that
    /// defined them.
    enum Kind: Sendable {
        /// `[label:] EXPR (==|<=|>=) EXPR [@ STRENGTH]`
        case constraint(ScriptConstraint)
        /// `edit NAME [@ STRENGTH]`
        case edit(variable: Int, strength: Strength)
        /// `suggest NAME NUMBER`
        case suggest(variable: Int, value: Double)
        /// `remove LABEL`
        case remove(label: String, definition: Int)
        /// `constant LABEL NUMBER`; `valueLocation` is where the number is written.
        case constant(label: String, definition: Int, value: Double, valueLocation: SourceLocation)
        /// `print`
        case print
    }

    /// What the statement does.
    var kind: Kind
    /// Where the statement starts (its label, keyword or first token).
    var location: SourceLocation
}

/// A constraint as written: `terms + constant relation 0` after moving every variable term to
/// the left and every number to the right. `constant` is the number on the right.
struct ScriptConstraint: Sendable {
    /// The label, if the constraint has one.
    var label: String?
    /// `(variable index, coefficient)`, each variable once, in order of first appearance in
    /// the statement; a coefficient may be zero (`x - x`).
    var terms: [(variable: Int, coefficient: Double)]
    /// The number on the right: for `x + 2 == y + 10` it is 8.
    var constant: Double
    /// `==`, `<=` or `>=`.
    var relation: Relation
    /// `required` unless written otherwise.
    var strength: Strength
    /// The constraint as written, without its label or comment: `x + 2 == y + 10 @weak`.
    var text: String
}

/// Formats a number the way a script writes it: `12` for a whole number, Swift's `Double`
/// description otherwise.
func scriptNumber(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
        return String(Int64(value))
    }
    return "\(value)"
}

/// Formats a value the way `solve` prints it: Swift's `Double` description, with negative
/// zero printed as `0.0` so that output does not depend on the sign of a zero.
func scriptValue(_ value: Double) -> String {
    value == 0 ? "0.0" : "\(value)"
}
