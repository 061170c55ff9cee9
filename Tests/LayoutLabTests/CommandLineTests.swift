import Foundation
import Testing
@testable import LayoutLabCore

/// The conventions every command shares: help, usage errors, `--json`. Help texts are compared
/// whole: they are the specification of each command line.
@Suite("layout-lab command lines")
struct CommandLineTests {
    // MARK: Help

    static let overview = """
        usage: layout-lab
               layout-lab solve FILE [--json] [--format F] [--sweep VAR FROM TO [STEP]]
                                [--regimes VAR FROM TO] [--vars NAMES] [--output FILE]
               layout-lab scene NAME [--width W]... [--set KEY=VALUE]... [--format F] [--json]
                                [--regimes FROM TO] [--output FILE]
               layout-lab scenes [--json]
               layout-lab plot FILE --sweep VAR FROM TO [STEP] [--vars a,b,…] [--timing] [--output FILE]
               layout-lab bench FILE [--steps] [--sweep VAR FROM TO [STEP]] [--replay K]
                                [--constant LABEL VALUE [COUNT]] [--repeat K] [--one-at-a-time] [--json]
               layout-lab generate chain --n ITEMS
               layout-lab generate stacks --n VIEWS [--order top-down|leaves-first]
               layout-lab generate list --n ROWS [--steps S]      (default 100 scroll steps)
               layout-lab generate cards --n CARDS [--steps S]    (default 200 steps)
               layout-lab generate flex --n ITEMS
               layout-lab generate grid --n CELLS [--edit-last]
               layout-lab generate spacebetween --n ITEMS
               layout-lab generate splitpanes --n PANES
               layout-lab generate motif --n SIZE [--motif NAME] [--seed S]   (default chain, seed 1)
               layout-lab ib FILE [--device NAME] [--width W]... [--height H] [--scene ID] [--format F]
                             [--json] [--check] [--tolerance T] [--explain ID]...
                             [--intrinsic ID=WxH]... [--regimes FROM TO]
               layout-lab uikit-log FILE [--format F] [--json]
               layout-lab help [COMMAND]
               layout-lab --version

        commands:
          (none)     Prints every scene at every device width, then each scene's mean re-solve time.
          solve      Runs a constraint script (docs/text-format.md) and prints the values of its variables.
          scene      Lays out a scene or an example at one or more container widths and prints its frames.
          scenes     Lists the scenes with their articles, then the examples, each with its parameters.
          plot       Draws the values of a script's variables against a swept edit variable as an SVG chart.
          bench      Times building and re-solving a constraint script: median, min and max of each step.
          generate   Writes a benchmark workload as a constraint script on standard output.
          ib         Lays out the scenes of a storyboard or XIB and prints each view's frame by object id.
          uikit-log  Explains UIKit's "Unable to simultaneously satisfy constraints" messages in a log.
          help       Prints this overview, or with COMMAND that command's help (the same as COMMAND --help).
          --version  Prints the version (layout-lab 0.1.0).

        `layout-lab COMMAND --help` describes a command's arguments and options.

        Exit status: 0 on success; 1 for a usage error or input that cannot be used (each
        command's --help says which); solve also exits 2 when a statement was skipped.

        """

    @Test(arguments: [["--help"], ["-h"], ["help"], ["help", "--help"], ["help", "-h"]])
    func theOverviewListsEveryCommandWithEveryOption(arguments: [String]) {
        let run = SolveRun.arguments(arguments)
        #expect(run.status == 0)
        #expect(run.output == Self.overview)
        #expect(run.errors == "")
    }

    static let solveHelp = """
        usage: layout-lab solve FILE [--json] [--format F] [--sweep VAR FROM TO [STEP]]
                                [--regimes VAR FROM TO] [--vars NAMES] [--output FILE]

        Runs a constraint script (docs/text-format.md) and prints the values of its variables.

        arguments:
          FILE                        the script: a path (a file, a pipe, /dev/stdin…), or - for standard
                                      input

        options:
          --json                      print each block of values, and each explanation, as one JSON object
                                      on a line; with --regimes, each regime as one {"from", "to", "affine"}
                                      object
          --format F                  text (default), json (the same as --json), or html (an interactive
                                      page of the script's boxes with a slider for --sweep's variable)
          --sweep VAR FROM TO [STEP]  with --format html: the edit variable the slider moves, FROM…TO in
                                      steps of STEP (default 1)
          --regimes VAR FROM TO       instead of the values: the exact regime map of edit variable VAR from
                                      FROM to TO (FROM > TO walks down): each interval on which every value
                                      is SLOPE × VAR + OFFSET, and what changes at each breakpoint
          --vars NAMES                with --regimes: only these variables (comma-separated), in this order
          --output FILE               write the output to FILE (created or replaced) instead of standard
                                      output
          -h, --help                  print this help and exit

        rules:
          --vars needs --regimes VAR FROM TO
          --sweep needs --format html
          --format html needs --sweep VAR FROM TO [STEP]: the edit variable the slider moves
          --format html does not go with --regimes or --json: the page is the whole output

        Exit status: 0 when every statement ran; 1 for a usage error, an unreadable file, a
        script that does not parse, or a regime map that cannot be made (nothing is
        printed); 2 when a statement could not be satisfied and was skipped (the values, or
        the map, are still printed).

        """

