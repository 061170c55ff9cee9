// Which active constraints refer to an item: each item keeps their identities, added on
// activation and removed on deactivation, so that an item leaving the tree finds its constraints
// without reading the others. (Reading every active constraint, sorted, for each view that left
// made replacing one row of a list cost time proportional to the whole screen.)

extension LayoutEngine {
    /// Lists `c`, just made active, with each of its items.
    func indexReferences(of c: LayoutConstraint) {
        for item in c.items {
            // Room for what a view in a stack usually has (content sizes, edges, neighbours) at
            // once: grown one insertion at a time, a set was four allocations a view.
            if item.referringConstraints.isEmpty { item.referringConstraints.reserveCapacity(8) }
            item.referringConstraints.insert(ObjectIdentifier(c))
        }
    }

    /// Takes `c`, no longer active, out of its items' lists.
    func removeReferences(of c: LayoutConstraint) {
        for item in c.items { item.referringConstraints.remove(ObjectIdentifier(c)) }
    }

    /// The active constraints that refer to any of `items`, each once, in activation order (the
    /// sets' order never reaches the solver).
    func constraints(referringTo items: some Sequence<LayoutItem>) -> [LayoutConstraint] {
        var seen = Set<ObjectIdentifier>()
        var result: [LayoutConstraint] = []
        for item in items {
            for id in item.referringConstraints where seen.insert(id).inserted {
                if let c = active[id] { result.append(c) }
            }
        }
        return result.sorted { $0.sequence < $1.sequence }
    }
}
