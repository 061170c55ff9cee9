extension Simplex {
    /// The accumulator (see `accumulate`) taken out of the engine for a loop that adds into it
    /// many times: its entries and its support written through pointers, without the
    /// uniqueness and bounds checks that the engine's arrays cost at every write (in a BTRAN
    /// or FTRAN, two per term). Made by ``AccumulatorStorage/withView(_:)``; every symbol it is
    /// given must be one of the engine's.
    struct AccumulatorView {
        let entries: UnsafeMutablePointer<AccumulatorEntry>
        let support: UnsafeMutablePointer<Symbol>
        /// How many symbols are in the support.
        var count: Int

        /// Adds `v` to `s`'s entry (as `accumulate` does).
        @inline(__always)
        mutating func add(_ s: Symbol, _ v: Double) {
            let p = entries + Int(s.id)
            if !p.pointee.present {
                p.pointee.present = true
                support[count] = s
                count += 1
            }
            p.pointee.value += v
            p.pointee.magnitude = max(p.pointee.magnitude, abs(v))
        }

        /// Entry `s`, or 0 when it is what is left of a cancellation (as `accumulated`).
        @inline(__always)
        func sum(_ s: Symbol) -> Double {
            let entry = entries[Int(s.id)]
            return abs(entry.value) <= relativeEpsilon * entry.magnitude ? 0 : entry.value
        }

        /// Entry `s` as it stands.
        @inline(__always)
        subscript(s: Symbol) -> AccumulatorEntry {
            get { entries[Int(s.id)] }
            nonmutating set { entries[Int(s.id)] = newValue }
        }
    }

    /// The accumulator's arrays, out of the engine (see ``takeAccumulator()``).
    struct AccumulatorStorage {
        var entries = UncheckedArray<AccumulatorEntry>()
        var support = ScratchArray<Symbol>()

        /// Calls `body` with a view of the entries and the support.
        @inline(__always)
        mutating func withView<R>(_ body: (inout AccumulatorView) -> R) -> R {
            // Each symbol is in the support at most once: room for all of them is enough. As
            // much room as the entries have, so that the support grows with them (a batch
            // reserves their room), not again at every few symbols a batch adds.
            let symbolCount = entries.capacity
            return entries.withUnsafeMutableBufferPointer { entries in
                support.withAppendableStorage(capacity: symbolCount, filler: .none) { pointer, count in
                    var view = AccumulatorView(entries: entries.baseAddress!, support: pointer, count: count)
                    let result = body(&view)
                    count = view.count
                    return result
                }
            }
        }
    }

    /// Takes the accumulator out of the engine, for a loop that adds into it through an
    /// ``AccumulatorView`` while it reads the rest of the engine. Until
    /// ``restoreAccumulator(_:)`` puts it back, the engine's own accumulator is empty.
    @inline(__always)
    mutating func takeAccumulator() -> AccumulatorStorage {
        var storage = AccumulatorStorage()
        swap(&storage.entries, &scratch.accumulator)
        swap(&storage.support, &scratch.accumulatorSupport)
        return storage
    }

    /// Puts back what ``takeAccumulator()`` took.
    @inline(__always)
    mutating func restoreAccumulator(_ storage: inout AccumulatorStorage) {
        swap(&storage.entries, &scratch.accumulator)
        swap(&storage.support, &scratch.accumulatorSupport)
    }
}
