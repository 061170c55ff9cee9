import Testing
@testable import ConstraintLayout

/// The stack's constraints carry UIKit's identifiers, so the engine's debug output reads like
/// UIKit's log (the lists in "Let's Build UIStackView", kean.github.io).
@Suite("Stack view: constraints named as UIKit names them")
struct StackViewNamingTests {
    /// The descriptions of the engine's constraints whose identifier starts with `UISV`.
    private func stackLines(_ engine: LayoutEngine) -> [String] {
        engine.constraints.filter { $0.identifier?.hasPrefix("UISV") == true }.map(\.description)
    }

    /// In the order the stack states them (see `StackView.desiredArrangement`): across the
    /// axis first, then along it from the leading edge to the trailing one.
    @Test("fill, fill: canvas connections, spacing, alignment")
    func fillFill() throws {
        let engine = try makeEngine()
        _ = try makeStack([LayoutView("a"), LayoutView("b")], in: engine, spacing: 8, width: 100, height: 40)
        #expect(
            stackLines(engine) == [
                "'UISV-canvas-connection' stack.top == a.top",
                "'UISV-canvas-connection' a.bottom == stack.bottom",
                "'UISV-alignment' a.top == b.top",
                "'UISV-alignment' a.bottom == b.bottom",
                "'UISV-canvas-connection' stack.leading == a.leading",
                "'UISV-spacing' b.leading == a.trailing + 8",
                "'UISV-canvas-connection' b.trailing == stack.trailing",
            ])
    }

    @Test("fillEqually with a hidden view: fill-equally and hiding")
    func fillEquallyHiding() throws {
        let engine = try makeEngine()
        let c = LayoutView("c")
        _ = try makeStack([LayoutView("a"), LayoutView("b"), c], in: engine, width: 100, height: 40) {
            $0.distribution = .fillEqually
        }
        c.isHidden = true
        let lines = stackLines(engine)
        #expect(lines.contains("'UISV-fill-equally' b.width == a.width"))
        #expect(lines.contains("'UISV-hiding' c.width == 0"))
        #expect(!lines.contains { $0.hasPrefix("'UISV-fill-equally' c.") })
    }

    @Test("equalSpacing: gap guides with distributing edges, equal gap widths, spacing at least")
    func equalSpacing() throws {
        let engine = try makeEngine()
        _ = try makeStack(
            [LayoutView("a"), LayoutView("b"), LayoutView("c")], in: engine, spacing: 4, width: 100, height: 40
        ) {
            $0.distribution = .equalSpacing
        }
        let lines = stackLines(engine)
        for line in [
            "'UISV-spacing' b.leading >= a.trailing + 4",
            "'UISV-distributing-edge' stack.gap1.leading == a.trailing",
            "'UISV-distributing-edge' stack.gap1.trailing == b.leading",
            "'UISV-fill-equally' stack.gap2.width == stack.gap1.width",
        ] {
            #expect(lines.contains(line), "\(line)")
        }
    }

    @Test("center alignment: the spanning guide's boundaries and fit, and ambiguity suppression")
    func centerAlignment() throws {
        let engine = try makeEngine()
        _ = try makeStack([LayoutView("a"), LayoutView("b")], in: engine, width: 100, height: 40) {
            $0.alignment = .center
        }
        let lines = stackLines(engine)
        for line in [
            "'UISV-alignment' a.centerY == b.centerY",
            "'UISV-canvas-connection' stack.centerY == a.centerY",
            "'UISV-spanning-boundary' stack.spanning.top <= a.top",
            "'UISV-spanning-boundary' stack.spanning.bottom >= b.bottom",
            "'UISV-spanning-fit' stack.spanning.height == 0 @51",
            "'UISV-ambiguity-suppression' a.height == 0 @25",
        ] {
            #expect(lines.contains(line), "\(line)")
        }
    }

    @Test("fillProportionally: shares of the stack at 999, 998")
    func fillProportionally() throws {
        let engine = try makeEngine()
        _ = try makeStack([sized("a", 30, nil), sized("b", 10, nil)], in: engine, width: 100, height: 40) {
            $0.distribution = .fillProportionally
        }
        // 30 / 40 = 0.75 and 10 / 40 = 0.25.
        #expect(
            stackLines(engine).filter { $0.contains("proportionally") } == [
                "'UISV-fill-proportionally' a.width == 0.75 × stack.width @999",
                "'UISV-fill-proportionally' b.width == 0.25 × stack.width @998",
            ])
    }

    @Test("the debug listing shows the stack's constraints by name")
    func layoutDescription() throws {
        let engine = try makeEngine()
        _ = try makeStack([LayoutView("a"), LayoutView("b")], in: engine, spacing: 8, width: 100, height: 40)
        #expect(engine.layoutDescription.contains("'UISV-spacing' b.leading == a.trailing + 8"))
    }
}
