/// Where a variable's value comes from: the affine combination of constraint constants and
/// edit values that the solver's current basis makes it, from ``Solver/explain(_:)``.
///
/// At an optimal basis every value is a fixed linear function of the constants on the right
/// of the constraints that hold it (the tight inequalities, the satisfied equalities, the
/// edit variables' suggested values): `cell3.x = 0.5·W − 12` with `W` the container width's
/// suggestion and −12 from the margins and gaps. The explanation lists those constraints
/// (``sources``), each with the constant it has now and its ``Source/weight``, the rate at
/// which the value moves per unit of that constant; an edit variable's weight is the value's
/// sensitivity to it. Constraints not listed do not hold the value: a loose inequality, a
/// violated preference, or one whose rows the value does not reach.
///
/// At a degenerate vertex — a value held by two equal bounds, a slack or an error at 0 in the
/// basis, a required equality whose dummy the basis holds — re-solving after a small change of
/// a constant can pivot at once, and the value then moves at another rate, possibly a
/// different one for an increase and for a decrease. Each source says both
/// (``Source/increaseRate``, ``Source/decreaseRate``), measured as re-solving gives them; its
/// ``Source/weight`` is the derivative where they agree, and ``Source/note`` says in plain
/// words why a rate is one-sided or 0. The formula stays the basis's
/// (``Source/formulaWeight``), which holds exactly at the current constants.
///
/// ```swift
/// let w = Variable("w"), x = Variable("x")
/// var solver = Solver()
/// try solver.add((x == 0.5 * w - 12).labeled("half"))
/// try solver.addEditVariable(w)
/// try solver.suggestValue(400, for: w)
/// solver.explain(x).description   // "x = 0.5·w − 12   (from: half, w)"
/// ```
public struct VariableExplanation: Sendable, CustomStringConvertible {
    /// One constraint whose constant the value depends on.
    public struct Source: Sendable {
        /// The constraint (for an edit variable, the solver's edit constraint `v == value`).
        public let constraint: Constraint
        /// The edit variable this constraint belongs to, when it is an edit constraint.
        public let editVariable: Variable?
        /// The constraint's constant as it stands now: for an edit variable, the suggested value.
        public let constant: Double
        /// The rate in the solver's basis: the value is `Σ formulaWeight × constant` over the
        /// sources, exactly (the formula of ``VariableExplanation/formula``).
        public let formulaWeight: Double
        /// How much the value moves per unit of a small increase of the constant, as re-solving
        /// gives it; nil when the constant cannot go up alone (the required constraints would
        /// fail: another required constraint fixes the same thing).
        public let increaseRate: Double?
        /// How much the value moves per unit of a small decrease of the constant (the value
        /// falls by `decreaseRate × δ` when the constant falls by `δ`); nil when the constant
        /// cannot go down alone.
        public let decreaseRate: Double?

        /// How much the value moves per unit increase of the constant (`∂value/∂constant`): the
        /// rate re-solving gives when an increase and a decrease agree. At a degenerate vertex
        /// where they do not (``isOneSided``), there is no derivative, and this is the
        /// formula's rate, ``formulaWeight``.
        public var weight: Double {
            if let up = increaseRate, let down = decreaseRate, up == down { return up }
            return formulaWeight
        }

        /// Whether an increase and a decrease of the constant move the value at different
        /// rates (or one of them cannot happen): the solution sits at a degenerate vertex, a
        /// breakpoint of the value as a function of this constant.
        public var isOneSided: Bool { increaseRate != decreaseRate }

        /// `formulaWeight × constant`: this constraint's share of the value.
        public var contribution: Double { formulaWeight * constant }

        /// The name the formula uses: the edit variable's name, the constraint's label, or the
        /// constraint as written.
        public var name: String {
            if let editVariable { return editVariable.description }
            if let label = constraint.label { return label }
            return constraint.description
        }

        /// Why re-solving does not move the value at ``formulaWeight`` both ways, in plain
        /// words: a one-sided rate, a weight of 0 at a degenerate vertex, or a constant that
        /// cannot move alone. Nil when both rates are the formula's.
        public var note: String? {
            func f(_ rate: Double) -> String { ExplanationNumber.format(rate) }
            switch (increaseRate, decreaseRate) {
            case (nil, nil):
                return "redundant: other required constraints fix the same thing, so its constant cannot move alone"
            case (let up?, let down?) where up == down:
                if up == formulaWeight { return nil }
                if up == 0 {
                    return "weight 0: a change of its constant moves other variables, not this one "
                        + "(the formula's \(f(formulaWeight)) holds only at this degenerate vertex)"
                }
                return "re-solving moves the value at \(f(up)) either way "
                    + "(the formula's \(f(formulaWeight)) holds only at this degenerate vertex)"
            default:
                func side(_ rate: Double?, _ verb: String) -> String {
                    guard let rate else { return "it cannot be \(verb) alone (the required constraints would fail)" }
                    if rate == 0 { return "\(verb), it moves other variables, not this one" }
                    return "\(verb), it moves the value at \(f(rate))"
                }
                return "one-sided (a degenerate vertex): \(side(increaseRate, "raised")); "
                    + "\(side(decreaseRate, "lowered"))"
            }
        }

