import ConstraintLayout

/// UIKit's "Unable to simultaneously satisfy constraints." messages read back from a console
/// log: each message's list of constraints, rebuilt from their descriptions, and the one UIKit
/// broke. Lines may carry Xcode's console prefixes (a timestamp, the process, `[LayoutConstraints]`);
/// everything before the message's own text is ignored.
struct UIKitConflictLog {
    /// One constraint as UIKit describes it: `<NSLayoutConstraint:0x600… 'id' UILabel:0x7f….leading == UIView:0x7f….leadingMargin + 8   (active)>`.
    struct Constraint: Equatable {
        /// The line of the log it is on.
        var line: Int
        /// The class: `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`, …
        var className: String
        /// The address: `0x600002b0a0f0`.
        var address: String
        /// The identifier UIKit prints in quotes: `UIView-Encapsulated-Layout-Height`.
        var identifier: String?
        /// The relation as printed, without the address and the `(active…)` tail.
        var text: String
        /// The autoresizing mask of an `NSAutoresizingMaskLayoutConstraint`: `h=--& v=--&`.
        var autoresizing: String?
        var firstItem: String
        var firstAttribute: LayoutAttribute
        var relation: Relation
        var secondItem: String?
        var secondAttribute: LayoutAttribute?
        var multiplier = 1.0
        var constant = 0.0
        var priority = 1000.0

        /// The items it relates.
        var items: [String] { [firstItem] + (secondItem.map { [$0] } ?? []) }

        /// Whether UIKit made it rather than the app: an autoresizing-mask or content-size
        /// constraint, or one whose identifier UIKit uses (`UIView-…`, `UISV-…`, `_UI…`).
        var isSystem: Bool {
            className != "NSLayoutConstraint"
                || (identifier.map { $0.hasPrefix("UIView-") || $0.hasPrefix("UISV-") || $0.hasPrefix("_UI") } ?? false)
        }
    }

    /// One "Unable to simultaneously satisfy constraints." message.
    struct Conflict {
        /// The line the message starts on.
        var line: Int
        /// The constraints it lists, in order.
        var constraints: [Constraint] = []
        /// The constraint UIKit broke ("Will attempt to recover by breaking constraint").
        var broken: Constraint?
    }

    /// A line that names a constraint the reader cannot read.
    struct Failure: Error {
        var line: Int
        var message: String
    }

    /// The messages, in order.
    var conflicts: [Conflict] = []

