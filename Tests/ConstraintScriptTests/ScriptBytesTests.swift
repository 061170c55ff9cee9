import Testing
@testable import ConstraintScript

/// A script given as bytes: it must be UTF-8 text, checked before it is parsed.
@Suite("A script's bytes")
struct ScriptBytesTests {
    @Test func bytesParseAsTheirText() throws {
        let script = try Script.parse(utf8: Array("# é à\nx == 2 # ü\ny == x + 1\n".utf8), fileName: "b.cass")
        #expect(script.variableNames == ["x", "y"])
        #expect(
            script.statements.map(\.location) == [
                SourceLocation(line: 2, column: 1), SourceLocation(line: 3, column: 1),
            ])
    }

    /// The second line is `ab` then the byte 0xFE: the error is at the line's third column; `é`
    /// (two bytes) before it on the first line counts as one column.
    @Test func aByteThatIsNotUTF8IsOneErrorAtItsLineAndColumn() {
        let bytes = Array("# é\nab".utf8) + [0xFE] + Array(" == 1\n".utf8)
        #expect(throws: ScriptError.self) { try Script.parse(utf8: bytes, fileName: "b.cass") }
        do {
            _ = try Script.parse(utf8: bytes, fileName: "b.cass")
        } catch {
            #expect(error.description == "b.cass:2:3: error: the script is not UTF-8 text (byte 0xFE)")
        }
    }

    /// A truncated character at the very end (the first byte of `é`, 0xC3).
    @Test func aCharacterCutShortAtTheEndIsReported() {
        let bytes = Array("x == 1 # ".utf8) + [0xC3]
        do {
            _ = try Script.parse(utf8: bytes, fileName: "b.cass")
            Issue.record("parsed")
        } catch {
            #expect(error.description == "b.cass:1:10: error: the script is not UTF-8 text (byte 0xC3)")
        }
    }
}
