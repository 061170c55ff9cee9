/// A place in source, `#fileID` and `#line`: where a constraint was made by an anchor method
/// (``LayoutConstraint/location``), or where it was activated
/// (``LayoutConstraint/activationLocation``); printed in errors and conflict reports.
public struct ConstraintSourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file, as `#fileID` gives it (`Module/File.swift`).
    public var fileID: String
    /// The line.
    public var line: Int

    /// Creates a location.
    public init(fileID: String, line: Int) {
        self.fileID = fileID
        self.line = line
    }

    /// `Module/File.swift:12`.
    public var description: String { "\(fileID):\(line)" }
}

/// A relation between two anchors, or between a dimension and a number, as
/// `NSLayoutConstraint`:
///
///     first  (== | <= | >=)  multiplier × second + constant        @priority
///
/// Made inactive, with anchor methods or operators; activated (in batches) by its views'
/// ``LayoutEngine``:
///
/// ```swift
/// let height = strip.height.constraint(equalTo: strip.width, multiplier: 0.25, constant: 12)
/// let same = strip.height == 0.25 * strip.width + 12 ~ .defaultHigh
/// try engine.activate([height])
/// try height.setConstant(20)        // in place: the solver's constant change, no remove + add
/// ```
///
/// - ``constant`` may change at any time; on an active constraint the change is applied in
///   place and re-solves incrementally (it costs what a suggestion costs).
/// - ``priority`` may change freely while inactive; while active only between optional values
///   (in place), and changing to or from ``LayoutPriority/required`` throws, as in UIKit.
/// - ``constant``, ``priority`` and ``isActive`` are settable, as UIKit spells them; setters
///   cannot throw, so they recover as UIKit does (documented on each). The throwing
///   ``setConstant(_:)``, ``setPriority(_:)`` and ``LayoutEngine/activate(_:fileID:line:)`` remain.
/// - ``multiplier`` and the anchors are fixed.
/// - As in UIKit, the relation holds in the coordinates of the closest common ancestor of the
///   two views: `marker.leading == 0.5 × container.trailing` puts `marker` halfway across
///   `container`, wherever `container` sits.
///
/// A constraint is a reference type with identity (it is the same object while active); it is
/// not `Sendable` because it refers to views, which form a mutable tree.
public final class LayoutConstraint: CustomStringConvertible {
    // Stored properties unchecked for exclusivity at run time: see `LayoutEngine`.
    /// Why the engine made a constraint itself; `nil` for the caller's constraints.
    enum Role: Equatable {
        case rootOrigin
        case rootSize
        case contentHugging(LayoutAxis)
        case compressionResistance(LayoutAxis)
        case systemGuide
    }

    // The stored properties are declared in the order that packs them: the one-byte fields in
    // the bytes each optional distance start leaves after its nine, the words after them. The
    // object is 192 bytes (216 in the order of the sides).

    /// The view or layout guide on the left; for a distance
    /// (``LayoutAnchor/anchorWithOffset(to:)``), the item where it ends.
    public let firstItem: LayoutItem
    /// The view or layout guide on the right, or nil for `width == 100`; for a distance, the
    /// item where it ends.
    public let secondItem: LayoutItem?
    /// Where the distance on the left starts, when the left side is a distance.
    let firstStart: AnchorEnd?
    /// The first item's attribute; for a distance, the position where it ends.
    public let firstAttribute: LayoutAttribute
    /// How the sides compare.
    public let relation: Relation
    /// The second item's attribute, or nil; for a distance, the position where it ends.
    public let secondAttribute: LayoutAttribute?
    /// Where the distance on the right starts, when the right side is a distance.
    let secondStart: AnchorEnd?
    /// Set for the engine's own constraints (root origin, hugging, compression resistance).
    let role: Role?
    /// Whether the solver's constraint was made mirrored (``isMirroredNow`` when it was made);
    /// only meaningful while active.
    @exclusivity(unchecked) var isMirrored = false
    /// Its slot in the engine's ``LayoutEngine/active`` constraints while active; -1 otherwise.
    @exclusivity(unchecked) var activeSlot: Int32 = -1
    /// The factor on the right-hand anchor (1 when there is none).
    public let multiplier: Double
    /// The number added on the right.
    ///
    /// Setting it is UIKit's habit: on an active constraint it is the solver's in-place constant
    /// change. A setter cannot throw, so a required constraint that can no longer hold is
    /// broken as UIKit breaks it (deactivated, keeping the new value) and reported through the
    /// engine (``LayoutEngine/conflictHandling``: its handler in the UIKit-compatible mode,
    /// printed otherwise); a non-finite value is printed as an error and changes nothing.
    /// ``setConstant(_:)`` throws instead.
    public var constant: Double {
        get { storedConstant }
        set {
            guard newValue.isFinite else {
                return reportUnthrown(.nonFiniteValue(newValue, context: "constant of \(self)"))
            }
            guard let engine else { return storedConstant = newValue }
            do { try engine.changeConstant(of: self, to: newValue, handling: engine.recoveringHandling) } catch {
                reportUnthrown(error)
            }
        }
    }
    @exclusivity(unchecked) private var storedConstant: Double

