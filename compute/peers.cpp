// The peers we compare with in the same run: OpenBLAS (cblas_sgemm on the host, all cores) and
// CLBlast (SGEMM on the same OpenCL device as our kernels). Each is compiled only when its
// package was found (GPULAB_HAVE_OPENBLAS, GPULAB_HAVE_CLBLAST); otherwise the catalog marks it
// as not built and says how to get it.
#include "compute/clgemm.h"
#include "compute/timing.h"

#include <algorithm>
#include <cstdint>

#ifdef GPULAB_HAVE_OPENBLAS
#include <cblas.h>
#endif
#ifdef GPULAB_HAVE_CLBLAST
#include <clblast.h>
#endif

namespace gpulab::detail {
namespace {

// A peer is one library call that cannot be interrupted once started, so a long multiplication is
// several calls on bands of rows of A and C (B whole), each about kStepSeconds of wall clock
// (StepSizer; learnt afresh when N changes, kept across the runs at one N), the token checked
// between them. Once learnt, N up to about 0.1 s of work is one call as before. `multiply(row0,
// rows)` computes those rows of C.
template <typename Multiply>
[[maybe_unused]] void inRowBands(int n, StepSizer &sizer, const RunControl &control,
                                 Multiply multiply)
{
    const auto runStart = Clock::now();
    for (int row0 = 0; row0 < n;) {
        control.check();
        const int rows = int(std::min<std::int64_t>(n - row0, sizer.next()));
        const auto start = Clock::now();
        multiply(row0, rows);
        sizer.record(rows, since(start));
        row0 += rows;
        control.report(double(row0) / double(n));
    }
    // The next run at this N starts from the rate of this whole one (the last band is a
    // remainder, and a band of a few rows keeps few of the library's threads busy).
    sizer.record(n, since(runStart));
}

// The sizer of a variant object for size n: a fresh one when n changed.
[[maybe_unused]] StepSizer &sizerFor(int n, StepSizer &sizer, int &sizerN)
{
    if (sizerN != n) {
        sizer = StepSizer();
        sizerN = n;
    }
    return sizer;
}

#ifdef GPULAB_HAVE_OPENBLAS
class OpenBlasVariant final : public GemmVariant
{
public:
    using GemmVariant::GemmVariant;
    RunTiming run(int n, const float *a, const float *b, float *c,
                  const RunControl &control) override
    {
        const auto start = Clock::now();
        inRowBands(n, sizerFor(n, m_sizer, m_sizerN), control, [&](int row0, int rows) {
            const std::size_t offset = std::size_t(row0) * std::size_t(n);
            cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, rows, n, n, 1.0f, a + offset, n,
                        b, n, 0.0f, c + offset, n);
        });
        RunTiming timing;
        timing.seconds = since(start);
        timing.endToEndSeconds = timing.seconds;
        return timing;
    }

private:
    StepSizer m_sizer;
    int m_sizerN = -1;
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
        // CLBlast compiles its kernels (all of its GEMM's, direct and indirect, in one program)
        // inside the first Gemm call. Time a first and a second call on a small corner: the
        // difference is the build (an estimate, reported as such in DESIGN.md); a full-size
        // trial would be two multiplications no cancel could stop. prepare() has allocated A, B,
        // C for this n: give the trial defined inputs.
        m_device.fill(m_a, 0.0f, matrixBytes(n));
        m_device.fill(m_b, 0.0f, matrixBytes(n));
        m_device.finish();
        const int trial = std::min(n, 64);
        const auto t0 = Clock::now();
        gemm(n, 0, trial, trial);
        const auto t1 = Clock::now();
        gemm(n, 0, trial, trial);
        return std::max(0.0, secondsBetween(t0, t1) - since(t1));
    }

    double compute(int n, const RunControl &control) override
    {
        inRowBands(n, sizerFor(n, m_sizer, m_sizerN), control,
                   [&](int row0, int rows) { gemm(n, row0, rows, n); });
        return -1.0; // several kernels of CLBlast's own: no single event covers them
    }

private:
    // Rows [row0, row0 + rows) of C = A x B for the first `size` columns and k of the n x n
    // buffers (size = n but for the build trial); waits for it.
    void gemm(int n, int row0, int rows, int size)
    {
        cl_command_queue queue = m_device.queue();
        const std::size_t ld = std::size_t(n);
        const std::size_t offset = std::size_t(row0) * ld;
        const clblast::StatusCode status = clblast::Gemm<float>(
            clblast::Layout::kRowMajor, clblast::Transpose::kNo, clblast::Transpose::kNo,
            std::size_t(rows), std::size_t(size), std::size_t(size), 1.0f, m_a.get(), offset, ld,
            m_b.get(), 0, ld, 0.0f, m_c.get(), offset, ld, &queue, nullptr);
        if (status != clblast::StatusCode::kSuccess) {
            const int code = int(status);
            throw ComputeError(ErrorKind::Runtime,
                               "clblast::Gemm failed with status " + std::to_string(code) +
                                   (code > -1000 ? " (" + clErrorName(code) + ")" : ""),
                               "clblast::Gemm", code);
        }
        m_device.finish();
    }

    StepSizer m_sizer;
    int m_sizerN = -1;
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
