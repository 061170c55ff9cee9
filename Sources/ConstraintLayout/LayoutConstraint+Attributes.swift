extension LayoutConstraint {
    /// `first.firstAttribute relation multiplier × second.secondAttribute + constant`, or
    /// `first.firstAttribute relation constant` without a second item, made from attributes
    /// rather than typed anchors: for readers of other descriptions of constraints (Interface
    /// Builder files, UIKit's logs). Nil when Auto Layout refuses the pair: positions along
    /// different axes, a position and a size, or a position with no second item.
    package static func make(
        _ first: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: Relation, _ second: LayoutItem?,
        _ secondAttribute: LayoutAttribute?, multiplier: Double = 1, constant: Double
    ) -> LayoutConstraint? {
        guard let second, let secondAttribute else {
            guard firstAttribute == .width || firstAttribute == .height else { return nil }
            return LayoutConstraint(
                first: DimensionAnchor(item: first, attribute: firstAttribute), relation: relation, constant: constant,
                location: nil)
        }
        func relate<K>(_: K.Type) -> LayoutConstraint {
            LayoutConstraint(
                first: LayoutAnchor<K>(item: first, attribute: firstAttribute), relation: relation,
                second: LayoutAnchor<K>(item: second, attribute: secondAttribute), multiplier: multiplier,
                constant: constant, location: nil)
        }
        switch (kind(of: firstAttribute), kind(of: secondAttribute)) {
        case (0, 0): return relate(AnchorKind.XAxis.self)
        case (1, 1): return relate(AnchorKind.YAxis.self)
        case (2, 2): return relate(AnchorKind.Dimension.self)
        default: return nil
        }
    }

    /// 0 for a horizontal position, 1 for a vertical one, 2 for a size.
    private static func kind(of attribute: LayoutAttribute) -> Int {
        switch attribute {
        case .width, .height: return 2
        default: return attribute.axis == .horizontal ? 0 : 1
        }
    }
}
