/// A view's (or guide's) four edges (top, leading, bottom, trailing), optionally inset: relates all four at
/// once, as SnapKit's `edges` and Anchorage's `edgeAnchors`.
///
/// ```swift
/// engine.activate(card.edges == root.edges.inset(by: 16))   // 16 points inside root
/// ```
///
/// Relating two inset anchors makes their inset rectangles coincide:
/// `a.edges.inset(by: 4) == b.edges.inset(by: 12)` puts `a` 8 points inside `b`.
public struct EdgesAnchor {
    /// The view or layout guide.
    public let item: LayoutItem
    /// How far inside the view's edges the anchor lies.
    public let insets: LayoutInsets

    init(item: LayoutItem, insets: LayoutInsets = .zero) {
        self.item = item
        self.insets = insets
    }

    /// The edges moved inward by `insets`.
    public func inset(by insets: LayoutInsets) -> EdgesAnchor {
        EdgesAnchor(
            item: item,
            insets: LayoutInsets(
                top: self.insets.top + insets.top, leading: self.insets.leading + insets.leading,
                bottom: self.insets.bottom + insets.bottom, trailing: self.insets.trailing + insets.trailing))
    }

    /// The edges moved inward by `amount` on every side.
    public func inset(by amount: Double) -> EdgesAnchor {
        inset(by: LayoutInsets(amount))
    }

    /// Four constraints (top, leading, bottom, trailing) that make the two (inset) edge
    /// rectangles coincide.
    public func constraints(equalTo other: EdgesAnchor, fileID: String = #fileID, line: Int = #line)
        -> [LayoutConstraint]
    {
        constraints(equalTo: other, location: ConstraintSourceLocation(fileID: fileID, line: line))
    }

    func constraints(equalTo other: EdgesAnchor, location: ConstraintSourceLocation?) -> [LayoutConstraint] {
        [
            LayoutConstraint(
                first: item.top, relation: .equal, second: other.item.top, multiplier: 1,
                constant: other.insets.top - insets.top, location: location),
            LayoutConstraint(
                first: item.leading, relation: .equal, second: other.item.leading, multiplier: 1,
                constant: other.insets.leading - insets.leading, location: location),
            LayoutConstraint(
                first: item.bottom, relation: .equal, second: other.item.bottom, multiplier: 1,
                constant: insets.bottom - other.insets.bottom, location: location),
            LayoutConstraint(
                first: item.trailing, relation: .equal, second: other.item.trailing, multiplier: 1,
                constant: insets.trailing - other.insets.trailing, location: location),
        ]
    }
}

/// A view's width and height together, as SnapKit's `size`.
///
/// ```swift
/// engine.activate(icon.size == LayoutSize(width: 44, height: 44))
/// engine.activate(a.size == b.size)
/// ```
public struct SizeAnchor {
    /// The view or layout guide.
    public let item: LayoutItem

    /// `width == multiplier × other.width + constant`, `height == multiplier × other.height + constant`.
    public func constraints(
        equalTo other: SizeAnchor, multiplier: Double = 1, constant: Double = 0,
        fileID: String = #fileID, line: Int = #line
    ) -> [LayoutConstraint] {
        constraints(
            equalTo: other, multiplier: multiplier, constant: constant,
            location: ConstraintSourceLocation(fileID: fileID, line: line))
    }

    func constraints(
        equalTo other: SizeAnchor, multiplier: Double, constant: Double, location: ConstraintSourceLocation?
    )
        -> [LayoutConstraint]
    {
        [
            LayoutConstraint(
                first: item.width, relation: .equal, second: other.item.width, multiplier: multiplier,
                constant: constant, location: location),
            LayoutConstraint(
                first: item.height, relation: .equal, second: other.item.height, multiplier: multiplier,
                constant: constant, location: location),
        ]
    }

    /// `width == size.width`, `height == size.height`.
    public func constraints(equalToConstant size: LayoutSize, fileID: String = #fileID, line: Int = #line)
        -> [LayoutConstraint]
    {
        constraints(equalToConstant: size, location: ConstraintSourceLocation(fileID: fileID, line: line))
    }

    func constraints(equalToConstant size: LayoutSize, location: ConstraintSourceLocation?) -> [LayoutConstraint] {
        [
            LayoutConstraint(first: item.width, relation: .equal, constant: size.width, location: location),
            LayoutConstraint(first: item.height, relation: .equal, constant: size.height, location: location),
        ]
    }
}

/// A view's centre (centerX and centerY together), as SnapKit's `center`.
///
/// ```swift
/// engine.activate(badge.center == root.center)
/// ```
public struct CenterAnchor {
    /// The view or layout guide.
    public let item: LayoutItem

    /// `centerX == other.centerX + offset.x`, `centerY == other.centerY + offset.y`.
    public func constraints(
        equalTo other: CenterAnchor, offset: LayoutPoint = .zero, fileID: String = #fileID, line: Int = #line
    ) -> [LayoutConstraint] {
        constraints(equalTo: other, offset: offset, location: ConstraintSourceLocation(fileID: fileID, line: line))
    }

    func constraints(equalTo other: CenterAnchor, offset: LayoutPoint, location: ConstraintSourceLocation?)
        -> [LayoutConstraint]
    {
        [
            LayoutConstraint(
                first: item.centerX, relation: .equal, second: other.item.centerX, multiplier: 1,
                constant: offset.x, location: location),
            LayoutConstraint(
                first: item.centerY, relation: .equal, second: other.item.centerY, multiplier: 1,
                constant: offset.y, location: location),
        ]
    }
}

/// `a.edges == b.edges.inset(by: 8)`: four equalities (top, leading, bottom, trailing).
public func == (lhs: EdgesAnchor, rhs: EdgesAnchor) -> [LayoutConstraint] {
    lhs.constraints(equalTo: rhs, location: nil)
}

/// `a.size == b.size`: two equalities (width, height).
public func == (lhs: SizeAnchor, rhs: SizeAnchor) -> [LayoutConstraint] {
    lhs.constraints(equalTo: rhs, multiplier: 1, constant: 0, location: nil)
}

/// `a.size == LayoutSize(width: 44, height: 44)`: two equalities (width, height).
public func == (lhs: SizeAnchor, rhs: LayoutSize) -> [LayoutConstraint] {
    lhs.constraints(equalToConstant: rhs, location: nil)
}

/// `a.center == b.center`: two equalities (centerX, centerY).
public func == (lhs: CenterAnchor, rhs: CenterAnchor) -> [LayoutConstraint] {
    lhs.constraints(equalTo: rhs, offset: .zero, location: nil)
}
