// Layout shapes that no benchmark family names, built through ConstraintLayout as an app
// builds them, at n and 4n views: the build and first layout's time and its growth.
//
//     shapes-bench [--sizes N,M,...] [--repeat K] [--only SHAPE]
//
// Prints a Markdown table: each shape's least time over K builds at each size (a fresh engine
// each), and the log-log slope between consecutive sizes (1 linear, 2 quadratic). The
// performance fuzzer (`Tests/PerformanceFuzzTests`) checks the solver's motifs by its work
// counters; this runs whole screens' shapes through the engine, stack views included, where a
// shape that grows faster than the others shows first.

import ConstraintLayout

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A label-like leaf: a view with an intrinsic content size.
func leaf(_ name: String, _ width: Double, _ height: Double) -> LayoutView {
    LayoutView(name, intrinsicContentSize: IntrinsicContentSize(width: width, height: height))
}

/// A fresh engine holding `view` alone, its leading, trailing and top edges on the root's,
/// laid out `width` points wide.
func laidOut(_ view: LayoutView, width: Double) throws -> LayoutEngine {
    let engine = LayoutEngine()
    try engine.root.addSubview(view)
    try engine.activate([
        view.leading == engine.root.leading, view.trailing == engine.root.trailing, view.top == engine.root.top,
    ])
    try engine.layout(width: width, height: 0)
    return engine
}

/// A vertical stack view, its views `spacing` apart.
func column(_ name: String, spacing: Double) -> StackView {
    let stack = StackView(name)
    stack.axis = .vertical
    stack.spacing = spacing
    return stack
}

/// A horizontal stack of `n` leaves (widths 10–16, heights 10–14) with `distribution`,
/// centred, filling the root's width, laid out 22 points a view wide.
func row(_ n: Int, _ distribution: StackView.Distribution) throws -> LayoutEngine {
    let row = StackView("row")
    row.distribution = distribution
    row.alignment = .center
    row.spacing = 2
    for i in 0..<n { try row.addArrangedSubview(leaf("i\(i)", Double(10 + i % 7), Double(10 + i % 5))) }
    return try laidOut(row, width: Double(22 * n))
}

/// A form of `n` rows, each a label and a field; every label as wide as the first (the widest
/// wins), the fields filling the rest, the rows 8 apart.
func form(_ n: Int) throws -> LayoutEngine {
    let engine = LayoutEngine()
    let root = engine.root
    var constraints: [LayoutConstraint] = []
    var above: LayoutView?
    var firstLabel: LayoutView?
    for i in 0..<n {
        let label = leaf("l\(i)", Double(40 + (i * 37) % 80), 20)
        let field = leaf("f\(i)", 100, 30)
        try root.addSubview(label)
        try root.addSubview(field)
        constraints += [
            label.leading == root.leading + 16, field.leading == label.trailing + 8,
            field.trailing == root.trailing - 16, label.centerY == field.centerY,
        ]
        if let above { constraints.append(field.top == above.bottom + 8) } else { constraints.append(field.top == root.top + 16) }
        if let firstLabel { constraints.append(label.width == firstLabel.width) } else { firstLabel = label }
        above = field
    }
    try engine.activate(constraints)
    try engine.layout(width: 375, height: 0)
    return engine
}

/// `n` vertical stacks nested in each other, each holding a label and the next stack,
/// aligned to their leading edges.
func nested(_ n: Int) throws -> LayoutEngine {
    let engine = LayoutEngine()
    func stack(_ name: String) -> StackView {
        let s = column(name, spacing: 2)
        s.alignment = .leading
        return s
    }
    let top = stack("s0")
    var current = top
    for i in 1..<n {
        try current.addArrangedSubview(leaf("l\(i)", Double(10 + i % 50), 10))
        let next = stack("s\(i)")
        try current.addArrangedSubview(next)
        current = next
    }
    try engine.root.addSubview(top)
    try engine.activate([top.leading == engine.root.leading, top.top == engine.root.top])
    try engine.layout(width: 375, height: 0)
    return engine
}

