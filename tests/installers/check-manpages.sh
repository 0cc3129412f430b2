#!/usr/bin/env bash
# check-manpages.sh: checks a man page (configured, e.g. BUILD/installers/man/gpulab.1) against
# the binary it documents, so that the page can neither miss nor invent an option.
#
# Usage:
#   check-manpages.sh --page PAGE --binary BINARY [--subcommands] [--verbose]
#
#   --page PAGE       the man page, with CMake's @VARIABLES@ already filled in
#   --binary BINARY   the program it documents; its --help (and --version) are run with
#                     QT_QPA_PLATFORM=offscreen, standard input from /dev/null, 60 s at most
#   --subcommands     BINARY has commands (gpulab-cli): the commands are read from the
#                     "Commands:" block of 'BINARY --help', and 'BINARY CMD --help' and
#                     'BINARY CMD SUB --help' are read too
#   --verbose         also list the commands and options found in the help output
#
# Examples (CTest):
#   check-manpages.sh --page build/installers/man/gpulab.1 --binary build/app/gpulab
#   check-manpages.sh --page build/installers/man/gpulab-cli.1 \
#                     --binary build/app/cli/gpulab-cli --subcommands
#
# What fails (each problem is printed on its own line, then a count):
#   render    'groff -man -Tutf8 -ww -z PAGE' prints anything (every groff warning enabled), or,
#             where man-db is installed, 'man --warnings -l PAGE' does (as lintian runs it)
#   source    an @VARIABLE@ left unsubstituted; a byte that is not ASCII (groff 1.22 reads the
#             page as Latin-1: write \(em, \(->, \(mu...); an option written with a bare hyphen
#             ("--json" instead of "\-\-json": in roff a bare "-" is a hyphen, which PDF, HTML
#             and some terminals show as U+2010, and a command copied from there then fails)
#   header    .TH does not name BINARY in capitals, or does not carry the version that
#             'BINARY --version' prints
#   missing   an option (--long or -x) that some --help prints does not appear in the page
#   stale     the page mentions a --long option that no --help prints
#   commands  (--subcommands) a command of the "Commands:" block has no .SS in the COMMANDS
#             section; a .SS there names no command; a help command fails; an option listed
#             for a command in the "Commands:" block (or a "CMD options:" block) is not in
#             that command's own .SS
#
# Exit status: 0 ok ("ok: N options checked"); 1 problems; 2 usage error; 77 groff is not
# installed (CTest: set SKIP_RETURN_CODE 77). Debian 12: groff-base provides groff.
set -euo pipefail

# Options a page may mention although its binary's help does not, each with the reason.
# Format: "BINARY-NAME:--option" (the binary's file name, whatever the page's file is called).
ALLOWED_STALE=(
    # gpulab(1) shows how to check an edited GPULAB_SPECS_FILE with gpulab-cli's own option
    # ('gpulab-cli specs --file FILE'), documented in gpulab-cli(1).
    "gpulab:--file"
)

me=$(basename "$0")
usage() {
    echo "usage: $me --page PAGE --binary BINARY [--subcommands] [--verbose]" >&2
    exit 2
}

page="" binary="" subcommands=0 verbose=0
while [ $# -gt 0 ]; do
    case "$1" in
        --page) [ $# -ge 2 ] || usage; page=$2; shift 2 ;;
        --binary) [ $# -ge 2 ] || usage; binary=$2; shift 2 ;;
        --subcommands) subcommands=1; shift ;;
        --verbose) verbose=1; shift ;;
        -h | --help) sed -n '2,/^set -euo/{/^set -euo/d;s/^# \{0,1\}//;p}' "$0"; exit 0 ;;
        *) echo "$me: unknown argument '$1'" >&2; usage ;;
    esac
