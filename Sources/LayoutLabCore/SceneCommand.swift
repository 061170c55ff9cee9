import Scenes

/// `layout-lab scene NAME [--width W]... [--set key=value]... [--format table|json|svg|ascii]`
/// and `layout-lab scenes`.
enum SceneCommand {
    /// The output formats of `scene`.
    enum Format: String, CaseIterable {
        case table, json, svg, ascii
    }

    /// A parsed `scene` command line.
    struct Options {
        var name: String
        var widths: [Double] = []
        var settings: [(key: String, value: String)] = []
        var format: Format = .table
    }

    /// The width used when no `--width` is given: the iPhone portrait width.
    static let defaultWidth = 375.0

    static let usage = """
        usage: layout-lab scene NAME [--width W]... [--set key=value]... [--format table|json|svg|ascii]
          --width W         a container width in points (0 < W <= 100000); repeat for several widths,
                            laid out in order on one scene (default 375)
          --set key=value   a scene parameter (see `layout-lab scenes`); a later --set wins
          --format F        table (default), json (one object per width per line), svg, ascii
        """

    /// Parses the arguments after `scene`.
    static func parse(_ arguments: [String]) -> Result<Options, OptionError> {
        var rest = arguments[...]
        guard let name = rest.popFirst() else { return .failure(OptionError("missing scene name")) }
        if name.hasPrefix("-") { return .failure(OptionError("missing scene name before '\(name)'")) }
        var options = Options(name: name)
        while let flag = rest.popFirst() {
            var key = flag, inlineValue: String?
            if flag.hasPrefix("--"), let eq = flag.firstIndex(of: "=") {
                key = String(flag[..<eq])
                inlineValue = String(flag[flag.index(after: eq)...])
            }
            guard ["--width", "--set", "--format"].contains(key) else {
                return .failure(OptionError("unknown option '\(flag)'"))
            }
            guard let value = inlineValue ?? rest.popFirst() else {
                return .failure(OptionError("option \(key) needs a value"))
            }
            switch key {
            case "--width":
                guard let w = Double(value), w.isFinite, w > 0, w <= SceneError.maximumWidth else {
                    return .failure(OptionError(
                        "invalid width '\(value)': a width must be a finite number greater than 0 and at most "
                            + SceneNumber.format(SceneError.maximumWidth)))
                }
                options.widths.append(w)
            case "--set":
                guard let eq = value.firstIndex(of: "="), eq != value.startIndex else {
                    return .failure(OptionError(SceneError.malformedSetting(value).description))
                }
                options.settings.append((String(value[..<eq]), String(value[value.index(after: eq)...])))
            default:
                guard let format = Format(rawValue: value) else {
                    return .failure(OptionError("unknown format '\(value)': expected table, json, svg or ascii"))
                }
                options.format = format
            }
        }
        if options.widths.isEmpty { options.widths = [defaultWidth] }
        return .success(options)
    }

    /// A command-line mistake, printed as `layout-lab scene: <message>`.
    struct OptionError: Error {
        let message: String
        init(_ message: String) { self.message = message }
    }

    /// `layout-lab scene ...`.
    static func run(_ arguments: [String], io: inout CommandIO) -> Int32 {
        let options: Options
        switch parse(arguments) {
        case .success(let o): options = o
        case .failure(let error):
            io.printError("layout-lab scene: \(error.message)")
            io.printError(usage)
            return 1
        }
        do {
            let scene = try SceneCatalog.scene(named: options.name, settings: options.settings)
            var layouts: [SceneLayout] = []
            for width in options.widths { layouts.append(try scene.layout(width: width)) }
            switch options.format {
            case .table: for line in SceneRender.table(layouts) { io.print(line) }
            case .json: for layout in layouts { io.print(SceneRender.json(layout)) }
            case .svg: io.print(SceneRender.svg(layouts))
            case .ascii:
                for (i, layout) in layouts.enumerated() {
                    if i > 0 { io.print() }
                    for line in SceneRender.ascii(layout) { io.print(line) }
                }
            }
            return 0
        } catch {
            io.printError("layout-lab scene: \(error)")
            return 1
        }
    }

    /// `layout-lab scenes`: every scene with its article, its parameters and their defaults.
    static func list(_ arguments: [String], io: inout CommandIO) -> Int32 {
        guard arguments.isEmpty else {
            io.printError("layout-lab scenes: unexpected argument '\(arguments[0])' (scenes takes none)")
            return 1
        }
        for (i, d) in SceneCatalog.all.enumerated() {
            if i > 0 { io.print() }
            io.print("\(d.name) — \(d.summary) (seeds/\(d.article))")
            let rows = d.parameters.map { p in
                [p.name, "\(p.defaultValue)", p.allowedValues, p.summary]
            }
            for line in SceneRender.aligned([["parameter", "default", "values", "meaning"]] + rows, leftAligned: [0, 1, 2, 3]) {
                io.print("  " + line)
            }
        }
        return 0
    }
}
