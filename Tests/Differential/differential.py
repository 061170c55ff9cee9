#!/usr/bin/env python3
"""Differential test of the Cassowary core against an exact lexicographic LP optimum.

Generates random constraint scripts (four generators: small, layout, general, sparse), runs
each through `layout-lab solve --json`, and compares every printed block of values with the
optimum HiGHS finds for the same problem from scratch: one LP per priority level, each level's
optimum fixed before the next level is minimised ("preemptive goal programming").

Where the optimum is not unique the values are not compared one by one: the solver's values
must satisfy every required constraint it holds, and the error at each level, computed from
the solver's values, must equal the reference optimum of that level. A required constraint
the reference finds infeasible must be refused (and a feasible one must be accepted).

Usage:
    differential.py --layout-lab PATH [--count N] [--generators small,layout,general,sparse]
                    [--seed S] [--keep-failures DIR] [--jobs J]

A fifth generator, `large` (named only on request), makes the general, sparse and
layout-shaped systems at several times their usual size, for longer checks.

Exits 1 when any script disagrees, printing the generator, seed and the first difference.
Needs `highspy` (PyPI) for the reference; the package under test does not.
"""

import argparse
import json
import math
import os
import random
import re
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor

try:
    import highspy
    import numpy as np
except ImportError:  # pragma: no cover - reported, never skipped
    sys.stderr.write("differential.py: error: needs highspy (pip install highspy)\n")
    sys.exit(3)

REQUIRED = 1000.0
TIMEOUT = 20
# Processor seconds HiGHS has spent in `run()` in this process (read by `sparse_scaling.py`).
HIGHS_SECONDS = 0.0


def run_highs(h):
    """`h.run()`, its processor time added to `HIGHS_SECONDS`."""
    global HIGHS_SECONDS
    start = time.process_time()
    h.run()
    HIGHS_SECONDS += time.process_time() - start


# ---------------------------------------------------------------------------------------------
# The model: what a script means, as the reference sees it.


class Con:
    """`sum(coef * var) + const (op) 0` at a level and weight."""

    __slots__ = ("label", "terms", "const", "op", "level", "weight")

    def __init__(self, label, terms, const, op, level=REQUIRED, weight=1.0):
        self.label = label
        self.terms = terms  # dict var index -> coefficient
        self.const = const
        self.op = op  # '==', '<=', '>='
        self.level = level
        self.weight = weight

    @property
    def required(self):
        return self.level >= REQUIRED

    def value(self, x):
        return sum(c * x[v] for v, c in self.terms.items()) + self.const

    def violation(self, x):
        s = self.value(x)
        if self.op == "==":
            return abs(s)
        if self.op == "<=":
            return max(0.0, s)
        return max(0.0, -s)

    def scale(self, x):
        return abs(self.const) + sum(abs(c * x[v]) for v, c in self.terms.items()) + 1.0


def row_bounds(op, const):
    """The bounds on `sum(coef * var)` that `sum + const (op) 0` sets."""
    inf = highspy.kHighsInf
    if op == "==":
        return -const, -const
    if op == "<=":
        return -inf, -const
    return -const, inf


