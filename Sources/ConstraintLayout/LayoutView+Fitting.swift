// Self-sizing: the size a view's own constraints give it, as UIKit's
// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`.

extension LayoutView {
    /// UIKit's `layoutFittingCompressedSize`: ask for the smallest size the constraints allow.
    public static let layoutFittingCompressedSize = LayoutSize(width: 0, height: 0)
    /// UIKit's `layoutFittingExpandedSize`: ask for the largest size the constraints allow (a
    /// million points, beyond any layout here).
    public static let layoutFittingExpandedSize = LayoutSize(width: 1_000_000, height: 1_000_000)

    /// The size the view's own constraints give it closest to `targetSize`, both axes at
    /// ``LayoutPriority/fittingSizeLevel`` (50): with ``layoutFittingCompressedSize`` the
    /// smallest size its content allows.
    ///
    /// - Throws: as ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``.
    public func systemLayoutSizeFitting(_ targetSize: LayoutSize) throws(LayoutError) -> LayoutSize {
        try systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's own constraints give it when its width is asked to be
    /// `targetSize.width` at `horizontal` priority and its height `targetSize.height` at
    /// `vertical` priority, as UIKit's fitting-size call: `.required` horizontally and
    /// ``LayoutPriority/fittingSizeLevel`` vertically gives a cell's height for a given width.
    ///
    /// The view is measured in isolation: the active constraints between the view's subtree
    /// (its guides included) and the rest of the tree are left out, as is the root's size when
    /// the view is the root. The engine solves a copy of its solver, so nothing in the layout
    /// changes (pending content constraints are added first, as
    /// ``LayoutEngine/updateConstraintsIfNeeded()`` does).
    ///
    /// - Throws: ``LayoutError/viewNotInEngine(view:constraint:)`` outside an engine;
    ///   ``LayoutError/invalidPriority(_:context:)``; ``LayoutError/nonFiniteValue(_:context:)``
    ///   for a negative or non-finite target; ``LayoutError/unsatisfiable(_:conflicts:)`` when
    ///   a required target cannot hold with the view's required constraints.
    public func systemLayoutSizeFitting(
        _ targetSize: LayoutSize, withHorizontalFittingPriority horizontal: LayoutPriority,
        verticalFittingPriority vertical: LayoutPriority
    ) throws(LayoutError) -> LayoutSize {
        let wish = [
            LayoutConstraint(
                first: width, relation: .equal, constant: targetSize.width, priority: horizontal, location: nil),
            LayoutConstraint(
                first: height, relation: .equal, constant: targetSize.height, priority: vertical, location: nil),
        ]
        wish[0].identifier = "Layout-Fitting-Width"
        wish[1].identifier = "Layout-Fitting-Height"
        guard let engine else { throw .viewNotInEngine(view: name, constraint: wish[0].summary) }
        for (c, which) in zip(wish, ["width", "height"]) {
            guard c.priority.isValid else {
                throw .invalidPriority(c.priority, context: "fitting \(which) of '\(name)'")
            }
            guard c.constant.isFinite, c.constant >= 0 else {
                throw .nonFiniteValue(c.constant, context: "fitting \(which) of '\(name)'")
            }
        }
        try engine.updateConstraintsIfNeeded()
        return try engine.fittingSize(of: self, wish: wish)
    }
}

extension LayoutEngine {
    /// Solves a copy of the solver without the constraints that tie `view`'s subtree to the
    /// rest of the tree (and without the root's size when `view` is the root), with the two
    /// fitting constraints added, and reads the view's size there.
    func fittingSize(of view: LayoutView, wish: [LayoutConstraint]) throws(LayoutError) -> LayoutSize {
        let inside = Set(view.subtree.flatMap { [ObjectIdentifier($0)] + $0.allGuides.map(ObjectIdentifier.init) })
        var probe = solver
        for c in constraints {
            guard let core = c.core else { continue }
            let isInside = c.items.map { inside.contains(ObjectIdentifier($0)) }
            if isInside.contains(true) && isInside.contains(false) {
                cannotFail("an active constraint is in the solver the probe copies") { try probe.remove(core) }
            }
        }
        if view === root {
            for c in [rootWidth, rootHeight] {
                if let core = c.core {
                    cannotFail("the root's size is in the solver the probe copies") { try probe.remove(core) }
                }
            }
        }
        for c in wish {
            do { try probe.add(c.makeCore()) } catch {
                guard case .conflict(let conflicts) = failure(error) else { throw unexpected(error) }
                throw .unsatisfiable(c.summary, conflicts: resolve(conflicts))
            }
        }
        try settleTextHeights(in: &probe, of: view)
        return LayoutSize(width: probe.value(of: view.widthVariable), height: probe.value(of: view.heightVariable))
    }

    /// The text-height pass of ``settleTextHeights()`` run on the probe of a fitting size: each
    /// view of the subtree with a height-for-width measure (and no preferred width) is
    /// measured at the width the probe gives it, and its height hugging and compression
    /// resistance move to that height in the probe, until no height changes (at most eight
    /// passes). Without it, a multi-line label kept the height of its live width (or, before
    /// any layout, of one line) at every fitting width.
    private func settleTextHeights(in probe: inout Solver, of view: LayoutView) throws(LayoutError) {
        let measured = view.subtree.filter { $0.measure != nil && $0.preferredWidth == nil }
        guard !measured.isEmpty else { return }
        // The height each view's content constraints hold in the probe.
        var heights = measured.map { v in v.contentConstraints[.heightHugging]?.constant }
        for _ in 0..<8 {
            var changed = false
            for (i, v) in measured.enumerated() {
                let width = probe.value(of: v.widthVariable)
                let h = v.measure!(width)
                guard h.isFinite, h >= 0 else {
                    throw .nonFiniteValue(h, context: "measured height of '\(v.name)' at width \(width)")
                }
                if let old = heights[i], abs(old - h) <= 1e-9 * max(1, abs(h)) { continue }
                for kind in [ContentConstraintKind.heightHugging, .heightCompressionResistance] {
                    guard let c = v.contentConstraints[kind], c.isActive, let core = c.core else { continue }
                    do { try probe.setConstant(c.solverConstant(h), for: core) } catch {
                        guard case .conflict(let conflicts) = failure(error) else { throw .solverFailure("\(error)") }
                        throw .unsatisfiable(c.summary, conflicts: resolve(conflicts))
                    }
                    changed = true
                }
                heights[i] = h
            }
            if !changed { return }
        }
    }
}
