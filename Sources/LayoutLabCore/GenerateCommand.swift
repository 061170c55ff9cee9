import ConstraintScript
import ScriptWorkloads

/// `layout-lab generate FAMILY --n N [options]`: writes a benchmark workload as a constraint
/// script on standard output.
///
/// The families are layout-shaped: ``ChainWorkload`` (`chain`), ``StacksWorkload`` (`stacks`),
/// ``ListWorkload`` (`list`), ``CardsWorkload`` (`cards`), ``FlexWorkload`` (`flex`) and
/// ``GridWorkload`` (`grid`). Each script's second line, `# bench: OPTIONS`, holds the
/// `layout-lab bench` options that time its steps (a `--sweep` of its edit variable, or
/// `--steps` for a script that carries its own steps between `print` statements).
enum GenerateCommand {
    /// The command line; which options a family takes is checked after reading.
    static let spec = CommandLineSpec(
        command: "generate",
        summary: "Writes a benchmark workload as a constraint script on standard output.",
        arguments: [.init(name: "FAMILY", summary: families.joined(separator: ", "))],
        options: [
            .init(name: "--n", values: ["N"], summary: "the size: items, views, rows, cards or cells (1 to 1000000)"),
            .init(name: "--order", values: ["ORDER"], summary: "stacks: top-down (default) or leaves-first"),
            .init(
                name: "--steps", values: ["S"],
                summary: "list, cards: the number of steps (100 for list, 200 for cards)"),
            .init(name: "--edit-last", summary: "grid: declare the edit variable after the constraints"),
        ],
        notes: [
            "The script's second line, `# bench: OPTIONS`, holds the `layout-lab bench` options that time it.",
            """
            Exit status: 0 when the script was written; 1 for a usage error (an unknown family, or
            an option the family does not take, a size or count out of range).
            """,
        ],
        forms: [
            "chain --n ITEMS",
            "stacks --n VIEWS [--order top-down|leaves-first]",
            "list --n ROWS [--steps S]      (default 100 scroll steps)",
            "cards --n CARDS [--steps S]    (default 200 steps)",
            "flex --n ITEMS",
            "grid --n CELLS [--edit-last]",
        ])

    /// The size of the pieces a streamed script is written in (bytes, about).
    static let streamPiece = 1 << 20

    /// The family names, in the order the usage lists them.
    static let families = ["chain", "stacks", "list", "cards", "flex", "grid"]

    /// The options each family takes besides `--n`.
    static let familyOptions: [String: [String]] = [
        "stacks": ["--order"], "list": ["--steps"], "cards": ["--steps"], "grid": ["--edit-last"],
    ]

    static func run(_ arguments: [String], io: inout CommandIO) -> Int32 {
        ArgumentReader.run(arguments, spec, io: &io) { parsed, io throws(ArgumentReader.UsageError) in
            try generate(parsed, io: &io)
        }
    }

    private static func generate(_ parsed: ParsedArguments, io: inout CommandIO) throws(ArgumentReader.UsageError)
        -> Int32
    {
        typealias Failure = ArgumentReader.UsageError
        let family = parsed.arguments[0]
        let known = families.map { "'\($0)'" }.joined(separator: ", ")
        guard families.contains(family) else {
            throw Failure(
                "unknown workload '\(family)'" + Spelling.hint(for: family, among: families) + " (one of \(known))")
        }
        for option in parsed.options where option.name != "--n" && !(familyOptions[family] ?? []).contains(option.name)
        {
            throw Failure("unknown option '\(option.name)' for '\(family)'")
        }
        let size = try parsed.last("--n").map { values throws(Failure) in
            try ParsedArguments.count(values[0], "--n", in: 1...1_000_000)
        }
        let steps = try parsed.last("--steps").map { values throws(Failure) in
            try ParsedArguments.count(values[0], "--steps", in: 1...1_000_000)
        }
        var order: StacksWorkload.Order?
        if let text = parsed.last("--order")?[0] {
            guard let value = StacksWorkload.Order(rawValue: text) else {
                throw Failure("--order needs top-down or leaves-first, not '\(text)'")
            }
            order = value
        }
        let editLast = parsed.has("--edit-last")
        guard let size else { throw Failure("missing --n N") }
        switch family {
        case "chain":
            io.standardOutput += ChainWorkload(items: size).script()
        case "stacks":
            io.standardOutput += StacksWorkload(views: size, order: order ?? .topDown).script()
        case "list":
            // Up to 390 MB: streamed in pieces of about a megabyte rather than held whole.
            var buffer = ""
            ListWorkload(rows: size, steps: steps ?? 100).writeScript { piece in
                buffer += piece
                if buffer.utf8.count >= streamPiece {
                    io.stream(buffer)
                    buffer = ""
                }
            }
            io.stream(buffer)
        case "cards":
            io.standardOutput += CardsWorkload(cards: size, steps: steps ?? 200).script()
        case "flex":
            io.standardOutput += FlexWorkload(items: size).script()
        default:
            io.standardOutput += GridWorkload(cells: size, editLast: editLast).script()
        }
        return 0
    }
}
