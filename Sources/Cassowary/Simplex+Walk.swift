/// The one depth-first walk over the rows that the tableau's searches make: down, from a row
/// to the rows that own the basic symbols it mentions (the rows its value is computed from),
/// or up, from a row to the rows that mention its basic symbol (the rows whose values it
/// moves).
///
/// The walk is Tarjan's: rows that reach each other in a cycle are found as one block when the
/// walk leaves the first of them, every row the block reaches outside it already finished.
/// The walk stops there and says so (``WalkOutcome/block(first:)``); the search that called it
/// eliminates the block (see `eliminateCycle(through:sparingRowsDoneAt:)`) and goes on. The
/// searches built on it: ``searchDownPostorder(from:movedOnly:throughAliases:limit:)`` (the
/// values, a row's tableau row, the ranks and a refactorisation's blocks) and
/// ``searchUp(fromRowsOf:seed:)`` (a symbol's column, a constant's change).
extension Simplex {
    /// How one stretch of a walk ended.
    enum WalkOutcome {
        /// Every row reachable from the roots is in `search.order`, in postorder.
        case done
        /// The walk reached more rows than its limit (`search.order` is incomplete).
        case overLimit
        /// Row `k` is on a cycle: a chain of alias rows through it runs in a cycle or back to
        /// the row that led into it (a walk down through aliases), or the walk reached it
        /// again while it was on the path (a walk that stops at its first cycle).
        case cycle(RowIndex)
        /// The rows of `search.path` from place `first` on are a block of rows that reach
        /// each other in a cycle, and the walk has left the first of them.
        case block(first: Int)
    }

    /// A walk: what it follows (`Edges`: ``DownEdges`` or ``UpEdges``), and where it is,
    /// kept while a block it found is eliminated.
    struct RowWalk<Index, Edges: RowEdges> {
        /// Walking down: only through basic symbols that pivots moved (`hasMoved`).
        let movedOnly: Bool
        /// Walking down: jumping over chains of alias rows (see `followAliases`). Their rows
        /// are not in the order, and every basic symbol the rows walked mention has its link
        /// cached.
        let throughAliases: Bool
        /// The rows the walk may reach before it gives up.
        let limit: Int
        /// A row the walk starts from before its roots (a right-hand side's change).
        let seed: RowIndex
        let firstRoot: Index
        /// The walk's mark in `search.rowStamp`.
        var stamp: UInt32 = 0
        /// The next root to start from, and the place among its start rows (walking up, in
        /// its column).
        var root: Index
        var slot = 0
        var seedTaken = false
        /// The rows reached so far (a row walked again after an elimination counts again).
        var reached = 0
        /// Whether the walk is to start (again): the order, the path and the stack emptied.
        var starting = true

        init<Roots: Collection<Symbol>>(
            _: Edges.Type, roots: Roots, seed: RowIndex = .none,
            movedOnly: Bool = false, throughAliases: Bool = false, limit: Int = .max
        ) where Roots.Index == Index {
            self.movedOnly = movedOnly
            self.throughAliases = throughAliases
            self.limit = limit
            self.seed = seed
            self.firstRoot = roots.startIndex
            self.root = roots.startIndex
        }

        /// From the first root again, with a new mark: after an elimination that changed
        /// rows the walk had finished.
        mutating func startAgain() {
            root = firstRoot
            slot = 0
            seedTaken = false
            reached = 0
            starting = true
        }
    }

    /// One stretch of a walk: on from where `walk` is until every row reachable from the roots
    /// is finished, the limit is passed, or a block or a cycle of aliases is found. Roots:
    /// walking down, the rows owning `roots`; walking up, the rows mentioning them (or the
    /// walk's seed). A row's state is 1 while it is on the path, 2 once it is in the order;
    /// each goes on the stack, the path and into the order once at most.
    mutating func walkRows<Roots: Collection<Symbol>, Edges: RowEdges>(
        from roots: Roots, _ walk: inout RowWalk<Roots.Index, Edges>
    ) -> WalkOutcome {
        if walk.starting {
            search.stamp &+= 1
            walk.stamp = search.stamp
            walk.starting = false
            search.order.clear()
            search.path.clear()
            search.stack.clear()
        }
        var state = WalkState()
        swapWalkState(&state)
        defer { swapWalkState(&state) }
        // Room for as many rows as the per-row arrays have room for (a batch reserves it), so
        // that the buffers grow with them, not a little at every walk while a batch adds its
        // rows (nine times, to twice what the rows need, in a feed of 400 cards).
        let outcome = state.withBuffers(rows: rows.basic.capacity) { b in walkRows(from: roots, &walk, &b) }
        switch outcome {
        case .done, .overLimit: counters.rowsVisited += walk.reached
        case .cycle, .block: break
        }
        return outcome
    }

