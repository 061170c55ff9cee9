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
    /// The margins with left and right edges, as UIKit's `layoutMargins`:
    /// ``directionalLayoutMargins`` seen in the view's ``effectiveLayoutDirection`` (from left
    /// to right, leading is left; from right to left, leading is right).
    ///
    /// Setting it sets ``directionalLayoutMargins`` for the direction in effect then: unlike
    /// UIKit, which keeps margins set this way on their sides, a later change of direction
    /// moves them with the leading and trailing edges. A setter cannot throw: margins that
    /// ``setDirectionalLayoutMargins(_:)`` refuses are printed as an error and change nothing.
    public var layoutMargins: LayoutEdgeInsets {
        get {
            let m = directionalLayoutMargins
            return effectiveLayoutDirection == .rightToLeft
                ? LayoutEdgeInsets(top: m.top, left: m.trailing, bottom: m.bottom, right: m.leading)
                : LayoutEdgeInsets(top: m.top, left: m.leading, bottom: m.bottom, right: m.trailing)
        }
        set {
            directionalLayoutMargins =
                effectiveLayoutDirection == .rightToLeft
                ? LayoutInsets(
                    top: newValue.top, leading: newValue.right, bottom: newValue.bottom, trailing: newValue.left)
                : LayoutInsets(
                    top: newValue.top, leading: newValue.left, bottom: newValue.bottom, trailing: newValue.right)
        }
    }
}
