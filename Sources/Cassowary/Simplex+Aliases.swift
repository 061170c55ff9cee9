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
/// A cached link stays valid while no alias row on its path changes: `aliases.version` moves
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
        /// The `aliases.version` the link was computed at; 0 for none. 32 bits, and beside
        /// `end`, so that a link takes 16 bytes a symbol, not 24 (see ``Aliases/advance()``
        /// for the wrap).
        var version: UInt32
        /// `∂symbol/∂end` along the chain (dummies held at 0).
        var factor: Double
    }

    /// The other non-dummy symbol of row `r` and the rate of its basic symbol with respect to
    /// it, when `r` is an alias row: its basic symbol is `owner` (not a dummy) and it mentions
    /// exactly one other symbol that is not a dummy. Nil otherwise.
    @inline(__always)
    func aliasStep(_ r: RowIndex, owner u: Symbol) -> (other: Symbol, factor: Double)? {
        guard u != .none, symbols.kinds[u] != .dummy else { return nil }
        // Read in place: a copy of the row's arrays would cost a retain and a release.
        var other = Symbol.none, b = 0.0, a = 0.0
        for i in rows.terms.span(r) {
            let s = rows.terms.storage[i].symbol
            if s == u {
                a = rows.terms.storage[i].coefficient
            } else if symbols.kinds[s] != .dummy {
                if other != .none { return nil }
                other = s
                b = rows.terms.storage[i].coefficient
            }
        }
        guard other != .none, a != 0 else { return nil }
        return (other, -b / a)
    }

    /// Computes row `r`'s entry of `aliases.owner` again from the row and its basic symbol.
    @inline(__always)
    mutating func refreshAlias(_ r: RowIndex) {
        let u = rows.basic[r]
        aliases.owner[r] = aliasStep(r, owner: u) != nil ? u : .none
    }

    /// Whether row `r`, as it stands, owns its basic symbol and is an alias row.
    @inline(__always)
    func isOwnedAliasRow(_ r: RowIndex) -> Bool {
        let u = aliases.owner[r]
        return u != .none && symbols.rowOf[u] == r
    }

    /// Invalidates every cached link when row `r` is an alias row about to change (its
    /// coefficients or its basic symbol).
    @inline(__always)
    mutating func noteAliasChange(_ r: RowIndex) {
        if isOwnedAliasRow(r) { advanceAliasVersion() }
    }

    /// Makes every cached link stale (see ``Aliases/advance()``), and the shared tableau row
    /// read through them when the version wrapped around.
    @inline(__always)
    mutating func advanceAliasVersion() {
        if aliases.advance() { sharedRow.aliasVersion = 0 }
    }

    /// The end of the chain of alias rows from symbol `s` and `∂s/∂end` along it: `(s, 1)`
    /// when `s` is parametric or its row is not an alias row. Caches the link on every symbol
    /// of the path. Returns ``Symbol/none`` when the chain runs in a cycle, with a row of the cycle
    /// in `aliases.cycleRow`.
    mutating func followAliases(from s: Symbol) -> (end: Symbol, factor: Double) {
        // A valid link whose end is still the end: the walk below would take that one step
        // and write the same link again.
        let first = symbols.rowOf[s]
        if first != .none && aliases.owner[first] == s {
            let link = aliases.links[s]
            if link.version == aliases.version {
                let r = symbols.rowOf[link.end]
                if r == .none || aliases.owner[r] != link.end {
                    counters.rowsVisited += 1
                    return (link.end, link.factor)
                }
            }
        }
        aliases.path.clear()
        var x = s
        var steps = 0
        while true {
            let r = symbols.rowOf[x]
            if r == .none { break }
            // Most rows a search meets are not alias rows: that is read from the small
            // per-row array, and neither the row nor the symbol's link is touched.
            if aliases.owner[r] != x { break }
            let link = aliases.links[x]
            if link.version == aliases.version {
                aliases.path.append((x, link.factor))
                x = link.end
            } else if let (other, factor) = aliasStep(r, owner: x) {
                aliases.path.append((x, factor))
                x = other
            } else {
                break
            }
            steps += 1
            if steps > rows.terms.count {
                aliases.cycleRow = symbols.rowOf[x]
                return (.none, 0)
            }
        }
        guard !aliases.path.isEmpty else { return (s, 1) }
        var factor = 1.0
        for (p, f) in aliases.path.reversed() {
            factor *= f
            aliases.links[p] = AliasLink(end: x, version: aliases.version, factor: factor)
        }
        counters.rowsVisited += steps
        return (x, factor)
    }
}

extension Simplex {
    /// The shortcuts through chains of two-variable rows, and what keeps them current.
    struct Aliases: Sendable {
        /// Moves whenever an alias row loses its basic symbol or changes its coefficients: links
        /// computed before are stale.
        var version: UInt32 = 1
        /// Each symbol's cached shortcut through the alias rows from it.
        var links = UncheckedArray<AliasLink>()
        /// Each row's basic symbol when the row is an alias row, ``Symbol/none`` otherwise: kept
        /// up to date with every change to a row or to its basic symbol (``refreshAlias(_:)``), so
        /// that a search tells an alias row from any other from this small array alone, without
        /// reading the row or the symbol's link (4 bytes a row).
        var owner = UncheckedArray<Symbol>()
        var path: [(symbol: Symbol, factor: Double)] = []
        var ends: [(symbol: Symbol, factor: Double)] = []
        /// A row of the cycle ``followAliases(from:)`` ran into.
        var cycleRow: RowIndex = .none

        /// Makes every link computed so far stale; returns whether the version wrapped around,
        /// in which case every link is marked as none, so that no link computed 2³² versions
        /// ago looks current.
        @inline(__always)
        mutating func advance() -> Bool {
            version &+= 1
            guard version == 0 else { return false }
            restartVersions()
            return true
        }

        @inline(never)
        private mutating func restartVersions() {
            for s in links.indices { links[s].version = 0 }
            version = 1
        }
    }
}
