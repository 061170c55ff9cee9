import Testing
import TestSupport
import ConstraintLayout

/// Seeded random formats: formats built from the grammar read with the number of constraints
/// the grammar predicts, and random text never crashes, only throws an error whose caret lies
/// inside the format (or just past its end).
@Suite("Visual format: random formats (seeded)")
struct VisualFormatRandomTests {
    private let superview = LayoutView("superview")
    private let views: [String: LayoutView]
    private let metrics: [String: Double] = ["gap": 12, "high": 750, "wide": 90]

    init() throws {
        var views: [String: LayoutView] = [:]
        for name in ["a", "b", "c", "d"] {
            let view = LayoutView(name)
            try superview.addSubview(view)
            views[name] = view
        }
        self.views = views
    }

    /// A predicate list's text and its length, drawn from the grammar.
    private func predicates(_ rng: inout SplitMix64, allowingViews: Bool) -> (text: String, count: Int) {
        let count = Int.random(in: 1...3, using: &rng)
        let items = (0..<count).map { _ -> String in
            let relation = ["", "==", "<=", ">="].randomElement(using: &rng)!
            var objects = ["8", "0.5", "-4", "gap", "wide", "1e2"]
            if allowingViews { objects += ["a", "b", "c", "d"] }
            let priority = ["", "", "@750", "@high", "@1"].randomElement(using: &rng)!
            return relation + objects.randomElement(using: &rng)! + priority
        }
        return ("(" + items.joined(separator: ",") + ")", count)
    }

    /// A connection's text and the number of constraints it makes.
    private func connection(_ rng: inout SplitMix64) -> (text: String, count: Int) {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: return ("", 1)
        case 1: return ("-", 1)
        case 2: return ("-" + ["8", "gap", "0.5"].randomElement(using: &rng)! + "-", 1)
        default:
            let list = predicates(&rng, allowingViews: false)
            return ("-" + list.text + "-", list.count)
        }
    }

    @Test("formats built from the grammar make the predicted number of constraints (seed 2026)")
    func grammarFormats() throws {
        var rng = SplitMix64(seed: 2026)
        for _ in 0..<2000 {
            var text = Bool.random(using: &rng) ? "H:" : "V:"
            var expected = 0
            if Bool.random(using: &rng) {
                let link = connection(&rng)
                text += "|" + link.text
                expected += link.count
            }
            let viewCount = Int.random(in: 1...4, using: &rng)
            for index in 0..<viewCount {
                if index > 0 {
                    let link = connection(&rng)
                    text += link.text
                    expected += link.count
                }
                text += "[" + ["a", "b", "c", "d"].randomElement(using: &rng)!
                if Bool.random(using: &rng) {
                    let list = predicates(&rng, allowingViews: true)
                    text += list.text
                    expected += list.count
                }
                text += "]"
            }
            if Bool.random(using: &rng) {
                let link = connection(&rng)
                text += link.text + "|"
                expected += link.count
            }
            let options: VisualFormatOptions =
                text.hasPrefix("H:") ? [.alignAllTop, .alignAllBottom] : .alignAllCenterX
            expected += (viewCount - 1) * (text.hasPrefix("H:") ? 2 : 1)
            let made = try LayoutConstraint.constraints(
                withVisualFormat: text, options: options, metrics: metrics, views: views)
            #expect(made.count == expected, "\(text)")
        }
    }

    @Test("random text throws an error inside the format or makes constraints, never crashes (seed 7)")
    func randomText() {
        var rng = SplitMix64(seed: 7)
        let alphabet = Array("HV:|-[]()@,=<>0123456789.eabcdgap_x ")
        for _ in 0..<20000 {
            let length = Int.random(in: 0...16, using: &rng)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &rng)! })
            do {
                _ = try LayoutConstraint.constraints(withVisualFormat: text, metrics: metrics, views: views)
            } catch {
                #expect(error.format == text)
                #expect((0...text.count).contains(error.column), "\(text)")
                let lines = error.description.split(separator: "\n", omittingEmptySubsequences: false)
                #expect(lines.count == 4 && lines[3] == String(repeating: " ", count: error.column) + "^")
            }
        }
    }
}
