/// A linear expression while a script line is parsed: each variable once, in order of first
/// appearance, plus a constant. Every coefficient and the constant are finite.
///
/// The terms are not stored here but in the parser's stack of terms, at
/// `start ..< start + count`: the values being built are nested (a sum inside parentheses
/// inside a product), so the one being built is always on top, and the one it is added to
/// just below it. Adding merges the upper value into the lower in place, so no value owns an
/// array and a short line allocates nothing.
///
/// Adding costs time in proportion to the side that is added, not to the sum built so far: a
/// variable's position is found through an index once the expression has more than
/// ``indexThreshold`` terms. So a sum of n distinct variables is built in O(n).
struct LinearValue {
    /// Where the terms start in the stack.
    var start: Int
    /// How many terms there are.
    var count: Int
    /// The constant part.
    var constant: Double
    /// Variable → position in the stack, once the value has more than ``indexThreshold``
    /// terms and has been searched (nil until then, and after the terms move).
    var positions: [Int: Int]? = nil

    /// Up to this many terms, a variable is looked for by a scan instead of through the index.
    static let indexThreshold = 8

    /// The positions of the terms in the stack.
    var range: Range<Int> { start..<(start + count) }
}
