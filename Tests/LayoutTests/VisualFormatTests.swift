import Testing
@testable import ConstraintLayout

/// The Visual Format Language: the constraints a format makes, and the frames they give, worked
/// out by hand from Apple's rules (a bare `-` is 8 points between views, 20 points to the
/// superview's edge). The root is 375 × 667 unless a test says otherwise.
@Suite("Visual format: formats make the constraints and frames Apple's grammar describes")
struct VisualFormatTests {
    private func vfl(
        _ format: String, _ options: VisualFormatOptions, metrics: [String: Double] = [:], _ views: [String: LayoutView]
    ) throws -> [LayoutConstraint] {
        try LayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
    }

    private func vfl(_ format: String, metrics: [String: Double] = [:], _ views: [String: LayoutView]) throws
        -> [LayoutConstraint]
    {
        try LayoutConstraint.constraints(withVisualFormat: format, metrics: metrics, views: views)
    }

    @Test("a row of buttons with standard spacing: 20 to the superview, 8 between views")
    func standardSpacing() throws {
        let engine = try makeEngine()
        let root = engine.root
        let a = try addView("a", to: root), b = try addView("b", to: root), c = try addView("c", to: root)
        let views = ["a": a, "b": b, "c": c]
        let row = try vfl("H:|-[a(80)]-[b(80)]-[c]-|", views)
        #expect(row.allSatisfy { !$0.isActive })
        try engine.activate(row)
        for name in ["a", "b", "c"] { try engine.activate(vfl("V:|-[\(name)(44)]", views)) }
        // a at 20; b at 20 + 80 + 8 = 108; c at 108 + 80 + 8 = 196, reaching 375 - 20 = 355.
        #expect(a.frame == LayoutRect(x: 20, y: 20, width: 80, height: 44))
        #expect(b.frame == LayoutRect(x: 108, y: 20, width: 80, height: 44))
        #expect(c.frame == LayoutRect(x: 196, y: 20, width: 159, height: 44))
    }

