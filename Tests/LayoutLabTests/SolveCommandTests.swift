import Foundation
import Testing
import ConstraintScript
@testable import LayoutLabCore

@Suite("layout-lab solve")
struct SolveCommandTests {
    // MARK: Whole outputs, worked out by hand

    /// The classic midpoint: xm is the middle of [xl, xr], xr at least 10 right of xl, both
    /// within [0, 100]. Dragging xm pulls the segment along until a bound stops it.
    @Test func midpointWithAnEditVariableFollowsSuggestionsUntilABoundStopsIt() {
        let run = SolveRun.stdin(
            """
            # the midpoint of a segment
            left: xl >= 0
            right: xr <= 100
            xl + 10 <= xr
            xm == (xl + xr) / 2
            xl == 20 @weak          # keeps xl determined
            edit xm
            suggest xm 60
            print
            suggest xm 2
            print
            suggest xm 98
            """)
        // xm = 60: the weak xl == 20 holds (xr = 100 is allowed), so xr = 2*60 - 20 = 100.
        // xm = 2: xl >= 0 and xr >= xl + 10 give xm >= 5; the strong edit gives xm = 5, xl = 0, xr = 10
        //   (xl == 20 is weak: violating it costs less than moving xm further from 2).
        // xm = 98: xr <= 100 and xl <= xr - 10 give xm <= 95; xm = 95, xl = 90, xr = 100.
        #expect(run.status == 0)
        #expect(run.errors == "")
        #expect(
            run.output == """
                xl = 20.0
                xr = 100.0
                xm = 60.0

                xl = 0.0
                xr = 10.0
                xm = 5.0

                xl = 90.0
                xr = 100.0
                xm = 95.0

                """)
    }

    @Test func constantStatementChangesTheNumberOnTheRightInPlace() {
        let run = SolveRun.stdin(
            """
            c: x + 2 == y + 10
            y == 3
            print
            constant c 12
            print
            constant c -1.5
            """)
        // x - y == 8 with y = 3: x = 11; then x - y == 12: x = 15; then x - y == -1.5: x = 1.5.
        #expect(run.status == 0)
        #expect(run.output == "x = 11.0\ny = 3.0\n\nx = 15.0\ny = 3.0\n\nx = 1.5\ny = 3.0\n")
    }

    @Test func removeTakesALabelledConstraintOutAndTheLabelCanBeUsedAgain() {
        let run = SolveRun.stdin(
            """
            x == 10 @weak
            pin: x == 20
            print
            remove pin
            print
            pin: x == 30 @medium
            """)
        #expect(run.status == 0)
        #expect(run.output == "x = 20.0\n\nx = 10.0\n\nx = 30.0\n")
    }

    @Test func aPriorityOneAboveStrongBeatsAnyWeightAtStrong() {
        let run = SolveRun.stdin(
            """
            x == 1 @strong*1000
            x == 2 @751
            """)
        #expect(run.output == "x = 2.0\n")
    }

    @Test func weightsDecideWithinALevel() {
        // |x - 10| + 1.25 |x - 20| is smallest at x = 20; |x - 10| * 2 + 1.25 |x - 20| at x = 10.
        let heavier = SolveRun.stdin("x == 10 @medium\nx == 20 @medium*1.25\n")
        #expect(heavier.output == "x = 20.0\n")
        let lighter = SolveRun.stdin("x == 10 @medium*2\nx == 20 @medium*1.25\n")
        #expect(lighter.output == "x = 10.0\n")
    }

    @Test func theLevelsAreAStrictHierarchyNotASum() {
        // A thousand weak errors do not outweigh one medium error.
        var script = "y == 0 @medium\n"
        for i in 0..<1000 { script += "y == \(i + 1) @weak   # weak \(i)\n" }
        let run = SolveRun.stdin(script)
        #expect(run.output == "y = 0.0\n")
        // Nor do many level-250 errors outweigh one at 251.
        let close = SolveRun.stdin("z == 5 @251\n" + String(repeating: "z == 7 @250*100\n", count: 50))
        #expect(close.output == "z = 5.0\n")
    }

    @Test func namedStrengthsAreOrderedRequiredStrongMediumWeak() {
        let run = SolveRun.stdin(
            """
            a == 1 @weak
            a == 2 @medium
            b == 1 @medium
            b == 2 @strong
            c == 1 @strong
            c == 2 @required
            d == 1 @1000
            d == 2 @999.5
            """)
        #expect(run.output == "a = 2.0\nb = 2.0\nc = 2.0\nd = 1.0\n")
    }

    @Test func editVariablesAreStrongByDefault() {
        let medium = SolveRun.stdin("x == 5 @medium\nedit x\nsuggest x 10\n")
        #expect(medium.output == "x = 10.0\n")
        let above = SolveRun.stdin("x == 5 @751\nedit x\nsuggest x 10\n")
        #expect(above.output == "x = 5.0\n")
        let weakEdit = SolveRun.stdin("x == 5 @medium\nedit x @weak\nsuggest x 10\n")
        #expect(weakEdit.output == "x = 5.0\n")
    }

    @Test func variablesArePrintedInOrderOfFirstAppearanceEvenWhenNoConstraintHoldsThem() {
        let run = SolveRun.stdin(
            """
            gone: b + a == 4
            remove gone
            c - c + d == 3     # c has coefficient 0
            a == 1
            """)
        // b appears first, then a, c, d. b is in no constraint any more and c never reaches
        // the solver; both print as 0.
        #expect(run.output == "b = 0.0\na = 1.0\nc = 0.0\nd = 3.0\n")
    }

    @Test func expressionsCombineNumbersParenthesesAndUnaryMinus() {
        let run = SolveRun.stdin(
            """
            -(x - 3) * 2 == -(4 / 2) * (1 + 1) + y / 4   # -2x + 6 == -4 + y/4
            y == 8
            w == 1.67772e+07
            v == .5e1 # not a number
            """)
        #expect(run.status == 1)
        #expect(run.errors == "<stdin>:4:6: error: unexpected character '.'\n")
        let fixed = SolveRun.stdin(
            """
            -(x - 3) * 2 == -(4 / 2) * (1 + 1) + y / 4   # -2x + 6 == -4 + y/4
            y == 8
            w == 1.67772e+07
            """)
        // -2x + 6 == -4 + 2  →  x = 4.
        #expect(fixed.output == "x = 4.0\ny = 8.0\nw = 16777200.0\n")
    }

    @Test func aTrailingPrintIsNotRepeatedAndAnEmptyScriptPrintsNothing() {
        #expect(SolveRun.stdin("x == 1\nprint\n").output == "x = 1.0\n")
        #expect(SolveRun.stdin("x == 1\nprint\n# the end\n\n").output == "x = 1.0\n")
        #expect(SolveRun.stdin("x == 1\nprint\nprint\n").output == "x = 1.0\n\nx = 1.0\n")
        let empty = SolveRun.stdin("# nothing\n\n")
        #expect(empty.status == 0 && empty.output == "" && empty.errors == "")
    }

    @Test func windowsLineEndingsAndTabsAreAccepted() {
        #expect(SolveRun.stdin("x\t== 2\r\nprint\r\n").output == "x = 2.0\n")
    }

    @Test func negativeZeroPrintsAsZero() {
        #expect(scriptValue(-0.0) == "0.0")
        #expect(scriptValue(0.0) == "0.0")
        #expect(scriptValue(-2.5) == "-2.5")
    }

    // MARK: Files, standard input, usage

    @Test func aFileIsReadAndNamedAsGivenInErrors() throws {
        let ok = try SolveRun.file("x == 3\n")
        #expect(ok.run.status == 0 && ok.run.output == "x = 3.0\n")
        let bad = try SolveRun.file("x == 3\nx ==\n")
        #expect(bad.run.status == 1)
        #expect(bad.run.errors == "\(bad.path):2:5: error: expected a number, a variable or '(', found end of line\n")
        #expect(bad.run.output == "")
    }

    @Test func standardInputIsCalledStdinInErrors() {
        let run = SolveRun.stdin("x == $\n")
        #expect(run.errors == "<stdin>:1:6: error: unexpected character '$'\n")
    }

    @Test func aMissingFileOrWrongArgumentsExitWithStatusOne() {
        let missing = SolveRun.arguments(["solve", "/nonexistent/dir/none.cass"])
        #expect(missing.status == 1)
        #expect(
            missing.errors == "layout-lab solve: cannot read '/nonexistent/dir/none.cass': No such file or directory\n")
        let usage =
            "usage: layout-lab solve FILE [--json] [--format F] [--sweep VAR FROM TO [STEP]]\n                        [--regimes VAR FROM TO] [--vars NAMES] [--output FILE]\n(`layout-lab solve --help` describes every option)\n"
        let none = SolveRun.arguments(["solve"])
        #expect(none.status == 1 && none.errors == "layout-lab solve: missing FILE\n" + usage)
        let two = SolveRun.arguments(["solve", "a", "b"])
        #expect(two.status == 1 && two.errors == "layout-lab solve: unexpected argument 'b' after FILE\n" + usage)
        let option = SolveRun.arguments(["solve", "--verbose"])
        #expect(option.status == 1)
        #expect(option.errors == "layout-lab solve: unknown option '--verbose'\n" + usage)
    }

    // MARK: Unsatisfiable statements

    /// Also a regression test for the solver: adding `xr == 5` must fail here (it needs
    /// `xl <= -5`), not be accepted with `xl >= 0` left violated.
    @Test func anUnsatisfiableConstraintIsSkippedWithNotesAtItsConflictSet() {
        let run = SolveRun.stdin(
            """
            xl >= 0
            xr <= 100
            span: xl + 10 <= xr
            xm == (xl + xr) / 2
            xr == 5          # needs xl <= -5
            xl == 3
            """)
        #expect(run.status == 2)
        #expect(
            run.errors == """
                <stdin>:5:1: error: required constraint 'xr == 5' cannot be satisfied; the statement is skipped
                <stdin>:1:1: note: conflicting constraint 'xl >= 0'
                <stdin>:3:1: note: conflicting constraint 'xl + 10 <= xr'

                """)
        // The script went on: xl = 3; xr and xm are left to the solver's choice within
        // xr in [13, 100], so only xl and the midpoint relation are checked here.
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        let values = lines.compactMap { $0.split(separator: " ").last.flatMap { Double($0) } }
        #expect(values.count == 3)
        if values.count == 3 {
            #expect(lines[0] == "xl = 3.0")
            #expect(values[1] >= 13 && values[1] <= 100)
            #expect(values[2] == (values[0] + values[1]) / 2)
        }
    }

    @Test func notesPointAtTheFirstTokenOfEachConflictingStatement() {
        let run = SolveRun.stdin(
            """
            # a width of at least 100, half of it at most 40
              wide: width >= 100
            \thalf == width / 2   # a tab counts as one column
            half <= 40
            width == 0 @weak
            """)
        // width >= 100 and half == width / 2 force half >= 50; the weak wish keeps width at 100.
        #expect(run.status == 2)
        #expect(
            run.errors == """
                <stdin>:4:1: error: required constraint 'half <= 40' cannot be satisfied; the statement is skipped
                <stdin>:2:3: note: conflicting constraint 'width >= 100'
                <stdin>:3:2: note: conflicting constraint 'half == width / 2'

                """)
        #expect(run.output == "width = 100.0\nhalf = 50.0\n")
    }

    @Test func anUnsatisfiableConstantChangeIsSkippedAndPointsAtTheNumber() {
        let run = SolveRun.stdin(
            """
            low: x >= 10
            high: x <= 20
            x == 15 @weak
            constant high 5
            print
            constant high 12.5
            """)
        #expect(run.status == 2)
        #expect(
            run.errors == """
                <stdin>:4:15: error: cannot change the constant of 'high' to 5: 'x <= 5' cannot be satisfied; the statement is skipped
                <stdin>:1:1: note: conflicting constraint 'x >= 10'

                """)
        // The failed change left x <= 20, so x = 15; then x <= 12.5 pulls it to 12.5.
        #expect(run.output == "x = 15.0\n\nx = 12.5\n")
    }

    @Test func aConflictNoteShowsTheConstantAsItStandsAfterAChange() {
        let run = SolveRun.stdin(
            """
            a: x >= 0
            constant a 7
            x <= 3
            """)
        #expect(run.status == 2)
        #expect(
            run.errors == """
                <stdin>:3:1: error: required constraint 'x <= 3' cannot be satisfied; the statement is skipped
                <stdin>:1:1: note: conflicting constraint 'x >= 7'

                """)
        #expect(run.output == "x = 7.0\n")
    }

    @Test func aConstraintWithoutVariablesThatIsFalseHasNoNotes() {
        let run = SolveRun.stdin("1 == 2\nx == 1\n")
        #expect(run.status == 2)
        #expect(
            run.errors
                == "<stdin>:1:1: error: required constraint '1 == 2' cannot be satisfied; the statement is skipped\n")
        #expect(run.output == "x = 1.0\n")
    }

    @Test func removingOrChangingAConstraintThatWasSkippedIsAnErrorAndTheScriptGoesOn() {
        let run = SolveRun.stdin(
            """
            x >= 10
            c: x <= 5
            remove c
            d: x <= 4
            constant d 3
            x <= 12
            """)
        #expect(run.status == 2)
        #expect(
            run.errors == """
                <stdin>:2:1: error: required constraint 'x <= 5' cannot be satisfied; the statement is skipped
                <stdin>:1:1: note: conflicting constraint 'x >= 10'
                <stdin>:3:1: error: constraint 'c' is not in the solver: its statement on line 2 was skipped; the statement is skipped
                <stdin>:4:1: error: required constraint 'x <= 4' cannot be satisfied; the statement is skipped
                <stdin>:1:1: note: conflicting constraint 'x >= 10'
                <stdin>:5:1: error: constraint 'd' is not in the solver: its statement on line 4 was skipped; the statement is skipped

                """)
        #expect(run.output.hasPrefix("x = 1"))
        let x = run.output.split(separator: " ").last.flatMap { Double($0.dropLast()) }
        #expect(x.map { $0 >= 10 && $0 <= 12 } == true)
    }
}
