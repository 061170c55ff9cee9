import Foundation
import Testing
@testable import LayoutLabCore

/// What helps a newcomer at the command line: the nearest name for a slip, `--version`,
/// `--output FILE`, one reading of `FROM TO [STEP]` for every command, and bench's own peak
/// memory.
@Suite("layout-lab command-line aids")
struct CommandLineAidsTests {
    // MARK: Did you mean

    @Test func editDistanceCountsASwapOfNeighboursAsOne() {
        #expect(Spelling.distance("--widht", "--width") == 1)
        #expect(Spelling.distance("flowgrid", "flow-grid") == 1)
        #expect(Spelling.distance("kitten", "sitting") == 3)
        #expect(Spelling.distance("", "abc") == 3)
    }

    @Test func theNearestNameIsSuggestedOnlyWhenItIsASlip() {
        #expect(Spelling.nearest(to: "slove", among: ["solve", "scene", "scenes"]) == "solve")
        #expect(Spelling.nearest(to: "sence", among: ["solve", "scene", "scenes"]) == "scene")
        // Nothing within a third of the name's length (at least 2): no suggestion.
        #expect(Spelling.nearest(to: "frobnicate", among: ["solve", "scene", "generate"]) == nil)
        // A tie goes to the candidate listed first.
        #expect(Spelling.nearest(to: "ab", among: ["ac", "ad"]) == "ac")
    }

    @Test(
        arguments: [
            (
                ["scene", "flow-grid", "--widht", "375"],
                "layout-lab scene: unknown option '--widht' (did you mean '--width'?)"
            ),
            (["slove", "x"], "layout-lab: unknown command 'slove' (did you mean 'solve'?)"),
            (["--verison"], "layout-lab: unknown option '--verison' (did you mean '--version'?)"),
            (["help", "sence"], "layout-lab help: unknown command 'sence' (did you mean 'scene'?)"),
            (["scene", "flowgrid"], "layout-lab scene: unknown scene 'flowgrid'; did you mean 'flow-grid'?"),
            (
                ["scene", "flow-grid", "--set", "minWidht=100"],
                "layout-lab scene: scene flow-grid has no parameter 'minWidht'; did you mean 'minWidth'?"
            ),
            (
                ["scene", "flow-grid", "--format", "svgg"],
                "layout-lab scene: unknown format 'svgg' (did you mean 'svg'?)"
            ),
            (["generate", "lsit", "--n", "3"], "layout-lab generate: unknown workload 'lsit' (did you mean 'list'?)"),
        ])
    func aSlipIsAnsweredWithTheNearestName(arguments: [String], message: String) {
        let run = SolveRun.arguments(arguments)
        #expect(run.status == 1 && run.output == "")
        #expect(run.errors.hasPrefix(message), "\(run.errors)")
    }

    // MARK: --version

    @Test func versionPrintsTheVersion() {
        let run = SolveRun.arguments(["--version"])
        #expect(run.status == 0 && run.errors == "")
        #expect(run.output == "layout-lab 0.1.0\n")
        #expect(SolveRun.arguments(["--version", "x"]).status == 1)
    }

    // MARK: --output FILE

    @Test func outputWritesWhatWouldGoToStandardOutputToTheFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let svg = directory.appendingPathComponent("grid.svg").path
        let toFile = SolveRun.arguments(["scene", "flow-grid", "--format", "svg", "--output", svg])
        #expect(toFile.status == 0 && toFile.output == "" && toFile.errors == "")
        let direct = SolveRun.arguments(["scene", "flow-grid", "--format", "svg"])
        #expect(try String(contentsOfFile: svg, encoding: .utf8) == direct.output)

        // plot and solve --format html take it too.
        let script = directory.appendingPathComponent("s.cass").path
        try "edit w\nx == w + 1\n".write(toFile: script, atomically: true, encoding: .utf8)
        let chart = directory.appendingPathComponent("chart.svg").path
        let plot = SolveRun.arguments(["plot", script, "--sweep", "w", "0", "10", "--output", chart])
        #expect(plot.status == 0 && plot.output == "")
        #expect(try String(contentsOfFile: chart, encoding: .utf8).hasPrefix("<svg "))
        let page = directory.appendingPathComponent("page.html").path
        let solve = SolveRun.arguments([
            "solve", script, "--format", "html", "--sweep", "w", "0", "10", "--output", page,
        ])
        #expect(solve.status == 0 && solve.output == "")
        #expect(try String(contentsOfFile: page, encoding: .utf8).hasPrefix("<!DOCTYPE html>"))

