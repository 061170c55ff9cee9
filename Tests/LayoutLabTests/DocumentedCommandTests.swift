import Foundation
import Testing
@testable import LayoutLabCore

/// A ```` ```console ```` block of a Markdown file: `$ layout-lab solve FILE OPTIONS…` on its
/// first line and what the command prints after it, run on the ```` ```cass ```` block that
/// comes last before it in the file (as the file FILE).
struct DocumentedCommand: Sendable, CustomTestStringConvertible {
    var file: String
    var line: Int
    var arguments: [String]
    var script: String
    var output: String
    var testDescription: String { "\(file):\(line)" }

    static func examples(in file: String) -> [DocumentedCommand] {
        guard let text = try? String(contentsOf: DocumentedScript.root.appendingPathComponent(file), encoding: .utf8)
        else {
            return []
        }
        let lines = text.components(separatedBy: "\n")
        var found: [DocumentedCommand] = []
        var lastScript: String?
        var i = 0
        while i < lines.count {
            let fence = lines[i].trimmingCharacters(in: .whitespaces)
            guard fence == "```cass" || fence == "```console" else { i += 1; continue }
            var end = i + 1
            while end < lines.count, lines[end].trimmingCharacters(in: .whitespaces) != "```" { end += 1 }
            let body = Array(lines[(i + 1)..<min(end, lines.count)])
            if fence == "```cass" {
                lastScript = body.map { $0 + "\n" }.joined()
            } else if let command = body.first, command.hasPrefix("$ layout-lab "), let script = lastScript {
                var arguments = command.dropFirst("$ layout-lab ".count).split(separator: " ").map(String.init)
                // The file argument: the first after the command name that is not an option or
                // an option's value; the script comes on standard input instead.
                if let k = arguments.indices.dropFirst().first(where: { arguments[$0].hasSuffix(".cass") }) {
                    arguments[k] = "-"
                }
                found.append(
                    DocumentedCommand(
                        file: file, line: i + 1, arguments: arguments, script: script,
                        output: body.dropFirst().map { $0 + "\n" }.joined()))
            }
            i = end + 1
        }
        return found
    }
}

@Suite("Documented command lines")
struct DocumentedCommandTests {
    static let examples =
        DocumentedCommand.examples(in: "README.md") + DocumentedCommand.examples(in: "docs/text-format.md")

    @Test func theFormatGuideShowsRegimeMaps() {
        #expect(
            Self.examples.filter { $0.file == "docs/text-format.md" && $0.arguments.contains("--regimes") }.count >= 2)
    }

    @Test(arguments: examples)
    func eachCommandPrintsItsDocumentedOutput(_ example: DocumentedCommand) {
        var io = CommandIO(input: { example.script })
        let status = LayoutLab.run(example.arguments, io: &io)
        #expect(status == 0, "\(example.file):\(example.line): \(io.standardError)")
        #expect(io.standardOutput == example.output, "\(example.file):\(example.line)")
    }
}
