import Testing

@testable import Cassowary

@Suite("Lending an array's elements: every one in order, the first error stops")
struct ArrayLentTests {
    final class Item {
        let number: Int
        init(_ number: Int) { self.number = number }
    }

    struct Stop: Error, Equatable {
        let at: Int
    }

    @Test("each element is lent once, in order, and is the array's own object")
    func visitsInOrder() {
        let items = (0..<5).map(Item.init)
        var seen: [ObjectIdentifier] = []
        items.forEachLent { (item: Item) in seen.append(ObjectIdentifier(item)) }
        #expect(seen == items.map(ObjectIdentifier.init))
    }

    @Test("an empty array calls nothing")
    func emptyArray() {
        var calls = 0
        [Item]().forEachLent { (_: Item) in calls += 1 }
        #expect(calls == 0)
    }

    @Test("the first error is rethrown, typed, and the elements after it are not visited")
    func firstErrorStops() {
        let items = (0..<6).map(Item.init)
        var visited: [Int] = []
        #expect(throws: Stop(at: 2)) {
            try items.forEachLent { (item: Item) throws(Stop) in
                visited.append(item.number)
                if item.number >= 2 { throw Stop(at: item.number) }
            }
        }
        #expect(visited == [0, 1, 2])
    }
}
