// UIKit's system spacing between two views, as `NSLayoutXAxisAnchor.constraint(equalToSystemSpacingAfter:multiplier:)`
// and `NSLayoutYAxisAnchor.constraint(equalToSystemSpacingBelow:multiplier:)`.

extension LayoutAnchor {
    /// The standard spacing between two views: 8 points. UIKit's depends on the fonts of text
    /// on either side and on Dynamic Type; between views without text it is 8, which is what
    /// this engine, which measures no text, uses everywhere.
    public static var systemSpacing: Double { 8 }
}

extension LayoutAnchor where Kind == AnchorKind.XAxis {
    /// `self == anchor + multiplier × 8`: this edge the system spacing after `anchor`
    /// (``systemSpacing``), as UIKit's `constraint(equalToSystemSpacingAfter:multiplier:)`.
    public func constraint(
        equalToSystemSpacingAfter anchor: XAxisAnchor, multiplier: Double = 1, fileID: String = #fileID,
        line: Int = #line
    ) -> LayoutConstraint {
        constraint(equalTo: anchor, constant: multiplier * Self.systemSpacing, fileID: fileID, line: line)
    }

    /// `self >= anchor + multiplier × 8`, as UIKit's `constraint(greaterThanOrEqualToSystemSpacingAfter:multiplier:)`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: XAxisAnchor, multiplier: Double = 1,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        constraint(greaterThanOrEqualTo: anchor, constant: multiplier * Self.systemSpacing, fileID: fileID, line: line)
    }

    /// `self <= anchor + multiplier × 8`, as UIKit's `constraint(lessThanOrEqualToSystemSpacingAfter:multiplier:)`.
    public func constraint(
        lessThanOrEqualToSystemSpacingAfter anchor: XAxisAnchor, multiplier: Double = 1, fileID: String = #fileID,
        line: Int = #line
    ) -> LayoutConstraint {
        constraint(lessThanOrEqualTo: anchor, constant: multiplier * Self.systemSpacing, fileID: fileID, line: line)
    }
}

extension LayoutAnchor where Kind == AnchorKind.YAxis {
    /// `self == anchor + multiplier × 8`: this edge the system spacing below `anchor`
    /// (``systemSpacing``), as UIKit's `constraint(equalToSystemSpacingBelow:multiplier:)`.
    public func constraint(
        equalToSystemSpacingBelow anchor: YAxisAnchor, multiplier: Double = 1, fileID: String = #fileID,
        line: Int = #line
    ) -> LayoutConstraint {
        constraint(equalTo: anchor, constant: multiplier * Self.systemSpacing, fileID: fileID, line: line)
    }

    /// `self >= anchor + multiplier × 8`, as UIKit's `constraint(greaterThanOrEqualToSystemSpacingBelow:multiplier:)`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingBelow anchor: YAxisAnchor, multiplier: Double = 1,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        constraint(greaterThanOrEqualTo: anchor, constant: multiplier * Self.systemSpacing, fileID: fileID, line: line)
    }

    /// `self <= anchor + multiplier × 8`, as UIKit's `constraint(lessThanOrEqualToSystemSpacingBelow:multiplier:)`.
    public func constraint(
        lessThanOrEqualToSystemSpacingBelow anchor: YAxisAnchor, multiplier: Double = 1, fileID: String = #fileID,
        line: Int = #line
    ) -> LayoutConstraint {
        constraint(lessThanOrEqualTo: anchor, constant: multiplier * Self.systemSpacing, fileID: fileID, line: line)
    }
}
