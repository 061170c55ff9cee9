import Cassowary

/// The recursive-descent parser of the script format, with the static checks: labels, edit
/// variables, strengths and numbers are validated here, so that a statement of a script that
/// parses can only fail at run time by being unsatisfiable (or by naming a constraint that
/// was skipped for that reason).
///
/// Lines are parsed independently; an error ends its line and parsing continues with the
/// next, so one run reports every malformed line. A statement that fails after its label or
/// edit variable was read still declares it, so that one mistake does not cascade.
struct ScriptParser {
    /// The statement keywords; they cannot name a variable or a label.
    static let keywords: Set<String> = ["edit", "suggest", "remove", "constant", "print"]

    private let text: String
    private let fileName: String
    private var lineText: Substring = ""

    private var variableNames: [String] = []
    private var variableIndex: [String: Int] = [:]
    private var statements: [ScriptStatement] = []
    private var errors: [ScriptDiagnostic] = []
    /// Label → index of the constraint statement it names and that statement's line, for the
    /// labels currently defined.
    private var labels: [String: (definition: Int, line: Int)] = [:]
    /// Label → line of the `remove` that removed it, for a clearer message on reuse.
    private var removedLabels: [String: Int] = [:]
    /// Edit variable → line of its `edit` statement.
    private var edits: [Int: Int] = [:]

    // Per line.
    private var line = 0
    private var tokens: [ScriptToken] = []
    private var position = 0
    /// How many parentheses are open at the current token.
    private var nesting = 0

    init(text: String, fileName: String) {
        self.text = text
        self.fileName = fileName
    }

    /// A parse error at a column of the current line.
    private struct Failure: Error {
        var column: Int
        var message: String
    }

