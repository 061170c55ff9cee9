import Testing
@testable import ConstraintLayout

/// The engine finds an item's constraints, and the layout constraint behind a solver
/// constraint, through indexes it builds the first time they are needed and keeps from then
/// on; a stack keys its constraints only when a change needs to find one. Each path is read
/// here both before and after its index exists.
@Suite("Lookups built when first needed")
struct LookupIndexTests {
    /// A column of three 40-point rows, 10 apart, pinned to the root's left and top.
    private func column(_ engine: LayoutEngine) throws -> [LayoutView] {
        let root = engine.root
        let rows = try (0..<3).map { try addView("row\($0)", to: root) }
        var constraints = [rows[0].top == root.top]
        for (i, row) in rows.enumerated() {
            constraints += [row.leading == root.leading, row.width == 100, row.height == 40]
            if i > 0 { constraints.append(row.top == rows[i - 1].bottom + 10) }
        }
        try engine.activate(constraints)
        try engine.layout(width: 300, height: 300)
        return rows
    }

    @Test("a view leaving a built screen takes its constraints with it, and so does the next")
    func removalsBeforeAndAfterTheIndex() throws {
        let engine = LayoutEngine()
        let rows = try column(engine)
        // 3 × 3 edges and sizes, the top, 2 spacings, and the root's origin (2): 14.
        let count = engine.constraints.count
        #expect(count == 14)

        // The first removal builds the index: row 2's four constraints (leading, width,
        // height, the spacing from row 1) go.
        rows[2].removeFromSuperview()
        #expect(engine.constraints.count == count - 4)

        // Constraints activated once the index exists are indexed as they come.
        let extra = try addView("extra", to: engine.root)
        try engine.activate([
            extra.leading == engine.root.leading + 150, extra.top == rows[1].bottom + 10,
            extra.width == 50, extra.height == 20,
        ])
        try engine.layout(width: 300, height: 300)
        #expect(extra.frame == LayoutRect(x: 150, y: 100, width: 50, height: 20))
        #expect(engine.constraints.count == count)

        // Row 1 leaves: its leading, width, height, the spacing from row 0 and `extra`'s top.
        rows[1].removeFromSuperview()
        #expect(engine.constraints.count == count - 5)
        #expect(rows[0].frame == LayoutRect(x: 0, y: 0, width: 100, height: 40))
    }

    @Test("constraints activated after others left take their places and keep activation order")
    func placesGivenUpAreTakenAgain() throws {
        let engine = LayoutEngine()
        let rows = try column(engine)
        // Row 2 leaves with its four constraints (and the index of references is built).
        rows[2].removeFromSuperview()
        let before = engine.constraints
        #expect(before.count == 10)

        // Four new constraints come in where those four were: listed after the others all the
        // same, in the order they were activated.
        let extra = try addView("extra", to: engine.root)
        let made = [
            extra.width == 50, extra.leading == engine.root.leading + 150, extra.height == 20,
            extra.top == engine.root.top,
        ]
        try engine.activate(made)
        #expect(engine.constraints.map(ObjectIdentifier.init) == (before + made).map(ObjectIdentifier.init))

        // Row 1 leaving takes its own four (leading, width, height, the spacing from row 0),
        // none of `extra`'s, which came in after row 2's constraints had gone.
        rows[1].removeFromSuperview()
        #expect(engine.constraints.count == 10)
        #expect(made.allSatisfy { $0.isActive })
        try engine.layout(width: 300, height: 300)
        #expect(extra.frame == LayoutRect(x: 150, y: 0, width: 50, height: 20))
        #expect(rows[0].frame == LayoutRect(x: 0, y: 0, width: 100, height: 40))
    }

