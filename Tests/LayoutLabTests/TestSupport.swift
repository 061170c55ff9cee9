import Foundation
import Testing
@testable import LayoutLabCore

// What every LayoutLabTests file may use: one tolerance and one in-process runner.

/// Whether a computed value `a` agrees with the expected `b` to within 1e-9, relative to
/// `b`'s size once it exceeds 1 (absolute below that); false when `a` is missing. The one
/// tolerance of these tests: the solver's answers are exact up to rounding.
func close(_ a: Double?, _ b: Double) -> Bool {
    guard let a else { return false }
    return abs(a - b) <= 1e-9 * max(1, abs(b))
}

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
