/// A value of a scene parameter.
public enum SceneValue: Sendable, Equatable, CustomStringConvertible {
    /// A whole number (`items 20`).
    case integer(Int)
    /// A real number (`visible 2.5`).
    case number(Double)
    /// One of a fixed set of words (`mode constants`).
    case choice(String)

    /// The value as the command line spells it.
    public var description: String {
        switch self {
        case .integer(let n): return String(n)
        case .number(let x): return SceneNumber.format(x)
        case .choice(let word): return word
        }
    }
}

/// A named parameter of a scene: its kind, its allowed values and its default (the article's
/// value).
public struct SceneParameter: Sendable {
    /// What values a parameter takes.
    public enum Kind: Sendable {
        /// A whole number in the range.
        case integer(ClosedRange<Int>)
        /// A finite real number above `minimum` (or at least `minimum` when `inclusive`) and at
        /// most `maximum`.
        case number(minimum: Double, inclusive: Bool, maximum: Double)
        /// One of the words.
        case choice([String])
    }

    /// The parameter's name (`minWidth`).
    public let name: String
    /// The kind and range of its values.
    public let kind: Kind
    /// The default (the article's value).
    public let defaultValue: SceneValue
    /// One line saying what it means.
    public let summary: String

    /// Creates a parameter description.
    public init(_ name: String, _ kind: Kind, default defaultValue: SceneValue, _ summary: String) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
        self.summary = summary
    }

    /// The smallest magnitude of a non-zero number parameter: the precision numbers are
    /// printed with (``SceneNumber/format(_:)``), so that a scene never runs on a value it
    /// would print as 0, and that is below the solver's tolerances.
    public static let smallestMagnitude = 0.000001

    /// The allowed values in words, the precision floor included where it cuts the range:
    /// `whole number 0...1000`, `number >= 0.000001 and <= 1000`,
    /// `number 0, or >= 0.000001 and <= 100000`, `constants|solver`.
    public var allowedValues: String {
        let f = SceneNumber.format
        switch kind {
        case .integer(let range): return "whole number \(range.lowerBound)...\(range.upperBound)"
        case .number(let minimum, let inclusive, let maximum):
            guard minimum < Self.smallestMagnitude, minimum >= 0 else {
                return "number \(inclusive ? ">=" : ">") \(f(minimum)) and <= \(f(maximum))"
            }
            let floor = ">= \(f(Self.smallestMagnitude)) and <= \(f(maximum))"
            return minimum == 0 && inclusive ? "number 0, or \(floor)" : "number \(floor)"
        case .choice(let words): return words.joined(separator: "|")
        }
    }

    /// Parses and validates `text` for this parameter.
    /// - Throws: ``SceneError/malformedParameter(scene:name:value:expected:)``.
    func parse(_ text: String, scene: String) throws(SceneError) -> SceneValue {
        let malformed = SceneError.malformedParameter(scene: scene, name: name, value: text, expected: allowedValues)
        switch kind {
        case .integer(let range):
            guard let n = Int(text), range.contains(n) else { throw malformed }
            return .integer(n)
        case .number(let minimum, let inclusive, let maximum):
            guard let x = Double(text), x.isFinite, inclusive ? x >= minimum : x > minimum, x <= maximum,
                x == 0 || abs(x) >= Self.smallestMagnitude
            else {
                throw malformed
            }
            return .number(x)
        case .choice(let words):
            guard words.contains(text) else { throw malformed }
            return .choice(text)
        }
    }
}

/// The validated parameter values a scene is built with, in the order its descriptor lists
/// its parameters.
public struct SceneParameters: Sendable, Equatable, CustomStringConvertible {
    /// Name and value of every parameter, in the descriptor's order.
    public private(set) var entries: [(name: String, value: SceneValue)]

    init(entries: [(name: String, value: SceneValue)]) {
        self.entries = entries
    }

    /// No parameters: those of a scene that takes none (a screen read from a file).
    public static let none = SceneParameters(entries: [])

    /// The value of the parameter called `name`, if there is one.
    public subscript(name: String) -> SceneValue? {
        entries.first { $0.name == name }?.value
    }

    /// The whole-number parameter `name` (0 when it is missing or not a whole number; the
    /// catalog guarantees every scene's parameters are present and of their kind).
    func integer(_ name: String) -> Int {
        if case .integer(let n)? = self[name] { return n }
        return 0
    }

    /// The real parameter `name` (whole-number parameters convert).
    func number(_ name: String) -> Double {
        switch self[name] {
        case .number(let x)?: return x
        case .integer(let n)?: return Double(n)
        default: return 0
        }
    }

    /// The word parameter `name` ("" when missing).
    func choice(_ name: String) -> String {
        if case .choice(let word)? = self[name] { return word }
        return ""
    }

    /// Replaces the value of `name` (which must exist).
    mutating func set(_ name: String, _ value: SceneValue) {
        if let i = entries.firstIndex(where: { $0.name == name }) { entries[i].value = value }
    }

    /// `name=value` pairs separated by spaces.
    public var description: String {
        entries.map { "\($0.name)=\($0.value)" }.joined(separator: " ")
    }

    /// Equal when every name and value is equal, in order.
    public static func == (lhs: SceneParameters, rhs: SceneParameters) -> Bool {
        lhs.entries.count == rhs.entries.count
            && zip(lhs.entries, rhs.entries).allSatisfy { $0.name == $1.name && $0.value == $1.value }
    }
}