    @Test("the constraints, in the order of the text, with the later view first")
    func constraintsAsWritten() throws {
        let engine = try makeEngine()
        let a = try addView("a", to: engine.root), b = try addView("b", to: engine.root)
        let made = try vfl("|-[a(>=50)]-[b]-10-|", ["a": a, "b": b])
        #expect(
            made.map(\.description) == [
                "a.leading == root.leading + 20", "a.width >= 50", "b.leading == a.trailing + 8",
                "root.trailing == b.trailing + 10",
            ])
        #expect(made.allSatisfy { $0.location?.fileID == "LayoutTests/VisualFormatTests.swift" })
        #expect(try vfl("V:[a][b]", ["a": a, "b": b]).map(\.description) == ["b.top == a.bottom"])
        #expect(
            try vfl("[a]-(>=8,<=20@300)-[b]", ["a": a, "b": b]).map(\.description) == [
                "b.leading >= a.trailing + 8", "b.leading <= a.trailing + 20 @300",
            ])
        #expect(try vfl("H:[a]-(-5)-[b]", ["a": a, "b": b]).map(\.description) == ["b.leading == a.trailing - 5"])
        #expect(try vfl("H:[a(0.5)]", ["a": a]).map(\.description) == ["a.width == 0.5"])
        #expect(try vfl("H:[a(.5e2)]", ["a": a]).map(\.description) == ["a.width == 50"])
        // A name in both dictionaries is a metric.
        #expect(try vfl("[a(==b)]", metrics: ["b": 40], ["a": a, "b": b]).map(\.description) == ["a.width == 40"])
        #expect(try vfl("[a(==b)]", ["a": a, "b": b]).map(\.description) == ["a.width == b.width"])
    }

    @Test(
        "the Auto Layout Guide's examples make the constraints it pictures",
        arguments: [
            ("[button]-[textField]", ["textField.leading == button.trailing + 8"]),
            ("[button(>=50)]", ["button.width >= 50"]),
            (
                "|-50-[purpleBox]-50-|",
                ["purpleBox.leading == superview.leading + 50", "superview.trailing == purpleBox.trailing + 50"]
            ),
            ("V:[topField]-10-[bottomField]", ["bottomField.top == topField.bottom + 10"]),
            ("[maroonView][blueView]", ["blueView.leading == maroonView.trailing"]),
            ("[button(100@20)]", ["button.width == 100 @20"]),
            ("[button1(==button2)]", ["button1.width == button2.width"]),
            ("[flexibleButton(>=70,<=100)]", ["flexibleButton.width >= 70", "flexibleButton.width <= 100"]),
            (
                "|-[find]-[findNext]-[findField(>=20)]-|",
                [
                    "find.leading == superview.leading + 20", "findNext.leading == find.trailing + 8",
                    "findField.leading == findNext.trailing + 8", "findField.width >= 20",
                    "superview.trailing == findField.trailing + 20",
                ]
            ),
        ])
    func guideExamples(format: String, expected: [String]) throws {
        let superview = LayoutView("superview")
        let names = [
            "button", "textField", "purpleBox", "topField", "bottomField", "maroonView", "blueView", "button1",
            "button2", "flexibleButton", "find", "findNext", "findField",
        ]
        var views: [String: LayoutView] = [:]
        for name in names {
            let view = LayoutView(name)
            try superview.addSubview(view)
            views[name] = view
        }
        #expect(try vfl(format, views).map(\.description) == expected)
    }

    @Test("a form with metrics and priorities")
    func form() throws {
        let engine = try makeEngine()
        let root = engine.root
        let label = try addView("label", to: root), field = try addView("field", to: root)
        let views = ["label": label, "field": field]
        let metrics = ["margin": 16.0, "labelWidth": 80, "gap": 12, "minField": 100, "wish": 400, "high": 750]
        try engine.activate(
            vfl(
                "H:|-margin-[label(labelWidth)]-gap-[field(>=minField,==wish@high)]-(>=margin)-|",
                .alignAllTop, metrics: metrics, views))
        try engine.activate(vfl("V:|-margin-[label(30)]", metrics: metrics, views))
        try engine.activate(vfl("V:[field(==label)]", views))
        // field starts at 16 + 80 + 12 = 108 and would be 400 wide (at 750); it must end 16
        // before the edge, so 375 - 16 - 108 = 251.
        #expect(label.frame == LayoutRect(x: 16, y: 16, width: 80, height: 30))
        #expect(field.frame == LayoutRect(x: 108, y: 16, width: 251, height: 30))
        // Narrower, the trailing margin still holds: 300 - 16 - 108 = 176.
        try engine.layout(width: 300, height: 667)
        #expect(field.frame.width == 176)
    }

    @Test("relations to other views: [a(==b)]")
    func relations() throws {
        let engine = try makeEngine()
        let a = try addView("a", to: engine.root), b = try addView("b", to: engine.root)
        let views = ["a": a, "b": b]
        try engine.activate(
            vfl("H:|-[a]-[b(==a)]-|", .alignAllTop, views) + vfl("V:|-[a(40)]", views) + vfl("V:[b(==a)]", views))
        // 375 - 20 - 8 - 20 = 327, split equally: 163.5 each.
        #expect(a.frame == LayoutRect(x: 20, y: 20, width: 163.5, height: 40))
        #expect(b.frame == LayoutRect(x: 191.5, y: 20, width: 163.5, height: 40))

        // Equal only at 750 under a required cap: b takes 100, a the remaining 327 - 100.
        let c = try addView("c", to: engine.root), d = try addView("d", to: engine.root)
        let more = ["c": c, "d": d]
        try engine.activate(
            vfl("H:|-[c]-[d(==c@750,<=100)]-|", more) + vfl("V:|[c(10)]", more) + vfl("V:|[d(10)]", more))
        #expect(c.frame == LayoutRect(x: 20, y: 0, width: 227, height: 10))
        #expect(d.frame == LayoutRect(x: 255, y: 0, width: 100, height: 10))
    }

    @Test("alignment options align every view with the one before it")
    func alignment() throws {
        let engine = try makeEngine()
        let root = engine.root
        let icon = try addView("icon", to: root), title = try addView("title", to: root)
        let badge = try addView("badge", to: root)
        let views = ["icon": icon, "title": title, "badge": badge]
        let row = try vfl("H:|-[icon(40)]-[title]-[badge(30)]-|", .alignAllCenterY, views)
        #expect(
            row.filter { $0.firstAttribute == .centerY }.map(\.description) == [
                "title.centerY == icon.centerY", "badge.centerY == title.centerY",
            ])
        try engine.activate(
            row + vfl("V:|-[icon(40)]", views) + vfl("V:[title(20)]", views) + vfl("V:[badge(30)]", views))
        // icon's centre is at 20 + 40 / 2 = 40; title 20 high: y = 30; badge 30 high: y = 25.
        // Widths: 375 - 20 - 40 - 8 - 8 - 30 - 20 = 249 for the title.
        #expect(icon.frame == LayoutRect(x: 20, y: 20, width: 40, height: 40))
        #expect(title.frame == LayoutRect(x: 68, y: 30, width: 249, height: 20))
        #expect(badge.frame == LayoutRect(x: 325, y: 25, width: 30, height: 30))

        // In a column, leading and trailing align: b takes a's 40-point insets.
        let a = try addView("a", to: root), b = try addView("b", to: root)
        let column = ["a": a, "b": b]
        try engine.activate(
            vfl("V:|-100-[a(30)]-[b(30)]", [.alignAllLeading, .alignAllTrailing], column)
                + vfl("H:|-40-[a]-40-|", column))
        #expect(b.frame == LayoutRect(x: 40, y: 138, width: 295, height: 30))
    }

    @Test("a vertical layout: header, body and footer")
    func vertical() throws {
        let engine = try makeEngine()
        let root = engine.root
        let header = try addView("header", to: root), body = try addView("body", to: root)
        let footer = try addView("footer", to: root)
        let views = ["header": header, "body": body, "footer": footer]
        try engine.activate(vfl("V:|-[header(44)]-0-[body]-[footer(==header)]-|", views))
        for name in views.keys.sorted() { try engine.activate(vfl("H:|[\(name)]|", views)) }
        // header 20…64; footer ends at 667 - 20 = 647, 44 high: 603; body 64…(603 - 8).
        #expect(header.frame == LayoutRect(x: 0, y: 20, width: 375, height: 44))
        #expect(body.frame == LayoutRect(x: 0, y: 64, width: 375, height: 531))
        #expect(footer.frame == LayoutRect(x: 0, y: 603, width: 375, height: 44))
    }

    @Test("right to left: leading to trailing follows the layout direction; left and right stay")
    func rightToLeft() throws {
        let engine = try makeEngine()
        let root = engine.root
        let a = try addView("a", to: root), b = try addView("b", to: root)
        let c = try addView("c", to: root), d = try addView("d", to: root)
        let views = ["a": a, "b": b, "c": c, "d": d]
        try engine.activate(
            vfl("H:|-[a(80)]-[b(80)]", views) + vfl("H:|-[c(80)]-[d(80)]", .directionLeftToRight, views))
        for name in views.keys.sorted() { try engine.activate(vfl("V:|[\(name)(10)]", views)) }
        #expect(a.frame.minX == 20 && b.frame.minX == 108)
        #expect(c.frame.minX == 20 && d.frame.minX == 108)

        try engine.setLayoutDirection(.rightToLeft)
        // Leading is the right edge: a ends at 375 - 20 = 355, so starts at 275; b at 275 - 8 - 80.
        #expect(a.frame.minX == 275 && b.frame.minX == 187)
        // Left to right, fixed: unchanged.
        #expect(c.frame.minX == 20 && d.frame.minX == 108)

        try engine.setLayoutDirection(.leftToRight)
        #expect(a.frame.minX == 20 && b.frame.minX == 108)
    }

    @Test("directionRightToLeft runs from the right edge whatever the layout direction")
    func fixedRightToLeft() throws {
        let engine = try makeEngine()
        let a = try addView("a", to: engine.root), b = try addView("b", to: engine.root)
        let views = ["a": a, "b": b]
        let row = try vfl("H:|-[a(80)]-[b(80)]-(>=0)-|", .directionRightToLeft, views)
        #expect(
            row.map(\.description) == [
                "root.right == a.right + 20", "a.width == 80", "a.left == b.right + 8", "b.width == 80",
                "b.left >= root.left",
            ])
        try engine.activate(row + vfl("V:|[a(10)]", views) + vfl("V:|[b(10)]", views))
        #expect(a.frame.minX == 275 && b.frame.minX == 187)
        try engine.setLayoutDirection(.rightToLeft)
        #expect(a.frame.minX == 275 && b.frame.minX == 187)
    }

    @Test("an alignment on a baseline aligns the views' baselines")
    func baselines() throws {
        let engine = try makeEngine()
        let a = try addView("a", to: engine.root), b = try addView("b", to: engine.root)
        let views = ["a": a, "b": b]
        try a.setBaselineOffsets(BaselineOffsets(firstFromTop: 30, lastFromBottom: 10))
        try b.setBaselineOffsets(BaselineOffsets(firstFromTop: 12, lastFromBottom: 4))
        let made = try vfl("H:|[a(50)][b(50)]", .alignAllFirstBaseline, views)
        #expect(made.map(\.description).contains("b.firstBaseline == a.firstBaseline"))
        try engine.activate(made + vfl("V:|-100-[a(40)]", views) + vfl("V:[b(20)]", views))
        // a's first baseline is at 100 + 30 = 130; b's is 12 below its top: 118.
        #expect(b.frame == LayoutRect(x: 50, y: 118, width: 50, height: 20))
    }
}
