import Testing
import TestSupport
@testable import Scenes

/// The article's custom group, transcribed from the Qiita article, in pixels: at `scale` the whole
/// computation runs on `width × scale` pixels and the frames are divided back into points.
private func articleItems(width: Double, count: Int, spacing: Double, scale: Double = 1) -> [(x: Double, width: Double)]
{
    let contentWidth = width * scale, spacing = spacing * scale
    let fCount = Double(count)
    let fillWidth = count == 1 ? contentWidth : contentWidth - (spacing * (fCount - 1))
    let baseItemWidth = (fillWidth / fCount).rounded(.down)
    let residue = Int(fillWidth - (baseItemWidth * fCount))
    var items: [(x: Double, width: Double)] = []
    for n in 0..<count {
        let x = n == 0 ? 0 : items[n - 1].x + items[n - 1].width + spacing
        items.append((x, baseItemWidth + (n < residue ? 1 : 0)))
    }
    return items.map { ($0.x / scale, $0.width / scale) }
}

@Suite("exact-columns (Qiita)")
struct ExactColumnsSceneTests {
    @Test(arguments: [1, 2, 3])
    func everyDeviceWidthMatchesTheArticlesIntegerFrames(scale: Int) throws {
        let scene = try SceneCatalog.scene(named: "exact-columns", settings: [("scale", "\(scale)")])
        for W in deviceWidths {
            let layout = try scene.layout(width: W)
            let expected = articleItems(width: W, count: 4, spacing: 8, scale: Double(scale))
            expectClose(layout.contentHeight, 100, within: tolerance)
            for (n, item) in expected.enumerated() {
                expectFrame(layout.frame(of: "item\(n)"), item.x, 0, item.width, 100, "item\(n) at \(W) scale \(scale)")
            }
        }
    }

    @Test(arguments: [1, 2, 3])
    func gapsAreExactWidthsDifferByAtMostOnePixelAndTheRowEndsAtTheEdge(scale: Int) throws {
        let px = 1 / Double(scale)
        for count in [1, 2, 3, 4, 5, 7] {
            let scene = try SceneCatalog.scene(
                named: "exact-columns", settings: [("count", "\(count)"), ("scale", "\(scale)")])
            for W in deviceWidths + [333, 101] {
                let frames = try scene.layout(width: W).frames
                for f in frames {
                    // On the pixel grid: x × scale and width × scale are whole.
                    expectClose(
                        f.x * Double(scale), (f.x * Double(scale)).rounded(), within: .absolute(1e-6), "\(f) at \(W)")
                    expectClose(
                        f.width * Double(scale), (f.width * Double(scale)).rounded(), within: .absolute(1e-6),
                        "\(f) at \(W)")
                }
                for (a, b) in zip(frames, frames.dropFirst()) {
                    expectClose(b.x - a.maxX, 8, within: .absolute(1e-9), "gap \(a.view)–\(b.view) at \(W)")
                    #expect(a.width >= b.width - 1e-9, "the residue goes to the leading items")
                }
                let widths = frames.map(\.width)
                #expect((widths.max() ?? 0) - (widths.min() ?? 0) <= px + 1e-9, "widths at \(W): \(widths)")
                expectClose(frames.last?.maxX ?? 0, W, within: .absolute(1e-9), "the last item ends at \(W)")
            }
        }
    }

    @Test func theResidueGoesToTheLeadingItems() throws {
        // 375 - 3 × 8 = 351 = 4 × 87 + 3: the first three items get 88.
        let layout = try freshLayout("exact-columns", width: 375)
        #expect(layout.frames.map(\.width) == [88, 88, 88, 87])
        for (frame, x) in zip(layout.frames, [0.0, 96, 192, 288]) { expectClose(frame.x, x, within: tolerance) }
    }

    @Test func aWidthOffThePixelGridLeavesTheFractionAtTheTrailingEdge() throws {
        // 375.5 - 24 = 351.5: base 87, residue Int(3.5) = 3, as the article truncates.
        let layout = try freshLayout("exact-columns", width: 375.5)
        let expected = articleItems(width: 375.5, count: 4, spacing: 8)
        for (n, item) in expected.enumerated() {
            expectFrame(layout.frame(of: "item\(n)"), item.x, 0, item.width, 100, "item\(n)")
        }
        expectClose(375.5 - (layout.frames.last?.maxX ?? 0), 0.5, within: tolerance)
    }

    @Test func sweepingUpAndDownGivesTheFreshFrames() throws {
        for scale in ["1", "3"] {
            let scene = try SceneCatalog.scene(named: "exact-columns", settings: [("scale", scale)])
            for W in deviceWidths + deviceWidths.reversed() + [375.5, 375] {
                expectSameFrames(
                    try scene.layout(width: W), try freshLayout("exact-columns", [("scale", scale)], width: W),
                    "at \(W)")
            }
        }
    }
}
