import Testing
import TestSupport
@testable import Scenes

// The example's numbers, typed out again from its specification (not read from the code):
// icon 29 × 29, switch 51 × 31, labels 22 tall with their first baseline 17 below the top,
// 12 between a row's views; rows titled 113 (airplane), 44 (wifi), 78 (bluetooth),
// 133 (hotspot), 33 (vpn) points long, with details 0, 120, 24, 30 and 88 long.

/// One row's expected layout: its top in root coordinates, and its title's and detail's widths.
private struct ExpectedRow {
    var name: String
    var top: Double
    var title: Double
    var detail: Double
}

/// Expects the frames of a visible row `row` of a card `cardWidth` wide at x = `left`, whose
/// views are placed across it as `centred` says (else on the first baseline).
private func expectRow(
    _ layout: SceneLayout, _ row: ExpectedRow, left: Double = 16, cardWidth: Double, centred: Bool,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let context = "\(row.name) at \(SceneNumber.format(layout.width))"
    // Centred: the row is as tall as the switch (31): the icon 1 below its top
    // ((31 − 29)/2), the labels 4.5 ((31 − 22)/2). On the first baseline: the switch is
    // topmost, so the baseline is 31 below the row's top; the icon's bottom is on it (top 2),
    // the labels' baselines are (top 31 − 17 = 14); the row reaches the labels' bottoms,
    // 14 + 22 = 36.
    let height = centred ? 31.0 : 36
    let iconY = centred ? 1.0 : 2, labelY = centred ? 4.5 : 14
    expectFrame(layout.frame(of: row.name), left, row.top, cardWidth, height, context, sourceLocation: sourceLocation)
    expectFrame(
        layout.frame(of: "\(row.name).icon"), left, row.top + iconY, 29, 29, context, sourceLocation: sourceLocation)
    let titleX = left + 29 + 12
    expectFrame(
        layout.frame(of: "\(row.name).title"), titleX, row.top + labelY, row.title, 22, context,
        sourceLocation: sourceLocation)
    expectFrame(
        layout.frame(of: "\(row.name).detail"), titleX + row.title + 12, row.top + labelY, row.detail, 22, context,
        sourceLocation: sourceLocation)
    expectFrame(
        layout.frame(of: "\(row.name).switch"), left + cardWidth - 51, row.top, 51, 31, context,
        sourceLocation: sourceLocation)
}

@Suite("settings-card (an example on stack views)")
struct SettingsCardExampleTests {
    @Test func isAnExampleThatCitesNoArticle() throws {
        #expect(SceneCatalog.examples.map(\.name) == ["settings-card"])
        #expect(!SceneCatalog.all.map(\.name).contains("settings-card"))
        let descriptor = try SceneCatalog.descriptor(named: "settings-card")
        #expect(descriptor.article == nil)
        #expect(descriptor.defaults.description == "inset=16 spacing=8 groupGap=24 hidden=hotspot alignment=center")
    }

    @Test func reportsTheCardThenEachVisibleRowAndItsViews() throws {
        let scene = try SceneCatalog.scene(named: "settings-card")
        var expected = ["card"]
        for row in ["airplane", "wifi", "bluetooth", "vpn"] {  // hotspot is hidden
            expected += [row, "\(row).icon", "\(row).title", "\(row).detail", "\(row).switch"]
        }
        #expect(scene.viewNames == expected)
        #expect(scene.keyViewNames == ["card", "airplane", "wifi", "vpn"])
    }

