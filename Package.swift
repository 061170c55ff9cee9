// swift-tools-version: 6.0
//
// layout-solver: an incremental Cassowary constraint solver, an Auto Layout–style engine on
// top of it, five real collection-view layouts expressed as constraints, and `layout-lab`, the
// command line for all of it. No dependencies beyond the Swift toolchain.
//
// Compile-time conditions:
// - `CASSOWARY_CHECK_INVARIANTS`: the solver checks its engine's invariants after every
//   mutation (`Simplex._checkInvariants()`), which costs time proportional to the engine, and
//   that no engine array is written while another copy shares it (`UncheckedArray`). On
//   in debug builds of this package itself, built from its own folder, which is what
//   `swift test` here uses; off in release builds, and off for packages that depend on this
//   one however they depend on it (a version, a branch, a local path): their debug builds
//   should not pay for our checks. The environment variable `CASSOWARY_CHECK_INVARIANTS`
//   overrides the choice: `1` turns the checks on (in debug builds), `0` off.

import PackageDescription

/// Whether this manifest is being read for a build run in this package's own folder (the
/// shell's working directory is the package's): a dependent is built from its own folder,
/// whether it checked this package out or refers to it by path.
let isBuiltHere =
    Context.environment["PWD"].map { pwd in
        pwd.split(separator: "/") == Context.packageDirectory.split(separator: "/")
    } ?? false
let checksWanted = Context.environment["CASSOWARY_CHECK_INVARIANTS"].map { $0 != "0" } ?? isBuiltHere

let checkInvariants: [SwiftSetting] =
    checksWanted
    ? [.define("CASSOWARY_CHECK_INVARIANTS", .when(configuration: .debug))]
    : []

let package = Package(
    name: "layout-solver",
    platforms: [.macOS(.v15)],
    products: [
        // MARK: Libraries
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "ConstraintLayout", targets: ["ConstraintLayout"]),
        .library(name: "Scenes", targets: ["Scenes"]),
        .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
        .library(name: "ConstraintScript", targets: ["ConstraintScript"]),
        .library(name: "ScriptWorkloads", targets: ["ScriptWorkloads"]),
        // MARK: Command line
        .executable(name: "layout-lab", targets: ["LayoutLab"]),
    ],
    targets: [
        // MARK: The solver
        .target(name: "Cassowary", swiftSettings: checkInvariants),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "TestSupport"]),

        // MARK: Auto Layout–style engine
        .target(name: "ConstraintLayout", dependencies: ["Cassowary"]),
        .testTarget(name: "LayoutTests", dependencies: ["ConstraintLayout", "TestSupport"]),

        // MARK: The seed scenes
        .target(name: "Scenes", dependencies: ["ConstraintLayout"]),
        .testTarget(name: "ScenesTests", dependencies: ["Scenes", "TestSupport"]),

        // MARK: Storyboards and XIBs read into the engine
        .target(name: "InterfaceBuilder", dependencies: ["ConstraintLayout"]),
        .testTarget(name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilder", "TestSupport"]),

        // MARK: The constraint text format, and the benchmark workloads written in it
        .target(name: "ConstraintScript", dependencies: ["Cassowary"]),
        .testTarget(name: "ConstraintScriptTests", dependencies: ["ConstraintScript", "TestSupport"]),
        .target(name: "ScriptWorkloads", dependencies: ["ConstraintScript"]),

        // MARK: The performance fuzzer: the solver's work on random motif systems at n and 4n
        .testTarget(
            name: "PerformanceFuzzTests",
            dependencies: ["Cassowary", "ConstraintScript", "ScriptWorkloads", "TestSupport"],
            exclude: ["known-slow.txt"]),

        // MARK: layout-lab
        .target(
            name: "LayoutLabCore",
            dependencies: [
                "Cassowary", "ConstraintScript", "ConstraintLayout", "InterfaceBuilder", "Scenes", "ScriptWorkloads",
            ],
            path: "Sources/LayoutLabCore"),
        .executableTarget(name: "LayoutLab", dependencies: ["LayoutLabCore"], path: "Sources/LayoutLab"),
        .testTarget(
            name: "LayoutLabTests",
            dependencies: ["ConstraintScript", "LayoutLabCore", "ScriptWorkloads", "TestSupport"]),

        // MARK: Shared by the test targets only (no product: never part of the library)
        // Tolerance comparisons with a clear failure message, the seeded generator, and the
        // check of explained rates against re-solving.
        .target(name: "TestSupport", dependencies: ["Cassowary"], path: "Tests/TestSupport"),
    ],
    swiftLanguageModes: [.v6]
)
