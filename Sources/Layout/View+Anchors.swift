// The anchors of a view, as UIView's `leadingAnchor` … `heightAnchor` (without the suffix, as
// SnapKit and Anchorage spell them), plus the composite anchors.

extension View {
    /// The leading edge (the left edge: layout is left to right).
    public var leading: XAxisAnchor { XAxisAnchor(view: self, attribute: .leading) }
    /// The trailing edge (the right edge: layout is left to right).
    public var trailing: XAxisAnchor { XAxisAnchor(view: self, attribute: .trailing) }
    /// The left edge.
    public var left: XAxisAnchor { XAxisAnchor(view: self, attribute: .left) }
    /// The right edge.
    public var right: XAxisAnchor { XAxisAnchor(view: self, attribute: .right) }
    /// The horizontal centre.
    public var centerX: XAxisAnchor { XAxisAnchor(view: self, attribute: .centerX) }
    /// The top edge.
    public var top: YAxisAnchor { YAxisAnchor(view: self, attribute: .top) }
    /// The bottom edge.
    public var bottom: YAxisAnchor { YAxisAnchor(view: self, attribute: .bottom) }
    /// The vertical centre.
    public var centerY: YAxisAnchor { YAxisAnchor(view: self, attribute: .centerY) }
    /// The width.
    public var width: DimensionAnchor { DimensionAnchor(view: self, attribute: .width) }
    /// The height.
    public var height: DimensionAnchor { DimensionAnchor(view: self, attribute: .height) }

    /// Top, leading, bottom and trailing together.
    public var edges: EdgesAnchor { EdgesAnchor(view: self) }
    /// Width and height together.
    public var size: SizeAnchor { SizeAnchor(view: self) }
    /// centerX and centerY together.
    public var center: CenterAnchor { CenterAnchor(view: self) }
}
