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

    /// The same check on the scene's constraints added to a fresh solver in other orders, as
    /// one batch: last first, and every third from each start. Another order leaves another
    /// basis for the same solution — rows that mention each other in a cycle, equalities held
    /// by their dummies — and the explanations must not depend on which.
    @Test(arguments: (SceneCatalog.all + SceneCatalog.examples).map(\.name))
    func everyRateInAnotherOrder(scene name: String) throws {
        let descriptor = try SceneCatalog.descriptor(named: name)
        let settings: [(key: String, value: String)] =
            descriptor.parameters.contains { $0.name == "items" } ? [("items", "6")] : []
        let scene = try SceneCatalog.scene(named: name, settings: settings)
        _ = try scene.layout(width: 320)
        let given = scene.engine.solver.constraints
        let interleaved = (0..<3).flatMap { start in stride(from: start, to: given.count, by: 3).map { given[$0] } }
        for order in [Array(given.reversed()), interleaved] {
            var solver = Solver()
            try solver.add(order)
            let compared = expectOneSidedRatesMatchResolving(solver, solver.variables)
            #expect(compared > 0, "\(name)")
        }
    }
}
