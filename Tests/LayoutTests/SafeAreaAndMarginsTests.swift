import Testing
@testable import ConstraintLayout

/// A phone in portrait: 390 × 844, with a 47-point notch and a 34-point home indicator.
private let portrait = LayoutInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
/// The same phone in landscape: 844 × 390, the notch on the leading side (and its twin
/// trailing), a 21-point home indicator.
private let landscape = LayoutInsets(top: 0, leading: 47, bottom: 21, trailing: 47)

@Suite("Safe area and layout margins")
struct SafeAreaAndMarginsTests {
    @Test("the root's safe area is the root inset by the host's insets, and rotates in place")
    func rootSafeArea() throws {
        let engine = try makeEngine(width: 390, height: 844)
        try engine.setSafeAreaInsets(portrait)
        let root = engine.root
        let content = try addView("content", to: root)
        try engine.activate(content.edges == root.safeAreaLayoutGuide.edges)
        #expect(root.safeAreaLayoutGuide.layoutFrame == LayoutRect(x: 0, y: 47, width: 390, height: 844 - 47 - 34))
        #expect(content.frame == LayoutRect(x: 0, y: 47, width: 390, height: 763))

        // Rotation: a new size and new insets; nothing is added or removed.
        let before = engine.statistics
        try engine.layout(width: 844, height: 390)
        try engine.setSafeAreaInsets(landscape)
        #expect(content.frame == LayoutRect(x: 47, y: 0, width: 844 - 94, height: 390 - 21))
        #expect(engine.statistics.additions == before.additions)
        #expect(engine.statistics.removals == before.removals)
        // Four insets changed: four constant changes.
        #expect(engine.statistics.constantChanges == before.constantChanges + 4)
        #expect(engine.safeAreaInsets == landscape)
    }

    @Test("a subview's safe area is its rectangle clipped to the root's safe area")
    func subviewSafeArea() throws {
        let engine = try makeEngine(width: 390, height: 844)
        try engine.setSafeAreaInsets(portrait)
        let root = engine.root
        let header = try addView("header", to: root)
        let card = try addView("card", to: root)
        let footer = try addView("footer", to: root)
        try engine.activate([
            header.top == root.top, header.leading == root.leading, header.trailing == root.trailing,
            header.height == 100,
            card.top == root.top + 200, card.leading == root.leading + 20, card.width == 100, card.height == 100,
            footer.bottom == root.bottom, footer.leading == root.leading, footer.trailing == root.trailing,
            footer.height == 60,
        ])
        // The header reaches 47 points under the notch; the card lies inside the safe area;
        // the footer's last 34 points are under the home indicator.
        #expect(header.safeAreaLayoutGuide.layoutFrame == LayoutRect(x: 0, y: 47, width: 390, height: 53))
        #expect(card.safeAreaLayoutGuide.layoutFrame == LayoutRect(x: 0, y: 0, width: 100, height: 100))
        #expect(footer.safeAreaLayoutGuide.layoutFrame == LayoutRect(x: 0, y: 0, width: 390, height: 26))
        // Rotating moves every guide: the header is no longer under anything at the top, but
        // both sides are.
        try engine.layout(width: 844, height: 390)
        try engine.setSafeAreaInsets(landscape)
        #expect(header.safeAreaLayoutGuide.layoutFrame == LayoutRect(x: 47, y: 0, width: 750, height: 100))
        #expect(card.safeAreaLayoutGuide.layoutFrame == LayoutRect(x: 27, y: 0, width: 73, height: 100))
        #expect(footer.safeAreaLayoutGuide.layoutFrame == LayoutRect(x: 47, y: 0, width: 750, height: 39))
    }

    @Test("the margins guide is the safe area inset by the margins; margins change in place")
    func margins() throws {
        let engine = try makeEngine(width: 390, height: 844)
        let root = engine.root
        let card = try addView("card", to: root)
        let label = try addView("label", to: card)
        try engine.activate([
            card.leading == root.leading + 20, card.top == root.top + 100, card.width == 300, card.height == 200,
        ])
        // Default margins: 8 on every edge.
        #expect(card.directionalLayoutMargins == LayoutInsets(8))
        try engine.activate(label.edges == card.layoutMarginsGuide.edges)
        #expect(label.frame == LayoutRect(x: 8, y: 8, width: 284, height: 184))

        let before = engine.statistics
        card.directionalLayoutMargins = LayoutInsets(top: 10, leading: 16, bottom: 12, trailing: 24)
        #expect(label.frame == LayoutRect(x: 16, y: 10, width: 300 - 16 - 24, height: 200 - 10 - 12))
        #expect(engine.statistics.additions == before.additions && engine.statistics.removals == before.removals)
        #expect(engine.statistics.constantChanges == before.constantChanges + 4)
        // A negative margin is refused and changes nothing.
        #expect(throws: LayoutError.self) { try card.setDirectionalLayoutMargins(LayoutInsets(-1)) }
        card.directionalLayoutMargins = LayoutInsets(.nan)
        #expect(card.directionalLayoutMargins == LayoutInsets(top: 10, leading: 16, bottom: 12, trailing: 24))
    }