    mutating func parse() throws(ScriptError) -> Script {
        var lineNumber = 0
        // Split the bytes, not the characters: "\r\n" is one Character in Swift.
        for lineBytes in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            line = lineNumber
            self.lineText = Substring(lineBytes)
            do {
                tokens = try ScriptLexer.tokens(of: lineText.utf8)
            } catch {
                errors.append(diagnostic(error.column, error.message))
                continue
            }
            position = 0
            nesting = 0
            do {
                if let statement = try parseStatement() { statements.append(statement) }
            } catch {
                errors.append(diagnostic(error.column, error.message))
            }
        }
        if !errors.isEmpty { throw ScriptError(diagnostics: errors) }
        return Script(fileName: fileName, variableNames: variableNames, statements: statements)
    }

    private func diagnostic(_ column: Int, _ message: String) -> ScriptDiagnostic {
        ScriptDiagnostic(fileName: fileName, location: SourceLocation(line: line, column: column),
                         severity: .error, message: message)
    }

    // MARK: - Tokens

    private var current: ScriptToken { tokens[position] }
    private var next: ScriptToken { tokens[min(position + 1, tokens.count - 1)] }
    private mutating func advance() { if position < tokens.count - 1 { position += 1 } }
    private func location(_ token: ScriptToken) -> SourceLocation { SourceLocation(line: line, column: token.column) }

    private func failure(_ message: String, at token: ScriptToken) -> Failure {
        Failure(column: token.column, message: message)
    }

    private mutating func expectEnd(after what: String) throws(Failure) {
        guard current.kind == .end else {
            throw failure("expected end of line after \(what), found \(current.quoted)", at: current)
        }
    }

    /// A name that is not a keyword.
    private mutating func name(for role: String) throws(Failure) -> (String, ScriptToken) {
        let token = current
        guard case .name(let name) = token.kind else {
            throw failure("expected \(role), found \(token.quoted)", at: token)
        }
        guard !Self.keywords.contains(name) else {
            throw failure("'\(name)' is a keyword and cannot be \(role)", at: token)
        }
        advance()
        return (name, token)
    }

    /// A variable name: a name that is neither a keyword nor a spelling of a non-finite number.
    private mutating func variableName() throws(Failure) -> (String, ScriptToken) {
        if case .name(let word) = current.kind, Self.nonFiniteSpellings.contains(word.lowercased()) {
            throw failure(Self.nonFiniteMessage(word), at: current)
        }
        return try name(for: "a variable name")
    }

    /// `[+|-] NUMBER`
    private mutating func signedNumber(for role: String) throws(Failure) -> (Double, ScriptToken) {
        let first = current
        var sign = 1.0
        if current.kind == .minus || current.kind == .plus {
            if current.kind == .minus { sign = -1 }
            advance()
        }
        if case .name(let word) = current.kind, Self.nonFiniteSpellings.contains(word.lowercased()) {
            throw failure(Self.nonFiniteMessage(word), at: current)
        }
        guard case .number(let value) = current.kind else {
            throw failure("expected \(role), found \(current.quoted)", at: current)
        }
        advance()
        return (sign * value, first)
    }

    private mutating func variable(_ name: String) -> Int {
        if let index = variableIndex[name] { return index }
        variableNames.append(name)
        variableIndex[name] = variableNames.count - 1
        return variableNames.count - 1
    }

    // MARK: - Statements

    private mutating func parseStatement() throws(Failure) -> ScriptStatement? {
        let first = current
        switch first.kind {
        case .end:
            return nil
        case .name(let word) where Self.keywords.contains(word):
            if next.kind == .colon {
                throw failure("'\(word)' is a keyword and cannot be a label", at: first)
            }
            advance()
            let kind: ScriptStatement.Kind
            switch word {
            case "print":
                try expectEnd(after: "'print'")
                kind = .print
            case "edit": kind = try parseEdit()
            case "suggest": kind = try parseSuggest()
            case "remove": kind = try parseRemove()
            default: kind = try parseConstant()
            }
            return ScriptStatement(kind: kind, location: location(first))
        default:
            return ScriptStatement(kind: .constraint(try parseConstraint()), location: location(first))
        }
    }

    /// `edit NAME [@ STRENGTH]`
    private mutating func parseEdit() throws(Failure) -> ScriptStatement.Kind {
        let (name, nameToken) = try variableName()
        let index = variable(name)
        if let previous = edits[index] {
            throw failure("'\(name)' is already an edit variable (line \(previous))", at: nameToken)
        }
        edits[index] = line
        var strength = Strength.strong
        if current.kind == .at {
            let at = current
            advance()
            strength = try parseStrength()
            if strength.isRequired {
                throw failure("an edit variable cannot be required; use a strength below 1000", at: at)
            }
        }
        try expectEnd(after: "the edit variable")
        return .edit(variable: index, strength: strength)
    }

    /// `suggest NAME NUMBER`
    private mutating func parseSuggest() throws(Failure) -> ScriptStatement.Kind {
        let (name, nameToken) = try variableName()
        guard let index = variableIndex[name], edits[index] != nil else {
            throw failure("'\(name)' is not an edit variable; declare it with 'edit \(name)' first", at: nameToken)
        }
        let (value, _) = try signedNumber(for: "a number")
        try expectEnd(after: "the suggested value")
        return .suggest(variable: index, value: value)
    }

    /// `remove LABEL`
    private mutating func parseRemove() throws(Failure) -> ScriptStatement.Kind {
        let (label, definition) = try definedLabel()
        try expectEnd(after: "the label")
        labels[label] = nil
        removedLabels[label] = line
        return .remove(label: label, definition: definition)
    }

    /// `constant LABEL NUMBER`
    private mutating func parseConstant() throws(Failure) -> ScriptStatement.Kind {
        let (label, definition) = try definedLabel()
        let (value, valueToken) = try signedNumber(for: "a number")
        try expectEnd(after: "the constant")
        return .constant(label: label, definition: definition, value: value, valueLocation: location(valueToken))
    }

    /// A label that names a constraint now.
    private mutating func definedLabel() throws(Failure) -> (String, Int) {
        let (label, token) = try name(for: "a label")
        if let defined = labels[label] { return (label, defined.definition) }
        if let removedAt = removedLabels[label] {
            throw failure("unknown label '\(label)': its constraint was removed on line \(removedAt)", at: token)
        }
        throw failure("unknown label '\(label)'", at: token)
    }

    /// `[label:] EXPR (==|<=|>=) EXPR [@ STRENGTH]`
    private mutating func parseConstraint() throws(Failure) -> ScriptConstraint {
        var label: String?
        if case .name(let name) = current.kind, next.kind == .colon {
            let token = current
            advance()
            advance()
            if let defined = labels[name] {
                throw failure("duplicate label '\(name)': it already names the constraint on line \(defined.line)", at: token)
            }
            // Declared even if the rest of the line fails, so later uses do not cascade.
            labels[name] = (statements.count, line)
            removedLabels[name] = nil
            label = name
        }
        let start = current.column
        let left = try parseExpression()
        let relation: Relation
        switch current.kind {
        case .equal: relation = .equal
        case .lessEqual: relation = .lessThanOrEqual
        case .greaterEqual: relation = .greaterThanOrEqual
        default: throw failure("expected '==', '<=' or '>=', found \(current.quoted)", at: current)
        }
        let relationToken = current
        advance()
        let right = try parseExpression()
        var difference = left
        guard difference.add(right, scale: -1) else {
            throw failure("the constraint has a coefficient or constant that is not finite", at: relationToken)
        }
        var strength = Strength.required
        if current.kind == .at {
            advance()
            strength = try parseStrength()
        }
        try expectEnd(after: "the constraint")
        // Tokens before the end are ASCII, so columns are UTF-8 offsets.
        let bytes = lineText.utf8.dropFirst(start - 1).prefix(current.column - start)
        return ScriptConstraint(label: label, terms: difference.terms, constant: -difference.constant,
                                relation: relation, strength: strength,
                                text: String(decoding: bytes, as: UTF8.self))
    }

    /// `(required|strong|medium|weak|NUMBER) [* NUMBER]`, after the `@`.
    private mutating func parseStrength() throws(Failure) -> Strength {
        let token = current
        var strength: Strength
        switch token.kind {
        case .name("required"): strength = .required
        case .name("strong"): strength = .strong
        case .name("medium"): strength = .medium
        case .name("weak"): strength = .weak
        case .name(let name):
            throw failure("unknown strength '\(name)'; use required, strong, medium, weak or a priority in (0, 1000]", at: token)
        case .number(let level):
            guard level > 0, level <= 1000 else {
                throw failure("priority \(token.text) is out of range; it must be greater than 0 and at most 1000", at: token)
            }
            strength = Strength(level)
        default:
            throw failure("expected a strength (required, strong, medium, weak or a priority), found \(token.quoted)", at: token)
        }
        advance()
        if current.kind == .star {
            advance()
            guard case .number(let weight) = current.kind else {
                throw failure("expected a weight after '*', found \(current.quoted)", at: current)
            }
            strength = strength.weighted(weight)
            advance()
        }
        return strength
    }

    // MARK: - Expressions
    //
    // Every operation costs time in proportion to its smaller side or to what it adds, never to
    // the whole expression built so far, so that a line's cost grows linearly with its length
    // (times its parenthesis depth, which ``maximumNesting`` bounds); see ``LinearValue``.

    /// The deepest parentheses may nest. The parser recurses once per level, so the bound keeps
    /// its stack small whatever the input.
    package static let maximumNesting = 100

    /// `term (('+' | '-') term)*`
    private mutating func parseExpression() throws(Failure) -> LinearValue {
        var value = try parseTerm()
        while current.kind == .plus || current.kind == .minus {
            let op = current
            advance()
            let right = try parseTerm()
            guard value.add(right, scale: op.kind == .plus ? 1 : -1) else {
                throw failure("the result of '\(op.text)' is not finite", at: op)
            }
        }
        return value
    }

    /// `unary (('*' | '/') unary)*`: one side of a product must be a number; a divisor must
    /// be a number other than zero.
    ///
    /// The numbers a factor with variables is multiplied by are gathered into one factor and
    /// applied once at the end of the term, so `(x + y + …) * 2 * 3 * …` costs one pass over
    /// the terms however many numbers follow.
    private mutating func parseTerm() throws(Failure) -> LinearValue {
        var value = try parseUnary()
        // When `value` has variables: the product of the numbers still to apply to it, and its
        // largest coefficient, to tell whether applying them would overflow.
        var withVariables = value.hasVariables
        var factor = 1.0
        var largest = withVariables ? value.largestMagnitude : 0
        while current.kind == .star || current.kind == .slash {
            let op = current
            advance()
            let right = try parseUnary()
            let rightWithVariables = right.hasVariables
            var multiplier: Double
            if op.kind == .star {
                if withVariables && rightWithVariables {
                    throw failure("cannot multiply two expressions with variables; a constraint must be linear", at: op)
                }
                if rightWithVariables {
                    // A number times an expression with variables: the expression is the value now.
                    multiplier = value.constant
                    value = right
                    withVariables = true
                    largest = value.largestMagnitude
                } else {
                    multiplier = right.constant
                }
            } else {
                if rightWithVariables {
                    throw failure("cannot divide by an expression with variables; a constraint must be linear", at: op)
                }
                if right.constant == 0 { throw failure("division by zero", at: op) }
                multiplier = 1 / right.constant
            }
            if withVariables {
                factor *= multiplier
                guard factor.isFinite, (largest * abs(factor)).isFinite,
                      (value.constant * factor).isFinite else {
                    throw failure("the result of '\(op.text)' is not finite", at: op)
                }
            } else {
                value = LinearValue(number: value.constant * multiplier)
                guard value.constant.isFinite else { throw failure("the result of '\(op.text)' is not finite", at: op) }
            }
        }
        if withVariables && factor != 1 { value.scale(by: factor) }
        return value
    }

    /// `('-' | '+')* primary`, read without recursion however many signs there are.
    private mutating func parseUnary() throws(Failure) -> LinearValue {
        var negative = false
        while current.kind == .minus || current.kind == .plus {
            if current.kind == .minus { negative.toggle() }
            advance()
        }
        var value = try parsePrimary()
        if negative { value.scale(by: -1) }
        return value
    }

    /// `NUMBER | NAME | '(' EXPR ')'`
    private mutating func parsePrimary() throws(Failure) -> LinearValue {
        let token = current
        switch token.kind {
        case .number(let value):
            advance()
            return LinearValue(number: value)
        case .name:
            let (name, _) = try variableName()
            return LinearValue(variable: variable(name))
        case .openParen:
            guard nesting < Self.maximumNesting else {
                throw failure("parentheses nested more than \(Self.maximumNesting) deep", at: token)
            }
            advance()
            nesting += 1
            let value = try parseExpression()
            nesting -= 1
            guard current.kind == .closeParen else {
                throw failure("expected ')' to close the '(' at column \(token.column), found \(current.quoted)", at: current)
            }
            advance()
            return value
        default:
            throw failure("expected a number, a variable or '(', found \(token.quoted)", at: token)
        }
    }

    /// Spellings that read as a non-finite number (compared in lower case); they cannot name a
    /// variable, so that `x == inf` is an error rather than a constraint on a variable `inf`.
    static let nonFiniteSpellings: Set<String> = ["inf", "infinity", "nan"]

    /// The error for a non-finite spelling.
    static func nonFiniteMessage(_ word: String) -> String {
        "'\(word)' is not allowed: numbers must be finite, and '\(word)' cannot name a variable"
    }
}
