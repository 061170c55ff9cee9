import ConstraintScript
import Scenes

/// A self-contained interactive HTML page of a layout across a range of widths: a width
/// slider that redraws the frames, the current regime and the breakpoints marked on the
/// slider, and, on hovering a view, its frame and the constraints that fix it.
///
/// The page needs no network: its CSS and script are inline, its fonts the system's. Every
/// number it shows was computed by our solver before the page was written: the page only
/// looks values up (sampled) or evaluates the regime map's affine formulas (exact).
///
/// **Data.** The page works on *channels*: named quantities that depend on the width (a view's
/// x, y, width and height; a script's variables). ``Channels`` gives their values either at
/// sampled widths or as affine pieces (value = slope · W + offset on an interval). A view
/// names the channels of its x, y, width and height, or a constant. The script reads the
/// URL fragment `#w=W` at load: it moves the slider to `W` as a person would (an `input`
/// event), which is how the browser test sets a width; `&hover=NAME` shows a view as if the
/// pointer were on it (for screenshots).
///
/// **What the test reads.** Each view is a `div.view` whose `data-view`, `data-x`, `data-y`,
/// `data-width` and `data-height` attributes hold the frame in the layout's points, printed
/// as ``SceneNumber/format(_:)`` prints them (at most six decimals); the stage's `data-w`
/// holds the width shown and `data-regime` the index of the current regime.
struct LayoutPage {
    /// The values of every channel across the width range.
    enum Channels {
        /// `values[k][c]` is channel `c` at width `widths[k]`; the widths ascend, one `step`
        /// apart (the last may be closer).
        case sampled(widths: [Double], values: [[Double]])
        /// Affine pieces covering the range without gaps or overlaps, ascending: on
        /// `from…to`, channel `c` is `affine[c].slope · W + affine[c].offset`.
        case affine(pieces: [(from: Double, to: Double, affine: [(slope: Double, offset: Double)])])
    }

    /// Where one coordinate of a view comes from.
    enum Coordinate {
        /// The channel with this index.
        case channel(Int)
        /// A fixed number of points.
        case constant(Double)
    }

    /// A view drawn on the page.
    struct View {
        var name: String
        var x: Coordinate
        var y: Coordinate
        var width: Coordinate
        var height: Coordinate
    }

    /// A width interval over which the layout keeps one shape.
    struct Regime {
        /// Where it starts (inclusive) and ends (exclusive, except for the last).
        var from: Double
        var to: Double
        /// What holds there, for a person (`3 columns`, `w0 at its upper bound`).
        var label: String
    }

    /// The explanations of the views over an interval of widths where they hold: from
    /// ``from`` up to the next segment's start. Finer than the regimes when the layout makes
    /// changes of its own inside a regime (a scene's rounding).
    struct ExplanationSegment {
        /// Where the segment starts.
        var from: Double
        /// The width the explanations were made at.
        var at: Double
        /// Per view name: the lines that explain its frame (the constraints that fix its x, y,
        /// width and height).
        var explanations: [String: [String]]
    }

    /// The page's heading.
    var title: String
    /// Lines under the heading: the source, how the numbers were computed.
    var notes: [String]
    /// The swept quantity's name (`W`, a script's edit variable).
    var variable: String
    /// The slider's range.
    var range: ClosedRange<Double>
    /// The slider's step.
    var step: Double
    /// Where the slider starts.
    var initial: Double
    /// The channels' names, in order.
    var channelNames: [String]
    /// The channels' values.
    var channels: Channels
    /// The views, drawn in order.
    var views: [View]
    /// The channel holding the content's height, if any (else the views' lowest edge).
    var contentHeight: Int?
    /// Channels listed in a table beside the drawing (a script's variables that are not
    /// part of a view), in order.
    var listed: [Int] = []
    /// The regimes, ascending, covering ``range``; their boundaries are the breakpoints.
    var regimes: [Regime]
    /// The explanations shown on hovering a view, ascending by start.
    var explanations: [ExplanationSegment]

    // MARK: Writing

