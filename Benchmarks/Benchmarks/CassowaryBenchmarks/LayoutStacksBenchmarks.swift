import Benchmark
import ConstraintLayout
import ScriptWorkloads

// The stacks workload's screen (a feed of cards, each a tree of nested stack views; see
// Sources/ScriptWorkloads/StacksWorkload.swift for the shape) built through the ConstraintLayout API with
// StackView, as an app builds it: what the engine, the stack views' own constraints and the
// solver cost together. Two benchmarks per size: building the screen and laying it out at
// 320 points, and one width re-solve (the sweep 320…1024 by 4, back and forth) followed by
// reading every frame. Each answer is checked against the closed form of the feed's height.

/// The feed: a vertical stack of cards 16 from the screen's edges and top, 12 apart.
final class LayoutStacksScreen: @unchecked Sendable {
    let engine = LayoutEngine()
    let feed = StackView("feed")
    let cardCount: Int
    /// Every view of the screen, for reading frames.
    private(set) var views: [LayoutView] = []
    /// The constraints the stack views do not make: the title block's minimum width and the
    /// images' aspect ratios.
    private var ownConstraints: [LayoutConstraint] = []

    init(views count: Int, width: Double) throws {
        cardCount = StacksWorkload(views: count).cardCount
        let root = engine.root
        feed.axis = .vertical
        feed.spacing = 12
        // The tree is built first and joins the engine once, as a screen's views are made
        // before they are shown: the stacks then arrange their views once, not once per view.
        for c in 0..<cardCount { try feed.addArrangedSubview(try card(c)) }
        try root.addSubview(feed)
        try engine.activate(
            [
                feed.leading == root.leading + 16, feed.trailing == root.trailing - 16, feed.top == root.top + 16,
            ] + ownConstraints)
        try engine.layout(width: width, height: 0)
        // Each card's views: the engine lists its views depth first, parents before children,
        // so after the feed (the root's only subview) come the cards' views, card by card.
        // (Filtering every view of the engine by ancestry, per card, took time growing as the
        // square of the views: 19 ms of the build at 1000 views.)
        views = Array(engine.views.drop { $0 !== feed }.dropFirst())
    }

    /// Card `c`: a view holding, 12 points inside its edges, a vertical stack (spacing 8) of a
    /// header, an image, a body text, an action row and, for `c mod 3` 0 or 1, a toolbar or
    /// two-column stats. (One view more per card than the script, whose card is the stack
    /// itself with a padding; a stack view's margins would be measured from the root's safe
    /// area, which a feed taller than the screen leaves.)
    private func card(_ c: Int) throws -> LayoutView {
        func leaf(_ name: String, width: Double? = nil, height: Double? = nil) -> LayoutView {
            LayoutView("c\(c).\(name)", intrinsicContentSize: IntrinsicContentSize(width: width, height: height))
        }
        func stack(_ name: String, _ axis: LayoutAxis, spacing: Double, _ views: [LayoutView]) throws -> StackView {
            let s = try StackView("c\(c).\(name)", arrangedSubviews: views)
            s.axis = axis
            s.spacing = spacing
            return s
        }
        // The header: avatar, title block (two labels at their natural widths), button.
        let avatar = leaf("av", width: 40, height: 40), button = leaf("bt", width: 32, height: 32)
        try avatar.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        try button.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        let titleBlock = try stack(
            "tb", .vertical, spacing: 2,
            [
                leaf("tt", width: StacksWorkload.titleWidth(c), height: 20),
                leaf("st", width: StacksWorkload.subtitleWidth(c), height: 16),
            ])
        titleBlock.alignment = .leading
        let header = try stack("hd", .horizontal, spacing: 8, [avatar, titleBlock, button])
        header.alignment = .top

        let image = leaf("im")
        let body = leaf("bd", height: Double(18 * StacksWorkload.bodyLines(c)))
        let actions = try stack("ac", .horizontal, spacing: 8, (0..<3).map { leaf("a\($0)", height: 36) })
        actions.distribution = .fillEqually
        var rows: [LayoutView] = [header, image, body, actions]
        if c % 3 == 0 {
            let toolbar = try stack(
                "tl", .horizontal, spacing: 12, (0..<4).map { leaf("t\($0)", width: 28, height: 24) })
            toolbar.distribution = .equalSpacing
            toolbar.alignment = .top
            rows.append(toolbar)
        } else if c % 3 == 1 {
            let stats = try stack("ss", .horizontal, spacing: 12, [leaf("sl", height: 40), leaf("sr", height: 52)])
            stats.distribution = .fillEqually
            stats.alignment = .top
            rows.append(stats)
        }
        let column = try stack("col", .vertical, spacing: 8, rows)
        let card = LayoutView("c\(c)")
        try card.addSubview(column)
        ownConstraints += [
            column.leading == card.leading + 12, column.trailing == card.trailing - 12,
            column.top == card.top + 12, column.bottom == card.bottom - 12,
            titleBlock.width >= 60, image.height == StacksWorkload.imageRatio(c) * image.width,
        ]
        return card
    }

