/// A named rectangle in a tree of views, laid out by a ``LayoutEngine``, as `UIView`.
///
/// ```swift
/// let engine = LayoutEngine()
/// let card = LayoutView("card")
/// try engine.root.addSubview(card)
/// try engine.activate(card.edges == engine.root.edges.inset(by: 16))
/// try engine.layout(width: 375, height: 667)
/// card.frame      // (16, 16, 343, 635), in the superview's coordinates
/// ```
///
/// **Frames.** A view is a ``LayoutItem``: four solver variables, its position in the
/// superview's coordinates; ``LayoutItem/frame`` reads them, as UIKit's, and
/// ``LayoutItem/frameInRoot`` adds the origins above. Frames are always current: the solver re-solves
/// on every change.
///
/// **Intrinsic content size.** A view may declare the size its content wants
/// (``setIntrinsicContentSize(_:)``). Along each axis that has one, the engine adds content
/// hugging (`size <= intrinsic`, priority ``contentHuggingPriority(for:)``, default 250) and
/// compression resistance (`size >= intrinsic`, ``contentCompressionResistancePriority(for:)``,
/// default 750), as UIKit does. Changes apply in place (the solver's constant and strength
/// changes).
///
/// A view is a reference type with identity in a mutable tree; it is not `Sendable`. The class
/// cannot be subclassed outside the module (``StackView`` is the module's own subclass).
public class LayoutView: LayoutItem {
    // Stored properties unchecked for exclusivity at run time: see `LayoutEngine`.
    /// The subviews, in the order they were added.
    @exclusivity(unchecked) public private(set) var subviews: [LayoutView] = []
    /// The view this one is a subview of.
    public var superview: LayoutView? { parent }

    /// Makes room for `count` subviews in all.
    final func reserveSubviews(_ count: Int) { subviews.reserveCapacity(count) }
    /// The superview, held unowned: the superview holds this view in ``subviews`` and clears
    /// this when it lets the view go or is released itself (so it is never read after its
    /// object is gone; if it were, the read would trap, not read freed memory). A weak
    /// reference gave every view with subviews a side table, which put every reference count
    /// taken on it on a slow path: a fifth of the time of building a grid of 1000 cards.
    @exclusivity(unchecked) private unowned var parent: LayoutView?
    /// The size the view's content wants; nil on an axis without one.
    @exclusivity(unchecked) public internal(set) var intrinsicContentSize: IntrinsicContentSize

    /// Content hugging priority per axis (horizontal, vertical).
    @exclusivity(unchecked) var hugging = PerAxis(horizontal: LayoutPriority.defaultLow, vertical: .defaultLow)
    /// Compression resistance priority per axis (horizontal, vertical).
    @exclusivity(unchecked) var compression = PerAxis(horizontal: LayoutPriority.defaultHigh, vertical: .defaultHigh)
    /// The engine's content constraints: hugging and compression resistance per axis (made
    /// when needed, held while the view is in an engine).
    @exclusivity(unchecked) var contentConstraints = ContentConstraints()
    /// Whether the view is hidden, as `UIView.isHidden`. Layout ignores it, except in a
    /// ``StackView``: a hidden arranged subview collapses (no size along the stack's axis, no
    /// spacing) and comes back when shown again.
    @exclusivity(unchecked) public var isHidden = false {
        didSet {
            if isHidden != oldValue { superview?.subviewHiddenDidChange(self) }
        }
    }

    /// Whether the view is the root of an engine (it cannot become a subview).
    @exclusivity(unchecked) var isEngineRoot = false
    /// Whether the view's content constraints wait for
    /// ``LayoutEngine/updateConstraintsIfNeeded()``.
    @exclusivity(unchecked) var contentPending = false

    /// The guides added with ``addLayoutGuide(_:)``, in the order they were added.
    @exclusivity(unchecked) public private(set) var layoutGuides: [LayoutGuide] = []
    /// The safe area guide, once asked for.
    @exclusivity(unchecked) var safeAreaGuide: LayoutGuide?
    /// The margins guide, once asked for.
    @exclusivity(unchecked) var marginsGuide: LayoutGuide?
    /// The margins as set: ``directionalLayoutMargins``, or with ``absoluteMargins`` the
    /// left margin in `leading` and the right one in `trailing` (``layoutMargins``).
    @exclusivity(unchecked) var margins = LayoutInsets(8)
    /// Whether the margins were set with left and right edges (``layoutMargins``), which stay
    /// on their sides whatever the layout direction.
    @exclusivity(unchecked) var absoluteMargins = false
    /// ``preservesSuperviewLayoutMargins``.
    @exclusivity(unchecked) var preservesMargins = false
    /// ``insetsLayoutMarginsFromSafeArea``.
    @exclusivity(unchecked) var marginsFromSafeArea = true
    /// ``baselineOffsets``.
    @exclusivity(unchecked) var baselines: BaselineOffsets?
    /// ``layoutDirection``.
    @exclusivity(unchecked) var direction: UserInterfaceLayoutDirection?
    /// The height-for-width measure (``setHeightForWidth(_:)``).
    @exclusivity(unchecked) var measure: ((Double) -> Double)?
    /// ``preferredMaxLayoutWidth``.
    @exclusivity(unchecked) var preferredWidth: Double?
    /// The measure's last answer: the intrinsic height of a measured view.
    @exclusivity(unchecked) var measuredHeight: Double?

