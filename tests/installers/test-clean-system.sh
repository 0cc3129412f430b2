#!/usr/bin/env bash
# Installs GPU Lab's .deb on a freshly bootstrapped, minimal Debian system — nothing on it but
# what apt pulls in for the package — and uses it there as a student would. This is what proves
# the Depends line: on the build machine every library is already present (the -dev packages
# bring them), so a missing dependency only shows on a clean system.
#
#   test-clean-system.sh BUILD_DIR VERSION
#
# Runs only when GPULAB_PACKAGE_CLEAN_SYSTEM=1 (installers/run-tests.sh sets it when it runs as
# root, as in CI); otherwise exits 77 (CTest: skipped). It needs root, debootstrap, unshare,
# Xvfb and access to a Debian mirror (GPULAB_DEBIAN_MIRROR, default http://deb.debian.org/debian).
#
#   1. `cpack -G DEB`; debootstrap --variant=minbase of this machine's Debian release (with its
#      -updates and -security suites, as an installed system has), cached as a tarball in
#      BUILD_DIR/clean-system/ so that later runs only unpack it;
#   2. inside it (its own mount namespace, so every mount goes away with the test):
#      a. `apt-get install ./gpulab_*.deb` as a user does (Recommends included): an OpenCL
#         driver (PoCL) comes with it; as an ordinary user `student`: gpulab-cli --version,
#         `gpulab-cli bench --sizes 64 --verify` with the OpenCL rows verified, and
#         `gpulab --smoke-test` under the test's own Xvfb finding an OpenCL device, the database,
#         every lesson and its engine /usr/bin/gpulab-cli;
#      b. `apt-get purge gpulab` + autoremove: every file of the package gone, PoCL gone with it;
#      c. `apt-get install --no-install-recommends ./gpulab_*.deb`: no OpenCL driver at all; the
#         CLI and the app still run, say that there is no OpenCL and why, and the CPU rows verify.
#
# Exit 0 when everything holds, 1 when a check fails, 77 when not asked for or the kernel
# refuses a mount namespace here.
set -uo pipefail

build=${1:?usage: test-clean-system.sh BUILD_DIR VERSION}
version=${2:?usage: test-clean-system.sh BUILD_DIR VERSION}
build=$(cd "$build" && pwd)

if [ "${GPULAB_PACKAGE_CLEAN_SYSTEM:-0}" != 1 ]; then
    echo "skipped: set GPULAB_PACKAGE_CLEAN_SYSTEM=1 (as root, with network access to a Debian"
    echo "mirror) to install the package on a freshly bootstrapped Debian system"
    exit 77
fi

failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
pass() { echo "ok: $*"; }
[ "$(id -u)" -eq 0 ] || { fail "needs root (debootstrap, chroot, mounts)"; exit 1; }
for tool in debootstrap unshare chroot Xvfb cpack; do
    command -v "$tool" >/dev/null 2>&1 ||
        { fail "'$tool' is not installed (installers/bootstrap-deps.sh installs it)"; exit 1; }
done
if ! unshare --mount --propagation private true 2>/dev/null; then
    echo "skipped: this kernel or container refuses a private mount namespace (unshare --mount)"
    exit 77
fi

