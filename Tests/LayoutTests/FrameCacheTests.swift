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
}
