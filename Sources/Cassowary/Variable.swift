import Synchronization

/// A named unknown of a linear system.
///
/// A `Variable` is a small value: a process-unique identity plus a name for printing. Two
/// variables are the same variable only if one is a copy of the other; two variables created
/// with the same name are different unknowns.
///
/// `Variable` is deliberately *not* `Equatable`: `x == y` builds a ``Constraint``. Use
/// ``id`` when you need to key a dictionary or compare identities.
///
/// ```swift
/// let left = Variable("left"), right = Variable("right")
/// var solver = Solver()
/// try solver.add(right - left == 100)
/// ```
public struct Variable: Identifiable, Sendable, CustomStringConvertible {
    /// The identity of a ``Variable``: hashable, comparable, and stable for the process.
    public struct ID: Hashable, Comparable, Sendable {
        let rawValue: UInt64
        /// Orders identities by creation.
        public static func < (lhs: ID, rhs: ID) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The variable's identity.
    public let id: ID
    /// The name used when printing the variable, its constraints and the solver's dump.
    public let name: String

    /// Creates a new, distinct unknown.
    /// - Parameter name: the name used for printing; it need not be unique.
    public init(_ name: String = "") {
        self.id = ID(rawValue: variableCounter.add(1, ordering: .relaxed).newValue)
        self.name = name
    }

    /// A variable with identity `id`, made without drawing from the process's identities.
    init(id: ID, name: String) {
        self.id = id
        self.name = name
    }

    /// The variable's name, or `v<id>` when it has none.
    public var description: String { name.isEmpty ? "v\(id.rawValue)" : name }
}

private let variableCounter = Atomic<UInt64>(0)
