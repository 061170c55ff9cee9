// The constraints a stack view makes, as UIKit's `UIStackView` makes them (same roles, same
// identifiers; "Let's Build UIStackView" on kean.github.io lists UIKit's for each
// configuration).

/// What a stack constraint relates: its identifier, its two attributes and its relation (and
/// which of several alike it is). Two constraints with the same key differ at most in their
/// multiplier, constant and priority, so one can become the other in place.
struct ArrangementKey: Hashable {
    /// The UIKit identifier (`UISV-spacing`, …).
    var identifier: String
    /// The first item, by identity.
    var first: ObjectIdentifier
    /// Its attribute.
    var firstAttribute: LayoutAttribute
    /// The relation.
    var relation: Relation
    /// The second item, by identity, if any.
    var second: ObjectIdentifier?
    /// Its attribute, if any.
    var secondAttribute: LayoutAttribute?
    /// 0 for the first constraint with these fields, 1 for the next, ….
    var occurrence = 0

    /// The key of `c`.
    init(_ c: LayoutConstraint) {
        identifier = c.identifier ?? ""
        first = ObjectIdentifier(c.firstItem)
        firstAttribute = c.firstAttribute
        relation = c.relation
        second = c.secondItem.map(ObjectIdentifier.init)
        secondAttribute = c.secondAttribute
    }
}

/// The four attributes of an axis: its two edges, its centre and its size.
struct AxisAttributes {
    /// The leading (top) edge.
    var leading: LayoutAttribute
    /// The trailing (bottom) edge.
    var trailing: LayoutAttribute
    /// The centre.
    var center: LayoutAttribute
    /// The width (height).
    var size: LayoutAttribute

    /// The attributes along `axis`.
    init(_ axis: LayoutAxis) {
        if axis == .horizontal {
            (leading, trailing, center, size) = (.leading, .trailing, .centerX, .width)
        } else {
            (leading, trailing, center, size) = (.top, .bottom, .centerY, .height)
        }
    }
}

extension LayoutAxis {
    /// The other axis.
    var crossAxis: LayoutAxis { self == .horizontal ? .vertical : .horizontal }
}

extension StackView {
    /// The priority of the spanning guide's edge that follows the views' aligned edge (UIKit's).
    static let spanningBoundaryPriority = LayoutPriority(999.5)
    /// The priority that pulls the spanning guide to no size (UIKit's `UISV-spanning-fit`).
    static let spanningFitPriority = LayoutPriority(51)
    /// The priority that pulls a baseline-aligned stack to no size across the axis (UIKit's
    /// `UISV-canvas-fit`).
    static let canvasFitPriority = LayoutPriority(49)
    /// The priority that pulls the views of a baseline-aligned stack to its top (not UIKit's:
    /// it places the row in a stack taller than the row), between the fits and
    /// ``ambiguitySuppressionPriority``.
    static let baselineTopPriority = LayoutPriority(30)
    /// The priority that gives a view no size across the axis when nothing else does (UIKit's
    /// `UISV-ambiguity-suppression`).
    static let ambiguitySuppressionPriority = LayoutPriority(25)
    /// The priority of equal centre distances in ``Distribution/equalCentering`` (UIKit's).
    static let equalCenteringPriority = LayoutPriority(149)

    /// Whether the distribution keeps gaps between the views equal with gap guides.
    var usesGapGuides: Bool { distribution == .equalSpacing || distribution == .equalCentering }

    /// The number of gaps between visible views.
    var visibleGapCount: Int { max(arrangedSubviews.filter { !$0.isHidden }.count - 1, 0) }

    /// The priority of the tie-break constraints: below every priority UIKit's stack views use
    /// (see ``StackView``).
    static let tiePriority = LayoutPriority(24)

