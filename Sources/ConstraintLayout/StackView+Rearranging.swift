// How a stack view brings its constraints in line with its properties: the constraints it
// wants are compared with those it has, and only the differences reach the solver.

extension StackView {
    /// A constraint the rearrangement wants, with the constant, priority and weight it should
    /// have (those of the wanted constraint it stands for).
    private struct Wanted {
        let constraint: LayoutConstraint
        let constant: Double
        let priority: LayoutPriority
        let weight: Double

        /// `c` as it is.
        init(_ c: LayoutConstraint) { self.init(c, as: c) }

        /// `c` with the numbers of `wanted`.
        init(_ c: LayoutConstraint, as wanted: LayoutConstraint) {
            constraint = c
            constant = wanted.constant
            priority = wanted.priority
            weight = wanted.weight
        }
    }

    /// One step of a rearrangement, for undoing it.
    private enum Step {
        case removed(LayoutConstraint, sequence: Int)
        case changed(LayoutConstraint, constant: Double, priority: LayoutPriority, weight: Double)
        case added(LayoutConstraint)
    }

    /// Brings the stack's constraints in line with its properties and arranged views. A
    /// constraint that stays (same items, attributes and relation) changes in place: its
    /// constant, its priority between optional values. A constraint whose multiplier changes,
    /// or whose priority changes to or from required, is swapped; those no longer wanted are
    /// removed, the new ones added (removals first, so nothing conflicts on the way).
    ///
    /// With ``ConflictHandling/throwError`` a required constraint that cannot hold undoes the
    /// whole rearrangement and throws ``LayoutError/unsatisfiable(_:conflicts:)``; in the
    /// UIKit-compatible mode it is reported and left inactive (a later rearrangement tries it
    /// again).
    func rearrange(handling: ConflictHandling) throws(LayoutError) {
        guard let engine else { return }
        engine.statistics.stackArrangements += 1
        assert(tiedCount == arrangedSubviews.count(where: isTied), "the count of tied views is off")
        let gapCount = usesGapGuides ? visibleGapCount : 0
        let gapsBefore = gapGuides.count
        while gapGuides.count < gapCount {
            let guide = LayoutGuide("\(name).gap\(gapGuides.count + 1)")
            addLayoutGuide(guide)
            gapGuides.append(guide)
        }
        let needsSpanning = alignment != .fill && !arrangedSubviews.isEmpty
        let spanningBefore = spanningGuide
        if needsSpanning, spanningGuide == nil {
            let guide = LayoutGuide("\(name).spanning")
            addLayoutGuide(guide)
            spanningGuide = guide
        }
        func dropNewGuides() {
            for guide in gapGuides.dropFirst(gapsBefore) { removeLayoutGuide(guide) }
            gapGuides.removeLast(gapGuides.count - min(gapsBefore, gapGuides.count))
            if spanningBefore == nil, let guide = spanningGuide {
                removeLayoutGuide(guide)
                spanningGuide = nil
            }
        }

        let canvas: LayoutItem
        if isLayoutMarginsRelativeArrangement {
            let guide = layoutMarginsGuide
            // During the engine's update pass the guide may be new and not yet placed.
            if !guide.isPlaced {
                do { try engine.placeSystemGuides(of: self) } catch {
                    dropNewGuides()
                    throw error
                }
            }
            canvas = guide
        } else {
            canvas = self
        }

        let desired = desiredArrangement(
            canvas: canvas, gaps: Array(gapGuides.prefix(gapCount)), spanning: needsSpanning ? spanningGuide : nil)
        do { try apply(desired, in: engine, handling: handling) } catch {
            dropNewGuides()
            throw error
        }
        for guide in gapGuides.dropFirst(gapCount) { removeLayoutGuide(guide) }
        gapGuides.removeLast(gapGuides.count - gapCount)
        if !needsSpanning, let guide = spanningGuide {
            removeLayoutGuide(guide)
            spanningGuide = nil
        }
    }

