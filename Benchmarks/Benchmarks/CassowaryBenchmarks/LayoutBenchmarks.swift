import Benchmark
import ConstraintLayout

// Re-solving after a constant change costs no more than a suggestion. One Layout
// engine holds a 4-column grid of 64 cards (insets, fixed gaps, equal widths, heights on a
// multiplier of the width, rows stacked). The two benchmarks do the two kinds of re-solve on
// the same engine, each followed by reading every card's frame: moving the root's width (an
// edit suggestion) and changing the constant of the first card's top inset in place (which
// moves the first column down). Each answer is checked against the closed form.

/// The grid and the constraint whose constant the second benchmark changes.
final class LayoutGrid: @unchecked Sendable {
    let engine = LayoutEngine()
    var cards: [LayoutView] = []
    /// `card0.top == root.top + 16`: changing it moves the first column, and nothing else.
    var topInset: LayoutConstraint!

    init() throws {
        let root = engine.root
        var constraints: [LayoutConstraint] = []
        for i in 0..<64 {
            let card = LayoutView("card\(i)")
            try root.addSubview(card)
            cards.append(card)
            let column = i % 4, row = i / 4
            if column == 0 {
                constraints.append(card.leading == root.leading + 16)
            } else {
                constraints.append(card.leading == cards[i - 1].trailing + 8)
                constraints.append(card.width == cards[i - 1].width)
            }
            if column == 3 { constraints.append(card.trailing == root.trailing - 16) }
            if row == 0 {
                let top = card.top == root.top + 16
                if i == 0 { topInset = top }
                constraints.append(top)
            } else {
                constraints.append(card.top == cards[i - 4].bottom + 8)
                if column == 0 { constraints.append(card.width == cards[i - 4].width) }
            }
            constraints.append(card.height == 0.75 * card.width)
        }
        try engine.activate(constraints)
    }

    /// The cards' total of x + y + width + height, by the closed form for the root's `width`
    /// and the first card's top inset `t`: w = (W − 2·16 − 3·8) / 4, h = 0.75 w,
    /// x = 16 + c (w + 8), y = 16 + r (h + 8), plus t − 16 in the first column.
    static func expectedTotal(width: Double, top t: Double) -> Double {
        let w = (width - 56) / 4, h = 0.75 * w
        var total = 0.0
        for i in 0..<64 {
            let c = Double(i % 4), r = Double(i / 4)
            let x = 16 + c * (w + 8)
            let y = 16 + r * (h + 8) + (i % 4 == 0 ? t - 16 : 0)
            total += x + y + w + h
        }
        return total
    }

    func total() -> Double {
        var sum = 0.0
        for card in cards {
            let f = card.frameInRoot
            sum += f.origin.x + f.origin.y + f.size.width + f.size.height
        }
        return sum
    }
}

func registerLayout() {
    registerLayoutStacks()
    let grid = State<LayoutGrid>()
    var step = 0

    Benchmark(
        "layout(64 cards) root width suggestion + read frames", configuration: stepConfiguration(iterations: 20_000)
    ) { benchmark in
        guard let g = grid.value else { return benchmark.error("grid not set up") }
        step += 1
        let width = step % 2 == 0 ? 375.0 : 414.0
        benchmark.startMeasurement()
        try? g.engine.layout(width: width, height: 2000)
        let total = g.total()
        benchmark.stopMeasurement()
        if abs(total - LayoutGrid.expectedTotal(width: width, top: 16)) > 1e-6 {
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

    Benchmark("layout(64 cards) constant change + read frames", configuration: stepConfiguration(iterations: 20_000)) {
        benchmark in
        guard let g = grid.value else { return benchmark.error("grid not set up") }
        step += 1
        let top = step % 2 == 0 ? 16.0 : 17.0
        benchmark.startMeasurement()
        let changed: Void? = try? g.topInset.setConstant(top)  // re-solves in place
        let total = g.total()
        benchmark.stopMeasurement()
        if changed == nil { return benchmark.error("the constant change was refused") }
        if abs(total - LayoutGrid.expectedTotal(width: 375, top: top)) > 1e-6 {
            benchmark.error("top \(top): frames do not match the closed form")
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
