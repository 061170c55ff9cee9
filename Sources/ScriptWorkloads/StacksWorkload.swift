import ConstraintScript

/// The stacks workload: a scrolling screen of cards, each a tree of nested stack views, the way
/// a feed is usually built with stack views.
///
/// Every view `V` has the variables `V.x`, `V.y`, `V.w` and `V.h`; `width` is the screen
/// width, an edit variable at `strong`. Card `c` (views named `c<c>.…`) is a vertical stack
/// (padding 12, spacing 8, children as wide as the card less the padding) of:
///
/// - `hd`, the header: a horizontal stack (spacing 8, children top-aligned) of a fixed 40 × 40
///   avatar `av`, a flexible title block `tb` (`tb.w >= 60`) and a fixed 32 × 32 button `bt`
///   (its right edge on the header's). The title block is a vertical stack (spacing 2) of two
///   labels, `tt` (20 high) and `st` (16 high); each label is at most its natural width
///   (`<= titleWidth(c)`, `<= subtitleWidth(c)`) and at most the block's, and wishes to fill the
///   block (`tt.w == tb.w @medium`).
/// - `im`, an image with a fixed aspect ratio (`im.h == imageRatio(c) * im.w`).
/// - `bd`, a body text `18 · bodyLines(c)` high.
/// - `ac`, an action row: three buttons `a0 a1 a2` of equal width (spacing 8), each `>= 44`,
///   `<= 120` and wishing to be 120 wide (`@medium`), the row's right edge not past its own.
/// - For `c mod 3 == 0` a toolbar `tl`: four 28 × 24 items `t0 … t3`, each at least 12 after
///   the previous (`>=`), the last inside the toolbar, each pulled to the leading edge
///   (`t<i>.x == tl.x @weak`).
/// - For `c mod 3 == 1` two-column stats `ss`: `sl` (40 high) and `sr` (52 high) of equal width
///   12 apart, filling the row.
///
/// A horizontal stack is at least as high as each child (`>=`) and hugs them (`h == 0 @weak`).
/// The cards are 16 from the screen's left and right edges and 12 apart, the first 16 from the
/// top. A card has 18, 16 or 13 views (``viewsPerCard(_:)``), about 16 on average; the script
/// has as many cards as it takes to reach the number of views asked for.
///
/// *Order.* ``Order/topDown`` adds the constraints as stack views do: a view's arrangement of
/// its children (positions, widths, the hugging height), then each child's subtree in turn, the
/// leaves' own sizes last (a pre-order walk; the screen's arrangement of the cards first).
/// ``Order/leavesFirst`` adds the same constraints children first (a post-order walk: the
/// leaves' sizes first, the screen's arrangement of the cards last). Both give the same answer.
public struct StacksWorkload: Sendable {
    /// The order in which the constraints are added.
    public enum Order: String, Sendable, CaseIterable {
        /// Each view's arrangement before its children's (pre-order).
        case topDown = "top-down"
        /// Each view's children before its arrangement (post-order).
        case leavesFirst = "leaves-first"
    }

    /// The number of views asked for (the script has at least this many, in whole cards).
    package var views: Int
    /// The order in which the constraints are added.
    package var order = Order.topDown

    /// Cards of stacks adding up to at least `views` views, their constraints added in `order`.
    public init(views: Int, order: Order = .topDown) {
        self.views = views
        self.order = order
    }

    /// The screen width's sweep: 320 to 1024, step 4.
    package static let sweep: (from: Double, to: Double, step: Double) = (320, 1024, 4)

    /// The number of views of card `c`: 18 with a toolbar (`c mod 3 == 0`), 16 with stats
    /// (`c mod 3 == 1`), 13 otherwise.
    public static func viewsPerCard(_ c: Int) -> Int { [18, 16, 13][c % 3] }
    /// The natural width of card `c`'s title: 100 to 279.
    public static func titleWidth(_ c: Int) -> Double { Double(100 + (c * 37) % 180) }
    /// The natural width of card `c`'s subtitle: 60 to 259.
    public static func subtitleWidth(_ c: Int) -> Double { Double(60 + (c * 53) % 200) }
    /// The height-to-width ratio of card `c`'s image: 9:16, 3:4 or 1:1.
    public static func imageRatio(_ c: Int) -> Double { [0.5625, 0.75, 1][c % 3] }
    /// The number of 18-point lines of card `c`'s body: 2 to 5.
    public static func bodyLines(_ c: Int) -> Int { 2 + c % 4 }

