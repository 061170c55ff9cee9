import Benchmark
import Cassowary
import ConstraintScript
import Foundation

// The benchmark suite. Every workload is built outside the timed part and its answer is
// checked after each timed step (outside the measurement too). Grid sizes come from
// LAYOUT_BENCH_SIZES (comma-separated, default 16,256,1024) so the default run finishes in
// a few minutes; add 4096 for the full table.

/// Mutable state shared by a benchmark's setup, closure and teardown. Benchmarks run one
/// at a time, on one thread.
final class State<Value>: @unchecked Sendable {
    var value: Value?
}

/// The grid sizes to run.
func gridSizes() -> [Int] {
    let text = ProcessInfo.processInfo.environment["LAYOUT_BENCH_SIZES"] ?? "16,256,1024"
    let sizes = text.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }.filter {
        $0 >= 8
    }
    return sizes.isEmpty ? [16, 256, 1024] : sizes
}

/// The metrics every benchmark records.
let metrics: [BenchmarkMetric] = [.wallClock, .mallocCountTotal, .peakMemoryResident]

/// A configuration for a benchmark whose iterations are single re-solve steps.
func stepConfiguration(iterations: Int) -> Benchmark.Configuration {
    .init(
        metrics: metrics, timeUnits: .nanoseconds, warmupIterations: 10,
        maxDuration: .seconds(20), maxIterations: iterations)
}

/// A configuration for a benchmark whose iterations build a whole system.
func buildConfiguration(cells: Int) -> Benchmark.Configuration {
    .init(
        metrics: metrics, timeUnits: .microseconds, warmupIterations: cells >= 1024 ? 0 : 1,
        maxDuration: .seconds(cells >= 1024 ? 10 : 3), maxIterations: cells >= 1024 ? 5 : 1000)
}

let benchmarks: @Sendable () -> Void = {
    // What the harness itself costs per explicitly measured iteration (time and mallocs):
    // subtract it from the step figures below.
    Benchmark("harness: empty measured step", configuration: stepConfiguration(iterations: 20_000)) { benchmark in
        benchmark.startMeasurement()
        benchmark.stopMeasurement()
    }
    registerScriptReader()
    registerEnaml()
    for cells in gridSizes() {
        registerGridBuild(cells: cells, editLast: false)
        registerGridBuild(cells: cells, editLast: true)
        registerGridSweep(cells: cells)
        registerGridConstantChange(cells: cells)
    }
    registerRegimes()
    registerWorkloads()
    registerScenes()
    registerLayout()
    registerSoak()
    registerBatches()
}

// MARK: - enaml

func registerEnaml() {
    let enaml = State<EnamlSystem>()
    let runner = State<ScriptRunner>()
    var cursor = 0
    func prepare() throws { if enaml.value == nil { enaml.value = try EnamlSystem() } }

    Benchmark("enaml build", configuration: buildConfiguration(cells: 16)) { benchmark in
        guard let system = enaml.value else { return benchmark.error("enaml did not load") }
        var fresh = system.runner()
        benchmark.startMeasurement()
        let failure = system.build(&fresh)
        benchmark.stopMeasurement()
        if let failure { benchmark.error("enaml: building failed: \(failure)") }
        blackHole(fresh)
    } setup: {
        try prepare()
    }

    Benchmark("enaml resize step", configuration: stepConfiguration(iterations: 60_000)) { benchmark in
        guard let system = enaml.value, var r = runner.value else { return benchmark.error("enaml did not load") }
        runner.value = nil
        let size = system.sizes[cursor % system.sizes.count]
        cursor += 1
        let width = r.variables[system.width], height = r.variables[system.height]
        benchmark.startMeasurement()
        try? r.solver.suggestValue(size.0, for: width)
        try? r.solver.suggestValue(size.1, for: height)
        r.solver.updateVariables()
        benchmark.stopMeasurement()
        if let failure = system.mismatch(in: r, size: size) { benchmark.error(failure) }
        runner.value = r
    } setup: {
        try prepare()
        guard let system = enaml.value else { return }
        var built = system.runner()
        if let failure = system.build(&built) { throw EnamlSystem.Unexpected(description: failure) }
        runner.value = built
        cursor = 0
    } teardown: {
        runner.value = nil
    }
}