    /// The page as one HTML document.
    func html() -> String {
        let data = jsonData().replacing("</", with: "<\\/")
        let heading = SceneRender.xmlEscaped(title)
        let noteLines = notes.map { "<p class=\"note\">\(SceneRender.xmlEscaped($0))</p>" }.joined(separator: "\n")
        let f = SceneNumber.format
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(heading)</title>
            <style>
            \(Self.css)
            </style>
            </head>
            <body>
            <header>
            <h1>\(heading)</h1>
            \(noteLines)
            </header>
            <section id="controls">
            <label for="slider"><span id="variable">\(SceneRender.xmlEscaped(variable))</span> = <output id="value"></output></label>
            <div id="track">
            <input type="range" id="slider" min="\(f(range.lowerBound))" max="\(f(range.upperBound))" step="\(f(step))" value="\(f(initial))">
            <div id="marks"></div>
            </div>
            <p id="legend">Red marks under the slider: the breakpoints, where the layout changes regime, each with its value. Dashed red outline: the container, as wide as the slider's value and as tall as the content. The views' colours only tell neighbours apart.</p>
            <p id="regime"></p>
            </section>
            <main>
            <div id="viewport"><div id="stage" data-w="" data-regime=""></div></div>
            <aside id="info"><p class="hint">Hover a view to see its frame and the constraints that fix it.</p></aside>
            </main>
            <table id="values"></table>
            <script type="application/json" id="data">\(data)</script>
            <script>
            \(Self.script)
            </script>
            </body>
            </html>

            """
    }

    /// The data the script reads, as one JSON object.
    func jsonData() -> String {
        func n(_ value: Double) -> String { value.isFinite ? SceneNumber.format(value) : "null" }
        func exact(_ value: Double) -> String { jsonNumber(value) }
        func coordinate(_ c: Coordinate) -> String {
            switch c {
            case .channel(let index): return "{\"c\":\(index)}"
            case .constant(let value): return "{\"k\":\(n(value))}"
            }
        }
        var fields: [String] = [
            "\"variable\":\(jsonString(variable))",
            "\"from\":\(n(range.lowerBound)),\"to\":\(n(range.upperBound)),\"step\":\(n(step))",
            "\"channels\":[\(channelNames.map(jsonString).joined(separator: ","))]",
            "\"views\":["
                + views.map { v in
                    "{\"name\":\(jsonString(v.name)),\"x\":\(coordinate(v.x)),\"y\":\(coordinate(v.y)),"
                        + "\"width\":\(coordinate(v.width)),\"height\":\(coordinate(v.height))}"
                }.joined(separator: ",") + "]",
            "\"contentHeight\":\(contentHeight.map(String.init) ?? "null")",
            "\"listed\":[\(listed.map(String.init).joined(separator: ","))]",
        ]
        switch channels {
        case .sampled(let widths, let values):
            fields.append("\"widths\":[\(widths.map(n).joined(separator: ","))]")
            fields.append(
                "\"samples\":[" + values.map { "[\($0.map(n).joined(separator: ","))]" }.joined(separator: ",") + "]")
        case .affine(let pieces):
            // Exact slopes and offsets (shortest round-tripping), so that evaluating a
            // formula loses nothing the solver did not.
            fields.append(
                "\"pieces\":["
                    + pieces.map { p in
                        "{\"from\":\(exact(p.from)),\"to\":\(exact(p.to)),\"affine\":["
                            + p.affine.map { "[\(exact($0.slope)),\(exact($0.offset))]" }.joined(separator: ",") + "]}"
                    }.joined(separator: ",") + "]")
        }
        fields.append(
            "\"regimes\":["
                + regimes.map { r in
                    "{\"from\":\(n(r.from)),\"to\":\(n(r.to)),\"label\":\(jsonString(r.label))}"
                }.joined(separator: ",") + "]")
        // Explanation lines repeat from segment to segment: each is written once, in order of
        // first use (segments in order, views by name), and referred to by index.
        var lines: [String] = []
        var lineIndex: [String: Int] = [:]
        let segments = explanations.map { segment in
            let views = segment.explanations.keys.sorted().map { name in
                let indices = segment.explanations[name, default: []].map { line in
                    if let i = lineIndex[line] { return i }
                    lines.append(line)
                    lineIndex[line] = lines.count - 1
                    return lines.count - 1
                }
                return "\(jsonString(name)):[\(indices.map(String.init).joined(separator: ","))]"
            }
            return "{\"from\":\(n(segment.from)),\"at\":\(n(segment.at)),\"explain\":{\(views.joined(separator: ","))}}"
        }
        fields.append("\"lines\":[\(lines.map(jsonString).joined(separator: ","))]")
        fields.append("\"segments\":[\(segments.joined(separator: ","))]")
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// The page's style sheet.
    static let css = """
        body { font-family: -apple-system, "Helvetica Neue", Helvetica, Arial, sans-serif; margin: 16px 24px; color: #1c1c1e; background: #ffffff; }
        h1 { font-size: 20px; margin: 0 0 4px; }
        .note { margin: 2px 0; font-size: 12px; color: #636366; }
        #controls { margin: 12px 0; max-width: 960px; }
        #controls label { font-size: 15px; font-weight: 600; }
        #track { position: relative; margin: 6px 0 18px; }
        #slider { width: 100%; margin: 0; }
        #marks { position: relative; height: 24px; }
        .mark { position: absolute; top: 0; width: 2px; height: 10px; margin-left: -1px; background: #ff3b30; }
        .tick { position: absolute; top: 11px; transform: translateX(-50%); font-size: 10px; color: #d70015; white-space: nowrap; }
        .tick.end { color: #636366; }
        #legend { font-size: 11px; color: #636366; margin: 16px 0 4px; }
        #regime { font-size: 13px; margin: 0; color: #3a3a3c; }
        main { display: flex; align-items: flex-start; gap: 20px; }
        #viewport { flex: none; overflow: auto; }
        #stage { position: relative; }
        .container { position: absolute; left: 0; top: 0; border: 1px dashed #d70015; box-sizing: border-box; pointer-events: none; }
        .view { position: absolute; box-sizing: border-box; border: 1px solid #3a3a3c; background: rgba(90, 200, 250, 0.55); font-size: 10px; overflow: hidden; white-space: nowrap; }
        .view:nth-child(6n+2) { background: rgba(175, 82, 222, 0.55); }
        .view:nth-child(6n+3) { background: rgba(255, 204, 0, 0.55); }
        .view:nth-child(6n+4) { background: rgba(52, 199, 89, 0.55); }
        .view:nth-child(6n+5) { background: rgba(255, 149, 0, 0.55); }
        .view:nth-child(6n) { background: rgba(255, 45, 85, 0.55); }
        .view:hover, .view.hovered { outline: 2px solid #007aff; z-index: 2; }
        #info { flex: 1; min-width: 240px; max-width: 420px; font-size: 12px; }
        #info pre { white-space: pre-wrap; font-size: 11px; background: #f2f2f7; padding: 6px; }
        .hint { color: #8e8e93; }
        #values { font-size: 12px; border-collapse: collapse; margin-top: 12px; }
        #values td { padding: 1px 8px; border-bottom: 1px solid #e5e5ea; }
        #values td.num { text-align: right; font-variant-numeric: tabular-nums; }
        """

    /// The page's script: reads the data, builds the views, redraws on every slider move.
    static let script = """
        "use strict";
        const data = JSON.parse(document.getElementById("data").textContent);
        const slider = document.getElementById("slider");
        const stage = document.getElementById("stage");
        const info = document.getElementById("info");
        const regimeLine = document.getElementById("regime");
        const output = document.getElementById("value");
        const valuesTable = document.getElementById("values");
        // The same format as the command line's: at most six decimals, no negative zero.
        function fmt(v) {
          if (v === null || !isFinite(v)) return "nan";
          const r = Math.round(v * 1e6) / 1e6;
          return (r === 0 ? 0 : r).toString();
        }
        function channel(c, w) {
          if (data.samples) {
            let k = Math.round((w - data.from) / data.step);
            k = Math.max(0, Math.min(data.samples.length - 1, k));
            if (k === data.samples.length - 2 && Math.abs(w - data.widths[k + 1]) < Math.abs(w - data.widths[k])) k += 1;
            return data.samples[k][c];
          }
          let piece = data.pieces[data.pieces.length - 1];
          for (const p of data.pieces) { if (w < p.to) { piece = p; break; } }
          const a = piece.affine[c];
          return a[0] * w + a[1];
        }
        function coordinate(spec, w) { return ("c" in spec) ? channel(spec.c, w) : spec.k; }
        function regimeIndex(w) {
          for (let i = 0; i < data.regimes.length; i++) { if (w < data.regimes[i].to) return i; }
          return data.regimes.length - 1;
        }
        const scale = Math.min(4, 900 / Math.max(data.to, 1));
        const container = document.createElement("div");
        container.className = "container";
        stage.appendChild(container);
        const boxes = data.views.map(function (v) {
          const div = document.createElement("div");
          div.className = "view";
          div.dataset.view = v.name;
          div.textContent = v.name;
          div.addEventListener("mouseenter", function () { show(v.name); });
          stage.appendChild(div);
          return div;
        });
        // The breakpoints on the slider: where one regime ends and the next begins, each with
        // its value under it (left out where it would run into the one before), and the
        // range's ends where they leave room.
        const marks = document.getElementById("marks");
        function percent(at) { return 100 * (at - data.from) / (data.to - data.from); }
        function tick(at, className) {
          const t = document.createElement("span");
          t.className = className;
          t.style.left = percent(at) + "%";
          t.textContent = fmt(at);
          marks.appendChild(t);
        }
        let lastTick = -100, firstTick = null;
        for (let i = 1; i < data.regimes.length; i++) {
          const at = data.regimes[i].from;
          const m = document.createElement("div");
          m.className = "mark";
          m.style.left = percent(at) + "%";
          m.title = data.variable + " = " + fmt(at) + ": " + data.regimes[i].label;
          marks.appendChild(m);
          if (percent(at) - lastTick >= 5) {
            tick(at, "tick");
            if (firstTick === null) firstTick = percent(at);
            lastTick = percent(at);
          }
        }
        if (firstTick === null || firstTick >= 5) tick(data.from, "tick end");
        if (lastTick <= 95) tick(data.to, "tick end");
        let hovered = null;
        function show(name) {
          hovered = name;
          boxes.forEach(function (b) { b.classList.toggle("hovered", b.dataset.view === name); });
          const box = boxes.find(function (b) { return b.dataset.view === name; });
          const w = parseFloat(slider.value);
          let segment = null, next = null;
          for (const s of data.segments) { if (s.from <= w) segment = s; else if (next === null) next = s; }
          const indices = segment && segment.explain[name];
          // The explanation holds over its whole segment, the slider's value included.
          const upTo = next === null ? " \\u2264 " + fmt(data.to) : " < " + fmt(next.from);
          const lines = indices ? ["at " + data.variable + " = " + fmt(w) + " (the same for " + fmt(segment.from) + " \\u2264 " + data.variable + upTo + "):"].concat(indices.map(function (i) { return data.lines[i]; })).join("\\n")
            : "(no explanation recorded)";
          info.innerHTML = "";
          const h = document.createElement("h2");
          h.style.fontSize = "14px";
          h.textContent = name + " (" + box.dataset.x + ", " + box.dataset.y + ", " + box.dataset.width + " \\u00d7 " + box.dataset.height + ")";
          const pre = document.createElement("pre");
          pre.textContent = lines;
          info.appendChild(h);
          info.appendChild(pre);
        }
        function redraw() {
          const w = parseFloat(slider.value);
          output.textContent = fmt(w);
          let bottom = 0, right = w;
          data.views.forEach(function (v, i) {
            const x = coordinate(v.x, w), y = coordinate(v.y, w), width = coordinate(v.width, w), height = coordinate(v.height, w);
            const b = boxes[i];
            b.dataset.x = fmt(x); b.dataset.y = fmt(y); b.dataset.width = fmt(width); b.dataset.height = fmt(height);
            b.style.left = (x * scale) + "px";
            b.style.top = (y * scale) + "px";
            b.style.width = (Math.max(width, 0) * scale) + "px";
            b.style.height = (Math.max(height, 0) * scale) + "px";
            // A name is shown only where it fits; hovering shows it in any case.
            b.textContent = width * scale >= 6.5 * v.name.length + 4 && height * scale >= 12 ? v.name : "";
            b.title = v.name;
            bottom = Math.max(bottom, y + height);
            right = Math.max(right, x + width);
          });
          const content = data.contentHeight === null ? bottom : channel(data.contentHeight, w);
          container.style.width = (w * scale) + "px";
          container.style.height = (Math.max(content, 0) * scale) + "px";
          stage.style.width = (right * scale + 2) + "px";
          stage.style.height = (Math.max(bottom, content) * scale + 2) + "px";
          stage.dataset.w = fmt(w);
          const i = regimeIndex(w);
          stage.dataset.regime = String(i);
          const r = data.regimes[i];
          const last = i === data.regimes.length - 1;
          regimeLine.textContent = "regime " + (i + 1) + " of " + data.regimes.length + ": " + fmt(r.from) + " \\u2264 " + data.variable
            + (last ? " \\u2264 " : " < ") + fmt(r.to) + " \\u2014 " + r.label;
          valuesTable.innerHTML = "";
          data.listed.forEach(function (c) {
            const row = valuesTable.insertRow();
            row.insertCell().textContent = data.channels[c];
            const cell = row.insertCell();
            cell.className = "num";
            cell.textContent = fmt(channel(c, w));
          });
          if (hovered !== null) show(hovered);
        }
        slider.addEventListener("input", redraw);
        function fromFragment() {
          const m = /(?:^#|&)w=([-0-9.eE+]+)/.exec(location.hash);
          if (m) {
            slider.value = m[1];
            slider.dispatchEvent(new Event("input"));
          }
          const h = /(?:^#|&)hover=([^&]+)/.exec(location.hash);
          if (h && data.views.some(function (v) { return v.name === decodeURIComponent(h[1]); })) show(decodeURIComponent(h[1]));
        }
        window.addEventListener("hashchange", fromFragment);
        redraw();
        fromFragment();
        """
}
