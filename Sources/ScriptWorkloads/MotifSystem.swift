/// A motif system as constraint statements: the ones that frame it, never removed, and the
/// ones of each element (an item, a row, a split), which the performance fuzzer removes and
/// adds back in the middle of the layout.
package struct MotifSystem: Sendable {
    /// The constraints that hold the elements together (a row's start and end, a table's
    /// width): stated first.
    package var frame: [String] = []
    /// Each element's constraints, in the order the layout states its elements.
    package var elements: [[String]] = []
    /// The range `width` is swept over, where the motif's regimes change.
    package var sweep: (from: Double, to: Double)
    /// The value `width` is suggested before the constraints go in.
    package var start: Double
    /// Values known in closed form at some widths: at `width`, each named variable must be
    /// `value` (within rounding).
    package var expectations: [(width: Double, values: [(name: String, value: Double)])] = []

    /// An empty system swept from `from` to `to`, built at `start`.
    package init(from: Double, to: Double, start: Double) {
        sweep = (from, to)
        self.start = start
    }

    /// Every constraint statement, the frame's first, then each element's.
    package var constraintLines: [String] { frame + elements.joined() }

    /// The positions in ``constraintLines`` of element `index`'s constraints.
    package func lineRange(ofElement index: Int) -> Range<Int> {
        let start = frame.count + elements[..<index].reduce(0) { $0 + $1.count }
        return start..<(start + elements[index].count)
    }

    /// Takes in `part`'s frame, elements and expectations; `width` maps a width of the part's
    /// to the value of this system's `width` that gives it.
    package mutating func include(_ part: MotifSystem, width: (Double) -> Double) {
        frame += part.frame
        elements += part.elements
        expectations += part.expectations.map { (width($0.width), $0.values) }
    }
}
