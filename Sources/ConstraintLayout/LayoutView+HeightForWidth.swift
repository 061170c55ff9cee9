// Multi-line text: an intrinsic height that depends on the width, as a `UILabel` with
// `numberOfLines = 0` and its `preferredMaxLayoutWidth`.

extension LayoutView {
    /// Gives the view a height for each width, as multi-line text has (`measure` wraps the
    /// text at a width and returns its height); nil removes it.
    ///
    /// The intrinsic width stays ``intrinsicContentSize``'s (the text on one line), capped at
    /// ``preferredMaxLayoutWidth`` when that is set; the intrinsic height is `measure` at
    /// that capped width, or, without a preferred width, at the width the layout gives the
    /// view. The latter is UIKit's two-pass layout: after each ``LayoutEngine/layout(width:height:)``
    /// or activation the engine measures every such view at its width and changes its
    /// intrinsic height in place, again while a height changes (at most eight passes; a
    /// layout whose widths keep moving stops at the eighth).
    ///
    /// `measure` is called while the engine lays out: it must measure, not lay the engine out
    /// again (``LayoutEngine/layout(width:height:)`` called from it throws
    /// ``LayoutError/reentrantLayout(measuring:)``).
    ///
    /// - Throws: as ``setIntrinsicContentSize(_:)``, and
    ///   ``LayoutError/nonFiniteValue(_:context:)`` when `measure` returns a negative or
    ///   non-finite height.
    public func setHeightForWidth(_ measure: ((Double) -> Double)?) throws(LayoutError) {
        let old = (self.measure, measuredHeight)
        self.measure = measure
        engine?.measuredViews = nil
        engine?.measuredViewCount += (measure != nil ? 1 : 0) - (old.0 != nil ? 1 : 0)
        do {
            let width: Double
            if let p = preferredWidth {
                width = intrinsicContentSize.width.map { min($0, p) } ?? p
            } else if solvedWidth > 0 {
                width = solvedWidth
            } else {
                width = intrinsicContentSize.width ?? 0  // not laid out yet: the text on one line
            }
            try remeasure(at: width)
        } catch {
            engine?.measuredViewCount += (old.0 != nil ? 1 : 0) - (measure != nil ? 1 : 0)
            (self.measure, measuredHeight) = old
            engine?.measuredViews = nil
            throw error
        }
    }

    /// The widest the view's text may be before it wraps, as `UILabel.preferredMaxLayoutWidth`;
    /// nil (the default) wraps at the width the layout gives the view.
    ///
    /// Setting it is ``setPreferredMaxLayoutWidth(_:)``; a setter cannot throw, so a negative
    /// or non-finite width, or one required constraints cannot take, is printed as an error and
    /// changes nothing.
    public var preferredMaxLayoutWidth: Double? {
        get { preferredWidth }
        set {
            do { try setPreferredMaxLayoutWidth(newValue) } catch { reportUnthrown(error) }
        }
    }

    /// Sets ``preferredMaxLayoutWidth``: the intrinsic width is capped at it and the height
    /// measured there, in place.
    /// - Throws: ``LayoutError/nonFiniteValue(_:context:)`` for a negative or non-finite width,
    ///   or as ``setHeightForWidth(_:)``.
    public func setPreferredMaxLayoutWidth(_ width: Double?) throws(LayoutError) {
        if let width, !(width.isFinite && width >= 0) {
            throw .nonFiniteValue(width, context: "preferred maximum layout width of '\(name)'")
        }
        let old = preferredWidth
        preferredWidth = width
        do { try setHeightForWidth(measure) } catch {
            preferredWidth = old
            throw error
        }
    }

    /// The intrinsic size the engine uses: ``intrinsicContentSize`` with the width capped at
    /// ``preferredMaxLayoutWidth`` and, for a measured view, the measured height.
    var effectiveIntrinsicSize: IntrinsicContentSize {
        var size = intrinsicContentSize
        if let p = preferredWidth, let w = size.width { size.width = min(w, p) }
        if measure != nil, let h = measuredHeight { size.height = h }
        return size
    }

    /// Measures the height at `width` and, when it changed, applies it to the content
    /// constraints in place. Returns whether it changed.
    @discardableResult
    func remeasure(at width: Double) throws(LayoutError) -> Bool {
        guard let measure else {
            let changed = measuredHeight != nil
            measuredHeight = nil
            if changed, let engine, !contentPending { try engine.applyContentConstraints(of: self) }
            return changed
        }
        guard let h = try changedHeight(measuredBy: measure, at: width) else { return false }
        let old = measuredHeight
        measuredHeight = h
        guard let engine, !contentPending else { return true }
        do { try engine.applyContentConstraints(of: self) } catch {
            measuredHeight = old
            throw error
        }
        return true
    }
}

