import ConstraintLayout
import Scenes

/// The interactive page of a scene (`layout-lab scene NAME --format html`): the scene laid
/// out by our solver at every whole width of the range, embedded in a ``LayoutPage``.
///
/// Scenes make discrete changes the solver cannot (flow-grid's column count, the whole-point
/// and whole-pixel rounding of flow-grid and exact-columns), so their frames are sampled at
/// every integer width rather than taken from affine formulas. The page's regimes are
/// ``SceneRegimes``'s: the intervals where the scene keeps one set of constraints and the
/// solver one basis.
enum ScenePage {
    /// The widest range a page samples: more than this many widths would make a page of
    /// several megabytes.
    static let maximumSamples = 5_000

    /// The most frames (views × whole widths) a page or a regime listing lays out: a
    /// thousand-item scene over a thousand widths took minutes and over a gigabyte.
    static let maximumFrames = 50_000

    /// An error when laying `scene` out at every whole width of `range` — for `what`, "an
    /// html page" or "--regimes" — would exceed ``maximumFrames``.
    static func sizeError(_ scene: any LayoutScene, over range: ClosedRange<Double>, for what: String) -> String? {
        let widths = Int((range.upperBound - range.lowerBound).rounded(.down)) + 1
        let frames = scene.viewNames.count * widths
        guard frames > maximumFrames else { return nil }
        return "\(what) lays out \(scene.name)'s \(scene.viewNames.count) views at \(widths) whole widths, "
            + "\(frames) frames; the most is \(maximumFrames): narrow the range or lower the item count"
    }

    /// The page of `scene` over `range`, the slider starting at `initial`.
    static func page(scene: any LayoutScene, descriptor: SceneDescriptor, range: ClosedRange<Double>, initial: Double)
        throws(SceneError) -> LayoutPage
    {
        try page(
            scene: scene, title: "\(scene.name) — \(descriptor.summary)",
            source: descriptor.article.map { "From \($0)." }
                ?? "An example of this package's own, not from an article.",
            range: range, initial: initial)
    }

    /// The page of `scene` over `range`, the slider starting at `initial`, headed `title`,
    /// with `source` saying where the scene comes from.
    static func page(
        scene: any LayoutScene, title: String, source: String, range: ClosedRange<Double>, initial: Double
    ) throws(SceneError) -> LayoutPage {
        let widths = RangeArgument(from: range.lowerBound, to: range.upperBound).values
        var names: [String] = []
        for view in scene.viewNames { names += ["\(view).x", "\(view).y", "\(view).width", "\(view).height"] }
        names.append("contentHeight")
        var samples: [[Double]] = []
        samples.reserveCapacity(widths.count)
        for width in widths {
            let layout = try scene.layout(width: width)
            var row: [Double] = []
            row.reserveCapacity(names.count)
            for f in layout.frames { row += [f.x, f.y, f.width, f.height] }
            row.append(layout.contentHeight)
            samples.append(row)
        }
        let analysis = try SceneRegimes.analyse(scene, over: range)
        let regimes = analysis.regimes.map { r in
            LayoutPage.Regime(from: r.from, to: r.to, label: SceneRegimes.summary(r))
        }
        let views = scene.viewNames.enumerated().map { i, name in
            LayoutPage.View(
                name: name, x: .channel(4 * i), y: .channel(4 * i + 1), width: .channel(4 * i + 2),
                height: .channel(4 * i + 3))
        }
        _ = try scene.layout(width: initial)
        return LayoutPage(
            title: title,
            notes: [
                source,
                "Frames computed by layout-lab's solver at every whole width from \(SceneNumber.format(range.lowerBound)) "
                    + "to \(SceneNumber.format(range.upperBound)); red marks on the slider are the breakpoints between regimes.",
            ],
            variable: "W", range: range, step: 1, initial: initial, channelNames: names,
            channels: .sampled(widths: widths, values: samples), views: views, contentHeight: names.count - 1,
            regimes: regimes, explanations: analysis.segments)
    }
}
