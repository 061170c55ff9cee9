import Cassowary
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The recursive-descent parser of the script format, with the static checks: labels, edit
/// variables, strengths and numbers are validated here, so that a statement of a script that
/// parses can only fail at run time by being unsatisfiable (or by naming a constraint that
/// was skipped for that reason).
///
/// Lines are parsed independently; an error ends its line and parsing continues with the
/// next, so one run reports every malformed line. A statement that fails after its label or
/// edit variable was read still declares it, so that one mistake does not cascade.
///
/// It reads the UTF-8 bytes in place: a line's tokens go to one reused buffer, every name is
/// interned once (``NameTable``) and known by its id from then on, and the terms of the
/// expressions being built share one stack (``LinearValue``), so that a statement such as
/// `suggest W 320` allocates nothing but its place in the list of statements.
struct ScriptParser {
    /// What the parser knows about a name, indexed by its id.
    private struct NameUse {
        /// The variable the name is (an index into ``variableNames``), or -1.
        var variable = -1
        /// The line of its `edit` statement, or 0 when it is not an edit variable.
        var editLine = 0
        /// The index of the constraint statement the name labels now, or -1.
        var definition = -1
        /// The line of that statement.
        var definitionLine = 0
        /// The line of the `remove` that removed the constraint it labelled last, or 0.
        var removedLine = 0
    }

    /// The script's bytes: `text`'s UTF-8.
    private let source: UnsafeBufferPointer<UInt8>
    /// The script's text, which each constraint's text is a slice of.
    private let text: String
    private let fileName: String

    private var names = NameTable()
    private var uses: [NameUse] = []
    private var variableNames: [String] = []
    private var statements: [ScriptStatement] = []
    private var constraintStatements: [Int] = []
    private var errors: [ScriptDiagnostic] = []
    /// The message of the last error, which a next error with the same text shares: a million
    /// malformed lines alike hold one message, not a million copies of it.
    private var lastMessage = ""

    // Per line.
    private var line = 0
    /// The offset of the current line in ``source``.
    private var lineOffset = 0
    /// The bytes of the current line, without its newline.
    private var lineBytes = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    private var tokens = TokenBuffer()
    private var position = 0
    /// How many parentheses are open at the current token.
    private var nesting = 0
    /// The terms of the expressions being built, innermost last (see ``LinearValue``).
    private var stack: [(variable: Int, coefficient: Double)] = []

    /// A parser of `text`, whose UTF-8 is `source`; `fileName` names it in diagnostics.
    init(source: UnsafeBufferPointer<UInt8>, text: String, fileName: String) {
        self.source = source
        self.text = text
        self.fileName = fileName
    }

    /// A parse error at a column of the current line.
    private struct Failure: Error {
        var column: Int
        var message: String
    }

    mutating func parse() throws(ScriptError) -> Script {
        let count = source.count
        // Room for a statement a line, up to a million (a longer script grows as it goes).
        var lines = 1
        for byte in source where byte == UInt8(ascii: "\n") { lines += 1 }
        statements.reserveCapacity(min(lines, 1 << 20))
        var start = 0
        var lineNumber = 0
        // Lines end at "\n" bytes ("\r\n" is one Character in Swift; here "\r" is a blank).
        while start <= count {
            var end = count
            if start < count, let base = source.baseAddress,
                let newline = memchr(base + start, Int32(UInt8(ascii: "\n")), count - start)
            {
                end = start + (UnsafeRawPointer(newline) - UnsafeRawPointer(base + start))
            }
            lineNumber += 1
            line = lineNumber
            lineBytes = UnsafeBufferPointer(rebasing: source[start..<end])
            lineOffset = start
            start = end + 1
            do {
                try ScriptLexer.tokens(of: lineBytes, into: &tokens, names: &names)
            } catch {
                report(error.column, error.message)
                continue
            }
            if tokens.count == 1 { continue }
            while uses.count < names.count { uses.append(NameUse()) }
            position = 0
            nesting = 0
            do {
                statements.append(try parseStatement())
            } catch {
                report(error.column, error.message)
            }
        }
        if !errors.isEmpty { throw ScriptError(diagnostics: errors) }
        return Script(
            fileName: fileName, variableNames: variableNames, statements: statements,
            constraintStatements: constraintStatements)
    }

