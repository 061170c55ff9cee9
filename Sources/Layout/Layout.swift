// Layout: an Auto Layout–style engine on the Cassowary solver.
//
// The module re-exports Cassowary, so `import Layout` is enough to use both. Its types, in
// reading order:
// - `LayoutItem` (LayoutItem.swift): what constraints position, with its frame and anchors
//   (View+Anchors.swift).
// - `View` (View.swift): a named rectangle in a tree; its safe area and margins guides
//   (View+Guides.swift), baselines (View+Baselines.swift) and layout direction
//   (View+LayoutDirection.swift).
// - `LayoutGuide` (LayoutGuide.swift): a rectangle owned by a view that is not a view.
// - Anchors (LayoutAnchor.swift, CompositeAnchors.swift) and the operators that relate them
//   (LayoutAnchor+Operators.swift).
// - `LayoutConstraint` (LayoutConstraint.swift) with its `LayoutPriority`.
// - `LayoutEngine` (LayoutEngine.swift, LayoutEngine+Debugging.swift): owns one `Solver`;
//   LayoutEngine+Guides.swift places the safe area and margins guides.
// - UIKit's names, declared unavailable with the spelling to use (UIKitSpellings.swift).
// - `LayoutError` and the conflict report (LayoutError.swift).
// - Geometry values (Geometry.swift).
@_exported import Cassowary
