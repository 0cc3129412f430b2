// The ladder of matrix-multiplication variants, each described once (id, title, the hardware
// idea it teaches, how it runs). The catalog serves the tests, gpulab-cli and the GUI alike.
#pragma once

#include "compute/cancel.h"

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace gpulab {

class ClDevice;
class GemmVariant;
struct VariantInfo;

using VariantFactory = std::unique_ptr<GemmVariant> (*)(const VariantInfo &, ClDevice *);

enum class Backend { Cpu, OpenCl };

struct VariantInfo
{
    std::string_view id;    // "opencl-tiled": stable, used on command lines and in files
    std::string_view title; // "OpenCL, tiled in local memory"
    std::string_view idea;  // the hardware idea it teaches, one sentence
    std::string_view rung;  // the hardware feature in a word or two ("shared memory")
    Backend backend = Backend::Cpu;
    bool peer = false;             // a vendor library we compare with, not our own code
    bool built = true;             // false: a peer this binary was built without
    std::string_view missingHint;  // why not built and how to get it
    VariantFactory make = nullptr; // how to run it (OpenCL ones dereference the device)
    // Why it does not beat the CPU rungs on a CPU OpenCL device (PoCL), for the rungs whose
    // idea is a GPU's; empty where it should win there too. Ladder notes cite it.
    std::string_view onCpuDevice;
};

// Memory a run of one variant at size N needs beyond nothing: checked before allocating.
struct MemoryNeed
{
    std::uint64_t hostBytes = 0;           // A, B, C on the host
    std::uint64_t deviceBytes = 0;         // all device buffers together
    std::uint64_t largestDeviceBuffer = 0; // compared with CL_DEVICE_MAX_MEM_ALLOC_SIZE
};

struct RunTiming
{
    double seconds = 0.0;         // the computation with data in place (what GFLOP/s uses)
    double deviceSeconds = -1.0;  // OpenCL event profiling, sum of kernels; -1: not applicable
    double endToEndSeconds = 0.0; // host arrays in, host array out (transfers included)
};

class GemmVariant
{
public:
    explicit GemmVariant(const VariantInfo &info) : m_info(info) {}
    virtual ~GemmVariant() = default;
    GemmVariant(const GemmVariant &) = delete;
    GemmVariant &operator=(const GemmVariant &) = delete;

    const VariantInfo &info() const { return m_info; }
    virtual MemoryNeed memoryNeed(int n) const;
    // Builds kernels and allocates for size n; returns the seconds spent building programs
    // now (0 when they came from the cache or there are none).
    virtual double prepare(int /*n*/) { return 0.0; }
    // C = A x B. May throw ComputeError (Cancelled, Runtime).
    virtual RunTiming run(int n, const float *a, const float *b, float *c,
                          const RunControl &control) = 0;
    // The parameter set it runs with, as text ("cpu MR=12,NR=32,..." for opencl-regblock);
    // empty where there is nothing to choose.
    virtual std::string parameters() const { return {}; }

private:
    const VariantInfo &m_info;
};

// Every variant this program knows, in ladder order (peers last), built or not.
const std::vector<VariantInfo> &variantCatalog();
const VariantInfo *findVariant(std::string_view id);

// Creates a runnable variant. OpenCL variants need `device`; throws ComputeError: Usage for an
// unknown id, NoDevice for an OpenCL variant without a device or a peer that was not built.
std::unique_ptr<GemmVariant> makeVariant(std::string_view id, ClDevice *device);

} // namespace gpulab