    /// Makes ``arrangement`` the `desired` constraints, reusing the ones it has in place.
    private func apply(_ desired: [LayoutConstraint], in engine: LayoutEngine, handling: ConflictHandling)
        throws(LayoutError)
    {
        if arrangement.isEmpty {
            try applyFirst(desired, in: engine, handling: handling)
            return
        }
        var removals: [LayoutConstraint] = []
        var changes: [Wanted] = []
        var additions: [Wanted] = []
        // The constraints the stack has, by key; those left in it at the end are no longer
        // wanted. (The first arrangement has none: see `applyFirst`, whose list is keyed only
        // if a later change looks one up.)
        var current = arrangement.byKey()
        // The next arrangement, built as the wanted constraints are matched: it also tells
        // which of several alike a wanted constraint is.
        var keyed: [ArrangementKey: LayoutConstraint] = [:]
        keyed.reserveCapacity(desired.count)
        for wanted in desired {
            var key = ArrangementKey(wanted)
            while keyed[key] != nil { key.occurrence += 1 }
            if let old = current.removeValue(forKey: key) {
                if old.multiplier == wanted.multiplier, old.priority.isRequired == wanted.priority.isRequired {
                    keyed[key] = old
                    if !old.isActive {
                        additions.append(Wanted(old, as: wanted))
                    } else if old.constant != wanted.constant || old.priority != wanted.priority
                        || old.weight != wanted.weight
                    {
                        changes.append(Wanted(old, as: wanted))
                    }
                    continue
                }
                // Swapped: the old one goes.
                if old.isActive { removals.append(old) }
            }
            keyed[key] = wanted
            additions.append(Wanted(wanted))
        }
        let next = StackArrangement(keyed: keyed)
        // The active constraints no longer wanted go.
        for c in current.values where c.isActive { removals.append(c) }
        // In activation order: the dictionary's order must not choose the solver's.
        removals.sort { $0.sequence < $1.sequence }

        var done: [Step] = []
        done.reserveCapacity(removals.count + changes.count + additions.count)
        func undo() { Self.undo(done, in: engine) }
        func fail(_ failure: LayoutEngine.Failure, _ c: LayoutConstraint, constant: Double, priority: LayoutPriority)
            throws(LayoutError)
        {
            try engine.handle(
                failure, changing: c, toConstant: constant, priority: priority, handling: handling, undo: undo)
        }

        for c in removals {
            let sequence = c.sequence
            engine.uninstall(c)
            done.append(.removed(c, sequence: sequence))
        }
        for change in changes {
            let c = change.constraint
            done.append(.changed(c, constant: c.constant, priority: c.priority, weight: c.weight))
            if change.priority != c.priority || change.weight != c.weight {
                do { try engine.changePriority(of: c, to: change.priority, weight: change.weight) } catch {
                    undo()
                    throw error
                }
            }
            do { try engine.checkedSetConstant(change.constant, for: c) } catch {
                try fail(error, c, constant: change.constant, priority: change.priority)
            }
        }
        for addition in additions {
            let c = addition.constraint
            c.store(constant: addition.constant)
            c.store(priority: addition.priority, weight: addition.weight)
            do {
                try engine.checkedInstall(c)
                done.append(.added(c))
            } catch {
                try fail(error, c, constant: addition.constant, priority: addition.priority)
            }
        }
        arrangement = next
    }

    /// The first arrangement: every wanted constraint comes, as it was made, and nothing else
    /// changes; a failure undoes the ones activated before it (each new, so the active ones).
    /// No list of steps: one a stack was an allocation for every three views of a screen.
    /// While additions are deferred, the constraints are one stretch of the batch, which goes
    /// to the solver in this order (see `LayoutEngine+Deferral.swift`).
    private func applyFirst(_ desired: [LayoutConstraint], in engine: LayoutEngine, handling: ConflictHandling)
        throws(LayoutError)
    {
        let blockStart = engine.deferredAdds?.count
        defer {
            if let blockStart, let end = engine.deferredAdds?.count, end > blockStart + 1 {
                engine.deferredBlocks.append(blockStart..<end)
            }
        }
        for i in desired.indices {
            let c = desired[i]
            do { try engine.checkedInstall(c) } catch {
                try engine.handle(
                    error, changing: c, toConstant: c.constant, priority: c.priority, handling: handling
                ) {
                    for d in desired[..<i].reversed() where d.isActive { engine.uninstall(d) }
                }
            }
        }
        arrangement = StackArrangement(list: desired)
    }

    /// Undoes the steps of a rearrangement, last first.
    private static func undo(_ done: [Step], in engine: LayoutEngine) {
        for step in done.reversed() {
            switch step {
            case .removed(let c, let sequence):
                cannotFail("the arrangement held before") { try engine.install(c) }
                c.sequence = sequence  // back in its place in activation order
            case .changed(let c, let constant, let priority, let weight):
                cannotFail("an optional-to-optional priority change is in place and the arrangement held before") {
                    try engine.changePriority(of: c, to: priority, weight: weight)
                    try engine.checkedSetConstant(constant, for: c)
                }
            case .added(let c):
                engine.uninstall(c)
            }
        }
    }

    // MARK: - One view in or out

