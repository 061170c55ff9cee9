import Foundation

/// `layout-lab solve FILE|-`: runs a constraint script (docs/text-format.md).
///
/// Exit status: 0 when every statement ran; 1 for a usage error, an unreadable file or a
/// script that does not parse (then nothing goes to standard output); 2 when a statement
/// could not be satisfied and was skipped (the values are still printed).
enum SolveCommand {
    static let usage = "usage: layout-lab solve FILE|-"

    static func run(_ arguments: [String], io: inout CommandIO) -> Int32 {
        guard arguments.count == 1, let path = arguments.first else {
            io.printError(usage)
            return 1
        }
        if path == "-h" || path == "--help" {
            io.print(usage)
            return 0
        }
        if path.hasPrefix("-") && path != "-" {
            io.printError("layout-lab solve: unknown option '\(path)'")
            io.printError(usage)
            return 1
        }
        let source: (text: String, fileName: String)
        do {
            source = try ScriptSource.load(path, io: io)
        } catch {
            io.printError(error.isUnreadable ? "layout-lab solve: \(error)" : error.description)
            return 1
        }
        return run(text: source.text, fileName: source.fileName, io: &io)
    }

    /// Parses and runs `text`, writing the value blocks to standard output and the
    /// diagnostics to standard error.
    static func run(text: String, fileName: String, io: inout CommandIO) -> Int32 {
        let script: Script
        do {
            script = try Script.parse(text, fileName: fileName)
        } catch {
            for diagnostic in error.diagnostics { io.printError(diagnostic.description) }
            return 1
        }
        var runner = ScriptRunner(script: script)
        let result = runner.runAll()
        io.standardOutput += result.output
        for diagnostic in result.diagnostics { io.printError(diagnostic.description) }
        return result.exitStatus
    }
}
