/// A variable times a coefficient: one term of an ``Expression``.
public struct Term: Sendable, CustomStringConvertible {
    /// The variable.
    public var variable: Variable
    /// The coefficient the variable is multiplied by.
    public var coefficient: Double

    /// Creates `coefficient × variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// `2 * x`, `-x`, `x` or `0.25 * x`.
    public var description: String {
        switch coefficient {
        case 1: return variable.description
        case -1: return "-\(variable)"
        default: return "\(formatNumber(coefficient)) * \(variable)"
        }
    }
}

/// Formats a number the way the text format reads it: `12` rather than `12.0`.
func formatNumber(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
        return String(Int64(value))
    }
    return "\(value)"
}
