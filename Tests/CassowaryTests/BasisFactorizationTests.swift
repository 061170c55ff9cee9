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
}
