/// Runs an operation that fails only if the engine has a bug — putting back a state that held
/// before, or removing a constraint the solver holds — and stops the program with `reason` (why
/// it cannot fail) and the error if it does: carrying on would leave views and solver out of
/// step, with frames that no longer follow the constraints.
func cannotFail(
    _ reason: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line,
    _ body: () throws -> Void
) {
    do { try body() } catch {
        fatalError("ConstraintLayout internal error: \(error), although \(reason())", file: file, line: line)
    }
}
