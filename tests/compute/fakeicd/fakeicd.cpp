/* A fake OpenCL driver (an ICD the loader picks up through OCL_ICD_VENDORS or OCL_ICD_FILENAMES)
 * that fails the way real drivers have been seen to fail: it hangs for ever, or it crashes, at a
 * chosen call. GPULAB_FAKE_ICD selects the call and the way:
 *
 *   hang-platforms  crash-platforms   in clIcdGetPlatformIDsKHR (the loader's first call: what
 *                                     the application's clGetPlatformIDs waits on)
 *   hang-devices    crash-devices     in clGetDeviceIDs
 *   hang-build      crash-build       in clBuildProgram (discovery and clCreateContext work)
 *   (unset, other)                    answers everything, builds fail with CL_BUILD_PROGRAM_FAILURE
 *
 * One platform ("Fake Hanging Platform") with one CPU device. Only what GPU Lab's discovery and
 * ClDevice ask is answered; the rest of the dispatch table is empty. Test support only. */
#define CL_TARGET_OPENCL_VERSION 300
#define CL_USE_DEPRECATED_OPENCL_1_2_APIS
#include <CL/cl_icd.h>

#include <csignal>
#include <cstdlib>
#include <cstring>
#include <unistd.h>

static _cl_icd_dispatch g_dispatch;

struct _cl_platform_id
{
    _cl_icd_dispatch *dispatch;
};
struct _cl_device_id
{
    _cl_icd_dispatch *dispatch;
};
struct _cl_context
{
    _cl_icd_dispatch *dispatch;
};
struct _cl_command_queue
{
    _cl_icd_dispatch *dispatch;
};
struct _cl_program
{
    _cl_icd_dispatch *dispatch;
};
struct _cl_mem
{
    _cl_icd_dispatch *dispatch;
};

static _cl_platform_id g_platform = {&g_dispatch};
static _cl_device_id g_device = {&g_dispatch};
static _cl_context g_context = {&g_dispatch};
static _cl_command_queue g_queue = {&g_dispatch};
static _cl_program g_program = {&g_dispatch};
static _cl_mem g_buffer = {&g_dispatch};

/* Fails here when GPULAB_FAKE_ICD is "hang-<where>" or "crash-<where>". */
static void failAt(const char *where)
{
    const char *mode = std::getenv("GPULAB_FAKE_ICD");
    if (!mode)
        return;
    const char *dash = std::strchr(mode, '-');
    if (!dash || strcmp(dash + 1, where) != 0)
        return;
    if (strncmp(mode, "hang-", 5) == 0)
        for (;;)
            pause(); /* blocked in the driver, as a wedged kernel module leaves a caller */
    if (strncmp(mode, "crash-", 6) == 0)
        raise(SIGSEGV);
}

static cl_int answer(const void *data, size_t size, size_t valueSize, void *value, size_t *sizeRet)
{
    if (value) {
        if (valueSize < size)
            return CL_INVALID_VALUE;
        memcpy(value, data, size);
    }
    if (sizeRet)
        *sizeRet = size;
    return CL_SUCCESS;
}

static cl_int answerString(const char *text, size_t valueSize, void *value, size_t *sizeRet)
{
    return answer(text, strlen(text) + 1, valueSize, value, sizeRet);
}

static cl_int CL_API_CALL getPlatformInfo(cl_platform_id platform, cl_platform_info param,
                                          size_t valueSize, void *value, size_t *sizeRet)
{
    (void)platform;
    switch (param) {
    case CL_PLATFORM_NAME: return answerString("Fake Hanging Platform", valueSize, value, sizeRet);
    case CL_PLATFORM_VENDOR: return answerString("GPU Lab tests", valueSize, value, sizeRet);
    case CL_PLATFORM_VERSION: return answerString("OpenCL 1.2 fake", valueSize, value, sizeRet);
    case CL_PLATFORM_PROFILE: return answerString("FULL_PROFILE", valueSize, value, sizeRet);
    case CL_PLATFORM_EXTENSIONS: return answerString("cl_khr_icd", valueSize, value, sizeRet);
    case CL_PLATFORM_ICD_SUFFIX_KHR: return answerString("FAKE", valueSize, value, sizeRet);
    default: return CL_INVALID_VALUE;
    }
}

