import Testing
@testable import ConstraintLayout

@Suite("Intrinsic content size: hugging and compression resistance")
struct ContentSizeTests {
    @Test("a view with an intrinsic size needs only a position")
    func intrinsicSizeSizesTheView() throws {
        let engine = try makeEngine()
        let label = try addView("label", to: engine.root, intrinsic: IntrinsicContentSize(width: 120, height: 20))
        try engine.activate([label.leading == engine.root.leading + 8, label.top == engine.root.top + 8])
        #expect(label.frame == LayoutRect(x: 8, y: 8, width: 120, height: 20))
        #expect(!label.hasAmbiguousLayout)
        #expect(label.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(label.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }

    @Test("content that does not fit: compression resistance (750) beats a 749 wish, loses to 751")
    func compressionAgainstAWish() throws {
        let engine = try makeEngine()
        let label = try addView("label", to: engine.root, intrinsic: IntrinsicContentSize(width: 200, height: 20))
        try engine.activate([label.leading == engine.root.leading, label.top == engine.root.top])
        let squeeze = label.width == 150 ~ .defaultHigh - 1
        try engine.activate([squeeze])
        #expect(label.frame.width == 200)
        try squeeze.setPriority(.defaultHigh + 1)
        #expect(label.frame.width == 150)
    }

    @Test("extra room: hugging (250) beats a 249 wish to stretch, loses to 251")
    func huggingAgainstAWish() throws {
        let engine = try makeEngine()
        let label = try addView("label", to: engine.root, intrinsic: IntrinsicContentSize(width: 200, height: 20))
        try engine.activate([label.leading == engine.root.leading, label.top == engine.root.top])
        let stretch = label.width == 300 ~ .defaultLow - 1
        try engine.activate([stretch])
        #expect(label.frame.width == 200)
        try stretch.setPriority(.defaultLow + 1)
        #expect(label.frame.width == 300)
    }

    /// Two labels side by side filling the root: `a | b`, each 100 wide by content.
    private func row(width: Double) throws -> (LayoutEngine, LayoutView, LayoutView) {
        let engine = try makeEngine(width: width, height: 100)
        let root = engine.root
        let a = try addView("a", to: root, intrinsic: IntrinsicContentSize(width: 100, height: 20))
        let b = try addView("b", to: root, intrinsic: IntrinsicContentSize(width: 100, height: 20))
        try engine.activate([
            a.leading == root.leading, b.leading == a.trailing, b.trailing == root.trailing,
            a.top == root.top, b.top == root.top,
        ])
        return (engine, a, b)
    }

    @Test("too narrow: equal compression resistance is ambiguous; the lower one gives way")
    func compressionDecidesWhoShrinks() throws {
        let (engine, a, b) = try row(width: 150)
        #expect(a.hasAmbiguousLayout && b.hasAmbiguousLayout)
        try a.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        // a keeps its 100; b gets the remaining 150 - 100.
        #expect(a.frame == LayoutRect(x: 0, y: 0, width: 100, height: 20))
        #expect(b.frame == LayoutRect(x: 100, y: 0, width: 50, height: 20))
        #expect(engine.ambiguousViews.isEmpty)
    }

    @Test("too wide: equal hugging is ambiguous; the lower hugging priority stretches")
    func huggingDecidesWhoGrows() throws {
        let (engine, a, b) = try row(width: 300)
        #expect(a.hasAmbiguousLayout && b.hasAmbiguousLayout)
        try b.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        // b hugs its 100; a takes 300 - 100.
        #expect(a.frame.width == 200)
        #expect(b.frame == LayoutRect(x: 200, y: 0, width: 100, height: 20))
        #expect(engine.ambiguousViews.isEmpty)
    }

    @Test("changing the intrinsic size changes constants in place; removing an axis removes its pair")
    func intrinsicSizeChangesInPlace() throws {
        let engine = try makeEngine()
        let label = try addView("label", to: engine.root, intrinsic: IntrinsicContentSize(width: 120, height: 20))
        try engine.activate([label.leading == engine.root.leading, label.top == engine.root.top])
        let before = engine.statistics
        try label.setIntrinsicContentSize(IntrinsicContentSize(width: 80, height: 20))
        #expect(label.frame.width == 80)
        #expect(engine.statistics.constantChanges == before.constantChanges + 2)
        #expect(engine.statistics.additions == before.additions)
        try label.setIntrinsicContentSize(IntrinsicContentSize(width: 80))
        #expect(engine.statistics.removals == before.removals + 2)
        #expect(label.hasAmbiguousLayout)  // nothing fixes the height any more
        try label.setIntrinsicContentSize(IntrinsicContentSize(width: 80, height: 30))
        #expect(label.frame.height == 30)
        #expect(throws: LayoutError.self) { try label.setIntrinsicContentSize(IntrinsicContentSize(width: -1)) }
        #expect(label.intrinsicContentSize == IntrinsicContentSize(width: 80, height: 30))
    }

    @Test("content priorities change strength in place; to required re-adds")
    func contentPriorityChanges() throws {
        let engine = try makeEngine()
        let label = try addView("label", to: engine.root, intrinsic: IntrinsicContentSize(width: 120, height: 20))
        try engine.activate([label.leading == engine.root.leading, label.top == engine.root.top])
        var before = engine.statistics
        try label.setContentCompressionResistancePriority(.defaultHigh + 10, for: .horizontal)
        #expect(engine.statistics.strengthChanges == before.strengthChanges + 1)
        #expect(engine.statistics.additions == before.additions)
        before = engine.statistics
        try label.setContentCompressionResistancePriority(.required, for: .horizontal)
        #expect(engine.statistics.removals == before.removals + 1)
        #expect(engine.statistics.additions == before.additions + 1)
        // Required compression resistance now conflicts with a required narrower width.
        let error = #expect(throws: LayoutError.self) { try engine.activate([label.width == 100]) }
        #expect(error?.unsatisfiable?.conflicts.map(\.identifier) == ["Layout-CompressionResistance-Width"])
        #expect(throws: LayoutError.self) { try label.setContentHuggingPriority(2000, for: .vertical) }
    }

    @Test("content constraints wait for the next activation and follow the caller's constraints")
    func contentConstraintsAreDeferred() throws {
        let engine = try makeEngine()
        let label = try addView("label", to: engine.root, intrinsic: IntrinsicContentSize(width: 50, height: 10))
        #expect(engine.constraintsAffectingLayout(for: label).isEmpty)
        let pins = [label.leading == engine.root.leading, label.top == engine.root.top]
        try engine.activate(pins)
        let order = engine.constraintsAffectingLayout(for: label)
        #expect(order.count == 6)
        #expect(order.prefix(2).elementsEqual(pins) { $0 === $1 })
        #expect(
            order.suffix(4).map(\.identifier) == [
                "Layout-ContentHugging-Width", "Layout-CompressionResistance-Width",
                "Layout-ContentHugging-Height", "Layout-CompressionResistance-Height",
            ])
        #expect(label.frame == LayoutRect(x: 0, y: 0, width: 50, height: 10))
        // A size change while pending is simply stored; layout adds the constraints too.
        let late = try addView("late", to: engine.root, intrinsic: IntrinsicContentSize(width: 5))
        try late.setIntrinsicContentSize(IntrinsicContentSize(width: 7))
        try engine.activate([late.leading == engine.root.leading])
        #expect(late.frame.width == 7)
    }

