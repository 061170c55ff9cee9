import Testing
import TestSupport
@testable import Scenes

/// The article's `calculateMarginViewWidth()` (DevelopersIO): half the spare width when the
/// items are narrower than the screen, else 0.
private func articleMargin(width W: Double, items: Int, itemWidth: Double = 60) -> Double {
    let collectionWidth = items > 0 ? Double(items) * itemWidth : 0
    return collectionWidth < W ? (W - collectionWidth) / 2 : 0
}

private func expectArticleFrames(
    _ layout: SceneLayout, items: Int, itemWidth: Double = 60, height: Double = 60, _ context: String
) {
    let W = layout.width, m = articleMargin(width: W, items: items, itemWidth: itemWidth)
    expectFrame(layout.frame(of: "leftMargin"), 0, 0, m, height, "leftMargin \(context)")
    expectFrame(layout.frame(of: "strip"), m, 0, W - 2 * m, height, "strip \(context)")
    expectFrame(layout.frame(of: "rightMargin"), W - m, 0, m, height, "rightMargin \(context)")
    expectClose(layout.contentHeight, height, within: tolerance, "content height \(context)")
}

@Suite("centered-strip (DevelopersIO)")
struct CenteredStripSceneTests {
    @Test(arguments: ["constants", "solver"])
    func everyDeviceWidthAndItemCountMatchesTheArticle(mode: String) throws {
        for items in [0, 1, 3, 6, 7, 16, 23, 30] {
            let scene = try SceneCatalog.scene(
                named: "centered-strip", settings: [("items", "\(items)"), ("mode", mode)])
            for W in deviceWidths {
                expectArticleFrames(try scene.layout(width: W), items: items, "\(mode) items \(items) at \(W)")
            }
        }
    }

    @Test func bothModesGiveIdenticalFrames() throws {
        for items in 0...25 {
            let constants = try SceneCatalog.scene(
                named: "centered-strip", settings: [("items", "\(items)"), ("mode", "constants")])
            let solver = try SceneCatalog.scene(
                named: "centered-strip", settings: [("items", "\(items)"), ("mode", "solver")])
            for W in deviceWidths + [60, 180, 179.5, 1] {
                expectSameFrames(try constants.layout(width: W), try solver.layout(width: W), "items \(items) at \(W)")
            }
        }
    }

    @Test(arguments: ["constants", "solver"])
    func changingTheItemsReSolvesInPlace(mode: String) throws {
        let scene = try #require(
            try SceneCatalog.scene(named: "centered-strip", settings: [("mode", mode)]) as? CenteredStripScene)
        _ = try scene.layout(width: 375)
        for items in [5, 7, 0, 12, 3] {
            try scene.setItems(items)
            #expect(scene.parameters["items"] == .integer(items))
            for W in [375.0, 1024, 320] {
                let layout = try scene.layout(width: W)
                expectArticleFrames(layout, items: items, "\(mode) items \(items) at \(W)")
                expectSameFrames(
                    layout, try freshLayout("centered-strip", [("items", "\(items)"), ("mode", mode)], width: W),
                    "\(mode) items \(items) at \(W)")
            }
        }
        #expect(throws: SceneError.self) { try scene.setItems(-1) }
    }

    @Test func otherItemSizesFollowTheSameRule() throws {
        let scene = try SceneCatalog.scene(
            named: "centered-strip",
            settings: [("items", "5"), ("itemWidth", "88"), ("height", "44"), ("mode", "solver")])
        for W in deviceWidths {
            expectArticleFrames(try scene.layout(width: W), items: 5, itemWidth: 88, height: 44, "at \(W)")
        }
    }

    @Test(arguments: ["constants", "solver"])
    func sweepingUpAndDownGivesTheFreshFrames(mode: String) throws {
        let scene = try SceneCatalog.scene(named: "centered-strip", settings: [("items", "9"), ("mode", mode)])
        for W in deviceWidths + deviceWidths.reversed() {
            expectSameFrames(
                try scene.layout(width: W),
                try freshLayout("centered-strip", [("items", "9"), ("mode", mode)], width: W), "at \(W)")
        }
    }
}
