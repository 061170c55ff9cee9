import ConstraintScript
import Cassowary

/// `layout-lab bench FILE [--steps] [--sweep VAR FROM TO [STEP]] [--replay K] [--constant LABEL VALUE [COUNT]] [--repeat K] [--one-at-a-time] [--json]`:
/// times building and re-solving a constraint script.
///
/// - *Build*: running every statement of the script on a fresh solver (parsing and making the
///   variables and constraints are not timed), `--repeat K` times; the last build is kept.
///   With `--steps`, only the statements before the first `print`. A long run of constraint
///   statements goes in as one batch, as the script runner adds it; `--one-at-a-time` adds
///   each on its own instead.
/// - *Steps* (`--steps`): the script's own steps, after that build: each block of statements
///   between one `print` and the next (or the end) is one step, run once, followed by
///   `Solver.updateVariables()`; each step is timed. This is how a workload whose steps add
///   and remove constraints (`layout-lab generate list`) or change constants
///   (`layout-lab generate cards`) is timed, with no syntax beyond the text format's.
/// - *Sweep*: `suggest VAR` = FROM, FROM+STEP, … up to TO and back down to FROM, each step
///   followed by `Solver.updateVariables()` (reading every value); each step is timed.
/// - *Replay*: the script's own suggestions, grouped into steps (consecutive `suggest`
///   statements up to the next other statement, e.g. `print`), each followed by
///   `updateVariables()`, replayed K times.
/// - *Constant*: the labelled constraint's constant changed in place to VALUE and back,
///   COUNT times (default 1000); each change (`Solver.setConstant`) is timed on its own.
///
/// Output: median, min and max per build and per step, the worst step and its value; with
/// `--json` one JSON object (times in seconds, the final values, the peak resident memory).
/// Exit status 1 for a usage error, an unreadable or malformed script, a statement that
/// cannot be satisfied, or a sweep / constant that the solver rejects.
enum BenchCommand {
    /// The counts bench takes: `--replay K`, `--repeat K`, the COUNT of `--constant`.
    static let counts = 1...10_000_000

    /// `--steps`.
    static let steps = CommandOption.flag(
        "--steps",
        summary: "time the script's own steps: each block of statements between one\n"
            + "`print` and the next, after building what comes before the first")

    /// `--sweep VAR FROM TO [STEP]`.
    static let sweep = CommandOption.variableRange(
        "--sweep", takesStep: true, maximumSteps: 10_000_000,
        summary: "suggest the edit variable VAR = FROM, FROM+STEP, … TO and back\n(STEP 1 unless given)")

    /// `--replay K`.
    static let replay = CommandOption.count(
        "--replay", "K", in: counts, summary: "replay the script's own suggestions K times")

    /// What `--constant LABEL VALUE [COUNT]` asks for.
    struct ConstantChange: Sendable {
        /// The label of the constraint whose constant changes.
        var label: String
        /// The constant it changes to (and back from).
        var value: Double
        /// How many times it changes there and back.
        var count: Int
    }

    /// `--constant LABEL VALUE [COUNT]`.
    static let constant = CommandOption<ConstantChange>(
        .init(
            name: "--constant", values: ["LABEL", "VALUE"], optionalValue: "COUNT",
            summary: "change the labelled constraint's constant to VALUE and back, COUNT\ntimes "
                + "(from \(counts.lowerBound) to \(counts.upperBound), default 1000)")
    ) { values throws(ArgumentReader.UsageError) in
        ConstantChange(
            label: values[0], value: try ParsedArguments.number(values[1], "--constant VALUE"),
            count: try values.count > 2 ? ParsedArguments.count(values[2], "--constant COUNT", in: counts) : 1000)
    }

    /// `--repeat K`.
    static let repeats = CommandOption.count("--repeat", "K", in: counts, default: 1, summary: "build K times")

    /// `--one-at-a-time`.
    static let oneAtATime = CommandOption.flag(
        "--one-at-a-time",
        summary: "add each constraint statement on its own (a long run of them is\notherwise one batch)")

    /// `--json`.
    static let json = CommandOption.flag(
        "--json", summary: "one JSON object: times in seconds, final values, peak memory")

