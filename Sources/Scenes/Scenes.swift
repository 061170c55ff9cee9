@_exported import ConstraintLayout

/// How to make one scene: its name, the article it comes from, its parameters with the article's
/// defaults, and the function that builds it.
public struct SceneDescriptor: Sendable {
    /// The scene's stable name (`flow-grid`).
    public let name: String
    /// The article the scene reproduces.
    public let article: SceneArticle
    /// One line saying what the scene shows.
    public let summary: String
    /// The parameters, in the order they are listed and reported.
    public let parameters: [SceneParameter]
    let build: @Sendable (SceneParameters) throws(SceneError) -> any LayoutScene

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
    public func make(settings: [(key: String, value: String)] = []) throws(SceneError) -> any LayoutScene {
        try build(try validate(settings: settings))
    }
}

/// The five scenes and the device widths they are solved for.
public enum SceneCatalog {
    /// Every scene, in the articles' order.
    public static let all: [SceneDescriptor] = [
        FlowGridScene.descriptor,
        ExactColumnsScene.descriptor,
        PeekingStripScene.descriptor,
        CenteredStripScene.descriptor,
        TwoColumnGridScene.descriptor,
    ]

    /// The device widths people lay out for, iPhone and iPad, portrait and landscape,
    /// ascending.
    public static let deviceWidths: [Double] = [
        320, 375, 390, 393, 414, 428, 430, 568, 667, 744, 768, 810, 820, 834, 844, 896, 926, 932,
        1024, 1180, 1194, 1366,
    ]

    /// The scene called `name`.
    /// - Throws: ``SceneError/unknownScene(_:known:)``.
    public static func descriptor(named name: String) throws(SceneError) -> SceneDescriptor {
        guard let d = all.first(where: { $0.name == name }) else {
            throw .unknownScene(name, known: all.map(\.name))
        }
        return d
    }

    /// Builds the scene called `name` with `settings` applied over its defaults.
    public static func scene(named name: String, settings: [(key: String, value: String)] = []) throws(SceneError) -> any LayoutScene {
        try descriptor(named: name).make(settings: settings)
    }
}
