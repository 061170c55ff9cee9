import Testing

@testable import ConstraintLayout

/// UIKit spellings that work here as typed: `layoutMargins` with left and right edges (absolute),
/// `preferredMaxLayoutWidth = x`, and a visual format with `metrics: nil`.
@Suite("UIKit porting")
struct UIKitPortingTests {
    @Test("layoutMargins are absolute: left and right stay on their sides under right to left")
    func leftRightMargins() throws {
        let engine = try makeEngine()
        let card = try addView("card", to: engine.root)
        let text = try addView("text", to: card)
        try engine.activate([
            card.leading == engine.root.leading, card.trailing == engine.root.trailing, card.top == engine.root.top,
            card.height == 100,
            text.leading == card.layoutMarginsGuide.leading, text.trailing == card.layoutMarginsGuide.trailing,
            text.top == card.layoutMarginsGuide.top, text.bottom == card.layoutMarginsGuide.bottom,
        ])
        card.layoutMargins = LayoutEdgeInsets(top: 5, left: 10, bottom: 15, right: 30)
        // From left to right, leading is left: the text from 10 to 375 - 30, 5 to 100 - 15.
        #expect(card.directionalLayoutMargins == LayoutInsets(top: 5, leading: 10, bottom: 15, trailing: 30))
        #expect(text.frame == LayoutRect(x: 10, y: 5, width: 335, height: 80))
        // From right to left the margins stay on their sides (UIKit's UIEdgeInsets are
        // absolute): still 10 on the left and 30 on the right, so the text is where it was;
        // read as directional margins the leading (right) one is 30.
        card.layoutDirection = .rightToLeft
        #expect(card.layoutMargins == LayoutEdgeInsets(top: 5, left: 10, bottom: 15, right: 30))
        #expect(card.directionalLayoutMargins == LayoutInsets(top: 5, leading: 30, bottom: 15, trailing: 10))
        #expect(text.frame == LayoutRect(x: 10, y: 5, width: 335, height: 80))
        // Set while right to left: left 0, right 20 is leading 20, trailing 0.
        card.layoutMargins = LayoutEdgeInsets(top: 0, left: 0, bottom: 0, right: 20)
        #expect(card.directionalLayoutMargins == LayoutInsets(top: 0, leading: 20, bottom: 0, trailing: 0))
        #expect(text.frame == LayoutRect(x: 0, y: 0, width: 355, height: 100))
        // Directional margins follow the direction: leading 10 is 10 from the right edge now,
        // trailing 30 is 30 from the left (text from 30 to 375 - 10), and from the left again
        // once the direction is back.
        card.directionalLayoutMargins = LayoutInsets(top: 0, leading: 10, bottom: 0, trailing: 30)
        #expect(card.layoutMargins == LayoutEdgeInsets(top: 0, left: 30, bottom: 0, right: 10))
        #expect(text.frame == LayoutRect(x: 30, y: 0, width: 335, height: 100))
        card.layoutDirection = .leftToRight
        #expect(card.layoutMargins == LayoutEdgeInsets(top: 0, left: 10, bottom: 0, right: 30))
        #expect(text.frame == LayoutRect(x: 10, y: 0, width: 335, height: 100))
    }

    @Test("the root's absolute margins take the system minimum of the side in the root's direction")
    func absoluteRootMarginsAndSystemMinimum() throws {
        let engine = try makeEngine()
        let root = engine.root
        let text = try addView("text", to: root)
        try engine.activate([
            text.left == root.layoutMarginsGuide.left, text.right == root.layoutMarginsGuide.right,
            text.top == root.top, text.height == 10,
        ])
        // A minimum of 16 leading and 40 trailing; margins of 20 on the left, 0 on the right.
        try engine.setSystemMinimumLayoutMargins(LayoutInsets(top: 0, leading: 16, bottom: 0, trailing: 40))
        try root.setLayoutMargins(LayoutEdgeInsets(top: 0, left: 20, bottom: 0, right: 0))
        // Left to right: left max(20, 16) = 20, right max(0, 40) = 40: 20 to 335.
        #expect(text.frame == LayoutRect(x: 20, y: 0, width: 315, height: 10))
        // Right to left the trailing minimum is on the left: left max(20, 40) = 40, right
        // max(0, 16) = 16: 40 to 359.
        try engine.setLayoutDirection(.rightToLeft)
        #expect(text.frame == LayoutRect(x: 40, y: 0, width: 319, height: 10))
        // A negative margin is refused by its side's name.
        #expect {
            try root.setLayoutMargins(LayoutEdgeInsets(top: 0, left: 0, bottom: 0, right: -1))
        } throws: { error in
            guard case .nonFiniteValue(_, let context) = error as? LayoutError else { return false }
            return context == "right margin of 'root'"
        }
        #expect(root.layoutMargins == LayoutEdgeInsets(top: 0, left: 20, bottom: 0, right: 0))
    }

    @Test("preferredMaxLayoutWidth = x caps a multi-line label's width, as its setter does")
    func preferredMaxLayoutWidthAssignment() throws {
        let engine = try makeEngine()
        // 600 points of text on one line, 20 points a line.
        let label = try addView("label", to: engine.root, intrinsic: IntrinsicContentSize(width: 600, height: 20))
        try label.setHeightForWidth { width in 20 * (600 / width).rounded(.up) }
        try engine.activate([label.leading == engine.root.leading, label.top == engine.root.top])
        label.preferredMaxLayoutWidth = 300
        // 300 wide: two lines.
        #expect(label.preferredMaxLayoutWidth == 300)
        #expect(label.frame == LayoutRect(x: 0, y: 0, width: 300, height: 40))
        label.preferredMaxLayoutWidth = 200
        #expect(label.frame == LayoutRect(x: 0, y: 0, width: 200, height: 60))
    }

    @Test("a visual format with metrics: nil, as UIKit code passes it")
    func visualFormatWithNilMetrics() throws {
        let engine = try makeEngine()
        let a = try addView("a", to: engine.root), b = try addView("b", to: engine.root)
        let constraints = try LayoutConstraint.constraints(
            withVisualFormat: "H:|-[a]-[b(==a)]-|", options: [], metrics: nil, views: ["a": a, "b": b])
        try engine.activate(
            constraints + [a.top == engine.root.top, a.height == 10, b.top == engine.root.top, b.height == 10])
        // The standard spacings: 20 to the superview, 8 between: (375 - 20 - 8 - 20) / 2 =
        // 163.5 each, b at 20 + 163.5 + 8.
        #expect(a.frame == LayoutRect(x: 20, y: 0, width: 163.5, height: 10))
        #expect(b.frame == LayoutRect(x: 191.5, y: 0, width: 163.5, height: 10))
    }
}
