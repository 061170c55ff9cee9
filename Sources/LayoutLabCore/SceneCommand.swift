import ConstraintScript
import Scenes

/// `layout-lab scene NAME [--width W]... [--set KEY=VALUE]... [--format table|json|svg|ascii|html] [--json]`,
/// `layout-lab scene NAME [--set KEY=VALUE]... --regimes FROM TO`
/// and `layout-lab scenes [--json]`.
enum SceneCommand {
    /// The output formats of `scene`.
    enum Format: String, CaseIterable, Sendable {
        case table, json, svg, ascii, html
    }

    /// A `--set KEY=VALUE`.
    struct Setting: Sendable {
        /// The parameter's name.
        var key: String
        /// Its value, as typed.
        var value: String
    }

    /// A parsed `scene` command line.
    struct Options {
        var name: String
        var widths: [Double] = []
        var settings: [Setting] = []
        var format: Format = .table
        /// `--regimes FROM TO`: list the regimes over that range, in that direction, instead
        /// of laying out.
        var regimes: RangeArgument?
    }

    /// The width used when no `--width` is given: the iPhone portrait width.
    static let defaultWidth = 375.0

    /// The narrowest width the command lays out: a hundredth of a point. Below it a width
    /// would print as 0 and every frame would be within the solver's tolerances of zero.
    static let minimumWidth = 0.01

    /// `--width W`, repeatable.
    static let width = CommandOption.number(
        "--width", "W", in: minimumWidth...SceneError.maximumWidth, expected: "a width", default: defaultWidth,
        isRepeatable: true,
        summary: "a container width in points; repeat for several widths, laid out in order on one scene")

    /// `--set KEY=VALUE`, repeatable.
    static let set = CommandOption<Setting>(
        .init(
            name: "--set", values: ["KEY=VALUE"], isRepeatable: true,
            summary: "a scene parameter (`layout-lab scenes` lists them); a later --set wins")
    ) { values throws(ArgumentReader.UsageError) in
        let text = values[0]
        guard let eq = text.firstIndex(of: "="), eq != text.startIndex else {
            throw ArgumentReader.UsageError(SceneError.malformedSetting(text).description)
        }
        return Setting(key: String(text[..<eq]), value: String(text[text.index(after: eq)...]))
    }

    /// `--format F`.
    static let format = CommandOption<Format>.choice(
        "--format", "F",
        [
            .init(value: "table"), .init(value: "json", meaning: "one object per width per line"),
            .init(value: "svg"), .init(value: "ascii"),
            .init(
                value: "html",
                meaning: "an interactive page with a width slider over the --width range, 320…1366 when "
                    + "fewer than two widths are given"),
        ],
        default: Format.table.rawValue, Format.init(rawValue:))

    /// `--json`.
    static let json = CommandOption.flag("--json", summary: "the same as --format json")

    /// `--regimes FROM TO`.
    static let regimes = CommandOption.range(
        "--regimes", allowed: minimumWidth...SceneError.maximumWidth, expected: "a width",
        maximumSteps: ScenePage.maximumSamples,
        summary: "list the widths from FROM to TO where the layout changes: the scene's\n"
            + "own changes (found at whole widths) and the exact breakpoints between;\n"
            + "FROM > TO walks down")

    /// The command line of `scene`.
    static let spec = CommandLineSpec(
        command: "scene",
        summary: "Lays out a scene or an example at one or more container widths and prints its frames.",
        arguments: [
            .init(
                name: "NAME",
                summary: "the scene: " + SceneCatalog.all.map(\.name).joined(separator: ", ")
                    + "; or the example: " + SceneCatalog.examples.map(\.name).joined(separator: ", "))
        ],
        options: [width.spec, set.spec, format.spec, json.spec, regimes.spec, CommandOption.output.spec],
        rules: [
            .excludes(
                regimes.isGiven, width.isGiven, format.isGiven, json.isGiven, because: "it lists the regimes as text"),
            .excludes(
                json.isGiven, format.is("table", "svg", "ascii", "html"), because: "it is the same as --format json"),
        ],
        notes: [
            """
            Exit status: 0 when the scene was laid out at every width (or its regimes listed); 1
            for a usage error (an unknown scene, parameter, option or format, a value out of
            range), a file --output cannot write, or a scene the solver cannot lay out (then
            nothing is printed).
            """
        ])

