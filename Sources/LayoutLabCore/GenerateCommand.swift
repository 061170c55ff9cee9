/// `layout-lab generate FAMILY --n N [options]`: writes a benchmark workload as a constraint
/// script on standard output.
///
/// The families are layout-shaped: ``ChainWorkload`` (`chain`), ``StacksWorkload`` (`stacks`),
/// ``ListWorkload`` (`list`), ``CardsWorkload`` (`cards`), ``FlexWorkload`` (`flex`) and
/// ``GridWorkload`` (`grid`). Each script's second line, `# bench: OPTIONS`, holds the
/// `layout-lab bench` options that time its steps (a `--sweep` of its edit variable, or
/// `--steps` for a script that carries its own steps between `print` statements).
enum GenerateCommand {
    static let usage = """
        usage: layout-lab generate chain --n ITEMS
               layout-lab generate stacks --n VIEWS [--order top-down|leaves-first]
               layout-lab generate list --n ROWS [--steps S]      (default 100 scroll steps)
               layout-lab generate cards --n CARDS [--steps S]    (default 200 steps)
               layout-lab generate flex --n ITEMS
               layout-lab generate grid --n CELLS [--edit-last]
        """

    /// The family names, in the order the usage lists them.
    static let families = ["chain", "stacks", "list", "cards", "flex", "grid"]

    static func run(_ arguments: [String], io: inout CommandIO) -> Int32 {
        let known = families.map { "'\($0)'" }.joined(separator: ", ")
        guard let family = arguments.first else {
            return fail("missing workload name (one of \(known))", io: &io)
        }
        guard families.contains(family) else {
            return fail("unknown workload '\(family)' (one of \(known))", io: &io)
        }
        var size: Int?
        var steps: Int?
        var editLast = false
        var order: StacksWorkload.Order?
        var rest = arguments.dropFirst()
        while let option = rest.popFirst() {
            switch option {
            case "--n":
                guard let text = rest.popFirst() else { return fail("--n needs a number", io: &io) }
                guard let n = Int(text), n >= 1, n <= 1_000_000 else {
                    return fail("--n needs a whole number from 1 to 1000000, not '\(text)'", io: &io)
                }
                size = n
            case "--steps" where family == "list" || family == "cards":
                guard let text = rest.popFirst() else { return fail("--steps needs a number of steps", io: &io) }
                guard let n = Int(text), n >= 1, n <= 1_000_000 else {
                    return fail("--steps needs a whole number from 1 to 1000000, not '\(text)'", io: &io)
                }
                steps = n
            case "--order" where family == "stacks":
                guard let text = rest.popFirst() else { return fail("--order needs top-down or leaves-first", io: &io) }
                guard let value = StacksWorkload.Order(rawValue: text) else {
                    return fail("--order needs top-down or leaves-first, not '\(text)'", io: &io)
                }
                order = value
            case "--edit-last" where family == "grid":
                editLast = true
            default:
                return fail("unknown option '\(option)' for '\(family)'", io: &io)
            }
        }
        guard let size else { return fail("missing --n N", io: &io) }
        switch family {
        case "chain":
            io.standardOutput += ChainWorkload(items: size).script()
        case "stacks":
            io.standardOutput += StacksWorkload(views: size, order: order ?? .topDown).script()
        case "list":
            io.standardOutput += ListWorkload(rows: size, steps: steps ?? 100).script()
        case "cards":
            io.standardOutput += CardsWorkload(cards: size, steps: steps ?? 200).script()
        case "flex":
            io.standardOutput += FlexWorkload(items: size).script()
        default:
            io.standardOutput += GridWorkload(cells: size, editLast: editLast).script()
        }
        return 0
    }

    private static func fail(_ message: String, io: inout CommandIO) -> Int32 {
        io.printError("layout-lab generate: \(message)")
        io.printError(usage)
        return 1
    }
}
