import Testing
@testable import ConstraintLayout

/// Frames are cached per view and refreshed once per change of the solver or the tree: every
/// kind of change must show in the next frame read.
@Suite("Frames follow every change")
struct FrameCacheTests {
    @Test("a frame read after a suggestion, a constant change, a new view and a removal is current")
    func framesAreNeverStale() throws {
        let engine = LayoutEngine()
        let root = engine.root
        let a = LayoutView("a")
        try root.addSubview(a)
        let inset = a.leading == root.leading + 10
        try engine.activate([inset, a.trailing == root.trailing - 10, a.top == root.top, a.height == 20])
        try engine.layout(width: 100, height: 50)
        #expect(a.frame == LayoutRect(x: 10, y: 0, width: 80, height: 20))

        try engine.layout(width: 200, height: 50)  // a suggestion
        #expect(a.frame == LayoutRect(x: 10, y: 0, width: 180, height: 20))

        try inset.setConstant(30)  // a constant change in place
        #expect(a.frame == LayoutRect(x: 30, y: 0, width: 160, height: 20))

        let b = LayoutView("b")  // a new view, read before and after
        try a.addSubview(b)
        try engine.activate([b.leading == a.leading + 5, b.width == 7, b.top == a.top + 1, b.height == 3])
        #expect(b.frame == LayoutRect(x: 5, y: 1, width: 7, height: 3))
        #expect(b.frameInRoot == LayoutRect(x: 35, y: 1, width: 7, height: 3))

        b.removeFromSuperview()  // out of the tree: no frame
        #expect(b.frameInRoot == LayoutRect(x: 0, y: 0, width: 0, height: 0))
        #expect(a.frame == LayoutRect(x: 30, y: 0, width: 160, height: 20))
    }

    /// A removed view's variables are forgotten by the solver, whose arrays only mark their
    /// places until the places are half the arrays; the frames are read at those places. A
    /// view that comes back takes new places, and every frame stays current while places are
    /// marked and after they are given back.
    @Test("frames stay current while removed views' places are marked, given back, and taken again")
    func framesThroughForgottenPlaces() throws {
        let engine = LayoutEngine()
        let root = engine.root
        /// Constraints that put `row` at `frame` in the root.
        func placing(_ row: LayoutView, at frame: LayoutRect) -> [LayoutConstraint] {
            [
                row.leading == root.leading + frame.origin.x, row.width == frame.size.width,
                row.top == root.top + frame.origin.y,
                row.height == frame.size.height,
            ]
        }
        var rows: [LayoutView] = [], made: [[LayoutConstraint]] = []
        for i in 0..<100 {
            let row = LayoutView("row\(i)")
            try root.addSubview(row)
            let constraints = placing(row, at: LayoutRect(x: Double(i), y: Double(10 * i), width: 50, height: 8))
            try engine.activate(constraints)
            rows.append(row)
            made.append(constraints)
        }
        try engine.layout(width: 300, height: 1000)
        func expectRows(_ indices: some Sequence<Int>) {
            for i in indices {
                #expect(rows[i].frame == LayoutRect(x: Double(i), y: Double(10 * i), width: 50, height: 8))
            }
        }
        expectRows(0..<100)
        // Ten rows out: forty places marked, not yet given back. One comes back at once, with
        // other constraints: its variables take new places, and its frame is read there, not
        // at the places it had.
        for i in 0..<10 { rows[i].removeFromSuperview() }
        try engine.layout(width: 300, height: 1000)
        expectRows(10..<100)
        try root.addSubview(rows[5])
        try engine.activate(placing(rows[5], at: LayoutRect(x: 7, y: 9, width: 13, height: 4)))
        try engine.layout(width: 300, height: 1000)
        #expect(rows[5].frame == LayoutRect(x: 7, y: 9, width: 13, height: 4))
        expectRows(10..<100)
        rows[5].removeFromSuperview()
        // A row that stays in the tree while its constraints go and others come: the tree is
        // the same, and the frames are read at the places found before.
        let pins = placing(rows[20], at: LayoutRect(x: 1, y: 3, width: 2, height: 4))
        engine.deactivate(made[20])
        try engine.layout(width: 300, height: 1000)
        try engine.activate(pins)
        try engine.layout(width: 300, height: 1000)
        #expect(rows[20].frame == LayoutRect(x: 1, y: 3, width: 2, height: 4))
        engine.deactivate(pins)
        try engine.activate(made[20])
        // Remove 70 rows from the front, reading the frames after each: their places are
        // marked, then (past half) given back.
        for i in 10..<70 {
            rows[i].removeFromSuperview()
            try engine.layout(width: 300, height: 1000)
            expectRows((i + 1)..<100)
        }
        // The first row comes back, with other constraints: new places for its variables.
        try root.addSubview(rows[0])
        try engine.activate(placing(rows[0], at: LayoutRect(x: 3, y: 5, width: 11, height: 2)))
        try engine.layout(width: 300, height: 1000)
        #expect(rows[0].frame == LayoutRect(x: 3, y: 5, width: 11, height: 2))
        expectRows(70..<100)
    }
}