    /// `scenes --json`.
    static let listJSON = CommandOption.flag("--json", summary: "one JSON object per scene or example per line")

    /// The command line of `scenes`.
    static let listSpec = CommandLineSpec(
        command: "scenes",
        summary: "Lists the scenes with their articles, then the examples, each with its parameters.",
        options: [listJSON.spec],
        notes: ["Exit status: 0; 1 for a usage error (an unknown option or an argument)."])

    /// Reads the arguments after `scene`.
    static func parse(_ parsed: ParsedArguments) throws(ArgumentReader.UsageError) -> Options {
        let name = parsed.arguments[0]
        var options = Options(name: name)
        options.widths = parsed.values(width)
        for setting in parsed.values(set) {
            if let error = numberError(scene: name, setting) { throw error }
            options.settings.append(setting)
        }
        options.format = parsed.value(json, default: false) ? .json : parsed.value(format, default: .table)
        options.regimes = parsed.value(regimes)
        if options.widths.isEmpty { options.widths = [defaultWidth] }
        return options
    }

    /// An error when `setting` gives a number parameter of scene `scene` a value that is not
    /// spelled as a decimal number (`0x10`, `inf`): scene parameters read numbers the way
    /// scripts do. Unknown scenes and parameters, and ranges (the precision floor included),
    /// are left to the catalog to report.
    static func numberError(scene: String, _ setting: Setting) -> ArgumentReader.UsageError? {
        guard let descriptor = try? SceneCatalog.descriptor(named: scene),
            let parameter = descriptor.parameters.first(where: { $0.name == setting.key })
        else { return nil }
        switch parameter.kind {
        case .integer:
            if DecimalNumber.parseInteger(setting.value) != nil { return nil }
        case .number:
            if DecimalNumber.parse(setting.value) != nil { return nil }
        case .choice:
            return nil
        }
        return ArgumentReader.UsageError(
            SceneError.malformedParameter(
                scene: scene, name: parameter.name, value: setting.value,
                expected: "a decimal " + parameter.allowedValues
            ).description)
    }

    /// `layout-lab scene ...`.
    static func run(_ arguments: [String], io: inout CommandIO) -> Int32 {
        ArgumentReader.run(arguments, spec, io: &io) { parsed, io throws(ArgumentReader.UsageError) in
            render(try parse(parsed), io: &io)
        }
    }

    /// Lays the scene out at each width and prints it; a scene error exits 1.
    static func render(_ options: Options, io: inout CommandIO) -> Int32 {
        do {
            // Built for the first width it is laid out at (the regime walk starts from its own).
            let scene = try SceneCatalog.scene(
                named: options.name, settings: options.settings.map { ($0.key, $0.value) },
                width: options.regimes == nil ? options.widths[0] : nil)
            io.keep(scene)
            if let range = options.regimes {
                if let message = ScenePage.sizeError(scene, over: range.bounds, for: "--regimes") {
                    io.printError("layout-lab scene: \(message)")
                    return 1
                }
                for line in SceneRegimes.listing(
                    scene: scene.name, try SceneRegimes.regimes(of: scene, over: range.bounds, explaining: false),
                    range: range)
                {
                    io.print(line)
                }
                return 0
            }
            if options.format == .html {
                let range = htmlRange(options.widths)
                guard range.upperBound - range.lowerBound < Double(ScenePage.maximumSamples) else {
                    io.printError(
                        "layout-lab scene: an html page covers at most \(ScenePage.maximumSamples) widths; "
                            + "\(SceneNumber.format(range.lowerBound))…\(SceneNumber.format(range.upperBound)) is wider"
                    )
                    return 1
                }
                if let message = ScenePage.sizeError(scene, over: range, for: "an html page") {
                    io.printError("layout-lab scene: \(message)")
                    return 1
                }
                let descriptor = try SceneCatalog.descriptor(named: options.name)
                let page = try ScenePage.page(
                    scene: scene, descriptor: descriptor, range: range, initial: options.widths[0])
                io.standardOutput += page.html()
                return 0
            }
            var layouts: [SceneLayout] = []
            for width in options.widths { layouts.append(try scene.layout(width: width)) }
            switch options.format {
            case .table: for line in SceneRender.table(layouts) { io.print(line) }
            case .json: for layout in layouts { io.print(SceneRender.json(layout)) }
            case .svg: io.print(SceneRender.svg(layouts))
            case .html: break
            case .ascii:
                for (i, layout) in layouts.enumerated() {
                    if i > 0 { io.print() }
                    for line in SceneRender.ascii(layout) { io.print(line) }
                }
            }
            return 0
        } catch {
            io.printError("layout-lab scene: \(message(for: error))")
            return 1
        }
    }

