import ConstraintScript

/// The `FROM TO [STEP]` of `--sweep` and `--regimes`, read by one rule for every command: two
/// different finite decimal numbers in either order (FROM above TO walks down), and a positive
/// STEP (1 when not given) that divides the range into at most a given number of steps.
struct RangeArgument: Sendable, Equatable {
    /// Where the walk starts.
    var from: Double
    /// Where it ends.
    var to: Double
    /// The distance between consecutive values, positive whichever way the walk goes.
    var step: Double = 1

    /// The range's lower and upper ends, whichever way the walk goes.
    var bounds: ClosedRange<Double> { min(from, to)...max(from, to) }

    /// Whether the walk goes down (FROM above TO).
    var isDescending: Bool { to < from }

    /// Reads `values` — FROM, TO and optionally STEP — of `option` (`--sweep`, `--regimes`).
    /// - Parameters:
    ///   - allowed: where FROM and TO must lie; `expected` says it for a person.
    ///   - maximumSteps: the most steps of STEP the range may hold, when it is walked in steps.
    /// - Throws: a usage error naming the value at fault (`--sweep STEP: 'nan' is not …`).
    static func read(
        _ values: ArraySlice<String>, option: String,
        allowed: ClosedRange<Double> = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude,
        expected: String = "a decimal number", maximumSteps: Int? = nil
    ) throws(ArgumentReader.UsageError) -> RangeArgument {
        let values = Array(values)
        let from = try ParsedArguments.number(values[0], "\(option) FROM", in: allowed, expected: expected)
        let to = try ParsedArguments.number(values[1], "\(option) TO", in: allowed, expected: expected)
        let step =
            try values.count > 2
            ? ParsedArguments.number(
                values[2], "\(option) STEP", in: Double.leastNonzeroMagnitude...Double.greatestFiniteMagnitude,
                expected: "a positive decimal number")
            : 1
        guard from != to else {
            throw ArgumentReader.UsageError(
                "\(option) FROM and TO are both \(scriptNumber(from)): a range needs two different ends")
        }
        let range = RangeArgument(from: from, to: to, step: step)
        if let maximumSteps {
            // The width may overflow to infinity (FROM -1e308, TO 1e308): then it is too many.
            let steps = (range.bounds.upperBound - range.bounds.lowerBound) / step
            guard steps <= Double(maximumSteps) else {
                throw ArgumentReader.UsageError(
                    "\(option) has more than \(maximumSteps) steps of \(scriptNumber(step)) from FROM to TO")
            }
        }
        return range
    }

    /// The values walked: FROM, then FROM ± STEP, … while not past TO, then TO itself when the
    /// steps do not land on it, so the values always cover the whole range.
    var values: [Double] {
        let span = bounds.upperBound - bounds.lowerBound
        let direction: Double = isDescending ? -1 : 1
        let count = Int((span / step + 1e-9).rounded(.down)) + 1
        var values = (0..<count).map { from + direction * Double($0) * step }
        if let last = values.last, abs(to - last) > step * 1e-9 { values.append(to) }
        return values
    }
}
