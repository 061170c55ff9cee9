import Foundation
import Testing

@testable import LayoutLabCore

/// `layout-lab ib --regimes` and `--format html` on the repository's example storyboard: one
/// scene built once on its device (iPhone 8, margins 16) and laid out across root widths.
///
/// By hand: the title and both text fields span the margins, `W - 32` wide, and their
/// intrinsic width is the stored 343, so at W = 375 they meet it (below, compression gives
/// way; above, hugging). The button is half the root's width and its intrinsic width the
/// stored 188, met at W = 376. The help badge keeps its stored distance from the right edge
/// (flexible left margin): x = W - 40.
@Suite struct IBSweepTests {
    func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
        var io = CommandIO(input: { "" })
        let status = LayoutLab.run(arguments, io: &io)
        return (status, io.standardOutput, io.standardError)
    }

    /// From 414 a controller's root has system minimum margins of 20, not 16: the scene is
    /// built again there, and the fields, now W - 40 wide, are past their 343 (met at 383)
    /// and the button past its 188, so nothing changes above 414.
    @Test func regimesAcrossWidths() {
        let r = run(["ib", IBCommandTests.example, "--regimes", "300", "800"])
        #expect(r.status == 0, "\(r.err)")
        let lines = r.out.split(separator: "\n").map(String.init)
        #expect(lines.first == "scene tne-QT-ifu “Sign In” from 300 to 414: 3 regimes")
        #expect(
            lines.filter { $0.hasPrefix("  3") || $0.hasPrefix("  4") }.map {
                $0.trimmingCharacters(in: .whitespaces)
            } == ["300 ≤ W < 375", "375 ≤ W < 376", "376 ≤ W ≤ 414", "414 ≤ W ≤ 800"])
        #expect(r.out.contains("at 376: 'Layout-ContentHugging-Width' Bt1-aa-004.width <= 188 @250 becomes tight"))
        #expect(
            lines.contains(
                "  built again at 414: UIKit's system minimum margins are 16 below 414 and 20 from 414 on retina4_7"))
        #expect(lines.contains("scene tne-QT-ifu “Sign In” from 414 to 800: 1 regime"))
        // Walking down lists the same regimes from the top, the side above 414 first.
        let down = run(["ib", IBCommandTests.example, "--regimes", "800", "300"])
        let downLines = down.out.split(separator: "\n").map(String.init)
        #expect(downLines.first == "scene tne-QT-ifu “Sign In” from 800 down to 414: 1 regime")
        #expect(downLines.contains("  800 ≥ W ≥ 414"))
        #expect(downLines.contains("  414 ≥ W ≥ 376"))
    }

    /// Below 414 only: one build, as before.
    @Test func regimesOnOneSideOfTheMarginChangeAreOneListing() {
        let r = run(["ib", IBCommandTests.example, "--regimes", "300", "400"])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.hasPrefix("scene tne-QT-ifu “Sign In” from 300 to 400: 3 regimes\n"))
        #expect(!r.out.contains("built again"))
    }

    /// An html page is one build: a range across 414 is refused, and the default range stays
    /// below it for a scene built at 375.
    @Test func anHtmlPageStaysOnOneSideOfTheMarginChange() throws {
        let across = run(["ib", IBCommandTests.example, "--format", "html", "--width", "320", "--width", "420"])
        #expect(across.status == 1)
        #expect(
            across.err
                == "layout-lab ib: \(IBCommandTests.example):11: an html page is one build, and 320…420 crosses 414, where "
                + "UIKit's system minimum margins change from 16 to 20 on retina4_7: give --width values on one "
                + "side, or list the regimes across with --regimes\n")
        let page = run(["ib", IBCommandTests.example, "--format", "html"])
        #expect(page.status == 0, "\(page.err)")
        let data = try pageData(page.out)
        #expect((data["widths"] as? [NSNumber])?.map(\.doubleValue) == (320...413).map(Double.init))
    }

    /// The page's JSON data.
    func pageData(_ html: String) throws -> [String: Any] {
        let start = try #require(html.range(of: "<script type=\"application/json\" id=\"data\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        return try #require(
            try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8))
                as? [String: Any])
    }

    @Test func regimesGoAloneAndHtmlShowsOneScene() {
        let both = run(["ib", IBCommandTests.example, "--regimes", "300", "800", "--format", "json"])
        #expect(both.status == 1)
        #expect(both.err.hasPrefix("layout-lab ib: --regimes lists the regimes as text"))
        let check = run(["ib", IBCommandTests.example, "--format", "html", "--check"])
        #expect(check.status == 1)
        #expect(check.err.hasPrefix("layout-lab ib: --check reports as text or JSON"))
    }

    @Test func htmlPageWithAWidthSlider() throws {
        let r = run(["ib", IBCommandTests.example, "--format", "html", "--width", "320", "--width", "410"])
        #expect(r.status == 0, "\(r.err)")
        let data = try pageData(r.out)
        #expect((data["widths"] as? [NSNumber])?.map(\.doubleValue) == (320...410).map(Double.init))
        let channels = try #require(data["channels"] as? [String])
        #expect(channels.prefix(4) == ["Tt1-aa-001.x", "Tt1-aa-001.y", "Tt1-aa-001.width", "Tt1-aa-001.height"])
        let samples = try #require(data["samples"] as? [[NSNumber]])
        func value(_ channel: String, at width: Int) throws -> Double {
            samples[width - 320][try #require(channels.firstIndex(of: channel))].doubleValue
        }
        // At 320: the title 320 - 32 wide at the margin, 40 below the 20-point status bar.
        #expect(try value("Tt1-aa-001.x", at: 320) == 16)
        #expect(try value("Tt1-aa-001.y", at: 320) == 60)
        #expect(try value("Tt1-aa-001.width", at: 320) == 288)
        // At 400: the button 200 wide, centred; the badge at 400 - 40.
        #expect(try value("Bt1-aa-004.width", at: 400) == 200)
        #expect(try value("Bt1-aa-004.x", at: 400) == 100)
        #expect(try value("Hp1-aa-006.x", at: 400) == 360)
        // Every height is the device's: the content is the root.
        #expect(try value("contentHeight", at: 400) == 667)
        let regimes = try #require(data["regimes"] as? [[String: Any]])
        #expect(regimes.compactMap { ($0["from"] as? NSNumber)?.doubleValue } == [320, 375, 376])
    }
}
