/// Self-checks, run after every public mutation in this package's debug builds (see
/// `CASSOWARY_CHECK_INVARIANTS` in Package.swift).
extension Simplex {
    /// Checks that ownership is consistent, that every row holds at the stored values, that
    /// every basic symbol is within its bounds and every parametric one at 0, that the column
    /// index matches the rows, and (for small systems) that the reduced costs are what the
    /// costs and the rows make them and leave nothing to improve.
    func _checkInvariants() {
        precondition(rowSymbols.count == basic.count && rhs.count == basic.count && rowCoefficients.count == basic.count)
        for k in reduced.indices { precondition(reduced[k].count == kinds.count, "level \(k) has \(reduced[k].count) reduced costs for \(kinds.count) symbols") }
        for r in basic.indices where basic[r] != noSymbol {
            let b = basic[r]
            for s in rowSymbols[r] { precondition(Int(s) < kinds.count, "row \(r) holds symbol \(s), beyond the \(kinds.count) symbols") }
            precondition(rowOf[Int(b)] == Int32(r), "row \(r) owns symbol \(b), which points to row \(rowOf[Int(b)])")
            precondition(coefficient(Int32(r), b) != 0, "row \(r) owns symbol \(b) but does not hold it")
            // The residual is computed with coefficients and values scaled by powers of two
            // (exact), so that finite terms near the largest double cannot overflow the check.
            var largestCoefficient = 0.0, largestValue = 0.0
            for (i, s) in rowSymbols[r].enumerated() {
                precondition(columns[Int(s)].contains(Int32(r)), "symbol \(s) of row \(r) is missing from its column")
                largestCoefficient = max(largestCoefficient, abs(rowCoefficients[r][i]))
                largestValue = max(largestValue, abs(value(of: s)))
            }
            // Everything below is in units of cScale·vScale (two powers of two, never multiplied
            // together: their product can be beyond the largest double).
            let cScale = powerOfTwoBelow(largestCoefficient), vScale = powerOfTwoBelow(largestValue)
            var sum = 0.0, magnitude = abs(rhs[r] / cScale / vScale)
            for (i, s) in rowSymbols[r].enumerated() {
                let term = (rowCoefficients[r][i] / cScale) * (value(of: s) / vScale)
                sum += term
                magnitude = max(magnitude, abs(term))
            }
            let residual = abs(sum - rhs[r] / cScale / vScale)
            precondition(
                residual <= max(1e-7 / cScale / vScale, 1e-9 * max(magnitude, largest / cScale / vScale)),
                "row \(r) does not hold at the stored values: residual \(residual) × \(cScale) × \(vScale) against \(rhs[r])")
            if kinds[Int(b)] != .external {
                let v = values[Int(b)]
                let tolerance = max(1e-7, 1e-9 * max(magnitude * cScale * vScale, largest))
                precondition(kinds[Int(b)] == .dummy ? abs(v) <= tolerance : v >= -tolerance,
                             "basic symbol \(b) is out of bounds: \(v)")
            }
        }
        for s in kinds.indices {
            for r in columns[s] {
                precondition(basic[Int(r)] != noSymbol && rowSymbols[Int(r)].contains(Symbol(s)),
                             "column of symbol \(s) lists row \(r), which does not hold it")
            }
        }
        guard kinds.count < 2_000 else { return }
        var copy = self
        var fresh = reduced.map { [Double](repeating: 0, count: $0.count) }
        for s in kinds.indices where costLevel[s] >= 0 {
            let k = Int(costLevel[s])
            if rowOf[s] == noSymbol {
                fresh[k][s] += costWeight[s]
            } else {
                copy.computeRow(of: Symbol(s))
                for (j, a) in copy.pivotRow { fresh[k][Int(j)] += costWeight[s] * a }
            }
        }
        for k in reduced.indices {
            for s in kinds.indices where rowOf[s] == noSymbol {
                precondition(
                    abs(fresh[k][s] - reduced[k][s]) <= 1e-6 * max(1, abs(fresh[k][s])) + 1e-12 * largest,
                    "level \(levels[k]): reduced cost of symbol \(s) is \(reduced[k][s]), expected \(fresh[k][s])")
            }
        }
        for s in kinds.indices where rowOf[s] == noSymbol && kinds[s] != .dummy {
            let sign = costSign(Symbol(s))
            precondition(sign >= 0 && !(sign != 0 && kinds[s] == .external),
                         "not optimal: symbol \(s) (\(kinds[s])) can lower the objective")
        }
    }
}

/// The largest power of two not above `x` (1 for 0 and for numbers that are not finite), to
/// scale by without rounding.
private func powerOfTwoBelow(_ x: Double) -> Double {
    guard x.isFinite, x > 0 else { return 1 }
    return Double(sign: .plus, exponent: x.exponent, significand: 1)
}
