import Testing
import Scenes
import TestSupport

/// A scene's engine, content view and views are open: constraints added or changed there take
/// part in the next `layout(width:)`.
@Suite("Experimenting with a scene")
struct ExperimentTests {
    @Test("a required cap on item0's width beats the @999 fractional width, for every item")
    func capTheItemWidth() throws {
        let grid = try SceneCatalog.scene(named: "two-column-grid", settings: [("items", "4")])
        let cap = grid.views[0].width <= 100
        try grid.engine.activate([cap])
        let capped = try grid.layout(width: 375)
        // Cards 100 wide: item0 (4:3, text 80: 1 line) 75 + 8 + 20 + 8 = 111, item1 (1:1,
        // text 160: 2 lines) 100 + 8 + 40 + 8 = 156; the row is as tall as its tallest card.
        expectFrame(capped.frames[0], 16, 0, 100, 156, "item0")
        expectFrame(capped.frames[1], 16 + 100 + 8, 0, 100, 156, "item1")
        // Row 2 starts 8 below: item2 (3:4, text 240: 3 lines) 133.333 + 8 + 60 + 8, item3
        // (16:9, text 320: 4 lines) 56.25 + 8 + 80 + 8.
        expectFrame(capped.frames[2], 16, 164, 100, 100 * 4 / 3 + 76, "item2")
        expectFrame(capped.frames[3], 124, 164, 100, 100 * 4 / 3 + 76, "item3")

        // Without the cap, the article's width again: (375 − 2·16 − 8) / 2.
        grid.engine.deactivate([cap])
        let free = try grid.layout(width: 375)
        #expect(isClose(free.frames[0].width, 167.5, within: tolerance))
        expectSameFrames(free, try freshLayout("two-column-grid", [("items", "4")], width: 375))
    }

    @Test("the README's and the protocol's example, verbatim")
    func readmeExample() throws {
        var printed: [String] = []
        func print(_ value: Any) { printed.append("\(value)") }
        // --- README begins
        let grid = try SceneCatalog.scene(named: "two-column-grid")
        try grid.engine.activate([grid.views[0].width <= 100])  // required: beats the @999 fraction
        let layout = try grid.layout(width: 375)
        print(layout.frames[1].width)  // 100: every item is as wide as item0
        // --- README ends
        #expect(printed == ["100.0"])
        #expect(layout.frames.allSatisfy { isClose($0.width, 100, within: tolerance) })
    }

    @Test("a view added to the content view follows the scene at every width")
    func addAFooter() throws {
        let grid = try SceneCatalog.scene(named: "two-column-grid", settings: [("items", "2")])
        let footer = LayoutView("footer")
        try grid.contentView.addSubview(footer)
        let content = grid.contentView
        try grid.engine.activate([
            footer.leading == content.leading + 16, footer.trailing == content.trailing - 16,
            footer.top == grid.views[0].bottom + 8, footer.height == 44,
        ])
        // The row is item1's height: a square image, 8, its text (160 long) on one line at
        // 167.5 (20) and on two at 140 (40), 8.
        for (width, row) in [(375.0, 167.5 + 8 + 20 + 8), (320.0, 140.0 + 8 + 40 + 8)] {
            _ = try grid.layout(width: width)
            let frame = footer.frameInRoot
            #expect(
                isClose(frame.minX, 16, within: tolerance) && isClose(frame.width, width - 32, within: tolerance),
                "at \(width): \(frame)")
            #expect(
                isClose(frame.minY, row + 8, within: tolerance) && isClose(frame.height, 44, within: tolerance),
                "at \(width): \(frame)")
        }
    }

    @Test("a scene constraint's constant changed in place, then laid out again")
    func changeAConstant() throws {
        let strip = try SceneCatalog.scene(named: "peeking-strip")
        let height = try #require(strip.engine.constraints.first { $0.identifier == "stripHeight" })
        #expect(height.constant == 12)
        #expect(strip.engine.constraints.contains { $0 === height })
        // The article's strip: H = W/4 + 12 = 105.75 at 375.
        #expect(isClose(try #require(strip.layout(width: 375).frame(of: "strip")).height, 105.75, within: tolerance))
        try height.setConstant(20)
        #expect(isClose(try #require(strip.layout(width: 375).frame(of: "strip")).height, 113.75, within: tolerance))
    }

    @Test func viewsInsideTheReportedOnesAreFoundByName() throws {
        let grid = try SceneCatalog.scene(named: "two-column-grid", settings: [("items", "4")])
        #expect(grid.view(named: "item3.label")?.superview === grid.views[3])
        #expect(grid.view(named: "content") === grid.contentView)
        #expect(grid.view(named: "nothing") == nil)
        #expect(grid.views.map(\.name) == grid.viewNames)
    }

    @Test("a constraint the scene cannot hold is refused where it is made, and changes nothing")
    func aConflictChangesNothing() throws {
        let grid = try SceneCatalog.scene(named: "two-column-grid", settings: [("items", "2")])
        let before = try grid.layout(width: 375)
        let count = grid.engine.constraints.count
        // item1 starts 8 after item0, which starts 16 in and is at least 0 wide.
        #expect(throws: LayoutError.self) {
            try grid.engine.activate([grid.views[1].leading == grid.contentView.leading])
        }
        #expect(grid.engine.constraints.count == count)
        #expect(try grid.layout(width: 375) == before)
    }
}