    /// Reads a log.
    /// - Throws: ``Failure`` for a constraint description inside a message that does not read
    ///   as UIKit writes them, naming the line.
    init(_ text: String) throws(Failure) {
        var current: Conflict?
        var expectingBroken = false
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = index + 1
            let body = Substring(raw)
            if body.contains("Unable to simultaneously satisfy constraints") {
                if let c = current { conflicts.append(c) }
                current = Conflict(line: line)
                expectingBroken = false
                continue
            }
            guard current != nil else { continue }
            if body.contains("Will attempt to recover by breaking constraint") { expectingBroken = true }
            guard let description = Self.description(in: body) else { continue }
            let constraint = try Self.parse(description, line: line)
            if expectingBroken {
                current!.broken = constraint
                conflicts.append(current!)
                current = nil
                expectingBroken = false
            } else {
                current!.constraints.append(constraint)
            }
        }
        if let c = current { conflicts.append(c) }
    }

    /// The text between `<` and the matching final `>` of a constraint description on the
    /// line (`<NSLayoutConstraint:0x…>`), if there is one.
    static func description(in line: Substring) -> Substring? {
        guard
            let start = line.firstRange(of: "<NS")?.lowerBound ?? line.firstRange(of: "<_")?.lowerBound
                ?? line.firstRange(of: "<UI")?.lowerBound,
            let end = line.lastIndex(of: ">"), end > start
        else { return nil }
        let inner = line[line.index(after: start)..<end]
        guard inner.contains(":0x") else { return nil }
        return inner
    }

    // MARK: One description

    /// Reads `NSLayoutConstraint:0x600… 'id' EXPRESSION   (active, names: '|':UIView:0x… )`.
    static func parse(_ description: Substring, line: Int) throws(Failure) -> Constraint {
        func fail(_ message: String) -> Failure {
            Failure(line: line, message: "\(message) in <\(description)>")
        }
        var s = Scanner(description)
        guard let className = s.word(), s.take(":"), let address = s.hex() else {
            throw fail("expected CLASS:0xADDRESS at the start")
        }
        s.skipSpaces()
        var identifier: String?
        if s.peek == "'" {
            identifier = s.quoted()
            s.skipSpaces()
        }
        var rest = String(s.rest)
        // The tail: `(active)`, `(active, names: '|':UIView:0x… )`, `(inactive)`.
        var names: [String: String] = [:]
        if let tail = rest.ranges(of: "(active").last ?? rest.ranges(of: "(inactive").last {
            let tailText = rest[tail.lowerBound...]
            if let n = tailText.firstRange(of: "names: ") {
                for entry in tailText[n.upperBound...].split(separator: ",") {
                    let parts = entry.trimmingSpaces.split(separator: ":", maxSplits: 1)
                    if parts.count == 2 {
                        names[String(parts[0]).trimmingQuotes] = String(parts[1]).trimmingSpaces.trimmingSuffix(")")
                    }
                }
            }
            rest = String(rest[..<tail.lowerBound])
        }
        rest = rest.trimmingSpaces
        if rest.hasSuffix("(LTR)") || rest.hasSuffix("(RTL)") { rest = String(rest.dropLast(5)).trimmingSpaces }
        var constraint = Constraint(
            line: line, className: className, address: address, identifier: identifier, text: rest,
            firstItem: "", firstAttribute: .width, relation: .equal)
        // `h=--& v=--&`: an autoresizing mask constraint's masks.
        var masks: [Substring] = []
        while let token = rest.split(separator: " ", maxSplits: 1).first, token.count == 5,
            token.hasPrefix("h=") || token.hasPrefix("v="), token.dropFirst(2).allSatisfy({ $0 == "-" || $0 == "&" })
        {
            masks.append(token)
            rest = String(rest.dropFirst(token.count)).trimmingSpaces
        }
        if !masks.isEmpty {
            constraint.autoresizing = masks.joined(separator: " ")
            constraint.text = rest
        }
        if rest.hasPrefix("H:") || rest.hasPrefix("V:") {
            guard try visualFormat(rest, names: names, into: &constraint) else {
                throw fail("a visual format it cannot read")
            }
        } else {
            guard try relation(rest, into: &constraint) else { throw fail("a relation it cannot read") }
            // An autoresizing mask's position (`minX == 0`) is in the superview's coordinates.
            if constraint.secondItem == nil, constraint.firstAttribute != .width, constraint.firstAttribute != .height {
                guard let superview = names["|"] else { throw fail("a position with no superview named") }
                constraint.secondItem = superview
                constraint.secondAttribute = constraint.firstAttribute.axis == .horizontal ? .left : .top
            }
        }
        return constraint
    }

    /// `ITEM.attr == [M*]ITEM.attr [± C] [@P]` or `ITEM.attr == C [@P]`.
    static func relation(_ text: String, into c: inout Constraint) throws(Failure) -> Bool {
        var s = Scanner(Substring(text))
        guard let (item, attribute) = s.itemAttribute() else { return false }
        c.firstItem = item
        c.firstAttribute = attribute
        s.skipSpaces()
        guard let relation = s.relation() else { return false }
        c.relation = relation
        s.skipSpaces()
        if let number = s.number() {
            if s.take("*") {
                c.multiplier = number
            } else {
                c.constant = number
                s.skipSpaces()
                if s.take("@"), let p = s.number() { c.priority = p }
                return s.rest.trimmingSpaces.isEmpty
            }
        }
        guard let (second, secondAttribute) = s.itemAttribute() else { return false }
        c.secondItem = second
        c.secondAttribute = secondAttribute
        s.skipSpaces()
        if s.peek == "+" || s.peek == "-" {
            let negative = s.peek == "-"
            s.advance()
            s.skipSpaces()
            guard let n = s.number() else { return false }
            c.constant = negative ? -n : n
            s.skipSpaces()
        }
        if s.take("@"), let p = s.number() { c.priority = p }
        return s.rest.trimmingSpaces.isEmpty
    }

    /// `H:|-(8)-[UILabel:0x…]`, `V:[A]-(>=8)-|`, `H:[A]-(8@750)-[B]`, `V:[A(44)]`: one relation.
    static func visualFormat(_ text: String, names: [String: String], into c: inout Constraint) throws(Failure) -> Bool
    {
        let horizontal = text.hasPrefix("H:")
        var s = Scanner(Substring(text.dropFirst(2)))
        // Elements: nil for the superview '|', else an item; connections between them.
        var elements: [(item: String?, size: (Relation, Double, Double)?)] = []
        var gaps: [(Relation, Double, Double)] = []
        while !s.rest.isEmpty {
            if s.take("|") {
                guard names["|"] != nil else { return false }
                elements.append((nil, nil))
            } else if s.take("[") {
                guard let item = s.item() else { return false }
                var size: (Relation, Double, Double)?
                if s.take("(") {
                    guard let spec = s.spacing(), s.take(")") else { return false }
                    size = spec
                }
                guard s.take("]") else { return false }
                elements.append((item, size))
            } else if s.take("-") {
                if s.take("(") {
                    guard let spec = s.spacing(), s.take(")"), s.take("-") else { return false }
                    gaps.append(spec)
                } else {
                    gaps.append((.equal, 8, 1000))
                }
                continue
            } else {
                return false
            }
            if elements.count > gaps.count + 1 { gaps.append((.equal, 0, 1000)) }
        }
        let lead: LayoutAttribute = horizontal ? .leading : .top
        let trail: LayoutAttribute = horizontal ? .trailing : .bottom
        let superview = names["|"]
        // The relation's items and attributes, then its relation, constant and priority.
        let spec: (Relation, Double, Double)
        switch (elements.count, elements.first?.item, elements.last?.item) {
        case (1, let item?, _):
            guard let size = elements[0].size else { return false }
            (c.firstItem, c.firstAttribute, c.secondItem, c.secondAttribute) = (
                item, horizontal ? .width : .height, nil, nil
            )
            spec = size
        case (2, nil, let item?):
            guard let superview, let gap = gaps.first else { return false }
            (c.firstItem, c.firstAttribute, c.secondItem, c.secondAttribute) = (item, lead, superview, lead)
            spec = gap
        case (2, let item?, nil):
            guard let superview, let gap = gaps.first else { return false }
            (c.firstItem, c.firstAttribute, c.secondItem, c.secondAttribute) = (superview, trail, item, trail)
            spec = gap
        case (2, let a?, let b?):
            guard let gap = gaps.first else { return false }
            (c.firstItem, c.firstAttribute, c.secondItem, c.secondAttribute) = (b, lead, a, trail)
            spec = gap
        default:
            return false
        }
        (c.relation, c.constant, c.priority) = spec
        return true
    }
}

