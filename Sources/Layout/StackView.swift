/// How a ``StackView`` sizes its arranged views along its axis, as the first two cases of
/// `UIStackView.Distribution`.
public enum StackDistribution: String, Sendable, CaseIterable {
    /// The views fill the stack; their content hugging and compression resistance decide
    /// which one grows or shrinks.
    case fill
    /// The views fill the stack and are all the same size along the axis.
    case fillEqually
}

/// How a ``StackView`` places its arranged views across its axis, as `UIStackView.Alignment`.
public enum StackAlignment: String, Sendable, CaseIterable {
    /// Each view spans the stack across the axis.
    case fill
    /// Each view sits at the stack's leading edge (top of a horizontal stack).
    case leading
    /// Each view is centred.
    case center
    /// Each view sits at the stack's trailing edge (bottom of a horizontal stack).
    case trailing

    /// `leading`, as UIKit spells it for a horizontal stack.
    public static let top = StackAlignment.leading
    /// `trailing`, as UIKit spells it for a horizontal stack.
    public static let bottom = StackAlignment.trailing
}

/// A view that lines its arranged subviews up along an axis, as `UIStackView` (its `fill`
/// and `fillEqually` distributions and its four alignments).
///
/// ```swift
/// let row = StackView("row", arrangedSubviews: [icon, title, chevron])
/// row.spacing = 8
/// row.alignment = .center
/// try engine.root.addSubview(row)
/// ```
///
/// The stack makes its own constraints (identified `Layout-Stack-…`): along the axis, the
/// first view's leading edge on the stack's, each next one `spacing` after the previous, the
/// last one's trailing edge on the stack's (with `fillEqually`, equal sizes). Across it, per
/// ``alignment``; for any alignment but `fill` the views stay inside the stack and the stack
/// hugs the largest of them at ``LayoutPriority/fittingSizeLevel``. A new ``spacing`` changes
/// constants in place; a new axis, alignment, distribution or list of views re-makes the
/// stack's constraints. Setters cannot throw: a change that required constraints cannot take
/// is printed as an error and changes nothing.
public final class StackView: View {
    /// The views the stack lines up, in order (each is also a subview).
    public private(set) var arrangedSubviews: [View] = []
    /// The stack's constraints, held weakly (the engine holds them while active), with
    /// whether each is a spacing constraint (its constant is ``spacing``).
    var arrangement: [(isSpacing: Bool, constraint: WeakConstraint)] = []

    /// The axis the views are lined up along (horizontal by default).
    public var axis: LayoutAxis = .horizontal {
        didSet { if axis != oldValue { rearrange { self.axis = oldValue } } }
    }

    /// How the views are sized along the axis (``StackDistribution/fill`` by default).
    public var distribution: StackDistribution = .fill {
        didSet { if distribution != oldValue { rearrange { self.distribution = oldValue } } }
    }

    /// How the views are placed across the axis (``StackAlignment/fill`` by default).
    public var alignment: StackAlignment = .fill {
        didSet { if alignment != oldValue { rearrange { self.alignment = oldValue } } }
    }

    /// The gap between neighbouring views (0 by default); a change is in place.
    public var spacing: Double = 0 {
        didSet {
            guard spacing != oldValue else { return }
            guard spacing.isFinite else {
                let bad = spacing
                spacing = oldValue
                return reportUnthrown(.nonFiniteValue(bad, context: "spacing of '\(name)'"))
            }
            guard let engine, !contentPending else { return }
            do { try engine.setSpacing(of: self) } catch {
                spacing = oldValue
                reportUnthrown(error)
            }
        }
    }

    /// Creates a stack of `arrangedSubviews` (each becomes a subview, in order).
    /// - Throws: as ``View/addSubview(_:)``.
    public init(_ name: String, arrangedSubviews: [View] = [], axis: LayoutAxis = .horizontal) throws(LayoutError) {
        self.axis = axis
        super.init(name)
        for v in arrangedSubviews { try addArrangedSubview(v) }
    }

