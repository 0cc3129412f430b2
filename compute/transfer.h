// Host <-> device transfer bandwidth with OpenCL: the local "PCIe" figure of the NVLink lesson.
//
//   pageable  plain host memory (aligned_alloc) -> clEnqueueWriteBuffer / clEnqueueReadBuffer.
//             A GPU driver must first copy pageable memory into a pinned staging buffer of its
//             own (the OS could move the page mid-transfer), then DMA it.
//   pinned    the host side is the mapped pointer of a CL_MEM_ALLOC_HOST_PTR buffer (page-locked
//             on GPU drivers), then the same Write/ReadBuffer calls: the DMA engine reads the
//             memory directly, which is how CUDA's cudaMallocHost speeds transfers up.
// Both directions (host-to-device "h2d", device-to-host "d2h"), each a blocking call timed with
// the wall clock (what a program waits for); bytes are counted once (they cross the bus once).
// GB/s = bytes / median seconds of `repeats` after a warm-up. Every transfer is VERIFIED: the
// destination is poisoned before each repeat and compared with the source after the last.
//
// On a CPU device (PoCL) "device memory" is host RAM: a transfer is a memcpy and no bus is
// crossed. The report says so in `notes`.
#pragma once

#include "compute/cancel.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace gpulab {

class ClDevice;

struct TransferConfig
{
    std::uint64_t minBytes = 4 << 10;
    std::uint64_t maxBytes = 256 << 20;
    int stepFactor = 4; // sizes min, min x 4, ... up to max
    int repeats = 5;
};

struct TransferPoint
{
    std::string memory;    // "pageable" or "pinned"
    std::string direction; // "h2d" or "d2h"
    std::uint64_t bytes = 0;
    double secondsMedian = 0;
    double secondsMin = 0;
    double deviceSecondsMedian = -1; // OpenCL-profiled command time; -1 if not available
    double gbsMedian = 0;            // 10^9 bytes per second at the median
    double gbsBest = 0;
    int repeats = 0;
    bool verified = false;
};

struct TransferReport
{
    std::vector<TransferPoint> points;
    std::string deviceName;
    bool cpuDevice = false;
    bool cancelled = false;
    std::vector<std::string> notes; // sizes skipped and why; what a CPU device's figure means
    bool allVerified() const;
};

struct TransferEvent
{
    double fraction = 0;
    const TransferPoint *point = nullptr; // the point that just finished
};

// min, min x stepFactor, ... <= max, and max itself (each rounded up to 16 bytes).
std::vector<std::uint64_t> transferSizes(const TransferConfig &config);

// Sizes above CL_DEVICE_MAX_MEM_ALLOC_SIZE, a quarter of global memory or what the host has
// available are skipped with a note. Throws ComputeError: Usage for a bad config, Runtime on
// OpenCL failures. Cancellation returns what finished with `cancelled` set.
TransferReport measureTransfers(ClDevice &device, const TransferConfig &config,
                                const CancelToken &cancel,
                                const std::function<void(const TransferEvent &)> &onEvent = {});

} // namespace gpulab
