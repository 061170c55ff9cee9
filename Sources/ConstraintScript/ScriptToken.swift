/// A token of the script format: its kind, where it stands in its line, and for a name its
/// interned id, for a number its value. Plain data, so that a line's tokens fill a reused
/// buffer without allocating.
struct ScriptToken {
    /// What the token is.
    enum Kind: UInt8 {
        /// `[A-Za-z_][A-Za-z0-9_.]*`; ``ScriptToken/name`` is its id in the ``NameTable``.
        case name
        /// A finite number (`12`, `0.5`, `1.67772e+07`); ``ScriptToken/number`` is its value.
        case number
        case colon, equal, lessEqual, greaterEqual
        case plus, minus, star, slash, openParen, closeParen, at
        /// The end of the line (or the start of a comment).
        case end
    }

    /// What the token is.
    var kind: Kind
    /// The offset of its first byte in the line: its column less one (a token is ASCII, and
    /// so is everything before it).
    var start: Int
    /// The offset just past its last byte.
    var end: Int
    /// The name's id (names only).
    var name: Int = -1
    /// The number's value (numbers only).
    var number: Double = 0

    /// The 1-based column of the first character.
    var column: Int { start + 1 }
}

/// The tokens of one line, in storage kept from line to line: emptying it keeps its room, so
/// that reading a line allocates nothing once the longest line so far has been read.
struct TokenBuffer {
    /// The storage; entries from ``count`` on are left over from longer lines.
    private var storage: [ScriptToken] = []
    /// The number of tokens of the current line.
    private(set) var count = 0

    /// Forgets the tokens, keeping the room.
    mutating func removeAll() { count = 0 }

    /// Adds a token after the others.
    @inline(__always)
    mutating func append(_ token: ScriptToken) {
        if count < storage.count {
            storage[count] = token
        } else {
            storage.append(token)
        }
        count += 1
    }

    /// The last token, if there is one.
    var last: ScriptToken? { count > 0 ? storage[count - 1] : nil }

    /// Token `index` (below ``count``).
    subscript(index: Int) -> ScriptToken {
        @inline(__always) get { storage[index] }
    }
}
