/// One of the four constraints the engine makes from a view's intrinsic content size, as
/// UIKit does: content hugging (`size <= intrinsic`) and compression resistance
/// (`size >= intrinsic`), along each axis.
enum ContentConstraintKind: CaseIterable {
    /// `width <= intrinsic width`.
    case widthHugging
    /// `width >= intrinsic width`.
    case widthCompressionResistance
    /// `height <= intrinsic height`.
    case heightHugging
    /// `height >= intrinsic height`.
    case heightCompressionResistance

    /// The axis the constraint sizes.
    var axis: LayoutAxis {
        switch self {
        case .widthHugging, .widthCompressionResistance: .horizontal
        case .heightHugging, .heightCompressionResistance: .vertical
        }
    }

    /// Whether it is content hugging (rather than compression resistance).
    var hugs: Bool { self == .widthHugging || self == .heightHugging }

    /// Its identifier in descriptions and conflict reports (`Layout-ContentHugging-Width`).
    var identifier: String {
        switch self {
        case .widthHugging: "Layout-ContentHugging-Width"
        case .widthCompressionResistance: "Layout-CompressionResistance-Width"
        case .heightHugging: "Layout-ContentHugging-Height"
        case .heightCompressionResistance: "Layout-CompressionResistance-Height"
        }
    }

    /// A new, inactive engine constraint of this kind for `view`.
    func makeConstraint(for view: LayoutView, constant: Double, priority: LayoutPriority) -> LayoutConstraint {
        let c = LayoutConstraint(
            first: axis == .horizontal ? view.width : view.height,
            relation: hugs ? .lessThanOrEqual : .greaterThanOrEqual, constant: constant, priority: priority,
            location: nil, role: hugs ? .contentHugging(axis) : .compressionResistance(axis))
        c.identifier = identifier
        return c
    }
}

/// A view's content constraints, one per ``ContentConstraintKind``, made when first needed.
///
/// Held in place (no array) while the view is in an engine, and let go when it leaves
/// (``LayoutEngine/detach(_:)``) or the engine is freed: a constraint holds its view, so the
/// two keep each other alive until then. (Weak references in an array cost every view an
/// allocation, and each constraint a side table and the runtime's slow path for its
/// reference counts.)
struct ContentConstraints {
    private var widthHugging: LayoutConstraint?
    private var widthCompressionResistance: LayoutConstraint?
    private var heightHugging: LayoutConstraint?
    private var heightCompressionResistance: LayoutConstraint?

    /// The constraint of that kind, if it was made.
    subscript(kind: ContentConstraintKind) -> LayoutConstraint? {
        get {
            switch kind {
            case .widthHugging: widthHugging
            case .widthCompressionResistance: widthCompressionResistance
            case .heightHugging: heightHugging
            case .heightCompressionResistance: heightCompressionResistance
            }
        }
        set {
            switch kind {
            case .widthHugging: widthHugging = newValue
            case .widthCompressionResistance: widthCompressionResistance = newValue
            case .heightHugging: heightHugging = newValue
            case .heightCompressionResistance: heightCompressionResistance = newValue
            }
        }
    }
}

extension LayoutView {
    /// The priority the content constraint of that kind has: the view's content hugging or
    /// compression resistance priority along its axis.
    func priority(of kind: ContentConstraintKind) -> LayoutPriority {
        kind.hugs ? contentHuggingPriority(for: kind.axis) : contentCompressionResistancePriority(for: kind.axis)
    }
}