    /// The weight of the `index`-th of `count` tie-break constraints within their priority: 2
    /// for the first, falling by the same step to above 1 for the last, so that the later view
    /// gives way first. One priority and several weights, not a priority per view: each
    /// priority is a strict level of the solver, and a level per view made a stack of `n`
    /// labels cost `n²`.
    ///
    /// The step is one over `count` rounded up to a power of two, not over `count` itself: a
    /// view appended then leaves every other tie's weight as it was (a new weight for each was
    /// a change per view, and appending `n` views one at a time cost `n²`), until the count
    /// passes a power of two and the step halves; that rewrite costs as many changes as the
    /// appends since the last one, so an append costs a constant on average. The step stays
    /// above `1 / (2 count)`, as far from the rounding of the weights as before.
    static func tieWeight(_ index: Int, of count: Int) -> Double {
        2 - Double(index) / Double(tieSpan(count))
    }

    /// `count` rounded up to a power of two (1 for none or one): the ties' weights fall by one
    /// over it.
    static func tieSpan(_ count: Int) -> Int {
        count <= 1 ? 1 : 1 << (Int.bitWidth - (count - 1).leadingZeroBitCount)
    }

    /// The constraints for the current properties, in a fixed order: cross axis (canvas,
    /// alignment, spanning, ambiguity suppression), then main axis (the sizes — gaps, hiding,
    /// distribution, ties — then the chain from the leading edge: the leading canvas
    /// connection, the spacings, the trailing canvas connection).
    ///
    /// The order is the solver's (see `LayoutEngine+Deferral.swift`, which keeps a stack's
    /// first arrangement in it), and follows what decides what: a view's breadth across the
    /// axis can decide its length along it (an image's aspect ratio, text that wraps), and
    /// the lengths decide where the views after it sit. So the breadths come first, then the
    /// lengths, then the chain that adds them up, from the leading edge on, with the edge that
    /// gives the canvas its length (the trailing connection; across the axis of a leading
    /// alignment, the spanning guide's trailing edge) after the views it follows. Read in this
    /// order, each rule names a variable that no rule before it names, which takes the rule's
    /// row at the value the rule gives it. Stated the other way round, each chain's first
    /// rule found its variables taken by the rows after it and went through the dual simplex
    /// (the social feed's build: 18 pivots a card against 5); and with the lengths first, a
    /// card's width settled after the cards below it were stacked moved every one of them.
    ///
    /// - Parameters:
    ///   - canvas: the stack itself, or its margins guide.
    ///   - gaps: one gap guide per gap between visible views (equal distributions), else none.
    ///   - spanning: the spanning guide (alignments other than fill), else nil.
    func desiredArrangement(canvas: LayoutItem, gaps: [LayoutGuide], spanning: LayoutGuide?) -> [LayoutConstraint] {
        let views = arrangedSubviews
        guard let firstView = views.first, let lastView = views.last else { return [] }
        let main = AxisAttributes(axis)
        // The list itself when no view is hidden (as in most stacks): no copy.
        let visible = views.contains { $0.isHidden } ? views.filter { !$0.isHidden } : views
        // Room for what most arrangements make (about four a view), so that the list does not
        // grow one reallocation at a time.
        var out: [LayoutConstraint] = []
        out.reserveCapacity(4 * views.count + 8)

        appendCrossAxisArrangement(views, visible: visible, canvas: canvas, spanning: spanning, to: &out)

        // The sizes along the axis first (gaps, hidden views, the distribution's rules).
        if let firstGap = gaps.first {
            let priority = distribution == .equalCentering ? Self.equalCenteringPriority : .required
            for gap in gaps.dropFirst() {
                out.append(rule("UISV-fill-equally", gap, main.size, .equal, firstGap, main.size, priority: priority))
            }
        }
        for view in views where view.isHidden {
            out.append(hidingRule(view))
        }
        switch distribution {
        case .fillEqually:
            if let reference = visible.first {
                for view in visible.dropFirst() {
                    out.append(equalSizeRule(view, reference: reference))
                }
            }
        case .fillProportionally:
            out += proportionalShares(of: visible, canvas: canvas)
        case .fill, .equalSpacing, .equalCentering:
            // The views with a length along the axis (their count kept as they change, see
            // `tiedCount`), tied in order. A hidden view keeps its place among them, without a
            // tie: hiding or showing it changes no other view's weight.
            let sizedCount = tiedCount
            var k = 0
            for view in views {
                guard let length = view.intrinsicContentSize[axis] else { continue }
                if !view.isHidden {
                    out.append(tieRule(view, length: length, weight: Self.tieWeight(k, of: sizedCount)))
                }
                k += 1
            }
        }

        // Along the axis, from the leading edge: the first view meets the canvas, each view
        // follows the one before, the last meets the canvas.
        out.append(rule("UISV-canvas-connection", canvas, main.leading, .equal, firstView, main.leading))
        var lastVisible: LayoutView? = firstView.isHidden ? nil : firstView
        var gapIndex = 0
        for (previous, next) in zip(views, views.dropFirst()) {
            // Between two views with a gap guide, the guide's edges first: they place the next
            // view where the guide ends, and the spacing is then a bound on the guide's length.
            if !next.isHidden, usesGapGuides, gapIndex < gaps.count, let before = lastVisible {
                let gap = gaps[gapIndex]
                gapIndex += 1
                let edges = distribution == .equalSpacing ? (main.trailing, main.leading) : (main.center, main.center)
                out.append(rule("UISV-distributing-edge", gap, main.leading, .equal, before, edges.0))
                out.append(rule("UISV-distributing-edge", gap, main.trailing, .equal, next, edges.1))
            }
            out.append(spacingRule(previous, next, lastVisible: lastVisible))
            if !next.isHidden { lastVisible = next }
        }
        out.append(trailingConnection(lastView, canvas: canvas))

        return out
    }

