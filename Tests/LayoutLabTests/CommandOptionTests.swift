import Testing
@testable import LayoutLabCore

/// Options declared once, typed: the reader converts and checks each value, and the help is
/// written from the same declaration (its allowed values and default).
@Suite("layout-lab's typed option declarations")
struct CommandOptionTests {
    enum Shade: String, Sendable { case light, dark, dim }

    static let shade = CommandOption<Shade>.choice(
        "--shade", "S", [.init(value: "light"), .init(value: "dark", meaning: "for the night"), .init(value: "dim")],
        default: "light", summary: "the colours:", Shade.init(rawValue:))
    static let size = CommandOption.number(
        "--size", "W", in: 1...10, expected: "a size", default: 4, isRepeatable: true, summary: "a size")
    static let count = CommandOption.count("--count", "K", in: 1...99, default: 3, summary: "how many")
    static let names = CommandOption.names("--names", "a,b", summary: "some names")
    static let loud = CommandOption.flag("--loud", summary: "say it loud")

    static let spec = CommandLineSpec(
        command: "t", summary: "A test command.",
        options: [shade.spec, size.spec, count.spec, names.spec, loud.spec])

    private func read(_ arguments: [String]) throws -> ParsedArguments {
        guard case .run(let parsed) = try ArgumentReader.read(arguments, Self.spec) else {
            Issue.record("help")
            return ParsedArguments()
        }
        return parsed
    }

    private func message(_ arguments: [String]) -> String? { usageMessage(arguments, Self.spec) }

    @Test func valuesAreReadAsTheirTypes() throws {
        let parsed = try read(["--shade", "dark", "--size", "2.5", "--size=7", "--count", "12", "--names", "x,y"])
        #expect(parsed.value(Self.shade) == .dark)
        #expect(parsed.values(Self.size) == [2.5, 7])
        #expect(parsed.value(Self.size) == 7)
        #expect(parsed.value(Self.count) == 12)
        #expect(parsed.value(Self.names) == ["x", "y"])
        #expect(parsed.value(Self.loud) == false)
        #expect(try read(["--loud"]).value(Self.loud) == true)
    }

    @Test func anOptionNotGivenHasItsDeclaredDefault() throws {
        let parsed = try read([])
        #expect(parsed.value(Self.shade) == .light)
        #expect(parsed.value(Self.count) == 3)
        #expect(parsed.value(Self.size) == 4)
        #expect(parsed.values(Self.size) == [])
        #expect(parsed.value(Self.names) == nil)
        #expect(!parsed.has(Self.count))
    }

    @Test func aBadValueIsReportedWithTheOptionAndWhatItMayBe() {
        #expect(
            message(["--shade", "drak"]) == "unknown shade 'drak' (did you mean 'dark'?): expected light, dark or dim")
        #expect(message(["--shade", "red"]) == "unknown shade 'red': expected light, dark or dim")
        #expect(message(["--size", "11"]) == "--size: '11' is not a size from 1 to 10")
        #expect(message(["--size", "0x2"]) == "--size: '0x2' is not a size from 1 to 10")
        #expect(message(["--count", "2.5"]) == "--count: '2.5' is not a whole number from 1 to 99")
        #expect(
            message(["--names", "a,,b"]) == "--names: 'a,,b' has an empty name (names are separated by single commas)")
    }

    /// A required option and one that needs another are checked by the reader.
    @Test func requiredAndNeededOptionsAreCheckedAsTheLineIsRead() throws {
        let range = CommandOption.variableRange("--range", takesStep: true, summary: "a range").required("what to walk")
        let only = CommandOption.names("--only", "a,b", summary: "some names").requiring(range)
        let spec = CommandLineSpec(command: "t", summary: "A test command.", options: [range.spec, only.spec])
        func message(_ arguments: [String]) -> String? {
            do {
                _ = try ArgumentReader.read(arguments, spec)
                return nil
            } catch {
                return error.message
            }
        }
        #expect(message([]) == "missing --range VAR FROM TO [STEP]: what to walk")
        #expect(message(["--only", "a"]) == "missing --range VAR FROM TO [STEP]: what to walk")
        #expect(message(["--range", "w", "0", "10", "--only", "a"]) == nil)
        let lonely = CommandOption.names("--only", "a,b", summary: "some names").requiring(Self.count)
        let other = CommandLineSpec(command: "t", summary: "A test command.", options: [Self.count.spec, lonely.spec])
        #expect(throws: ArgumentReader.UsageError.self) { try ArgumentReader.read(["--only", "a"], other) }
        do {
            _ = try ArgumentReader.read(["--only", "a"], other)
        } catch {
            #expect(error.message == "--only needs --count K")
        }
        guard case .run(let parsed) = try ArgumentReader.read(["--range", "w", "10", "0", "2"], spec) else {
            Issue.record("help")
            return
        }
        #expect(parsed.value(range) == VariableRange(variable: "w", range: RangeArgument(from: 10, to: 0, step: 2)))
    }

    /// The help rows come from the declarations: the choices in order with the default marked
    /// and their meanings, a number's range and default.
    @Test func theHelpIsWrittenFromTheDeclarations() {
        let help = Self.spec.help
        #expect(help.contains("  --shade S    the colours: light (default), dark (for the night), or dim\n"))
        #expect(help.contains("  --size W     a size (from 1 to 10, default 4)\n"))
        #expect(help.contains("  --count K    how many (from 1 to 99, default 3)\n"))
        #expect(help.contains("  --names a,b  some names\n"))
        #expect(help.contains("  --loud       say it loud\n"))
    }
}
