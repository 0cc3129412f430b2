#!/usr/bin/env bash
# Sets up (Debian packages), builds GPU Lab in Release and launches it. Arguments are passed on.
# Until the GUI exists, or when there is no display, it runs the headless equivalent: the
# side-by-side benchmark (serial vs OpenCL, verified) with a short default, and prints the table.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
installers/bootstrap-deps.sh
cmake --preset release >/dev/null
cmake --build --preset release -j "$(nproc)" >/dev/null
export POCL_CACHE_DIR="${POCL_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/gpulab/pocl}"
mkdir -p "$POCL_CACHE_DIR"

gui=build/release/app/gpulab
if [ -x "$gui" ] && { [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; }; then
    exec "$gui" "$@"
fi
if [ -x "$gui" ]; then
    echo "No display (neither DISPLAY nor WAYLAND_DISPLAY is set): running the headless benchmark instead."
else
    echo "The GPU Lab window is not built yet: running the headless side-by-side benchmark."
fi
echo
exec build/release/app/cli/gpulab-cli bench --sizes 256,512 --variants all --repeat 3 "$@"
