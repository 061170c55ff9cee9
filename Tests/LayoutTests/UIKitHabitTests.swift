import Testing
@testable import ConstraintLayout

/// The spellings a UIKit developer types by habit: settable `constant`, `priority` and
/// `isActive`, `LayoutConstraint.activate`, anchor methods. (UIKit's own names, such as
/// `leadingAnchor` or `NSLayoutConstraint`, are declared unavailable with the name to use, so
/// the compiler offers the fix; they cannot appear in a test that compiles.)
@Suite("UIKit habits")
struct UIKitHabitTests {
    @Test("a login form typed the UIKit way lays out, moves up for the keyboard and rotates")
    func loginForm() throws {
        let engine = LayoutEngine()
        let view = engine.root
        let logo = LayoutView("logo", intrinsicContentSize: IntrinsicContentSize(width: 120, height: 40))
        let emailField = LayoutView("emailField", intrinsicContentSize: IntrinsicContentSize(height: 34))
        let passwordField = LayoutView("passwordField", intrinsicContentSize: IntrinsicContentSize(height: 34))
        let loginButton = LayoutView("loginButton", intrinsicContentSize: IntrinsicContentSize(width: 64, height: 30))
        for subview in [logo, emailField, passwordField, loginButton] {
            try view.addSubview(subview)
        }

        let logoTop = logo.top.constraint(equalTo: view.top, constant: 80)
        try LayoutConstraint.activate([
            logoTop,
            logo.centerX.constraint(equalTo: view.centerX),
            emailField.top.constraint(equalTo: logo.bottom, constant: 40),
            emailField.leading.constraint(equalTo: view.leading, constant: 20),
            emailField.trailing.constraint(equalTo: view.trailing, constant: -20),
            passwordField.top.constraint(equalTo: emailField.bottom, constant: 12),
            passwordField.leading.constraint(equalTo: emailField.leading),
            passwordField.trailing.constraint(equalTo: emailField.trailing),
            loginButton.top.constraint(equalTo: passwordField.bottom, constant: 24),
            loginButton.centerX.constraint(equalTo: view.centerX),
        ])
        let buttonWidth = loginButton.width.constraint(equalTo: view.width, multiplier: 0.5)
        buttonWidth.priority = .defaultHigh
        buttonWidth.isActive = true
        try engine.layout(width: 375, height: 667)

        // Logo: 120 × 40 centred (187.5 - 60), 80 down. Fields: 20 from each side (335 wide),
        // 40 below the logo (160) and 12 below each other (160 + 34 + 12 = 206). Button: 24
        // below (206 + 34 + 24 = 264), half the width at 750 against hugging at 250, centred.
        #expect(logo.frame == LayoutRect(x: 127.5, y: 80, width: 120, height: 40))
        #expect(emailField.frame == LayoutRect(x: 20, y: 160, width: 335, height: 34))
        #expect(passwordField.frame == LayoutRect(x: 20, y: 206, width: 335, height: 34))
        #expect(loginButton.frame == LayoutRect(x: 93.75, y: 264, width: 187.5, height: 30))

        // The keyboard appears: everything moves up by 60.
        logoTop.constant = 20
        #expect(logo.frame.minY == 20)
        #expect(emailField.frame.minY == 100 && passwordField.frame.minY == 146)
        #expect(loginButton.frame.minY == 204)

        // Without the width constraint the button hugs its 64 points.
        buttonWidth.isActive = false
        #expect(loginButton.frame == LayoutRect(x: 187.5 - 32, y: 204, width: 64, height: 30))

        // Inactive, it may become required; then the device rotates.
        buttonWidth.priority = .required
        buttonWidth.isActive = true
        try engine.layout(width: 667, height: 375)
        #expect(emailField.frame == LayoutRect(x: 20, y: 100, width: 627, height: 34))
        #expect(loginButton.frame == LayoutRect(x: 166.75, y: 204, width: 333.5, height: 30))
        #expect(engine.ambiguousViews.isEmpty)
    }

    @Test("setting constant is the in-place constant change")
    func constantSetter() throws {
        let engine = try makeEngine(width: 300, height: 300)
        let v = try addView("v", to: engine.root)
        let left = v.leading == engine.root.leading + 10
        try engine.activate([left, v.top == engine.root.top, v.width == 50, v.height == 50])
        let before = engine.statistics
        left.constant = 30
        #expect(v.frame.minX == 30 && left.constant == 30)
        #expect(engine.statistics.constantChanges == before.constantChanges + 1)
        #expect(engine.statistics.additions == before.additions && engine.statistics.removals == before.removals)
        // Not finite: refused, nothing changes.
        left.constant = .nan
        #expect(left.constant == 30 && v.frame.minX == 30)
        // Inactive: simply stored.
        let loose = v.width == 10
        loose.constant = 12
        #expect(loose.constant == 12 && !loose.isActive)
    }

