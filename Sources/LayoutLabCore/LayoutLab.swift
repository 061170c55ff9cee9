/// Where a command writes, and where it reads standard input from. Commands collect their
/// output here so that tests can run them in-process and compare whole outputs.
public struct CommandIO {
    /// Everything written to standard output.
    public var standardOutput = ""
    /// Everything written to standard error.
    public var standardError = ""
    /// Reads all of standard input, as bytes (used by `solve -` and `bench -`).
    public let readStandardInput: () -> [UInt8]

    /// Creates an I/O record; `input` supplies standard input as text.
    public init(input: @escaping () -> String = { "" }) {
        self.readStandardInput = { Array(input().utf8) }
    }

    /// Creates an I/O record; `inputBytes` supplies standard input as bytes, which need not be
    /// UTF-8 (a script that is not is reported as such).
    public init(inputBytes: @escaping () -> [UInt8]) {
        self.readStandardInput = inputBytes
    }

    /// Writes a line to standard output.
    public mutating func print(_ line: String = "") { standardOutput += line + "\n" }
    /// Writes a line (or several, separated by newlines) to standard error. A message may
    /// quote what the user typed, so every character that does not show is written as an
    /// escape (`\u{001B}`): nothing the user typed reaches the terminal raw.
    public mutating func printError(_ line: String) {
        standardError += line.split(separator: "\n", omittingEmptySubsequences: false)
            .map { CodePoint.sanitized(String($0)) }.joined(separator: "\n") + "\n"
    }
}

/// The `layout-lab` command line.
public enum LayoutLab {
    /// The usage text.
    public static let usage = """
        usage: layout-lab                      every scene at every device width, with re-solve times
               layout-lab solve FILE|-         run a constraint script
               layout-lab scene NAME [--width W]... [--set key=value]... [--format table|json|svg|ascii]
               layout-lab scenes               list the scenes and their parameters
               layout-lab bench FILE [--steps] [--sweep VAR FROM TO [STEP]] [--repeat K]
               layout-lab generate chain|stacks|list|cards|flex|grid --n N
                                               write a benchmark workload as a script
        """

    /// Runs `layout-lab` with `arguments` (without the program name); returns the exit status.
    public static func run(_ arguments: [String], io: inout CommandIO) -> Int32 {
        guard let command = arguments.first else { return MainJob.run(io: &io) }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "solve": return SolveCommand.run(rest, io: &io)
        case "scene": return SceneCommand.run(rest, io: &io)
        case "scenes": return SceneCommand.list(rest, io: &io)
        case "bench": return BenchCommand.run(rest, io: &io)
        case "generate": return GenerateCommand.run(rest, io: &io)
        case "help", "-h", "--help":
            io.print(usage)
            return 0
        default:
            io.printError("layout-lab: unknown command '\(command)'")
            io.printError(usage)
            return 1
        }
    }
}