    static let sceneHelp = """
        usage: layout-lab scene NAME [--width W]... [--set KEY=VALUE]... [--format F] [--json]
                                [--regimes FROM TO] [--output FILE]

        Lays out a scene or an example at one or more container widths and prints its frames.

        arguments:
          NAME               the scene: flow-grid, exact-columns, peeking-strip, centered-strip,
                             two-column-grid; or the example: settings-card

        options:
          --width W          a container width in points; repeat for several widths, laid out in order on
                             one scene (from 0.01 to 100000, default 375)
          --set KEY=VALUE    a scene parameter (`layout-lab scenes` lists them); a later --set wins
          --format F         table (default), json (one object per width per line), svg, ascii, or html (an
                             interactive page with a width slider over the --width range, 320…1366 when
                             fewer than two widths are given)
          --json             the same as --format json
          --regimes FROM TO  list the widths from FROM to TO where the layout changes: the scene's own
                             changes (found at whole widths) and the exact breakpoints between; FROM > TO
                             walks down (FROM and TO from 0.01 to 100000)
          --output FILE      write the output to FILE (created or replaced) instead of standard output
          -h, --help         print this help and exit

        rules:
          --regimes does not go with --width, --format or --json: it lists the regimes as text
          --json does not go with --format table, svg, ascii or html: it is the same as --format json

        Exit status: 0 when the scene was laid out at every width (or its regimes listed); 1
        for a usage error (an unknown scene, parameter, option or format, a value out of
        range), a file --output cannot write, or a scene the solver cannot lay out (then
        nothing is printed).

        """

    static let scenesHelp = """
        usage: layout-lab scenes [--json]

        Lists the scenes with their articles, then the examples, each with its parameters.

        options:
          --json      one JSON object per scene or example per line
          -h, --help  print this help and exit

        Exit status: 0; 1 for a usage error (an unknown option or an argument).

        """

    static let benchHelp = """
        usage: layout-lab bench FILE [--steps] [--sweep VAR FROM TO [STEP]] [--replay K]
                                [--constant LABEL VALUE [COUNT]] [--repeat K] [--one-at-a-time] [--json]

        Times building and re-solving a constraint script: median, min and max of each step.

        arguments:
          FILE                          the script: a path, or - for standard input

        options:
          --steps                       time the script's own steps: each block of statements between one
                                        `print` and the next, after building what comes before the first
          --sweep VAR FROM TO [STEP]    suggest the edit variable VAR = FROM, FROM+STEP, … TO and back (STEP
                                        1 unless given)
          --replay K                    replay the script's own suggestions K times (from 1 to 10000000)
          --constant LABEL VALUE [COUNT]
                                        change the labelled constraint's constant to VALUE and back, COUNT
                                        times (from 1 to 10000000, default 1000)
          --repeat K                    build K times (from 1 to 10000000, default 1)
          --one-at-a-time               add each constraint statement on its own (a long run of them is
                                        otherwise one batch)
          --json                        one JSON object: times in seconds, final values, peak memory
          -h, --help                    print this help and exit

        Exit status 1 for a usage error, an unreadable or malformed script, a statement that
        cannot be satisfied, or a sweep or constant change that the solver rejects.

        """

    static let generateHelp = """
        usage: layout-lab generate chain --n ITEMS
               layout-lab generate stacks --n VIEWS [--order top-down|leaves-first]
               layout-lab generate list --n ROWS [--steps S]      (default 100 scroll steps)
               layout-lab generate cards --n CARDS [--steps S]    (default 200 steps)
               layout-lab generate flex --n ITEMS
               layout-lab generate grid --n CELLS [--edit-last]
               layout-lab generate spacebetween --n ITEMS
               layout-lab generate splitpanes --n PANES
               layout-lab generate motif --n SIZE [--motif NAME] [--seed S]   (default chain, seed 1)

        Writes a benchmark workload as a constraint script on standard output.

        arguments:
          FAMILY         chain, stacks, list, cards, flex, grid, spacebetween, splitpanes, motif

        options:
          --n N          the size: items, views, rows, cards or cells (from 1 to 1000000)
          --order ORDER  stacks: top-down (default) or leaves-first
          --steps S      list, cards: the number of steps (from 1 to 1000000, default 100 for list and 200
                         for cards)
          --edit-last    grid: declare the edit variable after the constraints
          --motif NAME   motif: chain (default), space-between, bounded-gaps, table, splits, list, masonry,
                         aspect, equal-widths, alignment, levels, or mixed
          --seed S       motif: the seed of its parameters (from 0 to 1000000000, default 1)
          -h, --help     print this help and exit

        rules:
          --order needs FAMILY stacks
          --steps needs FAMILY list or cards
          --edit-last needs FAMILY grid
          --motif needs FAMILY motif
          --seed needs FAMILY motif

        The script's second line, `# bench: OPTIONS`, holds the `layout-lab bench` options that time it.

        Exit status: 0 when the script was written; 1 for a usage error (an unknown family, or
        an option the family does not take, a size or count out of range).

        """

