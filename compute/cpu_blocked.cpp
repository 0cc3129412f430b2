// serial-blocked and cpu-threads: blocking for the caches, in the manner of GotoBLAS and BLIS.
//
//   for each block of NC columns of B and C:
//     for each block of KC rows of B (and columns of A):
//       pack B[KC x NC] into micro-panels of NR columns, one after the other      (-> L2)
//       for each block of MC rows of C (of this thread's band):
//         pack A[MC x KC] into micro-panels of MR rows                             (-> L2)
//         for each micro-panel of A (MR x KC: stays in L1 while ...)
//           for each micro-panel of B (... every panel of B's block streams past it from L2):
//             C[MR x NR] += A panel x B panel        the micro-kernel: C's tile in registers
//
// Why these numbers (float32, 4 bytes):
//   MR x NR   the micro-tile of C held in vector registers for a whole KC loop: AVX-512 12 x 32
//             (24 of the 32 zmm registers: 12 rows x 2 vectors of 16), AVX2 + FMA 6 x 16 (12 of
//             16 ymm), portable 6 x 8 (12 of 16 SSE/NEON registers). Each step of k loads NR / W
//             vectors of B and MR values of A and does MR x NR / W vector multiply-adds: 24 FMAs
//             for 14 loads with AVX-512, so the FMA units, not the loads, set the pace; and 12 or
//             more independent accumulators cover the FMA latency (4 cycles, 2 units).
//   KC = 512  a micro-panel of A, KC x MR = 12 or 24 KiB, stays in L1 while the micro-kernel
//             runs it against every micro-panel of B of the block (KC x NR = 32 or 64 KiB each,
//             from L2; this order measured 12 % faster at N = 4096 than B's panel kept and A's
//             streamed). The tile of C is read and written once per KC steps of k, so the
//             larger KC, the less C traffic (at N = 4096, KC = 256 lost a fifth of the rate to
//             C, which no cache holds by then; its lines are also prefetched at the start of
//             the micro-kernel).
//   MC = 96   the packed block of A, MC x KC = 192 KiB, stays in L2 (a multiple of every MR:
//             no half-empty panel inside a band).
//   NC = 512  the packed block of B, KC x NC = 1 MiB, stays in L2 (2 MiB on this machine's
//             cores; else L3) while every panel of A of the band passes over it.
// Packing copies each block once into the order the micro-kernel reads it: unit stride, no
// cache-set conflicts at power-of-two N (an unpacked 256 x 256 block of B at N = 4096 is 256
// rows 16 KiB apart, all in the same few L1 sets: the old kernel's GFLOP/s fell with N).
// The micro-kernel is written once with GCC/Clang vector types (one `Vec` = W floats) and
// compiled for each SIMD width; the widest the CPU has is chosen at run time by its features, so
// one binary runs everywhere (GCC's target_clones("arch=haswell"), used before, dispatches on the
// CPU model, not its features: an AVX-512 Xeon it did not name ran the SSE2 fallback). cpu-threads
// gives each thread a band of rows of C with its own packed blocks: the same kernel, no sharing, no
// locks.
#include "compute/cpugemm.h"
#include "compute/timing.h"

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <thread>
#include <vector>

