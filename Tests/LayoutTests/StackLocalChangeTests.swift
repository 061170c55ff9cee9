import Cassowary
import Testing

@testable import ConstraintLayout

/// A stack view changes only the constraints around a view that comes, goes, is hidden or
/// shown, or changes its intrinsic size (where its distribution allows: see
/// `StackView.rearrangeLocally`). Whatever it changes, the stack must end up with the
/// constraints a stack made at once from the same views has, and the same frames: a fresh
/// stack, arranged in one pass, is the reference here.
@Suite("Stack views changed in place")
struct StackLocalChangeTests {
    /// A view's state, to make the same view again in a fresh stack.
    private struct ViewState {
        var name: String
        var size: IntrinsicContentSize
        var hidden: Bool
    }

    /// The stack's own constraints as text (with their weights), sorted: what the stack
    /// wants, whatever order it activated them in.
    private func arrangement(in engine: LayoutEngine) -> [String] {
        engine.constraints.filter {
            $0.identifier?.hasPrefix("UISV-") == true || $0.identifier?.hasPrefix("Layout-StackView-") == true
        }
        .map { "\($0.description) *\($0.weight)" }.sorted()
    }

    /// A stack of `states` made at once, laid out in a fresh engine as ``place(_:in:)`` places it.
    private func made(
        _ states: [ViewState], configure: (StackView) -> Void, customSpacings: [(Int, Double)]
    ) throws -> (LayoutEngine, StackView) {
        let engine = LayoutEngine()
        let views = states.map { s in
            let v = LayoutView(s.name, intrinsicContentSize: s.size)
            v.isHidden = s.hidden
            return v
        }
        let stack = try StackView("stack", arrangedSubviews: views)
        configure(stack)
        for (i, spacing) in customSpacings { stack.setCustomSpacing(spacing, after: views[i]) }
        try place(stack, in: engine)
        return (engine, stack)
    }

    /// `stack` at the top left of `engine`'s root, its size its own.
    private func place(_ stack: StackView, in engine: LayoutEngine) throws {
        try engine.root.addSubview(stack)
        try engine.activate([stack.leading == engine.root.leading, stack.top == engine.root.top])
        try engine.layout(width: 400, height: 400)
    }

    /// The configurations whose changes stay local, and two that arrange afresh.
    static let configurations: [(String, @Sendable (StackView) -> Void)] = [
        ("fill, horizontal", { _ in }),
        (
            "fill, vertical, centred",
            {
                $0.axis = .vertical; $0.alignment = .center
            }
        ),
        (
            "fill equally, leading",
            {
                $0.distribution = .fillEqually; $0.alignment = .leading
            }
        ),
        (
            "fill, spacing 6, trailing",
            {
                $0.spacing = 6; $0.alignment = .trailing
            }
        ),
        (
            "fill, vertical, margins relative",
            {
                $0.axis = .vertical; $0.isLayoutMarginsRelativeArrangement = true
            }
        ),
        ("equal spacing", { $0.distribution = .equalSpacing }),
        ("fill proportionally", { $0.distribution = .fillProportionally }),
    ]

