import Testing
import ConstraintLayout

/// Every way a format can fail, with UIKit's whole message: the reason, the format, and a caret
/// under the column where reading stopped (counted by hand from 0).
@Suite("Visual format errors: the reason, the format and a caret under the column")
struct VisualFormatErrorTests {
    private let parent = LayoutView("parent")
    private let button = LayoutView("button"), other = LayoutView("other"), orphan = LayoutView("orphan")

    init() throws {
        try parent.addSubview(button)
        try parent.addSubview(other)
    }

    /// The error a format throws, if any.
    private func failure(
        _ format: String, options: VisualFormatOptions = [], metrics: [String: Double] = [:]
    ) -> VisualFormatError? {
        let views = ["button": button, "other": other, "orphan": orphan]
        do {
            _ = try LayoutConstraint.constraints(
                withVisualFormat: format, options: options, metrics: metrics, views: views)
            return nil
        } catch {
            return error
        }
    }

    /// UIKit's message for `reason` at `column` of `format`.
    private func message(_ reason: String, _ format: String, caretAt column: Int) -> String {
        "Unable to parse constraint format: \n" + reason + "\n" + format + "\n" + String(repeating: " ", count: column)
            + "^"
    }

    @Test("the error carries its reason, the format and the column")
    func fields() {
        let error = failure("H:|-[button]-|(")
        #expect(error == VisualFormatError(reason: "Expected a view", format: "H:|-[button]-|(", column: 14))
        #expect(
            error?.description
                == "Unable to parse constraint format: \nExpected a view\nH:|-[button]-|(\n              ^")
    }

    @Test(
        "a view is expected",
        arguments: [
            ("H:|-[button]-|(", 14), ("", 0), ("H:", 2), ("H:|", 3), ("|-", 2), ("H:[button]-", 11),
            ("H:[button]x", 10), ("H:[button]-|x", 12), ("Q:[button]", 0), ("h:[button]", 0),
        ])
    func expectedView(format: String, column: Int) {
        #expect(failure(format)?.description == message("Expected a view", format, caretAt: column))
    }

    @Test("'|' only begins or ends a format")
    func superviewInTheMiddle() {
        let reason = "A '|' stands for the superview's edge only at the start or the end of a format."
        #expect(failure("H:[button]|[other]")?.description == message(reason, "H:[button]|[other]", caretAt: 11))
        #expect(failure("|[button]|-[other]")?.description == message(reason, "|[button]|-[other]", caretAt: 10))
    }

    @Test("a view's name must be a C identifier")
    func badName() {
        let reason =
            "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores."
        #expect(failure("H:[1button]")?.description == message(reason, "H:[1button]", caretAt: 3))
        #expect(failure("[]")?.description == message(reason, "[]", caretAt: 1))
    }

    @Test("an orientation is followed by ':'")
    func orientation() {
        #expect(
            failure("V[button]")?.description
                == message("Expected ':' after 'V' to specify vertical arrangement", "V[button]", caretAt: 1))
        #expect(
            failure("H|[button]|")?.description
                == message("Expected ':' after 'H' to specify horizontal arrangement", "H|[button]|", caretAt: 1))
        #expect(
            failure("H")?.description
                == message("Expected ':' after 'H' to specify horizontal arrangement", "H", caretAt: 1))
    }

    @Test("a view ends with ']', its predicates with ')'")
    func unclosedView() {
        let reason = "Expected a ']' here. That is how you give the end of a view."
        #expect(failure("H:[button")?.description == message(reason, "H:[button", caretAt: 9))
        #expect(failure("H:[button-[other]")?.description == message(reason, "H:[button-[other]", caretAt: 9))
        let thickness = "A predicate on a view's thickness must end with ')' and the view must end with ']'"
        #expect(failure("H:[button(80)-")?.description == message(thickness, "H:[button(80)-", caretAt: 13))
        #expect(
            failure("H:[button(>=70;<=90)]")?.description == message(thickness, "H:[button(>=70;<=90)]", caretAt: 14))
        #expect(failure("H:[button(>=70")?.description == message(thickness, "H:[button(>=70", caretAt: 14))
    }

    @Test("names not in their dictionary are marked just after the name")
    func unknownNames() {
        #expect(
            failure("H:[missing]")?.description
                == message("missing is not a key in the views dictionary.", "H:[missing]", caretAt: 10))
        #expect(
            failure("H:[button(>=wide)]")?.description
                == message("wide is not a key in the metrics or views dictionary.", "H:[button(>=wide)]", caretAt: 16))
        #expect(
            failure("H:[button]-gap-|")?.description
                == message("gap is not a key in the metrics dictionary.", "H:[button]-gap-|", caretAt: 14))
        // A view between dashes is not a spacing.
        #expect(
            failure("H:[button]-other-[other]")?.description
                == message("other is not a key in the metrics dictionary.", "H:[button]-other-[other]", caretAt: 16))
        #expect(
            failure("H:[button(80@high)]")?.description
                == message("high is not a key in the metrics dictionary.", "H:[button(80@high)]", caretAt: 17))
    }

    @Test("a metric must be a finite number")
    func nonFiniteMetric() {
        #expect(
            failure("H:[button]-gap-[other]", metrics: ["gap": .nan])?.description
                == message("The metric gap is nan, not a finite number.", "H:[button]-gap-[other]", caretAt: 14))
    }

    @Test("a number must fit a Double")
    func hugeNumber() {
        #expect(
            failure("H:[button(1e999)]")?.description
                == message("The number 1e999 is too large.", "H:[button(1e999)]", caretAt: 10))
        #expect(
            failure("H:[button]-(-1e400)-[other]")?.description
                == message("The number -1e400 is too large.", "H:[button]-(-1e400)-[other]", caretAt: 12))
    }

    @Test("a number or a metric is expected")
    func expectedNumber() {
        let reason = "Expected a number or key from the metrics dictionary, but encountered something else"
        #expect(failure("H:[button]-?-|")?.description == message(reason, "H:[button]-?-|", caretAt: 11))
        #expect(failure("H:[button(>=)]")?.description == message(reason, "H:[button(>=)]", caretAt: 12))
        #expect(failure("H:[button(80@)]")?.description == message(reason, "H:[button(80@)]", caretAt: 13))
        // Between dashes a number has no sign; in parentheses it may.
        #expect(failure("H:[button]--8-[other]")?.description == message(reason, "H:[button]--8-[other]", caretAt: 11))
    }

    @Test("a spacing ends with '-'")
    func unclosedSpacing() {
        let reason = "Expected a '-' here. That is how you end a spacing."
        #expect(failure("H:[button]-8|")?.description == message(reason, "H:[button]-8|", caretAt: 12))
        #expect(failure("H:[button]-8@750-|")?.description == message(reason, "H:[button]-8@750-|", caretAt: 12))
        #expect(failure("H:[button]-(8)[other]")?.description == message(reason, "H:[button]-(8)[other]", caretAt: 14))
    }

    @Test("a spacing's predicates are separated by ',' and closed by ')'")
    func unclosedPredicates() {
        let reason = "Expected a ',' or a ')' here. That is how you separate predicates and end their list."
        #expect(
            failure("H:[button]-(>=8;<=20)-|")?.description == message(reason, "H:[button]-(>=8;<=20)-|", caretAt: 15))
        #expect(failure("H:[button]-(>=8")?.description == message(reason, "H:[button]-(>=8", caretAt: 15))
    }

    @Test("a relation is ==, <= or >=")
    func badRelation() {
        let reason = "Unknown relation. Must be ==, >=, or <="
        #expect(failure("H:[button(=70)]")?.description == message(reason, "H:[button(=70)]", caretAt: 10))
        #expect(failure("H:[button(<70)]")?.description == message(reason, "H:[button(<70)]", caretAt: 10))
    }

    @Test("a priority is between 1 and 1000, marked at its start")
    func badPriority() {
        #expect(
            failure("H:[button(70@1001)]")?.description
                == message(
                    "1001 is not a priority: priorities are between 1 and 1000.", "H:[button(70@1001)]", caretAt: 13))
        #expect(
            failure("H:[button]-(8@low)-|", metrics: ["low": 0.5])?.description
                == message(
                    "0.5 is not a priority: priorities are between 1 and 1000.", "H:[button]-(8@low)-|", caretAt: 14))
    }

    @Test("'|' needs the neighbouring view's superview")
    func missingSuperview() {
        let reason = "Unable to interpret '|' character, because the related view doesn't have a superview"
        #expect(failure("H:|[orphan]")?.description == message(reason, "H:|[orphan]", caretAt: 2))
        #expect(failure("V:[button]-[orphan]-|")?.description == message(reason, "V:[button]-[orphan]-|", caretAt: 20))
    }

    @Test("alignments across the axis only; known option bits; one fixed direction")
    func badOptions() {
        #expect(
            failure("H:[button][other]", options: .alignAllLeading)?.description
                == message(
                    "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.",
                    "H:[button][other]", caretAt: 0))
        #expect(
            failure("V:[button][other]", options: [.alignAllLeading, .alignAllFirstBaseline])?.description
                == message(
                    "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical.",
                    "V:[button][other]", caretAt: 0))
        #expect(
            failure("[button]", options: [.directionLeftToRight, .directionRightToLeft])?.description
                == message(
                    "The options ask for both directionLeftToRight and directionRightToLeft.", "[button]", caretAt: 0))
        #expect(
            failure("[button]", options: VisualFormatOptions(rawValue: 1 << 20 | 1 << 3))?.description
                == message(
                    "The options hold bits that name no alignment or direction: 1048576.", "[button]", caretAt: 0))
    }
}
