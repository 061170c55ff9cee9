#!/usr/bin/env python3
"""The sparse family at sizes beyond CI's: the solver's time and memory against HiGHS's.

For each size N and seed S, the sparse generator makes a script of exactly N variables
(`random.Random("sparse-big-N-S")`): N weak stays, 1.5·N constraints over 2–4 neighbouring
variables, 16 strong edit variables, then 2–5 steps of 4 suggestions, 2 removals and 2 adds,
each followed by a `print` (a state). The script runs once through `layout-lab solve --json`
(one process, every state solved incrementally); its processor time, start-up and parsing
included, and its peak resident memory are the operating system's accounting of that
process (its peak read through GNU time where the machine has it: a process this Python
starts directly reports at least this Python's size). HiGHS solves each state from scratch,
lexicographically (one LP per priority level, as `differential.py` does); its time is the
processor time spent inside `Highs.run()`, none of the Python that builds the models. Every state's answer is compared with that optimum too.

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


# GNU time, when the machine has it, to read the solver's own peak memory: `ru_maxrss` is
# carried across `execve`, so a child of this Python (HiGHS and NumPy loaded, 40 MB and more)
# reports at least this process's size; a child of `time` only `time`'s, a few megabytes.
GNU_TIME = "/usr/bin/time" if os.access("/usr/bin/time", os.X_OK) else None
FLOOR = " (at least this Python's size)"


def run_measured(binary, text):
    """Runs `layout-lab solve --json` on `text`: (completed process, processor seconds, peak MB,
    whether the peak is the solver's own rather than bounded below by this process's size)."""
    with tempfile.NamedTemporaryFile("w", suffix=".cass", delete=False) as f:
        f.write(text)
        path = f.name
    peak_file = path + ".peak"
    try:
        command = [binary, "solve", path, "--json"]
        if GNU_TIME:
            command = [GNU_TIME, "-f", "%M", "-o", peak_file] + command
        with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
            child = subprocess.Popen(command, stdout=out, stderr=err)
            _, status, usage = os.wait4(child.pid, 0)
            child.returncode = os.waitstatus_to_exitcode(status)
            out.seek(0)
            err.seek(0)
            proc = subprocess.CompletedProcess(child.args, child.returncode, out.read(), err.read())
        peak, own = usage.ru_maxrss / 1024, False
        if GNU_TIME:
            with open(peak_file) as f:
                peak, own = int(f.read().split()[-1]) / 1024, True
        return proc, usage.ru_utime + usage.ru_stime, peak, own
    finally:
        os.unlink(path)
        if os.path.exists(peak_file):
            os.unlink(peak_file)


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
            proc, ours, peak, own = run_measured(args.layout_lab, text)
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
                  f"{ours / states / mean:.2f} | {peak:.0f} MB{'' if own else FLOOR} | "
                  f"{'agree' if verdict is None else verdict} |", flush=True)
            bad += verdict is not None
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
