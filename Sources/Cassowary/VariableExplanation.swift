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
        /// How much the value moves per unit increase of the constant (`∂value/∂constant`).
        public let weight: Double

        /// `weight × constant`: this constraint's share of the value.
        public var contribution: Double { weight * constant }

        /// The name the formula uses: the edit variable's name, the constraint's label, or the
        /// constraint as written.
        public var name: String {
            if let editVariable { return editVariable.description }
            if let label = constraint.label { return label }
            return constraint.description
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
    /// the rate of each; constraints whose weight is zero are left out.
    public let sources: [Source]

    /// Creates an explanation (the solver makes them; public for tests and tools that build
    /// their own).
    public init(variable: Variable, value: Double, isParametric: Bool, sources: [Source]) {
        self.variable = variable
        self.value = value
        self.isParametric = isParametric
        self.sources = sources
    }

    /// The part of the value that does not come from edit variables: `Σ weight × constant`
    /// over the sources that are not edit constraints.
    public var offset: Double {
        sources.reduce(0.0) { $1.editVariable == nil ? $0 + $1.contribution : $0 }
    }

    /// The value's rate with respect to each edit variable it depends on, in the order of
    /// ``sources``.
    public var sensitivities: [(variable: Variable, rate: Double)] {
        sources.compactMap { source in source.editVariable.map { ($0, source.weight) } }
    }

    /// The value's rate with respect to edit variable `edit` (0 when it does not depend on it).
    public func sensitivity(to edit: Variable) -> Double {
        sources.first { $0.editVariable?.id == edit.id }?.weight ?? 0
    }

    /// The formula evaluated: `Σ weight × constant`. Equal to ``value`` up to rounding; the
    /// difference is ``residual``.
    public var formulaValue: Double {
        sources.reduce(0.0) { $0 + $1.contribution }
    }

    /// `value − formulaValue`: rounding only (the tests hold it to 1e-9 of the numbers).
    public var residual: Double { value - formulaValue }

    /// `x = 0.5·W − 12   (from: gap, leading, W)`: the edit variables with their rates, the
    /// constant part, then the constraints it comes from; `x = 0   (parametric: nothing holds
    /// it)` for a parametric variable. Numbers are rounded to 6 significant digits.
    public var description: String {
        if isParametric { return "\(variable) = \(ExplanationNumber.format(value))   (parametric: nothing holds it)" }
        var formula = ""
        for (edit, rate) in sensitivities {
            formula = ExplanationNumber.appendTerm(rate, edit.description, to: formula)
        }
        let constant = offset
        if formula.isEmpty || constant != 0 {
            formula = ExplanationNumber.appendTerm(constant, nil, to: formula)
        }
        let names = sources.map(\.name).joined(separator: ", ")
        return "\(variable) = \(formula)" + (names.isEmpty ? "" : "   (from: \(names))")
    }
}
