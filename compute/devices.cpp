// Enumerates OpenCL platforms and devices and ranks them GPU > accelerator > CPU.
#include "compute/devices.h"

#include "compute/boundedtext.h"
#include "compute/deadlines.h"

#include <algorithm>
#include <charconv>
#include <condition_variable>
#include <cstdio>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>

namespace gpulab {

const char *deviceTypeName(DeviceType type)
{
    switch (type) {
    case DeviceType::Gpu: return "GPU";
    case DeviceType::Accelerator: return "accelerator";
    case DeviceType::Cpu: return "CPU";
    case DeviceType::Other: break;
    }
    return "other";
}

int deviceTypeRank(DeviceType type)
{
    switch (type) {
    case DeviceType::Gpu: return 0;
    case DeviceType::Accelerator: return 1;
    case DeviceType::Cpu: return 2;
    case DeviceType::Other: break;
    }
    return 3;
}

void rankDevices(std::vector<DeviceInfo> &devices)
{
    // Type first; within a type, more compute throughput (units x clock) first; otherwise keep
    // the platform's order so the ranking is stable from run to run.
    std::stable_sort(devices.begin(), devices.end(), [](const DeviceInfo &a, const DeviceInfo &b) {
        if (deviceTypeRank(a.type) != deviceTypeRank(b.type))
            return deviceTypeRank(a.type) < deviceTypeRank(b.type);
        return std::uint64_t(a.computeUnits) * a.clockMHz >
               std::uint64_t(b.computeUnits) * b.clockMHz;
    });
    for (std::size_t i = 0; i < devices.size(); ++i)
        devices[i].index = int(i);
}

static DeviceInfo describeDevice(cl_platform_id platform, cl_device_id device)
{
    DeviceInfo info;
    info.platform = platform;
    info.id = device;
    // What a driver answers is kept to a name's bound (boundedtext.h): a 100 MB device name
    // would otherwise travel to every label, list and saved session.
    info.platformName = cutText(platformString(platform, CL_PLATFORM_NAME));
    info.platformVersion = cutText(platformString(platform, CL_PLATFORM_VERSION));
    info.name = cutText(deviceString(device, CL_DEVICE_NAME));
    info.vendor = cutText(deviceString(device, CL_DEVICE_VENDOR));
    info.driverVersion = cutText(deviceString(device, CL_DRIVER_VERSION));
    info.deviceVersion = cutText(deviceString(device, CL_DEVICE_VERSION));
    info.openclCVersion = cutText(deviceString(device, CL_DEVICE_OPENCL_C_VERSION));
    const auto type = deviceValue<cl_device_type>(device, CL_DEVICE_TYPE);
    if (type & CL_DEVICE_TYPE_GPU)
        info.type = DeviceType::Gpu;
    else if (type & CL_DEVICE_TYPE_ACCELERATOR)
        info.type = DeviceType::Accelerator;
    else if (type & CL_DEVICE_TYPE_CPU)
        info.type = DeviceType::Cpu;
    info.computeUnits = deviceValue<cl_uint>(device, CL_DEVICE_MAX_COMPUTE_UNITS);
    info.clockMHz = deviceValue<cl_uint>(device, CL_DEVICE_MAX_CLOCK_FREQUENCY);
    info.globalMemBytes = deviceValue<cl_ulong>(device, CL_DEVICE_GLOBAL_MEM_SIZE);
    info.localMemBytes = deviceValue<cl_ulong>(device, CL_DEVICE_LOCAL_MEM_SIZE);
    info.localMemDedicated =
        deviceValue<cl_device_local_mem_type>(device, CL_DEVICE_LOCAL_MEM_TYPE) == CL_LOCAL;
    info.maxAllocBytes = deviceValue<cl_ulong>(device, CL_DEVICE_MAX_MEM_ALLOC_SIZE);
    info.maxWorkGroupSize = deviceValue<size_t>(device, CL_DEVICE_MAX_WORK_GROUP_SIZE);
    info.fp64 = deviceValue<cl_device_fp_config>(device, CL_DEVICE_DOUBLE_FP_CONFIG) != 0;
    info.fmaFloat =
        (deviceValue<cl_device_fp_config>(device, CL_DEVICE_SINGLE_FP_CONFIG) & CL_FP_FMA) != 0;
    info.nativeVectorWidthFloat = deviceValue<cl_uint>(device, CL_DEVICE_NATIVE_VECTOR_WIDTH_FLOAT);
    info.preferredVectorWidthFloat =
        deviceValue<cl_uint>(device, CL_DEVICE_PREFERRED_VECTOR_WIDTH_FLOAT);
    const std::string extensions = deviceString(device, CL_DEVICE_EXTENSIONS);
    info.fp16 = extensions.find("cl_khr_fp16") != std::string::npos;
    return info;
}

const DeviceDiscovery &sharedDiscovery()
{
    static const DeviceDiscovery discovery = discoverDevices(); // C++11: initialised once
    return discovery;
}

// The discovery itself, with no bound on how long the driver takes.
static DeviceDiscovery discoverNow()
{
    DeviceDiscovery result;
    cl_uint platformCount = 0;
    cl_int err = clGetPlatformIDs(0, nullptr, &platformCount);
    if (err == -1001 /* CL_PLATFORM_NOT_FOUND_KHR */ || (err == CL_SUCCESS && platformCount == 0)) {
        result.errorCode = err;
        result.problem = "No OpenCL platform is installed (" + clErrorName(err) +
                         "): the ICD loader found no vendor driver. CPU variants still run; "
                         "install a driver (e.g. pocl-opencl-icd, or your GPU vendor's) to use "
                         "OpenCL.";
        return result;
    }
    if (err != CL_SUCCESS) {
        result.errorCode = err;
        result.problem = "clGetPlatformIDs failed with " + clErrorName(err);
        return result;
    }
    std::vector<cl_platform_id> platforms(platformCount);
    clGetPlatformIDs(platformCount, platforms.data(), nullptr);
    for (cl_platform_id platform : platforms) {
        cl_uint deviceCount = 0;
        err = clGetDeviceIDs(platform, CL_DEVICE_TYPE_ALL, 0, nullptr, &deviceCount);
        if (err == CL_DEVICE_NOT_FOUND || deviceCount == 0)
            continue;
        if (err != CL_SUCCESS) {
            result.problem += "clGetDeviceIDs failed with " + clErrorName(err) + ". ";
            result.errorCode = err;
            continue;
        }
        std::vector<cl_device_id> ids(deviceCount);
        clGetDeviceIDs(platform, CL_DEVICE_TYPE_ALL, deviceCount, ids.data(), nullptr);
        for (cl_device_id id : ids) {
            try {
                result.devices.push_back(describeDevice(platform, id));
            } catch (const ComputeError &e) {
                result.problem += std::string("A device could not be queried: ") + e.what() + ". ";
                result.errorCode = e.code();
            }
        }
    }
    if (result.devices.empty() && result.problem.empty())
        result.problem = "OpenCL platforms exist but none offers a device.";
    rankDevices(result.devices);
    return result;
}

DeviceDiscovery discoverDevices()
{
    // On a thread of its own, so that a driver that never answers costs a bounded wait: the
    // thread is then left where it is (nothing can interrupt a call into a driver) and the
    // process marked, so that it ends with _Exit (deadlines.h).
    struct Shared
    {
        std::mutex mutex;
        std::condition_variable done;
        std::optional<DeviceDiscovery> result;
    };
    auto shared = std::make_shared<Shared>();
    std::thread([shared] {
        DeviceDiscovery found = discoverNow();
        std::lock_guard lock(shared->mutex);
        shared->result = std::move(found);
        shared->done.notify_all();
    }).detach();
    const auto limit = driverDeadlines().discovery;
    std::unique_lock lock(shared->mutex);
    if (shared->done.wait_for(lock, limit, [&] { return shared->result.has_value(); }))
        return std::move(*shared->result);
    markDriverStuck();
    DeviceDiscovery hung;
    hung.errorCode = kDriverTimeoutCode;
    char seconds[32];
    std::snprintf(seconds, sizeof seconds, "%g", double(limit.count()) / 1000.0);
    hung.problem = "The OpenCL driver did not answer within " + std::string(seconds) +
                   " s while listing its platforms and devices (it hangs in clGetPlatformIDs "
                   "or clGetDeviceIDs). OpenCL is unavailable until the driver is fixed or "
                   "removed; CPU variants still run.";
    return hung;
}

const DeviceInfo &selectDevice(const DeviceDiscovery &discovery, const std::string &which)
{
    if (!discovery.available())
        throw ComputeError(ErrorKind::NoDevice, discovery.problem, "clGetPlatformIDs",
                           discovery.errorCode);
    if (which.empty() || which == "auto")
        return discovery.devices.front();
    int index = -1;
    auto [ptr, ec] = std::from_chars(which.data(), which.data() + which.size(), index);
    if (ec != std::errc() || ptr != which.data() + which.size())
        throw ComputeError(ErrorKind::Usage,
                           "--device takes 'auto' or a device index, not '" + which + "'");
    if (index < 0 || index >= int(discovery.devices.size()))
        throw ComputeError(ErrorKind::NoDevice, "There is no OpenCL device " + which + " (found " +
                                                    std::to_string(discovery.devices.size()) +
                                                    "; see 'gpulab-cli devices')");
    return discovery.devices[std::size_t(index)];
}

} // namespace gpulab