/// A vertical stack of `n` labels filling the root's width.
func labels(_ n: Int) throws -> LayoutEngine {
    let stack = column("column", spacing: 4)
    for i in 0..<n { try stack.addArrangedSubview(leaf("l\(i)", Double(100 + i % 50), Double(17 + i % 3))) }
    return try laidOut(stack, width: 375)
}

/// `n` cells: a vertical stack of fill-equally rows of 10 cells each.
func grid(_ n: Int) throws -> LayoutEngine {
    let stack = column("column", spacing: 4)
    for r in 0..<(n / 10) {
        let row = StackView("r\(r)")
        row.distribution = .fillEqually
        row.spacing = 4
        for c in 0..<10 {
            try row.addArrangedSubview(
                leaf("r\(r)c\(c)", Double(20 + (r * 7 + c * 3) % 30), Double(10 + (r + c) % 20)))
        }
        try stack.addArrangedSubview(row)
    }
    return try laidOut(stack, width: 1024)
}

/// A feed that grows as an infinite scroll does: `n` cards (a header row of an avatar and a
/// title, then a body) appended 20 at a time, with a layout after each 20.
func appended(_ n: Int) throws -> LayoutEngine {
    let engine = LayoutEngine()
    let feed = column("feed", spacing: 12)
    try engine.root.addSubview(feed)
    try engine.activate([
        feed.leading == engine.root.leading + 16, feed.trailing == engine.root.trailing - 16,
        feed.top == engine.root.top + 16,
    ])
    var i = 0
    while i < n {
        for _ in 0..<20 where i < n {
            let card = column("c\(i)", spacing: 8)
            let header = StackView("c\(i).hd")
            header.spacing = 8
            header.alignment = .center
            try header.addArrangedSubview(leaf("c\(i).av", 40, 40))
            try header.addArrangedSubview(leaf("c\(i).tt", Double(80 + i % 90), 20))
            try card.addArrangedSubview(header)
            try card.addArrangedSubview(leaf("c\(i).bd", 300, Double(18 * (2 + i % 4))))
            try feed.addArrangedSubview(card)
            i += 1
        }
        try engine.layout(width: 375, height: 0)
    }
    return engine
}

/// A list that grows a label at a time (an infinite scroll of plain rows): `n` labels appended
/// one by one to a vertical stack, with a layout after each 20.
func labelsAppended(_ n: Int) throws -> LayoutEngine {
    let engine = LayoutEngine()
    let list = column("list", spacing: 4)
    try engine.root.addSubview(list)
    try engine.activate([
        list.leading == engine.root.leading, list.trailing == engine.root.trailing, list.top == engine.root.top,
    ])
    for i in 0..<n {
        try list.addArrangedSubview(leaf("l\(i)", Double(100 + i % 50), Double(17 + i % 3)))
        if i % 20 == 19 { try engine.layout(width: 375, height: 0) }
    }
    try engine.layout(width: 375, height: 0)
    return engine
}

/// A stack of `n` labels (as ``labels(_:)``), then 200 of them, spread over the list, given a
/// new intrinsic size (text measured again) with a layout after each.
func relabelled(_ n: Int) throws -> LayoutEngine {
    try changedLabels(n) { label, k in
        try label.setIntrinsicContentSize(IntrinsicContentSize(width: 120, height: Double(17 + k % 5)))
    }
}

/// A stack of `n` labels, then 200 of them, spread over the list, hidden or shown with a
/// layout after each.
func toggled(_ n: Int) throws -> LayoutEngine {
    try changedLabels(n) { label, _ in label.isHidden.toggle() }
}

/// A stack of `n` labels laid out, then `change` made to 200 of them (the `k`-th change to
/// label `7919 k mod n`), with a layout after each.
func changedLabels(_ n: Int, _ change: (LayoutView, Int) throws -> Void) throws -> LayoutEngine {
    let stack = column("column", spacing: 4)
    var labels: [LayoutView] = []
    for i in 0..<n {
        let label = leaf("l\(i)", Double(100 + i % 50), Double(17 + i % 3))
        labels.append(label)
        try stack.addArrangedSubview(label)
    }
    let engine = try laidOut(stack, width: 375)
    for k in 0..<200 {
        try change(labels[(k * 7919) % n], k)
        try engine.layout(width: 375, height: 0)
    }
    return engine
}

