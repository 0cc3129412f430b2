// Why a rung did not beat the rungs below it (see laddernotes.h).
#include "compute/laddernotes.h"

#include "compute/variants.h"

#include <algorithm>
#include <cstdio>

namespace gpulab {

namespace {

// Position in the catalog (the ladder's order); -1 for an unknown id.
int rungIndex(const std::string &variant)
{
    const std::vector<VariantInfo> &catalog = variantCatalog();
    for (std::size_t i = 0; i < catalog.size(); ++i)
        if (catalog[i].id == variant)
            return int(i);
    return -1;
}

bool isPeer(int index)
{
    return index >= 0 && variantCatalog()[std::size_t(index)].peer;
}

bool isOpenCl(const std::string &variant)
{
    const VariantInfo *info = findVariant(variant);
    return info && info->backend == Backend::OpenCl;
}

LadderNote::Why explain(const BenchResult &rung, const BenchResult &below,
                        const LadderContext &context)
{
    using Why = LadderNote::Why;
    const bool openCl = isOpenCl(rung.variant);
    if (rung.variant == "cpu-threads" && context.hostThreads == 1)
        return Why::OneCore;
    if (openCl && context.deviceType != DeviceType::Cpu) {
        if (rung.secondsMedian < kSmallSeconds)
            return Why::LaunchBound;
        return Why::Unexplained;
    }
    const VariantInfo *info = findVariant(rung.variant);
    if (openCl && context.deviceType == DeviceType::Cpu && info && !info->onCpuDevice.empty())
        return Why::OnCpuDevice;
    if (rung.secondsMedian < kSmallSeconds || below.secondsMedian < kSmallSeconds)
        return Why::SmallProblem;
    return Why::Unexplained;
}

std::string figure(double gflops)
{
    char text[32];
    std::snprintf(text, sizeof(text), gflops >= 10 ? "%.1f" : "%.2f", gflops);
    return text;
}

// "12x", "2.5x": how many times slower.
std::string times(double ratio)
{
    char text[32];
    std::snprintf(text, sizeof(text), ratio >= 10 ? "%.0fx" : "%.1fx", ratio);
    return text;
}

} // namespace

LadderContext ladderContext(const DeviceInfo *device, unsigned hostThreads)
{
    LadderContext context;
    context.hostThreads = hostThreads;
    if (device) {
        context.deviceType = device->type;
        context.computeUnits = device->computeUnits;
    }
    return context;
}

std::vector<LadderNote> ladderNotes(const std::vector<BenchResult> &results,
                                    const LadderContext &context)
{
    std::vector<LadderNote> notes;
    for (const BenchResult &rung : results) {
        const int index = rungIndex(rung.variant);
        if (rung.status != BenchResult::Status::Ok || rung.gflops <= 0 || index < 0)
            continue;
        const BenchResult *best = nullptr;
        for (const BenchResult &other : results) {
            const int otherIndex = rungIndex(other.variant);
            if (other.n != rung.n || other.status != BenchResult::Status::Ok || otherIndex < 0 ||
                isPeer(otherIndex))
                continue;
            // Our rungs face every rung of ours before them. The peers are yardsticks: only
            // CLBlast on a CPU device, where its GPU design costs it, faces opencl-regblock.
            const bool faces = isPeer(index) ? rung.variant == "clblast" &&
                                                   context.deviceType == DeviceType::Cpu &&
                                                   other.variant == "opencl-regblock"
                                             : otherIndex < index;
            if (faces && (!best || other.gflops > best->gflops))
                best = &other;
        }
        if (!best || rung.gflops >= best->gflops)
            continue;
        const LadderNote::Why why = explain(rung, *best, context);
        const LadderNote::Size size{rung.n, rung.gflops, best->gflops, rung.secondsMedian};
        auto same = std::find_if(notes.begin(), notes.end(), [&](const LadderNote &note) {
            return note.variant == rung.variant && note.why == why && note.below == best->variant;
        });
        if (same != notes.end()) {
            same->sizes.push_back(size);
            continue;
        }
        notes.push_back({rung.variant, why, best->variant, {size}});
    }
    return notes;
}

std::string ladderNoteText(const LadderNote &note, const LadderContext &context)
{
    using Why = LadderNote::Why;
    // "opencl-tiled at N = 1024, 2048: 2.7, 2.5 GFLOP/s, 9.0x, 9.8x slower than cpu-threads
    // (24.0, 24.4)."
    std::string sizes, figures, ratios, rivals, longest;
    double slowest = 0;
    for (const LadderNote::Size &size : note.sizes) {
        const char *comma = sizes.empty() ? "" : ", ";
        sizes += comma + std::to_string(size.n);
        figures += comma + figure(size.gflops);
        ratios += comma + times(size.belowGflops / size.gflops);
        rivals += comma + figure(size.belowGflops);
        slowest = std::max(slowest, size.seconds);
    }
    const std::string head = note.variant + " at N = " + sizes + ": " + figures + " GFLOP/s, " +
                             ratios + " slower than " + note.below + " (" + rivals + "). ";
    char ms[32];
    std::snprintf(ms, sizeof(ms), "%.3g ms", slowest * 1e3);
    switch (note.why) {
    case Why::SmallProblem:
        return head + "The whole product took at most " + ms +
               ": starting threads, launching kernels and packing blocks cost as much as the "
               "arithmetic at this size.";
    case Why::OneCore:
        return head + "This machine runs one hardware thread, so there is nothing to split the "
                      "rows over; the threads only add their start-up.";
    case Why::OnCpuDevice:
        // The rung's own description says why (the catalog's onCpuDevice).
        if (const VariantInfo *info = findVariant(note.variant); info && !info->onCpuDevice.empty())
            return head + std::string(info->onCpuDevice);
        break;
    case Why::LaunchBound:
        return head + "The whole product took at most " + ms + " on " +
               std::to_string(context.computeUnits) +
               " compute units: launching the kernels and too few work-groups to fill the "
               "device set the time, not the arithmetic; the larger N is, the more this rung's "
               "design shows.";
    case Why::Unexplained: break;
    }
    return head + "Nothing in the figures explains it: another program may have used the machine, "
                  "or its clock changed. Measure again when it is idle.";
}

} // namespace gpulab
