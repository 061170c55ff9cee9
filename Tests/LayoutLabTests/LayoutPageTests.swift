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
        let cell1 = try #require(channels.firstIndex(of: "cell1.x")), cell3y = try #require(channels.firstIndex(of: "cell3.y"))
        #expect(at422[2] == 134 && at422[cell1] == 144 && at422[cell3y] == 139)
        // At 425: 415 available holds 4 columns of 100 and 3 gaps exactly: side 100.
        let at425 = samples[5].compactMap(number)
        #expect(at425[2] == 100 && at425[cell1] == 110)
        // Two regimes: the column count changes at 425.
        let regimes = try #require(data["regimes"] as? [[String: Any]])
        #expect(regimes.map { number($0["from"]) } == [420, 425])
        #expect(regimes.map { number($0["to"]) } == [425, 430])
        #expect(regimes.map { $0["label"] as? String } == ["3 columns", "4 columns"])
        // Every view has an explanation in every regime.
        for regime in regimes {
            let explain = try #require(regime["explain"] as? [String: [String]])
            #expect(explain.count == 20 && explain["cell7"]?.isEmpty == false)
        }
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
        let names = ["width", "x0", "w0", "x1", "w1", "card.left", "card.top", "card.right", "card.h", "gap", "xs", "h", "label.y"]
        let boxes = ScriptPage.boxes(names)
        #expect(boxes == [
            ScriptPage.Box(name: "0", x: 1, width: 2),
            ScriptPage.Box(name: "1", x: 3, width: 4),
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
        let result = run(["solve", "-", "--format", "html", "--sweep", "width", "100", "400", "50"], script: Self.flex)
        #expect(result.status == 0, "\(result.err)")
        let data = try pageData(result.out)
        #expect((data["views"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["0", "1"])
        let channels = try #require(data["channels"] as? [String])
        #expect(channels == ["width", "x0", "w0", "x1", "w1"])
        #expect((data["listed"] as? [Any])?.compactMap(number) == [0])
        // Sampled at 100, 150, … 400; w0 + w1 = width − 10. Item 0's wish weighs half of item
        // 1's, so item 0 moves first. At 400: w0 would be 390 − 200 = 190, past its bound 120;
        // item 1 takes the rest, 270.
        let samples = try #require(data["samples"] as? [[Any]])
        #expect(samples.count == 7)
        let at400 = samples[6].compactMap(number)
        #expect(at400 == [400, 0, 120, 130, 270])
        // At 250: w0 = 250 − 10 − 200 = 40, its lower bound: item 1 keeps 200.
        #expect(samples[3].compactMap(number) == [250, 0, 40, 50, 200])
        // At 100 the two minimums and the gap need 40 + 10 + 60 = 110 > 100: the strong edit
        // gives way and width is 110.
        #expect(samples[0].compactMap(number) == [110, 0, 40, 50, 60])
    }

    @Test func usageMistakesAreReported() {
        let noSweep = run(["solve", "-", "--format", "html"], script: Self.flex)
        #expect(noSweep.status == 1 && noSweep.out.isEmpty)
        #expect(noSweep.err.hasPrefix("layout-lab solve: --format html needs --sweep VAR FROM TO"))
        let noHTML = run(["solve", "-", "--sweep", "width", "0", "10"], script: Self.flex)
        #expect(noHTML.status == 1 && noHTML.err.hasPrefix("layout-lab solve: --sweep needs --format html"))
        let unknown = run(["solve", "-", "--format", "pdf"], script: Self.flex)
        #expect(unknown.status == 1 && unknown.err.hasPrefix("layout-lab solve: unknown format 'pdf': expected text, json or html"))
        let notEdit = run(["solve", "-", "--format", "html", "--sweep", "w0", "0", "10"], script: Self.flex)
        #expect(notEdit.status == 1 && notEdit.out.isEmpty)
        #expect(notEdit.err == "layout-lab solve: 'w0' is not an edit variable of the script (add `edit w0`)\n")
        let tooWide = run(["scene", "flow-grid", "--format", "html", "--width", "100", "--width", "9000"])
        #expect(tooWide.status == 1 && tooWide.out.isEmpty)
        #expect(tooWide.err == "layout-lab scene: an html page covers at most 5000 widths; 100…9000 is wider\n")
    }
}