    /// `UISV-canvas-connection` of the last view's trailing (bottom) edge to the canvas.
    func trailingConnection(_ last: LayoutView, canvas: LayoutItem) -> LayoutConstraint {
        let main = AxisAttributes(axis)
        return rule("UISV-canvas-connection", last, main.trailing, .equal, canvas, main.trailing)
    }

    /// `UISV-spacing` between two neighbours: `next` follows `previous`, the spacing after
    /// `lastVisible` (the last visible view before `next`) apart. A hidden view sits at the end
    /// of the one before, and a view with no visible view before it starts at the canvas edge:
    /// neither has spacing.
    func spacingRule(_ previous: LayoutView, _ next: LayoutView, lastVisible: LayoutView?) -> LayoutConstraint {
        let main = AxisAttributes(axis)
        guard !next.isHidden, let before = lastVisible else {
            return rule("UISV-spacing", next, main.leading, .equal, previous, main.trailing)
        }
        let relation: Relation = usesGapGuides ? .greaterThanOrEqual : .equal
        if isBaselineRelativeArrangement && axis == .vertical {
            return rule(
                "UISV-spacing", next, .firstBaseline, relation, before, .lastBaseline, constant: spacing(after: before))
        }
        return rule(
            "UISV-spacing", next, main.leading, relation, previous, main.trailing, constant: spacing(after: before))
    }

    /// `UISV-hiding`: a hidden view has no length along the axis.
    func hidingRule(_ view: LayoutView) -> LayoutConstraint {
        rule("UISV-hiding", view, AxisAttributes(axis).size, .equal, nil, nil)
    }

    /// `UISV-fill-equally`: a visible view as long as the first visible one.
    func equalSizeRule(_ view: LayoutView, reference: LayoutView) -> LayoutConstraint {
        let size = AxisAttributes(axis).size
        return rule("UISV-fill-equally", view, size, .equal, reference, size)
    }

    /// `UISV-fill-proportionally`: view *k* (of the visible ones) at its share of the canvas
    /// length, priority `999 - k` (never below 751); none when there is nothing to share.
    private func proportionalShares(of visible: [LayoutView], canvas: LayoutItem) -> [LayoutConstraint] {
        let main = AxisAttributes(axis)
        let spacings = visible.dropLast().reduce(0.0) { $0 + spacing(after: $1) }
        let total = visible.reduce(spacings) { $0 + ($1.intrinsicContentSize[axis] ?? 0) }
        guard total > 0 else { return [] }
        var out: [LayoutConstraint] = []
        for (k, view) in visible.enumerated() {
            guard let length = view.intrinsicContentSize[axis] else { continue }
            out.append(
                rule(
                    "UISV-fill-proportionally", view, main.size, .equal, canvas, main.size,
                    multiplier: length / total, priority: LayoutPriority(max(999 - Double(k), 751))))
        }
        return out
    }

