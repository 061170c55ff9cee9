// swift-tools-version: 6.1
//
// The benchmark suite of layout-solver, a package of its own so that the root
// package keeps no dependencies. Run it from this folder:
//
//     swift package benchmark --target CassowaryBenchmarks      # grid sizes 16, 256, 1024
//     LAYOUT_BENCH_SIZES=16,256,1024,4096 swift package benchmark --target CassowaryBenchmarks
//
// (`--target`: the plugin would run feed-bench and shapes-bench too, which are programs of
// their own, not the harness's, and fail on the harness's options.)
//
// After a change to the stored properties of a type in the root package, remove the release
// build first (`rm -rf .build/*/release`): an incremental release build here has kept a
// module's inlined allocation of a class at its old size, and the suite then wrote past it
// and aborted ("malloc(): invalid size"). `./report` always builds from nothing.
//
// See ../BENCHMARKS.md for the workloads, the results and the side-by-side run with kiwi
// (`./compare-kiwi`). The workloads are read with the root package's script reader
// (`ConstraintScript`) from the scripts `layout-lab generate` writes (`ScriptWorkloads`, the
// same generators) and from `workloads/enaml.cass`.

import PackageDescription

let package = Package(
    name: "layout-solver-benchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        // MARK: The package under test
        .package(name: "layout-solver", path: "../"),
        // MARK: The harness: ordo-one/benchmark (formerly package-benchmark); the malloc counters
        // need the interposer trait
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // MARK: Benchmarks
        .executableTarget(
            name: "CassowaryBenchmarks",
            dependencies: [
                .product(name: "Cassowary", package: "layout-solver"),
                .product(name: "ConstraintLayout", package: "layout-solver"),
                .product(name: "ConstraintScript", package: "layout-solver"),
                .product(name: "Scenes", package: "layout-solver"),
                .product(name: "ScriptWorkloads", package: "layout-solver"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/CassowaryBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // MARK: The social feed beside Yoga and Taffy (`./compare-feed`)
        .executableTarget(
            name: "feed-bench",
            dependencies: [.product(name: "ConstraintLayout", package: "layout-solver")],
            path: "FeedBench"
        ),
        // MARK: Layout shapes no benchmark names, through ConstraintLayout (`shapes-bench`)
        .executableTarget(
            name: "shapes-bench",
            dependencies: [.product(name: "ConstraintLayout", package: "layout-solver")],
            path: "ShapesBench"
        ),
    ],
    swiftLanguageModes: [.v6]
)
