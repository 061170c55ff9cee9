import Testing
import TestSupport
@testable import Scenes

/// The content the scene documents for item `i` at width `w`: an image of aspect ratio
/// (width:height) cycling 4:3, 1:1, 3:4, 16:9, 3:2, then 8 points, a text 80·(1 + i % 4)
/// points long wrapped at `w` into whole lines of 20 points, then 8 points.
private func contentHeight(item i: Int, width w: Double) -> Double {
    let aspects: [(Double, Double)] = [(4, 3), (1, 1), (3, 4), (16, 9), (3, 2)]
    let (aw, ah) = aspects[i % 5]
    let text = 80 * Double(1 + i % 4)
    var lines = 1.0
    while lines * w < text { lines += 1 }  // the fewest lines of width w that hold the text
    return w * ah / aw + 8 + lines * 20 + 8
}

/// Frames by the compositional layout of the Hatena Blog article: fractional widths in a horizontal group
/// of `columns` with inter-item spacing, section insets leading/trailing, each row as tall as
/// its tallest item (shorter items stretch to the row), rows `spacing` apart.
private func expectedFrames(width W: Double, items: Int, columns: Int, spacing: Double, inset: Double)
    -> (frames: [(x: Double, y: Double, w: Double, h: Double)], height: Double)
{
    let w = (W - 2 * inset - Double(columns - 1) * spacing) / Double(columns)
    var frames: [(x: Double, y: Double, w: Double, h: Double)] = []
    var y = 0.0
    var rowStart = 0
    while rowStart < items {
        let rowItems = rowStart..<min(rowStart + columns, items)
        let rowHeight = rowItems.map { contentHeight(item: $0, width: w) }.max() ?? 0
        for i in rowItems {
            frames.append((inset + Double(i - rowStart) * (w + spacing), y, w, rowHeight))
        }
        y += rowHeight + spacing
        rowStart += columns
    }
    return (frames, y - spacing)
}

@Suite("two-column-grid (Hatena Blog)")
struct TwoColumnGridSceneTests {
    @Test func itemWidthIsTheArticlesFractionOfTheContainer() throws {
        for W in deviceWidths {
            let layout = try freshLayout("two-column-grid", width: W)
            expectClose(layout.frames[0].width, (W - 2 * 16 - 8) / 2, within: tolerance, "at \(W)")
        }
    }

    @Test func everyDeviceWidthStacksRowsAsTallAsTheirTallestItem() throws {
        let scene = try SceneCatalog.scene(named: "two-column-grid")
        for W in deviceWidths {
            let layout = try scene.layout(width: W)
            let expected = expectedFrames(width: W, items: 10, columns: 2, spacing: 8, inset: 16)
            expectClose(layout.contentHeight, expected.height, within: tolerance, "content height at \(W)")
            for (i, e) in expected.frames.enumerated() {
                expectFrame(layout.frame(of: "item\(i)"), e.x, e.y, e.w, e.h, "item\(i) at \(W)")
            }
        }
    }

    @Test func otherColumnCountsAndAPartialLastRow() throws {
        let settings: [(key: String, value: String)] = [
            ("items", "7"), ("columns", "3"), ("spacing", "10"), ("inset", "4"),
        ]
        let scene = try SceneCatalog.scene(named: "two-column-grid", settings: settings)
        for W in deviceWidths {
            let layout = try scene.layout(width: W)
            let expected = expectedFrames(width: W, items: 7, columns: 3, spacing: 10, inset: 4)
            expectClose(layout.contentHeight, expected.height, within: tolerance, "content height at \(W)")
            for (i, e) in expected.frames.enumerated() {
                expectFrame(layout.frame(of: "item\(i)"), e.x, e.y, e.w, e.h, "item\(i) at \(W)")
            }
        }
    }

    @Test("a card's height follows its width: a taller image, a text on fewer lines")
    func heightFollowsWidth() throws {
        let settings: [(key: String, value: String)] = [("items", "4"), ("columns", "1")]
        let a = try freshLayout("two-column-grid", settings, width: 232)  // items 200 wide
        let b = try freshLayout("two-column-grid", settings, width: 432)  // items 400 wide
        // item0: 4:3, text 80 long: one line at both widths.
        expectClose(a.frames[0].height, 200 * 3 / 4 + 16 + 20, within: tolerance)
        expectClose(b.frames[0].height, 400 * 3 / 4 + 16 + 20, within: tolerance)
        // item3: 16:9, text 320 long: two lines at 200, one at 400.
        expectClose(a.frames[3].height, 200 * 9 / 16 + 16 + 40, within: tolerance)
        expectClose(b.frames[3].height, 400 * 9 / 16 + 16 + 20, within: tolerance)
        // The labels themselves, in the details: item3.label is 40 then 20 tall.
        #expect(a.details.first { $0.view == "item3.label" }.map { isClose($0.height, 40, within: tolerance) } == true)
        #expect(b.details.first { $0.view == "item3.label" }.map { isClose($0.height, 20, within: tolerance) } == true)
    }

    @Test("at 375 the default cards wrap their texts into 1, 1, 2, 2 lines")
    func defaultLinesAt375() throws {
        // Items (375 − 32 − 8) / 2 = 167.5 wide; texts 80, 160, 240, 320 long.
        let layout = try freshLayout("two-column-grid", [("items", "4")], width: 375)
        let heights = (0..<4).compactMap { i in layout.details.first { $0.view == "item\(i).label" }?.height }
        #expect(heights == [20, 20, 40, 40])
    }

    @Test func sweepingUpAndDownGivesTheFreshFrames() throws {
        let scene = try SceneCatalog.scene(named: "two-column-grid")
        for W in deviceWidths + deviceWidths.reversed() {
            expectSameFrames(try scene.layout(width: W), try freshLayout("two-column-grid", width: W), "at \(W)")
        }
    }
}
