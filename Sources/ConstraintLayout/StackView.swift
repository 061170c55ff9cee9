/// A view that lays out a row or a column of views with constraints it makes and owns, as
/// UIKit's `UIStackView`.
///
/// ```swift
/// let row = StackView("row")
/// row.spacing = 8
/// row.alignment = .center
/// try engine.root.addSubview(row)
/// try row.addArrangedSubview(icon)
/// try row.addArrangedSubview(title)
/// try engine.activate([row.leading == engine.root.leading + 16, row.top == engine.root.top + 16])
/// ```
///
/// **Arranged subviews.** The views in ``arrangedSubviews`` are laid out one after another along
/// ``axis`` (left to right, or top to bottom), in that order. Arranging a view makes it a
/// subview; ``removeArrangedSubview(_:)`` stops arranging it but keeps it as a subview, and a
/// view taken out of the stack with ``LayoutView/removeFromSuperview()`` stops being arranged.
///
/// **Along the axis** the first view starts at the stack's leading (top) edge, the last ends
/// at its trailing (bottom) edge, and ``distribution`` shares the length out; ``spacing``
/// separates neighbours (``setCustomSpacing(_:after:)`` overrides it after one view).
/// **Across the axis** ``alignment`` places each view. The stack's own size follows its views
/// when nothing else fixes it. An empty stack makes no constraints (size it yourself).
///
/// **Hidden views.** An arranged view whose ``LayoutView/isHidden`` is true collapses: zero size
/// along the axis, and the spacing on its side goes (the views around it are one spacing
/// apart). Showing it brings both back; nobody rewires anything. Across the axis it stays
/// aligned, as UIKit keeps its alignment constraints: with ``Alignment/fill`` its own size
/// across still counts, as in UIKit; with the other alignments it does not widen the stack.
///
/// **Ties** (a choice UIKit leaves open): when the views of a ``Distribution/fill`` stack must
/// stretch or shrink and the lowest hugging (or compression resistance) priority is shared,
/// the later view in ``arrangedSubviews`` gives way first: earlier views keep their intrinsic
/// size. The stack holds this with one constraint per view with an intrinsic size,
/// `'Layout-StackView-Tie' view.width == intrinsic` at a priority below every UIKit one (24),
/// weighing 2 for the first view and less by the same step for each next one, down to above
/// 1 for the last (one priority for all of them: a priority per view would be a strict level
/// of the solver per view, and a long stack would cost the square of its views), which only
/// decides among layouts the other priorities find equally good. The same holds for
/// ``Distribution/equalSpacing`` and ``Distribution/equalCentering``, whose views keep their
/// intrinsic sizes too.
///
/// **Constraints.** The stack makes its constraints and names them as UIKit does (see
/// ``LayoutConstraint/identifier``): `UISV-canvas-connection` (the end views to the stack),
/// `UISV-spacing`, `UISV-alignment`, `UISV-fill-equally`, `UISV-fill-proportionally`,
/// `UISV-distributing-edge` (the gap guides of the equal distributions), `UISV-spanning-boundary`
/// and `UISV-spanning-fit` (the guide spanning the views across the axis when they are not
/// stretched), `UISV-canvas-fit`, `UISV-ambiguity-suppression`, `UISV-hiding`. They are ordinary active
/// constraints of the engine: ``LayoutEngine/layoutDescription`` lists them. A change of a
/// property updates them: in place (a constant or an optional priority) where that suffices;
/// otherwise only the constraints that differ are removed and added. A view that comes, goes,
/// is hidden or shown, or takes a new intrinsic size changes only the constraints around it
/// (in the ``Distribution/fill`` and ``Distribution/fillEqually`` stacks, past the first
/// view), rather than making all of the stack's constraints again to compare them; in a fill
/// stack, a view with a length that comes or goes before others also gives the ties after it
/// their new weights.
///
/// **Recovery.** The property setters cannot throw: a required stack constraint that cannot
/// hold against the caller's constraints is broken as UIKit breaks it (left inactive and
/// reported through the engine, as for ``LayoutConstraint/isActive``). The throwing methods
/// (``addArrangedSubview(_:)`` and its kin) follow the engine's ``LayoutEngine/conflictHandling``.
///
/// A horizontal stack lays out from its leading edge, so right to left it runs from the right
/// (``LayoutView/layoutDirection``). Not modelled: UIKit's `UISV-text-width-disambiguation`
/// constraints of the baseline alignments.
public final class StackView: LayoutView {
    // Stored properties unchecked for exclusivity at run time: see `LayoutEngine`.
    /// How the stack shares its length out among its views, as `UIStackView.Distribution`.
    public enum Distribution: String, Sendable, CaseIterable {
        /// The views fill the stack: their intrinsic sizes, stretched or shrunk by their
        /// hugging (to stretch) and compression resistance (to shrink) priorities; the lowest
        /// priority gives way (ties: see ``StackView``).
        case fill
        /// The views fill the stack, all the same size along the axis.
        case fillEqually
        /// The views fill the stack in proportion to their intrinsic sizes along the axis. As
        /// UIKit does, view *k* (counting visible views) is held at `share × stack length` with
        /// priority `999 - k` (never below 751), its share its intrinsic size over the visible
        /// views' intrinsic sizes plus the spacings; when the shares cannot all hold, the later
        /// views give way. A view without an intrinsic size gets no share constraint.
        case fillProportionally
        /// The views keep their intrinsic sizes and the gaps between them are equal, at least
        /// ``StackView/spacing``; when the views do not fit at that spacing they shrink by
        /// compression resistance.
        case equalSpacing
        /// The views keep their intrinsic sizes and their centres are equally far apart (at
        /// priority 149, as UIKit), the gaps at least ``StackView/spacing``; when the views do
        /// not fit, the centring gives way first, then the views shrink by compression
        /// resistance.
        case equalCentering
    }