    /// Whether an arranged view coming in or going out at `index` changes only the constraints
    /// around its slot, so that the stack need not be arranged afresh: a view after the first
    /// (the first is the one the others align to), a distribution whose constraints are the
    /// neighbours' (``Distribution/fill``, where the tie-break constraints of the views after
    /// the slot take their new weights, see ``tiesChanged(by:at:inserting:hiding:)``;
    /// ``Distribution/fillEqually`` when the first view, the reference, is visible), no
    /// baselines, and a stack arranged before (in the engine, its guides placed).
    private func arrangesLocally(_ view: LayoutView, at index: Int) -> Bool {
        guard index >= 1, engine != nil, !contentPending, !isBaselineRelativeArrangement,
            !(axis == .horizontal && (alignment == .firstBaseline || alignment == .lastBaseline)),
            alignment == .fill || spanningGuide != nil,
            !isLayoutMarginsRelativeArrangement || marginsGuide?.isPlaced == true
        else { return false }
        switch distribution {
        case .fill: return true
        case .fillEqually: return !arrangedSubviews[0].isHidden
        case .fillProportionally, .equalSpacing, .equalCentering: return false
        }
    }

    /// The canvas the views are arranged in: the stack, or its margins guide.
    private var canvas: LayoutItem {
        isLayoutMarginsRelativeArrangement ? (marginsGuide ?? self) : self
    }

    /// The last visible view before `index` of the arranged views.
    private func lastVisible(before index: Int) -> LayoutView? {
        arrangedSubviews[..<index].last { !$0.isHidden }
    }

    /// The constraints of `view` itself, not counting those along the axis to its neighbours:
    /// its hiding, its equal length, its alignment across the axis; as they are with the view
    /// `hidden` (by default, as it is).
    private func ownRules(of view: LayoutView, hidden: Bool? = nil) -> [LayoutConstraint] {
        let hidden = hidden ?? view.isHidden
        var out: [LayoutConstraint] = []
        if hidden { out.append(hidingRule(view)) }
        if distribution == .fillEqually && !hidden {
            out.append(equalSizeRule(view, reference: arrangedSubviews[0]))
        }
        appendAlignmentRules(view, first: arrangedSubviews[0], to: &out)
        if alignment != .fill, let spanning = spanningGuide {
            if !hidden { appendBoundaryRules(view, spanning: spanning, to: &out) }
            out.append(ambiguityRule(view))
        }
        return out
    }

    /// The spacings after `index` whose constant follows the last visible view before them,
    /// as they should now be: those of the hidden views right after `index`, and of the first
    /// visible view after them.
    private func spacingsAfterHiddenRun(from index: Int) -> [LayoutConstraint] {
        var out: [LayoutConstraint] = []
        var j = index + 1
        let before = lastVisible(before: index + 1)
        while j < arrangedSubviews.count, arrangedSubviews[j - 1].isHidden {
            out.append(spacingRule(arrangedSubviews[j - 1], arrangedSubviews[j], lastVisible: before))
            j += 1
        }
        return out
    }

    /// `view`, at `index` of the arranged views, just hidden or shown, arranged by changing
    /// only the constraints around its slot: its own constraints as they differ between hidden
    /// and shown (its hiding, its equal length, its boundaries across the axis), its tie-break
    /// constraint (the others keep their weights), and the spacings whose constant follows
    /// the last visible view: the one before it, its own, and those of the hidden views after
    /// it up to the next visible one. False, with nothing changed, when that does not apply
    /// (as for an insertion) or a constraint cannot hold.
    func rearrangeLocally(hiding view: LayoutView, at index: Int) -> Bool {
        guard arrangesLocally(view, at: index), let engine else { return false }
        let views = arrangedSubviews
        let hidden = view.isHidden
        let before = ownRules(of: view, hidden: !hidden), after = ownRules(of: view)
        let beforeKeys = Set(before.map(ArrangementKey.init)), afterKeys = Set(after.map(ArrangementKey.init))
        var leaving = before.filter { !afterKeys.contains(ArrangementKey($0)) }
        var adding = after.filter { !beforeKeys.contains(ArrangementKey($0)) }
        // The view's tie comes when it is shown and goes when it is hidden; the others stay.
        let ties = tiesChanged(by: view, at: index, inserting: !hidden, hiding: true)
        if let own = ties.own {
            if hidden { leaving.append(own) } else { adding.append(own) }
        }
        // The spacing before the view, then those after it up to the first visible view.
        var changing = [spacingRule(views[index - 1], view, lastVisible: lastVisible(before: index))]
        if index + 1 < views.count {
            changing.append(spacingRule(view, views[index + 1], lastVisible: lastVisible(before: index + 1)))
            changing += spacingsAfterHiddenRun(from: index + 1)
        }
        return applyLocally(
            removing: [], leaving: leaving, adding: adding, changing: changing + ties.renumbered, in: engine)
    }

