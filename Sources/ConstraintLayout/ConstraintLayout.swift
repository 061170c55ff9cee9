// ConstraintLayout: an Auto Layout–style engine on the Cassowary solver.
//
// The module re-exports Cassowary, so `import ConstraintLayout` is enough to use both. Its
// types, in reading order:
// - `LayoutItem` (LayoutItem.swift): what constraints position, with its frame and anchors
//   (LayoutView+Anchors.swift) and its pixel-aligned frames (LayoutItem+PixelAlignment.swift).
// - `LayoutView` (LayoutView.swift): a named rectangle in a tree; its safe area and margins
//   guides (LayoutView+Guides.swift), baselines (LayoutView+Baselines.swift), layout
//   direction (LayoutView+UserInterfaceLayoutDirection.swift), fitting size
//   (LayoutView+Fitting.swift) and height for width (LayoutView+HeightForWidth.swift).
// - `LayoutGuide` (LayoutGuide.swift): a rectangle owned by a view that is not a view.
// - Anchors (LayoutAnchor.swift, CompositeAnchors.swift) and the operators that relate them
//   (LayoutAnchor+Operators.swift).
// - `LayoutConstraint` (LayoutConstraint.swift) with its `LayoutPriority`.
// - `LayoutEngine` (LayoutEngine.swift, LayoutEngine+Debugging.swift): owns one `Solver`;
//   LayoutEngine+Guides.swift places the safe area and margins guides; the content
//   constraints it makes from intrinsic sizes are ContentConstraintKind.swift; CannotFail.swift
//   stops on an operation that fails only through a bug.
// - `StackView` (StackView.swift, StackView+Constraints.swift, StackView+Rearranging.swift):
//   UIStackView's arrangement, its constraints made and changed in place.
// - The Visual Format Language (VisualFormat.swift, VisualFormatParser.swift,
//   VisualFormatOptions.swift, VisualFormatError.swift).
// - UIKit's names, declared unavailable with the spelling to use (UIKitSpellings.swift).
// - `LayoutError` and the conflict report (LayoutError.swift).
// - Geometry values (Geometry.swift).
@_exported import Cassowary
