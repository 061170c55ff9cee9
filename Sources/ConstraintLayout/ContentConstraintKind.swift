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
/// Held weakly: a constraint holds its view, so a strong reference here would keep the view
/// alive forever; while active, the engine holds them.
struct ContentConstraints {
    private var storage = [WeakConstraint](repeating: WeakConstraint(), count: ContentConstraintKind.allCases.count)

    /// The constraint of that kind, if it was made and is still held.
    subscript(kind: ContentConstraintKind) -> LayoutConstraint? {
        get { storage[index(of: kind)].constraint }
        set { storage[index(of: kind)].constraint = newValue }
    }

    private func index(of kind: ContentConstraintKind) -> Int {
        switch kind {
        case .widthHugging: 0
        case .widthCompressionResistance: 1
        case .heightHugging: 2
        case .heightCompressionResistance: 3
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