    /// The number of cards: as many as it takes to reach ``views`` (at least one).
    public var cardCount: Int {
        var total = 0, cards = 0
        repeat {
            total += Self.viewsPerCard(cards)
            cards += 1
        } while total < views
        return cards
    }

    /// The number of views of the script (a whole number of cards).
    public var viewCount: Int { (0..<cardCount).reduce(0) { $0 + Self.viewsPerCard($1) } }

    /// A view with the constraints it contributes (its arrangement of its children, or a
    /// leaf's own size) and its children.
    private struct Node {
        var constraints: [String]
        var children: [Node] = []
    }

    /// The constraint statements in ``order``, one per line.
    package func constraints() -> [String] {
        let cards = (0..<cardCount).map(card)
        var screen: [String] = []
        for c in 0..<cardCount {
            screen.append("c\(c).x == 16")
            screen.append("c\(c).w + 32 == width")
            screen.append(c == 0 ? "c0.y == 16" : "c\(c).y == c\(c - 1).y + c\(c - 1).h + 12")
        }
        var lines: [String] = []
        func walk(_ node: Node) {
            if order == .topDown { lines += node.constraints }
            for child in node.children { walk(child) }
            if order == .leavesFirst { lines += node.constraints }
        }
        walk(Node(constraints: screen, children: cards))
        return lines
    }