// MARK: - grid(N)

func registerGridBuild(cells: Int, editLast: Bool) {
    let grid = State<GridSystem>()
    let name = "grid(\(cells)) build, edit \(editLast ? "last" : "first")"
    Benchmark(name, configuration: buildConfiguration(cells: cells)) { benchmark in
        guard let system = grid.value else { return benchmark.error("grid not set up") }
        var runner = system.runner()
        benchmark.startMeasurement()
        let failure = system.run(&runner, upTo: system.script.statements.count)
        benchmark.stopMeasurement()
        if let failure { return benchmark.error("\(name): building failed: \(failure)") }
        try? runner.solver.suggestValue(320, for: runner.variables[system.width])
        if let failure = system.mismatch(in: runner, width: 320) { benchmark.error(failure) }
    } setup: {
        grid.value = try GridSystem(cells: cells, editLast: editLast)
    } teardown: {
        grid.value = nil
    }
}

func registerGridSweep(cells: Int) {
    let grid = State<GridSystem>()
    let runner = State<ScriptRunner>()
    var cursor = 0
    // One iteration is one step of the sweep 320…1366…321; the iterations cover a whole sweep,
    // so the maximum is the sweep's worst step.
    Benchmark("grid(\(cells)) sweep step", configuration: stepConfiguration(iterations: GridSystem.sweep.count)) {
        benchmark in
        guard let system = grid.value, var r = runner.value else { return benchmark.error("grid not set up") }
        runner.value = nil
        let width = GridSystem.sweep[cursor % GridSystem.sweep.count]
        cursor += 1
        let variable = r.variables[system.width]
        benchmark.startMeasurement()
        try? r.solver.suggestValue(width, for: variable)
        r.solver.updateVariables()
        benchmark.stopMeasurement()
        if let failure = system.mismatch(in: r, width: width) { benchmark.error(failure) }
        runner.value = r
    } setup: {
        let system = try GridSystem(cells: cells)
        grid.value = system
        runner.value = try system.built()
        cursor = 0
    } teardown: {
        runner.value = nil
        grid.value = nil
    }
}

func registerGridConstantChange(cells: Int) {
    let grid = State<GridSystem>()
    let runner = State<ScriptRunner>()
    // One iteration changes the last cell's `y == y[i-4] + h[i-4] + 8` to 9 and back,
    // reading that cell's y after each change.
    Benchmark("grid(\(cells)) constant 8→9→8", configuration: stepConfiguration(iterations: 20_000)) { benchmark in
        guard let system = grid.value, var r = runner.value, let index = system.lastRow,
            let last = r.constraint(ofStatement: index)
        else {
            return benchmark.error("grid not set up")
        }
        runner.value = nil
        let y = r.variables[system.y[cells - 1]]
        benchmark.startMeasurement()
        try? r.solver.setConstant(9, for: last)
        let moved = r.solver.value(of: y)
        try? r.solver.setConstant(8, for: last)
        let back = r.solver.value(of: y)
        benchmark.stopMeasurement()
        if abs(moved - back - 1) > 1e-9 { benchmark.error("constant change moved y by \(moved - back), expected 1") }
        if let failure = system.mismatch(in: r, width: 640) { benchmark.error(failure) }
        runner.value = r
    } setup: {
        let system = try GridSystem(cells: cells)
        grid.value = system
        var r = try system.built()
        try r.solver.suggestValue(640, for: r.variables[system.width])
        runner.value = r
    } teardown: {
        runner.value = nil
        grid.value = nil
    }
}
