import ConstraintLayout
import Scenes

/// The widths where a scene changes its shape: the intervals over which it keeps one set of
/// constraints (its own discrete changes — flow-grid's column count — swap constraints).
///
/// A scene's own changes are found by laying it out at every whole width of the range and
/// watching its engine: a width at which the scene adds or removes constraints starts a new
/// regime. (Changes of a constant in place, such as the whole-point cut that follows
/// flow-grid's cells or exact-columns' pixel split, keep the regime: they move values, not the
/// shape.)
enum SceneRegimes {
    /// One regime: `from ≤ W < to` (the last one includes `to`).
    struct Regime {
        var from: Double
        var to: Double
        /// What holds there (`3 columns`).
        var label: String
        /// Per view name, the constraints that fix its frame, one a line.
        var explanations: [String: [String]]
    }

    /// The regimes of `scene` over `range`. Leaves the scene laid out at the range's end.
    static func regimes(of scene: any LayoutScene, over range: ClosedRange<Double>) throws(SceneError) -> [Regime] {
        let widths = SweepSampler.values(from: range.lowerBound, to: range.upperBound, step: 1)
        var regimes: [Regime] = []
        var last = scene.engine.statistics
        for width in widths {
            _ = try scene.layout(width: width)
            let now = scene.engine.statistics
            let rebuilt = now.additions != last.additions || now.removals != last.removals
            last = now
            if regimes.isEmpty || rebuilt {
                if !regimes.isEmpty { regimes[regimes.count - 1].to = width }
                regimes.append(Regime(from: width, to: range.upperBound, label: label(scene), explanations: explanations(scene)))
            }
        }
        return regimes
    }

    /// What distinguishes the scene's current regime, for a person.
    static func label(_ scene: any LayoutScene) -> String {
        if let grid = scene as? FlowGridScene { return "\(grid.columns) column\(grid.columns == 1 ? "" : "s")" }
        return "\(scene.engine.constraints.count) constraints"
    }

    /// Per reported view, the constraints that fix its frame, as the engine describes them.
    static func explanations(_ scene: any LayoutScene) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for view in scene.views {
            var lines: [String] = []
            for axis in LayoutAxis.allCases {
                lines.append("\(axis):")
                lines += scene.engine.constraintsAffectingLayout(for: view, axis: axis).map { "  " + $0.description }
            }
            result[view.name] = lines
        }
        return result
    }
}
