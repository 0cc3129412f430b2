// Pointer-chasing latency sweep (see latency.h). Always built with -O2 (compute/CMakeLists.txt):
// at -O0 the chase would spill its pointer to the stack and time a store and a load per step.
#include "compute/latency.h"

#include "compute/errors.h"
#include "compute/sizeguard.h"
#include "compute/timing.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <random>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace gpulab {

namespace {

struct alignas(kCacheLineBytes) Line
{
    const Line *next;
};
static_assert(sizeof(Line) == kCacheLineBytes);

constexpr std::uint64_t kHugePage = 2 << 20;

struct FreeDeleter
{
    void operator()(void *p) const { std::free(p); }
};

// Follows the chain `loads` times; eight dependent loads per loop step keep the loop's own
// instructions off the critical path. noinline: the compiler sees one opaque call per repeat.
__attribute__((noinline)) const Line *chase(const Line *p, std::uint64_t loads)
{
    for (std::uint64_t i = loads / 8; i > 0; --i) {
        p = p->next;
        p = p->next;
        p = p->next;
        p = p->next;
        p = p->next;
        p = p->next;
        p = p->next;
        p = p->next;
    }
    for (std::uint64_t i = loads % 8; i > 0; --i)
        p = p->next;
    return p;
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 ? values[n / 2] : 0.5 * (values[n / 2 - 1] + values[n / 2]);
}

} // namespace

std::vector<std::uint64_t> latencySizes(const LatencyConfig &config)
{
    std::vector<std::uint64_t> sizes;
    const std::uint64_t lo = config.minBytes / kCacheLineBytes * kCacheLineBytes;
    const std::uint64_t hi = config.maxBytes / kCacheLineBytes * kCacheLineBytes;
    std::uint64_t p = kCacheLineBytes;
    while (p < lo)
        p *= 2;
    if (lo < p && lo >= 2 * kCacheLineBytes)
        sizes.push_back(lo); // a minimum that is not a power of two is measured as given
    for (; p <= hi; p *= 2) {
        sizes.push_back(p);
        const std::uint64_t half = p + p / 2;
        if (config.halfSteps && half <= hi && p >= 2 * kCacheLineBytes)
            sizes.push_back(half);
    }
    if (!sizes.empty() && sizes.back() < hi)
        sizes.push_back(hi);
    return sizes;
}

std::vector<std::uint32_t> sattoloCycle(std::uint32_t n, std::uint64_t seed)
{
    std::vector<std::uint32_t> next(n);
    for (std::uint32_t i = 0; i < n; ++i)
        next[i] = i;
    // Sattolo (1986): like Fisher-Yates, but j < i strictly, which yields one n-cycle. The
    // modulo bias of a 64-bit draw over at most 2^32 values is below 2^-32: irrelevant here,
    // and unlike std::uniform_int_distribution the sequence is the same on every library.
    std::mt19937_64 rng(seed);
    for (std::uint32_t i = n; i-- > 1;) {
        const std::uint32_t j = std::uint32_t(rng() % i);
        std::swap(next[i], next[j]);
    }
    return next;
}

