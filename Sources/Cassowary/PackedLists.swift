/// Many short lists in one contiguous array: the engine's rows, each a handful of terms, and
/// its columns, the rows that mention each symbol.
///
/// With one array per row, every row is an allocation of its own wherever the allocator put
/// it, and a search that walks from row to row (a chain's regime change walks every row of
/// the chain, a grid's width reaches every cell's) waits on a cache miss for each row's
/// header before it can read a term. Here each list is a span of one shared array, and
/// lists made one after another (a layout's rows, as its constraints are added) lie one
/// after another, so such a walk reads memory the way the hardware prefetches it.
///
/// A list that outgrows its span moves to the end of the array, and the array is packed
/// again, lists in index order, once more than half of it is space no list uses, or when it
/// must grow while an eighth of it is (see `makeRoom(for:)`). Its arrays
/// are ``UncheckedArray``s: a copy shares them until it is ``detached()``. Lists are named by
/// `Index` (rows by ``RowIndex``, columns by ``Symbol``), so that one kind of list cannot be
/// read with the other kind's index.
struct PackedLists<Index: PackedListIndex, Element: BitwiseCopyable & Sendable>: Sendable {

    /// Every list's elements, each list's in one span (read list `i` as `storage[span(i)]`).
    private(set) var storage = UncheckedArray<Element>()
    private var spans = UncheckedArray<PackedListSpan>()
    /// Elements of `storage` that no span covers (left behind by lists that moved).
    private var unused = 0
    /// The elements of all lists together (the cells of the rows, for the engine's rows).
    private(set) var elementCount = 0

    init() {}

    /// The number of lists.
    var count: Int { spans.count }

    /// The lists' positions, in order.
    var indices: Range<Int> { spans.indices }

    /// The size of the shared array (the room every list has, and the room none uses).
    var storageCount: Int { storage.count }

    /// Where list `i`'s elements lie in ``storage``: the loops that walk rows read them from
    /// there, one load of the list's place and then the elements in a row.
    @inline(__always)
    func span(_ i: Index) -> Range<Int> {
        let span = spans[i.position]
        return Int(span.start)..<Int(span.start) + Int(span.length)
    }

    /// The length of list `i`.
    @inline(__always)
    func length(_ i: Index) -> Int { Int(spans[i.position].length) }

    /// Element `j` of list `i`.
    @inline(__always)
    subscript(i: Index, j: Int) -> Element {
        let span = spans[i.position]
        assert(j >= 0 && j < Int(span.length), "index out of range")
        return storage[Int(span.start) + j]
    }

    /// A copy of list `i`'s elements, for code off the hot paths (which read ``storage`` over
    /// ``span(_:)`` in place).
    subscript(i: Index) -> [Element] {
        storage.withUnsafeBufferPointer { Array(UnsafeBufferPointer(rebasing: $0[span(i)])) }
    }

    /// Makes room for `lists` more lists of `elements` elements in all.
    mutating func reserveCapacity(lists: Int, elements: Int) {
        spans.reserveCapacity(spans.count + lists)
        storage.reserveCapacity(storage.count + elements)
    }

    /// Adds a list at the end, holding `elements`.
    mutating func append(_ elements: some Collection<Element>) {
        spans.append(PackedListSpan(start: Int32(storage.count), length: 0, capacity: 0))
        place(spans.count - 1, elements)
        elementCount += Int(spans[spans.count - 1].length)
    }

    /// Adds `count` empty lists at the end, each with room for `capacity` elements (the room
    /// filled with `filler`), so that their first appends write in place instead of moving
    /// the list to the end of the shared array.
    mutating func appendEmpty(_ count: Int, capacity: Int, filler: Element) {
        // One append for all the room (a per-list append cost 190 instructions a list).
        let base = storage.count
        storage.appendRepeating(filler, count: count * capacity)
        spans.reserveCapacity(spans.count + count)
        for k in 0..<count {
            spans.append(PackedListSpan(start: Int32(base + k * capacity), length: 0, capacity: Int32(capacity)))
        }
    }

    /// A copy whose arrays are its own (see ``UncheckedArray``), with room for `lists` more
    /// lists of `elements` elements in all.
    func detached(reservingLists lists: Int = 0, elements: Int = 0) -> PackedLists {
        var copy = self
        copy.storage = storage.detached(reserving: storage.count + elements)
        copy.spans = spans.detached(reserving: spans.count + lists)
        return copy
    }

    /// Makes room for `lists` more lists of `elements` elements in all and, when `detaching`,
    /// gives the arrays memory of their own (see ``detached(reservingLists:elements:)``).
    mutating func prepare(moreLists lists: Int, elements: Int, detaching: Bool) {
        if detaching {
            self = detached(reservingLists: lists, elements: elements)
        } else {
            reserveCapacity(lists: lists, elements: elements)
        }
    }

    /// Replaces list `i`'s elements with `elements`: in place when they fit its span.
    mutating func replace(_ list: Index, with elements: some Collection<Element>) {
        let i = list.position, n = elements.count
        elementCount += n - Int(spans[i].length)
        if n <= Int(spans[i].capacity) {
            var k = Int(spans[i].start)
            for element in elements {
                storage[k] = element
                k += 1
            }
            spans[i].length = Int32(n)
        } else {
            // A list that outgrows its span (a row a cycle's elimination lengthens term by
            // term) moves with half as much room again, so that growing one element at a time
            // moves it a logarithmic number of times, not at every element.
            unused += Int(spans[i].capacity)
            // Its old span is room no list uses from here on: a packing on the way leaves it.
            spans[i] = PackedListSpan(start: Int32(storage.count), length: 0, capacity: 0)
            place(i, elements, room: n + n / 2)
            packIfSparse()
        }
    }

