import TestSupport
import Testing

@testable import Cassowary

/// The fresh solve's sparse LU factorisation of a basis, and its product-form updates. Each
/// expected vector is chosen first and its right-hand side multiplied out by hand, so that a
/// solve must give back the chosen vector.
@Suite("The fresh solve's basis factorisation")
struct BasisFactorizationTests {
    /// A matrix given by its rows, stored by columns as the fresh solve stores its own.
    private struct Matrix {
        var columnStart: [Int] = [0]
        var columnRow: [Int] = []
        var columnValue: [Double] = []

        init(rows: [[Double]]) {
            for j in rows[0].indices {
                for (i, row) in rows.enumerated() where row[j] != 0 {
                    columnRow.append(i)
                    columnValue.append(row[j])
                }
                columnStart.append(columnRow.count)
            }
        }

        func factorize(_ basis: [Int]) -> BasisFactorization? {
            BasisFactorization(basis: basis, columnStart: columnStart, columnRow: columnRow, columnValue: columnValue)
        }
    }

    private func close(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-12 }
    }

    @Test("B x = a and y B = c, for a basis whose diagonal is not the pivot order")
    func solves() throws {
        // B = [2 0 1; 1 3 0; 0 1 4] (det 25). B·(1, 2, 3) = (5, 7, 14); (1, -1, 2)·B = (1, -1, 9).
        let matrix = Matrix(rows: [[2, 0, 1], [1, 3, 0], [0, 1, 4]])
        let factors = try #require(matrix.factorize([0, 1, 2]))
        #expect(close(factors.solve([5, 7, 14]), [1, 2, 3]))
        #expect(close(factors.solveTransposed([1, -1, 9]), [1, -1, 2]))
        // The same columns in another order: position p holds column basis[p].
        let permuted = try #require(matrix.factorize([2, 0, 1]))
        #expect(close(permuted.solve([5, 7, 14]), [3, 1, 2]))
        #expect(close(permuted.solveTransposed([9, 1, -1]), [1, -1, 2]))
    }

    @Test("a zero where the first pivot would be in natural order")
    func pivotsAwayFromZero() throws {
        // B = [0 1; 1 1]: B·(2, 3) = (3, 5); (1, 1)·B = (1, 2).
        let matrix = Matrix(rows: [[0, 1], [1, 1]])
        let factors = try #require(matrix.factorize([0, 1]))
        #expect(close(factors.solve([3, 5]), [2, 3]))
        #expect(close(factors.solveTransposed([1, 2]), [1, 1]))
    }

    @Test("an update replaces one column of the basis")
    func update() throws {
        // The basis [2 0 1; 1 3 0; 0 1 4]; column 3 = (1, 1, 1) replaces position 1, giving
        // B' = [2 1 1; 1 1 0; 0 1 4]: B'·(1, -1, 2) = (3, 0, 7); (2, 1, -1)·B' = (5, 2, -2).
        let matrix = Matrix(rows: [[2, 0, 1, 1], [1, 3, 0, 1], [0, 1, 4, 1]])
        var factors = try #require(matrix.factorize([0, 1, 2]))
        let alpha = factors.solve([1, 1, 1])
        factors.update(position: 1, alpha: alpha)
        #expect(factors.updateCount == 1)
        #expect(close(factors.solve([3, 0, 7]), [1, -1, 2]))
        #expect(close(factors.solveTransposed([5, 2, -2]), [2, 1, -1]))
        // A second update: column 1 = (0, 3, 1) goes back in, at position 0, giving
        // B'' = [0 1 1; 3 1 0; 1 1 4]: B''·(1, 1, 1) = (2, 4, 6); (1, 0, 0)·B'' = (0, 1, 1).
        let beta = factors.solve([0, 3, 1])
        factors.update(position: 0, alpha: beta)
        #expect(close(factors.solve([2, 4, 6]), [1, 1, 1]))
        #expect(close(factors.solveTransposed([0, 1, 1]), [1, 0, 0]))
    }

    @Test("a singular basis is refused")
    func singular() {
        // Column 1 is twice column 0.
        let matrix = Matrix(rows: [[1, 2, 0], [2, 4, 0], [0, 0, 1]])
        #expect(matrix.factorize([0, 1, 2]) == nil)
    }

    @Test("the pivot order keeps an arrowhead matrix free of fill")
    func markowitzAvoidsFill() throws {
        // An arrowhead of order 6: 2 on the diagonal, 1 across the first row and down the
        // first column. Eliminating the first row first fills the whole matrix; pivoting on
        // the diagonal of rows 1–5 first fills nothing: 5 multipliers (1/2, in row 0), 5
        // entries beyond the pivots in U, 6 pivots.
        var rows = [[Double]](repeating: [Double](repeating: 0, count: 6), count: 6)
        for i in 0..<6 {
            rows[i][i] = 2
            rows[0][i] = 1
            rows[i][0] = 1
        }
        rows[0][0] = 8
        let matrix = Matrix(rows: rows)
        let factors = try #require(matrix.factorize(Array(0..<6)))
        #expect(factors.factorNonzeros == 16)
        // B·(1, 1, 1, 1, 1, 1) = (13, 3, 3, 3, 3, 3).
        #expect(close(factors.solve([13, 3, 3, 3, 3, 3]), [1, 1, 1, 1, 1, 1]))
        #expect(close(factors.solveTransposed([13, 3, 3, 3, 3, 3]), [1, 1, 1, 1, 1, 1]))
    }

    @Test("sparse random bases, with fill and updates: B x = B·x and y B = y·B", arguments: 0..<8)
    func randomBases(seed: UInt64) throws {
        // A basis of order 40 with 3 off-diagonal entries a column at random rows (fill in the
        // elimination), and a diagonal that keeps it regular; x and y are chosen, B·x and y·B
        // multiplied out here, and the solves must give x and y back.
        var generator = SplitMix64(seed: seed)
        let m = 40
        var rows = [[Double]](repeating: [Double](repeating: 0, count: 2 * m), count: m)
        for j in 0..<(2 * m) {
            rows[j % m][j] = j < m ? 8 : 5
            for _ in 0..<3 {
                rows[Int.random(in: 0..<m, using: &generator)][j] += Double.random(in: -2...2, using: &generator)
            }
        }
        let matrix = Matrix(rows: rows)
        var basis = Array(0..<m)
        var factors = try #require(matrix.factorize(basis))
        for round in 0..<6 {
            let x = (0..<m).map { _ in Double.random(in: -5...5, using: &generator) }
            let y = (0..<m).map { _ in Double.random(in: -5...5, using: &generator) }
            var bx = [Double](repeating: 0, count: m)
            var yb = [Double](repeating: 0, count: m)
            for i in 0..<m {
                for p in 0..<m {
                    bx[i] += rows[i][basis[p]] * x[p]
                    yb[p] += y[i] * rows[i][basis[p]]
                }
            }
            #expect(zip(factors.solve(bx), x).allSatisfy { abs($0 - $1) < 1e-9 }, "round \(round)")
            #expect(zip(factors.solveTransposed(yb), y).allSatisfy { abs($0 - $1) < 1e-9 }, "round \(round)")
            // The next round: column m + round takes the place of position round.
            let entering = m + round
            let alpha = factors.solve((0..<m).map { rows[$0][entering] })
            guard abs(alpha[round]) > 1e-6 else { continue }
            factors.update(position: round, alpha: alpha)
            basis[round] = entering
        }
    }
}
