// Debugging aids, as UIKit's UIConstraintBasedLayoutDebugging: ambiguity, the constraints that
// affect a view, and a readable listing.

extension LayoutEngine {
    /// The views whose layout is ambiguous (``LayoutItem/hasAmbiguousLayout``), depth first, parents
    /// before children.
    public var ambiguousViews: [LayoutView] {
        views.filter(\.hasAmbiguousLayout)
    }

    /// The active constraints that affect where `item` (a view or a guide) is along `axis`
    /// (both axes when nil), its frame in the root's coordinates, in activation order: those
    /// that mention one of the item's variables along the axis or the position of a view above
    /// it, and, transitively, those that mention a variable of a constraint already found. The
    /// root's variables end the search (the caller fixes the root), unless `item` is the root.
    public func constraintsAffectingLayout(for item: LayoutItem, axis: LayoutAxis? = nil) -> [LayoutConstraint] {
        guard item.engine === self else { return [] }
        let all = constraints
        var byVariable: [Variable.ID: [Int]] = [:]
        for (i, c) in all.enumerated() {
            for term in c.core?.expression.terms ?? [] { byVariable[term.variable.id, default: []].append(i) }
        }
        let axes = axis.map { [$0] } ?? LayoutAxis.allCases
        var start = axes.flatMap { item.variables(along: $0) }.map(\.id)
        var above = item.coordinateParent
        while let view = above, view !== root {
            start += axes.map { view.variables(along: $0)[0].id }
            above = view.superview
        }
        let boundary: Set<Variable.ID> =
            item === root
            ? [] : Set([root.leftVariable, root.topVariable, root.widthVariable, root.heightVariable].map(\.id))
        var seenVariables = Set(start)
        var queue = start
        var found = Set<Int>()
        while let v = queue.popLast() {
            for i in byVariable[v] ?? [] where !found.contains(i) {
                found.insert(i)
                for term in all[i].core?.expression.terms ?? [] {
                    let id = term.variable.id
                    if boundary.contains(id) || seenVariables.contains(id) { continue }
                    seenVariables.insert(id)
                    queue.append(id)
                }
            }
        }
        return found.sorted().map { all[$0] }
    }

    /// Every view with its frame (superview coordinates) and a mark when ambiguous, then
    /// every active constraint, one per line, in activation order.
    public var layoutDescription: String {
        var lines: [String] = []
        for v in views {
            var depth = 0
            var s = v.superview
            while let p = s { depth += 1; s = p.superview }
            let mark = v.hasAmbiguousLayout ? " AMBIGUOUS" : ""
            lines.append(String(repeating: "  ", count: depth) + "\(v.name) \(v.frame)\(mark)")
        }
        for c in constraints {
            lines.append(c.location.map { "\(c) (\($0))" } ?? c.description)
        }
        return lines.joined(separator: "\n")
    }
}