    @Test(
        "hiding, showing, resizing, inserting and removing views leaves the constraints and frames of a stack made at once",
        arguments: configurations.indices)
    func localChangesMatchAFreshStack(configuration: Int) throws {
        let configure = Self.configurations[configuration].1
        let engine = LayoutEngine()
        let stack = StackView("stack")
        configure(stack)
        try place(stack, in: engine)
        var states: [ViewState] = []
        var views: [LayoutView] = []
        var made = 0
        // A fixed pseudo-random sequence (a linear congruential generator): the same steps
        // in every process.
        var seed: UInt64 = 0x2545_F491_4F6C_DD1D &+ UInt64(configuration)
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        func size() -> IntrinsicContentSize {
            switch next(8) {
            case 0: return next(3) == 0 ? .none : IntrinsicContentSize(width: nil, height: Double(10 + next(20)))
            default: return IntrinsicContentSize(width: Double(20 + next(40)), height: Double(10 + next(20)))
            }
        }
        var customSpacings: [ObjectIdentifier: Double] = [:]
        for step in 0..<100 {
            let action = views.count < 3 ? 0 : next(6)
            switch action {
            case 0, 1:
                made += 1
                let s = ViewState(name: "v\(made)", size: size(), hidden: false)
                let v = LayoutView(s.name, intrinsicContentSize: s.size)
                let at = next(views.count + 1)
                try stack.insertArrangedSubview(v, at: at)
                views.insert(v, at: at)
                states.insert(s, at: at)
            case 2:
                let at = next(views.count)
                if next(2) == 0 { stack.removeArrangedSubview(views[at]) }
                views[at].removeFromSuperview()
                customSpacings[ObjectIdentifier(views[at])] = nil
                views.remove(at: at)
                states.remove(at: at)
            case 3, 4:
                let at = next(views.count)
                views[at].isHidden.toggle()
                states[at].hidden.toggle()
            default:
                let at = next(views.count)
                let s = next(3) == 0 ? views[at].intrinsicContentSize : size()
                try views[at].setIntrinsicContentSize(s)
                states[at].size = s
                if next(4) == 0 {
                    let spacing = Double(next(12))
                    stack.setCustomSpacing(spacing, after: views[at])
                    customSpacings[ObjectIdentifier(views[at])] = spacing
                }
            }
            try engine.layout(width: 400, height: 400)

            let spacings = views.indices.compactMap { i in customSpacings[ObjectIdentifier(views[i])].map { (i, $0) } }
            let (freshEngine, fresh) = try self.made(states, configure: configure, customSpacings: spacings)
            let mine = arrangement(in: engine), theirs = arrangement(in: freshEngine)
            #expect(
                mine == theirs,
                "step \(step): only here \(mine.filter { !theirs.contains($0) }), only there \(theirs.filter { !mine.contains($0) })"
            )
            // The frames, where they are decided (every view with both intrinsic lengths: the
            // stack's own length is free).
            if states.allSatisfy({ $0.size.width != nil && $0.size.height != nil }) {
                let frames = stack.arrangedSubviews.map(\.frame), freshFrames = fresh.arrangedSubviews.map(\.frame)
                #expect(
                    zip(frames, freshFrames).allSatisfy(approximatelyEqual), "step \(step): \(frames), \(freshFrames)")
            }
        }
    }

    /// A vertical list of `n` labels 300 wide, laid out.
    private func list(_ n: Int) throws -> (LayoutEngine, StackView) {
        let engine = LayoutEngine()
        let list = StackView("list")
        list.axis = .vertical
        list.spacing = 4
        for i in 0..<n {
            try list.addArrangedSubview(
                LayoutView("l\(i)", intrinsicContentSize: IntrinsicContentSize(width: 100, height: 20)))
        }
        try engine.root.addSubview(list)
        try engine.activate([
            list.leading == engine.root.leading, list.trailing == engine.root.trailing, list.top == engine.root.top,
        ])
        try engine.layout(width: 300, height: 0)
        return (engine, list)
    }

    @Test(
        "a label of a long list hidden, shown or given a new height changes the same constraints at 40 labels as at 160, in place"
    )
    func changesCostWhatTheyTouch() throws {
        var costs: [[Int]] = []
        for n in [40, 160] {
            let (engine, list) = try list(n)
            let label = list.arrangedSubviews[n / 2]
            var cost: [Int] = []
            for change in 0..<3 {
                let before = engine.statistics
                switch change {
                case 0: label.isHidden = true
                case 1: label.isHidden = false
                default: try label.setIntrinsicContentSize(IntrinsicContentSize(width: 100, height: 44))
                }
                // Constraints added and removed, and constants changed: the work of the engine
                // before the solver's (whose rows follow the list's chain of positions). The
                // stack made none of its hundreds of constraints again to compare them.
                let after = engine.statistics
                #expect(after.stackArrangements == before.stackArrangements, "change \(change) at \(n) labels")
                cost.append(
                    after.additions - before.additions + after.removals - before.removals
                        + after.constantChanges - before.constantChanges)
            }
            try engine.layout(width: 300, height: 0)
            // By hand: 80 labels above it 24 apart, the label 44 tall, the rest 20.
            #expect(label.frame == LayoutRect(x: 0, y: Double(24 * (n / 2)), width: 300, height: 44))
            #expect(list.frame.height == Double(24 * n - 4 + 24))
            costs.append(cost)
        }
        #expect(costs[0] == costs[1], "constraints touched at 40 and at 160 labels: \(costs)")
    }
}