    /// Where the stack places its views across its axis, as `UIStackView.Alignment`.
    public enum Alignment: String, Sendable, CaseIterable {
        /// The views span the stack across the axis.
        case fill
        /// The views' leading edges (top edges in a horizontal stack) at the stack's.
        case leading
        /// The views' centres at the stack's.
        case center
        /// The views' trailing edges (bottom edges in a horizontal stack) at the stack's.
        case trailing
        /// In a horizontal stack, the views' first baselines (``LayoutView/baselineOffsets``) on one
        /// line, the topmost view at the stack's top. UIKit defines it for horizontal stacks
        /// only; in a vertical stack it acts as ``leading``.
        case firstBaseline
        /// In a horizontal stack, the views' last baselines on one line, the topmost view at
        /// the stack's top; in a vertical stack, as ``leading``.
        case lastBaseline

        /// The top edges, in a horizontal stack: the same as ``leading``.
        public static var top: Alignment { .leading }
        /// The bottom edges, in a horizontal stack: the same as ``trailing``.
        public static var bottom: Alignment { .trailing }
    }

    /// The value of ``customSpacing(after:)`` for a view without a custom spacing, as
    /// `UIStackView.spacingUseDefault`: ``spacing`` applies after it.
    public static let spacingUseDefault = Double.greatestFiniteMagnitude

    /// The arranged views, in layout order.
    @exclusivity(unchecked) public private(set) var arrangedSubviews: [LayoutView] = []

    /// How many arranged views have a length along the axis, hidden or not: the views that
    /// have a place among the tie-break constraints (see ``tieWeight(_:of:)``; a hidden view
    /// keeps its place, without its tie, so that hiding and showing renumber nothing). Kept as
    /// views come, go, or gain or lose that length, so that a change around one view does not
    /// count them all.
    @exclusivity(unchecked) private(set) var tiedCount = 0

    /// Whether `view`, arranged, counts in ``tiedCount``.
    func isTied(_ view: LayoutView) -> Bool {
        view.intrinsicContentSize[axis] != nil
    }

    /// The axis the views are laid out along (horizontal: a row; vertical: a column).
    @exclusivity(unchecked) public var axis: LayoutAxis = .horizontal {
        didSet {
            guard axis != oldValue else { return }
            tiedCount = arrangedSubviews.count(where: isTied)
            rearrangeNow()
        }
    }

