import Scenes

/// `layout-lab` with no arguments, the project's main job: every scene at every device width
/// (`SceneCatalog.deviceWidths`) as a compact table (width → key frames), then each scene's mean re-solve
/// time over the sweep.
enum MainJob {
    /// The most times the timing sweeps the widths (down, then up, alternately).
    static let timingRounds = 20
    /// After this much measured time a scene's timing stops at the end of its current sweep,
    /// so that a debug build (whose solver checks its invariants after every change) stays quick.
    static let timingBudget = Duration.milliseconds(400)

    /// Prints the overview and the timings; `rounds` is the most timing sweeps per scene.
    static func run(io: inout CommandIO, rounds: Int = timingRounds) -> Int32 {
        let widths = SceneCatalog.deviceWidths
        io.print("layout-lab: the five seed layouts re-solved at \(widths.count) device widths")
        io.print("(points, rounded to 0.01; a frame is x,y widthxheight in the scene's root coordinates;")
        io.print(" `layout-lab scene NAME --width W` prints every frame in full)")
        var timings: [(name: String, mean: Duration, count: Int)] = []
        do {
            for descriptor in SceneCatalog.all {
                let scene = try descriptor.make()
                io.print()
                io.print("\(descriptor.name) — \(scene.parameters)")
                var rows = [["width", "content"] + scene.keyViewNames]
                for width in widths {
                    let layout = try scene.layout(width: width)
                    var row = [short(width), short(layout.contentHeight)]
                    for name in scene.keyViewNames {
                        row.append(layout.frame(of: name).map(compact) ?? "-")
                    }
                    rows.append(row)
                }
                let left = Set(2..<(2 + scene.keyViewNames.count))
                for line in SceneRender.aligned(rows, leftAligned: left) { io.print("  " + line) }
                timings.append(try time(scene, widths: widths, rounds: rounds))
            }
        } catch {
            io.printError("layout-lab: \(error)")
            return 1
        }
        io.print()
        io.print(
            "mean re-solve time per width change (\(widths.count) widths swept down and up, up to \(rounds) sweeps;")
        io.print("a re-solve is the width suggestion, any constraint swap or constant change, and reading every frame)")
        #if DEBUG
        io.print("(a debug build: the solver checks its invariants after every change; for representative")
        io.print(" times run `swift run -c release layout-lab`)")
        #endif
        let rows = timings.map { t in [t.name, microseconds(t.mean) + " µs", "(\(t.count) re-solves)"] }
        for line in SceneRender.aligned(rows, leftAligned: [0, 2]) { io.print("  " + line) }
        return 0
    }

    /// `x,y wxh`, each number rounded to 0.01.
    static func compact(_ f: SceneFrame) -> String {
        "\(short(f.x)),\(short(f.y)) \(short(f.width))x\(short(f.height))"
    }

    /// A number rounded to 0.01 (`1083.67`).
    static func short(_ value: Double) -> String {
        SceneNumber.format((value * 100).rounded() / 100)
    }

    /// The mean time of `scene.layout(width:)` over up to `rounds` sweeps of `widths` (fewer
    /// once ``timingBudget`` is spent), alternately descending and ascending from where the
    /// table left the scene (the last width), each call a real change of width.
    static func time(_ scene: any LayoutScene, widths: [Double], rounds: Int) throws(SceneError) -> (
        name: String, mean: Duration, count: Int
    ) {
        let clock = ContinuousClock()
        var total = Duration.zero, count = 0
        var last = widths.last ?? 0
        for round in 0..<rounds where round == 0 || total < timingBudget {
            let sweep: [Double] = round.isMultiple(of: 2) ? widths.reversed() : widths
            for width in sweep where width != last {
                let start = clock.now
                _ = try scene.layout(width: width)
                total += clock.now - start
                count += 1
                last = width
            }
        }
        return (scene.name, count > 0 ? total / count : .zero, count)
    }

    /// A duration in microseconds with one decimal.
    static func microseconds(_ d: Duration) -> String {
        let (seconds, attoseconds) = d.components
        let micro = Double(seconds) * 1e6 + Double(attoseconds) / 1e12
        return SceneNumber.format((micro * 10).rounded() / 10)
    }
}
