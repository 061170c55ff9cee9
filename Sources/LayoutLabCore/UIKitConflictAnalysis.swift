import ConstraintScript
import ConstraintLayout
import Scenes

/// What one of UIKit's conflict messages means: the constraints rebuilt in an engine (every
/// item a rectangle of its own, related only by the listed constraints), the smallest set of
/// them that cannot hold together, what breaking UIKit's choice leaves, and fixes.
struct UIKitConflictAnalysis {
    /// The message.
    let conflict: UIKitConflictLog.Conflict
    /// The indices (into `conflict.constraints`) of a minimal set that cannot hold together:
    /// without any one of them the others hold. Empty when the listed constraints all hold
    /// together here (the conflict needs something the log does not show).
    let minimal: [Int]
    /// The index of the constraint UIKit broke in the list, if it is listed.
    let broken: Int?
    /// With the broken constraint made the weakest of preferences, the closest the others let
    /// it come: its first item's attribute and what the constraint asks of it.
    let brokenEffect: (value: Double, asked: Double)?
    /// Whether the listed constraints hold once UIKit's choice is broken.
    let brokenResolves: Bool
    /// What to change, most specific first.
    let suggestions: [String]

    init(_ conflict: UIKitConflictLog.Conflict) {
        self.conflict = conflict
        let all = Array(conflict.constraints.indices)
        var minimal: [Int] = []
        if Self.cannotHold(conflict, all) {
            // The deletion filter: drop each constraint the conflict does without.
            minimal = all
            for i in all where Self.cannotHold(conflict, minimal.filter { $0 != i }) {
                minimal.removeAll { $0 == i }
            }
        }
        self.minimal = minimal
        let broken = conflict.broken.flatMap { b in conflict.constraints.firstIndex { $0.address == b.address } }
        self.broken = broken
        if let broken {
            brokenResolves = !Self.cannotHold(conflict, all.filter { $0 != broken })
            brokenEffect = minimal.contains(broken) ? Self.closest(conflict, broken, others: minimal) : nil
        } else {
            brokenResolves = false
            brokenEffect = nil
        }
        suggestions = Self.suggestions(conflict, minimal: minimal, broken: broken)
    }

    // MARK: Rebuilding

    /// A fresh engine with each item of the constraints `indices` a view of its own under the
    /// root, and those constraints active at the priority `priority` gives each (nil leaves
    /// one out); with the constraints made, by index. The items are related only by the
    /// listed constraints.
    static func rebuild(
        _ conflict: UIKitConflictLog.Conflict, _ indices: [Int], priority: (UIKitConflictLog.Constraint, Int) -> Double?
    ) -> (engine: LayoutEngine, views: [String: LayoutView], made: [(index: Int, constraint: LayoutConstraint)]) {
        let engine = LayoutEngine()
        var views: [String: LayoutView] = [:]
        var made: [(index: Int, constraint: LayoutConstraint)] = []
        for i in indices {
            let c = conflict.constraints[i]
            guard let p = priority(c, i) else { continue }
            for name in c.items where views[name] == nil {
                let view = LayoutView(name)
                // A fresh view under a fresh engine's root: this cannot fail.
                try? engine.root.addSubview(view)
                views[name] = view
            }
            guard
                let constraint = LayoutConstraint.make(
                    views[c.firstItem]!, c.firstAttribute, c.relation, c.secondItem.map { views[$0]! },
                    c.secondAttribute,
                    multiplier: c.multiplier, constant: c.constant)
            else { continue }
            made.append((i, p >= 1000 ? constraint : constraint.withPriority(LayoutPriority(max(p, 1)))))
        }
        return (engine, views, made)
    }

    /// Whether the required constraints among `indices` cannot all hold. They are solved as
    /// equal preferences (priority 999, the highest optional one): the solver then minimises
    /// their violations, which are all zero exactly when they can all hold; so no conflict is
    /// ever raised and explained along the way.
    static func cannotHold(_ conflict: UIKitConflictLog.Conflict, _ indices: [Int]) -> Bool {
        let (engine, views, made) = rebuild(conflict, indices) { c, _ in c.priority >= 1000 ? 999 : nil }
        guard !made.isEmpty else { return false }
        do { try engine.activate(made.map(\.constraint)) } catch { return false }
        return withExtendedLifetime(engine) {
            made.contains { i, _ in
                let c = conflict.constraints[i]
                let first = value(of: c.firstAttribute, views[c.firstItem]!.frameInRoot)
                var second = c.constant
                if let item = c.secondItem, let attribute = c.secondAttribute {
                    second += c.multiplier * value(of: attribute, views[item]!.frameInRoot)
                }
                let tolerance = 1e-6 * max(1, abs(first), abs(second))
                switch c.relation {
                case .equal: return abs(first - second) > tolerance
                case .lessThanOrEqual: return first > second + tolerance
                case .greaterThanOrEqual: return first < second - tolerance
                }
            }
        }
    }

