/// `layout-lab` with no arguments: every scene at every device width.
enum MainJob {
    static func run(io: inout CommandIO) -> Int32 {
        io.print(LayoutLab.usage)
        return 0
    }
}
