import ConstraintScript
import Scenes

/// The four ways `layout-lab scene` prints a laid-out scene. Every number goes through
/// ``SceneNumber/format(_:)`` and every list is in the scene's view order, so equal layouts
/// always print equal text.
enum SceneRender {
    // MARK: Table

    /// One block per width: a heading and one aligned row per view.
    static func table(_ layouts: [SceneLayout]) -> [String] {
        var lines: [String] = []
        for (i, layout) in layouts.enumerated() {
            if i > 0 { lines.append("") }
            lines.append(
                "\(layout.scene) at width \(SceneNumber.format(layout.width)): content height \(SceneNumber.format(layout.contentHeight))"
            )
            let rows = layout.frames.map { f in
                [
                    f.view, SceneNumber.format(f.x), SceneNumber.format(f.y), SceneNumber.format(f.width),
                    SceneNumber.format(f.height),
                ]
            }
            lines += aligned([["view", "x", "y", "width", "height"]] + rows, leftAligned: [0]).map { "  " + $0 }
        }
        return lines
    }

    /// Pads every cell of `rows` to its column's widest cell; columns in `leftAligned` are
    /// padded on the right, the others (numbers) on the left.
    static func aligned(_ rows: [[String]], leftAligned: Set<Int>, gap: String = "  ") -> [String] {
        let columns = rows.map(\.count).max() ?? 0
        var widths = [Int](repeating: 0, count: columns)
        for row in rows { for (c, cell) in row.enumerated() { widths[c] = max(widths[c], cell.count) } }
        return rows.map { row in
            var line = ""
            for (c, cell) in row.enumerated() {
                let pad = String(repeating: " ", count: widths[c] - cell.count)
                if c > 0 { line += gap }
                line += leftAligned.contains(c) ? cell + (c == row.count - 1 ? "" : pad) : pad + cell
            }
            return line
        }
    }

    // MARK: JSON

    /// One JSON object on one line:
    /// `{"scene":…,"width":…,"contentHeight":…,"frames":[{"view":…,"x":…,"y":…,"width":…,"height":…},…]}`;
    /// a number that is not finite is `null`, so the line is always valid JSON.
    static func json(_ layout: SceneLayout) -> String {
        func n(_ value: Double) -> String { value.isFinite ? SceneNumber.format(value) : "null" }
        let frames = layout.frames.map { f in
            "{\"view\":\(jsonString(f.view)),\"x\":\(n(f.x)),\"y\":\(n(f.y)),"
                + "\"width\":\(n(f.width)),\"height\":\(n(f.height))}"
        }
        return "{\"scene\":\(jsonString(layout.scene)),\"width\":\(n(layout.width)),"
            + "\"contentHeight\":\(n(layout.contentHeight)),\"frames\":[\(frames.joined(separator: ","))]}"
    }

    // MARK: SVG

    /// The smallest font size a view's name is drawn at (px); a view too small for it is
    /// drawn without its name.
    static let minimumLabelSize = 8.0

    /// The fill colours, by view index (the first two are the article's teal and purple).
    static let palette = ["#5ac8fa", "#af52de", "#ffcc00", "#34c759", "#ff9500", "#ff2d55"]

