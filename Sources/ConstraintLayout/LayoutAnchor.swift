/// A geometric attribute of a view, as `NSLayoutConstraint.Attribute`.
///
/// `leading` and `trailing` follow the layout direction (``LayoutView/effectiveLayoutDirection``):
/// `left` and `right` in a left-to-right layout, `right` and `left` in a right-to-left one.
/// `left` and `right` never flip.
public enum LayoutAttribute: String, Sendable, CaseIterable, CustomStringConvertible {
    /// The left edge.
    case left
    /// The right edge.
    case right
    /// The leading edge: the left edge left to right, the right edge right to left.
    case leading
    /// The trailing edge: the right edge left to right, the left edge right to left.
    case trailing
    /// The horizontal centre.
    case centerX
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The vertical centre.
    case centerY
    /// The baseline of the first line of text (``LayoutView/baselineOffsets``); the bottom edge of a
    /// view without text.
    case firstBaseline
    /// The baseline of the last line of text (``LayoutView/baselineOffsets``); the bottom edge of a
    /// view without text.
    case lastBaseline
    /// The width.
    case width
    /// The height.
    case height

    /// The axis the attribute measures along.
    public var axis: LayoutAxis {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .width: return .horizontal
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .height: return .vertical
        }
    }

    /// The origin attribute of the attribute's axis for a position (`left` or `top`); nil for
    /// a size, which does not depend on where a coordinate system starts.
    var originAttribute: LayoutAttribute? {
        switch self {
        case .width, .height: return nil
        default: return axis == .horizontal ? .left : .top
        }
    }

    /// Whether this is `leading` or `trailing`, which follow the layout direction.
    var isDirectional: Bool { self == .leading || self == .trailing }

    /// Whether this is `left` or `right`, which do not.
    var isAbsolute: Bool { self == .left || self == .right }

    /// The attribute whose position a mirrored constraint uses: the right edge for leading,
    /// the left edge for trailing, the others as they are.
    var mirrored: LayoutAttribute {
        switch self {
        case .leading: return .right
        case .trailing: return .left
        default: return self
        }
    }

    /// Whether this is a baseline.
    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// The attribute's name, as in `view.centerX`.
    public var description: String { rawValue }
}

/// The kinds of ``LayoutAnchor``: phantom types that keep x positions, y positions and
/// dimensions apart at compile time.
public enum AnchorKind {
    /// Horizontal positions: `leading`, `trailing`, `left`, `right`, `centerX`.
    public enum XAxis {}
    /// Vertical positions: `top`, `bottom`, `centerY`.
    public enum YAxis {}
    /// Sizes: `width`, `height`.
    public enum Dimension {}
}

/// An anchor of a horizontal position (`leading`, `trailing`, `left`, `right`, `centerX`),
/// as `NSLayoutXAxisAnchor`.
public typealias XAxisAnchor = LayoutAnchor<AnchorKind.XAxis>
/// An anchor of a vertical position (`top`, `bottom`, `centerY`, `firstBaseline`,
/// `lastBaseline`), as `NSLayoutYAxisAnchor`.
public typealias YAxisAnchor = LayoutAnchor<AnchorKind.YAxis>
/// An anchor of a size (`width`, `height`), as `NSLayoutDimension`.
public typealias DimensionAnchor = LayoutAnchor<AnchorKind.Dimension>

/// One attribute of one view or layout guide, typed by its kind so that only anchors of the same kind can be
/// related: `a.leading.constraint(equalTo: b.top)` does not compile.
///
/// Anchors make constraints the `NSLayoutAnchor` way or with operators:
///
/// ```swift
/// strip.height.constraint(equalTo: strip.width, multiplier: 0.25, constant: 12)
/// strip.height == 0.25 * strip.width + 12          // the same constraint
/// label.leading.constraint(greaterThanOrEqualTo: root.leading, constant: 8)
/// label.leading >= root.leading + 8                 // the same constraint
/// ```
///
/// A multiplier is allowed on every kind (as with `NSLayoutConstraint`'s initialiser), not only
/// on dimensions.
public struct LayoutAnchor<Kind> {
    /// The view or layout guide the anchor belongs to; for a distance
    /// (``LayoutAnchor/anchorWithOffset(to:)``), the item where the distance ends.
    public let item: LayoutItem
    /// Which of the view's attributes; for a distance, the position where it ends.
    public let attribute: LayoutAttribute
    /// Where a distance starts (``LayoutAnchor/anchorWithOffset(to:)``): the anchor then
    /// measures `item.attribute - start`. Nil for an attribute of one item.
    let start: AnchorEnd?

    init(item: LayoutItem, attribute: LayoutAttribute, start: AnchorEnd? = nil) {
        self.item = item
        self.attribute = attribute
        self.start = start
    }

    /// `first == multiplier × other + constant`.
    public func constraint(
        equalTo other: LayoutAnchor<Kind>, multiplier: Double = 1, constant: Double = 0,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        LayoutConstraint(
            first: self, relation: .equal, second: other, multiplier: multiplier, constant: constant,
            location: ConstraintSourceLocation(fileID: fileID, line: line))
    }

    /// `first >= multiplier × other + constant`.
    public func constraint(
        greaterThanOrEqualTo other: LayoutAnchor<Kind>, multiplier: Double = 1, constant: Double = 0,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        LayoutConstraint(
            first: self, relation: .greaterThanOrEqual, second: other, multiplier: multiplier,
            constant: constant, location: ConstraintSourceLocation(fileID: fileID, line: line))
    }

    /// `first <= multiplier × other + constant`.
    public func constraint(
        lessThanOrEqualTo other: LayoutAnchor<Kind>, multiplier: Double = 1, constant: Double = 0,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        LayoutConstraint(
            first: self, relation: .lessThanOrEqual, second: other, multiplier: multiplier,
            constant: constant, location: ConstraintSourceLocation(fileID: fileID, line: line))
    }
}

extension LayoutAnchor where Kind == AnchorKind.Dimension {
    /// `first == constant`.
    public func constraint(equalToConstant constant: Double, fileID: String = #fileID, line: Int = #line)
        -> LayoutConstraint
    {
        LayoutConstraint(
            first: self, relation: .equal, constant: constant,
            location: ConstraintSourceLocation(fileID: fileID, line: line))
    }

    /// `first >= constant`.
    public func constraint(
        greaterThanOrEqualToConstant constant: Double, fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        LayoutConstraint(
            first: self, relation: .greaterThanOrEqual, constant: constant,
            location: ConstraintSourceLocation(fileID: fileID, line: line))
    }

    /// `first <= constant`.
    public func constraint(
        lessThanOrEqualToConstant constant: Double, fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        LayoutConstraint(
            first: self, relation: .lessThanOrEqual, constant: constant,
            location: ConstraintSourceLocation(fileID: fileID, line: line))
    }
}

extension LayoutAnchor: CustomStringConvertible {
    /// `view.attribute`, as `strip.height`; a distance as `(b.leading - a.trailing)`.
    public var description: String {
        guard let start else { return "\(item.name).\(attribute)" }
        return "(\(item.name).\(attribute) - \(start.item.name).\(start.attribute))"
    }
}
