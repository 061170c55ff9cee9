import ConstraintScript

/// One option of a command, declared once with the type of what it reads: its name, the names
/// of its values, what they may be (a range, a list of choices), its default and its help.
/// ``ArgumentReader`` converts and checks every occurrence as it reads the command line (a
/// usage error names the option and the value at fault), the `--help` row is written from it
/// (the allowed values and the default included), and the command reads the typed value back
/// with ``ParsedArguments/value(_:)``: no command looks an option up by a string.
struct CommandOption<Value: Sendable>: Sendable {
    /// The declaration the reader and the help work from.
    var spec: CommandLineSpec.Option
    /// The value when the option is not given.
    var defaultValue: Value?

    /// `--width`.
    var name: String { spec.name }

    /// This option, which the command cannot run without; `why` says what it is for.
    func required(_ why: String? = nil) -> Self {
        var option = self
        option.spec.isRequired = true
        option.spec.whyRequired = why
        return option
    }

    /// This option, which is a usage error without `other`.
    func requiring<Other>(_ other: CommandOption<Other>) -> Self {
        var option = self
        option.spec.requires = other.name
        return option
    }

    /// An option whose values `read` converts and checks.
    init(
        _ spec: CommandLineSpec.Option, default defaultValue: Value? = nil,
        read: @escaping @Sendable ([String]) throws(ArgumentReader.UsageError) -> Value
    ) {
        var spec = spec
        spec.read = { values throws(ArgumentReader.UsageError) in try read(values) }
        self.spec = spec
        self.defaultValue = defaultValue
    }
}

/// One allowed value of an option that takes a choice, with what it means (for `--help`).
struct OptionChoice: Sendable {
    /// The value as typed: `json`.
    var value: String
    /// What it does, or the empty string: `one object per width per line`.
    var meaning = ""
}

extension CommandOption where Value == Bool {
    /// A flag: true when given.
    static func flag(_ name: String, summary: String) -> Self {
        CommandOption(.init(name: name, summary: summary), default: false) { _ throws(ArgumentReader.UsageError) in
            true
        }
    }
}

extension CommandOption where Value == String {
    /// One value taken as it is typed (a variable, a label, a path, a `KEY=VALUE`).
    static func text(_ name: String, _ valueName: String, isRepeatable: Bool = false, summary: String) -> Self {
        CommandOption(.init(name: name, values: [valueName], isRepeatable: isRepeatable, summary: summary)) {
            values throws(ArgumentReader.UsageError) in values[0]
        }
    }

    /// `--output FILE`: what the command writes to standard output goes to FILE instead
    /// (``ArgumentReader/run(_:_:io:_:)`` writes it).
    static let output = text(
        "--output", "FILE", summary: "write the output to FILE (created or replaced) instead of standard output")
}

extension CommandOption where Value == Double {
    /// A finite decimal number within `range`; `expected` says what it is for a person (`a
    /// width`), and the help adds the range and the default.
    static func number(
        _ name: String, _ valueName: String, in range: ClosedRange<Double>, expected: String,
        default defaultValue: Double? = nil, isRepeatable: Bool = false, summary: String
    ) -> Self {
        let bounds = "from \(scriptNumber(range.lowerBound)) to \(scriptNumber(range.upperBound))"
        var spec = CommandLineSpec.Option(
            name: name, values: [valueName], isRepeatable: isRepeatable, summary: summary)
        spec.allowed = bounds
        spec.defaultText = defaultValue.map(scriptNumber)
        return CommandOption(spec, default: defaultValue) { values throws(ArgumentReader.UsageError) in
            try ParsedArguments.number(values[0], name, in: range, expected: "\(expected) \(bounds)")
        }
    }
}

extension CommandOption where Value == Int {
    /// A whole decimal number within `range`; the help adds the range and the default.
    /// `defaultText` says the default for the help when the command chooses it itself (it
    /// depends on another argument).
    static func count(
        _ name: String, _ valueName: String, in range: ClosedRange<Int>, default defaultValue: Int? = nil,
        defaultText: String? = nil, summary: String
    ) -> Self {
        var spec = CommandLineSpec.Option(name: name, values: [valueName], summary: summary)
        spec.allowed = "from \(range.lowerBound) to \(range.upperBound)"
        spec.defaultText = defaultText ?? defaultValue.map(String.init)
        return CommandOption(spec, default: defaultValue) { values throws(ArgumentReader.UsageError) in
            try ParsedArguments.count(values[0], name, in: range)
        }
    }
}

