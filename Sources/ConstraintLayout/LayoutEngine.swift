/// An Auto Layout–style engine: a tree of ``LayoutView``s under ``root``, the caller's
/// ``LayoutConstraint``s, and one Cassowary ``Solver`` that lays them out.
///
/// ```swift
/// let engine = LayoutEngine()
/// let root = engine.root
/// let strip = LayoutView("strip")
/// try root.addSubview(strip)
/// try engine.activate([
///     strip.leading == root.leading,
///     strip.trailing == root.trailing,
///     strip.top == root.top,
///     strip.height == 0.25 * strip.width + 12,
/// ])
/// try engine.layout(width: 375, height: 667)
/// strip.frame        // (0, 0, 375, 105.75)
/// ```
///
/// **The root.** Its origin is fixed at (0, 0) by two engine constraints. Its size is
/// required, as UIKit holds a window's size (its `UIView-Encapsulated-Layout-Width/Height`
/// constraints): the first ``layout(width:height:)`` adds `'Layout-Root-Width' root.width == …`
/// and `'Layout-Root-Height' root.height == …` as required constraints, and every later call
/// changes their constants in place (an incremental re-solve, never a rebuild). So no optional
/// priority, however close to 1000, competes with the root's size, and required constraints
/// that would move it are a conflict like any other, named by ``ConflictHandling``. Before the
/// first ``layout(width:height:)`` nothing holds the root's size.
///
/// **Changes are incremental.** Activation adds to the solver, deactivation removes, a
/// constant change is the solver's in-place constant change, an optional-to-optional priority
/// change its in-place strength change.
///
/// **Conflicts.** By default (``ConflictHandling/throwError``) a required constraint that
/// cannot hold throws ``LayoutError/unsatisfiable(_:conflicts:)`` naming it and its conflict
/// set, and changes nothing (a batch is all or nothing).
/// ``ConflictHandling/uikitCompatible(report:)`` logs UIKit's message through a handler,
/// breaks the offending constraint (documented there) and keeps going.
///
/// The engine is a reference type owning mutable state; it is not `Sendable`.
public final class LayoutEngine {
    // The stored properties of the engine and of the objects it works through (constraints,
    // items, views, stack views, guides, memberships) are `@exclusivity(unchecked)`: the runtime
    // does not check at each access that no other access to the same property is under way. A
    // class's properties are otherwise checked at every write and at every call of a mutating
    // method on them (a lookup in a per-thread table, some 80 instructions), and a screen's build
    // made about 80 such accesses a view: 6.5 % of the feed's build at 100 cards by callgrind
    // (160.7 million instructions before, 150.3 million after). The engine is used from one
    // thread (none of these types is `Sendable`), and no method keeps an access to a property
    // open across a call that comes back to the same property; the compiler still checks every
    // access it can see.

    /// Counts of solver operations, for tests and benchmarks.
    package struct Statistics: Equatable, Sendable {
        /// Constraints added to the solver.
        package var additions = 0
        /// Constraints removed from the solver.
        package var removals = 0
        /// In-place constant changes.
        package var constantChanges = 0
        /// In-place strength changes.
        package var strengthChanges = 0
        /// Root size settings: two per ``LayoutEngine/layout(width:height:)`` call (each an
        /// in-place constant change of a root size constraint when the value differs, or its
        /// addition on the first call).
        package var suggestions = 0
        /// Times a stack view arranged its views afresh: made every constraint it wants and
        /// compared them with those it has. A change around one view that the stack makes in
        /// place (a view in or out, hidden or shown, a new intrinsic size) does not count.
        package var stackArrangements = 0
    }

    /// Why an internal operation failed.
    enum Failure: Error {
        /// A required constraint cannot hold; these are the constraints it conflicts with (in
        /// activation order, engine constraints included), by their solver constraints (see
        /// ``resolve(_:)``).
        case conflict([Constraint])
        /// The solver failed otherwise (a bug).
        case solver(SolverError)

        /// The failure with `c` left out of the conflict set.
        func excluding(_ c: LayoutConstraint) -> Failure {
            guard case .conflict(let cores) = self else { return self }
            return .conflict(cores.filter { $0 !== c.core })
        }
    }

    /// The root view: its origin is (0, 0); its size is set with ``layout(width:height:)``.
    public let root: LayoutView
    /// What the items of the tree and the active constraints hold of the engine.
    let membership = EngineMembership()
    /// What happens when a required constraint cannot hold. The non-throwing UIKit spellings
    /// (``LayoutConstraint/constant``, ``LayoutConstraint/isActive``) always recover as UIKit
    /// does; see ``setterConflictHandler``.
    @exclusivity(unchecked) public var conflictHandling: ConflictHandling = .throwError

