extension Simplex {
    /// The symbols: every variable, slack, error and dummy is a small integer, and every fact
    /// the engine keeps about one is an entry of an array indexed by it.
    ///
    /// This table holds what a symbol *is* — its kind, the constraint it belongs to, its
    /// value, the row that owns it and the rows that mention it. The engine's other concerns
    /// keep per-symbol arrays of their own beside it (the objective its costs, the journal
    /// its marks, the scratch its sparse vector), each with the same three operations: slots
    /// appended in blocks ahead of need, a slot reset when its symbol is freed, and room
    /// prepared (and memory made unique) before a batch. The engine calls each concern's in
    /// one place (``Simplex/makeSymbolSlots(_:)``, ``Simplex/freeSymbol(_:)``,
    /// `prepareArrays`).
    ///
    /// `kinds` counts the symbols in use (free ones included): its length is the number of
    /// symbol ids handed out. Every other per-symbol array, here and in the other concerns,
    /// has a slot for each of them and for each slot made ahead, which holds what a new symbol
    /// starts with (see ``slots``).
    struct SymbolTable: Sendable {
        /// What each symbol stands for.
        var kinds = UncheckedArray<SymbolKind>()
        /// The value of each basic symbol (0 for a parametric one).
        var values = UncheckedArray<Double>()
        /// The row that owns each basic symbol, or ``RowIndex/none`` when it is parametric.
        var rowOf = UncheckedArray<RowIndex>()
        /// The rows whose equations mention each symbol.
        var columns = PackedLists<Symbol, RowIndex>()
        /// The constraint (its index in ``Solver``'s entries) a marker or error symbol belongs
        /// to, or ``EntryIndex/none``.
        var owner = UncheckedArray<EntryIndex>()
        /// Symbol ids free for reuse, most recently freed last.
        var free: [Symbol] = []

        /// Every symbol id, in use or free, in order.
        var all: Range<Symbol> { Symbol(0)..<Symbol(kinds.count) }

        /// How many symbols the per-symbol arrays other than `kinds` have room for: the
        /// symbols handed out and the slots made ahead.
        var slots: Int { values.count }

        /// Appends `count` slots to every array but `kinds`, each holding what a new symbol
        /// starts with.
        mutating func appendSlots(_ count: Int) {
            values.appendRepeating(0, count: count)
            rowOf.appendRepeating(.none, count: count)
            // Most symbols are in one or two rows: their columns get that room now, in blocks,
            // rather than moving to the end of the shared array at their first row.
            columns.appendEmpty(count, capacity: 2, filler: .none)
            owner.appendRepeating(.none, count: count)
        }

        /// Puts slot `s` back to what a new symbol starts with (its kind aside).
        mutating func reset(_ s: Symbol) {
            values[s] = 0
            rowOf[s] = .none
            columns.removeAll(s)
            owner[s] = .none
        }

        /// Whether slot `s` holds what a new symbol starts with.
        func isFresh(_ s: Symbol) -> Bool {
            values[s] == 0 && rowOf[s] == .none && columns.length(s) == 0 && owner[s] == .none
        }

        /// Gives every array room for `capacity` symbols and, when `detaching`, memory of its
        /// own.
        mutating func prepare(capacity: Int, detaching: Bool) {
            let newSymbols = max(0, capacity - kinds.count)
            kinds.prepare(capacity: capacity, detaching: detaching)
            values.prepare(capacity: capacity, detaching: detaching)
            rowOf.prepare(capacity: capacity, detaching: detaching)
            // A symbol is mentioned by one to three rows, most of them.
            columns.prepare(moreLists: newSymbols, elements: 4 * newSymbols, detaching: detaching)
            owner.prepare(capacity: capacity, detaching: detaching)
        }
    }
}
