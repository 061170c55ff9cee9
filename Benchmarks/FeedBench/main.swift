// The social feed of `compare-feed` built and laid out through ConstraintLayout, as an app
// builds it: stack views, content sizes and one aspect-ratio constraint a card.
//
//     feed-bench --cards N [--repeat K] [--sweep FROM TO STEP] [--frames-at W,...]
//                [--middle ROWS STEPS]
//
// Writes one JSON object (see feed_bench.py for the tree and the phases, which this follows
// view for view): build times (a fresh engine each: the views, the stack views' arrangements,
// the activation and the first layout at the sweep's first width), the mallocs and bytes of
// one build when the malloc counter of `compare-feed` is preloaded, the sweep's steps (a width
// change, then every view's frame read), the frames at the widths asked for, and with
// --middle the step times of a list of ROWS rows (`RowList`) whose middle row is taken out
// and a fresh one put in its place, then laid out, STEPS times.

import ConstraintLayout

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The counters of the preloaded malloc counter, nil when it is not loaded.
struct MallocCounter {
    let calls: UnsafePointer<UInt64>
    let bytes: UnsafePointer<UInt64>

    init?() {
        let everywhere = UnsafeMutableRawPointer(bitPattern: 0)
        guard let calls = dlsym(everywhere, "feed_malloc_calls"), let bytes = dlsym(everywhere, "feed_malloc_bytes")
        else { return nil }
        self.calls = UnsafePointer(calls.assumingMemoryBound(to: UInt64.self))
        self.bytes = UnsafePointer(bytes.assumingMemoryBound(to: UInt64.self))
    }

    var now: (calls: UInt64, bytes: UInt64) { (calls.pointee, bytes.pointee) }
}

func bodyLines(_ c: Int) -> Int { 2 + c % 4 }
func titleWidth(_ c: Int) -> Double { Double(80 + (c * 37) % 100) }
func subtitleWidth(_ c: Int) -> Double { Double(60 + (c * 53) % 120) }

/// The feed: the engine, the feed stack and every view below it, depth first.
final class FeedScreen {
    let engine = LayoutEngine()
    let feed = StackView("feed")
    var views: [LayoutView] = []

    init(cards: Int, width: Double) throws {
        feed.axis = .vertical
        feed.spacing = 12
        var ratios: [LayoutConstraint] = []
        for c in 0..<cards {
            let (card, ratio) = try Self.card(c)
            try feed.addArrangedSubview(card)
            ratios.append(ratio)
        }
        let root = engine.root
        try root.addSubview(feed)
        try engine.activate(
            [feed.leading == root.leading + 16, feed.trailing == root.trailing - 16, feed.top == root.top + 16]
                + ratios)
        try engine.layout(width: width, height: 0)
        views = Array(engine.views.dropFirst())
    }

    /// Card `c` (a vertical stack, 8 apart: header, image, body, actions) and its image's ratio.
    static func card(_ c: Int, prefix: String = "c") throws -> (StackView, LayoutConstraint) {
        func leaf(_ name: String, width: Double? = nil, height: Double? = nil) -> LayoutView {
            LayoutView("\(prefix)\(c).\(name)", intrinsicContentSize: IntrinsicContentSize(width: width, height: height))
        }
        func stack(_ name: String, _ axis: LayoutAxis, spacing: Double, _ views: [LayoutView]) throws -> StackView {
            let s = try StackView(name, arrangedSubviews: views)
            s.axis = axis
            s.spacing = spacing
            return s
        }
        let avatar = leaf("av", width: 40, height: 40), button = leaf("bt", width: 32, height: 32)
        try avatar.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        try button.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        let title = try stack(
            "\(prefix)\(c).tb", .vertical, spacing: 2,
            [leaf("tt", width: titleWidth(c), height: 20), leaf("st", width: subtitleWidth(c), height: 16)])
        title.alignment = .leading
        let header = try stack("\(prefix)\(c).hd", .horizontal, spacing: 8, [avatar, title, button])
        header.alignment = .top
        let image = leaf("im")
        let body = leaf("bd", height: Double(18 * bodyLines(c)))
        let actions = try stack("\(prefix)\(c).ac", .horizontal, spacing: 8, (0..<3).map { leaf("a\($0)", height: 36) })
        actions.distribution = .fillEqually
        let card = try stack("\(prefix)\(c)", .vertical, spacing: 8, [header, image, body, actions])
        return (card, image.height == 0.5625 * image.width)
    }

    /// Every view's frame read, summed so that the reads cannot be left out.
    func readFrames() -> Double {
        var sum = 0.0
        for v in views {
            let f = v.frame
            sum += f.minX + f.minY + f.width + f.height
        }
        return sum
    }
}

/// A long list (a vertical stack, 4 apart) of rows, each a view with a title and a detail label
/// side by side, as the soak benchmark's screen: the middle row is replaced, its six
/// constraints with it.
final class RowList {
    let engine = LayoutEngine()
    let list = StackView("list")
    var made = 0

    init(rows: Int) throws {
        list.axis = .vertical
        list.spacing = 4
        var constraints: [LayoutConstraint] = []
        for _ in 0..<rows {
            let (row, own) = try makeRow()
            try list.addArrangedSubview(row)
            constraints += own
        }
        let root = engine.root
        try root.addSubview(list)
        try engine.activate(
            [list.leading == root.leading + 16, list.trailing == root.trailing - 16, list.top == root.top]
                + constraints)
        try engine.layout(width: 375, height: 0)
    }

