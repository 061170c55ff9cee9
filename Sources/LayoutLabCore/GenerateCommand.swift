/// `layout-lab generate grid --n N [--edit-last]`: writes the grid benchmark workload (see
/// ``GridWorkload``) as a constraint script on standard output.
enum GenerateCommand {
    static let usage = "usage: layout-lab generate grid --n N [--edit-last]"

    static func run(_ arguments: [String], io: inout CommandIO) -> Int32 {
        guard let kind = arguments.first else {
            return fail("missing workload name (the only workload is 'grid')", io: &io)
        }
        guard kind == "grid" else {
            return fail("unknown workload '\(kind)' (the only workload is 'grid')", io: &io)
        }
        var cells: Int?
        var editLast = false
        var rest = arguments.dropFirst()
        while let option = rest.popFirst() {
            switch option {
            case "--n":
                guard let text = rest.popFirst() else { return fail("--n needs a number of cells", io: &io) }
                guard let n = Int(text), n >= 1, n <= 1_000_000 else {
                    return fail("--n needs a whole number of cells from 1 to 1000000, not '\(text)'", io: &io)
                }
                cells = n
            case "--edit-last":
                editLast = true
            default:
                return fail("unknown option '\(option)'", io: &io)
            }
        }
        guard let cells else { return fail("missing --n N", io: &io) }
        io.standardOutput += GridWorkload(cells: cells, editLast: editLast).script()
        return 0
    }

    private static func fail(_ message: String, io: inout CommandIO) -> Int32 {
        io.printError("layout-lab generate: \(message)")
        io.printError(usage)
        return 1
    }
}
