import ConstraintLayout
import InterfaceBuilder
import Scenes

/// An Interface Builder scene built once in an engine, seen as a ``LayoutScene`` so that
/// `layout-lab ib` gets the width slider page (``ScenePage``) and the regime listing
/// (``SceneRegimes``) the scenes have. Its views are the scene's views but the root, named by
/// their object ids, their frames in the root's coordinates; the content is the root, as
/// tall as the device (or `--height`) at every width.
final class IBLayoutScene: LayoutScene {
    /// The scene built on its device.
    let built: InterfaceBuilderBuiltScene
    /// The scene's id.
    let name: String
    /// A scene read from a file takes no parameters.
    var parameters: SceneParameters { .none }
    /// The views' object ids, the root's left out.
    let viewNames: [String]
    /// Every view: a screen's views are all of interest.
    var keyViewNames: [String] { viewNames }
    /// The engine the scene is built in.
    var engine: LayoutEngine { built.engine }
    /// The scene's root view.
    var contentView: LayoutView { built.engine.root }
    /// The views but the root, depth first in document order.
    let views: [LayoutView]

    init(_ built: InterfaceBuilderBuiltScene, name: String) {
        self.built = built
        self.name = name
        views = Array(built.views.dropFirst())
        viewNames = views.map(\.name)
    }

    /// The frames at `width`, in the root's coordinates.
    func layout(width: Double) throws(SceneError) -> SceneLayout {
        let layout: InterfaceBuilderLayout
        do { layout = try built.layout(width: width) } catch {
            throw .unsolvable(scene: name, width: width, reason: error.message)
        }
        let frames = layout.frames.dropFirst().map { f in
            SceneFrame(view: f.id, x: f.inRoot.minX, y: f.inRoot.minY, width: f.inRoot.width, height: f.inRoot.height)
        }
        return SceneLayout(scene: name, width: width, contentHeight: built.height, frames: Array(frames))
    }
}
