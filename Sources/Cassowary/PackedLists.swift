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
/// again, lists in index order, once more than half of it is space no list uses. Copying a
/// `PackedLists` copies three arrays, on write, like any Swift array.
struct PackedLists<Element: BitwiseCopyable & Sendable>: Sendable {
    /// Where one list lies in `storage`.
    struct Span: Sendable, BitwiseCopyable {
        var start: Int32
        var length: Int32
        var capacity: Int32
    }

    /// Every list's elements, each list's in one span (read list `i` as `storage[span(i)]`).
    private(set) var storage: [Element] = []
    private var spans: [Span] = []
    /// Elements of `storage` that no span covers (left behind by lists that moved).
    private var unused = 0

    init() {}

    /// The number of lists.
    var count: Int { spans.count }

    /// The lists' positions, in order.
    var indices: Range<Int> { spans.indices }

    /// Where list `i`'s elements lie in ``storage``: the loops that walk rows read them from
    /// there, one load of the list's place and then the elements in a row.
    @inline(__always)
    func span(_ i: Int) -> Range<Int> {
        let span = spans[i]
        return Int(span.start)..<Int(span.start) + Int(span.length)
    }

    /// The length of list `i`.
    @inline(__always)
    func length(_ i: Int) -> Int { Int(spans[i].length) }

    /// Element `j` of list `i`.
    @inline(__always)
    subscript(i: Int, j: Int) -> Element {
        let span = spans[i]
        assert(j >= 0 && j < Int(span.length), "index out of range")
        return storage[Int(span.start) + j]
    }

    /// List `i`'s elements (for reading; its indices are positions in the shared array, so
    /// index it only with its own `indices`).
    subscript(i: Int) -> ArraySlice<Element> {
        let span = spans[i]
        return storage[Int(span.start)..<Int(span.start) + Int(span.length)]
    }

    /// Makes room for `lists` more lists of `elements` elements in all.
    mutating func reserveCapacity(lists: Int, elements: Int) {
        spans.reserveCapacity(spans.count + lists)
        storage.reserveCapacity(storage.count + elements)
    }

    /// Adds a list at the end, holding `elements`.
    mutating func append(_ elements: some Collection<Element>) {
        spans.append(Span(start: Int32(storage.count), length: 0, capacity: 0))
        place(spans.count - 1, elements)
    }

    /// Replaces list `i`'s elements with `elements`: in place when they fit its span.
    mutating func replace(_ i: Int, with elements: some Collection<Element>) {
        let n = elements.count
        if n <= Int(spans[i].capacity) {
            var k = Int(spans[i].start)
            for element in elements {
                storage[k] = element
                k += 1
            }
            spans[i].length = Int32(n)
        } else {
            unused += Int(spans[i].capacity)
            place(i, elements)
            packIfSparse()
        }
    }

    /// Adds `element` at the end of list `i`. A list at its capacity moves to the end of the
    /// shared array with twice the room (or grows where it is, when it is there already).
    mutating func append(_ element: Element, to i: Int) {
        let span = spans[i]
        let start = Int(span.start), length = Int(span.length), capacity = Int(span.capacity)
        if length < capacity {
            storage[start + length] = element
            spans[i].length += 1
            return
        }
        let room = max(4, 2 * length)
        if start + capacity == storage.count {
            // The last span: it grows in place.
            storage.append(element)
            for _ in (length + 1)..<room { storage.append(element) }
            spans[i].length += 1
            spans[i].capacity = Int32(room)
            return
        }
        // Element by element: appending a slice of `storage` to itself would copy it whole.
        let newStart = storage.count
        for k in start..<(start + length) { storage.append(storage[k]) }
        for _ in length..<room { storage.append(element) }
        spans[i] = Span(start: Int32(newStart), length: Int32(length + 1), capacity: Int32(room))
        unused += capacity
        packIfSparse()
    }

