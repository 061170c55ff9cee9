import ScriptWorkloads
import Testing
@testable import LayoutLabCore

/// `generate list` writes its script in pieces of about a megabyte as it makes them: a million
/// rows (390 MB) are never held whole.
@Suite("generate list streams its script")
struct GenerateStreamingTests {
    /// What a streaming record received.
    private final class Pieces: @unchecked Sendable {
        var sizes: [Int] = []
        var text = ""
    }

    @Test func theScriptComesInPiecesThatMakeTheWholeScript() {
        let pieces = Pieces()
        var io = CommandIO(stream: { piece in
            pieces.sizes.append(piece.utf8.count)
            pieces.text += piece
        })
        let status = LayoutLab.run(["generate", "list", "--n", "20000", "--steps", "3"], io: &io)
        #expect(status == 0 && io.standardOutput.isEmpty)
        #expect(pieces.text == ListWorkload(rows: 20000, steps: 3).script())
        // 20 000 rows of ten lines of about 36 bytes: several megabytes, so several pieces,
        // none more than a line beyond the megabyte.
        #expect(pieces.sizes.count > 2)
        #expect(pieces.sizes.allSatisfy { $0 < GenerateCommand.streamPiece + 200 })
    }
}
