import Foundation
import Testing
@testable import LayoutLabCore
import Scenes

/// Runs `layout-lab` in-process.
private func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
    var io = CommandIO()
    let status = LayoutLab.run(arguments, io: &io)
    return (status, io.standardOutput, io.standardError)
}

/// The lines of `text` without the final empty one.
private func lines(_ text: String) -> [String] {
    var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if result.last == "" { result.removeLast() }
    return result
}

/// One JSON line parsed back with Foundation: the scene, width, content height and frames.
private struct ParsedLayout {
    var scene: String
    var width: Double
    var contentHeight: Double
    var frames: [(view: String, x: Double, y: Double, width: Double, height: Double)]

    init?(_ line: String) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
            let scene = object["scene"] as? String,
            let width = (object["width"] as? NSNumber)?.doubleValue,
            let contentHeight = (object["contentHeight"] as? NSNumber)?.doubleValue,
            let frames = object["frames"] as? [[String: Any]],
            Set(object.keys) == ["scene", "width", "contentHeight", "frames"]
        else { return nil }
        self.scene = scene
        self.width = width
        self.contentHeight = contentHeight
        self.frames = []
        for f in frames {
            guard let view = f["view"] as? String, let x = (f["x"] as? NSNumber)?.doubleValue,
                let y = (f["y"] as? NSNumber)?.doubleValue, let w = (f["width"] as? NSNumber)?.doubleValue,
                let h = (f["height"] as? NSNumber)?.doubleValue, f.count == 5
            else { return nil }
            self.frames.append((view, x, y, w, h))
        }
    }
}

@Suite("layout-lab scene, scenes and the main job")
struct SceneCommandTests {
    @Test func jsonIsOneParsableObjectPerWidthInRootCoordinates() throws {
        let result = run(["scene", "flow-grid", "--width", "375", "--width", "1024", "--format", "json"])
        #expect(result.status == 0)
        #expect(result.err == "")
        let parsed = lines(result.out).map(ParsedLayout.init)
        #expect(parsed.count == 2)
        // 375: 365 available → 3 columns, side 100 + floor(55 / 3) = 118; 7 rows.
        let a = try #require(parsed[0])
        #expect(a.scene == "flow-grid" && a.width == 375)
        #expect(a.contentHeight == 7 * 118 + 6 * 5)
        #expect(a.frames.map(\.view) == (0..<20).map { "cell\($0)" })
        #expect(a.frames[0].x == 5 && a.frames[0].y == 0 && a.frames[0].width == 118 && a.frames[0].height == 118)
        #expect(a.frames[4].x == 5 + 118 + 5 && a.frames[4].y == 118 + 5)
        // 1024: 1014 available → 9 columns, side 100 + floor(74 / 9) = 108; 3 rows.
        let b = try #require(parsed[1])
        #expect(b.width == 1024 && b.frames[0].width == 108)
        #expect(b.contentHeight == 3 * 108 + 2 * 5)
        #expect(b.frames[9].x == 5 && b.frames[9].y == 113)
    }

    @Test func jsonAppliesSettings() throws {
        let result = run([
            "scene", "exact-columns", "--width=375", "--set", "scale=2", "--set", "count=3", "--format=json",
        ])
        #expect(result.status == 0)
        let layout = try #require(ParsedLayout(lines(result.out).first ?? ""))
        // 2 × 375 − 2 × 16 = 718 pixels for 3 items: 239 + 1 residue → 120, 119.5, 119.5 points.
        #expect(layout.frames.map(\.width) == [120, 119.5, 119.5])
        #expect(layout.frames.map(\.x) == [0, 128, 255.5])
    }

