/// Something constraints position: a ``LayoutView`` or a ``LayoutGuide``, as the items of an
/// `NSLayoutConstraint`. It has anchors (``leading`` … ``height``) and a frame.
///
/// **Variables.** Each item owns four solver variables: `width`, `height`, and `left` and
/// `top` in the coordinates ``frame`` is in: a view's superview's, a guide's owning view's (the
/// root's own origin is 0). A constraint measures its positions in the coordinates of the
/// closest common ancestor of its items, as UIKit does: each position is the item's own plus
/// the origins of the views between it and that ancestor (see ``LayoutConstraint``), so a
/// constraint between siblings, or between a view and its superview, names only their own
/// variables. Moving a view then moves one pair of values, not every view inside it: the
/// solver keeps every value current, and a card that moves down a feed, or a row that a
/// width change shifts, leaves its subviews' values where they were. ``frame`` reads the
/// variables directly; ``frameInRoot`` adds the origins above.
///
/// Items are made as ``LayoutView`` or ``LayoutGuide``; the class cannot be subclassed outside the
/// module. An item is a reference type with identity in a mutable tree; it is not `Sendable`.
public class LayoutItem: CustomStringConvertible {
    // Stored properties unchecked for exclusivity at run time: see `LayoutEngine`.
    /// The item's name: used in descriptions, errors and solver variable names.
    public let name: String
    /// The engine whose tree the item is in, if any.
    public var engine: LayoutEngine? { membership?.engine }
    /// The membership of the engine whose tree the item is in (see ``EngineMembership``).
    @exclusivity(unchecked) var membership: EngineMembership?

    /// The frame's values (in ``coordinateParent``'s coordinates, the solver's own) as of the
    /// engine's last refresh; see ``LayoutEngine/refreshFramesIfNeeded()``.
    @exclusivity(unchecked) var frameValues: (x: Double, y: Double, width: Double, height: Double) = (0, 0, 0, 0)
    /// The origin in the root's coordinates as of the same refresh: ``frameValues``'s plus
    /// ``coordinateParent``'s origin in the root.
    @exclusivity(unchecked) var originInRoot: (x: Double, y: Double) = (0, 0)
    /// The places of the item's four variables in the engine's ``Solver/variables`` (-1: not
    /// known), for reading its frame values without a look-up; checked at every read.
    @exclusivity(unchecked) var variableSlots = (-1, -1, -1, -1)
    /// The left edge, in the coordinates of ``coordinateParent`` (see the type's notes).
    let leftVariable: Variable
    /// The top edge, in the coordinates of ``coordinateParent``.
    let topVariable: Variable
    /// The width.
    let widthVariable: Variable
    /// The height.
    let heightVariable: Variable
    /// The active constraints that refer to this item, by their slots in the engine's
    /// ``LayoutEngine/active`` constraints (see ``LayoutEngine/constraints(referringTo:)``,
    /// which orders them by activation): what the engine deactivates when the item leaves its
    /// tree, found without reading every active constraint. Slots, not references: a
    /// constraint holds its items, and the engine holds its active constraints.
    @exclusivity(unchecked) var referringConstraints: Set<Int32> = []

    init(name: String) {
        self.name = name
        leftVariable = Variable("\(name).left")
        topVariable = Variable("\(name).top")
        widthVariable = Variable("\(name).width")
        heightVariable = Variable("\(name).height")
    }

    /// The name.
    public var description: String { name }

    /// The view whose coordinates ``frame`` is in: a view's superview, a guide's owning view.
    var coordinateParent: LayoutView? { nil }

    /// The view whose coordinate system the item's attributes live in for a constraint: a view
    /// itself, a guide's owning view.
    var coordinateView: LayoutView? { nil }

    // MARK: - Frames

    /// The frame in the root's coordinates (`.zero` outside an engine).
    public var frameInRoot: LayoutRect {
        guard let engine else { return .zero }
        engine.refreshFramesIfNeeded()
        let v = frameValues, o = originInRoot
        return LayoutRect(x: o.x, y: o.y, width: v.width, height: v.height)
    }

    /// The frame in the coordinates of the superview (of a view, as UIKit's `frame`) or of the
    /// owning view (of a guide, as `UILayoutGuide.layoutFrame`). The root's frame is in its own
    /// space, with the origin at 0, 0.
    public var frame: LayoutRect {
        guard let engine else { return .zero }
        engine.refreshFramesIfNeeded()
        let v = frameValues
        return LayoutRect(x: v.x, y: v.y, width: v.width, height: v.height)
    }

