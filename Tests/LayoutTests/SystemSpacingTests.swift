import ConstraintLayout
import Testing

/// UIKit's system spacing calls: 8 points between views, times the multiplier.
@Suite struct SystemSpacingTests {
    @Test func afterAndBelow() throws {
        let engine = LayoutEngine()
        let a = LayoutView("a", intrinsicContentSize: IntrinsicContentSize(width: 50, height: 20))
        let b = LayoutView("b", intrinsicContentSize: IntrinsicContentSize(width: 50, height: 20))
        let c = LayoutView("c", intrinsicContentSize: IntrinsicContentSize(width: 50, height: 20))
        for v in [a, b, c] { try engine.root.addSubview(v) }
        try engine.activate([
            a.leading == engine.root.leading, a.top == engine.root.top,
            b.leading.constraint(equalToSystemSpacingAfter: a.trailing, multiplier: 2), b.top == a.top,
            c.top.constraint(equalToSystemSpacingBelow: a.bottom, multiplier: 1),
            (c.leading == engine.root.leading).withPriority(.defaultLow),
            c.leading.constraint(greaterThanOrEqualToSystemSpacingAfter: engine.root.leading, multiplier: 0.5),
        ])
        try engine.layout(width: 375, height: 667)
        // b: 50 + 2 × 8; c: 20 + 8 below, its leading kept 0.5 × 8 from the root's.
        #expect(b.frame == LayoutRect(x: 66, y: 0, width: 50, height: 20))
        #expect(c.frame == LayoutRect(x: 4, y: 28, width: 50, height: 20))
    }

    @Test func aViewOutsideAnEngineSaysWhatToDo() {
        let loose = LayoutView("loose")
        #expect(throws: LayoutError.self) { try LayoutConstraint.activate([loose.width == 10]) }
        do {
            try LayoutConstraint.activate([loose.width == 10])
        } catch {
            #expect(
                "\(error)".hasSuffix(
                    "a view lays out once it is under an engine's root (let engine = LayoutEngine(); try engine.root.addSubview(view))"
                ))
        }
    }
}

/// `insetsLayoutMarginsFromSafeArea`: margins measured from the safe area (the default) or from
/// the view's edges.
@Suite struct MarginsFromSafeAreaTests {
    @Test func fromTheEdgesWhenTurnedOff() throws {
        let engine = LayoutEngine()
        let root = engine.root
        try engine.setSafeAreaInsets(LayoutInsets(top: 44, leading: 0, bottom: 34, trailing: 0))
        try engine.layout(width: 375, height: 812)
        let guide = root.layoutMarginsGuide
        // 8-point margins inside the safe area: 44 + 8 from the top, 34 + 8 from the bottom.
        #expect(guide.frame == LayoutRect(x: 8, y: 52, width: 359, height: 812 - 52 - 42))
        root.insetsLayoutMarginsFromSafeArea = false
        #expect(!root.insetsLayoutMarginsFromSafeArea)
        #expect(guide.frame == LayoutRect(x: 8, y: 8, width: 359, height: 796))
        root.insetsLayoutMarginsFromSafeArea = true
        #expect(guide.frame == LayoutRect(x: 8, y: 52, width: 359, height: 718))
    }
}
