import Testing
import ConstraintLayout

/// The README's `## Layout` examples, verbatim (with checks between the pauses), so that they
/// keep compiling and mean what they print.
@Suite("README example")
struct ReadmeExampleTests {
    @Test("the README's strip example lays out and re-solves as the article's formula says")
    func readmeExample() throws {
        // --- README begins
        let engine = LayoutEngine()
        let root = engine.root
        let strip = LayoutView("strip")
        let badge = LayoutView("badge", intrinsicContentSize: IntrinsicContentSize(width: 40, height: 20))
        try root.addSubview(strip)
        try strip.addSubview(badge)

        let height = strip.height.constraint(equalTo: strip.width, multiplier: 0.25, constant: 12)
        try engine.activate([
            strip.leading == root.leading,
            strip.trailing == root.trailing,
            strip.top == root.top + 20,
            height,
            badge.trailing == strip.trailing - 8,
            badge.centerY == strip.centerY,
            badge.width == 60 ~ .defaultLow + 1,  // a wish, below compression resistance
        ])
        try engine.layout(width: 375, height: 667)
        print(strip.frame)  // (0, 20, 375, 105.75)
        print(badge.frame)  // (307, 42.875, 60, 20): in the strip's coordinates

        try height.setConstant(20)  // in place, then re-solved
        try engine.layout(width: 320, height: 568)
        print(strip.frame)  // (0, 20, 320, 100)
        print(height)  // strip.height == 0.25 × strip.width + 20
        // --- README ends

        // The formula: H = W/4 + 12, then W/4 + 20.
        #expect(strip.frameInRoot == LayoutRect(x: 0, y: 20, width: 320, height: 320.0 / 4 + 20))
        // badge: wants 60 wide at 251; compression (750) keeps it >= 40 and hugging (250) loses
        // to the 251 wish, so 60; right edge 8 points inside the strip.
        #expect(badge.frame == LayoutRect(x: 320 - 8 - 60, y: (100 - 20) / 2, width: 60, height: 20))
        #expect(height.description == "strip.height == 0.25 × strip.width + 20")
    }

    @Test("the README's UIKit-habit example: margins, safe area, setters, rotation")
    func readmeGuidesExample() throws {
        // --- README begins
        let engine = LayoutEngine()
        let root = engine.root
        let card = LayoutView("card")
        let title = LayoutView("title", intrinsicContentSize: IntrinsicContentSize(width: 120, height: 20))
        try root.addSubview(card)
        try card.addSubview(title)
        try engine.layout(width: 390, height: 844)
        try engine.setSafeAreaInsets(LayoutInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        try root.setDirectionalLayoutMargins(LayoutInsets(top: 0, leading: 16, bottom: 0, trailing: 16))

        let cardHeight = card.height.constraint(equalToConstant: 100)
        try LayoutConstraint.activate([
            card.top.constraint(equalTo: root.layoutMarginsGuide.top),
            card.leading.constraint(equalTo: root.layoutMarginsGuide.leading),
            card.trailing.constraint(equalTo: root.layoutMarginsGuide.trailing),
            cardHeight,
            title.leading.constraint(equalTo: card.layoutMarginsGuide.leading),
            title.top.constraint(equalTo: card.layoutMarginsGuide.top),
        ])
        print(card.frame)  // (16, 47, 358, 100): inside the notch and the root's margins
        print(title.frame)  // (8, 8, 120, 20): the card's default 8-point margins
        // --- README pauses
        // The root's margins guide starts at the safe area (47 down) and is 16 in from each
        // side: 390 - 32 = 358 wide. The card lies inside the safe area, so its own guide is
        // its bounds, and its margins are UIKit's default 8.
        #expect(card.frame == LayoutRect(x: 16, y: 47, width: 358, height: 100))
        #expect(title.frame == LayoutRect(x: 8, y: 8, width: 120, height: 20))
        // --- README resumes

        cardHeight.constant = 140  // UIKit's spelling, in place
        let half = title.width.constraint(equalTo: card.width, multiplier: 0.5)
        half.priority = .defaultHigh
        half.isActive = true
        print(title.frame)  // (8, 8, 179, 20)
        // --- README pauses
        // Half of 358 at 750 beats hugging (250); compression resistance (>= 120) holds.
        #expect(title.frame == LayoutRect(x: 8, y: 8, width: 358.0 / 2, height: 20))
        // --- README resumes

        try engine.layout(width: 844, height: 390)  // rotation: a new size and new insets
        try engine.setSafeAreaInsets(LayoutInsets(top: 0, leading: 47, bottom: 21, trailing: 47))
        print(card.frame)  // (63, 0, 718, 140)
        // --- README ends

        // 47 + 16 from each side: 844 - 2 × 63 = 718 wide; the top inset is gone.
        #expect(card.frame == LayoutRect(x: 63, y: 0, width: 718, height: 140))
        #expect(title.frame == LayoutRect(x: 8, y: 8, width: 359, height: 20))
    }
}
