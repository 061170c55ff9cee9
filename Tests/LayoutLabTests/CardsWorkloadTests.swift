import Testing
import ConstraintScript
import ScriptWorkloads
import TestSupport
@testable import LayoutLabCore

/// cards(3), worked out by hand from the definition (``CardsWorkload``).
private let builtWidths: [Double] = [300, 307, 314]  // 300 + (7 k mod 55)
private let titleHeights: [Double] = [20, 24, 28]  // 20 + 4 (k mod 3)
private let titleWidths: [Double] = [200, 213, 226]  // 200 + (13 k mod 120)

/// Checks card `k` at card width `width` against the definition: the title is its natural
/// width unless the card is narrower than that plus 24; the image is 16:9; the card hugs
/// image, title and the 12-point gaps.
private func checkCard(_ values: [String: Double], _ k: Int, width: Double) {
    let c = "c\(k)"
    let image = 0.5625 * width
    expectClose(values["\(c).width"], width)
    expectClose(values["\(c).tw"], min(titleWidths[k], width - 24), "\(c).tw")
    expectClose(values["\(c).ih"], image)
    expectClose(values["\(c).ty"], 16 + image + 12)
    expectClose(values["\(c).height"], image + 12 + titleHeights[k] + 12, "\(c).height")
}

@Suite("layout-lab generate cards")
struct CardsWorkloadTests {
    @Test("cards(3) with 3 steps: each step changes one card's width in place")
    func solution() throws {
        let run = try runWorkload(["cards", "--n", "3", "--steps", "3"])
        #expect(run.snapshots.count == 4)
        for k in 0..<3 { checkCard(run.snapshots[0], k, width: builtWidths[k]) }
        // Step s changes card 7919 s mod 3 (2, 1, 0) to 200 + (37 s mod 200) (237, 274, 311).
        checkCard(run.snapshots[1], 2, width: 237)
        checkCard(run.snapshots[1], 1, width: 307)
        checkCard(run.snapshots[2], 1, width: 274)
        checkCard(run.snapshots[3], 0, width: 311)
        // Card 2 at 237 is narrower than its title (226) plus 24: the cap holds.
        #expect(run.snapshots[1]["c2.tw"] == 213)
    }

    @Test("cards(n) has 10 constraints a card, no variable shared, and one constant change a step")
    func shape() throws {
        let script = try Script.parse(generatedText(["cards", "--n", "50", "--steps", "7"]), fileName: "cards.cass")
        #expect(constraintLines(script).count == 500)
        // Eight variables a card, each named after its card.
        #expect(script.variableNames.count == 400)
        for (k, names) in stride(from: 0, to: 400, by: 8).enumerated() {
            #expect(script.variableNames[names..<names + 8].allSatisfy { $0.hasPrefix("c\(k).") })
        }
        let changes = script.statements.filter { if case .constant = $0.kind { true } else { false } }
        let prints = script.statements.filter { if case .print = $0.kind { true } else { false } }
        #expect(changes.count == 7)
        #expect(prints.count == 8)
    }
}
