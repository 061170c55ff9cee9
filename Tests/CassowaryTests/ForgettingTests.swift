import Testing
@testable import Cassowary

/// A solver holds what it holds now: a variable whose last constraint goes is forgotten, its
/// symbol reused, so that a long-lived solver whose variables come and go (a screen whose
/// views are replaced) does not grow with everything it has seen.
@Suite("Forgetting variables")
struct ForgettingTests {
    @Test("replacing a constraint on a fresh variable 10 000 times leaves two variables")
    func replacingFreshVariables() throws {
        var solver = Solver()
        let x = Variable("x")
        try solver.add(x == 10)
        var last: Constraint?
        for i in 0..<10_000 {
            let v = Variable("v\(i)")
            let c = v == x + 1 ~ .weak
            try solver.add(c)
            if let last { try solver.remove(last) }
            last = c
        }
        // x and the last fresh variable; x's dummy, the last variable's two error symbols.
        #expect(solver.variables.map(\.name) == ["x", "v9999"])
        #expect(solver.statistics.symbols == 5)
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: Variable("unknown")) == 0)
    }

    @Test("a forgotten variable reads 0 and comes back, at the end, when a constraint mentions it")
    func forgottenAndBack() throws {
        var solver = Solver()
        let a = Variable("a"), b = Variable("b")
        let pin = a == 5
        try solver.add(pin)
        try solver.add(b == 7)
        try solver.remove(pin)
        #expect(solver.variables.map(\.name) == ["b"])
        #expect(solver.value(of: a) == 0)
        solver.updateVariables()
        #expect(solver.values == [7])
        try solver.add(a == b + 1)
        #expect(solver.variables.map(\.name) == ["b", "a"])
        #expect(solver.value(of: a) == 8)
    }

    /// A scrolling list forgets its oldest rows' variables at every step: each forgotten
    /// variable only marks its place until the places are half the arrays, and the variables
    /// and values read in between are the live ones, in order, each beside its own value.
    @Test("variables stay in order of first appearance, each beside its value, while rows scroll away")
    func scrollingKeepsOrderAndValues() throws {
        var solver = Solver()
        let top = Variable("top")
        try solver.add(top == 0)
        var rows: [(position: Variable, pin: Constraint)] = []
        var next = 0
        func addRow() throws {
            let position = Variable("row\(next)")
            let pin = position == top + Double(10 * next)
            try solver.add(pin)
            rows.append((position, pin))
            next += 1
        }
        for _ in 0..<300 { try addRow() }
        for step in 0..<500 {
            try solver.remove(rows.removeFirst().pin)
            try addRow()
            if step % 7 == 0 || step > 490 {
                // Row k sits at 10·k: the names say which row, the values where it is.
                let names = ["top"] + rows.map(\.position.name)
                #expect(solver.variables.map(\.name) == names)
                solver.updateVariables()
                #expect(solver.values == [0] + rows.map { Double(10 * Int($0.position.name.dropFirst(3))!) })
            }
        }
        #expect(solver.variables.count == 301)
        // The places of the 500 forgotten variables were given back along the way.
        #expect(solver.heldVariables.count < 2 * 301 + 64)
    }

    @Test("an edit variable stays while it is one, and goes with its edit")
    func editVariablesStay() throws {
        var solver = Solver()
        let w = Variable("w")
        try solver.addEditVariable(w)
        try solver.suggestValue(40, for: w)
        #expect(solver.variables.map(\.name) == ["w"])
        #expect(solver.value(of: w) == 40)
        try solver.removeEditVariable(w)
        #expect(solver.variables.isEmpty)
    }
}