    /// Receives the conflicts of the non-throwing setters (``LayoutConstraint/constant``,
    /// ``LayoutConstraint/isActive``, a ``StackView``'s properties) in the
    /// ``ConflictHandling/throwError`` mode. A setter cannot throw, so it recovers as UIKit does
    /// (the constraint being activated or changed is broken) and reports here; by default
    /// UIKit's message (``ConflictReport/message``) is written to standard error, as UIKit logs
    /// it. In the ``ConflictHandling/uikitCompatible(report:)`` mode that mode's handler
    /// receives them instead, as it receives every conflict.
    public var setterConflictHandler: (ConflictReport) -> Void = { writeToStandardError($0.message) }

    /// The handling of the non-throwing setters: UIKit's recovery, reported through the
    /// UIKit-compatible mode's handler when that is the engine's mode, otherwise through
    /// ``setterConflictHandler``.
    var recoveringHandling: ConflictHandling {
        if case .uikitCompatible = conflictHandling { return conflictHandling }
        return .uikitCompatible(report: setterConflictHandler)
    }
    /// The size last given to ``layout(width:height:)``, nil before the first call.
    @exclusivity(unchecked) public private(set) var requestedSize: LayoutSize?
    /// The layout direction of views that set none (``LayoutView/layoutDirection``), as an app's
    /// `userInterfaceLayoutDirection`; set with ``setLayoutDirection(_:)``.
    @exclusivity(unchecked) public internal(set) var layoutDirection = UserInterfaceLayoutDirection.leftToRight
    /// The insets of the root's safe area; set with ``setSafeAreaInsets(_:)`` (none at first).
    @exclusivity(unchecked) public internal(set) var safeAreaInsets = LayoutInsets.zero
    /// The least margins of the root, as a view controller's `systemMinimumLayoutMargins`; set
    /// with ``setSystemMinimumLayoutMargins(_:)`` (none at first).
    @exclusivity(unchecked) public internal(set) var systemMinimumLayoutMargins = LayoutInsets.zero
    /// Storage of ``viewRespectsSystemMinimumLayoutMargins``.
    @exclusivity(unchecked) var respectsSystemMinimumMargins = true

    /// The solver. Every change to it (a root size, a constant, a constraint) makes the
    /// views' cached frames stale.
    @exclusivity(unchecked) package internal(set) var solver = Solver() {
        didSet { generation &+= 1 }
    }

    /// Counts changes to the solver and the tree; frames cached at another count are stale.
    @exclusivity(unchecked) var generation = 0
    @exclusivity(unchecked) private var framesGeneration = -1
    /// The tree's items (each view, then its guides), depth first, for the frame refresh; nil
    /// after the tree changed.
    @exclusivity(unchecked) var refreshOrder: [LayoutItem]? {
        didSet { if refreshOrder == nil { measuredViews = nil } }
    }
    /// The tree's views with a height-for-width measure (``LayoutView/setHeightForWidth(_:)``), depth
    /// first; nil after the tree changed.
    @exclusivity(unchecked) var measuredViews: [LayoutView]?
    /// How many of the tree's views have a height-for-width measure, kept as views join and
    /// leave and as measures are set: while there is none, a layout neither lists the tree's
    /// measured views again after a change nor settles their heights (a row replaced in a
    /// long list walked the whole tree for that).
    @exclusivity(unchecked) var measuredViewCount = 0
    /// The view whose height-for-width measure is running, so that a measure which lays the
    /// engine out again is refused rather than recursing without end.
    @exclusivity(unchecked) var measuringView: String?

    /// Makes every view's cached frame values current. Reading a struct held by a class
    /// property copies it (and retains everything it holds), so frames are read for all views
    /// at once, the first time a frame is asked for after a change: reading every frame after
    /// a re-solve then costs one pass over the solver's values (``Solver/updateVariables()``)
    /// and four array reads an item, at the places of its variables in ``Solver/variables``,
    /// which each item keeps (``LayoutItem/variableSlots``) and which are found again, all at
    /// once, when the solver has moved its variables.
    func refreshFramesIfNeeded() {
        guard framesGeneration != generation else { return }
        if refreshOrder == nil {
            var order: [LayoutItem] = []
            for v in root.subtree {
                order.append(v)
                order += v.allGuides as [LayoutItem]
            }
            refreshOrder = order
        }
        solver.updateVariables()
        if !readFrames() {
            placeVariableSlots()
            _ = readFrames()
        }
        framesGeneration = generation
    }

    /// Reads every item's frame values from the solver's values at the item's variable slots;
    /// false (with some items not read) when a slot no longer holds the item's variable.
    private func readFrames() -> Bool {
        let current = solver
        // The solver's own arrays, places of forgotten variables included (see
        // `Solver.heldVariables`): no copy, and a place is the one `placeVariableSlots` found.
        let variables = current.heldVariables, values = current.heldValues
        func read(_ slot: Int, _ variable: Variable) -> Double? {
            if slot < 0 { return current.value(of: variable) }
            guard slot < variables.count, variables[slot].id == variable.id else { return nil }
            return values[slot]
        }
        for v in refreshOrder! {
            let slots = v.variableSlots
            guard let x = read(slots.0, v.leftVariable), let y = read(slots.1, v.topVariable),
                let width = read(slots.2, v.widthVariable), let height = read(slots.3, v.heightVariable)
            else { return false }
            v.frameValues = (x, y, width, height)
            // The order puts a view before its subviews and guides: the parent's origin in
            // the root is read already.
            let above = v.coordinateParent?.originInRoot ?? (x: 0, y: 0)
            v.originInRoot = (above.x + x, above.y + y)
        }
        return true
    }

