// Which active constraints refer to an item: each item lists them, and each constraint knows
// where it stands in its items' lists, so that activation and deactivation keep the lists in
// constant time and an item leaving the tree finds its constraints without reading the others.
// (Reading every active constraint, sorted, for each view that left made replacing one row of
// a list cost time proportional to the whole screen.)

extension LayoutConstraint {
    /// The items the constraint refers to, each once, in the order of ``items``.
    var distinctItems: [LayoutItem] {
        var result: [LayoutItem] = []
        result.reserveCapacity(4)
        for item in items where !result.contains(where: { $0 === item }) { result.append(item) }
        return result
    }
}

extension LayoutEngine {
    /// Lists `c`, just made active, with each of its items.
    func indexReferences(of c: LayoutConstraint) {
        let items = c.distinctItems
        c.referenceSlots = items.map { item in
            item.referringConstraints.append(ObjectIdentifier(c))
            return item.referringConstraints.count - 1
        }
    }

    /// Takes `c`, no longer active, out of its items' lists: the last constraint of each list
    /// (still active) takes its place and learns its new slot.
    func removeReferences(of c: LayoutConstraint) {
        for (item, slot) in zip(c.distinctItems, c.referenceSlots) {
            let last = item.referringConstraints.removeLast()
            guard last != ObjectIdentifier(c) else { continue }
            item.referringConstraints[slot] = last
            if let moved = active[last], let k = moved.distinctItems.firstIndex(where: { $0 === item }) {
                moved.referenceSlots[k] = slot
            }
        }
        c.referenceSlots = []
    }

    /// The active constraints that refer to any of `items`, each once, in activation order.
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
