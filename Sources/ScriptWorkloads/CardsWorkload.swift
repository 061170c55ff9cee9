import ConstraintScript

/// The cards workload: many independent cards in one solver, one of them changing at a time
/// (a board of widgets, each laid out on its own, sharing one engine).
///
/// Card `k` has the variables `c<k>.top`, `c<k>.x`, `c<k>.width`, `c<k>.ih` (its image's
/// height), `c<k>.ty`, `c<k>.th`, `c<k>.tw` (its title's top, height and width) and
/// `c<k>.height`, none shared with another card, and ten constraints:
///
/// - `c<k>.top == 16`, `c<k>.x == 16`;
/// - `c<k>.w: c<k>.width == width(k)` (labelled, so that a step can change its constant);
/// - `c<k>.ih == 0.5625 * c<k>.width` (a 16:9 image);
/// - `c<k>.ty == c<k>.top + c<k>.ih + 12`; `c<k>.th == titleHeight(k)`;
/// - `c<k>.tw + 24 <= c<k>.width` and `c<k>.tw == titleWidth(k) @medium` (the title's natural
///   width, capped by the card);
/// - `c<k>.height >= c<k>.ty + c<k>.th + 12 - c<k>.top` and `c<k>.height == 0 @weak` (the card
///   hugs its content).
///
/// The build ends with `print`. Step `s = 1, 2, …` changes one card's width in place,
/// `constant c<j>.w stepWidth(s)` with `j = stepCard(s)`, and ends with `print`;
/// `layout-lab bench FILE --steps` times each step. The new widths (200 to 399) are often
/// narrower than the card's title (200 to 319) plus 24, so the cap becomes active or inactive.
public struct CardsWorkload: Sendable {
    /// The number of cards.
    package var cards: Int
    /// The number of steps.
    package var steps = 200

    /// A workload of `cards` cards and `steps` steps.
    public init(cards: Int, steps: Int = 200) {
        self.cards = cards
        self.steps = steps
    }

    /// Card `k`'s width as built: 300 to 354.
    package static func width(_ k: Int) -> Double { Double(300 + (k * 7) % 55) }
    /// Card `k`'s title height: 20, 24 or 28.
    package static func titleHeight(_ k: Int) -> Double { Double(20 + 4 * (k % 3)) }
    /// Card `k`'s title's natural width: 200 to 319.
    package static func titleWidth(_ k: Int) -> Double { Double(200 + (k * 13) % 120) }
    /// The card that step `s` changes: `(s · 7919) mod cards`, scattered over the board.
    package func stepCard(_ s: Int) -> Int { (s * 7919) % cards }
    /// The width step `s` gives its card: 200 to 399.
    package static func stepWidth(_ s: Int) -> Double { Double(200 + (s * 37) % 200) }

    /// Card `k`'s ten constraints, in the order they are added.
    package static func cardConstraints(_ k: Int) -> [String] {
        let c = "c\(k)"
        return [
            "\(c).top == 16",
            "\(c).x == 16",
            "\(c).w: \(c).width == \(scriptNumber(width(k)))",
            "\(c).ih == 0.5625 * \(c).width",
            "\(c).ty == \(c).top + \(c).ih + 12",
            "\(c).th == \(scriptNumber(titleHeight(k)))",
            "\(c).tw + 24 <= \(c).width",
            "\(c).tw == \(scriptNumber(titleWidth(k))) @medium",
            "\(c).height >= \(c).ty + \(c).th + 12 - \(c).top",
            "\(c).height == 0 @weak",
        ]
    }

    /// The whole script: a header comment (with the `bench` options that time it), the build
    /// ending in `print`, and the steps, each ending in `print`.
    public func script() -> String {
        var text = """
            # cards(\(cards)): \(cards) independent cards of 10 constraints, then \(steps) steps that each change one card's width.
            # bench: --steps

            """
        for k in 0..<cards {
            for line in Self.cardConstraints(k) { text += line + "\n" }
        }
        text += "print\n"
        for s in stride(from: 1, through: steps, by: 1) {
            text += "constant c\(stepCard(s)).w \(scriptNumber(Self.stepWidth(s)))\nprint\n"
        }
        return text
    }
}
