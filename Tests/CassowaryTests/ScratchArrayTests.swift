import Testing

@testable import Cassowary

/// The scratch lists' writes in place: the searches append through the storage (a count they
/// keep themselves), and a combination removes terms keeping the others' order.
@Suite("Scratch lists: appending through the storage, removing in place")
struct ScratchArrayTests {
    @Test("appending through the storage continues the list, and leftover storage takes no part")
    func appendingThroughTheStorage() {
        var list = ScratchArray<Int>()
        for v in 0..<10 { list.append(100 + v) }
        list.clear()
        list.append(1)
        list.append(2)
        list.withAppendableStorage(capacity: 6, filler: -1) { storage, count in
            #expect(count == 2)
            for v in 3...6 {
                storage[count] = v
                count += 1
            }
        }
        #expect(Array(list) == [1, 2, 3, 4, 5, 6])
        // Room is made with the filler when the storage is shorter than asked.
        var empty = ScratchArray<Int>()
        empty.withAppendableStorage(capacity: 3, filler: 0) { storage, count in
            storage[0] = 7
            count = 1
        }
        #expect(Array(empty) == [7])
    }

    @Test("the count the body leaves is the list's, within what the body wrote")
    func settingTheCount() {
        var list = ScratchArray<Int>()
        list.withAppendableStorage(capacity: 4, filler: 9) { storage, count in
            for i in 0..<4 { storage[i] = i * i }
            #expect(count == 0)
            count = 3
        }
        #expect(Array(list) == [0, 1, 4])
    }

    @Test("removing an element keeps the others in their order", arguments: 0..<5)
    func removing(at position: Int) {
        var list = ScratchArray<Int>()
        for v in [10, 11, 12, 13, 14] { list.append(v) }
        list.remove(at: position)
        var expected = [10, 11, 12, 13, 14]
        expected.remove(at: position)
        #expect(Array(list) == expected)
    }

    @Test("assigning copies the other list's elements, whatever storage either had before")
    func assigning() {
        var source = ScratchArray<Int>()
        for v in 0..<7 { source.append(v * 3) }
        // Into an empty list, into one with less storage than needed, and into one with more
        // (whose leftover elements take no part).
        var empty = ScratchArray<Int>()
        empty.assign(source)
        #expect(Array(empty) == [0, 3, 6, 9, 12, 15, 18])
        var shorter = ScratchArray<Int>()
        for v in [100, 101, 102] { shorter.append(v) }
        shorter.assign(source)
        #expect(Array(shorter) == [0, 3, 6, 9, 12, 15, 18])
        var longer = ScratchArray<Int>()
        for v in 0..<20 { longer.append(-v) }
        longer.clear()
        longer.append(5)
        longer.assign(source)
        #expect(Array(longer) == [0, 3, 6, 9, 12, 15, 18])
        // The copy is the list's own: changing it leaves the source as it was.
        longer[0] = 42
        longer.append(43)
        #expect(Array(source) == [0, 3, 6, 9, 12, 15, 18])
        // An empty source empties the list.
        longer.assign(ScratchArray<Int>())
        #expect(longer.isEmpty)
        // A copy of a list that shares its storage (a value copy) is assigned back safely.
        var twin = source
        twin.assign(source)
        #expect(Array(twin) == Array(source))
    }
}
