// Right-to-left layout: a per-view layout direction, inherited down the tree and overridable,
// as UIKit's `semanticContentAttribute` and `effectiveUserInterfaceLayoutDirection`.

/// Which way leading and trailing point, as `UIUserInterfaceLayoutDirection`.
public enum UserInterfaceLayoutDirection: String, Sendable, CaseIterable {
    /// Leading is the left edge (English, Japanese).
    case leftToRight
    /// Leading is the right edge (Arabic, Hebrew).
    case rightToLeft
}

extension LayoutView {
    /// The direction this view lays its content out in, overriding the inherited one, as
    /// UIKit's `semanticContentAttribute` (`.forceLeftToRight`, `.forceRightToLeft`); nil (the
    /// default) inherits ``effectiveLayoutDirection`` from the superview.
    ///
    /// A constraint on a leading or trailing edge is read in the coordinates of the closest
    /// common ancestor of its items, mirrored when that ancestor lays out right to left (as a
    /// multiplier is, see ``LayoutConstraint``): `leading == superview.leading + 8` is 8 points
    /// inside the superview's right edge, and `leading >= other.trailing` keeps to the left of
    /// `other`. `left` and `right` never flip. Setting the property cannot throw: a change that
    /// required constraints cannot take is printed as an error and changes nothing;
    /// ``setLayoutDirection(_:)`` throws instead.
    public var layoutDirection: UserInterfaceLayoutDirection? {
        get { direction }
        set {
            do { try setLayoutDirection(newValue) } catch { reportUnthrown(error) }
        }
    }

    /// The direction the view lays out in: its own ``layoutDirection``, else its superview's
    /// effective direction, else the engine's ``LayoutEngine/layoutDirection`` (left to right
    /// outside an engine).
    public var effectiveLayoutDirection: UserInterfaceLayoutDirection {
        var view: LayoutView? = self
        while let v = view {
            if let d = v.direction { return d }
            view = v.superview
        }
        return engine?.layoutDirection ?? .leftToRight
    }

    /// Sets ``layoutDirection``: every active constraint whose reading changes (it relates
    /// leading or trailing edges in this view's subtree) is re-added mirrored or unmirrored.
    ///
    /// - Throws: ``LayoutError/unsatisfiable(_:conflicts:)`` when a required constraint cannot
    ///   hold the other way round (then nothing changes; in the UIKit-compatible mode it is
    ///   broken and reported instead).
    public func setLayoutDirection(_ newDirection: UserInterfaceLayoutDirection?) throws(LayoutError) {
        let old = direction
        direction = newDirection
        if newDirection == .rightToLeft { membership?.mayMirror = true }
        try engine?.remirror { self.direction = old }
    }
}

extension LayoutEngine {
    /// Sets ``layoutDirection``, the direction of every view that sets none: constraints whose
    /// reading changes are re-added, as for ``LayoutView/setLayoutDirection(_:)``.
    ///
    /// - Throws: as ``LayoutView/setLayoutDirection(_:)``.
    public func setLayoutDirection(_ newDirection: UserInterfaceLayoutDirection) throws(LayoutError) {
        let old = layoutDirection
        layoutDirection = newDirection
        if newDirection == .rightToLeft { membership.mayMirror = true }
        try remirror { self.layoutDirection = old }
    }

    /// Re-adds every active constraint whose mirroring (``LayoutConstraint/isMirroredNow``)
    /// no longer matches its solver constraint. With ``ConflictHandling/throwError`` a
    /// conflict puts everything back (`restore` brings the old direction back, then the
    /// constraints are re-added as they were) and throws; in the UIKit-compatible mode the
    /// constraint that cannot hold is broken and reported.
    func remirror(restoring restore: () -> Void) throws(LayoutError) {
        let stale = constraints.filter { $0.isMirrored != $0.isMirroredNow }
        for c in stale { uninstall(c) }
        func undo() {
            for d in stale where d.isActive { uninstall(d) }
            restore()
            for d in stale { cannotFail("the constraints held as they were before the change") { try install(d) } }
        }
        for c in stale {
            do { try checkedInstall(c) } catch {
                try handle(
                    error, changing: c, toConstant: c.constant, priority: c.priority, handling: conflictHandling,
                    undo: undo)
            }
        }
        // The root's absolute margins read the system minimum in its direction.
        if root.absoluteMargins {
            do { try moveRootMargins() } catch {
                undo()
                throw error
            }
        }
    }
}
