/// A command's command line, declared once. ``ArgumentReader`` reads arguments against it, and
/// the usage, the `--help` text and every usage error are written from it, so they cannot
/// disagree with what the command accepts.
///
/// The conventions, the same for every command: options start with `--` and may come in any
/// order, before or after the arguments; an option with one value may also be written
/// `--name=value`; `-h` or `--help` anywhere prints the help and exits 0; `--` ends the
/// options; `-` alone is an argument (standard input). A value may start with `-` (a negative
/// number) but not with `--`. An option given twice takes its last value unless it is
/// repeatable.
struct CommandLineSpec: Sendable {
    /// A positional argument.
    struct Argument: Sendable {
        /// As the usage shows it: `FILE`, `NAME`.
        var name: String
        /// What it is, for `--help`.
        var summary: String
        /// The values it may take, when it is one of a list (empty: any); one that is not is
        /// answered with the nearest and the list, before any rule is checked.
        var choices: [String] = []
        /// What a value is called in that answer (`workload`: `unknown workload 'lsit'`); the
        /// argument's name when nil.
        var noun: String? = nil

        /// A constraint script to read (`plot`, `bench`).
        static let scriptFile = Argument(name: "FILE", summary: "the script: a path, or - for standard input")
    }

    /// An option as the reader and the help see it. A command declares its options typed, as
    /// ``CommandOption`` values, which make these; one declared here directly reads its values
    /// as the strings typed.
    struct Option: Sendable {
        /// `--width`.
        var name: String
        /// The names of the values it takes, in order (none for a flag): `["VAR", "FROM", "TO"]`.
        var values: [String] = []
        /// A trailing value taken only when the next argument is a decimal number (`STEP`).
        var optionalValue: String? = nil
        /// Whether it may be given more than once, each time adding to a list.
        var isRepeatable = false
        /// What it does, for `--help`.
        var summary: String
        /// The values it may take, when it takes one of a list: the help lists them after the
        /// summary, with their meanings.
        var choices: [OptionChoice] = []
        /// What its value may be, for the help (`from 1 to 10000000`).
        var allowed: String?
        /// Its value when not given, for the help (`375`).
        var defaultText: String?
        /// Whether the command cannot run without it.
        var isRequired = false
        /// What it is needed for, said after `missing --sweep VAR FROM TO [STEP]`.
        var whyRequired: String?
        /// The option it goes with (`--vars` with `--regimes`): given without that one, it is
        /// a usage error.
        var requires: String?
        /// Converts and checks the values of one occurrence (the values as typed when nil).
        var read: (@Sendable ([String]) throws(ArgumentReader.UsageError) -> any Sendable)?

        /// `--sweep VAR FROM TO [STEP]`.
        var synopsis: String {
            ([name] + values + (optionalValue.map { ["[\($0)]"] } ?? [])).joined(separator: " ")
        }

        /// What `--help` says of it: the summary, then the choices with their meanings (the
        /// default marked), or what the value may be and its default.
        var help: String {
            if !choices.isEmpty {
                let items = choices.map { choice in
                    var item = choice.value
                    var notes: [String] = []
                    if choice.value == defaultText { notes.append("default") }
                    if !choice.meaning.isEmpty { notes.append(choice.meaning) }
                    if !notes.isEmpty { item += " (\(notes.joined(separator: ": ")))" }
                    return item
                }
                let list = Self.list(items, serialComma: true)
                return summary.isEmpty ? list : summary + " " + list
            }
            let limits = [allowed, defaultText.map { "default \($0)" }].compactMap { $0 }
            return limits.isEmpty ? summary : summary + " (\(limits.joined(separator: ", ")))"
        }

        /// `a, b or c` (`a, b, or c` with the serial comma), `a or b`, `a`.
        static func list(_ items: [String], serialComma: Bool) -> String {
            guard items.count > 2 else { return items.joined(separator: " or ") }
            return items.dropLast().joined(separator: ", ") + (serialComma ? ", or " : " or ") + items[items.count - 1]
        }
    }

    /// The command's name after `layout-lab` (empty for `layout-lab` itself).
    var command: String
    /// One line: what the command does.
    var summary: String
    /// The positional arguments, all required, in order.
    var arguments: [Argument] = []
    /// The options, in the order the help lists them.
    var options: [Option] = []
    /// The rules between options, and between options and the argument, in the order the
    /// help lists them and the reader checks them (after each option's own ``Option/requires``).
    var rules: [OptionRule] = []
    /// Paragraphs the help prints after the options.
    var notes: [String] = []
    /// The forms the usage shows instead of the one synopsis written from the arguments and
    /// options, each after `layout-lab COMMAND` (for a command whose options depend on its
    /// argument: `chain --n ITEMS`, `grid --n CELLS [--edit-last]`).
    var forms: [String] = []