    /// The command line.
    static let spec = CommandLineSpec(
        command: "bench",
        summary: "Times building and re-solving a constraint script: median, min and max of each step.",
        arguments: [.scriptFile],
        options: [
            steps.spec, sweep.spec, replay.spec, constant.spec, repeats.spec, oneAtATime.spec, json.spec,
        ],
        notes: [
            """
            Exit status 1 for a usage error, an unreadable or malformed script, a statement that
            cannot be satisfied, or a sweep or constant change that the solver rejects.
            """
        ])

    /// The parsed command line.
    struct Options {
        var path = ""
        var sweep: VariableRange?
        var replay = 0
        var steps = false
        var constant: ConstantChange?
        var repeats = 1
        var oneAtATime = false
        var json = false
    }

    struct Failure: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }

    static func run(_ arguments: [String], io: inout CommandIO) -> Int32 {
        ArgumentReader.run(arguments, spec, io: &io) { parsed, io throws(ArgumentReader.UsageError) in
            let options = parse(parsed)
            do throws(Failure) {
                let report = try measure(options, io: &io)
                io.standardOutput += options.json ? report.json() : report.text()
                return 0
            } catch {
                io.printError("layout-lab bench: \(error.message)")
                return 1
            }
        }
    }

    // MARK: - Command line

    /// The options, as their declarations read and checked them.
    static func parse(_ parsed: ParsedArguments) -> Options {
        Options(
            path: parsed.arguments[0], sweep: parsed.value(sweep), replay: parsed.value(replay, default: 0),
            steps: parsed.value(steps, default: false), constant: parsed.value(constant),
            repeats: parsed.value(repeats, default: 1), oneAtATime: parsed.value(oneAtATime, default: false),
            json: parsed.value(json, default: false))
    }

    // MARK: - Measuring

    /// Times `options` on the script it names: the build, then each phase asked for, in the
    /// order the report lists them.
    static func measure(_ options: Options, io: inout CommandIO) throws(Failure) -> BenchReport {
        let script = try load(options.path, io: &io)
        var report = BenchReport(fileName: script.fileName, variableNames: script.variableNames)
        report.constraintCount = script.statements.reduce(0) { n, s in
            if case .constraint = s.kind { return n + 1 } else { return n }
        }
        // With --steps the build ends at the first `print`; the blocks after it are the steps.
        let printIndices = script.statements.indices.filter { index in
            if case .print = script.statements[index].kind { return true } else { return false }
        }
        let buildEnd = options.steps ? printIndices.first ?? script.statements.count : script.statements.count
        var runner = try build(script, until: buildEnd, options, into: &report)
        if options.steps { try timeSteps(&runner, printCount: printIndices.count, into: &report) }
        // The re-solves work on the solver taken out of the runner: a copy would share its
        // storage, and the first steps would pay for copying every array they write (the
        // second step of stacks(1000) copied a megabyte, and was the sweep's worst).
        var solver = Solver()
        swap(&solver, &runner.solver)
        solver.updateVariables()
        if let sweep = options.sweep { try timeSweep(sweep, of: runner, solver: &solver, into: &report) }
        if options.replay > 0 { try timeReplay(options.replay, of: runner, solver: &solver, into: &report) }
        if let change = options.constant { try timeConstant(change, of: runner, solver: &solver, into: &report) }
        solver.updateVariables()
        report.finalValues = runner.variables.map { solver.value(of: $0) }
        report.peakResidentBytes = peakResidentBytes()
        return report
    }

    /// The script at `path` (`-`: standard input), parsed.
    private static func load(_ path: String, io: inout CommandIO) throws(Failure) -> Script {
        let bytes: [UInt8]
        let fileName: String
        do {
            (bytes, fileName) = try ScriptSource.load(path, standardInput: io.readStandardInput)
        } catch {
            throw Failure(error.description)
        }
        let script: Script
        do {
            script = try Script.parse(utf8: bytes, fileName: fileName)
        } catch {
            throw Failure("the script does not parse:\n" + error.description)
        }
        return script
    }

    /// Runs the statements before `buildEnd` on a fresh runner `options.repeats` times, each
    /// run timed; returns the last runner.
    private static func build(_ script: Script, until buildEnd: Int, _ options: Options, into report: inout BenchReport)
        throws(Failure) -> ScriptRunner
    {
        let clock = ContinuousClock()
        var buildTimes: [Double] = []
        var runner = ScriptRunner(script: script)
        runner.addsRunsAsBatches = !options.oneAtATime
        for attempt in 0..<options.repeats {
            if attempt > 0 {
                runner = ScriptRunner(script: script)
                runner.addsRunsAsBatches = !options.oneAtATime
            }
            let start = clock.now
            var diagnostics: [ScriptDiagnostic] = []
            while runner.nextStatement < buildEnd, let outcome = runner.step() {
                if case .failed(let found) = outcome { diagnostics += found }
            }
            let elapsed = clock.now - start
            guard diagnostics.isEmpty else {
                throw Failure(
                    "a statement of the script cannot be satisfied:\n"
                        + String(diagnostics.lines.dropLast()))
            }
            buildTimes.append(seconds(elapsed))
        }
        report.build = BenchStatistics(buildTimes)

        return runner
    }

    /// `--steps`: each block of statements between one `print` and the next, timed with its
    /// `updateVariables()`.
    private static func timeSteps(_ runner: inout ScriptRunner, printCount: Int, into report: inout BenchReport)
        throws(Failure)
    {
        let clock = ContinuousClock()
        guard printCount > 0 else {
            throw Failure(
                "--steps: the script has no print statement (the build ends at the first print, each step at the next)"
            )
        }
        var times: [Double] = []
        times.reserveCapacity(printCount)
        while !runner.isFinished {
            let start = clock.now
            var diagnostics: [ScriptDiagnostic] = []
            var ran = false
            while let outcome = runner.step() {
                if case .print = outcome { break }
                ran = true
                if case .failed(let found) = outcome { diagnostics += found }
            }
            runner.solver.updateVariables()
            let elapsed = clock.now - start
            guard diagnostics.isEmpty else {
                throw Failure(
                    "--steps: a statement of step \(times.count + 1) cannot run:\n"
                        + String(diagnostics.lines.dropLast()))
            }
            // A block with no statements (two prints in a row, or a print at the end) is no step.
            if ran { times.append(seconds(elapsed)) }
        }
        guard !times.isEmpty else { throw Failure("--steps: the script has no statements after its first print") }
        report.steps = BenchStatistics(times)
        report.stepTimes = times
    }

    /// `--sweep`: VAR from FROM to TO and back, each suggestion timed with its
    /// `updateVariables()`.
    private static func timeSweep(
        _ sweep: VariableRange, of runner: ScriptRunner, solver: inout Solver,
        into report: inout BenchReport
    ) throws(Failure) {
        let clock = ContinuousClock()
        guard let variable = runner.variable(named: sweep.variable), solver.hasEditVariable(variable) else {
            throw Failure(
                "--sweep: '\(sweep.variable)' is not an edit variable of the script (add `edit \(sweep.variable)`)")
        }
        let walk = sweep.range.values
        let values = walk + walk.dropLast().reversed()
        var times = [Double](repeating: 0, count: values.count)
        for (i, value) in values.enumerated() {
            let start = clock.now
            do {
                try solver.suggestValue(value, for: variable)
            } catch {
                throw Failure("--sweep: suggesting \(sweep.variable) = \(scriptNumber(value)) failed: \(error)")
            }
            solver.updateVariables()
            times[i] = seconds(clock.now - start)
        }
        report.sweep = BenchStatistics(times)
        // The first step jumps from the built state to FROM; the rest are STEP apart.
        report.sweepRest = BenchStatistics(Array(times.dropFirst()))
        if let rest = report.sweepRest { report.worstRestValue = values[rest.maxIndex + 1] }
        report.sweepDescription =
            "\(sweep.variable) \(scriptNumber(sweep.range.from))…\(scriptNumber(sweep.range.to))…\(scriptNumber(sweep.range.from))"
            + (sweep.range.step == 1 ? "" : " step \(scriptNumber(sweep.range.step))")
        report.sweepVariable = sweep.variable
        report.sweepValues = values
        report.sweepTimes = times
        if let stats = report.sweep { report.worstValue = values[stats.maxIndex] }
    }

    /// `--replay K`: the script's own suggestions, in groups up to the next other statement,
    /// K times.
    private static func timeReplay(
        _ rounds: Int, of runner: ScriptRunner, solver: inout Solver, into report: inout BenchReport
    ) throws(Failure) {
        let clock = ContinuousClock()
        let script = runner.script
        var groups: [[(Variable, Double)]] = []
        var current: [(Variable, Double)] = []
        for statement in script.statements {
            if case .suggest(let v, let value) = statement.kind {
                current.append((runner.variables[v], value))
            } else if !current.isEmpty {
                groups.append(current)
                current = []
            }
        }
        if !current.isEmpty { groups.append(current) }
        guard !groups.isEmpty else { throw Failure("--replay: the script has no suggest statements") }
        var times: [Double] = []
        times.reserveCapacity(groups.count * rounds)
        for _ in 0..<rounds {
            for group in groups {
                let start = clock.now
                for (variable, value) in group {
                    do {
                        try solver.suggestValue(value, for: variable)
                    } catch {
                        throw Failure("--replay: suggesting \(variable) = \(scriptNumber(value)) failed: \(error)")
                    }
                }
                solver.updateVariables()
                times.append(seconds(clock.now - start))
            }
        }
        report.replay = BenchStatistics(times)
        report.replaySteps = groups.count
        report.replayTimes = times
    }

    /// `--constant LABEL VALUE [COUNT]`: the constant changed to VALUE and back, each change
    /// timed.
    private static func timeConstant(
        _ change: ConstantChange, of runner: ScriptRunner, solver: inout Solver,
        into report: inout BenchReport
    ) throws(Failure) {
        let clock = ContinuousClock()
        let script = runner.script
        let index = script.statements.firstIndex { statement in
            if case .constraint(let c) = statement.kind { return c.label == change.label }
            return false
        }
        guard let index, let constraint = runner.constraint(ofStatement: index), solver.contains(constraint),
            let original = solver.constant(of: constraint)
        else {
            throw Failure("--constant: no constraint labelled '\(change.label)' in the solver")
        }
        var times = [Double](repeating: 0, count: 2 * change.count)
        for i in times.indices {
            let target = i % 2 == 0 ? change.value : original
            let start = clock.now
            do {
                try solver.setConstant(target, for: constraint)
            } catch {
                throw Failure("--constant: changing '\(change.label)' to \(scriptNumber(target)) failed: \(error)")
            }
            times[i] = seconds(clock.now - start)
        }
        report.constant = BenchStatistics(times)
        report.constantDescription = "\(change.label) \(scriptNumber(original)) ↔ \(scriptNumber(change.value))"
    }
}

