/// A constraint that mentions a variable and holds with no slack, yet is not among the
/// sources of its explanation (its constant does not move the value), with why in plain
/// words: from ``Solver/unlistedConstraints(of:)``.
///
/// A reader who sees `x >= 0` hold exactly and misses it among `x`'s sources asks why; the
/// answer comes from re-solving after a small change of its constant each way (as
/// ``VariableExplanation/Source/increaseRate`` does): either the constant cannot move alone,
/// or its change moves other variables, or no variable at all.
public struct UnlistedConstraint: Sendable, CustomStringConvertible {
    /// Why the constant does not move the value.
    public enum Reason: Sendable, Equatable {
        /// Other required constraints fix what it fixes: its constant cannot move alone in
        /// either direction, or it can only move the way that loosens it, which moves nothing.
        case redundant
        /// A change of its constant moves these variables (in the solver's order), not this one.
        case movesOthers([Variable])
        /// A change of its constant moves no variable: a preference gives way, or its own
        /// slack takes the change.
        case absorbed

        /// The same reason, with the same variables (by identity) for ``movesOthers(_:)``.
        public static func == (a: Reason, b: Reason) -> Bool {
            switch (a, b) {
            case (.redundant, .redundant), (.absorbed, .absorbed): return true
            case (.movesOthers(let x), .movesOthers(let y)): return x.map(\.id) == y.map(\.id)
            default: return false
            }
        }
    }

    /// The constraint (for an edit variable, the solver's edit constraint).
    public let constraint: Constraint
    /// The edit variable, when this is an edit constraint.
    public let editVariable: Variable?
    /// The constraint's constant as it stands now.
    public let constant: Double
    /// Why the constant does not move the value.
    public let reason: Reason

    /// Creates an entry (the solver makes them).
    public init(constraint: Constraint, editVariable: Variable?, constant: Double, reason: Reason) {
        self.constraint = constraint
        self.editVariable = editVariable
        self.constant = constant
        self.reason = reason
    }

    /// The name an explanation uses: the edit variable's name, the label, or the constraint as
    /// written (as ``VariableExplanation/Source/name``).
    public var name: String {
        if let editVariable { return editVariable.description }
        if let label = constraint.label { return label }
        return constraint.description
    }

    /// The reason in plain words: `redundant: other required constraints fix this value`,
    /// `holds, but moving it moves another variable, not this one (y)`, `holds, but moving it
    /// moves no variable (a preference or its own slack takes the change)`.
    public var why: String {
        switch reason {
        case .redundant:
            return "redundant: other required constraints fix this value"
        case .movesOthers(let others):
            let shown = others.prefix(3).map(\.description).joined(separator: ", ")
            let more = others.count > 3 ? ", … \(others.count - 3) more" : ""
            let noun = others.count == 1 ? "another variable" : "other variables"
            return "holds, but moving it moves \(noun), not this one (\(shown)\(more))"
        case .absorbed:
            return "holds, but moving it moves no variable (a preference or its own slack takes the change)"
        }
    }

    /// `name: why`.
    public var description: String { "\(name): \(why)" }
}
