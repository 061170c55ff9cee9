import Cassowary

/// Where a view's frame comes from: for each of its x, y, width and height (in its
/// superview's coordinates, as ``LayoutItem/frame``), the value as an affine formula in the root's
/// size and the constraints that fix it, from ``LayoutEngine/explain(_:)``. The answer to
/// "where does this frame come from" that a view debugger gives when you click a view.
///
/// ```swift
/// let explanation = engine.explain(card)
/// print(explanation)
/// // card (16, 8, 343 × 120)
/// //   x = 16   (from: card.leading == root.leading + 16)
/// //   width = root.width − 32   (from: Layout-Root-Width, card.leading == …, card.trailing == …)
/// //   …
/// ```
///
/// Holds the engine's constraints (reference types), so it is not `Sendable`.
public struct FrameExplanation: CustomStringConvertible {
    /// One constraint whose constant a coordinate depends on.
    public struct Source {
        /// The layout constraint, or nil for a solver constraint the engine did not make from
        /// one (none in an engine's own use).
        public let constraint: LayoutConstraint?
        /// How the formula names it: the constraint's description (`'gap' a.leading == b.trailing + 8`),
        /// or `root.width` / `root.height` for the root's size.
        public let name: String
        /// The constraint's constant as it stands (for the root's size, the width or height).
        public let constant: Double
        /// How much the coordinate moves per unit increase of that constant: the rate re-solving
        /// gives when an increase and a decrease agree, the formula's otherwise (see
        /// `VariableExplanation.Source.weight`).
        public let weight: Double
        /// The rate in the solver's basis, which the formula uses (the coordinate is
        /// `Σ formulaWeight × constant`, exactly).
        public let formulaWeight: Double
        /// How much the coordinate moves per unit of a small increase of the constant, as
        /// re-solving gives it; nil when the constant cannot go up alone.
        public let increaseRate: Double?
        /// How much the coordinate moves per unit of a small decrease; nil when the constant
        /// cannot go down alone.
        public let decreaseRate: Double?
        /// Why re-solving does not move the coordinate at ``formulaWeight`` both ways, in plain
        /// words (a one-sided rate, a weight of 0 at a degenerate vertex, a redundant
        /// constraint); nil when both rates are the formula's.
        public let note: String?
        /// Whether this is the root's width or height (a variable of the formula, not a
        /// constant of it).
        public let isRootSize: Bool
    }

    /// A constraint that mentions the coordinate's variable and holds with no slack, yet does
    /// not move it, with why (`Solver.unlistedConstraints(of:)`).
    public struct Unlisted {
        /// The layout constraint, or nil for a solver constraint the engine did not make from one.
        public let constraint: LayoutConstraint?
        /// How the explanation names it (as ``Source/name``).
        public let name: String
        /// Why its constant does not move the coordinate, in plain words (`redundant: other
        /// required constraints fix this value`, `holds, but moving it moves another variable,
        /// not this one (…)`).
        public let why: String
    }

    /// One coordinate of the frame: x, y, width or height.
    public struct Coordinate: CustomStringConvertible {
        /// `x`, `y`, `width` or `height`.
        public let name: String
        /// Its value.
        public let value: Double
        /// The constraints whose constants make it, in activation order (those that move it at
        /// no rate, by the formula or by re-solving either way, left out). Empty when nothing
        /// holds the value (it is not determined).
        public let sources: [Source]
        /// The constraints on the view that hold with no slack but do not move this coordinate,
        /// each with why, in activation order.
        public let unlisted: [Unlisted]

        /// The part of the value that does not move with the root's size (by the formula).
        public var offset: Double {
            sources.reduce(0.0) { $1.isRootSize ? $0 : $0 + $1.formulaWeight * $1.constant }
        }

        /// The value's rate with respect to the root's width (0 when it does not depend on it).
        public var widthSlope: Double {
            sources.first { $0.isRootSize && $0.name.hasSuffix(".width") }?.weight ?? 0
        }

        /// The value's rate with respect to the root's height.
        public var heightSlope: Double {
            sources.first { $0.isRootSize && $0.name.hasSuffix(".height") }?.weight ?? 0
        }

