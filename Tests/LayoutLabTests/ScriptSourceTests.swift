import Foundation
import Testing
import ConstraintScript
@testable import LayoutLabCore

/// Where `solve` and `bench` read a script from, and what they say when they cannot.
@Suite("Reading a script")
struct ScriptSourceTests {
    /// A fresh path in the temporary directory (nothing is created there).
    private func temporaryPath(_ suffix: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("source-\(UUID().uuidString)\(suffix)").path
    }

    @Test func devNullIsAnEmptyScript() {
        let run = SolveRun.arguments(["solve", "/dev/null"])
        #expect(run.status == 0)
        #expect(run.output == "")
        #expect(run.errors == "")
    }

    /// What a process substitution `<(…)` hands over: a pipe, named by `/dev/fd/N`.
    @Test func aPipeIsReadToItsEnd() throws {
        let pipe = Pipe()
        pipe.fileHandleForWriting.write(Data("x == 1\ny == x + 2\n".utf8))
        try pipe.fileHandleForWriting.close()
        let run = SolveRun.arguments(["solve", "/dev/fd/\(pipe.fileHandleForReading.fileDescriptor)"])
        try pipe.fileHandleForReading.close()
        #expect(run.status == 0)
        #expect(run.output == "x = 1.0\ny = 3.0\n")
    }

    @Test func aMissingFileSaysSo() {
        let path = temporaryPath(".cass")
        let run = SolveRun.arguments(["solve", path])
        #expect(run.status == 1)
        #expect(run.output == "")
        #expect(run.errors == "layout-lab solve: cannot read '\(path)': No such file or directory\n")
    }

    @Test func aDirectorySaysSo() throws {
        let path = temporaryPath("")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(
            SolveRun.arguments(["solve", path]).errors == "layout-lab solve: cannot read '\(path)': it is a directory\n"
        )
        #expect(
            SolveRun.arguments(["bench", path]).errors == "layout-lab bench: cannot read '\(path)': it is a directory\n"
        )
    }

    /// The superuser reads any file, so the test needs an ordinary user.
    @Test(.enabled(if: getuid() != 0)) func anUnreadableFileSaysSo() throws {
        let path = temporaryPath(".cass")
        try "x == 1\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: path)
        #expect(
            SolveRun.arguments(["solve", path]).errors == "layout-lab solve: cannot read '\(path)': Permission denied\n"
        )
    }

    /// Line 2 is `y == ` then the byte 0xFF: the error is at its sixth column; a character
    /// outside ASCII before it (`é`, two bytes) counts as one column.
    static let notUTF8: [(bytes: [UInt8], error: String)] = [
        (Array("x == 1\ny == ".utf8) + [0xFF], "<stdin>:2:6: error: the script is not UTF-8 text (byte 0xFF)\n"),
        (Array("# é\n".utf8) + [0xC3], "<stdin>:2:1: error: the script is not UTF-8 text (byte 0xC3)\n"),
        (Array("# é".utf8) + [0x80], "<stdin>:1:4: error: the script is not UTF-8 text (byte 0x80)\n"),
    ]

    @Test(arguments: notUTF8)
    func bytesThatAreNotUTF8AreReportedWhereTheyStart(bytes: [UInt8], error: String) {
        var io = CommandIO(inputBytes: { bytes })
        let status = LayoutLab.run(["solve", "-"], io: &io)
        #expect(status == 1)
        #expect(io.standardOutput == "")
        let errors: String = io.standardError
        #expect(errors == error)
    }

    /// A tab between tokens is kept in a quoted constraint; a carriage return is escaped.
    @Test func quotedConstraintsKeepTabsAndEscapeCarriageReturns() {
        let run = SolveRun.stdin("x >= 1\nx\t<=\r0\n")
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("<stdin>:2:1: error: required constraint 'x\t<=\\u{000D}0' cannot be satisfied"))
    }

    /// An endless source (`yes | layout-lab solve -`) ends in an error at the size limit
    /// (1 GiB; 8 bytes here), not in exhausted memory.
    @Test func aScriptLargerThanTheLimitIsAnError() {
        let input = { Array("x == 1\ny == 2\n".utf8) }
        #expect(throws: ScriptSource.Failure.self) { try ScriptSource.load("-", standardInput: input, limit: 8) }
        do {
            _ = try ScriptSource.load("-", standardInput: input, limit: 8)
        } catch {
            #expect(error.description == "cannot read '<stdin>': it is larger than 8 bytes")
        }
        #expect(ScriptSource.maximumBytes == 1 << 30)
    }

    @Test func aPathIsQuotedWithoutItsControlCharacters() {
        let run = SolveRun.arguments(["solve", "/nonexistent/\u{1B}[2J.cass"])
        #expect(
            run.errors == "layout-lab solve: cannot read '/nonexistent/\\u{001B}[2J.cass': No such file or directory\n")
    }
}
