import TestSupport
import Testing

@testable import Cassowary

/// The queue a block's elimination takes its rows from: shortest first, the first place among
/// equals, whatever the order they were queued in, and a row queued twice comes out twice.
@Suite("The block elimination's queue of rows by length")
struct ShortestRowsTests {
    @Test("rows come out by length, then place, as a sort of the same pairs orders them")
    func shortestFirstThenFirstPlace() {
        var generator = SplitMix64(seed: 7)
        var queue = Simplex.ShortestRows()
        var queued: [(length: Int, place: Int)] = []
        for _ in 0..<500 {
            let entry = (length: Int(generator.next() % 12), place: Int(generator.next() % 80))
            queued.append(entry)
            queue.insert(length: entry.length, place: entry.place)
        }
        var taken: [(length: Int, place: Int)] = []
        while let entry = queue.takeFirst() { taken.append(entry) }
        let expected = queued.sorted { $0.length != $1.length ? $0.length < $1.length : $0.place < $1.place }
        #expect(taken.map(\.length) == expected.map(\.length))
        #expect(taken.map(\.place) == expected.map(\.place))
    }

    @Test("taking and queueing may interleave; an emptied queue starts afresh")
    func interleaved() {
        var queue = Simplex.ShortestRows()
        queue.insert(length: 3, place: 2)
        queue.insert(length: 1, place: 5)
        queue.insert(length: 3, place: 0)
        #expect(queue.takeFirst()! == (1, 5))
        queue.insert(length: 2, place: 9)
        queue.insert(length: 3, place: 1)
        #expect(queue.takeFirst()! == (2, 9))
        #expect(queue.takeFirst()! == (3, 0))
        queue.clear()
        #expect(queue.takeFirst() == nil)
        queue.insert(length: 4, place: 4)
        #expect(queue.takeFirst()! == (4, 4))
        #expect(queue.takeFirst() == nil)
    }
}
