/// Formats a number the way a script writes it: `12` for a whole number, Swift's `Double`
/// description otherwise.
package func scriptNumber(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
        return String(Int64(value))
    }
    return "\(value)"
}

/// Formats a value the way `solve` prints it: Swift's `Double` description, with negative
/// zero printed as `0.0` so that output does not depend on the sign of a zero.
package func scriptValue(_ value: Double) -> String {
    value == 0 ? "0.0" : "\(value)"
}
