// Apple's Visual Format Language: a line of views and spacings as text, turned into
// constraints.

extension LayoutConstraint {
    /// The standard spacing between two neighbouring views, a bare `-` between them: 8 points,
    /// as Apple's Auto Layout Guide documents it.
    public static let standardSpacing = 8.0
    /// The standard spacing between a view and the edge of its superview, a bare `-` next to
    /// `|`: 20 points, as Apple's Auto Layout Guide documents it.
    public static let standardSuperviewSpacing = 20.0

    /// The constraints a visual format describes, as
    /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`: made, not
    /// activated (pass them to ``LayoutEngine/activate(_:fileID:line:)``).
    ///
    /// ```swift
    /// let row = try LayoutConstraint.constraints(
    ///     withVisualFormat: "H:|-[find]-[findNext]-[findField(>=20)]-|",
    ///     options: .alignAllTop, views: ["find": find, "findNext": findNext, "findField": findField])
    /// try engine.activate(row)
    /// ```
    ///
    /// **The grammar.** A format is one line of layout along one axis, without spaces:
    ///
    /// - An optional orientation, `H:` (horizontal, also the default) or `V:` (vertical).
    /// - Optionally the superview's edge, `|`, and a connection.
    /// - One or more views, each joined to the next by a connection.
    /// - Optionally a connection and the superview's far edge, `|`.
    ///
    /// A view is its name in the `views` dictionary in brackets, `[button]`, optionally with a
    /// parenthesised, comma-separated list of predicates on its size along the axis (its width
    /// for `H:`, its height for `V:`): `[button(>=70,<=100@500)]`.
    ///
    /// A connection is nothing (the views touch: `[a][b]`), a bare `-` (the standard spacing:
    /// ``standardSpacing``, 8 points, between views; ``standardSuperviewSpacing``, 20 points,
    /// next to `|`), a number or a metric's name between dashes (`-8-`, `-gap-`), or a
    /// predicate list between dashes (`-(>=8@750)-`).
    ///
    /// A predicate is an optional relation (`==`, `<=` or `>=`; `==` when none is written), an
    /// object, and an optional priority after `@` (a number or a metric's name, in 1…1000;
    /// required when none is written). The object is a number (`70`, `-4`, `0.5`, as C reads
    /// decimal numbers), a name in `metrics`, or, inside a view's brackets only, the name of
    /// another view, whose same dimension is related: `[a(==b)]` makes `a.width == b.width`.
    /// A name found in both dictionaries is read as a metric. Names are C identifiers: a letter
    /// or `_`, then letters, digits and `_`.
    ///
    /// **The constraints.** A connection relates the near edges of its neighbours: for
    /// `H:[a]-(>=8)-[b]`, `b.leading >= a.trailing + 8`; for `|-20-[a]`,
    /// `a.leading == superview.leading + 20`; for `[a]-20-|`,
    /// `superview.trailing == a.trailing + 20`. `V:` uses top and bottom. `|` stands for the
    /// superview of the view next to it. For `H:` the edges follow `options`' direction:
    /// leading and trailing by default (so a right-to-left superview lays the line out from
    /// the right, see ``LayoutView/layoutDirection``), left and right for
    /// ``VisualFormatOptions/directionLeftToRight``, right and left for
    /// ``VisualFormatOptions/directionRightToLeft`` (where `[a]-8-[b]` makes
    /// `a.left == b.right + 8`). Each alignment in `options` adds, for every view after the
    /// first, `view.attribute == previous.attribute`. The constraints come in the order of
    /// the text: the superview's connection, the first view's predicates, then for each
    /// following view its connection, its alignments and its predicates, and last the far
    /// superview's connection.
    ///
    /// - Parameters:
    ///   - format: the visual format.
    ///   - options: alignments across the axis and, for `H:`, the direction.
    ///   - metrics: numbers by name, for spacings, sizes and priorities (nil, as UIKit code
    ///     passes, for none).
    ///   - views: the views by the names the format uses.
    ///   - fileID: where the call is, recorded as each constraint's ``location``.
    ///   - line: the line of the call.
    /// - Throws: ``VisualFormatError`` when the format does not follow the grammar, names a
    ///   view or metric that is not in its dictionary, gives a priority outside 1…1000, uses
    ///   `|` next to a view without a superview, or when an alignment runs along the axis
    ///   (`alignAllTop` in a `V:` format) or the options hold unknown bits or both fixed
    ///   directions. Nothing is made then.
    public static func constraints(
        withVisualFormat format: String, options: VisualFormatOptions = [], metrics: [String: Double]? = nil,
        views: [String: LayoutView], fileID: String = #fileID, line: Int = #line
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views)
        let layout = try parser.parse()
        let alignments = try validated(options, axis: layout.axis, format: format)
        let builder = VisualFormatBuilder(
            layout: layout, options: options, location: ConstraintSourceLocation(fileID: fileID, line: line))
        var result: [LayoutConstraint] = []
        let elements = layout.elements
        if let leading = layout.leadingSuperview {
            guard let superview = elements[0].view.superview else {
                throw VisualFormatError(reason: missingSuperview, format: format, column: leading.column)
            }
            result += builder.spacing(
                leading.connection, from: (superview, builder.start), to: (elements[0].view, builder.start),
                standard: standardSuperviewSpacing)
        }
        for (index, element) in elements.enumerated() {
            if index > 0 {
                let previous = elements[index - 1].view
                result += builder.spacing(
                    layout.connections[index - 1], from: (previous, builder.end), to: (element.view, builder.start),
                    standard: standardSpacing)
                for attribute in alignments {
                    result.append(builder.make(element.view, attribute, .equal, previous, attribute))
                }
            }
            result += builder.sizes(of: element)
        }
        if let trailing = layout.trailingSuperview {
            let last = elements[elements.count - 1].view
            guard let superview = last.superview else {
                throw VisualFormatError(reason: missingSuperview, format: format, column: trailing.column)
            }
            result += builder.spacing(
                trailing.connection, from: (last, builder.end), to: (superview, builder.end),
                standard: standardSuperviewSpacing)
        }
        return result
    }

    /// UIKit's reason for a `|` next to a view without a superview.
    private static let missingSuperview =
        "Unable to interpret '|' character, because the related view doesn't have a superview"

    /// The attributes the options align, after checking the options against the axis.
    private static func validated(_ options: VisualFormatOptions, axis: LayoutAxis, format: String)
        throws(VisualFormatError) -> [LayoutAttribute]
    {
        func fail(_ reason: String) -> VisualFormatError {
            VisualFormatError(reason: reason, format: format, column: 0)
        }
        let known = VisualFormatOptions.alignments.reduce(VisualFormatOptions.directionMask) { $0.union($1.option) }
        let unknown = options.subtracting(known)
        guard unknown.isEmpty else {
            throw fail("The options hold bits that name no alignment or direction: \(unknown.rawValue).")
        }
        if options.isSuperset(of: .directionMask) {
            throw fail("The options ask for both directionLeftToRight and directionRightToLeft.")
        }
        let chosen = VisualFormatOptions.alignments.filter { options.contains($0.option) }
        if chosen.contains(where: { $0.attribute.axis == axis }) {
            let edge = axis == .horizontal ? "horizontal" : "vertical"
            throw fail(
                "Options mask required views to be aligned on a \(edge) edge, which is not allowed for layout that is also \(edge)."
            )
        }
        return chosen.map(\.attribute)
    }
}

