import Testing
import ConstraintScript
import ScriptWorkloads
import TestSupport
@testable import LayoutLabCore

/// stacks(40): three cards (18 + 16 + 13 = 47 views), worked out by hand from the definition
/// (``StacksWorkload``).
private let titleWidths: [Double] = [100, 137, 174]  // 100 + (37 c mod 180)
private let subtitleWidths: [Double] = [60, 113, 166]  // 60 + (53 c mod 200)
private let imageRatios: [Double] = [0.5625, 0.75, 1]
private let bodyHeights: [Double] = [36, 54, 72]  // 18 · (2 + c mod 4)
/// The extra row under the action row: a toolbar of 24-point items, 52-point stats, none.
private let extraRowHeights: [Double?] = [24, 52, nil]

/// Checks every card at screen width `width`.
private func checkCards(_ values: [String: Double], width: Double) {
    let cardWidth = width - 32, inner = cardWidth - 24
    // Avatar 40 and button 32, with two 8-point gaps, leave the rest to the title block.
    let titleBlock = inner - 40 - 32 - 16
    let button = min(120, (inner - 16) / 3)
    var y = 16.0
    for c in 0..<3 {
        let card = "c\(c)"
        let image = imageRatios[c] * inner
        var height = 12 + 40 + 8 + image + 8 + bodyHeights[c] + 8 + 36 + 12
        if let extra = extraRowHeights[c] { height += 8 + extra }
        expectClose(values["\(card).x"], 16)
        expectClose(values["\(card).w"], cardWidth)
        expectClose(values["\(card).y"], y, "\(card).y")
        expectClose(values["\(card).h"], height, "\(card).h")
        expectClose(values["\(card).tb.w"], titleBlock)
        expectClose(values["\(card).tt.w"], min(titleWidths[c], titleBlock), "\(card).tt.w")
        expectClose(values["\(card).st.w"], min(subtitleWidths[c], titleBlock), "\(card).st.w")
        expectClose(values["\(card).bt.x"], 16 + 12 + inner - 32)
        expectClose(values["\(card).hd.h"], 40)
        expectClose(values["\(card).im.y"], y + 12 + 40 + 8)
        expectClose(values["\(card).im.h"], image)
        expectClose(values["\(card).ac.y"], y + 12 + 40 + 8 + image + 8 + bodyHeights[c] + 8)
        for i in 0..<3 {
            expectClose(values["\(card).a\(i).w"], button, "\(card).a\(i).w")
            expectClose(values["\(card).a\(i).x"], 28 + Double(i) * (button + 8))
        }
        y += height + 12
    }
    // Card 0's toolbar items sit 12 apart from its leading edge; card 1's stats split its width.
    for i in 0..<4 { #expect(isClose(values["c0.t\(i).x"], 28 + Double(i) * 40), "c0.t\(i).x") }
    expectClose(values["c1.sl.w"], (inner - 12) / 2)
    expectClose(values["c1.sr.x"], 28 + (inner - 12) / 2 + 12)
}

@Suite("layout-lab generate stacks")
struct StacksWorkloadTests {
    @Test("stacks(40) has three cards, 47 views of four variables each, and the screen width")
    func shape() throws {
        let text = generatedText(["stacks", "--n", "40"])
        let script = try Script.parse(text, fileName: "stacks.cass")
        #expect(script.variableNames.count == 47 * 4 + 1)
        #expect(script.variableNames.contains("c2.a2.w") && !script.variableNames.contains("c3.x"))
        #expect(text.split(separator: "\n")[1] == "# bench: --sweep width 320 1024 4")
        // Top-down: the screen places the cards first, the leaves' sizes come after their stacks.
        let lines = constraintLines(script)
        #expect(Array(lines.prefix(3)) == ["c0.x == 16", "c0.w + 32 == width", "c0.y == 16"])
        let arrangement = try #require(lines.firstIndex(of: "c0.av.x == c0.hd.x"))
        let avatarSize = try #require(lines.firstIndex(of: "c0.av.w == 40"))
        #expect(arrangement < avatarSize)
    }

    @Test("leaves-first adds the same constraints, each leaf's size before its stack's arrangement")
    func leavesFirstOrder() throws {
        let topDown = constraintLines(try Script.parse(generatedText(["stacks", "--n", "40"]), fileName: "a.cass"))
        let leavesFirst = constraintLines(
            try Script.parse(
                generatedText(["stacks", "--n", "40", "--order", "leaves-first"]),
                fileName: "b.cass"))
        #expect(topDown != leavesFirst)
        #expect(topDown.sorted() == leavesFirst.sorted())
        #expect(leavesFirst.first == "c0.av.w == 40")
        #expect(leavesFirst.last == "c2.y == c1.y + c1.h + 12")
        let arrangement = try #require(leavesFirst.firstIndex(of: "c0.av.x == c0.hd.x"))
        let avatarSize = try #require(leavesFirst.firstIndex(of: "c0.av.w == 40"))
        #expect(avatarSize < arrangement)
    }

    @Test("stacks(40) solves to the stack-view arithmetic in both orders", arguments: [320.0, 700, 1024])
    func solution(width: Double) throws {
        for order in ["top-down", "leaves-first"] {
            let values = try runWorkload(["stacks", "--n", "40", "--order", order], then: "suggest width \(width)\n")
                .final
            checkCards(values, width: width)
        }
    }

    @Test(
        "the number of views is rounded up to whole cards",
        arguments: [(1, 18), (18, 18), (19, 34), (47, 47), (48, 65)])
    func wholeCards(asked: Int, views: Int) throws {
        let script = try Script.parse(generatedText(["stacks", "--n", "\(asked)"]), fileName: "stacks.cass")
        #expect(script.variableNames.count == views * 4 + 1)
    }
}
