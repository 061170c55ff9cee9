/// The dual simplex's work list: the basic symbols whose values may be out of bounds, as a
/// binary heap by how far out each was when it was listed, the furthest on top (ties: the
/// lower symbol), so that the dual simplex repairs the worst first (see
/// ``Simplex/takeMostInfeasible()``) at a logarithmic cost however many are out.
///
/// An entry is a hint, checked when it is taken: its symbol may have left the basis, come
/// closer to its bounds, or been listed again since (a pivot lists every value it leaves out
/// of bounds, also one listed already). A symbol listed twice is repaired once: the second
/// entry finds it within its bounds or no longer basic.
///
/// The order matters, and only the exact one does well: on a random system where one
/// required inequality's repair took 2 713 pivots in the order the symbols were listed (the
/// last first), the worst first takes 86, while the worst to within a factor of 2 (buckets by
/// power of two, the last listed first within one) took 847. Reading the whole list for the
/// worst at every pivot made a grid's crossing, where four thousand cells' errors leave
/// their bounds at once, eight times as slow; the heap costs it a few tenths of a
/// millisecond.
struct InfeasibleList {
    /// The heap: each entry's children at `2i + 1` and `2i + 2`, none before its parent.
    private var entries: [Entry] = []

    /// A listed symbol and how far out of bounds it was when listed.
    struct Entry {
        var outBy: Double
        var symbol: Symbol

        /// Whether this entry comes out before `other`.
        @inline(__always)
        func precedes(_ other: Entry) -> Bool {
            outBy != other.outBy ? outBy > other.outBy : symbol < other.symbol
        }
    }

    var isEmpty: Bool { entries.isEmpty }

    /// The listed symbols, each once, lowest first (for reading; the order of repair is the
    /// heap's).
    var symbols: [Symbol] { Array(Set(entries.map(\.symbol))).sorted() }

    /// Lists `s`, out of its bounds by `outBy` (a number, not NaN).
    mutating func insert(_ s: Symbol, outBy: Double) {
        entries.append(Entry(outBy: outBy, symbol: s))
        entries.withUnsafeMutableBufferPointer { heap in Self.siftUp(heap, from: heap.count - 1) }
    }

    /// The entry listed furthest out of bounds, taken off the list; nil when it is empty.
    ///
    /// The last entry takes the top's place the way Floyd's heapsort does it: the hole sinks
    /// to a leaf along the children that come out first (one comparison a level), then the
    /// entry rises from there, mostly not at all (half the comparisons of sinking the entry
    /// itself).
    mutating func takeFirst() -> Entry? {
        guard let last = entries.takeLast() else { return nil }
        guard !entries.isEmpty else { return last }
        return entries.withUnsafeMutableBufferPointer { heap in
            let first = heap[0]
            let n = heap.count
            var hole = 0
            while true {
                var child = 2 * hole + 1
                if child >= n { break }
                if child + 1 < n && heap[child + 1].precedes(heap[child]) { child += 1 }
                heap[hole] = heap[child]
                hole = child
            }
            heap[hole] = last
            Self.siftUp(heap, from: hole)
            return first
        }
    }

    /// Moves the entry at `i` up to its place.
    @inline(__always)
    private static func siftUp(_ heap: UnsafeMutableBufferPointer<Entry>, from start: Int) {
        var i = start
        let entry = heap[i]
        while i > 0 {
            let parent = (i - 1) / 2
            guard entry.precedes(heap[parent]) else { break }
            heap[i] = heap[parent]
            i = parent
        }
        heap[i] = entry
    }

    /// Takes every entry of `s` off the list (a symbol given back to the free list).
    mutating func remove(_ s: Symbol) {
        guard entries.contains(where: { $0.symbol == s }) else { return }
        let kept = entries.filter { $0.symbol != s }
        entries.clear()
        for entry in kept { insert(entry.symbol, outBy: entry.outBy) }
    }

    /// Empties the list, keeping its storage for the next use.
    mutating func clear() {
        entries.clear()
    }
}
