import Foundation
import ScriptWorkloads
import TestSupport
import Testing

/// The performance fuzzer: each motif system (seeded parameters) at `n` and `4n`, in every add
/// order and mode, built, swept and edited in the middle; the work each operation does (the
/// solver's counters, not time) must grow no faster than `n^1.3` from `n` to `4n`.
///
/// A case that grows faster fails the test unless `known-slow.txt` lists it; a listed case
/// that no longer grows faster fails it too, so that the list stays true.
@Suite("performance fuzzer: work grows near-linearly on every motif")
struct PerformanceFuzzTests {
    /// The largest slope allowed: work at `4n` at most `4^1.3` times the work at `n`.
    static let threshold = 1.3

    /// A run's sizes and choices: `ci` is the default run's (a debug build), `long` the
    /// long run's.
    struct Budget: Sendable {
        var name: String
        var size: Int
        var sweepSteps: Int
        var orders: [AddOrder]
    }

    static let ci = Budget(name: "ci", size: 16, sweepSteps: 24, orders: [.stated, .shuffled])
    static let long = Budget(name: "long", size: 128, sweepSteps: 100, orders: AddOrder.allCases)

    @Test("work slopes from n = 16 to 64", arguments: MotifWorkload.Motif.allCases)
    func smallRun(motif: MotifWorkload.Motif) throws {
        try check(motif, Self.ci)
    }

    @Test("work slopes from n = 128 to 512", .longRun, arguments: MotifWorkload.Motif.allCases)
    func longRun(motif: MotifWorkload.Motif) throws {
        try check(motif, Self.long)
    }

    /// The log-log slope of work from `n` to `4n`, one added to each side so that an
    /// operation that does no work at `n` has a finite slope.
    static func slope(_ small: Int, _ large: Int) -> Double {
        log(Double(large + 1) / Double(small + 1)) / log(4)
    }

    private func check(_ motif: MotifWorkload.Motif, _ budget: Budget) throws {
        let listed = try KnownSlowList.load().entries(run: budget.name, motif: motif.rawValue)
        var seen: Set<String> = []
        var table = ""
        let started = ContinuousClock.now
        let seed = UInt64(MotifWorkload.Motif.allCases.firstIndex(of: motif)! + 1)
        for order in budget.orders {
            for mode in AddMode.allCases {
                let small = try MotifRun(
                    workload: MotifWorkload(motif: motif, size: budget.size, seed: seed), order: order, mode: mode,
                    sweepSteps: budget.sweepSteps
                ).run()
                let large = try MotifRun(
                    workload: MotifWorkload(motif: motif, size: 4 * budget.size, seed: seed), order: order,
                    mode: mode, sweepSteps: budget.sweepSteps
                ).run()
                for (a, b) in zip(small, large) {
                    let key = "\(budget.name) \(motif.rawValue) \(order) \(mode) \(a.operation) \(a.counter)"
                    let slope = Self.slope(a.work, b.work)
                    let fast = slope <= Self.threshold
                    let status: String
                    if let entry = listed[key] {
                        seen.insert(key)
                        status = fast ? "LISTED BUT FAST" : "known slow"
                        #expect(
                            !fast,
                            "known-slow.txt:\(entry.line): \(key) grows with slope \(formatted(slope)) now (listed at \(entry.recordedSlope)): remove it from the list"
                        )
                    } else {
                        status = fast ? "ok" : "SLOW"
                        #expect(
                            fast,
                            "\(key): work \(a.work) at n = \(budget.size), \(b.work) at \(4 * budget.size): slope \(formatted(slope)) > \(Self.threshold)"
                        )
                    }
                    table += "\(key) \(a.work) \(b.work) \(formatted(slope)) \(status)\n"
                }
            }
        }
        for key in listed.keys.sorted() where !seen.contains(key) {
            Issue.record("known-slow.txt:\(listed[key]!.line): \(key) is not a case this run measures")
        }
        print(
            "performance fuzzer: \(motif.rawValue) in \(ContinuousClock.now - started): RUN MOTIF ORDER MODE OPERATION COUNTER WORK(n) WORK(4n) SLOPE STATUS\n"
                + table, terminator: "")
    }

    private func formatted(_ slope: Double) -> String { String(format: "%.2f", slope) }
}