    /// How much the constraint matters.
    ///
    /// Setting it follows UIKit's rules: an inactive constraint takes any priority in 1…1000;
    /// an active one only moves between optional priorities (in place). A setter cannot throw,
    /// so a change UIKit would refuse with an exception (to or from required while active, or
    /// out of range) is printed as an error and changes nothing. ``setPriority(_:)`` throws
    /// instead.
    public var priority: LayoutPriority {
        get { storedPriority }
        set {
            do { try setPriority(newValue) } catch { reportUnthrown(error) }
        }
    }
    @exclusivity(unchecked) private var storedPriority: LayoutPriority
    /// How much a violation of the constraint weighs within its priority's level of the solver:
    /// 1, except for the tie-breaks a stack view makes, which share one priority and differ by
    /// weight (see ``StackView``). Each priority is a strict level of the solver, and a level
    /// per view made a stack of `n` labels cost `n²`.
    @exclusivity(unchecked) var weight: Double = 1
    /// The solver's strength for the constraint: its priority's level, its weight.
    var strength: Strength { Strength(priority.rawValue, weight: weight) }
    /// A name for errors, conflict reports and ``description``.
    @exclusivity(unchecked) public var identifier: String?
    /// Where the constraint was made, when it was made by an anchor method (operators cannot
    /// capture it: an operator takes no `#fileID` default).
    public let location: ConstraintSourceLocation?
    /// Where the `activate` call that last activated the constraint, or tried to, was written:
    /// ``LayoutEngine/activate(_:fileID:line:)`` or ``activate(_:fileID:line:)`` given it
    /// while inactive. Errors and reports name it for a constraint without a ``location`` (one
    /// made with operators), as `activated at App/Card.swift:20`. Setting ``isActive`` to true
    /// cannot capture a place: it clears this.
    @exclusivity(unchecked) public internal(set) var activationLocation: ConstraintSourceLocation?

    /// The engine the constraint is active in, if any.
    public var engine: LayoutEngine? { membership?.engine }
    /// The membership of the engine the constraint is active in (see ``EngineMembership``).
    @exclusivity(unchecked) var membership: EngineMembership?
    /// The solver's constraint while active.
    @exclusivity(unchecked) var core: Constraint?
    /// Activation order within the engine.
    @exclusivity(unchecked) var sequence = 0

    /// Whether the constraint is active: in an engine's solver.
    ///
    /// Setting it is UIKit's habit. `true` activates the constraint in the engine of its
    /// ``firstItem`` (the engine whose tree holds that view), as the static ``activate(_:fileID:line:)``
    /// does; `false` deactivates it. A setter cannot throw: a required constraint that cannot
    /// hold is left inactive and reported through the engine (as for ``constant``), and a
    /// constraint whose views are not in that engine (or in none) is printed as an error and
    /// stays inactive. ``LayoutEngine/activate(_:fileID:line:)`` throws instead.
    public var isActive: Bool {
        get { engine != nil }
        set {
            if !newValue { return engine?.deactivate([self]) ?? () }
            guard engine == nil else { return }
            activationLocation = nil
            guard let target = firstItem.engine else {
                return reportUnthrown(.viewNotInEngine(view: firstItem.name, constraint: summary))
            }
            do { try target.activate([self], handling: target.recoveringHandling) } catch { reportUnthrown(error) }
        }
    }

