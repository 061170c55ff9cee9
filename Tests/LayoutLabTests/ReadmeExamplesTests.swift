import Foundation
import Testing
import ConstraintScript
@testable import LayoutLabCore

/// A ```` ```cass ```` block of a Markdown file followed by an ```` ```output ```` block
/// (standard output) and optionally a ```` ```stderr ```` block (standard error).
struct DocumentedScript: Sendable, CustomTestStringConvertible {
    var file: String
    var line: Int
    var script: String
    var output: String
    var errors: String?
    var testDescription: String { "\(file):\(line)" }

    /// The repository root, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every `cass` block of `file` (relative to the root) that is followed, after blank lines
    /// only, by an `output` block, and the `stderr` block that may follow that.
    static func examples(in file: String) -> [DocumentedScript] {
        guard let text = try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8) else {
            return []
        }
        let lines = text.components(separatedBy: "\n")
        /// The fenced block whose opening fence is at `start`: its body and the line after it.
        func block(at start: Int) -> (body: String, next: Int)? {
            var end = start + 1
            while end < lines.count, lines[end].trimmingCharacters(in: .whitespaces) != "```" { end += 1 }
            guard end < lines.count else { return nil }
            let body = lines[(start + 1)..<end].map { $0 + "\n" }.joined()
            return (body, end + 1)
        }
        /// The line of the next fence with `info` at or after `start`, past blank lines only.
        func fence(_ info: String, from start: Int) -> Int? {
            var j = start
            while j < lines.count, lines[j].trimmingCharacters(in: .whitespaces).isEmpty { j += 1 }
            return j < lines.count && lines[j].trimmingCharacters(in: .whitespaces) == "```" + info ? j : nil
        }
        var found: [DocumentedScript] = []
        var i = 0
        while i < lines.count {
            guard lines[i].trimmingCharacters(in: .whitespaces) == "```cass", let script = block(at: i) else {
                i += 1
                continue
            }
            guard let j = fence("output", from: script.next), let output = block(at: j) else {
                i = script.next
                continue
            }
            var example = DocumentedScript(file: file, line: i + 1, script: script.body, output: output.body)
            i = output.next
            if let k = fence("stderr", from: output.next), let errors = block(at: k) {
                example.errors = errors.body
                i = errors.next
            }
            found.append(example)
        }
        return found
    }
}

@Suite("Documented examples")
struct ReadmeExamplesTests {
    static let readme = DocumentedScript.examples(in: "README.md")
    static let textFormat = DocumentedScript.examples(in: "docs/text-format.md")

    @Test func theReadmeAndTheFormatGuideHaveExamples() {
        #expect(!Self.readme.isEmpty)
        #expect(Self.textFormat.count >= 3)
    }

    @Test(arguments: readme + textFormat)
    func eachExampleScriptPrintsItsDocumentedOutput(_ example: DocumentedScript) {
        let run = SolveRun.stdin(example.script)
        #expect(run.output == example.output, "\(example.file):\(example.line)")
        if let errors = example.errors {
            #expect(run.status == 2, "\(example.file):\(example.line)")
            #expect(run.errors == errors, "\(example.file):\(example.line)")
        } else {
            #expect(run.status == 0, "\(example.file):\(example.line): \(run.errors)")
        }
    }
}
