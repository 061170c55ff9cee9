#!/usr/bin/env python3
"""kiwisolver's side of `compare-kiwi`: `layout-lab bench` for kiwisolver.

Reads a constraint script in layout-lab's text format (see the README's text-format section)
and times the same things `layout-lab bench` times, with the same options:

    kiwi_bench.py FILE [--steps] [--sweep VAR FROM TO [STEP]] [--replay K]
                       [--constant LABEL VALUE [COUNT]] [--repeat K] [--json]

- build: every statement run on a fresh kiwisolver.Solver (parsing and making the kiwi
  variables and constraints are not timed), --repeat K times; the last build is kept.
  With --steps, only the statements before the first `print`.
- steps (--steps): after that build, each block of statements between one `print` and the
  next (or the end) is one step, run once and followed by updateVariables(), each timed
  (a `constant` statement is removeConstraint + addConstraint, as below).
- sweep: suggestValue(VAR, FROM, FROM+STEP, ... TO and back down to FROM), each followed by
  updateVariables() (kiwi writes every variable's value), each step timed.
- replay: the script's own suggest groups (consecutive suggests up to the next statement),
  each followed by updateVariables(), K times.
- constant: kiwi has no in-place constant change, so a change is removeConstraint(old) +
  addConstraint(new), the new constraint made beforehand; COUNT changes to VALUE and back.

Every timed phase is also run with each kiwi call replaced by an empty C call of the same
arity (`id`, `operator.is_`, `gc.isenabled`), in the same loop shape: that is the Python overhead
(`overhead` fields), which compare-kiwi subtracts to estimate kiwi's C++ core.

Strengths: layout-lab's levels are a strict hierarchy; kiwi folds strong / medium / weak into
one number (1e6 / 1e3 / 1). The mapping is `required` -> kiwi required; level 750 with weight
w -> strength.create(1, 0, 0, w) (strong times w); level 500 -> create(0, 1, 0, w); level 250
-> create(0, 0, 1, w). Any other numeric level L falls into the band below it: 750 <= L <
1000 strong, 500 <= L < 750 medium, L < 500 weak (kiwi cannot order levels within a band).
"""

import gc
import json
import operator
import re
import resource
import sys
import time

try:
    import kiwisolver as kiwi
except ImportError:  # compare-kiwi imports this file for parse_script and errors() only
    kiwi = None

TOKEN = re.compile(r"\s*(?:(?P<num>(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)|(?P<name>[A-Za-z_][A-Za-z0-9_.]*)"
                   r"|(?P<op>==|<=|>=|[-+*/():@]))")
KEYWORDS = {"edit", "suggest", "remove", "constant", "print"}


class ScriptError(Exception):
    pass


def tokenize(line, number):
    tokens, pos = [], 0
    line = line.split("#", 1)[0].rstrip()
    while pos < len(line):
        m = TOKEN.match(line, pos)
        if not m or m.end() == pos:
            if line[pos:].strip() == "":
                break
            raise ScriptError(f"line {number}: unexpected text '{line[pos:]}'")
        pos = m.end()
        if m.group("num") is not None:
            tokens.append(("num", float(m.group("num"))))
        elif m.group("name") is not None:
            tokens.append(("name", m.group("name")))
        else:
            tokens.append(("op", m.group("op")))
    return tokens


class Parser:
    """Linear expressions as ({name: coefficient}, constant)."""

    def __init__(self, tokens, number):
        self.tokens, self.pos, self.number = tokens, 0, number

    def peek(self):
        return self.tokens[self.pos] if self.pos < len(self.tokens) else ("end", None)

    def next(self):
        token = self.peek()
        self.pos += 1
        return token

    def fail(self, message):
        raise ScriptError(f"line {self.number}: {message}")

    def expression(self):
        terms, const = self.product()
        while self.peek() in (("op", "+"), ("op", "-")):
            sign = 1.0 if self.next()[1] == "+" else -1.0
            t, c = self.product()
            for k, v in t.items():
                terms[k] = terms.get(k, 0.0) + sign * v
            const += sign * c
        return terms, const

    def product(self):
        terms, const = self.factor()
        while self.peek() in (("op", "*"), ("op", "/")):
            op = self.next()[1]
            t, c = self.factor()
            if op == "/":
                if t or c == 0:
                    self.fail("division by a variable or by zero")
                terms, const = {k: v / c for k, v in terms.items()}, const / c
            elif not t:
                terms, const = {k: v * c for k, v in terms.items()}, const * c
            elif not terms:
                terms, const = {k: v * const for k, v in t.items()}, c * const
            else:
                self.fail("product of two variables")
        return terms, const

    def factor(self):
        kind, value = self.next()
        if (kind, value) == ("op", "-"):
            t, c = self.factor()
            return {k: -v for k, v in t.items()}, -c
        if (kind, value) == ("op", "+"):
            return self.factor()
        if (kind, value) == ("op", "("):
            result = self.expression()
            if self.next() != ("op", ")"):
                self.fail("missing )")
            return result
        if kind == "num":
            return {}, value
        if kind == "name":
            return {value: 1.0}, 0.0
        self.fail(f"unexpected {value!r}")

    def strength(self):
        """`@ STRENGTH [* WEIGHT]`, as (level, weight)."""
        kind, value = self.next()
        levels = {"required": 1000.0, "strong": 750.0, "medium": 500.0, "weak": 250.0}
        if kind == "name" and value in levels:
            level = levels[value]
        elif kind == "num":
            level = value
        else:
            self.fail(f"bad strength {value!r}")
        weight = 1.0
        if self.peek() == ("op", "*"):
            self.next()
            kind, weight = self.next()
            if kind != "num":
                self.fail("bad weight")
        return level, weight


