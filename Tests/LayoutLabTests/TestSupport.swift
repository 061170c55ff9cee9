import Foundation
import Testing
@testable import LayoutLabCore

// What every LayoutLabTests file may use: an in-process runner. Values are compared with
// TestSupport's `expectClose` at its default tolerance (`Tolerance.rounding`: the solver's
// answers are exact up to rounding).

/// What one `layout-lab solve` run wrote and returned.
struct SolveRun: Sendable {
    var status: Int32
    var output: String
    var errors: String

    /// Runs `layout-lab solve -` in-process with `script` on standard input.
    static func stdin(_ script: String) -> SolveRun {
        var io = CommandIO(input: { script })
        let status = LayoutLab.run(["solve", "-"], io: &io)
        return SolveRun(status: status, output: io.standardOutput, errors: io.standardError)
    }

    /// Runs `layout-lab` with `arguments` in-process, with nothing on standard input.
    static func arguments(_ arguments: [String]) -> SolveRun {
        var io = CommandIO()
        let status = LayoutLab.run(arguments, io: &io)
        return SolveRun(status: status, output: io.standardOutput, errors: io.standardError)
    }

    /// Writes `script` to a fresh temporary file and runs `layout-lab solve PATH`.
    static func file(_ script: String) throws -> (run: SolveRun, path: String) {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("solve-\(UUID().uuidString).cass")
        try script.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        return (arguments(["solve", url.path]), url.path)
    }
}

/// The usage error `arguments` get when read against `spec`, or nil when they are read.
func usageMessage(_ arguments: [String], _ spec: CommandLineSpec) -> String? {
    do {
        _ = try ArgumentReader.read(arguments, spec)
        return nil
    } catch {
        return error.message
    }
}