def solve_lp(nvars, cons, face, level, tolerance=1e-10, dual_zero=None):
    """Minimise the weighted error of `level` subject to the required constraints and the
    optimal faces of the higher levels (`face`, see `lexicographic`). `level=None` checks
    the required set's feasibility. Returns (status, objective, x, face') where face' adds
    this level's optimal face to `face`."""
    h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    h.setOptionValue("primal_feasibility_tolerance", tolerance)
    h.setOptionValue("dual_feasibility_tolerance", tolerance)
    inf = highspy.kHighsInf
    fixed_columns, tight_rows = face
    # Columns: the variables (free), then two errors per optional constraint (>= 0).
    optional = [c for c in cons if not c.required]
    ncols = nvars + 2 * len(optional)
    cost = [0.0] * ncols
    lower = [-inf] * nvars + [0.0] * (2 * len(optional))
    upper = [inf] * nvars + [0.0 if j in fixed_columns else inf for j in range(nvars, ncols)]
    for k, c in enumerate(optional):
        if level is not None and c.level == level:
            ep, em = nvars + 2 * k, nvars + 2 * k + 1
            if c.op == "==":
                cost[ep] = cost[em] = c.weight
            elif c.op == "<=":
                cost[ep] = c.weight  # error = positive part of the left side
            else:
                cost[em] = c.weight
    h.addVars(ncols, np.array(lower), np.array(upper))
    h.changeColsCost(ncols, np.arange(ncols, dtype=np.int32), np.array(cost))

    def add_row(terms, lo, hi):
        idx = np.array(list(terms.keys()), dtype=np.int32)
        val = np.array(list(terms.values()), dtype=np.float64)
        h.addRow(lo, hi, len(idx), idx, val)

    required = [c for c in cons if c.required]
    for i, c in enumerate(required):
        lo, hi = row_bounds(c.op, c.const)
        if i in tight_rows:  # on the higher levels' optimal face: the inequality holds tight
            lo = hi = -c.const
        add_row(dict(c.terms), lo, hi)
    for k, c in enumerate(optional):
        # sum + const - ep + em == 0: ep is the excess, em the shortfall.
        terms = dict(c.terms)
        terms[nvars + 2 * k] = -1.0
        terms[nvars + 2 * k + 1] = 1.0
        add_row(terms, -c.const, -c.const)
    run_highs(h)
    status = h.getModelStatus()
    if status == highspy.HighsModelStatus.kInfeasible:
        # HiGHS's presolve can call a feasible LP infeasible (see `feasible`): asked again
        # without it.
        h.setOptionValue("presolve", "off")
        h.clearSolver()
        run_highs(h)
        status = h.getModelStatus()
    if status == highspy.HighsModelStatus.kInfeasible:
        return "infeasible", None, None, face
    if status != highspy.HighsModelStatus.kOptimal:
        return h.modelStatusToString(status), None, None, face
    sol = h.getSolution()
    # This level's optimal face, by complementary slackness with the dual solution HiGHS
    # returns: a feasible point is optimal exactly when every error column with a positive
    # reduced cost is at 0 and every required inequality with a nonzero dual holds tight
    # (true of any one optimal dual solution), so the next level is minimised over that face
    # with no slack for it to trade against this level's optimum.
    # Relative to this level's own weights, the only costs of this LP: weights of other
    # levels (3e10 beside a level of 1s) would make every dual of this one look like zero.
    cut = (dual_zero or DUAL_ZERO) * max([1.0] + [c.weight for c in optional if c.level == level])
    columns = set(fixed_columns)
    columns.update(j for j in range(nvars, ncols) if sol.col_dual[j] > cut)
    rows = set(tight_rows)
    rows.update(i for i, c in enumerate(required) if c.op != "==" and abs(sol.row_dual[i]) > cut)
    return "optimal", h.getInfo().objective_function_value, list(sol.col_value), (columns, rows)


class ReferenceUndecided(Exception):
    """HiGHS ended without a verdict (neither optimal nor infeasible) at every tolerance tried."""


# A reduced cost or dual value below this fraction of the largest weight is zero: the costs
# are weights times ratios of the scripts' coefficients (usually at least about 1e-6 of the
# weight), HiGHS's dual values are accurate to its tolerance of 1e-10.
DUAL_ZERO = 1e-8
# Not always: a level that trades against a higher one at 10^9 to 1 (general 29623: a dual
# of 10^-9 of the weight at level 501) has real duals below DUAL_ZERO, and a face that misses
# them lets the next levels reach below their optimum. A solver that disagrees with the
# reference is judged again against a reference whose cut is HiGHS's own tolerance.
DUAL_ZERO_FINE = 1e-10


def lexicographic(nvars, cons, dual_zero=None):
    """Each level's optimal error, highest level first. Each level is minimised over the
    optimal face of the levels above it (fixed by complementary slackness, see `solve_lp`):
    fixing a level's optimum as a constraint with slack, as an earlier version did, lets a
    lower level trade that slack against its own error, by a factor of 10^4 and more on
    near-degenerate systems, and made the reference's answer look better than an optimal one."""
    levels = sorted({c.level for c in cons if not c.required}, reverse=True)
    fixed = []
    face = (set(), set())
    for lv in levels:
        # HiGHS can end a solve at tolerances of 1e-10 without a verdict ("Unknown"): then
        # its default tolerances decide.
        for tolerance in (1e-10, 1e-9, 1e-7):
            status, obj, _, next_face = solve_lp(nvars, cons, face, lv, tolerance, dual_zero)
            if status == "optimal":
                break
        if status != "optimal":
            raise ReferenceUndecided(f"reference: level {lv}: {status}")
        face = next_face
        fixed.append((lv, max(0.0, obj)))
    return fixed


