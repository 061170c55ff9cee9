import Testing
@testable import Scenes

/// How close two coordinates must be to count as equal: the solver works in doubles, so a
/// frame may differ from the exact value by rounding in the last bits.
let tolerance = 1e-7

/// Lays out the scene `name` at `width` on a fresh scene.
func freshLayout(_ name: String, _ settings: [(key: String, value: String)] = [], width: Double) throws -> SceneLayout {
    try SceneCatalog.scene(named: name, settings: settings).layout(width: width)
}

/// Whether `a` and `b` agree within ``tolerance``.
func close(_ a: Double, _ b: Double, _ tol: Double = tolerance) -> Bool {
    abs(a - b) <= tol
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
    let ok = close(frame.x, x) && close(frame.y, y) && close(frame.width, width) && close(frame.height, height)
    #expect(
        ok,
        "\(context): got \(frame), expected (\(x), \(y), \(width) × \(height))",
        sourceLocation: sourceLocation)
}

/// Expects two layouts to have the same views with the same frames (within ``tolerance``).
func expectSameFrames(
    _ a: SceneLayout, _ b: SceneLayout, _ context: String = "", sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(a.frames.map(\.view) == b.frames.map(\.view), "\(context): view lists differ", sourceLocation: sourceLocation)
    #expect(close(a.contentHeight, b.contentHeight), "\(context): content height \(a.contentHeight) vs \(b.contentHeight)", sourceLocation: sourceLocation)
    for (f, g) in zip(a.frames, b.frames) {
        let ok = close(f.x, g.x) && close(f.y, g.y) && close(f.width, g.width) && close(f.height, g.height)
        #expect(ok, "\(context): \(f) vs \(g)", sourceLocation: sourceLocation)
    }
}

/// The device widths people lay out for, typed out again here so that the test does not trust the
/// catalog's copy.
let deviceWidths: [Double] = [
    320, 375, 390, 393, 414, 428, 430, 568, 667, 744, 768, 810, 820, 834, 844, 896, 926, 932, 1024,
    1180, 1194, 1366,
]
