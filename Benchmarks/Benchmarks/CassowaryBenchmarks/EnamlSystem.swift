import Cassowary
import ConstraintScript

/// kiwi's enaml benchmark (`Benchmarks/workloads/enaml.cass`, read where it lies in the
/// repository): a form with two edit variables, `width` and `height`, resized through six sizes.
/// The build is every statement before the first `suggest`; the sizes are the script's
/// `suggest width` / `suggest height` pairs.
final class EnamlSystem: ScriptSystem {
    /// The six (width, height) sizes of the fixture's `suggest` statements.
    let sizes: [(Double, Double)]
    /// The index of the first `suggest`: the build ends there.
    let buildEnd: Int
    /// The indices of `width` and `height`.
    let width: Int, height: Int

    /// The failure to read the fixture as expected.
    struct Unexpected: Error, CustomStringConvertible {
        var description: String
    }

    init() throws {
        let script = try Self.read(repositoryFile: "Benchmarks/workloads/enaml.cass")
        var suggestions: [Double] = []
        var firstSuggest: Int?
        for (index, statement) in script.statements.enumerated() {
            if case .suggest(_, let value) = statement.kind {
                suggestions.append(value)
                firstSuggest = firstSuggest ?? index
            }
        }
        guard let firstSuggest, suggestions.count == 12, let width = script.variableNames.firstIndex(of: "width"),
            let height = script.variableNames.firstIndex(of: "height")
        else {
            throw Unexpected(description: "enaml: expected the edit variables width and height and 6 sizes")
        }
        self.buildEnd = firstSuggest
        self.sizes = stride(from: 0, to: suggestions.count, by: 2).map { (suggestions[$0], suggestions[$0 + 1]) }
        (self.width, self.height) = (width, height)
        super.init(script: script)
    }

    /// Runs the build on `runner`; the first failure, or nil.
    func build(_ runner: inout ScriptRunner) -> String? { run(&runner, upTo: buildEnd) }

    /// Checks that the edit variables took their suggestions and that every required
    /// constraint holds; returns the first failure, or nil.
    func mismatch(in runner: ScriptRunner, size: (Double, Double)) -> String? {
        let solver = runner.solver
        let w = solver.value(of: runner.variables[width]), h = solver.value(of: runner.variables[height])
        if abs(w - size.0) > 1e-6 || abs(h - size.1) > 1e-6 {
            return "size \(size): width = \(w), height = \(h)"
        }
        return requiredMismatch(in: runner, what: "size \(size)")
    }
}
