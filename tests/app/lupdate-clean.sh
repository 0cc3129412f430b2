#!/usr/bin/env bash
# lupdate-clean.sh LUPDATE SOURCE_DIR: runs lupdate over app/, lessons/ and widgets/ into a
# scratch file and fails on any warning it prints (a tr() it cannot attribute to a context is a
# string no translator will ever see). Also fails on a \uXXXX escape followed by a hex digit
# ("128\u00d7128"): lupdate reads it as one longer escape, so the string it records is not the
# one tr() looks up, and no translation of it is ever shown.
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
misread="$(grep -rnE --include='*.cpp' --include='*.h' '\\u[0-9a-fA-F]{4}[0-9a-fA-F]' app lessons widgets || true)"
if [ -n "$misread" ]; then
    printf '%s\n' "$misread" >&2
    echo "lupdate-clean.sh: write these characters as UTF-8: lupdate misreads the escape" >&2
    exit 1
fi
printf '%s\n' "$output" | tail -1
exit 0