    /// The view's guides: its own, then the safe area and margins guides when made.
    var allGuides: [LayoutGuide] {
        // Most views have no system guide: their own list, built for no call.
        guard safeAreaGuide != nil || marginsGuide != nil else { return layoutGuides }
        return layoutGuides + [safeAreaGuide, marginsGuide].compactMap { $0 }
    }

    /// Creates a view with no superview, outside any engine.
    /// - Parameters:
    ///   - name: used in descriptions and errors; best unique within a tree.
    ///   - intrinsicContentSize: the size the content wants, if any. A negative or non-finite
    ///     size is reported when the view joins an engine (``addSubview(_:)`` throws).
    public init(_ name: String, intrinsicContentSize: IntrinsicContentSize = .none) {
        self.intrinsicContentSize = intrinsicContentSize
        super.init(name: name)
    }

    /// Whether the baselines lie at offsets (``baselineOffsets`` is set).
    override var hasBaselineOffsets: Bool { baselines != nil }

    /// A baseline's offset from the top (first) or bottom (last, negative); 0 otherwise.
    override func offset(of attribute: LayoutAttribute) -> Double {
        guard let baselines else { return 0 }
        switch attribute {
        case .firstBaseline: return baselines.firstFromTop
        case .lastBaseline: return -baselines.lastFromBottom
        default: return 0
        }
    }

    /// The superview: a view's frame is in its coordinates.
    override var coordinateParent: LayoutView? { superview }

    /// The view itself: its attributes live in its own coordinates.
    override var coordinateView: LayoutView? { self }

    deinit {
        for v in subviews { v.parent = nil }
        for g in layoutGuides { g.owner = nil }
        safeAreaGuide?.owner = nil
        marginsGuide?.owner = nil
    }

    /// Lets go of the constraints the view keeps for its engine (its content constraints) when
    /// it leaves the engine or the engine is freed: each holds the view.
    func releaseEngineConstraints() {
        contentConstraints = ContentConstraints()
    }

    // MARK: - The tree

    /// Adds `view` as the last subview. A view that already has a superview moves (its
    /// constraints are deactivated, as UIKit removes them). If this view is in an engine's
    /// tree, `view` and its subtree join that engine; their content constraints are added at
    /// the engine's next ``LayoutEngine/activate(_:fileID:line:)`` or ``LayoutEngine/layout(width:height:)``
    /// (see ``LayoutEngine/updateConstraintsIfNeeded()``).
    ///
    /// - Throws: ``LayoutError/invalidHierarchy(_:)`` when `view` is this view or one of its
    ///   ancestors, or the root of an engine; ``LayoutError/nonFiniteValue(_:context:)`` when a
    ///   joining view's intrinsic size is negative or not finite (then nothing changes).
    public func addSubview(_ view: LayoutView) throws(LayoutError) {
        if view.isEngineRoot {
            throw .invalidHierarchy("'\(view.name)' is the root of an engine and cannot be a subview")
        }
        var ancestor: LayoutView? = self
        while let a = ancestor {
            if a === view { throw .invalidHierarchy("'\(view.name)' cannot be added inside itself (via '\(name)')") }
            ancestor = a.superview
        }
        if engine != nil {
            for v in view.subtree { try v.validate(v.intrinsicContentSize) }
        }
        view.removeFromSuperview()
        subviews.append(view)
        view.parent = self
        engine?.attach(view)
    }

    /// Removes the view from its superview. When it was in an engine, every active constraint
    /// that refers to it or to a view in its subtree is deactivated (activate them again after
    /// adding the view back), and the subtree leaves the engine.
    public func removeFromSuperview() {
        guard let superview else { return }
        engine?.detach(self)
        superview.subviews.removeAll { $0 === self }
        parent = nil
        superview.didRemoveSubview(self)
    }

    /// Adds a guide the view owns; a guide owned by another view moves (its constraints are
    /// deactivated, as for a view). In an engine's tree the guide joins that engine. A view's
    /// safe area or margins guide cannot move: that is printed as an error and changes nothing
    /// (UIKit raises an exception).
    public func addLayoutGuide(_ guide: LayoutGuide) {
        if guide.owningView === self { return }
        if guide.isSystem {
            return reportUnthrown(
                .invalidHierarchy("'\(guide.name)' belongs to its view and cannot be added to '\(name)'"))
        }
        guide.owningView?.removeLayoutGuide(guide)
        layoutGuides.append(guide)
        guide.owner = self
        engine?.attach(guide)
    }