    @Test("a conflict from a setter breaks that constraint, as UIKit does, and reports it")
    func setterConflicts() throws {
        let engine = try makeEngine(width: 300, height: 300)
        let v = try addView("v", to: engine.root)
        let cap = (v.width <= 100).labeled("cap")
        let width = (v.width == 80).labeled("width")
        try engine.activate([v.leading == engine.root.leading, v.top == engine.root.top, v.height == 10, cap, width])

        // The default mode throws from the throwing spellings; a setter cannot, so it recovers
        // UIKit's way and reports to the engine's setter conflict handler.
        nonisolated(unsafe) var setterReports: [ConflictReport] = []
        engine.setterConflictHandler = { setterReports.append($0) }
        width.constant = 120
        #expect(!width.isActive && width.constant == 120)
        #expect(v.frame.width <= 100)
        #expect(setterReports.count == 1)
        #expect(setterReports.first?.broken.refers(to: width) == true)
        #expect(setterReports.first?.conflicts.map(\.identifier) == ["cap"])

        // In the UIKit-compatible mode the report goes to that mode's handler.
        nonisolated(unsafe) var reports: [ConflictReport] = []
        engine.conflictHandling = .uikitCompatible(report: { reports.append($0) })
        width.isActive = true
        #expect(!width.isActive)
        #expect(reports.count == 1)
        #expect(reports.first?.broken.refers(to: width) == true)
        #expect(reports.first?.conflicts.map(\.identifier) == ["cap"])
        width.constant = 90
        width.isActive = true
        #expect(width.isActive && v.frame.width == 90)
        width.constant = 110
        #expect(reports.count == 2 && !width.isActive)
        #expect(setterReports.count == 1)
    }

    @Test("in the throwing mode, activating through isActive reports to the setter handler and leaves it inactive")
    func setterActivationConflictGoesToTheSetterHandler() throws {
        let engine = try makeEngine(width: 300, height: 300)
        let v = try addView("v", to: engine.root)
        try engine.activate([v.leading == engine.root.leading, v.top == engine.root.top, v.height == 10])
        try engine.activate([(v.width == 100).labeled("hundred")])
        nonisolated(unsafe) var reports: [ConflictReport] = []
        engine.setterConflictHandler = { reports.append($0) }
        let wider = (v.width == 150).labeled("wider")
        wider.isActive = true
        #expect(!wider.isActive)
        #expect(v.frame.width == 100)
        #expect(reports.map(\.broken.identifier) == ["wider"])
        #expect(reports.first?.conflicts.map(\.identifier) == ["hundred"])
        #expect(reports.first?.message.hasPrefix("Unable to simultaneously satisfy constraints.") == true)
    }

    @Test("setting priority follows UIKit's rules; a refused change changes nothing")
    func prioritySetter() throws {
        let engine = try makeEngine(width: 300, height: 300)
        let v = try addView("v", to: engine.root)
        try engine.activate([v.leading == engine.root.leading, v.top == engine.root.top, v.height == 10])
        let narrow = v.width == 100 ~ .defaultHigh
        let wide = v.width == 200 ~ .defaultLow
        try engine.activate([narrow, wide])
        #expect(v.frame.width == 100)
        let before = engine.statistics
        narrow.priority = .defaultLow - 1
        #expect(v.frame.width == 200)
        #expect(engine.statistics.strengthChanges == before.strengthChanges + 1)
        // Active: no change to or from required (UIKit raises an exception); out of range never.
        narrow.priority = .required
        #expect(narrow.priority == .defaultLow - 1)
        narrow.priority = 0
        #expect(narrow.priority == .defaultLow - 1)
        // Inactive: any priority in range.
        narrow.isActive = false
        narrow.priority = .required
        #expect(narrow.priority == .required)
        narrow.isActive = true
        #expect(v.frame.width == 100)
    }

    @Test("isActive finds the engine of the first item; a view outside every engine stays inactive")
    func isActiveSetter() throws {
        let engine = try makeEngine(width: 300, height: 300)
        let v = try addView("v", to: engine.root)
        let w = v.width == 40
        w.isActive = true
        #expect(w.isActive && w.engine === engine)
        #expect(engine.constraints.contains { $0 === w })
        w.isActive = true  // already active: nothing happens
        #expect(engine.constraints.filter { $0 === w }.count == 1)
        w.isActive = false
        #expect(!w.isActive && !engine.constraints.contains { $0 === w })
        let stranger = LayoutView("stranger")
        let outside = stranger.width == 10
        outside.isActive = true
        #expect(!outside.isActive)
        // The second item must be in the same tree.
        let across = v.width == stranger.width
        across.isActive = true
        #expect(!across.isActive)
    }
}
