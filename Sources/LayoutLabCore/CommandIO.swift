import ConstraintLayout
import ConstraintScript

/// Where a command writes, and where it reads standard input from. Commands collect their
/// output here so that tests can run them in-process and compare whole outputs.
public struct CommandIO {
    /// Everything written to standard output.
    public var standardOutput = ""
    /// Everything written to standard error.
    public var standardError = ""
    /// Reads all of standard input, as bytes (used by `solve -` and `bench -`).
    public let readStandardInput: () -> [UInt8]
    /// What a command built and is done with, held as long as this record is. The
    /// `layout-lab` process never releases its record (it exits holding it), so the system
    /// reclaims a large scene's memory at exit in one step rather than object by object:
    /// freeing the 50 000 objects of a 1000-card scene one at a time takes longer than
    /// printing its layout. A record made in a test lets them go with it.
    private var keptUntilReleased: [AnyObject] = []

    /// Where ``stream(_:)`` sends output at once; nil collects it in ``standardOutput``.
    private var outputStream: ((String) -> Void)?
    /// Where ``streamErrors(_:)`` sends bytes at once; nil collects them in ``standardError``.
    private var errorStream: ((UnsafeBufferPointer<UInt8>) -> Void)?

    /// Creates an I/O record; `input` supplies standard input as text.
    public init(input: @escaping () -> String = { "" }) {
        self.readStandardInput = { Array(input().utf8) }
    }

    /// The I/O record of the `layout-lab` process: standard input is read when a command asks
    /// for it, up to the largest script a command reads; what a command streams is written
    /// to standard output at once.
    public static func process() -> CommandIO {
        var io = CommandIO(inputBytes: { ScriptSource.standardInput() })
        io.outputStream = { writeAll($0, to: 1) }
        io.errorStream = { writeAll($0, to: 2) }
        return io
    }

    /// Creates an I/O record; `inputBytes` supplies standard input as bytes, which need not be
    /// UTF-8 (a script that is not is reported as such).
    public init(inputBytes: @escaping () -> [UInt8]) {
        self.readStandardInput = inputBytes
    }

    /// An I/O record that hands what a command streams to `stream` as it comes, and collects
    /// the rest; nothing on standard input.
    init(stream: @escaping (String) -> Void) {
        self.init()
        outputStream = stream
    }

    /// An I/O record that hands what ``streamErrors(_:)`` writes to `errorStream` as it comes
    /// (as the process's record writes it to standard error), and collects the rest.
    init(errorStream: @escaping (UnsafeBufferPointer<UInt8>) -> Void) {
        self.init()
        self.errorStream = errorStream
    }

    /// Writes `text` to standard output now when this is the process's record, so that a
    /// command's output of hundreds of megabytes need not be held; otherwise (a test's
    /// record) adds it to ``standardOutput``. A command that streams must write all its
    /// standard output this way, or the parts would come out of order.
    public mutating func stream(_ text: String) {
        if let outputStream { outputStream(text) } else { standardOutput += text }
    }

    /// Holds `object` for as long as this record lives: for what a command is done with but
    /// need not free itself. The `layout-lab` process exits holding its record, so a large
    /// scene's memory goes back to the system in one step.
    public mutating func keep(_ object: AnyObject) { keptUntilReleased.append(object) }

    /// Writes what the commands wrote to the process's standard output, then its standard
    /// error.
    public func writeToProcess() {
        writeAll(standardOutput, to: 1)
        writeAll(standardError, to: 2)
    }

    /// Writes a line to standard output.
    public mutating func print(_ line: String = "") { standardOutput += line + "\n" }
    /// Writes a line (or several, separated by newlines) to standard error. A message may
    /// quote what the user typed, so every character that does not show is written as an
    /// escape (`\u{001B}`): nothing the user typed reaches the terminal raw.
    public mutating func printError(_ line: String) {
        appendError(line)
        standardError += "\n"
    }

    /// Writes the diagnostics to standard error, one a line, escaped as ``printError(_:)``
    /// escapes: made into one text and checked once, so that a million of them cost little
    /// more than making them.
    public mutating func printErrors(_ diagnostics: [ScriptDiagnostic]) {
        if !diagnostics.isEmpty { appendError(diagnostics.lines) }
    }

    /// ``printErrors(_:)`` for a command that ends after them with nothing on standard output
    /// (a script that does not parse): in the process's record they are written to standard
    /// error at once, in pieces of about a megabyte, rather than held as one text of tens of
    /// megabytes for a million.
    public mutating func streamErrors(_ diagnostics: [ScriptDiagnostic]) {
        guard let errorStream, standardError.isEmpty else { return printErrors(diagnostics) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Self.errorPiece + 4096)
        func flush(_ bytes: inout [UInt8]) {
            let plain = bytes.withUnsafeBufferPointer { piece in
                guard CodePoint.isPlainText(piece, allowingNewlines: true) else { return false }
                errorStream(piece)
                return true
            }
            if !plain {
                var escaped = Self.escaped(String(decoding: bytes, as: UTF8.self))
                escaped.withUTF8(errorStream)
            }
            bytes.removeAll(keepingCapacity: true)
        }
        for diagnostic in diagnostics {
            diagnostic.write(into: &bytes)
            bytes.append(UInt8(ascii: "\n"))
            if bytes.count >= Self.errorPiece { flush(&bytes) }
        }
        flush(&bytes)
        // A million messages are freed with the process rather than one by one.
        keep(Kept(diagnostics))
    }

    /// A value held by ``keep(_:)``.
    private final class Kept<Value> {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    /// The size of the pieces ``streamErrors(_:)`` writes (bytes, about).
    private static let errorPiece = 1 << 20

    /// Appends `text` to standard error with every character that does not show escaped.
    private mutating func appendError(_ text: String) {
        standardError += Self.escaped(text)
    }

    /// `text` with every character that does not show escaped, line by line (itself when all
    /// of it shows).
    private static func escaped(_ text: String) -> String {
        if CodePoint.isPlainText(text, allowingNewlines: true) { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { CodePoint.sanitized(String($0)) }.joined(separator: "\n")
    }
}
