import ConstraintLayout
import ConstraintScript
import InterfaceBuilder
import Scenes

/// `layout-lab ib FILE [--device NAME] [--width W]... [--height H] [--scene ID]
/// [--format table|json|svg|html] [--check] [--intrinsic ID=WxH]... [--regimes FROM TO]`: lays
/// out the scenes of a storyboard or XIB with the engine and prints every view's frame by
/// object id; with `--check` compares them with the frames the file stores; `html` is the
/// width slider page of one scene, `--regimes` its regimes across widths, as for scenes. Each
/// option is declared once, typed (``CommandOption``): the reader converts and checks it, and
/// the help is written from the declaration.
enum IBCommand {
    /// The output formats.
    enum Format: String, CaseIterable {
        case table, json, svg, html
    }

    /// A parsed command line.
    struct Options {
        var path: String
        var device: InterfaceBuilderDevice?
        var widths: [Double] = []
        var height: Double?
        var scene: String?
        var format = Format.table
        var check = false
        var tolerance = 0.5
        var intrinsicSizes: [String: IntrinsicContentSize] = [:]
        var explain: [String] = []
        /// `--regimes FROM TO`: list the regimes over that range instead.
        var regimes: RangeArgument?
    }

    /// `--intrinsic ID=WxH`: the intrinsic size of one view.
    struct IntrinsicSetting: Sendable {
        /// The view's object id.
        var id: String
        /// Its intrinsic size (nil on an axis for none).
        var size: IntrinsicContentSize
    }

    /// The widths and heights the command takes.
    static let sizes = 0.0...100_000.0

    /// `--device NAME`.
    static let device = CommandOption<InterfaceBuilderDevice>(
        .init(
            name: "--device", values: ["NAME"],
            summary: "the device, e.g. retina4_7, retina6_12, ipad11 (append -landscape; `layout-lab ib\n"
                + "--devices` lists them); default: the device the file was designed on")
    ) { values throws(ArgumentReader.UsageError) in
        guard let device = InterfaceBuilderDevice.named(values[0]) else {
            throw ArgumentReader.UsageError(
                "unknown device '\(values[0])'"
                    + Spelling.hint(for: values[0], among: InterfaceBuilderDevice.all.map(\.name))
                    + "; `layout-lab ib --devices` lists them")
        }
        return device
    }

    /// `--width W`, repeatable.
    static let width = CommandOption.number(
        "--width", "W", in: sizes, expected: "a width", isRepeatable: true,
        summary: "a root width in points instead of the device's; repeat for several")

    /// `--height H`.
    static let height = CommandOption.number(
        "--height", "H", in: sizes, expected: "a height", summary: "a root height in points instead of the device's")

    /// `--scene ID`.
    static let scene = CommandOption.text(
        "--scene", "ID", summary: "only this scene (its sceneID, controller or root view id)")

    /// `--format F`.
    static let format = CommandOption<Format>.choice(
        "--format", "F",
        [
            .init(value: "table"), .init(value: "json", meaning: "one object per scene per width per line"),
            .init(value: "svg"),
            .init(
                value: "html",
                meaning: "one scene's page with a width slider over the --width range, 320…1366 when fewer "
                    + "than two widths are given"),
        ],
        default: Format.table.rawValue, Format.init(rawValue:))

    /// `--json`.
    static let json = CommandOption.flag("--json", summary: "the same as --format json")

    /// `--check`.
    static let check = CommandOption.flag(
        "--check",
        summary: "compare with the stored frames (misplaced views), and report ambiguous\n"
            + "views and constraints that cannot hold; exit 1 when any is found")

    /// `--tolerance T`, with `--check`.
    static let tolerance = CommandOption.number(
        "--tolerance", "T", in: 0...1000, expected: "a distance", default: 0.5,
        summary: "with --check: how far a frame may be from the stored one"
    ).requiring(check)

    /// `--explain ID`, repeatable.
    static let explain = CommandOption.text(
        "--explain", "ID", isRepeatable: true,
        summary: "after the table, where the frame of the view ID comes from: each\n"
            + "coordinate's formula and the constraints (by the file's ids) that fix it")