def kiwi_strength(level, weight):
    """See the module comment."""
    if level >= 1000:
        return kiwi.strength.required
    if level >= 750:
        return kiwi.strength.create(1, 0, 0, weight)
    if level >= 500:
        return kiwi.strength.create(0, 1, 0, weight)
    return kiwi.strength.create(0, 0, 1, weight)


def parse_script(text):
    """Statements: ("constraint", label, terms, const, op, (level, weight)), ("edit", name,
    (level, weight)), ("suggest", name, value), ("remove", label), ("constant", label, value),
    ("print",). Also the variable names in order of first appearance."""
    statements, names, seen = [], [], set()

    def use(name):
        if name not in seen:
            seen.add(name)
            names.append(name)

    for number, line in enumerate(text.splitlines(), 1):
        tokens = tokenize(line, number)
        if not tokens:
            continue
        p = Parser(tokens, number)
        first = tokens[0]
        is_label = len(tokens) > 1 and tokens[1] == ("op", ":")
        if first[0] == "name" and first[1] in KEYWORDS and not is_label:
            p.next()
            word = first[1]
            if word == "print":
                statements.append(("print",))
            elif word == "edit":
                kind, name = p.next()
                strength = (750.0, 1.0)
                if p.peek() == ("op", "@"):
                    p.next()
                    strength = p.strength()
                use(name)
                statements.append(("edit", name, strength))
            elif word == "suggest":
                (_, name), (kind, value) = p.next(), p.next()
                if kind == "op" and value == "-":
                    value = -p.next()[1]
                statements.append(("suggest", name, float(value)))
            elif word == "remove":
                statements.append(("remove", p.next()[1]))
            elif word == "constant":
                label = p.next()[1]
                kind, value = p.next()
                if kind == "op" and value == "-":
                    value = -p.next()[1]
                statements.append(("constant", label, float(value)))
            continue
        label = None
        if is_label:
            label = first[1]
            p.next()
            p.next()
        lt, lc = p.expression()
        kind, op = p.next()
        if op not in ("==", "<=", ">="):
            p.fail("expected ==, <= or >=")
        rt, rc = p.expression()
        strength = (1000.0, 1.0)
        if p.peek() == ("op", "@"):
            p.next()
            strength = p.strength()
        for name in list(lt) + list(rt):
            use(name)
        terms = dict(lt)
        for k, v in rt.items():
            terms[k] = terms.get(k, 0.0) - v
        # terms + (lc - rc) op 0; the script's constant is rc - lc.
        statements.append(("constraint", label, terms, lc - rc, op, strength))
    return statements, names


def errors(statements, values):
    """How well `values` ({name: value}) meet the script's constraints: (the largest violation
    of a required constraint, {level: the weighted sum of violations at that level}). Two
    solutions with the same figures are equally optimal, for kiwi and for layout-lab alike."""
    worst, levels = 0.0, {}
    for s in statements:
        if s[0] != "constraint":
            continue
        _, _, terms, const, op, (level, weight) = s
        e = const + sum(c * values.get(name, 0.0) for name, c in terms.items())
        violation = abs(e) if op == "==" else max(0.0, e) if op == "<=" else max(0.0, -e)
        if level >= 1000:
            worst = max(worst, violation)
        else:
            levels[level] = levels.get(level, 0.0) + weight * violation
    return worst, levels


