import Benchmark
import Cassowary
import ConstraintLayout

// MARK: - soak: a long-lived solver

/// A solver that lives long: about a thousand constraints over a row of views, and a stream of
/// mixed operations — suggestions for the width, constant changes, and one in ten replacing a
/// weak wish by one on a fresh variable (a view made and dropped). The same step is timed on
/// a solver that has just been built and on one that has been through a million operations
/// first: the ratio of the two (same run, same machine) is what a long-lived solver pays for
/// its past, and should be about 1.
struct SoakSystem {
    let count = 300
    var solver = Solver()
    var width = Variable("width")
    var lefts: [Variable] = []
    var widths: [Variable] = []
    var gaps: [Constraint] = []
    /// The replaceable weak wishes, each on a variable of its own.
    var wishes: [Constraint] = []
    var step = 0
    var fresh = 0

    init() throws {
        try solver.addEditVariable(width)
        try solver.suggestValue(1_000, for: width)
        var previous: Variable? = nil
        for i in 0..<count {
            let left = Variable("left\(i)"), w = Variable("w\(i)")
            lefts.append(left)
            widths.append(w)
            let gap = previous.map { left == $0 + 2 } ?? (left == 0)
            gaps.append(gap)
            try solver.add(gap)
            try solver.add(w >= 1)
            try solver.add(w == 10 ~ .weak)
            previous = left
            let wish = Variable("wish\(i)")
            let c = wish == w + 1 ~ .weak
            wishes.append(c)
            try solver.add(c)
        }
        try solver.add(lefts[count - 1] + widths[count - 1] <= width)
    }

    /// One operation of the stream.
    mutating func next() throws {
        step += 1
        switch step % 10 {
        case 0:
            // A view dropped and another made: a weak wish on a fresh variable replaces one.
            let k = (step / 10) % wishes.count
            try solver.remove(wishes[k])
            fresh += 1
            let c = Variable("fresh\(fresh)") == widths[k] + 1 ~ .weak
            wishes[k] = c
            try solver.add(c)
        case 1, 2:
            let k = (step * 7) % gaps.count
            if k > 0 { try solver.setConstant(Double(step % 5), for: gaps[k]) }
        default:
            try solver.suggestValue(Double(800 + step % 400), for: width)
        }
    }
}

/// A screen that lives long: a vertical stack of 200 rows under the root, each row a view with
/// a title and a detail label side by side. One operation in ten replaces a row (the old view
/// leaves the stack and the tree, a fresh one with fresh constraints takes its place), the
/// others lay the screen out at another width. Measured fresh and after 2·10⁴ operations (2 000
/// rows made and dropped, ten times the screen), as for the solver above.
struct LayoutSoakSystem {
    let engine = LayoutEngine()
    let list = StackView("list")
    var rows: [LayoutView] = []
    var step = 0
    var made = 0

    init(rows count: Int = 200) throws {
        list.axis = .vertical
        list.spacing = 4
        var own: [LayoutConstraint] = []
        for _ in 0..<count {
            let (row, constraints) = try makeRow()
            rows.append(row)
            own += constraints
            try list.addArrangedSubview(row)
        }
        let root = engine.root
        try root.addSubview(list)
        try engine.activate(
            [list.leading == root.leading + 16, list.trailing == root.trailing - 16, list.top == root.top] + own)
        try engine.layout(width: 375, height: 0)
    }

    /// A row and the constraints that place its labels.
    mutating func makeRow() throws -> (LayoutView, [LayoutConstraint]) {
        made += 1
        let row = LayoutView("row\(made)")
        let title = LayoutView("title\(made)", intrinsicContentSize: IntrinsicContentSize(width: 120, height: 20))
        let detail = LayoutView("detail\(made)", intrinsicContentSize: IntrinsicContentSize(width: 60, height: 20))
        try row.addSubview(title)
        try row.addSubview(detail)
        return (
            row,
            [
                title.leading == row.leading + 8, title.top == row.top + 4, title.bottom == row.bottom - 4,
                detail.trailing == row.trailing - 8, detail.centerY == title.centerY,
                detail.leading >= title.trailing + 8,
            ]
        )
    }

    /// One operation of the stream.
    mutating func next() throws {
        step += 1
        if step % 10 == 0 {
            let k = (step / 10 * 7) % rows.count
            let old = rows[k]
            list.removeArrangedSubview(old)
            old.removeFromSuperview()
            let (row, constraints) = try makeRow()
            try list.insertArrangedSubview(row, at: k)
            try engine.activate(constraints)
            rows[k] = row
        } else {
            try engine.layout(width: Double(320 + step % 400), height: 0)
        }
    }
}

func registerSoak() {
    for warm in [0, 20_000] {
        let state = State<LayoutSoakSystem>()
        let name =
            warm == 0 ? "soak: layout operation, fresh engine" : "soak: layout operation after 2·10⁴ operations"
        Benchmark(name, configuration: stepConfiguration(iterations: 5_000)) { benchmark in
            guard var system = state.value else { return benchmark.error("layout soak not set up") }
            state.value = nil
            benchmark.startMeasurement()
            do { try system.next() } catch { benchmark.error("layout soak: \(error)") }
            benchmark.stopMeasurement()
            state.value = system
        } setup: {
            var system = try LayoutSoakSystem()
            for _ in 0..<warm { try system.next() }
            state.value = system
        } teardown: {
            state.value = nil
        }
    }
    for warm in [0, 1_000_000] {
        let state = State<SoakSystem>()
        let name = warm == 0 ? "soak: mixed operation, fresh solver" : "soak: mixed operation after 10⁶ operations"
        Benchmark(name, configuration: stepConfiguration(iterations: 20_000)) { benchmark in
            guard var system = state.value else { return benchmark.error("soak not set up") }
            state.value = nil
            benchmark.startMeasurement()
            do { try system.next() } catch { benchmark.error("soak: \(error)") }
            benchmark.stopMeasurement()
            state.value = system
        } setup: {
            var system = try SoakSystem()
            for _ in 0..<warm { try system.next() }
            state.value = system
        } teardown: {
            state.value = nil
        }
    }
}
