/// Maps constraints, by identity, to their entries: an open-addressing hash table keyed by the
/// object's address.
///
/// Adding a constraint looks it up twice (is it in the solver already, then its entry) and a
/// batch checks it against the batch's other members, so this is on the path of every build.
/// `Dictionary` hashes an `ObjectIdentifier` with SipHash, about a hundred instructions a key,
/// and goes through the generic find and insert code; here a key is hashed with one
/// multiplication (Fibonacci hashing: objects are 16-byte aligned, so the low bits of an
/// address say nothing, and the product's high bits mix all of them) and found by linear
/// probing in a table at most three quarters full. A build of a grid of 16 cells takes 4 % fewer
/// instructions than with a `Dictionary` here and a `Set` for the batch's duplicates (enaml's
/// 2 %; counted with callgrind).
///
/// The table is never walked, so where the addresses put the keys chooses nothing.
struct IdentityTable: Sendable {
    /// One slot: the key's address (0 when the slot is empty; no object lives at 0) and its
    /// value.
    private struct Slot: Sendable, BitwiseCopyable {
        var key: UInt
        var value: EntryIndex
    }

    /// A power of two in length, at most three quarters full (empty until the first insertion):
    /// a probe that misses then reads 8.5 slots on average at the fullest, 2.5 at half full
    /// (linear probing's `(1 + 1/(1 − load)²) / 2`), and a table of a layout's constraints
    /// takes half the memory a half-full one took where its count passed a power of two.
    private var slots: [Slot] = []
    /// How many keys the table holds.
    private(set) var count = 0
    /// How many slots the table has (the room its keys take: 16 bytes a slot).
    var slotCount: Int { slots.count }

    /// An empty table.
    init() {}

    /// An empty table that holds `minimumCapacity` keys without growing.
    init(minimumCapacity: Int) {
        reserveCapacity(minimumCapacity)
    }

    /// The value of `id`, or nil; setting nil removes the key.
    subscript(id: ObjectIdentifier) -> EntryIndex? {
        get {
            guard !slots.isEmpty else { return nil }
            let key = UInt(bitPattern: id)
            let mask = slots.count - 1
            var i = home(key)
            while true {
                let k = slots[i].key
                if k == key { return slots[i].value }
                if k == 0 { return nil }
                i = (i + 1) & mask
            }
        }
        set {
            if let value = newValue {
                if !insert(id, value) { slots[find(UInt(bitPattern: id))].value = value }
            } else {
                remove(UInt(bitPattern: id))
            }
        }
    }

    /// Adds `id` with `value` and returns true, or returns false (changing nothing) when `id`
    /// is there already.
    @discardableResult
    mutating func insert(_ id: ObjectIdentifier, _ value: EntryIndex) -> Bool {
        if Self.isOverfull(count + 1, slots: slots.count) { grow(to: count + 1) }
        let key = UInt(bitPattern: id)
        let mask = slots.count - 1
        let start = home(key)
        // In place: one uniqueness check for the insertion, not one per probe and write, and
        // no bounds checks (the mask keeps every probe inside the table).
        let inserted = slots.withUnsafeMutableBufferPointer { slots in
            var i = start
            while slots[i].key != 0 {
                if slots[i].key == key { return false }
                i = (i + 1) & mask
            }
            slots[i] = Slot(key: key, value: value)
            return true
        }
        if inserted { count += 1 }
        return inserted
    }

    /// Makes room for `minimumCapacity` keys in all, so that inserting up to that many does not
    /// grow the table.
    mutating func reserveCapacity(_ minimumCapacity: Int) {
        if Self.isOverfull(minimumCapacity, slots: slots.count) { grow(to: minimumCapacity) }
    }

    /// Whether `keys` keys fill more than three quarters of `slots` slots.
    @inline(__always)
    private static func isOverfull(_ keys: Int, slots: Int) -> Bool { 4 * keys > 3 * slots }

    /// The slot of `key`'s probe sequence where it starts: the high bits of the key times
    /// 2⁶⁴/φ.
    @inline(__always)
    private func home(_ key: UInt) -> Int {
        let shift = UInt(UInt.bitWidth - slots.count.trailingZeroBitCount)
        return Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// The slot that holds `key`, which is in the table.
    private func find(_ key: UInt) -> Int {
        let mask = slots.count - 1
        var i = home(key)
        while slots[i].key != key { i = (i + 1) & mask }
        return i
    }

    /// Removes `key` if it is there, moving back the keys after it in its run that may no
    /// longer be reached from their home slot (so that no slot needs to mark a deletion).
    private mutating func remove(_ key: UInt) {
        guard !slots.isEmpty else { return }
        let mask = slots.count - 1
        var hole = home(key)
        while slots[hole].key != key {
            if slots[hole].key == 0 { return }
            hole = (hole + 1) & mask
        }
        var j = hole
        while true {
            j = (j + 1) & mask
            let k = slots[j].key
            if k == 0 { break }
            // The key at `j` stays when its home lies cyclically in (hole, j]: it is reached
            // from there without passing the hole.
            let h = home(k)
            let stays = hole <= j ? (hole < h && h <= j) : (hole < h || h <= j)
            if stays { continue }
            slots[hole] = slots[j]
            hole = j
        }
        slots[hole].key = 0
        count -= 1
    }

    /// Rebuilds the table with room for `minimumCapacity` keys (and at least twice the slots).
    private mutating func grow(to minimumCapacity: Int) {
        var size = max(16, 2 * slots.count)
        while Self.isOverfull(minimumCapacity, slots: size) { size *= 2 }
        let old = slots
        slots = [Slot](repeating: Slot(key: 0, value: .none), count: size)
        let mask = size - 1
        for slot in old where slot.key != 0 {
            var i = home(slot.key)
            while slots[i].key != 0 { i = (i + 1) & mask }
            slots[i] = slot
        }
    }
}
