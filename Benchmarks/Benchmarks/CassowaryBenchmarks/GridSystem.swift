import Cassowary
import ConstraintScript
import ScriptWorkloads

/// The grid(N) workload, read from the script `layout-lab generate grid --n N` writes
/// (``GridWorkload``): 4 columns, per cell `x y w h`, the container width `W` an edit variable
/// at `strong`, declared before or after the constraints.
final class GridSystem: ScriptSystem {
    /// The number of cells.
    let cells: Int
    /// The indices of `W` and of each cell's variables.
    let width: Int
    let x: [Int], y: [Int], w: [Int], h: [Int]
    /// The statement of the last cell's `y == y[i-4] + h[i-4] + 8` (nil with a single row).
    let lastRow: Int?

    /// The failure to find a variable the grid must have.
    struct Unexpected: Error, CustomStringConvertible {
        var description: String
    }

    init(cells: Int, editLast: Bool = false) throws {
        self.cells = cells
        let script = try Script.parse(
            GridWorkload(cells: cells, editLast: editLast).script(), fileName: "grid(\(cells))")
        let indexOf = Dictionary(uniqueKeysWithValues: script.variableNames.enumerated().map { ($1, $0) })
        func index(_ name: String) throws -> Int {
            guard let i = indexOf[name] else { throw Unexpected(description: "grid(\(cells)): no variable \(name)") }
            return i
        }
        width = try index("W")
        x = try (0..<cells).map { i throws in try index("x\(i)") }
        y = try (0..<cells).map { i throws in try index("y\(i)") }
        w = try (0..<cells).map { i throws in try index("w\(i)") }
        h = try (0..<cells).map { i throws in try index("h\(i)") }
        lastRow = Self.statementIndex(label: GridWorkload.lastRowLabel, in: script)
        super.init(script: script)
    }

    /// A runner that has run the whole script: the grid in its solver.
    func built() throws -> ScriptRunner {
        var runner = runner()
        if let failure = run(&runner, upTo: script.statements.count) { throw Unexpected(description: failure) }
        return runner
    }

    /// The container widths of one sweep: 320, 321, … 1366 and back down to 321.
    static let sweep: [Double] = Array(320...1366).map(Double.init) + Array((321...1365).reversed()).map(Double.init)

    /// Checks every cell against the closed-form answer at container width `W` (valid for
    /// `W >= 232` and at least 5 cells, where the strong `w >= 44` holds and the edit wins
    /// over the weak `w == 120`): `w = (W - 16·2 - 8·3) / 4`, `h = 0.75 w`,
    /// `x = 16 + c (w + 8)`, `y = 16 + r (h + 8)`, the last cell lower by `lastShift`.
    /// Returns a description of the first mismatch, or nil.
    func mismatch(in runner: ScriptRunner, width W: Double, lastShift: Double = 0) -> String? {
        let solver = runner.solver
        func value(_ index: Int) -> Double { solver.value(of: runner.variables[index]) }
        let cw = (W - 16 * 2 - 8 * 3) / 4, ch = 0.75 * cw
        func differs(_ a: Double, _ b: Double) -> Bool { abs(a - b) > 1e-6 * max(1, abs(b)) }
        if differs(value(width), W) { return "W = \(value(width)), expected \(W)" }
        for i in 0..<cells {
            let r = Double(i / 4), c = Double(i % 4)
            let ex = 16 + c * (cw + 8)
            let ey = 16 + r * (ch + 8) + (i == cells - 1 ? lastShift : 0)
            let got = (value(x[i]), value(y[i]), value(w[i]), value(h[i]))
            if differs(got.0, ex) || differs(got.1, ey) || differs(got.2, cw) || differs(got.3, ch) {
                return "cell \(i) at W = \(W): (x, y, w, h) = \(got), expected (\(ex), \(ey), \(cw), \(ch))"
            }
        }
        return nil
    }
}