static cl_int CL_API_CALL getDeviceIDs(cl_platform_id platform, cl_device_type type,
                                       cl_uint entries, cl_device_id *devices, cl_uint *count)
{
    (void)platform;
    (void)type;
    failAt("devices");
    if (devices && entries > 0)
        devices[0] = &g_device;
    if (count)
        *count = 1;
    return CL_SUCCESS;
}

static cl_int CL_API_CALL getDeviceInfo(cl_device_id device, cl_device_info param, size_t valueSize,
                                        void *value, size_t *sizeRet)
{
    (void)device;
    switch (param) {
    case CL_DEVICE_NAME: return answerString("Fake Hanging Device", valueSize, value, sizeRet);
    case CL_DEVICE_VENDOR: return answerString("GPU Lab tests", valueSize, value, sizeRet);
    case CL_DRIVER_VERSION: return answerString("0.1", valueSize, value, sizeRet);
    case CL_DEVICE_VERSION: return answerString("OpenCL 1.2 fake", valueSize, value, sizeRet);
    case CL_DEVICE_OPENCL_C_VERSION:
        return answerString("OpenCL C 1.2 fake", valueSize, value, sizeRet);
    case CL_DEVICE_EXTENSIONS: return answerString("", valueSize, value, sizeRet);
    case CL_DEVICE_TYPE: {
        const cl_device_type type = CL_DEVICE_TYPE_CPU;
        return answer(&type, sizeof type, valueSize, value, sizeRet);
    }
    case CL_DEVICE_PLATFORM: {
        const cl_platform_id platform = &g_platform;
        return answer(&platform, sizeof platform, valueSize, value, sizeRet);
    }
    case CL_DEVICE_GLOBAL_MEM_SIZE:
    case CL_DEVICE_MAX_MEM_ALLOC_SIZE: {
        const cl_ulong bytes = (cl_ulong)1 << 30;
        return answer(&bytes, sizeof bytes, valueSize, value, sizeRet);
    }
    case CL_DEVICE_LOCAL_MEM_SIZE: {
        const cl_ulong bytes = 32768;
        return answer(&bytes, sizeof bytes, valueSize, value, sizeRet);
    }
    case CL_DEVICE_MAX_WORK_GROUP_SIZE: {
        const size_t size = 256;
        return answer(&size, sizeof size, valueSize, value, sizeRet);
    }
    default: {
        /* Every other number: 1 of the asked width (units, clock, vector widths, flags). */
        unsigned char one[16] = {1};
        if (valueSize > sizeof one || valueSize == 0)
            return CL_INVALID_VALUE;
        return answer(one, valueSize, valueSize, value, sizeRet);
    }
    }
}

static cl_context CL_API_CALL createContext(
    const cl_context_properties *properties, cl_uint count, const cl_device_id *devices,
    void(CL_CALLBACK *notify)(const char *, const void *, size_t, void *), void *user, cl_int *err)
{
    (void)properties, (void)count, (void)devices, (void)notify, (void)user;
    if (err)
        *err = CL_SUCCESS;
    return &g_context;
}

static cl_command_queue CL_API_CALL createQueue(cl_context context, cl_device_id device,
                                                cl_command_queue_properties properties, cl_int *err)
{
    (void)context, (void)device, (void)properties;
    if (err)
        *err = CL_SUCCESS;
    return &g_queue;
}

