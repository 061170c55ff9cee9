// How the engine places the system guides (safe area, margins) and moves them in place.

extension LayoutEngine {
    /// The priority at which a clipped system guide edge is pulled to its view's edge (see
    /// ``LayoutView/safeAreaLayoutGuide``): the highest optional priority there is, so that no caller
    /// priority outranks it.
    public static let systemGuidePriority = LayoutPriority(LayoutPriority.required.rawValue.nextDown)

    /// Sets the insets of the root's safe area (a notch, a home indicator), as a host does on
    /// rotation. The root's ``LayoutView/safeAreaLayoutGuide`` moves in place (four constant
    /// changes); every other view's safe area follows it.
    ///
    /// - Throws: ``LayoutError/nonFiniteValue(_:context:)`` for a negative or non-finite inset;
    ///   ``LayoutError/unsatisfiable(_:conflicts:)`` when required constraints cannot take the
    ///   new insets (then nothing changes; in the UIKit-compatible mode the newest caller
    ///   constraint in the way is broken instead, as for a root size).
    public func setSafeAreaInsets(_ insets: LayoutInsets) throws(LayoutError) {
        for (edge, value) in insets.values.enumerated() where !(value.isFinite && value >= 0) {
            throw .nonFiniteValue(value, context: "\(LayoutInsets.edgeNames[edge]) safe area inset")
        }
        let old = safeAreaInsets
        safeAreaInsets = insets
        guard let guide = root.safeAreaGuide, guide.isPlaced else { return }
        do { try setInsets(insets, of: guide) } catch {
            safeAreaInsets = old
            throw error
        }
    }

    /// Places the view's system guides now, when the view is in the engine and not waiting for
    /// ``updateConstraintsIfNeeded()``. A guide just made has fresh variables, so its
    /// placement cannot conflict; anything unexpected is reported rather than hidden.
    func placeSystemGuidesNow(of view: LayoutView) {
        guard view.engine === self, !view.contentPending else { return }
        do { try placeSystemGuides(of: view) } catch { reportUnthrown(error) }
    }

    /// Places the view's system guides that are not placed (made since, or back in the tree).
    func placeSystemGuides(of view: LayoutView) throws(LayoutError) {
        if let guide = view.safeAreaGuide, !guide.isPlaced {
            try place(guide, with: safeAreaPlacement(of: view, guide))
        }
        if let guide = view.marginsGuide, !guide.isPlaced { try place(guide, with: marginsPlacement(of: view, guide)) }
    }

    /// Places a system guide of `view` afresh (after a change of how it is placed).
    func replace(_ guide: LayoutGuide, of view: LayoutView) throws(LayoutError) {
        let placement =
            guide === view.safeAreaGuide ? safeAreaPlacement(of: view, guide) : marginsPlacement(of: view, guide)
        try place(guide, with: placement)
    }

    /// One constraint of a placement: the edge whose inset is its constant and the sign.
    typealias Placement = (edge: Int?, sign: Double, constraint: LayoutConstraint)

    /// Replaces the guide's placement constraints with `placement`. With
    /// ``ConflictHandling/throwError`` a conflict restores the old placement and throws; in
    /// the UIKit-compatible mode the constraint that cannot hold is reported and left inactive.
    private func place(_ guide: LayoutGuide, with placement: [Placement]) throws(LayoutError) {
        let old = guide.placement.compactMap { $0.constraint.constraint }.filter(\.isActive)
        for c in old { uninstall(c) }
        var added: [LayoutConstraint] = []
        func undo() {
            for c in added.reversed() { uninstall(c) }
            for c in old { cannotFail("the old placement held before") { try install(c) } }
        }
        for p in placement {
            do {
                try checkedInstall(p.constraint)
                added.append(p.constraint)
            } catch {
                let c = p.constraint
                try handle(
                    error, changing: c, toConstant: c.constant, priority: c.priority, handling: conflictHandling,
                    undo: undo)
            }
        }
        guide.placement = placement.map { ($0.edge, $0.sign, WeakConstraint(constraint: $0.constraint)) }
    }

    /// Moves a placed system guide to new insets: an in-place constant change of each
    /// constraint whose constant is an inset.
    func setInsets(_ insets: LayoutInsets, of guide: LayoutGuide) throws(LayoutError) {
        var changed: [(LayoutConstraint, Double)] = []
        func undo() {
            for (c, value) in changed.reversed() {
                cannotFail("the previous insets held before") { try checkedSetConstant(value, for: c) }
            }
        }
        for entry in guide.placement {
            guard let edge = entry.edge, let c = entry.constraint.constraint, c.isActive else { continue }
            let value = entry.sign * insets.values[edge]
            let previous = c.constant
            while true {
                do {
                    try checkedSetConstant(value, for: c)
                    changed.append((c, previous))
                    break
                } catch {
                    try breakNewestInTheWay(error, changing: c, toConstant: value, undo: undo)
                }
            }
        }
    }

