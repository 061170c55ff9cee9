import Testing
@testable import ConstraintLayout

/// UIKit evaluates `A.attr == m × B.attr + c` in the coordinates of the closest common ancestor
/// of A and B, which is what makes `leading == 0.5 × superview.trailing` mean "halfway across
/// the superview" wherever the superview sits. Every expected value below is worked out in that
/// ancestor's coordinates first and then moved by the ancestor's origin.
@Suite("A multiplier on a position is applied in the common ancestor's coordinates")
struct MultiplierCoordinateTests {
    /// A container at (100, 60), 200 × 100, in a 375 × 667 root.
    private func container() throws -> (LayoutEngine, LayoutView) {
        let engine = try makeEngine(width: 375, height: 667)
        let root = engine.root
        let container = try addView("container", to: root)
        try engine.activate([
            container.leading == root.leading + 100, container.top == root.top + 60,
            container.width == 200, container.height == 100,
        ])
        return (engine, container)
    }

    @Test("leading = 0.5 × superview.trailing is halfway across the superview")
    func halfwayAcrossTheSuperview() throws {
        let (engine, container) = try container()
        let marker = try addView("marker", to: container)
        try engine.activate([
            marker.leading.constraint(equalTo: container.trailing, multiplier: 0.5),
            marker.top == container.top, marker.width == 10, marker.height == 10,
        ])
        // In the container's coordinates its trailing edge is at 200; half of it is 100.
        #expect(marker.frame == LayoutRect(x: 100, y: 0, width: 10, height: 10))
        #expect(marker.frameInRoot.minX == 100 + 100)
    }

    @Test("centerX = 0.5 × superview.centerX is a quarter of the way across")
    func centerTimesAHalf() throws {
        let (engine, container) = try container()
        let dot = try addView("dot", to: container)
        try engine.activate([
            dot.centerX == 0.5 * container.centerX,
            dot.top == container.top, dot.width == 20, dot.height == 20,
        ])
        // The container's centre is at 100 in its own coordinates: the dot's centre at 50.
        #expect(dot.frame == LayoutRect(x: 50 - 10, y: 0, width: 20, height: 20))
    }

    @Test("the vertical axis: top = 0.5 × superview.bottom")
    func vertical() throws {
        let (engine, container) = try container()
        let bar = try addView("bar", to: container)
        try engine.activate([
            bar.top.constraint(equalTo: container.bottom, multiplier: 0.5),
            bar.leading == container.leading, bar.width == 10, bar.height == 4,
        ])
        // The container's bottom is at 100 in its own coordinates: the bar's top at 50.
        #expect(bar.frame == LayoutRect(x: 0, y: 50, width: 10, height: 4))
        #expect(bar.frameInRoot.minY == 60 + 50)
    }

    @Test("between siblings inside an offset card, the card's coordinates count")
    func siblingsInAnOffsetCard() throws {
        let engine = try makeEngine(width: 375, height: 667)
        let root = engine.root
        let card = try addView("card", to: root)
        let a = try addView("a", to: card), b = try addView("b", to: card)
        try engine.activate([
            card.leading == root.leading + 40, card.top == root.top + 30, card.width == 300, card.height == 200,
            a.leading == card.leading + 20, a.top == card.top, a.width == 100, a.height == 10,
            b.leading.constraint(equalTo: a.trailing, multiplier: 0.5, constant: 5),
            b.top.constraint(equalTo: a.bottom, multiplier: 2), b.width == 10, b.height == 10,
        ])
        // In the card: a spans 20…120 and 0…10, so b.leading = 0.5 × 120 + 5 = 65 and
        // b.top = 2 × 10 = 20.
        #expect(b.frame == LayoutRect(x: 65, y: 20, width: 10, height: 10))
        #expect(b.frameInRoot == LayoutRect(x: 40 + 65, y: 30 + 20, width: 10, height: 10))
    }

    @Test("the root as common ancestor, sizes and a multiplier of 1 are unaffected")
    func unaffectedCases() throws {
        let (engine, container) = try container()
        let root = engine.root
        let half = try addView("half", to: root)
        let inner = try addView("inner", to: container)
        try engine.activate([
            half.leading == 0.5 * root.trailing, half.top == root.top, half.width == 10, half.height == 10,
            inner.width == 0.25 * container.width, inner.height == 0.5 * container.height,
            inner.leading == container.leading + 7, inner.top == container.top,
        ])
        #expect(half.frame.minX == 375.0 / 2)
        #expect(inner.frame == LayoutRect(x: 7, y: 0, width: 50, height: 50))
        // Moving the container moves the halfway marker with it: the relation stays linear.
        let marker = try addView("marker", to: container)
        try engine.activate([
            marker.leading.constraint(equalTo: container.trailing, multiplier: 0.5),
            marker.top == container.top, marker.width == 10, marker.height == 10,
        ])
        try engine.layout(width: 320, height: 667)
        #expect(half.frame.minX == 160)
        #expect(marker.frame.minX == 100)
    }
}
