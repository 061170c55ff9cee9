import Cassowary

/// A small reader for the constraint-script subset the enaml fixture and the generated
/// workloads use (constraints, labels, `edit`, `suggest`, `remove`, `constant`, `print`,
/// comments, one space between words), so the benchmark builds them with the Cassowary API
/// alone. (`layout-lab` has the full reader; it is not a library product.)
struct ScriptLite {
    enum Statement {
        case edit(Variable, Strength)
        case constraint(Constraint)
        case suggest(Variable, Double)
        /// `remove LABEL`: the constraint the label names at that point.
        case remove(Constraint)
        /// `constant LABEL NUMBER`: the constraint the label names, and its new constant.
        case constant(Constraint, Double)
        case print
    }

    struct Failure: Error, CustomStringConvertible {
        let line: Int
        let message: String
        var description: String { "line \(line): \(message)" }
    }

    private(set) var statements: [Statement] = []
    /// The variables by name, in order of first appearance.
    private(set) var variables: [Variable] = []
    private var byName: [String: Int] = [:]
    private var byLabel: [String: Constraint] = [:]

    init(_ text: String) throws(Failure) {
        for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            let words = line.split(separator: " ").map(String.init)
            guard let first = words.first else { continue }
            switch first {
            case "print":
                statements.append(.print)
            case "edit":
                guard words.count >= 2 else { throw Failure(line: number + 1, message: "edit needs a name") }
                let strength = try words.count > 2 ? Self.strength(words.dropFirst(2).joined(), line: number + 1) : .strong
                statements.append(.edit(variable(words[1]), strength))
            case "suggest":
                guard words.count == 3, let value = Double(words[2]) else {
                    throw Failure(line: number + 1, message: "suggest NAME NUMBER")
                }
                statements.append(.suggest(variable(words[1]), value))
            case "remove", "constant":
                guard words.count == (first == "remove" ? 2 : 3), let c = byLabel[words[1]] else {
                    throw Failure(line: number + 1, message: "\(first) needs the label of a constraint")
                }
                if first == "remove" {
                    statements.append(.remove(c))
                } else {
                    guard let value = Double(words[2]) else { throw Failure(line: number + 1, message: "constant LABEL NUMBER") }
                    statements.append(.constant(c, value))
                }
            default:
                if first.hasSuffix(":") {
                    let label = String(first.dropLast())
                    let body = line.drop { $0 == " " }.dropFirst(first.count)
                    let c = try constraint(String(body), line: number + 1).labeled(label)
                    byLabel[label] = c
                    statements.append(.constraint(c))
                } else {
                    statements.append(.constraint(try constraint(line, line: number + 1)))
                }
            }
        }
    }

    private mutating func variable(_ name: String) -> Variable {
        if let i = byName[name] { return variables[i] }
        byName[name] = variables.count
        variables.append(Variable(name))
        return variables[variables.count - 1]
    }

    private static func strength(_ text: String, line: Int) throws(Failure) -> Strength {
        let parts = text.drop { $0 == "@" }.split(separator: "*").map { String($0) }
        let level: Double
        switch parts.first ?? "" {
        case "required": level = 1000
        case "strong": level = 750
        case "medium": level = 500
        case "weak": level = 250
        case let number:
            guard let value = Double(number) else { throw Failure(line: line, message: "bad strength '\(text)'") }
            level = value
        }
        var weight = 1.0
        if parts.count == 2 {
            guard let value = Double(parts[1]) else { throw Failure(line: line, message: "bad weight in '\(text)'") }
            weight = value
        }
        return Strength(level, weight: weight)
    }

    private mutating func constraint(_ text: String, line: Int) throws(Failure) -> Constraint {
        var body = Substring(text)
        var strength = Strength.required
        if let at = body.firstIndex(of: "@") {
            strength = try Self.strength(String(body[at...]).filter { $0 != " " }, line: line)
            body = body[..<at]
        }
        let relations: [(String, Relation)] = [("==", .equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual)]
        for (symbol, relation) in relations {
            guard let range = body.range(of: symbol) else { continue }
            var left = Tokens(body[..<range.lowerBound]), right = Tokens(body[range.upperBound...])
            let l = try expression(&left, line: line), r = try expression(&right, line: line)
            guard left.atEnd, right.atEnd else { throw Failure(line: line, message: "unexpected text") }
            return Constraint(l - r, relation, strength: strength)
        }
        throw Failure(line: line, message: "no relation (==, <=, >=)")
    }

    /// Tokens of an expression: numbers, names, `+ - * / ( )`.
    struct Tokens {
        var items: [String] = []
        var position = 0
        init(_ text: Substring) {
            let chars = Array(text)
            var i = 0
            while i < chars.count {
                let ch = chars[i]
                if ch == " " || ch == "\t" { i += 1; continue }
                var j = i + 1
                if ch.isNumber || ch == "." {
                    // A number, with an optional exponent (`1.67772e+07`).
                    while j < chars.count, chars[j].isNumber || chars[j] == "." { j += 1 }
                    if j < chars.count, chars[j] == "e" || chars[j] == "E" {
                        j += 1
                        if j < chars.count, chars[j] == "+" || chars[j] == "-" { j += 1 }
                        while j < chars.count, chars[j].isNumber { j += 1 }
                    }
                } else if ch.isLetter || ch == "_" {
                    while j < chars.count, chars[j].isLetter || chars[j].isNumber || chars[j] == "_" || chars[j] == "." { j += 1 }
                }
                items.append(String(chars[i..<j]))
                i = j
            }
        }
        var atEnd: Bool { position == items.count }
        var peek: String? { position < items.count ? items[position] : nil }
        mutating func next() -> String? { defer { position += 1 }; return peek }
    }

    private mutating func expression(_ t: inout Tokens, line: Int) throws(Failure) -> Expression {
        var sum = try product(&t, line: line)
        while let op = t.peek, op == "+" || op == "-" {
            _ = t.next()
            let rhs = try product(&t, line: line)
            sum = op == "+" ? sum + rhs : sum - rhs
        }
        return sum
    }

    private mutating func product(_ t: inout Tokens, line: Int) throws(Failure) -> Expression {
        var value = try factor(&t, line: line)
        while let op = t.peek, op == "*" || op == "/" {
            _ = t.next()
            let rhs = try factor(&t, line: line)
            if op == "/" {
                guard rhs.terms.isEmpty, rhs.constant != 0 else { throw Failure(line: line, message: "division by a variable or zero") }
                value = value * (1 / rhs.constant)
            } else if rhs.terms.isEmpty {
                value = value * rhs.constant
            } else if value.terms.isEmpty {
                value = rhs * value.constant
            } else {
                throw Failure(line: line, message: "product of two variables")
            }
        }
        return value
    }

    private mutating func factor(_ t: inout Tokens, line: Int) throws(Failure) -> Expression {
        guard let token = t.next() else { throw Failure(line: line, message: "expression ends early") }
        switch token {
        case "-": return try -factor(&t, line: line)
        case "+": return try factor(&t, line: line)
        case "(":
            let inner = try expression(&t, line: line)
            guard t.next() == ")" else { throw Failure(line: line, message: "missing )") }
            return inner
        default:
            if let number = Double(token) { return Expression([], constant: number) }
            guard let first = token.first, first.isLetter || first == "_" else {
                throw Failure(line: line, message: "unexpected '\(token)'")
            }
            return variable(token).linearExpression
        }
    }
}
