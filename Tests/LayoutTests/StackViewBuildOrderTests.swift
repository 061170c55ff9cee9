import Testing
import TestSupport

@testable import ConstraintLayout

/// The frames of a tree of stack views do not depend on the order it was put together in: a
/// tree filled before it joins the engine (its constraints activated together, as one batch)
/// and the same tree joined empty and filled view by view (each arranged view's constraints
/// activated as it comes) hold the same constraints, and an unambiguous layout has one answer.
@Suite("Stack view: the order a tree is built in does not change its frames")
struct StackViewBuildOrderTests {
    /// A random tree of stack views: what each stack is, and its children (leaves are views
    /// with an intrinsic size).
    private indirect enum Node {
        case leaf(width: Double, height: Double, hugging: Double, compression: Double)
        case stack(
            axis: LayoutAxis, distribution: StackView.Distribution, alignment: StackView.Alignment,
            spacing: Double, rightToLeft: Bool, children: [Node])
    }

    /// Hugging and compression priorities, each used once in a tree, so that no two views
    /// tie for the space a stack gives out or takes back (a tie is an ambiguous layout).
    private struct Priorities {
        var next: Double = 200
        mutating func take() -> Double {
            next += 3
            return next
        }
    }

    private func randomNode(depth: Int, _ rng: inout SplitMix64, _ priorities: inout Priorities) -> Node {
        if depth == 0 || (depth < 3 && Int.random(in: 0..<3, using: &rng) == 0) {
            return .leaf(
                width: Double(Int.random(in: 10...80, using: &rng)),
                height: Double(Int.random(in: 10...40, using: &rng)),
                hugging: priorities.take(), compression: priorities.take() + 400)
        }
        let children = (0..<Int.random(in: 1...4, using: &rng)).map { _ in
            randomNode(depth: depth - 1, &rng, &priorities)
        }
        let distributions: [StackView.Distribution] = [.fill, .fillEqually, .equalSpacing]
        let alignments: [StackView.Alignment] = [.fill, .leading, .center, .trailing]
        return .stack(
            axis: Bool.random(using: &rng) ? .horizontal : .vertical,
            distribution: distributions.randomElement(using: &rng)!,
            alignment: alignments.randomElement(using: &rng)!, spacing: Double(Int.random(in: 0...12, using: &rng)),
            rightToLeft: Int.random(in: 0..<4, using: &rng) == 0, children: children)
    }

    /// The view of `node` (named by its path in the tree), with its children's views added as
    /// arranged views; each view made is appended to `views`, in preorder.
    private func build(
        _ node: Node, path: String, filledFirst: Bool, _ views: inout [LayoutView], join: (LayoutView) throws -> Void
    ) throws {
        switch node {
        case .leaf(let width, let height, let hugging, let compression):
            let view = LayoutView(path, intrinsicContentSize: IntrinsicContentSize(width: width, height: height))
            for axis in [LayoutAxis.horizontal, .vertical] {
                try view.setContentHuggingPriority(LayoutPriority(hugging), for: axis)
                try view.setContentCompressionResistancePriority(LayoutPriority(compression), for: axis)
            }
            views.append(view)
            try join(view)
        case .stack(let axis, let distribution, let alignment, let spacing, let rightToLeft, let children):
            let stack = StackView(path)
            stack.axis = axis
            stack.distribution = distribution
            stack.alignment = alignment
            stack.spacing = spacing
            if rightToLeft { try stack.setLayoutDirection(.rightToLeft) }
            views.append(stack)
            if !filledFirst { try join(stack) }
            for (k, child) in children.enumerated() {
                try build(child, path: "\(path).\(k)", filledFirst: filledFirst, &views) { view in
                    try stack.addArrangedSubview(view)
                }
            }
            if filledFirst { try join(stack) }
        }
    }

    /// `tree` built in `engine`, its root stack's top-left corner at (10, 20) and its width
    /// fixed, and laid out (a view that joins waits for its content sizes until the next
    /// layout pass, as in UIKit): the views in preorder.
    private func place(_ tree: Node, in engine: LayoutEngine, filledFirst: Bool) throws -> [LayoutView] {
        var views: [LayoutView] = []
        try build(tree, path: "root", filledFirst: filledFirst, &views) { view in
            try engine.root.addSubview(view)
            try engine.activate([
                view.leading == engine.root.leading + 10, view.top == engine.root.top + 20, view.width == 340,
            ])
        }
        try engine.layout(width: 375, height: 667)
        return views
    }

    @Test("40 random trees: filled then joined, or joined then filled, the same frames")
    func fillBeforeJoinMatchesJoinThenFill() throws {
        var rng = SplitMix64(seed: 35)
        var compared = 0
        for _ in 0..<40 {
            var priorities = Priorities()
            let tree = randomNode(depth: 3, &rng, &priorities)
            let filledEngine = try makeEngine(), joinedEngine = try makeEngine()
            let filled = try place(tree, in: filledEngine, filledFirst: true)
            let joined = try place(tree, in: joinedEngine, filledFirst: false)
            // Where the layout is ambiguous, two optima may both be right: only unambiguous
            // trees are compared.
            guard filledEngine.ambiguousViews.isEmpty, joinedEngine.ambiguousViews.isEmpty else { continue }
            compared += 1
            for (a, b) in zip(filled, joined) {
                #expect(
                    approximatelyEqual(a.frameInRoot, b.frameInRoot),
                    "\(a.name): \(a.frameInRoot) filled first, \(b.frameInRoot) joined first")
            }
        }
        // Most random trees are unambiguous (distinct priorities everywhere, a fixed width).
        #expect(compared >= 30)
    }
}
