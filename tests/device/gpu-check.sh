#!/usr/bin/env bash
# tests/device/gpu-check.sh -- GPU Lab's OpenCL path on a real GPU, in one command.
#
# Builds the compute-only gpulab-cli against a private prefix of Debian 12 packages (OpenCL
# headers + ICD loader, CLBlast, OpenBLAS), registers NVIDIA's OpenCL driver through an ICD file
# of its own, then runs `gpulab-cli devices`, `gpulab-cli tune` (opencl-regblock's parameters
# for this GPU, into a fresh cache folder) and `gpulab-cli bench --variants all --verify` on the
# GPU (every run checked against a float64 reference; median of --repeat 5), then a second
# bench start of the OpenCL rungs whose build seconds come from the program binary cache.
# Idempotent: the prefix and the build are reused when they are already there.
#
#   tests/device/gpu-check.sh [check]   devices + tune + bench + second start (the default)
#   tests/device/gpu-check.sh sweep     tuning sweep of opencl-regblock's GPU parameters: one
#                                       parameter set per line on stdin ("MWG=64,NWG=64,..."),
#                                       timed without verification, CLBlast alongside
#   tests/device/gpu-check.sh build     only the prefix, the ICD file and the build
#
# Environment: OUT (results are written there when set: devices.txt, tune.txt, tune.json,
# bench.txt, bench.json, second-start.txt, ratios.txt, sweep.tsv; at most 8 files come back from
# the device tool, so name few others), GPULAB_TUNE_BUDGET (seconds
# of the tuning pass, default 20), GPULAB_CACHE_DIR (the cache folder, default
# GPULAB_GPU_WORK/cache, emptied by each check), GPULAB_GPU_DEPS (folder of the .deb files, default <repo>/.gpudeps),
# GPULAB_GPU_WORK (prefix + build, default /tmp/gpulab-gpu), GPULAB_GPU_SIZES (default
# 256,1024,2048,4096), GPULAB_GPU_REPEAT (default 5), GPULAB_GPU_JOBS (build jobs, default
# nproc), GPULAB_SWEEP_SIZES (default 1024,2048,4096), GPULAB_SWEEP_REPEAT (default 3).
# GPULAB_GPU_SERIAL_MAX (default 1024): serial-naive runs only up to this N (on the H100
# machine's Xeon it took 4.3 s per run at N = 1024 and 42 s at 2048: minutes of device time).
# GPULAB_REGBLOCK=cpu|gpu and GPULAB_REGBLOCK_GPU=... reach gpulab-cli (see compute/clgemm.cpp).
#
# From a session of this workplace, through the device tool (`run`), whose calls send the main
# checkout's working tree only:
#   1. Once, here (Debian 12, amd64), in the main checkout:
#        printf '/.gpuwork/\n/.gpudeps/\n' >> .git/info/exclude
#        mkdir -p .gpudeps && cd .gpudeps && apt-get update && apt-get download \
#          opencl-c-headers opencl-clhpp-headers opencl-headers ocl-icd-libopencl1 \
#          ocl-icd-opencl-dev libclblast1 libclblast-dev libopenblas0-pthread libopenblas0 \
#          libopenblas-dev libopenblas-pthread-dev libgfortran5 libquadmath0 pkgconf-bin libpkgconf3
#   2. From a worktree other than the main checkout, copy it in before each call (tracked and
#      untracked files, no build folders):
#        rm -rf MAIN/.gpuwork && mkdir MAIN/.gpuwork && cd WORKTREE &&
#        git ls-files -co --exclude-standard -z | tar --null -cf - -T - | tar -xf - -C MAIN/.gpuwork
#      (from the main checkout itself, skip this and drop the `cd .gpuwork`).
#   3. run(command="cd .gpuwork && GPULAB_GPU_DEPS=$PWD/../.gpudeps tests/device/gpu-check.sh",
#          carry=[".gpuwork", ".gpudeps"], timeout_s=600)
#      About 4 minutes on an H100 machine (build ~1 min; the float64 references and the CPU
#      rungs take most of the rest); the files come back from $OUT.
set -uo pipefail