def feasible(nvars, cons):
    status, _, _, _ = solve_lp(nvars, cons, (set(), set()), None)
    if status not in ("optimal", "infeasible"):
        raise ReferenceUndecided(f"reference: feasibility: {status}")
    if status == "infeasible":
        # HiGHS's presolve can call a feasible set infeasible (a general script of 120
        # variables, decided one way or the other by the order of its columns): the verdict
        # stands only when the least total violation, as an LP of its own, is no point that
        # meets every required constraint.
        x = least_violation(nvars, [c for c in cons if c.required])
        return x is not None and all(
            c.violation(x) <= 1e-9 * c.scale(x) for c in cons if c.required)
    return True


def least_violation(nvars, required):
    """A point of least total violation of the `required` constraints (each constraint given
    an excess and a shortfall column, their sum minimised), or None when HiGHS finds none."""
    h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    inf = highspy.kHighsInf
    ncols = nvars + 2 * len(required)
    h.addVars(ncols, np.array([-inf] * nvars + [0.0] * (ncols - nvars)), np.array([inf] * ncols))
    h.changeColsCost(ncols, np.arange(ncols, dtype=np.int32),
                     np.array([0.0] * nvars + [1.0] * (ncols - nvars)))
    for i, c in enumerate(required):
        terms = dict(c.terms)
        terms[nvars + 2 * i] = -1.0
        terms[nvars + 2 * i + 1] = 1.0
        lo, hi = row_bounds(c.op, c.const)
        h.addRow(lo, hi, len(terms), np.array(list(terms.keys()), dtype=np.int32),
                 np.array(list(terms.values()), dtype=np.float64))
    run_highs(h)
    if h.getModelStatus() != highspy.HighsModelStatus.kOptimal:
        return None
    return list(h.getSolution().col_value)[:nvars]


# ---------------------------------------------------------------------------------------------
# Scripts: a generator emits operations; the model replays them for the reference.


def fmt_num(x):
    if x == int(x) and abs(x) < 1e15:
        return str(int(x))
    return repr(x)


def fmt_strength(level, weight):
    names = {750.0: "strong", 500.0: "medium", 250.0: "weak"}
    s = names.get(level, fmt_num(level))
    if weight != 1.0:
        s += "*" + fmt_num(weight)
    return "@" + s


def fmt_con(c, names):
    """Writes `lhs op rhs`, moving some terms and the constant to the right at random so the
    parser's rearrangement is exercised; the meaning is `sum + const op 0`."""
    parts = []
    for v, k in c.terms.items():
        parts.append((k, names[v]))
    text = []
    for k, n in parts:
        if k == 1:
            text.append(f"+ {n}")
        elif k == -1:
            text.append(f"- {n}")
        elif k < 0:
            text.append(f"- {fmt_num(-k)}*{n}")
        else:
            text.append(f"+ {fmt_num(k)}*{n}")
    lhs = " ".join(text).lstrip("+ ").strip()
    if lhs.startswith("- "):
        lhs = "-" + lhs[2:]
    if not lhs:
        lhs = "0"
    s = f"{lhs} {c.op} {fmt_num(-c.const)}"
    if not c.required:
        s += " " + fmt_strength(c.level, c.weight)
    return f"{c.label}: {s}"


