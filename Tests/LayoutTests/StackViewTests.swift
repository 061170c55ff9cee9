import Testing
import TestSupport
@testable import ConstraintLayout

/// Whether two rectangles agree to within 1e-6 on every coordinate (the solver works in
/// floating point; shares such as 550 × 60 / 220 are not exact).
func approximatelyEqual(_ a: LayoutRect, _ b: LayoutRect) -> Bool {
    [a.origin.x - b.origin.x, a.origin.y - b.origin.y, a.size.width - b.size.width, a.size.height - b.size.height]
        .allSatisfy { abs($0) < 1e-6 }
}

/// A view with an intrinsic size.
func sized(_ name: String, _ width: Double?, _ height: Double?) -> LayoutView {
    LayoutView(name, intrinsicContentSize: IntrinsicContentSize(width: width, height: height))
}

/// A stack of `views` in `engine`'s root (375 × 667), its top-left corner at (10, 20); its
/// width and height are fixed when given. (The caller holds the engine: views refer to it
/// weakly.)
func makeStack(
    _ views: [LayoutView], in engine: LayoutEngine, axis: LayoutAxis = .horizontal, spacing: Double = 0,
    width: Double? = nil, height: Double? = nil, configure: (StackView) -> Void = { _ in }
) throws -> StackView {
    let stack = try StackView("stack", arrangedSubviews: views)
    stack.axis = axis
    stack.spacing = spacing
    configure(stack)
    try engine.root.addSubview(stack)
    var constraints = [stack.leading == engine.root.leading + 10, stack.top == engine.root.top + 20]
    if let width { constraints.append(stack.width == width) }
    if let height { constraints.append(stack.height == height) }
    try engine.activate(constraints)
    return stack
}

@Suite("Stack view: distributions, alignments, spacing, arranged subviews")
struct StackViewTests {
    @Test("fill: the view with the lowest hugging priority takes the extra length; alignment fill spans the height")
    func fill() throws {
        let a = sized("a", 60, 20), b = sized("b", 80, 30), c = sized("c", 40, 10)
        try b.setContentHuggingPriority(200, for: .horizontal)
        let engine = try makeEngine()
        let stack = try makeStack([a, b, c], in: engine, spacing: 10, width: 300, height: 100)
        // Intrinsic widths 60 + 80 + 40 = 180, spacings 2 × 10 = 20: 100 points to spare, all
        // to b (hugging 200 < 250): b = 80 + 100 = 180.
        #expect(approximatelyEqual(a.frame, LayoutRect(x: 0, y: 0, width: 60, height: 100)))
        #expect(approximatelyEqual(b.frame, LayoutRect(x: 70, y: 0, width: 180, height: 100)))  // 60 + 10
        #expect(approximatelyEqual(c.frame, LayoutRect(x: 260, y: 0, width: 40, height: 100)))  // 70 + 180 + 10
        #expect(approximatelyEqual(stack.frame, LayoutRect(x: 10, y: 20, width: 300, height: 100)))
        #expect(stack.distribution == .fill && stack.alignment == .fill)
    }

    @Test("fill without a fixed size: the stack takes its views' intrinsic length and the tallest height")
    func fillHugsItsViews() throws {
        let a = sized("a", 60, 20), b = sized("b", 80, 30)
        let engine = try makeEngine()
        let stack = try makeStack([a, b], in: engine, spacing: 8)
        // Width 60 + 8 + 80 = 148; height: compression resistance (750) of b beats the hugging
        // (250) of a, so the stack is b's 30 tall and a is stretched to it.
        #expect(approximatelyEqual(stack.frame, LayoutRect(x: 10, y: 20, width: 148, height: 30)))
        #expect(approximatelyEqual(a.frame, LayoutRect(x: 0, y: 0, width: 60, height: 30)))
        #expect(approximatelyEqual(b.frame, LayoutRect(x: 68, y: 0, width: 80, height: 30)))
    }