    @Test("a view with a bad intrinsic size cannot join an engine")
    func badIntrinsicSize() throws {
        let engine = try makeEngine()
        let bad = LayoutView("bad", intrinsicContentSize: IntrinsicContentSize(width: .nan))
        #expect(throws: LayoutError.self) { try engine.root.addSubview(bad) }
        #expect(bad.superview == nil && bad.engine == nil && engine.root.subviews.isEmpty)
        let negative = LayoutView("negative")
        try negative.setIntrinsicContentSize(IntrinsicContentSize(width: 10))
        #expect(throws: LayoutError.self) { try negative.setIntrinsicContentSize(IntrinsicContentSize(height: -5)) }
        #expect(negative.intrinsicContentSize == IntrinsicContentSize(width: 10))
    }

    @Test("a view that joins an engine brings its content size; one that leaves takes it away")
    func contentFollowsTheView() throws {
        let engine = try makeEngine()
        let container = LayoutView("container")
        let label = LayoutView("label", intrinsicContentSize: IntrinsicContentSize(width: 70, height: 15))
        try container.addSubview(label)
        #expect(label.engine == nil)
        try engine.root.addSubview(container)
        #expect(label.engine === engine)
        try engine.activate([label.leading == engine.root.leading, label.top == engine.root.top])
        #expect(label.frame.size == LayoutSize(width: 70, height: 15))
        let before = engine.constraints.count
        container.removeFromSuperview()
        // Four content constraints and the two pins go.
        #expect(engine.constraints.count == before - 6)
        #expect(label.engine == nil && label.frame == .zero)
    }

    @Test("a required content constraint that cannot hold rolls the size change back")
    func contentConflictRollsBack() throws {
        let engine = try makeEngine()
        let label = try addView("label", to: engine.root, intrinsic: IntrinsicContentSize(width: 120, height: 20))
        try label.setContentCompressionResistancePriority(.required, for: .horizontal)
        let cap = (label.width <= 150).labeled("cap")
        try engine.activate([label.leading == engine.root.leading, label.top == engine.root.top, cap])
        let error = #expect(throws: LayoutError.self) {
            try label.setIntrinsicContentSize(IntrinsicContentSize(width: 180, height: 30))
        }
        #expect(error?.unsatisfiable?.constraint.identifier == "Layout-CompressionResistance-Width")
        #expect(error?.unsatisfiable?.conflicts.map(\.identifier) == ["cap"])
        #expect(label.intrinsicContentSize == IntrinsicContentSize(width: 120, height: 20))
        #expect(label.frame == LayoutRect(x: 0, y: 0, width: 120, height: 20))
    }
}
