// UIKit's names where this module spells things differently: each is declared unavailable so
// that the compiler names the spelling to use here, with a fix-it where it is a plain rename.
// They exist only for that message; none can be called.

// Where UIKit or AppKit exists, their own `UIView`, `NSLayoutConstraint`, … are the real thing:
// a file importing both would find two declarations of each name, so these type names are
// declared only where neither framework can be imported (the members below cannot collide).
#if !canImport(UIKit) && !canImport(AppKit)
/// UIKit's `NSLayoutConstraint`: here ``LayoutConstraint``.
@available(*, unavailable, renamed: "LayoutConstraint")
public typealias NSLayoutConstraint = LayoutConstraint

/// UIKit's `UIView`: here ``LayoutView``.
@available(*, unavailable, renamed: "LayoutView")
public typealias UIView = LayoutView

/// UIKit's `UILayoutPriority`: here ``LayoutPriority``.
@available(*, unavailable, renamed: "LayoutPriority")
public typealias UILayoutPriority = LayoutPriority

/// UIKit's `UILayoutGuide`: here ``LayoutGuide``.
@available(*, unavailable, renamed: "LayoutGuide")
public typealias UILayoutGuide = LayoutGuide

/// UIKit's `NSLayoutXAxisAnchor`: here ``XAxisAnchor``.
@available(*, unavailable, renamed: "XAxisAnchor")
public typealias NSLayoutXAxisAnchor = XAxisAnchor

/// UIKit's `NSLayoutYAxisAnchor`: here ``YAxisAnchor``.
@available(*, unavailable, renamed: "YAxisAnchor")
public typealias NSLayoutYAxisAnchor = YAxisAnchor

/// UIKit's `NSLayoutDimension`: here ``DimensionAnchor``.
@available(*, unavailable, renamed: "DimensionAnchor")
public typealias NSLayoutDimension = DimensionAnchor

/// UIKit's `NSDirectionalEdgeInsets`: here ``LayoutInsets`` (top, leading, bottom, trailing).
@available(*, unavailable, renamed: "LayoutInsets")
public typealias NSDirectionalEdgeInsets = LayoutInsets

/// UIKit's `UIStackView`: here ``StackView``.
@available(*, unavailable, renamed: "StackView")
public typealias UIStackView = StackView

/// UIKit's `UIEdgeInsets` (top, left, bottom, right): here ``LayoutEdgeInsets``, as
/// ``LayoutView/layoutMargins`` takes them.
@available(*, unavailable, renamed: "LayoutEdgeInsets")
public typealias UIEdgeInsets = LayoutEdgeInsets

/// Core Graphics' `CGFloat`: lengths here are `Double`.
@available(*, unavailable, renamed: "Double")
public typealias CGFloat = Double

/// Core Graphics' `CGSize`: here ``LayoutSize``.
@available(*, unavailable, renamed: "LayoutSize")
public typealias CGSize = LayoutSize

/// Core Graphics' `CGPoint`: here ``LayoutPoint``.
@available(*, unavailable, renamed: "LayoutPoint")
public typealias CGPoint = LayoutPoint

/// Core Graphics' `CGRect`: here ``LayoutRect``.
@available(*, unavailable, renamed: "LayoutRect")
public typealias CGRect = LayoutRect
#endif

extension LayoutConstraint {
    /// UIKit's visual format call with a views dictionary of `Any` (`[String: Any]`): here the
    /// views are typed.
    @available(
        *, unavailable,
        message:
            "give the views as [String: LayoutView] (every value a view): try LayoutConstraint.constraints(withVisualFormat:options:metrics:views:)"
    )
    public static func constraints(
        withVisualFormat format: String, options: VisualFormatOptions = [], metrics: [String: Double]? = nil,
        views: [String: Any]
    ) -> [LayoutConstraint] { [] }
}

extension LayoutView {
    /// UIKit's unnamed view: views here have a name (it names them in layouts, explanations
    /// and errors) and are laid out in an engine.
    @available(
        *, unavailable,
        message:
            "name the view and add it under an engine's root: let view = LayoutView(\"name\"); try engine.root.addSubview(view)"
    )
    public convenience init() { self.init("") }
}

extension StackView {
    /// UIKit's unnamed stack view: stacks here have a name.
    @available(*, unavailable, message: "name the stack: StackView(\"name\")")
    public convenience init() { self.init("") }

    /// UIKit's `UIStackView(arrangedSubviews:)`: stacks here have a name, and arranging can
    /// throw.
    @available(*, unavailable, message: "name the stack: try StackView(\"name\", arrangedSubviews: [...])")
    public convenience init(arrangedSubviews views: [LayoutView]) { self.init("") }
}

extension LayoutGuide {
    /// UIKit's unnamed layout guide: guides here have a name.
    @available(
        *, unavailable,
        message: "name the guide and add it to its view: let guide = LayoutGuide(\"name\"); view.addLayoutGuide(guide)"
    )
    public convenience init() { self.init("") }
}

