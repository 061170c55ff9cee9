import Testing
import Layout

/// The README's `## Layout` example, verbatim, so that it keeps compiling.
@Suite("README example")
struct ReadmeExampleTests {
    @Test("the README's strip example lays out and re-solves as the article's formula says")
    func readmeExample() throws {
        // --- README begins
        let engine = LayoutEngine()
        let root = engine.root
        let strip = View("strip")
        let badge = View("badge", intrinsicContentSize: IntrinsicContentSize(width: 40, height: 20))
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
            badge.width == 60 ~ .defaultLow + 1,   // a wish, below compression resistance
        ])
        try engine.layout(width: 375, height: 667)
        print(strip.frame)   // (0, 20, 375, 105.75)
        print(badge.frame)   // (307, 42.875, 60, 20): in the strip's coordinates

        try height.setConstant(20)              // in place, then re-solved
        try engine.layout(width: 320, height: 568)
        print(strip.frame)   // (0, 20, 320, 100)
        print(height)        // strip.height == 0.25 × strip.width + 20
        // --- README ends

        // The formula: H = W/4 + 12, then W/4 + 20.
        #expect(strip.frameInRoot == Rect(x: 0, y: 20, width: 320, height: 320.0 / 4 + 20))
        // badge: wants 60 wide at 251; compression (750) keeps it >= 40 and hugging (250) loses
        // to the 251 wish, so 60; right edge 8 points inside the strip.
        #expect(badge.frame == Rect(x: 320 - 8 - 60, y: (100 - 20) / 2, width: 60, height: 20))
        #expect(height.description == "strip.height == 0.25 × strip.width + 20")
    }
}