/// A cursor over one constraint description.
private struct Scanner {
    var rest: Substring

    init(_ text: Substring) { rest = text }

    var peek: Character? { rest.first }

    mutating func advance() { rest = rest.dropFirst() }

    mutating func skipSpaces() { rest = rest.drop { $0 == " " || $0 == "\t" } }

    mutating func take(_ text: String) -> Bool {
        guard rest.hasPrefix(text) else { return false }
        rest = rest.dropFirst(text.count)
        return true
    }

    /// Letters, digits, `_` and `.`: a class name (`MyApp.CardView`).
    mutating func word() -> String? {
        let w = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        guard !w.isEmpty else { return nil }
        rest = rest.dropFirst(w.count)
        return String(w)
    }

    /// `0x` and hex digits.
    mutating func hex() -> String? {
        guard rest.hasPrefix("0x") else { return nil }
        let digits = rest.dropFirst(2).prefix { $0.isHexDigit }
        guard !digits.isEmpty else { return nil }
        rest = rest.dropFirst(2 + digits.count)
        return "0x" + digits
    }

    /// `'…'`, without the quotes.
    mutating func quoted() -> String? {
        guard take("'"), let end = rest.firstIndex(of: "'") else { return nil }
        let text = rest[..<end]
        rest = rest[rest.index(after: end)...]
        return String(text)
    }

