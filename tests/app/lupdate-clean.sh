#!/usr/bin/env bash
# lupdate-clean.sh LUPDATE SOURCE_DIR: runs lupdate over app/, lessons/ and widgets/ into a
# scratch file and fails on any warning it prints (a tr() it cannot attribute to a context is a
# string no translator will ever see).
set -u
lupdate="$1"
source="$2"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
cd "$source" || exit 2
output="$("$lupdate" -I "$source" -locations none -no-obsolete app lessons widgets \
           -ts "$scratch/scratch.ts" 2>&1)"
status=$?
warnings="$(printf '%s\n' "$output" | grep -Ei 'warning|error|lacks Q_OBJECT|cannot invoke' || true)"
if [ "$status" -ne 0 ] || [ -n "$warnings" ]; then
    printf '%s\n' "$output" >&2
    echo "lupdate-clean.sh: lupdate reported problems (exit $status)" >&2
    exit 1
fi
printf '%s\n' "$output" | tail -1
exit 0