// On views and guides alike (`safeAreaLayoutGuide.topAnchor`).
extension LayoutItem {
    /// UIKit's `leadingAnchor`: here ``leading``.
    @available(*, unavailable, renamed: "leading")
    public var leadingAnchor: XAxisAnchor { leading }
    /// UIKit's `trailingAnchor`: here ``trailing``.
    @available(*, unavailable, renamed: "trailing")
    public var trailingAnchor: XAxisAnchor { trailing }
    /// UIKit's `leftAnchor`: here ``left``.
    @available(*, unavailable, renamed: "left")
    public var leftAnchor: XAxisAnchor { left }
    /// UIKit's `rightAnchor`: here ``right``.
    @available(*, unavailable, renamed: "right")
    public var rightAnchor: XAxisAnchor { right }
    /// UIKit's `centerXAnchor`: here ``centerX``.
    @available(*, unavailable, renamed: "centerX")
    public var centerXAnchor: XAxisAnchor { centerX }
    /// UIKit's `topAnchor`: here ``top``.
    @available(*, unavailable, renamed: "top")
    public var topAnchor: YAxisAnchor { top }
    /// UIKit's `bottomAnchor`: here ``bottom``.
    @available(*, unavailable, renamed: "bottom")
    public var bottomAnchor: YAxisAnchor { bottom }
    /// UIKit's `centerYAnchor`: here ``centerY``.
    @available(*, unavailable, renamed: "centerY")
    public var centerYAnchor: YAxisAnchor { centerY }
    /// UIKit's `widthAnchor`: here ``width``.
    @available(*, unavailable, renamed: "width")
    public var widthAnchor: DimensionAnchor { width }
    /// UIKit's `heightAnchor`: here ``height``.
    @available(*, unavailable, renamed: "height")
    public var heightAnchor: DimensionAnchor { height }
}

extension LayoutView {
    /// UIKit's `firstBaselineAnchor`: here ``firstBaseline``.
    @available(*, unavailable, renamed: "firstBaseline")
    public var firstBaselineAnchor: YAxisAnchor { firstBaseline }
    /// UIKit's `lastBaselineAnchor`: here ``lastBaseline``.
    @available(*, unavailable, renamed: "lastBaseline")
    public var lastBaselineAnchor: YAxisAnchor { lastBaseline }
    /// UIKit's per-view direction override: here ``layoutDirection`` (nil inherits).
    @available(*, unavailable, message: "use layoutDirection: .leftToRight or .rightToLeft (nil inherits)")
    public var semanticContentAttribute: UserInterfaceLayoutDirection? {
        get { layoutDirection }
        set {}
    }

    /// UIKit's resolved direction: here ``effectiveLayoutDirection``.
    @available(*, unavailable, renamed: "effectiveLayoutDirection")
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection { effectiveLayoutDirection }

    /// UIKit's switch between autoresizing masks and constraints. Views here have no
    /// autoresizing mask: every view is laid out by constraints alone, so there is nothing to
    /// turn off.
    @available(
        *, unavailable,
        message: "views here have no autoresizing mask; constraints alone lay them out, so delete the line"
    )
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { false }
        set {}
    }

    /// UIKit's forced layout pass. Frames here are current after every change (the solver
    /// re-solves each time); the root's size is set with ``LayoutEngine/layout(width:height:)``.
    @available(
        *, unavailable,
        message: "frames are current after every change; set the root's size with LayoutEngine.layout(width:height:)"
    )
    public func layoutIfNeeded() {}

    /// UIKit's request for a layout pass: there is none to request here (frames are always
    /// current).
    @available(*, unavailable, message: "frames are current after every change; there is no layout pass to request")
    public func setNeedsLayout() {}

    /// UIKit's invalidation of an overridden `intrinsicContentSize`: here the size is a value
    /// the view is given.
    @available(*, unavailable, message: "give the view its new size: try view.setIntrinsicContentSize(...)")
    public func invalidateIntrinsicContentSize() {}

    /// UIKit's old way to install a constraint on a view: constraints are activated instead.
    @available(*, unavailable, message: "activate it: constraint.isActive = true, or LayoutConstraint.activate([...])")
    public func addConstraint(_ constraint: LayoutConstraint) {}

    /// UIKit's old way to install constraints on a view: constraints are activated instead.
    @available(*, unavailable, message: "activate them: try LayoutConstraint.activate([...])")
    public func addConstraints(_ constraints: [LayoutConstraint]) {}

    /// UIKit's debugging aid that moves an ambiguous view to another of its possible frames.
    /// The solver here picks one frame deterministically; ask which views are ambiguous and
    /// why instead.
    @available(
        *, unavailable,
        message:
            "read view.hasAmbiguousLayout or engine.ambiguousViews, and engine.explain(view) for what fixes its frame"
    )
    public func exerciseAmbiguityInLayout() {}
}

extension UserInterfaceLayoutDirection {
    /// UIKit's `UISemanticContentAttribute.forceRightToLeft`: here ``rightToLeft``, set on
    /// ``LayoutView/layoutDirection``.
    @available(*, unavailable, renamed: "rightToLeft")
    public static var forceRightToLeft: UserInterfaceLayoutDirection { .rightToLeft }
    /// UIKit's `UISemanticContentAttribute.forceLeftToRight`: here ``leftToRight``, set on
    /// ``LayoutView/layoutDirection``.
    @available(*, unavailable, renamed: "leftToRight")
    public static var forceLeftToRight: UserInterfaceLayoutDirection { .leftToRight }
}
