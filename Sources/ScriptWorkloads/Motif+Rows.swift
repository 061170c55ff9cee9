import ConstraintScript

extension MotifWorkload.Motif {
    /// This motif's system of `size` parts, its variables named with `prefix`, laid out in
    /// the variable `width`.
    package func part(size: Int, prefix p: String, width: String, random: inout MotifRandom) -> MotifSystem {
        let n = Swift.max(size, 2)
        switch self {
        case .chain: return Self.chain(n, p, width, &random)
        case .spaceBetween: return Self.spaceBetween(n, p, width, &random)
        case .boundedGaps: return Self.boundedGaps(n, p, width, &random)
        case .table: return Self.table(n, p, width, &random)
        case .splits: return Self.splits(n, p, width, &random)
        case .list: return Self.list(n, p, width, &random)
        case .masonry: return Self.masonry(n, p, width, &random)
        case .aspect: return Self.aspect(n, p, width, &random)
        case .equalWidths: return Self.equalWidths(n, p, width, &random)
        case .alignment: return Self.alignment(n, p, width, &random)
        case .levels: return Self.levels(n, p, width, &random)
        case .mixed: return Self.mixed(size, p, width, &random)
        }
    }

    /// The link of item `i` to item `i-1` in a row of `gap`-spaced items (`x`, `w`).
    private static func link(_ i: Int, _ p: String, gap: String = "8", relation: String = "==") -> [String] {
        i == 0 ? [] : ["\(p)x\(i) \(relation) \(p)x\(i - 1) + \(p)w\(i - 1) + \(gap)"]
    }

    /// A row's frame: its first item at 0, its last one's end on (`==`) or within (`<=`) `width`.
    private static func rowFrame(_ n: Int, _ p: String, _ width: String, end: String = "==") -> [String] {
        ["\(p)x0 \(end == "==" ? "==" : ">=") 0", "\(p)x\(n - 1) + \(p)w\(n - 1) \(end) \(width)"]
    }

    static func chain(_ n: Int, _ p: String, _ width: String, _ r: inout MotifRandom) -> MotifSystem {
        let mins = (0..<n).map { _ in Double(r.int(20...40)) }
        let prefs = mins.map { $0 + Double(r.int(10...60)) }
        let weights = r.distinctWeights(n)
        let gaps = 8 * Double(n - 1)
        let preferred = prefs.reduce(0, +) + gaps
        var s = MotifSystem(from: mins.reduce(0, +) + gaps + 4, to: preferred + 20, start: preferred)
        s.frame = rowFrame(n, p, width, end: "<=")
        var x = 0.0, values: [(String, Double)] = []
        for i in 0..<n {
            s.elements.append(
                [
                    "\(p)w\(i) >= \(scriptNumber(mins[i]))",
                    "\(p)w\(i) == \(scriptNumber(prefs[i])) @medium*\(scriptNumber(weights[i]))",
                    "\(p)x\(i) == 0 @weak*0.01",
                ] + link(i, p, relation: ">="))
            // With room for every wish, each item has its preferred width, pulled left against the one before.
            values += [("\(p)w\(i)", prefs[i]), ("\(p)x\(i)", x)]
            x += prefs[i] + 8
        }
        s.expectations = [(s.sweep.to, values)]
        return s
    }

    static func spaceBetween(_ n: Int, _ p: String, _ width: String, _ r: inout MotifRandom) -> MotifSystem {
        let items = (0..<n).map { _ in r.pick([20.0, 24, 30, 36, 44]) }
        let weights = r.distinctWeights(n)
        let total = items.reduce(0, +), gaps = Double(n - 1)
        var s = MotifSystem(from: total + 8 * gaps, to: total + 40 * gaps, start: total + 24 * gaps)
        s.frame = rowFrame(n, p, width)
        for i in 0..<n {
            var lines = ["\(p)w\(i) == \(scriptNumber(items[i]))"]
            if i > 0 {
                lines += [
                    "\(p)g\(i) >= 8", "\(p)g\(i) <= 40", "\(p)g\(i) == 8 @weak*\(scriptNumber(weights[i]))",
                    "\(p)x\(i) == \(p)x\(i - 1) + \(p)w\(i - 1) + \(p)g\(i)",
                ]
            }
            s.elements.append(lines)
        }
        // Halfway, the gaps of the smallest weights open to 40 in weight order until the width is used.
        var room = s.start - s.sweep.from
        var values: [(String, Double)] = []
        for i in (1..<n).sorted(by: { weights[$0] < weights[$1] }) {
            let open = Swift.min(32, room)
            room -= open
            values.append(("\(p)g\(i)", 8 + open))
        }
        s.expectations = [(s.start, values)]
        return s
    }

