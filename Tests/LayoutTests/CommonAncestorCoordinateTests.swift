import ConstraintLayout
import Testing
import TestSupport

/// A relation holds in the coordinates of its items' closest common ancestor, as UIKit means it,
/// however deep the items sit and however far apart: random trees of views, each placed by two
/// required relations an axis to views made before it (anywhere in the tree), with multipliers
/// of 0.5 and 2 on positions and some subtrees laid out right to left. Every frame is worked out
/// here from the relations themselves, one view after the other, in the root's coordinates:
/// a position in ancestor `A` is the edge's distance from `A`'s left edge, or, where `A` lays out
/// right to left and the relation names a leading or trailing edge, from `A`'s right edge
/// leftward (the leading edge is then the right one).
@Suite("positions measured in the closest common ancestor, in random trees")
struct CommonAncestorCoordinateTests {
    /// A deterministic generator (SplitMix64).
    struct Generator {
        var state: UInt64
        mutating func next(_ n: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(n))
        }
    }

    /// An edge or size of a view along one axis, as `a·position + b·size` in the coordinates
    /// the relation is read in (before the ancestor's origin is taken off).
    enum Part: CaseIterable {
        case leading, trailing, center, size, left, right
    }

    /// A relation `view.mine == multiplier × other.theirs + constant` along one axis.
    struct Relation {
        let view: Int, other: Int
        let mine: Part, theirs: Part
        let multiplier: Double, constant: Double
    }

    /// The tree: each view's superview (the root's is -1) and the direction it sets, if any.
    struct Tree {
        var superview: [Int] = [-1]
        var rightToLeft: [Bool?] = [nil]

        func ancestors(_ v: Int) -> [Int] {
            var chain: [Int] = [], u = v
            while u >= 0 {
                chain.append(u)
                u = superview[u]
            }
            return chain
        }

        func closestCommonAncestor(_ a: Int, _ b: Int) -> Int {
            let above = Set(ancestors(b))
            return ancestors(a).first { above.contains($0) }!
        }

        /// The direction a view sets, else the closest one set above it (left to right at the
        /// root).
        func isRightToLeft(_ v: Int) -> Bool {
            for u in ancestors(v) { if let set = rightToLeft[u] { return set } }
            return false
        }
    }

    @Test("1 000 trees: every frame as the relations give it", arguments: 0..<4)
    func randomTrees(batch: Int) throws {
        for trial in (250 * batch)..<(250 * (batch + 1)) {
            try check(trial: trial)
        }
    }

    private func check(trial: Int) throws {
        var g = Generator(state: UInt64(trial) &* 7919 &+ 101)
        let engine = try makeEngine(width: 400, height: 800)
        var tree = Tree(), views: [LayoutView] = [engine.root]
        var horizontal: [Relation] = [], vertical: [Relation] = []
        let multipliers = [1.0, 1, 0.5, 2]
        for i in 1...(3 + g.next(7)) {
            let parent = g.next(views.count)
            let view = LayoutView("v\(i)")
            try views[parent].addSubview(view)
            views.append(view)
            tree.superview.append(parent)
            tree.rightToLeft.append(nil)
            switch g.next(5) {
            case 0:
                try view.setLayoutDirection(.rightToLeft)
                tree.rightToLeft[i] = true
            case 1:
                try view.setLayoutDirection(.leftToRight)
                tree.rightToLeft[i] = false
            default: break
            }
            let pairs: [(Part, Part)] = [
                (.leading, .size), (.leading, .trailing), (.center, .size), (.trailing, .size), (.left, .right),
            ]
            let (x1, x2) = pairs[g.next(pairs.count)]
            var pair: [Relation] = []
            for mine in [x1, x2] {
                let theirs: Part =
                    mine == .size
                    ? .size
                    : mine == .left || mine == .right
                        ? [.left, .right, .center][g.next(3)] : [.leading, .trailing, .center][g.next(3)]
                pair.append(
                    Relation(
                        view: i, other: g.next(i), mine: mine, theirs: theirs,
                        multiplier: multipliers[g.next(multipliers.count)], constant: Double(g.next(41) - 20)))
            }
            // Read in ancestors of opposite directions, a leading and a trailing relation may
            // both fix the same edge (a conflict, rightly refused): the second fixes the width.
            let (c1, c2) = (
                coefficients(pair[0], tree, horizontal: true), coefficients(pair[1], tree, horizontal: true)
            )
            if c1.a * c2.b - c1.b * c2.a == 0 {
                pair[1] = Relation(
                    view: i, other: pair[1].other, mine: .size, theirs: .size, multiplier: pair[1].multiplier,
                    constant: pair[1].constant)
            }
            horizontal += pair
            let verticalPairs: [(Part, Part)] = [
                (.leading, .size), (.leading, .trailing), (.center, .size), (.trailing, .size),
            ]
            let (y1, y2) = verticalPairs[g.next(verticalPairs.count)]
            for mine in [y1, y2] {
                let theirs: Part = mine == .size ? .size : [.leading, .trailing, .center][g.next(3)]
                vertical.append(
                    Relation(
                        view: i, other: g.next(i), mine: mine, theirs: theirs,
                        multiplier: multipliers[g.next(multipliers.count)], constant: Double(g.next(41) - 20)))
            }
        }
        try engine.activate(horizontal.map { layoutConstraint($0, views, horizontal: true) })
        try engine.activate(vertical.map { layoutConstraint($0, views, horizontal: false) })
        try engine.layout(width: 400, height: 800)

        let xs = expected(horizontal, tree, rootSize: 400, horizontal: true)
        let ys = expected(vertical, tree, rootSize: 800, horizontal: false)
        for (i, view) in views.enumerated() {
            let f = view.frameInRoot
            let want = [xs[i].position, ys[i].position, xs[i].size, ys[i].size]
            for (got, wanted) in zip([f.minX, f.minY, f.width, f.height], want) {
                #expect(
                    abs(got - wanted) <= 1e-6 * (1 + abs(wanted)), "trial \(trial): \(view.name) \(f), wanted \(want)")
            }
            if i > 0 {
                let parent = views[tree.superview[i]].frameInRoot
                #expect(abs(view.frame.minX - (f.minX - parent.minX)) <= 1e-9 * (1 + abs(f.minX)))
                #expect(abs(view.frame.minY - (f.minY - parent.minY)) <= 1e-9 * (1 + abs(f.minY)))
            }
        }
    }

    /// The relation as the app writes it.
    private func layoutConstraint(_ r: Relation, _ views: [LayoutView], horizontal: Bool) -> LayoutConstraint {
        let (v, o) = (views[r.view], views[r.other])
        if r.mine == .size {
            return horizontal
                ? v.width == r.multiplier * o.width + r.constant + 40
                : v.height == r.multiplier * o.height + r.constant + 40
        }
        if horizontal {
            func anchor(_ view: LayoutView, _ part: Part) -> XAxisAnchor {
                switch part {
                case .leading: view.leading
                case .trailing: view.trailing
                case .center: view.centerX
                case .left: view.left
                case .right: view.right
                case .size: fatalError("a size is not a position")
                }
            }
            return anchor(v, r.mine) == r.multiplier * anchor(o, r.theirs) + r.constant
        }
        func anchor(_ view: LayoutView, _ part: Part) -> YAxisAnchor {
            switch part {
            case .leading: view.top
            case .trailing: view.bottom
            case .center: view.centerY
            default: fatalError("not a vertical position")
            }
        }
        return anchor(v, r.mine) == r.multiplier * anchor(o, r.theirs) + r.constant
    }

    /// How relation `r` weighs its view's position and size (`a·position + b·size`): a size
    /// (0, 1); an edge `k` of the way across (0 leading, ½ centre, 1 trailing) read from the
    /// ancestor's left edge (1, k), or, mirrored, from its right edge leftward (-1, -(1 - k)).
    private func coefficients(_ r: Relation, _ tree: Tree, horizontal: Bool) -> (a: Double, b: Double) {
        if r.mine == .size { return (0, 1) }
        let k = fraction(r.mine)
        return isMirrored(r, tree, horizontal: horizontal) ? (-1, -(1 - k)) : (1, k)
    }

    /// Whether relation `r` is read right to left: it names a leading or trailing edge and
    /// its items' closest common ancestor lays out right to left.
    private func isMirrored(_ r: Relation, _ tree: Tree, horizontal: Bool) -> Bool {
        let directional = [r.mine, r.theirs].contains { $0 == .leading || $0 == .trailing }
        return horizontal && directional && tree.isRightToLeft(tree.closestCommonAncestor(r.view, r.other))
    }

    /// How far across a frame an edge is: 0 leading (or left), ½ the centre, 1 trailing.
    private func fraction(_ part: Part) -> Double {
        switch part {
        case .leading, .left: 0
        case .trailing, .right: 1
        case .center: 0.5
        case .size: fatalError("a size is not a position")
        }
    }

    /// Each view's position and size along the axis in the root's coordinates, from its two
    /// relations, in the order the views were made (a relation names only views made before).
    private func expected(_ relations: [Relation], _ tree: Tree, rootSize: Double, horizontal: Bool)
        -> [(position: Double, size: Double)]
    {
        var frames: [(position: Double, size: Double)] = [(0, rootSize)]
        for i in 1..<tree.superview.count {
            // Each relation as a·position + b·size = rhs over the view's unknowns.
            var rows: [(a: Double, b: Double, rhs: Double)] = []
            for r in relations where r.view == i {
                let o = frames[r.other]
                if r.mine == .size {
                    rows.append((0, 1, r.multiplier * o.size + r.constant + 40))
                    continue
                }
                let ancestor = tree.closestCommonAncestor(i, r.other)
                let mirrored = isMirrored(r, tree, horizontal: horizontal)
                let (origin, width) = (frames[ancestor].position, frames[ancestor].size)
                // A part of a frame (position p, size s) measured in the ancestor: from its left
                // edge, p + k·s - origin; mirrored, from its right edge leftward, with the
                // leading edge the right one: origin + width - (p + (1 - k)·s).
                let k = fraction(r.mine), m = fraction(r.theirs)
                let theirs =
                    mirrored
                    ? origin + width - (o.position + (1 - m) * o.size) : o.position + m * o.size - origin
                let value = r.multiplier * theirs + r.constant
                if mirrored {
                    // origin + width - p - (1 - k)·s = value
                    rows.append((-1, -(1 - k), value - origin - width))
                } else {
                    // p + k·s - origin = value
                    rows.append((1, k, value + origin))
                }
            }
            let (r1, r2) = (rows[0], rows[1])
            let determinant = r1.a * r2.b - r1.b * r2.a
            let position = (r1.rhs * r2.b - r1.b * r2.rhs) / determinant
            let size = (r1.a * r2.rhs - r1.rhs * r2.a) / determinant
            frames.append((position, size))
        }
        return frames
    }
}