    /// Finds every item's variables in ``Solver/variables`` (-1 for one the solver does not hold).
    private func placeVariableSlots() {
        var slotOf: [Variable.ID: Int] = [:]
        slotOf.reserveCapacity(solver.heldVariables.count)
        // A variable forgotten and then mentioned again has a later place, which wins.
        for (k, variable) in solver.heldVariables.enumerated() { slotOf[variable.id] = k }
        for v in refreshOrder! {
            v.variableSlots = (
                slotOf[v.leftVariable.id] ?? -1, slotOf[v.topVariable.id] ?? -1, slotOf[v.widthVariable.id] ?? -1,
                slotOf[v.heightVariable.id] ?? -1
            )
        }
    }
    /// The constraints recorded as active whose solver constraints (their
    /// ``LayoutConstraint/core``) wait to enter the solver together (a slot is nil where one was
    /// deactivated again); nil when additions go in one at a time. See ``deferring(_:)``.
    @exclusivity(unchecked) var deferredAdds: [LayoutConstraint?]?
    /// Where in ``deferredAdds`` the engine's own constraints start (the stack views'
    /// arrangements and the content constraints of the views that joined), after the app's.
    @exclusivity(unchecked) var deferredOwnStart: Int?
    /// The stretches of ``deferredAdds`` that go to the solver in the order they were made,
    /// in ascending order (a stack view's first arrangement: see ``deferring(_:)``).
    @exclusivity(unchecked) var deferredBlocks: [Range<Int>] = []
    /// Counts of solver operations.
    @exclusivity(unchecked) package internal(set) var statistics = Statistics()

    /// The active constraints (the root's size constraints are not among them).
    @exclusivity(unchecked) var active = ActiveConstraints()
    /// Active constraints (and the root's size constraints) by the identity of their solver
    /// constraint, once a failure has needed it (see ``constraint(forCore:)``).
    @exclusivity(unchecked) var coreIndex: [ObjectIdentifier: LayoutConstraint]?
    /// Whether the items keep the identities of the active constraints that refer to them
    /// (``LayoutItem/referringConstraints``): from the first time they are read on.
    @exclusivity(unchecked) var referencesIndexed = false
    @exclusivity(unchecked) var nextSequence = 0
    /// Views whose content constraints wait for ``updateConstraintsIfNeeded()``, in joining order.
    @exclusivity(unchecked) var pendingContent: [LayoutView] = []
    /// `root.width == requested width` and the height: required, in the solver from the first
    /// ``layout(width:height:)`` on (in ``coreIndex`` only: they are not listed among
    /// ``constraints`` and cannot be deactivated).
    let rootWidth: LayoutConstraint
    let rootHeight: LayoutConstraint

    /// Creates an engine with a root view of that name.
    public init(rootName: String = "root") {
        root = LayoutView(rootName)
        let originX = LayoutConstraint(
            first: root.left, relation: .equal, second: nil, multiplier: 1, constant: 0, location: nil,
            role: .rootOrigin)
        let originY = LayoutConstraint(
            first: root.top, relation: .equal, second: nil, multiplier: 1, constant: 0, location: nil,
            role: .rootOrigin)
        originX.identifier = "Layout-Root-Origin-X"
        originY.identifier = "Layout-Root-Origin-Y"
        rootWidth = LayoutConstraint(first: root.width, relation: .equal, constant: 0, location: nil, role: .rootSize)
        rootHeight = LayoutConstraint(first: root.height, relation: .equal, constant: 0, location: nil, role: .rootSize)
        rootWidth.identifier = "Layout-Root-Width"
        rootHeight.identifier = "Layout-Root-Height"
        root.isEngineRoot = true
        membership.engine = self
        root.membership = membership
        cannotFail("an empty solver accepts two required equalities on fresh variables") {
            try install(originX)
            try install(originY)
        }
    }

    /// Lets go of what the views keep for the engine (content constraints, stack views'
    /// arrangements): each of those constraints holds its views, so a tree the app keeps after
    /// the engine is freed would keep them, and be kept by them, for ever.
    deinit {
        for v in root.subtree { v.releaseEngineConstraints() }
    }

    // MARK: - Size

