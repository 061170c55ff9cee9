#!/usr/bin/env python3
"""Yoga's and Taffy's side of `compare-feed`: the social feed laid out by a flexbox engine.

    feed_bench.py ENGINE --cards N [--repeat K] [--sweep FROM TO STEP] [--frames-at W,...] [--json]

ENGINE is `yoga` (Meta's flexbox engine, through PyPI's `poga`, which exposes Yoga's C API
one call for one call) or `taffy` (through PyPI's `stretchable`, whose `taffylib` module takes
one style at a time as a dictionary; the dictionaries are made before the timing).

The feed (the same tree as the `feed-bench` executable of the Benchmarks package builds through
ConstraintLayout, view for view, in the same depth-first order): under a root of the screen's
width with 16 points of padding on the left, right and top, a vertical feed of N cards 12
apart; each card a column (8 between its rows) of

- a header row, top-aligned: a 40×40 avatar, 8, a title block taking the rest of the width (a
  column of two labels at their natural widths, 20 and 16 tall, 2 apart, left-aligned), 8, a
  32×32 button;
- an image as wide as the card and 9/16 as tall;
- a body label, 18 points a line, 2 + c mod 4 lines;
- a row of three equal-width buttons 36 tall, 8 apart.

Rounding is off in both engines (Yoga's point scale factor 0, Taffy's rounding disabled), so
that the frames compare exactly with the solver's.

- build: making every node with its style, putting it in its parent, and the first layout at
  the first width of the sweep (K times, each on fresh nodes; the last tree is kept).
- sweep: for each width FROM, FROM+STEP, … TO and back down, the root's width set and the
  layout computed, then every node's four numbers read (left, top, width and height). Each
  step timed.
- frames: at each width of --frames-at (after the sweep), every view's frame in root
  coordinates, for compare-feed's check.

Every timed phase is also run with each engine call replaced by an empty C call of the same
arity (`id`, `operator.is_`, `slice`; Yoga's four-argument layout call by `slice` on three of
them), in the same loop shape: that is the Python overhead (`overhead` fields), which
compare-feed subtracts to estimate the engine's native core, as compare-kiwi does for kiwi.
"""

import argparse
import json
import math
import operator
import resource
import statistics
import sys
import time
import types

FEED_PADDING = 16
CARD_GAP = 12
ROW_GAP = 8


def body_lines(c):
    return 2 + c % 4


def title_width(c):
    return 80 + (c * 37) % 100


def subtitle_width(c):
    return 60 + (c * 53) % 120


def feed_tree(cards):
    """The views, depth first, parents before children: (name, parent index, style) where the
    style is engine-neutral: direction, align (items), width, height, grow, margins, aspect."""
    nodes = [("feed", -1, {"dir": "column"})]

    def add(name, parent, **style):
        nodes.append((name, parent, style))
        return len(nodes) - 1

    for c in range(cards):
        card = add(f"c{c}", 0, dir="column", margin_top=CARD_GAP if c else 0)
        header = add(f"c{c}.hd", card, dir="row", align="start")
        add(f"c{c}.av", header, width=40, height=40)
        block = add(f"c{c}.tb", header, dir="column", align="start", grow=1, margin_left=ROW_GAP)
        add(f"c{c}.tt", block, width=title_width(c), height=20)
        add(f"c{c}.st", block, width=subtitle_width(c), height=16, margin_top=2)
        add(f"c{c}.bt", header, width=32, height=32, margin_left=ROW_GAP)
        add(f"c{c}.im", card, aspect=16 / 9, margin_top=ROW_GAP)
        add(f"c{c}.bd", card, height=18 * body_lines(c), margin_top=ROW_GAP)
        actions = add(f"c{c}.ac", card, dir="row", margin_top=ROW_GAP)
        for k in range(3):
            add(f"c{c}.a{k}", actions, height=36, grow=1, basis0=True, margin_left=ROW_GAP if k else 0)
    return nodes


EMPTY = {1: id, 2: operator.is_, 3: slice}


