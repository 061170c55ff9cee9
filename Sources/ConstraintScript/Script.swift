import Cassowary

/// A parsed and checked constraint script: the text format `layout-lab solve` runs
/// (docs/text-format.md).
///
/// ``parse(_:fileName:)`` (or ``parse(utf8:fileName:)`` for bytes) reads a whole script and
/// resolves every name statically: variables get an index in order of first appearance
/// (``variableNames``), every `remove` / `constant` knows the statement that defined its label,
/// every `suggest` names a declared edit variable. A ``ScriptError`` lists every error found
/// (at most one a line) as `FILE:LINE:COLUMN: error: message`. ``ScriptRunner`` then runs the
/// statements on a `Solver`.
public struct Script: Sendable {
    /// The file name used in diagnostics.
    public let fileName: String
    /// Every variable name, in order of first appearance in the script.
    public let variableNames: [String]
    /// The statements in order (blank and comment-only lines are dropped).
    public let statements: [ScriptStatement]
    /// The indices of the constraint statements, in order.
    let constraintStatements: [Int]

    /// A script of already checked parts.
    init(fileName: String, variableNames: [String], statements: [ScriptStatement], constraintStatements: [Int]) {
        self.fileName = fileName
        self.variableNames = variableNames
        self.statements = statements
        self.constraintStatements = constraintStatements
    }

    /// Parses and checks `text`; `fileName` names it in diagnostics.
    /// - Throws: ``ScriptError`` listing every malformed line, unknown or duplicate label,
    ///   unknown edit variable, invalid strength and non-finite number.
    public static func parse(_ text: String, fileName: String) throws(ScriptError) -> Script {
        var text = text
        text.makeContiguousUTF8()
        let source = text
        func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<Script, ScriptError> {
            Result { () throws(ScriptError) in
                var parser = ScriptParser(source: bytes, text: source, fileName: fileName)
                return try parser.parse()
            }
        }
        // A native string's UTF-8 is contiguous; a copy serves otherwise.
        let outcome =
            source.utf8.withContiguousStorageIfAvailable(parse)
            ?? Array(source.utf8).withUnsafeBufferPointer(parse)
        return try outcome.get()
    }

    /// Parses and checks a script given as bytes, which must be UTF-8 text; `fileName` names it
    /// in diagnostics.
    /// - Throws: ``ScriptError``: one error at the first byte that is not part of a UTF-8
    ///   character (its line, and its column counted in characters), or every error
    ///   ``parse(_:fileName:)`` reports.
    public static func parse(utf8 bytes: [UInt8], fileName: String) throws(ScriptError) -> Script {
        if let failure = UTF8Check.firstInvalidByte(in: bytes, fileName: fileName) {
            throw ScriptError(diagnostics: [failure])
        }
        // One copy of the text, which the constraints' texts share.
        return try parse(String(decoding: bytes, as: UTF8.self), fileName: fileName)
    }
}