    /// Sets the root's size and re-solves incrementally: two in-place constant changes of the
    /// root's required size constraints (added by the first call).
    ///
    /// - Throws: ``LayoutError/nonFiniteValue(_:context:)`` for a negative or non-finite size.
    ///   ``LayoutError/unsatisfiable(_:conflicts:)`` when required constraints cannot hold at
    ///   that size (the error names `Layout-Root-Width` or `-Height` and the constraints in the
    ///   way); the size then stays as it was. In the UIKit-compatible mode the most recently
    ///   activated constraint of the conflict set (the root's own excepted) is broken
    ///   (deactivated and reported), again until the size holds.
    public func layout(width: Double, height: Double) throws(LayoutError) {
        if let view = measuringView { throw .reentrantLayout(measuring: view) }
        guard width.isFinite, width >= 0 else { throw .nonFiniteValue(width, context: "root width") }
        guard height.isFinite, height >= 0 else { throw .nonFiniteValue(height, context: "root height") }
        try updateConstraintsIfNeeded()
        let previous = requestedSize
        for (c, value) in [(rootWidth, width), (rootHeight, height)] {
            while true {
                do {
                    try setRootSize(c, to: value)
                    break
                } catch {
                    try breakNewestInTheWay(error, changing: c, toConstant: value) { restoreRootSize(previous) }
                }
            }
        }
        requestedSize = LayoutSize(width: width, height: height)
        try settleTextHeights()
    }

    /// Adds the root's size constraint `c` at `value` (the first time) or changes its constant
    /// in place; on a conflict nothing changes.
    private func setRootSize(_ c: LayoutConstraint, to value: Double) throws(Failure) {
        if let core = c.core {
            if value != c.constant {
                do { try solver.setConstant(c.solverConstant(value), for: core) } catch { throw failure(error) }
            }
        } else {
            c.store(constant: value)
            let core = core(for: c)
            do { try solver.add(core) } catch { throw failure(error) }
            c.core = core
            indexCore(core, of: c)
        }
        c.store(constant: value)
        statistics.suggestions += 1
    }

    /// Puts the root's size back after a failed ``layout(width:height:)``: the previous size,
    /// or no size constraints at all when there was none. The size held before, so this cannot
    /// conflict.
    private func restoreRootSize(_ size: LayoutSize?) {
        for (c, value) in [(rootWidth, size?.width), (rootHeight, size?.height)] {
            guard let core = c.core else { continue }
            if let value {
                if value != c.constant {
                    cannotFail("the root's previous size held before this layout") {
                        try solver.setConstant(c.solverConstant(value), for: core)
                    }
                }
                c.store(constant: value)
            } else {
                cannotFail("the root's size constraint is in the solver") { try solver.remove(core) }
                unindexCore(core)
                c.core = nil
            }
        }
    }

    // MARK: - Activation

    /// Activates the constraints, in order, then adds the content constraints of views that
    /// joined since the last call (``updateConstraintsIfNeeded()``). Constraints already active
    /// here are skipped.
    ///
    /// Every constraint is checked first (its views in this engine's tree, its priority in
    /// 1…1000, its numbers finite, not active elsewhere): a problem there throws before
    /// anything changes. Then, with ``ConflictHandling/throwError``, a required constraint that
    /// cannot hold makes the whole batch fail: those activated before it are deactivated again
    /// and ``LayoutError/unsatisfiable(_:conflicts:)`` names it and its conflict set. With
    /// ``ConflictHandling/uikitCompatible(report:)`` it is reported, left inactive, and the
    /// rest of the batch goes on.
    ///
    /// `fileID` and `line` (the call's place, by default) become the
    /// ``LayoutConstraint/activationLocation`` of each constraint given while inactive: errors
    /// name it for constraints made with operators, which cannot capture where they were made.
    public func activate(
        _ constraints: [LayoutConstraint], fileID: String = #fileID, line: Int = #line
    ) throws(LayoutError) {
        let place = ConstraintSourceLocation(fileID: fileID, line: line)
        for c in constraints { c.noteActivation(at: place) }
        try activate(constraints, handling: conflictHandling)
    }

    /// ``activate(_:fileID:line:)`` with the given conflict handling.
    func activate(_ constraints: [LayoutConstraint], handling: ConflictHandling) throws(LayoutError) {
        for c in constraints { try validate(c) }
        // The constraints, the stacks' arrangements and the content constraints of the views
        // that joined go into the solver as one batch (see `LayoutEngine+Deferral.swift`); when
        // the batch fails, one at a time below, so that each conflict is handled as it comes.
        if deferredAdds == nil {
            let done = deferring { () throws(LayoutError) in
                for c in constraints where c.membership !== membership {
                    cannotFail("a deferred addition reaches the solver only with its batch") { try install(c) }
                }
                try updatePendingViews()
            }
            if done {
                try settleTextHeights()
                return
            }
        }
        var added: [LayoutConstraint] = []
        for c in constraints where c.membership !== membership {
            do {
                try checkedInstall(c)
                added.append(c)
            } catch {
                try handle(error, changing: c, toConstant: c.constant, priority: c.priority, handling: handling) {
                    for a in added.reversed() { uninstall(a) }
                }
            }
        }
        do { try updateConstraintsIfNeeded() } catch {
            for a in added.reversed() { uninstall(a) }
            throw error
        }
        try settleTextHeights()
    }

