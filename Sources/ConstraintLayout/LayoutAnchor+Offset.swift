// UIKit's distance between two anchors, as `NSLayoutXAxisAnchor.anchorWithOffset(to:)` and
// `NSLayoutYAxisAnchor.anchorWithOffset(to:)`: a dimension that constraints relate like a width.

/// The start of a distance anchor: an attribute of an item.
struct AnchorEnd {
    /// The view or layout guide.
    let item: LayoutItem
    /// The position.
    let attribute: LayoutAttribute
}

extension LayoutAnchor where Kind == AnchorKind.XAxis {
    /// The distance from this anchor to `other` as a dimension, as UIKit's
    /// `anchorWithOffset(to:)`: `other - self`, positive when `other` lies after this anchor.
    /// Constraints relate it as they relate a width: to a constant, to a width, or to another
    /// distance, which is how two gaps are made equal without a spacer view:
    ///
    /// ```swift
    /// let left = a.trailing.anchorWithOffset(to: b.leading)
    /// let right = b.trailing.anchorWithOffset(to: c.leading)
    /// try engine.activate([left == right])
    /// ```
    ///
    /// Between leading and trailing edges the distance is measured in the layout direction of
    /// the closest common ancestor of the constraint's views (as a constraint on those edges
    /// is): from right to left, positive when `other` lies to the left. A distance between a
    /// leading or trailing edge and a left or right one has no meaning; activating a
    /// constraint on it throws ``LayoutError/mixedDirections(_:)``, as for any constraint that
    /// mixes them.
    public func anchorWithOffset(to other: XAxisAnchor) -> DimensionAnchor {
        DimensionAnchor(
            item: other.item, attribute: other.attribute, start: AnchorEnd(item: item, attribute: attribute))
    }
}

extension LayoutAnchor where Kind == AnchorKind.YAxis {
    /// The distance from this anchor to `other` as a dimension, as UIKit's
    /// `anchorWithOffset(to:)`: `other - self`, positive when `other` lies below this anchor.
    /// Constraints relate it as they relate a height: to a constant, to a height, or to another
    /// distance (two vertical gaps made equal). A baseline counts at its offset from the
    /// view's top or bottom, as in any constraint.
    public func anchorWithOffset(to other: YAxisAnchor) -> DimensionAnchor {
        DimensionAnchor(
            item: other.item, attribute: other.attribute, start: AnchorEnd(item: item, attribute: attribute))
    }
}