    /// `UILabel:0x7f…` with an optional `'label'`.
    mutating func item() -> String? {
        let start = rest
        // The class name may contain dots (a module): stop at the colon before 0x.
        guard let colon = rest.firstRange(of: ":0x") else { return nil }
        let className = rest[..<colon.lowerBound]
        guard !className.isEmpty, className.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else {
            return nil
        }
        rest = rest[colon.lowerBound...]
        rest = rest.dropFirst()
        guard hex() != nil else {
            rest = start
            return nil
        }
        if peek == "'" { _ = quoted() }
        return String(start[..<rest.startIndex])
    }

    /// `UILabel:0x7f….leading`.
    mutating func itemAttribute() -> (String, LayoutAttribute)? {
        guard let item = item(), take(".") else { return nil }
        let name = rest.prefix { $0.isLetter }
        rest = rest.dropFirst(name.count)
        guard let (suffix, attribute) = Self.attribute(String(name)) else { return nil }
        return (item + suffix, attribute)
    }

    /// An attribute as UIKit prints it, with the suffix that names a view's margins (a
    /// separate rectangle here, tied to the view only by the constraints the log lists).
    static func attribute(_ name: String) -> (String, LayoutAttribute)? {
        var base = name
        var suffix = ""
        if base.hasSuffix("Margin") {
            base = String(base.dropLast(6))
            suffix = ".margins"
        } else if base.hasSuffix("WithinMargins") {
            base = String(base.dropLast(13))
            suffix = ".margins"
        }
        let aliases: [String: LayoutAttribute] = [
            "minX": .left, "maxX": .right, "midX": .centerX, "minY": .top, "maxY": .bottom, "midY": .centerY,
            "baseline": .lastBaseline,
        ]
        guard let attribute = aliases[base] ?? LayoutAttribute(rawValue: base) else { return nil }
        return (suffix, attribute)
    }

    mutating func relation() -> Relation? {
        if take("==") { return .equal }
        if take("<=") { return .lessThanOrEqual }
        if take(">=") { return .greaterThanOrEqual }
        return nil
    }

    /// A decimal number, possibly negative.
    mutating func number() -> Double? {
        var text = ""
        var r = rest
        if r.first == "-" {
            text.append("-")
            r = r.dropFirst()
        }
        let digits = r.prefix { $0.isNumber || $0 == "." }
        guard !digits.isEmpty, let value = Double(text + digits) else { return nil }
        rest = r.dropFirst(digits.count)
        return value
    }

    /// `8`, `>=8`, `==8`, `8@750`: relation, value, priority.
    mutating func spacing() -> (Relation, Double, Double)? {
        let relation = self.relation() ?? .equal
        guard let value = number() else { return nil }
        var priority = 1000.0
        if take("@") {
            guard let p = number() else { return nil }
            priority = p
        }
        return (relation, value, priority)
    }
}

extension StringProtocol {
    /// The text without spaces at either end.
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
    }

    /// The text without a final `suffix` and spaces before it.
    fileprivate func trimmingSuffix(_ suffix: String) -> String {
        var s = String(self)
        if s.hasSuffix(suffix) { s.removeLast(suffix.count) }
        return s.trimmingSpaces
    }

    /// The text without quotes around it.
    fileprivate var trimmingQuotes: String { String(filter { $0 != "'" }) }
}
