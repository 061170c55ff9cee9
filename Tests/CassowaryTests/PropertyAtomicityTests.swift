import Testing
import TestSupport
@testable import Cassowary

/// The property tests again, now checking after every refused call that the dump and every
/// value are exactly — bit for bit — what they were before it.
@Suite("Properties of random systems: failed calls change nothing")
struct PropertyAtomicityTests {
    @Test("adding random constraints: a refused constraint leaves dump and values bit for bit", arguments: 0..<200)
    func refusedAddsChangeNothing(seed: UInt64) throws {
        try PropertyTests.runAdds(seed: seed, unchanged: true)
    }

    @Test("random sequences: a failed add or constant change leaves dump and values bit for bit", arguments: 0..<150)
    func failedCallsChangeNothing(seed: UInt64) throws {
        try PropertyTests.runSequence(seed: seed, unchanged: true)
    }

    @Test(
        "random batches: a refused batch changes nothing bit for bit, an accepted one is optimal; a batch may repeat a member or one the solver holds, and follow removals",
        arguments: 0..<150)
    func batches(seed: UInt64) throws {
        try Self.runBatches(seed: seed &+ 43_000_000, steps: 2...8, members: 1...5, duplicates: true) { gen in
            let roll = gen.rng.int(0...9)
            return roll < 5 ? gen.required(free: false) : roll < 7 ? gen.required(free: true) : gen.optional()
        }
    }

    /// Batches many times the size of the solver they join: their journal records nothing of
    /// the rows and symbols they make, and puts back only what they changed of the rest.
    @Test(
        "random batches of 65–100 members beside a smaller solver: a refused one changes nothing bit for bit, an accepted one is optimal",
        arguments: 0..<40)
    func largeBatches(seed: UInt64) throws {
        // Mostly optional members and required ones over a free variable, so that about half
        // the batches hold; a required member over the system's variables now and then.
        try Self.runBatches(seed: seed &+ 44_000_000, steps: 2...4, members: 65...100, duplicates: false) { gen in
            let roll = gen.rng.int(0...159)
            return roll == 0 ? gen.required(free: false) : roll < 8 ? gen.required(free: true) : gen.optional()
        }
    }

    /// Random batches of `members` constraints made by `member`, `steps` of them, some after
    /// removals; with `duplicates`, a batch now and then repeats a member or one the solver
    /// holds. Each refused batch must leave the solver bit for bit as it was, and each outcome
    /// agree with the reference.
    static func runBatches(
        seed: UInt64, steps: ClosedRange<Int>, members: ClosedRange<Int>, duplicates: Bool,
        member: (inout SystemGenerator) -> RefConstraint
    ) throws {
        var gen = SystemGenerator(seed: seed, profile: seed % 2 == 0 ? .small : .fractional)
        var model = SystemModel(variableCount: gen.n)
        var solver = Solver()
        for step in 0..<gen.rng.int(steps) {
            // Removals free entry slots, which the next batch's members take.
            if !model.entries.isEmpty && gen.rng.int(0...2) == 0 {
                for _ in 0..<gen.rng.int(1...min(3, model.entries.count)) {
                    let gone = model.entries.remove(at: gen.rng.int(0...(model.entries.count - 1)))
                    try solver.remove(gone.constraint)
                }
            }
            var refs: [RefConstraint] = []
            var batch: [Constraint] = []
            for _ in 0..<gen.rng.int(members) {
                let ref = member(&gen)
                refs.append(ref)
                batch.append(gen.constraint(ref, in: model.system))
            }
            // Sometimes a duplicate somewhere in the batch: a member again, or a constraint the
            // solver holds.
            var duplicate: Constraint?
            if duplicates && gen.rng.int(0...5) == 0 {
                let twin =
                    model.entries.isEmpty || gen.rng.int(0...1) == 0
                    ? batch[gen.rng.int(0...(batch.count - 1))]
                    : model.entries[gen.rng.int(0...(model.entries.count - 1))].constraint
                batch.insert(twin, at: gen.rng.int(0...batch.count))
                duplicate = twin
            }
            let context = "step \(step) batch \(batch)"
            let error = PropertyTests.attempt(&solver, seed: seed, context, unchanged: true) {
                (s: inout Solver) throws(SolverError) in
                try s.add(batch)
            }
            if let duplicate {
                // Refused before anything is solved, naming the constraint seen twice.
                guard case .duplicateConstraint(let c)? = error else {
                    Issue.record("seed \(seed) \(context): expected a duplicate, got \(String(describing: error))")
                    continue
                }
                #expect(c === duplicate, "seed \(seed) \(context): the duplicate named is \(c)")
                PropertyTests.expectRequiredHold(solver, model, seed: seed, context)
                PropertyTests.expectOptimal(solver, model, seed: seed, context)
                continue
            }
            let required = model.requiredRefs + refs.filter(\.isRequired)
            let feasible = ReferenceLP.isFeasible(variableCount: gen.n, required)
            if let error {
                guard case .unsatisfiable = error else {
                    Issue.record("seed \(seed) \(context): unexpected error \(error)")
                    continue
                }
                #expect(!feasible, "seed \(seed) \(context): the batch was refused but the reference can satisfy it")
            } else {
                #expect(
                    feasible, "seed \(seed) \(context): the batch was accepted but the reference finds it infeasible")
                for c in batch {
                    model.entries.append(.init(constraint: c, constant: c.constant, strength: c.strength))
                }
            }
            PropertyTests.expectRequiredHold(solver, model, seed: seed, context)
            PropertyTests.expectOptimal(solver, model, seed: seed, context)
        }
    }
}
