// The catalog: every rung of the ladder described once, with the factory that runs it.
#include "compute/variants.h"
#include "compute/variants_impl.h"

#include "compute/cpugemm.h"
#include "compute/timing.h"

namespace gpulab {

MemoryNeed GemmVariant::memoryNeed(int n) const
{
    MemoryNeed need;
    need.hostBytes = 3 * detail::matrixBytes(n);
    return need;
}

namespace detail {

// Known at configure time (compute/CMakeLists.txt): the engine links the peers when found.
bool openBlasBuilt()
{
#ifdef GPULAB_HAVE_OPENBLAS
    return true;
#else
    return false;
#endif
}

bool clBlastBuilt()
{
#ifdef GPULAB_HAVE_CLBLAST
    return true;
#else
    return false;
#endif
}

namespace {

using CpuKernel = void (*)(int, const float *, const float *, float *, const RunControl &);

class CpuVariant final : public GemmVariant
{
public:
    CpuVariant(const VariantInfo &info, CpuKernel kernel) : GemmVariant(info), m_kernel(kernel) {}
    RunTiming run(int n, const float *a, const float *b, float *c,
                  const RunControl &control) override
    {
        const auto start = Clock::now();
        m_kernel(n, a, b, c, control);
        RunTiming timing;
        timing.seconds = since(start);
        timing.endToEndSeconds = timing.seconds;
        return timing;
    }

private:
    CpuKernel m_kernel;
};

void cpuThreadsAll(int n, const float *a, const float *b, float *c, const RunControl &control)
{
    gemmCpuThreads(n, a, b, c, control, 0);
}

} // namespace

std::unique_ptr<GemmVariant> makeSerialNaive(const VariantInfo &info, ClDevice *)
{
    return std::make_unique<CpuVariant>(info, gemmSerialNaive);
}
std::unique_ptr<GemmVariant> makeSerialBlocked(const VariantInfo &info, ClDevice *)
{
    return std::make_unique<CpuVariant>(info, gemmSerialBlocked);
}
std::unique_ptr<GemmVariant> makeCpuThreads(const VariantInfo &info, ClDevice *)
{
    return std::make_unique<CpuVariant>(info, cpuThreadsAll);
}

} // namespace detail

const std::vector<VariantInfo> &variantCatalog()
{
    static const std::vector<VariantInfo> catalog = {
        {"serial-naive",
         "Serial, textbook loop",
         "One CPU core runs the i-j-k triple loop exactly as written, one multiply-add at a time.",
         "one core",
         Backend::Cpu,
         false,
         true,
         {},
         detail::makeSerialNaive,
         {}},
        {"serial-blocked",
         "Serial, cache-blocked + SIMD",
         "Copying blocks of A and B that fit in the caches into the order the arithmetic reads "
         "them, and keeping a tile of C in SIMD registers, makes the same single core many "
         "times faster.",
         "caches, SIMD",
         Backend::Cpu,
         false,
         true,
         {},
         detail::makeSerialBlocked,
         {}},
        {"cpu-threads",
         "All CPU cores",
         "Splitting the rows of C across every CPU core, each running the blocked kernel, "
         "multiplies throughput by the core count, at best.",
         "cores",
         Backend::Cpu,
         false,
         true,
         {},
         detail::makeCpuThreads,
         {}},
        {"opencl-naive",
         "OpenCL, one work-item per element",
         "Thousands of work-items each compute one element of C in parallel, but every operand "
         "comes from slow global memory.",
         "work-items",
         Backend::OpenCl,
         false,
         true,
         {},
         detail::makeOpenClNaive,
         "On a CPU device the work-items run on the same cores as cpu-threads, but each "
         "multiply-add loads its own float of A and of B (0.25 FLOP/byte) with no blocking for "
         "the caches; a GPU hides those loads behind thousands of threads and a far wider "
         "memory."},
        {"opencl-tiled",
         "OpenCL, tiled in local memory",
         "A work-group copies tiles of A and B into fast on-chip local (shared) memory once and "
         "reuses each value many times.",
         "shared memory",
         Backend::OpenCl,
         false,
         true,
         {},
         detail::makeOpenClTiled,
         "A CPU has no separate on-chip shared memory: on a CPU device OpenCL's local memory is "
         "ordinary cached memory, so the tiles are extra copies and every step of a tile waits "
         "at a work-group barrier; the reuse the tiles buy on a GPU, the CPU's caches already "
         "gave."},
        {"opencl-regblock",
         "OpenCL, register-blocked vectors",
         "Each work-item keeps a block of C in registers and uses wide vector instructions, so "
         "every value loaded feeds many multiply-adds.",
         "registers, wide SIMD",
         Backend::OpenCl,
         false,
         true,
         {},
         detail::makeOpenClRegblock,
         "On a CPU device it is the same idea as cpu-threads (a block of C in SIMD registers on "
         "every core), compiled by the OpenCL driver instead of the C++ compiler: the two can at "
         "best tie, and whichever compiler keeps the tile in registers better wins; on a GPU it "
         "is many times faster."},
        {"openblas",
         "OpenBLAS sgemm (CPU peer)",
         "A vendor-tuned library with hand-written assembly kernels shows what the CPU can "
         "really do.",
         "vendor library",
         Backend::Cpu,
         true,
         detail::openBlasBuilt(),
         "built without OpenBLAS: install libopenblas-dev and rebuild",
         detail::makeOpenBlas,
         {}},
        {"clblast", "CLBlast sgemm (OpenCL peer)",
         "A tuned OpenCL BLAS library on the same device, the yardstick for our own kernels.",
         "vendor library", Backend::OpenCl, true, detail::clBlastBuilt(),
         "built without CLBlast: install libclblast-dev and rebuild", detail::makeClBlast,
         "Its kernels and tuning target GPUs: on a CPU device their local-memory tiles and "
         "work-group barriers cost what opencl-tiled's do."},
    };
    return catalog;
}

const VariantInfo *findVariant(std::string_view id)
{
    for (const VariantInfo &info : variantCatalog()) {
        if (info.id == id)
            return &info;
    }
    return nullptr;
}

std::unique_ptr<GemmVariant> makeVariant(std::string_view id, ClDevice *device)
{
    const VariantInfo *info = findVariant(id);
    if (!info)
        throw ComputeError(ErrorKind::Usage, "Unknown variant '" + std::string(id) + "'");
    if (!info->built)
        throw ComputeError(ErrorKind::NoDevice, std::string(info->id) + " is not available: " +
                                                    std::string(info->missingHint));
    if (info->backend == Backend::OpenCl && !device)
        throw ComputeError(ErrorKind::NoDevice,
                           std::string(info->id) + " needs an OpenCL device, and none is open");
    return info->make(*info, device);
}

} // namespace gpulab
