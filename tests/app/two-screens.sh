#!/usr/bin/env bash
# Runs a test binary on its own Xvfb with two screens (the presenter console's second screen).
# xvfb-run -a can lose the race for a display number to another X server starting at the same
# moment ("Xvfb failed to start"): only that case is retried; a test failure is returned as is.
set -u
for attempt in 1 2 3; do
    errors="$(mktemp)"
    xvfb-run -a -s "-screen 0 1280x800x24 -screen 1 1024x768x24" "$@" 2> >(tee "$errors" >&2)
    status=$?
    wait
    if [ "$status" -ne 0 ] && grep -q "Xvfb failed to start" "$errors"; then
        rm -f "$errors"
        echo "two-screens.sh: Xvfb did not start (attempt $attempt); retrying" >&2
        sleep $((attempt * 2))
        continue
    fi
    rm -f "$errors"
    exit "$status"
done
exit 1
