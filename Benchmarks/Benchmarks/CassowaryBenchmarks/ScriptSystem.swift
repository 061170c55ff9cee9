import Cassowary
import ConstraintScript

/// A script of the repository or of a generator, parsed once and run by fresh
/// ``ScriptRunner``s (each makes its own variables and constraints, outside the timed part).
///
/// Its checks read a runner's solver: ``requiredMismatch(in:)`` says whether every required
/// constraint the solver holds is satisfied with its current constant.
class ScriptSystem {
    /// The parsed script.
    let script: Script

    /// A system running `script`.
    init(script: Script) {
        self.script = script
    }

    /// Reads and parses the file at `path` from the repository's root; a script that does not
    /// parse is an error that lists its diagnostics.
    static func read(repositoryFile path: String) throws -> Script {
        let root = #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(4).joined(separator: "/")
        let bytes = try ScriptSource.bytes(atPath: root + "/" + path)
        return try Script.parse(utf8: bytes, fileName: path)
    }

    /// A runner on an empty solver, nothing run yet.
    func runner() -> ScriptRunner { ScriptRunner(script: script) }

    /// The index of the constraint statement labelled `label` in `script`.
    static func statementIndex(label: String, in script: Script) -> Int? {
        script.statements.firstIndex { statement in
            if case .constraint(let c) = statement.kind { return c.label == label }
            return false
        }
    }

    /// Runs the statements of `runner` up to (not including) statement `end`; the first
    /// failure's diagnostics, or nil.
    func run(_ runner: inout ScriptRunner, upTo end: Int) -> String? {
        while runner.nextStatement < end, let outcome = runner.step() {
            if case .failed(let diagnostics) = outcome { return diagnostics.map(\.description).joined(separator: "\n") }
        }
        return nil
    }

    /// The first required constraint of the script that `runner`'s solver holds and that
    /// does not hold with its current constant, described; nil when they all hold.
    func requiredMismatch(in runner: ScriptRunner, what: String) -> String? {
        let solver = runner.solver
        for index in script.statements.indices {
            guard let c = runner.constraint(ofStatement: index), c.strength.isRequired, solver.contains(c) else {
                continue
            }
            let constant = solver.constant(of: c) ?? c.constant
            var value = -constant
            for t in c.expression.terms { value += t.coefficient * solver.value(of: t.variable) }
            let tolerance = 1e-6 * max(1, abs(constant))
            let holds: Bool
            switch c.relation {
            case .equal: holds = abs(value) <= tolerance
            case .lessThanOrEqual: holds = value <= tolerance
            case .greaterThanOrEqual: holds = value >= -tolerance
            }
            if !holds { return "\(what): required \(c) is off by \(value)" }
        }
        return nil
    }
}
