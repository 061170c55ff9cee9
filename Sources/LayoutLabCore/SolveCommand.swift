import Cassowary
import ConstraintScript

/// `layout-lab solve FILE [--json] [--regimes VAR FROM TO [--vars NAMES]]`: runs a constraint
/// script (docs/text-format.md), or maps its solution exactly over an edit variable's range.
///
/// Exit status: 0 when every statement ran; 1 for a usage error, an unreadable file, a script
/// that does not parse (then nothing goes to standard output) or a regime map that cannot be
/// made (VAR not an edit variable, an unknown name in --vars); 2 when a statement could not be
/// satisfied and was skipped (the values, or the map, are still printed).
enum SolveCommand {
    /// `--json`.
    static let json = CommandOption.flag(
        "--json",
        summary: "print each block of values, and each explanation, as one JSON object on a line; with\n"
            + "--regimes, each regime as one {\"from\", \"to\", \"affine\"} object")

    /// `--format F`.
    static let format = CommandOption<ScriptPageOptions.Format>.choice(
        "--format", "F",
        [
            .init(value: "text"), .init(value: "json", meaning: "the same as --json"),
            .init(
                value: "html", meaning: "an interactive page of the script's boxes with a slider for --sweep's variable"
            ),
        ],
        default: "text", ScriptPageOptions.Format.init(rawValue:))

    /// `--sweep VAR FROM TO [STEP]`: the page's slider.
    static let sweep = CommandOption.variableRange(
        "--sweep", takesStep: true, maximumSteps: ScriptPageOptions.maximumSteps,
        summary: "with --format html: the edit variable the slider moves, FROM…TO in steps of\nSTEP (default 1)")

    /// `--regimes VAR FROM TO`.
    static let regimes = CommandOption.variableRange(
        "--regimes", takesStep: false,
        summary:
            "instead of the values: the exact regime map of edit variable VAR from\nFROM to TO (FROM > TO walks down): each interval on which every value\nis SLOPE × VAR + OFFSET, and what changes at each breakpoint"
    )

    /// `--vars NAMES`.
    static let vars = CommandOption.names(
        "--vars", "NAMES", summary: "with --regimes: only these variables (comma-separated), in this order"
    ).requiring(regimes)

    /// The command line.
    static let spec = CommandLineSpec(
        command: "solve",
        summary: "Runs a constraint script (docs/text-format.md) and prints the values of its variables.",
        arguments: [
            .init(name: "FILE", summary: "the script: a path (a file, a pipe, /dev/stdin…), or - for standard input")
        ],
        options: [json.spec, format.spec, sweep.spec, regimes.spec, vars.spec, CommandOption.output.spec],
        rules: [
            .requires(sweep.isGiven, format.is("html")),
            .requires(format.is("html"), sweep.isGiven, because: "the edit variable the slider moves"),
            .excludes(format.is("html"), regimes.isGiven, json.isGiven, because: "the page is the whole output"),
        ],
        notes: [
            """
            Exit status: 0 when every statement ran; 1 for a usage error, an unreadable file, a
            script that does not parse, or a regime map that cannot be made (nothing is
            printed); 2 when a statement could not be satisfied and was skipped (the values, or
            the map, are still printed).
            """
        ])

    /// What `--regimes` and `--vars` asked for.
    struct RegimeRequest: Sendable {
        var variable: String
        var from: Double
        var to: Double
        var tracked: [String]?
    }

    static func run(_ arguments: [String], io: inout CommandIO) -> Int32 {
        ArgumentReader.run(arguments, spec, io: &io) { parsed, io throws(ArgumentReader.UsageError) in
            let page = ScriptPageOptions(parsed)
            var request = parsed.value(regimes).map { given in
                RegimeRequest(variable: given.variable, from: given.range.from, to: given.range.to, tracked: nil)
            }
            request?.tracked = parsed.value(vars)
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
            return run(
                bytes: source.bytes, fileName: source.fileName,
                json: parsed.value(json, default: false) || parsed.value(format) == .json,
                regimes: request, io: &io)
        }
    }

    /// Parses and runs the script `bytes`, writing the value blocks and explanations (as JSON
    /// objects with `json`) — or, with `regimes`, only the regime map of the final solution —
    /// to standard output and the diagnostics to standard error.
    static func run(
        bytes: [UInt8], fileName: String, json: Bool = false, regimes: RegimeRequest? = nil,
        io: inout CommandIO
    ) -> Int32 {
        let script: Script
        do {
            script = try Script.parse(utf8: bytes, fileName: fileName)
        } catch {
            io.streamErrors(error.diagnostics)
            return 1
        }
        var runner = ScriptRunner(script: script)
        let result = runner.runAll(collectingOutput: regimes == nil, format: json ? .json : .text)
        io.printErrors(result.diagnostics)
        guard let regimes else {
            io.standardOutput += result.output
            return result.exitStatus
        }
        let map: RegimeMap
        do throws(ScriptRunner.RegimeRequestError) {
            map = try runner.regimes(
                of: regimes.variable, from: regimes.from, to: regimes.to, tracking: regimes.tracked)
        } catch {
            let option = if case .unknownTrackedVariable = error { "--vars" } else { "--regimes" }
            io.printError("layout-lab solve: \(option): \(error)")
            return 1
        }
        io.standardOutput += json ? runner.regimeJSONLines(map) : runner.regimeText(map)
        return result.exitStatus
    }
}