    /// `layout-lab scene` (`layout-lab` for the bare command).
    var invocation: String { command.isEmpty ? "layout-lab" : "layout-lab \(command)" }

    /// Every rule the reader checks, in order: each option's ``Option/requires`` as a rule,
    /// then ``rules``.
    var allRules: [OptionRule] {
        options.compactMap { option in
            option.requires.map { needed in
                OptionRule.requires(
                    .init(subject: .option(option.name), values: []), .init(subject: .option(needed), values: []))
            }
        } + rules
    }

    /// The option called `name`, if the command has one.
    func option(named name: String) -> Option? { options.first { $0.name == name } }

    /// The synopsis without `usage:`, e.g. `layout-lab solve FILE [--json]`, wrapped at
    /// `width` columns with continuation lines indented under the first argument.
    func synopsis(width: Int = 96, indent: Int = 0) -> [String] {
        var words = arguments.map(\.name)
        for option in options {
            words.append("[\(option.synopsis)]" + (option.isRepeatable ? "..." : ""))
        }
        let head = String(repeating: " ", count: indent) + invocation
        let continuation = String(repeating: " ", count: head.count + 1)
        var lines = [head]
        for word in words {
            if lines[lines.count - 1].count + 1 + word.count > width, lines[lines.count - 1] != head {
                lines.append(continuation + word)
            } else {
                lines[lines.count - 1] += " " + word
            }
        }
        return lines
    }

    /// `usage: layout-lab scene NAME [--width W]... …`, the synopsis under `usage:`.
    var usage: String {
        if !forms.isEmpty {
            let indent = String(repeating: " ", count: "usage: ".count)
            return forms.enumerated().map { ($0.offset == 0 ? "usage: " : indent) + invocation + " " + $0.element }
                .joined(separator: "\n")
        }
        let lines = synopsis(indent: "usage: ".count)
        return "usage: " + lines.joined(separator: "\n").dropFirst("usage: ".count)
    }

    /// The widest line of any help text.
    static let helpWidth = 100

    /// `text`'s lines, each longer than `width` broken at spaces into lines of at most
    /// `width` characters (a single longer word stays whole).
    static func wrap(_ text: String, width: Int) -> [String] {
        var result: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = ""
            for word in line.split(separator: " ") {
                if current.isEmpty {
                    current = String(word)
                } else if current.count + 1 + word.count <= width {
                    current += " " + word
                } else {
                    result.append(current)
                    current = String(word)
                }
            }
            result.append(current)
        }
        return result
    }

    /// The whole `--help` text: the usage, the summary, each argument and option with its
    /// summary, then the notes.
    var help: String {
        var rows: [(String, String)] = arguments.map { ($0.name, $0.summary) }
        let argumentCount = rows.count
        rows += options.map { ($0.synopsis, $0.help) }
        rows.append(("-h, --help", "print this help and exit"))
        let column = min(rows.map(\.0.count).max() ?? 0, 28) + 2
        func row(_ name: String, _ summary: String) -> String {
            // A summary's own line breaks are for reading the source: it is filled anew.
            let lines = Self.wrap(
                summary.split(separator: "\n").joined(separator: " "), width: Self.helpWidth - column - 2)
            let first =
                name.count + 2 <= column
                ? "  " + name + String(repeating: " ", count: column - name.count) + lines[0]
                : "  " + name + "\n" + String(repeating: " ", count: column + 2) + lines[0]
            return ([first] + lines.dropFirst().map { String(repeating: " ", count: column + 2) + $0 })
                .joined(separator: "\n")
        }
        var out = [usage, "", summary]
        if argumentCount > 0 {
            out += ["", "arguments:"] + rows[..<argumentCount].map(row)
        }
        out += ["", "options:"] + rows[argumentCount...].map(row)
        let rules = allRules
        if !rules.isEmpty {
            out += ["", "rules:"]
            for rule in rules {
                let lines = Self.wrap(rule.text(self), width: Self.helpWidth - 4)
                out += ["  " + lines[0]] + lines.dropFirst().map { "    " + $0 }
            }
        }
        for note in notes { out += ["", note] }
        return out.joined(separator: "\n")
    }
}
