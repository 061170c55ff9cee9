import Foundation
import Testing
@testable import LayoutLabCore

/// What the pictures say in words: the plot's breakpoints carry their values, a timing made by a
/// debug build says so, a page explains its marks and colours, an SVG heading is rounded, and a
/// name is drawn only where it can be read and does not cross another.
@Suite("Pictures and pages carry their numbers and legends")
struct PictureLabelsTests {
    private func run(_ arguments: [String], script: String = "") -> (status: Int32, out: String, err: String) {
        var io = CommandIO(input: { script })
        let status = LayoutLab.run(arguments, io: &io)
        return (status, io.standardOutput, io.standardError)
    }

    @Test func thePlotsBreakpointsAreLabelledWithTheirValues() throws {
        // The flex row's breakpoints, worked out in the README: 110, 250, 310 and 330; the
        // closest two are 20 apart, 20 / 300 × 658 ≈ 44 px, room for both labels.
        let script = try String(
            contentsOf: DocumentedScript.root.appendingPathComponent("docs/examples/flex-row.cass"), encoding: .utf8)
        let result = run(["plot", "-", "--sweep", "width", "100", "400", "--vars", "w0,w1,x1"], script: script)
        #expect(result.status == 0, "\(result.err)")
        let svg = try #require(SVGDocument.parse(result.out))
        let labels = svg.all("text").filter { $0.attributes["fill"] == "#d70015" }.map(\.text)
        #expect(labels == ["110", "250", "310", "330"])
    }

    @Test func aTimingSaysWhenADebugBuildMadeIt() throws {
        let result = run(["plot", "-", "--sweep", "w", "0", "10", "--timing"], script: "edit w\nx == w + 1\n")
        #expect(result.status == 0)
        #if DEBUG
        #expect(result.out.contains("a DEBUG build (invariant checks on)"))
        #else
        #expect(!result.out.contains("DEBUG"))
        #endif
    }

    @Test func aPageExplainsItsMarksAndColoursAndLabelsItsTicks() {
        let page = run(["scene", "peeking-strip", "--format", "html"]).out
        #expect(page.contains("<p id=\"legend\">Red marks under the slider: the breakpoints"))
        #expect(page.contains("The views' colours only tell neighbours apart."))
        // The ticks are written by the page's script, from the regimes' starts.
        #expect(page.contains("tick(at, \"tick\")"))
        // The explanation says the width the slider shows, and the widths it holds for.
        #expect(page.contains("\"at \" + data.variable + \" = \" + fmt(w) + \" (the same for \""))
        #expect(!page.contains("explained at"))
    }

    @Test func anSVGHeadingRoundsTheContentHeight() throws {
        // The table prints the content height in full (six decimals); the SVG's heading, a
        // caption for a person, to hundredths.
        let arguments = ["scene", "two-column-grid", "--width", "375", "--set", "items=6"]
        let table = run(arguments).out
        let full = try #require(table.split(separator: "\n").first?.split(separator: " ").last.flatMap { Double($0) })
        #expect(full != (full * 100).rounded() / 100, "the example needs more than two decimals")
        let svg = run(arguments + ["--format", "svg"]).out
        #expect(svg.contains("content height \(String(format: "%.2f", full))<"))
    }

    @Test func aRowsNameIsNotWrittenAcrossTheViewInItsCorner() throws {
        // Each settings-card row starts with its icon at the row's leading edge: the row's name
        // would cross it, so it is left out; the rows' views keep theirs.
        let svg = try #require(SVGDocument.parse(run(["scene", "settings-card", "--format", "svg"]).out))
        let texts = Set(svg.all("text").map(\.text))
        for row in ["airplane", "wifi", "bluetooth", "vpn"] { #expect(!texts.contains(row), "\(row)") }
        #expect(texts.contains("airplane.title"))
    }
}
