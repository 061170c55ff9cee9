import Testing
@testable import ConstraintLayout

@Suite("LayoutEngine: the frames UIKit gives")
struct LayoutEngineTests {
    @Test("a fixed-size view centred in the root sits at half the leftover space")
    func centering() throws {
        let engine = try makeEngine(width: 375, height: 667)
        let root = engine.root
        let box = try addView("box", to: root)
        try engine.activate([box.width == 100, box.height == 50] + (box.center == root.center))
        #expect(box.frame == LayoutRect(x: (375 - 100) / 2, y: (667 - 50) / 2, width: 100, height: 50))
        #expect(root.frame == LayoutRect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test("two views with equal widths share the row between insets and a gap")
    func equalWidths() throws {
        let engine = try makeEngine(width: 375, height: 667)
        let root = engine.root
        let a = try addView("a", to: root), b = try addView("b", to: root)
        try engine.activate([
            a.leading == root.leading + 16,
            b.leading == a.trailing + 8,
            b.trailing == root.trailing - 16,
            a.width == b.width,
            a.top == root.top, b.top == root.top, a.height == 10, b.height == 10,
        ])
        let w = (375.0 - 2 * 16 - 8) / 2
        #expect(a.frame == LayoutRect(x: 16, y: 0, width: w, height: 10))
        #expect(b.frame == LayoutRect(x: 16 + w + 8, y: 0, width: w, height: 10))
        #expect(b.frame.maxX == 375 - 16)
    }

    @Test("multiplier and constant: the strip's height is a quarter of its width plus 12")
    func multiplierAndConstant() throws {
        let engine = try makeEngine(width: 375, height: 667)
        let root = engine.root
        let strip = try addView("strip", to: root)
        try engine.activate([
            strip.leading == root.leading, strip.trailing == root.trailing, strip.top == root.top,
            strip.height.constraint(equalTo: strip.width, multiplier: 0.25, constant: 12),
        ])
        for width in [320.0, 375, 414, 1024] {
            try engine.layout(width: width, height: 800)
            #expect(strip.frame == LayoutRect(x: 0, y: 0, width: width, height: width / 4 + 12))
        }
    }

    @Test("the operator and the anchor method make the same constraint")
    func operatorsMatchMethods() throws {
        let engine = try makeEngine(width: 400, height: 400)
        let root = engine.root
        let a = try addView("a", to: root), b = try addView("b", to: root)
        try engine.activate([
            a.leading == root.leading, a.top == root.top, a.width == 0.5 * root.width - 10, a.height == a.width / 4,
            b.leading.constraint(equalTo: root.leading), b.top.constraint(equalTo: root.top),
            b.width.constraint(equalTo: root.width, multiplier: 0.5, constant: -10),
            b.height.constraint(equalTo: b.width, multiplier: 0.25),
        ])
        #expect(a.frame == LayoutRect(x: 0, y: 0, width: 190, height: 47.5))
        #expect(b.frame == a.frame)
    }

    @Test("inequalities: a view stays inside its container and at least 44 wide")
    func inequalities() throws {
        let engine = try makeEngine(width: 300, height: 300)
        let root = engine.root
        let v = try addView("v", to: root)
        try engine.activate([
            v.leading >= root.leading + 20, v.trailing <= root.trailing - 20,
            v.width >= 44, v.width == 1000 ~ .defaultLow,
            v.top.constraint(greaterThanOrEqualTo: root.top, constant: 10),
            v.top.constraint(lessThanOrEqualTo: root.top, constant: 10),
            v.height.constraint(greaterThanOrEqualToConstant: 30),
            v.height.constraint(lessThanOrEqualToConstant: 30),
        ])
        // The 250 wish for 1000 pulls the width to the most the insets allow: 300 - 40.
        #expect(v.frame == LayoutRect(x: 20, y: 10, width: 260, height: 30))
    }

    @Test("composite anchors: inset edges, equal sizes, shared centres")
    func compositeAnchors() throws {
        let engine = try makeEngine(width: 375, height: 667)
        let root = engine.root
        let card = try addView("card", to: root)
        let icon = try addView("icon", to: card)
        let twin = try addView("twin", to: card)
        try engine.activate(
            (card.edges == root.edges.inset(by: LayoutInsets(top: 20, leading: 16, bottom: 34, trailing: 16)))
                + (icon.size == LayoutSize(width: 44, height: 30))
                + (icon.center == card.center)
                + (twin.size == icon.size)
                + twin.center.constraints(equalTo: icon.center, offset: LayoutPoint(x: 0, y: 50)))
        #expect(card.frame == LayoutRect(x: 16, y: 20, width: 375 - 32, height: 667 - 54))
        let iconX = (343.0 - 44) / 2, iconY = (613.0 - 30) / 2
        #expect(icon.frame == LayoutRect(x: iconX, y: iconY, width: 44, height: 30))
        #expect(twin.frame == LayoutRect(x: iconX, y: iconY + 50, width: 44, height: 30))
        // Two inset rectangles made to coincide: a is 8 points inside b.
        let b = try addView("b", to: root), a = try addView("a", to: b)
        try engine.activate(b.edges == root.edges)
        try engine.activate(a.edges.inset(by: 4) == b.edges.inset(by: 12))
        #expect(a.frame == LayoutRect(x: 8, y: 8, width: 375 - 16, height: 667 - 16))
    }

    @Test("a subview's frame is in its superview's coordinates; frameInRoot in the root's")
    func superviewCoordinates() throws {
        let engine = try makeEngine(width: 375, height: 667)
        let root = engine.root
        let container = try addView("container", to: root)
        let child = try addView("child", to: container)
        let grandchild = try addView("grandchild", to: child)
        try engine.activate(
            [
                container.leading == root.leading + 20, container.top == root.top + 30,
                child.leading == container.leading + 10, child.top == container.top + 5,
                grandchild.leading == child.leading + 1, grandchild.top == child.top + 2,
            ] + (container.size == LayoutSize(width: 200, height: 100))
                + (child.size == LayoutSize(width: 50, height: 40))
                + (grandchild.size == LayoutSize(width: 5, height: 4)))
        #expect(container.frame == LayoutRect(x: 20, y: 30, width: 200, height: 100))
        #expect(child.frame == LayoutRect(x: 10, y: 5, width: 50, height: 40))
        #expect(child.frameInRoot == LayoutRect(x: 30, y: 35, width: 50, height: 40))
        #expect(grandchild.frame == LayoutRect(x: 1, y: 2, width: 5, height: 4))
        #expect(grandchild.frameInRoot == LayoutRect(x: 31, y: 37, width: 5, height: 4))
    }

    @Test("resizing the root is two suggestions: nothing is added or removed")
    func resizeIsASuggestion() throws {
        let engine = try makeEngine(width: 375, height: 667)
        let root = engine.root
        let v = try addView("v", to: root)
        try engine.activate(v.edges == root.edges.inset(by: 10))
        let before = engine.statistics
        for width in [320.0, 375, 414, 768, 1024, 320] {
            try engine.layout(width: width, height: 500)
            #expect(v.frame == LayoutRect(x: 10, y: 10, width: width - 20, height: 480))
        }
        #expect(engine.statistics.additions == before.additions)
        #expect(engine.statistics.removals == before.removals)
        #expect(engine.statistics.suggestions == before.suggestions + 12)
        #expect(engine.requestedSize == LayoutSize(width: 320, height: 500))
    }

    @Test("a negative or non-finite root size is rejected and changes nothing")
    func badRootSize() throws {
        let engine = try makeEngine(width: 375, height: 667)
        #expect(throws: LayoutError.self) { try engine.layout(width: -1, height: 10) }
        #expect(throws: LayoutError.self) { try engine.layout(width: 10, height: .nan) }
        #expect(throws: LayoutError.self) { try engine.layout(width: .infinity, height: 10) }
        #expect(engine.root.frame == LayoutRect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test("the static activate uses the views' engine; deactivate removes from the solver")
    func staticActivation() throws {
        let engine = try makeEngine(width: 200, height: 200)
        let v = try addView("v", to: engine.root)
        let wide = v.width == 150
        try LayoutConstraint.activate([wide, v.width <= 180])
        #expect(wide.isActive && wide.engine === engine)
        #expect(v.frame.width == 150)
        LayoutConstraint.deactivate([wide])
        #expect(!wide.isActive)
        #expect(!engine.constraints.contains { $0 === wide })
        let outside = LayoutView("outside")
        let error = #expect(throws: LayoutError.self) { try LayoutConstraint.activate([outside.width == 10]) }
        guard case .viewNotInEngine(let name, _) = error else {
            Issue.record("expected viewNotInEngine, got \(String(describing: error))")
            return
        }
        #expect(name == "outside")
    }
}