LatencyReport measureLatency(const LatencyConfig &config, const CancelToken &cancel,
                             const std::function<void(const LatencyEvent &)> &onEvent)
{
    const auto start = Clock::now();
    if (config.repeats < 1)
        throw ComputeError(ErrorKind::Usage, "latency: repeats must be at least 1");
    if (!(config.budgetSeconds > 0))
        throw ComputeError(ErrorKind::Usage, "latency: the time budget must be positive");
    if (config.minBytes < 2 * kCacheLineBytes || config.maxBytes < config.minBytes)
        throw ComputeError(ErrorKind::Usage,
                           "latency: sizes must satisfy 128 B <= min <= max (got " +
                               formatBytes(config.minBytes) + " to " +
                               formatBytes(config.maxBytes) + ")");
    if (config.maxBytes / kCacheLineBytes > 0xffffffffull)
        throw ComputeError(ErrorKind::SizeLimit, "latency: at most 2^32 cache lines (256 GiB)");
    const std::vector<std::uint64_t> sizes = latencySizes(config);
    const std::uint64_t largest = sizes.back();
    // The buffer plus the permutation of its largest size (4 bytes per line); keep half of
    // what is available for everyone else.
    const std::uint64_t need = largest + largest / kCacheLineBytes * 4;
    const std::uint64_t available = availableHostMemory();
    if (need > available / 2)
        throw ComputeError(ErrorKind::SizeLimit,
                           "latency: a working set of " + formatBytes(largest) + " needs " +
                               formatBytes(need) + " of host memory, more than half of the " +
                               formatBytes(available) + " available (MemAvailable)");

    LatencyReport report;
    report.budgetSeconds = config.budgetSeconds;
    const std::size_t allocated = (largest + kHugePage - 1) / kHugePage * kHugePage;
    std::unique_ptr<void, FreeDeleter> memory(std::aligned_alloc(kHugePage, allocated));
    if (!memory)
        throw ComputeError(ErrorKind::SizeLimit,
                           "latency: could not allocate " + formatBytes(allocated));
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    // 2 MiB pages: a 256 MiB set then needs 128 TLB entries, not 65536, so the steps show the
    // caches and DRAM rather than page-table walks (where the kernel allows; harmless if not).
    if (config.hugePages)
        report.hugePages = madvise(memory.get(), allocated, MADV_HUGEPAGE) == 0;
#endif
    Line *lines = static_cast<Line *>(memory.get());
    // Fault every page in now (cancellable), so no measured size pays for it: a first touch
    // costs ~3 ns a line with 2 MiB pages, ~100 with 4 KiB pages or where a virtual machine's
    // host has not backed the memory yet (0.08 to 1.6 s for 256 MiB on the development VM).
    for (std::size_t offset = 0; offset < allocated; offset += kHugePage) {
        if (cancel.cancelled()) {
            report.cancelled = true;
            report.seconds = report.setupSeconds = since(start);
            return report;
        }
        std::memset(static_cast<char *>(memory.get()) + offset, 0, kHugePage);
    }
    report.setupSeconds = since(start);

    // Largest first: the set-ups that cost most (a random permutation of millions of lines
    // misses the caches at every swap) are behind us before the budget is shared out, and the
    // cost per line of the last set-up bounds that of the smaller ones still to come.
    double setupPerLine = 0;
    std::uint64_t linesLeft = 0;
    for (std::uint64_t bytes : sizes)
        linesLeft += bytes / kCacheLineBytes;

    for (std::size_t done = 0; done < sizes.size(); ++done) {
        if (cancel.cancelled()) {
            report.cancelled = true;
            break;
        }
        const std::size_t s = sizes.size() - 1 - done;
        const auto sizeStart = Clock::now();
        LatencyPoint point;
        point.bytes = sizes[s];
        point.lines = sizes[s] / kCacheLineBytes;
        point.repeats = config.repeats;
        const std::uint32_t n = std::uint32_t(point.lines);

        const std::vector<std::uint32_t> next = sattoloCycle(n, config.seed + point.bytes);
        for (std::uint32_t i = 0; i < n; ++i)
            lines[i].next = &lines[next[i]];
        const double cycle = since(sizeStart);
        report.setupSeconds += cycle;
        setupPerLine = cycle / double(n);
        linesLeft -= n;

        // Warm the caches (one lap, up to 64 Ki loads), then estimate the time per load.
        const Line *p = chase(&lines[0], std::min<std::uint64_t>(n, 1 << 16));
        auto t0 = Clock::now();
        p = chase(p, kMinLoadsPerRepeat);
        double perLoad = std::max(0.2e-9, since(t0) / double(kMinLoadsPerRepeat));

        // This size's share of what is left of the budget, less the set-up still to come (5 %
        // kept in hand). Each repeat takes its share of what is left of that, at the time per
        // load seen so far: a thread that loses the CPU to others slows the next repeats down,
        // not the sweep's end.
        const double left =
            0.95 * config.budgetSeconds - since(start) - setupPerLine * double(linesLeft);
        const auto deadline =
            Clock::now() +
            std::chrono::duration_cast<Clock::duration>(
                std::chrono::duration<double>(std::max(0.0, left) / double(sizes.size() - done)));
        std::vector<double> ns;
        std::uint64_t loads = 0;
        for (int r = 0; r < config.repeats; ++r) {
            if (cancel.cancelled())
                break;
            const double timeLeft =
                std::max(0.0, std::chrono::duration<double>(deadline - Clock::now()).count());
            const std::uint64_t count = std::clamp<std::uint64_t>(
                std::uint64_t(timeLeft / double(config.repeats - r) / perLoad), kMinLoadsPerRepeat,
                kMaxLoadsPerRepeat);
            // p carries on round the cycle: a repeat never replays lines the last one cached.
            // Pieces of 64 Ki loads let a cancel act within a long repeat (at DRAM's latency
            // one is 2 s); one relaxed atomic load per piece is lost in the noise.
            t0 = Clock::now();
            std::uint64_t chased = 0;
            while (chased < count && !cancel.cancelled()) {
                const std::uint64_t piece = std::min<std::uint64_t>(count - chased, 1 << 16);
                p = chase(p, piece);
                chased += piece;
            }
            const double seconds = since(t0);
            if (chased < count)
                break;
            ns.push_back(seconds * 1e9 / double(count));
            perLoad = std::max(0.2e-9, seconds / double(count));
            loads += count;
        }
        // Keep the chase observable, so the loads cannot be optimised away.
        if (p == nullptr)
            throw ComputeError(ErrorKind::Runtime, "latency: the pointer chain is broken");
        if (int(ns.size()) < config.repeats) {
            report.cancelled = true;
            break;
        }
        point.loadsPerRepeat = loads / std::uint64_t(config.repeats);
        point.latencyNs = median(ns);
        point.minNs = *std::min_element(ns.begin(), ns.end());
        point.maxNs = *std::max_element(ns.begin(), ns.end());
        point.seconds = since(sizeStart);
        report.points.push_back(point);
        if (onEvent)
            onEvent({double(done + 1) / double(sizes.size()), &report.points.back()});
    }
    std::sort(report.points.begin(), report.points.end(),
              [](const LatencyPoint &a, const LatencyPoint &b) { return a.bytes < b.bytes; });
    report.seconds = since(start);
    return report;
}

} // namespace gpulab