class Yoga:
    """Yoga through poga's one-to-one binding of its C API."""

    def __init__(self):
        from poga import libpoga_capi as Y
        self.Y = Y
        self.config = Y.YGConfigNew()
        Y.YGConfigSetPointScaleFactor(self.config, 0.0)
        import importlib.metadata
        self.version = f"poga {importlib.metadata.version('poga')}"

    def program(self, tree, width):
        """The build as a list of (kind, function, arguments): kind 0 makes a node (the root
        first), 1 sets a style of the newest node, 2 puts the newest node in its parent."""
        Y = self.Y
        E = Y.YGEdge
        ops = [(0, Y.YGNodeNewWithConfig, (self.config,)),
               (1, Y.YGNodeStyleSetWidth, (width,)),
               (1, Y.YGNodeStyleSetFlexDirection, (Y.YGFlexDirection.Column,))]
        for edge in (E.Left, E.Right, E.Top):
            ops.append((1, Y.YGNodeStyleSetPadding, (edge, FEED_PADDING)))
        for _, parent, s in tree:
            ops.append((0, Y.YGNodeNewWithConfig, (self.config,)))
            ops.append((1, Y.YGNodeStyleSetFlexDirection,
                        (Y.YGFlexDirection.Row if s.get("dir") == "row" else Y.YGFlexDirection.Column,)))
            if s.get("align") == "start":
                ops.append((1, Y.YGNodeStyleSetAlignItems, (Y.YGAlign.FlexStart,)))
            if "width" in s:
                ops.append((1, Y.YGNodeStyleSetWidth, (s["width"],)))
            if "height" in s:
                ops.append((1, Y.YGNodeStyleSetHeight, (s["height"],)))
            if s.get("grow"):
                ops.append((1, Y.YGNodeStyleSetFlexGrow, (s["grow"],)))
            if s.get("basis0"):
                ops.append((1, Y.YGNodeStyleSetFlexBasis, (0.0,)))
            if "aspect" in s:
                # As wide as its parent; the ratio then gives the height.
                ops.append((1, Y.YGNodeStyleSetWidthPercent, (100.0,)))
                ops.append((1, Y.YGNodeStyleSetAspectRatio, (s["aspect"],)))
            if s.get("margin_top"):
                ops.append((1, Y.YGNodeStyleSetMargin, (E.Top, s["margin_top"])))
            if s.get("margin_left"):
                ops.append((1, Y.YGNodeStyleSetMargin, (E.Left, s["margin_left"])))
            # Parent index in the node list: the root is node 0, view k is node k + 1.
            ops.append((2, Y.YGNodeInsertChild, (parent + 1,)))
        return ops

    def run_build(self, ops, width, empty):
        Y = self.Y
        nodes = []
        children = {}
        make = id if empty else None
        for kind, fn, args in ops:
            if kind == 0:
                nodes.append(make(args[0]) if empty else fn(*args))
            elif kind == 1:
                (EMPTY[len(args) + 1] if empty else fn)(nodes[-1], *args)
            else:
                parent = args[0]
                index = children.get(parent, 0)
                children[parent] = index + 1
                (slice if empty else fn)(nodes[parent], nodes[-1], index)
        if empty:
            slice(nodes[0], width, math.nan)
        else:
            Y.YGNodeCalculateLayout(nodes[0], width, math.nan, Y.YGDirection.LTR)
        return nodes

    def step(self, nodes, width, empty):
        """Sets the root's width, lays out, reads every view's four numbers."""
        Y = self.Y
        if empty:
            operator.is_(nodes[0], width)
            slice(nodes[0], width, math.nan)
            left = top = w = h = id
        else:
            Y.YGNodeStyleSetWidth(nodes[0], width)
            Y.YGNodeCalculateLayout(nodes[0], width, math.nan, Y.YGDirection.LTR)
            left, top, w, h = Y.YGNodeLayoutGetLeft, Y.YGNodeLayoutGetTop, Y.YGNodeLayoutGetWidth, Y.YGNodeLayoutGetHeight
        total = 0.0
        for n in nodes:
            total += left(n) + top(n) + w(n) + h(n)
        return total

    def frames(self, nodes, tree):
        Y = self.Y
        out = []
        origins = [(Y.YGNodeLayoutGetLeft(nodes[0]), Y.YGNodeLayoutGetTop(nodes[0]))]
        for k, (_, parent, _) in enumerate(tree):
            n = nodes[k + 1]
            px, py = origins[parent + 1]
            x, y = px + Y.YGNodeLayoutGetLeft(n), py + Y.YGNodeLayoutGetTop(n)
            origins.append((x, y))
            out.append([x, y, Y.YGNodeLayoutGetWidth(n), Y.YGNodeLayoutGetHeight(n)])
        return out

    def free(self, nodes):
        self.Y.YGNodeFreeRecursive(nodes[0])


