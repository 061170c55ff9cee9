// Reading a visual format string into a `VisualFormatLayout`, resolving view and metric names
// as it goes so that an unknown name is reported where it stands.

/// A format as read: its axis, the views in order with their own predicates, the connections
/// between them, and the connections to the superview at either end.
struct VisualFormatLayout {
    /// One view of the format.
    struct Element {
        /// The view.
        var view: LayoutView
        /// The predicates on its size along the axis (`[button(>=70,<=100@500)]`).
        var predicates: [VisualFormatPredicate]
    }

    /// A connection to the superview, `|-20-` or `-20-|`.
    struct SuperviewConnection {
        /// The spacing.
        var connection: VisualFormatConnection
        /// Where the `|` stands, for the error when the view has no superview.
        var column: Int
    }

    /// `H:` (also the default) or `V:`.
    var axis: LayoutAxis
    /// The views, in the order written.
    var elements: [Element]
    /// `connections[i]` joins `elements[i]` and `elements[i + 1]`.
    var connections: [VisualFormatConnection]
    /// `|…` before the first view.
    var leadingSuperview: SuperviewConnection?
    /// `…|` after the last view.
    var trailingSuperview: SuperviewConnection?
}

/// The space between two neighbours of a format.
enum VisualFormatConnection {
    /// No connection, `[a][b]`: the views touch.
    case flush
    /// A bare `-`: the standard spacing.
    case standard
    /// `-8-`, `-gap-` or `-(>=8@750,<=20)-`.
    case predicates([VisualFormatPredicate])
}

/// `>=70@500` or `==other`: a relation, a number or another view, and a priority.
struct VisualFormatPredicate {
    /// `==` when none is written.
    var relation: Relation
    /// The number, written or from the metrics; 0 when the predicate relates to a view.
    var constant: Double
    /// The view whose same dimension is related (only inside a view's brackets), or nil.
    var view: LayoutView?
    /// ``LayoutPriority/required`` when none is written.
    var priority: LayoutPriority

    init(relation: Relation, constant: Double, view: LayoutView? = nil, priority: LayoutPriority = .required) {
        self.relation = relation
        self.constant = constant
        self.view = view
        self.priority = priority
    }
}

/// A recursive-descent reader of the grammar described on
/// ``LayoutConstraint/constraints(withVisualFormat:options:metrics:views:fileID:line:)``.
struct VisualFormatParser {
    private let format: String
    private let characters: [Character]
    private let metrics: [String: Double]
    private let views: [String: LayoutView]
    private var position = 0

    init(format: String, metrics: [String: Double], views: [String: LayoutView]) {
        self.format = format
        self.characters = Array(format)
        self.metrics = metrics
        self.views = views
    }

    /// Reads the whole format.
    mutating func parse() throws(VisualFormatError) -> VisualFormatLayout {
        var axis = LayoutAxis.horizontal
        if let first = peek, first == "H" || first == "V" {
            axis = first == "H" ? .horizontal : .vertical
            position = 1
            guard peek == ":" else {
                let arrangement = axis == .horizontal ? "horizontal" : "vertical"
                throw error("Expected ':' after '\(first)' to specify \(arrangement) arrangement")
            }
            position = 2
        }
        var leading: VisualFormatLayout.SuperviewConnection?
        if peek == "|" {
            let column = position
            position += 1
            leading = .init(connection: try connection(), column: column)
        }
        var elements = [try element()]
        var connections: [VisualFormatConnection] = []
        var trailing: VisualFormatLayout.SuperviewConnection?
        while position < characters.count {
            let link = try connection()
            if peek == "|" {
                trailing = .init(connection: link, column: position)
                position += 1
                // Nothing may follow the superview's far edge. A view there means a '|' in
                // the middle of the line; anything else gets UIKit's reason.
                if peek == "[" || peek == "-" {
                    throw error("A '|' stands for the superview's edge only at the start or the end of a format.")
                }
                if position < characters.count { throw error("Expected a view") }
                break
            }
            connections.append(link)
            elements.append(try element())
        }
        return VisualFormatLayout(
            axis: axis, elements: elements, connections: connections, leadingSuperview: leading,
            trailingSuperview: trailing)
    }

    // MARK: - Views and connections

    /// `[name]` or `[name(predicates)]`.
    private mutating func element() throws(VisualFormatError) -> VisualFormatLayout.Element {
        guard peek == "[" else { throw error("Expected a view") }
        position += 1
        guard let name = identifier() else {
            throw error(
                "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores."
            )
        }
        guard let view = views[name] else { throw error("\(name) is not a key in the views dictionary.") }
        guard peek == "(" else {
            guard peek == "]" else { throw error("Expected a ']' here. That is how you give the end of a view.") }
            position += 1
            return VisualFormatLayout.Element(view: view, predicates: [])
        }
        let predicates = try predicateList(allowingViews: true)
        guard peek == "]" else { throw error(Self.unclosedViewPredicates) }
        position += 1
        return VisualFormatLayout.Element(view: view, predicates: predicates)
    }

