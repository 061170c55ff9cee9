import Cassowary

/// Why a scene could not be made or laid out. Every case reads as a complete sentence.
public enum SceneError: Error, Sendable, CustomStringConvertible, Equatable {
    /// No scene has this name; `known` lists the names there are.
    case unknownScene(String, known: [String])
    /// The scene has no parameter called `name`; `known` lists its parameters.
    case unknownParameter(scene: String, name: String, known: [String])
    /// A setting is not of the form `key=value`.
    case malformedSetting(String)
    /// The value is not allowed for the parameter; `expected` says what is.
    case malformedParameter(scene: String, name: String, value: String, expected: String)
    /// A container width must be finite, greater than zero and at most
    /// ``SceneError/maximumWidth``.
    case invalidWidth(Double)
    /// The solver rejected a step of the scene's layout (a bug in the scene, or parameters
    /// the constraints cannot meet); `reason` is the solver's message.
    case unsolvable(scene: String, width: Double, reason: String)

    /// The message `layout-lab` prints.
    public var description: String {
        switch self {
        case .unknownScene(let name, let known):
            return "unknown scene '\(name)'; the scenes are: \(known.joined(separator: ", "))"
        case .unknownParameter(let scene, let name, let known):
            return "scene \(scene) has no parameter '\(name)'; its parameters are: \(known.joined(separator: ", "))"
        case .malformedSetting(let text):
            return "malformed setting '\(text)': expected key=value"
        case .malformedParameter(let scene, let name, let value, let expected):
            return "invalid value '\(value)' for \(scene) parameter '\(name)': expected \(expected)"
        case .invalidWidth(let width):
            return
                "invalid width \(width): a width must be a finite number greater than 0 and at most \(SceneNumber.format(Self.maximumWidth))"
        case .unsolvable(let scene, let width, let reason):
            return "scene \(scene) cannot be laid out at width \(SceneNumber.format(width)): \(reason)"
        }
    }

    /// The widest container a scene lays out (100 000 points), so that no column count or
    /// solver value runs away.
    public static let maximumWidth = 100_000.0

    /// Checks a container width.
    static func check(width: Double) throws(SceneError) {
        guard width.isFinite, width > 0, width <= maximumWidth else { throw .invalidWidth(width) }
    }
}