        // A file that cannot be written is an error naming it and why.
        let missing = directory.appendingPathComponent("no/such/dir.svg").path
        let failed = SolveRun.arguments(["scene", "flow-grid", "--format", "svg", "--output", missing])
        #expect(failed.status == 1 && failed.output == "")
        #expect(
            failed.errors == "layout-lab scene: --output: cannot write '\(missing)': No such file or directory\n")
        // A command that fails writes no file.
        let none = directory.appendingPathComponent("none.svg").path
        #expect(SolveRun.arguments(["scene", "nowhere", "--output", none]).status == 1)
        #expect(!FileManager.default.fileExists(atPath: none))
    }

    // MARK: FROM TO [STEP]

    @Test func everyCommandReadsARangeEitherWayRound() throws {
        #expect(try RangeArgument.read(["700", "200"], option: "--regimes") == RangeArgument(from: 700, to: 200))
        let down = try RangeArgument.read(["10", "0", "2.5"], option: "--sweep")
        #expect(down.isDescending && down.bounds == 0...10)
        #expect(down.values == [10, 7.5, 5, 2.5, 0])
    }

    @Test(
        arguments: [
            (["5", "5"], "--sweep FROM and TO are both 5: a range needs two different ends"),
            (["0", "nan"], "--sweep TO: 'nan' is not a decimal number"),
            (["0", "10", "0"], "--sweep STEP: '0' is not a positive decimal number"),
            (["0", "10", "0.000001"], "--sweep has more than 1000 steps of 1e-06 from FROM to TO"),
            (["-1e308", "1e308"], "--sweep has more than 1000 steps of 1 from FROM to TO"),
        ])
    func aMalformedRangeNamesTheValueAtFault(values: [String], message: String) {
        do {
            _ = try RangeArgument.read(values[...], option: "--sweep", maximumSteps: 1000)
            Issue.record("\(values) was accepted")
        } catch {
            #expect(error.message == message)
        }
    }

    /// `--sweep VAR FROM TO nan` blames STEP, not a stray argument.
    @Test func aMalformedStepIsReportedAsTheStep() {
        let run = SolveRun.arguments(["plot", "-", "--sweep", "w", "0", "10", "nan"])
        #expect(run.status == 1)
        #expect(run.errors.hasPrefix("layout-lab plot: --sweep STEP: 'nan' is not a positive decimal number\n"))
        #expect(ArgumentReader.looksLikeNumber("1e999") && ArgumentReader.looksLikeNumber("-inf"))
        #expect(!ArgumentReader.looksLikeNumber("1.cass") && !ArgumentReader.looksLikeNumber("-"))
    }

    /// bench walks down and back up as readily as up and back down: 10, 5, 0, 5, 10.
    @Test func benchSweepsDownward() {
        var io = CommandIO(input: { "edit w\nx == w + 1\n" })
        let status = LayoutLab.run(["bench", "-", "--sweep", "w", "10", "0", "5", "--json"], io: &io)
        #expect(status == 0, "\(io.standardError)")
        #expect(io.standardOutput.contains("\"values\": [10, 5, 0, 5, 10]"))
    }

    // MARK: bench's peak memory

    @Test func peakMemoryIsThisProcesssHighWaterMark() {
        let status = "Name:\tlayout-lab\nVmPeak:\t  200000 kB\nVmHWM:\t   14336 kB\nVmRSS:\t   9000 kB\n"
        #expect(highWaterMark(inProcessStatus: status) == 14336 * 1024)
        #expect(highWaterMark(inProcessStatus: "VmRSS:\t 1 kB\n") == nil)
        #if os(Linux)
        // The live value is this test process's own, within what it can have touched.
        let peak = peakResidentBytes()
        #expect(peak.map { $0 > 1 << 20 } == true)
        #endif
    }
}
