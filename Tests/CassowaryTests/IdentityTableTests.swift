import Testing
@testable import Cassowary

/// The table that finds a constraint's entry by identity, against `Dictionary` as the
/// reference: insertions, look-ups, replacements and removals in a random order, across growth.
@Suite("Identity table")
struct IdentityTableTests {
    /// Objects to key by (kept alive, so that their addresses stay theirs).
    final class Key {}

    @Test("agrees with a dictionary through insertions, removals and growth")
    func agreesWithDictionary() {
        let keys = (0..<600).map { _ in Key() }
        var table = IdentityTable()
        var reference: [ObjectIdentifier: EntryIndex] = [:]
        // A fixed linear congruential sequence, so that the run is the same every time.
        var state: UInt64 = 12345
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        for step in 0..<20_000 {
            let id = ObjectIdentifier(keys[next(keys.count)])
            switch next(4) {
            case 0:
                table[id] = nil
                reference[id] = nil
            case 1:
                let inserted = table.insert(id, EntryIndex(step))
                #expect(inserted == (reference[id] == nil))
                if inserted { reference[id] = EntryIndex(step) }
            default:
                table[id] = EntryIndex(step)
                reference[id] = EntryIndex(step)
            }
            #expect(table.count == reference.count)
        }
        for key in keys {
            let id = ObjectIdentifier(key)
            #expect(table[id] == reference[id])
        }
        // Everything removed: the table is empty and finds nothing.
        for key in keys { table[ObjectIdentifier(key)] = nil }
        #expect(table.count == 0)
        #expect(keys.allSatisfy { table[ObjectIdentifier($0)] == nil })
    }

    @Test("a reserved table holds its keys, and a value type's copy is its own")
    func reservedAndCopied() {
        let keys = (0..<100).map { _ in Key() }
        var table = IdentityTable(minimumCapacity: keys.count)
        for (i, key) in keys.enumerated() {
            let inserted = table.insert(ObjectIdentifier(key), EntryIndex(i))
            #expect(inserted)
        }
        let copy = table
        for key in keys.prefix(50) { table[ObjectIdentifier(key)] = nil }
        #expect(table.count == 50 && copy.count == 100)
        for (i, key) in keys.enumerated() {
            #expect(copy[ObjectIdentifier(key)] == EntryIndex(i))
            #expect(table[ObjectIdentifier(key)] == (i < 50 ? nil : EntryIndex(i)))
        }
    }

    @Test("a table fills up to three quarters of its slots before it doubles")
    func fillsThreeQuarters() {
        let keys = (0..<3_000).map { _ in Key() }
        // 3 000 keys fit in 4 096 slots (73 %); at most half full they took 8 192.
        let reserved = IdentityTable(minimumCapacity: keys.count)
        #expect(reserved.slotCount == 4_096)
        var table = IdentityTable()
        for (i, key) in keys.enumerated() {
            table.insert(ObjectIdentifier(key), EntryIndex(i))
            // Never more than three quarters full, and never less than three eighths once
            // grown past the first 16 slots (it doubles only when the next key would pass 3/4).
            #expect(4 * table.count <= 3 * table.slotCount)
            if table.slotCount > 16 { #expect(8 * table.count > 3 * table.slotCount) }
        }
        #expect(table.slotCount == 4_096)
        for (i, key) in keys.enumerated() { #expect(table[ObjectIdentifier(key)] == EntryIndex(i)) }
    }
}
