import Testing
import TestSupport
import Cassowary

/// A required row that finds every variable it names already taken, one of them by a wish
/// (`x == 0` at some strength), takes that variable, and the wish's error takes the wish's
/// row: the wish gives way, as the dual simplex's pivot on that error would make it, without
/// the dual simplex's tableau row and ratio test (along a chain of items pulled left, a scan
/// of every item before). When another wish should give way instead, the primal simplex that
/// follows the add finds it. Values worked out by hand.
@Suite("A required row a wish holds back makes the wish give way")
struct GivingWayTests {
    @Test("items pulled left, each linked after the one before: the link costs no pivot")
    func linkAfterAPull() throws {
        var s = Solver()
        let x0 = Variable("x0"), x1 = Variable("x1"), w0 = Variable("w0")
        try s.add(w0 == 40)
        try s.add(x0 == 0)
        try s.add(x1 == 0 ~ .weak)
        let pivots = s.statistics.pivots
        try s.add(x1 >= x0 + w0 + 8)
        #expect(s.statistics.pivots == pivots)
        // The weak wish gives way: x1 as far left as the link lets it, 0 + 40 + 8.
        #expect(s.value(of: x1) == 48)
    }

    @Test("a chain of 60 items pulled left, each link after its item: every one as far left as it can be")
    func longChainOfPulls() throws {
        var s = Solver()
        let n = 60
        let x = (0..<n).map { Variable("x\($0)") }, w = (0..<n).map { Variable("w\($0)") }
        try s.add(x[0] >= 0)
        for i in 0..<n {
            try s.add(w[i] == Double(20 + i % 7))
            try s.add(x[i] == 0 ~ .weak)
            if i > 0 { try s.add(x[i] >= x[i - 1] + w[i - 1] + 8) }
        }
        // Each item at the sum of the widths and gaps before it.
        var position = 0.0
        for i in 0..<n {
            #expect(s.value(of: x[i]) == position)
            position += Double(20 + i % 7) + 8
        }
    }

    @Test("of two wishes the row could break, the weaker gives way")
    func theWeakerWishGivesWay() throws {
        var s = Solver()
        let a = Variable("a"), b = Variable("b")
        try s.add(a == 0 ~ .strong)
        try s.add(b == 0 ~ .weak)
        try s.add(a + b == 10)
        // Breaking the weak wish costs less at every level: a stays at 0, b takes the 10.
        #expect(s.value(of: a) == 0)
        #expect(s.value(of: b) == 10)
    }

    @Test("of two wishes at one level, the one that costs less per unit of the row gives way")
    func theCheaperWishPerUnitGivesWay() throws {
        // a + 2b = 10: moving a costs 3 a unit of the row, moving b costs 1 per half unit,
        // 0.5: b gives way, to 5.
        var s = Solver()
        let a = Variable("a"), b = Variable("b")
        try s.add(a == 0 ~ Strength.weak.weighted(3))
        try s.add(b == 0 ~ .weak)
        try s.add(a + 2 * b == 10)
        #expect(s.value(of: a) == 0)
        #expect(s.value(of: b) == 5)
        // The same row with the weights the other way: 1 a unit through a, 1.5 through b.
        var t = Solver()
        try t.add(a == 0 ~ .weak)
        try t.add(b == 0 ~ Strength.weak.weighted(3))
        try t.add(a + 2 * b == 10)
        #expect(t.value(of: a) == 10)
        #expect(t.value(of: b) == 0)
    }

    @Test("a wish on a variable other rows read is the dual simplex's to move: a table's column")
    func aSharedVariableStaysWithTheDualSimplex() throws {
        // A column c pulled to 0 (weak), at least as wide as its cells (20, then 35); two rows
        // whose heights wrap with the column (h0 + c >= 60, h1 + 0.5c >= 40), each at least 10
        // and pulled to 0 (weak, the same weight). Both rows read c, so no wish gives way in
        // place: the dual simplex and the primal simplex decide.
        var s = Solver()
        let c = Variable("c"), h0 = Variable("h0"), h1 = Variable("h1")
        try s.add(c == 0 ~ .weak)
        try s.add(c >= 20)
        try s.add(h0 == 0 ~ .weak)
        try s.add(h0 >= 10)
        try s.add(h0 + c >= 60)
        try s.add(c >= 35)
        try s.add(h1 == 0 ~ .weak)
        try s.add(h1 >= 10)
        try s.add(h1 + 0.5 * c >= 40)
        // Each unit of c costs 1 and saves 1 of h0 (while h0 > 10) and 0.5 of h1 (while
        // h1 > 10): c rises to where h0 reaches 10, c = 50 (h1 = 15); past that it saves only
        // 0.5. So c = 50, h0 = 10, h1 = 15.
        #expect(s.value(of: c) == 50)
        #expect(s.value(of: h0) == 10)
        #expect(s.value(of: h1) == 15)
    }

    @Test("a wish whose error would have to go below 0 does not give way that way")
    func theErrorKeepsItsSign() throws {
        var s = Solver()
        let x = Variable("x"), y = Variable("y")
        try s.add(x == 0 ~ .medium)
        try s.add(y == 50)
        // x must reach 50: its wish's error grows (x = 0 + 50), whichever error that is.
        try s.add(x >= y)
        #expect(s.value(of: x) == 50)
        // And back below it: the wish is met again once the bound no longer pushes.
        try s.add(y <= 100)
        let row = x <= y - 60
        #expect(throws: SolverError.self) { try s.add(row) }
        #expect(s.value(of: x) == 50)
    }
}
