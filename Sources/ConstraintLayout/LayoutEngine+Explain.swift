import Cassowary

extension LayoutEngine {
    /// Where `item`'s frame comes from: each of its x, y, width and height (as
    /// ``LayoutItem/frame`` has them: x and y in the superview's coordinates, or the owning
    /// view's for a guide, the solver's own variables) as the solver's current basis makes it —
    /// an affine formula in the root's size, with the constraints whose constants hold it
    /// (``FrameExplanation``). A constraint that is not listed does not fix the frame as things
    /// stand: an inequality with slack, a preference that gives way, or one that only affects
    /// other views; those that mention the coordinate and hold with no slack are listed apart
    /// with why (``FrameExplanation/Coordinate/unlisted``).
    ///
    /// Built on `Solver.explain(_:)`: one explanation per coordinate, reading the solver
    /// without changing it. The frames are those of the last solve (call ``layout(width:height:)``
    /// first, as for ``LayoutItem/frame``).
    ///
    /// An item of another engine, or one not in a tree, is explained as four undetermined zeros.
    public func explain(_ item: LayoutItem) -> FrameExplanation {
        func coordinate(_ name: String, _ variable: Variable) -> FrameExplanation.Coordinate {
            guard item.engine === self else {
                return FrameExplanation.Coordinate(name: name, value: 0, sources: [], unlisted: [])
            }
            let explanation = solver.explain(variable)
            let sources = explanation.sources.map { source -> FrameExplanation.Source in
                let layout = constraint(forCore: source.constraint)
                let rootSize =
                    layout === rootWidth ? "\(root.name).width" : layout === rootHeight ? "\(root.name).height" : nil
                return FrameExplanation.Source(
                    constraint: layout, name: rootSize ?? layout?.description ?? source.name,
                    constant: source.constant, weight: source.weight, formulaWeight: source.formulaWeight,
                    increaseRate: source.increaseRate, decreaseRate: source.decreaseRate, note: source.note,
                    isRootSize: rootSize != nil)
            }
            let unlisted = solver.unlistedConstraints(of: variable, given: explanation).map { u in
                let layout = constraint(forCore: u.constraint)
                return FrameExplanation.Unlisted(constraint: layout, name: layout?.description ?? u.name, why: u.why)
            }
            return FrameExplanation.Coordinate(
                name: name, value: explanation.value, sources: sources, unlisted: unlisted)
        }
        return FrameExplanation(
            view: item.name,
            x: coordinate("x", item.leftVariable), y: coordinate("y", item.topVariable),
            width: coordinate("width", item.widthVariable), height: coordinate("height", item.heightVariable))
    }
}
