import Testing
import TestSupport
@testable import Cassowary

/// The engine's rows and columns are spans of one shared array (`PackedLists`). These tests
/// hold it to what an array of arrays would do, through every kind of change, and check that
/// the shared array does not keep growing with the space lists leave behind.
@Suite("Packed lists")
struct PackedListsTests {
    /// Every list, read element by element, through its slice and through its span.
    static func contents(_ lists: PackedLists<Int, Int32>) -> [[Int32]] {
        lists.indices.map { i in
            let byIndex = (0..<lists.length(i)).map { lists[i, $0] }
            #expect(Array(lists[i]) == byIndex)
            #expect(lists.span(i).map { lists.storage[$0] } == byIndex)
            return byIndex
        }
    }

    @Test("random appends, replacements, removals and emptied lists read as an array of arrays does")
    func againstArrays() {
        var generator = SplitMix64(seed: 8)
        var lists = PackedLists<Int, Int32>()
        var reference: [[Int32]] = []
        // The longest each list has been since it was made or emptied: its room is at most
        // twice that (or 4).
        var longest: [Int] = []
        // Every element is a number of its own, so that an element is known by its value.
        var next: Int32 = 0
        func fresh(_ count: Int) -> [Int32] {
            (0..<count).map { _ in
                next += 1
                return next
            }
        }
        for step in 0..<40_000 {
            next += 1
            switch generator.int(0...9) {
            case 0 where reference.count < 400, 1 where reference.isEmpty:
                let list = fresh(generator.int(0...5))
                lists.append(list)
                reference.append(list)
                longest.append(list.count)
            case 2, 3, 4:
                guard !reference.isEmpty else { continue }
                let i = generator.int(0...(reference.count - 1))
                lists.append(next, to: i)
                reference[i].append(next)
                longest[i] = max(longest[i], reference[i].count)
            case 5:
                guard !reference.isEmpty else { continue }
                let i = generator.int(0...(reference.count - 1))
                let list = fresh(generator.int(0...12))
                lists.replace(i, with: list)
                reference[i] = list
                longest[i] = max(longest[i], list.count)
            case 6, 7:
                guard !reference.isEmpty else { continue }
                let i = generator.int(0...(reference.count - 1))
                guard !reference[i].isEmpty else { continue }
                let j = generator.int(0...(reference[i].count - 1))
                let value = reference[i][j]
                lists.removeFirst(from: i) { $0 == value }
                reference[i].remove(at: j)
            case 8:
                guard !reference.isEmpty else { continue }
                let i = generator.int(0...(reference.count - 1))
                lists.removeAll(i)
                reference[i] = []
                longest[i] = 0
            default:
                guard !reference.isEmpty else { continue }
                lists.removeLast()
                reference.removeLast()
                longest.removeLast()
            }
            if step % 997 == 0 { #expect(Self.contents(lists) == reference, "after step \(step)") }
        }
        #expect(Self.contents(lists) == reference)
        // Packed again whenever more than half of it is unused: the shared array holds the
        // room the lists have, at most twice over, and a margin for small arrays.
        let room = longest.reduce(0) { $0 + max(4, 2 * $1) }
        #expect(lists.storageCount <= 2 * room + 8192)
    }

    @Test("a detached copy is a value: changing one leaves the other as it was")
    func detachedCopiesAreValues() {
        var a = PackedLists<Int, Int32>()
        a.append([1, 2, 3])
        a.append([4])
        var b = a.detached()
        b.append(5, to: 1)
        b.replace(0, with: [9])
        a.removeFirst(from: 0) { $0 == 1 }
        #expect(Self.contents(a) == [[2, 3], [4]])
        #expect(Self.contents(b) == [[9], [4, 5]])
    }

    @Test("one list growing by one at a time leaves no trail of copies behind")
    func growingList() {
        var lists = PackedLists<Int, Int32>()
        lists.append([])
        lists.append([7])
        for k in 0..<100_000 { lists.append(Int32(k), to: 0) }
        #expect(lists.length(0) == 100_000)
        #expect(Self.contents(lists)[1] == [7])
        #expect(lists.storageCount <= 4 * 100_000 + 8192)
    }

    @Test("lists made empty with room take their first elements in place, then grow as any list")
    func emptyListsWithRoom() {
        var lists = PackedLists<Int, Int32>()
        lists.append([1])
        lists.appendEmpty(3, capacity: 2, filler: -1)
        #expect(Self.contents(lists) == [[1], [], [], []])
        let size = lists.storageCount
        lists.append(10, to: 2)
        lists.append(11, to: 2)
        lists.append(20, to: 3)
        // Two elements fit where the lists were made: the shared array did not grow.
        #expect(lists.storageCount == size)
        #expect(Self.contents(lists) == [[1], [], [10, 11], [20]])
        // A third moves the list to the end of the shared array, as a list at its room does.
        lists.append(12, to: 2)
        #expect(Self.contents(lists) == [[1], [], [10, 11, 12], [20]])
        #expect(lists.storageCount > size)
    }

    @Test("a shared array that must grow while an eighth of it is unused packs its lists instead of doubling")
    func growthPacks() {
        var lists = PackedLists<Int, Int32>()
        // 1 000 lists of 8 in room for 11 000 elements.
        lists.reserveCapacity(lists: 1_000, elements: 11_000)
        for k in 0..<1_000 { lists.append((0..<8).map { Int32(8 * k + $0) }) }
        let reserved = lists.storage.capacity
        #expect(reserved == 11_000)
        // Every other list lengthened by one moves to the end of the shared array with room
        // for 13. The 231st move finds the array full (8 000 + 230 × 13 = 10 990 elements),
        // with the 231 spans of 8 left behind unused (1 848: more than an eighth, short of the
        // half that packs the lists on its own).
        var reference = (0..<1_000).map { k in (0..<8).map { Int32(8 * k + $0) } }
        for k in stride(from: 0, to: 1_000, by: 2) {
            reference[k].append(-1)
            lists.replace(k, with: reference[k])
        }
        #expect(Self.contents(lists) == reference)
        #expect(lists.elementCount == 8_500)
        // The lists were packed into memory with half as much room again as they filled
        // (9 142 elements then: 13 713), where doubling the array gave 22 000. That room holds
        // the other 270 moves: the lists' room at the end, 500 × 8 + 500 × 13, and the 269
        // spans of 8 left behind since the packing.
        #expect(lists.storage.capacity == 9_142 + 9_142 / 2)
        #expect(lists.storageCount == 500 * 8 + 500 * 13 + 269 * 8)
    }
}
