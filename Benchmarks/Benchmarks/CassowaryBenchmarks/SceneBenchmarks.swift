import Benchmark
import Scenes

// The seed scenes, each swept across the device widths: one iteration lays the
// scene out at the next width (a suggestion plus, for flow-grid, the swap of the constraints
// its column count decides). Each answer is checked against the same width laid out on a
// fresh scene, worked out in setup.

func registerScenes() {
    for descriptor in SceneCatalog.all {
        let scene = State<any LayoutScene>()
        let expected = State<[SceneLayout]>()
        var cursor = 0
        let widths = SceneCatalog.deviceWidths
        Benchmark(
            "scene \(descriptor.name) width step", configuration: stepConfiguration(iterations: 20 * widths.count)
        ) { benchmark in
            guard let s = scene.value, let answers = expected.value else { return benchmark.error("scene not set up") }
            let index = cursor % widths.count
            cursor += 1
            benchmark.startMeasurement()
            let result = try? s.layout(width: widths[index])
            benchmark.stopMeasurement()
            guard let result else { return benchmark.error("\(descriptor.name): layout at \(widths[index]) failed") }
            if let difference = mismatch(result, answers[index]) {
                benchmark.error("\(descriptor.name) at width \(widths[index]): \(difference)")
            }
        } setup: {
            var answers: [SceneLayout] = []
            for width in widths { answers.append(try descriptor.make().layout(width: width)) }
            expected.value = answers
            scene.value = try descriptor.make()
            cursor = 0
        } teardown: {
            scene.value = nil
            expected.value = nil
        }
    }
}

/// How `layout` differs from `fresh` beyond 1e-9 (relative to the size of the numbers), or nil.
func mismatch(_ layout: SceneLayout, _ fresh: SceneLayout) -> String? {
    func differs(_ a: Double, _ b: Double) -> Bool { abs(a - b) > 1e-9 * max(1, abs(b)) }
    guard layout.frames.count == fresh.frames.count else {
        return "\(layout.frames.count) frames, a fresh scene has \(fresh.frames.count)"
    }
    if differs(layout.contentHeight, fresh.contentHeight) {
        return "content height \(layout.contentHeight), a fresh scene's is \(fresh.contentHeight)"
    }
    for (a, b) in zip(layout.frames, fresh.frames)
    where a.view != b.view || differs(a.x, b.x) || differs(a.y, b.y) || differs(a.width, b.width)
        || differs(a.height, b.height)
    {
        return "\(a), a fresh scene gives \(b)"
    }
    return nil
}