    @Test("a view kept past its engine joins another, and its constraints take places there")
    func viewKeptPastItsEngine() throws {
        let kept = LayoutView("kept")
        let width = kept.width == 50
        do {
            let first = LayoutEngine()
            let other = try addView("other", to: first.root)
            try first.root.addSubview(kept)
            try first.activate([other.width == 10, other.height == 10, width, kept.height == 20])
            // The index of references is built while `kept`'s constraints hold places 2 and 3.
            other.removeFromSuperview()
            #expect(first.constraints.count == 2 + 2)  // the root's origin and `kept`'s two
        }
        // The first engine is gone; `width` is active in none.
        #expect(!width.isActive)

        let second = LayoutEngine()
        let row = try addView("row", to: second.root)
        try second.activate([row.width == 30, row.height == 30, row.leading == second.root.leading])
        try second.root.addSubview(kept)
        try second.activate([width, kept.leading == row.trailing + 8, kept.top == second.root.top])
        try second.layout(width: 300, height: 300)
        // 30 wide from the left edge, then 8 apart; `kept`'s height is not fixed here.
        #expect(kept.frame.minX == 38 && kept.frame.minY == 0 && kept.frame.width == 50)
        #expect(second.constraints.contains { $0 === width })

        // `row` leaving takes its three constraints and the one from `kept` to it; `width`,
        // which holds the place it took in the second engine, stays.
        row.removeFromSuperview()
        #expect(width.isActive)
        #expect(second.constraints.count == 2 + 2)
        kept.removeFromSuperview()
        #expect(!width.isActive)
        #expect(second.constraints.count == 2)
    }

    @Test("a conflict after a screen is built names the constraints of the batch and the root's size")
    func conflictsBeforeAndAfterTheIndex() throws {
        let engine = LayoutEngine()
        let rows = try column(engine)
        // Rows 0 to 2 take 40 + 10 + 40 + 10 + 40 = 140 points: a required bottom at 100 cannot
        // hold. The set is what fixes row 2's bottom: the top, the heights and the spacings.
        let bottom = (rows[2].bottom == engine.root.top + 100).labeled("bottom")
        let first = #expect(throws: LayoutError.self) { try engine.activate([bottom]) }
        let conflict = try #require(first?.unsatisfiable)
        #expect(conflict.conflicts.count == 6)
        #expect(!bottom.isActive)

        // Once the index exists, constraints that come and go are kept in it: a new fixed
        // width on row 0 conflicts with its 100 points, and names that width.
        let wide = (rows[0].width == 120).labeled("wide")
        let narrow = (rows[0].width <= 90).labeled("narrow")
        try engine.activate([wide.withPriority(.defaultHigh)])
        let second = #expect(throws: LayoutError.self) { try engine.activate([narrow]) }
        #expect(second?.unsatisfiable?.conflicts.count == 1)

        // The root's width is in the index too: a view as wide as the root and 100 wide
        // conflicts with a layout at 300.
        let v = try addView("v", to: engine.root)
        try engine.activate([v.width == engine.root.width, v.leading == engine.root.leading])
        let fixed = (v.width == 100).labeled("fixed")
        let third = #expect(throws: LayoutError.self) { try engine.activate([fixed]) }
        let names = third?.unsatisfiable?.conflicts.map(\.identifier) ?? []
        #expect(names.contains("Layout-Root-Width"))
    }

    @Test("a stack arranged once keys its constraints when a change needs them")
    func stackKeyedOnFirstChange() throws {
        let engine = LayoutEngine()
        let stack = StackView("stack")
        try engine.root.addSubview(stack)
        stack.axis = .vertical
        stack.spacing = 8
        let views = (0..<3).map { LayoutView("v\($0)", intrinsicContentSize: .init(width: 50, height: 30)) }
        for view in views { try stack.addArrangedSubview(view) }
        try engine.activate([stack.leading == engine.root.leading, stack.top == engine.root.top])
        try engine.layout(width: 320, height: 480)
        // 30 + 8 + 30 + 8 + 30.
        #expect(stack.frame.height == 106)
        #expect(views[2].frame.minY == 76)

        // A change of spacing changes the spacings in place: 30 + 12 + 30 + 12 + 30.
        stack.spacing = 12
        try engine.layout(width: 320, height: 480)
        #expect(stack.frame.height == 114)
        #expect(views[2].frame.minY == 84)

        // A view out of the middle: 30 + 12 + 30.
        stack.removeArrangedSubview(views[1])
        views[1].removeFromSuperview()
        try engine.layout(width: 320, height: 480)
        #expect(stack.frame.height == 72)
        #expect(views[2].frame.minY == 42)
    }
}