    @Test func jsonWholeLineForAStripWiderThanTheScreen() {
        // 6 × 60 = 360 > 320: no margins, the strip fills the width (the article's `else 0`).
        let result = run(["scene", "centered-strip", "--width", "320", "--set", "items=6", "--format", "json"])
        #expect(
            result.out == """
                {"scene":"centered-strip","width":320,"contentHeight":60,"frames":[\
                {"view":"leftMargin","x":0,"y":0,"width":0,"height":60},\
                {"view":"strip","x":0,"y":0,"width":320,"height":60},\
                {"view":"rightMargin","x":320,"y":0,"width":0,"height":60}]}

                """)
    }

    @Test func tablePrintsAlignedFrames() {
        let result = run(["scene", "centered-strip", "--width", "375"])
        #expect(result.status == 0)
        // 3 items × 60 = 180 on 375: margins (375 − 180) / 2 = 97.5.
        #expect(
            lines(result.out) == [
                "centered-strip at width 375: content height 60",
                "  view             x  y  width  height",
                "  leftMargin       0  0   97.5      60",
                "  strip         97.5  0    180      60",
                "  rightMargin  277.5  0   97.5      60",
            ])
    }

    @Test func theReadmeExampleIsWhatTheCommandPrints() {
        // README, "## Scenes": 375 → 3 columns of 118 (100 + ⌊55 / 3⌋), 7 rows: 7 × 118 + 6 × 5.
        let out = lines(run(["scene", "flow-grid", "--width", "375"]).out)
        #expect(
            Array(out.prefix(5)) == [
                "flow-grid at width 375: content height 856",
                "  view      x    y  width  height",
                "  cell0     5    0    118     118",
                "  cell1   128    0    118     118",
                "  cell2   251    0    118     118",
            ])
        #expect(out.count == 2 + 20)
    }

    @Test func defaultWidthIs375() {
        #expect(run(["scene", "centered-strip"]).out == run(["scene", "centered-strip", "--width", "375"]).out)
    }

    @Test func svgDrawsEveryViewAndTheContainer() {
        let result = run(["scene", "centered-strip", "--width", "375", "--format", "svg"])
        #expect(result.status == 0)
        let svg = result.out
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.hasSuffix("</svg>\n"))
        // Background, three views, the container outline.
        #expect(svg.components(separatedBy: "<rect ").count - 1 == 5)
        for name in ["leftMargin", "strip", "rightMargin"] { #expect(svg.contains(">\(name)</text>")) }
        #expect(svg.contains("stroke-dasharray"))
        #expect(svg.contains("width=\"375\" height=\"60\" fill=\"none\""))
    }

    @Test func svgShowsContainersGreyScrolledOffCellsFaintAndCardContents() {
        // 375: cells are 118 wide, 150 apart from x = 16: cell3 starts at 466, past the edge.
        let strip = run(["scene", "peeking-strip", "--width", "375", "--format", "svg"]).out
        #expect(strip.contains("fill=\"#c7c7cc\""))
        #expect(strip.components(separatedBy: "stroke-dasharray=\"3 2\"").count - 1 == 3)  // cell3, cell4, cell5
        // Cards draw their image and label; the JSON lists only the items.
        let grid = run(["scene", "two-column-grid", "--width", "375", "--set", "items=3", "--format", "svg"]).out
        #expect(grid.components(separatedBy: ">image</text>").count - 1 == 3)
        #expect(grid.components(separatedBy: ">label</text>").count - 1 == 3)
        let json = run(["scene", "two-column-grid", "--width", "375", "--set", "items=3", "--format", "json"]).out
        #expect(ParsedLayout(lines(json)[0])?.frames.map(\.view) == ["item0", "item1", "item2"])
    }

    @Test(arguments: [
        ("scene-peeking-strip.svg", ["scene", "peeking-strip", "--width", "375", "--width", "667", "--format", "svg"]),
        (
            "scene-two-column-grid.svg",
            ["scene", "two-column-grid", "--width", "375", "--set", "items=6", "--format", "svg"]
        ),
    ])
    func theCommittedPicturesAreWhatTheCommandDraws(file: String, arguments: [String]) throws {
        // Tests/LayoutLabTests/SceneCommandTests.swift → docs/<file>
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs").appendingPathComponent(file)
        let committed = try String(contentsOf: docs, encoding: .utf8)
        #expect(
            run(arguments).out == committed,
            "regenerate with: layout-lab \(arguments.joined(separator: " ")) > docs/\(file)")
    }

    @Test func asciiDrawsBoxesWithNames() {
        let result = run(["scene", "two-column-grid", "--width", "375", "--set", "items=2", "--format", "ascii"])
        #expect(result.status == 0)
        let out = lines(result.out)
        #expect(out.first?.hasPrefix("two-column-grid at width 375") == true)
        #expect(out.contains { $0.contains("|item0") })
        #expect(out.contains { $0.contains("|item1") })
        #expect(out.allSatisfy { $0.count <= 72 || $0 == out.first })
    }

    @Test func outputIsDeterministic() {
        for format in ["table", "json", "svg", "ascii"] {
            let args = ["scene", "peeking-strip", "--width", "390", "--width", "844", "--format", format]
            #expect(run(args).out == run(args).out)
        }
    }

    @Test func scenesListsEveryParameterWithItsDefault() {
        let result = run(["scenes"])
        #expect(result.status == 0)
        for name in ["flow-grid", "exact-columns", "peeking-strip", "centered-strip", "two-column-grid"] {
            #expect(result.out.contains("\n\(name) — ") || result.out.hasPrefix("\(name) — "))
        }
        let out = lines(result.out)
        #expect(out.contains { $0.hasPrefix("  minWidth ") && $0.contains(" 100 ") })
        #expect(out.contains { $0.hasPrefix("  visible ") && $0.contains(" 2.5 ") })
        #expect(out.contains { $0.hasPrefix("  mode ") && $0.contains("constants|solver") })
        #expect(out.contains("  from “UICollectionViewCell の横幅を計算する”, xyk blog"))
        #expect(out.contains("  from “Compositional Layout におけるレイアウト構築のおすすめ”, Hatena Blog (komaji504)"))
    }

    @Test func scenesJSONCitesEachArticleByTitleAndSite() throws {
        let result = run(["scenes", "--json"])
        #expect(result.status == 0)
        let objects = try lines(result.out).map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        // The five scenes, then the example, which names no article.
        #expect(objects.count == 6)
        #expect(objects.last?["name"] as? String == "settings-card")
        #expect(objects.last?["example"] as? Bool == true && objects.last?["article"] == nil)
        let articles = try objects.dropLast().map { try #require($0["article"] as? [String: String]) }
        #expect(articles.count == 5)
        #expect(articles[0] == ["title": "UICollectionViewCell の横幅を計算する", "site": "xyk blog"])
        #expect(
            articles[1] == [
                "title": "UICollectionViewCompositionalLayoutで正確なItem Spacingを確保する", "site": "Qiita",
                "date": "2020-06-02",
            ])
        #expect(
            articles[2] == [
                "title": "スクローラブルと認識できるデザイン", "site": "GitHub", "code": "hiromu21/CalcCollectionView",
            ])
    }

    @Test(arguments: [
        (["scene", "nope"], "unknown scene 'nope'"),
        (["scene"], "missing NAME"),
        (["scene", "flow-grid", "--set", "count=3"], "has no parameter 'count'"),
        (["scene", "flow-grid", "--set", "items=lots"], "invalid value 'lots' for flow-grid parameter 'items'"),
        (["scene", "flow-grid", "--set", "items"], "malformed setting 'items'"),
        (["scene", "flow-grid", "--width", "0"], "--width: '0' is not a width from 0.01 to 100000"),
        (["scene", "flow-grid", "--width", "-320"], "--width: '-320' is not a width from 0.01 to 100000"),
        (["scene", "flow-grid", "--width", "nan"], "--width: 'nan' is not a width from 0.01 to 100000"),
        (["scene", "flow-grid", "--width", "inf"], "--width: 'inf' is not a width from 0.01 to 100000"),
        (["scene", "flow-grid", "--width", "1e999"], "--width: '1e999' is not a width from 0.01 to 100000"),
        (["scene", "flow-grid", "--width", "wide"], "--width: 'wide' is not a width from 0.01 to 100000"),
        (["scene", "flow-grid", "--width"], "option --width needs W"),
        (["scene", "flow-grid", "--format", "png"], "unknown format 'png'"),
        (["scene", "flow-grid", "--height", "3"], "unknown option '--height'"),
        (["scenes", "extra"], "unexpected argument 'extra'"),
        // Numbers are decimal, as in scripts, and at least as large as what the output shows.
        (
            ["scene", "flow-grid", "--width", "0x100"],
            "--width: '0x100' is not a width from 0.01 to 100000"
        ),
        (
            ["scene", "flow-grid", "--width", "1e-300"],
            "--width: '1e-300' is not a width from 0.01 to 100000"
        ),
        (["scene", "flow-grid", "--width", " 320"], "--width: ' 320' is not a width from 0.01 to 100000"),
        (
            ["scene", "peeking-strip", "--set", "visible=0x1p1"],
            "invalid value '0x1p1' for peeking-strip parameter 'visible': expected a decimal number >= 0.000001 and <= 1000"
        ),
        (
            ["scene", "peeking-strip", "--set", "visible=nan"],
            "invalid value 'nan' for peeking-strip parameter 'visible': expected a decimal number >= 0.000001 and <= 1000"
        ),
        (
            ["scene", "flow-grid", "--set", "items=0x10"],
            "invalid value '0x10' for flow-grid parameter 'items': expected a decimal whole number"
        ),
        (
            ["scene", "peeking-strip", "--set", "visible=1e-10"],
            // The floor is the precision numbers are printed with; 0 is not offered where it is
            // not allowed.
            "invalid value '1e-10' for peeking-strip parameter 'visible': expected number >= 0.000001 and <= 1000"
        ),
        (
            ["scene", "peeking-strip", "--set", "aspectW=1e-300"],
            "invalid value '1e-300' for peeking-strip parameter 'aspectW': expected number >= 0.000001 and <= 100000"
        ),
        (
            ["scene", "peeking-strip", "--set", "padding=1e-7"],
            "invalid value '1e-7' for peeking-strip parameter 'padding': expected number 0, or >= 0.000001 and <= 100000"
        ),
        (
            ["scene", "flow-grid", "--set", "items=\u{1B}[2J"],
            "invalid value '\\u{001B}[2J' for flow-grid parameter 'items'"
        ),
    ])
    func errorsPrintAClearMessageAndExitOne(arguments: [String], message: String) {
        let result = run(arguments)
        #expect(result.status == 1)
        #expect(result.out == "")
        #expect(result.err.contains(message), "stderr was: \(result.err)")
    }

    /// A scene 100 000 points tall and 1 wide: 72 columns would need 3.6 million rows, so the
    /// scale is set by the row cap instead: 199 rows of two points-per-column units, that is
    /// 2 × 199 / 100 000 columns a point, one column ≈ 251.3 points.
    @Test func theRowCapSetsTheScaleOfATallScene() {
        let ascii = run(["scene", "centered-strip", "--set", "height=100000", "--width", "1", "--format", "ascii"])
        #expect(ascii.status == 0)
        let drawing = lines(ascii.out)
        #expect(drawing.count == 1 + SceneRender.maximumASCIIRows)
        #expect(drawing.first?.hasSuffix("(one column = 251.3 pt)") == true)
        #expect(drawing.dropFirst().allSatisfy { $0.count <= 72 })
    }

    /// Frames of any size — 10¹¹ points tall, ±10³⁰⁰, infinite, not a number — draw within
    /// 72 columns and the row cap and never trap; the SVG stays one document.
    @Test(arguments: [
        [SceneFrame(view: "tall", x: 0, y: 0, width: 100, height: 1e11)],
        [SceneFrame(view: "huge", x: -1e300, y: 1e300, width: 1e300, height: 1e300)],
        [
            SceneFrame(view: "inf", x: 0, y: 0, width: .infinity, height: .infinity),
            SceneFrame(view: "nan", x: .nan, y: .nan, width: .nan, height: .nan),
        ],
    ])
    func extremeFramesDrawWithinTheCaps(frames: [SceneFrame]) {
        let layout = SceneLayout(scene: "test", width: 100, contentHeight: frames[0].height, frames: frames)
        let drawing = SceneRender.ascii(layout)
        #expect(drawing.count <= 1 + SceneRender.maximumASCIIRows)
        #expect(drawing.dropFirst().allSatisfy { $0.count <= 72 })
        let svg = SceneRender.svg([layout])
        #expect(svg.hasPrefix("<svg ") && svg.hasSuffix("</svg>"))
    }

    /// Numbers that are not finite are `null` and huge ones keep their exponent, so the JSON
    /// line still parses.
    @Test func jsonOfExtremeFramesIsValidJSON() throws {
        let frames = [SceneFrame(view: "a\"b", x: .nan, y: .infinity, width: 1e300, height: -0.5)]
        let line = SceneRender.json(SceneLayout(scene: "test", width: 100, contentHeight: 1e300, frames: frames))
        #expect(
            line
                == #"{"scene":"test","width":100,"contentHeight":1e+300,"frames":[{"view":"a\"b","x":null,"y":null,"width":1e+300,"height":-0.5}]}"#
        )
        _ = try JSONSerialization.jsonObject(with: Data(line.utf8))
    }

    /// A frame 10¹¹ points tall in a 100-point container: the row cap gives 2 × 199 / 10¹¹
    /// columns a point, so one column is 10¹¹ / 398 ≈ 251 256 281.4 points, and the frame's
    /// box spans all 200 rows.
    @Test func theScaleOfAVeryTallFrameComesFromTheRowCap() {
        let frame = SceneFrame(view: "tall", x: 0, y: 0, width: 100, height: 1e11)
        let drawing = SceneRender.ascii(SceneLayout(scene: "test", width: 100, contentHeight: 1e11, frames: [frame]))
        #expect(drawing.count == 1 + SceneRender.maximumASCIIRows)
        #expect(drawing.first?.hasSuffix("(one column = 251256281.4 pt)") == true)
        #expect(drawing.dropFirst().allSatisfy { $0.hasPrefix("+") || $0.hasPrefix("|") })
    }

    @Test func mainJobShowsEverySceneAtEveryDeviceWidthThenTimes() {
        var io = CommandIO()
        let status = MainJob.run(io: &io, rounds: 1)
        #expect(status == 0)
        let out = lines(io.standardOutput)
        for name in ["flow-grid", "exact-columns", "peeking-strip", "centered-strip", "two-column-grid"] {
            #expect(out.contains { $0.hasPrefix("\(name) — ") })
            #expect(out.contains { $0.hasPrefix("  \(name) ") && $0.hasSuffix("(21 re-solves)") })
        }
        // Each scene has a header and 22 rows, one per width.
        for width in ["320", "375", "1366"] {
            #expect(
                out.filter { $0.hasPrefix("  " + String(repeating: " ", count: 5 - width.count) + width + " ") }.count
                    == 5)
        }
        // flow-grid at 375 shows the article's 118-point cell.
        #expect(out.contains { $0.hasPrefix("    375 ") && $0.contains("5,0 118x118") })
        #expect(out.contains { $0.hasPrefix("mean re-solve time") })
    }
}
