// A view's system guides: the safe area and the layout margins, as UIKit's
// `safeAreaLayoutGuide` and `layoutMarginsGuide`.

extension LayoutView {
    /// The part of the view that the host's insets leave uncovered (a notch, a home
    /// indicator), as `UIView.safeAreaLayoutGuide`.
    ///
    /// For the root it is the root inset by ``LayoutEngine/safeAreaInsets``. For any other view
    /// it is the view's rectangle clipped to its superview's safe area: each edge is the inner
    /// one of the view's edge and the superview guide's edge (the view's own edge where the
    /// view lies inside the safe area). The guide is made when first asked for; a change of the
    /// insets moves it in place (four constant changes at the root; the other guides follow).
    ///
    /// The clipping is a maximum (a minimum for bottom and trailing): two required inequalities
    /// and an equality to the view's edge at ``LayoutEngine/systemGuidePriority``, which no
    /// caller priority outranks.
    public var safeAreaLayoutGuide: LayoutGuide {
        if let guide = safeAreaGuide { return guide }
        return makeSystemGuide(named: "safeAreaLayoutGuide", storedIn: \.safeAreaGuide)
    }

    /// The view's rectangle inset by its margins, as `UIView.layoutMarginsGuide`: margins are
    /// measured from the safe area (UIKit's default, ``insetsLayoutMarginsFromSafeArea``), so
    /// the guide is ``safeAreaLayoutGuide`` inset by ``directionalLayoutMargins``. With
    /// ``preservesSuperviewLayoutMargins`` each edge also stays inside the superview's margins
    /// guide (where the view reaches into them). Made when first asked for.
    public var layoutMarginsGuide: LayoutGuide {
        if let guide = marginsGuide { return guide }
        _ = safeAreaLayoutGuide  // the margins are measured from it
        return makeSystemGuide(named: "layoutMarginsGuide", storedIn: \.marginsGuide)
    }

    /// Makes the system guide `VIEW.kind` (`kind` is `safeAreaLayoutGuide` or
    /// `layoutMarginsGuide`) owned by this view, keeps it in `slot`, and, in an engine, attaches
    /// it and places it now.
    private func makeSystemGuide(
        named kind: String, storedIn slot: ReferenceWritableKeyPath<LayoutView, LayoutGuide?>
    ) -> LayoutGuide {
        let guide = LayoutGuide("\(name).\(kind)")
        guide.isSystem = true
        guide.owner = self
        self[keyPath: slot] = guide
        engine?.attach(guide)
        engine?.placeSystemGuidesNow(of: self)
        return guide
    }

    /// The margins, per edge (leading and trailing, as UIKit's `directionalLayoutMargins`);
    /// 8 points on every edge by default. The root's margins guide lies at the greater of these
    /// and the engine's ``LayoutEngine/systemMinimumLayoutMargins`` on each edge (unless
    /// ``LayoutEngine/viewRespectsSystemMinimumLayoutMargins`` is false), as a view
    /// controller's root view does; this property keeps the margins as set.
    ///
    /// Margins set this way follow the layout direction: the leading margin moves to the right
    /// when the view lays out right to left. Margins last set with ``layoutMargins`` stay on
    /// their sides instead, and this property reads them in the view's current
    /// ``effectiveLayoutDirection``, as UIKit does.
    ///
    /// Setting it changes the margins guide's constants in place. A setter cannot throw: a
    /// negative or non-finite margin, or margins that required constraints cannot take, are
    /// printed as an error and change nothing. ``setDirectionalLayoutMargins(_:)`` throws
    /// instead.
    public var directionalLayoutMargins: LayoutInsets {
        get {
            guard absoluteMargins, effectiveLayoutDirection == .rightToLeft else { return margins }
            return LayoutInsets(
                top: margins.top, leading: margins.trailing, bottom: margins.bottom, trailing: margins.leading)
        }
        set {
            do { try setDirectionalLayoutMargins(newValue) } catch { reportUnthrown(error) }
        }
    }