    /// `--intrinsic ID=WxH`, repeatable.
    static let intrinsic = CommandOption<IntrinsicSetting>(
        .init(
            name: "--intrinsic", values: ["ID=WxH"], isRepeatable: true,
            summary: "the intrinsic content size of the view ID (- for none on an axis; each size\n"
                + "from 0 to 100000), instead of the size taken from its stored frame")
    ) { values throws(ArgumentReader.UsageError) in
        let text = values[0]
        guard let eq = text.lastIndex(of: "="), eq != text.startIndex else {
            throw ArgumentReader.UsageError("--intrinsic: '\(text)' is not ID=WxH")
        }
        let axes = text[text.index(after: eq)...].split(separator: "x", omittingEmptySubsequences: false)
        guard axes.count == 2 else { throw ArgumentReader.UsageError("--intrinsic: '\(text)' is not ID=WxH") }
        func axis(_ s: Substring) throws(ArgumentReader.UsageError) -> Double? {
            s == "-"
                ? nil
                : try ParsedArguments.number(
                    String(s), "--intrinsic", in: sizes, expected: "a size from 0 to 100000 or -")
        }
        return IntrinsicSetting(
            id: String(text[..<eq]), size: IntrinsicContentSize(width: try axis(axes[0]), height: try axis(axes[1])))
    }

    /// `--regimes FROM TO`.
    static let regimes = CommandOption.range(
        "--regimes", allowed: sizes, expected: "a width", maximumSteps: ScenePage.maximumSamples,
        summary: "list the root widths from FROM to TO where each scene's layout changes: the\n"
            + "exact breakpoints where a constraint becomes tight or loose, each side of 414 built\n"
            + "on its own on a compact-width device; FROM > TO walks down")

    /// The command line.
    static let spec = CommandLineSpec(
        command: "ib",
        summary: "Lays out the scenes of a storyboard or XIB and prints each view's frame by object id.",
        arguments: [.init(name: "FILE", summary: "the .storyboard or .xib: a path, or - for standard input")],
        options: [
            device.spec, width.spec, height.spec, scene.spec, format.spec, json.spec, check.spec, tolerance.spec,
            explain.spec, intrinsic.spec, regimes.spec,
        ],
        notes: [
            """
            Frames are in the superview's coordinates, as Interface Builder stores them. Text is
            not measured: labels, buttons, text fields, images and controls take their stored
            size as their intrinsic size (or the placeholder size the file gives); --intrinsic
            overrides it. A size the file and UIKit leave open (a popover without a preferred
            size, a custom segue, a font that changes with the size classes) is guessed and
            said in a note on standard error. --regimes builds a scene again where UIKit's
            system minimum margins change (414 on a compact-width device); the size classes are
            the device's at every width. Exit status 1 for a usage error, a file that cannot be
            read as an Interface Builder document (with its line), and with --check for what it
            finds.
            """,
            "`layout-lab ib --devices` lists the devices: size, safe area insets and size classes.",
        ])

    /// Reads the arguments after `ib`: the typed values, and the options that do not go
    /// together.
    static func parse(_ parsed: ParsedArguments) throws(ArgumentReader.UsageError) -> Options {
        var options = Options(path: parsed.arguments[0])
        options.device = parsed.value(device)
        options.widths = parsed.values(width)
        options.height = parsed.value(height)
        options.scene = parsed.value(scene)
        options.format = parsed.value(json, default: false) ? .json : parsed.value(format, default: .table)
        options.check = parsed.value(check, default: false)
        options.tolerance = parsed.value(tolerance, default: 0.5)
        options.explain = parsed.values(explain)
        for setting in parsed.values(intrinsic) { options.intrinsicSizes[setting.id] = setting.size }
        if !options.explain.isEmpty, options.format != .table {
            throw ArgumentReader.UsageError("--explain prints text after the table: it goes with --format table only")
        }
        if let range = parsed.value(regimes) {
            guard !parsed.has(width), !parsed.has(format), !parsed.has(json), !options.check, options.explain.isEmpty
            else {
                throw ArgumentReader.UsageError(
                    "--regimes lists the regimes as text: it does not go with --width, --format, --json, --check "
                        + "or --explain")
            }
            options.regimes = range
        }
        if options.format == .html, options.check {
            throw ArgumentReader.UsageError("--check reports as text or JSON: it does not go with --format html")
        }
        return options
    }

