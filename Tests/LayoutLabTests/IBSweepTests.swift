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

    @Test func regimesAcrossWidths() {
        let r = run(["ib", IBCommandTests.example, "--regimes", "300", "800"])
        #expect(r.status == 0, "\(r.err)")
        let lines = r.out.split(separator: "\n").map(String.init)
        #expect(lines.first == "scene tne-QT-ifu “Sign In” from 300 to 800: 3 regimes")
        #expect(
            lines.filter { $0.hasPrefix("  3") }.map { $0.trimmingCharacters(in: .whitespaces) } == [
                "300 ≤ W < 375", "375 ≤ W < 376", "376 ≤ W ≤ 800",
            ])
        #expect(r.out.contains("at 376: 'Layout-ContentHugging-Width' Bt1-aa-004.width <= 188 @250 becomes tight"))
        // Walking down lists the same regimes from the top.
        let down = run(["ib", IBCommandTests.example, "--regimes", "800", "300"])
        #expect(down.out.contains("  800 ≥ W ≥ 376"))
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
        let r = run(["ib", IBCommandTests.example, "--format", "html", "--width", "320", "--width", "420"])
        #expect(r.status == 0, "\(r.err)")
        let start = try #require(r.out.range(of: "<script type=\"application/json\" id=\"data\">"))
        let end = try #require(r.out.range(of: "</script>", range: start.upperBound..<r.out.endIndex))
        let data = try #require(
            try JSONSerialization.jsonObject(with: Data(r.out[start.upperBound..<end.lowerBound].utf8))
                as? [String: Any])
        #expect((data["widths"] as? [NSNumber])?.map(\.doubleValue) == (320...420).map(Double.init))
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