    init<K>(
        first: LayoutAnchor<K>, relation: Relation, second: LayoutAnchor<K>?, multiplier: Double,
        constant: Double, priority: LayoutPriority = .required, location: ConstraintSourceLocation?, role: Role? = nil
    ) {
        self.firstItem = first.item
        self.firstAttribute = first.attribute
        self.firstStart = first.start
        self.relation = relation
        self.secondItem = second?.item
        self.secondAttribute = second?.attribute
        self.secondStart = second?.start
        self.multiplier = second == nil ? 1 : multiplier
        self.storedConstant = constant
        self.storedPriority = priority
        self.location = location
        self.role = role
    }

    convenience init(
        first: DimensionAnchor, relation: Relation, constant: Double, priority: LayoutPriority = .required,
        location: ConstraintSourceLocation?, role: Role? = nil
    ) {
        self.init(
            first: first, relation: relation, second: nil, multiplier: 1, constant: constant, priority: priority,
            location: location, role: role)
    }

    private init(copying other: LayoutConstraint, priority: LayoutPriority) {
        firstItem = other.firstItem
        firstAttribute = other.firstAttribute
        firstStart = other.firstStart
        relation = other.relation
        secondItem = other.secondItem
        secondAttribute = other.secondAttribute
        secondStart = other.secondStart
        multiplier = other.multiplier
        storedConstant = other.constant
        storedPriority = priority
        identifier = other.identifier
        location = other.location
        role = nil
    }

    /// A new, inactive constraint like this one with another priority (what `~` makes).
    public func withPriority(_ priority: LayoutPriority) -> LayoutConstraint {
        LayoutConstraint(copying: self, priority: priority)
    }

    /// A new, inactive constraint like this one with ``identifier`` set, for use inside an
    /// activation list: `(strip.height == 0.25 * strip.width + 12).labeled("stripHeight")`.
    /// As ``Constraint/labeled(_:)`` and ``withPriority(_:)``, it leaves this constraint as it
    /// is; to name a constraint you hold, set ``identifier``.
    public func labeled(_ identifier: String) -> LayoutConstraint {
        let copy = LayoutConstraint(copying: self, priority: priority)
        copy.identifier = identifier
        return copy
    }

    /// The former name of ``labeled(_:)``, which returns a copy as the solver's
    /// ``Constraint/labeled(_:)`` does.
    @available(*, unavailable, renamed: "labeled(_:)")
    public func named(_ identifier: String) -> LayoutConstraint { labeled(identifier) }

    // MARK: - Changing an active constraint

    /// Changes ``constant``. On an active constraint this is the solver's in-place constant
    /// change (``Solver/setConstant(_:for:)``): nothing is removed or re-added, and the
    /// re-solve costs what an edit suggestion costs.
    ///
    /// - Throws: ``LayoutError/nonFiniteValue(_:context:)``;
    ///   ``LayoutError/unsatisfiable(_:conflicts:)`` when a required constraint could no longer
    ///   hold (then nothing changes). In the engine's UIKit-compatible mode a conflict is
    ///   reported instead and this constraint is broken (deactivated, keeping the new constant).
    public func setConstant(_ value: Double) throws(LayoutError) {
        guard value.isFinite else { throw .nonFiniteValue(value, context: "constant of \(self)") }
        guard let engine else {
            storedConstant = value
            return
        }
        try engine.changeConstant(of: self, to: value, handling: engine.conflictHandling)
    }