    /// The feed's height by hand at screen width `width`: each card 12 + 40 (the header, its
    /// avatar the tallest) + 8 + ratio·(width − 56) (the image, 32 + 24 narrower than the
    /// screen) + 8 + 18·lines + 8 + 36 (the buttons) + 8 + 24 (toolbar) or 8 + 52 (stats) + 12;
    /// 12 between cards.
    func expectedFeedHeight(width: Double) -> Double {
        var total = 12 * Double(cardCount - 1)
        for c in 0..<cardCount {
            // In parts: one long sum of mixed literals is more than the type checker will take.
            let header: Double = 12 + 40 + 8
            let image: Double = StacksWorkload.imageRatio(c) * (width - 56) + 8
            let body: Double = Double(18 * StacksWorkload.bodyLines(c)) + 8 + 36
            let extra: [Double] = [8 + 24, 8 + 52, 0]
            total += header + image + body + extra[c % 3] + 12
        }
        return total
    }

    /// The sum of every view's frame values, so that reading them cannot be optimised away.
    func readFrames() -> Double {
        var sum = 0.0
        for v in views {
            let f = v.frameInRoot
            sum += f.minX + f.minY + f.width + f.height
        }
        return sum
    }
}

func registerLayoutStacks() {
    for views in [200, 1000] {
        Benchmark("layout stacks(\(views)) build + layout at 320", configuration: buildConfiguration(cells: views)) {
            benchmark in
            for _ in benchmark.scaledIterations {
                benchmark.startMeasurement()
                let screen = try LayoutStacksScreen(views: views, width: 320)
                benchmark.stopMeasurement()
                if abs(screen.feed.frame.height - screen.expectedFeedHeight(width: 320)) > 1e-6 {
                    benchmark.error("feed height \(screen.feed.frame.height) is not the closed form's")
                }
            }
        }

        let screen = State<LayoutStacksScreen>()
        var step = 0
        let widths = Array(stride(from: 320.0, through: 1024, by: 4))
        Benchmark(
            "layout stacks(\(views)) width step + read frames",
            configuration: stepConfiguration(iterations: 2 * widths.count)
        ) { benchmark in
            guard let s = screen.value else { return benchmark.error("screen not set up") }
            step += 1
            // Up the sweep and down again.
            let i = step % (2 * widths.count - 2)
            let width = widths[i < widths.count ? i : 2 * widths.count - 2 - i]
            benchmark.startMeasurement()
            do { try s.engine.layout(width: width, height: 0) } catch {
                benchmark.stopMeasurement()
                return benchmark.error("width \(width): \(error)")
            }
            blackHole(s.readFrames())
            benchmark.stopMeasurement()
            if abs(s.feed.frame.height - s.expectedFeedHeight(width: width)) > 1e-6 {
                benchmark.error("width \(width): feed height \(s.feed.frame.height) is not the closed form's")
            }
        } setup: {
            screen.value = try LayoutStacksScreen(views: views, width: 320)
            step = 0
        } teardown: {
            screen.value = nil
        }
    }
}
