// UIKit's minimum margins of a view controller's root view: `systemMinimumLayoutMargins` and
// `viewRespectsSystemMinimumLayoutMargins`, for the engine's root.

extension LayoutEngine {
    /// Sets the least margins of the root, as the system sets a view controller's
    /// `systemMinimumLayoutMargins`: the root's margins guide then lies at the greater of the
    /// root's ``LayoutView/directionalLayoutMargins`` and these on each edge, as UIKit
    /// documents for a controller's root view ("either your custom values or the system
    /// minimum, whichever is greater"). The guide moves in place. They apply to the root only,
    /// never to its subviews, and not while ``viewRespectsSystemMinimumLayoutMargins`` is false.
    ///
    /// UIKit's values depend on the device, which the engine does not know: the host gives
    /// them, as it gives the safe area. On an iPhone they are 16 points leading and trailing
    /// (20 on the widest iPhones and in a regular width), none at the top and bottom. The
    /// engine's root starts as a plain view: no minimum, and margins of 8 on every edge; a
    /// controller's root view has no margins of its own, so set the root's margins to
    /// ``LayoutInsets/zero`` as well to match UIKit's defaults.
    ///
    /// - Throws: ``LayoutError/nonFiniteValue(_:context:)`` for a negative or non-finite
    ///   margin; ``LayoutError/unsatisfiable(_:conflicts:)`` when required constraints cannot
    ///   take the new margins (then nothing changes; in the UIKit-compatible mode the newest
    ///   caller constraint in the way is broken instead, as for a root size).
    public func setSystemMinimumLayoutMargins(_ margins: LayoutInsets) throws(LayoutError) {
        for (edge, value) in margins.values.enumerated() where !(value.isFinite && value >= 0) {
            throw .nonFiniteValue(value, context: "\(LayoutInsets.edgeNames[edge]) system minimum margin")
        }
        let old = systemMinimumLayoutMargins
        systemMinimumLayoutMargins = margins
        do { try moveRootMargins() } catch {
            systemMinimumLayoutMargins = old
            throw error
        }
    }

    /// Whether the root's margins are at least ``systemMinimumLayoutMargins`` (true, as
    /// UIKit's `viewRespectsSystemMinimumLayoutMargins` by default); false leaves them at the
    /// root's ``LayoutView/directionalLayoutMargins`` alone.
    ///
    /// Setting it moves the root's margins guide in place. A setter cannot throw: when
    /// required constraints cannot take the change it is printed as an error and nothing
    /// changes.
    public var viewRespectsSystemMinimumLayoutMargins: Bool {
        get { respectsSystemMinimumMargins }
        set {
            guard newValue != respectsSystemMinimumMargins else { return }
            respectsSystemMinimumMargins = newValue
            do { try moveRootMargins() } catch {
                respectsSystemMinimumMargins = !newValue
                reportUnthrown(error)
            }
        }
    }

    /// Moves the root's margins guide, when placed, to the root's effective margins.
    func moveRootMargins() throws(LayoutError) {
        guard let guide = root.marginsGuide, guide.isPlaced else { return }
        try setInsets(root.effectiveMargins, of: guide)
    }
}

extension LayoutView {
    /// The margins the margins guide lies at, as stored (for ``absoluteMargins``, the left and
    /// right ones in `leading` and `trailing`), and for the engine's root at least the engine's
    /// ``LayoutEngine/systemMinimumLayoutMargins`` while it respects them (read in the root's
    /// direction for absolute margins).
    var effectiveMargins: LayoutInsets {
        guard isEngineRoot, let engine, engine.viewRespectsSystemMinimumLayoutMargins else { return margins }
        var least = engine.systemMinimumLayoutMargins
        if absoluteMargins, effectiveLayoutDirection == .rightToLeft {
            (least.leading, least.trailing) = (least.trailing, least.leading)
        }
        return LayoutInsets(
            top: max(margins.top, least.top), leading: max(margins.leading, least.leading),
            bottom: max(margins.bottom, least.bottom), trailing: max(margins.trailing, least.trailing))
    }
}