    /// Deactivates the constraints that are active in this engine; others are ignored, as are
    /// the engine's own content and root constraints.
    public func deactivate(_ constraints: [LayoutConstraint]) {
        for c in constraints where c.membership === membership && c.role == nil {
            uninstall(c)
        }
    }

    /// The active constraints (the engine's own included), in activation order.
    public var constraints: [LayoutConstraint] {
        active.inActivationOrder
    }

    /// Every view in the tree, depth first, parents before children.
    public var views: [LayoutView] { root.subtree }

    private func validate(_ c: LayoutConstraint) throws(LayoutError) {
        if let other = c.membership, other !== membership, other.engine != nil {
            throw .activeInAnotherEngine(c.summary)
        }
        if c.role != nil && !c.isActive { throw .engineConstraint(c.summary) }
        for item in c.items where item.membership !== membership {
            throw .viewNotInEngine(view: item.name, constraint: c.summary)
        }
        guard c.priority.isValid else { throw .invalidPriority(c.priority, context: "\(c)") }
        guard !c.mixesDirections else { throw .mixedDirections(c.summary) }
        guard c.multiplier.isFinite else { throw .nonFiniteValue(c.multiplier, context: "multiplier of \(c)") }
        guard c.constant.isFinite else { throw .nonFiniteValue(c.constant, context: "constant of \(c)") }
    }

    /// The solver's constraint for a layout constraint as it stands.
    private func core(for c: LayoutConstraint) -> Constraint {
        c.makeCore()
    }

    /// Adds the constraint to the solver and records it as active; while additions are
    /// deferred, records it and adds its solver constraint to the deferred batch.
    func install(_ c: LayoutConstraint) throws(SolverError) {
        let core = core(for: c)
        if deferredAdds != nil {
            c.deferredSlot = deferredAdds!.count
            deferredAdds!.append(c)
        } else {
            try solver.add(core)
        }
        record(c, core: core)
    }

    /// Records `c`, whose solver constraint `core` is in the solver (or in the deferred batch),
    /// as active.
    func record(_ c: LayoutConstraint, core: Constraint) {
        statistics.additions += 1
        c.core = core
        c.membership = membership
        c.sequence = nextSequence
        nextSequence += 1
        active.insert(c)
        indexCore(core, of: c)
        indexReferences(of: c)
    }

    /// ``install(_:)``, failing with the conflict set when the constraint cannot hold (the
    /// root's size included: it is required).
    func checkedInstall(_ c: LayoutConstraint) throws(Failure) {
        do { try install(c) } catch { throw failure(error) }
    }

    /// Removes the constraint from the solver (or from the deferred batch) and records it as
    /// inactive.
    func uninstall(_ c: LayoutConstraint) {
        guard let core = c.core else { return }
        if c.deferredSlot >= 0 {
            deferredAdds![c.deferredSlot] = nil
            c.deferredSlot = -1
        } else {
            cannotFail("an active constraint is in the solver: install added it") { try solver.remove(core) }
        }
        statistics.removals += 1
        c.core = nil
        c.membership = nil
        removeReferences(of: c)  // by its slot: before the slot is given up
        active.remove(c)
        unindexCore(core)
    }

    /// The solver's error as a ``Failure``, its conflict set in layout constraints.
    func failure(_ error: SolverError) -> Failure {
        guard case .unsatisfiable(_, let cores) = error else { return .solver(error) }
        return .conflict(cores.filter { constraint(forCore: $0) != nil })
    }

    /// A solver failure that is not a conflict, as the engine reports it: a value that would
    /// overflow, numbers too far apart for a double's precision, or a number beyond the range
    /// the solver accepts (``Cassowary/Solver/largestInput``), as
    /// ``LayoutError/numericLimit(_:reason:)`` naming the constraint; anything else as
    /// ``LayoutError/solverFailure(_:)``. `changing` is the constraint being activated or
    /// changed, named when the solver's constraint is not yet the engine's.
    func unexpected(_ error: SolverError, changing: LayoutConstraint? = nil) -> LayoutError {
        func summary(_ core: Constraint) -> ConstraintSummary? {
            (constraint(forCore: core) ?? changing)?.summary
        }
        switch error {
        case .nonFiniteResult(let core):
            return .numericLimit(summary(core), reason: "a value would overflow a double (beyond ±1.8e308)")
        case .beyondResolution(let core):
            return .numericLimit(summary(core), reason: "its numbers are too far apart for a double's precision")
        case .outOfRange(let core):
            return .numericLimit(summary(core), reason: "a number in it is beyond ±1e12, the range the solver accepts")
        case .valueOutOfRange(let value):
            return .numericLimit(
                changing?.summary, reason: "the value \(value) is beyond ±1e12, the range the solver accepts")
        default:
            return .solverFailure(error.description)
        }
    }