    /// Changes ``priority``. An inactive constraint takes any priority; an active one only
    /// moves between optional priorities (in place, ``Solver/setStrength(_:for:)``).
    ///
    /// - Throws: ``LayoutError/invalidPriority(_:context:)`` outside 1…1000;
    ///   ``LayoutError/requiredPriorityChange(_:from:to:)`` when the constraint is active and
    ///   the old or the new priority is required (UIKit raises an exception there).
    public func setPriority(_ priority: LayoutPriority) throws(LayoutError) {
        guard priority.isValid else { throw .invalidPriority(priority, context: "priority of \(self)") }
        guard let engine else {
            storedPriority = priority
            return
        }
        try engine.changePriority(of: self, to: priority)
    }

    /// Records a change the engine has applied.
    func store(constant: Double) { storedConstant = constant }
    /// Records a change the engine has applied.
    func store(priority: LayoutPriority) { storedPriority = priority }
    /// Records a change the engine has applied.
    func store(priority: LayoutPriority, weight: Double) {
        storedPriority = priority
        self.weight = weight
    }

    // MARK: - Activation shortcuts

    /// Activates the constraints in the engine of their views, as `NSLayoutConstraint.activate`:
    /// the engine whose tree holds the first constraint's ``firstItem`` (every constraint of the
    /// batch must be in that tree). All or nothing, with the engine's conflict handling; see
    /// ``LayoutEngine/activate(_:fileID:line:)``.
    ///
    /// - Throws: ``LayoutError/viewNotInEngine(view:constraint:)`` when that view is in no
    ///   engine, and whatever ``LayoutEngine/activate(_:fileID:line:)`` throws.
    ///
    /// `fileID` and `line` (the call's place, by default) become the
    /// ``activationLocation`` of each constraint given while inactive.
    public static func activate(
        _ constraints: [LayoutConstraint], fileID: String = #fileID, line: Int = #line
    ) throws(LayoutError) {
        guard let first = constraints.first else { return }
        guard let engine = first.firstItem.engine else {
            first.noteActivation(at: ConstraintSourceLocation(fileID: fileID, line: line))
            throw .viewNotInEngine(view: first.firstItem.name, constraint: first.summary)
        }
        try engine.activate(constraints, fileID: fileID, line: line)
    }

    /// Records `place` as the ``activationLocation`` when the constraint is inactive.
    func noteActivation(at place: ConstraintSourceLocation) {
        if engine == nil { activationLocation = place }
    }