    /// Card `c`'s tree.
    private func card(_ c: Int) -> Node {
        let card = "c\(c)"
        func view(_ name: String) -> String { "\(card).\(name)" }
        let (hd, av, tb, tt, st, bt) = (view("hd"), view("av"), view("tb"), view("tt"), view("st"), view("bt"))
        let (im, bd, ac) = (view("im"), view("bd"), view("ac"))

        // The header: avatar, title block (two labels), button.
        let titleBlock = Node(
            constraints: [
                "\(tb).w >= 60",
                "\(tt).x == \(tb).x", "\(st).x == \(tb).x",
                "\(tt).y == \(tb).y", "\(st).y == \(tt).y + \(tt).h + 2", "\(tb).y + \(tb).h == \(st).y + \(st).h",
                "\(tt).w <= \(tb).w", "\(st).w <= \(tb).w",
                "\(tt).w == \(tb).w @medium", "\(st).w == \(tb).w @medium",
            ],
            children: [
                Node(constraints: ["\(tt).w <= \(scriptNumber(Self.titleWidth(c)))", "\(tt).h == 20"]),
                Node(constraints: ["\(st).w <= \(scriptNumber(Self.subtitleWidth(c)))", "\(st).h == 16"]),
            ])
        let header = Node(
            constraints: [
                "\(av).x == \(hd).x", "\(tb).x == \(av).x + \(av).w + 8", "\(bt).x == \(tb).x + \(tb).w + 8",
                "\(bt).x + \(bt).w == \(hd).x + \(hd).w",
                "\(av).y == \(hd).y", "\(tb).y == \(hd).y", "\(bt).y == \(hd).y",
                "\(hd).h >= \(av).h", "\(hd).h >= \(tb).h", "\(hd).h >= \(bt).h", "\(hd).h == 0 @weak",
            ],
            children: [
                Node(constraints: ["\(av).w == 40", "\(av).h == 40"]),
                titleBlock,
                Node(constraints: ["\(bt).w == 32", "\(bt).h == 32"]),
            ])
        let image = Node(constraints: ["\(im).h == \(Self.imageRatio(c)) * \(im).w"])
        let body = Node(constraints: ["\(bd).h == \(18 * Self.bodyLines(c))"])

        // The action row: three buttons of equal width.
        let buttons = (0..<3).map { view("a\($0)") }
        var actionRow = ["\(buttons[0]).x == \(ac).x"]
        for i in 1..<3 {
            actionRow.append("\(buttons[i]).x == \(buttons[i - 1]).x + \(buttons[i - 1]).w + 8")
            actionRow.append("\(buttons[i]).w == \(buttons[0]).w")
        }
        actionRow.append("\(buttons[2]).x + \(buttons[2]).w <= \(ac).x + \(ac).w")
        for b in buttons { actionRow += ["\(b).y == \(ac).y", "\(ac).h >= \(b).h"] }
        actionRow.append("\(ac).h == 0 @weak")
        let actions = Node(
            constraints: actionRow,
            children: buttons.map { b in
                Node(constraints: ["\(b).w >= 44", "\(b).w <= 120", "\(b).w == 120 @medium", "\(b).h == 36"])
            })

        var children: [(name: String, node: Node)] = [(hd, header), (im, image), (bd, body), (ac, actions)]
        if c % 3 == 0 {
            let tl = view("tl")
            let items = (0..<4).map { view("t\($0)") }
            var bar = ["\(items[0]).x >= \(tl).x"]
            for i in 1..<4 { bar.append("\(items[i]).x >= \(items[i - 1]).x + \(items[i - 1]).w + 12") }
            bar.append("\(items[3]).x + \(items[3]).w <= \(tl).x + \(tl).w")
            for t in items { bar += ["\(t).x == \(tl).x @weak", "\(t).y == \(tl).y", "\(tl).h >= \(t).h"] }
            bar.append("\(tl).h == 0 @weak")
            children.append(
                (
                    tl,
                    Node(
                        constraints: bar,
                        children: items.map { t in
                            Node(constraints: ["\(t).w == 28", "\(t).h == 24"])
                        })
                ))
        } else if c % 3 == 1 {
            let (ss, sl, sr) = (view("ss"), view("sl"), view("sr"))
            children.append(
                (
                    ss,
                    Node(
                        constraints: [
                            "\(sl).x == \(ss).x", "\(sr).x == \(sl).x + \(sl).w + 12",
                            "\(sr).x + \(sr).w == \(ss).x + \(ss).w",
                            "\(sr).w == \(sl).w",
                            "\(sl).y == \(ss).y", "\(sr).y == \(ss).y", "\(ss).h >= \(sl).h", "\(ss).h >= \(sr).h",
                            "\(ss).h == 0 @weak",
                        ],
                        children: [
                            Node(constraints: ["\(sl).h == 40"]),
                            Node(constraints: ["\(sr).h == 52"]),
                        ])
                ))
        }

        // The card: a vertical stack with padding 12 and spacing 8.
        var stack: [String] = []
        for (i, child) in children.enumerated() {
            stack.append("\(child.name).x == \(card).x + 12")
            stack.append("\(child.name).w + 24 == \(card).w")
            if i == 0 {
                stack.append("\(child.name).y == \(card).y + 12")
            } else {
                let previous = children[i - 1].name
                stack.append("\(child.name).y == \(previous).y + \(previous).h + 8")
            }
        }
        let last = children[children.count - 1].name
        stack.append("\(card).y + \(card).h == \(last).y + \(last).h + 12")
        return Node(constraints: stack, children: children.map(\.node))
    }

    /// The whole script: a header comment (with the `bench` options that sweep it),
    /// `edit width @strong`, `suggest width` at the sweep's start (so the build solves the layout at a
    /// width it is shown at, and the sweep starts there) and the constraints.
    public func script() -> String {
        var text = """
            # stacks(\(views)): \(cardCount) card\(cardCount == 1 ? "" : "s") of nested stack views, \(viewCount) views, constraints added \(order.rawValue).
            # bench: --sweep width \(scriptNumber(Self.sweep.from)) \(scriptNumber(Self.sweep.to)) \(scriptNumber(Self.sweep.step))
            edit width @strong
            suggest width \(scriptNumber(Self.sweep.from))

            """
        for line in constraints() { text += line + "\n" }
        return text
    }
}
