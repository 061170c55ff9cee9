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
                } else if page < 0 {
                    pages.insert(contentsOf: repeatElement([], count: -page), at: 0)
                    base += page
                    page = 0
                } else {
                    pages.append(contentsOf: repeatElement([], count: page + 1 - pages.count))
                }
            }
            if pages[page].isEmpty {
                guard newValue != nil else { return }
                pages[page] = [Symbol](repeating: .none, count: 1 << Self.pageBits)
            }
            pages[page][Int(id.rawValue & Self.pageMask)] = newValue ?? Symbol.none
        }
    }
}