    func makeRow() throws -> (LayoutView, [LayoutConstraint]) {
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

    /// The middle row out of the stack and the tree, a fresh one in its place, a layout.
    func replaceMiddleRow() throws {
        let k = list.arrangedSubviews.count / 2
        let old = list.arrangedSubviews[k]
        list.removeArrangedSubview(old)
        old.removeFromSuperview()
        let (row, constraints) = try makeRow()
        try list.insertArrangedSubview(row, at: k)
        try engine.activate(constraints)
        try engine.layout(width: 375, height: 0)
    }
}

func seconds(_ d: Duration) -> Double {
    Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
}

func median(_ xs: [Double]) -> Double {
    let s = xs.sorted()
    return s.isEmpty ? 0 : s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

func json(_ value: Any) -> String {
    switch value {
    case let d as Double: return d.isFinite ? "\(d)" : "null"
    case let i as Int: return "\(i)"
    case let i as UInt64: return "\(i)"
    case let s as String: return "\"\(s)\""
    case let o as [(String, Any)]: return "{" + o.map { "\"\($0.0)\":\(json($0.1))" }.joined(separator: ",") + "}"
    case let a as [Any]: return "[" + a.map(json).joined(separator: ",") + "]"
    default: return "null"
    }
}

func run() throws {
    var arguments = Array(CommandLine.arguments.dropFirst())
    var cards = 100, repeats = 5
    var sweep = (320.0, 1024.0, 16.0)
    var framesAt = [375.0]
    var middle: (rows: Int, steps: Int)?
    func take() throws -> String {
        guard !arguments.isEmpty else { throw FeedBenchError.usage("an option is missing its value") }
        return arguments.removeFirst()
    }
    func number(_ text: String) throws -> Double {
        guard let value = Double(text) else { throw FeedBenchError.usage("'\(text)' is not a number") }
        return value
    }
    while !arguments.isEmpty {
        let option = arguments.removeFirst()
        switch option {
        case "--cards": cards = Int(try number(try take()))
        case "--repeat": repeats = Int(try number(try take()))
        case "--sweep": sweep = (try number(try take()), try number(try take()), try number(try take()))
        case "--frames-at": framesAt = try take().split(separator: ",").map { try number(String($0)) }
        case "--middle": middle = (Int(try number(try take())), Int(try number(try take())))
        default: throw FeedBenchError.usage("unknown option '\(option)'")
        }
    }
    var widths = Array(stride(from: sweep.0, through: sweep.1, by: sweep.2))
    widths += widths.dropLast().reversed()
    let clock = ContinuousClock()
    var report: [(String, Any)] = [("engine", "ConstraintLayout"), ("cards", cards)]

    var builds: [Double] = []
    var screen: FeedScreen?
    let counter = MallocCounter()
    var allocation: (calls: UInt64, bytes: UInt64)?
    for _ in 0..<max(repeats, 1) {
        screen = nil
        let before = counter?.now
        let start = clock.now
        let built = try FeedScreen(cards: cards, width: widths[0])
        builds.append(seconds(clock.now - start))
        if let counter, let before {
            let after = counter.now
            allocation = (after.calls - before.calls, after.bytes - before.bytes)
        }
        screen = built
    }
    let s = screen!
    report.append(("views", s.views.count))
    report.append(("build", [("median", median(builds)), ("min", builds.min()!), ("times", builds as [Any])]))
    if let allocation {
        report.append(("build_mallocs", allocation.calls))
        report.append(("build_bytes", allocation.bytes))
    }

    var steps: [Double] = []
    var sink = 0.0
    for width in widths {
        let start = clock.now
        try s.engine.layout(width: width, height: 0)
        sink += s.readFrames()
        steps.append(seconds(clock.now - start))
    }
    report.append(("sweep", [("median", median(steps)), ("min", steps.min()!), ("times", steps as [Any])]))

    var frames: [(String, Any)] = []
    for width in framesAt {
        try s.engine.layout(width: width, height: 0)
        let text = width == width.rounded() ? "\(Int(width))" : "\(width)"
        frames.append(
            (
                text,
                s.views.map { v -> Any in
                    let f = v.frameInRoot
                    return [f.minX, f.minY, f.width, f.height] as [Any]
                } as [Any]
            ))
    }
    report.append(("frames", frames))
    report.append(("names", s.views.map(\.name) as [Any]))
    screen = nil

    if let middle {
        let list = try RowList(rows: middle.rows)
        var times: [Double] = []
        for _ in 0..<middle.steps {
            let start = clock.now
            try list.replaceMiddleRow()
            times.append(seconds(clock.now - start))
        }
        report.append(("middle", [("rows", middle.rows), ("median", median(times)), ("times", times as [Any])]))
    }
    report.append(("sink", sink))
    print(json(report))
}

enum FeedBenchError: Error, CustomStringConvertible {
    case usage(String)
    var description: String {
        switch self {
        case .usage(let message): "feed-bench: \(message)"
        }
    }
}

do { try run() } catch {
    let message = "\(error)\n"
    _ = message.withCString { write(2, $0, strlen($0)) }
    exit(1)
}