    /// Adds `view` at the end of the arranged views, and as a subview if it is not one.
    /// - Throws: as ``View/addSubview(_:)``; a failure to re-make the stack's constraints
    ///   (``LayoutError/unsatisfiable(_:conflicts:)``) leaves the list as it was.
    public func addArrangedSubview(_ view: View) throws(LayoutError) {
        guard !arrangedSubviews.contains(where: { $0 === view }) else { return }
        if view.superview !== self { try addSubview(view) }
        arrangedSubviews.append(view)
        guard let engine, !contentPending else { return }
        do { try engine.arrange(self) } catch {
            arrangedSubviews.removeLast()
            try? engine.arrange(self)  // the old arrangement held
            throw error
        }
    }

    /// Takes `view` out of the arranged views; it stays a subview (as in UIKit), with no
    /// constraint from the stack.
    public func removeArrangedSubview(_ view: View) {
        guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: index)
        guard let engine, !contentPending else { return }
        do { try engine.arrange(self) } catch { reportUnthrown(error) }
    }

    /// Re-makes the stack's constraints after a property change; on failure `undo` puts the
    /// property back, the old arrangement is re-made, and the error is printed.
    private func rearrange(undo: () -> Void) {
        guard let engine, !contentPending else { return }
        do { try engine.arrange(self) } catch {
            undo()
            try? engine.arrange(self)  // the old arrangement held
            reportUnthrown(error)
        }
    }

    /// A subview left: it is no longer arranged.
    override func subviewLeft(_ view: View) {
        guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: index)
        guard let engine, !contentPending else { return }
        do { try engine.arrange(self) } catch { reportUnthrown(error) }
    }
}

extension LayoutEngine {
    /// Re-makes a stack's constraints from its arranged views and properties. With
    /// ``ConflictHandling/throwError`` a conflict removes the new ones and throws (the caller
    /// re-makes the old arrangement); in the UIKit-compatible mode the constraint that cannot
    /// hold is reported and left inactive.
    func arrange(_ stack: StackView) throws(LayoutError) {
        for entry in stack.arrangement {
            if let c = entry.constraint.constraint, c.isActive { uninstall(c) }
        }
        let made = arrangement(of: stack)
        stack.arrangement = made.map { ($0.isSpacing, WeakConstraint(constraint: $0.constraint)) }
        var added: [LayoutConstraint] = []
        for (_, c) in made {
            do {
                try checkedInstall(c)
                added.append(c)
            } catch {
                switch (error, conflictHandling) {
                case (.solver(let e), _):
                    for a in added { uninstall(a) }
                    throw .solverFailure(e.description)
                case (.conflict(let ids), .throwError):
                    for a in added { uninstall(a) }
                    throw .unsatisfiable(c.summary, conflicts: resolve(ids))
                case (.conflict(let ids), .uikitCompatible(let report)):
                    report(ConflictReport(broken: c.summary, conflicts: resolve(ids)))
                }
            }
        }
    }

    /// Moves the stack's spacing constraints to its ``StackView/spacing`` in place.
    func setSpacing(of stack: StackView) throws(LayoutError) {
        var changed: [(LayoutConstraint, Double)] = []
        for entry in stack.arrangement where entry.isSpacing {
            guard let c = entry.constraint.constraint, c.isActive else { continue }
            let previous = c.constant
            do { try checkedSetConstant(stack.spacing, for: c) } catch {
                for (d, value) in changed.reversed() { try? checkedSetConstant(value, for: d) }  // it held
                guard case .conflict(let ids) = error else { throw .solverFailure("\(error)") }
                throw .unsatisfiable(
                    ConstraintSummary(
                        identifier: c.identifier, text: c.describe(constant: stack.spacing, priority: c.priority),
                        location: nil, objectID: ObjectIdentifier(c)),
                    conflicts: resolve(ids))
            }
            changed.append((c, previous))
        }
    }

