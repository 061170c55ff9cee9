#!/bin/sh
# Builds the two libFuzzer targets — the script reader and runner (fuzz-solve), the solver's
# API (fuzz-solver) — seeds the first one's corpus from the documentation's scripts and the
# generated workloads, and fuzzes each for FUZZ_SECONDS (60). FUZZ_TARGETS picks the targets
# ("solve solver" by default). Exits non-zero on the first finding. .ci/run runs it.
# Usage, from the repository root:  Fuzz/fuzz.sh [extra libFuzzer flags]
# Needs a Swift toolchain for Linux with libFuzzer (`swiftc -sanitize=fuzzer`).
set -eu
cd "$(dirname "$0")/.."
# Swift's own crash backtracer, under AddressSanitizer, reads unmapped memory and can hang for
# minutes on a trap; libFuzzer's report (and the harness's own message) is what is wanted.
export SWIFT_BACKTRACE=enable=no
out=.build-fuzz
mkdir -p "$out/modules" "$out/corpus" "$out/findings"
# Optimised, but with the messages of failed preconditions kept (`-assert-config Debug`), so
# that a broken solver invariant says which one.
flags="-O -assert-config Debug -wmo -parse-as-library -swift-version 6 -package-name layout_solver -sanitize=fuzzer,address -I $out/modules"

# In dependency order, the modules that do not depend on each other side by side (a
# whole-module build keeps one core busy); the solver checks its invariants after every change.
build() {  # build NAME [extra flags] -- the module's sources are Sources/NAME/*.swift
    name=$1; shift
    # shellcheck disable=SC2086
    swiftc $flags "$@" -c -module-name "$name" -emit-module -emit-module-path "$out/modules/$name.swiftmodule" \
        -o "$out/modules/$name.o" Sources/"$name"/*.swift
}
# Each group's builds run in the background; `wait PID` fails (and so does the script) when one
# failed.
build Cassowary -D CASSOWARY_CHECK_INVARIANTS
build ConstraintLayout & a=$!
build ConstraintScript & b=$!
# shellcheck disable=SC2086
swiftc $flags Fuzz/FuzzSolver.swift "$out/modules/Cassowary.o" -o "$out/fuzz-solver" & c=$!
wait $a; wait $b; wait $c
build InterfaceBuilder & a=$!
build Scenes & b=$!
build ScriptWorkloads & c=$!
wait $a; wait $b; wait $c
build LayoutLabCore
# shellcheck disable=SC2086
swiftc $flags Fuzz/FuzzSolve.swift "$out"/modules/*.o -o "$out/fuzz-solve"
mkdir -p "$out/corpus-solver"

# Seeds: every ```cass block of the documentation, the benchmark workloads and a small
# instance of every generated family.
for doc in README.md docs/*.md; do
    awk -v dir="$out/corpus" -v doc="$(basename "$doc" .md)" '
        /^```cass/ { n++; file = sprintf("%s/%s-%d.cass", dir, doc, n); inside = 1; next }
        /^```/ { inside = 0; next }
        inside { print > file }' "$doc"
done
swift build --product layout-lab >/dev/null
cp Benchmarks/workloads/*.cass "$out/corpus/"
for family in chain stacks list cards flex grid; do
    .build/debug/layout-lab generate "$family" --n 12 > "$out/corpus/$family-12.cass"
done

# Every minimised finding under Fuzz/regressions/ replays cleanly, read with the default tables
# and with every table (see README.md), but the pairs listed in known-failures.txt: a regression
# fails the script before any fuzzing; a listed pair that passes is reported.
echo "fuzz.sh: replaying Fuzz/regressions/ with the default tables and with every table" >&2
for tables in default all; do
    for input in Fuzz/regressions/*; do
        name=$(basename "$input")
        [ "$name" = known-failures.txt ] && continue
        if grep -qx "$name $tables" Fuzz/regressions/known-failures.txt; then
            if FUZZ_SOLVER_TABLES=$tables "$out/fuzz-solver" -timeout=60 "$input" >/dev/null 2>&1; then
                echo "fuzz.sh: $name ($tables tables) is listed as failing but passes: take it off the list" >&2
            fi
            continue
        fi
        if ! FUZZ_SOLVER_TABLES=$tables "$out/fuzz-solver" -timeout=60 "$input" >"$out/replay.log" 2>&1; then
            tail -n 40 "$out/replay.log" >&2
            echo "fuzz.sh: the regression input $name fails ($tables tables)" >&2
            exit 1
        fi
    done
done

for target in ${FUZZ_TARGETS:-solve solver}; do
    case $target in
        solve) corpus=$out/corpus; length=16384 ;;
        solver) corpus=$out/corpus-solver; length=1024 ;;
        *) echo "fuzz.sh: unknown target '$target' (solve, solver)" >&2; exit 1 ;;
    esac
    echo "fuzz.sh: fuzz-$target for ${FUZZ_SECONDS:-60} seconds" >&2
    "$out/fuzz-$target" -max_total_time="${FUZZ_SECONDS:-60}" -max_len="$length" -timeout=10 \
        -artifact_prefix="$out/findings/" "$@" "$corpus"
done