/// What `layout-lab bench` measured.
struct BenchReport {
    var fileName: String
    var variableNames: [String]
    var constraintCount = 0
    var build: BenchStatistics?
    var sweep: BenchStatistics?
    var sweepDescription = ""
    var sweepVariable = ""
    var worstValue: Double?
    /// The sweep without its first step (which jumps from the built state to FROM).
    var sweepRest: BenchStatistics?
    var worstRestValue: Double?
    /// Every sweep step's value and time (seconds), in order, for the JSON output.
    var sweepValues: [Double] = []
    var sweepTimes: [Double] = []
    var replay: BenchStatistics?
    var replaySteps = 0
    /// The script's own steps (`--steps`): the blocks between `print` statements.
    var steps: BenchStatistics?
    /// Every step's time (seconds), in order, for the JSON output.
    var stepTimes: [Double] = []
    /// Every replay step's time (seconds), in order, for the JSON output.
    var replayTimes: [Double] = []
    var constant: BenchStatistics?
    var constantDescription = ""
    var finalValues: [Double] = []
    var peakResidentBytes: Int?

    /// The human-readable report.
    func text() -> String {
        func line(_ name: String, _ s: BenchStatistics, _ what: String) -> String {
            "\(name)median \(formatDuration(s.median))  min \(formatDuration(s.min))  max \(formatDuration(s.max))  (\(what))\n"
        }
        var out = "bench \(fileName): \(constraintCount) constraints, \(variableNames.count) variables\n"
        if let build {
            out += line("build     ", build, "\(build.count) run\(build.count == 1 ? "" : "s")")
        }
        if let sweep {
            out += line(
                "re-solve  ", sweep, "\(sweep.count) steps of \(sweepDescription), each suggest + updateVariables")
            let ratio = sweep.median > 0 ? sweep.max / sweep.median : 0
            out +=
                "worst step \(formatDuration(sweep.max)) at \(sweepVariable) = \(scriptNumber(worstValue ?? 0))"
                + " (\(fixedDecimals(ratio, 1))× the median)\n"
            if let rest = sweepRest, sweep.count > 1 {
                let ratio = rest.median > 0 ? rest.max / rest.median : 0
                out +=
                    "after the first step (which jumps from the built state): worst \(formatDuration(rest.max))"
                    + " at \(sweepVariable) = \(scriptNumber(worstRestValue ?? 0)) (\(fixedDecimals(ratio, 1))× the median)\n"
            }
        }
        if let steps {
            out += line(
                "steps     ", steps,
                "\(steps.count) steps: the script's blocks between print statements, each + updateVariables")
            let ratio = steps.median > 0 ? steps.max / steps.median : 0
            out +=
                "worst step \(formatDuration(steps.max)) at step \(steps.maxIndex + 1) (\(fixedDecimals(ratio, 1))× the median)\n"
        }
        if let replay {
            out += line(
                "replay    ", replay,
                "\(replay.count) steps: the script's \(replaySteps) suggest steps, each + updateVariables")
        }
        if let constant {
            out += line("constant  ", constant, "\(constant.count) in-place changes of \(constantDescription)")
        }
        if let peakResidentBytes {
            out += "peak memory \(fixedDecimals(Double(peakResidentBytes) / 1_048_576, 1)) MiB\n"
        }
        return out
    }

