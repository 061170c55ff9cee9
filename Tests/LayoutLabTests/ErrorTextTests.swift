import Testing
@testable import ConstraintScript
@testable import LayoutLabCore

/// Messages on standard error: plain text goes out as it is, without looking up each
/// character's category (printing a million diagnostics was several times slower than making
/// them); anything that does not show is still escaped.
@Suite("Error text: plain lines fast, the rest escaped")
struct ErrorTextTests {
    @Test func plainTextIsRecognisedByItsBytes() {
        #expect(CodePoint.isPlainText("<stdin>:3:7: error: expected a number, found '=='\tx"))
        #expect(!CodePoint.isPlainText("a\u{1B}[2J"))
        #expect(!CodePoint.isPlainText("line\nbreak"))
        #expect(!CodePoint.isPlainText("café"))
    }

    @Test func printErrorEscapesOnlyWhatDoesNotShow() {
        var io = CommandIO()
        io.printError("file:1:1: error: plain")
        io.printError("two\nlines \u{1B}")
        io.printError("café \u{200B}")
        #expect(io.standardError == "file:1:1: error: plain\ntwo\nlines \\u{001B}\ncafé \\u{200B}\n")
    }

    @Test func everyMalformedLineIsReportedOnceInOrder() {
        // Every line malformed: one diagnostic a line, in order (fewer lines in a debug test).
        let count = 20_000
        var script = ""
        for i in 0..<count { script += "x\(i) == == \(i)\n" }
        let run = SolveRun.stdin(script)
        #expect(run.status == 1 && run.output.isEmpty)
        let lines = run.errors.split(separator: "\n")
        #expect(lines.count == count)
        #expect(
            lines.last
                == "<stdin>:\(count):\((count - 1).description.count + 6): error: expected a number, a variable or '(', found '=='"
        )
    }
}
