import Scenes

/// A line chart written as SVG text, with no dependencies: a frame, axes with "nice" ticks
/// (1, 2 or 5 times a power of ten) and their labels, one polyline per series, dashed vertical
/// marks at given x values (breakpoints), a legend below the plot and a caption line.
///
/// The same chart always gives the same bytes: coordinates are rounded to hundredths of a
/// pixel and printed by ``SceneNumber/format(_:)``, series and marks in the order given.
///
/// **Geometry.** The panel is ``width`` × ``height(forSeriesCount:)`` pixels; the plot area
/// spans x from ``plotLeft`` to `width − plotRight` and y from ``plotTop`` to
/// `plotTop + plotHeight`. The x axis runs exactly from ``xRange``'s lower to its upper bound;
/// the y axis from the series' smallest value rounded down to a tick to the largest rounded
/// up (a constant series gets one tick step either side). A data point `(x, y)` is drawn at
/// `plotLeft + (x − x₀) / (x₁ − x₀) · plotWidth`, `plotTop + (y₁ − y) / (y₁ − y₀) · plotHeight`.
struct SVGChart {
    /// One line of the chart.
    struct Series {
        /// The legend's name for it.
        var name: String
        /// The points, in increasing x.
        var points: [(x: Double, y: Double)]
    }

    /// The chart's heading, above the plot.
    var title: String
    /// The x axis's label.
    var xLabel: String
    /// The y axis's label.
    var yLabel: String
    /// The x axis's extent.
    var xRange: ClosedRange<Double>
    /// The lines, drawn in order (later ones on top).
    var series: [Series]
    /// x values marked with a dashed vertical line (breakpoints), each with a short label.
    var marks: [(x: Double, label: String)] = []
    /// A line of small text under the legend (what was measured, and where), if any.
    var caption: String?

    /// The panel's width in pixels.
    static let width = 760.0
    /// The plot area's left edge: room for the y tick labels and the y label.
    static let plotLeft = 78.0
    /// The room right of the plot area.
    static let plotRight = 24.0
    /// The plot area's top edge: room for the title.
    static let plotTop = 40.0
    /// The plot area's height.
    static let plotHeight = 300.0
    /// The plot area's width.
    static var plotWidth: Double { width - plotLeft - plotRight }
    /// Legend entries per row.
    static let legendColumns = 4
    /// The height of one legend row.
    static let legendRowHeight = 18.0

    /// Line colours, by series index (twelve that stay apart on white).
    static let palette = [
        "#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b",
        "#e377c2", "#7f7f7f", "#bcbd22", "#17becf", "#393b79", "#637939",
    ]

    /// The panel's height: the plot, the x axis's labels, the legend's rows and the caption.
    static func height(forSeriesCount count: Int, caption: Bool) -> Double {
        let rows = Double((count + legendColumns - 1) / legendColumns)
        return plotTop + plotHeight + 52 + rows * legendRowHeight + (caption ? 18 : 0) + 8
    }

    /// The panel's height for this chart.
    var height: Double { Self.height(forSeriesCount: series.count, caption: caption != nil) }

    // MARK: Scales

    /// The y axis's extent and tick step: the values' range rounded out to whole ticks.
    var yAxis: (range: ClosedRange<Double>, step: Double) {
        var low = Double.infinity, high = -Double.infinity
        for s in series { for p in s.points where p.y.isFinite { low = min(low, p.y); high = max(high, p.y) } }
        if low > high { (low, high) = (0, 1) }
        if low == high {
            let step = Self.niceStep(max(abs(low), 1) / 2)
            let largest = Double.greatestFiniteMagnitude
            return (
                max(
                    -largest, Self.rounded(low, down: true, to: step) - step)...min(
                        largest, Self.rounded(low, down: false, to: step) + step), step
            )
        }
        // Halves first: values either side of zero may span more than the largest double.
        let step = Self.niceStep((high / 2 - low / 2) / 2.5)
        return (Self.rounded(low, down: true, to: step)...Self.rounded(high, down: false, to: step), step)
    }

    /// The x axis's tick step: about eight ticks over ``xRange``.
    var xStep: Double {
        Self.niceStep(max(xRange.upperBound - xRange.lowerBound, .leastNormalMagnitude) / 8)
    }

    /// `value` rounded down (or up) to a whole multiple of `step`, or left as it is where the
    /// multiple would pass the largest double.
    static func rounded(_ value: Double, down: Bool, to step: Double) -> Double {
        let multiple = (value / step).rounded(down ? .down : .up) * step
        return multiple.isFinite ? multiple : value
    }

