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

/// Writes `text` to the file at `path`, created or truncated (mode 0644 before the umask);
/// returns the system's reason when it cannot (`No such file or directory`).
func writeFile(_ text: String, toPath path: String) -> String? {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { return String(cString: strerror(errno)) }
    var failure: String?
    var text = text
    text.withUTF8 { buffer in
        var offset = 0
        while offset < buffer.count {
            let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                failure = String(cString: strerror(errno))
                return
            }
            offset += written
        }
    }
    if close(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
    return failure
}