    /// The body of ``walkRows(from:_:)``, over the walk's state in place, following the
    /// edges `Edges` gives (one body, made once for each direction: the direction's test is
    /// not made at every edge).
    private mutating func walkRows<Roots: Collection<Symbol>, Edges: RowEdges>(
        from roots: Roots, _ walk: inout RowWalk<Roots.Index, Edges>, _ b: inout WalkBuffers
    ) -> WalkOutcome {
        // The walk's settings and its count in locals (registers), not read through `walk` at each edge.
        let stamp = walk.stamp, limit = walk.limit, onPath = !Edges.stopsAtFirstCycle
        let movedOnly = walk.movedOnly, throughAliases = walk.throughAliases
        var reached = walk.reached
        defer { walk.reached = reached }
        while true {
            if b.depth == 0 {
                let start = nextStart(from: roots, &walk, b)
                guard start != .none else { return .done }
                b.enter(start, stamp: stamp, onPath: onPath)
                reached += 1
            }
            while b.depth > 0 {
                if reached > limit { return .overLimit }
                let top = b.stack[b.depth - 1]
                let r = top.row
                let edges = Edges.edges(of: r, in: &self)
                var i = edges.lowerBound + Int(top.next)
                var low = top.low
                var next = RowIndex.none
                while i < edges.upperBound {
                    let edge = Edges.follow(
                        edge: i, from: r, in: &self, movedOnly: movedOnly, throughAliases: throughAliases)
                    i += 1
                    guard case .reached(let k) = edge else {
                        if case .cycle(let row) = edge { return .cycle(row) }
                        continue
                    }
                    if b.marks[Int(k.id)] != stamp {
                        next = k
                        break
                    }
                    if b.states[Int(k.id)] == 1 {
                        // A row on the path: this one is in a block with it.
                        if !onPath { return .cycle(k) }
                        low = min(low, b.places[Int(k.id)])
                    }
                }
                if next != .none {
                    b.descend(to: next, resumingAt: Int32(i - edges.lowerBound), low: low, stamp: stamp, onPath: onPath)
                    reached += 1
                } else if let first = b.leave(r, low: low, onPath: onPath) {
                    return .block(first: first)
                }
            }
        }
    }

    /// What a walk finds along an edge (see ``RowEdges``).
    enum Edge {
        /// A row to walk to, unless the walk reached it already.
        case reached(RowIndex)
        /// Nothing to walk to.
        case passed
        /// A chain of alias rows through this row runs in a cycle, or back to the row the walk
        /// left: the walk stops there (``WalkOutcome/cycle(_:)``).
        case cycle(RowIndex)
    }

    /// The edges a walk follows from a row, one way: down (``DownEdges``) or up
    /// (``UpEdges``).
    protocol RowEdges {
        /// Whether the walk stops at the first row it reaches again while that row is on the
        /// path (``WalkOutcome/cycle(_:)``) rather than going on to the block's end: a walk
        /// up, whose search starts again after any elimination (the rows it finished may
        /// mention the cycle's basic symbols, which the elimination hands round), has then
        /// walked no further than it had to, and keeps no path (its path is its stack).
        static var stopsAtFirstCycle: Bool { get }
        /// Where row `r`'s edges lie in the engine's shared array (see `PackedLists`), read in
        /// place. (The engine is `inout` so that it is not copied: the walk holds it that way.)
        static func edges(of r: RowIndex, in engine: inout Simplex) -> Range<Int>
        /// The `slot`-th row a walk starts from for root `s` (``RowIndex/none`` when there is
        /// none there), and whether it is the root's last.
        static func start(_ slot: Int, of s: Symbol, in engine: inout Simplex) -> (row: RowIndex, last: Bool)
        /// Where edge `i` of row `r` leads, or nothing to walk to.
        static func follow(
            edge i: Int, from r: RowIndex, in engine: inout Simplex, movedOnly: Bool, throughAliases: Bool
        ) -> Edge
    }

