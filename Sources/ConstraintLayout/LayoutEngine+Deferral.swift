// Additions gathered into one solver batch: what an app activates together — its constraints,
// the stack views' arrangements, the content constraints of the views that joined — is
// recorded as active at once and reaches the solver in one `Solver.add(_:)` of a sequence.
// The solver's batch does no more work than the same adds one at a time (its costs wait only
// while waiting pays: see `Solver.add(_:)`), and the engine skips what each add would cost
// on its own — an undo record, a check of the answer.

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
        var succeeded = true
        do { try body() } catch { succeeded = false }
        let batch = deferredAdds!.compactMap { $0 }
        deferredAdds = nil
        for entry in batch { entry.constraint.deferredSlot = -1 }
        if succeeded && !batch.isEmpty {
            // One constraint alone goes in as itself: a batch's bookkeeping would cost more.
            do {
                if batch.count == 1 { try solver.add(batch[0].core) } else { try solver.add(batch.lazy.map(\.core)) }
            } catch { succeeded = false }
        }
        if succeeded { return true }
        for entry in batch.reversed() { unrecord(entry.constraint, core: entry.core) }
        nextSequence = sequenceBefore
        pendingContent = pendingBefore
        for v in pendingBefore { v.contentPending = true }
        return false
    }

    /// Makes the deferred constraint's solver constraint again from its stored constant and
    /// priority, in its place in the batch.
    func redefer(_ c: LayoutConstraint) {
        guard let old = c.core else { return }
        let core = c.makeCore()
        deferredAdds![c.deferredSlot] = (c, core)
        byCore[ObjectIdentifier(old)] = nil
        byCore[ObjectIdentifier(core)] = c
        c.core = core
    }

    /// Takes back the record of a deferred constraint whose batch did not go in.
    private func unrecord(_ c: LayoutConstraint, core: Constraint) {
        statistics.additions -= 1
        c.core = nil
        c.membership = nil
        active[ObjectIdentifier(c)] = nil
        byCore[ObjectIdentifier(core)] = nil
        removeReferences(of: c)
    }
}
