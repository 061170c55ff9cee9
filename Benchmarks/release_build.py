"""Release builds that start from nothing, for the benchmark scripts (`report`, `compare-feed`).

An incremental release build is not safe to measure: after a change to the stored properties
of a type in Cassowary, SwiftPM rebuilt Cassowary but kept a module above it whose
whole-module build had inlined the allocation of a class holding that type at its old size.
The suite then wrote past the end of every `LayoutEngine` it made and the heap broke
(`malloc(): invalid size (unsorted)` in the first scene benchmark; `double free or corruption`
in `feed-bench` after a stored property was added to `Solver`), while a clean build of the
same commit ran every benchmark.
"""

import os
import shutil


def clean_release(scratch, log):
    """Removes the release products under the scratch path `scratch` (its `release` folder and
    each `<triple>/release`), so that the next release build compiles every module again;
    `log` is told each folder removed."""
    for name in os.listdir(scratch) if os.path.isdir(scratch) else []:
        path = os.path.join(scratch, name)
        if name == "release" or (os.path.isdir(os.path.join(path, "release")) and not os.path.islink(path)):
            target = path if name == "release" else os.path.join(path, "release")
            if not os.path.islink(target):
                log(f"removing {target}")
                shutil.rmtree(target)