    /// An arranged view's intrinsic size changed from `old`, brought into the arrangement in
    /// place: a length along the axis only reaches the stack through the view's tie-break
    /// constraint (a visible view's, but in a ``Distribution/fillProportionally`` stack, whose
    /// shares all follow the lengths), which takes the new length as its constant; a change
    /// across the axis changes nothing. False when that does not apply (the view gains or
    /// loses a length along the axis, which renumbers the ties) or the constant cannot hold.
    func retieLocally(_ view: LayoutView, from old: IntrinsicContentSize) -> Bool {
        guard let engine, !contentPending, distribution != .fillProportionally else { return false }
        let length = view.intrinsicContentSize[axis]
        if length == old[axis] || distribution == .fillEqually { return true }
        // A length gained or lost changes the count of views with one: every weight.
        guard let length, old[axis] != nil else { return false }
        if view.isHidden { return true }
        guard let tie = arrangement[ArrangementKey(tieRule(view, length: length, weight: 1))], tie.isActive
        else { return false }
        do { try engine.checkedSetConstant(length, for: tie) } catch { return false }
        return true
    }

    /// The tie-break constraints (see ``StackView``) that change when `view` comes in
    /// (`inserting`, already in ``arrangedSubviews``) or goes out (already out of it) at `index`
    /// of a ``Distribution/fill`` stack's arranged views: the view's own, if it has a length
    /// along the axis and is visible, and the others' as they should now be, if it has a length
    /// (hidden or not): those after it (their places among the views with a length moved by
    /// one), or all of them when that count passed a power of two (their step changed: see
    /// ``tieWeight(_:of:)``). So an append changes no other tie but at powers of two. None for a
    /// view without a length.
    ///
    /// With `hiding`, `view` stays at `index`, in its place among the views with a length, and
    /// only its own tie comes (it was shown) or goes (hidden).
    private func tiesChanged(by view: LayoutView, at index: Int, inserting: Bool, hiding: Bool = false)
        -> (own: LayoutConstraint?, renumbered: [LayoutConstraint])
    {
        guard distribution == .fill, let length = view.intrinsicContentSize[axis] else { return (nil, []) }
        let views = arrangedSubviews
        // The count as it now is (kept as views change: see `tiedCount`), and the view's place
        // among them, from the views with a length after its slot: an append looks at no other
        // view.
        let count = tiedCount
        let firstAfter = inserting || hiding ? index + 1 : index
        var after = 0
        for v in views[firstAfter...] where isTied(v) { after += 1 }
        let place = inserting || hiding ? count - 1 - after : count - after
        // A hidden view's tie: the one it gives up or takes back when hidden or shown; one it
        // comes or goes with has none.
        let own =
            hiding || !view.isHidden ? tieRule(view, length: length, weight: Self.tieWeight(place, of: count)) : nil
        if hiding { return (own, []) }
        let countBefore = inserting ? count - 1 : count + 1
        var renumbered: [LayoutConstraint] = []
        let renumbersAll = Self.tieSpan(count) != Self.tieSpan(countBefore)
        var k = renumbersAll ? 0 : inserting ? place + 1 : place
        for v in views[(renumbersAll ? 0 : firstAfter)...] {
            guard let vLength = v.intrinsicContentSize[axis] else { continue }
            if v !== view && !v.isHidden {
                renumbered.append(tieRule(v, length: vLength, weight: Self.tieWeight(k, of: count)))
            }
            k += 1
        }
        return (own, renumbered)
    }

    /// `view`, just inserted at `index` of the arranged views, arranged by changing only the
    /// constraints around its slot: the spacing it splits (or the trailing connection it takes
    /// over) goes, its spacings and its own constraints come, and the spacings of hidden views
    /// right after it follow it. False, with nothing changed, when that does not apply or a
    /// constraint cannot hold (then the whole arrangement is made again, which reports it).
    func rearrangeLocally(inserting view: LayoutView, at index: Int) -> Bool {
        guard arrangesLocally(view, at: index), let engine else { return false }
        let views = arrangedSubviews
        let previous = views[index - 1]
        let isLast = index == views.count - 1
        let replaced =
            isLast
            ? trailingConnection(previous, canvas: canvas)
            : spacingRule(previous, views[index + 1], lastVisible: nil)
        // The view's own constraints first, then the spacing before it, then what follows it:
        // each row then has a variable of its own to be solved for (the view's length, its
        // leading edge, last the stack's length), as the engine's batches order a new view's
        // constraints. Linked to its neighbours first, the view's length was solved for in
        // the trailing connection, in terms of the stack's length, whose row runs through every
        // view before it: its tie-break row then cost a search through the whole stack.
        var additions = ownRules(of: view)
        let ties = tiesChanged(by: view, at: index, inserting: true)
        if let own = ties.own { additions.append(own) }
        additions.append(spacingRule(previous, view, lastVisible: lastVisible(before: index)))
        additions.append(
            isLast
                ? trailingConnection(view, canvas: canvas)
                : spacingRule(view, views[index + 1], lastVisible: lastVisible(before: index + 1)))
        return applyLocally(
            removing: [replaced], leaving: [], adding: additions,
            changing: (isLast ? [] : spacingsAfterHiddenRun(from: index + 1)) + ties.renumbered, in: engine)
    }

