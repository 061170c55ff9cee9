/// A rectangle that takes part in constraints without being a view, as `UILayoutGuide`: it
/// has the same anchors as a view, belongs to a view (``LayoutView/addLayoutGuide(_:)``), and its
/// frame (``layoutFrame``) is in that view's coordinates.
///
/// ```swift
/// let gap = LayoutGuide("gap")
/// try row.addLayoutGuide(gap)
/// try engine.activate([
///     gap.leading == left.trailing, gap.trailing == right.leading,
///     gap.width == 0.25 * row.width,
/// ])
/// ```
///
/// A view also has two guides the engine places: ``LayoutView/safeAreaLayoutGuide`` and
/// ``LayoutView/layoutMarginsGuide``.
///
/// A guide is a reference type with identity; it is not `Sendable`.
public final class LayoutGuide: LayoutItem {
    // Stored properties unchecked for exclusivity at run time: see `LayoutEngine`.
    /// The view that owns the guide: its coordinates are the guide's.
    public var owningView: LayoutView? { owner }
    /// The owning view, held unowned: the view holds the guide (in
    /// ``LayoutView/layoutGuides``, or as its safe area or margins guide) and clears this when
    /// it lets the guide go or is released itself, so it is never read after the view is gone
    /// (if it were, the read would trap, not read freed memory). A weak reference gave every
    /// view with a guide — each stack view aligned other than to fill — a side table, an
    /// allocation that also puts every reference count taken on the view on a slow path.
    @exclusivity(unchecked) unowned var owner: LayoutView?
    /// The engine's constraints that place a system guide (safe area, margins), held weakly
    /// (the engine holds them while active), each with the edge whose inset is its constant
    /// (0 top, 1 leading, 2 bottom, 3 trailing) and the constant's sign; empty for a guide
    /// the caller places.
    @exclusivity(unchecked) var placement: [(edge: Int?, sign: Double, constraint: WeakConstraint)] = []
    /// Whether the engine made the guide for a view (safe area, margins): it cannot be added
    /// to another view.
    @exclusivity(unchecked) var isSystem = false

    /// Creates a guide owned by no view.
    /// - Parameter name: used in descriptions and errors; best unique within a tree.
    public init(_ name: String) {
        super.init(name: name)
    }

    /// The owning view: a guide's frame is in its coordinates.
    override var coordinateParent: LayoutView? { owningView }

    /// The owning view: a guide's attributes live in its coordinates.
    override var coordinateView: LayoutView? { owningView }

    /// The guide's frame in the owning view's coordinates (the same as ``LayoutItem/frame``),
    /// as `UILayoutGuide.layoutFrame`.
    public var layoutFrame: LayoutRect { frame }

    /// Whether every constraint the engine placed the guide with is active.
    var isPlaced: Bool {
        !placement.isEmpty && placement.allSatisfy { $0.constraint.constraint?.isActive == true }
    }
}
