/// `layout-lab scene NAME ...` and `layout-lab scenes`.
enum SceneCommand {
    static func run(_ arguments: [String], io: inout CommandIO) -> Int32 {
        io.printError("layout-lab scene: not available in this build yet")
        return 1
    }
    static func list(_ arguments: [String], io: inout CommandIO) -> Int32 {
        io.printError("layout-lab scenes: not available in this build yet")
        return 1
    }
}
