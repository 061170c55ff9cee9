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
    public var description: String { "\(fileName):\(location): \(severity.rawValue): \(message)" }
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
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
