@_exported import ConstraintLayout

/// How to make one scene: its name, the article it comes from (none for an example), its
/// parameters with their defaults (the article's values), and the function that builds it.
public struct SceneDescriptor: Sendable {
    /// The scene's stable name (`flow-grid`).
    public let name: String
    /// The article the scene reproduces; nil for an example (``SceneCatalog/examples``), which
    /// cites none.
    public let article: SceneArticle?
    /// One line saying what the scene shows.
    public let summary: String
    /// The parameters, in the order they are listed and reported.
    public let parameters: [SceneParameter]
    let build: @Sendable (SceneParameters, Double?) throws(SceneError) -> any LayoutScene

    /// The parameters with every default.
    public var defaults: SceneParameters {
        SceneParameters(entries: parameters.map { ($0.name, $0.defaultValue) })
    }

    /// Validates `settings` (`("items", "8")` pairs, applied in order, a later one for the same
    /// key winning) against the parameters.
    /// - Throws: ``SceneError/unknownParameter(scene:name:known:)`` or
    ///   ``SceneError/malformedParameter(scene:name:value:expected:)``.
    public func validate(settings: [(key: String, value: String)]) throws(SceneError) -> SceneParameters {
        var result = defaults
        for (key, text) in settings {
            guard let parameter = parameters.first(where: { $0.name == key }) else {
                throw .unknownParameter(scene: name, name: key, known: parameters.map(\.name))
            }
            result.set(key, try parameter.parse(text, scene: name))
        }
        return result
    }

    /// Builds the scene with `settings` applied over the defaults.
    ///
    /// With a `width`, the scene is built for a container of that width, as a collection view
    /// configures its cells with its bounds known: the root is laid out at `width` before the
    /// scene's constraints are activated, so each is settled as it is added and a first
    /// ``LayoutScene/layout(width:)`` at `width` has nothing left to solve. Without one the
    /// root has no size until the first layout. The frames at any width are the same either
    /// way; only where the work is done differs.
    ///
    /// - Throws: ``SceneError/invalidWidth(_:)`` for a `width` that is not finite and positive
    ///   (at most ``SceneError/maximumWidth``); the errors of ``validate(settings:)``; and
    ///   ``SceneError/unsolvable(scene:width:reason:)`` if the scene's constraints fail.
    public func make(settings: [(key: String, value: String)] = [], width: Double? = nil) throws(SceneError)
        -> any LayoutScene
    {
        let parameters = try validate(settings: settings)
        guard let width else { return try build(parameters, nil) }
        try SceneError.check(width: width)
        let scene = try build(parameters, width)
        // The scene's choices for the width (what its `layout(width:)` changes: flow-grid's
        // columns, exact-columns' cut) are made now too.
        _ = try scene.layout(width: width)
        return scene
    }
}

/// The five article scenes, the examples, and the device widths they are solved for.
public enum SceneCatalog {
    /// Every article scene, in the articles' order.
    public static let all: [SceneDescriptor] = [
        FlowGridScene.descriptor,
        ExactColumnsScene.descriptor,
        PeekingStripScene.descriptor,
        CenteredStripScene.descriptor,
        TwoColumnGridScene.descriptor,
    ]

    /// The examples: layouts written for this project to show a part of the engine (the stack
    /// views of `settings-card`), cited from no article. `layout-lab scene` lays them out as
    /// it does the scenes; `layout-lab scenes` lists them apart.
    public static let examples: [SceneDescriptor] = [
        SettingsCardExample.descriptor
    ]

    /// The device widths people lay out for, iPhone and iPad, portrait and landscape,
    /// ascending.
    public static let deviceWidths: [Double] = [
        320, 375, 390, 393, 414, 428, 430, 568, 667, 744, 768, 810, 820, 834, 844, 896, 926, 932,
        1024, 1180, 1194, 1366,
    ]

    /// The scene or example called `name`.
    /// - Throws: ``SceneError/unknownScene(_:known:)``, naming the scenes, then the examples.
    public static func descriptor(named name: String) throws(SceneError) -> SceneDescriptor {
        let everything = all + examples
        guard let d = everything.first(where: { $0.name == name }) else {
            throw .unknownScene(name, known: everything.map(\.name))
        }
        return d
    }

    /// Builds the scene or example called `name` with `settings` applied over its defaults,
    /// for a container of `width` when one is given (``SceneDescriptor/make(settings:width:)``).
    public static func scene(
        named name: String, settings: [(key: String, value: String)] = [], width: Double? = nil
    ) throws(SceneError) -> any LayoutScene {
        try descriptor(named: name).make(settings: settings, width: width)
    }
}
