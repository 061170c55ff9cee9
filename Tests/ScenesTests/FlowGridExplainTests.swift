import ConstraintLayout
import Scenes
import Testing
import TestSupport

/// `explain(view)` on the flow grid lists every constraint whose constant moves a frame, also
/// where the solver's basis holds a cell's top parametric behind a required equality's dummy
/// (as it does laid out at these widths straight away).
@Suite("flow-grid: explain(view) lists every constraint that moves a frame")
struct FlowGridExplainTests {
    /// At 499 and at 500 the grid has 4 columns of 118 (the scene's arithmetic: 4·100 + 3·5 =
    /// 415 fits the 489 or 490 between the insets, 5 cells do not, and 100 + ⌊74/4⌋ = 118), so
    /// cell5, the second cell of the second row, has y = 118 + 5 = 123 in the content's
    /// coordinates (its frame's). Its top is cell4's, 5 below cell3's bottom; cell3's top is
    /// cell2's, cell1's and cell0's, which is the content's top: each of those equalities moves
    /// cell5.y at rate 1, and moving `cell0.top == content.top` to 10 moves cell5 down by 10.
    /// Where the content sits in the root (`content.top == root.top`) moves the content, not
    /// cell5 within it.
    @Test(arguments: [500.0, 499])
    func cell5FollowsTheChainOfTopsUpToTheContent(width: Double) throws {
        let scene = try SceneCatalog.scene(named: "flow-grid")
        _ = try scene.layout(width: width)
        let cell5 = try #require(scene.views.first { $0.name == "cell5" })
        let y = scene.engine.explain(cell5).y
        expectClose(y.value, 123)
        expectClose(y.offset, 123)
        let first = try #require(y.sources.first { $0.name == "cell0.top == content.top" })
        expectClose(first.weight, 1)
        for name in [
            "cell1.top == cell0.top", "cell2.top == cell1.top", "cell3.top == cell2.top",
            "cell4.top == cell3.bottom + 5", "cell5.top == cell4.top",
        ] {
            expectClose(y.sources.first { $0.name == name }?.weight, 1, name)
        }
        #expect(!y.sources.contains { $0.name == "content.top == root.top" })
        let constraint = try #require(first.constraint)
        constraint.constant = 10
        _ = try scene.layout(width: width)
        expectClose(cell5.frameInRoot.minY, 133)
    }
}
