import Foundation

/// `known-slow.txt` beside this file: the cases whose work is known to grow faster than the
/// threshold, one a line, `RUN MOTIF ORDER MODE OPERATION COUNTER SLOPE` (the slope as last
/// measured, for the reader); `#` starts a comment.
struct KnownSlowList {
    /// A listed case: everything but the slope, space-separated.
    struct Entry: Hashable {
        var key: String
        var recordedSlope: String
        var line: Int
    }

    var entries: [Entry]

    /// The list in this directory.
    static func load() throws -> KnownSlowList {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("known-slow.txt")
        return try parse(String(contentsOf: url, encoding: .utf8), fileName: "known-slow.txt")
    }

    /// Reads the list's text; a malformed line is an error that names it.
    static func parse(_ text: String, fileName: String) throws -> KnownSlowList {
        var entries: [Entry] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            if fields.isEmpty { continue }
            guard fields.count == 7, Double(fields[6]) != nil else {
                throw ListError(
                    description:
                        "\(fileName):\(index + 1):1: expected RUN MOTIF ORDER MODE OPERATION COUNTER SLOPE, found '\(line)'"
                )
            }
            entries.append(
                Entry(key: fields[0..<6].joined(separator: " "), recordedSlope: String(fields[6]), line: index + 1))
        }
        return KnownSlowList(entries: entries)
    }

    /// The entries of run `run` and motif `motif`, by key.
    func entries(run: String, motif: String) -> [String: Entry] {
        var found: [String: Entry] = [:]
        for entry in entries where entry.key.hasPrefix("\(run) \(motif) ") { found[entry.key] = entry }
        return found
    }

    struct ListError: Error, CustomStringConvertible {
        var description: String
    }
}
