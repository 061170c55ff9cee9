import Testing
@testable import LayoutLabCore

/// Rules between options declared beside them (`A needs B`, `A does not go with B`, an option
/// that needs the argument to be one of some values): the reader refuses a command line that
/// breaks one before the command runs, with a message written from the declaration, and the
/// help lists the same sentences under `rules:`.
@Suite("layout-lab's declared option rules")
struct OptionRuleTests {
    static let format = CommandOption<String>.choice(
        "--format", "F", [.init(value: "text"), .init(value: "html"), .init(value: "svg")], default: "text",
        { $0 })
    static let sweep = CommandOption.variableRange("--sweep", takesStep: true, summary: "the slider")
    static let regimes = CommandOption.variableRange("--regimes", takesStep: false, summary: "the map")
    static let loud = CommandOption.flag("--loud", summary: "say it loud")
    static let kind = CommandLineSpec.Argument(name: "KIND", summary: "a, b or c", choices: ["a", "b", "c"])

    static let spec = CommandLineSpec(
        command: "t", summary: "A test command.", arguments: [kind],
        options: [format.spec, sweep.spec, regimes.spec, loud.spec],
        rules: [
            .requires(format.is("html"), sweep.isGiven, because: "the slider's variable"),
            .excludes(regimes.isGiven, format.is("html", "svg"), loud.isGiven),
            .requires(loud.isGiven, kind.is("b", "c")),
        ])

    private func message(_ arguments: [String]) -> String? { usageMessage(arguments, Self.spec) }

    @Test func aCommandLineThatKeepsEveryRuleIsRead() {
        #expect(message(["a"]) == nil)
        #expect(message(["a", "--format", "html", "--sweep", "x", "0", "1"]) == nil)
        #expect(message(["b", "--regimes", "x", "0", "1", "--format", "text"]) == nil)
        #expect(message(["c", "--loud"]) == nil)
    }

    @Test func aBrokenRuleIsAnsweredFromItsDeclaration() {
        #expect(
            message(["a", "--format", "html"])
                == "--format html needs --sweep VAR FROM TO [STEP]: the slider's variable")
        // What is given, as typed, and only that: --format svg, not the list of values.
        #expect(
            message(["a", "--regimes", "x", "0", "1", "--format", "svg"]) == "--regimes does not go with --format svg")
        #expect(
            message(["b", "--regimes", "x", "0", "1", "--format=html", "--sweep", "x", "0", "1", "--loud"])
                == "--regimes does not go with --format html or --loud")
        #expect(message(["a", "--loud"]) == "--loud needs KIND b or c")
        // An option's last occurrence decides, as the command reads it.
        #expect(message(["a", "--format", "html", "--format", "text"]) == nil)
    }

    @Test func anArgumentOutsideItsChoicesIsAnsweredBeforeTheRules() {
        #expect(message(["bb", "--loud"]) == "unknown KIND 'bb' (did you mean 'b'?) (one of 'a', 'b', 'c')")
    }

    @Test func theHelpListsTheRulesAsTheErrorsSayThem() {
        let help = Self.spec.help
        #expect(
            help.hasSuffix(
                """

                rules:
                  --format html needs --sweep VAR FROM TO [STEP]: the slider's variable
                  --regimes does not go with --format html or svg or --loud
                  --loud needs KIND b or c
                """))
    }

    /// The rules of the commands, as a newcomer meets them, each with the whole message.
    @Test(
        arguments: [
            (["solve", "f.cass", "--sweep", "w", "0", "10"], "layout-lab solve: --sweep needs --format html"),
            (
                ["solve", "f.cass", "--format", "html"],
                "layout-lab solve: --format html needs --sweep VAR FROM TO [STEP]: the edit variable the slider moves"
            ),
            (
                ["solve", "f.cass", "--format", "html", "--sweep", "w", "0", "10", "--regimes", "w", "0", "10"],
                "layout-lab solve: --format html does not go with --regimes: the page is the whole output"
            ),
            (
                ["solve", "f.cass", "--format", "html", "--sweep", "w", "0", "10", "--json"],
                "layout-lab solve: --format html does not go with --json: the page is the whole output"
            ),
            (["solve", "f.cass", "--vars", "a"], "layout-lab solve: --vars needs --regimes VAR FROM TO"),
            (
                ["scene", "flow-grid", "--regimes", "300", "400", "--width", "300", "--json"],
                "layout-lab scene: --regimes does not go with --width 300 or --json: it lists the regimes as text"
            ),
            (
                ["scene", "flow-grid", "--json", "--format", "svg"],
                "layout-lab scene: --json does not go with --format svg: it is the same as --format json"
            ),
            (
                ["generate", "chain", "--n", "4", "--order", "top-down"],
                "layout-lab generate: --order needs FAMILY stacks"
            ),
            (["generate", "list", "--n", "4", "--edit-last"], "layout-lab generate: --edit-last needs FAMILY grid"),
            (
                ["generate", "chian", "--n", "4", "--edit-last"],
                "layout-lab generate: unknown workload 'chian' (did you mean 'chain'?) "
                    + "(one of 'chain', 'stacks', 'list', 'cards', 'flex', 'grid', 'spacebetween', 'splitpanes', 'motif')"
            ),
            (
                ["uikit-log", "f.log", "--json", "--format", "text"],
                "layout-lab uikit-log: --json does not go with --format text: it is the same as --format json"
            ),
        ] as [([String], String)])
    func theCommandsRulesAreCheckedBeforeTheyRun(arguments: [String], message: String) {
        let run = SolveRun.arguments(arguments)
        #expect(run.status == 1)
        #expect(run.output == "")
        #expect(run.errors.components(separatedBy: "\n")[0] == message)
    }

    @Test func eachCommandsHelpStatesItsRules() {
        #expect(
            SolveCommand.spec.help.contains(
                """
                rules:
                  --vars needs --regimes VAR FROM TO
                  --sweep needs --format html
                  --format html needs --sweep VAR FROM TO [STEP]: the edit variable the slider moves
                  --format html does not go with --regimes or --json: the page is the whole output
                """))
        #expect(
            GenerateCommand.spec.help.contains(
                """
                rules:
                  --order needs FAMILY stacks
                  --steps needs FAMILY list or cards
                  --edit-last needs FAMILY grid
                """))
        #expect(
            SceneCommand.spec.help.contains(
                """
                rules:
                  --regimes does not go with --width, --format or --json: it lists the regimes as text
                  --json does not go with --format table, svg, ascii or html: it is the same as --format json
                """))
    }
}
