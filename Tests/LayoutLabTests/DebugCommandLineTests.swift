import Foundation
import Testing

/// The `layout-lab` that `swift run` builds — a debug build, with the engine's invariant
/// checks after every operation — run as a separate process on what goes wrong: conflicts,
/// a refused constant change, a refused batch, and the random systems that once broke the
/// solver. Each must end with a diagnosis and status 2 (or 0), never a trap.
///
/// A conflict is explained by replaying the required constraints around it in a scratch
/// solver; the first run of `x == 1`, `x == 2` through that path trapped in debug builds on a
/// write to storage another copy shared, while in-process runs of the same script passed.
@Suite("layout-lab (debug build) on conflicts and hard systems")
struct DebugCommandLineTests {
    static let layoutLab: URL? = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var candidates: [URL] = []
        if let argument = CommandLine.arguments.first {
            candidates.append(
                URL(fileURLWithPath: argument).resolvingSymlinksInPath().deletingLastPathComponent()
                    .appendingPathComponent("layout-lab"))
        }
        candidates.append(root.appendingPathComponent(".build/debug/layout-lab"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    static func solve(_ script: String) throws -> (status: Int32, output: String, errors: String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "debug-cli-\(getpid())-\(UUID().uuidString).cass")
        try script.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = layoutLab!
        process.arguments = ["solve", file.path]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: errors, as: UTF8.self)
        )
    }

    /// Two-line conflicts, each with the conflicting line named (worked out by hand).
    @Test(
        "a conflict is diagnosed, not trapped",
        .enabled(if: layoutLab != nil, "layout-lab is not built"),
        arguments: [
            ("x == 1\nx == 2\n", "x = 1.0\n", "2:1: error: required constraint 'x == 2' cannot be satisfied"),
            ("x == 1\nx >= 2\n", "x = 1.0\n", "2:1: error: required constraint 'x >= 2' cannot be satisfied"),
            ("a == 10\na == 20\n", "a = 10.0\n", "2:1: error: required constraint 'a == 20' cannot be satisfied"),
            ("c: x >= 1\nx <= 5\nconstant c 10\n", "x = 1.0\n", "3:12: error: cannot change the constant of 'c' to 10"),
            ("x >= 0\ny >= x + 10\ny <= 5\n", "x = 0.0\ny = 10.0\n", "3:1: error: required constraint 'y <= 5'"),
        ])
    func conflict(script: String, output: String, error: String) throws {
        let run = try Self.solve(script)
        #expect(run.status == 2, "\(run.errors)")
        #expect(run.output == output)
        #expect(run.errors.contains(error), "\(run.errors)")
        #expect(run.errors.contains("note: conflicting constraint"), "\(run.errors)")
    }

    /// The random systems of `Tests/Differential/repros` (see `NumericalReproTests` for the
    /// values): every statement accepted, status 0.
    @Test(
        "the random systems that once broke the solver run to the end",
        .enabled(if: layoutLab != nil, "layout-lab is not built"),
        arguments: [
            "d1-accepted-required-violated.cass", "d2-feasible-constraint-refused.cass", "d2b-edit-refused.cass",
            "d3-crash.cass",
        ])
    func repro(file: String) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Differential/repros").appendingPathComponent(file)
        let run = try Self.solve(try String(contentsOf: url, encoding: .utf8))
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.isEmpty)
    }
}
