/// `layout-lab generate grid --n N`: writes the grid workload as a script.
enum GenerateCommand {
    static func run(_ arguments: [String], io: inout CommandIO) -> Int32 {
        io.printError("layout-lab generate: not available in this build yet")
        return 1
    }
}
