import Testing
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
}
