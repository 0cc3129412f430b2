// OpenCL device discovery and ranking. "No OpenCL" (no ICD loader configuration, error -1001,
// or zero platforms) is a normal outcome here, reported in DeviceDiscovery::problem; callers keep
// using the CPU variants.
#pragma once

#include "compute/opencl.h"

#include <cstdint>
#include <string>
#include <vector>

namespace gpulab {

enum class DeviceType { Gpu, Accelerator, Cpu, Other };
const char *deviceTypeName(DeviceType type); // "GPU", "accelerator", "CPU", "other"

struct DeviceInfo
{
    int index = 0; // position in the ranked list: what --device INDEX means
    cl_platform_id platform = nullptr;
    cl_device_id id = nullptr;
    std::string platformName;
    std::string platformVersion;
    std::string name;
    std::string vendor;
    std::string driverVersion;
    std::string deviceVersion;  // "OpenCL 3.0 ..."
    std::string openclCVersion; // "OpenCL C 1.2 ..."
    DeviceType type = DeviceType::Other;
    unsigned computeUnits = 0;
    unsigned clockMHz = 0;
    std::uint64_t globalMemBytes = 0;
    std::uint64_t localMemBytes = 0;
    bool localMemDedicated = false; // CL_LOCAL: real on-chip shared memory, not emulated in RAM
    std::uint64_t maxAllocBytes = 0;
    std::size_t maxWorkGroupSize = 0;
    bool fp16 = false;
    bool fp64 = false;
    bool fmaFloat = false; // fused multiply-add in hardware (CL_FP_FMA, single precision)
    // Floats per vector the device's SIMD works on (CL_DEVICE_NATIVE_VECTOR_WIDTH_FLOAT; 16 on
    // an AVX-512 CPU under PoCL, 8 with AVX2, 1 on NVIDIA GPUs) and the width its compiler
    // prefers for kernels (CL_DEVICE_PREFERRED_VECTOR_WIDTH_FLOAT).
    unsigned nativeVectorWidthFloat = 0;
    unsigned preferredVectorWidthFloat = 0;
};

struct DeviceDiscovery
{
    std::vector<DeviceInfo> devices; // ranked: GPUs, then accelerators, then CPUs
    std::string problem;             // why there are none, or what failed while looking
    int errorCode = 0;               // the OpenCL code behind `problem`, 0 if none
    bool available() const { return !devices.empty(); }
};

// DeviceDiscovery::errorCode when the driver did not answer in time (not an OpenCL code).
constexpr int kDriverTimeoutCode = -9001;

// Lists every device of every platform. Never throws: failures land in `problem`. Waits at most
// driverDeadlines().discovery (compute/deadlines.h) for the driver: past that, the answer is
// "the driver did not answer" (errorCode kDriverTimeoutCode), a thread stays blocked in the
// driver, and driverStuck() is true from then on.
DeviceDiscovery discoverDevices();

// discoverDevices() once per process (thread-safe; later callers get the same answer at once).
// Loading the OpenCL drivers is the slow part: the application's status bar and every Live Lab
// visit share this one discovery. Drivers installed while the process runs are not seen.
const DeviceDiscovery &sharedDiscovery();

// "auto" or an index into discovery.devices; throws ComputeError(NoDevice / Usage).
const DeviceInfo &selectDevice(const DeviceDiscovery &discovery, const std::string &which);

// Ranking key used by discoverDevices (lower is better); exposed for tests.
int deviceTypeRank(DeviceType type);
void rankDevices(std::vector<DeviceInfo> &devices);

} // namespace gpulab
