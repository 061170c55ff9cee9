#!/usr/bin/env python3
"""The sparse family at sizes beyond CI's: the solver's time and memory against HiGHS's.

For each size N and seed S, the sparse generator makes a script of exactly N variables
(`random.Random("sparse-big-N-S")`): N weak stays, 1.5·N constraints over 2–4 neighbouring
variables, 16 strong edit variables, then 2–5 steps of 4 suggestions, 2 removals and 2 adds,
each followed by a `print` (a state). The script runs once through `layout-lab solve --json`
(one process, every state solved incrementally); its processor time, start-up and parsing
included, and its peak resident memory are the operating system's accounting of that
process. HiGHS solves each state from scratch, lexicographically (one LP per priority level,
as `differential.py` does); its time is the processor time spent inside `Highs.run()`, none of
the Python that builds the models. Every state's answer is compared with that optimum too.

Usage:
    sparse_scaling.py --layout-lab PATH [--sizes 1000,2000,4000] [--seeds 4]

Prints one Markdown table row per script and exits 1 if any script disagrees.
"""

import argparse
import os
import random
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import differential as d  # noqa: E402


def run_measured(binary, text):
    """Runs `layout-lab solve --json` on `text`: (completed process, processor seconds, peak MB)."""
    with tempfile.NamedTemporaryFile("w", suffix=".cass", delete=False) as f:
        f.write(text)
        path = f.name
    try:
        with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
            child = subprocess.Popen([binary, "solve", path, "--json"], stdout=out, stderr=err)
            _, status, usage = os.wait4(child.pid, 0)
            child.returncode = os.waitstatus_to_exitcode(status)
            out.seek(0)
            err.seek(0)
            proc = subprocess.CompletedProcess(child.args, child.returncode, out.read(), err.read())
        return proc, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024
    finally:
        os.unlink(path)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--layout-lab", required=True)
    ap.add_argument("--sizes", default="1000,2000,4000")
    ap.add_argument("--seeds", type=int, default=4)
    args = ap.parse_args()

    print("| variables | seed | constraints | states | ours, whole script | ours a state | "
          "HiGHS a state (mean / max) | ours ÷ HiGHS a state | peak memory | answers |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    bad = 0
    for n in (int(x) for x in args.sizes.split(",")):
        for seed in range(args.seeds):
            script = d.gen_sparse(random.Random(f"sparse-big-{n}-{seed}"), n, n)
            text = script.finish()
            proc, ours, peak = run_measured(args.layout_lab, text)
            verdict = d.compare(script, proc)
            states = len(script.checkpoints)
            highs = []
            for cons in script.checkpoints:
                d.HIGHS_SECONDS = 0.0
                d.lexicographic(script.nvars, cons)
                highs.append(d.HIGHS_SECONDS)
            mean = sum(highs) / len(highs)
            constraints = max(len(cons) for cons in script.checkpoints)
            print(f"| {n} | {seed} | {constraints} | {states} | {ours * 1000:.0f} ms | "
                  f"{ours / states * 1000:.1f} ms | {mean * 1000:.1f} / {max(highs) * 1000:.1f} ms | "
                  f"{ours / states / mean:.2f} | {peak:.0f} MB | "
                  f"{'agree' if verdict is None else verdict} |", flush=True)
            bad += verdict is not None
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