extension LayoutView {
    /// The height `measure` gives at `width`, when it differs from the one measured last (nil
    /// when it does not).
    /// - Throws: ``LayoutError/nonFiniteValue(_:context:)`` for a negative or non-finite height.
    func changedHeight(measuredBy measure: (Double) -> Double, at width: Double) throws(LayoutError) -> Double? {
        let outer = engine?.measuringView
        engine?.measuringView = name
        let h = measure(width)
        engine?.measuringView = outer
        guard h.isFinite, h >= 0 else {
            throw .nonFiniteValue(h, context: "measured height of '\(name)' at width \(width)")
        }
        if let old = measuredHeight, abs(old - h) <= 1e-9 * max(1, abs(h)) { return nil }
        return h
    }
}

extension LayoutEngine {
    /// UIKit's second layout pass: measures every view with a height-for-width measure and no
    /// preferred width at the width the layout gives it, and applies the heights in place,
    /// until no height changes (at most eight passes). Each pass measures every view at the
    /// width of the solution the pass starts from: the frames are brought up to date once a
    /// pass, not after every height that changed (which made a pass over a thousand cards
    /// refresh a thousand frames a thousand times).
    func settleTextHeights() throws(LayoutError) {
        guard measuredViewCount > 0 else { return }
        if measuredViews == nil { measuredViews = root.subtree.filter { $0.measure != nil } }
        guard let views = measuredViews, !views.isEmpty else { return }
        for _ in 0..<8 {
            refreshFramesIfNeeded()
            // Each height measured first, then all of them applied together.
            var measured: [(view: LayoutView, old: Double?)] = []
            var changed = false
            for v in views where v.preferredWidth == nil {
                guard let measure = v.measure else {
                    if try v.remeasure(at: v.frameValues.width) { changed = true }
                    continue
                }
                let height: Double?
                do { height = try v.changedHeight(measuredBy: measure, at: v.frameValues.width) } catch {
                    for (view, old) in measured { view.measuredHeight = old }
                    throw error
                }
                guard let h = height else { continue }
                measured.append((v, v.measuredHeight))
                v.measuredHeight = h
            }
            if measured.isEmpty && !changed { return }
            try applyMeasuredHeights(measured)
        }
    }

    /// Applies the heights just measured to the views' content constraints: the constants of
    /// every view whose height hugging and compression resistance are in place (active,
    /// optional, at the view's priorities) change in one ``Solver/setConstants(_:)``; any
    /// other view's go through ``applyContentConstraints(of:)`` after them, as a single view's
    /// do. When the batch fails every measured height is put back (and the solver, by its own
    /// atomicity, the constants).
    private func applyMeasuredHeights(_ measured: [(view: LayoutView, old: Double?)]) throws(LayoutError) {
        func restore() {
            for (view, old) in measured { view.measuredHeight = old }
        }
        var batch: [(constraint: Constraint, constant: Double)] = []
        var moved: [(constraint: LayoutConstraint, constant: Double)] = []
        var others: [(view: LayoutView, old: Double?)] = []
        for (v, old) in measured where !v.contentPending {
            let size = v.effectiveIntrinsicSize
            do { try v.validate(size) } catch {
                restore()
                throw error
            }
            var inPlace = true
            for kind in ContentConstraintKind.allCases {
                let c = v.contentConstraints[kind]
                guard let target = size[kind.axis] else {
                    if let c, c.isActive { inPlace = false }
                    continue
                }
                guard let c, c.isActive, c.core != nil, c.priority == v.priority(of: kind), !c.priority.isRequired,
                    kind.axis == .vertical || target == c.constant
                else {
                    inPlace = false
                    break
                }
            }
            guard inPlace, let h = size.height else {
                others.append((v, old))
                continue
            }
            for kind in [ContentConstraintKind.heightHugging, .heightCompressionResistance] {
                let c = v.contentConstraints[kind]!
                if h != c.constant {
                    batch.append((c.core!, c.solverConstant(h)))
                    moved.append((c, h))
                }
            }
        }
        if !batch.isEmpty {
            do { try setSolverConstants(batch) } catch {
                restore()
                throw unexpected(error)
            }
            for (c, constant) in moved { c.store(constant: constant) }
        }
        // As a single view's: one that fails keeps its old height, and so do those after it;
        // those before it keep theirs applied.
        for (k, other) in others.enumerated() {
            do { try applyContentConstraints(of: other.view) } catch {
                for (view, old) in others[k...] { view.measuredHeight = old }
                throw error
            }
        }
    }
}
