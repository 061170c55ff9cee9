/// The constraints a stack view has made, found by what they relate (``ArrangementKey``).
///
/// Most stacks are arranged once: their first arrangement adds every constraint it wants, with
/// nothing to match. So the first arrangement is kept as the list it was made in, and keyed
/// only when a later change needs to find its constraints by key. (Keying every stack
/// constraint of a screen as it was built, each key hashing an identifier and two items, was a
/// tenth of the instructions of building a feed of cards.)
struct StackArrangement {
    /// The constraints in the order they were wanted, while none has been looked up by key.
    private var list: [LayoutConstraint] = []
    /// The constraints by key, once a change has needed them so.
    private var keyed: [ArrangementKey: LayoutConstraint]?

    /// No constraint.
    init() {}

    /// `constraints`, in the order they were wanted (a stack's first arrangement).
    init(list constraints: [LayoutConstraint]) {
        list = constraints
    }

    /// The constraints of `keyed`.
    init(keyed: [ArrangementKey: LayoutConstraint]) {
        self.keyed = keyed
    }

    /// Whether the stack has no constraint.
    var isEmpty: Bool { keyed?.isEmpty ?? list.isEmpty }

    /// The constraints by key. The keys of a list are given in its order, the second of two
    /// alike as occurrence 1, as the rearrangement that made it would have given them.
    mutating func byKey() -> [ArrangementKey: LayoutConstraint] {
        if let keyed { return keyed }
        var made: [ArrangementKey: LayoutConstraint] = [:]
        made.reserveCapacity(list.count)
        for c in list {
            var key = ArrangementKey(c)
            while made[key] != nil { key.occurrence += 1 }
            made[key] = c
        }
        list = []
        keyed = made
        return made
    }

    /// The constraint with `key`, if the stack has one.
    subscript(key: ArrangementKey) -> LayoutConstraint? {
        mutating get { byKey()[key] }
        set {
            _ = byKey()
            keyed![key] = newValue
        }
    }
}