    @Test("the root's margins start at the safe area")
    func rootMargins() throws {
        let engine = try makeEngine(width: 390, height: 844)
        try engine.setSafeAreaInsets(portrait)
        let root = engine.root
        try root.setDirectionalLayoutMargins(LayoutInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(root.layoutMarginsGuide.layoutFrame == LayoutRect(x: 16, y: 47, width: 358, height: 763))
    }

    @Test("preserving the superview's margins keeps each edge inside them")
    func preservesSuperviewMargins() throws {
        let engine = try makeEngine(width: 390, height: 844)
        let root = engine.root
        let page = try addView("page", to: root)
        let band = try addView("band", to: page)
        try page.setDirectionalLayoutMargins(LayoutInsets(20))
        try engine.activate(
            (page.edges == root.edges) + [
                band.leading == page.leading, band.trailing == page.trailing, band.top == page.top + 300,
                band.height == 100,
            ])
        let guide = band.layoutMarginsGuide
        // Own margins only: 8 inside the band.
        #expect(guide.layoutFrame == LayoutRect(x: 8, y: 8, width: 374, height: 84))
        band.preservesSuperviewLayoutMargins = true
        // Left and right the band reaches into the page's 20-point margins: the edges move to
        // 20 and 390 - 20. Top and bottom it lies well inside them: its own 8 points hold.
        #expect(guide.layoutFrame == LayoutRect(x: 20, y: 8, width: 350, height: 84))
        band.preservesSuperviewLayoutMargins = false
        #expect(guide.layoutFrame == LayoutRect(x: 8, y: 8, width: 374, height: 84))
    }

    @Test("guides asked for before the view joins an engine are placed when it joins")
    func guidesBeforeJoining() throws {
        let engine = try makeEngine(width: 390, height: 844)
        try engine.setSafeAreaInsets(portrait)
        let banner = LayoutView("banner")
        let text = LayoutView("text")
        try banner.addSubview(text)
        let guide = banner.layoutMarginsGuide
        try engine.root.addSubview(banner)
        try engine.activate(
            [
                banner.top == engine.root.top, banner.leading == engine.root.leading,
                banner.trailing == engine.root.trailing, banner.height == 120,
            ]
                + (text.edges == guide.edges))
        // Safe area: 47 off the top of the banner; margins 8 inside that.
        #expect(text.frame == LayoutRect(x: 8, y: 55, width: 374, height: 120 - 47 - 16))
        // Out and back in: placed again.
        banner.removeFromSuperview()
        #expect(guide.engine == nil)
        try engine.root.addSubview(banner)
        try engine.activate(
            [
                banner.top == engine.root.top + 200, banner.leading == engine.root.leading,
                banner.trailing == engine.root.trailing, banner.height == 120,
            ]
                + (text.edges == guide.edges))
        #expect(text.frame == LayoutRect(x: 8, y: 8, width: 374, height: 104))
    }

    @Test("insets that required constraints cannot take throw and change nothing")
    func safeAreaConflict() throws {
        let engine = try makeEngine(width: 390, height: 844)
        try engine.setSafeAreaInsets(portrait)
        let root = engine.root
        let content = try addView("content", to: root)
        try engine.activate([
            (content.top == root.safeAreaLayoutGuide.top).labeled("top"),
            (content.bottom == root.bottom).labeled("bottom"),
            (content.height >= 790).labeled("tall"), content.leading == root.leading, content.width == 10,
        ])
        #expect(content.frame.height == 844 - 47)
        // A 60-point inset leaves 784 < 790.
        var taller = portrait
        taller.top = 60
        let error = #expect(throws: LayoutError.self) { try engine.setSafeAreaInsets(taller) }
        #expect(
            error?.unsatisfiable?.constraint.text
                == "'Layout-SafeArea-Top' root.safeAreaLayoutGuide.top == root.top + 60")
        #expect(error?.unsatisfiable?.conflicts.map(\.identifier) == ["top", "bottom", "tall", "Layout-Root-Height"])
        #expect(engine.safeAreaInsets == portrait)
        #expect(content.frame == LayoutRect(x: 0, y: 47, width: 10, height: 797))
    }
}
