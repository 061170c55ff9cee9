/// Maps variable identities to tableau symbols without hashing.
///
/// Identities are handed out in sequence by one process-wide counter, so a two-level table
/// indexed by the identity itself (pages of 128 entries, made when first written) stays dense:
/// a look-up is two array reads. Adding a constraint looks up each of its variables, so this is
/// on the path of every build.
///
/// The page list starts at the first page the solver writes (`base`), not at identity 0: a
/// solver made late in a long-lived process, after millions of variables, holds only the
/// pages its own variables fall in, and the pages themselves are small enough (544 bytes)
/// that making one is an ordinary small allocation.
struct VariableTable: Sendable {
    private var pages: [[Symbol]] = []
    /// How many variables each page holds: a page that holds none is given back, and the
    /// empty pages at the front of the list are dropped, so that a solver that keeps making
    /// and forgetting variables holds pages for the variables it holds now.
    private var occupancy: [Int32] = []
    /// The page number of `pages[0]`.
    private var base = 0
    private static let pageBits = 7
    private static let pageMask: UInt64 = (1 << pageBits) - 1

    /// The symbol of the variable with identity `id`, or nil.
    subscript(id: Variable.ID) -> Symbol? {
        get {
            let page = Int(id.rawValue >> UInt64(Self.pageBits)) &- base
            guard page >= 0, page < pages.count, !pages[page].isEmpty else { return nil }
            let s = pages[page][Int(id.rawValue & Self.pageMask)]
            return s == .none ? nil : s
        }
        set {
            var page = Int(id.rawValue >> UInt64(Self.pageBits)) &- base
            if page < 0 || page >= pages.count {
                guard newValue != nil else { return }
                if pages.isEmpty {
                    base += page
                    page = 0
                    pages.append([])
                    occupancy.append(0)
                } else if page < 0 {
                    pages.insert(contentsOf: repeatElement([], count: -page), at: 0)
                    occupancy.insert(contentsOf: repeatElement(0, count: -page), at: 0)
                    base += page
                    page = 0
                } else {
                    pages.append(contentsOf: repeatElement([], count: page + 1 - pages.count))
                    occupancy.append(contentsOf: repeatElement(0, count: page + 1 - occupancy.count))
                }
            }
            if pages[page].isEmpty {
                guard newValue != nil else { return }
                pages[page] = [Symbol](repeating: .none, count: 1 << Self.pageBits)
            }
            let slot = Int(id.rawValue & Self.pageMask)
            let was = pages[page][slot] != .none, now = newValue != nil
            pages[page][slot] = newValue ?? Symbol.none
            if was == now { return }
            occupancy[page] += now ? 1 : -1
            guard occupancy[page] == 0 else { return }
            pages[page] = []
            // The empty pages at the front go, so that identities handed out long ago hold
            // no room.
            var leading = 0
            while leading < pages.count && occupancy[leading] == 0 { leading += 1 }
            if leading == pages.count {
                pages.removeAll()
                occupancy.removeAll()
                base = 0
            } else if leading > 64 && leading * 2 > pages.count {
                pages.removeFirst(leading)
                occupancy.removeFirst(leading)
                base += leading
            }
        }
    }
}