    /// Adds `element` at the end of list `i`. A list at its capacity moves to the end of the
    /// shared array with twice the room (or grows where it is, when it is there already).
    mutating func append(_ element: Element, to list: Index) {
        let i = list.position, span = spans[i]
        let start = Int(span.start), length = Int(span.length), capacity = Int(span.capacity)
        elementCount += 1
        if length < capacity {
            storage[start + length] = element
            spans[i].length += 1
            return
        }
        let room = max(4, 2 * length)
        if start + capacity == storage.count {
            // The last span: it grows in place.
            storage.appendRepeating(element, count: room - length)
            spans[i].length += 1
            spans[i].capacity = Int32(room)
            return
        }
        // Element by element: the storage may move as it grows, and a packing moves the list.
        makeRoom(for: room)
        let from = Int(spans[i].start)
        let newStart = storage.count
        for k in from..<(from + length) { storage.append(storage[k]) }
        storage.appendRepeating(element, count: room - length)
        spans[i] = PackedListSpan(start: Int32(newStart), length: Int32(length + 1), capacity: Int32(room))
        unused += capacity
        packIfSparse()
    }

    /// Empties list `i` and gives its room back.
    mutating func removeAll(_ list: Index) {
        let i = list.position
        unused += Int(spans[i].capacity)
        elementCount -= Int(spans[i].length)
        spans[i] = PackedListSpan(start: Int32(storage.count), length: 0, capacity: 0)
        packIfSparse()
    }

    /// Removes the last list.
    mutating func removeLast() {
        let last = spans.removeLast()
        unused += Int(last.capacity)
        elementCount -= Int(last.length)
        packIfSparse()
    }

    /// Removes the first element of list `i` that `matches`, keeping the order of the
    /// others; nothing when none does.
    mutating func removeFirst(from list: Index, where matches: (Element) -> Bool) {
        let i = list.position
        let start = Int(spans[i].start), end = start + Int(spans[i].length)
        guard let k = (start..<end).first(where: { matches(storage[$0]) }) else { return }
        for k in k..<(end - 1) { storage[k] = storage[k + 1] }
        spans[i].length -= 1
        elementCount -= 1
    }

    /// Puts `elements` at the end of the shared array as list `i`'s new span.
    /// With `room` beyond the elements' count, the span has that much room (filled with
    /// copies of the first element).
    private mutating func place(_ i: Int, _ elements: some Collection<Element>, room: Int = 0) {
        makeRoom(for: Swift.max(room, elements.count))
        let start = storage.count
        if elements.withContiguousStorageIfAvailable({ storage.append(contentsOf: $0) }) == nil {
            for element in elements { storage.append(element) }
        }
        let n = storage.count - start
        let capacity = room > n && n > 0 ? room : n
        if capacity > n { storage.appendRepeating(storage[start], count: capacity - n) }
        spans[i] = PackedListSpan(start: Int32(start), length: Int32(n), capacity: Int32(capacity))
    }

    /// Makes room for `more` elements after the last list. The shared array at least doubles
    /// when it grows (an exact reservation copied the whole array at every list that moved: a
    /// column that a cycle's elimination lengthens, one row at a time), unless an eighth of it
    /// or more is room no list uses (left by lists that moved): then the lists are packed into
    /// the new memory instead, with half as much room again as they fill. The copy a growth
    /// makes anyway leaves the unused room behind, where doubling the array kept it and
    /// doubled it (a layout's build, its rows lengthened by eliminations, asked for twice the
    /// memory its rows fill).
    private mutating func makeRoom(for more: Int) {
        let needed = storage.count + more
        guard needed > storage.capacity else { return }
        if unused > 0 && unused * 8 >= storage.count {
            let used = storage.count - unused
            pack(capacity: Swift.max(used + more, used + used / 2))
        } else {
            storage.reserveCapacity(Swift.max(needed, 2 * storage.capacity))
        }
    }

    /// Packs the lists again, in index order, when more than half the shared array is
    /// unused (and the array is not small).
    private mutating func packIfSparse() {
        guard unused > 4096, unused * 2 > storage.count else { return }
        pack(capacity: storage.count - unused)
    }

    /// Copies the lists, in index order, into a new shared array with room for `capacity`
    /// elements, leaving out the room no list uses.
    private mutating func pack(capacity: Int) {
        var packed = UncheckedArray<Element>()
        packed.reserveCapacity(capacity)
        storage.withUnsafeBufferPointer { old in
            for i in spans.indices {
                let span = spans[i]
                let start = packed.count
                packed.append(
                    contentsOf: UnsafeBufferPointer(
                        rebasing: old[Int(span.start)..<Int(span.start) + Int(span.capacity)]))
                spans[i].start = Int32(start)
            }
        }
        storage = packed
        unused = 0
    }
}

/// Where one list of a ``PackedLists`` lies in its shared array. Not nested in the generic
/// type: unoptimised code looks a nested generic type's metadata up at every use.
struct PackedListSpan: Sendable, BitwiseCopyable {
    var start: Int32
    var length: Int32
    var capacity: Int32
}

/// What names a list of ``PackedLists``: its position among the lists.
protocol PackedListIndex: Sendable {
    /// The list's position.
    var position: Int { get }
}

extension RowIndex: PackedListIndex {
    /// The row's position among the rows.
    @_transparent var position: Int { Int(id) }
}

extension Symbol: PackedListIndex {
    /// The symbol's position among the symbols (its column's).
    @_transparent var position: Int { Int(id) }
}

extension Int: PackedListIndex {
    /// Itself.
    @_transparent var position: Int { self }
}
