import ConstraintLayout
import Testing

/// The root's system minimum margins, as a view controller's `systemMinimumLayoutMargins` and
/// `viewRespectsSystemMinimumLayoutMargins`: the root's margins are the greater of its own and
/// the minimum, edge by edge. Every expected frame is worked out by hand in the comments.
@Suite struct SystemMinimumMarginsTests {
    /// An iPhone's minimum: 16 at the sides, none at the top and bottom.
    let phone = LayoutInsets(top: 0, leading: 16, bottom: 0, trailing: 16)

    @Test func theGreaterOfTheRootsMarginsAndTheMinimum() throws {
        let engine = try makeEngine(width: 375, height: 667)
        let root = engine.root
        root.directionalLayoutMargins = .zero
        let guide = root.layoutMarginsGuide
        #expect(guide.frame == LayoutRect(x: 0, y: 0, width: 375, height: 667))
        try engine.setSystemMinimumLayoutMargins(phone)
        #expect(engine.systemMinimumLayoutMargins == phone)
        // 16 from either side: 375 - 32 wide; nothing at the top and bottom.
        #expect(guide.frame == LayoutRect(x: 16, y: 0, width: 343, height: 667))
        // 24 leading is more than 16, 10 trailing less: 24 and 16, 375 - 40 wide. The root's
        // own margins stay as set.
        root.directionalLayoutMargins = LayoutInsets(top: 4, leading: 24, bottom: 0, trailing: 10)
        #expect(guide.frame == LayoutRect(x: 24, y: 4, width: 335, height: 663))
        #expect(root.directionalLayoutMargins.trailing == 10)
        // Not respected: the root's own margins alone, 375 - 34 wide.
        engine.viewRespectsSystemMinimumLayoutMargins = false
        #expect(!engine.viewRespectsSystemMinimumLayoutMargins)
        #expect(guide.frame == LayoutRect(x: 24, y: 4, width: 341, height: 663))
        engine.viewRespectsSystemMinimumLayoutMargins = true
        #expect(guide.frame == LayoutRect(x: 24, y: 4, width: 335, height: 663))
    }

    @Test func onlyTheRootAndFromItsSafeArea() throws {
        let engine = try makeEngine(width: 812, height: 375)
        try engine.setSafeAreaInsets(LayoutInsets(top: 0, leading: 44, bottom: 21, trailing: 44))
        try engine.setSystemMinimumLayoutMargins(phone)
        let root = engine.root
        let card = try addView("card", to: root)
        try engine.activate(card.edges == root.edges.inset(by: 100))
        // Measured from the safe area, as margins are: 44 + 16 at the sides; the root's default
        // 8 at the top and bottom (more than the minimum's 0), above the 21 at the bottom.
        #expect(root.layoutMarginsGuide.frame == LayoutRect(x: 60, y: 8, width: 812 - 120, height: 375 - 8 - 29))
        // A subview keeps its own 8 points: the minimum is the root's alone.
        #expect(card.layoutMarginsGuide.frame == LayoutRect(x: 8, y: 8, width: 612 - 16, height: 175 - 16))
    }

    @Test func aMinimumRequiredConstraintsCannotTakeChangesNothing() throws {
        let engine = try makeEngine(width: 375, height: 667)
        let root = engine.root
        let bar = try addView("bar", to: root)
        try engine.setSystemMinimumLayoutMargins(phone)
        try engine.activate([
            bar.leading == root.layoutMarginsGuide.leading, bar.width == 355, bar.trailing <= root.trailing,
            bar.top == root.top, bar.height == 10,
        ])
        #expect(bar.frame == LayoutRect(x: 16, y: 0, width: 355, height: 10))
        // 24 + 355 = 379 would pass the root's trailing edge at 375.
        #expect(throws: LayoutError.self) {
            try engine.setSystemMinimumLayoutMargins(LayoutInsets(top: 0, leading: 24, bottom: 0, trailing: 24))
        }
        #expect(engine.systemMinimumLayoutMargins == phone)
        #expect(bar.frame == LayoutRect(x: 16, y: 0, width: 355, height: 10))
        #expect(throws: LayoutError.self) {
            try engine.setSystemMinimumLayoutMargins(LayoutInsets(top: -1, leading: 0, bottom: 0, trailing: 0))
        }
    }

    @Test func aMinimumSetBeforeTheGuideIsMade() throws {
        let engine = try makeEngine(width: 320, height: 480)
        try engine.setSystemMinimumLayoutMargins(LayoutInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
        // The default 8 at the top and bottom, 20 at the sides.
        #expect(engine.root.layoutMarginsGuide.frame == LayoutRect(x: 20, y: 8, width: 280, height: 464))
    }
}
