extension Simplex {
    /// The magnitudes the engine has met and what they mean for its answers: whether a number
    /// overflowed, whether the numbers ran away from the inputs (numerical trouble, which the
    /// solver answers by solving afresh: `Solver+Fresh.swift`), and whether rounding left the
    /// rows singular (`Solver+Overflow.swift`). Every number the engine computes passes
    /// through ``note(_:)``.
    struct Numerics: Sendable {
        /// The largest magnitude the values, coefficients and reduced costs have reached (∞
        /// once a number overflowed or became NaN).
        var largest = 0.0
        /// The largest number the solver was given: coefficients, constants (suggestions
        /// included) and weights. Up to ``pivotThresholdMagnitude`` the engine is within its
        /// range (see ``withinRange``).
        var largestInput = 0.0
        /// Set when rounding left a cycle of rows singular with no other row to resolve it
        /// (see `eliminateCycle(through:)`): the operation under way is refused like an
        /// overflow, and the solver put back as it was.
        var singular = false
        /// Whether the solver answers numerical trouble by solving afresh (see ``troubled``):
        /// off in the scratch solvers that explain conflicts, and while the solver finishes an
        /// optimisation after a fresh solve.
        var watchesTrouble = true
        /// Set when, beside ordinary inputs (at most 1e12), the numbers ran away — a value,
        /// coefficient or cost beyond ``troubleGrowth`` times the largest input — or an
        /// optimisation could not finish (a lowering direction that met no bound, pivots far
        /// beyond the symbols' count, values the dual simplex could not bring back). The
        /// optimisations then stop where they are, and the solver puts the optimum of the
        /// system it holds in their place (`Solver+Fresh.swift`). Only while
        /// ``watchesTrouble``.
        var troubled = false

        /// Whether every number the solver was given is at most ``pivotThresholdMagnitude``:
        /// the ratio tests pivot with a threshold (see `ratioTest`) and costs are compared
        /// exactly up to their rounding (see `costSign(_:strict:)`).
        var withinRange: Bool { largestInput <= pivotThresholdMagnitude }

        /// How far beyond the largest input a number may grow before the engine counts it as
        /// numerical trouble (see ``troubled``). Layouts stay within a few thousand times their
        /// inputs; a basis pivoted on rounding leaves numbers 10¹³ and more beyond them.
        static let troubleGrowth = 1e10

        /// A reduced cost summed from parts beyond this is numerical trouble: ``costTrouble``
        /// times the largest input (weights of 3e10 make costs of 1e10 that are no trouble at
        /// all).
        var costTroubleLimit: Double { costTrouble * max(1, largestInput) }

        /// Records the magnitude of a number the engine computed.
        @inline(__always)
        mutating func note(_ v: Double) {
            let a = abs(v)
            if a > largest || a.isNaN {
                largest = a.isNaN ? .infinity : a
                if watchesTrouble && !(largest < Self.troubleGrowth * max(1, largestInput)) && withinRange {
                    troubled = true
                }
            }
        }

        /// Flags ``troubled`` where an optimisation cannot finish beside ordinary inputs;
        /// returns whether it did.
        @discardableResult
        mutating func noteTrouble() -> Bool {
            guard watchesTrouble && withinRange else { return false }
            troubled = true
            return true
        }
    }
}
