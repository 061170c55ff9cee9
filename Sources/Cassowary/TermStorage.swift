import Synchronization

/// The terms of an ``Expression``, kept so that the usual constraint's few terms cost no
/// allocation, and a sum written with `+` one term at a time (`sum = sum + v` in a loop,
/// `variables.reduce(Expression(), +)`) costs time linear in its terms.
///
/// Up to ``inlineCapacity`` terms (every constraint of a layout: an edge, a size, a centre,
/// an edge beside another) are held in place, in the value: building `x + y - 10 == z`, or a
/// layout constraint's expression, allocates nothing for them, and the ``Constraint`` that
/// holds the expression is one object, not an object and an array.
///
/// A longer expression holds an array of its own, copied by `+`, which costs its terms. Past
/// ``sharingThreshold`` terms it holds them as the first `count` of a shared, append-only
/// buffer instead: a value type whose `+` makes a new value cannot append to the terms the old
/// value holds while that value is still alive, and during `sum = sum + v` it is. So `+` on the
/// expression that ends the buffer appends there, in place, and the new expression sees the
/// longer prefix while the old one still sees its own; `+` on any other expression (one whose
/// buffer another sum has grown since) copies its prefix into a buffer of its own. A lock
/// makes the buffer's end a claim that only one sum wins, from any thread.
///
/// Readers that must not allocate read the terms in place, with ``withTerms(_:)``; ``terms``
/// makes an array of them.
struct TermStorage: Sendable {
    /// Where the terms are when they are not in place.
    private enum Spilled: Sendable {
        case own([Term])
        case shared(TermBuffer, count: Int)
    }

    /// The terms held in place: the first `inlineCount` of `slots` (the rest hold
    /// ``unusedSlot``), while `spilled` is nil. Fields of the value rather than an enum's
    /// payload, so that a term is appended where it lies and read where it lies, not copied
    /// out with the other three and back.
    private var slots = InlineArray<4, Term>(repeating: Self.unusedSlot)
    /// The terms, when there are more than fit in place.
    private var spilled: Spilled? = nil
    /// One byte, and last: the fields of the ``Constraint`` that holds the expression (its
    /// relation, whether it is finite) take the bytes after it, where a whole word for the
    /// count left seven unused, and the constraint took 232 bytes, not 216.
    private var inlineCountByte: UInt8 = 0
    private var inlineCount: Int {
        @inline(__always) get { Int(inlineCountByte) }
        @inline(__always) set { inlineCountByte = UInt8(truncatingIfNeeded: newValue) }
    }

    /// What an empty slot holds.
    private static let unusedSlot = Term(Variable(id: Variable.ID(rawValue: 0), name: ""), 0)

    /// Up to this many terms are held in place.
    static let inlineCapacity = 4
    /// Past this many terms an expression's terms go into a shared buffer.
    static let sharingThreshold = 32

    /// No terms.
    init() {}

    /// Holds `terms`: in place when they are few (the array is then let go), in the array
    /// otherwise.
    init(_ terms: [Term]) {
        if terms.count <= Self.inlineCapacity {
            for term in terms { appendInPlace(term) }
        } else {
            spilled = .own(terms)
        }
    }

    /// Holds the one term.
    init(_ term: Term) { appendInPlace(term) }

    /// How many terms there are.
    var count: Int {
        switch spilled {
        case nil: return inlineCount
        case .own(let terms)?: return terms.count
        case .shared(_, let count)?: return count
        }
    }

    /// The terms, in order, as a new array (none is made for terms held in an array already).
    var terms: [Term] {
        switch spilled {
        case nil: return withTerms { Array($0) }
        case .own(let terms)?: return terms
        case .shared(let buffer, let count)?: return buffer.prefix(count)
        }
    }

    /// Calls `body` with the terms, in order, read in place: nothing is allocated, and no term
    /// is copied (a copy of a term is a copy of its variable's name, a reference count).
    /// Always inlined: a closure handed to a call captures what it reads, and one that read a
    /// solver's tables from a method of the solver copied the whole solver at every call (the
    /// answer check, which reads every constraint's terms, cost twice as much).
    @inline(__always)
    func withTerms<R, E: Error>(_ body: (UnsafeBufferPointer<Term>) throws(E) -> R) throws(E) -> R {
        // Not the arrays' own `withUnsafeBufferPointer`, whose closure rethrows untyped errors.
        let result: Result<R, E>
        switch spilled {
        case nil:
            let count = inlineCount
            result = slots.span.withUnsafeBufferPointer { all in
                Self.call(body, UnsafeBufferPointer(rebasing: all[..<count]))
            }
        case .own(let terms)?:
            result = terms.withUnsafeBufferPointer { Self.call(body, $0) }
        case .shared(let buffer, let count)?:
            result = buffer.prefix(count).withUnsafeBufferPointer { Self.call(body, $0) }
        }
        return try result.get()
    }

    /// `body(terms)`, its error caught as a result.
    @inline(__always)
    private static func call<R, E: Error>(
        _ body: (UnsafeBufferPointer<Term>) throws(E) -> R, _ terms: UnsafeBufferPointer<Term>
    ) -> Result<R, E> {
        do throws(E) { return .success(try body(terms)) } catch { return .failure(error) }
    }

    /// Appends `term`: in place while there is room, otherwise as ``appending(_:times:)``
    /// does.
    mutating func append(_ term: Term) {
        if spilled == nil && inlineCount < Self.inlineCapacity {
            appendInPlace(term)
        } else {
            self = appending(TermStorage(term))
        }
    }

    /// Appends `more`'s terms, each coefficient times `scale`: in place while they fit,
    /// otherwise as ``appending(_:times:)`` does.
    mutating func append(_ more: TermStorage, times scale: Double = 1) {
        if spilled == nil && inlineCount + more.count <= Self.inlineCapacity {
            more.withTerms { t in
                for k in t.indices { appendInPlace(Term(t[k].variable, t[k].coefficient * scale)) }
            }
        } else {
            self = appending(more, times: scale)
        }
    }

    /// Puts `term` in the next free slot; the caller checks that there is one.
    private mutating func appendInPlace(_ term: Term) {
        slots[inlineCount] = term
        inlineCount += 1
    }

    /// These terms followed by `more`, each of `more`'s coefficients times `scale`: appended in
    /// place when these end their shared buffer.
    func appending(_ more: TermStorage, times scale: Double = 1) -> TermStorage {
        if spilled == nil && inlineCount + more.count <= Self.inlineCapacity {
            var result = self
            result.append(more, times: scale)
            return result
        }
        let tail = more.withTerms { t in
            scale == 1 ? Array(t) : t.map { Term($0.variable, $0.coefficient * scale) }
        }
        var result = TermStorage()
        switch spilled {
        case nil, .own?:
            let all = terms + tail
            result.spilled = all.count <= Self.sharingThreshold ? .own(all) : .shared(TermBuffer(all), count: all.count)
        case .shared(let buffer, let count)?:
            if buffer.append(tail, after: count) {
                result.spilled = .shared(buffer, count: count + tail.count)
            } else {
                let all = buffer.prefix(count) + tail
                result.spilled = .shared(TermBuffer(all), count: all.count)
            }
        }
        return result
    }

    /// The same terms, each coefficient times `scale`.
    func scaled(by scale: Double) -> TermStorage {
        TermStorage().appending(self, times: scale)
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
