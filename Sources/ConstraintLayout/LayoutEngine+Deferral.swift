// Additions gathered into one solver batch: what an app activates together — its constraints,
// the stack views' arrangements, the content constraints of the views that joined — is
// recorded as active at once and reaches the solver in one `Solver.add(_:)` of a sequence.
// The solver's batch does no more work than the same adds one at a time (its costs wait only
// while waiting pays: see `Solver.add(_:)`), and the engine skips what each add would cost
// on its own — an undo record, a check of the answer.
//
// The order matters to the solver, and the engine's own order of statement is the costly one.
// It states a stack view's arrangement before its views' content sizes, and the outer stacks
// before the inner ones, the first card before the last: placed in that order, each content
// size's row finds its height already in every position below it, no variable of it is free,
// and the pivot that gives the height its value moves every view below — the social feed's
// first layout grew as the square of its cards (2.0 s at 400 cards). So the app's constraints
// go first, in the app's order, and the engine's own follow from the last made to the first:
// each view's content sizes before the arrangement that stacks it, inner stacks before the
// stacks that hold them, the last card before the one above. A size's row then takes its
// height as a free variable, no pivot at all, and the rows that chain siblings arrive once the
// siblings are whole. The same feed lays out in 0.26 s at 400 cards, eight times faster.
// A stack view's first arrangement is one stretch, which keeps its own order within the
// reversal: its rules are stated so that each names a variable none before it names (see
// `StackView.desiredArrangement`), and takes its row at the value it gives it, where the
// reversed rules each found theirs taken and went through the dual simplex (the feed's build:
// 5 pivots a card instead of 18, the links between cards none). The pivots left are where the
// widths the views' contents ask for meet (a card's header and its buttons, each card and
// the feed) and where the width decides which view stretches.
// The answer is the same optimum (where the optimum is not unique, one with the same error at
// every level).

extension LayoutEngine {
    /// Runs `body` with additions deferred: each constraint it installs is recorded as active
    /// (in order, with its activation sequence) and its solver constraint joins a batch, added
    /// when `body` returns. The result is true when the batch went in.
    ///
    /// When `body` throws or the batch fails (a required constraint that cannot hold, a number
    /// the solver refuses), everything it recorded is put back — the constraints inactive, the
    /// sequence and the views waiting for their content constraints as they were — and the
    /// result is false: the caller then does the same work one constraint at a time, which
    /// handles each failure as it comes (and throws what `body` threw). What `body` changed
    /// in the solver directly (a removal, a constant) stays: it is the same on the second
    /// pass, which finds it done.
    func deferring(_ body: () throws(LayoutError) -> Void) -> Bool {
        let sequenceBefore = nextSequence
        let pendingBefore = pendingContent
        deferredAdds = []
        deferredOwnStart = nil
        deferredBlocks = []
        var succeeded = true
        do { try body() } catch { succeeded = false }
        let gathered = deferredAdds!
        let ownStart = deferredOwnStart ?? gathered.count
        let blocks = deferredBlocks
        deferredAdds = nil
        deferredOwnStart = nil
        deferredBlocks = []
        // The app's constraints in its order, then the engine's own from the last made: see the
        // top of this file. Each entry is the constraint alone (its solver constraint is its
        // `core`), read in place in plain loops: a copy of an entry out of the list (a
        // `compactMap`, a lazy filter reversed and joined) retained and released it.
        var cores: [Constraint] = []
        cores.reserveCapacity(gathered.count)
        gathered.withUnsafeBufferPointer { entries in
            for i in 0..<ownStart {
                if let c = entries[i] { cores.append(c.takeFromDeferredBatch()) }
            }
            var i = entries.count - 1, b = blocks.count - 1
            while i >= ownStart {
                while b >= 0 && blocks[b].lowerBound > i { b -= 1 }
                let stretch = b >= 0 && blocks[b].contains(i) ? max(blocks[b].lowerBound, ownStart)...i : i...i
                for j in stretch {
                    if let c = entries[j] { cores.append(c.takeFromDeferredBatch()) }
                }
                i = stretch.lowerBound - 1
            }
        }
        if succeeded && !cores.isEmpty {
            // One constraint alone goes in as itself: a batch's bookkeeping would cost more.
            do {
                if cores.count == 1 {
                    try solver.add(cores[0])
                } else {
                    try solver.add(cores)
                }
            } catch { succeeded = false }
        }
        if succeeded { return true }
        for case let c? in gathered.reversed() { unrecord(c, core: c.core!) }
        nextSequence = sequenceBefore
        pendingContent = pendingBefore
        for v in pendingBefore { v.contentPending = true }
        return false
    }

    /// Makes the deferred constraint's solver constraint again from its stored constant and
    /// priority; the batch adds the new one in the constraint's place.
    func redefer(_ c: LayoutConstraint) {
        guard let old = c.core else { return }
        let core = c.makeCore()
        unindexCore(old)
        indexCore(core, of: c)
        c.core = core
    }

    /// Takes back the record of a deferred constraint whose batch did not go in.
    private func unrecord(_ c: LayoutConstraint, core: Constraint) {
        statistics.additions -= 1
        c.core = nil
        c.membership = nil
        removeReferences(of: c)  // by its slot: before the slot is given up
        active.remove(c)
        unindexCore(core)
    }
}

extension LayoutConstraint {
    /// Marks the constraint as no longer waiting in a deferred batch and returns its solver
    /// constraint, which the batch adds.
    fileprivate func takeFromDeferredBatch() -> Constraint {
        deferredSlot = -1
        return core!
    }
}
