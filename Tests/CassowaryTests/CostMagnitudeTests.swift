import Testing
import TestSupport
@testable import Cassowary

/// A reduced cost's magnitude is kept as the smallest power of two at least as large; it is
/// read off the bits of the number. These tests check that reading against the definition,
/// computed here from `exponent` and `significand`, at every scale a `Double` has.
@Suite("Cost magnitudes")
struct CostMagnitudeTests {
    /// The order by definition: 2^order is the smallest power of two ≥ |x| (0 and non-finite
    /// numbers have orders of their own).
    static func definedOrder(_ x: Double) -> Int16 {
        if x == 0 { return .min }
        if !x.isFinite { return .max }
        let exponent = Int16(x.exponent)
        return x.significand == 1 ? exponent : exponent + 1
    }

    /// The power of two an order stands for, by definition (beyond 2¹⁰²³, 2¹⁰²³).
    static func definedValue(_ order: Int16) -> Double {
        switch order {
        case .min: 0
        case .max: .infinity
        default: Double(sign: .plus, exponent: Int(min(order, 1023)), significand: 1)
        }
    }

    static func check(_ x: Double) {
        let m = CostMagnitude(x)
        #expect(m.order == Self.definedOrder(x), "order of \(x)")
        #expect(m.value.bitPattern == Self.definedValue(Self.definedOrder(x)).bitPattern, "value of \(x)")
    }

    @Test("the edges: zeros, powers of two, the smallest and largest numbers, infinities and NaN")
    func edges() {
        let values: [Double] = [
            0, -0.0, 1, -1, 2, 3, 0.75, 0.5, 1e-8, 1e8, 1e300, -1e-300,
            .leastNonzeroMagnitude, .leastNormalMagnitude, .leastNormalMagnitude.nextDown,
            .leastNormalMagnitude.nextUp, .greatestFiniteMagnitude, 0x1p1023, 0x1.8p1023,
            0x1p-1022, 0x1p-1074, Double(bitPattern: 3), 0x1p-1050, Double(bitPattern: 0x000F_0000_0000_0001),
            .infinity, -.infinity, .nan,
        ]
        for x in values { Self.check(x) }
    }

    @Test("random numbers of every exponent, normal and subnormal")
    func random() {
        var generator = SplitMix64(seed: 27)
        for _ in 0..<20_000 {
            // Random bits: every exponent, sign and significand, subnormals included.
            Self.check(Double(bitPattern: generator.next()))
        }
        for _ in 0..<2_000 {
            // Exact powers of two, and their neighbours.
            let power = Double(sign: .plus, exponent: generator.int(-1074...1023), significand: 1)
            for x in [power, power.nextUp, power.nextDown] { Self.check(x) }
        }
    }
}
