import ConstraintLayout
import Testing

/// `systemLayoutSizeFitting` with a required width measures multi-line text at the fitting
/// width, as UIKit's fitting pass does, not at the live width nor, before any layout, on one
/// line: the standard way to measure a prototype cell.
@Suite struct FittingTextHeightTests {
    /// A cell with a label 16 from its sides and 10 from its top and bottom; the label's text
    /// is 600 points long on one line and its lines are 20 tall: at width w it takes
    /// ⌈600 / w⌉ lines.
    func cell() throws -> (LayoutEngine, LayoutView) {
        let engine = LayoutEngine()
        let cell = LayoutView("cell")
        let label = LayoutView("label", intrinsicContentSize: IntrinsicContentSize(width: 600, height: 20))
        try engine.root.addSubview(cell)
        try cell.addSubview(label)
        try label.setHeightForWidth { w in 20 * (600 / w).rounded(.up) }
        try engine.activate([
            cell.leading == engine.root.leading, cell.trailing == engine.root.trailing, cell.top == engine.root.top,
            label.leading == cell.leading + 16, label.trailing == cell.trailing - 16,
            label.top == cell.top + 10, cell.bottom == label.bottom + 10,
        ])
        return (engine, cell)
    }

    @Test func atAWidthOtherThanTheLiveOne() throws {
        let (engine, cell) = try cell()
        try engine.layout(width: 375, height: 667)
        // Live: the label is 343 wide, 2 lines: 40 + 20.
        #expect(cell.frame.height == 60)
        // At 200 the label is 168 wide: ⌈600 / 168⌉ = 4 lines, 80 + 20.
        let size = try cell.systemLayoutSizeFitting(
            LayoutSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size == LayoutSize(width: 200, height: 100))
        // Nothing in the layout changed.
        #expect(cell.frame.height == 60)
    }

    @Test func beforeAnyLayout() throws {
        let (engine, cell) = try cell()
        // Not laid out, the label has one line's height; at 400 it is 368 wide: 2 lines.
        let size = try cell.systemLayoutSizeFitting(
            LayoutSize(width: 400, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size == LayoutSize(width: 400, height: 60))
        withExtendedLifetime(engine) {}
    }
}