static cl_program CL_API_CALL createProgram(cl_context context, cl_uint count, const char **strings,
                                            const size_t *lengths, cl_int *err)
{
    (void)context, (void)count, (void)strings, (void)lengths;
    if (err)
        *err = CL_SUCCESS;
    return &g_program;
}

static cl_mem CL_API_CALL createBuffer(cl_context context, cl_mem_flags flags, size_t size,
                                       void *host, cl_int *err)
{
    (void)context, (void)flags, (void)size, (void)host;
    if (err)
        *err = CL_SUCCESS;
    return &g_buffer;
}

static cl_int CL_API_CALL buildProgram(cl_program program, cl_uint count,
                                       const cl_device_id *devices, const char *options,
                                       void(CL_CALLBACK *notify)(cl_program, void *), void *user)
{
    (void)program, (void)count, (void)devices, (void)options, (void)notify, (void)user;
    failAt("build");
    return CL_BUILD_PROGRAM_FAILURE;
}

static cl_int CL_API_CALL getBuildInfo(cl_program program, cl_device_id device,
                                       cl_program_build_info param, size_t valueSize, void *value,
                                       size_t *sizeRet)
{
    (void)program, (void)device;
    if (param == CL_PROGRAM_BUILD_LOG)
        return answerString("the fake driver builds nothing", valueSize, value, sizeRet);
    return CL_INVALID_VALUE;
}

static cl_int CL_API_CALL releaseAny(void *object)
{
    (void)object;
    return CL_SUCCESS;
}

static void *CL_API_CALL extensionAddress(const char *name);

extern "C" {

CL_API_ENTRY cl_int CL_API_CALL clIcdGetPlatformIDsKHR(cl_uint entries, cl_platform_id *platforms,
                                                       cl_uint *count)
{
    failAt("platforms");
    g_dispatch.clGetPlatformIDs = nullptr; /* the loader answers that one */
    g_dispatch.clGetPlatformInfo = getPlatformInfo;
    g_dispatch.clGetDeviceIDs = getDeviceIDs;
    g_dispatch.clGetDeviceInfo = getDeviceInfo;
    g_dispatch.clCreateContext = createContext;
    g_dispatch.clCreateCommandQueue = createQueue;
    g_dispatch.clCreateProgramWithSource = createProgram;
    g_dispatch.clCreateBuffer = createBuffer;
    g_dispatch.clReleaseMemObject = reinterpret_cast<cl_api_clReleaseMemObject>(releaseAny);
    g_dispatch.clBuildProgram = buildProgram;
    g_dispatch.clGetProgramBuildInfo = getBuildInfo;
    g_dispatch.clReleaseContext = reinterpret_cast<cl_api_clReleaseContext>(releaseAny);
    g_dispatch.clReleaseCommandQueue = reinterpret_cast<cl_api_clReleaseCommandQueue>(releaseAny);
    g_dispatch.clReleaseProgram = reinterpret_cast<cl_api_clReleaseProgram>(releaseAny);
    g_dispatch.clReleaseDevice = reinterpret_cast<cl_api_clReleaseDevice>(releaseAny);
    g_dispatch.clGetExtensionFunctionAddress = extensionAddress;
    if (platforms && entries > 0)
        platforms[0] = &g_platform;
    if (count)
        *count = 1;
    return CL_SUCCESS;
}

} // extern "C"

static void *CL_API_CALL extensionAddress(const char *name)
{
    if (strcmp(name, "clIcdGetPlatformIDsKHR") == 0)
        return reinterpret_cast<void *>(clIcdGetPlatformIDsKHR);
    return nullptr;
}

extern "C" CL_API_ENTRY void *CL_API_CALL clGetExtensionFunctionAddress(const char *name)
{
    return extensionAddress(name);
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL clGetPlatformInfo(cl_platform_id platform,
                                                             cl_platform_info param,
                                                             size_t valueSize, void *value,
                                                             size_t *sizeRet)
{
    return getPlatformInfo(platform, param, valueSize, value, sizeRet);
}
