import Cassowary
import Testing

/// Checks ``Solver/explain(_:)``'s rates against a second, independent computation: for every
/// constraint of `solver` (edit constraints included), its constant moved a little up and a
/// little down on copies of the solver, which solve again (a one-sided finite difference each
/// way). For every variable given that the constraints determine (not among
/// ``SolutionExplanation/ambiguous``, whose value a re-solve may leave anywhere in its range):
///
/// - where the change succeeds and the value moves linearly over it (the rate over `h` and
///   over `h/2` agree: no other breakpoint in between), the source's
///   ``VariableExplanation/Source/increaseRate`` or ``VariableExplanation/Source/decreaseRate``
///   equals that rate (0 for a constraint not listed);
/// - where the change fails (the required constraints cannot hold), a listed source has no
///   rate that way.
///
/// An explanation that did not walk its degenerate vertex (more constants reach it than
/// ``Solver/oneSidedWalkLimit``: its ``VariableExplanation/unwalkedDegenerateConstants`` says so,
/// and its rates are the basis's) is not compared.
///
/// Returns how many rates were compared.
@discardableResult
public func expectOneSidedRatesMatchResolving(
    _ solver: Solver, _ variables: [Variable], h: Double = 1e-3, sourceLocation: SourceLocation = #_sourceLocation
) -> Int {
    let summary = solver.explainSolution()
    let ambiguous = Set(summary.ambiguous.map(\.variable.id))
    let walked = variables.filter { !ambiguous.contains($0.id) }.map { ($0, solver.explain($0)) }
        .filter { $0.1.unwalkedDegenerateConstants == 0 }
    let determined = walked.map(\.0), explanations = walked.map(\.1)
    var compared = 0
    for status in summary.constraints {
        for direction in [1.0, -1.0] {
            func moved(by delta: Double) -> Solver? {
                var copy = solver
                do {
                    if let edit = status.editVariable {
                        try copy.suggestValue(status.constant + direction * delta, for: edit)
                    } else {
                        try copy.setConstant(status.constant + direction * delta, for: status.constraint)
                    }
                } catch {
                    return nil
                }
                return copy
            }
            let far = moved(by: h), near = moved(by: h / 2)
            for (variable, explanation) in zip(determined, explanations) {
                let source = explanation.sources.first { $0.constraint === status.constraint }
                let explained = source.map { direction > 0 ? $0.increaseRate : $0.decreaseRate } ?? 0
                let way = direction > 0 ? "raised" : "lowered"
                guard let far, let near else {
                    if source != nil {
                        #expect(
                            explained == nil,
                            "\(variable) with \(status.constraint) \(way): re-solving fails, explained \(String(describing: explained))",
                            sourceLocation: sourceLocation)
                    }
                    continue
                }
                let v = solver.value(of: variable)
                let rate = direction * (far.value(of: variable) - v) / h
                let nearRate = direction * (near.value(of: variable) - v) / (h / 2)
                let tolerance = 1e-6 * max(1, abs(rate))
                guard abs(rate - nearRate) <= tolerance else { continue }
                compared += 1
                #expect(
                    explained.map { abs($0 - rate) <= tolerance } ?? false,
                    "\(variable) with \(status.constraint) \(way): explained \(String(describing: explained)), re-solved \(rate)",
                    sourceLocation: sourceLocation)
            }
        }
    }
    return compared
}
