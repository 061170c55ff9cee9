import ConstraintLayout

/// An engine at a given size.
func makeEngine(width: Double = 375, height: Double = 667) throws -> LayoutEngine {
    let engine = LayoutEngine()
    try engine.layout(width: width, height: height)
    return engine
}

/// A view added to `parent`.
func addView(_ name: String, to parent: LayoutView, intrinsic: IntrinsicContentSize = .none) throws -> LayoutView {
    let view = LayoutView(name, intrinsicContentSize: intrinsic)
    try parent.addSubview(view)
    return view
}

extension LayoutError {
    /// The broken constraint and conflict set of an `unsatisfiable` error.
    var unsatisfiable: (constraint: ConstraintSummary, conflicts: [ConstraintSummary])? {
        if case .unsatisfiable(let c, let conflicts) = self { return (c, conflicts) }
        return nil
    }
}

/// Whether two lists hold the same constraint objects in the same order.
func same(_ a: [LayoutConstraint], _ b: [LayoutConstraint]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
}
