import Testing
@testable import LayoutLabCore

/// kiwi's enaml benchmark in the text format (the same text as `Benchmarks/workloads/enaml.cass`), embedded so
/// the test needs no resource files.
let enamlScript = #"""
# A form laid out by enaml (kiwi's benchmarks/enaml_like_benchmark): two edit variables
# (width, height) and 100-odd constraints. Strengths: kiwi's strong/medium/weak; its custom
# strengths create(0,1,0,1.25) and create(0,100,0) are medium*1.25 and medium*100 here.
edit width @strong
edit height @strong
left - 0 >= 0 @required
height + 0 == 0 @medium
top - 0 >= 0 @required
width - 0 >= 0 @required
height - 0 >= 0 @required
-top + contents_top - 10 == 0 @required
lb3height - 16 == 0 @strong
lb3height - 16 >= 0 @strong
ctleft - 0 >= 0 @required
cttop - 0 >= 0 @required
ctwidth - 0 >= 0 @required
ctheight - 0 >= 0 @required
fl3left - 0 >= 0 @required
ctheight - 24 >= 0 @medium*100
ctwidth - 1.67772e+07 <= 0 @medium*100
ctheight - 24 <= 0 @medium*100
fl3top - 0 >= 0 @required
fl3width - 0 >= 0 @required
fl3height - 0 >= 0 @required
lb1width - 67 == 0 @weak
lb2width - 0 >= 0 @required
lb2height - 0 >= 0 @required
fl2height - 0 >= 0 @required
lb3left - 0 >= 0 @required
fl2width - 125 >= 0 @strong
fl2height - 21 == 0 @strong
fl2height - 21 >= 0 @strong
lb3top - 0 >= 0 @required
lb3width - 0 >= 0 @required
fl1left - 0 >= 0 @required
fl1width - 0 >= 0 @required
lb1width - 67 >= 0 @strong
fl2left - 0 >= 0 @required
lb2width - 66 == 0 @weak
lb2width - 66 >= 0 @strong
lb2height - 16 == 0 @strong
fl1height - 0 >= 0 @required
fl1top - 0 >= 0 @required
lb2top - 0 >= 0 @required
-lb2top + lb3top - lb2height - 10 == 0 @medium*1.25
-lb3top - lb3height + fl3top - 10 >= 0 @required
-lb3top - lb3height + fl3top - 10 == 0 @medium*1.25
contents_bottom - fl3height - fl3top - 0 == 0 @medium*1.25
fl1top - contents_top + 0 >= 0 @required
fl1top - contents_top + 0 == 0 @medium*1.25
contents_bottom - fl3height - fl3top - 0 >= 0 @required
-left - width + contents_right + 10 == 0 @required
-top - height + contents_bottom + 10 == 0 @required
-left + contents_left - 10 == 0 @required
lb3left - contents_left + 0 == 0 @medium*1.25
fl1left - midline + 0 == 0 @strong
fl2left - midline + 0 == 0 @strong
ctleft - midline + 0 == 0 @strong
fl1top + 0.5 * fl1height - lb1top - 0.5 * lb1height + 0 == 0 @strong
lb1left - contents_left + 0 >= 0 @required
lb1left - contents_left + 0 == 0 @medium*1.25
-lb1left + fl1left - lb1width - 10 >= 0 @required
-lb1left + fl1left - lb1width - 10 == 0 @medium*1.25
-fl1left + contents_right - fl1width - 0 >= 0 @required
width + 0 == 0 @medium
-fl1top + fl2top - fl1height - 10 >= 0 @required
-fl1top + fl2top - fl1height - 10 == 0 @medium*1.25
cttop - fl2top - fl2height - 10 >= 0 @required
-ctheight - cttop + fl3top - 10 >= 0 @required
contents_bottom - fl3height - fl3top - 0 >= 0 @required
cttop - fl2top - fl2height - 10 == 0 @medium*1.25
-fl1left + contents_right - fl1width - 0 == 0 @medium*1.25
-lb2top - 0.5 * lb2height + fl2top + 0.5 * fl2height + 0 == 0 @strong
-contents_left + lb2left + 0 >= 0 @required
-contents_left + lb2left + 0 == 0 @medium*1.25
fl2left - lb2width - lb2left - 10 >= 0 @required
-ctheight - cttop + fl3top - 10 == 0 @medium*1.25
contents_bottom - fl3height - fl3top - 0 == 0 @medium*1.25
lb1top - 0 >= 0 @required
lb1width - 0 >= 0 @required
lb1height - 0 >= 0 @required
fl2left - lb2width - lb2left - 10 == 0 @medium*1.25
-fl2left - fl2width + contents_right - 0 == 0 @medium*1.25
-fl2left - fl2width + contents_right - 0 >= 0 @required
lb3left - contents_left + 0 >= 0 @required
lb1left - 0 >= 0 @required
0.5 * ctheight + cttop - lb3top - 0.5 * lb3height + 0 == 0 @strong
ctleft - lb3left - lb3width - 10 >= 0 @required
-ctwidth - ctleft + contents_right - 0 >= 0 @required
ctleft - lb3left - lb3width - 10 == 0 @medium*1.25
fl3left - contents_left + 0 >= 0 @required
fl3left - contents_left + 0 == 0 @medium*1.25
-ctwidth - ctleft + contents_right - 0 == 0 @medium*1.25
-fl3left + contents_right - fl3width - 0 == 0 @medium*1.25
-contents_top + lb1top + 0 >= 0 @required
-contents_top + lb1top + 0 == 0 @medium*1.25
-fl3left + contents_right - fl3width - 0 >= 0 @required
lb2top - lb1top - lb1height - 10 >= 0 @required
-lb2top + lb3top - lb2height - 10 >= 0 @required
lb2top - lb1top - lb1height - 10 == 0 @medium*1.25
fl1height - 21 == 0 @strong
fl1height - 21 >= 0 @strong
lb2left - 0 >= 0 @required
lb2height - 16 >= 0 @strong
fl2top - 0 >= 0 @required
fl2width - 0 >= 0 @required
lb1height - 16 >= 0 @strong
lb1height - 16 == 0 @strong
fl3width - 125 >= 0 @strong
fl3height - 21 == 0 @strong
fl3height - 21 >= 0 @strong
lb3height - 0 >= 0 @required
ctwidth - 119 >= 0 @medium*100
lb3width - 24 == 0 @weak
lb3width - 24 >= 0 @strong
fl1width - 125 >= 0 @strong
# kiwi's benchmark resizes through these six sizes.
suggest width 400
suggest height 600
print
suggest width 600
suggest height 400
print
suggest width 800
suggest height 1200
print
suggest width 1200
suggest height 800
print
suggest width 400
suggest height 800
print
suggest width 800
suggest height 400
"""#

@Suite("The enaml fixture")
struct ScriptEnamlFixtureTests {
    @Test func theEnamlFixtureRunsAndLaysOutTheFormAtEverySize() {
        let run = SolveRun.stdin(enamlScript)
        #expect(run.status == 0)
        #expect(run.errors == "")
        let blocks = run.output.components(separatedBy: "\n\n")
        // Five prints and the final block: one block per size kiwi's benchmark resizes to.
        let sizes: [(Double, Double)] = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]
        #expect(blocks.count == sizes.count)
        for (block, (width, height)) in zip(blocks, sizes) {
            var values: [String: Double] = [:]
            for line in block.split(separator: "\n") {
                let parts = line.components(separatedBy: " = ")
                if parts.count == 2 { values[parts[0]] = Double(parts[1]) }
            }
            // The window follows the strong edits; the contents are inset by 10 on every side
            // (required), and each field's right edge is the contents' right edge.
            #expect(values["width"] == width)
            #expect(values["height"] == height)
            #expect(values["contents_left"] == 10)
            #expect(values["contents_right"] == width - 10)
            #expect(values["contents_bottom"] == height - 10)
            #expect(values["fl1width"].map { $0 + 87 } == width - 10)
            // Labels are 67 wide (the first label's strong minimum), fields start at the
            // midline 10 + 67 + 10 = 87, and the form's rows stack from the top.
            #expect(values["fl1left"] == 87)
            let fl2top: Double = 10 + 21 + 10, cttop: Double = fl2top + 21 + 10
            #expect(values["fl2top"] == fl2top)
            #expect(values["cttop"] == cttop)
        }
    }
}
