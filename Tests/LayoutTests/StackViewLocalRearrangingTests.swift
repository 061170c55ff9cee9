import Testing

@testable import ConstraintLayout

/// A vertical stack (fill, fill; spacing 10) of rows of the given heights, 200 wide, at (10, 20)
/// in the root; each row's height is its own constraint (at 999, so that a hidden row's
/// required `UISV-hiding` wins), so that no row has a tie-break length.
private func makeColumn(
    _ rows: [(String, Double)], in engine: LayoutEngine, configure: (StackView) -> Void = { _ in }
) throws -> (StackView, [LayoutView]) {
    let views = rows.map { LayoutView($0.0) }
    let stack = try makeStack(views, in: engine, axis: .vertical, spacing: 10, width: 200, configure: configure)
    try engine.activate(zip(views, rows).map { ($0.height == $1.1).withPriority(999) })
    return (stack, views)
}

/// A row made for insertion, with its height constraint (at 999, as the column's; to activate
/// after it joins).
private func row(_ name: String, _ height: Double) -> (LayoutView, LayoutConstraint) {
    let v = LayoutView(name)
    return (v, (v.height == height).withPriority(999))
}

/// The stack's own constraints (those it made), as text, sorted: what a stack arranged afresh
/// with the same views must also have.
private func stackConstraints(_ engine: LayoutEngine) -> [String] {
    engine.constraints.filter { c in
        guard let id = c.identifier else { return false }
        return id.hasPrefix("UISV-") || id.hasPrefix("Layout-StackView")
    }.map(\.description).sorted()
}

/// The constraints of a stack arranged afresh, in a new engine, with views of the same names,
/// heights and hidden states as `views` (the reference for the incremental changes).
private func freshStackConstraints(
    _ views: [LayoutView], heights: [String: Double], configure: (StackView) -> Void = { _ in }
) throws -> [String] {
    let engine = try makeEngine()
    let copies = views.map { v -> LayoutView in
        let copy = LayoutView(v.name)
        copy.isHidden = v.isHidden
        return copy
    }
    _ = try makeStack(copies, in: engine, axis: .vertical, spacing: 10, width: 200, configure: configure)
    try engine.activate(copies.map { ($0.height == heights[$0.name]!).withPriority(999) })
    return stackConstraints(engine)
}

@Suite("Stack view: a view in or out changes only the constraints around its slot")
struct StackViewLocalRearrangingTests {
    let heights: [String: Double] = ["r0": 20, "r1": 30, "r2": 40, "r3": 50, "r4": 60, "x": 25, "y": 15]

    @Test("inserting in the middle: one spacing goes, two spacings and the view's alignment come")
    func insertMiddle() throws {
        let engine = try makeEngine()
        let (stack, rows) = try makeColumn((0..<5).map { ("r\($0)", heights["r\($0)"]!) }, in: engine)
        let before = engine.statistics
        let (x, height) = row("x", 25)
        try stack.insertArrangedSubview(x, at: 2)
        // Removed: the spacing r1 → r2. Added: r1 → x, x → r2, x's leading and trailing
        // aligned with r0's (fill across the axis).
        #expect(engine.statistics.removals == before.removals + 1)
        #expect(engine.statistics.additions == before.additions + 4)
        try engine.activate([height])
        // Tops from 20: r0 20–40, r1 50–80, x 90–115, r2 125–165, r3 175–225, r4 235–295.
        #expect(approximatelyEqual(rows[1].frameInRoot, LayoutRect(x: 10, y: 50, width: 200, height: 30)))
        #expect(approximatelyEqual(x.frameInRoot, LayoutRect(x: 10, y: 90, width: 200, height: 25)))
        #expect(approximatelyEqual(rows[2].frameInRoot, LayoutRect(x: 10, y: 125, width: 200, height: 40)))
        #expect(approximatelyEqual(rows[4].frameInRoot, LayoutRect(x: 10, y: 235, width: 200, height: 60)))
        #expect(stack.frame.size.height == 275)  // 20 + 30 + 25 + 40 + 50 + 60 + 5 × 10
        let order = [rows[0], rows[1], x, rows[2], rows[3], rows[4]]
        #expect(stackConstraints(engine) == (try freshStackConstraints(order, heights: heights)))
    }

