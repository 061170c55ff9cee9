import Benchmark
import Cassowary
import ConstraintScript
import ScriptWorkloads

// The layout-shaped workloads of `layout-lab generate` (chain, stacks, list, cards, flex), a
// build and a step benchmark each at two sizes, small enough that the suite stays quick while
// the core grows quadratically on some of them. `Benchmarks/compare-kiwi` runs them at three
// larger sizes, side by side with kiwi.

/// The families and their two sizes: items, views, rows, cards, items.
let workloadSizes: [(family: String, sizes: [Int])] = [
    ("chain", [100, 200]),
    ("stacks", [100, 200]),
    ("list", [100, 200]),
    ("cards", [1000, 2000]),
    ("flex", [100, 200]),
]

/// The script `layout-lab generate FAMILY --n N` writes (list: 100 scroll steps, cards: 200).
func workloadScript(_ family: String, _ n: Int) -> String {
    switch family {
    case "chain": ChainWorkload(items: n).script()
    case "stacks": StacksWorkload(views: n).script()
    case "list": ListWorkload(rows: n).script()
    case "cards": CardsWorkload(cards: n).script()
    default: FlexWorkload(items: n).script()
    }
}

func registerWorkloads() {
    for (family, sizes) in workloadSizes {
        for n in sizes {
            registerWorkloadBuild(family, n)
            registerWorkloadStep(family, n)
        }
    }
}

func registerWorkloadBuild(_ family: String, _ n: Int) {
    let system = State<WorkloadSystem>()
    let name = "\(family)(\(n)) build"
    let configuration = Benchmark.Configuration(
        metrics: metrics, timeUnits: .microseconds, warmupIterations: 1,
        maxDuration: .seconds(3), maxIterations: 200)
    Benchmark(name, configuration: configuration) { benchmark in
        guard let workload = system.value else { return benchmark.error("\(name) not set up") }
        var runner = workload.runner()
        benchmark.startMeasurement()
        let failure = workload.run(&runner, upTo: workload.buildEnd)
        benchmark.stopMeasurement()
        if let failure { return benchmark.error("\(name): building failed: \(failure)") }
        runner.solver.updateVariables()
        if let failure = workload.mismatch(in: runner, afterStep: 0, stepTaken: false) { benchmark.error(failure) }
    } setup: {
        system.value = try WorkloadSystem(script: workloadScript(family, n), fileName: name)
    } teardown: {
        system.value = nil
    }
}

func registerWorkloadStep(_ family: String, _ n: Int) {
    let system = State<WorkloadSystem>()
    let runner = State<ScriptRunner>()
    var cursor = 0
    let name = "\(family)(\(n)) step"
    // One iteration is one step: the next value of the sweep (up and back down, then again), or
    // the script's next step (after the last, the build is made again outside the measurement).
    let steps = (try? WorkloadSystem(script: workloadScript(family, n), fileName: name).steps.count) ?? 1
    Benchmark(name, configuration: stepConfiguration(iterations: steps)) { benchmark in
        guard let workload = system.value, var r = runner.value else { return benchmark.error("\(name) not set up") }
        runner.value = nil
        if cursor == workload.steps.count {
            if workload.sweepVariable == nil {
                guard let rebuilt = try? workload.built() else { return benchmark.error("\(name): rebuilding failed") }
                r = rebuilt
            }
            cursor = 0
        }
        let index = cursor
        cursor += 1
        benchmark.startMeasurement()
        let failure = workload.take(index, on: &r)
        benchmark.stopMeasurement()
        if let failure { return benchmark.error("\(name): step \(index + 1) failed: \(failure)") }
        if let failure = workload.mismatch(in: r, afterStep: index) { benchmark.error(failure) }
        runner.value = r
    } setup: {
        let workload = try WorkloadSystem(script: workloadScript(family, n), fileName: name)
        system.value = workload
        runner.value = try workload.built()
        cursor = 0
    } teardown: {
        runner.value = nil
        system.value = nil
    }
}
