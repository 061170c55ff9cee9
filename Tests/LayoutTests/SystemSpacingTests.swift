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