    /// Removes a guide the view owns: every active constraint that refers to it is
    /// deactivated. A guide the view does not own is ignored.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self, layoutGuides.contains(where: { $0 === guide }) else { return }
        engine?.detach(guide)
        layoutGuides.removeAll { $0 === guide }
        guide.owner = nil
    }

    /// The view and its subviews, depth first, parents before children, in subview order.
    var subtree: [LayoutView] {
        var result: [LayoutView] = []
        var stack: [LayoutView] = [self]
        while let v = stack.popLast() {
            result.append(v)
            stack.append(contentsOf: v.subviews.reversed())
        }
        return result
    }

    // MARK: - Intrinsic content size

    /// Sets the size the content wants. In an engine, the content constraints change in place
    /// (a new constant), appear (an axis gains a size) or go (it loses one).
    ///
    /// - Throws: ``LayoutError/nonFiniteValue(_:context:)`` for a negative or non-finite size;
    ///   ``LayoutError/unsatisfiable(_:conflicts:)`` when a required hugging or compression
    ///   resistance constraint could not hold (then nothing changes). In the UIKit-compatible
    ///   mode that constraint is reported and broken instead.
    public func setIntrinsicContentSize(_ size: IntrinsicContentSize) throws(LayoutError) {
        try validate(size)
        let old = intrinsicContentSize
        intrinsicContentSize = size
        defer {
            if intrinsicContentSize != old { superview?.subviewIntrinsicContentSizeDidChange(self, from: old) }
        }
        guard let engine, !contentPending else { return }
        do { try engine.applyContentConstraints(of: self) } catch {
            intrinsicContentSize = old
            throw error
        }
    }

    /// Throws for a negative or non-finite intrinsic size.
    func validate(_ size: IntrinsicContentSize) throws(LayoutError) {
        for axis in LayoutAxis.allCases {
            if let v = size[axis], !(v.isFinite && v >= 0) {
                throw .nonFiniteValue(v, context: "intrinsic \(axis == .horizontal ? "width" : "height") of '\(name)'")
            }
        }
    }

    /// The priority with which the view resists growing beyond its intrinsic size along `axis`.
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        hugging[axis]
    }

    /// Sets the content hugging priority along `axis`: an in-place strength change between
    /// optional priorities (a change to or from required re-adds the constraint).
    /// - Throws: ``LayoutError/invalidPriority(_:context:)``, or as ``setIntrinsicContentSize(_:)``.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) throws(LayoutError) {
        guard priority.isValid else { throw .invalidPriority(priority, context: "content hugging of '\(name)'") }
        let old = hugging[axis]
        hugging[axis] = priority
        guard let engine, !contentPending else { return }
        do { try engine.applyContentConstraints(of: self) } catch {
            hugging[axis] = old
            throw error
        }
    }

    /// The priority with which the view resists shrinking below its intrinsic size along `axis`.
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        compression[axis]
    }

    /// Sets the compression resistance priority along `axis`: an in-place strength change
    /// between optional priorities (a change to or from required re-adds the constraint).
    /// - Throws: ``LayoutError/invalidPriority(_:context:)``, or as ``setIntrinsicContentSize(_:)``.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis)
        throws(LayoutError)
    {
        guard priority.isValid else {
            throw .invalidPriority(priority, context: "compression resistance of '\(name)'")
        }
        let old = compression[axis]
        compression[axis] = priority
        guard let engine, !contentPending else { return }
        do { try engine.applyContentConstraints(of: self) } catch {
            compression[axis] = old
            throw error
        }
    }

    // MARK: - Hooks for a view that arranges its subviews

    /// The view's own constraints, installed by ``LayoutEngine/updateConstraintsIfNeeded()``
    /// after its content constraints and system guides (a ``StackView`` arranges its views
    /// there). Nothing for a plain view.
    func updateOwnConstraints() throws(LayoutError) {}

    /// A subview's ``isHidden`` changed. Nothing for a plain view.
    func subviewHiddenDidChange(_ subview: LayoutView) {}

    /// A subview's intrinsic content size changed from `old`. Nothing for a plain view.
    func subviewIntrinsicContentSizeDidChange(_ subview: LayoutView, from old: IntrinsicContentSize) {}

    /// A subview left this view (``removeFromSuperview()``). Nothing for a plain view.
    func didRemoveSubview(_ subview: LayoutView) {}
}

/// A value per axis, held in place (an array would be an allocation per view).
struct PerAxis<Value> {
    /// The horizontal axis's.
    var horizontal: Value
    /// The vertical axis's.
    var vertical: Value

    /// The value for `axis`.
    subscript(axis: LayoutAxis) -> Value {
        get { axis == .horizontal ? horizontal : vertical }
        set {
            if axis == .horizontal { horizontal = newValue } else { vertical = newValue }
        }
    }
}

/// A weak reference to a constraint.
struct WeakConstraint {
    /// The constraint, while something else holds it.
    weak var constraint: LayoutConstraint?
}

extension LayoutAxis {
    /// 0 for horizontal, 1 for vertical.
    var index: Int { self == .horizontal ? 0 : 1 }
}