    /// Down: the row's terms, each to the row owning its symbol — through a chain of alias
    /// rows, when the walk jumps over them — passing by a parametric symbol, the row's own, and
    /// (when the walk follows only those) a symbol that did not move.
    enum DownEdges: RowEdges {
        static var stopsAtFirstCycle: Bool { false }

        @inline(__always)
        static func edges(of r: RowIndex, in engine: inout Simplex) -> Range<Int> { engine.rows.terms.span(r) }

        /// The row owning the root.
        @inline(__always)
        static func start(_ slot: Int, of s: Symbol, in engine: inout Simplex) -> (row: RowIndex, last: Bool) {
            (engine.symbols.rowOf[s], true)
        }

        @inline(__always)
        static func follow(
            edge i: Int, from r: RowIndex, in engine: inout Simplex, movedOnly: Bool, throughAliases: Bool
        ) -> Edge {
            let s = engine.rows.terms.storage[i].symbol
            let k = engine.symbols.rowOf[s]
            if k == .none || k == r || (movedOnly && !engine.hasMoved[s]) { return .passed }
            // Most basic symbols a walk meets own no alias row: that is read here, without a
            // call (see `followAliases`).
            guard throughAliases && engine.aliases.owner[k] == s else { return .reached(k) }
            let end = engine.followAliases(from: s).end
            if end == .none { return .cycle(engine.aliases.cycleRow) }
            let t = engine.symbols.rowOf[end]
            if t == .none { return .passed }
            // The chain leads back to this row's own basic symbol.
            return t == r ? .cycle(r) : .reached(t)
        }
    }

    /// Up: the column of the row's basic symbol, each entry a row mentioning it — passing by
    /// the row itself and a row being placed (it has no basic symbol yet and moves nothing).
    enum UpEdges: RowEdges {
        static var stopsAtFirstCycle: Bool { true }

        @inline(__always)
        static func edges(of r: RowIndex, in engine: inout Simplex) -> Range<Int> {
            engine.symbols.columns.span(engine.rows.basic[r])
        }

        /// The rows mentioning the root, in its column's order.
        @inline(__always)
        static func start(_ slot: Int, of s: Symbol, in engine: inout Simplex) -> (row: RowIndex, last: Bool) {
            let column = engine.symbols.columns.span(s)
            guard slot < column.count else { return (.none, true) }
            return (engine.symbols.columns.storage[column.lowerBound + slot], slot + 1 == column.count)
        }

        @inline(__always)
        static func follow(
            edge i: Int, from r: RowIndex, in engine: inout Simplex, movedOnly: Bool, throughAliases: Bool
        ) -> Edge {
            let k = engine.symbols.columns.storage[i]
            return k == r || engine.rows.basic[k] == .none ? .passed : .reached(k)
        }
    }

    /// The next row a walk starts from: its seed, then (down) the row owning each root or (up)
    /// each row mentioning it; ``RowIndex/none`` when there is none left. Rows already reached
    /// are passed by, and so (up) is a row being placed, which has no basic symbol yet.
    /// (Mutating only so that the engine is read in place: a non-mutating call from the walk,
    /// which holds the engine `inout`, copied the whole engine first.)
    private mutating func nextStart<Roots: Collection<Symbol>, Edges: RowEdges>(
        from roots: Roots, _ walk: inout RowWalk<Roots.Index, Edges>, _ b: WalkBuffers
    ) -> RowIndex {
        if !walk.seedTaken {
            walk.seedTaken = true
            let k = walk.seed
            if k != .none && b.marks[Int(k.id)] != walk.stamp && rows.basic[k] != .none { return k }
        }
        while walk.root != roots.endIndex {
            let (k, last) = Edges.start(walk.slot, of: roots[walk.root], in: &self)
            if last {
                roots.formIndex(after: &walk.root)
                walk.slot = 0
            } else {
                walk.slot += 1
            }
            if k != .none && b.marks[Int(k.id)] != walk.stamp && rows.basic[k] != .none { return k }
        }
        return .none
    }

    /// Trades the walk's state — the rows' marks (`search.rowStamp`, `rowState`,
    /// `rowPosition`), the stack, the path and the order — with `state`: called once to take
    /// it out of the engine for a walk, and again to put it back. Written in place, the marks
    /// and the stack checked their storage's uniqueness at every write (a sixth of the
    /// instructions of a value refresh along the chain).
    private mutating func swapWalkState(_ state: inout WalkState) {
        swap(&state.marks, &search.rowStamp)
        swap(&state.states, &search.rowState)
        swap(&state.places, &search.rowPosition)
        swap(&state.stack, &search.stack)
        swap(&state.path, &search.path)
        swap(&state.order, &search.order)
    }

