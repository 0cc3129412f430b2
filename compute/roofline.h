// The two roofs of this device's roofline, measured rather than read off a datasheet: the
// memory bandwidth (stream_copy) and the peak float32 arithmetic rate (fma_peak), both from
// kernels/roofline.cl, each the best of several OpenCL-profiled runs (as clpeak reports them).
// A kernel's attainable speed at arithmetic intensity I (flops per byte of memory traffic) is
// min(peak, I x bandwidth): the roofline model of Williams, Waterman and Patterson (2009).
#pragma once

#include "compute/cancel.h"

#include <cstddef>
#include <cstdint>
#include <string>

namespace gpulab {

class ClDevice;
struct DeviceInfo;

struct DeviceRoofs
{
    double bandwidthGBs = 0;     // 10^9 bytes per second, copy: read + write counted
    double peakGflops = 0;       // 10^9 float32 operations per second (an FMA counts 2)
    std::uint64_t copyBytes = 0; // buffer size used for the copy test
    std::uint64_t fmaWorkItems = 0;
    int fmaWidth = 4;          // floats per vector in fma_peak
    int fmaChains = 8;         // independent FMA chains per work-item
    double peakRunSeconds = 0; // the fastest timed run of fma_peak (at least about kPeakRunSeconds)
    int repeats = 0;
    // How far the slowest timed run fell below the best, as a fraction of the best (0.25: the
    // slowest reached 75 % of the best). Above kUnsteadySpread the machine was busy with
    // something else, or changed its clock, while measuring: the roof is then less certain.
    double bandwidthSpread = 0;
    double peakSpread = 0;
    static constexpr double kUnsteadySpread = 0.20;
    bool unsteady() const
    {
        return bandwidthSpread > kUnsteadySpread || peakSpread > kUnsteadySpread;
    }
    double ridgeIntensity() const { return bandwidthGBs > 0 ? peakGflops / bandwidthGBs : 0; }
    // The roofline: attainable GFLOP/s at `flopsPerByte`.
    double attainableGflops(double flopsPerByte) const;
};

// Floating-point operations per byte of global-memory traffic that a GEMM variant's design
// implies on this kind of device (caches ignored), for placing it on the roofline:
//   opencl-naive     every multiply-add loads one float of A and one of B: 2 / 8 = 0.25
//   opencl-tiled     a TS x TS tile loaded once serves TS multiply-adds per value: TS / 4 (TS 16)
//   opencl-regblock  the R x C block of C that one work-item (CPU path: MB MR x NB NR) or one
//                    work-group (GPU path: MWG x NWG) computes loads R + C floats per step of K:
//                    2 R C / (4 (R + C)); the set the benchmark reports it ran with
//                    (BenchResult::parameters, "cpu MR=12,..."), else the default of the
//                    device's path (both defaults: CPU 96 x 128 = 27.4, GPU 128 x 64 = 21.3)
// -1 for variants whose traffic is not modelled (CPU code, vendor libraries).
double designArithmeticIntensity(const std::string &variant, bool cpuDevice,
                                 const std::string &parameters = {});

namespace detail {
struct RegblockParams;
}
// opencl-regblock's intensity with a parameter set (the formula above).
double regblockDesignIntensity(const detail::RegblockParams &params);

// The FMA vector width and number of independent chains that fill `device`'s arithmetic: on a
// CPU the native float vector width (8 with AVX2, 16 with AVX-512) and 12 chains (2 FMA units x
// 4-5 cycles of latency, within 16 AVX2 or 32 AVX-512 registers); on a GPU, where work-items
// are the lanes, float4 and 8 chains.
struct FmaShape
{
    int width = 4;
    int chains = 8;
    bool fused = false; // fma() where the device has hardware FMA, else mad() (roofline.cl)
};
FmaShape fmaShapeFor(const DeviceInfo &info);

// A timed run of fma_peak lasts at least this long: the work-items grow until it does (at most
// kMaxFmaWorkItems), so a launch's fixed cost does not pull the peak down.
constexpr double kPeakRunSeconds = 0.02;
constexpr std::size_t kMaxFmaWorkItems = std::size_t(1) << 24;
// The work-items of the next sizing run after one of `workItems` took `seconds` (at most `most`).
std::size_t peakWorkItemsFor(std::size_t workItems, double seconds, std::size_t most);

// Runs both micro-benchmarks on `device` (kernels built on first use). Throws ComputeError on
// OpenCL failures, or Cancelled when `cancel` is set between runs.
DeviceRoofs measureRoofs(ClDevice &device, const CancelToken &cancel, int repeats = 5);

// The FMA chains of one work-item with FMA_WIDTH 4 as the kernel computes them, in float, for
// checking a result (a wider vector repeats the same four lanes).
float fmaPeakReference(float seed, int iterations, int chains = 8);

} // namespace gpulab
