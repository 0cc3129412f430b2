// Why a rung of the ladder did not beat the rungs below it, drawn from one run's figures and the
// kind of device the OpenCL rungs ran on. Pure: `gpulab-cli bench` prints the notes under its
// table (ladderNoteText, English) and the Live Lab's ladder chart shows them on the rung (its
// own translated words for each `Why`).
//
//   results of one run + the device -> ladderNotes() -> a LadderNote per rung, reason and rung
//   it lost to, with each size at which it ran slower than the fastest of our rungs below it
#pragma once

#include "compute/benchmark.h"
#include "compute/devices.h"

#include <string>
#include <vector>

namespace gpulab {

struct LadderContext
{
    // The device the OpenCL rungs ran on: its type decides the explanation, its compute units
    // are named in it.
    DeviceType deviceType = DeviceType::Cpu;
    unsigned computeUnits = 0;
    unsigned hostThreads = 0; // the threads cpu-threads ran on (0: unknown)
};
LadderContext ladderContext(const DeviceInfo *device, unsigned hostThreads);

struct LadderNote
{
    enum class Why {
        // The whole product took a fraction of a millisecond (under kSmallSeconds): starting
        // threads, launching kernels or packing blocks cost as much as the arithmetic.
        SmallProblem,
        OneCore, // cpu-threads on a machine with one hardware thread: nothing to split over
        // An OpenCL rung on a CPU device, slower than a CPU rung (CLBlast: than opencl-regblock):
        // its design is a GPU's, or on a CPU the same as a rung below it; the rung's own
        // description says which (VariantInfo::onCpuDevice).
        OnCpuDevice,
        // A GPU at a size whose run is too short to fill it: the launch and too few work-groups
        // for its compute units set the time, not the arithmetic.
        LaunchBound,
        Unexplained, // nothing in the figures explains it: another program, a changing clock
    };
    struct Size
    {
        int n = 0;
        double gflops = 0;
        double belowGflops = 0;
        double seconds = 0; // the rung's median time
    };
    std::string variant;
    Why why = Why::Unexplained;
    std::string below;       // the fastest of our rungs below it
    std::vector<Size> sizes; // in the order of the results
};

// A run shorter than this is a small problem (set-up costs weigh as much as the work).
constexpr double kSmallSeconds = 1e-3;

// The notes, in the order of `results` (a rung's sizes with the same reason and rival share one).
// Only results that ran (Ok) are compared; each rung with the fastest rung of ours (not a peer)
// before it in variantCatalog() at the same N; of the peers, only CLBlast on a CPU device, with
// opencl-regblock (where it beats our rung on a GPU, or loses there, it is the yardstick doing its
// job).
std::vector<LadderNote> ladderNotes(const std::vector<BenchResult> &results,
                                    const LadderContext &context);

// The note in English: its figures, then why: on a CPU device the rung's own description
// (VariantInfo::onCpuDevice), else a sentence of this module (the CLI's words).
std::string ladderNoteText(const LadderNote &note, const LadderContext &context);

} // namespace gpulab
