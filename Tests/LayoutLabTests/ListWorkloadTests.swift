import Testing
import ConstraintScript
import ScriptWorkloads
import TestSupport
@testable import LayoutLabCore

/// Label heights `20 + (29 r mod 49)` for rows 0…5, worked out by hand.
private let labelHeights: [Double] = [20, 49, 29, 58, 38, 67]

/// A row is its label plus 16, at least 44; the tops are the cumulative sums of the rows
/// above, each plus the 1-point separator.
private func expectedTops() -> [Double] {
    var tops: [Double] = [0]
    for label in labelHeights.dropLast() { tops.append(tops.last! + max(label + 16, 44) + 1) }
    return tops
}

/// Checks rows `rows` of a snapshot against the definition.
private func checkRows(_ values: [String: Double], _ rows: ClosedRange<Int>) {
    let tops = expectedTops()
    for r in rows {
        let height = max(labelHeights[r] + 16, 44)
        expectClose(values["top\(r)"], tops[r], "top\(r)")
        expectClose(values["height\(r)"], height, "height\(r)")
        expectClose(values["lh\(r)"], labelHeights[r], "lh\(r)")
        expectClose(values["ly\(r)"], tops[r] + 8, "ly\(r)")
        expectClose(values["lw\(r)"], 335 - 8 - 16, "lw\(r)")
        expectClose(values["ay\(r)"], tops[r] + (height - 24) / 2, "ay\(r)")
    }
}

@Suite("layout-lab generate list")
struct ListWorkloadTests {
    @Test("the hand-worked tops are 0, 45, 111, 157, 232, 287")
    func handWorkedTops() {
        #expect(expectedTops() == [0, 45, 111, 157, 232, 287])
    }

    @Test("list(4) with 2 steps: the build shows rows 0…3, each step scrolls one row")
    func solution() throws {
        let run = try runWorkload(["list", "--n", "4", "--steps", "2"])
        // The build's print and one per step.
        #expect(run.snapshots.count == 3)
        checkRows(run.snapshots[0], 0...3)
        checkRows(run.snapshots[1], 1...4)
        checkRows(run.snapshots[2], 2...5)
        #expect(run.final == run.snapshots[2])
    }

    @Test("a scroll step adds 11 constraints and removes 11; the build has 10 a row but the first")
    func shape() throws {
        let script = try Script.parse(generatedText(["list", "--n", "4", "--steps", "3"]), fileName: "list.cass")
        var blocks: [(adds: Int, removes: Int, other: Int)] = [(0, 0, 0)]
        for statement in script.statements {
            switch statement.kind {
            case .constraint: blocks[blocks.count - 1].adds += 1
            case .remove: blocks[blocks.count - 1].removes += 1
            case .print: blocks.append((0, 0, 0))
            default: blocks[blocks.count - 1].other += 1
            }
        }
        // The build, three steps, and the empty block after the last print.
        #expect(blocks.count == 5)
        // The anchor, 9 for row 0, 10 for each of rows 1…3.
        #expect(blocks[0].adds == 1 + 9 + 3 * 10 && blocks[0].removes == 0)
        for step in blocks[1...3] {
            #expect(step.adds == 11 && step.removes == 11 && step.other == 0)
        }
        #expect(blocks[4] == (0, 0, 0))
        let lines = constraintLines(script)
        #expect(lines.first == "a0: top0 == 0")
        #expect(lines.contains("r5.top: top5 == top4 + height4 + 1"))
        #expect(lines.contains("a2: top2 == 111"))
    }

    @Test("after many steps only the rows on screen hold constraints: each scrolled-away row prints 0")
    func scrolledRowsLeaveTheSolver() throws {
        let run = try runWorkload(["list", "--n", "3", "--steps", "4"])
        for r in 0..<4 {
            #expect(run.final["height\(r)"] == 0, "height\(r)")
        }
        // Row 4 is the first on screen: 20 + (29·4 mod 49) = 38 high label, 54 high row.
        #expect(run.final["height4"] == 54)
    }
}
