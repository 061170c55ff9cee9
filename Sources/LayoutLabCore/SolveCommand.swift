/// `layout-lab solve FILE|-`: runs a constraint script.
enum SolveCommand {
    static func run(_ arguments: [String], io: inout CommandIO) -> Int32 {
        io.printError("layout-lab solve: not available in this build yet")
        return 1
    }
}
