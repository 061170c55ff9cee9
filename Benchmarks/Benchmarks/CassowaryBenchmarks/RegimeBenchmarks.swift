import Benchmark
import Cassowary
import ConstraintScript

// The regime map against the sampled sweep it replaces, on grid(N): one iteration of
// "regime map" is the exact map of W over 320…1366 (`Solver.regimes(of:from:to:)`: every
// variable's formula on every interval, two intervals on the grid); one iteration of
// "sampled sweep" suggests every integer width from 320 to 1366 (1047 re-solves) and reads
// nothing. Both start from the grid as built, on a copy of its solver, and check the answer
// outside the measurement.

func registerRegimes() {
    for cells in gridSizes() {
        registerRegimeMap(cells: cells)
        registerSampledSweep(cells: cells)
    }
}

/// A configuration for a benchmark whose iterations walk a whole width range.
private func rangeConfiguration(cells: Int) -> Benchmark.Configuration {
    .init(
        metrics: metrics, timeUnits: .microseconds, warmupIterations: 1,
        maxDuration: .seconds(cells >= 1024 ? 20 : 5), maxIterations: cells >= 1024 ? 20 : 200)
}

private func registerRegimeMap(cells: Int) {
    let grid = State<GridSystem>()
    let runner = State<ScriptRunner>()
    Benchmark("grid(\(cells)) regime map 320…1366", configuration: rangeConfiguration(cells: cells)) { benchmark in
        guard let system = grid.value, let r = runner.value else { return benchmark.error("grid not set up") }
        let width = r.variables[system.width]
        benchmark.startMeasurement()
        let map = try? r.solver.regimes(of: width, from: 320, to: 1366)
        benchmark.stopMeasurement()
        // w = 0.25·W − 14 on both sides of 536, where every cell's `w == 120 @weak` holds.
        guard let map, map.regimes.count == 2, abs(map.regimes[0].to - 536) < 1e-9,
            let wIndex = map.variables.firstIndex(where: { $0.name == "w0" }),
            map.regimes.allSatisfy({ abs($0.slopes[wIndex] - 0.25) < 1e-12 && abs($0.offsets[wIndex] + 14) < 1e-9 })
        else {
            return benchmark.error("grid(\(cells)): unexpected regime map")
        }
        blackHole(map)
    } setup: {
        let system = try GridSystem(cells: cells)
        grid.value = system
        runner.value = try system.built()
    } teardown: {
        runner.value = nil
        grid.value = nil
    }
}

private func registerSampledSweep(cells: Int) {
    let grid = State<GridSystem>()
    let runner = State<ScriptRunner>()
    Benchmark("grid(\(cells)) sampled sweep 320…1366", configuration: rangeConfiguration(cells: cells)) { benchmark in
        guard let system = grid.value, var r = runner.value else { return benchmark.error("grid not set up") }
        let width = r.variables[system.width]
        benchmark.startMeasurement()
        for w in 320...1366 { try? r.solver.suggestValue(Double(w), for: width) }
        benchmark.stopMeasurement()
        if let failure = system.mismatch(in: r, width: 1366) { benchmark.error(failure) }
    } setup: {
        let system = try GridSystem(cells: cells)
        grid.value = system
        runner.value = try system.built()
    } teardown: {
        runner.value = nil
        grid.value = nil
    }
}
