import Testing
@testable import ConstraintLayout

/// Weak references to everything an engine made, taken inside a scope that drops the engine.
private struct Leftovers {
    var engine: [() -> AnyObject?] = []
    var views: [() -> AnyObject?] = []
    var constraints: [() -> AnyObject?] = []
    var cores: [() -> AnyObject?] = []
    var guides: [() -> AnyObject?] = []

    mutating func track(_ engine: LayoutEngine) {
        weak let e = engine
        self.engine.append { e }
        for view in engine.views {
            weak let v = view
            views.append { v }
        }
        for c in engine.constraints {
            weak let w = c
            constraints.append { w }
            if let core = c.core {
                weak let k = core
                cores.append { k }
            }
        }
    }
}

@Suite("A dropped engine frees everything")
struct LifetimeTests {
    /// A small screen with intrinsic sizes (their hugging and compression resistance
    /// constraints are what used to keep a view alive), laid out and resized.
    private func build() throws -> Leftovers {
        var leftovers = Leftovers()
        let engine = LayoutEngine()
        let root = engine.root
        let title = LayoutView("title", intrinsicContentSize: IntrinsicContentSize(width: 120, height: 20))
        let badge = LayoutView("badge", intrinsicContentSize: IntrinsicContentSize(width: 30, height: 30))
        let card = LayoutView("card")
        try root.addSubview(card)
        try card.addSubview(title)
        try card.addSubview(badge)
        try engine.activate(
            (card.edges == root.edges.inset(by: 16)) + [
                title.leading == card.leading + 8, title.top == card.top + 8,
                badge.trailing == card.trailing - 8, badge.centerY == title.centerY,
                badge.leading >= title.trailing + 8,
            ])
        try engine.layout(width: 375, height: 667)
        // Guides: one the caller adds and the system ones (placed by engine constraints).
        let gap = LayoutGuide("gap")
        card.addLayoutGuide(gap)
        try engine.activate([gap.leading == title.trailing, gap.trailing == badge.leading])
        try engine.setSafeAreaInsets(LayoutInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
        try engine.activate([title.trailing <= card.layoutMarginsGuide.trailing])
        for guide in [gap, card.layoutMarginsGuide, card.safeAreaLayoutGuide, root.safeAreaLayoutGuide] {
            weak let g = guide
            leftovers.guides.append { g }
        }
        try title.setIntrinsicContentSize(IntrinsicContentSize(width: 140, height: 20))
        try engine.layout(width: 320, height: 568)
        leftovers.track(engine)
        #expect(leftovers.views.count == 4)
        // 4 card edges, 5 pins, 2 root origin, 8 content constraints, 2 + 1 on guides; the
        // system guides: 4 for the root's safe area, 12 for the card's, 4 for its margins.
        let expected: Int = 4 + 5 + 2 + 8 + 3 + 4 + 12 + 4
        #expect(leftovers.constraints.count == expected)
        #expect(leftovers.cores.count == leftovers.constraints.count)
        #expect(leftovers.views.allSatisfy { $0() != nil })
        return leftovers
    }

    @Test("views with an intrinsic size, guides, constraints and the solver's constraints are freed")
    func everythingIsFreed() throws {
        let leftovers = try build()
        #expect(leftovers.engine.allSatisfy { $0() == nil })
        #expect(leftovers.views.allSatisfy { $0() == nil })
        #expect(leftovers.constraints.allSatisfy { $0() == nil })
        #expect(leftovers.cores.allSatisfy { $0() == nil })
        #expect(leftovers.guides.count == 4 && leftovers.guides.allSatisfy { $0() == nil })
    }

    @Test("a stack view, its arranged views, its guides and its constraints are freed with the engine")
    func stackViewIsFreed() throws {
        var leftovers = Leftovers()
        do {
            let engine = LayoutEngine()
            let stack = StackView("stack")
            stack.axis = .horizontal
            stack.distribution = .equalSpacing
            stack.alignment = .center
            let items = (0..<3).map {
                LayoutView("item\($0)", intrinsicContentSize: IntrinsicContentSize(width: 40, height: 20))
            }
            try engine.root.addSubview(stack)
            for item in items { try stack.addArrangedSubview(item) }
            try engine.activate(stack.edges == engine.root.edges)
            try engine.layout(width: 320, height: 100)
            items[1].isHidden = true
            try engine.layout(width: 375, height: 100)
            leftovers.track(engine)
            for guide in stack.gapGuides + [stack.spanningGuide].compactMap({ $0 }) {
                weak let g = guide
                leftovers.guides.append { g }
            }
            #expect(leftovers.views.count == 5)
            #expect(!leftovers.guides.isEmpty)
        }
        #expect(leftovers.engine.allSatisfy { $0() == nil })
        #expect(leftovers.views.allSatisfy { $0() == nil })
        #expect(leftovers.constraints.allSatisfy { $0() == nil })
        #expect(leftovers.cores.allSatisfy { $0() == nil })
        #expect(leftovers.guides.allSatisfy { $0() == nil })
    }

    @Test("a removed view with an intrinsic size is freed once nothing else holds it")
    func removedViewIsFreed() throws {
        let engine = try makeEngine()
        weak var weakLabel: LayoutView?
        do {
            let label = LayoutView("label", intrinsicContentSize: IntrinsicContentSize(width: 50, height: 10))
            weakLabel = label
            try engine.root.addSubview(label)
            try engine.activate([label.leading == engine.root.leading, label.top == engine.root.top])
            #expect(label.frame == LayoutRect(x: 0, y: 0, width: 50, height: 10))
            label.removeFromSuperview()
        }
        #expect(weakLabel == nil)
    }

    /// A stack view whose arranged views have intrinsic sizes: its arrangement and their
    /// content constraints each hold the views they relate.
    private func makeStack() throws -> StackView {
        let stack = StackView("stack")
        stack.axis = .vertical
        stack.spacing = 8
        for k in 0..<3 {
            try stack.addArrangedSubview(
                LayoutView("row\(k)", intrinsicContentSize: IntrinsicContentSize(width: 60, height: 20)))
        }
        return stack
    }

    @Test("a removed stack view, its arranged views and its constraints are freed once nothing else holds them")
    func removedStackViewIsFreed() throws {
        let engine = try makeEngine()
        var leftovers = Leftovers()
        do {
            let stack = try makeStack()
            try engine.root.addSubview(stack)
            try engine.activate([stack.leading == engine.root.leading, stack.top == engine.root.top])
            try engine.layout(width: 320, height: 480)
            #expect(stack.arrangedSubviews[2].frame == LayoutRect(x: 0, y: 56, width: 60, height: 20))
            for view in stack.subtree {
                weak let v = view
                leftovers.views.append { v }
            }
            for c in engine.constraints where c.items.contains(where: { $0 === stack }) {
                weak let w = c
                leftovers.constraints.append { w }
            }
            stack.removeFromSuperview()
        }
        #expect(leftovers.views.count == 4 && leftovers.views.allSatisfy { $0() == nil })
        #expect(!leftovers.constraints.isEmpty && leftovers.constraints.allSatisfy { $0() == nil })
        #expect(engine.root.subviews.isEmpty)
    }

    @Test("a tree the app keeps after its engine is freed is freed when the app lets go of it")
    func treeKeptPastItsEngineIsFreed() throws {
        var kept: StackView? = try makeStack()
        weak let weakEngine: LayoutEngine?
        do {
            let engine = try makeEngine()
            weakEngine = engine
            try engine.root.addSubview(kept!)
            try engine.activate([kept!.leading == engine.root.leading, kept!.top == engine.root.top])
            try engine.layout(width: 320, height: 480)
            #expect(kept!.frame.height == 3 * 20 + 2 * 8)
        }
        #expect(weakEngine == nil)
        var views: [() -> AnyObject?] = []
        for view in kept!.subtree {
            weak let v = view
            views.append { v }
        }
        #expect(views.count == 4 && views.allSatisfy { $0() != nil })
        kept = nil
        #expect(views.allSatisfy { $0() == nil })
    }
}
