import Benchmark
import Layout

// Issue 3: re-solving after a constant change costs no more than a suggestion. One Layout
// engine holds a 4-column grid of 64 cards (insets, fixed gaps, equal widths, heights on a
// multiplier of the width, rows stacked). The two benchmarks do the two kinds of re-solve on
// the same engine, each followed by reading every card's frame: moving the root's width (an
// edit suggestion) and changing the constant of the first gap constraint in place. Each answer
// is checked against the closed form.

/// The grid and the constraint whose constant the second benchmark changes.
final class LayoutGrid: @unchecked Sendable {
    let engine = LayoutEngine()
    var cards: [View] = []
    var gap: LayoutConstraint!

    init() throws {
        let root = engine.root
        var constraints: [LayoutConstraint] = []
        for i in 0..<64 {
            let card = View("card\(i)")
            try root.addSubview(card)
            cards.append(card)
            let column = i % 4, row = i / 4
            if column == 0 {
                constraints.append(card.leading == root.leading + 16)
            } else {
                let spacing = card.leading == cards[i - 1].trailing + 8
                if i == 1 { gap = spacing }
                constraints.append(spacing)
                constraints.append(card.width == cards[i - 1].width)
            }
            if column == 3 { constraints.append(card.trailing == root.trailing - 16) }
            if row == 0 {
                constraints.append(card.top == root.top + 16)
            } else {
                constraints.append(card.top == cards[i - 4].bottom + 8)
                if column == 0 { constraints.append(card.width == cards[i - 4].width) }
            }
            constraints.append(card.height == 0.75 * card.width)
        }
        try engine.activate(constraints)
    }

    /// The cards' total of x + width + height: the closed form's, for `width` and the first
    /// gap `g` (the other gaps 8): w = (W − 32 − g − 16) / 4.
    static func expectedTotal(width: Double, gap g: Double) -> Double {
        let w = (width - 32 - g - 16) / 4
        var total = 0.0
        for i in 0..<64 {
            let c = i % 4
            let x = 16 + Double(c) * w + (c >= 1 ? g : 0) + Double(max(0, c - 1)) * 8
            total += x + w + 0.75 * w
        }
        return total
    }

    func total() -> Double {
        var sum = 0.0
        for card in cards {
            let f = card.frameInRoot
            sum += f.origin.x + f.size.width + f.size.height
        }
        return sum
    }
}

func registerLayout() {
    let grid = State<LayoutGrid>()
    var step = 0

    Benchmark("layout(64 cards) root width suggestion + read frames", configuration: stepConfiguration(iterations: 20_000)) { benchmark in
        guard let g = grid.value else { return benchmark.error("grid not set up") }
        step += 1
        let width = step % 2 == 0 ? 375.0 : 414.0
        benchmark.startMeasurement()
        try? g.engine.layout(width: width, height: 2000)
        let total = g.total()
        benchmark.stopMeasurement()
        if abs(total - LayoutGrid.expectedTotal(width: width, gap: 8)) > 1e-6 {
            benchmark.error("width \(width): frames do not match the closed form")
        }
    } setup: {
        let g = try LayoutGrid()
        try g.engine.layout(width: 414, height: 2000)
        grid.value = g
        step = 0
    } teardown: {
        grid.value = nil
    }

    Benchmark("layout(64 cards) gap constant change + read frames", configuration: stepConfiguration(iterations: 20_000)) { benchmark in
        guard let g = grid.value else { return benchmark.error("grid not set up") }
        step += 1
        let gap = step % 2 == 0 ? 8.0 : 9.0
        benchmark.startMeasurement()
        try? g.gap.setConstant(gap)
        try? g.engine.layout(width: 375, height: 2000)
        let total = g.total()
        benchmark.stopMeasurement()
        if abs(total - LayoutGrid.expectedTotal(width: 375, gap: gap)) > 1e-6 {
            benchmark.error("gap \(gap): frames do not match the closed form")
        }
    } setup: {
        let g = try LayoutGrid()
        try g.engine.layout(width: 375, height: 2000)
        grid.value = g
        step = 0
    } teardown: {
        grid.value = nil
    }
}
