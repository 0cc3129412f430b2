// Checked OpenCL queries used across the engine.
#include "compute/opencl.h"

namespace gpulab {

std::string deviceString(cl_device_id device, cl_device_info param)
{
    size_t size = 0;
    checkCl(clGetDeviceInfo(device, param, 0, nullptr, &size), "clGetDeviceInfo");
    std::string value(size, '\0');
    checkCl(clGetDeviceInfo(device, param, size, value.data(), nullptr), "clGetDeviceInfo");
    while (!value.empty() && (value.back() == '\0' || value.back() == ' '))
        value.pop_back();
    return value;
}

std::string platformString(cl_platform_id platform, cl_platform_info param)
{
    size_t size = 0;
    checkCl(clGetPlatformInfo(platform, param, 0, nullptr, &size), "clGetPlatformInfo");
    std::string value(size, '\0');
    checkCl(clGetPlatformInfo(platform, param, size, value.data(), nullptr), "clGetPlatformInfo");
    while (!value.empty() && (value.back() == '\0' || value.back() == ' '))
        value.pop_back();
    return value;
}

double eventSeconds(cl_event event)
{
    cl_ulong start = 0;
    cl_ulong end = 0;
    checkCl(
        clGetEventProfilingInfo(event, CL_PROFILING_COMMAND_START, sizeof(start), &start, nullptr),
        "clGetEventProfilingInfo");
    checkCl(clGetEventProfilingInfo(event, CL_PROFILING_COMMAND_END, sizeof(end), &end, nullptr),
            "clGetEventProfilingInfo");
    return end > start ? double(end - start) * 1e-9 : 0.0;
}

} // namespace gpulab