        /// A source whose rate is `weight` both ways (no degenerate vertex in the way).
        public init(constraint: Constraint, editVariable: Variable?, constant: Double, weight: Double) {
            self.init(
                constraint: constraint, editVariable: editVariable, constant: constant, formulaWeight: weight,
                increaseRate: weight, decreaseRate: weight)
        }

        /// A source with the basis's rate and the rates re-solving gives each way.
        public init(
            constraint: Constraint, editVariable: Variable?, constant: Double, formulaWeight: Double,
            increaseRate: Double?, decreaseRate: Double?
        ) {
            self.constraint = constraint
            self.editVariable = editVariable
            self.constant = constant
            self.formulaWeight = formulaWeight
            self.increaseRate = increaseRate
            self.decreaseRate = decreaseRate
        }
    }

    /// The variable explained.
    public let variable: Variable
    /// Its current value.
    public let value: Double
    /// Whether nothing holds the variable: the basis leaves it parametric (no row is solved for
    /// it, so it sits at 0) and no required equality holds it there, so no constant reaches it
    /// (``sources`` is empty). Such a variable is usually not determined by the constraints
    /// (see ``SolutionExplanation/ambiguous``). A parametric variable that an equality holds
    /// (the equality's row solved for its dummy instead) is explained by that equality.
    public let isParametric: Bool
    /// The constraints whose constants make the value, in the order they were added, with
    /// the rate of each; a constraint is left out when its formula weight and both rates
    /// re-solving gives are zero.
    public let sources: [Source]
    /// How many constraints' constants reach a basic symbol at its bound when there were too
    /// many to walk (more than ``Solver/oneSidedWalkLimit``); 0 otherwise. Then every weight
    /// is the formula's, the current basis's rate, which a re-solve after a change of one of
    /// those constants may not follow in one direction (see ``Source/increaseRate``).
    public internal(set) var unwalkedDegenerateConstants = 0

    /// Creates an explanation (the solver makes them; public for tests and tools that build
    /// their own).
    public init(variable: Variable, value: Double, isParametric: Bool, sources: [Source]) {
        self.variable = variable
        self.value = value
        self.isParametric = isParametric
        self.sources = sources
    }

    /// The part of the value that does not come from edit variables: `Σ formulaWeight ×
    /// constant` over the sources that are not edit constraints.
    public var offset: Double {
        sources.reduce(0.0) { $1.editVariable == nil ? $0 + $1.contribution : $0 }
    }

    /// The value's rate with respect to each edit variable it depends on (``Source/weight``),
    /// in the order of ``sources``.
    public var sensitivities: [(variable: Variable, rate: Double)] {
        sources.compactMap { source in source.editVariable.map { ($0, source.weight) } }
    }

    /// The value's rate with respect to edit variable `edit` (0 when it does not depend on it).
    public func sensitivity(to edit: Variable) -> Double {
        sources.first { $0.editVariable?.id == edit.id }?.weight ?? 0
    }

    /// The formula evaluated: `Σ formulaWeight × constant`. Equal to ``value`` up to rounding; the
    /// difference is ``residual``.
    public var formulaValue: Double {
        sources.reduce(0.0) { $0 + $1.contribution }
    }

    /// `value − formulaValue`: rounding only (the tests hold it to 1e-9 of the numbers).
    public var residual: Double { value - formulaValue }

    /// The formula of the solver's basis, `0.5·W − 12`: the edit variables with their
    /// ``Source/formulaWeight``, then the constant part (``offset``). Numbers are rounded to 6
    /// significant digits.
    public var formula: String {
        var formula = ""
        for source in sources {
            if let edit = source.editVariable {
                formula = ExplanationNumber.appendTerm(source.formulaWeight, edit.description, to: formula)
            }
        }
        let constant = offset
        if formula.isEmpty || constant != 0 {
            formula = ExplanationNumber.appendTerm(constant, nil, to: formula)
        }
        return formula
    }

    /// Why each source that re-solving moves differently from the formula does (its
    /// ``Source/note``), as `name: note`, in the order of ``sources``.
    public var notes: [String] {
        let skipped =
            unwalkedDegenerateConstants == 0
            ? []
            : [
                "one-sided rates not computed: \(unwalkedDegenerateConstants) constants reach a degenerate vertex"
                    + " (more than \(Solver.oneSidedWalkLimit)); each weight is the current basis's rate"
            ]
        return sources.compactMap { source in source.note.map { "\(source.name): \($0)" } } + skipped
    }

    /// `x = 0.5·W − 12   (from: gap, leading, W)`: ``formula``, then the constraints it comes
    /// from, then ``notes`` one per line (indented); `x = 0   (parametric: nothing holds it)`
    /// for a parametric variable. Numbers are rounded to 6 significant digits.
    public var description: String {
        if isParametric { return "\(variable) = \(ExplanationNumber.format(value))   (parametric: nothing holds it)" }
        let names = sources.map(\.name).joined(separator: ", ")
        return "\(variable) = \(formula)" + (names.isEmpty ? "" : "   (from: \(names))")
            + notes.map { "\n    " + $0 }.joined()
    }
}
