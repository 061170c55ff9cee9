#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The names of a script, each stored once: a name's bytes are hashed and compared where they
/// stand in the source, and a ``String`` is made only the first time a name is seen.
///
/// Names get dense ids in order of first appearance, so that what the parser knows about a
/// name (the variable it is, the constraint it labels) lives in arrays indexed by id rather
/// than in dictionaries keyed by strings. The first ids are the words the format reserves
/// (``Reserved``).
struct NameTable {
    /// The words the format gives a meaning, interned first in this order: a name token's id
    /// tells at once whether it is one of them.
    enum Reserved: Int, CaseIterable {
        case edit, suggest, remove, constant, explain, print
        case required, strong, medium, weak

        /// Whether the word starts a statement (and so cannot name a variable or a label).
        var isKeyword: Bool { rawValue <= Reserved.print.rawValue }

        /// The word as written.
        var spelling: String { "\(self)" }
    }

    /// Every name's characters, one after another.
    private var storage: [UInt8] = []
    /// Where each name starts in ``storage``, and one more entry for the end of the last.
    private var starts: [Int] = [0]
    /// The first eight bytes of each name (zeros past its end), compared before the rest.
    private var prefixes: [UInt64] = []
    /// Each name as a string.
    private(set) var strings: [String] = []
    /// Whether each name, in lower case, is `inf`, `infinity` or `nan`.
    private(set) var spellsNonFinite: [Bool] = []
    /// Open addressing: each slot holds the high half of a name's hash above its id plus one
    /// (0 when empty), so that most names that differ are told apart without reading them.
    private var slots: [UInt64]

    /// The number of names.
    var count: Int { strings.count }

    /// A table holding the reserved words.
    init() {
        slots = [UInt64](repeating: 0, count: 64)
        for word in Reserved.allCases {
            var bytes = Array(word.spelling.utf8)
            _ = bytes.withUnsafeMutableBufferPointer { intern(UnsafeBufferPointer($0), readable: $0.count) }
        }
    }

    /// The id of the name `bytes` (ASCII), adding it if it is new. `readable` is how many
    /// bytes from its start may be read (at least its length): with eight, its first eight
    /// are read at once.
    mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>, readable: Int) -> Int {
        var prefix: UInt64
        if readable >= 8, bytes.count > 0, let base = bytes.baseAddress {
            prefix = UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(as: UInt64.self))
            if bytes.count < 8 { prefix &= (1 << (8 * UInt64(bytes.count))) - 1 }
        } else {
            prefix = Self.word(bytes, at: 0)
        }
        let hash = Self.hash(bytes, prefix: prefix)
        let tag = hash & 0xFFFF_FFFF_0000_0000
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        let found: Int? = slots.withUnsafeBufferPointer { slots in
            while true {
                let entry = slots[slot]
                if entry == 0 { return nil }
                if entry & 0xFFFF_FFFF_0000_0000 == tag {
                    let id = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
                    if equals(id, bytes, prefix: prefix) { return id }
                }
                slot = (slot + 1) & mask
            }
        }
        if let found { return found }
        let id = strings.count
        storage.append(contentsOf: bytes)
        starts.append(storage.count)
        prefixes.append(prefix)
        strings.append(String(decoding: bytes, as: UTF8.self))
        spellsNonFinite.append(Self.spellsNonFinite(bytes))
        slots[slot] = tag | UInt64(id + 1)
        if strings.count * 2 > slots.count { grow() }
        return id
    }

    /// Whether name `id` is spelled `bytes`, whose first eight bytes are `prefix`.
    @inline(__always)
    private func equals(_ id: Int, _ bytes: UnsafeBufferPointer<UInt8>, prefix: UInt64) -> Bool {
        let start = starts[id]
        guard starts[id + 1] - start == bytes.count, prefixes[id] == prefix else { return false }
        if bytes.count <= 8 { return true }
        return storage.withUnsafeBufferPointer { stored in
            guard let name = stored.baseAddress, let other = bytes.baseAddress else { return bytes.isEmpty }
            return memcmp(name + start, other, bytes.count) == 0
        }
    }

    /// Bytes `offset ..< offset + 8` of `bytes` as one number, the first in the lowest byte,
    /// zeros past the end.
    @inline(__always)
    private static func word(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
        let available = bytes.count - offset
        guard let base = bytes.baseAddress, available > 0 else { return 0 }
        if available >= 8 {
            return UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
        }
        var value: UInt64 = 0
        for i in 0..<available { value |= UInt64(base[offset + i]) << (8 * UInt64(i)) }
        return value
    }

    /// Twice the slots, every name placed again by its hash.
    private mutating func grow() {
        var larger = [UInt64](repeating: 0, count: slots.count * 2)
        let mask = larger.count - 1
        for id in 0..<strings.count {
            let hash = storage.withUnsafeBufferPointer { stored in
                Self.hash(UnsafeBufferPointer(rebasing: stored[starts[id]..<starts[id + 1]]), prefix: prefixes[id])
            }
            var slot = Int(truncatingIfNeeded: hash) & mask
            while larger[slot] != 0 { slot = (slot + 1) & mask }
            larger[slot] = (hash & 0xFFFF_FFFF_0000_0000) | UInt64(id + 1)
        }
        slots = larger
    }

    /// A hash of the bytes, eight at a time (`prefix` is the first eight): each word is mixed
    /// in by a multiplication by 2^64 divided by the golden ratio, and the high bits are folded
    /// into the low ones that pick a slot (the high half is kept for the slots' tags).
    @inline(__always)
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, prefix: UInt64) -> UInt64 {
        var h = (prefix ^ UInt64(bytes.count)) &* 0x9E37_79B9_7F4A_7C15
        var offset = 8
        while offset < bytes.count {
            h = (h ^ (h >> 29) ^ word(bytes, at: offset)) &* 0x9E37_79B9_7F4A_7C15
            offset += 8
        }
        return h ^ (h >> 32) & 0xFFFF_FFFF
    }

    /// Whether `bytes`, in lower case, is `inf`, `infinity` or `nan`.
    private static func spellsNonFinite(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        func spells(_ word: StaticString) -> Bool {
            guard word.utf8CodeUnitCount == bytes.count else { return false }
            let letters = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
            // Every byte of a name is a letter, a digit, `_` or `.`; only a letter's case bit
            // (0x20) can make it equal to a lower-case letter.
            return zip(bytes, letters).allSatisfy { $0 | 0x20 == $1 }
        }
        return spells("inf") || spells("nan") || spells("infinity")
    }
}