/// The shapes, by the name `--only` takes, with what `n` counts.
let shapes: [(name: String, counts: String, build: (Int) throws -> LayoutEngine)] = [
    ("fill-equally row", "views", { try row($0, .fillEqually) }),
    ("equal-spacing row", "views", { try row($0, .equalSpacing) }),
    ("equal-centering row", "views", { try row($0, .equalCentering) }),
    ("fill row", "views", { try row($0, .fill) }),
    ("form, labels as wide as the first", "rows", form),
    ("nested stacks", "levels", nested),
    ("label stack", "labels", labels),
    ("grid of fill-equally rows", "cells", grid),
    ("cards appended 20 at a time", "cards", appended),
    ("labels appended one at a time", "labels", labelsAppended),
    ("label stack, 200 labels measured again", "labels", relabelled),
    ("label stack, 200 labels hidden or shown", "labels", toggled),
]

/// Seconds since an arbitrary start, from the monotonic clock.
func now() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
}

/// `t` seconds in the unit that suits it.
func format(_ t: Double) -> String {
    func fixed(_ x: Double, _ unit: String) -> String {
        let digits = x >= 100 ? 0 : x >= 10 ? 1 : 2
        var p = 1.0
        for _ in 0..<digits { p *= 10 }
        let rounded = (x * p).rounded() / p
        var text = "\(rounded)"
        if digits == 0, text.hasSuffix(".0") { text.removeLast(2) }
        return text + " " + unit
    }
    return t >= 1 ? fixed(t, "s") : t >= 1e-3 ? fixed(t * 1e3, "ms") : fixed(t * 1e6, "µs")
}

/// Stops with `message` and the usage on standard error, exit status 2: bad options are the
/// caller's mistake, not a crash.
@MainActor
func usageError(_ message: String) -> Never {
    let text =
        "shapes-bench: \(message)\nusage: shapes-bench [--sizes N,M,...] [--repeat K] [--only SHAPE]\n"
        + "shapes: " + shapes.map { "'\($0.name)'" }.joined(separator: ", ") + "\n"
    _ = text.withCString { write(2, $0, strlen($0)) }
    exit(2)
}

var sizes = [80, 320]
var repeats = 3
var only: String?
var arguments = CommandLine.arguments.dropFirst()
while let option = arguments.popFirst() {
    switch option {
    case "--sizes":
        guard let list = arguments.popFirst() else { usageError("--sizes needs a list, as 80,320") }
        let parsed = list.split(separator: ",").map { Int($0) }
        guard !parsed.isEmpty, parsed.allSatisfy({ ($0 ?? 0) >= 10 }) else {
            usageError("--sizes needs sizes of 10 or more, as 80,320, not '\(list)'")
        }
        sizes = parsed.compactMap { $0 }
    case "--repeat":
        guard let k = arguments.popFirst().flatMap({ Int($0) }), k >= 1 else { usageError("--repeat needs a count") }
        repeats = k
    case "--only":
        guard let name = arguments.popFirst() else { usageError("--only needs a shape's name") }
        guard shapes.contains(where: { $0.name == name }) else { usageError("no shape is named '\(name)'") }
        only = name
    default:
        usageError("unknown option '\(option)'")
    }
}

var header = "| shape | n counts |"
var rule = "|---|---|"
for (k, n) in sizes.enumerated() {
    header += " n = \(n) |"
    rule += "---:|"
    if k > 0 {
        header += " slope |"
        rule += "---:|"
    }
}
print(header)
print(rule)
for shape in shapes where only == nil || only == shape.name {
    var line = "| \(shape.name) | \(shape.counts) |"
    var previous: (n: Int, t: Double)?
    for n in sizes {
        var least = Double.infinity
        for _ in 0..<repeats {
            let start = now()
            let engine = try shape.build(n)
            least = min(least, now() - start)
            withExtendedLifetime(engine) {}
        }
        line += " \(format(least)) |"
        if let (m, t) = previous {
            let slope = log(least / t) / log(Double(n) / Double(m))
            line += " \((slope * 100).rounded() / 100) |"
        }
        previous = (n, least)
    }
    print(line)
}
