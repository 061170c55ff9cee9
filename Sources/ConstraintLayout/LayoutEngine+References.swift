import Cassowary

// Which active constraints refer to an item: each item keeps their slots, so that an item
// leaving the tree finds its constraints without reading the others. (Reading every active
// constraint, sorted, for each view that left made replacing one row of a list cost time
// proportional to the whole screen.) And which layout constraint a solver constraint is, for
// failures and reports.
//
// Both indexes are built the first time they are read, from the active constraints, and kept
// from then on as constraints come and go. Building a screen reads neither, and keeping them as
// every constraint of a feed of cards came in (a set per item, two dictionaries) was a tenth of
// the build.

extension LayoutEngine {
    /// Lists `c`, just made active, with each of its items, once the lists are kept.
    func indexReferences(of c: LayoutConstraint) {
        guard referencesIndexed else { return }
        for item in c.items {
            // Room for what a view in a stack usually has (content sizes, edges, neighbours) at
            // once: grown one insertion at a time, a set was four allocations a view.
            if item.referringConstraints.isEmpty { item.referringConstraints.reserveCapacity(8) }
            item.referringConstraints.insert(c.activeSlot)
        }
    }

    /// Takes `c`, no longer active, out of its items' lists, once the lists are kept.
    func removeReferences(of c: LayoutConstraint) {
        guard referencesIndexed else { return }
        for item in c.items { item.referringConstraints.remove(c.activeSlot) }
    }

    /// The active constraints that refer to any of `items`, each once, in activation order (the
    /// sets' order never reaches the solver).
    func constraints(referringTo items: some Sequence<LayoutItem>) -> [LayoutConstraint] {
        if !referencesIndexed {
            referencesIndexed = true
            for c in active { indexReferences(of: c) }
        }
        var seen = Set<Int32>()
        var result: [LayoutConstraint] = []
        for item in items {
            for slot in item.referringConstraints where seen.insert(slot).inserted {
                if let c = active[slot] { result.append(c) }
            }
        }
        return result.sorted { $0.sequence < $1.sequence }
    }

    /// The active constraint (or the root's size constraint) whose solver constraint is `core`.
    func constraint(forCore core: Constraint) -> LayoutConstraint? {
        if coreIndex == nil {
            var index: [ObjectIdentifier: LayoutConstraint] = [:]
            index.reserveCapacity(active.count + 2)
            for c in active { index[ObjectIdentifier(c.core!)] = c }
            for c in [rootWidth, rootHeight] {
                if let core = c.core { index[ObjectIdentifier(core)] = c }
            }
            coreIndex = index
        }
        return coreIndex![ObjectIdentifier(core)]
    }

    /// Notes that `c`'s solver constraint is `core`, once the index is kept.
    func indexCore(_ core: Constraint, of c: LayoutConstraint) {
        coreIndex?[ObjectIdentifier(core)] = c
    }

    /// Forgets the solver constraint `core`, once the index is kept.
    func unindexCore(_ core: Constraint) {
        coreIndex?[ObjectIdentifier(core)] = nil
    }
}
