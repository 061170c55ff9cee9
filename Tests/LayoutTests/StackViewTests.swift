import Testing
@testable import Layout

@Suite("StackView: fill and fillEqually, four alignments")
struct StackViewTests {
    /// A 300 × 50 horizontal stack at (10, 20) of three labels 40, 60 and 80 wide (20 tall),
    /// 10 apart; the middle one hugs less, so it takes the room left over.
    private func row() throws -> (LayoutEngine, StackView, [View]) {
        let engine = try makeEngine()
        let views = [("a", 40.0), ("b", 60), ("c", 80)].map { View($0.0, intrinsicContentSize: IntrinsicContentSize(width: $0.1, height: 20)) }
        try views[1].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        let stack = try StackView("row", arrangedSubviews: views)
        stack.spacing = 10
        try engine.root.addSubview(stack)
        try engine.activate([
            stack.leading == engine.root.leading + 10, stack.top == engine.root.top + 20,
            stack.width == 300, stack.height == 50,
        ])
        return (engine, stack, views)
    }

    @Test("fill: the views line up 10 apart and the lowest hugging takes the slack")
    func fill() throws {
        let (engine, stack, v) = try row()
        #expect(stack.subviews.count == 3 && stack.arrangedSubviews.count == 3)
        // 300 - 40 - 80 - 2 × 10 = 160 for b.
        #expect(v[0].frame == Rect(x: 0, y: 0, width: 40, height: 50))
        #expect(v[1].frame == Rect(x: 50, y: 0, width: 160, height: 50))
        #expect(v[2].frame == Rect(x: 220, y: 0, width: 80, height: 50))
        #expect(engine.ambiguousViews.isEmpty)
    }

    @Test("spacing changes in place")
    func spacing() throws {
        let (engine, stack, v) = try row()
        let before = engine.statistics
        stack.spacing = 4
        #expect(engine.statistics.constantChanges == before.constantChanges + 2)
        #expect(engine.statistics.additions == before.additions)
        #expect(v[1].frame == Rect(x: 44, y: 0, width: 300 - 120 - 8, height: 50))
        #expect(v[2].frame.minX == 300 - 80)
        stack.spacing = .nan
        #expect(stack.spacing == 4)
    }

    @Test("alignments across the axis; fillEqually along it")
    func alignmentAndDistribution() throws {
        let (engine, stack, v) = try row()
        defer { withExtendedLifetime(engine) {} }  // views hold their engine weakly
        stack.alignment = .center
        #expect(v[0].frame == Rect(x: 0, y: 15, width: 40, height: 20))
        stack.alignment = .top
        #expect(v[1].frame.minY == 0 && v[1].frame.height == 20)
        stack.alignment = .bottom
        #expect(v[2].frame.minY == 30)
        stack.distribution = .fillEqually
        let w = (300.0 - 20) / 3
        #expect(v[0].frame == Rect(x: 0, y: 30, width: w, height: 20))
        #expect(v[1].frame.minX == w + 10 && v[2].frame.minX == 2 * (w + 10))
    }

    @Test("a vertical stack with no height is as tall as its views; with alignment it hugs the widest")
    func verticalStack() throws {
        let engine = try makeEngine()
        let views = [("a", 40.0), ("b", 60), ("c", 80)].map { View($0.0, intrinsicContentSize: IntrinsicContentSize(width: $0.1, height: 20)) }
        let stack = try StackView("column", arrangedSubviews: views, axis: .vertical)
        stack.spacing = 10
        stack.alignment = .leading
        try engine.root.addSubview(stack)
        try engine.activate([stack.leading == engine.root.leading, stack.top == engine.root.top])
        // 3 × 20 + 2 × 10 tall; as wide as the widest view.
        #expect(stack.frame == Rect(x: 0, y: 0, width: 80, height: 80))
        #expect(views[1].frame == Rect(x: 0, y: 30, width: 60, height: 20))
        stack.alignment = .trailing
        #expect(views[0].frame == Rect(x: 40, y: 0, width: 40, height: 20))
        stack.axis = .horizontal
        // Now a row: 40 + 60 + 80 + 20 wide, 20 tall (it hugs the tallest).
        #expect(stack.frame == Rect(x: 0, y: 0, width: 200, height: 20))
        #expect(views[2].frame == Rect(x: 120, y: 0, width: 80, height: 20))
    }

    @Test("removing an arranged view keeps it as a subview; removing it from the stack unarranges it")
    func removal() throws {
        let (engine, stack, v) = try row()
        defer { withExtendedLifetime(engine) {} }  // views hold their engine weakly
        stack.distribution = .fillEqually
        stack.removeArrangedSubview(v[1])
        #expect(stack.arrangedSubviews.map(\.name) == ["a", "c"])
        #expect(v[1].superview === stack)
        #expect(v[2].frame == Rect(x: 155, y: 0, width: 145, height: 50))
        try stack.addArrangedSubview(v[1])
        #expect(stack.arrangedSubviews.map(\.name) == ["a", "c", "b"])
        v[2].removeFromSuperview()
        #expect(stack.arrangedSubviews.map(\.name) == ["a", "b"])
        #expect(v[1].frame == Rect(x: 155, y: 0, width: 145, height: 50))
    }
}
