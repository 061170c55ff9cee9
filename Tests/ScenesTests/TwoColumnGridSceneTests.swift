import Testing
import TestSupport
@testable import Scenes

/// The content the scene documents for item `i`: an image of aspect ratio (width:height)
/// cycling 4:3, 1:1, 3:4, 16:9, 3:2, then 8 points, `1 + i % 4` lines of 20 points, 8 points.
private func contentHeight(item i: Int, width w: Double) -> Double {
    let aspects: [(Double, Double)] = [(4, 3), (1, 1), (3, 4), (16, 9), (3, 2)]
    let (aw, ah) = aspects[i % 5]
    return w * ah / aw + 8 + Double(1 + i % 4) * 20 + 8
}

/// Frames by the compositional layout of seeds/004: fractional widths in a horizontal group
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

@Suite("two-column-grid (seeds/004)")
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
        let settings: [(key: String, value: String)] = [("items", "7"), ("columns", "3"), ("spacing", "10"), ("inset", "4")]
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

    @Test func heightIsLinearInWidth() throws {
        // Doubling the item width doubles the image part and keeps the text part.
        let a = try freshLayout("two-column-grid", [("items", "1"), ("columns", "1")], width: 232)  // item 200 wide
        let b = try freshLayout("two-column-grid", [("items", "1"), ("columns", "1")], width: 432)  // item 400 wide
        expectClose(a.frames[0].height, 200 * 3 / 4 + 36, within: tolerance)
        expectClose(b.frames[0].height, 400 * 3 / 4 + 36, within: tolerance)
    }

    @Test func sweepingUpAndDownGivesTheFreshFrames() throws {
        let scene = try SceneCatalog.scene(named: "two-column-grid")
        for W in deviceWidths + deviceWidths.reversed() {
            expectSameFrames(try scene.layout(width: W), try freshLayout("two-column-grid", width: W), "at \(W)")
        }
    }
}
