/// Maps variable identities to tableau symbols without hashing.
///
/// Identities are handed out in sequence by one process-wide counter, so a two-level table
/// indexed by the identity itself (pages of 1024 entries, made when first written) stays dense:
/// a look-up is two array reads. Adding a constraint looks up each of its variables, so this is
/// on the path of every build.
struct VariableTable: Sendable {
    private var pages: [[Symbol]] = []
    private static let pageBits = 10
    private static let pageMask: UInt64 = (1 << pageBits) - 1

    /// The symbol of the variable with identity `id`, or nil.
    subscript(id: Variable.ID) -> Symbol? {
        get {
            let page = Int(id.rawValue >> UInt64(Self.pageBits))
            guard page < pages.count, !pages[page].isEmpty else { return nil }
            let s = pages[page][Int(id.rawValue & Self.pageMask)]
            return s == .none ? nil : s
        }
        set {
            let page = Int(id.rawValue >> UInt64(Self.pageBits))
            if page >= pages.count {
                guard newValue != nil else { return }
                pages.append(contentsOf: repeatElement([], count: page + 1 - pages.count))
            }
            if pages[page].isEmpty {
                guard newValue != nil else { return }
                pages[page] = [Symbol](repeating: .none, count: 1 << Self.pageBits)
            }
            pages[page][Int(id.rawValue & Self.pageMask)] = newValue ?? Symbol.none
        }
    }
}