    /// The broken constraint at the lowest priority among `others` (required): its first
    /// item's attribute as close as the others let it come, and what it asks.
    static func closest(_ conflict: UIKitConflictLog.Conflict, _ broken: Int, others: [Int]) -> (Double, Double)? {
        let (engine, views, made) = rebuild(conflict, others.filter { $0 != broken } + [broken]) { c, i in
            i == broken ? 1 : min(c.priority, 1000)
        }
        guard made.contains(where: { $0.index == broken }), (try? engine.activate(made.map(\.constraint))) != nil
        else { return nil }
        let c = conflict.constraints[broken]
        // The views' frames are read while their engine is alive.
        return withExtendedLifetime(engine) {
            let value = Self.value(of: c.firstAttribute, views[c.firstItem]!.frameInRoot)
            var asked = c.constant
            if let second = c.secondItem, let attribute = c.secondAttribute {
                asked += c.multiplier * Self.value(of: attribute, views[second]!.frameInRoot)
            }
            return (value, asked)
        }
    }

    /// An attribute's value in a frame (left to right; a baseline at the bottom edge).
    static func value(of attribute: LayoutAttribute, _ f: LayoutRect) -> Double {
        switch attribute {
        case .left, .leading: return f.minX
        case .right, .trailing: return f.maxX
        case .centerX: return f.midX
        case .top: return f.minY
        case .bottom, .firstBaseline, .lastBaseline: return f.maxY
        case .centerY: return f.midY
        case .width: return f.width
        case .height: return f.height
        }
    }

    // MARK: Advice

    static func suggestions(_ conflict: UIKitConflictLog.Conflict, minimal: [Int], broken: Int?) -> [String] {
        let set = minimal.map { conflict.constraints[$0] }
        var out: [String] = []
        func ref(_ c: UIKitConflictLog.Constraint) -> String {
            let i = conflict.constraints.firstIndex { $0.address == c.address && $0.line == c.line } ?? 0
            return "[\(i + 1)] \(c.text)"
        }
        // Views that still translate their autoresizing masks.
        let masked = set.filter { $0.autoresizing != nil }
        var seen: [String] = []
        for c in masked where !seen.contains(c.firstItem) {
            seen.append(c.firstItem)
            let own = set.filter { $0.autoresizing == nil && $0.items.contains(c.firstItem) }
            out.append(
                "\(c.firstItem) still translates its autoresizing mask into constraints (\(c.autoresizing!): \(c.text))"
                    + (own.isEmpty
                        ? ""
                        : " while \(own.map(ref).joined(separator: ", ")) also place\(own.count == 1 ? "s" : "") it")
                    + ": set translatesAutoresizingMaskIntoConstraints = false on \(viewName(c.firstItem)).")
        }
        // A stack view's own constraints.
        if set.contains(where: { ($0.identifier ?? "").hasPrefix("UISV-") }) {
            let sizes = set.filter { !$0.isSystem && $0.secondItem == nil }
            out.append(
                "The stack view's own constraints (UISV-…) take part: a required size along the stack's axis (or on a "
                    + "hidden arranged view, which the stack collapses to 0) cannot give way"
                    + (sizes.isEmpty ? "" : "; give \(sizes.map(ref).joined(separator: ", ")) priority 999") + ".")
        }
        // An encapsulated size: a self-sizing cell whose content insists on another height.
        if let encapsulated = set.first(where: { ($0.identifier ?? "").hasPrefix("UIView-Encapsulated-Layout-") }) {
            let vertical = encapsulated.firstAttribute == .height
            let chain = set.filter { !$0.isSystem && $0.firstAttribute.axis == (vertical ? .vertical : .horizontal) }
            let give =
                chain.last {
                    [.bottom, .trailing].contains($0.firstAttribute)
                        || [.bottom, .trailing].contains($0.secondAttribute)
                } ?? chain.last
            out.append(
                "\(encapsulated.identifier!) (\(encapsulated.text)) is the size the container gives the view (a table "
                    + "or collection view its cell, fixed while it measures it); your required "
                    + "\(vertical ? "vertical" : "horizontal") chain asks for another. Give one constraint of the chain "
                    + "priority 999 so it yields to that size" + (give.map { ", e.g. \(ref($0))" } ?? "")
                    + (vertical
                        ? "; in a self-sizing cell, also let the cell size itself (rowHeight = "
                            + "UITableView.automaticDimension with an estimated height)."
                        : "."))
        }
        // The app's own constraint that should give.
        let own = set.filter { !$0.isSystem }
        if let candidate =
            (broken.map { conflict.constraints[$0] }.flatMap { b in own.first { $0.address == b.address } })
            ?? own.last
        {
            out.append(
                "If \(ref(candidate)) may give way, make it priority 999 (constraint.priority = UILayoutPriority(999)): "
                    + "the others then hold and it is kept as nearly as they allow; otherwise remove one of the others."
            )
        }
        return out
    }

