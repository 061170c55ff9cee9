import Testing
import ConstraintScript
import ScriptWorkloads
import TestSupport
@testable import LayoutLabCore

/// chain(6), worked out by hand from the definition (``ChainWorkload``): preferred widths
/// `60 + (37 i mod 81)`, minimums `24 + (11 i mod 17)`, wishes weighted `1 + i/6`.
private let preferred: [Double] = [60, 97, 134, 90, 127, 83]
private let minimum: [Double] = [24, 35, 29, 40, 34, 28]
/// The preferred widths plus five 8-point gaps.
private let preferredTotal = 591.0 + 40

/// The widths at row width `width`: every item at its preferred width, then, for what is
/// missing, the items in order of weight (item 0 has the smallest) each down to its minimum.
private func expectedWidths(at width: Double) -> [Double] {
    var widths = preferred
    var missing = max(0, preferredTotal - width)
    for i in widths.indices where missing > 0 {
        let give = min(missing, preferred[i] - minimum[i])
        widths[i] -= give
        missing -= give
    }
    return widths
}

@Suite("layout-lab generate chain")
struct ChainWorkloadTests {
    @Test("chain(6) has 4 constraints an item, one more for x0 and one for the right end, and one edit variable")
    func shape() throws {
        let script = try Script.parse(generatedText(["chain", "--n", "6"]), fileName: "chain.cass")
        let lines = constraintLines(script)
        // x0 >= 0; per item the gap (i > 0), the pull, the minimum, the wish; the right end.
        #expect(lines.count == 1 + 6 * 4 - 1 + 1)
        #expect(lines.first == "x0 >= 0")
        #expect(lines.last == "x5 + w5 <= width")
        #expect(lines.contains("x3 >= x2 + w2 + 8"))
        #expect(lines.contains("w3 >= 40"))
        #expect(lines.contains("w3 == 90 @medium*1.5"))
        #expect(lines.contains("x3 == 0 @weak*0.01"))
        let edits = script.statements.filter { if case .edit = $0.kind { true } else { false } }
        #expect(edits.count == 1)
        #expect(script.variableNames.count == 6 * 2 + 1)
    }

    @Test("the header gives the sweep: 300 below the preferred total to 100 above it")
    func headerGivesTheSweep() {
        let lines = generatedText(["chain", "--n", "6"]).split(separator: "\n")
        #expect(lines[1] == "# bench: --sweep width 331 731 2")
    }

    @Test(
        "chain(6) solves to the preferred widths, then gives way in weight order",
        arguments: [700.0, 631, 620, 531, 331])
    func solution(width: Double) throws {
        let values = try runWorkload(["chain", "--n", "6"], then: "suggest width \(width)\n").final
        let widths = expectedWidths(at: width)
        var x = 0.0
        for i in 0..<6 {
            expectClose(values["w\(i)"], widths[i], "w\(i)")
            expectClose(values["x\(i)"], x, "x\(i)")
            x += widths[i] + 8
        }
        expectClose(values["width"], width)
    }

    @Test("at 531 the first two items are at their minimums and the third gives the rest")
    func handWorkedNarrowRow() throws {
        let values = try runWorkload(["chain", "--n", "6"], then: "suggest width 531\n").final
        // 100 missing: item 0 gives 36, item 1 gives 62, item 2 gives 2.
        #expect(values["w0"] == 24)
        #expect(values["w1"] == 35)
        #expect(values["w2"] == 132)
        #expect(values["x5"] == 448)
    }
}
