// Shared by the compute tests: the OpenCL device they run on. The test command sets
// GPULAB_REQUIRE_OPENCL=1 (PoCL is installed there), which turns "no device" into a failure;
// elsewhere (a developer machine without any OpenCL driver) the OpenCL cases are skipped.
#pragma once

#include "compute/cldevice.h"

#include <QtTest>
#include <memory>

namespace gpulab::test {

inline bool openClRequired()
{
    return qEnvironmentVariableIntValue("GPULAB_REQUIRE_OPENCL") == 1;
}

// Opens the auto-selected device once; null when there is none.
inline ClDevice *sharedDevice()
{
    static std::unique_ptr<ClDevice> device = [] {
        const DeviceDiscovery discovery = discoverDevices();
        return discovery.available() ? std::make_unique<ClDevice>(discovery.devices.front())
                                     : nullptr;
    }();
    return device.get();
}

} // namespace gpulab::test

// Inside a test function: the device, or fail (required) / skip (not required) when absent.
#define GPULAB_REQUIRE_DEVICE(device)                                                              \
    ::gpulab::ClDevice *device = ::gpulab::test::sharedDevice();                                   \
    if (!device) {                                                                                 \
        if (::gpulab::test::openClRequired())                                                      \
            QFAIL("GPULAB_REQUIRE_OPENCL=1 but no OpenCL device was found");                       \
        /* justified skip: this machine has no OpenCL driver, and the test was not told to */      \
        /* require one; the no-ICD suite covers that state. */                                     \
        QSKIP("no OpenCL device on this machine");                                                 \
    }
