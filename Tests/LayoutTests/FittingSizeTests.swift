import Testing
@testable import ConstraintLayout

@Suite("Self-sizing: systemLayoutSizeFitting")
struct FittingSizeTests {
    /// A card as wide as the root, holding a 120 × 20 title and a 200 × 40 body under it:
    /// 16 points of padding at the sides, 12 at top and bottom, 8 between.
    private func card() throws -> (LayoutEngine, LayoutView) {
        let engine = try makeEngine(width: 375, height: 667)
        let root = engine.root
        let card = try addView("card", to: root)
        let title = try addView("title", to: card, intrinsic: IntrinsicContentSize(width: 120, height: 20))
        let body = try addView("body", to: card, intrinsic: IntrinsicContentSize(width: 200, height: 40))
        try engine.activate([
            card.leading == root.leading, card.top == root.top, (card.width == root.width).labeled("fullWidth"),
            title.leading == card.leading + 16, title.top == card.top + 12,
            body.leading == card.leading + 16, body.top == title.bottom + 8,
            card.bottom == body.bottom + 12,
            card.trailing >= title.trailing + 16, (card.trailing >= body.trailing + 16).labeled("bodyPadding"),
        ])
        return (engine, card)
    }

    @Test("compressed: the narrowest width the content allows, and its height")
    func compressed() throws {
        let (engine, card) = try card()
        #expect(card.frame == LayoutRect(x: 0, y: 0, width: 375, height: 12 + 20 + 8 + 40 + 12))
        let before = engine.statistics
        let size = try card.systemLayoutSizeFitting(LayoutView.layoutFittingCompressedSize)
        // The body and its padding: 16 + 200 + 16 wide; 92 tall.
        #expect(size == LayoutSize(width: 232, height: 92))
        // Measured on a copy: the layout is as it was.
        #expect(card.frame == LayoutRect(x: 0, y: 0, width: 375, height: 92))
        #expect(engine.statistics == before)
    }

    @Test("a required width and the height for it, as a table cell is sized")
    func heightForWidth() throws {
        let (engine, card) = try card()
        defer { withExtendedLifetime(engine) {} }  // views hold their engine weakly
        let size = try card.systemLayoutSizeFitting(
            LayoutSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size == LayoutSize(width: 320, height: 92))
        let expanded = try card.systemLayoutSizeFitting(LayoutView.layoutFittingExpandedSize)
        // Nothing caps the width; the height is fixed by the required chain.
        #expect(expanded == LayoutSize(width: 1_000_000, height: 92))
    }

    @Test("a required width the content cannot take throws and changes nothing")
    func tooNarrow() throws {
        let (engine, card) = try card()
        // The body's width cannot give way.
        try card.subviews[1].setContentCompressionResistancePriority(.required, for: .horizontal)
        let error = #expect(throws: LayoutError.self) {
            _ = try card.systemLayoutSizeFitting(
                LayoutSize(width: 100, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
        }
        #expect(error?.unsatisfiable?.constraint.identifier == "Layout-Fitting-Width")
        #expect(error?.unsatisfiable?.conflicts.map(\.identifier).contains("bodyPadding") == true)
        #expect(card.frame.width == 375)
        #expect(throws: LayoutError.self) { _ = try LayoutView("loose").systemLayoutSizeFitting(.zero) }
        #expect(throws: LayoutError.self) {
            _ = try card.systemLayoutSizeFitting(
                LayoutSize(width: -1, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: 1)
        }
        withExtendedLifetime(engine) {}
    }

    @Test("the root measures its content, not the window's size")
    func root() throws {
        let engine = try makeEngine(width: 375, height: 667)
        let root = engine.root
        let badge = try addView("badge", to: root, intrinsic: IntrinsicContentSize(width: 30, height: 30))
        try engine.activate([
            badge.leading == root.leading + 10, badge.top == root.top + 10,
            root.trailing >= badge.trailing + 10, root.bottom >= badge.bottom + 10,
        ])
        #expect(
            try root.systemLayoutSizeFitting(LayoutView.layoutFittingCompressedSize)
                == LayoutSize(width: 50, height: 50))
        #expect(root.frame.size == LayoutSize(width: 375, height: 667))
    }
}
