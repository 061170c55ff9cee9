// The libFuzzer entry point for the solver's API: each input is read as a sequence of
// operations (add, a batch add, remove, edit variables, suggestions, constant and strength
// changes) on six variables, with numbers drawn from tables that include the extremes (1e-9
// coefficients, constants in the millions, values near the top of Double's range). After every
// call that fails, the solver must be exactly as it was (the dump and every value, bit for
// bit); after every call that succeeds, every required constraint must hold and every value
// must be finite. A violation traps, which libFuzzer records as a finding. Built and run by
// Fuzz/fuzz.sh; see Fuzz/README.md.

import Cassowary

/// Reads bytes one at a time; zeros once they run out.
struct ByteReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    var isAtEnd: Bool { position >= bytes.count }

    mutating func next() -> Int {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return Int(bytes[position])
    }

    mutating func pick<T>(_ choices: [T]) -> T { choices[next() % choices.count] }
}

let variables = (0..<6).map { Variable("v\($0)") }
let coefficients: [Double] = [1, -1, 2, -2, 3, 0.5, -0.5, 1.0 / 3, 7, 1e-9, 1e6, -1e6, 1e150, 0.1]
let numbers: [Double] = [0, 1, -1, 8, 10, -20, 100, 320, 1366, 0.1, 1e6, -1e7, 1.6e7, 1e100, -1e150, 1e300, 1e308]
let strengths: [Strength] = [
    .required, .required, .strong, .medium, .weak, Strength(251), Strength(1, weight: 1e-3),
    Strength(250, weight: 3e10), .strong.weighted(2),
]

/// A constraint of one to three terms with numbers from the tables.
func constraint(_ r: inout ByteReader) -> Constraint {
    var expression = Expression()
    for _ in 0...(r.next() % 3) {
        expression.terms.append(Term(r.pick(variables), r.pick(coefficients)))
    }
    expression.constant = -r.pick(numbers)
    let relation = r.pick([Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
    return Constraint(expression, relation, strength: r.pick(strengths))
}

/// Every value's bits, in the order of `solver.variables`.
func valueBits(_ solver: inout Solver) -> [UInt64] {
    solver.updateVariables()
    return solver.values.map(\.bitPattern)
}

/// Traps unless every value is finite and — while the solver's numbers stay below 1e15 —
/// every required constraint holds, within rounding relative to the numbers involved.
func checkSolution(_ solver: Solver, after operation: String) {
    for v in solver.variables {
        precondition(solver.value(of: v).isFinite, "\(operation): \(v) is \(solver.value(of: v))")
    }
    // Beyond 1e15 the absolute rounding of a derived value exceeds any fixed tolerance a
    // small residual could be held to: check the sign and finiteness only.
    guard solver.largestMagnitude < 1e15 else { return }
    for c in solver.constraints where c.strength.isRequired {
        guard let constant = solver.constant(of: c) else { continue }
        var sum = 0.0, scale = abs(constant)
        for term in c.expression.terms {
            let part = term.coefficient * solver.value(of: term.variable)
            sum += part
            scale += abs(part)
        }
        let residual = sum - constant
        // Rounding is relative to the numbers involved: this constraint's, and the largest
        // the solver has computed with.
        let tolerance = 1e-7 * max(1, scale) + 1e-12 * solver.largestMagnitude
        let holds: Bool
        switch c.relation {
        case .equal: holds = abs(residual) <= tolerance
        case .lessThanOrEqual: holds = residual <= tolerance
        case .greaterThanOrEqual: holds = residual >= -tolerance
        }
        precondition(holds, "\(operation): required \(c) is off by \(residual) (tolerance \(tolerance))")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var r = ByteReader(bytes: UnsafeBufferPointer(start: data, count: size))
    var solver = Solver()
    var made: [Constraint] = []
    var steps = 0
    while !r.isAtEnd && steps < 200 {
        steps += 1
        let dump = solver.dump()
        let bits = valueBits(&solver)
        let operation: String
        do {
            switch r.next() % 9 {
            case 0, 1:
                let c = constraint(&r)
                made.append(c)
                operation = "add \(c)"
                try solver.add(c)
            case 2:
                let batch = (0...(r.next() % 3)).map { _ in constraint(&r) }
                made += batch
                operation = "add batch \(batch)"
                try solver.add(batch)
            case 3:
                guard !made.isEmpty else { continue }
                let c = made[r.next() % made.count]
                operation = "remove \(c)"
                try solver.remove(c)
            case 4:
                let v = r.pick(variables), s = r.pick(strengths)
                operation = "edit \(v) \(s)"
                try solver.addEditVariable(v, strength: s)
            case 5:
                let v = r.pick(variables), value = r.pick(numbers) * (r.next() % 2 == 0 ? 1 : -1)
                operation = "suggest \(value) for \(v)"
                try solver.suggestValue(value, for: v)
            case 6:
                guard !made.isEmpty else { continue }
                let c = made[r.next() % made.count], value = r.pick(numbers)
                operation = "constant \(value) for \(c)"
                try solver.setConstant(value, for: c)
            case 7:
                guard !made.isEmpty else { continue }
                let c = made[r.next() % made.count], s = r.pick(strengths)
                operation = "strength \(s) for \(c)"
                try solver.setStrength(s, for: c)
            default:
                let v = r.pick(variables)
                operation = "remove edit \(v)"
                try solver.removeEditVariable(v)
            }
        } catch {
            precondition(solver.dump() == dump, "a failed call changed the dump: \(error)")
            precondition(valueBits(&solver) == bits, "a failed call changed a value: \(error)")
            continue
        }
        checkSolution(solver, after: operation)
    }
    return 0
}
