/// Arrays indexed directly by the engine's typed indices.
///
/// The accessors yield the element in place (`_read`/`_modify`) rather than returning a copy
/// and storing it back (`get`/`set`): many of these arrays hold arrays (`columns`,
/// `rowSymbols`, `reduced`), and `columns[s].append(r)` through a getter and a setter would
/// copy the inner array on every call (its buffer is shared while the copy is alive), which
/// would make the engine quadratic.
extension Array {
    /// The element of symbol `s` in a per-symbol array.
    @inline(__always)
    subscript(_ s: Symbol) -> Element {
        _read { yield self[Int(s.id)] }
        _modify { yield &self[Int(s.id)] }
    }

    /// The element of row `r` in a per-row array.
    @inline(__always)
    subscript(_ r: RowIndex) -> Element {
        _read { yield self[Int(r.id)] }
        _modify { yield &self[Int(r.id)] }
    }

    /// The element of entry `e` in a per-entry array.
    @inline(__always)
    subscript(_ e: EntryIndex) -> Element {
        _read { yield self[Int(e.id)] }
        _modify { yield &self[Int(e.id)] }
    }
}
