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

/// The same subscripts for arrays of plain values (numbers, symbols, flags): a getter and a
/// setter, inlined even unoptimised (`@_transparent`, as the index types' comparisons are).
/// Optimised, they compile to the same code as the yielding accessors; unoptimised (debug
/// builds, the tests, the sanitizers' runs) a yielding accessor is a coroutine call on every
/// access, which made the engine's debug build about 40 % slower. Arrays of arrays keep
/// the yielding accessors above, so that an inner array is never copied.
extension Array where Element: BitwiseCopyable {
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

    /// The element of entry `e` in a per-entry array.
    subscript(_ e: EntryIndex) -> Element {
        @_transparent get { self[Int(e.id)] }
        @_transparent set { self[Int(e.id)] = newValue }
    }
}

/// The arrays of arrays the hot loops index (each row's symbols and coefficients, each
/// symbol's rows), with the yielding accessors but not generic: an unoptimised build calls the
/// generic ones with the element type's metadata, looked up on every access.
extension Array where Element == [RowTerm] {
    /// Row `r`'s terms, in place.
    @inline(__always)
    subscript(_ r: RowIndex) -> [RowTerm] {
        _read { yield self[Int(r.id)] }
        _modify { yield &self[Int(r.id)] }
    }
}

extension Array where Element == [RowIndex] {
    /// The rows that mention symbol `s`, in place.
    @inline(__always)
    subscript(_ s: Symbol) -> [RowIndex] {
        _read { yield self[Int(s.id)] }
        _modify { yield &self[Int(s.id)] }
    }
}