    static func run(_ arguments: [String], io: inout CommandIO) -> Int32 {
        if arguments == ["--devices"] {
            for d in InterfaceBuilderDevice.all {
                let s = d.safeArea
                io.print(
                    "\(d.name)  \(SceneNumber.format(d.width))×\(SceneNumber.format(d.height))  safe area top \(SceneNumber.format(s.top)) "
                        + "left \(SceneNumber.format(s.leading)) bottom \(SceneNumber.format(s.bottom)) right \(SceneNumber.format(s.trailing))  "
                        + "\(d.regularWidth ? "regular" : "compact") width, \(d.regularHeight ? "regular" : "compact") height"
                )
            }
            return 0
        }
        return ArgumentReader.run(arguments, spec, io: &io) { parsed, io throws(ArgumentReader.UsageError) in
            let options = try parse(parsed)
            let source: (bytes: [UInt8], fileName: String)
            do throws(ScriptSource.Failure) {
                source = try ScriptSource.load(options.path, standardInput: io.readStandardInput)
            } catch {
                io.printError("layout-lab ib: \(error)")
                return 1
            }
            do throws(InterfaceBuilderError) {
                return try render(
                    options, document: InterfaceBuilderDocument(bytes: source.bytes, fileName: source.fileName), io: &io
                )
            } catch {
                io.printError("layout-lab ib: \(error)")
                return 1
            }
        }
    }

    /// Lays out the chosen scenes and prints them.
    static func render(_ options: Options, document: InterfaceBuilderDocument, io: inout CommandIO)
        throws(InterfaceBuilderError) -> Int32
    {
        var device =
            document.designedDevice ?? document.deviceOfStoredFrames ?? InterfaceBuilderDevice.named("retina6_12")!
        if let chosen = options.device {
            device = chosen
        } else if document.designedDevice == nil {
            io.printError(
                "layout-lab ib: "
                    + (document.designedDeviceID.map { "the device '\($0)' is not in the table" }
                        ?? "the file names no device")
                    + "; laying out on \(device.name)"
                    + (document.deviceOfStoredFrames == nil ? "" : ", the size of its stored root view"))
        }
        var scenes = document.scenes
        if let wanted = options.scene {
            scenes = scenes.filter { $0.id == wanted || $0.controllerID == wanted || $0.rootViewID == wanted }
            guard !scenes.isEmpty else {
                throw InterfaceBuilderError(
                    fileName: document.fileName, line: nil,
                    message: "no scene '\(wanted)'; the scenes are " + document.scenes.map(\.id).joined(separator: ", ")
                )
            }
        }
        for id in options.explain where !scenes.contains(where: { $0.viewIDs.contains(id) }) {
            throw InterfaceBuilderError(
                fileName: document.fileName, line: nil, message: "--explain: no view '\(id)' in the scenes laid out")
        }
        for scene in scenes {
            for note in scene.notes(
                on: device, designedOn: document.designedDevice, intrinsicSizes: options.intrinsicSizes)
            {
                io.printError("layout-lab ib: note: scene \(scene.id) on \(device.name): \(note)")
            }
        }
        if options.regimes != nil || options.format == .html {
            return try sweep(options, scenes: scenes, device: device, fileName: document.fileName, io: &io)
        }
        let widths: [Double?] = options.widths.isEmpty ? [nil] : options.widths
        var layouts: [(InterfaceBuilderScene, InterfaceBuilderLayout)] = []
        for scene in scenes {
            for width in widths {
                layouts.append(
                    (
                        scene,
                        try scene.layout(
                            on: device, width: width, height: options.height, intrinsicSizes: options.intrinsicSizes,
                            explaining: options.explain.filter { scene.viewIDs.contains($0) })
                    ))
            }
        }
        switch options.format {
        case .json:
            for (_, layout) in layouts { io.print(json(layout, check: options.check ? options.tolerance : nil)) }
        case .svg:
            io.print(svg(layouts, fileName: document.fileName))
        case .html:
            break
        case .table:
            let kind = document.isStoryboard ? "storyboard" : "XIB"
            io.print(
                "\(document.fileName): \(kind), \(document.scenes.count) scene\(document.scenes.count == 1 ? "" : "s"), "
                    + "designed on \(document.designedDevice?.description ?? document.designedDeviceID ?? "no device")")
            for (scene, layout) in layouts {
                io.print()
                for line in table(scene, layout, check: options.check ? options.tolerance : nil) { io.print(line) }
                for (_, text) in layout.explanations {
                    io.print()
                    io.print(text)
                }
            }
        }
        guard options.check else { return 0 }
        let findings = layouts.contains { _, l in
            !l.misplacedViews(tolerance: options.tolerance).isEmpty || !l.ambiguousViews.isEmpty || !l.conflicts.isEmpty
        }
        return findings ? 1 : 0
    }

