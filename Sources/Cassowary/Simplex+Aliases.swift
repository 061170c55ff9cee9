/// Alias rows: shortcuts through chains of two-variable rows for tableau rows.
///
/// Layouts tie many variables together with required equalities of two variables — equal
/// widths down a grid's columns (`w₈ == w₄`, `w₄ == w₀`), heights from widths
/// (`h == 0.75 × w`) — and such rows form chains: the row that owns `w₈` mentions `w₄`, whose
/// row mentions `w₀`. A tableau row that reaches `w₈` (BTRAN) would walk the whole chain, one
/// row per link, only to find that `w₈` moves with `w₀` at rate 1 plus the chain's dummies —
/// and dummies never enter the basis, so no pivot, cost or ratio test needs them. On a grid of
/// `n` cells that made every re-solve of a cell's wish cost `n / columns` rows.
///
/// So a row whose basic symbol is not a dummy and which mentions exactly one other symbol that
/// is not a dummy is an *alias row*: its basic symbol is `factor × other` plus constants and
/// dummies. Following alias rows from a basic symbol ends at a parametric symbol or at a
/// basic symbol whose row is not an alias row; the end and the product of the factors are
/// cached on every symbol of the path (path compression, as in union–find), so the next search
/// jumps there in one step. Tableau rows computed this way leave dummies out; the few callers
/// that need them — explanations, conflict sets, the removal of a required equality — ask
/// for the full row.
///
/// A cached link stays valid while no alias row on its path changes: ``aliasVersion`` moves
/// when a row that is an alias row loses its basic symbol or changes its coefficients, and
/// every link is checked against it. A row that *becomes* an alias row (a new equality, a
/// parametric symbol entering) does not move it: the links that end at its basic symbol are
/// still right, and the next search extends them.
extension Simplex {
    /// One cached shortcut: basic symbol → the end of its chain of alias rows.
    struct AliasLink: Sendable {
        /// Where the chain ends: a parametric symbol, or a basic symbol whose row is not an
        /// alias row.
        var end: Symbol
        /// `∂symbol/∂end` along the chain (dummies held at 0).
        var factor: Double
        /// The ``aliasVersion`` the link was computed at; 0 for none.
        var version: UInt64
    }

    /// The other non-dummy symbol of row `r` and the rate of its basic symbol with respect to
    /// it, when `r` is an alias row: its basic symbol is `owner` (not a dummy) and it mentions
    /// exactly one other symbol that is not a dummy. Nil otherwise.
    @inline(__always)
    func aliasStep(_ r: RowIndex, owner u: Symbol) -> (other: Symbol, factor: Double)? {
        guard u != .none, kinds[u] != .dummy else { return nil }
        // Read in place: a copy of the row's arrays would cost a retain and a release.
        var other = Symbol.none, b = 0.0, a = 0.0
        for i in rowTerms.span(r) {
            let s = rowTerms.storage[i].symbol
            if s == u {
                a = rowTerms.storage[i].coefficient
            } else if kinds[s] != .dummy {
                if other != .none { return nil }
                other = s
                b = rowTerms.storage[i].coefficient
            }
        }
        guard other != .none, a != 0 else { return nil }
        return (other, -b / a)
    }

    /// Computes row `r`'s entry of ``aliasOwner`` again from the row and its basic symbol.
    @inline(__always)
    mutating func refreshAlias(_ r: RowIndex) {
        let u = basic[r]
        aliasOwner[r] = aliasStep(r, owner: u) != nil ? u : .none
    }

    /// Whether row `r`, as it stands, owns its basic symbol and is an alias row.
    @inline(__always)
    func isOwnedAliasRow(_ r: RowIndex) -> Bool {
        let u = aliasOwner[r]
        return u != .none && rowOf[u] == r
    }

    /// Invalidates every cached link when row `r` is an alias row about to change (its
    /// coefficients or its basic symbol).
    @inline(__always)
    mutating func noteAliasChange(_ r: RowIndex) {
        if isOwnedAliasRow(r) { aliasVersion &+= 1 }
    }

    /// The end of the chain of alias rows from symbol `s` and `∂s/∂end` along it: `(s, 1)`
    /// when `s` is parametric or its row is not an alias row. Caches the link on every symbol
    /// of the path. Returns ``Symbol/none`` when the chain runs in a cycle, with a row of the cycle
    /// in `aliasCycleRow`.
    mutating func followAliases(from s: Symbol) -> (end: Symbol, factor: Double) {
        // A valid link whose end is still the end: the walk below would take that one step
        // and write the same link again.
        let first = rowOf[s]
        if first != .none && aliasOwner[first] == s {
            let link = aliasLinks[s]
            if link.version == aliasVersion {
                let r = rowOf[link.end]
                if r == .none || aliasOwner[r] != link.end {
                    rowsVisited += 1
                    return (link.end, link.factor)
                }
            }
        }
        aliasPath.clear()
        var x = s
        var steps = 0
        while true {
            let r = rowOf[x]
            if r == .none { break }
            // Most rows a search meets are not alias rows: that is read from the small
            // per-row array, and neither the row nor the symbol's link is touched.
            if aliasOwner[r] != x { break }
            let link = aliasLinks[x]
            if link.version == aliasVersion {
                aliasPath.append((x, link.factor))
                x = link.end
            } else if let (other, factor) = aliasStep(r, owner: x) {
                aliasPath.append((x, factor))
                x = other
            } else {
                break
            }
            steps += 1
            if steps > rowTerms.count {
                aliasCycleRow = rowOf[x]
                return (.none, 0)
            }
        }
        guard !aliasPath.isEmpty else { return (s, 1) }
        var factor = 1.0
        for (p, f) in aliasPath.reversed() {
            factor *= f
            aliasLinks[p] = AliasLink(end: x, factor: factor, version: aliasVersion)
        }
        rowsVisited += steps
        return (x, factor)
    }
}