class Script:
    """A script being generated, with the model the reference replays."""

    def __init__(self, rng, nvars):
        self.rng = rng
        self.nvars = nvars
        self.names = [f"v{i}" for i in range(nvars)]
        self.lines = []
        self.held = {}  # label -> Con (accepted)
        self.order = []  # labels in order, for determinism
        self.edits = {}  # var -> Con (the edit's equality)
        self.counter = 0
        self.checkpoints = []  # the active constraints at each print
        self.refused_lines = set()  # 1-based lines the solver must refuse
        # Every variable appears in the output in order of first use: name them all first.
        self.lines.append("# " + " ".join(self.names))

    def active(self):
        return [self.held[l] for l in self.order if l in self.held] + list(self.edits.values())

    def add(self, terms, const, op, level=REQUIRED, weight=1.0, label=None):
        self.counter += 1
        c = Con(label or f"c{self.counter}", terms, const, op, level, weight)
        self.lines.append(fmt_con(c, self.names))
        if c.required and not feasible(self.nvars, [x for x in self.active() if x.required] + [c]):
            self.refused_lines.add(len(self.lines))
            return None  # the solver must refuse it
        self.held[c.label] = c
        self.order.append(c.label)
        return c

    def remove(self, label):
        self.lines.append(f"remove {label}")
        del self.held[label]

    def set_constant(self, label, const):
        """`constant LABEL N` sets the number on the right: `sum op N`, i.e. const = -N."""
        c = self.held[label]
        old = c.const
        c.const = -const
        self.lines.append(f"constant {label} {fmt_num(const)}")
        if c.required and not feasible(self.nvars, [x for x in self.active() if x.required]):
            c.const = old  # refused: unchanged
            self.refused_lines.add(len(self.lines))

    def edit(self, v, level, weight=1.0):
        self.lines.append(f"edit {self.names[v]} {fmt_strength(level, weight)}")
        self.edits[v] = Con(f"edit {self.names[v]}", {v: 1.0}, 0.0, "==", level, weight)

    def suggest(self, v, value):
        self.lines.append(f"suggest {self.names[v]} {fmt_num(value)}")
        self.edits[v].const = -value

    def print(self):
        self.lines.append("print")
        self.checkpoints.append([Con(c.label, dict(c.terms), c.const, c.op, c.level, c.weight) for c in self.active()])

    def finish(self):
        if not self.lines or self.lines[-1] != "print":
            self.print()
        return "\n".join(self.lines) + "\n"


COEFS_GENERAL = [1, -1, 2, -2, 3, 0.5, 0.25, 1.5]
LEVELS = [(750.0, 1.0), (500.0, 1.0), (250.0, 1.0), (999.0, 1.0), (751.0, 0.01), (501.0, 1.0),
          (50.0, 0.5), (250.0, 0.5), (50.0, 1.0), (501.0, 100.0), (500.0, 2.0)]


def random_strength(rng, required_share):
    if rng.random() < required_share:
        return REQUIRED, 1.0
    return rng.choice(LEVELS)


