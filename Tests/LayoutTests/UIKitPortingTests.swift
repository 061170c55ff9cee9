import Testing

@testable import ConstraintLayout

/// UIKit spellings that work here as typed: `layoutMargins` with left and right edges,
/// `preferredMaxLayoutWidth = x`, and a visual format with `metrics: nil`.
@Suite("UIKit porting")
struct UIKitPortingTests {
    @Test("layoutMargins reads and sets the margins by left and right, in the view's direction")
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
        // From right to left the leading edge is the right one: read back, the left margin is
        // the trailing one (30), and the text keeps 10 from the leading (right) edge.
        card.layoutDirection = .rightToLeft
        #expect(card.layoutMargins == LayoutEdgeInsets(top: 5, left: 30, bottom: 15, right: 10))
        #expect(text.frame == LayoutRect(x: 30, y: 5, width: 335, height: 80))
        // Set while right to left: left 0, right 20 is leading 20, trailing 0.
        card.layoutMargins = LayoutEdgeInsets(top: 0, left: 0, bottom: 0, right: 20)
        #expect(card.directionalLayoutMargins == LayoutInsets(top: 0, leading: 20, bottom: 0, trailing: 0))
        #expect(text.frame == LayoutRect(x: 0, y: 0, width: 355, height: 100))
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
