import Testing
import TestSupport
@testable import Scenes

/// How close two coordinates must be to count as equal: the solver works in doubles, so a
/// frame may differ from the exact value by rounding in the last bits.
let tolerance = Tolerance.absolute(1e-7)

/// Lays out the scene `name` at `width` on a fresh scene.
func freshLayout(_ name: String, _ settings: [(key: String, value: String)] = [], width: Double) throws -> SceneLayout {
    try SceneCatalog.scene(named: name, settings: settings).layout(width: width)
}

/// Expects `frame` to be `(x, y, width, height)`.
func expectFrame(
    _ frame: SceneFrame?, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
    _ context: String = "", sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let frame else {
        Issue.record("missing frame \(context)", sourceLocation: sourceLocation)
        return
    }
    let ok = [(frame.x, x), (frame.y, y), (frame.width, width), (frame.height, height)]
        .allSatisfy { isClose($0, $1, within: tolerance) }
    #expect(
        ok,
        "\(context): got \(frame), expected (\(x), \(y), \(width) × \(height))",
        sourceLocation: sourceLocation)
}

/// Expects two layouts to have the same views with the same frames (within ``tolerance``).
func expectSameFrames(
    _ a: SceneLayout, _ b: SceneLayout, _ context: String = "", sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        a.frames.map(\.view) == b.frames.map(\.view), "\(context): view lists differ", sourceLocation: sourceLocation)
    expectClose(
        a.contentHeight, b.contentHeight, within: tolerance, "\(context): content height",
        sourceLocation: sourceLocation)
    for (f, g) in zip(a.frames, b.frames) {
        let ok = [(f.x, g.x), (f.y, g.y), (f.width, g.width), (f.height, g.height)]
            .allSatisfy { isClose($0, $1, within: tolerance) }
        #expect(ok, "\(context): \(f) vs \(g)", sourceLocation: sourceLocation)
    }
}

/// The device widths people lay out for, typed out again here so that the test does not trust the
/// catalog's copy.
let deviceWidths: [Double] = [
    320, 375, 390, 393, 414, 428, 430, 568, 667, 744, 768, 810, 820, 834, 844, 896, 926, 932, 1024,
    1180, 1194, 1366,
]
