import Testing
import TestSupport
import ConstraintLayout

/// `LayoutEngine.explain(_:)`: which constraints fix a view's x, y, width and height, and the
/// affine formula in the root's size each one gives. Every expected formula is worked out by
/// hand from the constraints of the test.
@Suite("explain(view): where a frame comes from")
struct ExplainViewTests {
    /// A card inset 16 from the root's sides, 8 from its top, 120 tall; a badge in the card's
    /// top trailing corner, a third of the card's width, at least 60 wide (a bound that holds
    /// only in narrow roots), with a loose upper bound it never meets.
    final class Card {
        let engine: LayoutEngine
        let card: LayoutView, badge: LayoutView
        let leading, trailing, top, height, badgeTrailing, badgeTop, badgeWidth, badgeMinimum, badgeHeight,
            loose: LayoutConstraint

        init(width: Double) throws {
            engine = LayoutEngine()
            card = try addView("card", to: engine.root)
            badge = try addView("badge", to: card)
            let root = engine.root
            leading = (card.leading == root.leading + 16).labeled("leading")
            trailing = (card.trailing == root.trailing - 16).labeled("trailing")
            top = (card.top == root.top + 8).labeled("top")
            height = (card.height == 120).labeled("height")
            badgeTrailing = (badge.trailing == card.trailing).labeled("badgeTrailing")
            badgeTop = (badge.top == card.top).labeled("badgeTop")
            badgeWidth = (badge.width == 0.25 * card.width ~ 500).labeled("badgeWidth")
            badgeMinimum = (badge.width >= 60).labeled("badgeMinimum")
            badgeHeight = (badge.height == 24).labeled("badgeHeight")
            loose = (badge.width <= 1000).labeled("loose")
            try engine.activate([
                leading, trailing, top, height, badgeTrailing, badgeTop, badgeWidth, badgeMinimum, badgeHeight, loose,
            ])
            try engine.layout(width: width, height: 600)
        }
    }

    /// The non-root constraints of a coordinate, by identifier.
    private func names(_ c: FrameExplanation.Coordinate) -> [String] {
        c.constraints.compactMap(\.identifier)
    }

    @Test func aCardInsetFromTheRootsSides() throws {
        let s = try Card(width: 375)
        let e = s.engine.explain(s.card)
        // x = 16 from the leading inset alone: the card's frame is in the root's coordinates,
        // where the root's own edges are at 0 (its origin, pinned at 0, is not a source).
        expectClose(e.x.value, 16)
        expectClose(e.x.offset, 16)
        #expect(e.x.widthSlope == 0)
        #expect(names(e.x) == ["leading"])
        // width = W − 32: the root's width at rate 1, both insets.
        expectClose(e.width.value, 343)
        expectClose(e.width.widthSlope, 1)
        expectClose(e.width.offset, -32)
        #expect(names(e.width) == ["leading", "trailing"])
        #expect(e.width.sources.contains { $0.isRootSize && $0.name == "root.width" && $0.constant == 375 })
        // y = 8, height = 120, neither depends on the root's size.
        expectClose(e.y.value, 8)
        #expect(names(e.y) == ["top"])
        expectClose(e.height.value, 120)
        #expect(names(e.height) == ["height"])
        #expect(e.height.widthSlope == 0 && e.height.heightSlope == 0)
        // Sources in the order they reached the solver: the root's size came with the first
        // layout, after the constraints.
        #expect(
            e.description == """
                card (16, 8, 343 × 120)
                  x = 16   (from: 'leading' card.leading == root.leading + 16)
                  y = 8   (from: 'top' card.top == root.top + 8)
                  width = root.width − 32   (from: 'leading' card.leading == root.leading + 16, 'trailing' card.trailing == root.trailing - 16, root.width)
                  height = 120   (from: 'height' card.height == 120)
                """)
    }

    @Test func aPreferenceFixesTheBadgeInAWideRootAndTheBoundInANarrowOne() throws {
        // At 375 the card is 343 wide: the badge's quarter, 85.75, is above its minimum of 60,
        // so the preference fixes it: width = 0.25·(W − 32) = 0.25·W − 8.
        let wide = try Card(width: 375)
        let w = wide.engine.explain(wide.badge).width
        expectClose(w.value, 85.75)
        expectClose(w.widthSlope, 0.25)
        expectClose(w.offset, -8)
        #expect(names(w) == ["leading", "trailing", "badgeWidth"])
        // x, in the card's coordinates = the card's trailing edge there (its width) − the
        // badge's width = (W − 32) − (0.25·W − 8) = 0.75·W − 24.
        let x = wide.engine.explain(wide.badge).x
        expectClose(x.value, 0.75 * 375 - 24)
        expectClose(x.offset, -24)
        expectClose(x.widthSlope, 0.75)
        #expect(names(x).contains("badgeTrailing") && names(x).contains("badgeWidth"))
        // At 200 the card is 168 wide: a quarter is 42 < 60, so the minimum holds the badge at
        // 60 and the preference gives way: width = 60 from the bound alone, no root width.
        let narrow = try Card(width: 200)
        let n = narrow.engine.explain(narrow.badge).width
        expectClose(n.value, 60)
        #expect(n.widthSlope == 0)
        #expect(names(n) == ["badgeMinimum"])
        // The loose upper bound never fixes anything.
        for c in [wide, narrow].flatMap({ s in s.engine.explain(s.badge).constraints }) {
            #expect(c.identifier != "loose")
        }
    }

    @Test func theWholeFrameListsEachConstraintOnce() throws {
        let s = try Card(width: 375)
        let all = s.engine.explain(s.badge).constraints.compactMap(\.identifier)
        #expect(Set(all).count == all.count)
        // The badge's frame is in the card's coordinates: where the card sits ('top', the
        // root's origin) moves none of it; the card's width ('leading', 'trailing') moves its x
        // and width.
        #expect(
            Set(all) == ["leading", "trailing", "badgeTrailing", "badgeTop", "badgeWidth", "badgeHeight"])
    }

    @Test func aViewNothingHoldsIsNotDetermined() throws {
        let engine = try makeEngine()
        let free = try addView("free", to: engine.root)
        try engine.activate([free.width == 10])
        try engine.layout(width: 375, height: 667)
        let e = engine.explain(free)
        #expect(e.width.value == 10 && e.width.constraints.count == 1)
        // x has no constraint at all: the solver leaves it at 0 and nothing holds it.
        #expect(e.x.sources.isEmpty)
        #expect(e.x.description == "x = 0   (not determined: nothing holds it)")
    }

    @Test func aViewOfAnotherEngineIsNotExplained() throws {
        let a = try makeEngine(), b = try makeEngine()
        let v = try addView("v", to: b.root)
        let e = a.explain(v)
        #expect(e.coordinates.allSatisfy { $0.sources.isEmpty && $0.value == 0 })
    }
}

