/// What ``LayoutConstraint/constraints(withVisualFormat:options:metrics:views:fileID:line:)``
/// adds beyond the format itself, as `NSLayoutConstraint.FormatOptions`: an alignment of every
/// view with the one before it, and, for a horizontal format, which way the views run.
///
/// An alignment names an attribute across the format's axis (`alignAllTop` in an `H:` format,
/// `alignAllLeading` in a `V:` one); for each view after the first it adds
/// `view.attribute == previous.attribute`. Several alignments may be combined.
///
/// The direction applies to `H:` formats only: ``directionLeadingToTrailing`` (the default,
/// no bits) lays the views out from the leading edge to the trailing one, so they follow the
/// layout direction of their superview (``LayoutView/effectiveLayoutDirection``);
/// ``directionLeftToRight`` and ``directionRightToLeft`` fix the direction whatever the layout
/// direction. The raw values are UIKit's.
public struct VisualFormatOptions: OptionSet, Hashable, Sendable {
    /// The bits, as UIKit numbers them: an alignment is `1 << attribute`, the direction sits in
    /// bits 16 and 17.
    public let rawValue: UInt

    /// Creates options from UIKit's bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Align the left edges.
    public static let alignAllLeft = VisualFormatOptions(rawValue: 1 << 1)
    /// Align the right edges.
    public static let alignAllRight = VisualFormatOptions(rawValue: 1 << 2)
    /// Align the top edges.
    public static let alignAllTop = VisualFormatOptions(rawValue: 1 << 3)
    /// Align the bottom edges.
    public static let alignAllBottom = VisualFormatOptions(rawValue: 1 << 4)
    /// Align the leading edges.
    public static let alignAllLeading = VisualFormatOptions(rawValue: 1 << 5)
    /// Align the trailing edges.
    public static let alignAllTrailing = VisualFormatOptions(rawValue: 1 << 6)
    /// Align the horizontal centres.
    public static let alignAllCenterX = VisualFormatOptions(rawValue: 1 << 9)
    /// Align the vertical centres.
    public static let alignAllCenterY = VisualFormatOptions(rawValue: 1 << 10)
    /// Align the last baselines.
    public static let alignAllLastBaseline = VisualFormatOptions(rawValue: 1 << 11)
    /// Align the first baselines.
    public static let alignAllFirstBaseline = VisualFormatOptions(rawValue: 1 << 12)

    /// Every alignment bit.
    public static let alignmentMask = VisualFormatOptions(rawValue: 0xFFFF)

    /// `H:` runs from the leading edge to the trailing one (the default: no bits).
    public static let directionLeadingToTrailing = VisualFormatOptions([])
    /// `H:` runs from left to right, whatever the layout direction.
    public static let directionLeftToRight = VisualFormatOptions(rawValue: 1 << 16)
    /// `H:` runs from right to left, whatever the layout direction.
    public static let directionRightToLeft = VisualFormatOptions(rawValue: 2 << 16)

    /// The direction bits.
    public static let directionMask = VisualFormatOptions(rawValue: 3 << 16)

    /// The alignments, with the attribute each aligns and its name, in the order their
    /// constraints are made.
    static let alignments: [(option: VisualFormatOptions, attribute: LayoutAttribute, name: String)] = [
        (.alignAllLeft, .left, "alignAllLeft"), (.alignAllRight, .right, "alignAllRight"),
        (.alignAllTop, .top, "alignAllTop"), (.alignAllBottom, .bottom, "alignAllBottom"),
        (.alignAllLeading, .leading, "alignAllLeading"), (.alignAllTrailing, .trailing, "alignAllTrailing"),
        (.alignAllCenterX, .centerX, "alignAllCenterX"), (.alignAllCenterY, .centerY, "alignAllCenterY"),
        (.alignAllLastBaseline, .lastBaseline, "alignAllLastBaseline"),
        (.alignAllFirstBaseline, .firstBaseline, "alignAllFirstBaseline"),
    ]
}