    /// Deactivates each active constraint in its own engine; inactive ones are ignored.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for c in constraints { c.engine?.deactivate([c]) }
    }

    // MARK: - Translation and description

    /// The solver's constant (the number on the right of the solver's constraint) for a
    /// layout constant: the constant less the items' baseline offsets (``LayoutItem/offset(of:)``),
    /// `first + offset₁ == m × (second + offset₂) + constant`; negated for a mirrored
    /// constraint (``isMirrored``).
    func solverConstant(_ constant: Double) -> Double {
        var shift = firstItem.offset(of: firstAttribute) - (firstStart.map { $0.item.offset(of: $0.attribute) } ?? 0)
        if let secondItem, let secondAttribute {
            shift -=
                multiplier
                * (secondItem.offset(of: secondAttribute) - (secondStart.map { $0.item.offset(of: $0.attribute) } ?? 0))
        }
        return isMirrored ? -(constant - shift) : constant - shift
    }

    /// Its place in the engine's deferred batch while recorded as active but not yet in the
    /// solver (see ``LayoutEngine/deferredAdds``); -1 otherwise.
    @exclusivity(unchecked) var deferredSlot = -1

    /// Whether the relation is read right to left: it relates a leading or trailing edge and
    /// the closest common ancestor of its items lays out right to left
    /// (``LayoutView/effectiveLayoutDirection``).
    var isMirroredNow: Bool { mayBeMirrored && commonAncestor?.effectiveLayoutDirection == .rightToLeft }

    /// Whether the relation could be read right to left at all: it names a leading or trailing
    /// edge, in an engine where some view lays out right to left (or outside an engine).
    private var mayBeMirrored: Bool {
        if let membership = firstItem.membership, !membership.mayMirror { return false }
        return operands.contains { $0.attribute.isDirectional }
    }

    /// The view whose coordinates the relation is read in: the closest common ancestor of its
    /// items. Nil for a relation of one item, read in the space its item sits in: a size, which
    /// is the same there, or the root's origin pinned at 0 (a position has no constant to
    /// equal but the root's).
    var commonAncestor: LayoutView? {
        guard secondItem != nil || firstStart != nil else { return nil }
        // The items in ``items``' order, read from the stored properties (a walk over
        // `operands` built the collection and retained every item for each constraint made).
        var ancestor = firstItem.coordinateView
        if let start = firstStart { ancestor = ancestor?.closestCommonAncestor(with: start.item) }
        if let secondItem, secondAttribute != nil { ancestor = ancestor?.closestCommonAncestor(with: secondItem) }
        if let start = secondStart { ancestor = ancestor?.closestCommonAncestor(with: start.item) }
        return ancestor
    }

    /// Whether the constraint mixes a leading or trailing edge with a left or right one, which
    /// has no meaning (UIKit refuses it too): on its two sides, or within a distance.
    var mixesDirections: Bool {
        operands.contains { $0.attribute.isDirectional } && operands.contains { $0.attribute.isAbsolute }
    }

    /// The items the constraint refers to, each with its attribute (see ``ConstraintOperands``).
    var operands: ConstraintOperands {
        ConstraintOperands(
            (firstItem, firstAttribute), firstStart.map { ($0.item, $0.attribute) },
            secondItem.flatMap { item in secondAttribute.map { (item, $0) } },
            secondStart.map { ($0.item, $0.attribute) })
    }

    /// The items the constraint refers to: the first, where a distance on the left starts, the
    /// second, where a distance on the right starts. (A closure, not a key path: a key path is
    /// an object the runtime looks up at each use.)
    var items: LazyMapCollection<ConstraintOperands, LayoutItem> { operands.lazy.map { $0.item } }

    /// The solver's constraint as the constraint stands now (fixing ``isMirrored``).
    ///
    /// It has no label: whatever the engine reports about a solver constraint (conflicts,
    /// explanations, regime changes) it names by the layout constraint it belongs to
    /// (``LayoutEngine/layoutConstraint(for:)``), whose ``description`` follows later changes
    /// of constant and priority. A label written here would be a string built for every
    /// activation and read by nothing.
    func makeCore() -> Constraint {
        let ancestor = commonAncestor
        isMirrored = mayBeMirrored && ancestor?.effectiveLayoutDirection == .rightToLeft
        return Constraint(expression(in: ancestor), isMirrored ? relation.reversed : relation, strength: strength)
    }

    /// Whether the constraint refers to a baseline of `view`.
    func refersToBaseline(of view: LayoutView) -> Bool {
        operands.contains { $0.item === view && $0.attribute.isBaseline }
    }

    /// `first - multiplier × second - constant` in the solver's variables.
    ///
    /// As in UIKit, the relation is meant in the coordinates of the closest common ancestor `A`
    /// of its items: each position is measured there, as the item's own position (in its
    /// superview's or owning view's coordinates, the solver's variables) plus the origins of
    /// the views between it and `A` (``LayoutItem/appendTerms(of:times:in:to:)``); `A`'s own
    /// positions are 0, so `card.leading == root.leading + 16` is `card.left == 16`. Sizes are
    /// the same everywhere. A multiplier scales the position in `A`'s coordinates, which is
    /// what UIKit means by it: `marker.leading == 0.5 × container.trailing` puts `marker`
    /// halfway across `container`, wherever `container` sits. The ancestor is fixed while the
    /// constraint is active: taking a view out of the tree deactivates its constraints.
    ///
    /// Mirrored (``isMirrored``), positions are measured leftward from `A`'s right edge, its
    /// width `E` there: `p' = E - p`, so a leading edge is the right edge and a trailing edge
    /// the left one. `E - first = m × (E - second) + c` becomes, multiplied by -1,
    /// `first - m × second - (1 - m) × E + c == 0` with the relation reversed.
    ///
    /// A distance (``LayoutAnchor/anchorWithOffset(to:)``) is `end - start`, a dimension that no
    /// origin shifts. Mirrored, it is measured leftward, `(E - end') - (E - start') =
    /// -(end' - start')` with the mirrored attributes, so after the multiplication by -1 it
    /// contributes `end' - start'`; a width, which mirroring leaves as it is, contributes its
    /// negation.
    ///
    /// `ancestor` is ``commonAncestor``: the engine's constraints that pin the root's origin at
    /// 0, of one item, name the root's own variables.
    func expression(in ancestor: LayoutView?) -> Expression {
        // At most two terms an attribute, and five attributes; the usual constraint's two to
        // four are held in the expression itself (no array is made).
        var terms = Expression()
        appendSide(firstItem, firstAttribute, start: firstStart, times: 1, in: ancestor, to: &terms)
        if let secondItem, let secondAttribute {
            appendSide(secondItem, secondAttribute, start: secondStart, times: -multiplier, in: ancestor, to: &terms)
            if multiplier != 1, isMirrored, firstStart == nil, firstAttribute.originAttribute != nil, let ancestor {
                ancestor.appendTerms(of: .width, times: -(1 - multiplier), in: ancestor, to: &terms)
            }
        }
        terms.constant = -solverConstant(constant)
        return terms
    }

    /// Appends one side of the constraint (an attribute, or a distance from `start` to it),
    /// each coefficient times `scale`, as ``expression(in:)`` reads it.
    private func appendSide(
        _ item: LayoutItem, _ attribute: LayoutAttribute, start: AnchorEnd?, times scale: Double,
        in ancestor: LayoutView?, to terms: inout Expression
    ) {
        guard isMirrored else {
            item.appendTerms(of: attribute, times: scale, in: ancestor, to: &terms)
            if let start { start.item.appendTerms(of: start.attribute, times: -scale, in: ancestor, to: &terms) }
            return
        }
        if let start {
            item.appendTerms(of: attribute.mirrored, times: scale, in: ancestor, to: &terms)
            start.item.appendTerms(of: start.attribute.mirrored, times: -scale, in: ancestor, to: &terms)
        } else if attribute.originAttribute == nil {
            item.appendTerms(of: attribute, times: -scale, in: ancestor, to: &terms)
        } else {
            item.appendTerms(of: attribute.mirrored, times: scale, in: ancestor, to: &terms)
        }
    }

    /// What errors and reports say about the constraint.
    var summary: ConstraintSummary { summary(constant: constant, priority: priority) }

    /// What errors and reports say about the constraint changed to `constant` and `priority`.
    func summary(constant: Double, priority: LayoutPriority) -> ConstraintSummary {
        ConstraintSummary(
            identifier: identifier, text: describe(constant: constant, priority: priority), location: location,
            activationLocation: activationLocation, objectID: ObjectIdentifier(self))
    }

    /// `'id' strip.height == 0.25 × root.width + 12 @750`: the identifier (when set) in quotes,
    /// the relation, and the priority when it is not required.
    public var description: String { describe(constant: constant, priority: priority) }

    /// The description with another constant and priority (for errors about a change).
    func describe(constant: Double, priority: LayoutPriority) -> String {
        var text = identifier.map { "'\($0)' " } ?? ""
        text += "\(DimensionAnchor(item: firstItem, attribute: firstAttribute, start: firstStart)) \(relation) "
        if let secondItem, let secondAttribute {
            if multiplier != 1 { text += "\(formatLayoutNumber(multiplier)) × " }
            text += "\(DimensionAnchor(item: secondItem, attribute: secondAttribute, start: secondStart))"
            if constant > 0 { text += " + \(formatLayoutNumber(constant))" }
            if constant < 0 { text += " - \(formatLayoutNumber(-constant))" }
        } else {
            text += formatLayoutNumber(constant)
        }
        if !priority.isRequired { text += " @\(priority)" }
        return text
    }
}

extension Relation {
    /// The relation with its sides exchanged: `<=` and `>=` swap, `==` stays.
    var reversed: Relation {
        switch self {
        case .equal: return .equal
        case .lessThanOrEqual: return .greaterThanOrEqual
        case .greaterThanOrEqual: return .lessThanOrEqual
        }
    }
}
