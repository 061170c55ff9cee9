#!/usr/bin/env python3
"""Turns the text output of `swift package benchmark --no-progress --grouping metric` into the
Markdown summary table of BENCHMARKS.md: per benchmark the median (p50) and slowest (p100)
wall-clock time, the p50 malloc count and the peak resident memory.

    swift package benchmark --no-progress --grouping metric | Benchmarks/summarize-suite.py
"""

import re
import sys

ROW = re.compile(r"^│\s*(?:[\w-]+:)?(?P<name>.+?)(?:\s+\((?P<unit>[^)]+)\))?\s*\*?\s*│(?P<cells>.*)│\s*$")
SCALE = {"ns": 1e-9, "μs": 1e-6, "us": 1e-6, "ms": 1e-3, "s": 1.0, "K": 1e3, "M": 1e6, "G": 1e9}


def seconds(value):
    for limit, unit, factor in ((1e-6, "ns", 1e9), (1e-3, "µs", 1e6), (1.0, "ms", 1e3)):
        if value < limit:
            return f"{value * factor:.3g} {unit}"
    return f"{value:.3g} s"


def main():
    section = None
    data = {}
    order = []
    for line in sys.stdin:
        line = line.rstrip("\n")
        plain = re.sub(r"\x1b\[[0-9;]*[A-Za-z]", "", line)
        if plain.startswith("Malloc (total)"):
            section = "malloc"
        elif plain.startswith("Memory (resident peak)"):
            section = "memory"
        elif plain.startswith("Time (wall clock)"):
            section = "time"
        elif plain.startswith("│") and section and not plain.startswith("│ Test"):
            m = ROW.match(plain)
            if not m:
                continue
            cells = [c.strip() for c in m.group("cells").split("│")]
            if len(cells) < 8:
                continue
            scale = SCALE.get(m.group("unit") or "", 1.0)
            p50, p100 = float(cells[2]) * scale, float(cells[6]) * scale
            name = m.group("name").strip()
            if name not in data:
                data[name] = {}
                order.append(name)
            data[name][section] = (p50, p100)
    print("| benchmark | p50 | p100 | mallocs p50 | peak resident |")
    print("|---|---:|---:|---:|---:|")
    def key(name):
        size = re.search(r"\((\d+)\)", name)
        group = 0 if name.startswith("harness") else 1 if name.startswith("enaml") else 2 if size else 3
        return (group, int(size.group(1)) if size else 0, name)

    for name in sorted(order, key=key):
        d = data[name]
        t = d.get("time")
        mallocs = d.get("malloc")
        memory = d.get("memory")
        print(f"| {name} | {seconds(t[0]) if t else ''} | {seconds(t[1]) if t else ''} | "
              f"{f'{mallocs[0]:,.0f}' if mallocs else ''} | {f'{memory[1] / 1e6:.0f} MB' if memory else ''} |")


if __name__ == "__main__":
    main()