    /// The width the solver gives the item now (0 outside an engine), read from the solver
    /// alone: ``frame`` brings every item's frame up to date first, which a view configured
    /// while its siblings are added (a label's measure set as each cell is built) would pay
    /// for all of them at every view. (A read costs more than a frame's once the frames are
    /// up to date: for loops over many views, bring them up to date once instead.)
    var solvedWidth: Double {
        engine?.solver.value(of: widthVariable) ?? 0
    }

    /// Whether the constraints leave the frame undetermined: the solver could move one of the
    /// item's four variables at no cost at any priority (``Solver/isAmbiguous(_:)``), or a
    /// variable is in no active constraint at all. True outside an engine.
    public var hasAmbiguousLayout: Bool {
        guard let engine else { return true }
        return [leftVariable, topVariable, widthVariable, heightVariable].contains { engine.solver.isAmbiguous($0) }
    }

    /// The active constraints that affect the item along `axis`; see
    /// ``LayoutEngine/constraintsAffectingLayout(for:axis:)``. Empty outside an engine.
    public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
        engine?.constraintsAffectingLayout(for: self, axis: axis) ?? []
    }

    // MARK: - Translation

    /// The closest view that is the coordinate view (``coordinateView``) of both items or an
    /// ancestor of both (a view is its own ancestor here, as UIKit's constraint installation
    /// counts it); nil in separate trees.
    func closestCommonAncestor(with other: LayoutItem) -> LayoutView? {
        // Up to the same depth, then up both paths together until they meet: no set of
        // ancestors built for every constraint.
        func depth(_ view: LayoutView?) -> Int {
            var n = 0, v = view
            while let u = v {
                n += 1
                v = u.superview
            }
            return n
        }
        var a = coordinateView, b = other.coordinateView
        // Most constraints relate siblings, or a view and its superview: found without the
        // walks to the root.
        if a === b { return a }
        let pa = a?.superview, pb = b?.superview
        if let pa, pa === b || pa === pb { return pa }
        if let pb, pb === a { return pb }
        var da = depth(a), db = depth(b)
        while da > db {
            a = a?.superview
            da -= 1
        }
        while db > da {
            b = b?.superview
            db -= 1
        }
        while let u = a, let w = b {
            if u === w { return u }
            a = u.superview
            b = w.superview
        }
        return nil
    }

    /// Appends the attribute, measured in the coordinates of `ancestor`, as terms over the
    /// solver's variables, each coefficient times `scale`, to `terms`.
    ///
    /// A size is the item's width or height wherever it is measured. A position is the item's
    /// own (in its ``coordinateParent``'s coordinates) plus the origin of each view above it up
    /// to `ancestor`, which adds none: its own positions are 0 in its own coordinates, so an
    /// attribute of `ancestor` itself is its size part alone (its trailing edge is its width).
    /// With `ancestor` nil the position is in the coordinates the root sits in, the root's own
    /// origin included (the engine's constraints that pin it at 0).
    func appendTerms(
        of attribute: LayoutAttribute, times scale: Double = 1, in ancestor: LayoutView?, to terms: inout Expression
    ) {
        let horizontal = attribute.axis == .horizontal
        // How much of the position (left or top) and of the size (width or height) it holds.
        let (position, size): (Double, Double)
        switch attribute {
        case .left, .leading, .top: (position, size) = (1, 0)
        case .right, .trailing, .bottom, .lastBaseline: (position, size) = (1, 1)
        case .centerX, .centerY: (position, size) = (1, 0.5)
        // At an offset from the top or bottom (``offset(of:)``) when the item has baseline
        // offsets; the bottom edge otherwise.
        case .firstBaseline: (position, size) = (1, hasBaselineOffsets ? 0 : 1)
        case .width, .height: (position, size) = (0, 1)
        }
        if position != 0 && self !== ancestor {
            terms += Term(horizontal ? leftVariable : topVariable, position * scale)
            var above = coordinateParent
            while let view = above, view !== ancestor {
                terms += Term(horizontal ? view.leftVariable : view.topVariable, position * scale)
                above = view.superview
            }
        }
        if size != 0 { terms += Term(horizontal ? widthVariable : heightVariable, size * scale) }
    }

    /// Whether the item's baselines lie at offsets from its top and bottom (a view with
    /// ``LayoutView/baselineOffsets``); false for the rest, whose baselines are the bottom edge.
    var hasBaselineOffsets: Bool { false }

    /// What the attribute adds to its ``terms(of:)``: a baseline's offset from the top (first)
    /// or bottom (last, negative), 0 for every other attribute.
    func offset(of attribute: LayoutAttribute) -> Double { 0 }

    /// The item's variables along `axis` (position, then size).
    func variables(along axis: LayoutAxis) -> [Variable] {
        axis == .horizontal ? [leftVariable, widthVariable] : [topVariable, heightVariable]
    }
}
