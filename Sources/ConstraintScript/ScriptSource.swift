#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a script's bytes from a path (`-` for standard input).
///
/// Any readable path works, not only regular files: a pipe, `/dev/stdin`, a process
/// substitution (`<(…)`), `/dev/null` (an empty script). When a path cannot be read the
/// message says why, in the system's words: the file is missing, is a directory, is not
/// readable. Whether the bytes are UTF-8 text is checked by ``Script/parse(utf8:fileName:)``.
public enum ScriptSource {
    /// The largest script read (1 GiB), so that an endless source such as `/dev/zero` ends in
    /// an error rather than exhausting memory.
    public static let maximumBytes = 1 << 30

    /// Why a script could not be read: ``description`` is the whole message after the
    /// command's name.
    public enum Failure: Error, Sendable, CustomStringConvertible {
        /// The path could not be read: `reason` says why.
        case unreadable(path: String, reason: String)

        /// `cannot read 'PATH': REASON`.
        public var description: String {
            switch self {
            case .unreadable(let path, let reason): return "cannot read '\(path)': \(reason)"
            }
        }
    }

    /// The bytes and the file name for diagnostics (`<stdin>` for `-`) of the script at `path`;
    /// `standardInput` supplies the bytes for `-`. `limit` is the largest script accepted
    /// (``maximumBytes`` but in tests).
    public static func load(
        _ path: String, standardInput: () -> [UInt8],
        limit: Int = maximumBytes
    ) throws(Failure) -> (bytes: [UInt8], fileName: String) {
        let fileName = path == "-" ? "<stdin>" : path
        let bytes = path == "-" ? standardInput() : try bytes(atPath: path)
        guard bytes.count <= limit else { throw tooLarge(fileName, limit: limit) }
        return (bytes, fileName)
    }

    /// Every byte at `path`, read until the end (so pipes and devices work too).
    public static func bytes(atPath path: String) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw .unreadable(path: path, reason: systemReason()) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(path: path, reason: systemReason()) }
        if status.st_mode & S_IFMT == S_IFDIR { throw .unreadable(path: path, reason: "it is a directory") }
        let size = status.st_mode & S_IFMT == S_IFREG ? Int(status.st_size) : 0
        let (bytes, error) = read(descriptor, expecting: size)
        if let error { throw .unreadable(path: path, reason: error) }
        guard bytes.count <= maximumBytes else { throw tooLarge(path, limit: maximumBytes) }
        return bytes
    }

    /// The process's standard input, read until its end or until it is known to be larger
    /// than ``maximumBytes`` (then ``load(_:standardInput:limit:)`` reports it as too large); what was read
    /// before a read error.
    public static func standardInput() -> [UInt8] { read(0, expecting: 0).bytes }

    /// The bytes of an open file, up to one more than ``maximumBytes``, and the reason reading
    /// stopped early, if it did. `size` is how many bytes a regular file holds (0 when not
    /// known), room made at once.
    private static func read(_ descriptor: Int32, expecting size: Int) -> (bytes: [UInt8], error: String?) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(size, maximumBytes) + 1)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count <= maximumBytes {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                return (bytes, systemReason())
            }
            bytes += chunk[0..<count]
        }
        return (bytes, nil)
    }

    /// The error for a script larger than `limit` bytes.
    private static func tooLarge(_ name: String, limit: Int) -> Failure {
        .unreadable(
            path: name, reason: "it is larger than " + (limit >= 1 << 20 ? "\(limit >> 20) MiB" : "\(limit) bytes"))
    }

    /// The C library's message for the current `errno`.
    private static func systemReason() -> String { String(cString: strerror(errno)) }
}

/// The C library's `read(2)` (a name of its own: inside ``ScriptSource`` `read` would mean
/// something else).
#if canImport(Glibc)
private let systemRead = Glibc.read
#elseif canImport(Darwin)
private let systemRead = Darwin.read
#endif