    /// The error's message, with the nearest name when a scene or parameter name is unknown.
    static func message(for error: SceneError) -> String {
        switch error {
        case .unknownScene(let name, let known):
            if let near = Spelling.nearest(to: name, among: known) {
                return "unknown scene '\(name)'; did you mean '\(near)'? (`layout-lab scenes` lists them all)"
            }
        case .unknownParameter(let scene, let name, let known):
            if let near = Spelling.nearest(to: name, among: known) {
                return "scene \(scene) has no parameter '\(name)'; did you mean '\(near)'? "
                    + "(its parameters are: \(known.joined(separator: ", ")))"
            }
        default: break
        }
        return error.description
    }

    /// The width range of an html page: from the narrowest to the widest `--width` when two or
    /// more are given, else the device widths' range (320…1366).
    static func htmlRange(_ widths: [Double]) -> ClosedRange<Double> {
        guard widths.count >= 2, let low = widths.min(), let high = widths.max(), low < high else {
            return SceneCatalog.deviceWidths[0]...SceneCatalog.deviceWidths[SceneCatalog.deviceWidths.count - 1]
        }
        return low...high
    }

    /// `layout-lab scenes`: every scene with its article, then every example (which cites no
    /// article, `"example":true` in JSON), with their parameters and defaults.
    static func list(_ arguments: [String], io: inout CommandIO) -> Int32 {
        ArgumentReader.run(arguments, listSpec, io: &io) { parsed, io in
            if parsed.value(listJSON, default: false) {
                for d in SceneCatalog.all + SceneCatalog.examples { io.print(json(d)) }
                return 0
            }
            for (i, d) in SceneCatalog.all.enumerated() {
                if i > 0 { io.print() }
                describe(d, io: &io)
            }
            io.print()
            io.print("Examples (written for this project, from no article):")
            for d in SceneCatalog.examples {
                io.print()
                describe(d, io: &io)
            }
            return 0
        }
    }

    /// One scene's or example's block in `layout-lab scenes`: its name and summary, its
    /// article (a scene's), and its parameters as an aligned table.
    static func describe(_ d: SceneDescriptor, io: inout CommandIO) {
        io.print("\(d.name) — \(d.summary)")
        if let article = d.article { io.print("  from \(article)") }
        let rows = d.parameters.map { p in
            [p.name, "\(p.defaultValue)", p.allowedValues, p.summary]
        }
        for line in SceneRender.aligned(
            [["parameter", "default", "values", "meaning"]] + rows, leftAligned: [0, 1, 2, 3])
        {
            io.print("  " + line)
        }
    }

    /// One scene's or example's line in `layout-lab scenes --json`: a scene's names its
    /// article; an example's says `"example":true` instead.
    static func json(_ d: SceneDescriptor) -> String {
        let parameters = d.parameters.map { p in
            "{\"name\":\(jsonString(p.name)),\"default\":\(jsonString(p.defaultValue.description)),"
                + "\"values\":\(jsonString(p.allowedValues)),\"summary\":\(jsonString(p.summary))}"
        }
        var origin = "\"example\":true"
        if let article = d.article {
            origin =
                "\"article\":{\"title\":\(jsonString(article.title)),\"site\":\(jsonString(article.site))"
                + (article.date.map { ",\"date\":\(jsonString($0))" } ?? "")
                + (article.code.map { ",\"code\":\(jsonString($0))" } ?? "") + "}"
        }
        return "{\"name\":\(jsonString(d.name)),\"summary\":\(jsonString(d.summary)),\(origin)"
            + ",\"parameters\":[\(parameters.joined(separator: ","))]}"
    }
}