class Build:
    """One set of kiwi objects for a script, and the list of calls that builds it."""

    def __init__(self, statements, names):
        self.vars = {name: kiwi.Variable(name) for name in names}
        self.by_label = {}
        self.statements = statements

    def make(self, terms, const, op, strength):
        expr = kiwi.Expression([kiwi.Term(self.vars[k], v) for k, v in terms.items() if v != 0], const)
        return kiwi.Constraint(expr, op, kiwi_strength(*strength))

    def calls(self, solver, marks=False):
        """[(function, args)] for every statement; with `marks`, (None, None) for each print."""
        calls = []
        for s in self.statements:
            if s[0] == "print" and marks:
                calls.append((None, None))
            if s[0] == "constraint":
                c = self.make(*s[2:])
                if s[1] is not None:
                    self.by_label[s[1]] = (c, s)
                calls.append((solver.addConstraint, (c,)))
            elif s[0] == "edit":
                calls.append((solver.addEditVariable, (self.vars[s[1]], kiwi_strength(*s[2]))))
            elif s[0] == "suggest":
                calls.append((solver.suggestValue, (self.vars[s[1]], s[2])))
            elif s[0] == "remove":
                c, _ = self.by_label[s[1]]
                calls.append((solver.removeConstraint, (c,)))
            elif s[0] == "constant":
                old, st = self.by_label[s[1]]
                new = self.make(st[2], -s[2], st[4], st[5])  # the script's constant is -k
                self.by_label[s[1]] = (new, st)
                calls.append((solver.removeConstraint, (old,)))
                calls.append((solver.addConstraint, (new,)))
        return calls


EMPTY1 = id            # C calls that do nothing of note, with one,
EMPTY2 = operator.is_  # two
EMPTY0 = gc.isenabled  # or no arguments