    /// Appends the constraints across the axis for ``alignment``.
    private func appendCrossAxisArrangement(
        _ views: [LayoutView], visible: [LayoutView], canvas: LayoutItem, spanning: LayoutGuide?,
        to out: inout [LayoutConstraint]
    ) {
        let cross = AxisAttributes(axis.crossAxis)
        let first = views[0]
        guard alignment != .fill, let spanning else {
            // Fill: the first view spans the canvas, the others share its edges.
            out.append(rule("UISV-canvas-connection", canvas, cross.leading, .equal, first, cross.leading))
            out.append(rule("UISV-canvas-connection", first, cross.trailing, .equal, canvas, cross.trailing))
            for view in views.dropFirst() { appendAlignmentRules(view, first: first, to: &out) }
            return
        }
        // The other alignments: the views share one line (an edge, the centre or a baseline);
        // a spanning guide encloses the visible ones and is pulled tight, so the canvas fits
        // the largest. Baselines exist across a horizontal stack only.
        let baseline: LayoutAttribute? =
            axis == .vertical
            ? nil
            : alignment == .firstBaseline ? .firstBaseline : alignment == .lastBaseline ? .lastBaseline : nil
        let alignment =
            baseline == nil && (self.alignment == .firstBaseline || self.alignment == .lastBaseline)
            ? .leading : self.alignment
        if let baseline {
            out.append(rule("UISV-canvas-connection", canvas, cross.leading, .equal, spanning, cross.leading))
            out.append(rule("UISV-canvas-connection", spanning, cross.trailing, .equal, canvas, cross.trailing))
            for view in views.dropFirst() {
                out.append(rule("UISV-alignment", first, baseline, .equal, view, baseline))
            }
            for view in visible {
                out.append(
                    rule("UISV-spanning-boundary", spanning, cross.leading, .lessThanOrEqual, view, cross.leading))
                out.append(
                    rule("UISV-spanning-boundary", spanning, cross.trailing, .greaterThanOrEqual, view, cross.trailing))
                // Not UIKit's: each view's top pulled to the guide's, below the content
                // priorities and the fits, so that in a taller stack the topmost view sits at
                // the top rather than anywhere.
                out.append(
                    rule(
                        "Layout-StackView-Baseline-Top", spanning, cross.leading, .equal, view, cross.leading,
                        priority: Self.baselineTopPriority))
            }
            out.append(
                rule("UISV-spanning-fit", spanning, cross.size, .equal, nil, nil, priority: Self.spanningFitPriority))
            out.append(rule("UISV-canvas-fit", canvas, cross.size, .equal, nil, nil, priority: Self.canvasFitPriority))
            for view in views { out.append(ambiguityRule(view)) }
            return
        }
        switch alignment {
        case .leading:
            // The guide's trailing edge meets the canvas's after the views it encloses (below).
            out.append(rule("UISV-canvas-connection", canvas, cross.leading, .equal, first, cross.leading))
        case .center:
            out.append(rule("UISV-canvas-connection", canvas, cross.leading, .equal, spanning, cross.leading))
            out.append(rule("UISV-canvas-connection", spanning, cross.trailing, .equal, canvas, cross.trailing))
            out.append(rule("UISV-canvas-connection", canvas, cross.center, .equal, first, cross.center))
        case .trailing, .fill, .firstBaseline, .lastBaseline:
            out.append(rule("UISV-canvas-connection", canvas, cross.leading, .equal, spanning, cross.leading))
            out.append(rule("UISV-canvas-connection", first, cross.trailing, .equal, canvas, cross.trailing))
        }
        for view in views.dropFirst() { appendAlignmentRules(view, first: first, to: &out) }
        for view in visible { appendBoundaryRules(view, spanning: spanning, to: &out) }
        out.append(
            rule("UISV-spanning-fit", spanning, cross.size, .equal, nil, nil, priority: Self.spanningFitPriority))
        if alignment == .leading {
            out.append(rule("UISV-canvas-connection", spanning, cross.trailing, .equal, canvas, cross.trailing))
        }
        for view in views { out.append(ambiguityRule(view)) }
    }