    /// Nothing (flush), `-` (standard), `-8-`, `-gap-` or `-(predicates)-`. A bare `-` is one
    /// followed by a view or the superview.
    private mutating func connection() throws(VisualFormatError) -> VisualFormatConnection {
        guard peek == "-" else { return .flush }
        position += 1
        if peek == "[" || peek == "|" { return .standard }
        if peek == nil { throw error("Expected a view") }
        let predicates: [VisualFormatPredicate]
        if peek == "(" {
            predicates = try predicateList(allowingViews: false)
        } else {
            predicates = [VisualFormatPredicate(relation: .equal, constant: try constant(signed: false))]
        }
        guard peek == "-" else { throw error("Expected a '-' here. That is how you end a spacing.") }
        position += 1
        return .predicates(predicates)
    }

    // MARK: - Predicates

    /// The reason Apple's Auto Layout Guide gives when a view's predicates or the view itself
    /// are not closed.
    private static let unclosedViewPredicates =
        "A predicate on a view's thickness must end with ')' and the view must end with ']'"

    /// `(predicate,predicate,…)`.
    private mutating func predicateList(allowingViews: Bool) throws(VisualFormatError) -> [VisualFormatPredicate] {
        position += 1  // "("
        var predicates = [try predicate(allowingViews: allowingViews)]
        while peek == "," {
            position += 1
            predicates.append(try predicate(allowingViews: allowingViews))
        }
        guard peek == ")" else {
            if allowingViews { throw error(Self.unclosedViewPredicates) }
            throw error("Expected a ',' or a ')' here. That is how you separate predicates and end their list.")
        }
        position += 1
        return predicates
    }

    /// `(==|<=|>=)? (number|metric|view) (@(number|metric))?`.
    private mutating func predicate(allowingViews: Bool) throws(VisualFormatError) -> VisualFormatPredicate {
        var relation = Relation.equal
        if let first = peek, first == "=" || first == "<" || first == ">" {
            guard position + 1 < characters.count, characters[position + 1] == "=" else {
                throw error("Unknown relation. Must be ==, >=, or <=")
            }
            relation = first == "=" ? .equal : first == "<" ? .lessThanOrEqual : .greaterThanOrEqual
            position += 2
        }
        var value = 0.0
        var view: LayoutView?
        if allowingViews, let name = peekIdentifier(), metrics[name] == nil {
            position += name.count
            guard let other = views[name] else {
                throw error("\(name) is not a key in the metrics or views dictionary.")
            }
            view = other
        } else {
            value = try constant(signed: true)
        }
        var priority = LayoutPriority.required
        if peek == "@" {
            position += 1
            let column = position
            let level = try constant(signed: false)
            priority = LayoutPriority(level)
            guard priority.isValid else {
                throw VisualFormatError(
                    reason: "\(formatLayoutNumber(level)) is not a priority: priorities are between 1 and 1000.",
                    format: format, column: column)
            }
        }
        return VisualFormatPredicate(relation: relation, constant: value, view: view, priority: priority)
    }

    /// A number (with a sign when `signed`) or a metric's name.
    private mutating func constant(signed: Bool) throws(VisualFormatError) -> Double {
        if let name = identifier() {
            guard let value = metrics[name] else { throw error("\(name) is not a key in the metrics dictionary.") }
            guard value.isFinite else { throw error("The metric \(name) is \(value), not a finite number.") }
            return value
        }
        if let value = try number(signed: signed) { return value }
        throw error("Expected a number or key from the metrics dictionary, but encountered something else")
    }

    // MARK: - Tokens

    /// The character at the current position, if any.
    private var peek: Character? { position < characters.count ? characters[position] : nil }

    /// The identifier at the current position (a letter or `_`, then letters, digits and
    /// `_`, ASCII as in C), without moving.
    private func peekIdentifier() -> String? {
        guard let first = peek, first == "_" || (first.isASCII && first.isLetter) else { return nil }
        var end = position + 1
        while end < characters.count,
            characters[end] == "_" || (characters[end].isASCII && characters[end].isLetter)
                || characters[end].isASCIIDigit
        {
            end += 1
        }
        return String(characters[position..<end])
    }

    /// Reads an identifier.
    private mutating func identifier() -> String? {
        guard let name = peekIdentifier() else { return nil }
        position += name.count
        return name
    }

    /// Reads a decimal number: digits with an optional fraction and exponent (`8`, `0.5`,
    /// `.5`, `1e3`), after a sign when `signed`.
    /// Nil when there is no number here; throws for one too large for a `Double` (`1e999`).
    private mutating func number(signed: Bool) throws(VisualFormatError) -> Double? {
        var end = position
        func digits() -> Int {
            let start = end
            while end < characters.count, characters[end].isASCIIDigit { end += 1 }
            return end - start
        }
        if signed, end < characters.count, characters[end] == "-" || characters[end] == "+" { end += 1 }
        var count = digits()
        if end < characters.count, characters[end] == "." {
            end += 1
            count += digits()
        }
        guard count > 0 else { return nil }
        if end < characters.count, characters[end] == "e" || characters[end] == "E" {
            let mantissaEnd = end
            end += 1
            if end < characters.count, characters[end] == "-" || characters[end] == "+" { end += 1 }
            if digits() == 0 { end = mantissaEnd }
        }
        let text = String(characters[position..<end])
        guard let value = Double(text), value.isFinite else { throw error("The number \(text) is too large.") }
        position = end
        return value
    }

    /// An error at the current position.
    private func error(_ reason: String) -> VisualFormatError {
        VisualFormatError(reason: reason, format: format, column: position)
    }
}

extension Character {
    /// Whether this is one of `0` … `9`.
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