    /// `--regimes` (each scene's regimes) or `--format html` (one scene's page): the scenes
    /// built on the device, then laid out across widths. Where UIKit decides something from the
    /// root's width (``InterfaceBuilderScene/rebuildWidths(on:)``: the system minimum margins,
    /// 16 below 414 and 20 from 414 on a compact-width device), `--regimes` builds the scene
    /// again and lists each side, and an html page, which is one build, stays on one side: its
    /// default range is the side of the width it starts at, and a range given across is refused.
    static func sweep(
        _ options: Options, scenes: [InterfaceBuilderScene], device: InterfaceBuilderDevice, fileName: String,
        io: inout CommandIO
    ) throws(InterfaceBuilderError) -> Int32 {
        if options.format == .html, scenes.count > 1 {
            throw InterfaceBuilderError(
                fileName: fileName, line: nil,
                message: "an html page shows one scene: choose it with --scene (the scenes are "
                    + scenes.map(\.id).joined(separator: ", ") + ")")
        }
        for (k, scene) in scenes.enumerated() {
            let rebuilds = scene.rebuildWidths(on: device)
            func fail(_ message: String) -> InterfaceBuilderError {
                InterfaceBuilderError(fileName: fileName, line: scene.line, message: message)
            }
            if let regimeRange = options.regimes {
                if k > 0 { io.print() }
                for (i, piece) in split(regimeRange, at: rebuilds).enumerated() {
                    if i > 0 {
                        let at = piece.from
                        io.print(
                            "  built again at \(f(at)): UIKit's system minimum margins are 16 below "
                                + "\(f(at)) and 20 from \(f(at)) on \(device.name)")
                    }
                    // Built at the side's lower end: below a rebuild width, or at it.
                    let built = try scene.build(
                        on: device, width: piece.bounds.lowerBound, height: options.height,
                        intrinsicSizes: options.intrinsicSizes)
                    let adapted = IBLayoutScene(built, name: scene.id)
                    if let message = ScenePage.sizeError(adapted, over: piece.bounds, for: "--regimes") {
                        throw fail(message)
                    }
                    do throws(SceneError) {
                        let regimes = try SceneRegimes.regimes(of: adapted, over: piece.bounds, explaining: false)
                        let name = "scene \(scene.id) “\(scene.name)”"
                        for line in SceneRegimes.listing(scene: name, regimes, range: piece) { io.print(line) }
                    } catch {
                        throw fail(error.description)
                    }
                }
                continue
            }
            let initial = options.widths.first
            let built = try scene.build(
                on: device, width: initial, height: options.height, intrinsicSizes: options.intrinsicSizes)
            var range = SceneCommand.htmlRange(options.widths)
            if let side = side(of: built.width, in: range, between: rebuilds) {
                guard options.widths.count < 2 else {
                    throw fail(
                        "an html page is one build, and \(f(range.lowerBound))…\(f(range.upperBound)) crosses "
                            + rebuilds.map(f).joined(separator: ", ")
                            + ", where UIKit's system minimum margins change from 16 to 20 on \(device.name): "
                            + "give --width values on one side, or list the regimes across with --regimes")
                }
                range = side
            }
            let adapted = IBLayoutScene(built, name: scene.id)
            if let message = ScenePage.sizeError(adapted, over: range, for: "an html page") { throw fail(message) }
            do throws(SceneError) {
                let page = try ScenePage.page(
                    scene: adapted, title: "\(scene.name) — \(fileName), scene \(scene.id) on \(device.name)",
                    source: "Read from \(fileName): the scene's views by object id, on \(device.description), "
                        + "\(f(built.height)) points tall at every width.",
                    range: range, initial: min(max(initial ?? built.width, range.lowerBound), range.upperBound))
                io.standardOutput += page.html()
            } catch {
                throw fail(error.description)
            }
        }
        return 0
    }