done
if [ -z "$page" ] || [ -z "$binary" ]; then usage; fi
[ -f "$page" ] || { echo "$me: no such page: $page" >&2; exit 2; }
[ -x "$binary" ] || { echo "$me: not an executable: $binary" >&2; exit 2; }
case "$binary" in */*) ;; *) binary=./$binary ;; esac # never looked up on PATH
if ! command -v groff >/dev/null 2>&1; then
    echo "$me: skipped: groff is not installed (Debian: apt-get install groff-base)"
    exit 77
fi

page_name=$(basename "$page")
page_name=${page_name%.in}
page_name=${page_name%.gz}
page_name=${page_name%.1}
bin_name=$(basename "$binary")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

problems=0
problem() {
    echo "$page_name: $*"
    problems=$((problems + 1))
}

# Runs BINARY with the given arguments, as a help or version query: headless, no input, bounded.
# Standard output is the answer; standard error is kept in $work/stderr.txt for the messages.
query() {
    local runner=()
    command -v timeout >/dev/null 2>&1 && runner=(timeout 60)
    QT_QPA_PLATFORM=offscreen "${runner[@]}" "$binary" "$@" </dev/null 2>"$work/stderr.txt"
}
# The first line of the last query's standard error, as " (...)", or nothing.
query_error() {
    local line
    line=$(head -n 1 "$work/stderr.txt" 2>/dev/null || true)
    [ -z "$line" ] || echo " ($line)"
}

# The page's text with roff's escapes undone, so that '\-\-json' reads '--json' and
# '\fB\-\-lesson\fR' reads '--lesson'; comment lines dropped.
normalize() {
    sed -e '/^[.'"'"'][[:space:]]*\\"/d' \
        -e 's/\\".*$//' \
        -e 's/\\-/-/g' \
        -e 's/\\(dq/"/g' \
        -e 's/\\f\[[^]]*\]//g' -e 's/\\f(..//g' -e 's/\\f.//g' \
        -e 's/\\[&%:|^]//g' \
        -e 's/\\ / /g' \
        -e 's/\\e/\\/g' "$1"
}

# Long options (--name) in standard input, one per line, sorted and unique.
long_options() {
    grep -oE -- '--[A-Za-z0-9][A-Za-z0-9_-]*' | sed 's/-*$//' | sort -u || true
}

# Short options (-x) that help output lists, as in "  -h, --help".
short_options() {
    grep -oE -- '(^|[[:space:],[])-[A-Za-z]([],[:space:]]|$)' | grep -oE -- '-[A-Za-z]' |
        sort -u || true
}

# True when option $1 appears as a whole word in file $2.
mentions() {
    grep -Eq -- "(^|[^A-Za-z0-9_-])$1([^A-Za-z0-9_-]|$)" "$2"
}

# ------------------------------------------------------------------------------ (a) rendering
preprocessors=()
if head -n 1 "$page" | grep -q "^'\\\\\" .*t"; then
    preprocessors=(-t)
fi
if ! groff_out=$(groff -man "${preprocessors[@]}" -Tutf8 -ww -z "$page" 2>&1); then
    problem "render: groff failed"
fi
if [ -n "$groff_out" ]; then
    while IFS= read -r line; do problem "render: groff: $line"; done <<<"$groff_out"
fi
if command -v man >/dev/null 2>&1; then
    man_out=$(LC_ALL=C.UTF-8 MANROFFSEQ='' MANWIDTH=80 \
        man --warnings -E UTF-8 -l -Tutf8 -Z "$page" 2>&1 >/dev/null) || true
    if [ -n "$man_out" ]; then
        while IFS= read -r line; do problem "render: man --warnings: $line"; done <<<"$man_out"
    fi
fi

# --------------------------------------------------------------------------------- (b) source
while IFS= read -r hit; do
    problem "source: unsubstituted variable at line $hit"
done < <(grep -nE '@[A-Za-z_][A-Za-z0-9_]*@' "$page" || true)
while IFS= read -r hit; do
    problem "source: a byte that is not ASCII at line ${hit%%:*} (use a groff escape)"
done < <(LC_ALL=C grep -n '[^ -~	]' "$page" || true)
while IFS= read -r hit; do
    problem "source: option written with a bare hyphen (write \\-\\-) at line $hit"
done < <(grep -nE -- '(^|[^\\])--[A-Za-z]|\\--[A-Za-z]|(^|[^\\])-\\-[A-Za-z]' "$page" |
    grep -vE '^[0-9]+:[.'"'"'][[:space:]]*\\"' || true)

normalize "$page" >"$work/page.txt"

# --------------------------------------------------------------------------------- header
th_line=$(grep -m 1 -E '^\.TH[[:space:]]' "$page" || true)
if [ -z "$th_line" ]; then
    problem "header: no .TH line"
else
    title=$(awk '{ print $2 }' <<<"$th_line")
    if [ "$title" != "$(tr '[:lower:]' '[:upper:]' <<<"$bin_name")" ]; then
        problem "header: .TH names '$title', not $(tr '[:lower:]' '[:upper:]' <<<"$bin_name")"
    fi
    if version_out=$(query --version) && [ -n "$version_out" ]; then
        version=$(head -n 1 <<<"$version_out" | awk '{ print $NF }')
        grep -qF -- "$version" <<<"$th_line" ||
            problem "header: .TH does not carry the version '$version' of '$bin_name --version'"
    else
        problem "header: '$bin_name --version' failed$(query_error)"
    fi
fi

# ------------------------------------------------------------------------- help output(s)
help_file="$work/help.txt"
: >"$help_file"
if ! top_help=$(query --help); then
    problem "help: '$bin_name --help' failed$(query_error)"
fi
printf '%s\n' "$top_help" >>"$help_file"

commands=() # "cmd" or "cmd sub", in the order of the help
if [ "$subcommands" = 1 ]; then
    # The "Commands:" block: an entry line starts with two spaces and the command's words
    # (lowercase, one space apart); more deeply indented lines continue the entry. Each
    # entry's options go to "$work/cmd-options/<cmd_sub>"; so do those of a "cmd options:"
    # block (bench options:).
    mkdir -p "$work/cmd-options"
    awk -v dir="$work/cmd-options" '
        function key(s) { gsub(/ /, "_", s); return s }
        function opts(line,   rest, m) {
            rest = line
            while (match(rest, /--[A-Za-z0-9][A-Za-z0-9_-]*/)) {
                m = substr(rest, RSTART, RLENGTH); sub(/-+$/, "", m)
                if (m != "--help") print m >> (dir "/" key(current))
                rest = substr(rest, RSTART + RLENGTH)
            }
        }
        /^Commands:[[:space:]]*$/ { block = "commands"; next }
        /^[a-z][a-z0-9-]* options:[[:space:]]*$/ {
            block = "options"; current = $1; print current > "/dev/stderr"; next
        }
        /^[[:space:]]*$/ { block = ""; next }
        block == "commands" && /^  [a-z]/ {
            current = $1
            if ($2 ~ /^[a-z][a-z0-9-]*$/ && substr($0, 3 + length($1), 2) ~ /^ [a-z]$/)
                current = $1 " " $2
            print current
            printf "" >> (dir "/" key(current))
            opts($0); next
        }
        block != "" && current != "" { opts($0) }
    ' <<<"$top_help" >"$work/commands.txt" 2>"$work/option-blocks.txt"
    mapfile -t commands < <(awk '!seen[$0]++' "$work/commands.txt")
    [ ${#commands[@]} -gt 0 ] ||
        problem "commands: no \"Commands:\" block in '$bin_name --help'"
    # A "cmd options:" block must name a listed command.
    while IFS= read -r name; do
        printf '%s\n' "${commands[@]}" | grep -qxF -- "$name" ||
            problem "commands: '$bin_name --help' has options for '$name', which is not a command"
    done <"$work/option-blocks.txt"

    # Every command's help, and every "command subcommand"'s: read, and must succeed.
    declare -A asked=()
    for phrase in "${commands[@]}"; do
        first=${phrase%% *}
        for ask in "$first" "$phrase"; do
            [ -z "${asked[$ask]:-}" ] || continue
            asked[$ask]=1
            read -r -a words <<<"$ask"
            if ! out=$(query "${words[@]}" --help) || [ -z "$out" ]; then
                problem "commands: '$bin_name $ask --help' failed or printed nothing$(query_error)"
            fi
            printf '%s\n' "$out" >>"$help_file"
        done
    done
fi

long_options <"$help_file" >"$work/help-long.txt"
short_options <"$help_file" >"$work/help-short.txt"
cat "$work/help-long.txt" "$work/help-short.txt" >"$work/help-options.txt"
checked=$(wc -l <"$work/help-options.txt")
[ "$checked" -gt 0 ] || problem "help: no option found in the help output of '$bin_name'"
if [ "$verbose" = 1 ]; then
    echo "options in the help output: $(tr '\n' ' ' <"$work/help-options.txt")"
    for phrase in "${commands[@]}"; do
        echo "command '$phrase': $(sort -u "$work/cmd-options/${phrase// /_}" | tr '\n' ' ')"
    done
fi

# ------------------------------------------------------------------ (c) missing from the page
while IFS= read -r option; do
    mentions "$option" "$work/page.txt" ||
        problem "missing: $option (printed by the help) is not documented"
done <"$work/help-options.txt"

# ----------------------------------------------------------------------- (d) stale in the page
long_options <"$work/page.txt" >"$work/page-long.txt"
while IFS= read -r option; do
    grep -qxF -- "$option" "$work/help-long.txt" && continue
    allowed=0
    for entry in "${ALLOWED_STALE[@]}"; do
        [ "$entry" = "$bin_name:$option" ] && allowed=1
    done
    [ "$allowed" = 1 ] ||
        problem "stale: $option is documented but no help output mentions it"
done <"$work/page-long.txt"

# ------------------------------------------------------------------- commands and their .SS
if [ "$subcommands" = 1 ]; then
    # The COMMANDS section's subsections: "$work/ss/<cmd_sub>" holds each one's text.
    mkdir -p "$work/ss"
    awk -v dir="$work/ss" -v bin="$bin_name" '
        function phrase(text,   n, w, i, out) {
            gsub(/"/, "", text)
            n = split(text, w, /[[:space:]]+/)
            i = 1
            if (w[i] == bin) i++
            out = ""
            for (; i <= n && w[i] ~ /^[a-z][a-z0-9-]*$/; i++) out = out (out == "" ? "" : " ") w[i]
            return out
        }
        /^\.SH/ { sub(/^\.SH[[:space:]]*/, ""); gsub(/"/, ""); section = toupper($0); ss = ""; next }
        section == "COMMANDS" && /^\.SS/ {
            sub(/^\.SS[[:space:]]*/, "")
            ss = phrase($0)
            if (ss == "") { gsub(/"/, ""); print "?" $0; next }
            print ss
            file = ss; gsub(/ /, "_", file); file = dir "/" file
            printf "" > file
            next
        }
        section == "COMMANDS" && ss != "" { print >> file }
    ' "$work/page.txt" >"$work/page-commands.txt"
    if ! grep -qE '^\.SH[[:space:]]+"?COMMANDS' "$work/page.txt"; then
        problem "commands: the page has no COMMANDS section"
    fi
    for phrase in "${commands[@]}"; do
        grep -qxF -- "$phrase" "$work/page-commands.txt" ||
            problem "commands: '$phrase' has no .SS in COMMANDS"
    done
    while IFS= read -r phrase; do
        case "$phrase" in
            \?*) problem "commands: .SS '${phrase#\?}' in COMMANDS names no command"; continue ;;
        esac
        printf '%s\n' "${commands[@]}" | grep -qxF -- "$phrase" ||
            problem "commands: .SS '$phrase' documents a command that '$bin_name --help' does not list"
    done <"$work/page-commands.txt"
    # Each command's options, as the top-level help lists them, in that command's own .SS.
    for phrase in "${commands[@]}"; do
        file=${phrase// /_}
        [ -f "$work/ss/$file" ] || continue
        while IFS= read -r option; do
            mentions "$option" "$work/ss/$file" ||
                problem "missing: $option of '$phrase' is not documented in its .SS"
        done < <(sort -u "$work/cmd-options/$file" 2>/dev/null || true)
    done
fi

if [ "$problems" -gt 0 ]; then
    echo "$page_name: FAILED: $problems problem(s) ($page against $binary)"
    exit 1
fi
echo "ok: $checked options checked ($page_name against $bin_name${commands:+, ${#commands[@]} commands})"