    /// `UILabel:0x7f…'title'` → `the UILabel (UILabel:0x7f…'title')`, for code advice.
    static func viewName(_ item: String) -> String {
        let className = item.split(separator: ":").first.map(String.init) ?? item
        return "the \(className) (\(item))"
    }

    // MARK: Report

    /// The report, one line each.
    func report(number: Int) -> [String] {
        let f = SceneNumber.format
        let list = conflict.constraints
        var lines: [String] = []
        let brokenText = conflict.broken.map { b in
            broken.map { "[\($0 + 1)]" } ?? "\(b.className):\(b.address) (not in the list)"
        }
        lines.append(
            "conflict \(number) (line \(conflict.line)): UIKit listed \(list.count) constraint\(list.count == 1 ? "" : "s")"
                + (brokenText.map { " and broke \($0)" } ?? ", and the log does not say which it broke"))
        for (i, c) in list.enumerated() {
            var notes: [String] = []
            if let id = c.identifier { notes.append("'\(id)'") }
            if let mask = c.autoresizing { notes.append("autoresizing \(mask)") }
            if c.priority < 1000 { notes.append("priority \(f(c.priority))") }
            lines.append(
                "  [\(i + 1)] \(c.className):\(c.address)  \(c.text)"
                    + (notes.isEmpty ? "" : "  (\(notes.joined(separator: ", ")))"))
        }
        if minimal.isEmpty {
            lines.append(
                "  these constraints can all hold together when each item is a free rectangle: the conflict needs "
                    + "something the log does not show (a size or margin UIKit fixed without listing it)")
        } else {
            lines.append(
                "  minimal conflicting set: " + minimal.map { "[\($0 + 1)]" }.joined(separator: " ")
                    + " — they cannot all hold; without any one of them the others can"
                    + (minimal.count < list.count ? " (the rest of the list is not needed for the conflict)" : ""))
        }
        if let broken, let b = conflict.broken {
            var why =
                "  UIKit broke [\(broken + 1)] \(b.text): among required constraints it does not choose by priority; "
                + "it breaks the one it was adding, or whose error its solver could not place, when the set stopped "
                + "holding. That is not a finding that this one is wrong."
            why +=
                brokenResolves
                ? " Without it the rest hold."
                : " Without it the rest still cannot all hold: another conflict remains, which UIKit reports next."
                    + " (The minimal set above is one of them.)"
            lines.append(why)
            if let effect = brokenEffect {
                let c = list[broken]
                let name = "\(c.firstItem).\(c.firstAttribute)"
                if c.firstAttribute == .width || c.firstAttribute == .height {
                    lines.append(
                        "  the others let \(name) come to \(f(effect.value)) at closest; [\(broken + 1)] asks \(f(effect.asked))"
                    )
                } else {
                    let gap = effect.value - effect.asked
                    lines.append(
                        "  at best the others leave \(name) \(f(abs(gap))) \(gap < 0 ? "short of" : "past") where [\(broken + 1)] puts it"
                    )
                }
            }
        }
        if !suggestions.isEmpty {
            lines.append("  fixes:")
            lines += suggestions.map { "    - " + $0 }
        }
        return lines
    }

    /// The report as one JSON object (one line): the conflict's number and line, the
    /// constraints as UIKit listed them, the minimal conflicting set and the broken constraint
    /// (1-based indices into the list; `broken` is null when the log does not say or names
    /// one not listed, then `brokenDescription` says which), whether leaving it out resolves
    /// the conflict, how close the others let its item come, and the fixes.
    func json(number: Int) -> String {
        func n(_ value: Double) -> String { value.isFinite ? SceneNumber.format(value) : "null" }
        func s(_ text: String?) -> String { text.map(jsonString) ?? "null" }
        let constraints = conflict.constraints.enumerated().map { i, c in
            "{\"index\": \(i + 1), \"line\": \(c.line), \"class\": \(s(c.className)), \"address\": \(s(c.address)), "
                + "\"identifier\": \(s(c.identifier)), \"text\": \(s(c.text)), \"autoresizing\": \(s(c.autoresizing)), "
                + "\"priority\": \(n(c.priority))}"
        }
        let closest = brokenEffect.map { "{\"value\": \(n($0.value)), \"asked\": \(n($0.asked))}" } ?? "null"
        return "{\"conflict\": \(number), \"line\": \(conflict.line), "
            + "\"constraints\": [\(constraints.joined(separator: ", "))], "
            + "\"minimal\": [\(minimal.map { String($0 + 1) }.joined(separator: ", "))], "
            + "\"broken\": \(broken.map { String($0 + 1) } ?? "null"), "
            + "\"brokenDescription\": \(s(conflict.broken.map { "\($0.className):\($0.address) \($0.text)" })), "
            + "\"brokenResolves\": \(broken == nil ? "null" : String(brokenResolves)), \"closest\": \(closest), "
            + "\"fixes\": [\(suggestions.map(jsonString).joined(separator: ", "))]}"
    }
}
