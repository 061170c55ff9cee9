import Testing
import TestSupport
@testable import Scenes

/// The article's `calculateCellWidth()`, transcribed from the xyk blog article: the count per row starts
/// at `floor(available / min)` and drops while the row does not fit; the spare width is shared
/// with a whole-point floor. Returns nil where the article divides by zero (no cell fits).
private func articleCell(width W: Double, min: Double = 100, spacing: Double = 5, inset: Double = 5)
    -> (side: Double, perRow: Int)?
{
    let widthWithoutMargin = W - inset * 2
    var num = (widthWithoutMargin / min).rounded(.down)
    while num > 0 {
        let remaining = widthWithoutMargin - min * num - spacing * (num - 1)
        if remaining < 0 {
            num -= 1
        } else {
            return (min + (remaining / num).rounded(.down), Int(num))
        }
    }
    return nil
}

@Suite("flow-grid (xyk blog)")
struct FlowGridSceneTests {
    @Test(arguments: [(320.0, 100.0), (375, 118), (428, 100), (1024, 108)])
    func reproducesThePublishedCellWidths(width: Double, side: Double) throws {
        let layout = try freshLayout("flow-grid", width: width)
        expectFrame(layout.frame(of: "cell0"), 5, 0, side, side, "cell0 at \(width)")
    }

    @Test func everyDeviceWidthFollowsTheArticlesArithmetic() throws {
        let scene = try SceneCatalog.scene(named: "flow-grid")
        for W in deviceWidths {
            let layout = try scene.layout(width: W)
            guard let (side, n) = articleCell(width: W) else {
                Issue.record("the article has no answer at \(W)")
                continue
            }
            let rows = (20 + n - 1) / n
            expectClose(
                layout.contentHeight, Double(rows) * side + Double(rows - 1) * 5, within: tolerance,
                "content height at \(W)")
            for i in 0..<20 {
                let col = Double(i % n), row = Double(i / n)
                expectFrame(
                    layout.frame(of: "cell\(i)"), 5 + col * (side + 5), row * (side + 5), side, side, "cell\(i) at \(W)"
                )
            }
        }
    }

    @Test func theRowIsShortByTheFlooredRemainderAt428() throws {
        // 418 available, 4 cells of 100 and 3 gaps of 5 take 415: 3 points stay empty.
        let layout = try freshLayout("flow-grid", width: 428)
        let cell3 = try #require(layout.frame(of: "cell3"))
        expectClose(428 - 5 - cell3.maxX, 3, within: tolerance)
        expectClose(try #require(layout.frame(of: "cell4")).y, 105, within: tolerance)
    }

    @Test func otherParametersFollowTheSameArithmetic() throws {
        let settings: [(key: String, value: String)] = [
            ("minWidth", "72"), ("spacing", "10"), ("inset", "12"), ("lineSpacing", "3"), ("items", "7"),
        ]
        let scene = try SceneCatalog.scene(named: "flow-grid", settings: settings)
        for W in deviceWidths {
            let layout = try scene.layout(width: W)
            let (side, n) = try #require(articleCell(width: W, min: 72, spacing: 10, inset: 12))
            for i in 0..<7 {
                let col = Double(i % n), row = Double(i / n)
                expectFrame(
                    layout.frame(of: "cell\(i)"), 12 + col * (side + 10), row * (side + 3), side, side,
                    "cell\(i) at \(W)")
            }
        }
    }

    @Test func fewerItemsThanColumnsKeepTheArticlesSide() throws {
        // At 1024 the article sizes cells for 9 per row whatever the item count: 108.
        let layout = try freshLayout("flow-grid", [("items", "3")], width: 1024)
        for i in 0..<3 {
            expectFrame(layout.frame(of: "cell\(i)"), 5 + Double(i) * 113, 0, 108, 108, "cell\(i)")
        }
        expectClose(layout.contentHeight, 108, within: tolerance)
    }

    @Test(arguments: [50.0, 109, 1])
    func whenNoMinimumCellFitsItLaysOutOneColumnOfMinimumCells(width: Double) throws {
        // The article divides by zero here; the scene keeps one column of minimum-width
        // cells at the leading inset, overflowing the trailing edge.
        #expect(articleCell(width: width) == nil)
        let layout = try freshLayout("flow-grid", [("items", "3")], width: width)
        for i in 0..<3 {
            expectFrame(layout.frame(of: "cell\(i)"), 5, Double(i) * 105, 100, 100, "cell\(i) at \(width)")
        }
        expectClose(layout.contentHeight, 310, within: tolerance)
    }

    @Test func aColumnChangeSwapsOnlyTheCellsWhoseRowStartChanges() throws {
        let scene = try #require(try SceneCatalog.scene(named: "flow-grid") as? FlowGridScene)
        _ = try scene.layout(width: 375)
        #expect(scene.columns == 3)
        _ = try scene.layout(width: 390)  // still 3 columns: nothing swapped
        #expect(scene.lastSwappedCells.isEmpty)
        _ = try scene.layout(width: 428)
        #expect(scene.columns == 4)
        // A cell starts a row when its index is a multiple of the column count.
        let expected = (1..<20).filter { ($0 % 3 == 0) != ($0 % 4 == 0) }.map { "cell\($0)" }
        #expect(scene.lastSwappedCells == expected)
        #expect(expected.count == 8)
    }

    @Test(.longRun) func sweepingUpAndDownGivesTheFreshFrames() throws {
        let scene = try SceneCatalog.scene(named: "flow-grid")
        for W in deviceWidths + deviceWidths.reversed() + [50, 1366, 320] {
            expectSameFrames(try scene.layout(width: W), try freshLayout("flow-grid", width: W), "at \(W)")
        }
    }
}
