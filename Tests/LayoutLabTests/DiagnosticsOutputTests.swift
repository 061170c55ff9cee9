import ConstraintScript
import Testing
@testable import LayoutLabCore

/// Diagnostics are written into one buffer, checked for characters that need escaping eight
/// bytes at a time, and, for a script that does not parse, streamed to standard error in pieces.
@Suite("Writing diagnostics")
struct DiagnosticsOutputTests {
    private func diagnostic(_ line: Int, _ column: Int, _ message: String, note: Bool = false) -> ScriptDiagnostic {
        ScriptDiagnostic(
            fileName: "f.cass", location: SourceLocation(line: line, column: column),
            severity: note ? .note : .error, message: message)
    }

    @Test func aDiagnosticIsFileLineColumnSeverityAndMessage() {
        #expect(diagnostic(12, 5, "boom").description == "f.cass:12:5: error: boom")
        #expect(diagnostic(1_000_000, 10, "here", note: true).description == "f.cass:1000000:10: note: here")
        #expect(
            [diagnostic(1, 1, "a"), diagnostic(20, 3, "b")].lines == "f.cass:1:1: error: a\nf.cass:20:3: error: b\n")
        #expect(
            ScriptError(diagnostics: [diagnostic(1, 1, "a"), diagnostic(2, 9, "b")]).description
                == "f.cass:1:1: error: a\nf.cass:2:9: error: b")
    }

    /// Lines and columns are written as the standard library writes an integer, at every
    /// number of digits up to the largest Int.
    @Test func linesAndColumnsAreWrittenInDecimal() {
        var numbers = [0, 1, 9, 10, 99, 100, 101, 123_456_789, Int.max]
        var power = 1
        while power <= Int.max / 10 {
            power *= 10
            numbers += [power - 1, power, power + 7]
        }
        for n in numbers {
            #expect(diagnostic(n, n, "m").description == "f.cass:\(n):\(n): error: m")
        }
    }

    /// A million malformed lines alike: the same bytes as each line's own message, whether the
    /// lexer or the parser refused it.
    @Test func malformedLinesAlikeAreEachReported() throws {
        let lines = 2_000
        let text = String(repeating: "x = 1\nv == 1 +\n", count: lines / 2)
        let error = try #require(throws: ScriptError.self) { try Script.parse(text, fileName: "f.cass") }
        #expect(error.diagnostics.count == lines)
        for (index, diagnostic) in error.diagnostics.enumerated() {
            let expected =
                index % 2 == 0
                ? "f.cass:\(index + 1):3: error: unexpected '='; did you mean '=='?"
                : "f.cass:\(index + 1):9: error: expected a number, a variable or '(', found end of line"
            #expect(diagnostic.description == expected)
        }
    }

    /// Every byte value at every place of a word and of the tail agrees with the byte-by-byte
    /// rule: printable ASCII, the tab, and the line feed only when allowed.
    @Test func thePlainTextCheckAgreesWithTheByteByByteRule() {
        for allowingNewlines in [false, true] {
            for byte in 0...255 {
                let expected = (0x20...0x7E).contains(byte) || byte == 0x09 || (allowingNewlines && byte == 0x0A)
                for position in 0..<19 {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 19)
                    bytes[position] = UInt8(byte)
                    let answer = bytes.withUnsafeBufferPointer {
                        CodePoint.isPlainText($0, allowingNewlines: allowingNewlines)
                    }
                    #expect(answer == expected, "byte \(byte) at \(position)")
                }
            }
        }
    }

    /// Streamed in pieces, the text is what the collected one is, escapes included.
    @Test func streamedDiagnosticsAreTheCollectedOnes() {
        let long = String(repeating: "x", count: 400)
        var many = (1...3000).map { diagnostic($0, 1, long) }
        many[1500] = diagnostic(1501, 1, "unexpected \u{1B}[31m")
        var collected = CommandIO()
        collected.printErrors(many)
        nonisolated(unsafe) var pieces: [[UInt8]] = []
        var streamed = CommandIO(errorStream: { pieces.append(Array($0)) })
        streamed.streamErrors(many)
        #expect(streamed.standardError == "")
        #expect(pieces.count >= 2)
        #expect(String(decoding: pieces.joined(), as: UTF8.self) == collected.standardError)
        #expect(collected.standardError.contains("f.cass:1501:1: error: unexpected \\u{001B}[31m\n"))
        #expect(collected.standardError.hasPrefix("f.cass:1:1: error: \(long)\nf.cass:2:1: error: "))
    }
}
