import ConstraintScript

/// The motif workloads: random layout-shaped systems composed from the shapes layouts are made
/// of, for the performance fuzzer (which checks that the solver's work grows near-linearly in
/// their size) and for `layout-lab generate motif` (which writes one as a script to time).
///
/// Every motif is sized by `size` (its items, cells, leaves or rows), draws its parameters
/// (sizes, bounds, distinct weights) from ``MotifRandom`` with `seed`, and lays itself out in
/// the edit variable `width` (`strong`), which ``MotifSystem/sweep`` moves over a range where
/// its regimes change: bounds become active one after another.
public struct MotifWorkload: Sendable {
    /// The shapes a motif system is made of.
    public enum Motif: String, CaseIterable, Sendable {
        /// A row of compressible items (`x[i] >= x[i-1] + w[i-1] + 8`), each with a required
        /// minimum and a `medium` wish of its own weight, pulled left `weak`, the row's end at
        /// most `width`.
        case chain
        /// A row of fixed items whose gaps are between 8 and 40, each with a `weak` wish for 8 of
        /// its own weight, the row's end on `width`: the gaps open one after another.
        case spaceBetween = "space-between"
        /// A row of compressible items (a `weak` wish each) and bounded gaps (a `medium` wish
        /// each for the middle of its bounds) that fills `width` exactly.
        case boundedGaps = "bounded-gaps"
        /// A table: each column as wide as its widest cell (a `medium` wish, compressed below
        /// it when `width` is short, which makes its cells' rows taller), each row as tall as its
        /// tallest cell, rows stacked.
        case table
        /// A tree of split panes: each split divides its extent between two children by a
        /// proportion (a `medium` wish of its own weight), each leaf has a required minimum,
        /// the root's extent is `width`.
        case splits
        /// A self-sizing list: each row at least its label's height plus 16 and wishing for 44
        /// (`weak`), the label taller as `width` narrows, rows stacked 1 apart.
        case list
        /// Masonry columns: items of given aspect ratios dealt to columns of equal width that
        /// share `width`, each item's height between required bounds, stacked in its column.
        case masonry
        /// A row of images of fixed aspect ratios, each height at most a maximum, each width
        /// wishing for its preferred value (`medium`), filling `width` exactly.
        case aspect
        /// A row of groups of up to four items of equal widths, each group with a minimum and
        /// a `medium` wish of its own weight, filling `width` exactly.
        case equalWidths = "equal-widths"
        /// A column of items in a container `width − 32` wide, each leading, centred or
        /// trailing in it, at most as wide as it and wishing for its preferred width.
        case alignment
        /// A row filling `width` exactly whose items have wishes at three levels: a `strong`
        /// maximum, a `medium` preferred width and a `weak` wish to be 20 wider.
        case levels
        /// Three motifs drawn at random (each a third of the size, none of them `mixed`),
        /// each laid out in a width of its own that moves with `width` from 0 to 1000 over its
        /// own sweep.
        case mixed
    }

    /// The motif.
    public var motif: Motif
    /// The size: items, cells, leaves or rows.
    public var size: Int
    /// The seed of the parameters.
    public var seed: UInt64

    /// A `motif` system of `size` parts drawn with `seed`.
    public init(motif: Motif, size: Int, seed: UInt64 = 1) {
        self.motif = motif
        self.size = size
        self.seed = seed
    }

    /// The system: its constraints, grouped by the element they belong to, its sweep and the
    /// values it must take where they are known in closed form.
    package func system() -> MotifSystem {
        var random = MotifRandom(seed: seed)
        return motif.part(size: size, prefix: "", width: "width", random: &random)
    }

    /// The whole script: a header comment (with the `bench` options that sweep `width` in
    /// 200 steps), `edit width @strong`, `suggest width` at the system's start and the
    /// constraints in the order the motif states them.
    public func script() -> String {
        let system = self.system()
        let step = (system.sweep.to - system.sweep.from) / 200
        var text = """
            # motif \(motif.rawValue)(\(size)), seed \(seed): \(system.constraintLines.count) constraints.
            # bench: --sweep width \(scriptNumber(system.sweep.from)) \(scriptNumber(system.sweep.to)) \(scriptNumber(step))
            edit width @strong
            suggest width \(scriptNumber(system.start))

            """
        for line in system.constraintLines { text += line + "\n" }
        return text
    }
}