    /// The stack's constraints for its current views and properties.
    private func arrangement(of stack: StackView) -> [(isSpacing: Bool, constraint: LayoutConstraint)] {
        let views = stack.arrangedSubviews
        guard let first = views.first, let last = views.last else { return [] }
        var result: [(Bool, LayoutConstraint)] = []
        func add(_ c: LayoutConstraint, _ name: String, spacing: Bool = false) {
            c.identifier = "Layout-Stack-\(name)"
            result.append((spacing, c))
        }
        let horizontal = stack.axis == .horizontal
        // Along the axis.
        if horizontal {
            add(engineConstraint(first.leading, .equal, stack.leading, 0), "Leading")
            for (a, b) in zip(views, views.dropFirst()) {
                add(engineConstraint(b.leading, .equal, a.trailing, stack.spacing), "Spacing", spacing: true)
            }
            add(engineConstraint(last.trailing, .equal, stack.trailing, 0), "Trailing")
        } else {
            add(engineConstraint(first.top, .equal, stack.top, 0), "Top")
            for (a, b) in zip(views, views.dropFirst()) {
                add(engineConstraint(b.top, .equal, a.bottom, stack.spacing), "Spacing", spacing: true)
            }
            add(engineConstraint(last.bottom, .equal, stack.bottom, 0), "Bottom")
        }
        if stack.distribution == .fillEqually {
            for v in views.dropFirst() {
                add(engineConstraint(horizontal ? v.width : v.height, .equal, horizontal ? first.width : first.height, 0), "Equal")
            }
        }
        // Across it.
        for v in views {
            if horizontal {
                add(contentsOf: cross(v.top, v.bottom, v.centerY, stack.top, stack.bottom, stack.centerY, stack.alignment))
            } else {
                add(contentsOf: cross(v.leading, v.trailing, v.centerX, stack.leading, stack.trailing, stack.centerX, stack.alignment))
            }
        }
        if stack.alignment != .fill {
            let size = horizontal ? stack.height : stack.width
            let hug = LayoutConstraint(
                first: size, relation: .equal, constant: 0, priority: .fittingSizeLevel, location: nil, role: .stack)
            add(hug, "Hug")
        }
        func add(contentsOf pairs: [(LayoutConstraint, String)]) { for (c, n) in pairs { add(c, n) } }
        return result
    }

    /// The cross-axis constraints of one view for an alignment: both edges on the stack's for
    /// `fill`; otherwise the aligned edge (or centre) on the stack's and both edges inside it.
    private func cross<K>(
        _ start: LayoutAnchor<K>, _ end: LayoutAnchor<K>, _ center: LayoutAnchor<K>,
        _ stackStart: LayoutAnchor<K>, _ stackEnd: LayoutAnchor<K>, _ stackCenter: LayoutAnchor<K>,
        _ alignment: StackAlignment
    ) -> [(LayoutConstraint, String)] {
        let inside = [
            (engineConstraint(start, .greaterThanOrEqual, stackStart, 0), "Inside-Start"),
            (engineConstraint(end, .lessThanOrEqual, stackEnd, 0), "Inside-End"),
        ]
        switch alignment {
        case .fill:
            return [
                (engineConstraint(start, .equal, stackStart, 0), "Fill-Start"),
                (engineConstraint(end, .equal, stackEnd, 0), "Fill-End"),
            ]
        case .leading: return [(engineConstraint(start, .equal, stackStart, 0), "Leading")] + inside
        case .center: return [(engineConstraint(center, .equal, stackCenter, 0), "Center")] + inside
        case .trailing: return [(engineConstraint(end, .equal, stackEnd, 0), "Trailing")] + inside
        }
    }

    /// A required stack constraint `first relation second + constant`.
    private func engineConstraint<K>(
        _ first: LayoutAnchor<K>, _ relation: Relation, _ second: LayoutAnchor<K>, _ constant: Double
    ) -> LayoutConstraint {
        LayoutConstraint(
            first: first, relation: relation, second: second, multiplier: 1, constant: constant, location: nil,
            role: .stack)
    }
}
