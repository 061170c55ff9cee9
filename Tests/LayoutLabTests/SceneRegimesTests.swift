import Testing
import TestSupport
@testable import LayoutLabCore
import Scenes

/// Runs `layout-lab` in-process.
private func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
    var io = CommandIO()
    let status = LayoutLab.run(arguments, io: &io)
    return (status, io.standardOutput, io.standardError)
}

/// `layout-lab scene NAME --regimes FROM TO` and the regimes behind it, against breakpoints
/// computed by hand from the scenes' articles.
@Suite("Scene regimes: where a scene changes shape")
struct SceneRegimesTests {
    @Test(.longRun) func flowGridChangesItsColumnCountWhereTheArticleSays() throws {
        // n cells of 100 and n − 1 gaps of 5 fit between insets of 5 from W = 100n + 5(n − 1) + 10
        // = 105n + 5: 215, 320, 425, 530, 635.
        let scene = try SceneCatalog.scene(named: "flow-grid")
        let regimes = try SceneRegimes.regimes(of: scene, over: 200...700)
        #expect(regimes.map(\.from) == [200, 215, 320, 425, 530, 635])
        #expect(regimes.map(\.to) == [215, 320, 425, 530, 635, 700])
        #expect(regimes.map(\.label) == ["1 column", "2 columns", "3 columns", "4 columns", "5 columns", "6 columns"])
        // Between column changes the cells' side only moves by the whole-point cut, re-set when
        // ⌊(W − 10 − 105n + 5) / n⌋ steps: every n points, so 105 / n − 1 times after the start
        // (3 columns: 34; 4 columns: 26.25 → 26).
        #expect(regimes[2].roundings == 34 && regimes[3].roundings == 26)
        // No breakpoint of the linear program between them: the cut holds the cells.
        #expect(regimes.allSatisfy { $0.changes.isEmpty })
    }

    @Test func thePeekingStripCollapsesBelowFivePaddings() throws {
        // Below W = (2⌊N⌋ + 1)·p = 5 × 16 = 80 no cell can have a positive width; from 80 on the
        // strip's height constraint holds and every cell's width ≥ 0 comes loose.
        let result = run(["scene", "peeking-strip", "--regimes", "40", "400"])
        #expect(result.status == 0, "\(result.err)")
        #expect(
            result.out == """
                peeking-strip from 40 to 400: 2 regimes
                  40 ≤ W < 80
                  80 ≤ W ≤ 400
                      at 80: 'stripHeight' strip.height == 0.25 × strip.width + 12 @999 holds again
                      at 80: cell0.width >= 0 comes loose
                      at 80: cell1.width >= 0 comes loose
                      at 80: cell2.width >= 0 comes loose
                      at 80: cell3.width >= 0 comes loose
                      at 80: cell4.width >= 0 comes loose
                      at 80: cell5.width >= 0 comes loose

                """)
        // With p = 10 and N = 3.5: (2 × 3 + 1) × 10 = 70.
        let scene = try SceneCatalog.scene(named: "peeking-strip", settings: [("padding", "10"), ("visible", "3.5")])
        let regimes = try SceneRegimes.regimes(of: scene, over: 40...400)
        #expect(regimes.map(\.from) == [40, 70])
    }

    @Test func walkingDownListsTheSameRegimesFromTheTopWithTheChangesReversed() {
        // The same breakpoint at 80 as walking up; below it the height preference gives way
        // and each cell's width >= 0 becomes tight (walking up it holds again and comes loose).
        let result = run(["scene", "peeking-strip", "--regimes", "400", "40"])
        #expect(result.status == 0, "\(result.err)")
        #expect(
            result.out == """
                peeking-strip from 400 down to 40: 2 regimes
                  400 ≥ W ≥ 80
                  80 > W ≥ 40
                      below 80: 'stripHeight' strip.height == 0.25 × strip.width + 12 @999 starts to give way
                      below 80: cell0.width >= 0 becomes tight
                      below 80: cell1.width >= 0 becomes tight
                      below 80: cell2.width >= 0 becomes tight
                      below 80: cell3.width >= 0 becomes tight
                      below 80: cell4.width >= 0 becomes tight
                      below 80: cell5.width >= 0 becomes tight

                """)
    }

    @Test func eachRegimeExplainsItsViewsFromTheirConstraints() throws {
        // Above 80 a cell is w = (W − 5p) / N = 0.4·W − 32 wide (N = 2.5, p = 16): the
        // explanation inside the regime gives that formula.
        let scene = try SceneCatalog.scene(named: "peeking-strip")
        let regimes = try SceneRegimes.regimes(of: scene, over: 40...400)
        let cell0 = try #require(regimes[1].explanations["cell0"])
        #expect(cell0.contains("width = 0.4·root.width − 32"))
        // Below 80 the cells are 0 wide, held by their bound. Every cell sits at its bound at
        // once (a degenerate vertex), so the constraints that tie the cells' heights to the
        // strip's move the width one way only, and say so.
        let collapsed = try #require(regimes[0].explanations["cell0"])
        let width = try #require(collapsed.firstIndex(of: "width = 0"))
        let height = try #require(collapsed.firstIndex { $0.hasPrefix("height = ") })
        #expect(collapsed[width..<height].contains("    cell0.width >= 0"))
        #expect(collapsed[width..<height].contains { $0.hasPrefix("      cell0.top == strip.top + 16: one-sided") })
    }

    @Test func thePeekingStripsExactMapAgreesWithItsLayoutAtEveryWholeWidth() throws {
        // The strip has no discrete choices: the regime map of the root's width is its whole
        // layout, and every frame it gives matches laying the scene out.
        let scene = try SceneCatalog.scene(named: "peeking-strip")
        _ = try scene.layout(width: 40)
        let map = try #require(try scene.engine.widthRegimes(from: 40, to: 700, tracking: scene.views))
        #expect(map.breakpoints == [80])
        for width in stride(from: 40.0, through: 700, by: 1) {
            let layout = try scene.layout(width: width)
            for (i, frame) in layout.frames.enumerated() {
                for (k, value) in [frame.x, frame.y, frame.width, frame.height].enumerated() {
                    expectClose(map.value(at: width, variable: 4 * i + k), value, "\(frame.view) at \(width)")
                }
            }
        }
    }

    @Test func mistakesInTheRangeAreReported() {
        let empty = run(["scene", "flow-grid", "--regimes", "300", "300"])
        #expect(empty.status == 1 && empty.out.isEmpty)
        #expect(empty.err.hasPrefix("layout-lab scene: --regimes FROM and TO are both 300"))
        let tooWide = run(["scene", "flow-grid", "--regimes", "1", "9000"])
        #expect(
            tooWide.status == 1
                && tooWide.err.hasPrefix("layout-lab scene: --regimes has more than 5000 steps of 1 from FROM to TO"))
        let mixed = run(["scene", "flow-grid", "--regimes", "200", "700", "--format", "json"])
        #expect(mixed.status == 1 && mixed.out.isEmpty)
        #expect(
            mixed.err.hasPrefix(
                "layout-lab scene: --regimes does not go with --format json: it lists the regimes as text\n"
            ))
        let zero = run(["scene", "flow-grid", "--regimes", "0", "100"])
        #expect(
            zero.status == 1
                && zero.err.hasPrefix("layout-lab scene: --regimes FROM: '0' is not a width from 0.01 to 100000"))
    }
}
