import Testing
import ConstraintScript
import TestSupport

/// splitpanes(2), worked out by hand from the definition (``SplitPanesWorkload``): the root
/// (node 0) splits into panes 1 and 2, whose minimums `[40, 60, 80, 100, 120][7k mod 5]` are 80
/// and 120; the root wishes pane 1 to have 3 tenths of its extent less the divider,
/// `s1 == 0.3 × (s0 − 4)`, at `strong*0.5`, below the width's `strong`.
@Suite("layout-lab generate splitpanes")
struct SplitPanesWorkloadTests {
    @Test("splitpanes(4) has a divider, two positions and a wish per split and a minimum per pane")
    func shape() throws {
        let text = generatedText(["splitpanes", "--n", "4"])
        let lines = constraintLines(try Script.parse(text, fileName: "splitpanes.cass"))
        #expect(lines.count == 2 + 3 * 4 + 4)
        #expect(lines.prefix(2) == ["p0 == 0", "s0 == width"])
        // Split 1 (tenths 3 + 3 mod 5 = 6) over panes 3 and 4, below the top three splits' strength.
        #expect(lines.contains("s3 + 4 + s4 == s1"))
        #expect(lines.contains("p4 == p3 + s3 + 4"))
        #expect(lines.contains("s3 == 0.6 * s1 - 2.4 @strong*0.5"))
        // Panes 3 to 6: minimums 60, 100, 40 and 80.
        #expect(Array(lines.suffix(4)) == ["s3 >= 60", "s4 >= 100", "s5 >= 40", "s6 >= 80"])
        // 60 + 100 + 40 + 80 + 3 dividers of 4 = 292: the sweep from 262 to 876, step 2.
        #expect(text.split(separator: "\n")[1] == "# bench: --sweep width 262 876 2")
    }

    @Test(
        "splitpanes(2): pane 1 takes its share down to its minimum; below both minimums the width gives",
        arguments: [
            (1004.0, 300.0, 700.0, 1004.0),  // 0.3 × 1000
            (304, 90, 210, 304),  // 0.3 × 300
            (210, 80, 126, 210),  // the share 61.8 is below 80
            (170, 80, 120, 204),  // 80 + 4 + 120 is the least the panes allow
        ])
    func solution(width: Double, pane1: Double, pane2: Double, extent: Double) throws {
        let values = try runWorkload(["splitpanes", "--n", "2"], then: "suggest width \(width)\n").final
        expectClose(values["s1"], pane1, "s1")
        expectClose(values["s2"], pane2, "s2")
        expectClose(values["p2"], pane1 + 4, "p2")
        expectClose(values["width"], extent, "width")
    }
}
