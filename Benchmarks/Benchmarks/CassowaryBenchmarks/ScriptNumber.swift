/// Formats a number the way a script writes it: `12` for a whole number, Swift's `Double`
/// description otherwise. The same as layout-lab's, for the workload generators this target
/// shares with it (`Workloads/`, links to `Sources/LayoutLabCore`).
func scriptNumber(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
        return String(Int64(value))
    }
    return "\(value)"
}
