import ConstraintScript

extension MotifWorkload.Motif {
    static func table(_ n: Int, _ p: String, _ width: String, _ r: inout MotifRandom) -> MotifSystem {
        let columns = 3 + r.int(0...3), rows = Swift.max(1, n / columns)
        let contents = (0..<rows).map { _ in (0..<columns).map { _ in Double(r.int(20...120)) } }
        let bases = (0..<rows).map { _ in (0..<columns).map { _ in Double(r.int(16...40)) } }
        let slopes = (0..<rows).map { _ in (0..<columns).map { _ in r.pick([0.25, 0.5, 1]) } }
        let cellWeights = r.distinctWeights(rows * columns), hugs = r.distinctWeights(columns + rows)
        let widest = (0..<columns).map { j in contents.map { $0[j] }.max()! }
        let gaps = 8 * Double(columns - 1)
        let full = widest.reduce(0, +) + gaps
        var s = MotifSystem(from: 16 * Double(columns) + gaps + 4, to: full + 20, start: full)
        let sum = (0..<columns).map { "\(p)c\($0)" }.joined(separator: " + ")
        s.frame = ["\(sum) + \(scriptNumber(gaps)) <= \(width)", "\(p)y0 == 0"]
        for j in 0..<columns {
            s.frame += ["\(p)c\(j) >= 16", "\(p)c\(j) == 0 @weak*\(scriptNumber(hugs[j]))"]
        }
        // With room, each column is as wide as its widest cell and each row as tall as its tallest.
        var values = (0..<columns).map { ("\(p)c\($0)", widest[$0]) }
        var y = 0.0
        for i in 0..<rows {
            var lines = ["\(p)h\(i) == 0 @weak*\(scriptNumber(hugs[columns + i]))"]
            for j in 0..<columns {
                // A cell narrower than its content wraps: its height grows by `slope` per point.
                let a = slopes[i][j]
                lines += [
                    "\(p)c\(j) >= \(scriptNumber(contents[i][j])) @medium*\(scriptNumber(cellWeights[i * columns + j]))",
                    "\(p)h\(i) + \(scriptNumber(a)) * \(p)c\(j) >= \(scriptNumber(bases[i][j] + a * contents[i][j]))",
                    "\(p)h\(i) >= \(scriptNumber(bases[i][j]))",
                ]
            }
            if i > 0 { lines.append("\(p)y\(i) == \(p)y\(i - 1) + \(p)h\(i - 1) + 4") }
            s.elements.append(lines)
            let tallest = bases[i].max()!
            values += [("\(p)h\(i)", tallest), ("\(p)y\(i)", y)]
            y += tallest + 4
        }
        s.expectations = [(s.sweep.to, values)]
        return s
    }

    static func splits(_ n: Int, _ p: String, _ width: String, _ r: inout MotifRandom) -> MotifSystem {
        var elements: [[String]] = []
        var next = 0
        /// Adds the node of `leaves` leaves (its id is the next one, preorder) and returns its
        /// least extent.
        func node(_ leaves: Int) -> Double {
            let k = next
            next += 1
            elements.append([])
            if leaves == 1 {
                let least = Double(r.int(20...60))
                elements[k] = ["\(p)e\(k) >= \(scriptNumber(least))"]
                return least
            }
            let split = r.int(1...(leaves - 1))
            let proportion = Double(r.int(3...7)) / 10, weight = 1 + Double(r.int(0...999)) / 1000
            let a = next
            let leastA = node(split)
            let b = next
            let leastB = node(leaves - split)
            elements[k] = [
                "\(p)s\(a) == \(p)s\(k)", "\(p)s\(b) == \(p)s\(a) + \(p)e\(a) + 4",
                "\(p)s\(b) + \(p)e\(b) == \(p)s\(k) + \(p)e\(k)",
                "\(p)e\(a) == \(scriptNumber(proportion)) * \(p)e\(k) @medium*\(scriptNumber(weight))",
            ]
            return leastA + leastB + 4
        }
        let least = node(n)
        var s = MotifSystem(from: least + 1, to: 3 * least, start: 2 * least)
        s.frame = ["\(p)s0 == 0", "\(p)e0 == \(width)"]
        s.elements = elements
        return s
    }

