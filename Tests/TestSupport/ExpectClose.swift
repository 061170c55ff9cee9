import Testing

/// Records an issue unless `actual` is within `tolerance` of `expected`; the message gives both
/// numbers, how far apart they are and what was allowed, after `context` when there is one.
public func expectClose(
    _ actual: Double?, _ expected: Double, within tolerance: Tolerance = .rounding,
    _ context: @autoclosure () -> String = "", sourceLocation: SourceLocation = #_sourceLocation
) {
    guard !isClose(actual, expected, within: tolerance) else { return }
    let prefix = context().isEmpty ? "" : "\(context()): "
    guard let actual else {
        Issue.record("\(prefix)no value, expected \(expected)", sourceLocation: sourceLocation)
        return
    }
    Issue.record(
        "\(prefix)got \(actual), expected \(expected): off by \(abs(actual - expected)), allowed \(tolerance.bound(around: expected)) (\(tolerance))",
        sourceLocation: sourceLocation)
}
