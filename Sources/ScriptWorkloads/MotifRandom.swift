/// The seeded generator of the motif workloads (xorshift64*): every motif system is a pure
/// function of its motif, size and seed.
package struct MotifRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// The generator for `seed` (any value, zero included).
    package init(seed: UInt64) {
        state = (seed ^ 0x6A09_E667_F3BC_C909) | 1
        for _ in 0..<4 { _ = next() }
    }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 0x2545_F491_4F6C_DD1D
    }

    /// A uniformly chosen integer in `range`.
    package mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    /// A uniformly chosen element of `items` (not empty).
    package mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }

    /// `1 + rank/count` for `count` wishes, ranks a random permutation of `0 … count-1`:
    /// pairwise distinct weights in `[1, 2)`, so no two wishes tie.
    package mutating func distinctWeights(_ count: Int) -> [Double] {
        var ranks = Array(0..<count)
        ranks.shuffle(using: &self)
        return ranks.map { 1 + Double($0) / Double(max(count, 1)) }
    }
}
