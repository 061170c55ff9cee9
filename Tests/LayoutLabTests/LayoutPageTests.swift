import Foundation
import Testing
@testable import LayoutLabCore

/// Runs `layout-lab` in-process with `script` on standard input.
private func run(_ arguments: [String], script: String = "") -> (status: Int32, out: String, err: String) {
    var io = CommandIO(input: { script })
    let status = LayoutLab.run(arguments, io: &io)
    return (status, io.standardOutput, io.standardError)
}

/// The JSON object a page embeds for its script.
private func pageData(_ html: String) throws -> [String: Any] {
    let start = try #require(html.range(of: "<script type=\"application/json\" id=\"data\">"))
    let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
    let text = String(html[start.upperBound..<end.lowerBound])
    return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
}

private func number(_ value: Any?) -> Double? { (value as? NSNumber)?.doubleValue }

@Suite("The interactive HTML pages (scene --format html, solve --format html)")
struct LayoutPageTests {
    @Test func aScenePageEmbedsTheFramesAtEveryWholeWidth() throws {
        let result = run(["scene", "flow-grid", "--format", "html", "--width", "420", "--width", "430"])
        #expect(result.status == 0, "\(result.err)")
        let data = try pageData(result.out)
        #expect((data["widths"] as? [Any])?.compactMap(number) == (420...430).map(Double.init))
        let channels = try #require(data["channels"] as? [String])
        #expect(channels.prefix(4) == ["cell0.x", "cell0.y", "cell0.width", "cell0.height"])
        #expect(channels.last == "contentHeight")
        let samples = try #require(data["samples"] as? [[Any]])
        // At 422: 412 available; 3 columns (310 ≤ 412 < 415), side 100 + ⌊(412 − 310) / 3⌋ = 134;
        // cell1 at 5 + 134 + 5 = 144; cell3 starts the second row at y = 134 + 5.
        let at422 = samples[2].compactMap(number)
        let cell1 = try #require(channels.firstIndex(of: "cell1.x")),
            cell3y = try #require(channels.firstIndex(of: "cell3.y"))
        #expect(at422[2] == 134 && at422[cell1] == 144 && at422[cell3y] == 139)
        // At 425: 415 available holds 4 columns of 100 and 3 gaps exactly: side 100.
        let at425 = samples[5].compactMap(number)
        #expect(at425[2] == 100 && at425[cell1] == 110)
        // Two regimes: the column count changes at 425.
        let regimes = try #require(data["regimes"] as? [[String: Any]])
        #expect(regimes.map { number($0["from"]) } == [420, 425])
        #expect(regimes.map { number($0["to"]) } == [425, 430])
        #expect(regimes.map { $0["label"] as? String } == ["3 columns", "4 columns"])
        // Explanations for every run of widths where the scene changes nothing: it re-sets
        // its whole-point cut where ⌊(W − 320) / 3⌋ steps (422) and ⌊(W − 425) / 4⌋ steps (429),
        // and rebuilds at 425. Each is explained in its middle.
        let segments = try #require(data["segments"] as? [[String: Any]])
        #expect(segments.map { number($0["from"]) } == [420, 422, 425, 429])
        #expect(segments.map { number($0["at"]) } == [421, 423.5, 427, 429.5])
        let lines = try #require(data["lines"] as? [String])
        for segment in segments {
            let explain = try #require(segment["explain"] as? [String: [Int]])
            #expect(explain.count == 20 && explain["cell7"]?.isEmpty == false)
        }
        // At 423.5 the cut (134) holds every cell, not the row's fit (the guide is 134.5).
        let cell0 = try #require((segments[1]["explain"] as? [String: [Int]])?["cell0"]).map { lines[$0] }
        let width = try #require(cell0.firstIndex(of: "width = 134"))
        let height = try #require(cell0.firstIndex { $0.hasPrefix("height = ") })
        #expect(cell0[width..<height].contains { $0.hasPrefix("    'wholePointCut' cell0.width <= 134") }, "\(cell0)")
    }

    @Test func aPageIsSelfContained() throws {
        let result = run(["scene", "peeking-strip", "--format", "html"])
        #expect(result.status == 0)
        let html = result.out
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        for reference in ["http:", "https:", "src=", "href=", "@import", "url("] {
            #expect(!html.contains(reference), "the page refers to something outside itself: \(reference)")
        }
        let data = try pageData(html)
        // The default range: the device widths, 320…1366.
        #expect(number(data["from"]) == 320 && number(data["to"]) == 1366)
        #expect((data["widths"] as? [Any])?.count == 1047)
        #expect(html.contains("<input type=\"range\" id=\"slider\" min=\"320\" max=\"1366\" step=\"1\" value=\"375\">"))
    }

    @Test func theSamePageTwiceIsTheSameBytes() {
        let a = run(["scene", "exact-columns", "--format", "html", "--width", "375", "--width", "400"])
        let b = run(["scene", "exact-columns", "--format", "html", "--width", "375", "--width", "400"])
        #expect(a.status == 0 && a.out == b.out)
    }