/// `LayoutEngine.widthRegimes(from:to:tracking:)`: the exact regime map of the root's width.
@Suite("widthRegimes: the layout as a function of the root's width")
struct WidthRegimesTests {
    @Test func theBadgeMeetsItsMinimumWhereAQuarterOfTheCardIsSixty() throws {
        // The badge is a quarter of the card (W − 32) while that is at least 60: from
        // (W − 32) / 4 = 60, W = 272. Below, the minimum holds it at 60.
        let s = try ExplainViewTests.Card(width: 375)
        let map = try #require(try s.engine.widthRegimes(from: 200, to: 400, tracking: [s.badge]))
        #expect(map.isComplete)
        #expect(map.breakpoints.count == 1)
        expectClose(map.breakpoints.first, 272)
        #expect(map.variables.map(\.description) == ["badge.left", "badge.top", "badge.width", "badge.height"])
        // The badge's width: 60 below, 0.25·W − 8 above.
        expectClose(map.regimes[0].slopes[2], 0)
        expectClose(map.regimes[0].offsets[2], 60)
        expectClose(map.regimes[1].slopes[2], 0.25)
        expectClose(map.regimes[1].offsets[2], -8)
        // The engine is unchanged: still laid out at 375.
        expectClose(s.badge.frameInRoot.width, 85.75)
        // The changes at 272 name layout constraints.
        let changed = map.regimes[1].changes.compactMap { s.engine.layoutConstraint(for: $0.constraint)?.identifier }
        #expect(changed.contains("badgeMinimum") && changed.contains("badgeWidth"))
    }

    @Test func theMapAgreesWithLayingOutEveryWholeWidth() throws {
        let s = try ExplainViewTests.Card(width: 200)
        let map = try #require(try s.engine.widthRegimes(from: 100, to: 500, tracking: [s.card, s.badge]))
        for width in stride(from: 100.0, through: 500, by: 1) {
            try s.engine.layout(width: width, height: 600)
            let frames = [s.card.frame, s.badge.frame]
            for (i, frame) in frames.enumerated() {
                for (k, value) in [frame.minX, frame.minY, frame.width, frame.height].enumerated() {
                    expectClose(map.value(at: width, variable: 4 * i + k), value)
                }
            }
        }
    }

    @Test func beforeTheFirstLayoutThereIsNoWidthToMap() throws {
        let engine = LayoutEngine()
        #expect(try engine.widthRegimes(from: 0, to: 100, tracking: []) == nil)
        #expect(throws: LayoutError.self) { try engine.widthRegimes(from: -1, to: 100, tracking: []) }
    }
}