namespace gpulab {
namespace {

constexpr int KC = 512; // rows of B (columns of A) per block
constexpr int MC = 96;  // rows of A and C per packed block of A
constexpr int NC = 512; // columns of B and C per packed block of B

// ---- the micro-kernel: C[rows x cols] += A panel (MR x kc) x B panel (kc x NR) -----------------
#if defined(__GNUC__)
template <int MR, int NR, int W>
[[gnu::always_inline]] inline void microTile(int kc, const float *__restrict ap,
                                             const float *__restrict bp, float *__restrict c,
                                             long ldc, int rows, int cols)
{
    // W floats in one SIMD register; loads and stores need no alignment.
    typedef float Vec __attribute__((vector_size(W * sizeof(float)), aligned(4), may_alias));
    constexpr int NV = NR / W;
    // The tile of C is needed at the end: ask for its cache lines now, so their misses overlap
    // the loop.
    for (int i = 0; i < rows; ++i)
        for (int j = 0; j < NR; j += 16)
            __builtin_prefetch(c + i * ldc + j, 1);
    Vec acc[MR][NV] = {};
    for (int k = 0; k < kc; ++k) {
        const Vec *bk = reinterpret_cast<const Vec *>(bp + k * NR);
#pragma GCC unroll 16
        for (int i = 0; i < MR; ++i) {
            const float aik = ap[k * MR + i]; // broadcast to every lane
#pragma GCC unroll 8
            for (int v = 0; v < NV; ++v)
                acc[i][v] += aik * bk[v]; // one vector FMA (built with -ffp-contract=fast)
        }
    }
    if (rows == MR && cols == NR) {
#pragma GCC unroll 16
        for (int i = 0; i < MR; ++i)
#pragma GCC unroll 8
            for (int v = 0; v < NV; ++v)
                *reinterpret_cast<Vec *>(c + i * ldc + v * W) += acc[i][v];
        return;
    }
    for (int i = 0; i < rows; ++i) // an edge of C: only the elements inside it
        for (int j = 0; j < cols; ++j)
            c[i * ldc + j] += acc[i][j / W][j % W];
}

#if defined(__x86_64__)
[[gnu::target("avx512f,fma")]] void microAvx512(int kc, const float *ap, const float *bp, float *c,
                                                long ldc, int rows, int cols)
{
    microTile<12, 32, 16>(kc, ap, bp, c, ldc, rows, cols);
}
[[gnu::target("avx2,fma")]] void microAvx2(int kc, const float *ap, const float *bp, float *c,
                                           long ldc, int rows, int cols)
{
    microTile<6, 16, 8>(kc, ap, bp, c, ldc, rows, cols);
}
#endif
void microPortable(int kc, const float *ap, const float *bp, float *c, long ldc, int rows, int cols)
{
    microTile<6, 8, 4>(kc, ap, bp, c, ldc, rows, cols);
}
#else
// Compilers without vector types: the same loops on plain floats.
void microPortable(int kc, const float *ap, const float *bp, float *c, long ldc, int rows, int cols)
{
    constexpr int MR = 6, NR = 8;
    float acc[MR][NR] = {};
    for (int k = 0; k < kc; ++k)
        for (int i = 0; i < MR; ++i)
            for (int j = 0; j < NR; ++j)
                acc[i][j] += ap[k * MR + i] * bp[k * NR + j];
    for (int i = 0; i < rows; ++i)
        for (int j = 0; j < cols; ++j)
            c[i * ldc + j] += acc[i][j];
}
#endif

// ---- packing ---------------------------------------------------------------------------------

// B[k0 .. k0+kc, j0 .. j0+nc] into micro-panels of nr columns, each kc x nr, row after row;
// columns past the block are zero.
void packB(const float *b, std::size_t n, std::size_t k0, int kc, std::size_t j0, int nc, int nr,
           float *bp)
{
    for (int p = 0; p * nr < nc; ++p) {
        const int cols = std::min(nr, nc - p * nr);
        float *panel = bp + std::size_t(p) * std::size_t(kc) * std::size_t(nr);
        for (int k = 0; k < kc; ++k) {
            const float *row = b + (k0 + std::size_t(k)) * n + j0 + std::size_t(p * nr);
            float *out = panel + std::size_t(k) * std::size_t(nr);
            std::memcpy(out, row, std::size_t(cols) * sizeof(float));
            std::fill(out + cols, out + nr, 0.0f);
        }
    }
}

// A[i0 .. i0+mc, k0 .. k0+kc] into micro-panels of mr rows, each kc x mr, column after column
// (the mr values of one k side by side); rows past the block are zero.
void packA(const float *a, std::size_t n, std::size_t i0, int mc, std::size_t k0, int kc, int mr,
           float *ap)
{
    for (int q = 0; q * mr < mc; ++q) {
        const int rows = std::min(mr, mc - q * mr);
        float *panel = ap + std::size_t(q) * std::size_t(mr) * std::size_t(kc);
        for (int r = 0; r < mr; ++r) {
            const float *row = a + (i0 + std::size_t(q * mr + r)) * n + k0;
            for (int k = 0; k < kc; ++k)
                panel[k * mr + r] = r < rows ? row[k] : 0.0f;
        }
    }
}

// The floats one band's packed blocks take: A's MC x KC, then B's KC x NC (NC rounded up to
// whole micro-panels), each a whole number of 64-byte cache lines.
std::size_t bandWorkspace(int nr)
{
    const auto lines = [](std::size_t floats) { return (floats + 15) / 16 * 16; };
    return lines(std::size_t(MC) * KC) +
           lines(std::size_t(KC) * std::size_t((NC + nr - 1) / nr * nr));
}

// Computes rows [row0, row1) of C, packing into `workspace` (bandWorkspace() floats, aligned
// to a cache line). Returns false if cancelled. Within each pair of blocks of B
// the rows go in steps of about kStepSeconds (StepSizer, in multiply-adds; whole blocks of MC
// rows), the token checked before each. `done` counts the multiply-adds finished by all
// threads, for progress.
bool blockedRows(const CpuMicroKernel &kernel, int n, const float *a, const float *b, float *c,
                 int row0, int row1, float *workspace, const RunControl &control,
                 std::atomic<std::int64_t> &done, bool reporter)
{
    const std::size_t un = std::size_t(n);
    const int mr = kernel.mr, nr = kernel.nr;
    const double total = double(n) * double(n) * double(n);
    std::memset(c + std::size_t(row0) * un, 0, std::size_t(row1 - row0) * un * sizeof(float));
    float *const ap = workspace;
    float *const bp = workspace + (std::size_t(MC) * KC + 15) / 16 * 16;
    StepSizer sizer;
    for (int j0 = 0; j0 < n; j0 += NC) {
        const int nc = std::min(NC, n - j0);
        for (int k0 = 0; k0 < n; k0 += KC) {
            const int kc = std::min(KC, n - k0);
            packB(b, un, std::size_t(k0), kc, std::size_t(j0), nc, nr, bp);
            const std::int64_t perRow = std::int64_t(kc) * nc;
            for (int r0 = row0; r0 < row1;) {
                if (control.cancel && control.cancel->cancelled())
                    return false;
                const std::int64_t wanted = (sizer.next() / perRow + MC - 1) / MC * MC;
                const int r1 =
                    int(std::min<std::int64_t>(row1, r0 + std::max<std::int64_t>(MC, wanted)));
                const auto start = Clock::now();
                for (int i0 = r0; i0 < r1; i0 += MC) {
                    const int mc = std::min(MC, r1 - i0);
                    packA(a, un, std::size_t(i0), mc, std::size_t(k0), kc, mr, ap);
                    for (int q = 0; q * mr < mc; ++q) {
                        const float *apanel = ap + std::size_t(q) * std::size_t(mr * kc);
                        for (int p = 0; p * nr < nc; ++p)
                            kernel.run(kc, apanel, bp + std::size_t(p) * std::size_t(kc * nr),
                                       c + std::size_t(i0 + q * mr) * un + std::size_t(j0 + p * nr),
                                       long(n), std::min(mr, mc - q * mr),
                                       std::min(nr, nc - p * nr));
                    }
                }
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

std::vector<CpuMicroKernel> cpuMicroKernels()
{
    std::vector<CpuMicroKernel> kernels;
#if defined(__GNUC__) && defined(__x86_64__)
    __builtin_cpu_init();
    if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("fma"))
        kernels.push_back({"AVX-512", 12, 32, microAvx512});
    if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma"))
        kernels.push_back({"AVX2 + FMA", 6, 16, microAvx2});
#endif
    kernels.push_back({"portable", 6, 8, microPortable});
    return kernels;
}

void gemmBlockedWith(const CpuMicroKernel &kernel, int n, const float *a, const float *b, float *c,
                     const RunControl &control, int threads)
{
    if (threads <= 0)
        threads = int(std::max(1u, std::thread::hardware_concurrency()));
    threads = std::clamp(threads, 1, n); // at least one row each
    // Every band's packed blocks, kept by the calling thread from one call to the next: 1.2 MiB
    // per band allocated afresh costs its page faults every time (ms at N = 256, more than the
    // arithmetic).
    thread_local std::vector<float> workspace;
    const std::size_t perBand = bandWorkspace(kernel.nr);
    if (workspace.size() < std::size_t(threads) * perBand + 16)
        workspace.resize(std::size_t(threads) * perBand + 16);
    float *const base =
        workspace.data() +
        (16 - (reinterpret_cast<std::uintptr_t>(workspace.data()) / sizeof(float)) % 16) % 16;
    std::atomic<std::int64_t> done{0};
    if (threads == 1) {
        if (!blockedRows(kernel, n, a, b, c, 0, n, base, control, done, true))
            control.check();
        return;
    }
    // Bands of whole micro-panels (but the last), so no band pads a panel it could fill.
    auto bandStart = [&](int t) {
        return t == threads ? n : int(std::int64_t(n) * t / threads / kernel.mr * kernel.mr);
    };
    std::atomic<bool> cancelled{false};
    std::vector<std::thread> pool;
    pool.reserve(std::size_t(threads));
    for (int t = 0; t < threads; ++t) {
        const int row0 = bandStart(t), row1 = bandStart(t + 1);
        if (row0 >= row1)
            continue;
        float *const own = base + std::size_t(t) * perBand;
        pool.emplace_back([=, &kernel, &control, &done, &cancelled] {
            if (!blockedRows(kernel, n, a, b, c, row0, row1, own, control, done, t == 0))
                cancelled = true;
        });
    }
    for (std::thread &thread : pool)
        thread.join();
    if (cancelled)
        control.check();
}

void gemmSerialBlocked(int n, const float *a, const float *b, float *c, const RunControl &control)
{
    static const CpuMicroKernel best = cpuMicroKernels().front();
    gemmBlockedWith(best, n, a, b, c, control, 1);
}

void gemmCpuThreads(int n, const float *a, const float *b, float *c, const RunControl &control,
                    int threads)
{
    static const CpuMicroKernel best = cpuMicroKernels().front();
    gemmBlockedWith(best, n, a, b, c, control, threads);
}

} // namespace gpulab
