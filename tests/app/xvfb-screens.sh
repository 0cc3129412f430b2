#!/usr/bin/env bash
# Runs a test binary on an Xvfb of its own with the screens given, e.g.
#   xvfb-screens.sh "1280x800 1024x768" tst_app_mainwindow presenterConsoleOnSecondScreen
# (the presenter console's second screen; the layout test's one screen of each classroom size).
# xvfb-run -a can lose the race for a display number to another X server starting at the same
# moment ("Xvfb failed to start"): only that case is retried; a test failure is returned as is.
set -u
screens=()
index=0
for size in $1; do
    screens+=(-screen "$index" "${size}x24")
    index=$((index + 1))
done
shift
for attempt in 1 2 3; do
    errors="$(mktemp)"
    xvfb-run -a -s "${screens[*]}" "$@" 2> >(tee "$errors" >&2)
    status=$?
    wait
    if [ "$status" -ne 0 ] && grep -q "Xvfb failed to start" "$errors"; then
        rm -f "$errors"
        echo "xvfb-screens.sh: Xvfb did not start (attempt $attempt); retrying" >&2
        sleep $((attempt * 2))
        continue
    fi
    rm -f "$errors"
    exit "$status"
done
exit 1
