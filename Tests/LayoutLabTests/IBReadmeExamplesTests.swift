import Foundation
import Testing

@testable import LayoutLabCore

/// The README's `layout-lab ib` and `layout-lab uikit-log` examples run as printed, on the
/// repository's example files: the command line after `$ `, and every line after it exactly.
/// The importing article's examples, which leave lines out (`…`), print each line they show.
@Suite struct IBReadmeExamplesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Each ```` ```console ```` block of `file` whose command is `layout-lab ib` or
    /// `layout-lab uikit-log`: its arguments and the lines it shows.
    static func examples(in file: String) throws -> [(arguments: [String], lines: [String])] {
        let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        var found: [(arguments: [String], lines: [String])] = []
        var i = 0
        while i < lines.count {
            guard lines[i] == "```console" else {
                i += 1
                continue
            }
            var end = i + 1
            while end < lines.count, lines[end] != "```" { end += 1 }
            let body = Array(lines[(i + 1)..<end])
            if let command = body.first,
                command.hasPrefix("$ layout-lab ib ") || command.hasPrefix("$ layout-lab uikit-log ")
            {
                found.append(
                    (
                        command.dropFirst("$ layout-lab ".count).split(separator: " ").map(String.init),
                        Array(body.dropFirst())
                    ))
            }
            i = end + 1
        }
        return found
    }

    /// Runs `arguments` with the example files' paths made absolute, and gives the output with
    /// the repository's path taken out again.
    func run(_ arguments: [String]) -> (status: Int32, out: String) {
        let prefix = Self.root.path + "/"
        let absolute = arguments.map { $0.hasPrefix("Examples/") ? prefix + $0 : $0 }
        var io = CommandIO(input: { "" })
        let status = LayoutLab.run(absolute, io: &io)
        return (status, io.standardOutput.replacingOccurrences(of: prefix, with: ""))
    }

    @Test func theReadmeExamplesRunAsPrinted() throws {
        let examples = try Self.examples(in: "README.md")
        #expect(examples.count == 3)
        for example in examples {
            let result = run(example.arguments)
            #expect(result.status == 0 || example.arguments.contains("uikit-log"), "\(example.arguments)")
            #expect(result.out == example.lines.joined(separator: "\n") + "\n", "\(example.arguments)")
        }
    }

    @Test func theImportingArticlesExamplesShowLinesTheCommandPrints() throws {
        let examples = try Self.examples(
            in: "Sources/InterfaceBuilder/InterfaceBuilder.docc/ImportingInterfaceBuilderFiles.md")
        #expect(examples.count >= 3)
        for example in examples {
            let printed = Set(run(example.arguments).out.split(separator: "\n").map(String.init))
            for line in example.lines where !line.contains("…") {
                #expect(printed.contains(line), "\(example.arguments): \(line)")
            }
        }
    }
}
