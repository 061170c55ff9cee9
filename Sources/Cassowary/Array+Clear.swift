extension Array {
    /// Empties the array and keeps its storage for the next use, doing nothing when it is
    /// empty already.
    @inline(__always)
    mutating func clear() {
        if !isEmpty { removeAll(keepingCapacity: true) }
    }
}

extension Array where Element: BitwiseCopyable {
    /// Empties the array and keeps its storage for the next use.
    ///
    /// Scratch arrays are emptied many times per operation and hold a few elements at a time.
    /// `removeAll(keepingCapacity:)` goes through the generic `replaceSubrange`, 150-odd
    /// instructions even for a handful of plain values, while taking the last element off is
    /// a uniqueness check and a decrement of the count. So a short array is emptied from the
    /// end, and only a long one through `removeAll` (3 % fewer instructions in a small
    /// constant change, counted with callgrind; the busiest lists are a ``ScratchArray``).
    @inline(__always)
    mutating func clear() {
        if count > 16 {
            removeAll(keepingCapacity: true)
        } else {
            while !isEmpty { removeLast() }
        }
    }

    /// Removes and returns the last element, or nil when the array is empty.
    ///
    /// The standard `popLast()` is generic over range-replaceable collections: about 50
    /// instructions a call, also on an empty array, where this is a comparison. The engine
    /// asks for a free symbol, a free row and a free entry at every constraint it adds, and
    /// mostly finds none: those calls were 2 % of a small layout's build.
    @inline(__always)
    mutating func takeLast() -> Element? {
        isEmpty ? nil : removeLast()
    }
}
