import Testing
import TestSupport
@testable import Scenes

/// How many cells show inside `[0, W]`: each cell counts by the fraction of its width that
/// lies inside.
private func visibleCells(_ layout: SceneLayout) -> Double {
    layout.frames.filter { $0.view.hasPrefix("cell") }.reduce(0) { sum, f in
        let inside = min(f.maxX, layout.width) - max(f.x, 0)
        return sum + max(0, min(inside, f.width)) / f.width
    }
}

@Suite("peeking-strip (CalcCollectionView)")
struct PeekingStripSceneTests {
    @Test func theStripHeightConstraintHasTheArticlesMultiplierAndConstant() throws {
        let scene = try #require(try SceneCatalog.scene(named: "peeking-strip") as? PeekingStripScene)
        #expect(scene.stripHeightConstraint.multiplier == 0.25)
        #expect(scene.stripHeightConstraint.constant == 12)
    }

    @Test func everyDeviceWidthFollowsTheArticlesFormulas() throws {
        let scene = try SceneCatalog.scene(named: "peeking-strip")
        for W in deviceWidths {
            let layout = try scene.layout(width: W)
            // The article's closed forms for 8:5, p = 16, N = 2.5.
            let H = W / 4 + 12, h = (W - 5 * 16) / 4, w = (W - 5 * 16) / 2.5
            expectFrame(layout.frame(of: "strip"), 0, 0, W, H, "strip at \(W)")
            expectClose(layout.contentHeight, H, within: tolerance)
            for i in 0..<6 {
                expectFrame(layout.frame(of: "cell\(i)"), 16 + Double(i) * (w + 32), 16, w, h, "cell\(i) at \(W)")
            }
            expectClose(visibleCells(layout), 2.5, within: tolerance, "visible cells at \(W)")
        }
    }

    @Test(arguments: [(3.5, 1.0, 1.0, 8.0), (2.0, 4.0, 3.0, 10.0), (1.25, 16.0, 9.0, 0.0)])
    func otherParametersFollowTheGeneralFormulas(visible N: Double, a: Double, b: Double, p: Double) throws {
        let settings: [(key: String, value: String)] = [
            ("visible", "\(N)"), ("aspectW", "\(a)"), ("aspectH", "\(b)"), ("padding", "\(p)"), ("items", "8"),
        ]
        let scene = try #require(
            try SceneCatalog.scene(named: "peeking-strip", settings: settings) as? PeekingStripScene)
        // W = (2⌊N⌋ + 1)p + Nw, h = (b/a)w, H = 2p + h, so H = (b/a)/N × W + 2p − (b/a)(2⌊N⌋ + 1)p/N.
        let padCount = 2 * N.rounded(.down) + 1
        expectClose(scene.stripHeightConstraint.multiplier, (b / a) / N, within: tolerance)
        expectClose(scene.stripHeightConstraint.constant, 2 * p - (b / a) * padCount * p / N, within: tolerance)
        for W in deviceWidths {
            let layout = try scene.layout(width: W)
            let w = (W - padCount * p) / N, h = b / a * w
            expectFrame(layout.frame(of: "strip"), 0, 0, W, 2 * p + h, "strip at \(W)")
            for i in 0..<8 {
                expectFrame(layout.frame(of: "cell\(i)"), p + Double(i) * (w + 2 * p), p, w, h, "cell\(i) at \(W)")
            }
            expectClose(visibleCells(layout), N, within: tolerance, "visible cells at \(W)")
        }
    }

    @Test func widthTooSmallForThePaddingCollapsesTheCells() throws {
        // Below 5p = 80 no cell can have a positive width: the cells are 0 × 0 and the strip
        // keeps its padding (2p), its height constraint giving way.
        let layout = try freshLayout("peeking-strip", width: 40)
        expectFrame(layout.frame(of: "strip"), 0, 0, 40, 32, "strip")
        expectFrame(layout.frame(of: "cell0"), 16, 16, 0, 0, "cell0")
    }

    @Test func sweepingUpAndDownGivesTheFreshFrames() throws {
        let scene = try SceneCatalog.scene(named: "peeking-strip")
        for W in deviceWidths + deviceWidths.reversed() + [40, 375] {
            expectSameFrames(try scene.layout(width: W), try freshLayout("peeking-strip", width: W), "at \(W)")
        }
    }
}