def gen_general(rng, nmin=30, nmax=150, cmax=400):
    """Random systems: 1-4 terms, mixed coefficients, a third required, mixed levels and
    weights, edit variables, removals, constant changes and suggestions throughout."""
    n = rng.randint(nmin, nmax)
    s = Script(rng, n)
    ncons = rng.randint(2 * n // 3 + 1, min(cmax, 3 * n))
    nedits = rng.randint(0, min(6, n))
    edit_vars = rng.sample(range(n), nedits)
    for v in edit_vars:
        s.edit(v, *rng.choice([(750.0, 1.0), (500.0, 1.0), (999.0, 1.0), (250.0, 1.0)]))
    for _ in range(ncons):
        r = rng.random()
        if r < 0.06 and s.held:
            s.remove(rng.choice([l for l in s.order if l in s.held]))
        elif r < 0.10 and s.held:
            s.set_constant(rng.choice([l for l in s.order if l in s.held]), rng.randint(-250, 250))
        elif r < 0.15 and edit_vars:
            s.suggest(rng.choice(edit_vars), rng.randint(-300, 300))
        elif r < 0.18:
            s.print()
        else:
            k = rng.randint(1, min(4, n))
            vs = rng.sample(range(n), k)
            terms = {v: float(rng.choice(COEFS_GENERAL)) for v in vs}
            const = float(rng.randint(-250, 250)) * rng.choice([1, 1, 1, 0.5, 0.25])
            op = rng.choice(["==", "<=", ">=", "<=", ">="])
            level, weight = random_strength(rng, 0.33)
            s.add(terms, const, op, level, weight)
    return s


def gen_small(rng):
    return gen_general(rng, 2, 9, 24)


def gen_layout(rng, min_items=3, max_items=25):
    """Layout-shaped: rows of items in a container with gaps, minimum sizes, centring, equal
    widths, proportions, wishes at several levels, the container's width an edit variable."""
    items = rng.randint(min_items, max_items)
    # Variables: W, then per item left, width.
    n = 1 + 2 * items
    s = Script(rng, n)
    W = 0
    s.edit(W, 750.0)
    s.suggest(W, rng.randint(200, 1200))
    L = lambda i: 1 + 2 * i
    Wd = lambda i: 2 + 2 * i
    ops = []
    ops.append(lambda: s.add({L(0): 1.0}, -float(rng.choice([0, 8, 16])), ">="))
    for i in range(items):
        ops.append(lambda i=i: s.add({Wd(i): 1.0}, -float(rng.randint(0, 60)), ">="))
        ops.append(lambda i=i: s.add({Wd(i): 1.0}, -float(rng.randint(40, 200)), "==", *rng.choice(LEVELS)))
        if i > 0:
            gap = float(rng.choice([0, 4, 8, 12]))
            ops.append(lambda i=i, gap=gap: s.add({L(i): 1.0, L(i - 1): -1.0, Wd(i - 1): -1.0}, -gap, ">="))
            ops.append(lambda i=i, gap=gap: s.add({L(i): 1.0, L(i - 1): -1.0, Wd(i - 1): -1.0}, -gap, "==", *rng.choice(LEVELS)))
            if rng.random() < 0.3:
                j = rng.randrange(i)
                ops.append(lambda i=i, j=j: s.add({Wd(i): 1.0, Wd(j): -1.0}, 0.0, "==", *rng.choice([(REQUIRED, 1.0)] + LEVELS)))
            if rng.random() < 0.15:
                ops.append(lambda i=i: s.add({Wd(i): 1.0, W: -rng.choice([0.25, 0.5, 0.125])}, 0.0, "==", *rng.choice(LEVELS)))
    last = items - 1
    ops.append(lambda: s.add({L(last): 1.0, Wd(last): 1.0, W: -1.0}, float(rng.choice([0, 8, 16])), "<="))
    ops.append(lambda: s.add({L(last): 1.0, Wd(last): 1.0, W: -1.0}, float(rng.choice([0, 8, 16])), "==", *rng.choice(LEVELS)))
    if rng.random() < 0.5:
        rng.shuffle(ops)
    for op in ops:
        op()
        if rng.random() < 0.08:
            s.suggest(W, rng.randint(100, 1400))
            s.print()
    for _ in range(rng.randint(0, 6)):
        if s.held and rng.random() < 0.3:
            s.remove(rng.choice([l for l in s.order if l in s.held]))
        s.suggest(W, rng.randint(50, 1500))
        s.print()
    return s


def gen_sparse(rng, nmin=30, nmax=120):
    """Sparse systems feasible by construction: each constraint over 2-4 neighbouring
    variables, all required ones holding at an integer point; strong and medium wishes; a weak
    stay of distinct weight on every variable; strong edit variables; steps of suggestions,
    removes and adds."""
    n = rng.randint(nmin, nmax)
    s = Script(rng, n)
    point = [rng.randint(-50, 50) for _ in range(n)]
    coefs = [1, -1, 0.5, 0.75, 2]

    def one():
        k = rng.randint(2, 4)
        start = rng.randrange(max(1, n - k))
        vs = list(range(start, min(n, start + k)))
        terms = {v: float(rng.choice(coefs)) for v in vs}
        at = sum(c * point[v] for v, c in terms.items())
        r = rng.random()
        if r < 0.30:
            return s.add(terms, -at, "==")
        if r < 0.75:
            slackv = rng.randint(0, 20)
            if rng.random() < 0.5:
                return s.add(terms, -(at + slackv), "<=")
            return s.add(terms, -(at - slackv), ">=")
        level = rng.choice([750.0, 500.0])
        return s.add(terms, -float(rng.randint(-100, 100)), rng.choice(["==", "<=", ">="]), level, 1.0)

    for v in range(n):
        s.add({v: 1.0}, -float(point[v] + rng.randint(-5, 5)), "==", 250.0, 1.0 + v / 1024)
    for _ in range(int(1.5 * n)):
        one()
    edit_vars = rng.sample(range(n), min(16, n))
    for v in edit_vars:
        s.edit(v, 750.0)
    s.print()
    for _ in range(rng.randint(2, 5)):
        for _ in range(4):
            s.suggest(rng.choice(edit_vars), rng.randint(-60, 60))
        for _ in range(2):
            cands = [l for l in s.order if l in s.held]
            s.remove(rng.choice(cands))
        for _ in range(2):
            one()
        s.print()
    return s


def gen_large(rng):
    """The general, sparse and layout-shaped systems at several times their usual size (150 to
    300 general variables, 150 to 500 sparse ones, 40 to 160 items), one of the three at random."""
    kind = rng.randrange(3)
    if kind == 0:
        return gen_general(rng, 150, 300, 800)
    if kind == 1:
        return gen_sparse(rng, 150, 500)
    return gen_layout(rng, 40, 160)


GENERATORS = {"small": gen_small, "layout": gen_layout, "general": gen_general, "sparse": gen_sparse}
# Not in a run by default (slower, for longer checks): `--generators large`.
EXTRA_GENERATORS = {"large": gen_large}


def parse_linear(text):
    """`2*x - 0.5*y + 3` as ({name: coefficient}, constant): sums of numbers, names and
    `number*name` (the forms generated scripts and the shrunk repros use)."""
    tokens = re.findall(r"\d+\.?\d*(?:e[+-]?\d+)?|[A-Za-z_][A-Za-z0-9_.]*|[-+*]", text)
    terms, const, sign, i = {}, 0.0, 1.0, 0
    while i < len(tokens):
        t = tokens[i]
        if t in "+-":
            sign = sign * (-1.0 if t == "-" else 1.0)
            i += 1
            continue
        if re.match(r"\d", t):
            k = float(t)
            if i + 2 < len(tokens) + 1 and i + 1 < len(tokens) and tokens[i + 1] == "*":
                name = tokens[i + 2]
                terms[name] = terms.get(name, 0.0) + sign * k
                i += 3
            else:
                const += sign * k
                i += 1
        else:
            terms[t] = terms.get(t, 0.0) + sign
            i += 1
        sign = 1.0
    return terms, const


def parse_script(text):
    """Replays a script in the generated form into a `Script`, for shrinking and repros."""
    names = []
    index = {}

    def var(n):
        if n not in index:
            index[n] = len(names)
            names.append(n)
        return index[n]

    statements = [l.split("#")[0].strip() for l in text.splitlines()]
    # First pass: variables in order of first use.
    for st in statements:
        if not st:
            continue
        for n in re.findall(r"[A-Za-z_][A-Za-z0-9_.]*", st.split(":", 1)[-1].split("@")[0]):
            if n not in ("edit", "suggest", "remove", "constant", "print", "e"):
                var(n)
    script = Script(random.Random(0), len(names))
    script.names = names
    script.lines = []
    levels = {"strong": 750.0, "medium": 500.0, "weak": 250.0, "required": 1000.0}
    for st in statements:
        if not st:
            script.lines.append("")
            continue
        words = st.split()
        if words[0] == "print":
            script.print()
        elif words[0] == "remove":
            if words[1] in script.held:
                script.remove(words[1])
        elif words[0] == "constant":
            if words[1] in script.held:
                script.set_constant(words[1], float(words[2]))
        elif words[0] == "suggest":
            if index[words[1]] in script.edits:
                script.suggest(index[words[1]], float(words[2]))
        elif words[0] == "edit":
            lv, w = 750.0, 1.0
            if len(words) > 2:
                spec = "".join(words[2:]).lstrip("@").split("*")
                lv = levels.get(spec[0]) or float(spec[0])
                w = float(spec[1]) if len(spec) > 1 else 1.0
            script.edit(index[words[1]], lv, w)
        else:
            label, body = st.split(":", 1)
            strength = "required"
            if "@" in body:
                body, strength = body.split("@")
            spec = strength.replace(" ", "").split("*")
            lv = levels.get(spec[0]) or float(spec[0])
            w = float(spec[1]) if len(spec) > 1 else 1.0
            op = re.search(r"==|<=|>=", body).group(0)
            lhs, rhs = body.split(op)
            lt, lc = parse_linear(lhs)
            rt, rc = parse_linear(rhs)
            terms = {}
            for n, k in lt.items():
                terms[index[n]] = terms.get(index[n], 0.0) + k
            for n, k in rt.items():
                terms[index[n]] = terms.get(index[n], 0.0) - k
            terms = {v: k for v, k in terms.items() if k != 0}
            script.counter = 0
            c_label = label.strip()
            script.counter_label = c_label
            c = script.add(terms, lc - rc, op, lv, w, label=c_label)
    return script


def shrink(binary, text, still_fails):
    """Removes lines while `still_fails(script, proc)` holds: a minimal repro."""
    lines = text.splitlines()
    chunk = max(1, len(lines) // 2)
    while chunk >= 1:
        i = 0
        changed = False
        while i < len(lines):
            trial = lines[:i] + lines[i + chunk:]
            try:
                sc = parse_script("\n".join(trial))
                t = sc.finish()
                if still_fails(sc, run_solver(binary, t)):
                    lines = trial
                    changed = True
                    continue
            except Exception:
                pass
            i += chunk
        if not changed:
            chunk //= 2
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------------------------
# Running and comparing.


def run_solver(binary, text, timeout=None):
    timeout = timeout or TIMEOUT
    with tempfile.NamedTemporaryFile("w", suffix=".cass", delete=False) as f:
        f.write(text)
        path = f.name
    try:
        p = subprocess.run([binary, "solve", path, "--json"], capture_output=True, text=True,
                           timeout=timeout)
    except subprocess.TimeoutExpired:
        p = subprocess.CompletedProcess([binary], -1, "", f"no answer within {timeout} s")
    finally:
        os.unlink(path)
    return p


def compare(script, proc):
    """Returns None when the solver agrees, else a description of the first difference."""
    if proc.returncode not in (0, 2):
        return f"exit {proc.returncode}: {proc.stderr.strip()[-500:]}"
    # Refusals: the solver reports each statement it refused on stderr as FILE:LINE:COL: error.
    refused = set()
    for line in proc.stderr.splitlines():
        m = re.match(r".*?:(\d+):\d+: error: (.*)", line)
        if m:
            refused.add(int(m.group(1)))
            if "cannot be satisfied" not in m.group(2) or "too far apart" in m.group(2):
                return f"refused line {m.group(1)}: {m.group(2)[:300]}"
    if refused != script.refused_lines:
        return (f"refused lines {sorted(refused)}, expected {sorted(script.refused_lines)}: "
                f"{proc.stderr.strip()[:300]}")
    if (proc.returncode == 2) != bool(refused):
        return f"exit {proc.returncode} with refusals {sorted(refused)}"
    blocks = [json.loads(line) for line in proc.stdout.splitlines() if line.startswith("{")]
    if len(blocks) != len(script.checkpoints):
        return f"{len(blocks)} blocks printed, {len(script.checkpoints)} expected; stderr: {proc.stderr.strip()[-400:]}"
    for b, (block, cons) in enumerate(zip(blocks, script.checkpoints)):
        x = [float(block.get(name, 0.0)) for name in script.names]
        if any(not math.isfinite(v) for v in x):
            return f"block {b}: a value is not finite"
        for c in cons:
            if c.required:
                tol = 1e-7 * c.scale(x)
                if c.violation(x) > tol:
                    return f"block {b}: required {c.label} off by {c.violation(x):.6g}"
        difference = level_difference(cons, x, lexicographic(script.nvars, cons))
        if difference is not None:
            try:
                fine = level_difference(cons, x, lexicographic(script.nvars, cons, DUAL_ZERO_FINE))
            except ReferenceUndecided:
                fine = difference
            if fine is not None:
                return f"block {b}: {difference}"
    return None


def level_difference(cons, x, optimum):
    """The first level whose weighted error at `x` is not `optimum`'s, described, or None."""
    for lv, opt in optimum:
        got = sum(c.weight * c.violation(x) for c in cons if not c.required and c.level == lv)
        scale = sum(c.weight * c.scale(x) for c in cons if not c.required and c.level == lv)
        if abs(got - opt) > 1e-6 * max(1.0, abs(opt)) + 1e-8 * scale:
            return f"level {lv:g} error {got:.9g}, optimum {opt:.9g}"
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--layout-lab", required=True)
    ap.add_argument("--count", type=int, default=50, help="scripts per generator")
    ap.add_argument("--generators", default="small,layout,general,sparse")
    ap.add_argument("--seed", type=int, default=0, help="first seed")
    ap.add_argument("--keep-failures", default=None, help="folder for the failing scripts")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--timeout", type=float, default=TIMEOUT, help="seconds a script may take")
    ap.add_argument("--known-failures", default=None,
                    help="file of 'GENERATOR SEED # why' lines: failures that do not fail the run")
    ap.add_argument("--known-timeout", type=float, default=None,
                    help="seconds a script listed in --known-failures may take (default: --timeout)")
    ap.add_argument("--check", nargs="*", default=None, help="compare these script files instead")
    ap.add_argument("--shrink", default=None, help="shrink this failing script to a minimal one")
    args = ap.parse_args()
    globals()["TIMEOUT"] = args.timeout

    if args.shrink:
        text = open(args.shrink).read()
        sc = parse_script(text)
        first = compare(sc, run_solver(args.layout_lab, sc.finish()))
        if first is None:
            print("the script agrees: nothing to shrink")
            sys.exit(0)
        kind = first.split(":")[0] if first.startswith("exit") else re.sub(r"[\d.e+-]+", "#", first.split(" off by")[0].split(" error")[0].split(":", 1)[-1])
        def still(sc2, proc):
            r = compare(sc2, proc)
            return r is not None and (r.startswith(kind) if first.startswith("exit") else ("off by" in r) == ("off by" in first))
        small = shrink(args.layout_lab, text, still)
        sc = parse_script(small)
        print(small, end="")
        print("# " + str(compare(sc, run_solver(args.layout_lab, sc.finish()))))
        sys.exit(0)
    if args.check is not None:
        bad = 0
        for path in args.check:
            sc = parse_script(open(path).read())
            r = compare(sc, run_solver(args.layout_lab, sc.finish()))
            print(f"{path}: {'agrees' if r is None else r}")
            bad += r is not None
        sys.exit(1 if bad else 0)

    def one(gen_name, seed):
        rng = random.Random(f"{gen_name}-{seed}")
        text = ""
        try:
            # The generators ask the reference whether a required constraint can be added.
            script = {**GENERATORS, **EXTRA_GENERATORS}[gen_name](rng)
            text = script.finish()
            listed = (gen_name, seed) in known
            proc = run_solver(args.layout_lab, text, args.known_timeout if listed else None)
            return gen_name, seed, text, compare(script, proc)
        except ReferenceUndecided as e:
            # HiGHS gave no verdict at any tolerance: the script cannot be judged either way.
            return gen_name, seed, text, f"undecided: {e}"

    known = {}
    if args.known_failures:
        for line in open(args.known_failures):
            line = line.split("#")[0].strip()
            if line:
                gen_name, seed = line.split()[:2]
                known[(gen_name, int(seed))] = line
    failures = 0
    fixed = []
    total = 0
    for gen_name in args.generators.split(","):
        seeds = range(args.seed, args.seed + args.count)
        with ThreadPoolExecutor(args.jobs) as pool:
            results = list(pool.map(lambda sd: one(gen_name, sd), seeds))
        undecided = [(s, r) for _, s, _, r in results if r is not None and r.startswith("undecided")]
        results = [x for x in results if x[3] is None or not x[3].startswith("undecided")]
        bad = [(s, t, r) for _, s, t, r in results if r is not None]
        total += len(results)
        new_bad = [(s, t, r) for s, t, r in bad if (gen_name, s) not in known]
        fixed += [(gen_name, s) for _, s, _, r in results if r is None and (gen_name, s) in known]
        failures += len(new_bad)
        kinds = {}
        for _, _, r in bad:
            kinds[classify(r)] = kinds.get(classify(r), 0) + 1
        summary = ", ".join(f"{n} {k}" for k, n in sorted(kinds.items()))
        print(f"{gen_name}: {len(results) - len(bad)} of {len(results)} agree" + (f" ({summary})" if bad else "")
              + (f"; {len(undecided)} more the reference could not decide" if undecided else ""))
        for seed, reason in undecided:
            print(f"  {gen_name} seed {seed}: not judged, {reason[len('undecided: '):]}")
        for seed, text, reason in bad:
            tag = " (known)" if (gen_name, seed) in known else ""
            print(f"  {gen_name} seed {seed}{tag}: {reason[:300]}")
            if args.keep_failures:
                os.makedirs(args.keep_failures, exist_ok=True)
                with open(os.path.join(args.keep_failures, f"{gen_name}-{seed}.cass"), "w") as f:
                    f.write(text)
        sys.stdout.flush()
    print(f"all: {total - failures} of {total} agree or are listed as known failures")
    for gen_name, seed in fixed:
        print(f"  {gen_name} seed {seed} is listed as a known failure but agrees now: take it off the list"
              " (a run that took too long may agree on a faster machine)")
    sys.exit(1 if failures else 0)


def classify(reason):
    """The kind of a disagreement, for the summary line."""
    if reason.startswith("exit -1"):
        return "no answer in time"
    if reason.startswith("exit"):
        return "crash"
    if "off by" in reason:
        return "required constraint broken"
    if " error " in reason and "optimum" in reason:
        return "not optimal"
    if reason.startswith("refused"):
        return "wrong refusal"
    return "other"


if __name__ == "__main__":
    main()
