import Foundation
import Testing
@testable import LayoutLabCore

/// Runs `layout-lab` in-process with `script` on standard input.
private func run(_ arguments: [String], script: String = "") -> (status: Int32, out: String, err: String) {
    var io = CommandIO(input: { script })
    let status = LayoutLab.run(arguments, io: &io)
    return (status, io.standardOutput, io.standardError)
}

/// `y` follows twice the edit variable until the required cap at 100 stops it; `z` is fixed.
/// Swept over w = 0 … 100 in steps of 10: y = 2w up to w = 50, then 100.
private let capped = """
    edit w
    y == 2 * w @medium
    y <= 100
    z == 50

    """

@Suite("layout-lab plot: the SVG chart of a sweep")
struct PlotCommandTests {
    /// The chart's plot area, from ``SVGChart``'s documented geometry: x from 78 to
    /// 760 − 24 = 736 (658 wide), y from 40 to 340 (300 tall).
    static func pixel(x: Double, y: Double, xRange: ClosedRange<Double>, yRange: ClosedRange<Double>) -> (
        Double, Double
    ) {
        (
            78 + (x - xRange.lowerBound) / (xRange.upperBound - xRange.lowerBound) * 658,
            40 + (yRange.upperBound - y) / (yRange.upperBound - yRange.lowerBound) * 300
        )
    }

    @Test func theChartIsWellFormedSVGWithOneLinePerVariableAtHandComputedCorners() throws {
        let result = run(["plot", "-", "--sweep", "w", "0", "100", "10"], script: capped)
        #expect(result.status == 0, "\(result.err)")
        let svg = try #require(SVGDocument.parse(result.out))
        #expect(svg.elements.first?.name == "svg")
        let lines = svg.all("polyline", class: "series")
        // Every variable but the swept one, in order of first appearance.
        #expect(lines.map { $0.attributes["data-name"] } == ["y", "z"])
        // Values 0…100: ticks every 20 (100 / 5), the axis exactly 0…100.
        let yRange = 0.0...100.0, xRange = 0.0...100.0
        // y: corners at (0, 0), (50, 100), (100, 100); the samples between are on the lines.
        let y = SVGDocument.points(lines[0])
        let expectedY = [(0.0, 0.0), (50, 100), (100, 100)].map {
            Self.pixel(x: $0.0, y: $0.1, xRange: xRange, yRange: yRange)
        }
        #expect(y.count == 3)
        for (found, expected) in zip(y, expectedY) {
            #expect(abs(found.x - expected.0) < 0.006 && abs(found.y - expected.1) < 0.006, "\(found) vs \(expected)")
        }
        #expect(y.first.map { $0.x == 78 && $0.y == 340 } == true)
        #expect(y.dropFirst().first.map { $0.x == 407 && $0.y == 40 } == true)
        // z = 50 throughout: one horizontal segment at mid-height.
        let z = SVGDocument.points(lines[1])
        #expect(z.count == 2)
        #expect(z.first.map { $0.x == 78 && $0.y == 190 } == true)
        #expect(z.last.map { $0.x == 736 && $0.y == 190 } == true)
        // The tick labels along both axes.
        let labels = svg.all("text").map(\.text)
        for tick in ["0", "20", "40", "60", "80", "100"] {
            #expect(labels.filter { $0 == tick }.count == 2, "tick \(tick) on both axes")
        }
        // The regime map's one breakpoint, at w = 50 where y reaches its cap: a dashed line
        // at x = 78 + 0.5 × 658 = 407 whose tooltip says what changes.
        let marks = svg.all("line", class: "breakpoint")
        #expect(marks.map { $0.attributes["x1"] } == ["407"])
        let tooltip = svg.elements.first { $0.name == "title" }?.text ?? ""
        #expect(tooltip.hasPrefix("w = 50: ") && tooltip.contains("line 3: 'y <= 100' becomes tight"), "\(tooltip)")
        // A legend entry per line, named.
        #expect(svg.all("line", class: "legend").count == 2)
        #expect(labels.contains("y") && labels.contains("z"))
    }