    @Test func boxesAreReadFromVariableNames() {
        let names = [
            "width", "x0", "w0", "x1", "w1", "card.left", "card.top", "card.right", "card.h", "gap", "xs", "h",
            "label.y",
        ]
        let boxes = ScriptPage.boxes(names)
        #expect(
            boxes == [
                ScriptPage.Box(name: "item 0", x: 1, width: 2),
                ScriptPage.Box(name: "item 1", x: 3, width: 4),
                ScriptPage.Box(name: "card", x: 5, y: 6, height: 8, right: 7),
            ])
    }

    /// Two items in a row that fills `width`: item 0 wants 100 (medium), item 1 wants 200
    /// (medium, twice the weight) and gives way first; item 0 stays within 40…120.
    static let flex = """
        edit width
        x0 == 0
        w0 >= 40
        w0 <= 120
        w0 == 100 @medium
        x1 == x0 + w0 + 10
        w1 >= 60
        w1 == 200 @medium*2
        x1 + w1 == width

        """

    @Test func aScriptPageDrawsItsBoxesAndListsTheRest() throws {
        let result = run(["solve", "-", "--format", "html", "--sweep", "width", "100", "400"], script: Self.flex)
        #expect(result.status == 0, "\(result.err)")
        let data = try pageData(result.out)
        #expect((data["views"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["item 0", "item 1"])
        let channels = try #require(data["channels"] as? [String])
        #expect(channels == ["width", "x0", "w0", "x1", "w1"])
        #expect((data["listed"] as? [Any])?.compactMap(number) == [0])
        // Exact pieces: w0 + w1 = width − 10. Below 110 the two minimums and the gap do not
        // fit, so the strong edit gives way and width stays 110. Growing from there, item 1's
        // wish weighs twice item 0's: w1 grows first (w1 = W − 50) until its 200 at W = 250;
        // then w0 (W − 210) until its 100 at 310; then w0 again, the cheaper to move past its
        // wish, until its bound 120 at 330; then w1 (W − 130).
        let pieces = try #require(data["pieces"] as? [[String: Any]])
        #expect(pieces.map { number($0["from"]) } == [100, 110, 250, 310, 330])
        #expect(pieces.map { number($0["to"]) } == [110, 250, 310, 330, 400])
        func affine(_ piece: Int, _ channel: Int) throws -> (slope: Double, offset: Double) {
            let pair = try #require((pieces[piece]["affine"] as? [[Any]])?[channel].compactMap(number))
            return (pair[0], pair[1])
        }
        // w1 (channel 4): 60, W − 50, 200, 200, W − 130.
        let w1 = try (0..<5).map { try affine($0, 4) }
        #expect(w1.map(\.slope) == [0, 1, 0, 0, 1])
        #expect(w1.map(\.offset) == [60, -50, 200, 200, -130])
        // w0 (channel 2): 40, 40, W − 210, W − 210, 120.
        let w0 = try (0..<5).map { try affine($0, 2) }
        #expect(w0.map(\.slope) == [0, 0, 1, 1, 0])
        #expect(w0.map(\.offset) == [40, 40, -210, -210, 120])
        // The regimes on the slider say what changed at each breakpoint.
        let regimes = try #require(data["regimes"] as? [[String: Any]])
        #expect(regimes.count == 5)
        #expect((regimes[4]["label"] as? String)?.contains("line 4: 'w0 <= 120' becomes tight") == true)
        // Hovering a box shows its variables explained inside the regime.
        // (explained in the middle of each regime: 180 for the second).
        let segments = try #require(data["segments"] as? [[String: Any]])
        let lines = try #require(data["lines"] as? [String])
        #expect(segments.map { number($0["at"]) } == [105, 180, 280, 320, 365])
        let box1 = try #require((segments[1]["explain"] as? [String: [Int]])?["item 1"]).map { lines[$0] }
        #expect(box1.contains { $0.hasPrefix("w1 = width − 50") }, "\(box1)")
    }

    @Test func usageMistakesAreReported() {
        let noSweep = run(["solve", "-", "--format", "html"], script: Self.flex)
        #expect(noSweep.status == 1 && noSweep.out.isEmpty)
        #expect(noSweep.err.hasPrefix("layout-lab solve: --format html needs --sweep VAR FROM TO"))
        let noHTML = run(["solve", "-", "--sweep", "width", "0", "10"], script: Self.flex)
        #expect(noHTML.status == 1 && noHTML.err.hasPrefix("layout-lab solve: --sweep needs --format html"))
        let unknown = run(["solve", "-", "--format", "pdf"], script: Self.flex)
        #expect(
            unknown.status == 1
                && unknown.err.hasPrefix("layout-lab solve: unknown format 'pdf': expected text, json or html"))
        let notEdit = run(["solve", "-", "--format", "html", "--sweep", "w0", "0", "10"], script: Self.flex)
        #expect(notEdit.status == 1 && notEdit.out.isEmpty)
        #expect(notEdit.err == "layout-lab solve: 'w0' is not an edit variable of the script (add `edit w0`)\n")
        let tooWide = run(["scene", "flow-grid", "--format", "html", "--width", "100", "--width", "9000"])
        #expect(tooWide.status == 1 && tooWide.out.isEmpty)
        #expect(tooWide.err == "layout-lab scene: an html page covers at most 5000 widths; 100…9000 is wider\n")
    }
}