    static func boundedGaps(_ n: Int, _ p: String, _ width: String, _ r: inout MotifRandom) -> MotifSystem {
        let mins = (0..<n).map { _ in Double(r.int(20...40)) }
        let prefs = mins.map { $0 + Double(r.int(10...60)) }
        let lows = (0..<n).map { _ in Double(r.int(4...12)) }
        let highs = lows.map { $0 + Double(r.int(8...40)) }
        let itemWeights = r.distinctWeights(n), gapWeights = r.distinctWeights(n)
        let mid = { (i: Int) in (lows[i] + highs[i]) / 2 }
        let sum = { (values: [Double]) in values.dropFirst().reduce(0, +) }
        var s = MotifSystem(
            from: mins.reduce(0, +) + sum(lows), to: prefs.reduce(0, +) + sum(highs),
            start: prefs.reduce(0, +) + (1..<n).reduce(0) { $0 + mid($1) })
        s.frame = rowFrame(n, p, width)
        var values: [(String, Double)] = []
        for i in 0..<n {
            var lines = [
                "\(p)w\(i) >= \(scriptNumber(mins[i]))",
                "\(p)w\(i) == \(scriptNumber(prefs[i])) @weak*\(scriptNumber(itemWeights[i]))",
            ]
            values.append(("\(p)w\(i)", prefs[i]))
            if i > 0 {
                lines +=
                    [
                        "\(p)g\(i) >= \(scriptNumber(lows[i]))", "\(p)g\(i) <= \(scriptNumber(highs[i]))",
                        "\(p)g\(i) == \(scriptNumber(mid(i))) @medium*\(scriptNumber(gapWeights[i]))",
                    ] + link(i, p, gap: "\(p)g\(i)")
                values.append(("\(p)g\(i)", mid(i)))
            }
            s.elements.append(lines)
        }
        // At the start every wish is met: each gap in its middle, each item at its preferred width.
        s.expectations = [(s.start, values)]
        return s
    }

    static func aspect(_ n: Int, _ p: String, _ width: String, _ r: inout MotifRandom) -> MotifSystem {
        let prefs = (0..<n).map { _ in Double(r.int(60...160)) }
        let ratios = (0..<n).map { _ in r.pick([0.5, 0.75, 1, 1.25, 1.5]) }
        let maxHeights = (0..<n).map { ratios[$0] * prefs[$0] + Double(r.int(10...80)) }
        let weights = r.distinctWeights(n)
        let gaps = 8 * Double(n - 1)
        let widest = (0..<n).reduce(0) { $0 + maxHeights[$1] / ratios[$1] } + gaps
        let preferred = prefs.reduce(0, +) + gaps
        var s = MotifSystem(from: 11 * Double(n) + gaps, to: widest, start: preferred)
        s.frame = rowFrame(n, p, width)
        var values: [(String, Double)] = []
        for i in 0..<n {
            s.elements.append(
                [
                    "\(p)w\(i) >= 10", "\(p)h\(i) == \(scriptNumber(ratios[i])) * \(p)w\(i)",
                    "\(p)h\(i) <= \(scriptNumber(maxHeights[i]))",
                    "\(p)w\(i) == \(scriptNumber(prefs[i])) @medium*\(scriptNumber(weights[i]))",
                ] + link(i, p))
            values += [("\(p)w\(i)", prefs[i]), ("\(p)h\(i)", ratios[i] * prefs[i])]
        }
        s.expectations = [(s.start, values)]
        return s
    }

