// Refuses a problem size before anything is allocated: N must be >= 1, within the kernels'
// 32-bit index range, and its buffers must fit the host's available memory and the device's
// global memory and largest single allocation (CL_DEVICE_MAX_MEM_ALLOC_SIZE).
#pragma once

#include "compute/devices.h"
#include "compute/variants.h"

#include <cstdint>

namespace gpulab {

// Largest N whose N*N element index fits a signed 32-bit int (the kernels index with int).
constexpr int kMaxIndexableN = 46340;

// Bytes the host can give now (MemAvailable on Linux, physical memory elsewhere).
std::uint64_t availableHostMemory();

// Throws ComputeError(Usage) for n < 1, ComputeError(SizeLimit) naming the limit otherwise.
// `extraHostBytes` is what the caller adds beside the variant (e.g. the float64 reference).
void checkProblemSize(const VariantInfo &variant, const MemoryNeed &need, int n,
                      const DeviceInfo *device, std::uint64_t hostAvailableBytes,
                      std::uint64_t extraHostBytes = 0);

// "1.5 GiB", "512 MiB", "64 KiB", "12 B"
std::string formatBytes(std::uint64_t bytes);

} // namespace gpulab
