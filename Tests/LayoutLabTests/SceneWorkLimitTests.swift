import Testing
@testable import LayoutLabCore
import Scenes

/// A page or a regime listing lays a scene out at every whole width of its range: at the
/// largest item counts the parameter table allows that took minutes and over a gigabyte, so
/// the work is bounded and the refusal says by how much it is exceeded.
@Suite("Scene pages and regime listings have a bounded size")
struct SceneWorkLimitTests {
    @Test func aPageOfTooManyFramesIsRefusedWithTheCount() {
        // peeking-strip with 100 items has 101 views (the strip and its cells); the page
        // samples every whole width from 320 to 1366, 1047 of them: 101 × 1047 = 105747.
        var io = CommandIO()
        let status = LayoutLab.run(["scene", "peeking-strip", "--set", "items=100", "--format", "html"], io: &io)
        #expect(status == 1 && io.standardOutput.isEmpty)
        #expect(
            io.standardError
                == "layout-lab scene: an html page lays out peeking-strip's 101 views at 1047 whole widths, "
                + "105747 frames; the most is 50000: narrow the range or lower the item count\n")
    }

    @Test func aRegimeListingOfTooManyFramesIsRefusedWithTheCount() {
        // 201 views at the 361 whole widths from 40 to 400: 72561.
        var io = CommandIO()
        let status = LayoutLab.run(["scene", "peeking-strip", "--set", "items=200", "--regimes", "400", "40"], io: &io)
        #expect(status == 1 && io.standardOutput.isEmpty)
        #expect(
            io.standardError
                == "layout-lab scene: --regimes lays out peeking-strip's 201 views at 361 whole widths, "
                + "72561 frames; the most is 50000: narrow the range or lower the item count\n")
    }

    @Test func theDefaultPagesFit() throws {
        // Every scene at its defaults over 320…1366 stays within the bound.
        for name in ["flow-grid", "exact-columns", "peeking-strip", "centered-strip", "two-column-grid"] {
            let scene = try SceneCatalog.scene(named: name)
            #expect(ScenePage.sizeError(scene, over: 320...1366, for: "a page") == nil, "\(name)")
        }
    }
}
