import ConstraintScript

/// Reads a command's arguments against its ``CommandLineSpec``.
enum ArgumentReader {
    /// What a command line asked for.
    enum Request {
        /// Run the command with these arguments.
        case run(ParsedArguments)
        /// Print the help (`-h` or `--help` was given).
        case help
    }

    /// A command-line mistake; `message` says what and where (which option, which argument).
    struct UsageError: Error, Sendable {
        var message: String
        init(_ message: String) { self.message = message }
    }

    /// Reads `arguments` (those after the command's name).
    /// - Throws: ``UsageError`` for an unknown option, a missing or malformed value, a missing
    ///   or extra argument, an argument that is not one of its choices, a required option not
    ///   given, or a broken rule (``CommandLineSpec/rules``).
    static func read(_ arguments: [String], _ spec: CommandLineSpec) throws(UsageError) -> Request {
        if arguments.prefix(while: { $0 != "--" }).contains(where: { $0 == "-h" || $0 == "--help" }) {
            return .help
        }
        var parsed = ParsedArguments()
        var rest = arguments[...]
        var optionsEnded = false
        while let argument = rest.popFirst() {
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                parsed.arguments.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument, inline: String?
            if argument.hasPrefix("--"), let eq = argument.firstIndex(of: "=") {
                name = String(argument[..<eq])
                inline = String(argument[argument.index(after: eq)...])
            }
            guard let option = spec.option(named: name) else {
                throw UsageError(
                    "unknown option '\(argument)'"
                        + Spelling.hint(for: name, among: spec.options.map(\.name) + ["--help"]))
            }
            var values: [String] = []
            if let inline {
                guard option.values.count == 1, option.optionalValue == nil else {
                    throw UsageError(
                        option.values.isEmpty
                            ? "option \(name) takes no value"
                            : "option \(name) takes \(option.values.joined(separator: " ")) as separate arguments, not after '='"
                    )
                }
                values = [inline]
            } else {
                for _ in option.values {
                    guard let value = rest.first, !value.hasPrefix("--") else {
                        let missing = option.values[values.count...].joined(separator: " ")
                        throw UsageError(
                            "option \(name) needs \(missing)"
                                + (rest.first.map { ", found '\($0)'" } ?? ""))
                    }
                    values.append(value)
                    rest.removeFirst()
                }
                if option.optionalValue != nil, let next = rest.first, looksLikeNumber(next) {
                    values.append(next)
                    rest.removeFirst()
                }
            }
            let value: any Sendable = try option.read?(values) ?? values
            parsed.options.append(.init(name: name, values: values, value: value))
        }
        guard parsed.arguments.count <= spec.arguments.count else {
            let extra = parsed.arguments[spec.arguments.count]
            throw UsageError(
                spec.arguments.isEmpty
                    ? "unexpected argument '\(extra)' (\(spec.invocation) takes none)"
                    : "unexpected argument '\(extra)' after \(spec.arguments.map(\.name).joined(separator: " "))")
        }
        guard parsed.arguments.count == spec.arguments.count else {
            throw UsageError("missing \(spec.arguments[parsed.arguments.count].name)")
        }
        for (argument, value) in zip(spec.arguments, parsed.arguments)
        where !argument.choices.isEmpty && !argument.choices.contains(value) {
            let known = argument.choices.map { "'\($0)'" }.joined(separator: ", ")
            throw UsageError(
                "unknown \(argument.noun ?? argument.name) '\(value)'"
                    + Spelling.hint(for: value, among: argument.choices) + " (one of \(known))")
        }
        for option in spec.options where option.isRequired && !parsed.has(option.name) {
            throw UsageError("missing \(option.synopsis)" + (option.whyRequired.map { ": \($0)" } ?? ""))
        }
        for rule in spec.allRules {
            if let message = rule.violation(parsed, spec) { throw UsageError(message) }
        }
        return .run(parsed)
    }

    /// Whether `text` is meant as a number, so that an optional trailing value (`STEP`) takes
    /// it and a malformed one (`nan`, `1e999`, `2..5`) is reported as that value rather than
    /// as a stray argument: a decimal number, or only digits, signs, points and exponents,
    /// or a spelling of not-a-number or infinity. A path (`1.cass`) or `-` is not.
    static func looksLikeNumber(_ text: String) -> Bool {
        if DecimalNumber.parse(text) != nil { return true }
        let unsigned = text.lowercased().drop { $0 == "+" || $0 == "-" }
        if ["nan", "inf", "infinity"].contains(String(unsigned)) { return true }
        return text.contains(where: \.isNumber) && text.allSatisfy { "0123456789+-.eE".contains($0) }
    }

    /// Runs `body` with the arguments read against `spec`, printing the help (exit 0) or a
    /// usage error (the message and the usage on standard error, exit 1) instead when asked
    /// for. A ``UsageError`` thrown by `body` (a value out of range) is reported the same way.
    /// With `--output FILE` what `body` writes to standard output goes to the file instead,
    /// unless it exits 1 (then no file is written).
    static func run(
        _ arguments: [String], _ spec: CommandLineSpec, io: inout CommandIO,
        _ body: (ParsedArguments, inout CommandIO) throws(UsageError) -> Int32
    ) -> Int32 {
        do {
            switch try read(arguments, spec) {
            case .help:
                io.print(spec.help)
                return 0
            case .run(let parsed):
                guard let path = parsed.value(.output) else {
                    return try body(parsed, &io)
                }
                // Run with the output collected apart, then write it to the file.
                let before = io.standardOutput
                io.standardOutput = ""
                let status = try body(parsed, &io)
                let output = io.standardOutput
                io.standardOutput = before
                guard status != 1 else { return status }
                if let reason = writeFile(output, toPath: path) {
                    io.printError("\(spec.invocation): --output: cannot write '\(path)': \(reason)")
                    return 1
                }
                return status
            }
        } catch {
            io.printError("\(spec.invocation): \(error.message)")
            io.printError(spec.usage)
            io.printError("(`\(spec.invocation) --help` describes every option)")
            return 1
        }
    }
}
