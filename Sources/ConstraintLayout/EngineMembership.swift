/// What an item in an engine's tree, or a constraint active in an engine, holds of that
/// engine: one object per engine, held strongly, that refers to the engine weakly.
///
/// Whether an item or a constraint belongs to *this* engine is asked for every constraint
/// activated; comparing the holders' references to the engine's one membership is a pointer
/// comparison. Weak references straight to the engine made each of those questions a load
/// through the engine's side table with a reference count taken and given back, the slow
/// path of both (several per constraint: 10 % of building a 1000-card grid).
///
/// An engine that is gone leaves its membership behind with no engine: its items and
/// constraints then read ``engine`` as nil, as with a weak reference, and no later engine can
/// be taken for it (it has a membership of its own).
final class EngineMembership {
    // Stored properties unchecked for exclusivity at run time: see `LayoutEngine`.
    /// The engine, while it exists.
    @exclusivity(unchecked) weak var engine: LayoutEngine?
    /// Whether any view of the engine's tree may lay out right to left: set once the engine's
    /// direction, or a view's in its tree, is right to left, and never cleared. While false,
    /// no constraint of the engine is mirrored (``LayoutConstraint/isMirroredNow``), and the
    /// question costs no walk up the tree for its items' common ancestor (a thirtieth of a
    /// screen's build, where most constraints relate leading or trailing edges).
    @exclusivity(unchecked) var mayMirror = false
}
