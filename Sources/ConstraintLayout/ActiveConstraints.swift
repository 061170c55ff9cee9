/// The constraints active in an engine: a list of slots, each constraint at the slot it
/// keeps while active (``LayoutConstraint/activeSlot``), the slots of deactivated ones
/// reused.
///
/// Recording a constraint, forgetting it and asking whether it is here are an array access
/// each: no hashing, and no table that doubles as a screen's constraints come in (a
/// dictionary keyed by identity was 400 bytes a view of a feed's build, and its hashing a
/// fortieth of the time). The slots' order is not the activation order and never reaches an
/// answer: ``inActivationOrder`` sorts by ``LayoutConstraint/sequence``.
struct ActiveConstraints {
    /// The constraints by slot; nil where one was deactivated (its slot waits in `free`).
    private var slots: [LayoutConstraint?] = []
    /// Slots left by deactivated constraints, the last left first to be taken again.
    private var free: [Int32] = []

    /// How many constraints are active.
    var count: Int { slots.count - free.count }

    /// Records `c` as active at a slot of its own.
    mutating func insert(_ c: LayoutConstraint) {
        if let slot = free.popLast() {
            slots[Int(slot)] = c
            c.activeSlot = slot
        } else {
            c.activeSlot = Int32(slots.count)
            slots.append(c)
        }
    }

    /// Forgets `c`, which is here.
    mutating func remove(_ c: LayoutConstraint) {
        precondition(contains(c), "a constraint is forgotten only where it was recorded")
        slots[Int(c.activeSlot)] = nil
        free.append(c.activeSlot)
        c.activeSlot = -1
    }

    /// Whether `c` is recorded here (its slot, kept from an engine that was freed with it
    /// active, may be another engine's).
    func contains(_ c: LayoutConstraint) -> Bool {
        let slot = Int(c.activeSlot)
        return slot >= 0 && slot < slots.count && slots[slot] === c
    }

    /// The constraint at `slot`, if one is active there.
    subscript(slot: Int32) -> LayoutConstraint? {
        Int(slot) < slots.count ? slots[Int(slot)] : nil
    }

    /// The active constraints in activation order.
    var inActivationOrder: [LayoutConstraint] { sorted { $0.sequence < $1.sequence } }
}

extension ActiveConstraints: Sequence {
    /// Every active constraint, in the order of their slots (no particular order).
    struct Iterator: IteratorProtocol {
        fileprivate var slots: IndexingIterator<[LayoutConstraint?]>

        mutating func next() -> LayoutConstraint? {
            while let slot = slots.next() {
                if let c = slot { return c }
            }
            return nil
        }
    }

    func makeIterator() -> Iterator { Iterator(slots: slots.makeIterator()) }

    var underestimatedCount: Int { count }
}
