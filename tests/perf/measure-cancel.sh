#!/usr/bin/env bash
# Measures how long each matrix-multiplication variant takes to stop when asked (issue 19: every
# variant must stop within 1 s at any N). A measurement, not a test: it asserts nothing and is not
# registered with CTest (timing belongs here, not in the unit suites). For every built variant
# and size it reports the median, min and max over `runs` tries of:
#   Ctrl-C  - `gpulab-cli bench --no-verify` interrupted with SIGINT 2.5, 2.9, 3.2... s after it
#             started (inside the variant's runs, at a different moment each try): time from the
#             signal to the process's exit, and the exit codes seen (130 expected)
#   cancel  - the measurement engine (`gpulab-cli engine`, what the window's Cancel goes
#             through): time from writing "cancel" to the "done" event; "cancel" is sent 0, 0.4,
#             0.8... s after the variant's first progress event
# Usage: tests/perf/measure-cancel.sh [path/to/gpulab-cli] [runs] [sizes] [variants]
#   e.g. tests/perf/measure-cancel.sh build/release/app/cli/gpulab-cli 3 "1024 2048"
# A try that has not stopped after $CANCEL_TIMEOUT seconds (default 120) is killed and counted as
# that many seconds (its exit code shown as "timeout").
set -euo pipefail
cli="${1:-build/release/app/cli/gpulab-cli}"
runs="${2:-3}"
sizes="${3:-1024 2048}"
timeout_s="${CANCEL_TIMEOUT:-120}"
[ -x "$cli" ] || { echo "measure-cancel: no executable at $cli (build it first)" >&2; exit 2; }
export POCL_CACHE_DIR="${POCL_CACHE_DIR:-$(mktemp -d)}"

# Every variant this build runs here; this also builds and caches the OpenCL kernels once.
variants="${4:-$("$cli" bench --sizes 8 --repeat 1 --no-verify --json - 2>/dev/null |
    sed -n 's/.*"variant": "\([^"]*\)".*"status": "ok".*/\1/p' | tr '\n' ' ')}"
[ -n "$variants" ] || { echo "measure-cancel: no variant ran at N = 8" >&2; exit 3; }

now() { echo "$EPOCHREALTIME"; }
ms() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%d", (b - a) * 1000}'; }
stats() { # "ms ms ..." -> "median (min-max)"
    tr ' ' '\n' | grep -v '^$' | sort -n |
        awk '{a[NR] = $1} END {printf "%6d ms (%d-%d)", a[int((NR + 1) / 2)], a[1], a[NR]}'
}

# Ctrl-C: SIGINT `delay` seconds after the start; prints "MS EXITCODE".
ctrl_c_once() {
    local variant="$1" n="$2" delay="$3" pid t0 t1 code
    "$cli" bench --sizes "$n" --variants "$variant" --repeat 100000 --no-verify >/dev/null 2>&1 &
    pid=$!
    sleep "$delay"
    t0="$(now)"
    kill -INT "$pid" 2>/dev/null || true
    local waited=0
    while kill -0 "$pid" 2>/dev/null && [ "$waited" -lt $((timeout_s * 20)) ]; do
        sleep 0.05
        waited=$((waited + 1))
    done
    if kill -0 "$pid" 2>/dev/null; then
        kill -KILL "$pid" 2>/dev/null || true
        wait "$pid" 2>/dev/null || true
        echo "$((timeout_s * 1000)) timeout"
        return
    fi
    t1="$(now)"
    code=0
    wait "$pid" || code=$?
    echo "$(ms "$t0" "$t1") $code"
}

# Engine cancel: "cancel" `delay` seconds after the variant's first progress event; prints "MS".
engine_once() {
    local variant="$1" n="$2" delay="$3" line t0 t1
    coproc ENGINE { "$cli" engine 2>/dev/null; }
    local in="${ENGINE[1]}" out="${ENGINE[0]}" pid="$ENGINE_PID"
    echo "bench device=0 sizes=$n variants=$variant repeats=100000 verify=0" >&"$in"
    while IFS= read -r -t "$timeout_s" line <&"$out"; do
        [[ "$line" == *'"event": "progress"'* ]] && break
        [[ "$line" == *'"event": "done"'* ]] && { echo "0"; return; }
    done
    sleep "$delay"
    t0="$(now)"
    echo "cancel" >&"$in"
    local result="$((timeout_s * 1000))"
    while IFS= read -r -t "$timeout_s" line <&"$out"; do
        if [[ "$line" == *'"event": "done"'* ]]; then
            t1="$(now)"
            result="$(ms "$t0" "$t1")"
            break
        fi
    done
    echo "quit" >&"$in" 2>/dev/null || true
    exec {in}>&- || true
    sleep 0.2
    kill -KILL "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    echo "$result"
}

echo "== cancel latency: $cli, $runs tries per cell, $(nproc) CPUs"
"$cli" devices 2>/dev/null | head -1 || true
printf '%-16s %6s  %-30s %-10s  %s\n' variant N "Ctrl-C to exit" "exit codes" "engine cancel to done"
for n in $sizes; do
    for variant in $variants; do
        cli_ms="" codes="" engine_ms=""
        for try in $(seq "$runs"); do
            read -r t code < <(ctrl_c_once "$variant" "$n" "$(awk -v t="$try" 'BEGIN {print 2.2 + 0.33 * t}')")
            cli_ms+=" $t"
            codes+="$code "
            engine_ms+=" $(engine_once "$variant" "$n" "$(awk -v t="$try" 'BEGIN {print 0.4 * (t - 1)}')")"
        done
        printf '%-16s %6d  %-30s %-10s  %s\n' "$variant" "$n" "$(stats <<<"$cli_ms")" \
            "$(tr ' ' '\n' <<<"$codes" | sort -u | tr '\n' ' ')" "$(stats <<<"$engine_ms")"
    done
done