    /// How the length along the axis is shared out; ``Distribution/fill`` by default.
    @exclusivity(unchecked) public var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { rearrangeNow() } }
    }

    /// How the views are placed across the axis; ``Alignment/fill`` by default.
    @exclusivity(unchecked) public var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { rearrangeNow() } }
    }

    /// The distance between neighbouring views (the minimum distance for the equal
    /// distributions); 0 by default; negative values overlap the views, as in UIKit. Setting it
    /// changes the spacing constraints' constants in place. A non-finite value is printed as
    /// an error and changes nothing.
    public var spacing: Double {
        get { defaultSpacing }
        set {
            guard newValue.isFinite else {
                return reportUnthrown(.nonFiniteValue(newValue, context: "spacing of '\(name)'"))
            }
            guard newValue != defaultSpacing else { return }
            defaultSpacing = newValue
            rearrangeNow()
        }
    }
    @exclusivity(unchecked) private var defaultSpacing = 0.0

    /// Whether the views are laid out in the stack's layout margins
    /// (``LayoutView/layoutMarginsGuide``) rather than its edges; false by default.
    @exclusivity(unchecked) public var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { rearrangeNow() } }
    }

    /// Whether a vertical stack measures the spacing between its views from baseline to
    /// baseline, as `UIStackView.isBaselineRelativeArrangement`: each view's first baseline is
    /// the spacing below the last baseline of the visible view before it (rather than its top
    /// the spacing below that view's bottom). False by default; a horizontal stack ignores it.
    @exclusivity(unchecked) public var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { rearrangeNow() } }
    }

    /// Custom spacings after views, by the view's identity (looked up, never iterated).
    @exclusivity(unchecked) private var customSpacings: [ObjectIdentifier: Double] = [:]
    /// The constraints the stack has made, by what they relate (looked up, never iterated for
    /// an order: what leaves the solver leaves in activation order). One left inactive (a
    /// conflict in the UIKit-compatible mode) is added again at the next rearrangement.
    ///
    /// Held while the stack is in an engine, and let go when it leaves
    /// (``LayoutEngine/detach(_:)``) or the engine is freed: a constraint holds the stack (its
    /// item), so the two keep each other alive until then. (Weak references cost each
    /// constraint a side table, an allocation, and made every reference count on it the
    /// runtime's slow path.)
    @exclusivity(unchecked) var arrangement = StackArrangement()
    /// Lets go of the arrangement and the content constraints when the stack leaves its engine
    /// or the engine is freed.
    override func releaseEngineConstraints() {
        super.releaseEngineConstraints()
        arrangement = StackArrangement()
    }

    /// The gap guides of the equal distributions, one per gap in use.
    @exclusivity(unchecked) var gapGuides: [LayoutGuide] = []
    /// The guide that spans the views across the axis (alignments other than fill).
    @exclusivity(unchecked) var spanningGuide: LayoutGuide?

    /// Creates an empty stack (a horizontal row, fill distribution and alignment, no spacing).
    public init(_ name: String) {
        super.init(name, intrinsicContentSize: .none)
    }

    /// Creates a stack arranging `views`, in order.
    /// - Throws: as ``addArrangedSubview(_:)``.
    public convenience init(_ name: String, arrangedSubviews views: [LayoutView]) throws(LayoutError) {
        self.init(name)
        // Each list grows once, not one reallocation after another as the views come.
        arrangedSubviews.reserveCapacity(views.count)
        reserveSubviews(views.count)
        for view in views { try addArrangedSubview(view) }
    }

    // MARK: - Arranged subviews

    /// Arranges `view` after the others (it becomes a subview, last, unless it already is one).
    /// A view already arranged moves to the end.
    ///
    /// - Throws: as ``LayoutView/addSubview(_:)``; ``LayoutError/unsatisfiable(_:conflicts:)`` when
    ///   a required stack constraint cannot hold with ``ConflictHandling/throwError`` (then
    ///   nothing changes; in the UIKit-compatible mode it is reported and left inactive).
    public func addArrangedSubview(_ view: LayoutView) throws(LayoutError) {
        let end = arrangedIndex(of: view) == nil ? arrangedSubviews.count : arrangedSubviews.count - 1
        try insertArrangedSubview(view, at: end)
    }

    /// Where `view` is in ``arrangedSubviews``, if it is arranged. An arranged view is a
    /// subview (leaving the stack unarranges it), so a view that is not one is answered
    /// without a scan of the list: a scan per view added made filling a stack of `n` views
    /// cost `n²/2`.
    private func arrangedIndex(of view: LayoutView) -> Int? {
        view.superview === self ? arrangedSubviews.firstIndex { $0 === view } : nil
    }

    /// Arranges `view` at `index` of ``arrangedSubviews`` (0 is the first); a view already
    /// arranged moves there (the index counts the others). The view becomes a subview (last)
    /// unless it already is one.
    ///
    /// - Throws: ``LayoutError/invalidHierarchy(_:)`` for an index outside
    ///   `0...arrangedSubviews.count` (without the view when it is arranged already), and as
    ///   ``addArrangedSubview(_:)``.
    public func insertArrangedSubview(_ view: LayoutView, at index: Int) throws(LayoutError) {
        // Changed in place and undone by the inverse moves: a copy of the list to undo with,
        // or to remove the view from, made filling a stack of `n` views cost `n²/2` copies.
        let joined = view.superview !== self
        let place = arrangedIndex(of: view)
        let others = arrangedSubviews.count - (place == nil ? 0 : 1)
        guard index >= 0, index <= others else {
            throw .invalidHierarchy("index \(index) is outside 0...\(others) of the arranged subviews of '\(name)'")
        }
        if joined { try addSubview(view) }
        if let place { arrangedSubviews.remove(at: place) }
        arrangedSubviews.insert(view, at: index)
        if place == nil && isTied(view) { tiedCount += 1 }
        // A view new to the arrangement changes only the constraints around its slot.
        if place == nil && rearrangeLocally(inserting: view, at: index) { return }
        do { try rearrangeIfInEngine() } catch {
            arrangedSubviews.remove(at: index)
            if let place { arrangedSubviews.insert(view, at: place) }
            if place == nil && isTied(view) { tiedCount -= 1 }
            if joined { view.removeFromSuperview() }
            cannotFail("the previous arrangement held before") { try rearrangeIfInEngine() }
            throw error
        }
    }

    /// Stops arranging `view`: it stays a subview (as in UIKit) but the stack's constraints on
    /// it go, and so does its custom spacing. A view that is not arranged is ignored.
    public func removeArrangedSubview(_ view: LayoutView) {
        guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        unarrange(view, at: index)
    }

    /// Takes `view` out of the arranged views at `index`, with its custom spacing and its
    /// constraints (those around its slot, or the stack arranged afresh).
    private func unarrange(_ view: LayoutView, at index: Int) {
        arrangedSubviews.remove(at: index)
        if isTied(view) { tiedCount -= 1 }
        customSpacings[ObjectIdentifier(view)] = nil
        if !rearrangeLocally(removing: view, at: index) { rearrangeNow() }
    }

    /// Sets the spacing after `view` (to the next view), overriding ``spacing`` there, as
    /// `UIStackView.setCustomSpacing(_:after:)`; ``spacingUseDefault`` goes back to
    /// ``spacing``. While `view` is hidden its custom spacing goes with it: the gap after the
    /// visible view before it is that view's spacing.
    /// A view that is not arranged, or a non-finite spacing other than ``spacingUseDefault``,
    /// is printed as an error and changes nothing.
    public func setCustomSpacing(_ spacing: Double, after view: LayoutView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else {
            return reportUnthrown(.invalidHierarchy("'\(view.name)' is not arranged in '\(name)'"))
        }
        guard spacing.isFinite || spacing == Self.spacingUseDefault else {
            return reportUnthrown(.nonFiniteValue(spacing, context: "custom spacing after '\(view.name)'"))
        }
        let value: Double? = spacing == Self.spacingUseDefault ? nil : spacing
        guard customSpacings[ObjectIdentifier(view)] != value else { return }
        customSpacings[ObjectIdentifier(view)] = value
        rearrangeNow()
    }

    /// The custom spacing after `view`, or ``spacingUseDefault`` when it has none.
    public func customSpacing(after view: LayoutView) -> Double {
        customSpacings[ObjectIdentifier(view)] ?? Self.spacingUseDefault
    }

    /// The spacing that follows `view`: its custom spacing, else ``spacing``.
    func spacing(after view: LayoutView) -> Double {
        customSpacings[ObjectIdentifier(view)] ?? defaultSpacing
    }

    // MARK: - Hooks

    /// The engine's update pass: the stack's constraints, once the stack is in the tree.
    override func updateOwnConstraints() throws(LayoutError) {
        guard let engine else { return }
        try rearrange(handling: engine.conflictHandling)
    }

    /// An arranged view was hidden or shown: the constraints around its slot change (see
    /// ``rearrangeLocally(hiding:at:)``), or the stack is arranged afresh.
    override func subviewHiddenDidChange(_ subview: LayoutView) {
        guard let index = arrangedIndex(of: subview) else { return }
        if !rearrangeLocally(hiding: subview, at: index) { rearrangeNow() }
    }

    /// An arranged view's intrinsic size changed: its tie-break constraint takes the new
    /// length (see ``retieLocally(_:from:)``), or the stack is arranged afresh.
    override func subviewIntrinsicContentSizeDidChange(_ subview: LayoutView, from old: IntrinsicContentSize) {
        guard arrangedIndex(of: subview) != nil else { return }
        if isTied(subview) != (old[axis] != nil) { tiedCount += isTied(subview) ? 1 : -1 }
        if !retieLocally(subview, from: old) { rearrangeNow() }
    }

    /// An arranged view left the stack: it is no longer arranged.
    override func didRemoveSubview(_ subview: LayoutView) {
        guard let index = arrangedSubviews.firstIndex(where: { $0 === subview }) else { return }
        unarrange(subview, at: index)
    }

    // MARK: - Applying changes

    /// Brings the constraints in line with the properties when the stack is in an engine and
    /// past its update pass; otherwise the update pass will.
    private func rearrangeIfInEngine() throws(LayoutError) {
        guard let engine, !contentPending else { return }
        try rearrange(handling: engine.conflictHandling)
    }

    /// ``rearrangeIfInEngine()`` for a setter, which cannot throw: UIKit's recovery (a
    /// constraint that cannot hold is broken and reported through the engine).
    private func rearrangeNow() {
        guard let engine, !contentPending else { return }
        do { try rearrange(handling: engine.recoveringHandling) } catch { reportUnthrown(error) }
    }
}
