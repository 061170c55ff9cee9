// How a stack view brings its constraints in line with its properties: the constraints it
// wants are compared with those it has, and only the differences reach the solver.

extension StackView {
    /// One step of a rearrangement, for undoing it.
    private enum Step {
        case removed(LayoutConstraint, sequence: Int)
        case changed(LayoutConstraint, constant: Double, priority: LayoutPriority)
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
        var current: [ArrangementKey: LayoutConstraint] = [:]
        for entry in arrangement {
            if let c = entry.reference.constraint { current[entry.key] = c }
        }

        var next: [(key: ArrangementKey, constraint: LayoutConstraint)] = []
        var seen = Set<ArrangementKey>()
        var removals: [LayoutConstraint] = []
        var changes: [(constraint: LayoutConstraint, constant: Double, priority: LayoutPriority)] = []
        var additions: [(constraint: LayoutConstraint, constant: Double, priority: LayoutPriority)] = []
        for wanted in desired {
            var key = ArrangementKey(wanted)
            while seen.contains(key) { key.occurrence += 1 }
            seen.insert(key)
            if let old = current.removeValue(forKey: key), old.multiplier == wanted.multiplier,
                old.priority.isRequired == wanted.priority.isRequired
            {
                next.append((key, old))
                if !old.isActive {
                    additions.append((old, wanted.constant, wanted.priority))
                } else if old.constant != wanted.constant || old.priority != wanted.priority {
                    changes.append((old, wanted.constant, wanted.priority))
                }
            } else {
                next.append((key, wanted))
                additions.append((wanted, wanted.constant, wanted.priority))
            }
        }
        // The active constraints not kept (no longer wanted, or swapped) go.
        let kept = Set(next.map { ObjectIdentifier($0.constraint) })
        for entry in arrangement {
            guard let c = entry.reference.constraint, c.isActive, !kept.contains(ObjectIdentifier(c)) else { continue }
            removals.append(c)
        }

        var done: [Step] = []
        func undo() {
            for step in done.reversed() {
                switch step {
                case .removed(let c, let sequence):
                    cannotFail("the arrangement held before") { try engine.install(c) }
                    c.sequence = sequence  // back in its place in activation order
                case .changed(let c, let constant, let priority):
                    cannotFail("an optional-to-optional priority change is in place and the arrangement held before") {
                        try engine.changePriority(of: c, to: priority)
                        try engine.checkedSetConstant(constant, for: c)
                    }
                case .added(let c):
                    engine.uninstall(c)
                }
            }
        }
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
            done.append(.changed(c, constant: c.constant, priority: c.priority))
            if change.priority != c.priority {
                do { try engine.changePriority(of: c, to: change.priority) } catch {
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
            c.store(priority: addition.priority)
            do {
                try engine.checkedInstall(c)
                done.append(.added(c))
            } catch {
                try fail(error, c, constant: addition.constant, priority: addition.priority)
            }
        }
        arrangement = next.map { ($0.key, WeakConstraint(constraint: $0.constraint)) }
    }
}
