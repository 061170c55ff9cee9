/// An array of plain values whose writes do not check whether another copy shares its
/// storage: the engine's per-symbol and per-row arrays, and the shared arrays of its rows and
/// columns.
///
/// A Swift array checks at every write that no other copy shares its storage, a call into the
/// runtime, and the engine writes these arrays a few dozen times for each constraint it adds:
/// those checks were a sixteenth of the instructions of a small layout's build, more than
/// any one step of it. Here copies share the storage and a write goes straight to memory.
///
/// What keeps one copy from seeing another's writes is the engine: before it changes
/// anything it makes its storage its own, once for all its arrays (``Simplex/makeUnique()``,
/// which ``Solver`` calls on every access that may change the engine), and code that copies
/// an engine in order to change the copy detaches the copy the same way. With
/// `CASSOWARY_CHECK_INVARIANTS` every write checks that its storage is not shared, so a copy
/// that missed that is caught by the tests.
struct UncheckedArray<Element: BitwiseCopyable & Sendable>: @unchecked Sendable {
    /// The memory, part of `owner` (nil while nothing was ever allocated). Raw, and the owner
    /// not generic: unoptimised code (debug builds, the tests) looks up the metadata of a
    /// generic type at every use, under a lock, and that took most of the tests' time.
    private var base: UnsafeMutableRawPointer?
    /// The object the memory is part of (allocated with it, in one allocation), freed with the
    /// last copy that uses it. Words, so that the memory is aligned for any plain value the
    /// engine keeps.
    private var owner: ManagedBuffer<Int, UInt64>?
    /// The number of elements.
    private(set) var count = 0
    /// The number of elements there is room for.
    private(set) var capacity = 0

    /// An empty array.
    init() {}

    /// `count` copies of `value`.
    init(repeating value: Element, count: Int) {
        reserveCapacity(count)
        appendRepeating(value, count: count)
    }

    var isEmpty: Bool { count == 0 }
    var indices: Range<Int> { 0..<count }

    /// Element `i`.
    subscript(i: Int) -> Element {
        @_transparent get {
            precondition(UInt(bitPattern: i) < UInt(bitPattern: count), "index out of range")
            return base.unsafelyUnwrapped.load(fromByteOffset: i &* MemoryLayout<Element>.stride, as: Element.self)
        }
        @_transparent set {
            precondition(UInt(bitPattern: i) < UInt(bitPattern: count), "index out of range")
            checkNotShared()
            base.unsafelyUnwrapped.storeBytes(
                of: newValue, toByteOffset: i &* MemoryLayout<Element>.stride, as: Element.self)
        }
    }

    /// Appends `element`.
    @_transparent
    mutating func append(_ element: Element) {
        if count == capacity { grow(toAtLeast: count + 1) }
        checkNotShared()
        base.unsafelyUnwrapped.storeBytes(
            of: element, toByteOffset: count &* MemoryLayout<Element>.stride, as: Element.self)
        count += 1
    }

    /// Appends `count` copies of `value`, in one loop over raw memory.
    mutating func appendRepeating(_ value: Element, count n: Int) {
        guard n > 0 else { return }
        if count + n > capacity { grow(toAtLeast: count + n) }
        checkNotShared()
        (base.unsafelyUnwrapped + count * MemoryLayout<Element>.stride)
            .bindMemory(to: Element.self, capacity: n).initialize(repeating: value, count: n)
        count += n
    }

    /// Appends the elements of `elements`.
    mutating func append(contentsOf elements: UnsafeBufferPointer<Element>) {
        guard let source = elements.baseAddress, !elements.isEmpty else { return }
        let n = elements.count
        checkNotShared()
        if count + n > capacity {
            // The elements may lie in this array's own memory: growing keeps the old memory
            // until they are copied.
            let old = owner
            grow(toAtLeast: count + n)
            (base.unsafelyUnwrapped + count * MemoryLayout<Element>.stride)
                .copyMemory(from: source, byteCount: n * MemoryLayout<Element>.stride)
            withExtendedLifetime(old) {}
        } else {
            (base.unsafelyUnwrapped + count * MemoryLayout<Element>.stride)
                .copyMemory(from: source, byteCount: n * MemoryLayout<Element>.stride)
        }
        count += n
    }

    /// Removes and returns the last element.
    @discardableResult
    mutating func removeLast() -> Element {
        precondition(count > 0, "removeLast from an empty array")
        let last = self[count - 1]
        count -= 1
        return last
    }

