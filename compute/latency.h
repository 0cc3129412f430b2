// Memory latency against working-set size, measured on the host CPU by pointer chasing (the
// lmbench lat_mem_rd method, with a random order so no prefetcher can guess the next address).
// A buffer of `bytes` is cut into 64-byte cache lines; each line holds a pointer to the next in
// one random cycle through every line (Sattolo's algorithm, seeded), and a loop follows
// p = *p: every load depends on the previous one, so the time per load is the latency of the
// level of the hierarchy that holds the working set. As the set outgrows L1, L2, L3, the time
// per load steps up to DRAM's (~1.5 ns -> ~5 ns -> ~15 ns -> ~100 ns on a current x86).
//
// Time is bounded: `budgetSeconds` covers the whole sweep, set-up included. Sizes are measured
// largest first (their set-up costs most); each gets an equal share of what remains after the
// set-up still to come, and the loads of each repeat are scaled to fit it (never fewer than
// kMinLoadsPerRepeat). The set-up cannot shrink: touching the largest buffer and building the
// cycles (0.3 s for 256 MiB on the development VM, up to ~2 s the first time its host backs the
// memory) is spent whatever the budget, so a budget smaller than that is overrun by it; the
// report gives both. Cancellable between repeats (and within long ones); progress after each
// size.
#pragma once

#include "compute/cancel.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace gpulab {

constexpr std::uint64_t kCacheLineBytes = 64;         // one pointer per line
constexpr std::uint64_t kMinLoadsPerRepeat = 4096;    // below this the clock's resolution shows
constexpr std::uint64_t kMaxLoadsPerRepeat = 1 << 24; // enough for any size

struct LatencyConfig
{
    std::uint64_t minBytes = 4 << 10;   // smallest working set (>= 2 cache lines)
    std::uint64_t maxBytes = 256 << 20; // largest working set
    bool halfSteps = false;             // also 1.5 x each power of two (6, 12, 24 KiB...)
    double budgetSeconds = 3.0;         // the whole sweep, set-up included
    int repeats = 5;                    // timed chases per size; the median is reported
    std::uint64_t seed = 20261121;
    bool hugePages = true; // ask for 2 MiB pages; false: 4 KiB pages, DRAM latency then
                           // includes a page-table walk per load (the TLB's lesson)
};

struct LatencyPoint
{
    std::uint64_t bytes = 0; // working set
    std::uint64_t lines = 0; // cache lines in the cycle = bytes / 64
    double latencyNs = 0;    // median over repeats of (chase time / loads)
    double minNs = 0;
    double maxNs = 0;
    std::uint64_t loadsPerRepeat = 0; // on average: each repeat fits what is left of the time
    int repeats = 0;
    double seconds = 0; // wall time spent on this size, set-up included
};

struct LatencyReport
{
    std::vector<LatencyPoint> points; // in increasing size; fewer if cancelled (the largest)
    double budgetSeconds = 0;
    double seconds = 0;      // wall time of the whole sweep
    double setupSeconds = 0; // of which touching the buffer and building the cycles
    bool cancelled = false;
    bool hugePages = false; // 2 MiB pages were asked for and the kernel took the advice
};

struct LatencyEvent
{
    double fraction = 0;                 // of the sweep's sizes, 0..1
    const LatencyPoint *point = nullptr; // the size that just finished (largest first)
};

// The working-set sizes of a sweep: powers of two from min to max (both rounded down to whole
// cache lines), with 1.5 x steps between them when `halfSteps`.
std::vector<std::uint64_t> latencySizes(const LatencyConfig &config);

// A cyclic permutation of 0..n-1 by Sattolo's algorithm: next[i] is the successor of i, and
// following next from any element visits all n before returning. Deterministic for a seed.
std::vector<std::uint32_t> sattoloCycle(std::uint32_t n, std::uint64_t seed);

// Runs the sweep. Throws ComputeError: Usage for a bad config, SizeLimit when the largest
// working set does not fit the host's available memory. Cancellation is not an error: the
// report comes back with `cancelled` and the sizes that finished.
LatencyReport measureLatency(const LatencyConfig &config, const CancelToken &cancel,
                             const std::function<void(const LatencyEvent &)> &onEvent = {});

} // namespace gpulab