    static func list(_ n: Int, _ p: String, _ width: String, _ r: inout MotifRandom) -> MotifSystem {
        let bases = (0..<n).map { _ in Double(r.int(20...24)) }
        let slopes = (0..<n).map { _ in Double(r.int(2...20)) / 100 }
        let rowWeights = r.distinctWeights(n), labelWeights = r.distinctWeights(n)
        var s = MotifSystem(from: 100, to: 500, start: 320)
        s.frame = ["\(p)t0 == 0", "\(p)bottom == \(p)t\(n - 1) + \(p)h\(n - 1)"]
        var values: [(String, Double)] = [("\(p)bottom", 45 * Double(n - 1) + 44)]
        for i in 0..<n {
            // The label wraps as the width narrows: base + slope · (400 − width), at least 20.
            var lines = [
                "\(p)l\(i) + \(scriptNumber(slopes[i])) * \(width) >= \(scriptNumber(bases[i] + 400 * slopes[i]))",
                "\(p)l\(i) >= 20", "\(p)l\(i) == 0 @weak*\(scriptNumber(labelWeights[i]))",
                "\(p)h\(i) >= \(p)l\(i) + 16", "\(p)h\(i) == 44 @weak*\(scriptNumber(rowWeights[i]))",
            ]
            if i > 0 { lines.append("\(p)t\(i) == \(p)t\(i - 1) + \(p)h\(i - 1) + 1") }
            s.elements.append(lines)
            // At 500 every label is at most 24 high, so every row gets its 44.
            values += [
                ("\(p)l\(i)", Swift.max(20, bases[i] - 100 * slopes[i])), ("\(p)h\(i)", 44),
                ("\(p)t\(i)", 45 * Double(i)),
            ]
        }
        s.expectations = [(s.sweep.to, values)]
        return s
    }

    static func masonry(_ n: Int, _ p: String, _ width: String, _ r: inout MotifRandom) -> MotifSystem {
        let columns = 2 + r.int(0...3)
        let gaps = 8 * Double(columns - 1)
        let ratios = (0..<n).map { _ in Double(r.int(50...160)) / 100 }
        let lows = (0..<n).map { _ in Double(r.int(40...100)) }
        let highs = lows.map { $0 + Double(r.int(40...200)) }
        let weights = r.distinctWeights(n)
        let columnWidth = 150.0
        var s = MotifSystem(
            from: 20 * Double(columns) + gaps, to: 400 * Double(columns) + gaps,
            start: columnWidth * Double(columns) + gaps)
        s.frame = ["\(columns) * \(p)cw + \(scriptNumber(gaps)) == \(width)", "\(p)H == 0 @weak"]
        for i in max(0, n - columns)..<n { s.frame.append("\(p)H >= \(p)y\(i) + \(p)h\(i)") }
        var values: [(String, Double)] = [("\(p)cw", columnWidth)]
        for i in 0..<n {
            s.elements.append([
                "\(p)h\(i) == \(scriptNumber(ratios[i])) * \(p)cw @medium*\(scriptNumber(weights[i]))",
                "\(p)h\(i) >= \(scriptNumber(lows[i]))", "\(p)h\(i) <= \(scriptNumber(highs[i]))",
                i < columns ? "\(p)y\(i) == 0" : "\(p)y\(i) == \(p)y\(i - columns) + \(p)h\(i - columns) + 8",
            ])
            // Each item is its ratio of the column's width, held within its bounds.
            values.append(("\(p)h\(i)", Swift.min(highs[i], Swift.max(lows[i], ratios[i] * columnWidth))))
        }
        s.expectations = [(s.start, values)]
        return s
    }

    static func alignment(_ n: Int, _ p: String, _ width: String, _ r: inout MotifRandom) -> MotifSystem {
        let prefs = (0..<n).map { _ in Double(r.int(40...300)) }
        let weights = r.distinctWeights(n)
        let container = prefs.max()! + 20
        var s = MotifSystem(from: 52, to: container + 32, start: container + 32)
        s.frame = ["\(p)cw == \(width) - 32", "\(p)y0 == 0"]
        var values: [(String, Double)] = []
        for i in 0..<n {
            var lines = [
                "\(p)w\(i) >= 20", "\(p)w\(i) <= \(p)cw",
                "\(p)w\(i) == \(scriptNumber(prefs[i])) @medium*\(scriptNumber(weights[i]))",
            ]
            let x: Double
            switch r.int(0...2) {
            case 0:
                lines.append("\(p)x\(i) == 16")
                x = 16
            case 1:
                lines.append("\(p)x\(i) + 0.5 * \(p)w\(i) == 16 + 0.5 * \(p)cw")
                x = 16 + (container - prefs[i]) / 2
            default:
                lines.append("\(p)x\(i) + \(p)w\(i) == 16 + \(p)cw")
                x = 16 + container - prefs[i]
            }
            if i > 0 { lines.append("\(p)y\(i) == \(p)y\(i - 1) + 30") }
            s.elements.append(lines)
            values += [("\(p)w\(i)", prefs[i]), ("\(p)x\(i)", x)]
        }
        s.expectations = [(s.start, values)]
        return s
    }
}
