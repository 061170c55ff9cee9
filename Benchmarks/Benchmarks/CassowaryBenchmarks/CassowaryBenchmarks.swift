import Benchmark
import Cassowary
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
    let sizes = text.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }.filter { $0 >= 8 }
    return sizes.isEmpty ? [16, 256, 1024] : sizes
}

/// The metrics every benchmark records.
let metrics: [BenchmarkMetric] = [.wallClock, .mallocCountTotal, .peakMemoryResident]

/// A configuration for a benchmark whose iterations are single re-solve steps.
func stepConfiguration(iterations: Int) -> Benchmark.Configuration {
    .init(metrics: metrics, timeUnits: .nanoseconds, warmupIterations: 10,
          maxDuration: .seconds(20), maxIterations: iterations)
}

/// A configuration for a benchmark whose iterations build a whole system.
func buildConfiguration(cells: Int) -> Benchmark.Configuration {
    .init(metrics: metrics, timeUnits: .microseconds, warmupIterations: cells >= 1024 ? 0 : 1,
          maxDuration: .seconds(cells >= 1024 ? 10 : 3), maxIterations: cells >= 1024 ? 5 : 1000)
}

let benchmarks: @Sendable () -> Void = {
    // What the harness itself costs per explicitly measured iteration (time and mallocs):
    // subtract it from the step figures below.
    Benchmark("harness: empty measured step", configuration: stepConfiguration(iterations: 20_000)) { benchmark in
        benchmark.startMeasurement()
        benchmark.stopMeasurement()
    }
    registerEnaml()
    for cells in gridSizes() {
        registerGridBuild(cells: cells, editLast: false)
        registerGridBuild(cells: cells, editLast: true)
        registerGridSweep(cells: cells)
        registerGridConstantChange(cells: cells)
    }
    registerWorkloads()
    registerScenes()
    registerLayout()
}

// MARK: - enaml

func registerEnaml() {
    let enaml = State<EnamlSystem>()
    let solver = State<Solver>()
    var cursor = 0
    func prepare() throws { if enaml.value == nil { enaml.value = try EnamlSystem() } }

    Benchmark("enaml build", configuration: buildConfiguration(cells: 16)) { benchmark in
        guard let system = enaml.value else { return benchmark.error("enaml did not load") }
        benchmark.startMeasurement()
        let built = try? system.build()
        benchmark.stopMeasurement()
        if built == nil { benchmark.error("enaml: building failed") }
        blackHole(built)
    } setup: { try prepare() }

    Benchmark("enaml resize step", configuration: stepConfiguration(iterations: 60_000)) { benchmark in
        guard let system = enaml.value, var s = solver.value else { return benchmark.error("enaml did not load") }
        solver.value = nil
        let size = system.sizes[cursor % system.sizes.count]
        cursor += 1
        benchmark.startMeasurement()
        try? s.suggestValue(size.0, for: system.width)
        try? s.suggestValue(size.1, for: system.height)
        s.updateVariables()
        benchmark.stopMeasurement()
        if let failure = system.mismatch(in: s, size: size) { benchmark.error(failure) }
        solver.value = s
    } setup: {
        try prepare()
        solver.value = try enaml.value?.build()
        cursor = 0
    } teardown: {
        solver.value = nil
    }
}

// MARK: - grid(N)

func registerGridBuild(cells: Int, editLast: Bool) {
    let grid = State<GridSystem>()
    let name = "grid(\(cells)) build, edit \(editLast ? "last" : "first")"
    Benchmark(name, configuration: buildConfiguration(cells: cells)) { benchmark in
        guard let system = grid.value else { return benchmark.error("grid not set up") }
        benchmark.startMeasurement()
        let built = try? system.build(editLast: editLast)
        benchmark.stopMeasurement()
        guard var solver = built else { return benchmark.error("\(name): building failed") }
        try? solver.suggestValue(320, for: system.width)
        if let failure = system.mismatch(in: solver, width: 320) { benchmark.error(failure) }
    } setup: {
        grid.value = GridSystem(cells: cells)
    } teardown: {
        grid.value = nil
    }
}

func registerGridSweep(cells: Int) {
    let grid = State<GridSystem>()
    let solver = State<Solver>()
    var cursor = 0
    // One iteration is one step of the sweep 320…1366…321; the iterations cover a whole sweep,
    // so the maximum is the sweep's worst step.
    Benchmark("grid(\(cells)) sweep step", configuration: stepConfiguration(iterations: GridSystem.sweep.count)) { benchmark in
        guard let system = grid.value, var s = solver.value else { return benchmark.error("grid not set up") }
        solver.value = nil
        let width = GridSystem.sweep[cursor % GridSystem.sweep.count]
        cursor += 1
        benchmark.startMeasurement()
        try? s.suggestValue(width, for: system.width)
        s.updateVariables()
        benchmark.stopMeasurement()
        if let failure = system.mismatch(in: s, width: width) { benchmark.error(failure) }
        solver.value = s
    } setup: {
        let system = GridSystem(cells: cells)
        grid.value = system
        solver.value = try system.build()
        cursor = 0
    } teardown: {
        solver.value = nil
        grid.value = nil
    }
}

func registerGridConstantChange(cells: Int) {
    let grid = State<GridSystem>()
    let solver = State<Solver>()
    // One iteration changes the last cell's `y == y[i-4] + h[i-4] + 8` to 9 and back,
    // reading that cell's y after each change.
    Benchmark("grid(\(cells)) constant 8→9→8", configuration: stepConfiguration(iterations: 20_000)) { benchmark in
        guard let system = grid.value, let last = system.lastRow, var s = solver.value else {
            return benchmark.error("grid not set up")
        }
        solver.value = nil
        let y = system.y[cells - 1]
        benchmark.startMeasurement()
        try? s.setConstant(9, for: last)
        let moved = s.value(of: y)
        try? s.setConstant(8, for: last)
        let back = s.value(of: y)
        benchmark.stopMeasurement()
        if abs(moved - back - 1) > 1e-9 { benchmark.error("constant change moved y by \(moved - back), expected 1") }
        if let failure = system.mismatch(in: s, width: 640) { benchmark.error(failure) }
        solver.value = s
    } setup: {
        let system = GridSystem(cells: cells)
        grid.value = system
        var s = try system.build()
        try s.suggestValue(640, for: system.width)
        solver.value = s
    } teardown: {
        solver.value = nil
        grid.value = nil
    }
}
