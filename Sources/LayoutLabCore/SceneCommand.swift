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

    /// The narrowest width the command lays out: a hundredth of a point. Below it a width
    /// would print as 0 and every frame would be within the solver's tolerances of zero.
    static let minimumWidth = 0.01

    static let usage = """
        usage: layout-lab scene NAME [--width W]... [--set key=value]... [--format table|json|svg|ascii]
          --width W         a container width in points (0.01 <= W <= 100000); repeat for several widths,
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
                guard let w = DecimalNumber.parse(value), w >= minimumWidth, w <= SceneError.maximumWidth else {
                    return .failure(OptionError(
                        "invalid width '\(value)': a width must be a decimal number from "
                            + "\(SceneNumber.format(minimumWidth)) to \(SceneNumber.format(SceneError.maximumWidth))"))
                }
                options.widths.append(w)
            case "--set":
                guard let eq = value.firstIndex(of: "="), eq != value.startIndex else {
                    return .failure(OptionError(SceneError.malformedSetting(value).description))
                }
                let setting = (key: String(value[..<eq]), value: String(value[value.index(after: eq)...]))
                if let error = numberError(scene: name, setting) { return .failure(error) }
                options.settings.append(setting)
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

    /// The smallest magnitude of a non-zero number parameter: the precision every number is
    /// printed with, so that a scene never runs on a value it would print as 0 (and that
    /// is too small for the solver's tolerances).
    static let smallestNumber = 0.000001

    /// An error when `setting` gives a number parameter of scene `scene` a value that is not
    /// spelled as a decimal number (`0x10`, `inf`) — scene parameters read numbers the way
    /// scripts do — or that is not 0 but smaller than ``smallestNumber``. Unknown scenes and
    /// parameters, and ranges, are left to the catalog to report.
    static func numberError(scene: String, _ setting: (key: String, value: String)) -> OptionError? {
        guard let descriptor = try? SceneCatalog.descriptor(named: scene),
              let parameter = descriptor.parameters.first(where: { $0.name == setting.key }) else { return nil }
        switch parameter.kind {
        case .integer:
            if DecimalNumber.parseInteger(setting.value) != nil { return nil }
        case .number:
            if let value = DecimalNumber.parse(setting.value) {
                guard value != 0, abs(value) < smallestNumber else { return nil }
                return OptionError(SceneError.malformedParameter(
                    scene: scene, name: parameter.name, value: setting.value,
                    expected: "0 or a number at least \(SceneNumber.format(smallestNumber)) in size, "
                        + "the precision numbers are printed with").description)
            }
        case .choice:
            return nil
        }
        return OptionError(SceneError.malformedParameter(
            scene: scene, name: parameter.name, value: setting.value,
            expected: "a decimal " + parameter.allowedValues).description)
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