    /// The alignment across the axis when it is not a baseline's: one that holds along a line
    /// (an edge or the centre; for ``Alignment/fill`` both edges).
    private var crossAlignment: Alignment {
        alignment == .firstBaseline || alignment == .lastBaseline ? .leading : alignment
    }

    /// Appends `UISV-alignment` of a view after the first to the first, across the axis, for
    /// an alignment other than a baseline's: both edges for ``Alignment/fill``, else its line.
    /// (Appended to the caller's list: a list returned per view was an allocation per view.)
    func appendAlignmentRules(_ view: LayoutView, first: LayoutView, to out: inout [LayoutConstraint]) {
        let cross = AxisAttributes(axis.crossAxis)
        switch crossAlignment {
        case .fill:
            out.append(rule("UISV-alignment", first, cross.leading, .equal, view, cross.leading))
            out.append(rule("UISV-alignment", first, cross.trailing, .equal, view, cross.trailing))
        case .leading, .firstBaseline, .lastBaseline:
            out.append(rule("UISV-alignment", first, cross.leading, .equal, view, cross.leading))
        case .center: out.append(rule("UISV-alignment", first, cross.center, .equal, view, cross.center))
        case .trailing: out.append(rule("UISV-alignment", first, cross.trailing, .equal, view, cross.trailing))
        }
    }

    /// Appends `UISV-spanning-boundary`: the spanning guide encloses a visible view across the
    /// axis (the aligned edge held at 999.5), for an alignment other than fill or a baseline's.
    func appendBoundaryRules(_ view: LayoutView, spanning: LayoutGuide, to out: inout [LayoutConstraint]) {
        let cross = AxisAttributes(axis.crossAxis)
        let alignment = crossAlignment
        out.append(
            alignment == .leading
                ? rule(
                    "UISV-spanning-boundary", spanning, cross.leading, .equal, view, cross.leading,
                    priority: Self.spanningBoundaryPriority)
                : rule("UISV-spanning-boundary", spanning, cross.leading, .lessThanOrEqual, view, cross.leading))
        out.append(
            alignment == .trailing
                ? rule(
                    "UISV-spanning-boundary", spanning, cross.trailing, .equal, view, cross.trailing,
                    priority: Self.spanningBoundaryPriority)
                : rule("UISV-spanning-boundary", spanning, cross.trailing, .greaterThanOrEqual, view, cross.trailing))
    }

    /// `Layout-StackView-Tie`: `view` as long as `length` along the axis, at the tie priority
    /// with `weight` (see ``tieWeight(_:of:)``).
    func tieRule(_ view: LayoutView, length: Double, weight: Double) -> LayoutConstraint {
        let tie = rule(
            "Layout-StackView-Tie", view, AxisAttributes(axis).size, .equal, nil, nil, constant: length,
            priority: Self.tiePriority)
        tie.weight = weight
        return tie
    }

    /// `UISV-ambiguity-suppression`: a view pulled to no size across the axis, below everything.
    func ambiguityRule(_ view: LayoutView) -> LayoutConstraint {
        rule(
            "UISV-ambiguity-suppression", view, AxisAttributes(axis.crossAxis).size, .equal, nil, nil,
            priority: Self.ambiguitySuppressionPriority)
    }

    /// A stack constraint `first.attribute relation multiplier × second.attribute + constant`,
    /// named `identifier`. The anchors' kind is a compile-time tag only; both attributes are on
    /// one axis here, which is what the tag guards.
    private func rule(
        _ identifier: String, _ first: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: Relation,
        _ second: LayoutItem?, _ secondAttribute: LayoutAttribute?, multiplier: Double = 1, constant: Double = 0,
        priority: LayoutPriority = .required
    ) -> LayoutConstraint {
        let secondAnchor = second.flatMap { item in
            secondAttribute.map { DimensionAnchor(item: item, attribute: $0) }
        }
        let c = LayoutConstraint(
            first: DimensionAnchor(item: first, attribute: firstAttribute), relation: relation, second: secondAnchor,
            multiplier: multiplier, constant: constant, priority: priority, location: nil)
        c.identifier = identifier
        return c
    }
}