    /// A walk's state while it is out of the engine (see `swapWalkState`).
    private struct WalkState {
        var marks = UncheckedArray<UInt32>()
        var states = UncheckedArray<UInt8>()
        var places = UncheckedArray<Int32>()
        var stack = ScratchArray<(row: RowIndex, next: Int32, low: Int32)>()
        var path = ScratchArray<RowIndex>()
        var order = ScratchArray<RowIndex>()

        /// Calls `body` with the state in place, with room for every one of `rows` rows on
        /// the stack, the path and in the order.
        mutating func withBuffers<R>(rows: Int, _ body: (inout WalkBuffers) -> R) -> R {
            marks.withUnsafeMutableBufferPointer { marks in
                states.withUnsafeMutableBufferPointer { states in
                    places.withUnsafeMutableBufferPointer { places in
                        stack.withAppendableStorage(capacity: rows, filler: (.none, 0, 0)) { stack, depth in
                            path.withAppendableStorage(capacity: rows, filler: .none) { path, pathCount in
                                order.withAppendableStorage(capacity: rows, filler: .none) { order, orderCount in
                                    var b = WalkBuffers(
                                        marks: marks, states: states, places: places, stack: stack, depth: depth,
                                        path: path, pathCount: pathCount, order: order, orderCount: orderCount)
                                    defer {
                                        depth = b.depth
                                        pathCount = b.pathCount
                                        orderCount = b.orderCount
                                    }
                                    return body(&b)
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// A walk's state in place (see `WalkState.withBuffers`): the marks, and the stack, the
    /// path and the order with the count of each in use.
    private struct WalkBuffers {
        let marks: UnsafeMutableBufferPointer<UInt32>
        let states: UnsafeMutableBufferPointer<UInt8>
        let places: UnsafeMutableBufferPointer<Int32>
        let stack: UnsafeMutablePointer<(row: RowIndex, next: Int32, low: Int32)>
        var depth: Int
        let path: UnsafeMutablePointer<RowIndex>
        var pathCount: Int
        let order: UnsafeMutablePointer<RowIndex>
        var orderCount: Int

        /// Takes row `r`, whose edges are all followed, off the stack: into the order, unless
        /// it is in a block with a row reached before it (its lowest place reached, `low`,
        /// is before its own), which keeps it on the path. Returns the place on the path of
        /// the first row of a block that `r` ends (see ``WalkOutcome/block(first:)``). Without
        /// `onPath` (a walk that stops at its first cycle, whose path is its stack), straight
        /// into the order.
        @inline(__always)
        mutating func leave(_ r: RowIndex, low: Int32, onPath: Bool) -> Int? {
            depth -= 1
            guard onPath else {
                states[Int(r.id)] = 2
                order[orderCount] = r
                orderCount += 1
                return nil
            }
            let place = places[Int(r.id)]
            if low < place {
                // In a block with a row reached before it: it stays on the path, and so does
                // the row that led here.
                stack[depth - 1].low = min(stack[depth - 1].low, low)
            } else if Int(place) == pathCount - 1 {
                pathCount -= 1
                states[Int(r.id)] = 2
                order[orderCount] = r
                orderCount += 1
            } else {
                return Int(place)
            }
            return nil
        }

        /// Leaves the row on top of the stack for row `k`, which it reached: the top is to
        /// resume at its edge `next` with its lowest place reached `low`, and `k` is entered.
        @inline(__always)
        mutating func descend(to k: RowIndex, resumingAt next: Int32, low: Int32, stamp: UInt32, onPath: Bool) {
            stack[depth - 1].next = next
            stack[depth - 1].low = low
            enter(k, stamp: stamp, onPath: onPath)
        }

        /// Marks row `k` reached, on the stack and (with `onPath`) on the path.
        @inline(__always)
        mutating func enter(_ k: RowIndex, stamp: UInt32, onPath: Bool) {
            marks[Int(k.id)] = stamp
            states[Int(k.id)] = 1
            guard onPath else {
                stack[depth] = (k, 0, 0)
                depth += 1
                return
            }
            let place = Int32(pathCount)
            places[Int(k.id)] = place
            path[pathCount] = k
            pathCount += 1
            stack[depth] = (k, 0, place)
            depth += 1
        }
    }
}
