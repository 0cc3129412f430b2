// The size guard: every limit is checked with arithmetic only, before any allocation.
#include "compute/sizeguard.h"

#include <cstdio>
#include <fstream>
#include <string>

#if defined(__unix__) || defined(__APPLE__)
#include <unistd.h>
#endif

namespace gpulab {

std::string formatBytes(std::uint64_t bytes)
{
    const char *units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
    double value = double(bytes);
    int unit = 0;
    while (value >= 1024.0 && unit < 4) {
        value /= 1024.0;
        ++unit;
    }
    char text[32];
    std::snprintf(text, sizeof(text), unit == 0 ? "%.0f %s" : "%.1f %s", value, units[unit]);
    return text;
}

std::uint64_t availableHostMemory()
{
    std::ifstream meminfo("/proc/meminfo");
    std::string key;
    std::uint64_t kib = 0;
    std::string unit;
    while (meminfo >> key >> kib >> unit) {
        if (key == "MemAvailable:")
            return kib * 1024;
    }
#if defined(_SC_PHYS_PAGES) && defined(_SC_PAGE_SIZE)
    return std::uint64_t(sysconf(_SC_PHYS_PAGES)) * std::uint64_t(sysconf(_SC_PAGE_SIZE));
#else
    return std::uint64_t(8) << 30; // unknown: assume a modest laptop
#endif
}

void checkProblemSize(const VariantInfo &variant, const MemoryNeed &need, int n,
                      const DeviceInfo *device, std::uint64_t hostAvailableBytes,
                      std::uint64_t extraHostBytes)
{
    const std::string who = std::string(variant.id) + " at N = " + std::to_string(n);
    if (n < 1)
        throw ComputeError(ErrorKind::Usage,
                           "Matrix size must be at least 1 (got " + std::to_string(n) + ")");
    if (n > kMaxIndexableN)
        throw ComputeError(ErrorKind::SizeLimit, who + " is refused: N may be at most " +
                                                     std::to_string(kMaxIndexableN) +
                                                     " (N x N elements must fit a 32-bit index)");
    const std::uint64_t host = need.hostBytes + extraHostBytes;
    if (host > hostAvailableBytes)
        throw ComputeError(ErrorKind::SizeLimit,
                           who + " needs " + formatBytes(host) + " of host memory, but only " +
                               formatBytes(hostAvailableBytes) + " is available");
    if (variant.backend != Backend::OpenCl || !device)
        return;
    if (need.largestDeviceBuffer > device->maxAllocBytes)
        throw ComputeError(ErrorKind::SizeLimit,
                           who + " needs a buffer of " + formatBytes(need.largestDeviceBuffer) +
                               ", above " + device->name + "'s largest allocation (" +
                               formatBytes(device->maxAllocBytes) +
                               ", CL_DEVICE_MAX_MEM_ALLOC_SIZE)");
    if (need.deviceBytes > device->globalMemBytes)
        throw ComputeError(ErrorKind::SizeLimit, who + " needs " + formatBytes(need.deviceBytes) +
                                                     " of device memory, above " + device->name +
                                                     "'s " + formatBytes(device->globalMemBytes) +
                                                     " (CL_DEVICE_GLOBAL_MEM_SIZE)");
}

} // namespace gpulab
