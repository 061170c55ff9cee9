import Testing
@testable import ConstraintLayout

/// What the engine refuses with a clear error instead of crashing or calling it a bug: a
/// layout started from inside a height-for-width measure, and numbers beyond a double.
@Suite("Layout limits: re-entrant layout and overflow")
struct LayoutLimitsTests {
    /// Whatever a measure closure saw when it tried to lay the engine out.
    private final class Attempts {
        var errors: [LayoutError] = []
    }

    @Test func aMeasureThatLaysTheEngineOutIsRefusedNotRecursed() throws {
        let engine = try makeEngine(width: 375, height: 667)
        let root = engine.root
        let label = try addView("label", to: root, intrinsic: IntrinsicContentSize(width: 600, height: 20))
        try engine.activate([label.leading == root.leading, label.trailing == root.trailing, label.top == root.top])
        let attempts = Attempts()
        try label.setHeightForWidth { [unowned engine] w in
            do throws(LayoutError) { try engine.layout(width: 100, height: 100) } catch {
                attempts.errors.append(error)
            }
            return 20 * (600 / max(w, 1)).rounded(.up)
        }
        try engine.layout(width: 320, height: 568)
        // 320 wide: ⌈600 / 320⌉ = 2 lines of 20; the root kept the size asked for.
        #expect(label.frame == LayoutRect(x: 0, y: 0, width: 320, height: 40))
        #expect(!attempts.errors.isEmpty)
        for error in attempts.errors {
            guard case .reentrantLayout(let view) = error else {
                Issue.record("expected reentrantLayout, got \(error)")
                continue
            }
            #expect(view == "label")
            #expect(
                error.description
                    == "layout(width:height:) called from the height-for-width measure of 'label', which runs "
                    + "during layout: a measure must not lay out its engine")
        }
        // Outside a measure the engine lays out as before.
        try engine.layout(width: 700, height: 400)
        #expect(label.frame.height == 20)
    }

    @Test func aNumberBeyondTheRangeIsReportedNamingTheConstraint() throws {
        let engine = try makeEngine()
        let a = try addView("a", to: engine.root)
        let huge = a.width == 1e308
        do {
            try engine.activate([huge])
            Issue.record("a constraint beyond the solver's range was accepted")
        } catch {
            guard case .numericLimit(let summary, _) = error else {
                Issue.record("expected numericLimit, got \(error)")
                return
            }
            #expect(summary?.refers(to: huge) == true)
            #expect(error.description.contains("beyond ±1e12"))
        }
        #expect(!huge.isActive)
    }

    @Test func anOverflowIsReportedAsOneNamingTheConstraint() throws {
        let engine = try makeEngine()
        let root = engine.root
        // Each view 10¹² times as wide as the one before, from 10¹²: every number is within the
        // solver's range, but v25 would be (10¹²)²⁶ = 10³¹² wide, beyond the largest double
        // (about 1.8e308); v24 is 10³⁰⁰.
        var previous = try addView("v0", to: root)
        try engine.activate([previous.width == 1e12])
        for i in 1...24 {
            let next = try addView("v\(i)", to: root)
            try engine.activate([next.width == previous.width * 1e12])
            previous = next
        }
        let last = try addView("v25", to: root)
        let overflowing = last.width == previous.width * 1e12
        do {
            try engine.activate([overflowing])
            Issue.record("an overflowing constraint was accepted")
        } catch {
            guard case .numericLimit(let summary, _) = error else {
                Issue.record("expected numericLimit, got \(error)")
                return
            }
            #expect(summary?.refers(to: overflowing) == true)
            #expect(error.description.hasPrefix("cannot make the change with constraint v25.width == "))
            #expect(error.description.contains("overflow"))
            #expect(!error.description.contains("unexpected"))
        }
        #expect(!overflowing.isActive)
    }
}