    /// `range` cut at each of `widths` strictly inside it, in the walk's order (from FROM to
    /// TO): going up, the sides are [FROM, w] and [w, TO]; going down, [FROM, w] and [w, TO]
    /// with FROM above.
    static func split(_ range: RangeArgument, at widths: [Double]) -> [RangeArgument] {
        let inside = widths.filter { $0 > range.bounds.lowerBound && $0 < range.bounds.upperBound }
        let cuts = range.isDescending ? inside.sorted(by: >) : inside.sorted()
        let ends = [range.from] + cuts + [range.to]
        return (0..<(ends.count - 1)).map { RangeArgument(from: ends[$0], to: ends[$0 + 1], step: range.step) }
    }

    /// When `range` crosses one of `widths`, the whole widths of `range` on the side of
    /// `width` (below a rebuild width, up to the whole width before it; from it, on); nil when
    /// it crosses none.
    static func side(of width: Double, in range: ClosedRange<Double>, between widths: [Double]) -> ClosedRange<Double>?
    {
        let inside = widths.filter { $0 > range.lowerBound && $0 <= range.upperBound }
        guard !inside.isEmpty else { return nil }
        let low = inside.last { $0 <= width } ?? range.lowerBound
        let high = inside.first { $0 > width }.map { ($0 - 1).rounded(.up) } ?? range.upperBound
        return low...max(low, high)
    }

    // MARK: Output

    static func f(_ value: Double) -> String { value.isFinite ? SceneNumber.format(value) : "null" }

    static func rect(_ r: LayoutRect) -> String { "[\(f(r.minX)), \(f(r.minY)), \(f(r.width)), \(f(r.height))]" }

    /// One scene at one size as one JSON object; with a tolerance, what `--check` found too.
    static func json(_ layout: InterfaceBuilderLayout, check tolerance: Double?) -> String {
        let frames = layout.frames.map { "\(jsonString($0.id)): \(rect($0.frame))" }
        var text =
            "{\"scene\": \(jsonString(layout.sceneID)), \"device\": \(jsonString(layout.deviceName)), "
            + "\"width\": \(f(layout.width)), \"height\": \(f(layout.height)), "
            + "\"frames\": {\(frames.joined(separator: ", "))}"
        if let tolerance {
            let found = layout.misplacedViews(tolerance: tolerance)
            let misplaced = found.map { jsonString($0.id) }
            let marked = found.filter(\.isMarkedMisplaced).map { jsonString($0.id) }
            let conflicts = layout.conflicts.map { c in
                "{\"broken\": \(jsonString(c.broken)), \"line\": \(c.line.map(String.init) ?? "null"), "
                    + "\"conflicts\": [\(c.conflicts.map(jsonString).joined(separator: ", "))]}"
            }
            text +=
                ", \"misplaced\": [\(misplaced.joined(separator: ", "))], "
                + "\"markedMisplaced\": [\(marked.joined(separator: ", "))], "
                + "\"ambiguous\": [\(layout.ambiguousViews.map(jsonString).joined(separator: ", "))], "
                + "\"conflicts\": [\(conflicts.joined(separator: ", "))]"
        }
        return text + "}"
    }

