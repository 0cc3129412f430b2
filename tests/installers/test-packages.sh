#!/usr/bin/env bash
# Builds GPU Lab's packages from a configured and built tree and checks them as a user gets them:
#
#   test-packages.sh BUILD_DIR VERSION [--install]
#
#   1. `cpack -G "DEB;TGZ"` into a fresh folder;
#   2. the .deb's control fields: name, version, architecture, section, and Depends that name
#      Qt 6, the OpenCL loader and Qt's SQLite driver, every one known to dpkg/apt here;
#   3. its file list: the two binaries in /usr/bin, desktop entry, AppStream metadata, hicolor
#      icons (SVG + every PNG size, each PNG really that size), gzipped man pages, copyright;
#      nothing outside /usr, no build paths in the binaries' RUNPATH;
#   4. unpacked with dpkg-deb -x: desktop-file-validate, appstreamcli validate --pedantic, man
#      renders; then the unpacked binaries run: `gpulab-cli --version`, `gpulab-cli bench --sizes 64
#      --verify`, `gpulab --smoke-test` (under Xvfb when there is no display), the smoke test
#      reporting the unpacked gpulab-cli as its engine;
#   5. the .tar.gz holds the same binaries, and its gpulab-cli runs;
#   6. with --install or GPULAB_PACKAGE_INSTALL=1 (root only): `apt-get install ./gpulab_*.deb` for real (apt resolves the
#      Depends against the Debian archive), runs /usr/bin/gpulab-cli and gpulab from there, then
#      `apt-get remove` and checks that every file of the package is gone.
#
# Exit 0 when everything holds; otherwise every failed check is printed and the exit is 1.
set -uo pipefail

build=${1:?usage: test-packages.sh BUILD_DIR VERSION [--install]}
version=${2:?usage: test-packages.sh BUILD_DIR VERSION [--install]}
install=0
[ "${3:-}" = "--install" ] && install=1
# installers/run-tests.sh asks for the real installation this way when it runs as root.
[ "${GPULAB_PACKAGE_INSTALL:-0}" = 1 ] && install=1
build=$(cd "$build" && pwd)
app_id=org.gpulab.gpulab
icon_sizes="16 22 24 32 48 64 128 256 512"

failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
pass() { echo "ok: $*"; }
need() {
    command -v "$1" >/dev/null 2>&1 && return 0
    echo "FAIL: '$1' is not installed (Debian package $2; installers/bootstrap-deps.sh installs it)"
    exit 1
}
need cpack cmake
need dpkg-deb dpkg
need dpkg-shlibdeps dpkg-dev
need desktop-file-validate desktop-file-utils
need appstreamcli appstream
need groff groff-base
need file file

work=$(mktemp -d /tmp/gpulab-packages.XXXXXX)
trap 'rm -rf "$work"' EXIT
export XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" XDG_CACHE_HOME="$work/cache"
export POCL_CACHE_DIR="${POCL_CACHE_DIR:-$work/pocl-cache}"

# --- 1. Build the packages --------------------------------------------------------------------
echo "== cpack in $build"
if ! (cd "$build" && cpack -G "DEB;TGZ" -B "$work/packages") >"$work/cpack.log" 2>&1; then
    cat "$work/cpack.log"
    fail "cpack failed"
    exit 1
