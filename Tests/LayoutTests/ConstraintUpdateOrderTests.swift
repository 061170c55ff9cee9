import Testing
@testable import ConstraintLayout

/// `updateConstraintsIfNeeded()`: a joining subtree's own constraints (guides, stack
/// arrangements) go in before any of its content constraints; a failure leaves the views
/// pending, and the next call makes their constraints again.
@Suite("Constraint update order")
struct ConstraintUpdateOrderTests {
    @Test("the stacks' arrangements go in before every content constraint of the subtree")
    func arrangementsBeforeContent() throws {
        let engine = try makeEngine(width: 375, height: 667)
        let a = sized("a", 60, 20), b = sized("b", 80, 30)
        let inner = try StackView("inner", arrangedSubviews: [a, b])
        // c comes before inner in the tree: view by view, its content constraints would go in
        // before inner's arrangement.
        let outer = try StackView("outer", arrangedSubviews: [sized("c", 40, 10), inner])
        try engine.root.addSubview(outer)
        try engine.activate([outer.leading == engine.root.leading, outer.top == engine.root.top])
        let content = engine.constraints.filter {
            switch $0.role {
            case .contentHugging, .compressionResistance: true
            default: false
            }
        }
        let arrangements = engine.constraints.filter { $0.identifier?.hasPrefix("UISV-") == true }
        #expect(content.count == 12 && arrangements.contains { $0.firstItem === inner || $0.secondItem === inner })
        #expect(try #require(arrangements.map(\.sequence).max()) < (try #require(content.map(\.sequence).min())))
        // Frames by hand: inner is a row of 60 + 80, as tall as its taller view (30); outer is
        // c (40) then inner, as tall as inner.
        #expect(inner.frame == LayoutRect(x: 40, y: 0, width: 140, height: 30))
        #expect(b.frame == LayoutRect(x: 60, y: 0, width: 80, height: 30))
        #expect(outer.frame == LayoutRect(x: 0, y: 0, width: 180, height: 30))
    }

    @Test("an arrangement that cannot hold leaves the views pending; the next call makes it")
    func failedArrangementIsMadeAgain() throws {
        let engine = try makeEngine(width: 375, height: 667)
        let a = sized("a", 60, 20), b = sized("b", 80, 30)
        let stack = try StackView("stack", arrangedSubviews: [a, b])
        try engine.root.addSubview(stack)
        // The stack's first view starts at its leading edge (UISV-canvas-connection): 50 in
        // cannot hold, so the batch fails and changes nothing.
        let bad = a.leading == stack.leading + 50
        #expect(throws: LayoutError.self) {
            try engine.activate([stack.leading == engine.root.leading, stack.top == engine.root.top, bad])
        }
        #expect(!bad.isActive)
        #expect(!engine.constraints.contains { $0.identifier == "UISV-canvas-connection" })
        try engine.activate([stack.leading == engine.root.leading + 10, stack.top == engine.root.top + 20])
        #expect(stack.frame == LayoutRect(x: 10, y: 20, width: 140, height: 30))
        #expect(b.frame == LayoutRect(x: 60, y: 0, width: 80, height: 30))
    }
}
