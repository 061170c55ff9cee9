import ConstraintLayout
import Testing

/// UIKit's `anchorWithOffset(to:)`: the distance between two anchors as a dimension. Every
/// expected frame is worked out by hand in the comments.
@Suite struct AnchorOffsetTests {
    /// Three views in a row, `a` 20 from the leading edge, `c` 20 from the trailing edge, both
    /// 50 wide, `b` 100 wide between them; 20 high at the top.
    private func row(gaps ratio: Double, direction: UserInterfaceLayoutDirection = .leftToRight) throws -> (
        engine: LayoutEngine, a: LayoutView, b: LayoutView, c: LayoutView
    ) {
        let engine = LayoutEngine()
        try engine.setLayoutDirection(direction)
        let root = engine.root
        let a = try addView("a", to: root)
        let b = try addView("b", to: root)
        let c = try addView("c", to: root)
        try engine.activate([
            a.leading == root.leading + 20, a.width == 50,
            c.trailing == root.trailing - 20, c.width == 50,
            b.width == 100,
            a.top == root.top, b.top == root.top, c.top == root.top,
            a.height == 20, b.height == 20, c.height == 20,
            a.trailing.anchorWithOffset(to: b.leading).constraint(
                equalTo: b.trailing.anchorWithOffset(to: c.leading), multiplier: ratio),
        ])
        try engine.layout(width: 375, height: 667)
        return (engine, a, b, c)
    }

    @Test func twoEqualGapsCentreTheMiddleView() throws {
        let (engine, a, b, c) = try row(gaps: 1)
        // a ends at 20 + 50 = 70, c starts at 375 - 20 - 50 = 305: 235 between them, less b's
        // 100 leaves 135, 67.5 a gap; b starts at 70 + 67.5.
        #expect(a.frame == LayoutRect(x: 20, y: 0, width: 50, height: 20))
        #expect(b.frame == LayoutRect(x: 137.5, y: 0, width: 100, height: 20))
        #expect(c.frame == LayoutRect(x: 305, y: 0, width: 50, height: 20))
        // At 320: c starts at 250, 180 between, 80 for the gaps, 40 each: b at 110.
        try engine.layout(width: 320, height: 667)
        #expect(b.frame == LayoutRect(x: 110, y: 0, width: 100, height: 20))
        #expect(!b.hasAmbiguousLayout)
    }

    @Test func aMultiplierBetweenTwoGaps() throws {
        // The first gap twice the second: 135 = 3 × 45, so 90 then 45; b starts at 70 + 90.
        // (The engine is kept: views hold their engine weakly.)
        let (engine, _, b, _) = try row(gaps: 2)
        #expect(b.frame == LayoutRect(x: 160, y: 0, width: 100, height: 20))
        withExtendedLifetime(engine) {}
    }

    @Test func rightToLeftMeasuresFromLeadingToTrailing() throws {
        // Mirrored: a at 375 - 20 - 50 = 305, c at 20. The gap from a's trailing edge (its left,
        // 305) to b's leading edge (its right) is 90, so b ends at 215 and starts at 115; from
        // b's left (115) to c's right (70) is 45.
        let (engine, a, b, c) = try row(gaps: 2, direction: .rightToLeft)
        #expect(a.frame == LayoutRect(x: 305, y: 0, width: 50, height: 20))
        #expect(b.frame == LayoutRect(x: 115, y: 0, width: 100, height: 20))
        #expect(c.frame == LayoutRect(x: 20, y: 0, width: 50, height: 20))
        // Back to left to right, the distances turn with the edges: b at 160 again.
        try engine.setLayoutDirection(.leftToRight)
        #expect(b.frame == LayoutRect(x: 160, y: 0, width: 100, height: 20))
    }