    static let helps: [(command: String, help: String)] = [
        ("solve", solveHelp), ("scene", sceneHelp), ("scenes", scenesHelp), ("bench", benchHelp),
        ("generate", generateHelp),
    ]

    /// `COMMAND --help`, `COMMAND -h`, `help COMMAND` and `--help` after other arguments all
    /// print the whole help to standard output and exit 0.
    @Test(arguments: helps)
    func everyCommandPrintsItsWholeHelp(command: String, help: String) {
        for arguments in [
            [command, "--help"], [command, "-h"], ["help", command], [command, "x", "--bogus", "--help"],
        ] {
            let run = SolveRun.arguments(arguments)
            #expect(run.status == 0, "\(arguments)")
            #expect(run.output == help, "\(arguments)")
            #expect(run.errors == "", "\(arguments)")
        }
    }

    /// After `--` a `--help` is an argument like any other.
    @Test func helpAfterDoubleDashIsAnArgument() {
        let run = SolveRun.arguments(["solve", "--", "--help"])
        #expect(run.status == 1)
        #expect(run.errors == "layout-lab solve: cannot read '--help': No such file or directory\n")
    }

    // MARK: Usage errors

    /// Each error: the message, the usage, and where to find more; exit 1, nothing on standard
    /// output.
    @Test(
        arguments: [
            (["solve"], "layout-lab solve: missing FILE"),
            (["scene"], "layout-lab scene: missing NAME"),
            (["scene", "flow-grid", "--width"], "layout-lab scene: option --width needs W"),
            (["scene", "flow-grid", "--width", "--json"], "layout-lab scene: option --width needs W, found '--json'"),
            (["scene", "flow-grid", "--json=yes"], "layout-lab scene: option --json takes no value"),
            (["scenes", "extra"], "layout-lab scenes: unexpected argument 'extra' (layout-lab scenes takes none)"),
            (["scenes", "-x"], "layout-lab scenes: unknown option '-x'"),
            (["bench", "f.cass", "--sweep", "W", "1"], "layout-lab bench: option --sweep needs TO"),
            (
                ["bench", "f.cass", "--sweep=W"],
                "layout-lab bench: option --sweep takes VAR FROM TO as separate arguments, not after '='"
            ),
            (
                ["bench", "f.cass", "--sweep", "W", "0x10", "20"],
                "layout-lab bench: --sweep FROM: '0x10' is not a decimal number"
            ),
            (
                ["bench", "f.cass", "--sweep", "W", "1", "20", "-2"],
                "layout-lab bench: --sweep STEP: '-2' is not a positive decimal number"
            ),
            (
                ["bench", "f.cass", "--repeat", "0"],
                "layout-lab bench: --repeat: '0' is not a whole number from 1 to 10000000"
            ),
            (
                ["bench", "f.cass", "--constant", "c", "inf"],
                "layout-lab bench: --constant VALUE: 'inf' is not a decimal number"
            ),
            (["generate", "grid"], "layout-lab generate: missing --n N"),
            (
                ["generate", "chain", "--n", "4", "--steps", "3"],
                "layout-lab generate: --steps needs FAMILY list or cards"
            ),
            (
                ["generate", "grid", "--n", "0x10"],
                "layout-lab generate: --n: '0x10' is not a whole number from 1 to 1000000"
            ),
        ] as [([String], String)])
    func usageErrorsSayWhatAndShowTheUsage(arguments: [String], message: String) {
        let run = SolveRun.arguments(arguments)
        let command = arguments[0]
        let usage = Self.helps.first { $0.command == command }!.help.components(separatedBy: "\n\n")[0]
        #expect(run.status == 1)
        #expect(run.output == "")
        #expect(run.errors == message + "\n" + usage + "\n(`layout-lab \(command) --help` describes every option)\n")
    }

