/// A rule between a command's options, or between an option and the command's argument, that
/// no single option's declaration can say: `--vars needs --regimes VAR FROM TO`, `--format html
/// does not go with --regimes`, `--order needs FAMILY stacks`. A command declares its rules
/// beside its options (``CommandLineSpec/rules``); ``ArgumentReader`` checks them before the
/// command runs, and both the usage error and the help's `rules:` section are written from
/// the declaration.
struct OptionRule: Sendable {
    /// What a rule speaks of: an option given, an option given with one of some values, or the
    /// command's argument being one of some values.
    struct Condition: Sendable {
        /// What the condition looks at.
        enum Subject: Sendable {
            /// The option called this (`--format`).
            case option(String)
            /// The positional argument called this (`FAMILY`).
            case argument(String)
        }

        /// The option or argument looked at.
        var subject: Subject
        /// The values, as typed, any of which makes the condition hold; empty for "given".
        var values: [String]

        /// Whether the condition holds on `parsed`, read against `spec`. A value condition on
        /// an option looks at its last occurrence, as the command does.
        func holds(in parsed: ParsedArguments, _ spec: CommandLineSpec) -> Bool {
            switch subject {
            case .option(let name):
                guard let given = parsed.last(name) else { return false }
                return values.isEmpty || values.contains(given.joined(separator: " "))
            case .argument(let name):
                guard let index = spec.arguments.firstIndex(where: { $0.name == name }),
                    index < parsed.arguments.count
                else { return false }
                return values.contains(parsed.arguments[index])
            }
        }

        /// How the rule names it: `--regimes`, `--format html or json`, `FAMILY list or cards`.
        /// As what an option needs (`synopsis`), an option given is named with its values
        /// (`--regimes VAR FROM TO`).
        func text(_ spec: CommandLineSpec, synopsis: Bool = false) -> String {
            switch subject {
            case .option(let name):
                guard values.isEmpty else {
                    return name + " " + CommandLineSpec.Option.list(values, serialComma: false)
                }
                return synopsis ? spec.option(named: name)?.synopsis ?? name : name
            case .argument(let name):
                return name + " " + CommandLineSpec.Option.list(values, serialComma: false)
            }
        }

        /// How an error names it as given on `parsed`: an option that takes one value with the
        /// value typed (`--format svg`, `--width 300`), and one whose values the condition
        /// names with those typed; otherwise as ``text(_:synopsis:)`` does (`--regimes`).
        func textAsGiven(_ parsed: ParsedArguments, _ spec: CommandLineSpec) -> String {
            if case .option(let name) = subject, let given = parsed.last(name), !values.isEmpty || given.count == 1 {
                return name + " " + given.joined(separator: " ")
            }
            return text(spec)
        }
    }

    /// What the rule asks of a command line on which ``condition`` holds.
    enum Kind: Sendable {
        /// Every one of the others holds too.
        case requires
        /// None of the others holds.
        case excludes
    }

    /// The kind of rule.
    var kind: Kind
    /// When the rule applies.
    var condition: Condition
    /// What must hold (``Kind/requires``) or must not (``Kind/excludes``) with it.
    var others: [Condition]
    /// Why, said after the rule (`the edit variable the slider moves`), or nil.
    var reason: String?

    /// `condition` is a usage error unless each of `others` holds too; `reason` says why.
    static func requires(_ condition: Condition, _ others: Condition..., because reason: String? = nil) -> Self {
        OptionRule(kind: .requires, condition: condition, others: others, reason: reason)
    }

    /// `condition` is a usage error when any of `others` holds too; `reason` says why.
    static func excludes(_ condition: Condition, _ others: Condition..., because reason: String? = nil) -> Self {
        OptionRule(kind: .excludes, condition: condition, others: others, reason: reason)
    }

    /// The rule as the help states it: `--sweep needs --format html`, `--regimes does not go
    /// with --width, --format or --json: it lists the regimes as text`.
    func text(_ spec: CommandLineSpec) -> String {
        switch kind {
        case .requires:
            return condition.text(spec) + " needs "
                + others.map { $0.text(spec, synopsis: true) }.joined(separator: " and ") + because
        case .excludes:
            return condition.text(spec) + " does not go with "
                + CommandLineSpec.Option.list(others.map { $0.text(spec) }, serialComma: false) + because
        }
    }

    /// The usage error for `parsed`, or nil when it keeps the rule: what it needs and lacks
    /// (`--format html needs --sweep VAR FROM TO [STEP]: …`), or what it has that does not go
    /// with it, as typed (`--json does not go with --format svg`).
    func violation(_ parsed: ParsedArguments, _ spec: CommandLineSpec) -> String? {
        guard condition.holds(in: parsed, spec) else { return nil }
        // The option at fault by its name, unless the rule is about its value.
        let subject = condition.values.isEmpty ? condition.text(spec) : condition.textAsGiven(parsed, spec)
        switch kind {
        case .requires:
            let missing = others.filter { !$0.holds(in: parsed, spec) }
            guard !missing.isEmpty else { return nil }
            return subject + " needs " + missing.map { $0.text(spec, synopsis: true) }.joined(separator: " and ")
                + because
        case .excludes:
            let present = others.filter { $0.holds(in: parsed, spec) }
            guard !present.isEmpty else { return nil }
            return subject + " does not go with "
                + CommandLineSpec.Option.list(present.map { $0.textAsGiven(parsed, spec) }, serialComma: false)
                + because
        }
    }

    private var because: String { reason.map { ": \($0)" } ?? "" }
}

extension CommandOption {
    /// The condition that this option is given.
    var isGiven: OptionRule.Condition { .init(subject: .option(name), values: []) }

    /// The condition that this option is given with one of `values`, as typed (`html`).
    func `is`(_ values: String...) -> OptionRule.Condition { .init(subject: .option(name), values: values) }
}

extension CommandLineSpec.Argument {
    /// The condition that this argument is one of `values`.
    func `is`(_ values: String...) -> OptionRule.Condition { .init(subject: .argument(name), values: values) }
}