    /// At 320 the card is 320 − 2·16 = 288 wide. A row's fixed part is the icon, the switch
    /// and three gaps: 29 + 51 + 3·12 = 116, so its detail is 288 − 116 − title =
    /// 172 − title wide, longer than every detail text: the details stretch (hugging 250,
    /// the lowest). Vertically, with hotspot hidden (its row and one spacing collapse), the
    /// rows are airplane at 16, wifi at 16 + 31 + 24 (the group gap) = 71, bluetooth at
    /// 71 + 31 + 8 = 110, vpn at 110 + 31 + 8 = 149; the card is 4·31 + 24 + 8 + 8 = 164
    /// tall and the content 16 + 164 + 16 = 196.
    @Test func at320TheDetailsStretch() throws {
        let layout = try freshLayout("settings-card", width: 320)
        expectFrame(layout.frame(of: "card"), 16, 16, 288, 164, "card")
        expectClose(layout.contentHeight, 196, within: tolerance, "content height")
        for row in [
            ExpectedRow(name: "airplane", top: 16, title: 113, detail: 172 - 113),  // 59
            ExpectedRow(name: "wifi", top: 71, title: 44, detail: 172 - 44),  // 128 ≥ 120
            ExpectedRow(name: "bluetooth", top: 110, title: 78, detail: 172 - 78),  // 94
            ExpectedRow(name: "vpn", top: 149, title: 33, detail: 172 - 33),  // 139
        ] {
            expectRow(layout, row, cardWidth: 288, centred: true)
        }
        #expect(layout.frame(of: "hotspot") == nil)
    }

    /// At 300 the card is 268 wide and a detail gets 268 − 116 − title = 152 − title: wifi's
    /// 108 is less than its 120-point text, so it is the detail that gives way (compression
    /// resistance 749, below the title's 750); the title keeps its 44.
    @Test func at300TheWifiDetailIsCompressed() throws {
        let layout = try freshLayout("settings-card", width: 300)
        expectFrame(layout.frame(of: "card"), 16, 16, 268, 164, "card")
        for row in [
            ExpectedRow(name: "airplane", top: 16, title: 113, detail: 152 - 113),  // 39
            ExpectedRow(name: "wifi", top: 71, title: 44, detail: 152 - 44),  // 108 < 120
            ExpectedRow(name: "bluetooth", top: 110, title: 78, detail: 152 - 78),  // 74
            ExpectedRow(name: "vpn", top: 149, title: 33, detail: 152 - 33),  // 119
        ] {
            expectRow(layout, row, cardWidth: 268, centred: true)
        }
    }

    /// At 250 the card is 218 wide: 102 − title for a detail. Airplane's would be 102 − 113 =
    /// −11, but a detail stays at 0 or more (priority 999, above every compression
    /// resistance of a label), so the title shrinks instead, to 218 − 116 − 0 = 102.
    @Test func at250TheAirplaneTitleShrinksOnceItsDetailIsGone() throws {
        let layout = try freshLayout("settings-card", width: 250)
        for row in [
            ExpectedRow(name: "airplane", top: 16, title: 102, detail: 0),
            ExpectedRow(name: "wifi", top: 71, title: 44, detail: 102 - 44),  // 58
            ExpectedRow(name: "bluetooth", top: 110, title: 78, detail: 102 - 78),  // 24
            ExpectedRow(name: "vpn", top: 149, title: 33, detail: 102 - 33),  // 69
        ] {
            expectRow(layout, row, cardWidth: 218, centred: true)
        }
    }

    /// On the first baseline rows are 36 tall (see `expectRow`). Hiding airplane takes its
    /// custom spacing with it: the four rows are 8 apart, at 16, 16 + 36 + 8 = 60, 104, 148,
    /// and the card is 4·36 + 3·8 = 168 tall. At 375 the card is 343 wide: a detail is
    /// 343 − 116 − title = 227 − title.
    @Test func onTheFirstBaselineWithTheFirstRowHidden() throws {
        let layout = try freshLayout(
            "settings-card", [("alignment", "firstBaseline"), ("hidden", "airplane")], width: 375)
        expectFrame(layout.frame(of: "card"), 16, 16, 343, 168, "card")
        expectClose(layout.contentHeight, 16 + 168 + 16, within: tolerance, "content height")
        for row in [
            ExpectedRow(name: "wifi", top: 16, title: 44, detail: 227 - 44),
            ExpectedRow(name: "bluetooth", top: 60, title: 78, detail: 227 - 78),
            ExpectedRow(name: "hotspot", top: 104, title: 133, detail: 227 - 133),
            ExpectedRow(name: "vpn", top: 148, title: 33, detail: 227 - 33),
        ] {
            expectRow(layout, row, cardWidth: 343, centred: false)
        }
        #expect(layout.frame(of: "airplane") == nil)
    }

