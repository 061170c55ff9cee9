import Testing
@testable import ConstraintLayout

/// Each scene is laid out left to right and right to left; the right-to-left frames are the
/// left-to-right ones mirrored in the superview (x' = superview width - x - width), except
/// where `left` and `right` are used, which do not flip.
@Suite("Right to left: leading and trailing flip, left and right do not")
struct LayoutDirectionTests {
    /// A 200 × 100 card 20 points from the root's leading edge, holding an icon and a label
    /// after it, and a badge pinned to the card's *left* edge.
    private func card() throws -> (
        LayoutEngine, card: LayoutView, icon: LayoutView, label: LayoutView, badge: LayoutView
    ) {
        let engine = try makeEngine(width: 375, height: 667)
        let root = engine.root
        let card = try addView("card", to: root)
        let icon = try addView("icon", to: card), label = try addView("label", to: card)
        let badge = try addView("badge", to: card)
        try engine.activate([
            card.leading == root.leading + 20, card.top == root.top + 10, card.width == 200, card.height == 100,
            icon.leading == card.leading + 8, icon.top == card.top, icon.width == 30, icon.height == 30,
            label.leading == icon.trailing + 8, label.trailing <= card.trailing - 8, label.width == 100,
            label.top == card.top, label.height == 20,
            badge.left == card.left + 4, badge.bottom == card.bottom, badge.width == 10, badge.height == 10,
        ])
        return (engine, card, icon, label, badge)
    }

    @Test("the same constraints, left to right and right to left")
    func bothWays() throws {
        let (engine, card, icon, label, badge) = try card()
        #expect(card.frame == LayoutRect(x: 20, y: 10, width: 200, height: 100))
        #expect(icon.frame == LayoutRect(x: 8, y: 0, width: 30, height: 30))
        #expect(label.frame == LayoutRect(x: 46, y: 0, width: 100, height: 20))
        #expect(badge.frame == LayoutRect(x: 4, y: 90, width: 10, height: 10))

        try engine.setLayoutDirection(.rightToLeft)
        #expect(card.effectiveLayoutDirection == .rightToLeft)
        // Mirrored: card 375 - 20 - 200 = 155; icon 200 - 8 - 30 = 162; label 200 - 46 - 100.
        #expect(card.frame == LayoutRect(x: 155, y: 10, width: 200, height: 100))
        #expect(icon.frame == LayoutRect(x: 162, y: 0, width: 30, height: 30))
        #expect(label.frame == LayoutRect(x: 54, y: 0, width: 100, height: 20))
        // `left` does not flip.
        #expect(badge.frame == LayoutRect(x: 4, y: 90, width: 10, height: 10))

        try engine.setLayoutDirection(.leftToRight)
        #expect(label.frame == LayoutRect(x: 46, y: 0, width: 100, height: 20))
    }

    @Test("a view's direction is inherited by its subtree and can be overridden")
    func inheritedAndOverridden() throws {
        let (engine, card, icon, label, _) = try card()
        engine.root.layoutDirection = .rightToLeft
        #expect(icon.effectiveLayoutDirection == .rightToLeft)
        #expect(icon.frame.minX == 162)
        // The card lays its own content out left to right again; its place in the root stays
        // right to left.
        card.layoutDirection = .leftToRight
        #expect(icon.effectiveLayoutDirection == .leftToRight && icon.layoutDirection == nil)
        #expect(card.frame.minX == 155)
        #expect(icon.frame.minX == 8 && label.frame.minX == 46)
        card.layoutDirection = nil
        #expect(icon.frame.minX == 162)
    }

    @Test("a subtree set right to left before it joins an engine lays out right to left there")
    func rightToLeftSubtreeJoins() throws {
        // The engine has laid nothing out right to left before the card joins.
        let engine = try makeEngine(width: 375, height: 667)
        let root = engine.root
        let left = try addView("left", to: root)
        try engine.activate([left.leading == root.leading + 20, left.width == 50])
        #expect(left.frame.minX == 20)
        let card = LayoutView("card"), icon = LayoutView("icon")
        try card.addSubview(icon)
        card.layoutDirection = .rightToLeft
        try root.addSubview(card)
        try engine.activate([
            card.leading == root.leading + 20, card.width == 200,
            icon.leading == card.leading + 8, icon.width == 30,
        ])
        // The card sits in the root, left to right: 20 from its left edge; the icon in the
        // card, right to left: 200 - 8 - 30 = 162.
        #expect(card.frame.minX == 20 && icon.frame.minX == 162)
        #expect(left.frame.minX == 20)
    }

    @Test("a multiplier right to left is measured from the ancestor's right edge")
    func multiplier() throws {
        let (engine, card, _, _, _) = try card()
        let marker = try addView("marker", to: card)
        try engine.activate([
            marker.leading.constraint(equalTo: card.trailing, multiplier: 0.5),
            marker.top == card.top, marker.width == 10, marker.height == 10,
        ])
        // Left to right: halfway across the card.
        #expect(marker.frame.minX == 100)
        try engine.setLayoutDirection(.rightToLeft)
        // Right to left: the card's trailing edge is 200 from its right edge; the marker's
        // leading (right) edge is 100 from it: x = 200 - 100 - 10.
        #expect(marker.frame.minX == 90)
    }

    @Test("directional margins and edges follow the direction")
    func margins() throws {
        let (engine, card, _, _, _) = try card()
        try card.setDirectionalLayoutMargins(LayoutInsets(top: 0, leading: 16, bottom: 0, trailing: 4))
        let text = try addView("text", to: card)
        try engine.activate(text.edges == card.layoutMarginsGuide.edges)
        #expect(text.frame == LayoutRect(x: 16, y: 0, width: 180, height: 100))
        try engine.setLayoutDirection(.rightToLeft)
        #expect(text.frame == LayoutRect(x: 4, y: 0, width: 180, height: 100))
    }

    @Test("a direction that required constraints cannot take throws and changes nothing")
    func conflict() throws {
        let (engine, card, _, _, _) = try card()
        let pin = (card.left == engine.root.left + 20).labeled("pin")
        try engine.activate([pin])
        let error = #expect(throws: LayoutError.self) { try engine.setLayoutDirection(.rightToLeft) }
        #expect(error?.unsatisfiable?.conflicts.map(\.identifier).contains("pin") == true)
        #expect(engine.layoutDirection == .leftToRight)
        #expect(card.frame.minX == 20)
        #expect(engine.constraints.contains { $0 === pin })
        // Mixing leading with left has no meaning.
        #expect(throws: LayoutError.self) { try engine.activate([card.leading == engine.root.left]) }
    }
}
