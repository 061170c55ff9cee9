import ConstraintScript

/// `layout-lab solve FILE [--json]`: runs a constraint script (docs/text-format.md).
///
/// Exit status: 0 when every statement ran; 1 for a usage error, an unreadable file or a
/// script that does not parse (then nothing goes to standard output); 2 when a statement
/// could not be satisfied and was skipped (the values are still printed).
enum SolveCommand {
    /// The command line.
    static let spec = CommandLineSpec(
        command: "solve",
        summary: "Runs a constraint script (docs/text-format.md) and prints the values of its variables.",
        arguments: [.init(name: "FILE", summary: "the script: a path (a file, a pipe, /dev/stdin…), or - for standard input")],
        options: [
            .init(name: "--json", summary: "print each block of values as one JSON object on a line"),
            .init(name: "--format", values: ["F"],
                  summary: "text (default), json (the same as --json), or html: an interactive page\n"
                      + "of the script's boxes with a slider for --sweep's variable"),
            .init(name: "--sweep", values: ["VAR", "FROM", "TO"], optionalValue: "STEP",
                  summary: "with --format html: the edit variable the slider moves, FROM…TO (STEP 1)"),
        ],
        notes: [
            """
            Exit status: 0 when every statement ran; 1 for a usage error, an unreadable file or a
            script that does not parse (nothing is printed); 2 when a statement could not be
            satisfied and was skipped (the values are still printed).
            """,
        ])

    static func run(_ arguments: [String], io: inout CommandIO) -> Int32 {
        ArgumentReader.run(arguments, spec, io: &io) { parsed, io throws(ArgumentReader.UsageError) in
            let page = try ScriptPageOptions(parsed)
            let source: (bytes: [UInt8], fileName: String)
            do throws(ScriptSource.Failure) {
                source = try ScriptSource.load(parsed.arguments[0], standardInput: io.readStandardInput)
            } catch {
                io.printError("layout-lab solve: \(error)")
                return 1
            }
            if let page {
                return page.run(bytes: source.bytes, fileName: source.fileName, io: &io)
            }
            return run(bytes: source.bytes, fileName: source.fileName, json: parsed.has("--json") || parsed.last("--format")?[0] == "json", io: &io)
        }
    }

    /// Parses and runs the script `bytes`, writing the value blocks (as JSON objects with
    /// `json`) to standard output and the diagnostics to standard error.
    static func run(bytes: [UInt8], fileName: String, json: Bool = false, io: inout CommandIO) -> Int32 {
        let script: Script
        do {
            script = try Script.parse(utf8: bytes, fileName: fileName)
        } catch {
            for diagnostic in error.diagnostics { io.printError(diagnostic.description) }
            return 1
        }
        var runner = ScriptRunner(script: script)
        let result = runner.runAll(format: json ? .json : .text)
        io.standardOutput += result.output
        for diagnostic in result.diagnostics { io.printError(diagnostic.description) }
        return result.exitStatus
    }
}