    // MARK: - Placements

    /// The safe area guide's constraints: the root's inset by ``safeAreaInsets``; any other
    /// view's clipped to its superview's safe area.
    private func safeAreaPlacement(of view: LayoutView, _ g: LayoutGuide) -> [Placement] {
        guard let parent = view.superview?.safeAreaLayoutGuide else {
            let i = safeAreaInsets
            return [
                (0, 1, system(g.top, .equal, view.top, i.top, "SafeArea-Top")),
                (1, 1, system(g.leading, .equal, view.leading, i.leading, "SafeArea-Leading")),
                (2, -1, system(g.bottom, .equal, view.bottom, -i.bottom, "SafeArea-Bottom")),
                (3, -1, system(g.trailing, .equal, view.trailing, -i.trailing, "SafeArea-Trailing")),
            ]
        }
        return clip(g.top, view.top, parent.top, .greaterThanOrEqual, "SafeArea-Top")
            + clip(g.leading, view.leading, parent.leading, .greaterThanOrEqual, "SafeArea-Leading")
            + clip(g.bottom, view.bottom, parent.bottom, .lessThanOrEqual, "SafeArea-Bottom")
            + clip(g.trailing, view.trailing, parent.trailing, .lessThanOrEqual, "SafeArea-Trailing")
    }

    /// The margins guide's constraints: the safe area (or, without
    /// ``LayoutView/insetsLayoutMarginsFromSafeArea``, the view) inset by the margins; with
    /// ``LayoutView/preservesSuperviewLayoutMargins``, also clipped to the superview's margins guide.
    private func marginsPlacement(of view: LayoutView, _ g: LayoutGuide) -> [Placement] {
        // Measured from the safe area (UIKit's default), or from the view's edges.
        let safe: LayoutItem = view.marginsFromSafeArea ? view.safeAreaLayoutGuide : view
        let m = view.effectiveMargins
        // Absolute margins (`layoutMargins`) keep to the left and right edges.
        let absolute = view.absoluteMargins
        func start(_ item: LayoutItem) -> XAxisAnchor { absolute ? item.left : item.leading }
        func end(_ item: LayoutItem) -> XAxisAnchor { absolute ? item.right : item.trailing }
        let (startName, endName) =
            absolute ? ("Margins-Left", "Margins-Right") : ("Margins-Leading", "Margins-Trailing")
        guard view.preservesMargins, let parent = view.superview?.layoutMarginsGuide else {
            return [
                (0, 1, system(g.top, .equal, safe.top, m.top, "Margins-Top")),
                (1, 1, system(start(g), .equal, start(safe), m.leading, startName)),
                (2, -1, system(g.bottom, .equal, safe.bottom, -m.bottom, "Margins-Bottom")),
                (3, -1, system(end(g), .equal, end(safe), -m.trailing, endName)),
            ]
        }
        return clip(g.top, safe.top, parent.top, .greaterThanOrEqual, "Margins-Top", inset: (0, 1, m.top))
            + clip(start(g), start(safe), start(parent), .greaterThanOrEqual, startName, inset: (1, 1, m.leading))
            + clip(g.bottom, safe.bottom, parent.bottom, .lessThanOrEqual, "Margins-Bottom", inset: (2, -1, m.bottom))
            + clip(end(g), end(safe), end(parent), .lessThanOrEqual, endName, inset: (3, -1, m.trailing))
    }

    /// `edge` is the inner one of `own` (moved inward by an inset) and `outer`: it lies on the
    /// inner side of both (required) and is pulled to `own` at ``systemGuidePriority``.
    private func clip<K>(
        _ edge: LayoutAnchor<K>, _ own: LayoutAnchor<K>, _ outer: LayoutAnchor<K>, _ inside: Relation,
        _ name: String, inset: (edge: Int, sign: Double, value: Double)? = nil
    ) -> [Placement] {
        let constant = inset.map { $0.sign * $0.value } ?? 0
        return [
            (inset?.edge, inset?.sign ?? 0, system(edge, inside, own, constant, name)),
            (nil, 0, system(edge, inside, outer, 0, name + "-Clip")),
            (
                inset?.edge, inset?.sign ?? 0,
                system(edge, .equal, own, constant, name + "-Pull", priority: Self.systemGuidePriority)
            ),
        ]
    }

    /// An engine constraint `first relation second + constant` named `Layout-<name>`.
    private func system<K>(
        _ first: LayoutAnchor<K>, _ relation: Relation, _ second: LayoutAnchor<K>, _ constant: Double,
        _ name: String, priority: LayoutPriority = .required
    ) -> LayoutConstraint {
        let c = LayoutConstraint(
            first: first, relation: relation, second: second, multiplier: 1, constant: constant, priority: priority,
            location: nil, role: .systemGuide)
        c.identifier = "Layout-\(name)"
        return c
    }
}
