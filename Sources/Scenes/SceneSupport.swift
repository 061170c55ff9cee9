import ConstraintLayout

/// What every scene shares: an engine, a content view, and the translation of engine errors
/// into scene errors.
///
/// **Root and content.** The engine's root is the collection view: its size is the container's
/// (``LayoutEngine/layout(width:height:)``, which the engine holds as required, as UIKit holds
/// a window's size). Scrollable content is not the collection view's height, so each scene
/// lays its views out in `content`, a subview at the root's origin that is as wide as the root
/// (`content.width == root.width`) and as tall as the views in it (a required constraint ties
/// its bottom to the last row's bottom, or the strip's) — the content view of a scroll view.
/// The content view's height is the scene's ``SceneLayout/contentHeight``; the root's height
/// is given as 0, and nothing relates to it.
struct SceneStage {
    let name: String
    let engine = LayoutEngine()
    let content = LayoutView("content")
    /// The container width the scene is built for, if one was given
    /// (``SceneDescriptor/make(settings:width:)``).
    let initialWidth: Double?
    /// The width errors while building the scene are reported at: ``initialWidth``, or 0.
    var buildWidth: Double { initialWidth ?? 0 }

    /// A stage for a scene built for a container of `width`, or of no size until the first
    /// ``suggest(width:)`` when `width` is nil.
    init(name: String, width: Double?) throws(SceneError) {
        self.name = name
        initialWidth = width
        let root = engine.root, content = content
        try run(width: buildWidth) { () throws(LayoutError) in
            try root.addSubview(content)
            try engine.activate([
                content.leading == root.leading,
                content.top == root.top,
                content.width == root.width,
            ])
        }
    }

    /// Activates the scene's constraints: with the root laid out first at ``initialWidth`` when
    /// the scene is built for a width (as a collection view has bounds before its cells are
    /// configured), and at `orWidth` otherwise if that is given, so that each constraint is
    /// settled as it is added.
    func activate(_ constraints: [LayoutConstraint], orWidth: Double? = nil) throws(SceneError) {
        try run(width: buildWidth) { () throws(LayoutError) in
            if let width = initialWidth ?? orWidth, engine.requestedSize == nil {
                try engine.layout(width: width, height: 0)
            }
            try engine.activate(constraints)
        }
    }

    /// Adds `views` to the content view, in order.
    func add(_ views: [LayoutView]) throws(SceneError) {
        for v in views { try run(width: buildWidth) { () throws(LayoutError) in try content.addSubview(v) } }
    }

    /// Runs `body`, turning a ``LayoutError`` into ``SceneError/unsolvable(scene:width:reason:)``.
    func run<T>(width: Double, _ body: () throws(LayoutError) -> T) throws(SceneError) -> T {
        do { return try body() } catch { throw .unsolvable(scene: name, width: width, reason: error.description) }
    }

    /// Suggests a new container width: the re-solve.
    func suggest(width: Double) throws(SceneError) {
        try run(width: width) { () throws(LayoutError) in try engine.layout(width: width, height: 0) }
    }

    /// The frames of `views` (and of `details`, views inside them) in root coordinates, and the
    /// content view's height.
    func layout(of views: [LayoutView], details: [LayoutView] = [], width: Double) -> SceneLayout {
        func frame(_ v: LayoutView) -> SceneFrame {
            let r = v.frameInRoot
            return SceneFrame(view: v.name, x: r.minX, y: r.minY, width: r.width, height: r.height)
        }
        return SceneLayout(
            scene: name, width: width, contentHeight: content.frameInRoot.height, frames: views.map(frame),
            details: details.map(frame))
    }
}

/// A scene built on a ``SceneStage`` (all five are): lets tests read the engine's operation
/// counts to check that a width change adds and removes nothing it need not.
protocol StagedScene {
    /// The scene's engine and content view.
    var stage: SceneStage { get }
}

/// The first, second and last index of `count` views, without repeats, ascending: the views a
/// grid shows in the overview table.
func keyIndices(count: Int) -> [Int] {
    var result: [Int] = []
    for i in [0, 1, count - 1] where i >= 0 && i < count && !result.contains(i) { result.append(i) }
    return result
}
