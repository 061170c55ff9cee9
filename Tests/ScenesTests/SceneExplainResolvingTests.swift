import Cassowary
import Scenes
import Testing
import TestSupport

/// Every rate `explain` gives on the scenes' solvers, each way, against re-solving after moving
/// each constraint's constant on a copy (see `expectOneSidedRatesMatchResolving`), at a width
/// too narrow for the cells (every cell at its bound at once), and at phone, in-between and
/// tablet widths — where cells meet their wishes and their columns' bounds at once, the
/// vertices are degenerate.
@Suite("Scenes: every explained rate agrees with re-solving, each way")
struct SceneExplainResolvingTests {
    /// Each scene and example with 6 items where it has items (every constraint of a 20-item
    /// grid is re-solved four times per width: the smaller grid has the same shapes).
    @Test(arguments: (SceneCatalog.all + SceneCatalog.examples).map(\.name))
    func everyRate(scene name: String) throws {
        let descriptor = try SceneCatalog.descriptor(named: name)
        let settings: [(key: String, value: String)] =
            descriptor.parameters.contains { $0.name == "items" } ? [("items", "6")] : []
        for width in [60.0, 320, 499, 1024] {
            let scene = try SceneCatalog.scene(named: name, settings: settings)
            _ = try scene.layout(width: width)
            let solver = scene.engine.solver
            let compared = expectOneSidedRatesMatchResolving(solver, solver.variables)
            #expect(compared > 0, "\(name) at \(width)")
        }
    }
}