mode=${1:-check}
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
deps=${GPULAB_GPU_DEPS:-$root/.gpudeps}
[[ -d $deps || -n ${GPULAB_GPU_DEPS:-} || ! -d $root/../.gpudeps ]] || deps=$root/../.gpudeps
work=${GPULAB_GPU_WORK:-/tmp/gpulab-gpu}
prefix=$work/prefix
build=$work/build
out=${OUT:-}
sizes=${GPULAB_GPU_SIZES:-256,1024,2048,4096}
repeat=${GPULAB_GPU_REPEAT:-5}
serial_max=${GPULAB_GPU_SERIAL_MAX:-1024}
lib=$prefix/usr/lib/x86_64-linux-gnu

say() { printf '\n== %s\n' "$*" >&2; }
die() { printf 'gpu-check: %s\n' "$*" >&2; exit 3; }

# ------------------------------------------------------------------ private prefix of packages
setup_prefix() {
    ls "$deps"/*.deb >/dev/null 2>&1 || die "no .deb files in $deps (see the top of this script)"
    local stamp
    stamp=$(cd "$deps" && printf '%s\n' ./*.deb | sort | md5sum | cut -c1-32)
    if [[ ! -f $prefix/.stamp || $(cat "$prefix/.stamp") != "$stamp" ]]; then
        rm -rf "$prefix" && mkdir -p "$prefix"
        for deb in "$deps"/*.deb; do dpkg -x "$deb" "$prefix" || die "dpkg -x $deb failed"; done
        # CLBlast's CMake file names the system's libOpenCL.so; point it at the prefix's.
        sed -i "s|/usr/lib/x86_64-linux-gnu/libOpenCL.so|$lib/libOpenCL.so|" \
            "$lib/cmake/CLBlast/CLBlastConfig-none.cmake"
        # OpenBLAS's pkg-config file names /usr: a copy that names the prefix.
        mkdir -p "$prefix/pkgconfig"
        sed "s|/usr/|$prefix/usr/|g; s|^prefix=/usr|prefix=$prefix/usr|" \
            "$lib/openblas-pthread/pkgconfig/openblas.pc" >"$prefix/pkgconfig/openblas.pc"
        echo "$stamp" >"$prefix/.stamp"
    fi
    export LD_LIBRARY_PATH=$lib:$lib/openblas-pthread${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
    export PKG_CONFIG_PATH=$prefix/pkgconfig
}

# ------------------------------------------------- NVIDIA's OpenCL driver behind our ICD loader
setup_icd() {
    local driver=""
    driver=$(ldconfig -p 2>/dev/null | awk '/libnvidia-opencl\.so/ {print $NF; exit}')
    if [[ -z $driver ]]; then
        for dir in /usr/local/nvidia/lib64 /usr/local/nvidia/lib /usr/lib/x86_64-linux-gnu \
                   /usr/lib64 /usr/lib; do
            for f in "$dir"/libnvidia-opencl.so*; do [[ -e $f ]] && driver=$f && break 2; done
        done
    fi
    [[ -n $driver ]] || driver=$(find / -xdev -name 'libnvidia-opencl.so*' 2>/dev/null | head -1)
    mkdir -p "$prefix/vendors"
    rm -f "$prefix/vendors"/*.icd
    if [[ -n $driver ]]; then
        echo "$driver" >"$prefix/vendors/nvidia.icd"
    else
        echo "gpu-check: no libnvidia-opencl.so found; using the system's ICD files" >&2
        cp /etc/OpenCL/vendors/*.icd "$prefix/vendors/" 2>/dev/null
    fi
    export OCL_ICD_VENDORS=$prefix/vendors
    echo "ICD: $(cat "$prefix"/vendors/*.icd 2>/dev/null | tr '\n' ' ')" >&2
}

# --------------------------------------------------------------------- compute-only gpulab-cli
build_cli() {
    local pkgconfig=()
    command -v pkg-config >/dev/null || pkgconfig=(-DPKG_CONFIG_EXECUTABLE="$prefix/usr/bin/pkgconf")
    local generator=()
    command -v ninja >/dev/null && generator=(-G Ninja)
    if [[ ! -f $build/CMakeCache.txt ]]; then
        cmake -S "$root" -B "$build" "${generator[@]}" -DGPULAB_COMPUTE_ONLY=ON \
            -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=OFF -DCMAKE_PREFIX_PATH="$prefix/usr" \
            -DOpenCL_INCLUDE_DIR="$prefix/usr/include" -DOpenCL_LIBRARY="$lib/libOpenCL.so" \
            "${pkgconfig[@]}" >"$work/cmake.log" 2>&1 || { cat "$work/cmake.log"; die "cmake failed"; }
        grep -E 'Peer|OpenCL' "$work/cmake.log" >&2
    fi
    cmake --build "$build" --target gpulab-cli -j "${GPULAB_GPU_JOBS:-$(nproc)}" >"$work/build.log" 2>&1 ||
        { tail -40 "$work/build.log"; die "build failed"; }
    cli=$build/app/cli/gpulab-cli
    [[ -x $cli ]] || die "no $cli after the build"
}


# ----------------------------------------------------------------------------- devices + bench
check() {
    # Straight into $OUT when set, so a run cut short still leaves what it finished.
    local tmp=${out:-$work/results} rc=0 st=0 small=() large=()
    mkdir -p "$tmp"
    rm -f "$tmp"/bench*.json "$tmp"/bench.txt "$tmp"/ratios.txt
    say "gpulab-cli devices"
    "$cli" devices | tee "$tmp/devices.txt"
    command -v nvidia-smi >/dev/null &&
        nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.max.sm --format=csv |
        tee -a "$tmp/devices.txt"
    # A fresh cache: the tuning and the program binaries are this run's own.
    export GPULAB_CACHE_DIR=${GPULAB_CACHE_DIR:-$work/cache}
    rm -rf "$GPULAB_CACHE_DIR"
    say "gpulab-cli tune --device 0 --budget ${GPULAB_TUNE_BUDGET:-20}"
    "$cli" tune --device 0 --force --budget "${GPULAB_TUNE_BUDGET:-20}" --json "$tmp/tune.json" |
        tee "$tmp/tune.txt"
    st=${PIPESTATUS[0]}
    ((st > rc)) && rc=$st
    # The tuning pass built (and cached) the programs: without this the bench's "first start"
    # would load them from our cache. (NVIDIA's driver keeps a kernel cache of its own, so there
    # the first start's builds are fast anyway: 0.001-0.003 s on the H100 on 2026-11-27.)
    rm -rf "$GPULAB_CACHE_DIR/programs"
    IFS=, read -r -a all <<<"$sizes"
    for n in "${all[@]}"; do if ((n > serial_max)); then large+=("$n"); else small+=("$n"); fi; done
    : >"$tmp/bench.txt"
    if ((${#small[@]})); then
        say "gpulab-cli bench --variants all --sizes $(IFS=,; echo "${small[*]}") --repeat $repeat"
        "$cli" bench --device 0 --variants all --sizes "$(IFS=,; echo "${small[*]}")" \
            --repeat "$repeat" --verify --json "$tmp/bench-small.json" | tee -a "$tmp/bench.txt"
        st=${PIPESTATUS[0]}
        ((st > rc)) && rc=$st
    fi
    if ((${#large[@]})); then
        # Every variant that ran at the smaller sizes (or, without them, every one the CLI's
        # help names that runs here at N = 1), but serial-naive.
        local built
        built=$(python3 - "$tmp/bench-small.json" <<'PY'
import json, sys
try:
    results = json.load(open(sys.argv[1]))["results"]
except OSError:
    sys.exit(0)
ids = []
for r in results:
    if r["status"] != "skipped" and r["variant"] != "serial-naive" and r["variant"] not in ids:
        ids.append(r["variant"])
print(",".join(ids))
PY
)
        if [[ -z $built ]]; then
            for v in serial-blocked cpu-threads opencl-naive opencl-tiled opencl-regblock \
                     openblas clblast; do
                "$cli" bench --variants "$v" --sizes 1 --repeat 1 --no-verify >/dev/null 2>&1 &&
                    built+="${built:+,}$v"
            done
        fi
        say "gpulab-cli bench --variants $built --sizes $(IFS=,; echo "${large[*]}") --repeat $repeat"
        "$cli" bench --device 0 --variants "$built" --sizes "$(IFS=,; echo "${large[*]}")" \
            --repeat "$repeat" --verify --json "$tmp/bench-large.json" | tee -a "$tmp/bench.txt"
        st=${PIPESTATUS[0]}
        ((st > rc)) && rc=$st
    fi
    # A second start: every program comes from the binary cache (build s near 0).
    say "second start: gpulab-cli bench --variants opencl-naive,opencl-tiled,opencl-regblock"
    "$cli" bench --device 0 --variants opencl-naive,opencl-tiled,opencl-regblock --sizes 256 \
        --repeat 3 --verify --json "$tmp/bench-second.json" | tee "$tmp/second-start.txt"
    st=${PIPESTATUS[0]}
    ((st > rc)) && rc=$st
    python3 - "$tmp" <<'EOF' | tee "$tmp/ratios.txt"
import json, os, sys
tmp = sys.argv[1]
results, device = [], None
for name in ("bench-small.json", "bench-large.json"):
    path = os.path.join(tmp, name)
    if os.path.exists(path):
        data = json.load(open(path))
        device = device or data.get("device")
        results += data["results"]
json.dump({"device": device, "results": results}, open(os.path.join(tmp, "bench.json"), "w"),
          indent=1)
rate = {(r["variant"], r["n"]): r["gflops"] for r in results if r["status"] == "ok"}
print("\nN        opencl-regblock   clblast   ratio")
for n in sorted({r["n"] for r in results}):
    ours, theirs = rate.get(("opencl-regblock", n)), rate.get(("clblast", n))
    ratio = "%.2fx" % (ours / theirs) if ours and theirs else "-"
    fmt = lambda v: "%9.0f" % v if v else "        -"
    print("%-8d %s GFLOP/s %s %7s" % (n, fmt(ours), fmt(theirs), ratio))
first = {r["variant"]: r["build_seconds"] for r in results if r.get("build_seconds")}
second_path = os.path.join(tmp, "bench-second.json")
if os.path.exists(second_path):
    print("\nbuild seconds   first start   second start (binary cache)")
    for r in json.load(open(second_path))["results"]:
        fmt = lambda v: "%11.3f" % v if v is not None else "          -"
        print("%-15s %s   %s" % (r["variant"], fmt(first.get(r["variant"])),
                                fmt(r.get("build_seconds"))))
EOF
    rm -f "$tmp/bench-small.json" "$tmp/bench-large.json" "$tmp/bench-second.json"
    return "$rc"
}

# -------------------------------------------------------------------------------- tuning sweep
sweep() {
    local sizes=${GPULAB_SWEEP_SIZES:-1024,2048,4096} tsv=${out:-$work}/sweep.tsv
    mkdir -p "$(dirname "$tsv")"
    echo -e "params\t$(echo "$sizes" | tr , '\t')" >"$tsv"
    run_one() { # $1: label, rest: env assignments
        local label=$1 json
        shift
        json=$(env "$@" "$cli" bench --device 0 --variants "$variant" --sizes "$sizes" \
            --repeat "${GPULAB_SWEEP_REPEAT:-3}" --no-verify --json - 2>"$work/sweep.err")
        local line
        line=$(python3 -c '
import json, sys
try:
    r = json.loads(sys.argv[1])["results"]
    print("\t".join("%.0f" % x["gflops"] if x["status"] == "ok" else x["status"] for x in r))
except Exception:
    print("error")' "$json")
        [[ $line == error ]] && line="error: $(tail -1 "$work/sweep.err")"
        echo -e "$label\t$line" | tee -a "$tsv"
    }
    variant=clblast run_one clblast GPULAB_REGBLOCK=
    variant=opencl-regblock
    while IFS= read -r params; do
        [[ -z $params || $params == \#* ]] && continue
        run_one "$params" GPULAB_REGBLOCK=gpu GPULAB_REGBLOCK_GPU="$params"
    done
}

setup_prefix
setup_icd
build_cli
case $mode in
check) check ;;
sweep) sweep ;;
build) echo "$cli" ;;
*) die "unknown mode '$mode' (check, sweep or build)" ;;
esac
