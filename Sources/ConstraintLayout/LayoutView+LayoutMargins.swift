// UIKit's `layoutMargins`: the margins with left and right edges rather than leading and
// trailing ones.

/// Insets with left and right edges, as UIKit's `UIEdgeInsets`: what ``LayoutView/layoutMargins``
/// reads and takes. ``LayoutInsets`` has leading and trailing edges instead.
public struct LayoutEdgeInsets: Hashable, Sendable {
    /// The inset at the top.
    public var top: Double
    /// The inset at the left.
    public var left: Double
    /// The inset at the bottom.
    public var bottom: Double
    /// The inset at the right.
    public var right: Double

    /// Insets with these edges.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}

extension LayoutView {
    /// The margins with left and right edges, as UIKit's `layoutMargins`.
    ///
    /// Margins set this way are absolute, as UIKit's: the left margin stays on the left and the
    /// right one on the right whatever the layout direction (the margins guide's sides are
    /// placed by the view's left and right edges), while ``directionalLayoutMargins`` reads them
    /// as leading and trailing in the view's current ``effectiveLayoutDirection``. Margins last
    /// set with ``directionalLayoutMargins`` follow the direction instead, and this property
    /// reads them in the current direction (from right to left, the left margin is the
    /// trailing one).
    ///
    /// A setter cannot throw: margins that ``setLayoutMargins(_:)`` refuses are printed as an
    /// error and change nothing.
    public var layoutMargins: LayoutEdgeInsets {
        get {
            if absoluteMargins {
                return LayoutEdgeInsets(
                    top: margins.top, left: margins.leading, bottom: margins.bottom, right: margins.trailing)
            }
            return effectiveLayoutDirection == .rightToLeft
                ? LayoutEdgeInsets(
                    top: margins.top, left: margins.trailing, bottom: margins.bottom, right: margins.leading)
                : LayoutEdgeInsets(
                    top: margins.top, left: margins.leading, bottom: margins.bottom, right: margins.trailing)
        }
        set {
            do { try setLayoutMargins(newValue) } catch { reportUnthrown(error) }
        }
    }

    /// Sets ``layoutMargins``, absolute margins that keep to their sides: the margins guide's
    /// constants change in place (its constraints are made anew, on the left and right edges,
    /// when the margins were directional before).
    ///
    /// - Throws: ``LayoutError/nonFiniteValue(_:context:)`` for a negative or non-finite
    ///   margin; ``LayoutError/unsatisfiable(_:conflicts:)`` when required constraints cannot
    ///   take the new margins (then nothing changes; in the UIKit-compatible mode the newest
    ///   caller constraint in the way is broken instead, as for a root size).
    public func setLayoutMargins(_ newMargins: LayoutEdgeInsets) throws(LayoutError) {
        try setMargins(
            LayoutInsets(
                top: newMargins.top, leading: newMargins.left, bottom: newMargins.bottom, trailing: newMargins.right),
            absolute: true)
    }
}