    @Test("fillEqually: every view the same length")
    func fillEqually() throws {
        let a = sized("a", 60, nil), b = sized("b", 10, nil), c = LayoutView("c")
        let engine = try makeEngine()
        _ = try makeStack([a, b, c], in: engine, spacing: 15, width: 300, height: 50) { $0.distribution = .fillEqually }
        // (300 - 2 × 15) / 3 = 90 each, whatever their intrinsic widths.
        #expect(approximatelyEqual(a.frame, LayoutRect(x: 0, y: 0, width: 90, height: 50)))
        #expect(approximatelyEqual(b.frame, LayoutRect(x: 105, y: 0, width: 90, height: 50)))  // 90 + 15
        #expect(approximatelyEqual(c.frame, LayoutRect(x: 210, y: 0, width: 90, height: 50)))  // 105 + 90 + 15
    }

    @Test("fillProportionally: lengths in proportion to intrinsic widths, shares of the whole stack as UIKit's")
    func fillProportionally() throws {
        let a = sized("a", 60, nil), b = sized("b", 120, nil), c = sized("c", 20, nil)
        let engine = try makeEngine()
        let stack = try makeStack([a, b, c], in: engine, spacing: 10, width: 220, height: 50) {
            $0.distribution = .fillProportionally
        }
        // Total 60 + 120 + 20 + 2 × 10 = 220, the stack's width: the shares 60/220, 120/220
        // and 20/220 of 220 are the intrinsic widths.
        #expect(approximatelyEqual(a.frame, LayoutRect(x: 0, y: 0, width: 60, height: 50)))
        #expect(approximatelyEqual(b.frame, LayoutRect(x: 70, y: 0, width: 120, height: 50)))
        #expect(approximatelyEqual(c.frame, LayoutRect(x: 200, y: 0, width: 20, height: 50)))

        // At 440 the shares are 120, 240 and 40: 400, plus the spacings 420, not 440 (UIKit's
        // shares are of the whole length, spacings included). They have priorities 999, 998,
        // 997, so the last view gives way: c = 440 - 20 - 120 - 240 = 60.
        let width = try #require(engine.constraints.first { $0.firstItem === stack && $0.firstAttribute == .width })
        try width.setConstant(440)
        #expect(approximatelyEqual(a.frame, LayoutRect(x: 0, y: 0, width: 120, height: 50)))
        #expect(approximatelyEqual(b.frame, LayoutRect(x: 130, y: 0, width: 240, height: 50)))
        #expect(approximatelyEqual(c.frame, LayoutRect(x: 380, y: 0, width: 60, height: 50)))
        #expect(engine.ambiguousViews.isEmpty)
    }

    @Test("fillProportionally follows a change of intrinsic size (the share is swapped)")
    func fillProportionallyFollowsContent() throws {
        let a = sized("a", 100, nil), b = sized("b", 100, nil)
        let engine = try makeEngine()
        _ = try makeStack([a, b], in: engine, width: 400, height: 50) { $0.distribution = .fillProportionally }
        #expect(approximatelyEqual(a.frame, LayoutRect(x: 0, y: 0, width: 200, height: 50)))
        // a wants 300 now: shares 300/400 and 100/400 of 400.
        try a.setIntrinsicContentSize(IntrinsicContentSize(width: 300))
        #expect(approximatelyEqual(a.frame, LayoutRect(x: 0, y: 0, width: 300, height: 50)))
        #expect(approximatelyEqual(b.frame, LayoutRect(x: 300, y: 0, width: 100, height: 50)))
    }

