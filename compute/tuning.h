// Per-device tuning of opencl-regblock: a short pass times candidate parameter sets of the
// device's path (the packed CPU kernel's micro-tile MR x NR, vector width VW, K block KC, blocks
// per work-item MB x NB and work-group size; or the GPU kernel's tiles), each built and run at
// one or two representative sizes, every result verified against float64, within a wall-time
// budget and stopping at the next check when cancelled. The winner is kept in the user's cache
// (usercache.h), one file per device, valid for that platform, device, driver and kernel
// sources: a new driver or changed kernels make opencl-regblock ignore it (with a one-line
// notice) and run the default until `gpulab-cli tune` runs again.
//
//   candidates: regblockCandidates(device)    -> tuneRegblock() -> TuneReport -> saveTunedParams
//   opencl-regblock: regblockParamsFor(device) = forced by the environment, else the cached
//                    tuning, else defaultRegblockParams(device)
#pragma once

#include "compute/cancel.h"
#include "compute/cldevice.h"
#include "compute/variants_impl.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace gpulab {

using detail::RegblockParams;

// The sets worth timing on this device, the default first, then the likeliest; every one
// passes problem(device). Derived from the native vector width (registers: 32 vectors with
// 16-float SIMD, else 16), the work-group limit, the local memory and the compute units.
std::vector<RegblockParams> regblockCandidates(const DeviceInfo &device);

struct TuneConfig
{
    double budgetSeconds = 8.0; // wall time for the whole pass, builds included
    std::vector<int> sizes;     // empty: 256 and 1024 on a CPU device, 1024 and 2048 elsewhere
    int repeats = 3; // timed runs per candidate and size after a warm-up (more at small N)
    std::uint64_t seed = 20261121;
    bool save = true; // store the winner in the user's cache
};

// The sizes a pass times: config.sizes, else the device's default.
std::vector<int> tuneSizes(const DeviceInfo &device, const TuneConfig &config);

struct TuneCandidate
{
    enum class Status { Measured, Failed, NotTried };
    RegblockParams params;
    bool isDefault = false;
    Status status = Status::NotTried;
    std::vector<double> gflops; // per size of the pass (of the fastest timed run)
    double score = 0;           // geometric mean of gflops
    double buildSeconds = 0;
    double relError = -1; // worst over the sizes; -1: not verified
    std::string message;  // why Failed or NotTried
};
const char *tuneStatusName(TuneCandidate::Status status); // "measured", "failed", "not tried"

struct TuneReport
{
    std::vector<int> sizes;
    std::vector<TuneCandidate> candidates;
    int chosen = -1; // index into candidates; -1: none measured (cancelled early)
    bool cancelled = false;
    bool budgetSpent = false; // some candidates were not tried
    double seconds = 0;       // wall time of the pass
    std::string cachePath;    // where the winner was stored (empty: not stored)
    std::string cacheProblem; // why it could not be stored
    const TuneCandidate *winner() const { return chosen >= 0 ? &candidates[chosen] : nullptr; }
};

struct TuneEvent
{
    enum class Kind { Reference, Candidate, Measured };
    Kind kind = Kind::Candidate;
    int index = 0;                         // candidate
    int count = 0;                         // candidates in all
    double fraction = 0;                   // of the pass (candidates or budget, the larger)
    const TuneCandidate *result = nullptr; // Measured
};

// Runs the pass on the calling thread; `onEvent` is called from it. Never throws for a
// candidate that fails (it is marked Failed); a cancel ends the pass with `cancelled` and
// stores nothing.
TuneReport tuneRegblock(ClDevice &device, const TuneConfig &config, const CancelToken &cancel,
                        const std::function<void(const TuneEvent &)> &onEvent = {});

// ---- The tuning cache: one small text file per device -----------------------------------------
//   gpulab-tuning 1
//   platform NAME / platform_version V / device NAME / driver V / device_version V
//   kernels HASH          (FNV-1a of both regblock kernels' sources)
//   params cpu MR=12,NR=32,VW=16,KC=256,MB=8,NB=4,WGS=1
//   gflops 251.3          (the score it was chosen with)
//   sizes 256,1024
//   default_gflops 224.1  (optional: the default set's score in the same pass)
//   date 2026-11-27T10:14:03Z  (optional: when, UTC)
// The two optional lines came after the first files: a file without them is still valid.
constexpr std::size_t kMaxTuningFileBytes = 16384;

struct TunedParams
{
    RegblockParams params;
    double gflops = 0;
    std::vector<int> sizes;
    double defaultGflops = 0; // 0: not known (the default was not measured, or an older file)
    std::string date;         // ISO 8601 UTC to the second, "" when not known
};

// The micro-tile of a CPU set (MR x NR) or the work-group tile of a GPU set (MWG x NWG): how a
// set is named in a sentence ("6 x 32").
std::pair<int, int> regblockTile(const RegblockParams &params);

// The file's text for this device and set.
std::string formatTuningFile(const DeviceInfo &device, const TunedParams &tuned);
// Reads a tuning file for `device`: the set when the file is whole, for this very device, driver
// and kernels, and valid there; else nullopt and *problem says why in a few words ("made with
// driver X, this is driver Y"). Pure; bounded by kMaxTuningFileBytes; never throws.
std::optional<TunedParams> parseTuningFile(std::string_view text, const DeviceInfo &device,
                                           std::string *problem);

// Where the device's tuning lives ("" without a cache folder).
std::string tuningCachePath(const DeviceInfo &device);
struct TunedLookup
{
    std::optional<TunedParams> tuned;
    std::string path;
    std::string problem; // a file was there but is not used: why
};
TunedLookup loadTunedParams(const DeviceInfo &device);
// Stores the set atomically; empty, or the problem.
std::string saveTunedParams(const DeviceInfo &device, const TunedParams &tuned);

// What opencl-regblock runs with on a device, and why (the engine's `tuning` request: the Live
// Lab's line under its device). regblockParamsFor() is this state's `params`.
struct TuningState
{
    std::string source;               // "forced", "tuned" or "default"
    RegblockParams params;            // the set that runs
    std::optional<TunedParams> tuned; // the stored tuning, when it is valid here
    std::string path;                 // the device's tuning file ("" without a cache folder)
    std::string problem;              // a file was there but is not used: why
};
TuningState tuningState(const DeviceInfo &device);

// The set opencl-regblock runs with: the environment's (GPULAB_REGBLOCK, GPULAB_REGBLOCK_CPU,
// GPULAB_REGBLOCK_GPU) when any is set, else the cached tuning, else the default. A cache file
// that is not used is reported once by cacheNotice(). *source (optional): "forced", "tuned" or
// "default".
RegblockParams regblockParamsFor(const DeviceInfo &device, std::string *source = nullptr);

} // namespace gpulab
