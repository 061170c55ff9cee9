/// An array of plain values for the solver's scratch lists (search orders, the accumulator's
/// support, the pivot row and column), emptied many times per operation: emptying sets the
/// count to zero and keeps the elements' storage, which is written over by the next appends.
///
/// `Array` has no such operation: `removeAll(keepingCapacity:)` goes through the generic
/// `replaceSubrange`, and taking elements off one by one checks the buffer's uniqueness each
/// time. Emptying the search orders, the support and the pivot row and column that way took
/// about 5 % of the instructions of a small constant change (a card's width; counted with
/// callgrind).
struct ScratchArray<Element: BitwiseCopyable>: RandomAccessCollection, MutableCollection, Sendable
where Element: Sendable {
    private var storage: [Element] = []
    /// How many elements are in use (the first `count` of the storage).
    private(set) var count = 0
    /// How many elements the storage holds, in use or not: the room
    /// ``withAppendableStorage(capacity:filler:_:)`` gives without growing.
    var room: Int { storage.count }

    init() {}

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(i: Int) -> Element {
        @inline(__always) get {
            precondition(i < count, "index out of range")
            return storage[i]
        }
        @inline(__always) set {
            precondition(i < count, "index out of range")
            storage[i] = newValue
        }
    }

    /// Appends `element`, over a slot a previous use left when there is one.
    @inline(__always)
    mutating func append(_ element: Element) {
        if count < storage.count {
            storage[count] = element
        } else {
            if storage.count == storage.capacity { grow() }
            storage.append(element)
        }
        count += 1
    }

    /// Makes room for more elements: twice the storage, and at least 16. A new solver's lists
    /// start empty, and grown one append at a time from there (a capacity of 1, 2, 4, …) they
    /// were reallocated about seventy times in a small layout's build, 4 % of its instructions.
    @inline(never)
    private mutating func grow() {
        storage.reserveCapacity(Swift.max(16, 2 * storage.capacity))
    }

    /// Makes room for `n` elements in the storage, with room to spare when it grows: a quarter
    /// more than asked, or twice the storage it had (as an array grows), whichever is more.
    /// A list whose length varies a little from one use to the next (a search's order, the
    /// compiled rows of a width) then grows once, not again at the first use that is a little
    /// longer. That second growth copied the list into fresh memory in the middle of a sweep:
    /// at a stack of cards' regime change, 66 pages faulted in, more than half of that step's
    /// time. Twice what is asked was worse: past glibc's threshold for a mapping of its own
    /// (128 KiB), a list that had fit in recycled memory took fresh pages too.
    private mutating func reserveWithRoomToSpare(_ n: Int) {
        if storage.capacity < n { storage.reserveCapacity(Swift.max(n + n / 4, 2 * storage.capacity)) }
    }

    /// Empties the list, keeping its storage.
    @inline(__always)
    mutating func clear() { count = 0 }

    /// Makes this a copy of `other`'s elements, in the storage it already has (an assignment
    /// would share `other`'s storage, and the next append to either would copy it).
    mutating func assign(_ other: ScratchArray) {
        let n = other.count
        count = 0
        guard n > 0 else { return }
        // One copy of memory over the slots already there, then the rest appended at once,
        // into room made for all of them (grown by doubling from empty, a long list copied
        // itself a dozen times). Element by element, each write checked the storage's
        // uniqueness: copying a stack of cards' search order, 3 000 rows, was a tenth of the
        // step that needed it.
        other.storage.withUnsafeBufferPointer { source in
            let kept = Swift.min(storage.count, n)
            if kept > 0 {
                storage.withUnsafeMutableBufferPointer { target in
                    target.baseAddress!.update(from: source.baseAddress!, count: kept)
                }
            }
            if kept < n {
                reserveWithRoomToSpare(n)
                storage.append(contentsOf: source[kept..<n])
            }
        }
        count = n
    }

    /// Removes and returns the last element, or nil when the list is empty.
    @inline(__always)
    mutating func popLast() -> Element? {
        guard count > 0 else { return nil }
        count -= 1
        return storage[count]
    }

    /// Removes the last `n` elements (their slots stay, for the next use).
    @inline(__always)
    mutating func removeLast(_ n: Int) {
        precondition(n >= 0 && n <= count, "removing more elements than there are")
        count -= n
    }

    /// Reverses the elements in use, in place (the generic `MutableCollection` version walks
    /// indices through the collection's protocol: three times the instructions).
    mutating func reverse() {
        let count = self.count
        storage.withUnsafeMutableBufferPointer { elements in
            var i = 0, j = count - 1
            while i < j {
                elements.swapAt(i, j)
                i += 1
                j -= 1
            }
        }
    }

    /// Removes the element at `i`, keeping the others' order.
    mutating func remove(at i: Int) {
        precondition(i < count, "index out of range")
        storage.withUnsafeMutableBufferPointer { elements in
            for k in i..<(count - 1) { elements[k] = elements[k + 1] }
        }
        count -= 1
    }

    /// Removes the elements that satisfy `shouldBeRemoved`, keeping the others' order.
    mutating func removeAll(where shouldBeRemoved: (Element) -> Bool) {
        var kept = 0
        for i in 0..<count where !shouldBeRemoved(storage[i]) {
            storage[kept] = storage[i]
            kept += 1
        }
        count = kept
    }

    /// Sorts the elements in use in place, `comes(a, b)` when `a` goes first (a strict total
    /// order: equal elements may end in either order). A heap sort: it allocates nothing, where
    /// the standard library's sort takes a buffer as large as the list.
    mutating func sort(by comes: (Element, Element) -> Bool) {
        let count = self.count
        guard count > 1 else { return }
        storage.withUnsafeMutableBufferPointer { elements in
            // A heap with the element that goes last on top, then each top swapped to the end.
            func siftDown(_ start: Int, _ end: Int) {
                var root = start
                while true {
                    var child = 2 * root + 1
                    if child >= end { return }
                    if child + 1 < end && comes(elements[child], elements[child + 1]) { child += 1 }
                    if !comes(elements[root], elements[child]) { return }
                    elements.swapAt(root, child)
                    root = child
                }
            }
            var start = count / 2
            while start > 0 {
                start -= 1
                siftDown(start, count)
            }
            var end = count - 1
            while end > 0 {
                elements.swapAt(0, end)
                siftDown(0, end)
                end -= 1
            }
        }
    }

    /// Calls `body` with the storage, room for at least `capacity` elements (made with
    /// `filler`), and the count in use, which `body` may change: appending without a check of
    /// the storage's uniqueness at every element, for loops that know how many they append at
    /// most.
    mutating func withAppendableStorage<R>(
        capacity: Int, filler: Element, _ body: (UnsafeMutablePointer<Element>, inout Int) throws -> R
    ) rethrows -> R {
        // At least one element, so that the storage has an address.
        let room = Swift.max(capacity, 1)
        if storage.count < room {
            reserveWithRoomToSpare(room)
            storage.append(contentsOf: repeatElement(filler, count: room - storage.count))
        }
        var count = self.count
        defer { self.count = count }
        return try storage.withUnsafeMutableBufferPointer { elements in try body(elements.baseAddress!, &count) }
    }

    /// Calls `body` with the elements in use, in place.
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        try storage.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[0..<count])) }
    }
}