    @Test("equalSpacing: intrinsic lengths, equal gaps; too little room: minimum spacing, then compression")
    func equalSpacing() throws {
        let a = sized("a", 50, nil), b = sized("b", 30, nil), c = sized("c", 70, nil)
        let engine = try makeEngine()
        let stack = try makeStack([a, b, c], in: engine, spacing: 10, width: 300, height: 40) {
            $0.distribution = .equalSpacing
        }
        // 300 - (50 + 30 + 70) = 150 of gaps, two equal gaps of 75 (at least 10: fine).
        #expect(approximatelyEqual(a.frame, LayoutRect(x: 0, y: 0, width: 50, height: 40)))
        #expect(approximatelyEqual(b.frame, LayoutRect(x: 125, y: 0, width: 30, height: 40)))  // 50 + 75
        #expect(approximatelyEqual(c.frame, LayoutRect(x: 230, y: 0, width: 70, height: 40)))  // 125 + 30 + 75
        #expect(stack.gapGuides.map(\.layoutFrame.size.width) == [75, 75])

        // 160 wide: the gaps shrink to their minimum 10, and the views must lose
        // 150 + 20 - 160 = 10; c resists least (700), so c = 70 - 10 = 60.
        try c.setContentCompressionResistancePriority(700, for: .horizontal)
        let width = try #require(engine.constraints.first { $0.firstItem === stack && $0.firstAttribute == .width })
        try width.setConstant(160)
        #expect(approximatelyEqual(a.frame, LayoutRect(x: 0, y: 0, width: 50, height: 40)))
        #expect(approximatelyEqual(b.frame, LayoutRect(x: 60, y: 0, width: 30, height: 40)))
        #expect(approximatelyEqual(c.frame, LayoutRect(x: 100, y: 0, width: 60, height: 40)))
    }

    @Test("equalCentering: centres equally far apart, the gaps at least the spacing")
    func equalCentering() throws {
        let a = sized("a", 40, nil), b = sized("b", 20, nil), c = sized("c", 60, nil)
        let engine = try makeEngine()
        _ = try makeStack([a, b, c], in: engine, width: 300, height: 40) { $0.distribution = .equalCentering }
        // a's centre at 20, c's at 300 - 30 = 270; b's halfway, at 145, so b.x = 145 - 10.
        #expect(approximatelyEqual(a.frame, LayoutRect(x: 0, y: 0, width: 40, height: 40)))
        #expect(approximatelyEqual(b.frame, LayoutRect(x: 135, y: 0, width: 20, height: 40)))
        #expect(approximatelyEqual(c.frame, LayoutRect(x: 240, y: 0, width: 60, height: 40)))
    }