    /// Empties list `i` and gives its room back.
    mutating func removeAll(_ i: Int) {
        unused += Int(spans[i].capacity)
        spans[i] = Span(start: Int32(storage.count), length: 0, capacity: 0)
        packIfSparse()
    }

    /// Removes the last list.
    mutating func removeLast() {
        unused += Int(spans.removeLast().capacity)
        packIfSparse()
    }

    /// The size of the shared array (the room every list has, and the room none uses).
    var storageCount: Int { storage.count }

    /// Removes element `j` of list `i`, keeping the order of the others.
    mutating func remove(at j: Int, from i: Int) {
        let span = spans[i]
        precondition(j >= 0 && j < Int(span.length), "index out of range")
        let start = Int(span.start)
        for k in (start + j)..<(start + Int(span.length) - 1) { storage[k] = storage[k + 1] }
        spans[i].length -= 1
    }

    /// Puts `elements` at the end of the shared array as list `i`'s new span.
    private mutating func place(_ i: Int, _ elements: some Collection<Element>) {
        let start = storage.count
        storage.append(contentsOf: elements)
        let n = storage.count - start
        spans[i] = Span(start: Int32(start), length: Int32(n), capacity: Int32(n))
    }

    /// Packs the lists again, in index order, when more than half the shared array is
    /// unused (and the array is not small).
    private mutating func packIfSparse() {
        guard unused > 4096, unused * 2 > storage.count else { return }
        var packed: [Element] = []
        packed.reserveCapacity(storage.count - unused)
        for i in spans.indices {
            let span = spans[i]
            let start = packed.count
            packed.append(contentsOf: storage[Int(span.start)..<Int(span.start) + Int(span.capacity)])
            spans[i].start = Int32(start)
        }
        storage = packed
        unused = 0
    }
}

extension PackedLists {
    /// Where column `s`'s entries lie in ``storage``.
    @inline(__always)
    func span(_ s: Symbol) -> Range<Int> { span(Int(s.id)) }

    /// Where row `r`'s terms lie in ``storage``.
    @inline(__always)
    func span(_ r: RowIndex) -> Range<Int> { span(Int(r.id)) }

    /// The length of column `s`.
    @inline(__always)
    func length(_ s: Symbol) -> Int { length(Int(s.id)) }

    /// Entry `j` of column `s`.
    @inline(__always)
    subscript(s: Symbol, j: Int) -> Element { self[Int(s.id), j] }

    /// Column `s`'s entries (see ``subscript(_:)-(Int)``).
    subscript(s: Symbol) -> ArraySlice<Element> { self[Int(s.id)] }

    /// Replaces column `s`'s entries.
    mutating func replace(_ s: Symbol, with elements: some Collection<Element>) {
        replace(Int(s.id), with: elements)
    }

    /// Adds `element` at the end of column `s`.
    mutating func append(_ element: Element, to s: Symbol) { append(element, to: Int(s.id)) }

    /// Removes entry `j` of column `s`.
    mutating func remove(at j: Int, from s: Symbol) { remove(at: j, from: Int(s.id)) }

    /// Empties column `s` and gives its room back.
    mutating func removeAll(_ s: Symbol) { removeAll(Int(s.id)) }

    /// The length of row `r`.
    @inline(__always)
    func length(_ r: RowIndex) -> Int { length(Int(r.id)) }

    /// Term `j` of row `r`.
    @inline(__always)
    subscript(r: RowIndex, j: Int) -> Element { self[Int(r.id), j] }

    /// Row `r`'s terms (see ``subscript(_:)-(Int)``).
    subscript(r: RowIndex) -> ArraySlice<Element> { self[Int(r.id)] }

    /// Replaces row `r`'s terms.
    mutating func replace(_ r: RowIndex, with elements: some Collection<Element>) {
        replace(Int(r.id), with: elements)
    }

    /// Removes term `j` of row `r`.
    mutating func remove(at j: Int, from r: RowIndex) { remove(at: j, from: Int(r.id)) }
}