    /// A scene's heading, one aligned row per view (indented by depth), and with `--check`
    /// what it found.
    static func table(_ scene: InterfaceBuilderScene, _ layout: InterfaceBuilderLayout, check tolerance: Double?)
        -> [String]
    {
        var lines = [
            "scene \(scene.id) “\(scene.name)” (line \(scene.line)) on \(layout.deviceName) at "
                + "\(f(layout.width))×\(f(layout.height))"
        ]
        let misplaced = Set((tolerance.map { layout.misplacedViews(tolerance: $0) } ?? []).map(\.id))
        var rows = [["view", "", "x", "y", "width", "height"] + (tolerance == nil ? [] : ["stored"])]
        for frame in layout.frames {
            var row = [
                String(repeating: "  ", count: frame.depth) + frame.id, scene.label(of: frame.id) ?? "",
                f(frame.frame.minX), f(frame.frame.minY), f(frame.frame.width), f(frame.frame.height),
            ]
            if tolerance != nil {
                row.append(
                    misplaced.contains(frame.id)
                        ? "misplaced: stored \(rect(frame.stored!))"
                            + (frame.isMarkedMisplaced ? ", as the file marks it" : "") : "")
            }
            rows.append(row)
        }
        lines += SceneRender.aligned(rows, leftAligned: [0, 1, 6]).map {
            "  " + String($0.reversed().drop { $0 == " " }.reversed())
        }
        guard let tolerance else { return lines }
        let found = layout.misplacedViews(tolerance: tolerance)
        let misplacedCount = found.count, markedCount = found.filter(\.isMarkedMisplaced).count
        lines.append(
            misplacedCount == 0
                ? "  every stored frame is within \(f(tolerance)) of the layout"
                : "  \(misplacedCount) misplaced view\(misplacedCount == 1 ? "" : "s") (more than \(f(tolerance)) from the stored frame)"
                    + (markedCount == 0 ? "" : ", \(markedCount) of them marked misplaced in the file")
        )
        for id in layout.ambiguousViews {
            lines.append(
                "  ambiguous: \(id) \(scene.label(of: id) ?? "") — its constraints leave its frame undetermined")
        }
        for c in layout.conflicts {
            lines.append(
                "  unsatisfiable: broke \(c.broken)\(c.line.map { " (line \($0))" } ?? ""), which conflicts with "
                    + c.conflicts.joined(separator: ", "))
        }
        return lines
    }

    /// The layouts as one SVG document: a panel per layout, each view an outlined rectangle
    /// (deeper views darker) with its id where it fits.
    static func svg(_ layouts: [(InterfaceBuilderScene, InterfaceBuilderLayout)], fileName: String) -> String {
        let margin = 16.0, caption = 22.0, gap = 24.0
        var x = margin
        var body: [String] = []
        var height = 0.0
        for (scene, layout) in layouts {
            let top = margin + caption
            body.append(
                "<text x=\"\(f(x))\" y=\"\(f(margin + 13))\" font-size=\"13\">"
                    + SceneRender.xmlEscaped(
                        "\(scene.id) “\(scene.name)” · \(layout.deviceName) \(f(layout.width))×\(f(layout.height))")
                    + "</text>")
            for frame in layout.frames {
                let r = frame.inRoot
                let shade = max(255 - 22 * frame.depth, 120)
                let fill = "rgb(\(shade),\(shade),255)"
                body.append(
                    "<rect x=\"\(f(x + r.minX))\" y=\"\(f(top + r.minY))\" width=\"\(f(max(r.width, 0)))\" "
                        + "height=\"\(f(max(r.height, 0)))\" fill=\"\(fill)\" stroke=\"#333\" stroke-width=\"0.5\">"
                        + "<title>\(SceneRender.xmlEscaped("\(frame.id) \(scene.label(of: frame.id) ?? "") \(rect(frame.frame))"))</title></rect>"
                )
                if r.width >= Double(frame.id.count) * 6, r.height >= 12 {
                    body.append(
                        "<text x=\"\(f(x + r.minX + 2))\" y=\"\(f(top + r.minY + 10))\" font-size=\"9\" fill=\"#222\">"
                            + SceneRender.xmlEscaped(frame.id) + "</text>")
                }
            }
            x += layout.width + gap
            height = max(height, top + layout.height + margin)
        }
        let width = x - gap + margin
        return
            ([
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(f(width))\" height=\"\(f(height))\" "
                    + "viewBox=\"0 0 \(f(width)) \(f(height))\" font-family=\"Helvetica, Arial, sans-serif\">",
                "<title>\(SceneRender.xmlEscaped(fileName))</title>",
                "<rect x=\"0\" y=\"0\" width=\"\(f(width))\" height=\"\(f(height))\" fill=\"#ffffff\"/>",
            ] + body + ["</svg>"]).joined(separator: "\n")
    }
}
