#!/usr/bin/env bash
# Measures the application's performance targets (issue 3) on this machine, under Xvfb:
#   cold start  - `gpulab --smoke-test` N times: time from process start to the first painted
#                 window (the app measures it from /proc/self/stat), median and range
#   memory      - resident set of the gpulab window after `gpulab --screenshot` has opened every
#                 lesson and section and run each simulation and measurement; and the peak of the
#                 measurement engine process (gpulab-cli engine) that ran the OpenCL work
#   idle CPU    - a started gpulab with nothing animating: CPU time used over 10 s of idling
# Usage: tests/perf/measure-app.sh [path/to/gpulab] [runs]
set -euo pipefail
app="${1:-build/release/app/gpulab}"
runs="${2:-11}"
[ -x "$app" ] || { echo "measure-app: no executable at $app (build it first)" >&2; exit 2; }

work="$(mktemp -d)"
trap 'kill "${idle_pid:-}" "${xvfb_pid:-}" 2>/dev/null || true; rm -rf "$work"' EXIT
export XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" XDG_RUNTIME_DIR="$work/run"
mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
export QT_QPA_PLATFORM=xcb

# One X server for every run, so its start-up is not counted.
display=":$((90 + RANDOM % 100))"
Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
xvfb_pid=$!
export DISPLAY="$display"
for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done 2>/dev/null || sleep 1

echo "== cold start: $runs x gpulab --smoke-test"
"$app" --smoke-test >/dev/null 2>&1 || true # warm the page cache once, as a second launch would
times=()
for i in $(seq "$runs"); do
    line="$("$app" --smoke-test 2>/dev/null)"
    ms="$(sed -n 's/.*first window painted \([0-9]*\) ms.*/\1/p' <<<"$line")"
    times+=("$ms")
done
echo "$line"
printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {printf "first paint: median %d ms (min %d, max %d, %d runs)\n", a[int((NR+1)/2)], a[1], a[NR], NR}'

echo "== memory: gpulab --screenshot (every lesson and section)"
# The window's own resident set after opening every lesson (it prints it), and the peak of the
# measurement engine, the separate `gpulab-cli engine` process that runs OpenCL (GNU time's %M
# is the largest of the process and its children).
/usr/bin/time -f "%M" -o "$work/rss" "$app" --screenshot "$work/shots" >"$work/shots.log" 2>&1
sed -n 's/^resident memory after opening every lesson: \(.*\)$/gpulab window: \1 resident after opening every lesson/p' "$work/shots.log"
echo "largest process (the measurement engine while it runs OpenCL): $(( $(cat "$work/rss") / 1024 )) MiB peak ($(ls "$work/shots" | wc -l) screenshots)"

echo "== idle CPU: 10 s with nothing animating"
"$app" >/dev/null 2>&1 &
idle_pid=$!
sleep 4 # start-up, OpenCL discovery, first paint
hz="$(getconf CLK_TCK)"
t0="$(awk '{print $14 + $15}' "/proc/$idle_pid/stat")"
sleep 10
t1="$(awk '{print $14 + $15}' "/proc/$idle_pid/stat")"
awk -v d="$((t1 - t0))" -v hz="$hz" 'BEGIN {printf "idle CPU: %.2f %% of one core (%d ticks in 10 s)\n", 100 * d / hz / 10, d}'