    /// Hiding wifi, the row after the group gap: the gap after airplane (the visible row before
    /// it) is airplane's custom 24, so bluetooth sits at 16 + 31 + 24 = 71. With every row
    /// shown and other gaps: inset 10, spacing 4, group gap 20 at 414 (card 394 wide, a detail
    /// 394 − 116 − title = 278 − title): rows at 10, 10 + 31 + 20 = 61, 96, 131, 166, the card
    /// 5·31 + 20 + 3·4 = 187 tall.
    @Test func hiddenRowsAndCustomGaps() throws {
        let noWifi = try freshLayout("settings-card", [("hidden", "wifi")], width: 320)
        expectRow(noWifi, ExpectedRow(name: "airplane", top: 16, title: 113, detail: 59), cardWidth: 288, centred: true)
        expectRow(noWifi, ExpectedRow(name: "bluetooth", top: 71, title: 78, detail: 94), cardWidth: 288, centred: true)
        expectRow(noWifi, ExpectedRow(name: "hotspot", top: 110, title: 133, detail: 39), cardWidth: 288, centred: true)

        let all = try freshLayout(
            "settings-card", [("hidden", "none"), ("inset", "10"), ("spacing", "4"), ("groupGap", "20")], width: 414)
        expectFrame(all.frame(of: "card"), 10, 10, 394, 187, "card")
        expectClose(all.contentHeight, 10 + 187 + 10, within: tolerance, "content height")
        for row in [
            ExpectedRow(name: "airplane", top: 10, title: 113, detail: 278 - 113),
            ExpectedRow(name: "wifi", top: 61, title: 44, detail: 278 - 44),
            ExpectedRow(name: "bluetooth", top: 96, title: 78, detail: 278 - 78),
            ExpectedRow(name: "hotspot", top: 131, title: 133, detail: 278 - 133),
            ExpectedRow(name: "vpn", top: 166, title: 33, detail: 278 - 33),
        ] {
            expectRow(all, row, left: 10, cardWidth: 394, centred: true)
        }
    }

    @Test(arguments: ["center", "firstBaseline"])
    func sweepingTheDeviceWidthsGivesFreshFrames(alignment: String) throws {
        let settings = [(key: "alignment", value: alignment)]
        let scene = try SceneCatalog.scene(named: "settings-card", settings: settings)
        for W in deviceWidths + deviceWidths.reversed() + [250, 300] {
            expectSameFrames(
                try scene.layout(width: W), try freshLayout("settings-card", settings, width: W), "\(alignment) at \(W)"
            )
        }
    }

    @Test func aWidthChangeIsASuggestionOnly() throws {
        let scene = try #require(try SceneCatalog.scene(named: "settings-card") as? SettingsCardExample)
        _ = try scene.layout(width: 375)
        let before = scene.stage.engine.statistics
        _ = try scene.layout(width: 768)
        let after = scene.stage.engine.statistics
        #expect(after.additions == before.additions)
        #expect(after.removals == before.removals)
        #expect(after.suggestions == before.suggestions + 2)  // width and height
    }

    @Test func unknownValuesAreRejected() {
        #expect(throws: SceneError.self) {
            try SceneCatalog.scene(named: "settings-card", settings: [("hidden", "cellular")])
        }
        #expect(throws: SceneError.self) {
            try SceneCatalog.scene(named: "settings-card", settings: [("alignment", "lastBaseline")])
        }
        #expect(throws: SceneError.self) {
            try SceneCatalog.scene(named: "settings-card", settings: [("spacing", "-1")])
        }
    }
}
