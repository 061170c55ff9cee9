import Foundation
import Testing

/// The manifest turns the solver's invariant checks on for builds of this package run in its
/// own folder only: a package that depends on it — by version, branch or local path — builds
/// from its own folder and gets them off unless it sets `CASSOWARY_CHECK_INVARIANTS=1`.
@Suite("Package.swift: invariant checks for this package only")
struct InvariantChecksSettingTests {
    /// Whether `swift package dump-package`, run in `directory` on this package with
    /// `environment` added, defines `CASSOWARY_CHECK_INVARIANTS`.
    private func definesChecks(runIn directory: URL, environment: [String: String] = [:]) throws -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // A scratch folder of its own: the package's `.build` is locked by the `swift test`
        // that runs this test.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("dump-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        process.arguments = [
            "swift", "package", "--package-path", DocumentedScript.root.path, "--scratch-path", scratch.path,
            "dump-package",
        ]
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        env["CASSOWARY_CHECK_INVARIANTS"] = nil
        env["PWD"] = directory.path
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self).contains("CASSOWARY_CHECK_INVARIANTS")
    }

    @Test(.timeLimit(.minutes(2)))
    func aBuildFromAnotherFolderGetsNoChecksUnlessItAsks() throws {
        let elsewhere = FileManager.default.temporaryDirectory
        #expect(try definesChecks(runIn: DocumentedScript.root))
        #expect(try !definesChecks(runIn: elsewhere))
        #expect(try definesChecks(runIn: elsewhere, environment: ["CASSOWARY_CHECK_INVARIANTS": "1"]))
        #expect(try !definesChecks(runIn: DocumentedScript.root, environment: ["CASSOWARY_CHECK_INVARIANTS": "0"]))
    }
}
