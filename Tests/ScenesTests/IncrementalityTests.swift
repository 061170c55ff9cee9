import Testing
@testable import Cassowary
@testable import Scenes
import TestSupport

/// The engine's operation counts after laying `scene` out at `width`.
private func counts(_ scene: any LayoutScene, at width: Double) throws -> (
    additions: Int, removals: Int, constants: Int, suggestions: Int
) {
    _ = try scene.layout(width: width)
    let staged = try #require(scene as? StagedScene)
    let s = staged.stage.engine.statistics
    return (s.additions, s.removals, s.constantChanges, s.suggestions)
}

@Suite("Re-solving is incremental")
struct IncrementalityTests {
    @Test(arguments: ["flow-grid", "exact-columns", "peeking-strip", "centered-strip", "two-column-grid"])
    func aWidthChangeAddsAndRemovesNoConstraint(name: String) throws {
        let scene = try SceneCatalog.scene(named: name)
        let before = try counts(scene, at: 375)
        // 390 keeps flow-grid's three columns, so no scene has a constraint to swap.
        let after = try counts(scene, at: 390)
        #expect(after.additions == before.additions)
        #expect(after.removals == before.removals)
        #expect(after.suggestions == before.suggestions + 2)  // width and height
    }

    @Test func aColumnChangeSwapsTheDifferingCellsAndTheRowConstraintOnly() throws {
        let scene = try SceneCatalog.scene(named: "flow-grid")
        let three = try counts(scene, at: 375)
        let four = try counts(scene, at: 428)
        // Cells 3, 4, 6, 8, 9, 15, 16, 18 swap two constraints each; the row constraint
        // (multiplier 1/n) is replaced.
        #expect(four.removals - three.removals == 8 * 2 + 1)
        #expect(four.additions - three.additions == 8 * 2 + 1)
    }

    @Test(arguments: ["constants", "solver"])
    func changingTheItemsChangesConstantsOnly(mode: String) throws {
        let scene = try #require(
            try SceneCatalog.scene(named: "centered-strip", settings: [("mode", mode)]) as? CenteredStripScene)
        let before = try counts(scene, at: 375)
        try scene.setItems(9)
        let s = scene.stage.engine.statistics
        #expect(s.additions == before.additions && s.removals == before.removals)
        #expect(s.constantChanges > before.constants)
    }
}

@Suite("Scenes stay within the engine's numbers")
struct SceneNumericsTests {
    /// A fresh solve is the answer to numerical trouble (numbers far beyond the inputs); a
    /// layout's numbers stay within a few thousand times its sizes, so none ever needs one.
    @Test(arguments: ["flow-grid", "exact-columns", "peeking-strip", "centered-strip", "two-column-grid"])
    func noWidthNeedsAFreshSolve(name: String) throws {
        let scene = try SceneCatalog.scene(named: name)
        let staged = try #require(scene as? StagedScene)
        for width in stride(from: 200.0, through: 2_000, by: 37) {
            _ = try scene.layout(width: width)
        }
        #expect(staged.stage.engine.solver.statistics.freshSolves == 0)
    }
}

@Suite("Scenes are fully determined")
struct SceneAmbiguityTests {
    @Test(arguments: ["flow-grid", "exact-columns", "peeking-strip", "centered-strip", "two-column-grid"])
    func noViewIsAmbiguousAtAnyDeviceWidth(name: String) throws {
        let settings: [(key: String, value: String)] = name == "centered-strip" ? [("mode", "solver")] : []
        let scene = try SceneCatalog.scene(named: name, settings: settings)
        let staged = try #require(scene as? StagedScene)
        for width in [320.0, 428, 1024] {
            _ = try scene.layout(width: width)
            #expect(staged.stage.engine.ambiguousViews.map(\.name) == [], "at \(width)")
        }
    }
}

@Suite("Building a scene takes work linear in its views")
struct SceneBuildGrowthTests {
    /// The solver's work building the two-column grid: the rows its searches visited, and its
    /// cells. Cards added with the width still free once made the rows fill in (seconds at
    /// 1000 items); a return to that would double the rows visited again with every doubling.
    static func buildWork(items: Int, columns: Int) throws -> (rowsVisited: Int, cells: Int) {
        let scene = try SceneCatalog.scene(
            named: "two-column-grid", settings: [("items", "\(items)"), ("columns", "\(columns)")])
        let staged = try #require(scene as? StagedScene)
        let s = staged.stage.engine.solver.statistics
        return (s.rowsVisited, s.cells)
    }

