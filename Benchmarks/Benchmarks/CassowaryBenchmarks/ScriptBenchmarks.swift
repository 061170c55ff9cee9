import Benchmark
import Cassowary
import ConstraintScript
import Foundation
import ScriptWorkloads

// The script reader's own cost, measured against the solver's work in the same run.
//
// - "script: grid(16) + N suggest lines, read and run" reads the bytes of grid(16)'s script
//   followed by N `suggest W …` lines (`Script.parse(utf8:fileName:)`), prepares a runner and
//   runs every statement: what `layout-lab solve` does but printing.
// - "…, the solver's calls alone" makes the same solver calls (the edit variable, the grid's
//   constraints, the N suggestions) on objects prepared outside the measurement.
//   The difference of the two, divided by N, is what the reader costs per statement.
// - "script: parse grid(4096)" reads a large constraint file (about half a megabyte), for the
//   reader's throughput: its size divided by the time.

/// The number of `suggest` lines after grid(16)'s script.
let suggestLines = 20_000

/// grid(16)'s script followed by ``suggestLines`` suggestions of `W` between 320 and 1319
/// (every other one with a fraction).
func suggestScript() -> [UInt8] {
    var text = GridWorkload(cells: 16).script()
    for i in 0..<suggestLines {
        text += "suggest W \(320 + (i * 7) % 1000)\(i % 2 == 0 ? "" : ".25")\n"
    }
    return Array(text.utf8)
}

/// The CPU time of the benchmark's thread in the measured part, per `suggest` line, in
/// nanoseconds: what other work on a shared machine disturbs far less than the wall clock
/// (it still shares caches).
func cpuPerLineMetric() -> BenchmarkMetric {
    .custom("Thread CPU time per suggest line (ns)", polarity: .prefersSmaller, useScalingFactor: false)
}

/// The bytes read per microsecond of the thread's CPU time in the measured part: megabytes
/// (10^6 bytes) a second.
func throughputMetric() -> BenchmarkMetric {
    .custom("Bytes per CPU microsecond (MB/s)", polarity: .prefersLarger, useScalingFactor: false)
}

/// The CPU time this thread has used, in nanoseconds.
func threadCPUNanoseconds() -> Int {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return time.tv_sec * 1_000_000_000 + time.tv_nsec
}

/// The configuration of a benchmark that reads a whole script per iteration: besides the wall
/// clock, the thread's CPU time.
func readConfiguration(_ extra: BenchmarkMetric) -> Benchmark.Configuration {
    .init(
        metrics: metrics + [extra], timeUnits: .microseconds, warmupIterations: 3,
        maxDuration: .seconds(5), maxIterations: 300)
}

func registerScriptReader() {
    let name = "script: grid(16) + \(suggestLines) suggest lines"
    let bytes = State<[UInt8]>()

    Benchmark("\(name), read and run", configuration: readConfiguration(cpuPerLineMetric())) { benchmark in
        guard let source = bytes.value else { return benchmark.error("not set up") }
        let cpu = threadCPUNanoseconds()
        benchmark.startMeasurement()
        let script = try? Script.parse(utf8: source, fileName: "suggest.cass")
        var runner = script.map { ScriptRunner(script: $0) }
        let result = runner?.runAll(collectingOutput: false)
        benchmark.stopMeasurement()
        benchmark.measurement(cpuPerLineMetric(), (threadCPUNanoseconds() - cpu) / suggestLines)
        guard let result, let runner, result.diagnostics.isEmpty else {
            return benchmark.error("\(name): the script failed")
        }
        let expected = 320.0 + Double(((suggestLines - 1) * 7) % 1000) + ((suggestLines - 1) % 2 == 0 ? 0 : 0.25)
        if let w = runner.variable(named: "W"), runner.solver.value(of: w) != expected {
            benchmark.error("\(name): W = \(runner.solver.value(of: w)), expected \(expected)")
        }
    } setup: {
        bytes.value = suggestScript()
    } teardown: {
        bytes.value = nil
    }

    /// The solver calls of the script, in order, on objects made outside the measurement.
    struct Calls {
        var edits: [(Variable, Strength)] = []
        var constraints: [Constraint] = []
        var suggestions: [(Variable, Double)] = []
    }
    let calls = State<Calls>()
    Benchmark("\(name), the solver's calls alone", configuration: readConfiguration(cpuPerLineMetric())) { benchmark in
        guard let made = calls.value else { return benchmark.error("not set up") }
        var solver = Solver()
        let cpu = threadCPUNanoseconds()
        benchmark.startMeasurement()
        for (v, s) in made.edits { try? solver.addEditVariable(v, strength: s) }
        for c in made.constraints { try? solver.add(c) }
        for (v, value) in made.suggestions { try? solver.suggestValue(value, for: v) }
        benchmark.stopMeasurement()
        benchmark.measurement(cpuPerLineMetric(), (threadCPUNanoseconds() - cpu) / suggestLines)
        guard let last = made.suggestions.last, solver.value(of: last.0) == last.1 else {
            return benchmark.error("\(name): the last suggestion did not hold")
        }
    } setup: {
        let script = try Script.parse(utf8: suggestScript(), fileName: "suggest.cass")
        let runner = ScriptRunner(script: script)
        var made = Calls()
        for (index, statement) in script.statements.enumerated() {
            switch statement.kind {
            case .edit(let v, let s): made.edits.append((runner.variables[v], s))
            case .constraint: if let c = runner.constraint(ofStatement: index) { made.constraints.append(c) }
            case .suggest(let v, let value): made.suggestions.append((runner.variables[v], value))
            case .remove, .constant, .explain, .print: break
            }
        }
        calls.value = made
    } teardown: {
        calls.value = nil
    }

    let large = State<[UInt8]>()
    let cells = 4096
    let size = GridWorkload(cells: cells).script().utf8.count
    Benchmark("script: parse grid(\(cells)), \(size) bytes", configuration: readConfiguration(throughputMetric())) {
        benchmark in
        guard let source = large.value else { return benchmark.error("not set up") }
        let cpu = threadCPUNanoseconds()
        benchmark.startMeasurement()
        let script = try? Script.parse(utf8: source, fileName: "grid.cass")
        benchmark.stopMeasurement()
        benchmark.measurement(throughputMetric(), source.count * 1000 / max(1, threadCPUNanoseconds() - cpu))
        guard let script else { return benchmark.error("grid(\(cells)) did not parse") }
        if script.variableNames.count != 4 * cells + 1 {
            benchmark.error("grid(\(cells)): \(script.variableNames.count) variables")
        }
        blackHole(script)
    } setup: {
        large.value = Array(GridWorkload(cells: cells).script().utf8)
    } teardown: {
        large.value = nil
    }
}
