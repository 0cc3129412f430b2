// A fake NVML (libnvidia-ml) for the telemetry reader's tests: one device, "Fake GPU", whose
// every figure is fixed here, so the NVML path of compute/telemetry.cpp is checked without an
// NVIDIA driver. The entry points and their types follow NVML's documented C API; the memory
// clock answers NVML_ERROR_NOT_SUPPORTED (3), as some products do.
#include <cstring>

#if defined(_WIN32)
#define FAKE_NVML_API __declspec(dllexport)
#else
#define FAKE_NVML_API __attribute__((visibility("default")))
#endif

extern "C" {

struct nvmlDevice_st
{
    int unused;
};
using nvmlDevice_t = nvmlDevice_st *;
struct nvmlUtilization_t
{
    unsigned int gpu;
    unsigned int memory;
};
struct nvmlMemory_t
{
    unsigned long long total;
    unsigned long long free;
    unsigned long long used;
};

static nvmlDevice_st theDevice;

FAKE_NVML_API int nvmlInit_v2()
{
    return 0;
}
FAKE_NVML_API int nvmlShutdown()
{
    return 0;
}
FAKE_NVML_API const char *nvmlErrorString(int)
{
    return "fake error";
}
FAKE_NVML_API int nvmlSystemGetDriverVersion(char *text, unsigned int n)
{
    std::strncpy(text, "999.1", n);
    return 0;
}
FAKE_NVML_API int nvmlDeviceGetCount_v2(unsigned int *count)
{
    *count = 1;
    return 0;
}
FAKE_NVML_API int nvmlDeviceGetHandleByIndex_v2(unsigned int index, nvmlDevice_t *device)
{
    if (index != 0)
        return 2; // NVML_ERROR_INVALID_ARGUMENT
    *device = &theDevice;
    return 0;
}
FAKE_NVML_API int nvmlDeviceGetName(nvmlDevice_t, char *name, unsigned int n)
{
    std::strncpy(name, "Fake GPU", n);
    return 0;
}
FAKE_NVML_API int nvmlDeviceGetUtilizationRates(nvmlDevice_t, nvmlUtilization_t *u)
{
    u->gpu = 87;
    u->memory = 40;
    return 0;
}
FAKE_NVML_API int nvmlDeviceGetMemoryInfo(nvmlDevice_t, nvmlMemory_t *m)
{
    m->total = 80ull << 30; // 81920 MiB
    m->used = 20ull << 30;  // 20480 MiB
    m->free = m->total - m->used;
    return 0;
}
FAKE_NVML_API int nvmlDeviceGetClockInfo(nvmlDevice_t, int type, unsigned int *mhz)
{
    if (type == 2) // NVML_CLOCK_MEM
        return 3;  // NVML_ERROR_NOT_SUPPORTED
    *mhz = 1755;
    return 0;
}
FAKE_NVML_API int nvmlDeviceGetTemperature(nvmlDevice_t, int, unsigned int *c)
{
    *c = 71;
    return 0;
}
FAKE_NVML_API int nvmlDeviceGetPowerUsage(nvmlDevice_t, unsigned int *mw)
{
    *mw = 652500;
    return 0;
}
FAKE_NVML_API int nvmlDeviceGetEnforcedPowerLimit(nvmlDevice_t, unsigned int *mw)
{
    *mw = 700000;
    return 0;
}
FAKE_NVML_API int nvmlDeviceGetCurrentClocksThrottleReasons(nvmlDevice_t, unsigned long long *mask)
{
    *mask = 0x4; // SW power cap
    return 0;
}
}
