import Testing
import ConstraintScript
import ScriptWorkloads
import TestSupport
@testable import LayoutLabCore

/// flex(6), worked out by hand from the definition (``FlexWorkload``): preferred widths
/// `80 + (29 i mod 71)`, lower bounds `8 + (7 i mod 25)` below, upper bounds `8 + (13 i mod 31)`
/// above them.
private let preferred: [Double] = [80, 109, 138, 96, 125, 83]
private let lower: [Double] = [72, 94, 116, 67, 114, 65]
private let upper: [Double] = [88, 130, 172, 112, 154, 94]
/// The multiplier for 6 items is 5 (the first number from 0.618 · 6 with no common divisor
/// with 6), so the ranks `5 i mod 6` are 0, 5, 4, 3, 2, 1: item 0 has the smallest weight,
/// then item 5, 4, 3, 2, 1.
private let weightOrder = [0, 5, 4, 3, 2, 1]
private let preferredTotal = 631.0 + 40

/// The widths at row width `width`: the difference from the preferred total goes to the items
/// in weight order, each up to its bound; beyond all bounds every item sits at its bound.
private func expectedWidths(at width: Double) -> [Double] {
    var widths = preferred
    var difference = width - preferredTotal
    for i in weightOrder where difference != 0 {
        let change =
            difference > 0 ? min(difference, upper[i] - preferred[i]) : max(difference, lower[i] - preferred[i])
        widths[i] += change
        difference -= change
    }
    return widths
}

@Suite("layout-lab generate flex")
struct FlexWorkloadTests {
    @Test("flex(6) has bounds, a weighted wish and a gap per item, and fills width exactly")
    func shape() throws {
        let script = try Script.parse(generatedText(["flex", "--n", "6"]), fileName: "flex.cass")
        let lines = constraintLines(script)
        #expect(lines.count == 1 + 6 * 4 - 1 + 1)
        #expect(lines.first == "x0 == 0")
        #expect(lines.last == "x5 + w5 == width")
        #expect(lines.contains("w2 >= 116"))
        #expect(lines.contains("w2 <= 172"))
        // Rank 4 of 6.
        #expect(lines.contains("w2 == 138 @medium*\(1 + 4.0 / 6)"))
        #expect(generatedText(["flex", "--n", "6"]).split(separator: "\n")[1] == "# bench: --sweep width 371 971 2")
    }

    @Test("flex(n) weights are pairwise distinct", arguments: [6, 10, 64, 500, 1000])
    func distinctWeights(n: Int) throws {
        let script = try Script.parse(generatedText(["flex", "--n", "\(n)"]), fileName: "flex.cass")
        var weights: [Double] = []
        for statement in script.statements {
            if case .constraint(let c) = statement.kind, c.strength.level == 500 { weights.append(c.strength.weight) }
        }
        #expect(weights.count == n)
        #expect(Set(weights).count == n)
    }

    @Test(
        "flex(6) widths follow the weight order; beyond the bounds each item sits at its bound",
        arguments: [671.0, 701, 640, 600, 371, 971])
    func solution(width: Double) throws {
        let values = try runWorkload(["flex", "--n", "6"], then: "suggest width \(width)\n").final
        let widths = expectedWidths(at: width)
        var x = 0.0
        for i in 0..<6 {
            expectClose(values["w\(i)"], widths[i], "w\(i)")
            expectClose(values["x\(i)"], x, "x\(i)")
            x += widths[i] + 8
        }
        // The row fills width exactly: where the bounds do not allow the suggestion, width gives.
        expectClose(values["width"], x - 8)
    }

    @Test("at 701 items 0 and 5 reach their upper bounds and item 4 takes the rest")
    func handWorkedWideRow() throws {
        let values = try runWorkload(["flex", "--n", "6"], then: "suggest width 701\n").final
        // 30 more: item 0 gives 8, item 5 gives 11, item 4 the remaining 11.
        #expect(values["w0"] == 88)
        #expect(values["w5"] == 94)
        #expect(values["w4"] == 136)
        #expect(values["w1"] == 109)
    }

    @Test("below every lower bound the row is as narrow as it can be: 528 + 40")
    func narrowestRow() throws {
        let values = try runWorkload(["flex", "--n", "6"], then: "suggest width 371\n").final
        #expect(values["width"] == 568)
    }
}
