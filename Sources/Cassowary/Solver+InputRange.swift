/// The range of numbers the solver accepts.
///
/// Every number a solver is given — a coefficient or constant of a constraint, a new constant,
/// a suggested value, a weight — must be at most ``Solver/largestInput`` (10¹²) in magnitude.
/// Within that range the solver's guarantees hold: every required constraint holds in every
/// answer (checked against the constraints as written, see `Solver+Verification.swift`), and
/// a refusal means the required constraints conflict. Beyond it a double no longer resolves
/// what layouts and most experiments mean (a difference of 1 beside 10¹⁶ is rounding), and a
/// check relative to a constraint's terms could only see the rounding those magnitudes carry:
/// such a number is refused before anything changes, with ``SolverError/outOfRange(_:)`` or
/// ``SolverError/valueOutOfRange(_:)``, as a number that is not finite is.
extension Solver {
    /// The largest magnitude of a coefficient, constant, suggested value or weight the solver
    /// accepts: 10¹².
    public static let largestInput: Double = 1e12

    /// Throws ``SolverError/outOfRange(_:)`` when a coefficient, the constant or the weight of
    /// `constraint` is beyond ``largestInput`` (the constraint is known to be finite).
    func checkRange(_ constraint: Constraint) throws(SolverError) {
        guard limitsInputs else { return }
        guard constraint.magnitude <= Self.largestInput, constraint.strength.weight <= Self.largestInput else {
            throw .outOfRange(constraint)
        }
    }

    /// Throws ``SolverError/valueOutOfRange(_:)`` when `value` (a constant, a suggestion or a
    /// weight; known to be finite) is beyond ``largestInput``.
    func checkRange(_ value: Double) throws(SolverError) {
        guard limitsInputs, abs(value) > Self.largestInput else { return }
        throw .valueOutOfRange(value)
    }

    /// A solver that accepts any finite number, beyond ``largestInput`` too: for this package's
    /// tests and fuzzers of the engine's handling of far-apart magnitudes (overflow guards,
    /// refusals beyond the resolution), which decides what such numbers give.
    package static func acceptingAnyMagnitude() -> Solver {
        var solver = Solver()
        solver.limitsInputs = false
        return solver
    }
}
