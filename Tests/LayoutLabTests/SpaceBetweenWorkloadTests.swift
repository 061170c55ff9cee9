import Testing
import ConstraintScript
import TestSupport

/// spacebetween(3), worked out by hand from the definition (``SpaceBetweenWorkload``): item
/// widths `[20, 24, 30, 36, 44][3i mod 5]` are 20, 36 and 24 (80 in all); gap 1's wish weighs
/// 1 + 1/3, gap 2's 1 + 2/3, so gap 1 widens first.
private let itemWidths: [Double] = [20, 36, 24]

/// The two gaps at row width `width`: together what the items leave, held between 16 and 80
/// (beyond that the width gives); gap 1 up to 40 first, gap 2 the rest.
private func expectedGaps(at width: Double) -> (Double, Double) {
    let total = min(80, max(16, width - 80))
    let first = min(40, total - 8)
    return (first, total - first)
}

@Suite("layout-lab generate spacebetween")
struct SpaceBetweenWorkloadTests {
    @Test("spacebetween(3) fixes every item, bounds every gap, and ends the row at width")
    func shape() throws {
        let text = generatedText(["spacebetween", "--n", "3"])
        let lines = constraintLines(try Script.parse(text, fileName: "spacebetween.cass"))
        #expect(lines.count == 1 + 3 + 2 * 4 + 1)
        #expect(lines.first == "x0 == 0")
        #expect(lines.last == "x2 + w2 == width")
        #expect(lines.contains("w1 == 36"))
        #expect(lines.contains("g2 >= 8"))
        #expect(lines.contains("g2 <= 40"))
        #expect(lines.contains("g2 == 8 @weak*\(1 + 2.0 / 3)"))
        #expect(lines.contains("x2 == x1 + w1 + g2"))
        // 33n to 60n, step n/10 (at least 1).
        #expect(text.split(separator: "\n")[1] == "# bench: --sweep width 99 180 1")
    }

    @Test(
        "spacebetween(3): gap 1 takes the width first, then gap 2; outside 96…160 the width gives",
        arguments: [96.0, 110, 140, 160, 200, 90])
    func solution(width: Double) throws {
        let values = try runWorkload(["spacebetween", "--n", "3"], then: "suggest width \(width)\n").final
        let (g1, g2) = expectedGaps(at: width)
        expectClose(values["g1"], g1, "g1")
        expectClose(values["g2"], g2, "g2")
        expectClose(values["x1"], itemWidths[0] + g1, "x1")
        expectClose(values["x2"], itemWidths[0] + g1 + itemWidths[1] + g2, "x2")
        expectClose(values["width"], 80 + g1 + g2, "width")
    }
}
