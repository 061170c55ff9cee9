import Synchronization

/// The terms of an ``Expression``, kept so that a sum written with `+` one term at a time
/// (`sum = sum + v` in a loop, `variables.reduce(Expression(), +)`) costs time linear in its
/// terms.
///
/// A value type whose `+` makes a new value cannot append to the terms the old value holds
/// while that value is still alive, and during `sum = sum + v` it is. A short expression (the
/// usual constraint) holds an array of its own, copied by `+`, which costs its few terms.
/// Past ``sharingThreshold`` terms the expression holds its terms as the first `count` of a
/// shared, append-only buffer: `+` on the expression that ends the buffer appends there, in
/// place, and the new expression sees the longer prefix while the old one still sees its own;
/// `+` on any other expression (one whose buffer another sum has grown since) copies its
/// prefix into a buffer of its own. A lock makes the buffer's end a claim that only one sum
/// wins, from any thread.
struct TermStorage: Sendable {
    private enum Kind: Sendable {
        case own([Term])
        case shared(TermBuffer, count: Int)
    }

    private var kind: Kind

    /// Past this many terms an expression's terms go into a shared buffer.
    static let sharingThreshold = 32

    /// Holds `terms`.
    init(_ terms: [Term]) { kind = .own(terms) }

    /// The terms, in order.
    var terms: [Term] {
        switch kind {
        case .own(let terms): return terms
        case .shared(let buffer, let count): return buffer.prefix(count)
        }
    }

    /// These terms followed by `more`: appended in place when these end their shared buffer.
    func appending(_ more: [Term]) -> TermStorage {
        switch kind {
        case .own(let terms):
            let all = terms + more
            if all.count <= Self.sharingThreshold { return TermStorage(all) }
            var result = TermStorage([])
            result.kind = .shared(TermBuffer(all), count: all.count)
            return result
        case .shared(let buffer, let count):
            var result = TermStorage([])
            if buffer.append(more, after: count) {
                result.kind = .shared(buffer, count: count + more.count)
            } else {
                let all = buffer.prefix(count) + more
                result.kind = .shared(TermBuffer(all), count: all.count)
            }
            return result
        }
    }
}

/// An append-only array of terms shared by the expressions that hold a prefix of it (see
/// ``TermStorage``).
final class TermBuffer: Sendable {
    private let state: Mutex<[Term]>

    /// A buffer holding `terms`.
    init(_ terms: [Term]) { state = Mutex(terms) }

    /// The first `count` terms.
    func prefix(_ count: Int) -> [Term] {
        state.withLock { terms in terms.count == count ? terms : Array(terms[..<count]) }
    }

    /// Appends `more` when the buffer holds exactly `count` terms (the caller's expression
    /// ends it); false, changing nothing, when another sum grew it past that.
    func append(_ more: [Term], after count: Int) -> Bool {
        state.withLock { terms in
            guard terms.count == count else { return false }
            terms.append(contentsOf: more)
            return true
        }
    }
}