    /// The summaries of the constraints a ``Failure/conflict(_:)`` names: active ones in
    /// activation order, then the root's size (width, height).
    func resolve(_ cores: [Constraint]) -> [ConstraintSummary] {
        let named = cores.compactMap { constraint(forCore: $0) }
        return named.filter { active.contains($0) }.sorted { $0.sequence < $1.sequence }.map(\.summary)
            + [rootWidth, rootHeight].filter { root in named.contains { $0 === root } }.map(\.summary)
    }

    // MARK: - Changes in place

    /// The solver's in-place constant change, failing with the conflict set when a required
    /// constraint (the root's size included) cannot hold; then nothing changes.
    func checkedSetConstant(_ value: Double, for c: LayoutConstraint) throws(Failure) {
        guard let core = c.core, value != c.constant else { return }
        if c.deferredSlot >= 0 {
            c.store(constant: value)
            return redefer(c)
        }
        do { try solver.setConstant(c.solverConstant(value), for: core) } catch { throw failure(error) }
        statistics.constantChanges += 1
        c.store(constant: value)
    }

    /// ``Solver/setConstants(_:)``, for constants the engine moves together (the heights a
    /// text-height pass measured); each counts as a constant change.
    func setSolverConstants(_ batch: [(constraint: Constraint, constant: Double)]) throws(SolverError) {
        try solver.setConstants(batch)
        statistics.constantChanges += batch.count
    }

    /// Applies an active constraint's constant to the solver again after its items' offsets
    /// changed (``LayoutConstraint/solverConstant(_:)``): an in-place constant change.
    func refreshConstant(of c: LayoutConstraint) throws(Failure) {
        guard let core = c.core else { return }
        if c.deferredSlot >= 0 { return redefer(c) }
        do { try solver.setConstant(c.solverConstant(c.constant), for: core) } catch { throw failure(error) }
        statistics.constantChanges += 1
    }

    /// ``LayoutConstraint/setConstant(_:)`` on an active constraint, with the given conflict
    /// handling.
    func changeConstant(of c: LayoutConstraint, to value: Double, handling: ConflictHandling) throws(LayoutError) {
        guard c.role == nil else { throw .engineConstraint(c.summary) }
        do { try checkedSetConstant(value, for: c) } catch {
            try handle(error, changing: c, toConstant: value, priority: c.priority, handling: handling) {}
        }
    }

    /// The one path for a failed change: activating `c`, or bringing its constant and
    /// priority to `constant` and `priority`.
    ///
    /// - A solver failure other than a conflict: `undo` runs, and it is thrown as
    ///   ``unexpected(_:)`` reports it.
    /// - A conflict in the ``ConflictHandling/throwError`` mode: `undo` runs (with the
    ///   solver's own failure atomicity, what changed before `c` is put back), and
    ///   ``LayoutError/unsatisfiable(_:conflicts:)`` names `c` as it would have been and its
    ///   conflict set as it stood (constraints of the same batch included).
    /// - A conflict in the UIKit-compatible mode: `c` is broken — left inactive with the new
    ///   constant and priority — and reported; the caller goes on.
    func handle(
        _ failure: Failure, changing c: LayoutConstraint, toConstant constant: Double, priority: LayoutPriority,
        handling: ConflictHandling, undo: () -> Void
    ) throws(LayoutError) {
        switch (failure, handling) {
        case (.solver(let e), _):
            undo()
            throw unexpected(e, changing: c)
        case (.conflict(let conflicts), .throwError):
            let attempted = c.summary(constant: constant, priority: priority)
            let resolved = resolve(conflicts)  // before undo: it may deactivate some of them
            undo()
            throw .unsatisfiable(attempted, conflicts: resolved)
        case (.conflict(let conflicts), .uikitCompatible(let report)):
            uninstall(c)
            c.store(constant: constant)
            c.store(priority: priority)
            report(ConflictReport(broken: c.summary, conflicts: resolve(conflicts)))
        }
    }

    /// The path for a failed change the engine makes itself — the root's size, a system guide's
    /// insets — which the UIKit-compatible mode does not break (the host asked for it):
    ///
    /// - A solver failure other than a conflict: `undo` runs, and it is thrown as
    ///   ``unexpected(_:)`` reports it.
    /// - A conflict in the UIKit-compatible mode, when the conflict set holds a caller's
    ///   constraint: the most recently activated one is broken (deactivated and reported with
    ///   the change as the last of its conflicts); the caller tries the change again.
    /// - Otherwise `undo` runs and ``LayoutError/unsatisfiable(_:conflicts:)`` names the change
    ///   (`c` at `constant`) and its conflict set.
    func breakNewestInTheWay(
        _ failure: Failure, changing c: LayoutConstraint, toConstant constant: Double, undo: () -> Void
    ) throws(LayoutError) {
        let all: [Constraint]
        switch failure {
        case .conflict(let cores): all = cores
        case .solver(let e):
            undo()
            throw unexpected(e, changing: c)
        }
        let others = all.filter { $0 !== c.core }
        let attempted = c.summary(constant: constant, priority: c.priority)
        let breakable = others.compactMap { constraint(forCore: $0) }.filter { active.contains($0) && $0.role == nil }
        guard case .uikitCompatible(let report) = conflictHandling,
            let victim = breakable.max(by: { $0.sequence < $1.sequence }), let victimCore = victim.core
        else {
            let resolved = resolve(others)
            undo()
            throw .unsatisfiable(attempted, conflicts: resolved)
        }
        uninstall(victim)
        report(
            ConflictReport(
                broken: victim.summary, conflicts: resolve(others.filter { $0 !== victimCore }) + [attempted])
        )
    }