def stats(samples):
    s = sorted(samples)
    n = len(s)
    median = s[n // 2] if n % 2 else (s[n // 2 - 1] + s[n // 2]) / 2
    worst = max(range(n), key=lambda i: (samples[i], -i))
    return {"median": median, "min": s[0], "max": s[-1], "count": n, "total": sum(s), "max_index": worst}


def main(argv):
    args = list(argv)
    opts = {"steps": False, "sweep": None, "replay": 0, "constant": None, "repeat": 1, "json": False}
    path = None
    while args:
        a = args.pop(0)
        if a == "--sweep":
            var, lo, hi = args.pop(0), float(args.pop(0)), float(args.pop(0))
            step = 1.0
            if args and re.fullmatch(r"[0-9.eE+-]+", args[0]):
                step = float(args.pop(0))
            opts["sweep"] = (var, lo, hi, step)
        elif a == "--steps":
            opts["steps"] = True
        elif a == "--replay":
            opts["replay"] = int(args.pop(0))
        elif a == "--constant":
            label, value = args.pop(0), float(args.pop(0))
            count = 1000
            if args and args[0].isdigit():
                count = int(args.pop(0))
            opts["constant"] = (label, value, count)
        elif a == "--repeat":
            opts["repeat"] = int(args.pop(0))
        elif a == "--json":
            opts["json"] = True
        else:
            path = a
    if path is None:
        sys.exit("usage: kiwi_bench.py FILE [--steps] [--sweep VAR FROM TO [STEP]] [--replay K] "
                 "[--constant LABEL VALUE [COUNT]] [--repeat K] [--json]")
    with open(path) as f:
        statements, names = parse_script(f.read())

    pc = time.perf_counter_ns
    report = {"file": path, "constraints": sum(1 for s in statements if s[0] == "constraint"),
              "variables": len(names)}

    # Build, K times; the overhead loop runs the same calls shape with empty calls.
    times, overhead = [], []
    for _ in range(opts["repeat"]):
        build = Build(statements, names)
        solver = kiwi.Solver()
        calls = build.calls(solver, marks=opts["steps"])
        blocks = [[]]
        for call in calls:
            if call[0] is None:
                blocks.append([])
            else:
                blocks[-1].append(call)
        calls = blocks[0]
        empty = [(EMPTY1 if len(args) == 1 else EMPTY2, args) for _, args in calls]
        t0 = pc()
        for fn, a in empty:
            fn(*a)
        t1 = pc()
        overhead.append((t1 - t0) * 1e-9)
        t0 = pc()
        for fn, a in calls:
            fn(*a)
        t1 = pc()
        times.append((t1 - t0) * 1e-9)
    report["build"] = stats(times)
    report["build"]["overhead"] = stats(overhead)["median"]
    solver.updateVariables()

    if opts["steps"]:
        steps = [b for b in blocks[1:] if b]
        if not steps:
            sys.exit("kiwi_bench.py: --steps: the script has no statements after its first print")
        update = solver.updateVariables
        samples, empty = [], []
        for b in steps:
            shape = [(EMPTY1 if len(a) == 1 else EMPTY2, a) for _, a in b]
            t0 = pc()
            for fn, a in shape:
                fn(*a)
            EMPTY0()
            t1 = pc()
            empty.append((t1 - t0) * 1e-9)
        for b in steps:
            t0 = pc()
            for fn, a in b:
                fn(*a)
            update()
            t1 = pc()
            samples.append((t1 - t0) * 1e-9)
        report["steps"] = stats(samples)
        report["steps"]["worst_index"] = report["steps"]["max_index"]
        report["steps"]["times"] = samples
        report["steps"]["overhead"] = stats(empty)["median"]

    if opts["sweep"]:
        var, lo, hi, step = opts["sweep"]
        v = build.vars[var]
        up = int((hi - lo) / step + 1e-9) + 1
        values = [lo + i * step for i in range(up)]
        values += values[-2::-1]
        suggest, update = solver.suggestValue, solver.updateVariables
        samples = [0.0] * len(values)
        empty = [0.0] * len(values)
        for i, x in enumerate(values):
            t0 = pc()
            EMPTY2(v, x)
            EMPTY0()
            t1 = pc()
            empty[i] = (t1 - t0) * 1e-9
        for i, x in enumerate(values):
            t0 = pc()
            suggest(v, x)
            update()
            t1 = pc()
            samples[i] = (t1 - t0) * 1e-9
        report["sweep"] = stats(samples)
        report["sweep"]["variable"] = var
        report["sweep"]["worst_value"] = values[report["sweep"]["max_index"]]
        report["sweep"]["overhead"] = stats(empty)["median"]
        # The first step jumps from the built state to FROM; the rest are STEP apart.
        report["sweep"]["first"] = samples[0]
        report["sweep"]["values"] = values
        report["sweep"]["times"] = samples
        if len(samples) > 1:
            rest = stats(samples[1:])
            report["sweep"]["worst_after_first"] = rest["max"]
            report["sweep"]["worst_after_first_value"] = values[rest["max_index"] + 1]

    if opts["replay"]:
        groups, current = [], []
        for s in statements:
            if s[0] == "suggest":
                current.append((build.vars[s[1]], s[2]))
            elif current:
                groups.append(current)
                current = []
        if current:
            groups.append(current)
        suggest, update = solver.suggestValue, solver.updateVariables
        samples, empty = [], []
        for _ in range(opts["replay"]):
            for g in groups:
                t0 = pc()
                for v, x in g:
                    EMPTY2(v, x)
                EMPTY0()
                t1 = pc()
                empty.append((t1 - t0) * 1e-9)
        for _ in range(opts["replay"]):
            for g in groups:
                t0 = pc()
                for v, x in g:
                    suggest(v, x)
                update()
                t1 = pc()
                samples.append((t1 - t0) * 1e-9)
        report["replay"] = stats(samples)
        report["replay"]["steps_per_round"] = len(groups)
        report["replay"]["times"] = samples
        report["replay"]["overhead"] = stats(empty)["median"]

    if opts["constant"]:
        label, value, count = opts["constant"]
        original, st = build.by_label[label]
        changed = build.make(st[2], -value, st[4], st[5])
        old_constant = -original.expression().constant()
        pair = [(original, changed), (changed, original)]
        samples, empty = [], []
        remove, add = solver.removeConstraint, solver.addConstraint
        for i in range(2 * count):
            a, b = pair[i % 2]
            t0 = pc()
            EMPTY1(a)
            EMPTY1(b)
            t1 = pc()
            empty.append((t1 - t0) * 1e-9)
        for i in range(2 * count):
            a, b = pair[i % 2]
            t0 = pc()
            remove(a)
            add(b)
            t1 = pc()
            samples.append((t1 - t0) * 1e-9)
        report["constant"] = stats(samples)
        report["constant"]["overhead"] = stats(empty)["median"]
        report["constant"]["from"] = old_constant

    solver.updateVariables()
    report["peak_resident_bytes"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
    report["values"] = {name: build.vars[name].value() for name in names}
    if opts["json"]:
        print(json.dumps(report, indent=1))
    else:
        for key in ("build", "steps", "sweep", "replay", "constant"):
            if key in report:
                r = report[key]
                print(f"{key:9} median {r['median']*1e6:.3f} us  min {r['min']*1e6:.3f} us  "
                      f"max {r['max']*1e6:.3f} us  overhead {r['overhead']*1e6:.3f} us  ({r['count']})")


if __name__ == "__main__":
    try:
        main(sys.argv[1:])
    except ScriptError as error:
        sys.exit(f"kiwi_bench.py: {error}")