extension CommandOption where Value == [String] {
    /// A comma-separated list of names (`a,b,c`), none of them empty.
    static func names(_ name: String, _ valueName: String, summary: String) -> Self {
        CommandOption(.init(name: name, values: [valueName], summary: summary)) {
            values throws(ArgumentReader.UsageError) in
            let names = values[0].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard !names.contains(where: \.isEmpty) else {
                throw ArgumentReader.UsageError(
                    "\(name): '\(values[0])' has an empty name (names are separated by single commas)")
            }
            return names
        }
    }
}

extension CommandOption {
    /// One of `choices`, read as `Value` (a format, an order); a value that is not one is
    /// answered with the nearest choice and the list. The help lists the choices with their
    /// meanings after `summary`, the default first marked `(default)`.
    static func choice(
        _ name: String, _ valueName: String, _ choices: [OptionChoice], default defaultChoice: String? = nil,
        summary: String = "", _ convert: @escaping @Sendable (String) -> Value?
    ) -> Self {
        var spec = CommandLineSpec.Option(name: name, values: [valueName], summary: summary)
        spec.choices = choices
        spec.defaultText = defaultChoice
        let what = name.dropFirst(2)
        let allowed = CommandLineSpec.Option.list(choices.map(\.value), serialComma: false)
        return CommandOption(spec, default: defaultChoice.flatMap(convert)) {
            values throws(ArgumentReader.UsageError) in
            guard choices.contains(where: { $0.value == values[0] }), let value = convert(values[0]) else {
                throw ArgumentReader.UsageError(
                    "unknown \(what) '\(values[0])'" + Spelling.hint(for: values[0], among: choices.map(\.value))
                        + ": expected \(allowed)")
            }
            return value
        }
    }

    /// `VAR FROM TO [STEP]` (`--sweep`, `--regimes`): a variable and a range read by
    /// ``RangeArgument/read(_:option:allowed:expected:maximumSteps:)``; `takesStep` adds the
    /// optional STEP.
    static func variableRange(
        _ name: String, takesStep: Bool, maximumSteps: Int? = nil, summary: String
    ) -> Self where Value == VariableRange {
        CommandOption(
            .init(
                name: name, values: ["VAR", "FROM", "TO"], optionalValue: takesStep ? "STEP" : nil, summary: summary)
        ) { values throws(ArgumentReader.UsageError) in
            VariableRange(
                variable: values[0],
                range: try RangeArgument.read(values[1...], option: name, maximumSteps: maximumSteps))
        }
    }
}

extension CommandOption where Value == RangeArgument {
    /// `FROM TO` (`scene --regimes`): a range read by
    /// ``RangeArgument/read(_:option:allowed:expected:maximumSteps:)`` within `allowed`;
    /// `expected` says what FROM and TO are for a person (`a width`), and the help adds
    /// `allowed`.
    static func range(
        _ name: String, allowed: ClosedRange<Double>, expected: String, maximumSteps: Int, summary: String
    ) -> Self {
        let bounds = "from \(scriptNumber(allowed.lowerBound)) to \(scriptNumber(allowed.upperBound))"
        var spec = CommandLineSpec.Option(name: name, values: ["FROM", "TO"], summary: summary)
        spec.allowed = "FROM and TO \(bounds)"
        return CommandOption(spec) { values throws(ArgumentReader.UsageError) in
            try RangeArgument.read(
                values[...], option: name, allowed: allowed, expected: "\(expected) \(bounds)",
                maximumSteps: maximumSteps)
        }
    }
}

/// What `--sweep VAR FROM TO [STEP]` and `--regimes VAR FROM TO` read: an edit variable and a
/// range of its values.
struct VariableRange: Sendable, Equatable {
    /// The edit variable's name.
    var variable: String
    /// FROM, TO and STEP.
    var range: RangeArgument
}
