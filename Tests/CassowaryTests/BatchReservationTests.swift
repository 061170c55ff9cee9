import Testing
import TestSupport

@testable import Cassowary

/// A batch reserves room in every per-symbol array once, before its first member: for the
/// variables it brings and the markers its members make. A variable that several members name
/// (an edge its neighbours share) is one symbol, and the room is for the symbols the batch
/// makes, not for every time a member names one. Counts worked out by hand.
@Suite("A batch reserves room for the symbols it makes", .serialized)
struct BatchReservationTests {
    /// A row of `n` boxes, each `x` and `w`: every box at least 20 wide and wishing for 40
    /// (medium), each after the one before with a gap of 8, the first at 0. Each `x` is named
    /// by up to three members, each `w` by up to three.
    static func row(_ x: [Variable], _ w: [Variable]) -> [Constraint] {
        var batch: [Constraint] = [x[0] == 0]
        for i in x.indices {
            batch.append(w[i] >= 20)
            batch.append(w[i] == 40 ~ .medium)
            if i > 0 { batch.append(x[i] == x[i - 1] + w[i - 1] + 8) }
        }
        return batch
    }

    /// The symbols a row of `n` boxes makes, by hand: `2n` variables; a marker for each
    /// required member (`1 + n + (n - 1)` of them) and two error symbols for each wish (`n`).
    static func symbolsMade(boxes n: Int) -> Int { 2 * n + (1 + n + (n - 1)) + 2 * n }

    /// A solver holding a row of `n` boxes added as one batch, its variables made together.
    static func solverWithRow(of n: Int) throws -> (solver: Solver, x: [Variable], w: [Variable]) {
        let x = (0..<n).map { Variable("x\($0)") }, w = (0..<n).map { Variable("w\($0)") }
        var s = Solver()
        try s.add(row(x, w))
        return (s, x, w)
    }

    @Test("variables made together: room for each once, a quarter to spare")
    func variablesMadeTogether() throws {
        let n = 300
        let (s, x, w) = try Self.solverWithRow(of: n)
        let made = Self.symbolsMade(boxes: n)
        #expect(s.simplex.symbols.kinds.count == made)
        // The room is the symbols made and a quarter more (the growth an array keeps), not
        // the members' mentions of variables (up to three a variable) on top of the markers.
        #expect(s.simplex.symbols.kinds.capacity <= made + made / 4)
        // Each wish met: every box 40 wide, 48 after the one before.
        #expect(s.value(of: w[n - 1]) == 40)
        #expect(s.value(of: x[n - 1]) == Double(48 * (n - 1)))
    }

    @Test("variables made among others: the room still holds every symbol the batch makes")
    func variablesMadeAmongOthers() throws {
        let n = 120
        var x: [Variable] = [], w: [Variable] = [], unrelated: [Variable] = []
        for i in 0..<n {
            x.append(Variable("x\(i)"))
            unrelated.append(Variable("u\(i)"))
            w.append(Variable("w\(i)"))
            unrelated.append(Variable("v\(i)"))
        }
        var s = Solver()
        try s.add(Self.row(x, w))
        #expect(s.simplex.symbols.kinds.count == Self.symbolsMade(boxes: n))
        // Made among others (as another thread making variables meanwhile would interleave
        // them), the batch's identities span twice its variables, and each is named up to
        // three times: the room is still the symbols made and a quarter more.
        let made = Self.symbolsMade(boxes: n)
        #expect(s.simplex.symbols.kinds.capacity >= made)
        #expect(s.simplex.symbols.kinds.capacity <= made + made / 4)
        #expect(s.value(of: x[n - 1]) == Double(48 * (n - 1)))
        // A second batch naming the first's variables and new ones makes only the new ones.
        let y = Variable("y"), before = s.simplex.symbols.kinds.count
        try s.add([y == x[n - 1] + w[n - 1], y <= 10_000])
        #expect(s.simplex.symbols.kinds.count == before + 1 + 2)
        #expect(s.value(of: y) == Double(48 * (n - 1) + 40))
    }

    @Test("the walks' and the sums' scratch take the room the batch reserved, not a little more at every walk")
    func scratchTakesTheReservedRoom() throws {
        let n = 300
        let s = try Self.solverWithRow(of: n).solver
        // The rows' walks have room for every row the per-row arrays have room for; the
        // accumulator's list of the symbols in use, for every symbol.
        let rowRoom = s.simplex.rows.basic.capacity, symbolRoom = s.simplex.scratch.accumulator.capacity
        #expect(s.simplex.search.order.room == rowRoom)
        #expect(s.simplex.search.stack.room == rowRoom)
        #expect(s.simplex.scratch.accumulatorSupport.room == symbolRoom)
        // The rows' room is a quarter more than the batch's rows (its reservation), not twice
        // them (the room a list grown one walk at a time ends with).
        let rows = s.statistics.rows
        #expect(rows == 3 * n)
        #expect(rowRoom <= rows + rows / 4)
        #expect(symbolRoom >= s.simplex.symbols.kinds.count)
    }
}
