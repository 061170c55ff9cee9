import Testing
@testable import LayoutLabCore

@Suite("layout-lab scene settings-card and its listing")
struct SettingsCardCommandTests {
    /// The whole JSON line at 320 with the defaults, every number worked out by hand (the
    /// derivation is the one in `SettingsCardExampleTests.at320TheDetailsStretch`): the card
    /// at (16, 16), 288 × 164; rows at y 16, 71, 110 and 149 (hotspot hidden), each 288 × 31;
    /// in a row at y₀ the icon at (16, y₀ + 1), the title at (57, y₀ + 4.5), the detail
    /// 12 after the title and 172 − title wide, the switch at (253, y₀).
    @Test func jsonAt320IsTheHandDerivedLayout() {
        /// Every number here is a whole or a half: `16`, `20.5`.
        func f(_ x: Double) -> String { x == x.rounded() ? String(Int(x)) : String(x) }
        func row(_ name: String, y: Double, title: Double) -> String {
            return "{\"view\":\"\(name)\",\"x\":16,\"y\":\(f(y)),\"width\":288,\"height\":31},"
                + "{\"view\":\"\(name).icon\",\"x\":16,\"y\":\(f(y + 1)),\"width\":29,\"height\":29},"
                + "{\"view\":\"\(name).title\",\"x\":57,\"y\":\(f(y + 4.5)),\"width\":\(f(title)),\"height\":22},"
                + "{\"view\":\"\(name).detail\",\"x\":\(f(57 + title + 12)),\"y\":\(f(y + 4.5)),"
                + "\"width\":\(f(172 - title)),\"height\":22},"
                + "{\"view\":\"\(name).switch\",\"x\":253,\"y\":\(f(y)),\"width\":51,\"height\":31}"
        }
        let expected =
            "{\"scene\":\"settings-card\",\"width\":320,\"contentHeight\":196,\"frames\":["
            + "{\"view\":\"card\",\"x\":16,\"y\":16,\"width\":288,\"height\":164},"
            + row("airplane", y: 16, title: 113) + ","
            + row("wifi", y: 71, title: 44) + ","
            + row("bluetooth", y: 110, title: 78) + ","
            + row("vpn", y: 149, title: 33) + "]}\n"
        let result = SolveRun.arguments(["scene", "settings-card", "--width", "320", "--format", "json"])
        #expect(result.status == 0)
        #expect(result.errors == "")
        #expect(result.output == expected)
    }

    @Test func settingsReachTheExample() {
        // hidden=none shows five rows: 5 × 31 + 24 + 3 × 8 = 203 for the card, 235 in all.
        let result = SolveRun.arguments(["scene", "settings-card", "--set", "hidden=none", "--format", "table"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("settings-card at width 375: content height 235\n"))
        #expect(result.output.contains("\n  hotspot  "))
    }

    @Test func asciiDrawsTheCard() {
        let result = SolveRun.arguments(["scene", "settings-card", "--format", "ascii"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("settings-card at width 375: content height 196"))
        #expect(result.output.contains("|airplane.title"))
    }

    @Test func scenesListsTheExampleApartWithoutAnArticle() throws {
        let result = SolveRun.arguments(["scenes"])
        #expect(result.status == 0)
        let out = result.output
        let heading = try #require(out.range(of: "\nExamples (written for this project, from no article):\n\n"))
        let card = try #require(out.range(of: "settings-card — an example on stack views"))
        let lastScene = try #require(out.range(of: "two-column-grid — "))
        #expect(lastScene.lowerBound < heading.lowerBound)
        #expect(heading.upperBound == card.lowerBound)
        #expect(!out[card.lowerBound...].contains("  from "))
        #expect(out[card.lowerBound...].contains("\n  hidden     hotspot  none|airplane|wifi|bluetooth|hotspot|vpn"))
    }

    @Test func anUnknownValueNamesTheChoices() {
        let result = SolveRun.arguments(["scene", "settings-card", "--set", "hidden=cellular"])
        #expect(result.status == 1)
        #expect(
            result.errors.contains(
                "invalid value 'cellular' for settings-card parameter 'hidden': expected none|airplane|wifi|bluetooth|hotspot|vpn"
            ))
    }
}
