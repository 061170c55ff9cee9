import Testing
@testable import Cassowary

/// The engine caches shortcuts through chains of two-variable rows (alias rows), each stamped
/// with the version of the alias rows it was computed at. The version is 32 bits: when it wraps
/// around, every cached link is marked stale, so that none computed 2³² versions ago looks
/// current.
@Suite("Alias links across the version's wrap")
struct AliasVersionTests {
    /// A chain of `n` items from 0, each `x[i + 1] == x[i] + w[i]` with `w[i] >= 10` and a weak
    /// wish for 20, and the chain's end on an edit variable: past 20 n the items stretch evenly,
    /// below it they all give up the wish.
    struct Chain {
        var solver = Solver()
        let x: [Variable]
        let w: [Variable]
        var links: [Constraint] = []

        init(_ n: Int) throws {
            x = (0...n).map { Variable("x\($0)") }
            w = (0..<n).map { Variable("w\($0)") }
            try solver.add(x[0] == 0)
            for i in 0..<n {
                links.append(x[i + 1] == x[i] + w[i])
                try solver.add([links[i], w[i] >= 10, w[i] == 20 ~ .weak])
            }
            try solver.addEditVariable(x[n], strength: .strong)
        }

        /// Every value, bit for bit.
        func bits() -> [UInt64] {
            var s = solver
            s.updateVariables()
            return (x + w).map { s.value(of: $0).bitPattern }
        }
    }

    @Test("a solver whose alias version wraps around gives every value another solver gives")
    func wrapChangesNothing() throws {
        let n = 40
        var wrapping = try Chain(n), plain = try Chain(n)
        wrapping.solver.simplex.aliases.version = UInt32.max - 3
        var wrapped = false
        for (step, end) in [300.0, 900, 500, 1_200, 400, 800].enumerated() {
            try wrapping.solver.suggestValue(end, for: wrapping.x[n])
            try plain.solver.suggestValue(end, for: plain.x[n])
            // A link taken out of the middle and put back: rows of the chain change owners.
            let k = 5 + 6 * step
            try wrapping.solver.remove(wrapping.links[k])
            try plain.solver.remove(plain.links[k])
            try wrapping.solver.add(wrapping.links[k])
            try plain.solver.add(plain.links[k])
            #expect(wrapping.bits() == plain.bits(), "after step \(step)")
            wrapped = wrapped || wrapping.solver.simplex.aliases.version < 1_000
        }
        #expect(wrapped)
        // The ends worked out by hand: 800 stretches 40 items to 20 each; the last width.
        var s = wrapping.solver
        s.updateVariables()
        #expect(s.value(of: wrapping.x[n]) == 800)
        #expect(s.value(of: wrapping.w[0]) == 20)
    }

    @Test("a link takes 16 bytes a symbol")
    func linkSize() {
        #expect(MemoryLayout<Simplex.AliasLink>.stride == 16)
    }
}