    /// Two lines, not the 30-line overview: what was wrong, and where the commands are listed.
    @Test func anUnknownCommandOrOptionSaysSoInTwoLines() {
        let command = SolveRun.arguments(["frobnicate"])
        #expect(command.status == 1 && command.output == "")
        #expect(command.errors == "layout-lab: unknown command 'frobnicate'\n`layout-lab --help` lists the commands\n")
        let option = SolveRun.arguments(["--verbose"])
        #expect(option.errors == "layout-lab: unknown option '--verbose'\n`layout-lab --help` lists the commands\n")
        let topic = SolveRun.arguments(["help", "frobnicate"])
        #expect(topic.status == 1)
        #expect(
            topic.errors == "layout-lab help: unknown command 'frobnicate'\n`layout-lab --help` lists the commands\n")
    }

    /// Every help text fits in 100 columns.
    @Test func noHelpLineIsWiderThanAHundredColumns() {
        for text in [Self.overview] + Self.helps.map(\.help) + [PlotCommand.spec.help] {
            for line in text.split(separator: "\n") {
                #expect(line.count <= 100, "\(line.count) characters: \(line)")
            }
        }
    }

    /// Every command's help ends with what its exit status means.
    @Test func everyHelpSaysWhatTheExitStatusMeans() {
        for text in [Self.overview] + Self.helps.map(\.help) + [PlotCommand.spec.help] {
            #expect(text.contains("Exit status"), "\(text.prefix(60))")
        }
    }

    // MARK: The reader's conventions

    static let sample = CommandLineSpec(
        command: "t", summary: "A test command.",
        arguments: [.init(name: "FILE", summary: "a file")],
        options: [
            .init(name: "--flag", summary: "a flag"),
            .init(name: "--one", values: ["V"], summary: "one value"),
            .init(name: "--many", values: ["V"], isRepeatable: true, summary: "repeatable"),
            .init(name: "--range", values: ["A", "B"], optionalValue: "STEP", summary: "two values and a number"),
        ])

    private func read(_ arguments: [String]) throws -> ParsedArguments {
        guard case .run(let parsed) = try ArgumentReader.read(arguments, Self.sample) else {
            Issue.record("help")
            return ParsedArguments()
        }
        return parsed
    }

    @Test func optionsComeInAnyOrderAroundTheArguments() throws {
        let parsed = try read(["--one=1", "f", "--flag", "--many", "a", "--one", "-2", "--many", "b"])
        #expect(parsed.arguments == ["f"])
        #expect(parsed.has("--flag"))
        #expect(parsed.last("--one") == ["-2"])
        #expect(parsed.all("--many") == [["a"], ["b"]])
    }

    /// The optional trailing value is taken only when the next argument is a decimal number.
    @Test func anOptionalValueIsTakenOnlyWhenItIsANumber() throws {
        #expect(try read(["--range", "a", "b", "2.5", "f"]).last("--range") == ["a", "b", "2.5"])
        let without = try read(["--range", "a", "b", "f"])
        #expect(without.last("--range") == ["a", "b"])
        #expect(without.arguments == ["f"])
    }

    @Test func aDashAloneAndEverythingAfterDoubleDashAreArguments() throws {
        #expect(try read(["-"]).arguments == ["-"])
        #expect(try read(["--", "--flag"]).arguments == ["--flag"])
        #expect(try read(["--", "--flag"]).has("--flag") == false)
    }

    // MARK: --json

    /// `x == 1` and `y == x + 0.5` give y = 1.5 at the `print`; once that constraint is
    /// removed and `y == 2x + 1` added, y = 3 at the end. An empty script prints `{}`.
    @Test func solveJSONPrintsOneObjectPerBlock() {
        let run = SolveRun.arguments(["solve", "--json", "/dev/null"])
        #expect(run.status == 0 && run.output == "{}\n")
        var io = CommandIO(input: { "x == 1\na: y == x + 0.5\nprint\nremove a\ny == 2 * x + 1\n" })
        #expect(LayoutLab.run(["solve", "-", "--json"], io: &io) == 0)
        #expect(io.standardOutput == "{\"x\": 1, \"y\": 1.5}\n{\"x\": 1, \"y\": 3}\n")
    }

    @Test func sceneJSONIsTheJSONFormat() {
        let json = SolveRun.arguments(["scene", "flow-grid", "--json"])
        #expect(json.status == 0)
        #expect(json.output == SolveRun.arguments(["scene", "flow-grid", "--format", "json"]).output)
    }

    @Test func scenesJSONListsEverySceneThenTheExample() throws {
        let run = SolveRun.arguments(["scenes", "--json"])
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n")
        let names = try lines.map { line -> String in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return object?["name"] as? String ?? ""
        }
        #expect(
            names == [
                "flow-grid", "exact-columns", "peeking-strip", "centered-strip", "two-column-grid", "settings-card",
            ])
        let first = try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any]
        let parameters = first?["parameters"] as? [[String: Any]]
        #expect(
            parameters?.contains { $0["name"] as? String == "minWidth" && $0["default"] as? String == "100" } == true)
    }
}
