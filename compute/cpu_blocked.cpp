// serial-blocked and cpu-threads: cache blocking plus a loop order the compiler vectorises.
//
//   for each k-block (KC rows of B) and j-block (NC columns), for 4 rows of C at a time:
//       c[i..i+3][j] += a[i..i+3][k] * b[k][j]      (j innermost: unit stride, SIMD)
//
// A KC x NC block of B (256 KiB) stays in L2 while every row of A passes over it; four rows of C
// share each load of B. On x86-64 the inner kernel is cloned for Haswell-class CPUs (AVX2, FMA)
// and picked at run time, so one binary runs everywhere.
#include "compute/cpugemm.h"
#include "compute/timing.h"

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <thread>
#include <vector>

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define GPULAB_SIMD_CLONES __attribute__((target_clones("arch=haswell", "default")))
#else
#define GPULAB_SIMD_CLONES
#endif

namespace gpulab {
namespace {

constexpr int KC = 256; // rows of B per block
constexpr int NC = 256; // columns of B and C per block

// Rows [row0, row1) of C += A[:, k0:k1] x B[k0:k1, j0:j1].
GPULAB_SIMD_CLONES
void blockKernel(std::size_t n, const float *__restrict a, const float *__restrict b,
                 float *__restrict c, std::size_t row0, std::size_t row1, std::size_t k0,
                 std::size_t k1, std::size_t j0, std::size_t j1)
{
    const std::size_t width = j1 - j0;
    std::size_t i = row0;
    for (; i + 4 <= row1; i += 4) {
        float *__restrict c0 = c + i * n + j0;
        float *__restrict c1 = c0 + n;
        float *__restrict c2 = c1 + n;
        float *__restrict c3 = c2 + n;
        for (std::size_t k = k0; k < k1; ++k) {
            const float a0 = a[i * n + k];
            const float a1 = a[(i + 1) * n + k];
            const float a2 = a[(i + 2) * n + k];
            const float a3 = a[(i + 3) * n + k];
            const float *__restrict brow = b + k * n + j0;
            for (std::size_t j = 0; j < width; ++j) {
                const float bkj = brow[j];
                c0[j] += a0 * bkj;
                c1[j] += a1 * bkj;
                c2[j] += a2 * bkj;
                c3[j] += a3 * bkj;
            }
        }
    }
    for (; i < row1; ++i) {
        float *__restrict crow = c + i * n + j0;
        for (std::size_t k = k0; k < k1; ++k) {
            const float aik = a[i * n + k];
            const float *__restrict brow = b + k * n + j0;
            for (std::size_t j = 0; j < width; ++j)
                crow[j] += aik * brow[j];
        }
    }
}

// Computes rows [row0, row1) of C. Returns false if cancelled. Within each block the rows go in
// strips of about kStepSeconds (StepSizer, in multiply-adds; whole groups of four rows, so the
// kernel groups rows as it would in one call), the token checked before each. `done` counts the
// multiply-adds finished by all threads, for progress.
bool blockedRows(int n, const float *a, const float *b, float *c, int row0, int row1,
                 const RunControl &control, std::atomic<std::int64_t> &done, bool reporter)
{
    const std::size_t un = std::size_t(n);
    const double total = double(n) * double(n) * double(n);
    std::memset(c + std::size_t(row0) * un, 0, std::size_t(row1 - row0) * un * sizeof(float));
    StepSizer sizer;
    for (std::size_t k0 = 0; k0 < un; k0 += KC) {
        const std::size_t k1 = std::min(un, k0 + KC);
        for (std::size_t j0 = 0; j0 < un; j0 += NC) {
            const std::size_t j1 = std::min(un, j0 + NC);
            const std::int64_t perRow = std::int64_t((k1 - k0) * (j1 - j0));
            for (std::size_t r0 = std::size_t(row0); r0 < std::size_t(row1);) {
                if (control.cancel && control.cancel->cancelled())
                    return false;
                const std::size_t rows =
                    std::size_t(std::max<std::int64_t>(4, (sizer.next() / perRow + 3) / 4 * 4));
                const std::size_t r1 = std::min(std::size_t(row1), r0 + rows);
                const auto start = Clock::now();
                blockKernel(un, a, b, c, r0, r1, k0, k1, j0, j1);
                const std::int64_t macs = std::int64_t(r1 - r0) * perRow;
                sizer.record(macs, since(start));
                const std::int64_t finished =
                    done.fetch_add(macs, std::memory_order_relaxed) + macs;
                if (reporter)
                    control.report(double(finished) / total);
                r0 = r1;
            }
        }
    }
    return true;
}

} // namespace

void gemmSerialBlocked(int n, const float *a, const float *b, float *c, const RunControl &control)
{
    std::atomic<std::int64_t> done{0};
    if (!blockedRows(n, a, b, c, 0, n, control, done, true))
        control.check();
}

void gemmCpuThreads(int n, const float *a, const float *b, float *c, const RunControl &control,
                    int threads)
{
    if (threads <= 0)
        threads = int(std::max(1u, std::thread::hardware_concurrency()));
    threads = std::clamp(threads, 1, n); // at least one row each
    std::atomic<std::int64_t> done{0};
    std::atomic<bool> cancelled{false};
    std::vector<std::thread> pool;
    pool.reserve(std::size_t(threads));
    for (int t = 0; t < threads; ++t) {
        const int row0 = int(std::int64_t(n) * t / threads);
        const int row1 = int(std::int64_t(n) * (t + 1) / threads);
        pool.emplace_back([=, &control, &done, &cancelled] {
            if (!blockedRows(n, a, b, c, row0, row1, control, done, t == 0))
                cancelled = true;
        });
    }
    for (std::thread &thread : pool)
        thread.join();
    if (cancelled)
        control.check();
}

} // namespace gpulab