    @Test func theReadmesPlotIsWhatPlotDrawsWithTheFlexRowsBreakpoints() throws {
        let root = DocumentedScript.root
        let script = try Data(contentsOf: root.appendingPathComponent("docs/examples/flex-row.cass"))
        let committed = try String(
            contentsOf: root.appendingPathComponent("docs/images/flex-row-plot.svg"), encoding: .utf8)
        let options = PlotCommand.Options(
            path: "docs/examples/flex-row.cass", variable: "width", sweep: RangeArgument(from: 100, to: 400),
            vars: ["w0", "w1", "x1"])
        let svg = try PlotCommand.svg(options, bytes: Array(script), fileName: "docs/examples/flex-row.cass")
        #expect(svg == committed, "docs/images/flex-row-plot.svg is not what `layout-lab plot` draws now")
        // The breakpoints worked out in the README: 110, 250, 310, 330, at 78 + (b − 100) / 300 × 658.
        let marks = try #require(SVGDocument.parse(svg)).all("line", class: "breakpoint").compactMap {
            $0.attributes["x1"].flatMap(Double.init)
        }
        let expected = [110.0, 250, 310, 330].map { 78 + ($0 - 100) / 300 * 658 }
        #expect(marks.count == 4)
        for (found, want) in zip(marks, expected) { #expect(abs(found - want) < 0.006, "\(found) vs \(want)") }
    }

    @Test func theSameInputGivesTheSameBytes() {
        let a = run(["plot", "-", "--sweep", "w", "0", "100", "10"], script: capped)
        let b = run(["plot", "-", "--sweep", "w", "0", "100", "10"], script: capped)
        #expect(a.status == 0 && a.out == b.out)
    }

    @Test func varsChoosesAndOrdersTheLines() throws {
        let result = run(["plot", "-", "--sweep", "w", "0", "100", "--vars", "z,w"], script: capped)
        #expect(result.status == 0)
        let svg = try #require(SVGDocument.parse(result.out))
        #expect(svg.all("polyline", class: "series").map { $0.attributes["data-name"] } == ["z", "w"])
        // w runs from 0 to 100 on an axis of 0…100: the diagonal, two corners.
        let w = SVGDocument.points(svg.all("polyline", class: "series")[1])
        #expect(w.count == 2)
        #expect(w.first.map { $0.x == 78 && $0.y == 340 } == true && w.last.map { $0.x == 736 && $0.y == 40 } == true)
    }

    @Test func aStepThatMissesTheEndStillEndsTheChartAtTo() throws {
        // 0, 30, 60, 90 and then 100 itself.
        #expect(RangeArgument(from: 0, to: 100, step: 30).values == [0, 30, 60, 90, 100])
        #expect(RangeArgument(from: 0, to: 1, step: 0.25).values == [0, 0.25, 0.5, 0.75, 1])
        // Walking down: 100, 70, 40, 10 and then 0 itself.
        #expect(RangeArgument(from: 100, to: 0, step: 30).values == [100, 70, 40, 10, 0])
    }

    @Test func niceStepsAreOneTwoOrFiveTimesAPowerOfTen() {
        #expect(SVGChart.niceStep(20) == 20)
        #expect(SVGChart.niceStep(12.5) == 20)
        #expect(SVGChart.niceStep(3) == 5)
        #expect(SVGChart.niceStep(0.07) == 0.1)
        #expect(SVGChart.niceStep(130) == 200)
        #expect(SVGChart.ticks(0...100, step: 20) == [0, 20, 40, 60, 80, 100])
        #expect(SVGChart.ticks(320...1366, step: 200) == [400, 600, 800, 1000, 1200])
    }

    @Test func timingAddsASecondPanelThatSaysWhereItWasMeasured() throws {
        let result = run(["plot", "-", "--sweep", "w", "0", "100", "10", "--timing"], script: capped)
        #expect(result.status == 0)
        let svg = try #require(SVGDocument.parse(result.out))
        let panels = svg.all("g")
        #expect(panels.count == 2)
        #expect(panels[1].attributes["transform"] != panels[0].attributes["transform"])
        let lines = svg.all("polyline", class: "series")
        #expect(lines.map { $0.attributes["data-name"] } == ["y", "z", "time per step"])
        // Ten timed steps (10 … 100); the first move, from the built state, is left out.
        let times = SVGDocument.points(lines[2])
        #expect(times.count >= 2 && times.count <= 10)
        #expect(times.first.map { abs($0.x - (78 + 0.1 * 658)) < 0.006 } == true)
        #expect(svg.all("text").contains { $0.text.hasPrefix("one run on ") && $0.text.contains("monotonic clock") })
    }

