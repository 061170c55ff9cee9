import Testing
@testable import ConstraintLayout

@Suite("Stack view: nested stacks")
struct StackViewNestingTests {
    /// A row: a label (60 × 20) and a value (40 × 30), 10 apart; the label hugs harder.
    private func row(_ name: String) throws -> (StackView, LayoutView, LayoutView) {
        let label = sized("\(name).label", 60, 20), value = sized("\(name).value", 40, 30)
        try label.setContentHuggingPriority(251, for: .horizontal)
        let row = try StackView(name, arrangedSubviews: [label, value])
        row.spacing = 10
        return (row, label, value)
    }

    @Test("a column of rows: each row as wide as the column, as tall as its tallest view")
    func columnOfRows() throws {
        let engine = try makeEngine()
        let (row1, label1, value1) = try row("row1")
        let (row2, label2, value2) = try row("row2")
        let column = try makeStack([row1, row2], in: engine, axis: .vertical, spacing: 8, width: 300)
        // Rows: 300 wide (alignment fill), 30 tall (the value's height resists compression);
        // the column: 30 + 8 + 30 = 68 tall.
        #expect(approximatelyEqual(column.frame, LayoutRect(x: 10, y: 20, width: 300, height: 68)))
        #expect(approximatelyEqual(row1.frame, LayoutRect(x: 0, y: 0, width: 300, height: 30)))
        #expect(approximatelyEqual(row2.frame, LayoutRect(x: 0, y: 38, width: 300, height: 30)))
        // In each row the label keeps 60 (hugging 251); the value takes 300 - 60 - 10 = 230.
        #expect(approximatelyEqual(label1.frame, LayoutRect(x: 0, y: 0, width: 60, height: 30)))
        #expect(approximatelyEqual(value1.frame, LayoutRect(x: 70, y: 0, width: 230, height: 30)))
        #expect(approximatelyEqual(label2.frameInRoot, LayoutRect(x: 10, y: 58, width: 60, height: 30)))  // 20 + 38
        #expect(engine.ambiguousViews.isEmpty)

        // Hiding a value: its row's label takes the whole width. Across the axis a hidden view
        // stays aligned, as UIKit keeps its alignment constraints, so in this fill-aligned row
        // the hidden value (30 tall, resisting compression) still holds the row at 30.
        // Hiding a row: the column closes up (the other row at the top, the column 30 tall).
        value2.isHidden = true
        #expect(approximatelyEqual(label2.frame, LayoutRect(x: 0, y: 0, width: 300, height: 30)))
        #expect(approximatelyEqual(row2.frame, LayoutRect(x: 0, y: 38, width: 300, height: 30)))
        row1.isHidden = true
        #expect(approximatelyEqual(row2.frame, LayoutRect(x: 0, y: 0, width: 300, height: 30)))
        #expect(column.frame.size.height == 30)
    }

    @Test("a row of columns, centred: the row as tall as its tallest column")
    func rowOfColumns() throws {
        let engine = try makeEngine()
        let left = try StackView("left", arrangedSubviews: [sized("l1", 50, 20), sized("l2", 50, 20)])
        let right = try StackView(
            "right", arrangedSubviews: [sized("r1", 70, 30), sized("r2", 70, 30), sized("r3", 70, 30)])
        for column in [left, right] {
            column.axis = .vertical
            column.spacing = 5
        }
        let row = try makeStack([left, right], in: engine, spacing: 12) { $0.alignment = .center }
        // left: 20 + 5 + 20 = 45 tall, 50 wide; right: 3 × 30 + 2 × 5 = 100 tall, 70 wide.
        // The row: 50 + 12 + 70 = 132 wide, 100 tall; left centred at (100 - 45) / 2 = 27.5.
        #expect(approximatelyEqual(row.frame, LayoutRect(x: 10, y: 20, width: 132, height: 100)))
        #expect(approximatelyEqual(left.frame, LayoutRect(x: 0, y: 27.5, width: 50, height: 45)))
        #expect(approximatelyEqual(right.frame, LayoutRect(x: 62, y: 0, width: 70, height: 100)))
        #expect(engine.ambiguousViews.isEmpty)
    }
}