    @Test("removing from the middle: the view's spacings and alignment go, its neighbours are joined")
    func removeMiddle() throws {
        let engine = try makeEngine()
        let (stack, rows) = try makeColumn((0..<5).map { ("r\($0)", heights["r\($0)"]!) }, in: engine)
        let before = engine.statistics
        stack.removeArrangedSubview(rows[2])
        #expect(engine.statistics.removals == before.removals + 4)
        #expect(engine.statistics.additions == before.additions + 1)
        // r2 stays a subview (as in UIKit) until it leaves the tree.
        #expect(rows[2].superview === stack)
        rows[2].removeFromSuperview()
        // r0 20–40, r1 50–80, r3 90–140, r4 150–210.
        #expect(approximatelyEqual(rows[3].frameInRoot, LayoutRect(x: 10, y: 90, width: 200, height: 50)))
        #expect(approximatelyEqual(rows[4].frameInRoot, LayoutRect(x: 10, y: 150, width: 200, height: 60)))
        #expect(stack.frame.size.height == 190)
        #expect(
            stackConstraints(engine)
                == (try freshStackConstraints([rows[0], rows[1], rows[3], rows[4]], heights: heights)))
    }

    @Test("a view leaving the tree leaves the arrangement: its constraints are already gone, the neighbours join")
    func removeFromSuperviewMiddle() throws {
        let engine = try makeEngine()
        let (stack, rows) = try makeColumn((0..<4).map { ("r\($0)", heights["r\($0)"]!) }, in: engine)
        rows[1].removeFromSuperview()
        #expect(stack.arrangedSubviews.map(\.name) == ["r0", "r2", "r3"])
        // r0 20–40, r2 50–90, r3 100–150.
        #expect(approximatelyEqual(rows[2].frameInRoot, LayoutRect(x: 10, y: 50, width: 200, height: 40)))
        #expect(approximatelyEqual(rows[3].frameInRoot, LayoutRect(x: 10, y: 100, width: 200, height: 50)))
        #expect(stackConstraints(engine) == (try freshStackConstraints([rows[0], rows[2], rows[3]], heights: heights)))
    }

    @Test("at the ends: the last view hands over the trailing connection; the first view rearranges the stack")
    func ends() throws {
        let engine = try makeEngine()
        let (stack, rows) = try makeColumn((0..<3).map { ("r\($0)", heights["r\($0)"]!) }, in: engine)
        let (x, xHeight) = row("x", 25)
        try stack.addArrangedSubview(x)
        try engine.activate([xHeight])
        // r0 20–40, r1 50–80, r2 90–130, x 140–165.
        #expect(approximatelyEqual(x.frameInRoot, LayoutRect(x: 10, y: 140, width: 200, height: 25)))
        #expect(stack.frame.size.height == 145)
        let (y, yHeight) = row("y", 15)
        try stack.insertArrangedSubview(y, at: 0)
        try engine.activate([yHeight])
        // y 20–35, r0 45–65, r1 75–105, r2 115–155, x 165–190.
        #expect(approximatelyEqual(y.frameInRoot, LayoutRect(x: 10, y: 20, width: 200, height: 15)))
        #expect(approximatelyEqual(x.frameInRoot, LayoutRect(x: 10, y: 165, width: 200, height: 25)))
        #expect(
            stackConstraints(engine)
                == (try freshStackConstraints([y, rows[0], rows[1], rows[2], x], heights: heights)))
        stack.removeArrangedSubview(x)
        stack.removeArrangedSubview(y)
        // Back to r0 20–40, r1 50–80, r2 90–130.
        #expect(approximatelyEqual(rows[0].frameInRoot, LayoutRect(x: 10, y: 20, width: 200, height: 20)))
        #expect(approximatelyEqual(rows[2].frameInRoot, LayoutRect(x: 10, y: 90, width: 200, height: 40)))
        #expect(stack.frame.size.height == 110)
        #expect(stackConstraints(engine) == (try freshStackConstraints(rows, heights: heights)))
    }

    @Test("before a hidden view: the hidden view's follower takes the spacing after the new view")
    func insertBeforeHidden() throws {
        let engine = try makeEngine()
        let (stack, rows) = try makeColumn((0..<4).map { ("r\($0)", heights["r\($0)"]!) }, in: engine)
        stack.setCustomSpacing(30, after: rows[0])
        rows[1].isHidden = true
        // r0 20–40; r1 hidden at 40 (no height, no spacing); r2 40 + 30 = 70–110; r3 120–170.
        #expect(approximatelyEqual(rows[2].frameInRoot, LayoutRect(x: 10, y: 70, width: 200, height: 40)))
        let (x, height) = row("x", 25)
        try stack.insertArrangedSubview(x, at: 1)
        try engine.activate([height])
        // r0 20–40; x 70–95 (the custom 30 after r0); r1 hidden at 95; r2 95 + 10 = 105–145
        // (the spacing after x, the last visible view before it); r3 155–205.
        #expect(approximatelyEqual(x.frameInRoot, LayoutRect(x: 10, y: 70, width: 200, height: 25)))
        #expect(approximatelyEqual(rows[1].frameInRoot, LayoutRect(x: 10, y: 95, width: 200, height: 0)))
        #expect(approximatelyEqual(rows[2].frameInRoot, LayoutRect(x: 10, y: 105, width: 200, height: 40)))
        #expect(approximatelyEqual(rows[3].frameInRoot, LayoutRect(x: 10, y: 155, width: 200, height: 50)))
        let order = [rows[0], x, rows[1], rows[2], rows[3]]
        // The reference stack has the same custom spacing after its first view.
        let reference = try freshStackConstraints(order, heights: heights) {
            $0.setCustomSpacing(30, after: $0.arrangedSubviews[0])
        }
        #expect(stackConstraints(engine) == reference)
        // Hiding and showing the new view, then taking it out: back to the first layout.
        x.isHidden = true
        // x hidden at 40, r1 hidden at 40, r2 70–110.
        #expect(approximatelyEqual(rows[2].frameInRoot, LayoutRect(x: 10, y: 70, width: 200, height: 40)))
        x.isHidden = false
        #expect(approximatelyEqual(rows[2].frameInRoot, LayoutRect(x: 10, y: 105, width: 200, height: 40)))
        stack.removeArrangedSubview(x)
        #expect(approximatelyEqual(rows[2].frameInRoot, LayoutRect(x: 10, y: 70, width: 200, height: 40)))
        #expect(approximatelyEqual(rows[3].frameInRoot, LayoutRect(x: 10, y: 120, width: 200, height: 50)))
    }

    @Test("a hidden view inserted in the middle has no length and no spacing; shown, it takes its place")
    func insertHidden() throws {
        let engine = try makeEngine()
        let (stack, rows) = try makeColumn((0..<3).map { ("r\($0)", heights["r\($0)"]!) }, in: engine)
        // Hidden, its intrinsic height has no tie-break constraint: arranged locally.
        let x = sized("x", nil, 25)
        x.isHidden = true
        try stack.insertArrangedSubview(x, at: 1)
        // r0 20–40, x at 40 with no height, r1 40 + 10 (the spacing after r0) = 50–80, r2 90–130.
        #expect(approximatelyEqual(x.frameInRoot, LayoutRect(x: 10, y: 40, width: 200, height: 0)))
        #expect(approximatelyEqual(rows[1].frameInRoot, LayoutRect(x: 10, y: 50, width: 200, height: 30)))
        #expect(approximatelyEqual(rows[2].frameInRoot, LayoutRect(x: 10, y: 90, width: 200, height: 40)))
        #expect(stack.frame.size.height == 110)
        x.isHidden = false
        // x 50–75, r1 85–115, r2 125–165.
        #expect(approximatelyEqual(x.frameInRoot, LayoutRect(x: 10, y: 50, width: 200, height: 25)))
        #expect(approximatelyEqual(rows[2].frameInRoot, LayoutRect(x: 10, y: 125, width: 200, height: 40)))
        #expect(stack.frame.size.height == 145)
    }

    @Test("centred across the axis: the new view aligns to the first view's centre inside the spanning guide")
    func insertCentered() throws {
        let engine = try makeEngine()
        let a = sized("a", 100, 20), b = sized("b", 60, 20)
        let stack = try makeStack([a, b], in: engine, axis: .vertical, spacing: 10, width: 200) {
            $0.alignment = .center
        }
        let x = sized("x", 140, 30)
        // x has a tie-break length along the axis (an intrinsic height): the stack is arranged
        // afresh. Without one, locally.
        try stack.insertArrangedSubview(x, at: 1)
        let y = sized("y", 80, nil)
        try stack.insertArrangedSubview(y, at: 2)
        try engine.activate([y.height == 16])
        // Centred in 200 from x = 10: a at 10 + (200 − 100) / 2 = 60, x at 40, y at 70, b at 80.
        // Tops: a 20–40, x 50–80, y 90–106, b 116–136.
        #expect(approximatelyEqual(a.frameInRoot, LayoutRect(x: 60, y: 20, width: 100, height: 20)))
        #expect(approximatelyEqual(x.frameInRoot, LayoutRect(x: 40, y: 50, width: 140, height: 30)))
        #expect(approximatelyEqual(y.frameInRoot, LayoutRect(x: 70, y: 90, width: 80, height: 16)))
        #expect(approximatelyEqual(b.frameInRoot, LayoutRect(x: 80, y: 116, width: 60, height: 20)))
        stack.removeArrangedSubview(y)
        #expect(approximatelyEqual(b.frameInRoot, LayoutRect(x: 80, y: 90, width: 60, height: 20)))
    }

    @Test("equal widths: the inserted view shares the stack's width with the others")
    func fillEquallyInsert() throws {
        let engine = try makeEngine()
        let a = LayoutView("a"), b = LayoutView("b"), c = LayoutView("c")
        let stack = try makeStack([a, b, c], in: engine, spacing: 10, width: 320, height: 50) {
            $0.distribution = .fillEqually
        }
        let x = LayoutView("x")
        try stack.insertArrangedSubview(x, at: 2)
        // Four views, three spacings: (320 − 30) / 4 = 72.5 each, from x = 10.
        #expect(approximatelyEqual(b.frameInRoot, LayoutRect(x: 92.5, y: 20, width: 72.5, height: 50)))
        #expect(approximatelyEqual(x.frameInRoot, LayoutRect(x: 175, y: 20, width: 72.5, height: 50)))
        #expect(approximatelyEqual(c.frameInRoot, LayoutRect(x: 257.5, y: 20, width: 72.5, height: 50)))
        stack.removeArrangedSubview(b)
        // Three: (320 − 20) / 3 = 100: a 10, x 120, c 230.
        #expect(approximatelyEqual(x.frameInRoot, LayoutRect(x: 120, y: 20, width: 100, height: 50)))
        #expect(approximatelyEqual(c.frameInRoot, LayoutRect(x: 230, y: 20, width: 100, height: 50)))
    }
}