    @Test func theHelpSaysWhatEveryOptionDoes() {
        let help = """
            usage: layout-lab plot FILE --sweep VAR FROM TO [STEP] [--vars a,b,…] [--timing] [--output FILE]

            Draws the values of a script's variables against a swept edit variable as an SVG chart.

            arguments:
              FILE                        the script: a path, or - for standard input

            options:
              --sweep VAR FROM TO [STEP]  suggest the edit variable VAR = FROM, FROM+STEP, … TO (STEP 1)
              --vars a,b,…                the variables to draw, comma-separated (default: every variable but
                                          VAR, the first 12 when there are more)
              --timing                    add a panel of each step's re-solve time (one run, this machine)
              --output FILE               write the output to FILE (created or replaced) instead of standard
                                          output
              -h, --help                  print this help and exit

            The chart goes to standard output. Exit status 1 for a usage error, an unreadable or
            malformed script, a statement that cannot be satisfied, a VAR that is not an edit
            variable, or a name in --vars that is not a variable of the script.

            """
        for arguments in [["plot", "--help"], ["help", "plot"]] {
            let result = run(arguments)
            #expect(result.status == 0 && result.out == help && result.err.isEmpty, "\(arguments)")
        }
    }

    @Test func mistakesAreReportedAndNothingIsDrawn() {
        let missing = run(["plot", "-"], script: capped)
        #expect(missing.status == 1 && missing.out.isEmpty)
        #expect(missing.err.hasPrefix("layout-lab plot: missing --sweep VAR FROM TO"))

        let notEdit = run(["plot", "-", "--sweep", "y", "0", "10"], script: capped)
        #expect(notEdit.status == 1 && notEdit.out.isEmpty)
        #expect(notEdit.err == "layout-lab plot: 'y' is not an edit variable of the script (add `edit y`)\n")

        let unknown = run(["plot", "-", "--sweep", "w", "0", "10", "--vars", "y,q"], script: capped)
        #expect(unknown.status == 1 && unknown.out.isEmpty)
        #expect(unknown.err == "layout-lab plot: --vars: 'q' is not a variable of the script\n")

        let empty = run(["plot", "-", "--sweep", "w", "10", "10"], script: capped)
        #expect(empty.status == 1)
        #expect(
            empty.err.hasPrefix("layout-lab plot: --sweep FROM and TO are both 10: a range needs two different ends"))

        let malformed = run(["plot", "-", "--sweep", "w", "0", "10"], script: "x == == 1\n")
        #expect(malformed.status == 1 && malformed.out.isEmpty)
        #expect(malformed.err.hasPrefix("layout-lab plot: the script does not parse:\n<stdin>:1:"))

        let emptyName = run(["plot", "-", "--sweep", "w", "0", "10", "--vars", "y,,z"], script: capped)
        #expect(emptyName.status == 1)
        #expect(emptyName.err.hasPrefix("layout-lab plot: --vars: 'y,,z' has an empty name"))
    }

    /// Values from about −1e308 to 1e308 span more than the largest double: the chart is still
    /// drawn, at once, with every coordinate finite (the tick search once looped for ever). The
    /// solver accepts no number beyond 1e12, so the chart is made directly.
    @Test(.timeLimit(.minutes(1)))
    func valuesSpanningMoreThanTheLargestDoubleAreStillDrawn() throws {
        let chart = SVGChart(
            title: "far apart", xLabel: "W", yLabel: "value", xRange: 0...10,
            series: [
                .init(name: "x", points: [(0, 1e308), (10, 1e308)]),
                .init(name: "y", points: [(0, -1e308), (10, -1e308)]),
            ])
        let result = (status: Int32(0), out: SVGChart.document([chart]), err: "")
        let svg = try #require(SVGDocument.parse(result.out))
        let lines = svg.all("polyline", class: "series")
        #expect(lines.count == 2)
        for line in lines {
            for point in SVGDocument.points(line) {
                #expect(point.x.isFinite && point.y.isFinite)
                #expect(point.y >= SVGChart.plotTop && point.y <= SVGChart.plotTop + SVGChart.plotHeight)
            }
        }
        // x near 1e308 sits above y near −1e308: on an axis of about ±1e308 they are nearly the
        // plot's top and bottom.
        let x = try #require(SVGDocument.points(lines[0]).first), y = try #require(SVGDocument.points(lines[1]).first)
        #expect(x.y < y.y)
        #expect(!result.out.contains("nan") && !result.out.contains("inf"))
    }
}
