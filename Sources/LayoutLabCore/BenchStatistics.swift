import ConstraintScript
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Summary statistics of a list of timings, in seconds.
struct BenchStatistics: Sendable {
    /// How many timings.
    var count: Int
    /// The median (the mean of the two middle values for an even count).
    var median: Double
    /// The fastest.
    var min: Double
    /// The slowest.
    var max: Double
    /// The index of the slowest (the first one, on ties).
    var maxIndex: Int
    /// The sum of all.
    var total: Double
    /// The first timing.
    var first: Double

    /// Statistics of `samples`; nil when there are none.
    init?(_ samples: [Double]) {
        guard !samples.isEmpty else { return nil }
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        count = samples.count
        median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        min = sorted[0]
        max = sorted[sorted.count - 1]
        maxIndex = samples.firstIndex(of: max) ?? 0
        total = samples.reduce(0, +)
        first = samples[0]
    }

    /// `"median":…,"min":…,"max":…,"count":…,"total":…` (seconds), for the JSON output.
    var jsonFields: String {
        "\"median\": \(jsonNumber(median)), \"min\": \(jsonNumber(min)), \"max\": \(jsonNumber(max)), "
            + "\"count\": \(count), \"total\": \(jsonNumber(total))"
    }
}

/// Seconds as a number scaled to a readable unit: `812 ns`, `3.41 µs`, `12.7 ms`, `2.05 s`.
func formatDuration(_ seconds: Double) -> String {
    let (value, unit): (Double, String)
    switch abs(seconds) {
    case ..<1e-6: (value, unit) = (seconds * 1e9, "ns")
    case ..<1e-3: (value, unit) = (seconds * 1e6, "µs")
    case ..<1: (value, unit) = (seconds * 1e3, "ms")
    default: (value, unit) = (seconds, "s")
    }
    let digits = abs(value) >= 100 ? 0 : abs(value) >= 10 ? 1 : 2
    return fixedDecimals(value, digits) + " " + unit
}

/// A `Duration` in seconds.
func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
}

/// The process's own peak resident memory in bytes, where the system reports it.
///
/// On Linux this is `VmHWM` of `/proc/self/status`, the high-water mark of this program's
/// address space alone: `getrusage`'s `ru_maxrss` is carried across `execve`, so under
/// `swift run` it reports the peak of `swift run` itself (over 100 MiB) rather than ours.
func peakResidentBytes() -> Int? {
    #if os(Linux)
    guard let status = try? ScriptSource.bytes(atPath: "/proc/self/status") else { return nil }
    return highWaterMark(inProcessStatus: String(decoding: status, as: UTF8.self))
    #else
    var usage = rusage()
    guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
    return Int(usage.ru_maxrss)  // bytes on macOS
    #endif
}

/// The `VmHWM:` line of a Linux `/proc/PID/status` text, in bytes (the line is in kB).
func highWaterMark(inProcessStatus text: String) -> Int? {
    for line in text.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        let fields = line.dropFirst("VmHWM:".count).split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard fields.count == 2, fields[1] == "kB", let kilobytes = Int(fields[0]) else { return nil }
        return kilobytes * 1024
    }
    return nil
}