    /// Sets ``directionalLayoutMargins``: the margins guide's constants change in place (its
    /// constraints are made anew when the margins were set with ``layoutMargins`` before).
    ///
    /// - Throws: ``LayoutError/nonFiniteValue(_:context:)`` for a negative or non-finite
    ///   margin; ``LayoutError/unsatisfiable(_:conflicts:)`` when required constraints cannot
    ///   take the new margins (then nothing changes; in the UIKit-compatible mode the newest
    ///   caller constraint in the way is broken instead, as for a root size).
    public func setDirectionalLayoutMargins(_ newMargins: LayoutInsets) throws(LayoutError) {
        try setMargins(newMargins, absolute: false)
    }

    /// Sets the margins as stored (`absolute`: `leading` and `trailing` hold the left and right
    /// margins) and moves the margins guide: its constants change in place, or it is placed
    /// anew when the margins change between the two forms. On an error nothing changes.
    func setMargins(_ newMargins: LayoutInsets, absolute: Bool) throws(LayoutError) {
        let names = absolute ? LayoutInsets.sideNames : LayoutInsets.edgeNames
        for (edge, value) in newMargins.values.enumerated() where !(value.isFinite && value >= 0) {
            throw .nonFiniteValue(value, context: "\(names[edge]) margin of '\(name)'")
        }
        let old = (margins, absoluteMargins)
        margins = newMargins
        absoluteMargins = absolute
        guard let engine, let guide = marginsGuide, guide.isPlaced else { return }
        do {
            if old.1 == absolute {
                try engine.setInsets(effectiveMargins, of: guide)
            } else {
                try engine.replace(guide, of: self)
            }
        } catch {
            (margins, absoluteMargins) = old
            throw error
        }
    }

    /// Whether the margins guide also stays inside the superview's margins guide, as UIKit's
    /// `preservesSuperviewLayoutMargins` (false by default).
    ///
    /// Setting it re-places the margins guide. A setter cannot throw: when required
    /// constraints cannot take the change it is printed as an error and nothing changes.
    public var preservesSuperviewLayoutMargins: Bool {
        get { preservesMargins }
        set { setMarginsPlacement(\.preservesMargins, to: newValue) }
    }

    /// Whether the margins are measured from the safe area (true, UIKit's default) or from the
    /// view's edges, as UIKit's `insetsLayoutMarginsFromSafeArea`: false keeps a view's margins
    /// where they are when it reaches under a notch or a bar.
    ///
    /// Setting it re-places the margins guide. A setter cannot throw: when required
    /// constraints cannot take the change it is printed as an error and nothing changes.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { marginsFromSafeArea }
        set { setMarginsPlacement(\.marginsFromSafeArea, to: newValue) }
    }

    /// Sets one of the switches that decide how the margins guide is placed and re-places it;
    /// when required constraints cannot take the change, it is printed as an error and the
    /// switch and the placement are put back.
    private func setMarginsPlacement(_ flag: ReferenceWritableKeyPath<LayoutView, Bool>, to newValue: Bool) {
        guard newValue != self[keyPath: flag] else { return }
        self[keyPath: flag] = newValue
        guard let engine, let guide = marginsGuide, guide.isPlaced else { return }
        do { try engine.replace(guide, of: self) } catch {
            self[keyPath: flag] = !newValue
            cannotFail("the old placement held before") { try engine.replace(guide, of: self) }
            reportUnthrown(error)
        }
    }
}

extension LayoutInsets {
    /// The insets in edge order: top, leading, bottom, trailing.
    var values: [Double] { [top, leading, bottom, trailing] }

    /// The edges' names, in edge order.
    static let edgeNames = ["top", "leading", "bottom", "trailing"]

    /// The edges' names, in edge order, for insets that hold the left and right edges in
    /// `leading` and `trailing` (``LayoutView/layoutMargins``).
    static let sideNames = ["top", "left", "bottom", "right"]
}