    /// One SVG document showing each layout as a panel: a caption, the scene's views as
    /// labelled rectangles, the views inside them (a card's image and label) as white boxes,
    /// and the container's outline (dashed red: width × content height). A view that holds
    /// other views (a strip) is drawn grey with its name in its corner; a view entirely past the
    /// container's trailing edge (scrolled off) is drawn faint. Panels stack top to bottom, one
    /// per width.
    static func svg(_ layouts: [SceneLayout]) -> String {
        let margin = 16.0, caption = 22.0
        var panels: [(top: Double, layout: SceneLayout)] = []
        var top = 0.0, canvasWidth = 0.0
        for layout in layouts {
            let bounds = extent(layout)
            panels.append((top + caption, layout))
            top += caption + bounds.maxY + margin
            canvasWidth = max(canvasWidth, bounds.maxX)
        }
        let width = canvasWidth + 2 * margin, height = top + margin
        let f = SceneNumber.format
        var out: [String] = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(f(width))\" height=\"\(f(height))\" viewBox=\"0 0 \(f(width)) \(f(height))\" font-family=\"Helvetica, Arial, sans-serif\">",
            "<rect x=\"0\" y=\"0\" width=\"\(f(width))\" height=\"\(f(height))\" fill=\"#ffffff\"/>",
        ]
        func rect(_ ox: Double, _ oy: Double, _ frame: SceneFrame, fill: String, opacity: Double, dashed: Bool = false)
            -> String
        {
            "<rect x=\"\(f(ox + frame.x))\" y=\"\(f(oy + frame.y))\" width=\"\(f(max(frame.width, 0)))\" "
                + "height=\"\(f(max(frame.height, 0)))\" fill=\"\(fill)\" fill-opacity=\"\(f(opacity))\" stroke=\"#333333\" "
                + "stroke-width=\"0.5\"\(dashed ? " stroke-dasharray=\"3 2\"" : "")/>"
        }
        func label(_ text: String, x: Double, y: Double, size: Double, anchor: String, fill: String = "#111111")
            -> String
        {
            "<text x=\"\(f(x))\" y=\"\(f(y))\" font-size=\"\(f(size))\" text-anchor=\"\(anchor)\" fill=\"\(fill)\">\(xmlEscaped(text))</text>"
        }
        for (panelTop, layout) in panels {
            let ox = margin, oy = panelTop + margin
            out.append(
                label(
                    "\(layout.scene) · width \(f(layout.width)) · content height \(MainJob.short(layout.contentHeight))",
                    x: ox, y: oy - 8, size: 13, anchor: "start", fill: "#222222"))
            // Names go on top of everything else in the panel.
            var names: [String] = []
            for (i, frame) in layout.frames.enumerated() {
                let isContainer = layout.frames.contains { other in
                    other.view != frame.view && other.x >= frame.x && other.maxX <= frame.maxX
                        && other.y >= frame.y && other.maxY <= frame.maxY
                }
                if isContainer {
                    out.append(rect(ox, oy, frame, fill: "#c7c7cc", opacity: 0.45))
                    // The name in the corner, unless a view inside is drawn there (a row's
                    // icon): it would be written across that view's own name.
                    let nameWidth = Double(frame.view.count) * 6 + 8
                    let covered = layout.frames.contains { other in
                        other.view != frame.view && other.x < frame.x + nameWidth && other.maxX > frame.x
                            && other.y < frame.y + 14 && other.maxY > frame.y
                    }
                    if !covered {
                        out.append(
                            label(
                                frame.view, x: ox + frame.x + 4, y: oy + frame.y + 11, size: 10, anchor: "start",
                                fill: "#3a3a3c"))
                    }
                    continue
                }
                let offscreen = frame.x >= layout.width
                out.append(
                    rect(
                        ox, oy, frame, fill: palette[i % palette.count], opacity: offscreen ? 0.18 : 0.55,
                        dashed: offscreen))
                let size = min(11, max(frame.height, 0) * 0.6, max(frame.width, 0) / (Double(frame.view.count) * 0.62))
                // Smaller than 8 px a name cannot be read: the view is left unnamed.
                if size >= minimumLabelSize {
                    names.append(
                        label(
                            frame.view, x: ox + frame.x + frame.width / 2,
                            y: oy + frame.y + frame.height / 2 + size * 0.35,
                            size: size.rounded(.down), anchor: "middle"))
                }
            }
            for detail in layout.details {
                out.append(rect(ox, oy, detail, fill: "#ffffff", opacity: 0.6))
                let name = String(detail.view.split(separator: ".").last ?? Substring(detail.view))
                let size = min(9, max(detail.height, 0) * 0.6)
                if size >= minimumLabelSize, detail.width >= Double(name.count) * size * 0.6 {
                    out.append(
                        label(
                            name, x: ox + detail.x + 3, y: oy + detail.y + size + 2, size: size.rounded(.down),
                            anchor: "start", fill: "#3a3a3c"))
                }
            }
            out += names
            out.append(
                "<rect x=\"\(f(ox))\" y=\"\(f(oy))\" width=\"\(f(layout.width))\" height=\"\(f(max(layout.contentHeight, 0)))\" fill=\"none\" stroke=\"#d70015\" stroke-width=\"1\" stroke-dasharray=\"4 3\"/>"
            )
        }
        out.append("</svg>")
        return out.joined(separator: "\n")
    }

    /// The right and bottom edge of everything drawn for `layout` (container and views).
    static func extent(_ layout: SceneLayout) -> (maxX: Double, maxY: Double) {
        var maxX = layout.width, maxY = max(layout.contentHeight, 0)
        for frame in layout.frames {
            maxX = max(maxX, frame.maxX)
            maxY = max(maxY, frame.maxY)
        }
        return (maxX, maxY)
    }

    /// `text` with XML's special characters escaped.
    static func xmlEscaped(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }

    // MARK: ASCII

    /// The most rows an ASCII drawing has besides its heading: a scene much taller than it is
    /// wide is drawn at a smaller scale, so that it still fits a screen or two.
    static let maximumASCIIRows = 200

    /// A terminal drawing of `layout` at most `columns` characters wide and
    /// ``maximumASCIIRows`` rows tall (a character is taken to be twice as tall as it is wide;
    /// the scale is the larger one at which both fit). The container's outline is dotted; each
    /// view is a box of `+`, `-` and `|` with its name inside when it fits. Coordinates of any
    /// size, even non-finite ones, are clipped to the drawing, never converted unchecked.
    static func ascii(_ layout: SceneLayout, columns: Int = 72) -> [String] {
        let bounds = extent(layout)
        let maxX = bounds.maxX.isFinite ? max(bounds.maxX, 1) : 1
        let maxY = bounds.maxY.isFinite ? bounds.maxY : 0
        var scale = Double(columns - 1) / maxX
        if maxY * scale / 2 > Double(maximumASCIIRows - 1) { scale = 2 * Double(maximumASCIIRows - 1) / maxY }
        let rows = min(Int((maxY * scale / 2).rounded()) + 1, maximumASCIIRows)
        var grid = [[Character]](repeating: [Character](repeating: " ", count: columns), count: max(rows, 1))

        /// A coordinate in cells, clipped to one cell beyond either edge of `0..<limit`.
        func cell(_ value: Double, limit: Int) -> Int {
            guard value.isFinite else { return value > 0 ? limit : -1 }
            return Int(min(max(value.rounded(), -1), Double(limit)))
        }
        func box(_ x: Double, _ y: Double, _ w: Double, _ h: Double, dotted: Bool, label: String?) {
            let c0 = cell(x * scale, limit: columns), c1 = max(cell((x + w) * scale, limit: columns), c0)
            let r0 = cell(y * scale / 2, limit: grid.count), r1 = max(cell((y + h) * scale / 2, limit: grid.count), r0)
            func put(_ r: Int, _ c: Int, _ ch: Character) {
                guard r >= 0, r < grid.count, c >= 0, c < columns else { return }
                grid[r][c] = ch
            }
            for c in c0...c1 {
                put(r0, c, dotted ? "." : "-")
                put(r1, c, dotted ? "." : "-")
            }
            for r in r0...r1 {
                put(r, c0, dotted ? ":" : "|")
                put(r, c1, dotted ? ":" : "|")
            }
            if !dotted {
                for (r, c) in [(r0, c0), (r0, c1), (r1, c0), (r1, c1)] { put(r, c, "+") }
            }
            if let label, r1 - r0 >= 2, c1 - c0 - 1 >= 1 {
                let room = c1 - c0 - 1
                for (k, ch) in label.prefix(room).enumerated() { put(r0 + 1, c0 + 1 + k, ch) }
            }
        }

        box(0, 0, layout.width, max(layout.contentHeight, 0), dotted: true, label: nil)
        for frame in layout.frames {
            box(frame.x, frame.y, max(frame.width, 0), max(frame.height, 0), dotted: false, label: frame.view)
        }
        let heading =
            "\(layout.scene) at width \(SceneNumber.format(layout.width)): content height "
            + "\(SceneNumber.format(layout.contentHeight)) (one column = \(SceneNumber.format((1 / scale * 10).rounded() / 10)) pt)"
        return [heading]
            + grid.map { row in
                var line = String(row)
                while line.last == " " { line.removeLast() }
                return line
            }
    }
}
