// The anchors of a view or a layout guide, as UIView's `leadingAnchor` … `heightAnchor` (without the suffix, as
// SnapKit and Anchorage spell them), plus the composite anchors.

extension LayoutItem {
    /// The leading edge: the left edge left to right, the right edge right to left.
    public var leading: XAxisAnchor { XAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge: the right edge left to right, the left edge right to left.
    public var trailing: XAxisAnchor { XAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    public var left: XAxisAnchor { XAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var right: XAxisAnchor { XAxisAnchor(item: self, attribute: .right) }
    /// The horizontal centre.
    public var centerX: XAxisAnchor { XAxisAnchor(item: self, attribute: .centerX) }
    /// The top edge.
    public var top: YAxisAnchor { YAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottom: YAxisAnchor { YAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical centre.
    public var centerY: YAxisAnchor { YAxisAnchor(item: self, attribute: .centerY) }
    /// The width.
    public var width: DimensionAnchor { DimensionAnchor(item: self, attribute: .width) }
    /// The height.
    public var height: DimensionAnchor { DimensionAnchor(item: self, attribute: .height) }

    /// Top, leading, bottom and trailing together.
    public var edges: EdgesAnchor { EdgesAnchor(item: self) }
    /// Width and height together.
    public var size: SizeAnchor { SizeAnchor(item: self) }
    /// centerX and centerY together.
    public var center: CenterAnchor { CenterAnchor(item: self) }
}
