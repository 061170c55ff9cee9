/// The `layout-lab` command line: each command declares its arguments once (a
/// ``CommandLineSpec``), and the usage below is written from those declarations.
public enum LayoutLab {
    /// `layout-lab` without a command: the main job.
    static let mainSpec = CommandLineSpec(
        command: "",
        summary: "Prints every scene at every device width, then each scene's mean re-solve time.")

    /// `layout-lab help [COMMAND]`.
    static let helpSpec = CommandLineSpec(
        command: "help",
        summary: "Prints this overview, or with COMMAND that command's help (the same as COMMAND --help).")

    /// The version `layout-lab --version` prints: the package's, raised with each release.
    public static let version = "0.1.0"

    /// `layout-lab --version`.
    static let versionSpec = CommandLineSpec(
        command: "--version",
        summary: "Prints the version (layout-lab \(version)).")

    /// Every command with its declaration and what runs it, in the order the usage lists them.
    static let commands:
        [(spec: CommandLineSpec, run: @Sendable (_ arguments: [String], _ io: inout CommandIO) -> Int32)] = [
            (SolveCommand.spec, SolveCommand.run),
            (SceneCommand.spec, SceneCommand.run),
            (SceneCommand.listSpec, SceneCommand.list),
            (PlotCommand.spec, PlotCommand.run),
            (BenchCommand.spec, BenchCommand.run),
            (GenerateCommand.spec, GenerateCommand.run),
            (IBCommand.spec, IBCommand.run),
            (UIKitLogCommand.spec, UIKitLogCommand.run),
        ]

    /// The overview: every command's usage, then what each does.
    public static var usage: String {
        let indent = "usage: ".count
        var lines: [String] = []
        for spec in [mainSpec] + commands.map(\.spec) {
            if spec.forms.isEmpty {
                lines += spec.synopsis(indent: indent)
            } else {
                lines += spec.forms.map { String(repeating: " ", count: indent) + spec.invocation + " " + $0 }
            }
        }
        lines.append(String(repeating: " ", count: indent) + "layout-lab help [COMMAND]")
        lines.append(String(repeating: " ", count: indent) + "layout-lab --version")
        lines[0] = "usage: " + lines[0].dropFirst(indent)
        let entries =
            [("(none)", mainSpec.summary)] + commands.map { ($0.spec.command, $0.spec.summary) }
            + [("help", helpSpec.summary), (versionSpec.command, versionSpec.summary)]
        let column = (entries.map(\.0.count).max() ?? 0) + 2
        lines += ["", "commands:"]
        for (name, summary) in entries {
            let wrapped = CommandLineSpec.wrap(summary, width: CommandLineSpec.helpWidth - column - 2)
            lines.append("  " + name + String(repeating: " ", count: column - name.count) + wrapped[0])
            lines += wrapped.dropFirst().map { String(repeating: " ", count: column + 2) + $0 }
        }
        lines += ["", "`layout-lab COMMAND --help` describes a command's arguments and options."]
        lines += [
            "",
            "Exit status: 0 on success; 1 for a usage error or input that cannot be used (each",
            "command's --help says which); solve also exits 2 when a statement was skipped.",
        ]
        return lines.joined(separator: "\n")
    }

    /// Runs `layout-lab` with `arguments` (without the program name); returns the exit status.
    public static func run(_ arguments: [String], io: inout CommandIO) -> Int32 {
        guard let command = arguments.first else { return MainJob.run(io: &io) }
        let rest = Array(arguments.dropFirst())
        if let entry = commands.first(where: { $0.spec.command == command }) {
            return entry.run(rest, &io)
        }
        switch command {
        case "help", "-h", "--help":
            // `help` alone, and `help --help` as every command's `--help`: the overview.
            guard let topic = rest.first, !(rest.count == 1 && (topic == "--help" || topic == "-h")) else {
                io.print(usage)
                return 0
            }
            guard rest.count == 1, let entry = commands.first(where: { $0.spec.command == topic }) else {
                io.printError(
                    "layout-lab help: "
                        + (rest.count == 1
                            ? "unknown command '\(topic)'"
                                + Spelling.hint(for: topic, among: commands.map(\.spec.command))
                            : "unexpected argument '\(rest[1])' (help takes one COMMAND)")
                        + "\n`layout-lab --help` lists the commands")
                return 1
            }
            io.print(entry.spec.help)
            return 0
        case versionSpec.command:
            guard rest.isEmpty else {
                io.printError("layout-lab --version: unexpected argument '\(rest[0])'")
                return 1
            }
            io.print("layout-lab \(version)")
            return 0
        default:
            let known = commands.map(\.spec.command) + ["help", "--help", versionSpec.command]
            let what = command.hasPrefix("-") ? "option" : "command"
            io.printError(
                "layout-lab: unknown \(what) '\(command)'" + Spelling.hint(for: command, among: known)
                    + "\n`layout-lab --help` lists the commands")
            return 1
        }
    }
}
