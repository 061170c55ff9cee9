import Testing
@testable import ConstraintLayout

@Suite("Layout guides: rectangles in constraints that are not views")
struct LayoutGuideTests {
    /// A row at (20, 40), 300 × 60, in a 340 × 600 root, with 50-point views at each end.
    private func row() throws -> (engine: LayoutEngine, row: LayoutView, left: LayoutView, right: LayoutView) {
        let engine = try makeEngine(width: 340, height: 600)
        let root = engine.root
        let row = try addView("row", to: root)
        let left = try addView("left", to: row), right = try addView("right", to: row)
        try engine.activate(
            [
                row.leading == root.leading + 20, row.top == root.top + 40, row.width == 300, row.height == 60,
                left.leading == row.leading, left.width == 50, right.trailing == row.trailing, right.width == 50,
            ] + [left, right].flatMap { [$0.top == row.top, $0.bottom == row.bottom] })
        return (engine, row, left, right)
    }

    @Test("a guide spans the gap between two views and centres a third in it")
    func gapGuide() throws {
        let (engine, row, left, right) = try row()
        let gap = LayoutGuide("gap")
        row.addLayoutGuide(gap)
        #expect(gap.owningView === row && row.layoutGuides.count == 1 && gap.engine === engine)
        let dot = try addView("dot", to: row)
        try engine.activate([
            gap.leading == left.trailing, gap.trailing == right.leading, gap.top == row.top, gap.height == row.height,
            dot.centerX == gap.centerX, dot.centerY == gap.centerY, dot.width == 20, dot.height == 10,
        ])
        // In the row: the gap runs from 50 to 300 - 50 = 250; its centre is 150.
        #expect(gap.layoutFrame == LayoutRect(x: 50, y: 0, width: 200, height: 60))
        #expect(gap.frameInRoot == LayoutRect(x: 70, y: 40, width: 200, height: 60))
        #expect(dot.frame == LayoutRect(x: 140, y: 25, width: 20, height: 10))
        #expect(!gap.hasAmbiguousLayout)
    }

    @Test("a multiplier against a guide is in the owning view's coordinates")
    func multiplierAgainstAGuide() throws {
        let (engine, row, left, right) = try row()
        let gap = LayoutGuide("gap")
        row.addLayoutGuide(gap)
        let marker = try addView("marker", to: row)
        try engine.activate([
            gap.leading == left.trailing, gap.trailing == right.leading, gap.top == row.top, gap.height == row.height,
            marker.leading.constraint(equalTo: gap.trailing, multiplier: 0.5),
            marker.top == row.top, marker.width == 4, marker.height == 4,
        ])
        // The gap's trailing edge is at 250 in the row: half of it is 125.
        #expect(marker.frame.minX == 125)
    }

    @Test("removing a guide deactivates its constraints; moving a view takes its guides along")
    func removingAndMoving() throws {
        let (engine, row, left, right) = try row()
        let gap = LayoutGuide("gap")
        row.addLayoutGuide(gap)
        let pins = [gap.leading == left.trailing, gap.trailing == right.leading]
        try engine.activate(pins)
        row.removeLayoutGuide(gap)
        #expect(pins.allSatisfy { !$0.isActive })
        #expect(gap.owningView == nil && gap.engine == nil && row.layoutGuides.isEmpty)
        #expect(gap.frame == .zero)
        // A guide on a view outside the engine joins with the view.
        let loose = LayoutView("loose")
        let inner = LayoutGuide("inner")
        loose.addLayoutGuide(inner)
        #expect(inner.engine == nil)
        try engine.root.addSubview(loose)
        #expect(inner.engine === engine)
        loose.removeFromSuperview()
        #expect(inner.engine == nil && inner.owningView === loose)
        // A constraint on a guide outside every engine is refused.
        #expect(throws: LayoutError.self) { try engine.activate([inner.width == 10]) }
        // A view's system guides stay with their view.
        let margins = row.layoutMarginsGuide
        left.addLayoutGuide(margins)
        #expect(margins.owningView === row && left.layoutGuides.isEmpty)
    }

    @Test("a guide outlives its view: it has no owner then, as with a weak reference")
    func guideOutlivesItsView() {
        let gap = LayoutGuide("gap")
        var margins: LayoutGuide?, safeArea: LayoutGuide?
        do {
            let row = LayoutView("row")
            row.addLayoutGuide(gap)
            margins = row.layoutMarginsGuide
            safeArea = row.safeAreaLayoutGuide
            #expect(gap.owningView === row && margins?.owningView === row && safeArea?.owningView === row)
        }
        #expect(gap.owningView == nil)
        #expect(margins?.owningView == nil)
        #expect(safeArea?.owningView == nil)
        // A guide given up by one view and taken by another belongs to the second only.
        let first = LayoutView("first"), second = LayoutView("second")
        first.addLayoutGuide(gap)
        second.addLayoutGuide(gap)
        #expect(gap.owningView === second && first.layoutGuides.isEmpty)
    }
}
