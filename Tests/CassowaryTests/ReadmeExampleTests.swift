import Testing
import Cassowary

/// The Swift example at the top of the README, line for line.
@Suite("README example")
struct ReadmeExampleTests {
    @Test("the midpoint example gives the values its comments state")
    func midpoint() throws {
        let left = Variable("left"), mid = Variable("mid"), right = Variable("right")
        var solver = Solver()
        try solver.add(mid == (left + right) / 2)
        try solver.add(left + 10 <= right)
        try solver.add(left >= 0)
        try solver.add(right <= 100)
        try solver.add(left == 20 ~ .weak)
        try solver.addEditVariable(mid, strength: .strong)
        try solver.suggestValue(95, for: mid)
        // mid = 95 needs left + right = 190 with right ≤ 100: right = 100, left = 90; the weak
        // wish for left = 20 loses to the strong edit.
        #expect(solver.value(of: right) == 100)
        #expect(solver.value(of: left) == 90)
        #expect(solver.value(of: mid) == 95)
    }
}
