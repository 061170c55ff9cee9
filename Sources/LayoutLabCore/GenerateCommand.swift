import ConstraintScript
import ScriptWorkloads

/// `layout-lab generate FAMILY --n N [options]`: writes a benchmark workload as a constraint
/// script on standard output.
///
/// The families are layout-shaped: ``ChainWorkload`` (`chain`), ``StacksWorkload`` (`stacks`),
/// ``ListWorkload`` (`list`), ``CardsWorkload`` (`cards`), ``FlexWorkload`` (`flex`),
/// ``GridWorkload`` (`grid`), ``SpaceBetweenWorkload`` (`spacebetween`) and
/// ``SplitPanesWorkload`` (`splitpanes`), and the performance fuzzer's ``MotifWorkload``
/// (`motif`). Each script's second line, `# bench: OPTIONS`, holds the
/// `layout-lab bench` options that time its steps (a `--sweep` of its edit variable, or
/// `--steps` for a script that carries its own steps between `print` statements).
enum GenerateCommand {
    /// `--n N`, which every family needs.
    static let size = CommandOption.count(
        "--n", "N", in: 1...1_000_000, summary: "the size: items, views, rows, cards or cells"
    ).required()

    /// `--order ORDER` (stacks).
    static let order = CommandOption<StacksWorkload.Order>.choice(
        "--order", "ORDER", StacksWorkload.Order.allCases.map { OptionChoice(value: $0.rawValue) },
        default: StacksWorkload.Order.topDown.rawValue, summary: "stacks:", StacksWorkload.Order.init(rawValue:))

    /// `--steps S` (list, cards).
    static let steps = CommandOption.count(
        "--steps", "S", in: 1...1_000_000, defaultText: "100 for list and 200 for cards",
        summary: "list, cards: the number of steps")

    /// `--edit-last` (grid).
    static let editLast = CommandOption.flag(
        "--edit-last", summary: "grid: declare the edit variable after the constraints")

    /// `--motif NAME` (motif).
    static let motif = CommandOption<MotifWorkload.Motif>.choice(
        "--motif", "NAME", MotifWorkload.Motif.allCases.map { OptionChoice(value: $0.rawValue) },
        default: MotifWorkload.Motif.chain.rawValue, summary: "motif:", MotifWorkload.Motif.init(rawValue:))

    /// `--seed S` (motif).
    static let seed = CommandOption.count(
        "--seed", "S", in: 0...1_000_000_000, default: 1, summary: "motif: the seed of its parameters")

    /// `FAMILY`: one of ``families``.
    static let family = CommandLineSpec.Argument(
        name: "FAMILY", summary: families.joined(separator: ", "), choices: families, noun: "workload")

    /// The command line: which options each family takes are rules, checked as it is read.
    static let spec = CommandLineSpec(
        command: "generate",
        summary: "Writes a benchmark workload as a constraint script on standard output.",
        arguments: [family],
        options: [size.spec, order.spec, steps.spec, editLast.spec, motif.spec, seed.spec],
        rules: [
            .requires(order.isGiven, family.is("stacks")),
            .requires(steps.isGiven, family.is("list", "cards")),
            .requires(editLast.isGiven, family.is("grid")),
            .requires(motif.isGiven, family.is("motif")),
            .requires(seed.isGiven, family.is("motif")),
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
            "spacebetween --n ITEMS",
            "splitpanes --n PANES",
            "motif --n SIZE [--motif NAME] [--seed S]   (default chain, seed 1)",
        ])

    /// The size of the pieces a streamed script is written in (bytes, about).
    static let streamPiece = 1 << 20

    /// The family names, in the order the usage lists them.
    static let families = [
        "chain", "stacks", "list", "cards", "flex", "grid", "spacebetween", "splitpanes", "motif",
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
        // The reader has refused an unknown family and an option the family does not take.
        let family = parsed.arguments[0]
        // The reader has refused a command line without it.
        guard let size = parsed.value(Self.size) else { throw Failure("missing --n N") }
        let order = parsed.value(Self.order, default: .topDown)
        let steps = parsed.value(Self.steps)
        let editLast = parsed.value(Self.editLast, default: false)
        switch family {
        case "chain":
            io.standardOutput += ChainWorkload(items: size).script()
        case "stacks":
            io.standardOutput += StacksWorkload(views: size, order: order).script()
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
        case "spacebetween":
            io.standardOutput += SpaceBetweenWorkload(items: size).script()
        case "splitpanes":
            io.standardOutput += SplitPanesWorkload(panes: size).script()
        case "motif":
            io.standardOutput += MotifWorkload(
                motif: parsed.value(Self.motif, default: .chain), size: size,
                seed: UInt64(parsed.value(Self.seed, default: 1))
            ).script()
        default:
            io.standardOutput += GridWorkload(cells: size, editLast: editLast).script()
        }
        return 0
    }
}
