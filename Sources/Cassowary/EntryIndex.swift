/// The index of a constraint's slot in ``Solver``'s `entries`, which it indexes directly
/// through the subscripts in `Array+TypedIndex.swift`; the engine records it as the owner of
/// the constraint's marker and error symbols (`Simplex.owner`).
///
/// A type of its own, so that an entry cannot be passed where a symbol or a row is meant;
/// stored as the integer it wraps, so it costs nothing over one.
struct EntryIndex: Hashable, Comparable, Strideable, Sendable, CustomStringConvertible {
    /// The index into `entries`; -1 for ``none``.
    var id: Int32

    /// The entry with index `id`.
    @_transparent init(id: Int32) { self.id = id }

    /// The entry at position `index` of `entries`.
    @_transparent init(_ index: Int) { id = Int32(index) }

    /// No entry: the owner of an external symbol, or of a symbol no constraint holds.
    @_transparent static var none: EntryIndex { EntryIndex(id: -1) }

    /// Orders by id.
    @_transparent static func < (a: EntryIndex, b: EntryIndex) -> Bool { a.id < b.id }

    /// Equal ids (stated, so that neither `Strideable`'s distance-based default nor a synthesized
    /// witness is called on every comparison in an unoptimised build).
    @_transparent static func == (a: EntryIndex, b: EntryIndex) -> Bool { a.id == b.id }

    /// The distance between two ids, so that a range of entries can be walked.
    @inline(__always) func distance(to other: EntryIndex) -> Int { Int(other.id) - Int(id) }

    /// The entry `n` ids further on.
    @inline(__always) func advanced(by n: Int) -> EntryIndex { EntryIndex(Int(id) + n) }

    /// The id, as failure messages print it.
    var description: String { id.description }
}
