import ConstraintLayout
import Testing
import TestSupport

/// `LayoutEngine.explain(_:)` at a degenerate vertex and for constraints that hold but do not
/// move a coordinate: every expected rate and reason is worked out by hand.
@Suite("explain(view): one-sided rates and why a constraint is not listed")
struct ExplainDegenerateViewTests {
    /// A marker 12 wide at the root's leading edge; a label at least 20 from the root's leading
    /// edge and at least 8 after the marker (12 + 8 = 20 too), pulled weakly to the leading
    /// edge, 100 wide twice over (an equality and a bound it meets).
    ///
    /// By hand: label.x = max(20, 12 + 8) = 20. Raising either bound's constant by δ moves the
    /// label to 20 + δ (rate 1); lowering either leaves it at the other's 20 (rate 0). The
    /// label's width is 100 from `width`; `minimum` (width >= 100) holds with no slack, but can
    /// only go down alone (up, it would break `width`), which moves nothing: redundant. The
    /// marker's width moves the label one way only too (through `after`), and `after` mentions
    /// the marker's trailing edge without moving the marker: it moves the label, not the marker.
    @Test func twoBoundsMeetingAtOnePoint() throws {
        let engine = LayoutEngine()
        let marker = try addView("marker", to: engine.root)
        let label = try addView("label", to: engine.root)
        let root = engine.root
        let markerLeading = (marker.leading == root.leading).labeled("markerLeading")
        let markerWidth = (marker.width == 12).labeled("markerWidth")
        let inset = (label.leading >= root.leading + 20).labeled("inset")
        let after = (label.leading >= marker.trailing + 8).labeled("after")
        let pull = (label.leading == root.leading ~ 250).labeled("pull")
        let width = (label.width == 100).labeled("width")
        let minimum = (label.width >= 100).labeled("minimum")
        try engine.activate([markerLeading, markerWidth, inset, after, pull, width, minimum])
        for c in [marker, label] {
            try engine.activate([
                (c.top == root.top).labeled("\(c.name)Top"), (c.height == 10).labeled("\(c.name)Height"),
            ])
        }
        try engine.layout(width: 375, height: 600)

        let x = engine.explain(label).x
        expectClose(x.value, 20)
        for c in [inset, after] {
            let source = try #require(x.sources.first { $0.constraint === c })
            #expect(source.increaseRate == 1, "\(c)")
            #expect(source.decreaseRate == 0, "\(c)")
            #expect(
                source.note
                    == "one-sided (a degenerate vertex): raised, it moves the value at 1; lowered, it moves other "
                    + "variables, not this one")
        }
        let fromMarkerWidth = try #require(x.sources.first { $0.constraint === markerWidth })
        #expect(fromMarkerWidth.increaseRate == 1 && fromMarkerWidth.decreaseRate == 0)
        #expect(x.notes.contains { $0.hasPrefix("'inset' label.leading >= root.leading + 20: one-sided") })

        let labelWidth = engine.explain(label).width
        expectClose(labelWidth.value, 100)
        #expect(labelWidth.constraints.map(\.identifier) == ["width"])
        #expect(labelWidth.unlisted.map(\.constraint?.identifier) == ["minimum"])
        #expect(labelWidth.unlisted.first?.why == "redundant: other required constraints fix this value")
        #expect(
            labelWidth.lines.last
                == "      not listed: \(minimum.description): redundant: other required constraints fix this value")

        let markerX = engine.explain(marker).x
        expectClose(markerX.value, 0)
        let afterUnlisted = try #require(markerX.unlisted.first { $0.constraint === after })
        #expect(afterUnlisted.why.hasPrefix("holds, but moving it moves another variable, not this one (label."))
    }
}
