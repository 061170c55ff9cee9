#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// The few things `layout-lab` asks of the operating system, through the C library alone:
// linking Foundation (and the ICU data it loads) would add milliseconds to every command's
// start, more than many commands take.

/// `value` with exactly `digits` decimals, rounded as C's `printf("%.*f")` rounds.
func fixedDecimals(_ value: Double, _ digits: Int) -> String {
    var buffer = [CChar](repeating: 0, count: 64)
    let count = withVaList([Int32(digits), value]) { arguments in
        buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, $0.count, "%.*f", arguments) }
    }
    guard count >= 0, Int(count) < buffer.count else { return "\(value)" }
    return String(decoding: buffer[..<Int(count)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// The number of processors the system has online, at least 1.
func onlineProcessorCount() -> Int {
    max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
}