    /// Makes room for `minimumCapacity` elements in all.
    mutating func reserveCapacity(_ minimumCapacity: Int) {
        if minimumCapacity > capacity { reallocate(capacity: minimumCapacity) }
    }

    /// A copy with memory of its own, and room for `minimumCapacity` elements at least.
    func detached(reserving minimumCapacity: Int = 0) -> UncheckedArray {
        var copy = UncheckedArray()
        copy.reserveCapacity(Swift.max(capacity, minimumCapacity))
        if let base, count > 0 {
            copy.base.unsafelyUnwrapped.copyMemory(from: base, byteCount: count * MemoryLayout<Element>.stride)
        }
        copy.count = count
        return copy
    }

    /// Makes room for `minimumCapacity` elements in all and, when `detaching`, gives the array
    /// memory of its own (a copy, made straight into that room).
    mutating func prepare(capacity minimumCapacity: Int, detaching: Bool) {
        if detaching { self = detached(reserving: minimumCapacity) } else { reserveCapacity(minimumCapacity) }
    }

    /// Calls `body` with the elements in memory.
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        let start = base.map { UnsafePointer($0.assumingMemoryBound(to: Element.self)) }
        return try body(UnsafeBufferPointer(start: start, count: count))
    }

    /// Calls `body` with the elements in memory, to change them in place.
    mutating func withUnsafeMutableBufferPointer<R>(
        _ body: (inout UnsafeMutableBufferPointer<Element>) throws -> R
    ) rethrows -> R {
        checkNotShared()
        var buffer = UnsafeMutableBufferPointer(start: base?.assumingMemoryBound(to: Element.self), count: count)
        return try body(&buffer)
    }

    /// Grows by doubling, as `Array` does, so that appending one at a time stays linear.
    @usableFromInline
    mutating func grow(toAtLeast needed: Int) {
        reallocate(capacity: Swift.max(needed, 2 * capacity, 16))
    }

    private mutating func reallocate(capacity newCapacity: Int) {
        let stride = MemoryLayout<Element>.stride
        precondition(MemoryLayout<Element>.alignment <= MemoryLayout<UInt64>.alignment)
        let buffer = ManagedBuffer<Int, UInt64>.create(minimumCapacity: Swift.max(1, (newCapacity * stride + 7) / 8)) {
            _ in 0
        }
        let memory = buffer.withUnsafeMutablePointerToElements { UnsafeMutableRawPointer($0) }
        memory.bindMemory(to: Element.self, capacity: newCapacity)
        if let base { memory.copyMemory(from: base, byteCount: count * stride) }
        base = memory
        owner = buffer
        capacity = newCapacity
    }

    /// With `CASSOWARY_CHECK_INVARIANTS`: that no other copy shares the memory a write is
    /// about to change (see the type's documentation).
    @_transparent
    mutating func checkNotShared() {
        #if CASSOWARY_CHECK_INVARIANTS
        precondition(
            owner == nil || isKnownUniquelyReferenced(&owner),
            "a write to an engine array whose storage another copy shares (see Simplex.makeUnique)")
        #endif
    }
}

extension UncheckedArray: RandomAccessCollection {
    var startIndex: Int { 0 }
    var endIndex: Int { count }
    // The index arithmetic written out: the defaults are generic over the collection, which
    // unoptimised code pays for at every step.
    func index(after i: Int) -> Int { i + 1 }
    func index(before i: Int) -> Int { i - 1 }
    func formIndex(after i: inout Int) { i += 1 }
    func _failEarlyRangeCheck(_ index: Int, bounds: Range<Int>) {}
    func _failEarlyRangeCheck(_ range: Range<Int>, bounds: Range<Int>) {}

    /// Walks the elements in order (a plain iterator: the default one is generic over the
    /// collection, which unoptimised code pays for at every step).
    struct Iterator: IteratorProtocol {
        fileprivate let array: UncheckedArray
        fileprivate var i = 0

        mutating func next() -> Element? {
            guard i < array.count else { return nil }
            defer { i += 1 }
            return array[i]
        }
    }

    func makeIterator() -> Iterator { Iterator(array: self) }
}

extension UncheckedArray {
    /// The element of symbol `s` in a per-symbol array.
    subscript(_ s: Symbol) -> Element {
        @_transparent get { self[Int(s.id)] }
        @_transparent set { self[Int(s.id)] = newValue }
    }

    /// The element of row `r` in a per-row array.
    subscript(_ r: RowIndex) -> Element {
        @_transparent get { self[Int(r.id)] }
        @_transparent set { self[Int(r.id)] = newValue }
    }
}
