import ConstraintScript

/// `layout-lab plot FILE --sweep VAR FROM TO [STEP] [--vars a,b,…] [--timing]`: an SVG chart of
/// the chosen variables against the swept edit variable, the sampled values at every step
/// (suggest, then read), the exact breakpoints of the regime map (`Solver.regimes`) marked
/// as dashed lines whose tooltips say what changes there; with `--timing` a second panel of
/// each step's re-solve time.
///
/// Without `--timing` the same input always gives the same bytes. Exit status 1 for a usage
/// error, an unreadable or malformed script, a statement that cannot be satisfied, a variable
/// that is not an edit variable or a name in `--vars` that is not a variable.
enum PlotCommand {
    /// `--sweep VAR FROM TO [STEP]`, which the command needs.
    static let sweep = CommandOption.variableRange(
        "--sweep", takesStep: true, maximumSteps: maximumSteps,
        summary: "suggest the edit variable VAR = FROM, FROM+STEP, … TO (STEP 1)"
    ).required("the edit variable to sweep and its range")

    /// `--vars a,b,…`.
    static let vars = CommandOption.names(
        "--vars", "a,b,…",
        summary: "the variables to draw, comma-separated (default: every variable but\n"
            + "VAR, the first \(defaultSeriesLimit) when there are more)")

    /// `--timing`.
    static let timing = CommandOption.flag(
        "--timing", summary: "add a panel of each step's re-solve time (one run, this machine)")

    /// The command line.
    static let spec = CommandLineSpec(
        command: "plot",
        summary: "Draws the values of a script's variables against a swept edit variable as an SVG chart.",
        arguments: [.scriptFile],
        options: [sweep.spec, vars.spec, timing.spec, CommandOption.output.spec],
        notes: [
            """
            The chart goes to standard output. Exit status 1 for a usage error, an unreadable or
            malformed script, a statement that cannot be satisfied, a VAR that is not an edit
            variable, or a name in --vars that is not a variable of the script.
            """
        ],
        forms: ["FILE --sweep VAR FROM TO [STEP] [--vars a,b,…] [--timing] [--output FILE]"])

    /// The most variables drawn when `--vars` is not given.
    static let defaultSeriesLimit = 12

    /// The most steps a sweep may have.
    static let maximumSteps = 1_000_000

    /// The parsed command line.
    struct Options {
        var path: String
        var variable: String
        /// FROM, TO and STEP of `--sweep`.
        var sweep: RangeArgument
        var vars: [String]?
        var timing = false
    }

    /// Reads the arguments after `plot`.
    static func parse(_ parsed: ParsedArguments) throws(ArgumentReader.UsageError) -> Options {
        // The reader has refused a command line without it.
        guard let given = parsed.value(sweep) else { throw ArgumentReader.UsageError("missing \(sweep.spec.synopsis)") }
        return Options(
            path: parsed.arguments[0], variable: given.variable, sweep: given.range, vars: parsed.value(vars),
            timing: parsed.value(timing, default: false))
    }

    static func run(_ arguments: [String], io: inout CommandIO) -> Int32 {
        ArgumentReader.run(arguments, spec, io: &io) { parsed, io throws(ArgumentReader.UsageError) in
            let options = try parse(parsed)
            let source: (bytes: [UInt8], fileName: String)
            do throws(ScriptSource.Failure) {
                source = try ScriptSource.load(options.path, standardInput: io.readStandardInput)
            } catch {
                io.printError("layout-lab plot: \(error)")
                return 1
            }
            do throws(SweepSampler.Failure) {
                io.standardOutput += try svg(options, bytes: source.bytes, fileName: source.fileName)
                return 0
            } catch {
                io.printError("layout-lab plot: \(error.message)")
                return 1
            }
        }
    }

    /// The chart for `options` of the script `bytes`.
    static func svg(_ options: Options, bytes: [UInt8], fileName: String) throws(SweepSampler.Failure) -> String {
        let values = options.sweep.values
        let samples = try SweepSampler.sample(
            bytes: bytes, fileName: fileName, variable: options.variable,
            values: values, timed: options.timing)
        var chosen: [Int] = []
        var caption: String?
        if let names = options.vars {
            for name in names {
                guard let index = samples.index(of: name) else {
                    throw SweepSampler.Failure("--vars: '\(name)' is not a variable of the script")
                }
                if !chosen.contains(index) { chosen.append(index) }
            }
        } else {
            let others = samples.names.indices.filter { samples.names[$0] != options.variable }
            chosen = Array(others.prefix(defaultSeriesLimit))
            if others.count > defaultSeriesLimit {
                caption = "the first \(defaultSeriesLimit) of \(others.count) variables; --vars chooses others"
            }
        }
        let stepNote = options.sweep.step == 1 ? "" : " step \(scriptNumber(options.sweep.step))"
        let range = options.sweep.bounds
        let series = chosen.map { v in
            SVGChart.Series(
                name: samples.names[v],
                points: samples.sweep.indices.map { k in (samples.sweep[k], samples.values[k][v]) })
        }
        // The breakpoints of the exact regime map, each with what changes there.
        var marks: [(x: Double, label: String)] = []
        if let map = samples.regimes, let runner = samples.runner {
            for regime in map.regimes.dropFirst() {
                let changes = regime.changes.map { SweepSampler.describe($0, in: runner) }
                marks.append(
                    (
                        regime.from,
                        "\(options.variable) = \(scriptNumber(regime.from)): " + changes.joined(separator: "; ")
                    ))
            }
        }
        let breakpointNote =
            "dashed red lines: the \(marks.count) breakpoint\(marks.count == 1 ? "" : "s") of the exact regime map"
        caption = caption.map { $0 + "; " + breakpointNote } ?? breakpointNote
        var charts = [
            SVGChart(
                title:
                    "\(fileName): values against \(options.variable) (suggest \(scriptNumber(options.sweep.from))…\(scriptNumber(options.sweep.to))\(stepNote))",
                xLabel: options.variable, yLabel: "value", xRange: range, series: series, marks: marks, caption: caption
            )
        ]
        if options.timing {
            let points = samples.sweep.indices.dropFirst().map { k in (x: samples.sweep[k], y: samples.times[k] * 1e6) }
            charts.append(
                SVGChart(
                    title: "re-solve time per step (suggest \(options.variable) + updateVariables)",
                    xLabel: options.variable, yLabel: "µs", xRange: range,
                    series: [SVGChart.Series(name: "time per step", points: points)], marks: marks,
                    caption:
                        "one run on \(machineDescription()), monotonic clock; the first step (from the built state) is left out"
                        + Self.buildNote
                ))
        }
        return SVGChart.document(charts)
    }

    /// What the timing caption says of the build: a debug build's solver checks its invariants
    /// after every change, so its times say little about a release build's.
    static var buildNote: String {
        #if DEBUG
        "; a DEBUG build (invariant checks on): use swift run -c release for representative times"
        #else
        ""
        #endif
    }

    /// The machine the timings were taken on: its processor model and core count.
    static func machineDescription() -> String {
        var model = "an unnamed processor"
        if let info = try? ScriptSource.bytes(atPath: "/proc/cpuinfo"),
            let line = String(decoding: info, as: UTF8.self).split(separator: "\n")
                .first(where: { $0.hasPrefix("model name") }),
            let colon = line.firstIndex(of: ":")
        {
            let name = line[line.index(after: colon)...].drop { $0 == " " || $0 == "\t" }
            let trimmed = String(name.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
            if !trimmed.isEmpty { model = trimmed }
        }
        let cores = onlineProcessorCount()
        return "\(model), \(cores) core\(cores == 1 ? "" : "s")"
    }
}
