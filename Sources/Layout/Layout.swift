// Layout: an Auto Layout–style engine on the Cassowary solver.
//
// The module re-exports Cassowary, so `import Layout` is enough to use both. Its types, in
// reading order:
// - `View` (View.swift, View+Anchors.swift): a named rectangle in a tree.
// - Anchors (LayoutAnchor.swift, CompositeAnchors.swift) and the operators that relate them
//   (LayoutAnchor+Operators.swift).
// - `LayoutConstraint` (LayoutConstraint.swift) with its `LayoutPriority`.
// - `LayoutEngine` (LayoutEngine.swift, LayoutEngine+Debugging.swift): owns one `Solver`.
// - `LayoutError` and the conflict report (LayoutError.swift).
// - Geometry values (Geometry.swift).
@_exported import Cassowary
