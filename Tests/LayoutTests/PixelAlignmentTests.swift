import ConstraintLayout
import Testing

/// Frames rounded to a display's pixel grid: every edge to the nearest `1/scale` in the root's
/// coordinates, an exact half away from zero; widths are differences of rounded edges.
@Suite("Pixel-aligned frames")
struct PixelAlignmentTests {
    /// Three equal columns across 101 points (edges 0, 33.67, 67.33, 101), 0.25 below the top
    /// and 10.5 tall (edges 0.25 and 10.75), and in the middle column a marker 0.25 from its
    /// leading edge and 10.5 wide (edges 33.92 and 44.42 in the root).
    private func columns() throws -> (engine: LayoutEngine, columns: [LayoutView], marker: LayoutView) {
        let engine = try makeEngine(width: 101, height: 50)
        let root = engine.root
        let cols = try (0..<3).map { try addView("col\($0)", to: root) }
        let marker = try addView("marker", to: cols[1])
        var constraints = [
            cols[0].leading == root.leading, cols[2].trailing == root.trailing,
            cols[1].leading == cols[0].trailing, cols[2].leading == cols[1].trailing,
            cols[1].width == cols[0].width, cols[2].width == cols[0].width,
            marker.leading == cols[1].leading + 0.25, marker.width == 10.5,
            marker.top == cols[1].top, marker.height == 1,
        ]
        for c in cols { constraints += [c.top == root.top + 0.25, c.height == 10.5] }
        try engine.activate(constraints)
        return (engine, cols, marker)
    }

    @Test func theEngineFramesStayExact() throws {
        let (engine, cols, _) = try columns()
        defer { withExtendedLifetime(engine) {} }
        #expect(abs(cols[1].frame.minX - 101.0 / 3) < 1e-9)
        #expect(abs(cols[1].frame.width - 101.0 / 3) < 1e-9)
    }

    @Test("at 1x: edges 0, 34, 67, 101, so the widths are 34, 33, 34")
    func scaleOne() throws {
        let (engine, cols, marker) = try columns()
        defer { withExtendedLifetime(engine) {} }  // views hold their engine weakly
        #expect(
            try cols.map { try $0.frameInRoot(scale: 1) } == [
                LayoutRect(x: 0, y: 0, width: 34, height: 11),
                LayoutRect(x: 34, y: 0, width: 33, height: 11),
                LayoutRect(x: 67, y: 0, width: 34, height: 11),
            ])
        // Marker edges 33.92 → 34 and 44.42 → 44; the column's rounded edge is 34.
        #expect(try marker.frame(scale: 1) == LayoutRect(x: 0, y: 0, width: 10, height: 1))
        #expect(try marker.frameInRoot(scale: 1) == LayoutRect(x: 34, y: 0, width: 10, height: 1))
    }

    @Test("at 2x: edges in pixels 0, 67, 135, 202; the top 0.5 px rounds away from zero")
    func scaleTwo() throws {
        let (engine, cols, marker) = try columns()
        defer { withExtendedLifetime(engine) {} }  // views hold their engine weakly
        // y: 0.25 pt = 0.5 px → 1 px; bottom 10.75 pt = 21.5 px → 22 px.
        #expect(
            try cols.map { try $0.frameInRoot(scale: 2) } == [
                LayoutRect(x: 0, y: 0.5, width: 33.5, height: 10.5),
                LayoutRect(x: 33.5, y: 0.5, width: 34, height: 10.5),
                LayoutRect(x: 67.5, y: 0.5, width: 33.5, height: 10.5),
            ])
        // Marker: 67.83 px → 68, 88.83 px → 89; the column's left edge is 67 px.
        #expect(try marker.frame(scale: 2) == LayoutRect(x: 0.5, y: 0, width: 10.5, height: 1))
    }

    @Test("at 3x: the columns' edges are whole pixels (101, 202), so nothing moves but the marker")
    func scaleThree() throws {
        let (engine, cols, marker) = try columns()
        defer { withExtendedLifetime(engine) {} }  // views hold their engine weakly
        // y: 0.75 px → 1 px; bottom 32.25 px → 32 px: 31 px tall.
        #expect(
            try cols.map { try $0.frameInRoot(scale: 3) } == [
                LayoutRect(x: 0, y: 1.0 / 3, width: 101.0 / 3, height: 31.0 / 3),
                LayoutRect(x: 101.0 / 3, y: 1.0 / 3, width: 101.0 / 3, height: 31.0 / 3),
                LayoutRect(x: 202.0 / 3, y: 1.0 / 3, width: 101.0 / 3, height: 31.0 / 3),
            ])
        // Marker: 101.75 px → 102, 133.25 px → 133; the column's left edge is 101 px; its top
        // is the column's (1 px), its bottom 1 px + 3 px.
        #expect(try marker.frame(scale: 3) == LayoutRect(x: 1.0 / 3, y: 0, width: 31.0 / 3, height: 1))
    }

    @Test("a negative half pixel rounds away from zero")
    func negativeHalf() throws {
        let engine = try makeEngine(width: 100, height: 100)
        let v = try addView("v", to: engine.root)
        try engine.activate([
            v.leading == engine.root.leading - 0.5, v.width == 1, v.top == engine.root.top - 1.5, v.height == 3,
        ])
        // x edges −0.5 → −1 and 0.5 → 1; y edges −1.5 → −2 and 1.5 → 2.
        #expect(try v.frame(scale: 1) == LayoutRect(x: -1, y: -2, width: 2, height: 4))
        // At 2x every edge is a whole pixel already.
        #expect(try v.frame(scale: 2) == LayoutRect(x: -0.5, y: -1.5, width: 1, height: 3))
    }

    @Test(arguments: [0.0, -2, .nan, .infinity])
    func aScaleThatIsNotAPositiveNumberIsAnError(scale: Double) throws {
        let engine = try makeEngine()
        let v = try addView("v", to: engine.root)
        #expect {
            _ = try v.frame(scale: scale)
        } throws: { error in
            guard case .nonFiniteValue(_, let context) = error as? LayoutError else { return false }
            return context == "display scale"
        }
    }
}
