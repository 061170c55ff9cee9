// Text baselines: a view's first and last baselines, as UIKit's `firstBaselineAnchor` and
// `lastBaselineAnchor`.

/// Where a view's text baselines lie: the first line's baseline below the top edge, the last
/// line's above the bottom edge (a font's ascent and descent plus any padding). A one-line
/// label 20 points tall with a 16-point ascent has `firstFromTop: 16, lastFromBottom: 4`.
public struct BaselineOffsets: Hashable, Sendable {
    /// The first baseline's distance below the top edge.
    public var firstFromTop: Double
    /// The last baseline's distance above the bottom edge.
    public var lastFromBottom: Double

    /// Creates baseline offsets.
    public init(firstFromTop: Double, lastFromBottom: Double) {
        self.firstFromTop = firstFromTop
        self.lastFromBottom = lastFromBottom
    }
}

extension LayoutView {
    /// The first baseline, as `firstBaselineAnchor`: ``baselineOffsets`` below the top, or the
    /// bottom edge of a view without them (a view without text, as in UIKit).
    public var firstBaseline: YAxisAnchor { YAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The last baseline, as `lastBaselineAnchor`: ``baselineOffsets`` above the bottom, or the
    /// bottom edge of a view without them.
    public var lastBaseline: YAxisAnchor { YAxisAnchor(item: self, attribute: .lastBaseline) }

    /// Where the view's baselines lie; nil (the default) for a view without text, whose
    /// baselines are its bottom edge.
    public var baselineOffsets: BaselineOffsets? { baselines }

    /// Sets ``baselineOffsets`` (a new font, say). Between two sets of offsets the active
    /// constraints on the view's baselines change their constants in place; to or from nil
    /// they are re-added (a baseline changes from the top to the bottom edge or back).
    ///
    /// - Throws: ``LayoutError/nonFiniteValue(_:context:)`` for a non-finite offset;
    ///   ``LayoutError/unsatisfiable(_:conflicts:)`` when a required constraint on a baseline
    ///   can no longer hold (then nothing changes; in the UIKit-compatible mode that
    ///   constraint is broken and reported instead).
    public func setBaselineOffsets(_ offsets: BaselineOffsets?) throws(LayoutError) {
        if let offsets {
            for (value, which) in [(offsets.firstFromTop, "first"), (offsets.lastFromBottom, "last")]
            where !value.isFinite {
                throw .nonFiniteValue(value, context: "\(which) baseline offset of '\(name)'")
            }
        }
        let old = baselines
        baselines = offsets
        guard let engine else { return }
        do { try engine.moveBaselines(of: self, from: old) } catch {
            baselines = old
            throw error
        }
    }
}

extension LayoutEngine {
    /// Brings the active constraints on `view`'s baselines in line with its new offsets: in
    /// place between two sets of offsets, re-added to or from none. With
    /// ``ConflictHandling/throwError`` a conflict restores everything (the caller restores the
    /// offsets) and throws; in the UIKit-compatible mode the constraint that cannot hold is
    /// broken and reported.
    func moveBaselines(of view: LayoutView, from old: BaselineOffsets?) throws(LayoutError) {
        let affected = constraints.filter { $0.refersToBaseline(of: view) }
        let inPlace = old != nil && view.baselineOffsets != nil
        var done: [LayoutConstraint] = []
        func undo() {
            let new = view.baselines
            view.baselines = old
            if inPlace {
                for c in done { cannotFail("the old baseline offsets held before") { try refreshConstant(of: c) } }
            } else {
                for c in done { uninstall(c) }
                for c in affected where !c.isActive { cannotFail("the constraints held before") { try install(c) } }
            }
            view.baselines = new
        }
        if !inPlace { for c in affected { uninstall(c) } }
        for c in affected {
            do throws(Failure) {
                if inPlace {
                    try refreshConstant(of: c)
                } else {
                    try checkedInstall(c)
                }
                done.append(c)
            } catch {
                // A constant refreshed in place leaves `c` active, in its own conflict set.
                try handle(
                    error.excluding(c), changing: c, toConstant: c.constant, priority: c.priority,
                    handling: conflictHandling, undo: undo)
            }
        }
    }
}