    /// In one column each card's height cost waits in the batch (the search for its row walks
    /// the cards above before their positions cancel); moved only at the batch's end, each
    /// called for a pivot whose column reached every card below: 0.25 M rows visited at 300
    /// cards, 0.96 M at 600. Moved every few dozen costs, the build is linear.
    @Test(
        "the two-column grid builds linearly: 150 and 300 cards in two columns, 300 and 600 in one", .longRun,
        arguments: [(columns: 2, cards: 150), (columns: 1, cards: 300)])
    func buildsLinearly(columns: Int, cards: Int) throws {
        let small = try Self.buildWork(items: cards, columns: columns)
        let large = try Self.buildWork(items: 2 * cards, columns: columns)
        #expect(Double(large.cells) <= 2.2 * Double(small.cells), "\(small) -> \(large)")
        #expect(Double(large.rowsVisited) <= 2.5 * Double(small.rowsVisited), "\(small) -> \(large)")
    }
}

@Suite("A scene built for a width")
struct SceneBuiltForWidthTests {
    static let names = [
        "flow-grid", "exact-columns", "peeking-strip", "centered-strip", "two-column-grid", "settings-card",
    ]

    /// Built for a width or not, a scene lays out the same frames at that width and at every
    /// width after it: only where the work is done differs.
    @Test(.longRun, arguments: names)
    func framesAreTheSameAsWithoutAWidth(name: String) throws {
        for first in [320.0, 414, 1024] {
            let built = try SceneCatalog.scene(named: name, width: first)
            let plain = try SceneCatalog.scene(named: name)
            for width in [first, 375, 1366, first] {
                expectSameFrames(
                    try built.layout(width: width), try plain.layout(width: width),
                    "\(name) built for \(first), at \(width)")
            }
        }
    }

    /// Everything is settled while building: the first layout at the width the scene was built
    /// for adds, removes and changes nothing (it sets the root's size to what it is).
    @Test(arguments: names)
    func theFirstLayoutAtThatWidthChangesNothing(name: String) throws {
        let scene = try SceneCatalog.scene(named: name, width: 390)
        let staged = try #require(scene as? StagedScene)
        let before = staged.stage.engine.statistics
        _ = try scene.layout(width: 390)
        let after = staged.stage.engine.statistics
        #expect(after.additions == before.additions)
        #expect(after.removals == before.removals)
        #expect(after.constantChanges == before.constantChanges)
        #expect(after.strengthChanges == before.strengthChanges)
    }

    @Test(arguments: [0.0, -1, .infinity, .nan, 100_001])
    func aWidthThatIsNotAContainerWidthIsRefused(width: Double) throws {
        #expect {
            _ = try SceneCatalog.scene(named: "two-column-grid", width: width)
        } throws: { error in
            guard case .invalidWidth(let w) = error as? SceneError else { return false }
            return w == width || (w.isNaN && width.isNaN)
        }
    }

    /// The two-column grid at 1000 items built for 375 is the `layout-lab scene` command's
    /// default; built at no width, its first layout moved every row below each row whose
    /// tallest card changed (the root's width from 0 to 375). Built for the width, the first
    /// layout visits no row at all, and the build's work grows with the cards.
    @Test(.longRun) func theTwoColumnGridBuiltForAWidthHasNothingLeftForItsFirstLayout() throws {
        var work: [Int] = []
        for items in [150, 300] {
            let scene = try SceneCatalog.scene(named: "two-column-grid", settings: [("items", "\(items)")], width: 375)
            let solver = try #require(scene as? StagedScene).stage.engine.solver
            let built = solver.statistics.rowsVisited
            _ = try scene.layout(width: 375)
            let staged = try #require(scene as? StagedScene)
            #expect(staged.stage.engine.solver.statistics.rowsVisited == built)
            work.append(built)
        }
        #expect(Double(work[1]) <= 2.5 * Double(work[0]), "\(work)")
    }

    /// The two-column grid's rows are ranked for the searches that stop where positions cancel
    /// (see `Simplex+Ranks.swift`). As the cards come in, a card's row often comes to mention a
    /// row ranked far above it, the rows reached down from the higher one spanning every row
    /// between; the reordering then moves the few rows that reach the lower one instead. Moving
    /// the rows below, every card's reordering walked the cards before it: the rows reordered
    /// grew as the square of the cards, 12 101 at 100 cards and 197 813 at 400 (now 4 087 and
    /// 21 288), and the whole `layout-lab scene` command at 1000 items takes 0.23 of its time
    /// before.
    @Test("the two-column grid's ranks are kept at a cost that follows the cards")
    func theTwoColumnGridsRanksFollowTheCards() throws {
        var reordered: [Int] = []
        for items in [100, 400] {
            let scene = try SceneCatalog.scene(named: "two-column-grid", settings: [("items", "\(items)")], width: 375)
            let staged = try #require(scene as? StagedScene)
            reordered.append(staged.stage.engine.solver.simplex.ranks.reorderedRows)
        }
        // n^1.3 from 100 to 400 cards: 4^1.3 ≈ 6.06.
        #expect(
            Double(reordered[1]) <= 6.06 * Double(reordered[0]), "rows reordered at 100 and 400 cards: \(reordered)")
    }
}