    /// The smallest of 1, 2 or 5 times a power of ten that is at least `rough`; `rough` is
    /// taken to be at least the smallest normal double and at most a tenth of the largest,
    /// so that the search for the power ends.
    static func niceStep(_ rough: Double) -> Double {
        let rough = rough.isNaN ? 1 : min(max(rough, .leastNormalMagnitude), .greatestFiniteMagnitude / 10)
        var power = 1.0
        while power > rough { power /= 10 }
        while power * 10 <= rough { power *= 10 }
        for factor in [1.0, 2, 5, 10] where factor * power >= rough { return factor * power }
        return 10 * power
    }

    /// The pixel x of the data value `x`.
    func pixelX(_ x: Double) -> Double {
        let span = xRange.upperBound - xRange.lowerBound
        return Self.plotLeft + (span > 0 ? (x - xRange.lowerBound) / span : 0.5) * Self.plotWidth
    }

    /// The pixel y of the data value `y` on the axis `range` (computed on halves, so that an
    /// axis from −1e308 to 1e308 does not overflow).
    func pixelY(_ y: Double, _ range: ClosedRange<Double>) -> Double {
        Self.plotTop + (range.upperBound / 2 - y / 2) / (range.upperBound / 2 - range.lowerBound / 2) * Self.plotHeight
    }

    /// A pixel coordinate rounded to hundredths and printed without trailing zeros.
    static func px(_ value: Double) -> String { SceneNumber.format((value * 100).rounded() / 100) }

    /// The values of `range` that are whole multiples of `step`, ascending.
    static func ticks(_ range: ClosedRange<Double>, step: Double) -> [Double] {
        var result: [Double] = []
        var k = (range.lowerBound / step - 1e-9).rounded(.up)
        while k * step <= range.upperBound + step * 1e-9, result.count < 100 {
            result.append(k * step)
            k += 1
        }
        return result
    }

    /// `points` without the ones that lie on the straight line between their neighbours
    /// (within a millionth of the y range): a piecewise linear series keeps its corners only.
    static func corners(_ points: [(x: Double, y: Double)], yScale: Double) -> [(x: Double, y: Double)] {
        guard points.count > 2 else { return points }
        var kept = [points[0]]
        for i in 1..<(points.count - 1) {
            let a = kept[kept.count - 1], b = points[i], c = points[i + 1]
            let t = (b.x - a.x) / (c.x - a.x)
            let onLine = a.y + t * (c.y - a.y)
            if abs(onLine - b.y) > 1e-6 * yScale { kept.append(b) }
        }
        kept.append(points[points.count - 1])
        return kept
    }

    // MARK: Writing

