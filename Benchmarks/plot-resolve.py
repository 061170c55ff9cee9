#!/usr/bin/env python3
"""Draws docs/benchmarks-resolve.svg from compare-kiwi's results: re-solve time per sweep step
(suggest W + read all values) against the grid size N, for layout-lab and kiwi, medians and
worst steps, on log-log axes. Plain SVG, no plotting library.

    Benchmarks/plot-resolve.py [RESULTS_JSON] [OUT_SVG]
"""

import json
import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
RESULTS = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, ".work", "compare-kiwi.json")
OUT = sys.argv[2] if len(sys.argv) > 2 else os.path.join(os.path.dirname(HERE), "docs", "benchmarks-resolve.svg")

W, H = 760, 440
LEFT, RIGHT, TOP, BOTTOM = 80, 240, 40, 60


def label(seconds):
    for scale, unit in ((1, "s"), (1e-3, "ms"), (1e-6, "µs"), (1e-9, "ns")):
        if seconds >= scale:
            value = seconds / scale
            return f"{value:g} {unit}"
    return f"{seconds:g} s"


def main():
    with open(RESULTS) as f:
        data = json.load(f)
    summary = data["summary"]
    sizes = sorted({int(k.split("|")[0][5:-1]) for k in summary if k.startswith("grid(") and "|sweep|" in k})
    series = [
        ("layout-lab, median", "ours", "median", "#1f6feb", ""),
        ("kiwi C++ core, median", "kiwi_core", "median", "#d1242f", ""),
        ("layout-lab, worst step*", "ours", "worst_after_first", "#1f6feb", "6,4"),
        ("kiwi C++ core, worst step*", "kiwi_core", "worst_after_first", "#d1242f", "6,4"),
    ]
    points = {}
    for name, side, key, _, _ in series:
        points[name] = [(n, summary[f"grid({n})|sweep|{key}"][side]) for n in sizes
                        if summary.get(f"grid({n})|sweep|{key}", {}).get(side)]
    values = [v for pts in points.values() for _, v in pts if v and v > 0]
    lo = 10 ** math.floor(math.log10(min(values)))
    hi = 10 ** math.ceil(math.log10(max(values)))
    nlo, nhi = min(sizes) / 2, max(sizes) * 2

    def x(n):
        return LEFT + (math.log(n) - math.log(nlo)) / (math.log(nhi) - math.log(nlo)) * (W - LEFT - RIGHT)

    def y(v):
        return H - BOTTOM - (math.log10(v) - math.log10(lo)) / (math.log10(hi) - math.log10(lo)) * (H - TOP - BOTTOM)

    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" viewBox="0 0 {W} {H}" '
           'font-family="Helvetica, Arial, sans-serif" font-size="12">',
           f'<rect width="{W}" height="{H}" fill="white"/>',
           f'<text x="{LEFT}" y="22" font-size="15" font-weight="bold">grid(N) re-solve: one sweep step '
           '(suggest W + read all values)</text>']
    decade = lo
    while decade <= hi * 1.0001:
        yy = y(decade)
        out.append(f'<line x1="{LEFT}" y1="{yy:.1f}" x2="{W - RIGHT}" y2="{yy:.1f}" stroke="#ddd"/>')
        out.append(f'<text x="{LEFT - 8}" y="{yy + 4:.1f}" text-anchor="end">{label(decade)}</text>')
        decade *= 10
    for n in sizes:
        xx = x(n)
        out.append(f'<line x1="{xx:.1f}" y1="{TOP}" x2="{xx:.1f}" y2="{H - BOTTOM}" stroke="#eee"/>')
        out.append(f'<text x="{xx:.1f}" y="{H - BOTTOM + 18}" text-anchor="middle">{n}</text>')
    out.append(f'<text x="{(LEFT + W - RIGHT) / 2:.1f}" y="{H - 18}" text-anchor="middle">'
               'N (cells; 6.25 constraints per cell), log scale</text>')
    out.append(f'<text transform="translate(18,{(TOP + H - BOTTOM) / 2:.1f}) rotate(-90)" text-anchor="middle">'
               'time per step, log scale</text>')
    out.append(f'<rect x="{LEFT}" y="{TOP}" width="{W - LEFT - RIGHT}" height="{H - TOP - BOTTOM}" '
               'fill="none" stroke="#888"/>')
    for i, (name, _, _, color, dash) in enumerate(series):
        pts = points[name]
        if not pts:
            continue
        path = " ".join(f"{'M' if j == 0 else 'L'}{x(n):.1f},{y(v):.1f}" for j, (n, v) in enumerate(pts))
        dashes = f' stroke-dasharray="{dash}"' if dash else ""
        out.append(f'<path d="{path}" fill="none" stroke="{color}" stroke-width="2"{dashes}/>')
        for n, v in pts:
            out.append(f'<circle cx="{x(n):.1f}" cy="{y(v):.1f}" r="3.5" fill="{color}"><title>{name}, '
                       f'N = {n}: {label(v)}</title></circle>')
        ly = TOP + 14 + 22 * i
        lx = W - RIGHT + 14
        out.append(f'<line x1="{lx}" y1="{ly}" x2="{lx + 26}" y2="{ly}" stroke="{color}" stroke-width="2"{dashes}/>')
        out.append(f'<text x="{lx + 32}" y="{ly + 4}">{name}</text>')
    note_y = TOP + 14 + 22 * len(series) + 10
    out.append(f'<text x="{W - RIGHT + 14}" y="{note_y}" font-size="10" fill="#555">kiwisolver {data["kiwisolver"]}</text>')
    out.append(f'<text x="{W - RIGHT + 14}" y="{note_y + 14}" font-size="10" fill="#555">minus Python call</text>')
    out.append(f'<text x="{W - RIGHT + 14}" y="{note_y + 28}" font-size="10" fill="#555">overhead; see BENCHMARKS.md</text>')
    out.append(f'<text x="{W - RIGHT + 14}" y="{note_y + 48}" font-size="10" fill="#555">* of the unit steps, after the</text>')
    out.append(f'<text x="{W - RIGHT + 14}" y="{note_y + 62}" font-size="10" fill="#555">first (which jumps 232 → 320)</text>')
    out.append("</svg>")
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w") as f:
        f.write("\n".join(out) + "\n")
    print(f"wrote {OUT}")


if __name__ == "__main__":
    main()
