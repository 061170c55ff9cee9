import ConstraintLayout
import Testing

@testable import LayoutLabCore

/// `layout-lab ib`'s options, declared once, typed, on the table the other commands use: the
/// help rows written from the declarations (ranges and defaults), the nearest name for a
/// misspelt device or format, an option that needs another, and the options that do not go
/// together.
@Suite struct IBOptionsTests {
    func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
        var io = CommandIO(input: { "" })
        let status = LayoutLab.run(arguments, io: &io)
        return (status, io.standardOutput, io.standardError)
    }

    static let help = """
        usage: layout-lab ib FILE [--device NAME] [--width W]... [--height H] [--scene ID] [--format F]
                             [--json] [--check] [--tolerance T] [--explain ID]...
                             [--intrinsic ID=WxH]... [--regimes FROM TO]

        Lays out the scenes of a storyboard or XIB and prints each view's frame by object id.

        arguments:
          FILE                the .storyboard or .xib: a path, or - for standard input

        options:
          --device NAME       the device, e.g. retina4_7, retina6_12, ipad11 (append -landscape; `layout-lab
                              ib --devices` lists them); default: the device the file was designed on
          --width W           a root width in points instead of the device's; repeat for several (from 0 to
                              100000)
          --height H          a root height in points instead of the device's (from 0 to 100000)
          --scene ID          only this scene (its sceneID, controller or root view id)
          --format F          table (default), json (one object per scene per width per line), svg, or html
                              (one scene's page with a width slider over the --width range, 320…1366 when
                              fewer than two widths are given)
          --json              the same as --format json
          --check             compare with the stored frames (misplaced views), and report ambiguous views
                              and constraints that cannot hold; exit 1 when any is found
          --tolerance T       with --check: how far a frame may be from the stored one (from 0 to 1000,
                              default 0.5)
          --explain ID        after the table, where the frame of the view ID comes from: each coordinate's
                              formula and the constraints (by the file's ids) that fix it
          --intrinsic ID=WxH  the intrinsic content size of the view ID (- for none on an axis; each size
                              from 0 to 100000), instead of the size taken from its stored frame
          --regimes FROM TO   list the root widths from FROM to TO where each scene's layout changes: the
                              exact breakpoints where a constraint becomes tight or loose, each side of 414
                              built on its own on a compact-width device; FROM > TO walks down (FROM and TO
                              from 0 to 100000)
          -h, --help          print this help and exit

        rules:
          --tolerance needs --check

        Frames are in the superview's coordinates, as Interface Builder stores them. Text is
        not measured: labels, buttons, text fields, images and controls take their stored
        size as their intrinsic size (or the placeholder size the file gives); --intrinsic
        overrides it. A size the file and UIKit leave open (a popover without a preferred
        size, a custom segue, a font that changes with the size classes) is guessed and
        said in a note on standard error. --regimes builds a scene again where UIKit's
        system minimum margins change (414 on a compact-width device); the size classes are
        the device's at every width. Exit status 1 for a usage error, a file that cannot be
        read as an Interface Builder document (with its line), and with --check for what it
        finds.

        `layout-lab ib --devices` lists the devices: size, safe area insets and size classes.

        """

    @Test func theHelpIsWrittenFromTheDeclarations() {
        for arguments in [["ib", "--help"], ["help", "ib"], ["ib", "x", "--bogus", "-h"]] {
            let r = run(arguments)
            #expect(r.status == 0, "\(arguments)")
            #expect(r.out == Self.help, "\(arguments)")
        }
    }

    /// The first line of each usage error (the usage follows it).
    @Test(
        arguments: [
            (
                ["--device", "retina6_1x"],
                "unknown device 'retina6_1x' (did you mean 'retina6_1'?); `layout-lab ib --devices` lists them"
            ),
            (["--format", "jsn"], "unknown format 'jsn' (did you mean 'json'?): expected table, json, svg or html"),
            (["--width", "-1"], "--width: '-1' is not a width from 0 to 100000"),
            (["--height", "1e6"], "--height: '1e6' is not a height from 0 to 100000"),
            (["--tolerance", "1"], "--tolerance needs --check"),
            (["--check", "--tolerance", "2000"], "--tolerance: '2000' is not a distance from 0 to 1000"),
            (["--regimes", "5", "2000000"], "--regimes TO: '2000000' is not a width from 0 to 100000"),
            (["--intrinsic", "a=3"], "--intrinsic: 'a=3' is not ID=WxH"),
            (["--intrinsic", "a=3xq"], "--intrinsic: 'q' is not a size from 0 to 100000 or -"),
            (
                ["--regimes", "300", "400", "--width", "320"],
                "--regimes lists the regimes as text: it does not go with --width, --format, --json, --check or --explain"
            ),
            (["--explain", "v", "--json"], "--explain prints text after the table: it goes with --format table only"),
            (["--format", "html", "--check"], "--check reports as text or JSON: it does not go with --format html"),
        ] as [([String], String)])
    func usageErrorsNameTheOptionAndWhatItMayBe(options: [String], message: String) {
        let r = run(["ib", IBCommandTests.example] + options)
        #expect(r.status == 1)
        #expect(r.out == "")
        #expect(r.err.split(separator: "\n").first.map(String.init) == "layout-lab ib: \(message)")
    }

    @Test func typedValuesReachTheCommand() throws {
        guard
            case .run(let parsed) = try ArgumentReader.read(
                [
                    IBCommandTests.example, "--device", "ipad11-landscape", "--width", "320", "--width", "400.5",
                    "--check", "--intrinsic", "Tt1-aa-001=200x-", "--json",
                ], IBCommand.spec)
        else {
            Issue.record("help")
            return
        }
        let options = try IBCommand.parse(parsed)
        #expect(options.device?.name == "ipad11-landscape")
        #expect(options.widths == [320, 400.5])
        #expect(options.format == .json)
        #expect(options.check && options.tolerance == 0.5)
        #expect(options.intrinsicSizes["Tt1-aa-001"] == IntrinsicContentSize(width: 200, height: nil))
    }
}
