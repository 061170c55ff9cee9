/// "Did you mean …?": the known name nearest to a mistyped one, as swift-argument-parser
/// suggests for an unknown option.
enum Spelling {
    /// The candidate nearest to `typed` by edit distance (insertions, deletions, substitutions
    /// and swaps of two neighbouring characters each count 1), if it is near enough to be a
    /// slip: at most a third of the typed name's length away but at least 2, and less than
    /// the typed name's length. Ties go to the candidate listed first, so the answer never
    /// depends on hashing.
    static func nearest(to typed: String, among candidates: [String]) -> String? {
        let limit = min(max(2, typed.count / 3), typed.count - 1)
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != typed {
            let d = distance(typed, candidate)
            if d <= limit, d < (best?.distance ?? .max) { best = (candidate, d) }
        }
        return best?.name
    }

    /// ` (did you mean 'X'?)` for the candidate nearest to `typed`, or the empty string.
    static func hint(for typed: String, among candidates: [String]) -> String {
        nearest(to: typed, among: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }

    /// The optimal-string-alignment distance between `a` and `b`, by characters.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        // Three rows of the dynamic programme: two back, one back, and the current.
        var twoBack = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], twoBack[j - 2] + 1)
                }
            }
            (twoBack, previous, current) = (previous, current, twoBack)
        }
        return previous[b.count]
    }
}