/// Makes the constraints of one read format: which edges a connection relates, and how.
private struct VisualFormatBuilder {
    /// The edge a view starts at along the flow (leading, left, right or top).
    let start: LayoutAttribute
    /// The edge it ends at (trailing, right, left or bottom).
    let end: LayoutAttribute
    /// The size along the axis.
    let dimension: LayoutAttribute
    /// Whether the flow runs right to left in fixed directions: then a spacing is written
    /// `earlier.left == later.right + gap`.
    let reversed: Bool
    /// Recorded on every constraint.
    let location: ConstraintSourceLocation

    init(layout: VisualFormatLayout, options: VisualFormatOptions, location: ConstraintSourceLocation) {
        self.location = location
        reversed = layout.axis == .horizontal && options.contains(.directionRightToLeft)
        switch layout.axis {
        case .vertical: (start, end, dimension) = (.top, .bottom, .height)
        case .horizontal:
            if options.contains(.directionLeftToRight) {
                (start, end) = (.left, .right)
            } else if reversed {
                (start, end) = (.right, .left)
            } else {
                (start, end) = (.leading, .trailing)
            }
            dimension = .width
        }
    }

    /// The constraints of a connection from an earlier item's edge to a later item's edge.
    func spacing(
        _ connection: VisualFormatConnection, from earlier: (LayoutView, LayoutAttribute),
        to later: (LayoutView, LayoutAttribute),
        standard: Double
    ) -> [LayoutConstraint] {
        let predicates: [VisualFormatPredicate]
        switch connection {
        case .flush: predicates = [VisualFormatPredicate(relation: .equal, constant: 0)]
        case .standard: predicates = [VisualFormatPredicate(relation: .equal, constant: standard)]
        case .predicates(let list): predicates = list
        }
        return predicates.map { p in
            reversed
                ? make(earlier.0, earlier.1, p.relation, later.0, later.1, constant: p.constant, priority: p.priority)
                : make(later.0, later.1, p.relation, earlier.0, earlier.1, constant: p.constant, priority: p.priority)
        }
    }

    /// The constraints of a view's own predicates on its size along the axis.
    func sizes(of element: VisualFormatLayout.Element) -> [LayoutConstraint] {
        element.predicates.map { p in
            make(
                element.view, dimension, p.relation, p.view, p.view == nil ? nil : dimension, constant: p.constant,
                priority: p.priority)
        }
    }

    /// `first.a (relation) second.b + constant @priority`, with anchors of the attributes' kind.
    func make(
        _ first: LayoutItem, _ a: LayoutAttribute, _ relation: Relation, _ second: LayoutItem?, _ b: LayoutAttribute?,
        constant: Double = 0, priority: LayoutPriority = .required
    ) -> LayoutConstraint {
        switch a {
        case .width, .height:
            return LayoutConstraint(
                first: DimensionAnchor(item: first, attribute: a), relation: relation,
                second: second.map { DimensionAnchor(item: $0, attribute: b ?? a) }, multiplier: 1,
                constant: constant, priority: priority, location: location)
        case _ where a.axis == .horizontal:
            return LayoutConstraint(
                first: XAxisAnchor(item: first, attribute: a), relation: relation,
                second: second.map { XAxisAnchor(item: $0, attribute: b ?? a) }, multiplier: 1,
                constant: constant, priority: priority, location: location)
        default:
            return LayoutConstraint(
                first: YAxisAnchor(item: first, attribute: a), relation: relation,
                second: second.map { YAxisAnchor(item: $0, attribute: b ?? a) }, multiplier: 1,
                constant: constant, priority: priority, location: location)
        }
    }
}