    @Test func aDistanceRelatedToAWidthInBothDirections() throws {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let engine = LayoutEngine()
            try engine.setLayoutDirection(direction)
            let root = engine.root
            let a = try addView("a", to: root)
            let b = try addView("b", to: root)
            try engine.activate([
                a.leading == root.leading, a.width == 40, b.width == 30,
                a.top == root.top, b.top == root.top, a.height == 10, b.height == 10,
                a.trailing.anchorWithOffset(to: b.leading).constraint(equalTo: b.width, multiplier: 2),
            ])
            try engine.layout(width: 375, height: 667)
            // The gap is 2 × 30 = 60 after a's 40: b's leading edge 100 from the root's.
            // Left to right b starts at 100; right to left it ends at 375 - 100 = 275.
            let x: Double = direction == .leftToRight ? 100 : 245
            #expect(b.frame == LayoutRect(x: x, y: 0, width: 30, height: 10), "\(direction)")
        }
    }

    @Test func verticalGapsAndAConstant() throws {
        let engine = LayoutEngine()
        let root = engine.root
        let a = try addView("a", to: root)
        let b = try addView("b", to: root)
        let c = try addView("c", to: root)
        try engine.activate([
            a.top == root.top, a.height == 10,
            c.bottom == root.bottom, c.height == 10,
            b.height == 20,
            a.bottom.anchorWithOffset(to: b.top) == 2 * b.bottom.anchorWithOffset(to: c.top),
            a.leading == root.leading, b.leading == root.leading, c.leading == root.leading,
            a.width == 10, b.width == 10, c.width == 10,
        ])
        try engine.layout(width: 375, height: 340)
        // a ends at 10, c starts at 330: 320 between, less b's 20 is 300 = 3 × 100, so b
        // starts 200 below a.
        #expect(b.frame == LayoutRect(x: 0, y: 210, width: 10, height: 20))
        // A distance to a constant: from b's top to c's bottom at least 150 puts b's top at 190
        // at most, which the gaps (b at 210) refuse: a conflict, and nothing changes.
        let tooFar = b.top.anchorWithOffset(to: c.bottom) >= 150
        do {
            try engine.activate([tooFar])
            Issue.record("expected a conflict")
        } catch {
            #expect(error.unsatisfiable?.constraint.text == "(c.bottom - b.top) >= 150")
        }
        #expect(b.frame == LayoutRect(x: 0, y: 210, width: 10, height: 20))
    }

    @Test func aBaselineCountsAtItsOffset() throws {
        let engine = LayoutEngine()
        let root = engine.root
        let label = try addView("label", to: root)
        let badge = try addView("badge", to: root)
        try label.setBaselineOffsets(BaselineOffsets(firstFromTop: 20, lastFromBottom: 6))
        try engine.activate([
            label.top == root.top + 10, label.height == 30, label.leading == root.leading, label.width == 80,
            badge.height == 12, badge.width == 12, badge.leading == root.leading,
            label.firstBaseline.anchorWithOffset(to: badge.top) == 8,
        ])
        try engine.layout(width: 375, height: 667)
        // The first baseline is 10 + 20 = 30 down; the badge starts 8 below it.
        #expect(badge.frame == LayoutRect(x: 0, y: 38, width: 12, height: 12))
    }

    @Test func describedAsTheDifferenceOfItsEnds() throws {
        let a = LayoutView("a")
        let b = LayoutView("b")
        let c = LayoutView("c")
        let gaps = a.trailing.anchorWithOffset(to: b.leading) == b.trailing.anchorWithOffset(to: c.leading) + 4
        #expect(gaps.description == "(b.leading - a.trailing) == (c.leading - b.trailing) + 4")
        #expect(a.top.anchorWithOffset(to: b.bottom).description == "(b.bottom - a.top)")
    }

    @Test func mixingLeadingWithLeftIsRefused() throws {
        let engine = LayoutEngine()
        let a = try addView("a", to: engine.root)
        let b = try addView("b", to: engine.root)
        let mixed = a.leading.anchorWithOffset(to: b.left) == 10
        #expect {
            try engine.activate([mixed])
        } throws: { error in
            guard case .mixedDirections = error as? LayoutError else { return false }
            return true
        }
        #expect(!mixed.isActive)
    }

    @Test func aViewLeavingTakesItsDistancesWithIt() throws {
        let engine = LayoutEngine()
        let a = try addView("a", to: engine.root)
        let b = try addView("b", to: engine.root)
        let gap = a.trailing.anchorWithOffset(to: b.leading) == 10
        try engine.activate([gap])
        #expect(gap.isActive)
        // a is where the distance starts: neither first nor second item of the constraint.
        a.removeFromSuperview()
        #expect(!gap.isActive)
        let loose = LayoutView("loose")
        #expect(throws: LayoutError.self) { try engine.activate([b.top.anchorWithOffset(to: loose.top) == 1]) }
    }
}
