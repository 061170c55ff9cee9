import Cassowary
import ConstraintLayout
import Scenes

/// The widths where a scene changes its shape: the scene's own discrete changes and, between
/// them, the breakpoints of its linear program.
///
/// - **The scene's own changes** are found by laying the scene out at every whole width of
///   the range and watching its engine: a width at which the scene adds or removes
///   constraints (flow-grid's column count) starts a new regime; a constant it changes in place
///   (flow-grid's whole-point cut, exact-columns' pixel split) is counted as *rounding* in the
///   regime. Such a change between two whole widths shows at the upper one.
/// - **The LP's breakpoints**: over each run of whole widths where the scene changes nothing,
///   the engine's exact regime map of the root's width (``LayoutEngine/widthRegimes(from:to:tracking:)``)
///   gives the widths where a constraint becomes tight or loose, or a preference starts or
///   stops giving way — exactly, not sampled.
enum SceneRegimes {
    /// One regime: `from ≤ W < to` (the last one includes `to`).
    struct Regime {
        var from: Double
        var to: Double
        /// What holds there (`3 columns`), or what changed at its start.
        var label: String
        /// What changed at `from` (empty for the first regime and for the scene's own changes).
        var changes: [Change] = []
        /// Widths in the regime at which the scene re-set a constant in place (rounding).
        var roundings = 0
        /// Per view name, the lines of ``LayoutEngine/explain(_:)`` in the middle of the regime's first
        /// run of widths without a change.
        var explanations: [String: [String]] = [:]
    }

    /// A change at a breakpoint, as the walk up through it sees it.
    struct Change: Sendable, Equatable {
        /// The constraint, as ``LayoutConstraint/description`` writes it.
        var constraint: String
        /// What happens to it.
        var kind: RegimeMap.Change.Kind

        /// `cell0.width >= 0 comes loose`, or with `downward` what the walk down sees:
        /// `cell0.width >= 0 becomes tight`.
        func text(downward: Bool = false) -> String {
            "\(constraint) \((downward ? kind.reversed : kind).rawValue)"
        }
    }

    /// The regimes of `scene` over `range`, with each regime's explanations unless
    /// `explaining` is false (the listing prints none, and explaining every view of a large
    /// scene at every piece costs more than the rest). Leaves the scene laid out at the
    /// range's end.
    static func regimes(of scene: any LayoutScene, over range: ClosedRange<Double>, explaining: Bool = true)
        throws(SceneError) -> [Regime]
    {
        try analyse(scene, over: range, explaining: explaining).regimes
    }

    /// The regimes of `scene` over `range`, and the explanations of its views over every run
    /// of widths where the scene changes nothing and no breakpoint falls (finer than the
    /// regimes: rounding re-sets a constant between them). Leaves the scene laid out at the
    /// range's end. Without `explaining`, no view is explained (the segments are empty).
    static func analyse(_ scene: any LayoutScene, over range: ClosedRange<Double>, explaining: Bool = true)
        throws(SceneError)
        -> (regimes: [Regime], segments: [LayoutPage.ExplanationSegment])
    {
        let widths = RangeArgument(from: range.lowerBound, to: range.upperBound).values
        // Pass 1: what the scene does at each whole width.
        enum Step { case quiet, rounding, rebuilt }
        var steps: [Step] = []
        var labels: [String] = []
        var last = scene.engine.statistics
        for width in widths {
            _ = try scene.layout(width: width)
            let now = scene.engine.statistics
            steps.append(
                now.additions != last.additions || now.removals != last.removals
                    ? .rebuilt
                    : now.constantChanges != last.constantChanges ? .rounding : .quiet)
            labels.append(label(scene))
            last = now
        }
        // Pass 2: the LP's breakpoints over each run of widths where the scene is quiet.
        var regimes: [Regime] = []
        var segments: [LayoutPage.ExplanationSegment] = []
        var start = 0
        while start < widths.count {
            var end = start + 1
            while end < widths.count, steps[end] == .quiet { end += 1 }
            let from = widths[start], to = end < widths.count ? widths[end] : widths[widths.count - 1]
            _ = try scene.layout(width: from)
            var breaks: [(at: Double, changes: [Change])] = []
            if to > from {
                let map: RegimeMap?
                do { map = try scene.engine.widthRegimes(from: from, to: to, tracking: []) } catch {
                    throw .unsolvable(scene: scene.name, width: from, reason: error.description)
                }
                for regime in map?.regimes.dropFirst() ?? [] where regime.from > from && regime.from < to {
                    breaks.append(
                        (
                            regime.from,
                            regime.changes.map { change in
                                Change(
                                    constraint: scene.engine.layoutConstraint(for: change.constraint)?.description
                                        ?? change.constraint.description,
                                    kind: change.kind)
                            }
                        ))
                }
            }
            // Each piece between breakpoints is explained in its middle, away from the
            // degenerate ends (where a rounding constant and the bound it rounds coincide).
            let bounds = [from] + breaks.map(\.at) + [max(to, from)]
            for k in 0..<(bounds.count - 1) {
                let lower = bounds[k], upper = bounds[k + 1]
                let at = upper > lower ? (lower + upper) / 2 : lower
                var explained: [String: [String]] = [:]
                if explaining {
                    _ = try scene.layout(width: at)
                    explained = explanations(scene)
                    segments.append(LayoutPage.ExplanationSegment(from: lower, at: at, explanations: explained))
                }
                if k > 0 {
                    regimes[regimes.count - 1].to = lower
                    regimes.append(
                        Regime(
                            from: lower, to: range.upperBound, label: labels[start], changes: breaks[k - 1].changes,
                            explanations: explained))
                } else if regimes.isEmpty || steps[start] == .rebuilt {
                    if !regimes.isEmpty { regimes[regimes.count - 1].to = from }
                    regimes.append(
                        Regime(from: from, to: range.upperBound, label: labels[start], explanations: explained))
                } else if steps[start] == .rounding {
                    regimes[regimes.count - 1].roundings += 1
                }
            }
            start = end
        }
        _ = try scene.layout(width: widths[widths.count - 1])
        return (regimes, segments)
    }

