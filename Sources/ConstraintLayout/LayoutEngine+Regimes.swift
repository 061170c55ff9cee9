import Cassowary

extension LayoutEngine {
    /// The regime map of the root's width: the layout as an exact piecewise affine function of
    /// the width from `from` to `to` (`Solver.regimes(ofConstantOf:from:to:tracking:)` over the
    /// root's required width constraint), with each tracked item's left, top, width and height,
    /// in that order per item (`RegimeMap.variables`: `card.left`, `card.top`, …), its
    /// ``LayoutItem/frame`` (left and top in the superview's coordinates). The height
    /// stays as the last ``layout(width:height:)`` set it, and the engine does not change.
    ///
    /// The walk stops early where the required constraints cannot follow the width
    /// (`RegimeMap.isComplete` is false). ``layoutConstraint(for:)`` names the constraints of
    /// the map's changes in layout terms.
    ///
    /// - Returns: nil before the first ``layout(width:height:)`` (the root has no width yet).
    /// - Throws: ``LayoutError/nonFiniteValue(_:context:)`` for a bound that is not finite or
    ///   negative; ``LayoutError/solverFailure(_:)`` when the required constraints cannot hold
    ///   at `from`.
    public func widthRegimes(from: Double, to: Double, tracking items: [LayoutItem]) throws(LayoutError) -> RegimeMap? {
        for bound in [from, to] where !bound.isFinite || bound < 0 {
            throw .nonFiniteValue(bound, context: "root width")
        }
        guard let core = rootWidth.core else { return nil }
        let tracked = items.flatMap { [$0.leftVariable, $0.topVariable, $0.widthVariable, $0.heightVariable] }
        do {
            return try solver.regimes(
                ofConstantOf: core, from: rootWidth.solverConstant(from), to: rootWidth.solverConstant(to),
                tracking: tracked)
        } catch {
            throw unexpected(error)
        }
    }

    /// The active layout constraint (or the root's size constraint) that `constraint` is the
    /// solver's form of, if any: for reading a regime map's changes or a solver explanation.
    public func layoutConstraint(for constraint: Constraint) -> LayoutConstraint? {
        self.constraint(forCore: constraint)
    }
}