fi
shopt -s nullglob
debs=("$work"/packages/*.deb)
tgzs=("$work"/packages/*.tar.gz)
shopt -u nullglob
[ ${#debs[@]} -eq 1 ] || { fail "expected one .deb, found ${#debs[@]}"; exit 1; }
[ ${#tgzs[@]} -eq 1 ] || { fail "expected one .tar.gz, found ${#tgzs[@]}"; exit 1; }
deb=${debs[0]}
tgz=${tgzs[0]}
arch=$(dpkg --print-architecture)
expected_deb="gpulab_${version}_${arch}.deb"
[ "$(basename "$deb")" = "$expected_deb" ] && pass "package $expected_deb" ||
    fail "package is named $(basename "$deb"), expected $expected_deb"
echo "   .deb $(du -h "$deb" | cut -f1), .tar.gz $(du -h "$tgz" | cut -f1)"

# --- 2. Control fields -------------------------------------------------------------------------
field() { dpkg-deb --field "$deb" "$1"; }
[ "$(field Package)" = gpulab ] && pass "Package: gpulab" || fail "Package: $(field Package)"
[ "$(field Version)" = "$version" ] && pass "Version: $version" ||
    fail "Version: $(field Version), expected $version"
[ "$(field Architecture)" = "$arch" ] && pass "Architecture: $arch" ||
    fail "Architecture: $(field Architecture)"
[ "$(field Section)" = education ] && pass "Section: education" || fail "Section: $(field Section)"
[ -n "$(field Maintainer)" ] || fail "no Maintainer"
description=$(field Description)
[ "$(printf '%s\n' "$description" | wc -l)" -ge 3 ] && pass "Description has a long part" ||
    fail "Description has no long description: $description"
grep -Eq '&[a-z]+;' <<<"$description" && fail "Description holds an escaped entity: $description"
long_lines=$(printf '%s\n' "$description" | awk 'length($0) > 80')
[ -z "$long_lines" ] || fail "Description lines over 80 columns: $long_lines"
depends=$(field Depends)
echo "   Depends: $depends"
echo "   Recommends: $(field Recommends)"
# Package names in a relationship field, without versions, architectures or alternatives' bars.
names_of() { tr ',|' '\n\n' <<<"$1" | sed -e 's/(.*)//' -e 's/:any//' -e 's/[[:space:]]//g' |
    sed '/^$/d' | sort -u; }
depends_names=$(names_of "$depends")
for wanted in libqt6widgets6 libqt6charts6 libqt6sql6 libqt6sql6-sqlite libqt6svg6 \
    libqt6openglwidgets6 ocl-icd-libopencl1 libc6 libstdc++6; do
    grep -qxF "$wanted" <<<"$depends_names" && pass "Depends on $wanted" ||
        fail "Depends does not name $wanted"
done
duplicates=$(tr ',' '\n' <<<"$depends" | sed 's/^ *//' | sort | uniq -d)
[ -z "$duplicates" ] || fail "Depends lists twice: $duplicates"
grep -q "pocl-opencl-icd | opencl-icd" <<<"$(field Recommends)" &&
    pass "Recommends an OpenCL driver" || fail "Recommends: $(field Recommends)"
# The translations' scripts: Chinese and Arabic glyphs come from recommended fonts.
grep -q "fonts-noto-cjk" <<<"$(field Recommends)" && grep -q "fonts-noto-ui-core" <<<"$(field Recommends)" &&
    pass "Recommends fonts for Chinese and Arabic" || fail "Recommends: $(field Recommends)"
# Every package named in Depends/Recommends exists in this Debian: installed (dpkg knows it),
# in apt's lists, or a virtual package something provides (opencl-icd, libopencl1).
known() {
    dpkg-query -W "$1" >/dev/null 2>&1 && return 0
    apt-cache show "$1" >/dev/null 2>&1 && return 0
    [ -n "$(apt-cache showpkg "$1" 2>/dev/null | sed -n '/^Reverse Provides:/,$p' | sed 1d)" ]
}
names=$(names_of "$depends, $(field Recommends)")
unknown=0
for name in $names; do
    known "$name" || { fail "dependency '$name' is not a package this Debian knows"; unknown=1; }
done
[ $unknown = 0 ] && pass "every dependency is a known package ($(wc -w <<<"$names") names)"

# Debian's own package checker: no error and no warning.
if command -v lintian >/dev/null 2>&1; then
    out=$(lintian --fail-on error,warning --tag-display-limit 0 "$deb" 2>&1)
    status=$?
    out=$(grep -v "running with root privileges" <<<"$out")
    if [ $status = 0 ]; then
        pass "lintian: no errors or warnings${out:+ ($out)}"
    else
        fail "lintian: $out"
    fi
else
    echo "   (lintian not installed: Debian policy checks skipped)"
fi

# --- 3. Files ----------------------------------------------------------------------------------
dpkg-deb --contents "$deb" | awk '{print $6}' | sed 's#^\./#/#' >"$work/files.txt"
expect_file() {
    grep -qx "$1" "$work/files.txt" && pass "contains $1" || fail "missing $1"
}
expect_file /usr/bin/gpulab
expect_file /usr/bin/gpulab-cli
expect_file "/usr/share/applications/$app_id.desktop"
expect_file "/usr/share/metainfo/$app_id.metainfo.xml"
expect_file "/usr/share/icons/hicolor/scalable/apps/$app_id.svg"
for size in $icon_sizes; do
    expect_file "/usr/share/icons/hicolor/${size}x${size}/apps/$app_id.png"
done
expect_file /usr/share/man/man1/gpulab.1.gz
expect_file /usr/share/man/man1/gpulab-cli.1.gz
for language in es zh_CN ar; do
    expect_file "/usr/share/man/$language/man1/gpulab.1.gz"
done
expect_file /usr/share/doc/gpulab/copyright
expect_file /usr/share/doc/gpulab/changelog.gz
outside=$(grep -v '^/usr/' "$work/files.txt" | grep -v '^/$' | grep -v '^/usr/$' || true)
[ -z "$outside" ] && pass "every file is under /usr" || fail "files outside /usr: $outside"
strays=$(grep -E '^/usr/(local|include)/|\.a$|\.h$|/lib/cmake/' "$work/files.txt" || true)
[ -z "$strays" ] && pass "no headers, static libraries or /usr/local files" ||
    fail "files a user does not need: $strays"

# --- 4. Unpacked: metadata, man pages, and the binaries run -----------------------------------
root="$work/root"
dpkg-deb -x "$deb" "$root"
desktop="$root/usr/share/applications/$app_id.desktop"
if out=$(desktop-file-validate "$desktop" 2>&1) && ! grep -qi "error" <<<"$out"; then
    pass "desktop-file-validate"
else
    fail "desktop-file-validate: $out"
fi
exec_name=$(sed -n 's/^Exec=\([^ ]*\).*/\1/p' "$desktop" | head -1)
[ -x "$root/usr/bin/$exec_name" ] && pass "desktop Exec=$exec_name is installed" ||
    fail "desktop Exec=$exec_name is not in /usr/bin"
# Every Exec line (the entry and its actions) starts an installed program with options it knows,
# and a --lesson names a lesson that exists.
while read -r line; do
    read -r -a words <<<"${line#Exec=}"
    [ "${words[0]}" = gpulab ] || fail "desktop $line: not gpulab"
    for ((i = 1; i < ${#words[@]}; i++)); do
        case "${words[i]}" in
        --presenter) ;;
        --lesson)
            i=$((i + 1))
            # (grep without -q reads the whole list: -q would stop at the match and, under
            # pipefail, fail the pipe with gpulab-cli's broken pipe whenever more lessons follow)
            "$root/usr/bin/gpulab-cli" lessons | grep "^${words[i]} " >/dev/null ||
                fail "desktop $line: no lesson '${words[i]}'" ;;
        *) fail "desktop $line: unexpected '${words[i]}'" ;;
        esac
    done
done < <(grep '^Exec=' "$desktop")
pass "desktop Exec lines: $(grep -c '^Exec=' "$desktop") checked"
icon_name=$(sed -n 's/^Icon=//p' "$desktop")
[ "$icon_name" = "$app_id" ] && pass "desktop Icon=$icon_name" || fail "desktop Icon=$icon_name"
metainfo="$root/usr/share/metainfo/$app_id.metainfo.xml"
# --pedantic, and not even an info or pedantic hint may be printed (they do not change the exit).
if out=$(appstreamcli validate --no-net --pedantic --explain "$metainfo" 2>&1) &&
    grep -q "Validation was successful\.$" <<<"$out"; then
    pass "appstreamcli validate --pedantic: no issues"
else
    fail "appstreamcli validate: $out"
fi
# AppStream: the newest release is this version; screenshots carry captions; content rating.
newest=$(grep -o '<release version="[^"]*"' "$metainfo" | head -1 | cut -d'"' -f2)
[ "$newest" = "$version" ] && pass "AppStream newest release is $version" ||
    fail "AppStream newest release is '$newest', the package is $version: add a <release>"
shots=$(grep -c '<screenshot[ >]' "$metainfo")
captions=$(grep -c '<caption>' "$metainfo")
[ "$shots" -ge 1 ] && [ "$shots" = "$captions" ] && pass "$shots screenshots, each captioned" ||
    fail "$shots screenshots, $captions captions"
grep -q '<content_rating type="oars-1.1"' "$metainfo" && pass "OARS content rating" ||
    fail "no OARS content rating"
changelog_version=$(gzip -dc "$root/usr/share/doc/gpulab/changelog.gz" | head -1 |
    sed -n 's/^gpulab (\([^)]*\)).*/\1/p')
[ "$changelog_version" = "$version" ] && pass "changelog names $version" ||
    fail "changelog's newest entry is '$changelog_version', expected $version"
for page in man1/gpulab man1/gpulab-cli es/man1/gpulab zh_CN/man1/gpulab ar/man1/gpulab; do
    gz="$root/usr/share/man/$page.1.gz"
    warnings=$(gzip -dc "$gz" | groff -k -man -Tutf8 -ww -z 2>&1)
    if [ -z "$warnings" ] && gzip -dc "$gz" | grep -q "^\.TH.*$version"; then
        pass "man page $page renders without warnings and names $version"
    else
        fail "man page $page: ${warnings:-no version $version in .TH}"
    fi
done
for size in $icon_sizes; do
    png="$root/usr/share/icons/hicolor/${size}x${size}/apps/$app_id.png"
    file "$png" | grep -q "PNG image data, $size x $size, 8-bit/color RGBA" ||
        fail "icon ${size}x${size}: $(file -b "$png")"
done
pass "icon PNGs have their sizes and an alpha channel"
for binary in gpulab gpulab-cli; do
    runpath=$(readelf -d "$root/usr/bin/$binary" | grep -E 'RPATH|RUNPATH' || true)
    [ -z "$runpath" ] && pass "$binary has no RPATH/RUNPATH" ||
        fail "$binary keeps a build path: $runpath"
    file "$root/usr/bin/$binary" | grep -q "stripped" && ! file "$root/usr/bin/$binary" |
        grep -q "not stripped" && pass "$binary is stripped" || fail "$binary is not stripped"
done

run_binaries() { # $1 = folder holding gpulab and gpulab-cli; $2 = label
    local bin=$1 label=$2 out
    out=$("$bin/gpulab-cli" --version 2>&1)
    [ "$out" = "gpulab-cli $version" ] && pass "$label gpulab-cli --version: $out" ||
        fail "$label gpulab-cli --version printed '$out'"
    if out=$("$bin/gpulab-cli" bench --sizes 64 --verify 2>&1); then
        pass "$label gpulab-cli bench --sizes 64 --verify"
        printf '%s\n' "$out" | sed 's/^/     /'
    else
        fail "$label gpulab-cli bench --sizes 64 --verify: $out"
    fi
    local xvfb=()
    if [ -z "${DISPLAY:-}" ]; then
        command -v xvfb-run >/dev/null 2>&1 || { fail "no DISPLAY and no xvfb-run"; return; }
        xvfb=(xvfb-run -a -s "-screen 0 1280x800x24")
    fi
    if out=$("${xvfb[@]}" "$bin/gpulab" --smoke-test 2>&1); then
        pass "$label gpulab --smoke-test"
        printf '%s\n' "$out" | grep "smoke test" | sed 's/^/     /'
        grep -q "; engine: $bin/gpulab-cli$" <<<"$out" &&
            pass "$label gpulab uses the gpulab-cli beside it" ||
            fail "$label gpulab's engine is not $bin/gpulab-cli: $out"
        if [ "${GPULAB_REQUIRE_OPENCL:-0}" = 1 ]; then
            grep -q "OpenCL: [1-9][0-9]* device(s)" <<<"$out" &&
                pass "$label gpulab found an OpenCL device" ||
                fail "$label gpulab found no OpenCL device: $out"
        fi
    else
        fail "$label gpulab --smoke-test: $out"
    fi
}
run_binaries "$root/usr/bin" "unpacked .deb:"

# --- 5. The .tar.gz ----------------------------------------------------------------------------
mkdir -p "$work/tgz"
tar -xzf "$tgz" -C "$work/tgz"
top=$(find "$work/tgz" -mindepth 1 -maxdepth 1 -type d | head -1)
for path in bin/gpulab bin/gpulab-cli "share/applications/$app_id.desktop" \
    "share/icons/hicolor/scalable/apps/$app_id.svg" share/man/man1/gpulab.1.gz; do
    [ -e "$top/$path" ] || fail ".tar.gz lacks $path"
done
out=$("$top/bin/gpulab-cli" --version 2>&1)
[ "$out" = "gpulab-cli $version" ] && pass ".tar.gz $(basename "$top")/bin/gpulab-cli runs" ||
    fail ".tar.gz gpulab-cli --version printed '$out'"

# --- 6. A real installation with apt, then removal ---------------------------------------------
if [ $install = 1 ]; then
    if [ "$(id -u)" -ne 0 ]; then
        fail "--install needs root"
    elif dpkg-query -W -f='${db:Status-Status}' gpulab 2>/dev/null | grep -qx installed; then
        fail "--install: a gpulab package is already installed here; not touching it"
    else
        echo "== apt-get install $deb"
        if DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$deb" >"$work/apt.log" 2>&1; then
            pass "apt-get install ./$(basename "$deb")"
            run_binaries /usr/bin "installed:"
            man -w gpulab >/dev/null 2>&1 && man -w gpulab-cli >/dev/null 2>&1 &&
                pass "man gpulab and man gpulab-cli find the pages" ||
                { command -v man >/dev/null || echo "   (man-db not installed: not checked)"; }
            dpkg -L gpulab >"$work/installed.txt"
            DEBIAN_FRONTEND=noninteractive apt-get remove -y -q gpulab >>"$work/apt.log" 2>&1 ||
                fail "apt-get remove gpulab"
            left=$(while read -r f; do [ -f "$f" ] && echo "$f"; done <"$work/installed.txt")
            [ -z "$left" ] && pass "apt-get remove gpulab removed every file" ||
                fail "files left after removal: $left"
        else
            cat "$work/apt.log"
            fail "apt-get install ./$(basename "$deb")"
        fi
    fi
fi

if [ $failures -gt 0 ]; then
    echo "$failures check(s) failed"
    exit 1
fi
echo "all package checks passed"