    static func equalWidths(_ n: Int, _ p: String, _ width: String, _ r: inout MotifRandom) -> MotifSystem {
        let groups = (n + 3) / 4
        let mins = (0..<groups).map { _ in Double(r.int(20...40)) }
        let prefs = mins.map { $0 + Double(r.int(10...60)) }
        let weights = r.distinctWeights(groups)
        let gaps = 8 * Double(n - 1)
        let sum = { (values: [Double]) in (0..<n).reduce(0) { $0 + values[$1 / 4] } }
        var s = MotifSystem(from: sum(mins) + gaps + 1, to: sum(prefs) + gaps + 4 * Double(n), start: sum(prefs) + gaps)
        s.frame = rowFrame(n, p, width)
        var values: [(String, Double)] = []
        for i in 0..<n {
            let g = i / 4, first = 4 * g
            let own =
                i == first
                ? [
                    "\(p)w\(i) >= \(scriptNumber(mins[g]))",
                    "\(p)w\(i) == \(scriptNumber(prefs[g])) @medium*\(scriptNumber(weights[g]))",
                ]
                : ["\(p)w\(i) == \(p)w\(first)"]
            s.elements.append(own + link(i, p))
            values.append(("\(p)w\(i)", prefs[g]))
        }
        s.expectations = [(s.start, values)]
        return s
    }

    static func levels(_ n: Int, _ p: String, _ width: String, _ r: inout MotifRandom) -> MotifSystem {
        let mins = (0..<n).map { _ in Double(r.int(10...30)) }
        let prefs = mins.map { $0 + Double(r.int(10...60)) }
        let maxes = prefs.map { $0 + Double(r.int(10...60)) }
        let strong = r.distinctWeights(n), medium = r.distinctWeights(n), weak = r.distinctWeights(n)
        let gaps = 8 * Double(n - 1)
        let preferred = prefs.reduce(0, +) + gaps
        var s = MotifSystem(
            from: mins.reduce(0, +) + gaps + 1, to: maxes.reduce(0, +) + gaps, start: preferred)
        s.frame = rowFrame(n, p, width)
        var values: [(String, Double)] = []
        for i in 0..<n {
            s.elements.append(
                [
                    "\(p)w\(i) >= \(scriptNumber(mins[i]))",
                    "\(p)w\(i) <= \(scriptNumber(maxes[i])) @strong*\(scriptNumber(strong[i]))",
                    "\(p)w\(i) == \(scriptNumber(prefs[i])) @medium*\(scriptNumber(medium[i]))",
                    "\(p)w\(i) >= \(scriptNumber(prefs[i] + 20)) @weak*\(scriptNumber(weak[i]))",
                ] + link(i, p))
            // At the preferred total every medium wish holds; a weak wish could only be met at a medium one's cost.
            values.append(("\(p)w\(i)", prefs[i]))
        }
        s.expectations = [(s.start, values)]
        return s
    }

    static func mixed(_ size: Int, _ p: String, _ width: String, _ r: inout MotifRandom) -> MotifSystem {
        let others = Self.allCases.filter { $0 != .mixed }
        var system = MotifSystem(from: 0, to: 1000, start: 500)
        // The three motifs are drawn first, so that a seed composes the same motifs at every size.
        let motifs = (0..<3).map { _ in r.pick(others) }
        for (k, name) in ["a_", "b_", "c_"].enumerated() {
            let share = size / 3 + (k < size % 3 ? 1 : 0)
            let part = motifs[k].part(size: share, prefix: p + name, width: "\(p)\(name)width", random: &r)
            // The part's width moves from its sweep's start to its end as `width` goes from 0 to 1000.
            let rate = (part.sweep.to - part.sweep.from) / 1000
            system.frame.append(
                "\(p)\(name)width == \(scriptNumber(part.sweep.from)) + \(scriptNumber(rate)) * \(width)")
            system.include(part) { value in (value - part.sweep.from) / rate }
        }
        return system
    }
}
