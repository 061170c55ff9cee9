import Testing
@testable import ConstraintScript

/// What `layout-lab solve` makes of a script, through the library alone: the parse errors
/// (status 1, no values), or the value blocks and the diagnostics of skipped statements
/// (status 0 or 2), each diagnostic a line.
struct ScriptRun: Sendable {
    var status: Int32
    var output: String
    var errors: String

    /// Parses and runs `text` as the script `<stdin>`.
    static func of(_ text: String) -> ScriptRun {
        let script: Script
        do {
            script = try Script.parse(text, fileName: "<stdin>")
        } catch {
            return ScriptRun(status: 1, output: "", errors: error.diagnostics.map { $0.description + "\n" }.joined())
        }
        var runner = ScriptRunner(script: script)
        let result = runner.runAll()
        return ScriptRun(
            status: result.exitStatus, output: result.output,
            errors: result.diagnostics.map { $0.description + "\n" }.joined())
    }
}

/// The text of a file of this repository, by its path from the repository's root.
func repositoryFile(_ path: String) throws -> [UInt8] {
    let root = #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(separator: "/")
    return try ScriptSource.bytes(atPath: root + "/" + path)
}
