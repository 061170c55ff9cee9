/// One message about a script, printed as `FILE:LINE:COLUMN: error: message` (or `note:`).
public struct ScriptDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// Whether the message is an error or a note attached to the error before it.
    public enum Severity: String, Sendable {
        /// Something is wrong at this place.
        case error
        /// More about the error before it: for a conflict, one of the constraints involved.
        case note
    }

    /// The file name as given (`<stdin>` for standard input).
    public var fileName: String
    /// Where the message points.
    public var location: SourceLocation
    /// Error or note.
    public var severity: Severity
    /// The message, without location or severity.
    public var message: String

    /// A message about `fileName` at `location`.
    public init(fileName: String, location: SourceLocation, severity: Severity, message: String) {
        self.fileName = fileName
        self.location = location
        self.severity = severity
        self.message = message
    }

    /// `FILE:LINE:COLUMN: error: message`.
    public var description: String {
        var bytes: [UInt8] = []
        write(into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``description``'s UTF-8 to `bytes`: a million diagnostics are written into one
    /// buffer this way rather than each made a string of its own and joined.
    public func write(into bytes: inout [UInt8]) {
        Self.append(fileName, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        Self.writeDecimal(location.line, into: &bytes)
        bytes.append(UInt8(ascii: ":"))
        Self.writeDecimal(location.column, into: &bytes)
        bytes.append(contentsOf: severity == .error ? Self.errorTag : Self.noteTag)
        Self.append(message, to: &bytes)
    }

    /// Appends the UTF-8 of `text`, copied in one step where the string holds it contiguously.
    private static func append(_ text: String, to bytes: inout [UInt8]) {
        if text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
            bytes.append(contentsOf: text.utf8)
        }
    }

    private static let errorTag = Array(": error: ".utf8)
    private static let noteTag = Array(": note: ".utf8)

    /// Appends the decimal digits of `value` (a line or a column: not negative): written last
    /// first into room on the stack, then appended at once.
    private static func writeDecimal(_ value: Int, into bytes: inout [UInt8]) {
        guard value >= 0 else { return bytes.append(contentsOf: String(value).utf8) }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = digits.count
            var rest = value
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }
}

extension [ScriptDiagnostic] {
    /// The diagnostics' descriptions, one a line, each line ended by a newline: the text a
    /// command writes to standard error, made in one buffer.
    public var lines: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count * 72)
        for diagnostic in self {
            diagnostic.write(into: &bytes)
            bytes.append(UInt8(ascii: "\n"))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Why a script could not be parsed: every error found, in line order (at most one a line).
public struct ScriptError: Error, Sendable, CustomStringConvertible {
    /// The errors, each an `.error` diagnostic.
    public var diagnostics: [ScriptDiagnostic]

    /// The error made of `diagnostics`.
    public init(diagnostics: [ScriptDiagnostic]) {
        self.diagnostics = diagnostics
    }

    /// One `FILE:LINE:COLUMN: error: message` line per error.
    public var description: String { String(diagnostics.lines.dropLast()) }
}