. /etc/os-release
suite=${VERSION_CODENAME:?/etc/os-release names no VERSION_CODENAME}
mirror=${GPULAB_DEBIAN_MIRROR:-http://deb.debian.org/debian}
security=${GPULAB_DEBIAN_SECURITY_MIRROR:-http://deb.debian.org/debian-security}

work=$(mktemp -d /tmp/gpulab-clean.XXXXXX)
root="$work/root"
xvfb_pid=
cleanup() {
    [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null
    # The mounts lived in the namespace of `unshare` and ended with it; never delete through a
    # mount point that is somehow still there.
    if findmnt -rn -o TARGET | grep -q "^$work/"; then
        echo "FAIL: mounts under $work are still there; not deleting it"
        return
    fi
    rm -rf --one-file-system "$work"
}
trap cleanup EXIT

# --- 1. The package and a clean system ---------------------------------------------------------
echo "== cpack -G DEB in $build"
if ! (cd "$build" && cpack -G DEB -B "$work/packages") >"$work/cpack.log" 2>&1; then
    cat "$work/cpack.log"
    fail "cpack failed"
    exit 1
fi
deb=$(find "$work/packages" -maxdepth 1 -name "gpulab_${version}_*.deb" | head -1)
[ -n "$deb" ] || { fail "cpack made no gpulab_${version}_*.deb"; exit 1; }

cache="$build/clean-system/$suite-minbase.tar.gz"
mkdir -p "$root"
if [ -f "$cache" ] && tar -xzf "$cache" -C "$root" 2>/dev/null; then
    pass "clean $suite system unpacked from $cache"
else
    rm -rf --one-file-system "$root" && mkdir -p "$root"
    echo "== debootstrap --variant=minbase $suite $mirror (a few minutes)"
    started=$(date +%s)
    if ! debootstrap --variant=minbase "$suite" "$root" "$mirror" >"$work/debootstrap.log" 2>&1
    then
        tail -20 "$work/debootstrap.log"
        fail "debootstrap $suite from $mirror"
        exit 1
    fi
    cat >"$root/etc/apt/sources.list" <<EOF
deb $mirror $suite main
deb $mirror $suite-updates main
deb $security $suite-security main
EOF
    pass "debootstrap $suite ($(($(date +%s) - started)) s)"
    mkdir -p "$(dirname "$cache")"
    tar -czf "$cache.tmp" -C "$root" . && mv "$cache.tmp" "$cache"
fi
cp /etc/resolv.conf "$root/etc/resolv.conf"
cp "$deb" "$root/tmp/"
debname=$(basename "$deb")

# The test's own X server (no -auth: it accepts local clients, and there are no others).
mkdir -p /tmp/.X11-unix
Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3>"$work/display" >"$work/xvfb.log" 2>&1 &
xvfb_pid=$!
display=
for _ in $(seq 300); do
    display=$(head -1 "$work/display" 2>/dev/null)
    [ -n "$display" ] && break
    sleep 0.1
done
[ -n "$display" ] || { fail "Xvfb did not start: $(cat "$work/xvfb.log")"; exit 1; }

# --- 2. Inside the clean system ----------------------------------------------------------------
# Runs in a private mount namespace; prints ok:/FAIL: lines like this script.
cat >"$root/tmp/inside.sh" <<'INSIDE'
set -uo pipefail
version=$1 deb=$2 display=$3
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
pass() { echo "ok: $*"; }
export DEBIAN_FRONTEND=noninteractive LC_ALL=C.UTF-8
as_student() { # runs a command as the ordinary user `student` in a clean environment
    env -i HOME=/home/student USER=student LOGNAME=student PATH=/usr/bin:/bin \
        DISPLAY=":$display" XDG_RUNTIME_DIR=/tmp/runtime-student LC_ALL=C.UTF-8 \
        setpriv --reuid=student --regid=student --init-groups "$@"
}
useradd --create-home student
install -d -o student -g student -m 700 /tmp/runtime-student

apt-get update -q >/tmp/apt.log 2>&1 || { cat /tmp/apt.log; fail "apt-get update"; exit 1; }

use_it() { # $1 = "opencl" or "no-opencl"
    local mode=$1 out
    out=$(as_student gpulab-cli --version 2>&1)
    [ "$out" = "gpulab-cli $version" ] && pass "$mode: gpulab-cli --version: $out" ||
        fail "$mode: gpulab-cli --version printed '$out'"
    if out=$(as_student gpulab-cli bench --sizes 64 --verify 2>&1); then
        pass "$mode: gpulab-cli bench --sizes 64 --verify"
        printf '%s\n' "$out" | sed 's/^/     /' | cut -c1-130
        grep -Eq '^serial-naive +64 .* yes$' <<<"$out" ||
            fail "$mode: the serial row is not verified"
        if [ "$mode" = opencl ]; then
            grep -Eq '^opencl-tiled +64 .* yes$' <<<"$out" &&
                pass "$mode: the OpenCL rows ran and verified" ||
                fail "$mode: no verified opencl-tiled row"
        else
            grep -q '^No OpenCL: .*install a driver' <<<"$out" &&
                pass "$mode: the CLI says there is no OpenCL and what to install" ||
                fail "$mode: the CLI does not explain the missing OpenCL driver"
        fi
    else
        fail "$mode: gpulab-cli bench --sizes 64 --verify failed: $out"
    fi
    if out=$(as_student timeout 180 gpulab --smoke-test 2>&1); then
        pass "$mode: gpulab --smoke-test"
        printf '%s\n' "$out" | grep "smoke test" | sed 's/^/     /'
        grep -q "; engine: /usr/bin/gpulab-cli$" <<<"$out" &&
            pass "$mode: the app found its engine /usr/bin/gpulab-cli" ||
            fail "$mode: the app's engine is not /usr/bin/gpulab-cli"
        grep -q "database: ok (/home/student/" <<<"$out" &&
            pass "$mode: the progress database is in the student's home" ||
            fail "$mode: the database is not ok in /home/student"
        grep -Eq "lessons: [1-9][0-9]* loaded, 0 with problems" <<<"$out" &&
            pass "$mode: every lesson loaded" || fail "$mode: lessons did not all load"
        if [ "$mode" = opencl ]; then
            grep -Eq "OpenCL: [1-9][0-9]* device\(s\)" <<<"$out" &&
                pass "$mode: the app found an OpenCL device" ||
                fail "$mode: the app found no OpenCL device"
        else
            grep -q "OpenCL: none (.*) — CPU only" <<<"$out" &&
                pass "$mode: the app runs CPU only and says why" ||
                fail "$mode: the app does not say that OpenCL is missing"
        fi
    else
        fail "$mode: gpulab --smoke-test failed: $out"
    fi
}

# a. As a user installs it: apt-get install ./gpulab_*.deb (Recommends included).
if apt-get install -y -q "/tmp/$deb" >>/tmp/apt.log 2>&1; then
    pass "apt-get install ./$deb on a clean system ($(dpkg-query -W -f='${binary:Package}\n' |
        wc -l) packages)"
    dpkg-query -W -f='${db:Status-Status}' pocl-opencl-icd 2>/dev/null | grep -qx installed &&
        pass "the recommended OpenCL driver (pocl-opencl-icd) came with it" ||
        fail "no OpenCL driver was installed through Recommends"
    use_it opencl
    dpkg -L gpulab >/tmp/files.txt
    # b. Purge and autoremove: nothing of the package, nor what it pulled in, stays.
    apt-get purge -y -q gpulab >>/tmp/apt.log 2>&1 && apt-get autoremove --purge -y -q \
        >>/tmp/apt.log 2>&1 || fail "apt-get purge gpulab / autoremove"
    left=$(while read -r f; do [ -f "$f" ] && echo "$f"; done </tmp/files.txt)
    [ -z "$left" ] && pass "apt-get purge gpulab removed every file" ||
        fail "files left after purge: $left"
    dpkg-query -W -f='${db:Status-Status}' pocl-opencl-icd 2>/dev/null | grep -qx installed &&
        fail "pocl-opencl-icd stayed after autoremove" ||
        pass "autoremove took the OpenCL driver away again"
else
    tail -30 /tmp/apt.log
    fail "apt-get install ./$deb"
fi

# c. Without recommends: no OpenCL driver at all.
if apt-get install -y -q --no-install-recommends "/tmp/$deb" >>/tmp/apt.log 2>&1; then
    pass "apt-get install --no-install-recommends ./$deb"
    [ -z "$(ls /etc/OpenCL/vendors 2>/dev/null)" ] && pass "no OpenCL driver is registered" ||
        fail "an OpenCL driver is registered: $(ls /etc/OpenCL/vendors)"
    use_it no-opencl
else
    tail -30 /tmp/apt.log
    fail "apt-get install --no-install-recommends ./$deb"
fi
exit $((failures > 0))
INSIDE

echo "== inside a clean $suite system (display :$display)"
unshare --mount --propagation private /bin/bash -c '
    set -e
    root=$1
    mount -t proc proc "$root/proc"
    mount --rbind /sys "$root/sys"
    mount --rbind /dev "$root/dev"
    mkdir -p "$root/tmp/.X11-unix"
    mount --bind /tmp/.X11-unix "$root/tmp/.X11-unix"
    shift
    exec chroot "$root" /bin/bash /tmp/inside.sh "$@"
' unshare-clean "$root" "$version" "$debname" "$display" 2>&1 | tee "$work/inside.log"
inside=${PIPESTATUS[0]}
failures=$((failures + $(grep -c '^FAIL:' "$work/inside.log")))
[ "$inside" -eq 0 ] || [ $failures -gt 0 ] || fail "the clean-system run exited $inside"

if [ $failures -gt 0 ]; then
    echo "$failures check(s) failed"
    exit 1
fi
echo "all clean-system checks passed"