    /// ``LayoutConstraint/setPriority(_:)`` on an active constraint; `weight` (the constraint's
    /// own unless given) is its weight within the priority's level (see
    /// ``LayoutConstraint/weight``).
    func changePriority(of c: LayoutConstraint, to priority: LayoutPriority, weight: Double? = nil) throws(LayoutError)
    {
        guard c.role == nil else { throw .engineConstraint(c.summary) }
        let weight = weight ?? c.weight
        guard let core = c.core, priority != c.priority || weight != c.weight else { return }
        if priority.isRequired || c.priority.isRequired {
            throw .requiredPriorityChange(c.summary, from: c.priority, to: priority)
        }
        if c.deferredSlot >= 0 {
            c.store(priority: priority, weight: weight)
            return redefer(c)
        }
        let strength = Strength(priority.rawValue, weight: weight)
        do { try solver.setStrength(strength, for: core) } catch { throw unexpected(error) }
        statistics.strengthChanges += 1
        c.store(priority: priority, weight: weight)
    }

    // MARK: - Views joining and leaving

    /// Brings a subtree into the engine. Its content constraints wait in ``pendingContent``
    /// until ``updateConstraintsIfNeeded()``.
    func attach(_ view: LayoutView) {
        generation &+= 1
        refreshOrder = nil
        for v in view.subtree {
            // A view joining has no active constraint here; what it lists is left from an
            // engine that was freed with the view still in its tree.
            v.referringConstraints = []
            v.membership = membership
            if v.direction == .rightToLeft { membership.mayMirror = true }
            if v.measure != nil { measuredViewCount += 1 }
            for g in v.allGuides {
                g.referringConstraints = []
                g.membership = membership
            }
            if !v.contentPending {
                v.contentPending = true
                pendingContent.append(v)
            }
        }
    }

    /// Deactivates every constraint that refers to a view of the subtree and takes the subtree
    /// out of the engine.
    func detach(_ view: LayoutView) {
        let subtree = view.subtree
        let leavingItems: [LayoutItem] = subtree.flatMap { [$0 as LayoutItem] + $0.allGuides.map { $0 as LayoutItem } }
        for c in constraints(referringTo: leavingItems) { uninstall(c) }
        let leaving = Set(leavingItems.map(ObjectIdentifier.init))
        pendingContent.removeAll { leaving.contains(ObjectIdentifier($0)) }
        generation &+= 1
        refreshOrder = nil
        for v in subtree {
            v.membership = nil
            v.contentPending = false
            v.releaseEngineConstraints()
            if v.measure != nil { measuredViewCount -= 1 }
            for g in v.allGuides { g.membership = nil }
        }
    }

    /// Brings a guide whose owner is in the tree into the engine.
    func attach(_ guide: LayoutGuide) {
        generation &+= 1
        refreshOrder = nil
        guide.referringConstraints = []
        guide.membership = membership
    }

    /// Deactivates every constraint that refers to the guide and takes it out of the engine.
    func detach(_ guide: LayoutGuide) {
        for c in constraints(referringTo: [guide]) { uninstall(c) }
        generation &+= 1
        refreshOrder = nil
        guide.membership = nil
    }

    /// Adds the constraints of the views that joined the tree since the last call, in the
    /// order they joined: first every view's own constraints (its safe area and margins
    /// guides, a ``StackView``'s arrangement), then every view's content constraints (hugging
    /// and compression resistance).
    ///
    /// ``activate(_:fileID:line:)`` and ``layout(width:height:)`` call this, so callers rarely need to.
    /// Content constraints wait for the caller's constraints and the stacks' arrangements, as
    /// UIKit's constraint update pass runs before layout: the required rows go in before the
    /// optional ones on the same variables, which costs the solver the fewest pivots (optional
    /// content constraints interleaved with nested stacks' arrangements made building a screen
    /// of nested stack views several times slower; see BENCHMARKS.md).
    ///
    /// - Throws: ``LayoutError/unsatisfiable(_:conflicts:)`` when a view's own constraints or a
    ///   required content constraint cannot hold (then that view and the views after it stay
    ///   pending; a view's own constraints are made again, in place, on the next call).
    public func updateConstraintsIfNeeded() throws(LayoutError) {
        guard !pendingContent.isEmpty else { return }
        // One batch for the whole pass, unless a caller's batch is already gathering it; when
        // the batch fails, the pass again, one constraint at a time.
        if deferredAdds == nil, deferring({ () throws(LayoutError) in try updatePendingViews() }) { return }
        try updatePendingViews()
    }

