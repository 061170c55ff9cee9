/// `layout-lab bench FILE ...`: times building and re-solving a constraint script.
enum BenchCommand {
    static func run(_ arguments: [String], io: inout CommandIO) -> Int32 {
        io.printError("layout-lab bench: not available in this build yet")
        return 1
    }
}
