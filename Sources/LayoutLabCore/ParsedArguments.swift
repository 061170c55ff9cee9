import ConstraintScript

/// The arguments and options of one command line, as ``ArgumentReader`` read them: each
/// option's values as typed and as its ``CommandOption`` converted them.
struct ParsedArguments: Sendable {
    /// One occurrence of an option.
    struct Given: Sendable {
        /// `--width`.
        var name: String
        /// Its values as typed.
        var values: [String]
        /// Its values as the option's declaration read them (the strings for an undeclared
        /// type).
        var value: any Sendable
    }

    /// The positional arguments, in order.
    var arguments: [String] = []
    /// Each option given, in order.
    var options: [Given] = []

    /// The value of the last occurrence of `option`, or its default when it was not given.
    func value<Value>(_ option: CommandOption<Value>) -> Value? {
        options.last { $0.name == option.name }.flatMap { $0.value as? Value } ?? option.defaultValue
    }

    /// The value of the last occurrence of `option`, or its default.
    func value<Value>(_ option: CommandOption<Value>, default fallback: Value) -> Value {
        value(option) ?? fallback
    }

    /// The values of every occurrence of the (repeatable) `option`, in order.
    func values<Value>(_ option: CommandOption<Value>) -> [Value] {
        options.filter { $0.name == option.name }.compactMap { $0.value as? Value }
    }

    /// Whether `option` was given.
    func has<Value>(_ option: CommandOption<Value>) -> Bool { has(option.name) }

    /// Whether the option called `name` was given.
    func has(_ name: String) -> Bool { options.contains { $0.name == name } }

    /// The values, as typed, of the last occurrence of the option called `name`, if it was
    /// given (for an option declared without a type).
    func last(_ name: String) -> [String]? { options.last { $0.name == name }?.values }

    /// The values, as typed, of every occurrence of the option called `name`, in order.
    func all(_ name: String) -> [[String]] { options.filter { $0.name == name }.map(\.values) }

    /// `text`, the value `what` (`--width`, `--sweep FROM`), as a finite decimal number within
    /// `range`.
    static func number(
        _ text: String, _ what: String,
        in range: ClosedRange<Double> = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude,
        expected: String = "a decimal number"
    ) throws(ArgumentReader.UsageError) -> Double {
        guard let value = DecimalNumber.parse(text), range.contains(value) else {
            throw ArgumentReader.UsageError("\(what): '\(text)' is not \(expected)")
        }
        return value
    }

    /// `text`, the value `what`, as a whole decimal number within `range`.
    static func count(_ text: String, _ what: String, in range: ClosedRange<Int>) throws(ArgumentReader.UsageError)
        -> Int
    {
        guard let value = DecimalNumber.parseInteger(text), range.contains(value) else {
            throw ArgumentReader.UsageError(
                "\(what): '\(text)' is not a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }
}