    /// The chart as an SVG group (`<g>`) whose top is at `top` in the document.
    func group(top: Double) -> [String] {
        let (yRange, yStep) = yAxis
        let left = Self.plotLeft, right = Self.width - Self.plotRight
        let plotTop = Self.plotTop, bottom = Self.plotTop + Self.plotHeight
        let f = Self.px
        var out = ["<g transform=\"translate(0,\(f(top)))\">"]
        out.append(text(title, x: left, y: 22, size: 14, anchor: "start", weight: "bold"))
        out.append(
            "<rect x=\"\(f(left))\" y=\"\(f(plotTop))\" width=\"\(f(Self.plotWidth))\" height=\"\(f(Self.plotHeight))\" fill=\"#fbfbfd\" stroke=\"#8e8e93\" stroke-width=\"1\"/>"
        )
        // Grid lines and tick labels.
        for y in Self.ticks(yRange, step: yStep) {
            let py = pixelY(y, yRange)
            out.append(
                "<line class=\"grid\" x1=\"\(f(left))\" y1=\"\(f(py))\" x2=\"\(f(right))\" y2=\"\(f(py))\" stroke=\"#e5e5ea\" stroke-width=\"1\"/>"
            )
            out.append(text(SceneNumber.format(y), x: left - 6, y: py + 4, size: 11, anchor: "end"))
        }
        for x in Self.ticks(xRange, step: xStep) {
            let px = pixelX(x)
            out.append(
                "<line class=\"grid\" x1=\"\(f(px))\" y1=\"\(f(plotTop))\" x2=\"\(f(px))\" y2=\"\(f(bottom))\" stroke=\"#e5e5ea\" stroke-width=\"1\"/>"
            )
            out.append(
                "<line class=\"tick\" x1=\"\(f(px))\" y1=\"\(f(bottom))\" x2=\"\(f(px))\" y2=\"\(f(bottom + 5))\" stroke=\"#3a3a3c\" stroke-width=\"1\"/>"
            )
            out.append(text(SceneNumber.format(x), x: px, y: bottom + 18, size: 11, anchor: "middle"))
        }
        out.append(text(xLabel, x: (left + right) / 2, y: bottom + 36, size: 12, anchor: "middle"))
        out.append(
            "<text x=\"16\" y=\"\(f((plotTop + bottom) / 2))\" font-size=\"12\" text-anchor=\"middle\" fill=\"#1c1c1e\" "
                + "transform=\"rotate(-90 16 \(f((plotTop + bottom) / 2)))\">\(SceneRender.xmlEscaped(yLabel))</text>")
        // Breakpoints, each with its value just above the plot (left out where it would run
        // into the one before; the line's tooltip has it in any case).
        var lastLabel = -Double.infinity
        for mark in marks where xRange.contains(mark.x) {
            let px = pixelX(mark.x)
            if px - lastLabel >= 34 {
                out.append(
                    text(SceneNumber.format(mark.x), x: px, y: plotTop - 4, size: 10, anchor: "middle", fill: "#d70015")
                )
                lastLabel = px
            }
            out.append(
                "<line class=\"breakpoint\" x1=\"\(f(px))\" y1=\"\(f(plotTop))\" x2=\"\(f(px))\" y2=\"\(f(bottom))\" "
                    + "stroke=\"#ff3b30\" stroke-width=\"1\" stroke-dasharray=\"4 3\"><title>\(SceneRender.xmlEscaped(mark.label))</title></line>"
            )
        }
        // The series.
        let yScale = yRange.upperBound / 2 - yRange.lowerBound / 2
        for (i, s) in series.enumerated() {
            let colour = Self.palette[i % Self.palette.count]
            let points = Self.corners(s.points.filter { $0.x.isFinite && $0.y.isFinite }, yScale: yScale)
                .map { "\(f(pixelX($0.x))),\(f(pixelY($0.y, yRange)))" }
            out.append(
                "<polyline class=\"series\" data-name=\"\(SceneRender.xmlEscaped(s.name))\" fill=\"none\" stroke=\"\(colour)\" "
                    + "stroke-width=\"1.5\" stroke-linejoin=\"round\" points=\"\(points.joined(separator: " "))\"/>")
        }
        // The legend, below the x label.
        let legendTop = bottom + 52
        let columnWidth = (right - left) / Double(Self.legendColumns)
        for (i, s) in series.enumerated() {
            let x = left + Double(i % Self.legendColumns) * columnWidth
            let y = legendTop + Double(i / Self.legendColumns) * Self.legendRowHeight
            out.append(
                "<line class=\"legend\" x1=\"\(f(x))\" y1=\"\(f(y - 4))\" x2=\"\(f(x + 18))\" y2=\"\(f(y - 4))\" "
                    + "stroke=\"\(Self.palette[i % Self.palette.count])\" stroke-width=\"3\"/>")
            out.append(text(s.name, x: x + 24, y: y, size: 11, anchor: "start"))
        }
        if let caption {
            let rows = Double((series.count + Self.legendColumns - 1) / Self.legendColumns)
            out.append(
                text(
                    caption, x: left, y: legendTop + rows * Self.legendRowHeight + 6, size: 10, anchor: "start",
                    fill: "#636366"))
        }
        out.append("</g>")
        return out
    }

    /// A `<text>` element.
    private func text(
        _ content: String, x: Double, y: Double, size: Double, anchor: String,
        weight: String? = nil, fill: String = "#1c1c1e"
    ) -> String {
        "<text x=\"\(Self.px(x))\" y=\"\(Self.px(y))\" font-size=\"\(SceneNumber.format(size))\" text-anchor=\"\(anchor)\" "
            + (weight.map { "font-weight=\"\($0)\" " } ?? "")
            + "fill=\"\(fill)\">\(SceneRender.xmlEscaped(content))</text>"
    }

    /// One SVG document holding `charts` one below the other on a white background.
    static func document(_ charts: [SVGChart]) -> String {
        var top = 0.0
        var body: [String] = []
        for chart in charts {
            body += chart.group(top: top)
            top += chart.height
        }
        let f = px
        return
            ([
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(f(width))\" height=\"\(f(top))\" viewBox=\"0 0 \(f(width)) \(f(top))\" font-family=\"Helvetica, Arial, sans-serif\">",
                "<rect x=\"0\" y=\"0\" width=\"\(f(width))\" height=\"\(f(top))\" fill=\"#ffffff\"/>",
            ] + body + ["</svg>"]).joined(separator: "\n") + "\n"
    }
}
