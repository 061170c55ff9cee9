import Testing
@testable import ConstraintLayout

@Suite("Baselines: first and last, from a view's baseline offsets")
struct BaselineTests {
    /// Three labels and an icon aligned on `label`'s baselines: `label` 100 × 20 at (0, 50)
    /// with its first baseline 16 below the top and its last 4 above the bottom.
    private func scene() throws -> (
        LayoutEngine, label: LayoutView, tall: LayoutView, deep: LayoutView, icon: LayoutView
    ) {
        let engine = try makeEngine()
        let root = engine.root
        let label = try addView("label", to: root, intrinsic: IntrinsicContentSize(width: 100, height: 20))
        let tall = try addView("tall", to: root, intrinsic: IntrinsicContentSize(width: 80, height: 30))
        let deep = try addView("deep", to: root, intrinsic: IntrinsicContentSize(width: 60, height: 40))
        let icon = try addView("icon", to: root)
        try label.setBaselineOffsets(BaselineOffsets(firstFromTop: 16, lastFromBottom: 4))
        try tall.setBaselineOffsets(BaselineOffsets(firstFromTop: 24, lastFromBottom: 6))
        try deep.setBaselineOffsets(BaselineOffsets(firstFromTop: 10, lastFromBottom: 8))
        try engine.activate([
            label.leading == root.leading, label.top == root.top + 50,
            tall.leading == label.trailing + 8, tall.firstBaseline == label.firstBaseline,
            deep.leading == tall.trailing + 8, deep.lastBaseline == label.lastBaseline,
            icon.leading == deep.trailing + 8, icon.width == 10, icon.height == 10,
            icon.firstBaseline == label.firstBaseline,
        ])
        return (engine, label, tall, deep, icon)
    }

    @Test("first baselines line up below the tops, last baselines above the bottoms")
    func alignment() throws {
        let (engine, label, tall, deep, icon) = try scene()
        defer { withExtendedLifetime(engine) {} }  // views hold their engine weakly
        // label's first baseline: 50 + 16 = 66; its last: 70 - 4 = 66 (one line).
        #expect(label.frame.minY == 50)
        #expect(tall.frame.minY == 66 - 24)  // 42
        #expect(deep.frame.maxY == 66 + 8)  // 74: its last baseline is 8 above its bottom
        // A view without text has its baselines at the bottom edge.
        #expect(icon.frame.maxY == 66)
        #expect(!tall.hasAmbiguousLayout && !deep.hasAmbiguousLayout && !icon.hasAmbiguousLayout)
    }

    @Test("new offsets change the constants in place; no offsets moves the baselines to the bottom")
    func offsetsChange() throws {
        let (engine, label, tall, deep, icon) = try scene()
        var before = engine.statistics
        try label.setBaselineOffsets(BaselineOffsets(firstFromTop: 18, lastFromBottom: 2))
        // First baseline 50 + 18 = 68, last 70 - 2 = 68.
        #expect(tall.frame.minY == 68 - 24)
        #expect(deep.frame.maxY == 68 + 8)
        #expect(icon.frame.maxY == 68)
        #expect(engine.statistics.constantChanges == before.constantChanges + 3)
        #expect(engine.statistics.additions == before.additions)

        before = engine.statistics
        try label.setBaselineOffsets(nil)
        // Both baselines at label's bottom: 70.
        #expect(tall.frame.minY == 70 - 24)
        #expect(deep.frame.maxY == 70 + 8)
        #expect(icon.frame.maxY == 70)
        #expect(engine.statistics.removals == before.removals + 3)
        #expect(engine.statistics.additions == before.additions + 3)
        #expect(label.baselineOffsets == nil)
    }

    @Test("offsets that a required constraint cannot take throw and change nothing")
    func conflict() throws {
        let (engine, label, tall, _, _) = try scene()
        let pin = (tall.top == engine.root.top + 42).labeled("pin")
        try engine.activate([pin])
        let error = #expect(throws: LayoutError.self) {
            try label.setBaselineOffsets(BaselineOffsets(firstFromTop: 18, lastFromBottom: 2))
        }
        #expect(error?.unsatisfiable?.constraint.text == "tall.firstBaseline == label.firstBaseline")
        #expect(error?.unsatisfiable?.conflicts.map(\.identifier).contains("pin") == true)
        #expect(label.baselineOffsets == BaselineOffsets(firstFromTop: 16, lastFromBottom: 4))
        #expect(tall.frame.minY == 42)
        #expect(throws: LayoutError.self) {
            try label.setBaselineOffsets(BaselineOffsets(firstFromTop: .nan, lastFromBottom: 2))
        }
    }
}