    /// `view`, just taken out of the arranged views at `index`, unarranged by changing only the
    /// constraints around its slot: its spacings and its own constraints go (those a removal
    /// from the tree already deactivated are forgotten), its neighbours are joined by one
    /// spacing (or the one before takes over the trailing connection), and the spacings of
    /// hidden views after the slot follow. False, with nothing changed, when that does not
    /// apply or a constraint cannot hold.
    func rearrangeLocally(removing view: LayoutView, at index: Int) -> Bool {
        guard index >= 1, !arrangedSubviews.isEmpty, arrangesLocally(view, at: index), let engine else { return false }
        let views = arrangedSubviews
        let previous = views[index - 1]
        let wasLast = index == views.count
        var leaving = [spacingRule(previous, view, lastVisible: nil)]
        leaving.append(
            wasLast
                ? trailingConnection(view, canvas: canvas)
                : spacingRule(view, views[index], lastVisible: nil))
        leaving += ownRules(of: view)
        let ties = tiesChanged(by: view, at: index, inserting: false)
        if let own = ties.own { leaving.append(own) }
        let joining =
            wasLast
            ? trailingConnection(previous, canvas: canvas)
            : spacingRule(previous, views[index], lastVisible: lastVisible(before: index))
        return applyLocally(
            removing: [], leaving: leaving, adding: [joining],
            changing: (wasLast ? [] : spacingsAfterHiddenRun(from: index)) + ties.renumbered, in: engine)
    }

    /// Makes a local change of the arrangement: the constraints with the keys of `removing`
    /// (which must be active) and of `leaving` (active or, deactivated with their view, not)
    /// go; `adding` comes; those with the keys of `changing` take its constants and weights.
    /// Nothing changes and the result is false when a key is not where it should be, or a
    /// constraint cannot hold (then what was done is undone).
    private func applyLocally(
        removing: [LayoutConstraint], leaving: [LayoutConstraint], adding: [LayoutConstraint],
        changing: [LayoutConstraint], in engine: LayoutEngine
    ) -> Bool {
        var removals: [LayoutConstraint] = []
        var gone: [ArrangementKey] = []
        for wanted in removing + leaving {
            let key = ArrangementKey(wanted)
            let c = arrangement[key]
            if let c, c.isActive {
                removals.append(c)
            } else if !leaving.contains(where: { $0 === wanted }) {
                return false
            }
            gone.append(key)
        }
        var changes: [(LayoutConstraint, wanted: LayoutConstraint)] = []
        for wanted in changing {
            guard let c = arrangement[ArrangementKey(wanted)], c.isActive,
                c.multiplier == wanted.multiplier, c.priority == wanted.priority
            else { return false }
            if c.constant != wanted.constant || c.weight != wanted.weight { changes.append((c, wanted)) }
        }
        for wanted in adding {
            let key = ArrangementKey(wanted)
            if arrangement[key]?.isActive == true, !gone.contains(key) { return false }
        }

        var done: [Step] = []
        removals.sort { $0.sequence < $1.sequence }
        for c in removals {
            let sequence = c.sequence
            engine.uninstall(c)
            done.append(.removed(c, sequence: sequence))
        }
        for (c, wanted) in changes {
            done.append(.changed(c, constant: c.constant, priority: c.priority, weight: c.weight))
            do {
                try engine.changePriority(of: c, to: c.priority, weight: wanted.weight)
                try engine.checkedSetConstant(wanted.constant, for: c)
            } catch {
                Self.undo(done, in: engine)
                return false
            }
        }
        for c in adding {
            do { try engine.checkedInstall(c) } catch {
                Self.undo(done, in: engine)
                return false
            }
            done.append(.added(c))
        }
        for key in gone { arrangement[key] = nil }
        for c in adding { arrangement[ArrangementKey(c)] = c }
        return true
    }
}