    /// What distinguishes the scene's current regime, for a person.
    static func label(_ scene: any LayoutScene) -> String {
        if let grid = scene as? FlowGridScene { return "\(grid.columns) column\(grid.columns == 1 ? "" : "s")" }
        return ""
    }

    /// The regime's description on a page: its label and what changed at its start.
    static func summary(_ regime: Regime) -> String {
        let parts = (regime.label.isEmpty ? [] : [regime.label]) + regime.changes.map { $0.text() }
        return parts.isEmpty ? "as at the start of the range" : parts.joined(separator: "; ")
    }

    /// Per reported view, ``LayoutEngine/explain(_:)`` as lines: each coordinate's formula,
    /// then the constraints it comes from, one a line (indented), then why a rate is one-sided
    /// or 0 and why a constraint that holds is not among them (`FrameExplanation.Coordinate.lines`),
    /// so that the lines repeat from width to width and a page stores each once.
    static func explanations(_ scene: any LayoutScene) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for view in scene.views {
            var lines: [String] = []
            for coordinate in scene.engine.explain(view).coordinates { lines += coordinate.lines }
            result[view.name] = lines
        }
        return result
    }

    /// `scene NAME --regimes FROM TO`: one line per regime, in the walk's order. Walking down
    /// (`range` from above to below) lists the regimes from the top, and says what changes
    /// just below each breakpoint as the width falls through it.
    static func listing(scene: String, _ regimes: [Regime], range: RangeArgument) -> [String] {
        let f = SceneNumber.format
        let down = range.isDescending
        var lines = [
            "\(scene) from \(f(range.from))\(down ? " down" : "") to \(f(range.to)): "
                + "\(regimes.count) regime\(regimes.count == 1 ? "" : "s")"
        ]
        let ordered = down ? Array(regimes.reversed()) : regimes
        for (i, r) in ordered.enumerated() {
            // Going up, a regime is from ≤ W < to (the last includes its end); going down,
            // to ≥ W ≥ from for the first, to > W ≥ from after.
            var line =
                down
                ? "  \(f(r.to)) \(i == 0 ? "≥" : ">") W ≥ \(f(r.from))"
                : "  \(f(r.from)) ≤ W \(i == ordered.count - 1 ? "≤" : "<") \(f(r.to))"
            line += r.label.isEmpty ? "" : "   \(r.label)"
            if r.roundings > 0 {
                line += "; rounding re-set in place at \(r.roundings) width\(r.roundings == 1 ? "" : "s")"
            }
            lines.append(line)
            if !down {
                for change in r.changes { lines.append("      at \(f(r.from)): \(change.text())") }
            } else if i > 0 {
                // Entered from above: the changes at the lower end of the regime before.
                let above = ordered[i - 1]
                for change in above.changes {
                    lines.append("      below \(f(above.from)): \(change.text(downward: true))")
                }
            }
        }
        return lines
    }
}

extension RegimeMap.Change.Kind {
    /// What the same breakpoint does to the constraint when the walk goes the other way.
    var reversed: Self {
        switch self {
        case .becameTight: .cameLoose
        case .cameLoose: .becameTight
        case .startedGivingWay: .heldAgain
        case .heldAgain: .startedGivingWay
        case .crossed: .crossed
        }
    }
}
