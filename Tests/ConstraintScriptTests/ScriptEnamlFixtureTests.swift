import Foundation
import Testing
@testable import ConstraintScript

@Suite("The enaml fixture")
struct ScriptEnamlFixtureTests {
    /// kiwi's enaml benchmark in the text format, as the benchmarks read it.
    @Test func theEnamlFixtureRunsAndLaysOutTheFormAtEverySize() throws {
        let run = ScriptRun.of(String(decoding: try repositoryFile("Benchmarks/workloads/enaml.cass"), as: UTF8.self))
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
            // midline 10 + 67 + 10 = 87, and the first two rows stack from the top.
            #expect(values["fl1left"] == 87)
            let fl2top: Double = 10 + 21 + 10
            #expect(values["fl2top"] == fl2top)
            // The third row (the 24-tall control, its label centred on it, the last field 10
            // below) keeps its own gaps: the field 10 below the control, 34 below its top.
            // Where the row sits is a tie. Two wishes pull it up (the control 10 below the
            // second field, at 72; its label 10 below the second label) and two pull it down
            // (the last field on the contents' bottom, at height - 10 - 21 - 34, written
            // twice), all medium × 1.25: their errors add up to the same at every place
            // between, so any place between is the optimum (kiwi puts the row at the bottom).
            guard let cttop = values["cttop"], let fl3top = values["fl3top"] else {
                Issue.record("no cttop or fl3top printed for \(width) × \(height)")
                continue
            }
            #expect(values["ctheight"] == 24)
            #expect(fl3top == cttop + 34)
            #expect(cttop >= fl2top + 21 + 10 && cttop <= height - 10 - 21 - 34)
        }
    }
}