    /// Adds the error `message` at `column` of the current line.
    private mutating func report(_ column: Int, _ message: String) {
        if message != lastMessage { lastMessage = message }
        errors.append(
            ScriptDiagnostic(
                fileName: fileName, location: SourceLocation(line: line, column: column),
                severity: .error, message: lastMessage))
    }

    // MARK: - Tokens

    @inline(__always)
    private var current: ScriptToken { tokens[position] }
    @inline(__always)
    private var next: ScriptToken { tokens[min(position + 1, tokens.count - 1)] }
    @inline(__always)
    private mutating func advance() { if position < tokens.count - 1 { position += 1 } }
    private func location(_ token: ScriptToken) -> SourceLocation { SourceLocation(line: line, column: token.column) }

    /// The token as written (empty for the end of the line).
    private func text(_ token: ScriptToken) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: lineBytes[token.start..<token.end]), as: UTF8.self)
    }

    /// How an error message names the token: `'x'`, `'=='`, `number 12`, `end of line`.
    private func quoted(_ token: ScriptToken) -> String {
        switch token.kind {
        case .end: return "end of line"
        case .number: return "number \(text(token))"
        default: return "'\(text(token))'"
        }
    }

    private func failure(_ message: String, at token: ScriptToken) -> Failure {
        Failure(column: token.column, message: message)
    }

    @inline(__always)
    private mutating func expectEnd(after what: String) throws(Failure) {
        guard current.kind == .end else {
            throw failure("expected end of line after \(what), found \(quoted(current))", at: current)
        }
    }

    /// Whether `token` is a name that starts a statement.
    @inline(__always)
    private func isKeyword(_ token: ScriptToken) -> Bool {
        token.kind == .name && token.name <= NameTable.Reserved.print.rawValue
    }

    /// A name that is not a keyword: its id.
    @inline(__always)
    private mutating func name(for role: String) throws(Failure) -> (id: Int, token: ScriptToken) {
        let token = current
        guard token.kind == .name else {
            throw failure("expected \(role), found \(quoted(token))", at: token)
        }
        guard !isKeyword(token) else {
            throw failure("'\(text(token))' is a keyword and cannot be \(role)", at: token)
        }
        advance()
        return (token.name, token)
    }

    /// A variable name: a name that is neither a keyword nor a spelling of a non-finite number.
    @inline(__always)
    private mutating func variableName() throws(Failure) -> (id: Int, token: ScriptToken) {
        try rejectNonFinite(current)
        return try name(for: "a variable name")
    }

    /// Throws when `token` is a name spelling a non-finite number.
    @inline(__always)
    private func rejectNonFinite(_ token: ScriptToken) throws(Failure) {
        if token.kind == .name && names.spellsNonFinite[token.name] {
            let word = text(token)
            throw failure(
                "'\(word)' is not allowed: numbers must be finite, and '\(word)' cannot name a variable", at: token)
        }
    }

    /// `[+|-] NUMBER`
    @inline(__always)
    private mutating func signedNumber(for role: String) throws(Failure) -> (Double, ScriptToken) {
        let first = current
        var sign = 1.0
        if current.kind == .minus || current.kind == .plus {
            if current.kind == .minus { sign = -1 }
            advance()
        }
        try rejectNonFinite(current)
        guard current.kind == .number else {
            throw failure("expected \(role), found \(quoted(current))", at: current)
        }
        let value = current.number
        advance()
        return (sign * value, first)
    }

    /// The variable that name `id` is, declared now if it is new.
    @inline(__always)
    private mutating func variable(_ id: Int) -> Int {
        let known = uses[id].variable
        if known >= 0 { return known }
        variableNames.append(names.strings[id])
        uses[id].variable = variableNames.count - 1
        return variableNames.count - 1
    }

    // MARK: - Statements

    /// The statement of a line that has tokens.
    private mutating func parseStatement() throws(Failure) -> ScriptStatement {
        let first = current
        guard isKeyword(first) else {
            let constraint = try parseConstraint()
            constraintStatements.append(statements.count)
            return ScriptStatement(kind: .constraint(constraint), location: location(first))
        }
        if next.kind == .colon {
            throw failure("'\(text(first))' is a keyword and cannot be a label", at: first)
        }
        advance()
        let kind: ScriptStatement.Kind
        switch NameTable.Reserved(rawValue: first.name) {
        case .suggest: kind = try parseSuggest()
        case .edit: kind = try parseEdit()
        case .remove: kind = try parseRemove()
        case .constant: kind = try parseConstant()
        case .explain: kind = try parseExplain()
        default:
            try expectEnd(after: "'print'")
            kind = .print
        }
        return ScriptStatement(kind: kind, location: location(first))
    }

    /// `edit NAME [@ STRENGTH]`
    private mutating func parseEdit() throws(Failure) -> ScriptStatement.Kind {
        let (id, nameToken) = try variableName()
        let index = variable(id)
        if uses[id].editLine != 0 {
            throw failure("'\(text(nameToken))' is already an edit variable (line \(uses[id].editLine))", at: nameToken)
        }
        uses[id].editLine = line
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
        let (id, nameToken) = try variableName()
        guard uses[id].editLine != 0 else {
            let name = text(nameToken)
            throw failure("'\(name)' is not an edit variable; declare it with 'edit \(name)' first", at: nameToken)
        }
        let (value, _) = try signedNumber(for: "a number")
        try expectEnd(after: "the suggested value")
        return .suggest(variable: uses[id].variable, value: value)
    }

    /// `explain [NAME]`: NAME must be a variable an earlier line used.
    private mutating func parseExplain() throws(Failure) -> ScriptStatement.Kind {
        guard current.kind != .end else { return .explain(variable: nil) }
        let (id, nameToken) = try variableName()
        let known = uses[id].variable
        guard known >= 0 else {
            throw failure("unknown variable '\(text(nameToken))': no earlier line uses it", at: nameToken)
        }
        try expectEnd(after: "the variable")
        return .explain(variable: known)
    }

    /// `remove LABEL`
    private mutating func parseRemove() throws(Failure) -> ScriptStatement.Kind {
        let (id, definition) = try definedLabel()
        try expectEnd(after: "the label")
        uses[id].definition = -1
        uses[id].removedLine = line
        return .remove(label: names.strings[id], definition: definition)
    }

    /// `constant LABEL NUMBER`
    private mutating func parseConstant() throws(Failure) -> ScriptStatement.Kind {
        let (id, definition) = try definedLabel()
        let (value, valueToken) = try signedNumber(for: "a number")
        try expectEnd(after: "the constant")
        return .constant(
            label: names.strings[id], definition: definition, value: value,
            valueLocation: location(valueToken))
    }

    /// A label that names a constraint now: its id and the index of that constraint's statement.
    private mutating func definedLabel() throws(Failure) -> (id: Int, definition: Int) {
        let (id, token) = try name(for: "a label")
        let use = uses[id]
        if use.definition >= 0 { return (id, use.definition) }
        if use.removedLine != 0 {
            throw failure(
                "unknown label '\(text(token))': its constraint was removed on line \(use.removedLine)", at: token)
        }
        throw failure("unknown label '\(text(token))'", at: token)
    }

    /// `[label:] EXPR (==|<=|>=) EXPR [@ STRENGTH]`
    private mutating func parseConstraint() throws(Failure) -> ScriptConstraint {
        var label: String?
        if current.kind == .name && next.kind == .colon {
            let token = current
            advance()
            advance()
            let id = token.name
            if uses[id].definition >= 0 {
                throw failure(
                    "duplicate label '\(text(token))': it already names the constraint on line \(uses[id].definitionLine)",
                    at: token)
            }
            // Declared even if the rest of the line fails, so later uses do not cascade.
            uses[id].definition = statements.count
            uses[id].definitionLine = line
            uses[id].removedLine = 0
            label = names.strings[id]
        }
        let start = current.start
        stack.removeAll(keepingCapacity: true)
        let left = try parseExpression()
        let relation: Relation
        switch current.kind {
        case .equal: relation = .equal
        case .lessEqual: relation = .lessThanOrEqual
        case .greaterEqual: relation = .greaterThanOrEqual
        default: throw failure("expected '==', '<=' or '>=', found \(quoted(current))", at: current)
        }
        let relationToken = current
        advance()
        let right = try parseExpression()
        var difference = left
        guard add(right, to: &difference, scale: -1) else {
            throw failure("the constraint has a coefficient or constant that is not finite", at: relationToken)
        }
        var strength = Strength.required
        if current.kind == .at {
            advance()
            strength = try parseStrength()
        }
        try expectEnd(after: "the constraint")
        // Tokens before the end are ASCII, so columns are UTF-8 offsets.
        let utf8 = text.utf8
        let from = utf8.index(utf8.startIndex, offsetBy: lineOffset + start)
        let to = utf8.index(from, offsetBy: current.start - start)
        return ScriptConstraint(
            label: label, terms: Array(stack[difference.range]), constant: -difference.constant,
            relation: relation, strength: strength, written: Substring(utf8[from..<to]))
    }

    /// `(required|strong|medium|weak|NUMBER) [* NUMBER]`, after the `@`.
    private mutating func parseStrength() throws(Failure) -> Strength {
        let token = current
        var strength: Strength
        switch token.kind {
        case .name:
            switch NameTable.Reserved(rawValue: token.name) {
            case .required: strength = .required
            case .strong: strength = .strong
            case .medium: strength = .medium
            case .weak: strength = .weak
            default:
                throw failure(
                    "unknown strength '\(text(token))'; use required, strong, medium, weak or a priority in (0, 1000]",
                    at: token)
            }
        case .number:
            let level = token.number
            guard level > 0, level <= 1000 else {
                throw failure(
                    "priority \(text(token)) is out of range; it must be greater than 0 and at most 1000", at: token)
            }
            strength = Strength(level)
        default:
            throw failure(
                "expected a strength (required, strong, medium, weak or a priority), found \(quoted(token))", at: token)
        }
        advance()
        if current.kind == .star {
            advance()
            guard current.kind == .number else {
                throw failure("expected a weight after '*', found \(quoted(current))", at: current)
            }
            strength = strength.weighted(current.number)
            advance()
        }
        return strength
    }

    // MARK: - Expressions
    //
    // Every operation costs time in proportion to its smaller side or to what it adds, never to
    // the whole expression built so far, so that a line's cost grows linearly with its length
    // (times its parenthesis depth, which ``maximumNesting`` bounds). A value's terms are the
    // top of ``stack``: the value being built is always the last one on it.

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
            guard add(right, to: &value, scale: op.kind == .plus ? 1 : -1) else {
                throw failure("the result of '\(text(op))' is not finite", at: op)
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
        guard current.kind == .star || current.kind == .slash else { return value }
        // When `value` has variables: the product of the numbers still to apply to it, and its
        // largest coefficient, to tell whether applying them would overflow.
        var withVariables = hasVariables(value)
        var factor = 1.0
        var largest = withVariables ? largestMagnitude(value) : 0
        while current.kind == .star || current.kind == .slash {
            let op = current
            advance()
            let right = try parseUnary()
            let rightWithVariables = hasVariables(right)
            var multiplier: Double
            if op.kind == .star {
                if withVariables && rightWithVariables {
                    throw failure("cannot multiply two expressions with variables; a constraint must be linear", at: op)
                }
                if rightWithVariables {
                    // A number times an expression with variables: the expression is the value now.
                    multiplier = value.constant
                    value = moveDown(right, to: value.start)
                    withVariables = true
                    largest = largestMagnitude(value)
                } else {
                    multiplier = right.constant
                    drop(above: value)
                }
            } else {
                if rightWithVariables {
                    throw failure("cannot divide by an expression with variables; a constraint must be linear", at: op)
                }
                if right.constant == 0 { throw failure("division by zero", at: op) }
                multiplier = 1 / right.constant
                drop(above: value)
            }
            if withVariables {
                factor *= multiplier
                guard factor.isFinite, (largest * abs(factor)).isFinite,
                    (value.constant * factor).isFinite
                else {
                    throw failure("the result of '\(text(op))' is not finite", at: op)
                }
            } else {
                value = number(value.constant * multiplier, at: value.start)
                guard value.constant.isFinite else {
                    throw failure("the result of '\(text(op))' is not finite", at: op)
                }
            }
        }
        if withVariables && factor != 1 { scale(&value, by: factor) }
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
        if negative { scale(&value, by: -1) }
        return value
    }

    /// `NUMBER | NAME | '(' EXPR ')'`
    private mutating func parsePrimary() throws(Failure) -> LinearValue {
        let token = current
        switch token.kind {
        case .number:
            advance()
            return LinearValue(start: stack.count, count: 0, constant: token.number)
        case .name:
            let (id, _) = try variableName()
            stack.append((variable(id), 1))
            return LinearValue(start: stack.count - 1, count: 1, constant: 0)
        case .openParen:
            guard nesting < Self.maximumNesting else {
                throw failure("parentheses nested more than \(Self.maximumNesting) deep", at: token)
            }
            advance()
            nesting += 1
            let value = try parseExpression()
            nesting -= 1
            guard current.kind == .closeParen else {
                throw failure(
                    "expected ')' to close the '(' at column \(token.column), found \(quoted(current))", at: current)
            }
            advance()
            return value
        default:
            // The commonest case, a line that ends too soon, written out whole: a million such
            // lines make no message each.
            if token.kind == .end {
                throw failure("expected a number, a variable or '(', found end of line", at: token)
            }
            throw failure("expected a number, a variable or '(', found \(quoted(token))", at: token)
        }
    }

    // MARK: - Values on the stack

    /// The number `value` with no terms, its terms starting at `start` (the stack is cut there).
    private mutating func number(_ value: Double, at start: Int) -> LinearValue {
        stack.removeSubrange(start...)
        return LinearValue(start: start, count: 0, constant: value)
    }

    /// Drops whatever the stack holds above `value`'s terms.
    private mutating func drop(above value: LinearValue) {
        stack.removeSubrange(value.range.upperBound...)
    }

    /// `value` with its terms moved down to `start` (over terms that are discarded).
    private mutating func moveDown(_ value: LinearValue, to start: Int) -> LinearValue {
        if value.start != start {
            for k in 0..<value.count { stack[start + k] = stack[value.start + k] }
        }
        stack.removeSubrange((start + value.count)...)
        return LinearValue(start: start, count: value.count, constant: value.constant)
    }

    /// Whether some variable of `value` has a non-zero coefficient.
    private func hasVariables(_ value: LinearValue) -> Bool {
        stack[value.range].contains { $0.coefficient != 0 }
    }

    /// The largest magnitude of a coefficient of `value` (0 without terms).
    private func largestMagnitude(_ value: LinearValue) -> Double {
        stack[value.range].reduce(0) { max($0, abs($1.coefficient)) }
    }

    /// Multiplies every coefficient of `value` and its constant by `factor` (the caller checks
    /// that the results are finite).
    private mutating func scale(_ value: inout LinearValue, by factor: Double) {
        for k in value.range { stack[k].coefficient *= factor }
        value.constant *= factor
    }

    /// `value += scale × right`, where `right` is the value just above `value` on the stack.
    /// Returns false, leaving `value` partly updated, when a coefficient or the constant it
    /// changes is not finite (the caller then discards it).
    private mutating func add(_ right: LinearValue, to value: inout LinearValue, scale: Double) -> Bool {
        for k in right.range {
            let term = stack[k]
            let c = scale * term.coefficient
            if let i = position(of: term.variable, in: &value) {
                let old = stack[i].coefficient
                stack[i].coefficient += c
                guard stack[i].coefficient.isFinite else { return false }
                // What rounding leaves of terms that cancel (`0.1*x + 0.2*x - 0.3*x`) is zero,
                // as the solver judges it (1e-11 of the larger part).
                if abs(stack[i].coefficient) <= 1e-11 * max(abs(old), abs(c)) { stack[i].coefficient = 0 }
            } else {
                guard c.isFinite else { return false }
                // The slot just past `value` is at or below `k`: read already.
                let slot = value.range.upperBound
                stack[slot] = (term.variable, c)
                value.count += 1
                value.positions?[term.variable] = slot
            }
        }
        drop(above: value)
        value.constant += scale * right.constant
        return value.constant.isFinite
    }

    /// Where `variable` is among `value`'s terms: by a scan of a short value, through its index
    /// (made now if need be) of a long one.
    private func position(of variable: Int, in value: inout LinearValue) -> Int? {
        if value.count <= LinearValue.indexThreshold {
            for k in value.range where stack[k].variable == variable { return k }
            return nil
        }
        if value.positions == nil {
            var positions: [Int: Int] = [:]
            for k in value.range { positions[stack[k].variable] = k }
            value.positions = positions
        }
        return value.positions?[variable]
    }
}