        /// The constraints (not the root's size) that fix the value.
        public var constraints: [LayoutConstraint] {
            sources.compactMap { $0.isRootSize ? nil : $0.constraint }
        }

        /// `width = 0.333333·root.width − 3.333333`, the value alone when it does not move with
        /// the root's size; numbers rounded to six decimals.
        public var formula: String {
            guard !sources.isEmpty else { return "\(name) = \(FrameExplanation.number(value))" }
            var formula = ""
            for source in sources where source.isRootSize {
                formula = FrameExplanation.append(source.formulaWeight, source.name, to: formula)
            }
            if formula.isEmpty || FrameExplanation.number(offset) != "0" {
                formula = FrameExplanation.append(offset, nil, to: formula)
            }
            return "\(name) = \(formula)"
        }

        /// ``formula``, then the sources: `width = 0.333333·root.width − 3.333333   (from:
        /// root.width, 'fitGuideWidth' …)`.
        public var description: String {
            guard !sources.isEmpty else { return "\(formula)   (not determined: nothing holds it)" }
            return "\(formula)   (from: \(sources.map(\.name).joined(separator: ", ")))"
        }

        /// Why a source moves the coordinate differently from the formula, and why a constraint
        /// that holds is not a source: `name: note` for each source with a ``Source/note``,
        /// then `not listed: name: why` for each of ``unlisted``.
        public var notes: [String] {
            sources.compactMap { source in source.note.map { "\(source.name): \($0)" } }
                + unlisted.map { "not listed: \($0.name): \($0.why)" }
        }

        /// The coordinate as lines, for a page that stores each once: the formula (with `(not
        /// determined: nothing holds it)` when nothing does), each source's name indented by 4,
        /// then each of ``notes`` indented by 6.
        public var lines: [String] {
            [formula + (sources.isEmpty ? "   (not determined: nothing holds it)" : "")]
                + sources.map { "    " + $0.name } + notes.map { "      " + $0 }
        }
    }

    /// The view's name.
    public let view: String
    /// The frame's left edge, in the superview's coordinates (as ``LayoutItem/frame``).
    public let x: Coordinate
    /// The frame's top edge, in the superview's coordinates.
    public let y: Coordinate
    /// The frame's width.
    public let width: Coordinate
    /// The frame's height.
    public let height: Coordinate

    /// The four coordinates in order: x, y, width, height.
    public var coordinates: [Coordinate] { [x, y, width, height] }

    /// Every constraint that fixes some coordinate, once each, in activation order of first
    /// mention (x's first, then y's, width's, height's).
    public var constraints: [LayoutConstraint] {
        var seen = Set<ObjectIdentifier>()
        var result: [LayoutConstraint] = []
        for c in coordinates.flatMap(\.constraints) where seen.insert(ObjectIdentifier(c)).inserted { result.append(c) }
        return result
    }

    /// The view and its frame on the first line, then one line per coordinate, each followed
    /// by its ``Coordinate/notes`` (indented by 4).
    public var description: String {
        let n = Self.number
        return "\(view) (\(n(x.value)), \(n(y.value)), \(n(width.value)) × \(n(height.value)))\n"
            + coordinates.map { c in (["  " + c.description] + c.notes.map { "    " + $0 }).joined(separator: "\n") }
            .joined(separator: "\n")
    }

    /// `value` rounded to six decimals, whole numbers without a fraction, no negative zero.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let rounded = (value * 1e6).rounded() / 1e6
        return formatLayoutNumber(rounded == 0 ? 0 : rounded)
    }

    /// `formula` with `rate·name` (or the number alone) appended, ` + ` or ` − ` between.
    static func append(_ rate: Double, _ name: String?, to formula: String) -> String {
        let magnitude = number(abs(rate))
        let body = name.map { magnitude == "1" ? $0 : "\(magnitude)·\($0)" } ?? magnitude
        if formula.isEmpty { return (rate < 0 && magnitude != "0" ? "−" : "") + body }
        return formula + (rate < 0 ? " − " : " + ") + body
    }
}
