/// Why ``LayoutConstraint/constraints(withVisualFormat:options:metrics:views:fileID:line:)``
/// could not read a format, reported as UIKit reports it: a reason, the format, and a caret
/// under the column where reading stopped. The first line ends with a space, as UIKit's does:
///
/// ```text
/// Unable to parse constraint format:
/// Expected a view
/// H:|-[button]-|(
///               ^
/// ```
///
/// The column counts characters from 0 at the start of the format. A name that is not in its
/// dictionary is marked just after the name, as UIKit marks it; an error about the options is
/// marked at column 0.
public struct VisualFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, as a sentence: `Expected a view`.
    public let reason: String
    /// The format as given.
    public let format: String
    /// The column of the caret: the character offset in ``format``, from 0.
    public let column: Int

    /// Creates an error.
    public init(reason: String, format: String, column: Int) {
        self.reason = reason
        self.format = format
        self.column = column
    }

    /// UIKit's message: `Unable to parse constraint format: `, the reason, the format and a
    /// caret under ``column``, on four lines.
    public var description: String {
        "Unable to parse constraint format: \n\(reason)\n\(format)\n"
            + String(repeating: " ", count: column) + "^"
    }
}