class Taffy:
    """Taffy through stretchable's `taffylib` (one call per node, its style a dictionary)."""

    def __init__(self):
        from stretchable import taffylib
        import stretchable.style as S
        self.T = taffylib
        self.S = S
        self.ptr = taffylib.init()
        taffylib.disable_rounding(self.ptr)
        import importlib.metadata
        self.version = f"stretchable {importlib.metadata.version('stretchable')}"

    def root_style(self, width):
        S = self.S
        return S.Style(flex_direction=S.FlexDirection.COLUMN, size=(width, None),
                       padding=S.Rect(FEED_PADDING, FEED_PADDING, 0, FEED_PADDING)).to_dict()

    def program(self, tree, width):
        S = self.S
        ops = [(0, self.T.node_create, (self.root_style(width),))]
        for _, parent, s in tree:
            style = {"flex_direction": S.FlexDirection.ROW if s.get("dir") == "row" else S.FlexDirection.COLUMN,
                     "flex_shrink": 0.0}
            if s.get("align") == "start":
                style["align_items"] = S.AlignItems.START
            style["size"] = (s.get("width"), s.get("height"))
            if "aspect" in s:
                # As wide as its parent; the ratio then gives the height.
                style["size"] = (100 * S.PCT, None)
            if s.get("grow"):
                style["flex_grow"] = s["grow"]
                style["flex_shrink"] = 1.0
            if s.get("basis0"):
                style["flex_basis"] = 0
            if "aspect" in s:
                style["aspect_ratio"] = s["aspect"]
            style["margin"] = S.Rect(s.get("margin_top", 0), 0, 0, s.get("margin_left", 0))
            ops.append((0, self.T.node_create, (S.Style(**style).to_dict(),)))
            ops.append((2, self.T.node_add_child, (parent + 1,)))
        return ops

    def available(self, width):
        from stretchable.style.geometry.size import SizeAvailableSpace
        return SizeAvailableSpace(width, None).to_dict()

    def run_build(self, ops, width, empty):
        T, ptr = self.T, self.ptr
        nodes = []
        for kind, fn, args in ops:
            if kind == 0:
                nodes.append(operator.is_(ptr, args[0]) if empty else fn(ptr, *args))
            else:
                (slice if empty else fn)(ptr, nodes[args[0]], nodes[-1])
        space = self.available(width)
        (slice if empty else T.node_compute_layout)(ptr, nodes[0], space)
        return nodes

    def step(self, nodes, width, empty, styles={}):
        T, ptr = self.T, self.ptr
        style = styles.get(width)
        if style is None:
            style = styles[width] = (self.root_style(width), self.available(width))
        if empty:
            slice(ptr, nodes[0], style[0])
            slice(ptr, nodes[0], style[1])
            layout = types.SimpleNamespace(x=0.0, y=0.0, width=0.0, height=0.0)
            get = slice
        else:
            T.node_set_style(ptr, nodes[0], style[0])
            T.node_compute_layout(ptr, nodes[0], style[1])
            layout = T.PyLayout()
            get = T.node_get_layout
        total = 0.0
        for n in nodes:
            get(ptr, n, layout)
            total += layout.x + layout.y + layout.width + layout.height
        return total

    def frames(self, nodes, tree):
        T, ptr = self.T, self.ptr
        layout = T.PyLayout()
        T.node_get_layout(ptr, nodes[0], layout)
        origins = [(layout.x, layout.y)]
        out = []
        for k, (_, parent, _) in enumerate(tree):
            T.node_get_layout(ptr, nodes[k + 1], layout)
            px, py = origins[parent + 1]
            x, y = px + layout.x, py + layout.y
            origins.append((x, y))
            out.append([x, y, layout.width, layout.height])
        return out

    def free(self, nodes):
        for n in reversed(nodes):
            self.T.node_drop(self.ptr, n)


def stats(times):
    return {"median": statistics.median(times), "min": min(times), "count": len(times), "times": times}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("engine", choices=["yoga", "taffy"])
    parser.add_argument("--cards", type=int, required=True)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--sweep", type=float, nargs=3, default=[320, 1024, 16], metavar=("FROM", "TO", "STEP"))
    parser.add_argument("--frames-at", default="375")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    engine = Yoga() if args.engine == "yoga" else Taffy()
    tree = feed_tree(args.cards)
    lo, hi, step = args.sweep
    widths = []
    w = lo
    while w <= hi + 1e-9:
        widths.append(w)
        w += step
    widths += widths[-2::-1]
    pc = time.perf_counter_ns
    report = {"engine": engine.version, "cards": args.cards, "views": len(tree)}

    builds, overhead = [], []
    nodes = None
    for _ in range(args.repeat):
        ops = engine.program(tree, widths[0])
        t0 = pc()
        engine.run_build(ops, widths[0], True)
        t1 = pc()
        overhead.append((t1 - t0) * 1e-9)
        if nodes is not None:
            engine.free(nodes)
        t0 = pc()
        nodes = engine.run_build(ops, widths[0], False)
        t1 = pc()
        builds.append((t1 - t0) * 1e-9)
    report["build"] = stats(builds)
    report["build"]["overhead"] = statistics.median(overhead)

    times, empty = [], []
    for width in widths:
        t0 = pc()
        engine.step(nodes, width, True)
        t1 = pc()
        empty.append((t1 - t0) * 1e-9)
        t0 = pc()
        engine.step(nodes, width, False)
        t1 = pc()
        times.append((t1 - t0) * 1e-9)
    report["sweep"] = stats(times)
    report["sweep"]["overhead"] = statistics.median(empty)
    report["sweep"]["widths"] = widths

    report["frames"] = {}
    for text in args.frames_at.split(","):
        width = float(text)
        engine.step(nodes, width, False)
        report["frames"][text] = engine.frames(nodes, tree)
    report["names"] = [name for name, _, _ in tree]
    report["peak_resident_bytes"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
    if args.json:
        json.dump(report, sys.stdout)
    else:
        b, s = report["build"], report["sweep"]
        print(f"{engine.version}: {args.cards} cards, {len(tree)} views")
        print(f"build {b['median'] * 1e3:.3f} ms (overhead {b['overhead'] * 1e3:.3f} ms); "
              f"step {s['median'] * 1e6:.1f} us (overhead {s['overhead'] * 1e6:.1f} us)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