    /// The report as one JSON object (times in seconds).
    func json() -> String {
        var fields: [String] = [
            "\"file\": \(jsonString(fileName))",
            "\"constraints\": \(constraintCount)",
            "\"variables\": \(variableNames.count)",
        ]
        if let build { fields.append("\"build\": {\(build.jsonFields)}") }
        if let sweep {
            fields.append(
                "\"sweep\": {\(sweep.jsonFields), \"variable\": \(jsonString(sweepVariable)), "
                    + "\"worst_value\": \(jsonNumber(worstValue ?? 0)), "
                    + "\"first\": \(jsonNumber(sweep.first)), "
                    + "\"worst_after_first\": \(jsonNumber(sweepRest?.max ?? 0)), "
                    + "\"worst_after_first_value\": \(jsonNumber(worstRestValue ?? 0)), "
                    + "\"values\": [\(sweepValues.map(jsonNumber).joined(separator: ", "))], "
                    + "\"times\": [\(sweepTimes.map(jsonNumber).joined(separator: ", "))]}")
        }
        if let steps {
            fields.append(
                "\"steps\": {\(steps.jsonFields), \"worst_index\": \(steps.maxIndex), "
                    + "\"times\": [\(stepTimes.map(jsonNumber).joined(separator: ", "))]}")
        }
        if let replay {
            fields.append(
                "\"replay\": {\(replay.jsonFields), \"steps_per_round\": \(replaySteps), "
                    + "\"times\": [\(replayTimes.map(jsonNumber).joined(separator: ", "))]}")
        }
        if let constant { fields.append("\"constant\": {\(constant.jsonFields)}") }
        fields.append("\"peak_resident_bytes\": \(peakResidentBytes.map(String.init) ?? "null")")
        let values = zip(variableNames, finalValues).map { "\(jsonString($0)): \(jsonNumber($1))" }
        fields.append("\"values\": {\(values.joined(separator: ", "))}")
        return "{\n  " + fields.joined(separator: ",\n  ") + "\n}\n"
    }
}