    @Test("alignments across a row: top, centre, bottom, fill, in a 60-point-tall stack")
    func alignments() throws {
        // (alignment, expected y of a, b, c and their heights)
        let cases: [(StackView.Alignment, [Double], [Double])] = [
            (.top, [0, 0, 0], [20, 40, 10]),
            (.center, [20, 10, 25], [20, 40, 10]),  // (60 - 20) / 2, (60 - 40) / 2, (60 - 10) / 2
            (.bottom, [40, 20, 50], [20, 40, 10]),  // 60 - height
            (.fill, [0, 0, 0], [60, 60, 60]),
        ]
        for (alignment, ys, heights) in cases {
            let a = sized("a", 50, 20), b = sized("b", 50, 40), c = sized("c", 50, 10)
            let engine = try makeEngine()
            let stack = try makeStack([a, b, c], in: engine, height: 60) { $0.alignment = alignment }
            // No width given: 3 × 50.
            #expect(stack.frame.size == LayoutSize(width: 150, height: 60))
            for (i, view) in [a, b, c].enumerated() {
                #expect(
                    approximatelyEqual(
                        view.frame, LayoutRect(x: Double(i) * 50, y: ys[i], width: 50, height: heights[i])),
                    "\(alignment)")
            }
        }
    }

    @Test("a centred row with no height given is as tall as its tallest view (the spanning guide fits)")
    func centredRowFitsTallest() throws {
        let a = sized("a", 50, 20), b = sized("b", 50, 40), c = sized("c", 50, 10)
        let engine = try makeEngine()
        let stack = try makeStack([a, b, c], in: engine) { $0.alignment = .center }
        #expect(approximatelyEqual(stack.frame, LayoutRect(x: 10, y: 20, width: 150, height: 40)))
        #expect(a.frame.origin.y == 10)  // (40 - 20) / 2
        #expect(b.frame.origin.y == 0)
        #expect(c.frame.origin.y == 15)  // (40 - 10) / 2
        #expect(engine.ambiguousViews.isEmpty)
    }

    @Test("a vertical stack: a column, aligned across its width")
    func column() throws {
        let a = sized("a", 100, 20), b = sized("b", 50, 30)
        let engine = try makeEngine()
        let stack = try makeStack([a, b], in: engine, axis: .vertical, spacing: 8, width: 200) {
            $0.alignment = .center
        }
        // y: 0, then 20 + 8 = 28; the column is 20 + 8 + 30 = 58 tall.
        #expect(approximatelyEqual(stack.frame, LayoutRect(x: 10, y: 20, width: 200, height: 58)))
        #expect(approximatelyEqual(a.frame, LayoutRect(x: 50, y: 0, width: 100, height: 20)))  // (200 - 100) / 2
        #expect(approximatelyEqual(b.frame, LayoutRect(x: 75, y: 28, width: 50, height: 30)))  // (200 - 50) / 2
        // Leading and trailing in a column are the left and right edges.
        stack.alignment = .leading
        #expect(b.frame.origin.x == 0)
        stack.alignment = .trailing
        #expect(b.frame.origin.x == 150)
    }

    @Test("custom spacing after a view overrides the spacing there, and spacingUseDefault restores it")
    func customSpacing() throws {
        let a = LayoutView("a"), b = LayoutView("b"), c = LayoutView("c")
        let engine = try makeEngine()
        let stack = try makeStack([a, b, c], in: engine, spacing: 10, width: 310, height: 50) {
            $0.distribution = .fillEqually
        }
        stack.setCustomSpacing(30, after: a)
        #expect(stack.customSpacing(after: a) == 30)
        #expect(stack.customSpacing(after: b) == StackView.spacingUseDefault)
        // (310 - 30 - 10) / 3 = 90: a at 0, b at 90 + 30, c at 120 + 90 + 10.
        #expect(approximatelyEqual(a.frame, LayoutRect(x: 0, y: 0, width: 90, height: 50)))
        #expect(approximatelyEqual(b.frame, LayoutRect(x: 120, y: 0, width: 90, height: 50)))
        #expect(approximatelyEqual(c.frame, LayoutRect(x: 220, y: 0, width: 90, height: 50)))
        stack.setCustomSpacing(StackView.spacingUseDefault, after: a)
        // (310 - 20) / 3 = 96.67.
        #expect(approximatelyEqual(b.frame, LayoutRect(x: 290.0 / 3 + 10, y: 0, width: 290.0 / 3, height: 50)))
    }

    @Test("the arrangement inside the layout margins")
    func marginsRelative() throws {
        let a = LayoutView("a"), b = LayoutView("b")
        let engine = try makeEngine()
        let stack = try makeStack([a, b], in: engine, spacing: 4, width: 300, height: 100) {
            $0.distribution = .fillEqually
            $0.isLayoutMarginsRelativeArrangement = true
        }
        // Margins of 8: the canvas is 8…292 by 8…92, so each view is (284 - 4) / 2 = 140 wide.
        #expect(approximatelyEqual(a.frame, LayoutRect(x: 8, y: 8, width: 140, height: 84)))
        #expect(approximatelyEqual(b.frame, LayoutRect(x: 152, y: 8, width: 140, height: 84)))
        stack.directionalLayoutMargins = LayoutInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        // (260 - 4) / 2 = 128.
        #expect(approximatelyEqual(b.frame, LayoutRect(x: 152, y: 0, width: 128, height: 100)))
        stack.isLayoutMarginsRelativeArrangement = false
        #expect(approximatelyEqual(a.frame, LayoutRect(x: 0, y: 0, width: 148, height: 100)))  // (300 - 4) / 2
    }

    @Test("changing the spacing changes constants in place: nothing is added or removed")
    func spacingInPlace() throws {
        let a = LayoutView("a"), b = LayoutView("b"), c = LayoutView("c")
        let engine = try makeEngine()
        let stack = try makeStack([a, b, c], in: engine, spacing: 10, width: 300, height: 50) {
            $0.distribution = .fillEqually
        }
        let before = engine.statistics
        stack.spacing = 30
        // Two spacing constraints, two constant changes; (300 - 60) / 3 = 80.
        #expect(engine.statistics.additions == before.additions)
        #expect(engine.statistics.removals == before.removals)
        #expect(engine.statistics.constantChanges == before.constantChanges + 2)
        #expect(approximatelyEqual(c.frame, LayoutRect(x: 220, y: 0, width: 80, height: 50)))
    }

    @Test("changing the alignment swaps only the cross-axis constraints")
    func alignmentSwapsOnlyCrossAxis() throws {
        let a = sized("a", 50, 20), b = sized("b", 50, 40)
        let engine = try makeEngine()
        let stack = try makeStack([a, b], in: engine, spacing: 10, width: 200, height: 60)
        // The stack's constraints along the (horizontal) axis: canvas connections and spacing.
        let mainAxis = {
            engine.constraints.filter {
                $0.identifier?.hasPrefix("UISV") == true && $0.firstAttribute.axis == .horizontal
            }
        }
        let before = mainAxis()
        stack.alignment = .center
        let after = mainAxis()
        #expect(!before.isEmpty && same(before, after))
        #expect(approximatelyEqual(a.frame, LayoutRect(x: 0, y: 20, width: 50, height: 20)))
    }

    @Test("insert, move and remove arranged subviews")
    func arrangedSubviews() throws {
        let a = LayoutView("a"), b = LayoutView("b"), c = LayoutView("c")
        let engine = try makeEngine()
        let stack = try makeStack([a, c], in: engine, width: 300, height: 10) { $0.distribution = .fillEqually }
        try stack.insertArrangedSubview(b, at: 1)
        #expect(stack.arrangedSubviews.map(\.name) == ["a", "b", "c"])
        #expect(approximatelyEqual(b.frame, LayoutRect(x: 100, y: 0, width: 100, height: 10)))
        // Moving an arranged view: the index counts the others.
        try stack.insertArrangedSubview(a, at: 2)
        #expect(stack.arrangedSubviews.map(\.name) == ["b", "c", "a"])
        #expect(isClose(a.frame.origin.x, 200))
        // Out of range: an error, and nothing changes.
        #expect(throws: LayoutError.self) { try stack.insertArrangedSubview(LayoutView("d"), at: 4) }
        #expect(stack.arrangedSubviews.count == 3 && stack.subviews.count == 3)
        // Removing from the arrangement keeps the subview; removing from the stack un-arranges.
        stack.removeArrangedSubview(c)
        #expect(stack.arrangedSubviews.map(\.name) == ["b", "a"])
        #expect(stack.subviews.contains { $0 === c })
        #expect(approximatelyEqual(b.frame, LayoutRect(x: 0, y: 0, width: 150, height: 10)))
        a.removeFromSuperview()
        #expect(stack.arrangedSubviews.map(\.name) == ["b"])
        #expect(approximatelyEqual(b.frame, LayoutRect(x: 0, y: 0, width: 300, height: 10)))
        #expect(engine.constraints.allSatisfy { $0.firstItem !== c && $0.secondItem !== c })
    }

    @Test("a stack made inside the tree, arranged later, and a stack moved out and back")
    func stackJoinsAndLeaves() throws {
        let engine = try makeEngine()
        let stack = StackView("stack")
        try engine.root.addSubview(stack)
        try engine.activate(stack.edges == engine.root.edges.inset(by: 20))
        let a = LayoutView("a"), b = LayoutView("b")
        stack.distribution = .fillEqually
        try stack.addArrangedSubview(a)
        try stack.addArrangedSubview(b)
        // 375 - 40 = 335 wide: 167.5 each; 667 - 40 = 627 tall.
        #expect(approximatelyEqual(b.frame, LayoutRect(x: 167.5, y: 0, width: 167.5, height: 627)))
        stack.removeFromSuperview()
        #expect(engine.constraints.allSatisfy { $0.firstItem !== a })
        try engine.root.addSubview(stack)
        try engine.activate(stack.edges == engine.root.edges.inset(by: 20))
        #expect(approximatelyEqual(b.frame, LayoutRect(x: 167.5, y: 0, width: 167.5, height: 627)))
    }

    @Test("bad input: a non-finite spacing and a custom spacing after a stranger change nothing")
    func badInput() throws {
        let a = LayoutView("a")
        let engine = try makeEngine()
        let stack = try makeStack([a], in: engine, spacing: 4)
        stack.spacing = .nan
        #expect(stack.spacing == 4)
        stack.setCustomSpacing(8, after: LayoutView("stranger"))
        stack.setCustomSpacing(.infinity, after: a)
        #expect(stack.customSpacing(after: a) == StackView.spacingUseDefault)
    }

    @Test("a required constraint in the way of a new arranged view: an error naming it, and nothing changes")
    func addConflictChangesNothing() throws {
        let a = LayoutView("a"), b = LayoutView("b")
        let engine = try makeEngine()
        let stack = try makeStack([a], in: engine, width: 300, height: 50)
        try stack.addSubview(b)
        let wide = (b.width == 250).labeled("wide")
        try engine.activate([a.width >= 100, wide])
        let before = engine.constraints
        // Arranged after a (at least 100) in a 300-point stack, b cannot be 250 wide.
        let error = try #require(throws: LayoutError.self) { try stack.addArrangedSubview(b) }
        #expect(error.unsatisfiable?.conflicts.contains { $0.identifier == "wide" } == true)
        #expect(stack.arrangedSubviews.map(\.name) == ["a"])
        #expect(stack.subviews.contains { $0 === b })
        #expect(same(engine.constraints, before))
        // a alone still spans the stack.
        #expect(approximatelyEqual(a.frame, LayoutRect(x: 0, y: 0, width: 300, height: 50)))
    }

    @Test("a stack's first arrangement in the way of a required constraint: an error naming it, and nothing changes")
    func firstArrangementConflictChangesNothing() throws {
        let a = LayoutView("a"), b = LayoutView("b")
        let engine = try makeEngine()
        let stack = try makeStack([], in: engine, width: 200, height: 50)
        try stack.addSubview(a)
        try stack.addSubview(b)
        let wide = (a.width == 250).labeled("wide")
        try engine.activate([wide])
        let before = engine.constraints
        // The first arrangement pins a to both ends of the 200-point stack.
        let error = try #require(throws: LayoutError.self) { try stack.addArrangedSubview(a) }
        #expect(error.unsatisfiable?.conflicts.contains { $0.identifier == "wide" } == true)
        #expect(stack.arrangedSubviews.isEmpty)
        #expect(same(engine.constraints, before))
        // The stack arranges another view as if nothing had happened: b spans it.
        try stack.addArrangedSubview(b)
        try engine.layout(width: 375, height: 667)
        #expect(approximatelyEqual(b.frame, LayoutRect(x: 0, y: 0, width: 200, height: 50)))
    }

    @Test("the same in the UIKit-compatible mode: the connection that cannot hold is broken and reported")
    func firstArrangementConflictUIKitMode() throws {
        let a = LayoutView("a")
        let engine = try makeEngine()
        var reports: [ConflictReport] = []
        engine.conflictHandling = .uikitCompatible(report: { reports.append($0) })
        let stack = try makeStack([], in: engine, width: 200, height: 50)
        try stack.addSubview(a)
        try engine.activate([(a.width == 250).labeled("wide")])
        try stack.addArrangedSubview(a)
        try engine.layout(width: 375, height: 667)
        // The leading connection holds; the trailing one, stated second, breaks: a keeps 250.
        #expect(reports.count == 1)
        #expect(reports.first?.broken.identifier == "UISV-canvas-connection")
        #expect(reports.first?.conflicts.contains { $0.identifier == "wide" } == true)
        #expect(stack.arrangedSubviews.map(\.name) == ["a"])
        #expect(approximatelyEqual(a.frame, LayoutRect(x: 0, y: 0, width: 250, height: 50)))
    }

    @Test("moving an arranged view where a required constraint forbids it: an error, and the order stays")
    func moveConflictChangesNothing() throws {
        let a = LayoutView("a"), b = LayoutView("b"), c = LayoutView("c")
        let engine = try makeEngine()
        let stack = try makeStack([a, b, c], in: engine, width: 300, height: 10) { $0.distribution = .fillEqually }
        try engine.activate([(a.leading == stack.leading).labeled("first")])
        let before = engine.constraints
        // Last of three equal views, a would start 200 in: against `first`.
        let error = try #require(throws: LayoutError.self) { try stack.insertArrangedSubview(a, at: 2) }
        #expect(error.unsatisfiable?.conflicts.contains { $0.identifier == "first" } == true)
        #expect(stack.arrangedSubviews.map(\.name) == ["a", "b", "c"])
        #expect(stack.subviews.count == 3)
        #expect(same(engine.constraints, before))
        #expect(approximatelyEqual(a.frame, LayoutRect(x: 0, y: 0, width: 100, height: 10)))
        #expect(approximatelyEqual(c.frame, LayoutRect(x: 200, y: 0, width: 100, height: 10)))
        // Moved where nothing forbids it, it goes.
        try stack.insertArrangedSubview(c, at: 1)
        #expect(stack.arrangedSubviews.map(\.name) == ["a", "c", "b"])
        #expect(approximatelyEqual(b.frame, LayoutRect(x: 200, y: 0, width: 100, height: 10)))
    }

    @Test("right to left: every distribution lays the row out mirrored (x' = 300 - x - width)")
    func rightToLeft() throws {
        for distribution in StackView.Distribution.allCases {
            let views = [sized("a", 50, 10), sized("b", 30, 10), sized("c", 70, 10)]
            let engine = try makeEngine()
            let stack = try makeStack(views, in: engine, spacing: 10, width: 300, height: 40) {
                $0.distribution = distribution
            }
            views[1].isHidden = distribution == .fill  // a hidden view, in one of them
            let leftToRight = views.map(\.frame)
            stack.layoutDirection = .rightToLeft
            for (view, frame) in zip(views, leftToRight) {
                let mirrored = LayoutRect(
                    x: 300 - frame.origin.x - frame.size.width, y: frame.origin.y,
                    width: frame.size.width, height: frame.size.height)
                #expect(approximatelyEqual(view.frame, mirrored), "\(distribution) \(view.name)")
            }
        }
    }

    @Test("changing the distribution swaps only the constraints that differ")
    func distributionSwapsWhatDiffers() throws {
        // Views without intrinsic sizes: no tie-break constraints in the way of the count.
        let a = LayoutView("a"), b = LayoutView("b"), c = LayoutView("c")
        let engine = try makeEngine()
        let stack = try makeStack([a, b, c], in: engine, spacing: 10, width: 320, height: 50)
        var before = engine.statistics
        stack.distribution = .fillEqually
        // In: b.width == a.width and c.width == a.width. Canvas, spacing, alignment stay.
        #expect(engine.statistics.additions == before.additions + 2)
        #expect(engine.statistics.removals == before.removals)
        #expect(approximatelyEqual(b.frame, LayoutRect(x: 110, y: 0, width: 100, height: 50)))  // (320 - 20) / 3
        before = engine.statistics
        stack.distribution = .equalSpacing
        // Out: the two equal widths, and the two spacings (== becomes >=). In: the two spacings
        // (>=), four distributing edges (two gap guides) and one equal gap width.
        #expect(engine.statistics.removals == before.removals + 4)
        #expect(engine.statistics.additions == before.additions + 7)
        before = engine.statistics
        stack.setCustomSpacing(20, after: a)
        // One constant, in place.
        #expect(engine.statistics.additions == before.additions)
        #expect(engine.statistics.removals == before.removals)
        #expect(engine.statistics.constantChanges == before.constantChanges + 1)
    }

    @Test("an empty stack makes no constraints; emptied, it drops them and its guides")
    func emptyStack() throws {
        let engine = try makeEngine()
        let a = LayoutView("a")
        let stack = try makeStack([a], in: engine, width: 100, height: 50) {
            $0.alignment = .center
            $0.distribution = .equalCentering
        }
        #expect(stack.spanningGuide != nil)
        stack.removeArrangedSubview(a)
        #expect(engine.constraints.allSatisfy { $0.identifier?.hasPrefix("UISV") != true })
        #expect(stack.layoutGuides.isEmpty && stack.gapGuides.isEmpty && stack.spanningGuide == nil)
    }
}
