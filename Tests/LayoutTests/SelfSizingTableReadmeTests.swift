import ConstraintLayout
import Testing

/// The README's self-sizing table, verbatim, so that it keeps compiling, then its printed
/// frames checked by hand.
@Suite("README self-sizing table example")
struct SelfSizingTableReadmeTests {
    @Test("rows as tall as their wrapped text, at two widths")
    func readmeTableExample() throws {
        var printed: [String] = []
        func print(_ value: Any) { printed.append("\(value)") }

        // --- README begins
        let engine = LayoutEngine()
        let table = StackView("table")
        table.axis = .vertical
        for (i, length) in [150.0, 400, 700].enumerated() {  // each text's length on one line
            let icon = LayoutView("row\(i).icon", intrinsicContentSize: IntrinsicContentSize(width: 40, height: 40))
            let label = LayoutView("row\(i).label", intrinsicContentSize: IntrinsicContentSize(width: length))
            try label.setHeightForWidth { width in max(1, (length / width).rounded(.up)) * 20 }  // lines of 20
            try label.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)  // the text takes
            try label.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)  // the row's width
            let row = try StackView("row\(i)", arrangedSubviews: [icon, label])
            row.spacing = 12
            row.alignment = .top
            row.isLayoutMarginsRelativeArrangement = true  // inside the row's 8-point margins
            try table.addArrangedSubview(row)
        }
        try engine.root.addSubview(table)
        try engine.activate([
            table.leading == engine.root.leading, table.trailing == engine.root.trailing, table.top == engine.root.top,
        ])
        try engine.layout(width: 320, height: 568)
        print(table.frame)  // (0, 0, 320, 188): rows 56, 56 and 76 tall
        print(table.arrangedSubviews[2].frame)  // (0, 112, 320, 76): 700 points of text in 3 lines of 252
        try engine.layout(width: 768, height: 1024)
        print(table.frame)  // (0, 0, 768, 168): every text on one line of 700
        // --- README ends

        // By hand at 320: a row's content is 320 − 2·8 = 304 wide; the icon keeps 40, 12 of
        // spacing, so every label is 304 − 52 = 252 wide (it hugs and resists less than the
        // icon). Texts of 150, 400 and 700 points wrap into ⌈150/252⌉ = 1, ⌈400/252⌉ = 2 and
        // ⌈700/252⌉ = 3 lines: 20, 40, 60 tall. Top-aligned rows are as tall as their tallest
        // view (the 40-point icon, or the text) plus 8 above and below: 56, 56, 76; stacked:
        // 0, 56, 112, and 188 in all.
        #expect(printed == ["(0, 0, 320, 188)", "(0, 112, 320, 76)", "(0, 0, 768, 168)"])
        let labels = table.arrangedSubviews.compactMap { ($0 as? StackView)?.arrangedSubviews.last }
        // At 768 every label is 768 − 16 − 52 = 700 wide: each text fits one line; rows 56 tall.
        #expect(labels.map(\.frame.width) == [700, 700, 700])
        #expect(labels.map(\.frame.height) == [20, 20, 20])
        #expect(table.arrangedSubviews.map(\.frame.height) == [56, 56, 56])
        // Back at 320: the labels 252 wide at (8 + 40 + 12, 8) in their rows, 1, 2, 3 lines.
        try engine.layout(width: 320, height: 568)
        #expect(labels.map(\.frame) == [20.0, 40, 60].map { LayoutRect(x: 60, y: 8, width: 252, height: $0) })
        #expect(table.frame == LayoutRect(x: 0, y: 0, width: 320, height: 188))
    }
}
