#!/usr/bin/env bash
# Installs the Debian 12 packages GPU Lab needs (installers/debian-packages.txt) with apt-get,
# as root or through sudo. Idempotent: when everything is present it prints nothing and exits 0.
#   --check   only list what is missing (exit 1 if anything is)
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
mapfile -t packages < <(sed -e 's/#.*//' -e '/^[[:space:]]*$/d' "$here/debian-packages.txt")

missing=()
for pkg in "${packages[@]}"; do
    status=$(dpkg-query -W -f='${db:Status-Status}' "$pkg" 2>/dev/null || true)
    [ "$status" = "installed" ] || missing+=("$pkg")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "${1:-}" = "--check" ]; then
    printf 'Missing packages: %s\n' "${missing[*]}"
    exit 1
fi
if ! command -v apt-get >/dev/null 2>&1; then
    echo "bootstrap-deps: apt-get not found. GPU Lab's setup targets Debian 12; install the" >&2
    echo "equivalents of: ${missing[*]}" >&2
    exit 1
fi
sudo=()
if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then
        sudo=(sudo)
    else
        echo "bootstrap-deps: need root to install: ${missing[*]}" >&2
        echo "Run as root: apt-get install -y ${missing[*]}" >&2
        exit 1
    fi
fi
echo "Installing ${#missing[@]} Debian package(s): ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
echo "Dependencies installed."
