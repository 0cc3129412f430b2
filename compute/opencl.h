// Thin RAII over the OpenCL C API (CLBlast's habit): move-only handles that release in their
// destructor, and small helpers whose every call goes through checkCl(), so a failure names the
// call and the symbolic error code. We target OpenCL 1.2 so any device that exists can run us.
#pragma once

#ifndef CL_TARGET_OPENCL_VERSION
#define CL_TARGET_OPENCL_VERSION 120
#endif
#ifdef __APPLE__
#include <OpenCL/cl.h> // Apple's OpenCL.framework (OpenCL 1.2); untested here
#else
#include <CL/cl.h>
#endif

#include "compute/errors.h"

#include <string>
#include <utility>
#include <vector>

namespace gpulab {

template <typename T, cl_int(CL_API_CALL *Release)(T)> class ClHandle
{
public:
    ClHandle() = default;
    explicit ClHandle(T handle) : m_handle(handle) {}
    ~ClHandle() { reset(); }
    ClHandle(const ClHandle &) = delete;
    ClHandle &operator=(const ClHandle &) = delete;
    ClHandle(ClHandle &&other) noexcept : m_handle(std::exchange(other.m_handle, nullptr)) {}
    ClHandle &operator=(ClHandle &&other) noexcept
    {
        if (this != &other) {
            reset();
            m_handle = std::exchange(other.m_handle, nullptr);
        }
        return *this;
    }
    T get() const { return m_handle; }
    explicit operator bool() const { return m_handle != nullptr; }
    void reset()
    {
        // A destructor must not throw: a failed release is ignored (nothing useful to do).
        if (m_handle)
            Release(m_handle);
        m_handle = nullptr;
    }

private:
    T m_handle = nullptr;
};

using ClContext = ClHandle<cl_context, clReleaseContext>;
using ClQueue = ClHandle<cl_command_queue, clReleaseCommandQueue>;
using ClProgram = ClHandle<cl_program, clReleaseProgram>;
using ClKernel = ClHandle<cl_kernel, clReleaseKernel>;
using ClBuffer = ClHandle<cl_mem, clReleaseMemObject>;
using ClEvent = ClHandle<cl_event, clReleaseEvent>;

// Device and platform queries (checked).
std::string deviceString(cl_device_id device, cl_device_info param);
std::string platformString(cl_platform_id platform, cl_platform_info param);
template <typename T> T deviceValue(cl_device_id device, cl_device_info param)
{
    T value{};
    checkCl(clGetDeviceInfo(device, param, sizeof(T), &value, nullptr), "clGetDeviceInfo");
    return value;
}

// Kernel arguments: setKernelArgs(kernel, n, bufferA, ...) sets them in order, each checked.
template <typename T> void setKernelArg(cl_kernel kernel, cl_uint index, const T &value)
{
    checkCl(clSetKernelArg(kernel, index, sizeof(T), &value), "clSetKernelArg");
}
inline void setKernelArg(cl_kernel kernel, cl_uint index, const ClBuffer &buffer)
{
    cl_mem mem = buffer.get();
    checkCl(clSetKernelArg(kernel, index, sizeof(cl_mem), &mem), "clSetKernelArg");
}
template <typename... Args> void setKernelArgs(cl_kernel kernel, const Args &...args)
{
    cl_uint index = 0;
    (setKernelArg(kernel, index++, args), ...);
}

// Seconds between CL_PROFILING_COMMAND_START and _END of a finished event.
double eventSeconds(cl_event event);

} // namespace gpulab
