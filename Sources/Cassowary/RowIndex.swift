/// The index of a row slot in the engine's per-row arrays (those of `Simplex.RowTable` and
/// the other concerns' beside them), which it indexes directly through the subscripts in
/// `Array+TypedIndex.swift`.
///
/// A type of its own, so that a row cannot be passed where a symbol is meant (both used to be
/// the same `Int32`, with one shared -1 for "none"); stored as the integer it wraps, so it
/// costs nothing over one.
struct RowIndex: Hashable, Comparable, Strideable, Sendable, CustomStringConvertible {
    /// The index into the per-row arrays; -1 for ``none``.
    var id: Int32

    /// The row with index `id`.
    @_transparent init(id: Int32) { self.id = id }

    /// The row at position `index` of a per-row array.
    @_transparent init(_ index: Int) { id = Int32(index) }

    /// No row: the row of a parametric symbol, a search that found nothing.
    @_transparent static var none: RowIndex { RowIndex(id: -1) }

    /// Orders by id.
    @_transparent static func < (a: RowIndex, b: RowIndex) -> Bool { a.id < b.id }

    /// Equal ids (stated, so that neither `Strideable`'s distance-based default nor a synthesized
    /// witness is called on every comparison in an unoptimised build).
    @_transparent static func == (a: RowIndex, b: RowIndex) -> Bool { a.id == b.id }

    /// The distance between two ids, so that a range of rows can be walked.
    @inline(__always) func distance(to other: RowIndex) -> Int { Int(other.id) - Int(id) }

    /// The row `n` ids further on.
    @inline(__always) func advanced(by n: Int) -> RowIndex { RowIndex(Int(id) + n) }

    /// The id, as failure messages print it.
    var description: String { id.description }
}
