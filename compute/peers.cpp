// The peers we compare with in the same run: OpenBLAS (cblas_sgemm on the host, all cores) and
// CLBlast (SGEMM on the same OpenCL device as our kernels). Each is compiled only when its
// package was found (GPULAB_HAVE_OPENBLAS, GPULAB_HAVE_CLBLAST); otherwise the catalog marks it
// as not built and says how to get it.
#include "compute/clgemm.h"
#include "compute/timing.h"

#ifdef GPULAB_HAVE_OPENBLAS
#include <cblas.h>
#endif
#ifdef GPULAB_HAVE_CLBLAST
#include <clblast.h>
#endif

namespace gpulab::detail {
namespace {

#ifdef GPULAB_HAVE_OPENBLAS
class OpenBlasVariant final : public GemmVariant
{
public:
    using GemmVariant::GemmVariant;
    RunTiming run(int n, const float *a, const float *b, float *c,
                  const RunControl &control) override
    {
        control.check(); // one library call: it cannot be interrupted once started
        const auto start = Clock::now();
        cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1.0f, a, n, b, n, 0.0f, c,
                    n);
        RunTiming timing;
        timing.seconds = since(start);
        timing.endToEndSeconds = timing.seconds;
        control.report(1.0);
        return timing;
    }
};
#endif

#ifdef GPULAB_HAVE_CLBLAST
class ClBlastVariant final : public ClGemm
{
public:
    using ClGemm::ClGemm;

    MemoryNeed memoryNeed(int n) const override
    {
        // CLBlast may pad and transpose into temporary buffers of its own: count them too.
        MemoryNeed need = ClGemm::memoryNeed(n);
        need.deviceBytes *= 2;
        return need;
    }

protected:
    double buildKernels(int n) override
    {
        // CLBlast compiles its kernels inside the first Gemm call. Time a first and a second
        // call: the difference is the build (an estimate, reported as such in DESIGN.md).
        // prepare() has allocated A, B, C for this n: give the trial defined inputs.
        m_device.fill(m_a, 0.0f, matrixBytes(n));
        m_device.fill(m_b, 0.0f, matrixBytes(n));
        m_device.finish();
        const auto t0 = Clock::now();
        gemm(n);
        const auto t1 = Clock::now();
        gemm(n);
        return std::max(0.0, secondsBetween(t0, t1) - since(t1));
    }

    double compute(int n, const RunControl &control) override
    {
        control.check();
        gemm(n);
        control.report(1.0);
        return -1.0; // several kernels of CLBlast's own: no single event covers them
    }

private:
    void gemm(int n)
    {
        cl_command_queue queue = m_device.queue();
        const std::size_t un = std::size_t(n);
        const clblast::StatusCode status = clblast::Gemm<float>(
            clblast::Layout::kRowMajor, clblast::Transpose::kNo, clblast::Transpose::kNo, un, un,
            un, 1.0f, m_a.get(), 0, un, m_b.get(), 0, un, 0.0f, m_c.get(), 0, un, &queue, nullptr);
        if (status != clblast::StatusCode::kSuccess) {
            const int code = int(status);
            throw ComputeError(ErrorKind::Runtime,
                               "clblast::Gemm failed with status " + std::to_string(code) +
                                   (code > -1000 ? " (" + clErrorName(code) + ")" : ""),
                               "clblast::Gemm", code);
        }
        m_device.finish();
    }
};
#endif

} // namespace

std::unique_ptr<GemmVariant> makeOpenBlas(const VariantInfo &info, ClDevice *)
{
#ifdef GPULAB_HAVE_OPENBLAS
    return std::make_unique<OpenBlasVariant>(info);
#else
    throw ComputeError(ErrorKind::NoDevice, std::string(info.missingHint));
#endif
}

std::unique_ptr<GemmVariant> makeClBlast(const VariantInfo &info, ClDevice *device)
{
#ifdef GPULAB_HAVE_CLBLAST
    return std::make_unique<ClBlastVariant>(info, *device);
#else
    (void)device;
    throw ComputeError(ErrorKind::NoDevice, std::string(info.missingHint));
#endif
}

} // namespace gpulab::detail
