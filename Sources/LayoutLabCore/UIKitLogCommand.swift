import ConstraintScript

/// `layout-lab uikit-log FILE [--format text|json]`: reads UIKit's "Unable to simultaneously satisfy constraints."
/// messages from a console log and explains each: the constraints rebuilt, the minimal set
/// that conflicts, the constraint UIKit broke and why, and fixes.
enum UIKitLogCommand {
    /// `--format F`: true for JSON.
    static let format = CommandOption<Bool>.choice(
        "--format", "F",
        [
            .init(value: "text"),
            .init(
                value: "json",
                meaning: "one object per conflict per line: the constraints, the minimal set and the broken one by "
                    + "1-based index, the fixes"),
        ],
        default: "text", { $0 == "json" })

    /// `--json`.
    static let json = CommandOption.flag("--json", summary: "the same as --format json")

    /// The command line.
    static let spec = CommandLineSpec(
        command: "uikit-log",
        summary: "Explains UIKit's \"Unable to simultaneously satisfy constraints\" messages in a log.",
        arguments: [
            .init(name: "FILE", summary: "the log: a path, or - for standard input (pasted from Xcode's console)")
        ],
        options: [format.spec, json.spec],
        rules: [.excludes(json.isGiven, format.is("text"), because: "it is the same as --format json")],
        notes: [
            """
            Each message's constraints are rebuilt with every view a rectangle of its own, related
            only by the listed constraints. Exit status 1 for a usage error, an unreadable file, a
            constraint description that cannot be read (with its line), or a log without such a
            message.
            """
        ])

    static func run(_ arguments: [String], io: inout CommandIO) -> Int32 {
        ArgumentReader.run(arguments, spec, io: &io) { parsed, io throws(ArgumentReader.UsageError) in
            let json = parsed.value(Self.json, default: false) || parsed.value(format, default: false)
            let source: (bytes: [UInt8], fileName: String)
            do throws(ScriptSource.Failure) {
                source = try ScriptSource.load(parsed.arguments[0], standardInput: io.readStandardInput)
            } catch {
                io.printError("layout-lab uikit-log: \(error)")
                return 1
            }
            guard let text = String(validating: source.bytes, as: UTF8.self) else {
                io.printError("layout-lab uikit-log: \(source.fileName): not UTF-8 text")
                return 1
            }
            let log: UIKitConflictLog
            do throws(UIKitConflictLog.Failure) {
                log = try UIKitConflictLog(text)
            } catch {
                io.printError("layout-lab uikit-log: \(source.fileName):\(error.line): cannot read \(error.message)")
                return 1
            }
            guard !log.conflicts.isEmpty else {
                io.printError(
                    "layout-lab uikit-log: \(source.fileName): no \"Unable to simultaneously satisfy constraints.\" message"
                )
                return 1
            }
            for (i, conflict) in log.conflicts.enumerated() {
                let analysis = UIKitConflictAnalysis(conflict)
                if json {
                    io.print(analysis.json(number: i + 1))
                    continue
                }
                if i > 0 { io.print() }
                for line in analysis.report(number: i + 1) { io.print(line) }
            }
            return 0
        }
    }
}
