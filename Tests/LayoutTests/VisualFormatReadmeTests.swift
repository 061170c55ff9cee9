import Testing
import ConstraintLayout

/// The README's visual format example, verbatim, so that it keeps compiling, then its printed
/// frames and message checked by hand.
@Suite("README visual format example")
struct VisualFormatReadmeTests {
    @Test("the README's find bar: a row in standard spacing, right to left, and a parse error")
    func readmeVisualFormatExample() throws {
        var printed: [String] = []
        func print(_ value: Any) { printed.append("\(value)") }
        // --- README begins
        let engine = LayoutEngine()
        let find = LayoutView("find"), findNext = LayoutView("findNext"), findField = LayoutView("findField")
        for view in [find, findNext, findField] { try engine.root.addSubview(view) }
        let views = ["find": find, "findNext": findNext, "findField": findField]
        try engine.activate(
            LayoutConstraint.constraints(
                withVisualFormat: "H:|-[find(60)]-[findNext(==find)]-[findField(>=20)]-|",
                options: [.alignAllTop, .alignAllBottom], views: views)
                + LayoutConstraint.constraints(
                    withVisualFormat: "V:|-top-[find(30)]", metrics: ["top": 44], views: views))
        try engine.layout(width: 375, height: 667)
        print(findField.frame)  // (156, 44, 199, 30): 20 + 60 + 8 + 60 + 8 in, 20 from the edge

        try engine.setLayoutDirection(.rightToLeft)
        print(find.frame)  // (295, 44, 60, 30): leading is now the right edge

        do {
            _ = try LayoutConstraint.constraints(withVisualFormat: "H:|-[find]-|(", views: views)
        } catch {
            print(error)
            // Unable to parse constraint format:
            // Expected a view
            // H:|-[find]-|(
            //             ^
        }
        // --- README ends
        #expect(
            printed == [
                "\(LayoutRect(x: 156, y: 44, width: 199, height: 30))",
                "\(LayoutRect(x: 295, y: 44, width: 60, height: 30))",
                "Unable to parse constraint format: \nExpected a view\nH:|-[find]-|(\n            ^",
            ])
        #expect(findField.frame == LayoutRect(x: 20, y: 44, width: 199, height: 30))
    }
}
