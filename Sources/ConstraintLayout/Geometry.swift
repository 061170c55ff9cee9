/// A point: `x` to the right, `y` down, as in UIKit.
public struct LayoutPoint: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = LayoutPoint(x: 0, y: 0)

    /// `(x, y)`.
    public var description: String { "(\(formatLayoutNumber(x)), \(formatLayoutNumber(y)))" }
}

/// A width and a height.
public struct LayoutSize: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No extent.
    public static let zero = LayoutSize(width: 0, height: 0)

    /// `width × height`.
    public var description: String { "\(formatLayoutNumber(width)) × \(formatLayoutNumber(height))" }
}

/// A rectangle: an origin (its top-left corner) and a size, as `CGRect`.
public struct LayoutRect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: LayoutPoint
    /// The extent.
    public var size: LayoutSize

    /// Creates a rectangle from its origin and size.
    public init(origin: LayoutPoint, size: LayoutSize) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its coordinates.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: LayoutPoint(x: x, y: y), size: LayoutSize(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = LayoutRect(origin: .zero, size: .zero)

    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The horizontal centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }

    /// `(x, y, width, height)`.
    public var description: String {
        "(\(formatLayoutNumber(origin.x)), \(formatLayoutNumber(origin.y)), "
            + "\(formatLayoutNumber(size.width)), \(formatLayoutNumber(size.height)))"
    }
}

/// Distances inward from each edge of a rectangle, as `UIEdgeInsets`.
public struct LayoutInsets: Hashable, Sendable {
    /// Inward from the top edge.
    public var top: Double
    /// Inward from the leading edge (the left edge, or the right one right to left).
    public var leading: Double
    /// Inward from the bottom edge.
    public var bottom: Double
    /// Inward from the trailing edge (the right edge, or the left one right to left).
    public var trailing: Double

    /// Creates insets edge by edge.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every edge.
    public init(_ all: Double) {
        self.init(top: all, leading: all, bottom: all, trailing: all)
    }

    /// No inset.
    public static let zero = LayoutInsets(0)
}

/// An axis of layout, as `NSLayoutConstraint.Axis`.
public enum LayoutAxis: String, Sendable, CaseIterable {
    /// Left to right: x positions and widths.
    case horizontal
    /// Top to bottom: y positions and heights.
    case vertical
}

/// An intrinsic content size: the size a view's content wants, per axis. `nil` on an axis
/// means the view has no intrinsic size along it (UIKit's `noIntrinsicMetric`).
public struct IntrinsicContentSize: Hashable, Sendable {
    /// The content's natural width, or nil.
    public var width: Double?
    /// The content's natural height, or nil.
    public var height: Double?

    /// Creates an intrinsic size; leave an axis nil when the content has no natural size there.
    public init(width: Double? = nil, height: Double? = nil) {
        self.width = width
        self.height = height
    }

    /// No intrinsic size on either axis.
    public static let none = IntrinsicContentSize()

    /// The value along `axis`.
    public subscript(axis: LayoutAxis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

/// Formats a number for descriptions: `12` rather than `12.0`, `0.25` as is.
func formatLayoutNumber(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
        return String(Int64(value))
    }
    return "\(value)"
}