    /// The pass of ``updateConstraintsIfNeeded()``.
    private func updatePendingViews() throws(LayoutError) {
        if let adds = deferredAdds, deferredOwnStart == nil { deferredOwnStart = adds.count }
        for v in pendingContent {
            try placeSystemGuides(of: v)
            try v.updateOwnConstraints()
        }
        // The views done leave the list together at the end (or where a view fails): taking
        // each off the front as it is done moved every view behind it, n² for n views.
        var done = 0
        defer { pendingContent.removeFirst(done) }
        while done < pendingContent.count {
            let v = pendingContent[done]
            try applyContentConstraints(of: v)
            v.contentPending = false
            done += 1
        }
    }

    // MARK: - Content constraints

    /// Brings the view's hugging and compression resistance constraints in line with its
    /// intrinsic size and priorities: in place where they exist. With
    /// ``ConflictHandling/throwError`` a failure undoes the changes made so far and throws; in
    /// the UIKit-compatible mode the constraint that cannot hold is reported and left inactive.
    func applyContentConstraints(of view: LayoutView) throws(LayoutError) {
        try view.validate(view.effectiveIntrinsicSize)
        var undo = ContentUndo()

        func restore() {
            for i in stride(from: undo.count - 1, through: 0, by: -1) {
                let s = undo[i]
                if s.wasActive {
                    cannotFail("a content constraint's previous constant and priority held before this change") {
                        try move(s.constraint, toConstant: s.constant, priority: s.priority)
                    }
                } else {
                    uninstall(s.constraint)
                    s.constraint.store(constant: s.constant)
                    s.constraint.store(priority: s.priority)
                }
            }
        }

        for kind in ContentConstraintKind.allCases {
            guard let target = view.effectiveIntrinsicSize[kind.axis] else {
                if let c = view.contentConstraints[kind], c.isActive {
                    undo.append((c, true, c.constant, c.priority))
                    uninstall(c)
                }
                continue
            }
            let priority = view.priority(of: kind)
            let c: LayoutConstraint
            if let existing = view.contentConstraints[kind] {
                c = existing
            } else {
                c = kind.makeConstraint(for: view, constant: target, priority: priority)
                view.contentConstraints[kind] = c
            }
            undo.append((c, c.isActive, c.constant, c.priority))
            do {
                try move(c, toConstant: target, priority: priority)
            } catch {
                try handle(error, changing: c, toConstant: target, priority: priority, handling: conflictHandling) {
                    restore()
                }
            }
        }
    }

    /// What ``applyContentConstraints(of:)`` changed, to put back on a failure: each content
    /// constraint it touched, with whether it was active and its constant and priority, in the
    /// order touched. One slot a kind, held in the value: an array was an allocation a view.
    private struct ContentUndo {
        typealias State = (constraint: LayoutConstraint, wasActive: Bool, constant: Double, priority: LayoutPriority)
        private var slots: (State?, State?, State?, State?) = (nil, nil, nil, nil)
        private(set) var count = 0

        /// Appends `state`: at most one for each kind of content constraint.
        mutating func append(_ state: State) {
            switch count {
            case 0: slots.0 = state
            case 1: slots.1 = state
            case 2: slots.2 = state
            case 3: slots.3 = state
            default: preconditionFailure("one change for each kind of content constraint")
            }
            count += 1
        }

        /// The `i`-th change, in the order appended.
        subscript(i: Int) -> State {
            switch i {
            case 0: slots.0!
            case 1: slots.1!
            case 2: slots.2!
            default: slots.3!
            }
        }
    }

    /// Brings an engine constraint to a constant and priority: activates it if inactive,
    /// otherwise changes strength and constant in place (re-adding only for a change to or
    /// from required). On a conflict the constraint is left as it was, or inactive when it
    /// was being re-added.
    private func move(_ c: LayoutConstraint, toConstant constant: Double, priority: LayoutPriority) throws(Failure) {
        guard let core = c.core else {
            c.store(constant: constant)
            c.store(priority: priority)
            try checkedInstall(c)
            return
        }
        if priority != c.priority {
            if priority.isRequired || c.priority.isRequired {
                uninstall(c)
                c.store(constant: constant)
                c.store(priority: priority)
                try checkedInstall(c)
                return
            }
            if c.deferredSlot >= 0 {
                c.store(priority: priority)
                redefer(c)
            } else {
                let strength = Strength(priority.rawValue, weight: c.weight)
                do { try solver.setStrength(strength, for: core) } catch { throw .solver(error) }
                statistics.strengthChanges += 1
                c.store(priority: priority)
            }
        }
        try checkedSetConstant(constant, for: c)
    }
}
