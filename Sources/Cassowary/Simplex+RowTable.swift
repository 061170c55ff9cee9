extension Simplex {
    /// The rows: one per constraint, `Σ coefficient · symbol = rhs` as the constraint wrote it
    /// (combined with other rows only where a cycle was eliminated), each owning one basic
    /// symbol.
    ///
    /// The engine's other concerns keep per-row arrays of their own beside these (the ranks'
    /// order, the aliases' marks, the searches' marks, the journal's stamps); the engine
    /// appends a slot to each of them where it appends a row (``Simplex/insertRow(_:rhs:)``)
    /// and prepares them together (`prepareArrays`). A deleted row's slot is reset and
    /// reused.
    struct RowTable: Sendable {
        /// Each row's terms, each term's symbol beside its coefficient, every row a span of
        /// one shared array (see ``PackedLists``): the searches' main cost is getting from one
        /// row to the next (a chain's regime change walks every row of the chain, a grid's
        /// width reaches every cell's), and with an array a row each step waited on a cache
        /// miss for the row's header.
        var terms = PackedLists<RowIndex, RowTerm>()
        /// Each row's right-hand side.
        var rhs = UncheckedArray<Double>()
        /// The basic symbol each row owns, or ``Symbol/none`` for a free slot.
        var basic = UncheckedArray<Symbol>()
        /// Free row slots, most recently freed last.
        var free: [RowIndex] = []

        /// Every row slot, in use or free, in order.
        var all: Range<RowIndex> { RowIndex(0)..<RowIndex(basic.count) }

        /// A row of `terms` and right-hand side `value` in a free slot, or a new one (`isNew`),
        /// owning no symbol yet.
        mutating func insert(_ newTerms: [RowTerm], rhs value: Double) -> (row: RowIndex, isNew: Bool) {
            if let r = free.takeLast() {
                terms.replace(r, with: newTerms)
                rhs[r] = value
                basic[r] = .none
                return (r, false)
            }
            let r = RowIndex(terms.count)
            terms.append(newTerms)
            rhs.append(value)
            basic.append(.none)
            return (r, true)
        }

        /// Empties row `r` and, with `free`, frees its slot (its symbols' columns must no
        /// longer list it).
        mutating func delete(_ r: RowIndex, free freesSlot: Bool = true) {
            terms.replace(r, with: EmptyCollection())
            rhs[r] = 0
            basic[r] = .none
            if freesSlot { free.append(r) }
        }

        /// Gives every array room for `capacity` rows and, when `detaching`, memory of its own.
        mutating func prepare(capacity: Int, detaching: Bool) {
            let newRows = max(0, capacity - terms.count)
            // A layout's rows hold three or four terms.
            terms.prepare(moreLists: newRows, elements: 4 * newRows, detaching: detaching)
            rhs.prepare(capacity: capacity, detaching: detaching)
            basic.prepare(capacity: capacity, detaching: detaching)
        }
    }
}
