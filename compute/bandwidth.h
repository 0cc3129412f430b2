// Memory bandwidth against working-set size, on the host CPU and on an OpenCL device: the
// Memory-hierarchy lesson's "how many bytes per second can each level feed" curve.
//
//   host copy    std::memcpy(dst, src, bytes)                   moved = 2 x bytes (read + write)
//   host triad   a[i] = b[i] + 3 c[i] over doubles (STREAM)      moved = 3 x bytes (2 reads, 1
//   write) device copy  stream_copy of kernels/roofline.cl (float4s)   moved = 2 x bytes
// `bytes` is the size of ONE array. The STREAM convention is used throughout: the bytes a
// program asks to move; the extra read a cache does before writing a line (write-allocate) is
// not counted, so a CPU's own counters may show up to a third more traffic.
//
// Host kernels run on one thread and on every hardware thread (each thread its own contiguous
// slice, all started together). A sample repeats the kernel enough times to last at least
// `minSampleSeconds` (small sets live in L1 and take nanoseconds); the median of `repeats`
// samples is reported. Device copies are timed with OpenCL event profiling, one launch per
// sample, so small sizes show the launch cost: that is part of the lesson.
//
// Every destination is poisoned before the run and VERIFIED after it (bit for bit); a point
// whose data is wrong has verified = false.
#pragma once

#include "compute/cancel.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace gpulab {

class ClDevice;

struct BandwidthConfig
{
    std::uint64_t minBytes = 4 << 10;   // per array
    std::uint64_t maxBytes = 256 << 20; // per array
    int stepFactor = 4;                 // sizes min, min x 4, ... up to max
    int repeats = 5;                    // samples per point; the median is reported
    double minSampleSeconds = 2e-3;     // a host sample repeats its kernel for at least this long
    bool host = true;                   // host copy and triad
    bool device = true;                 // the OpenCL copy (when a device is given)
    int threads = 0;                    // host threads for the "all" runs; 0 = every hardware one
};

struct BandwidthPoint
{
    std::string where;            // "host" or "device"
    std::string kernel;           // "copy" or "triad"
    int threads = 1;              // host threads (device: 0)
    std::uint64_t bytes = 0;      // one array
    std::uint64_t bytesMoved = 0; // per pass, by the convention above
    std::uint64_t passes = 0;     // kernel passes per sample
    double secondsMedian = 0;     // per pass
    double gbsMedian = 0;         // 10^9 bytes per second at the median
    double gbsBest = 0;           // at the fastest sample
    int repeats = 0;
    bool verified = false;
};

struct BandwidthReport
{
    std::vector<BandwidthPoint> points;
    std::string deviceName; // empty when no device ran
    int hardwareThreads = 1;
    bool cancelled = false;
    std::vector<std::string> notes; // sizes skipped and why
    bool allVerified() const;
};

struct BandwidthEvent
{
    double fraction = 0;
    const BandwidthPoint *point = nullptr; // the point that just finished
};

// The sizes of a sweep: min, min x stepFactor, ... <= max, and max itself.
std::vector<std::uint64_t> bandwidthSizes(const BandwidthConfig &config);

// Runs the host kernels (config.host) and, with a device, the device copy (config.device).
// Sizes that do not fit (host MemAvailable; CL_DEVICE_MAX_MEM_ALLOC_SIZE, global memory) are
// skipped with a note. Throws ComputeError: Usage for a bad config, Runtime on OpenCL failures.
// Cancellation returns the points that finished with `cancelled` set.
BandwidthReport measureBandwidth(ClDevice *device, const BandwidthConfig &config,
                                 const CancelToken &cancel,
                                 const std::function<void(const BandwidthEvent &)> &onEvent = {});

} // namespace gpulab
