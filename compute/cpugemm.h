// The CPU rungs of the ladder: C = A x B, N x N, row-major float32. Each checks the RunControl
// between steps (cancel) and reports the fraction of work done.
#pragma once

#include "compute/cancel.h"

#include <vector>

namespace gpulab {

// Textbook i-j-k loop, one thread, compiled at -O2: the honest serial baseline. Steps are rows.
void gemmSerialNaive(int n, const float *a, const float *b, float *c, const RunControl &control);

// One thread, cache-blocked: panels of A and B packed into contiguous blocks sized for the
// caches, and a register micro-kernel in the CPU's widest SIMD (see cpu_blocked.cpp).
void gemmSerialBlocked(int n, const float *a, const float *b, float *c, const RunControl &control);

// The same blocked kernel on `threads` CPU threads (0 = all hardware threads), each computing
// its own band of rows of C.
void gemmCpuThreads(int n, const float *a, const float *b, float *c, const RunControl &control,
                    int threads = 0);

// The register micro-kernels of the blocked rungs: each keeps an MR x NR tile of C in vector
// registers of `simd`. The rungs run the first of cpuMicroKernels().
struct CpuMicroKernel
{
    const char *simd = ""; // "AVX-512", "AVX2 + FMA", "portable"
    int mr = 0, nr = 0;    // rows and columns of the micro-tile
    void (*run)(int kc, const float *ap, const float *bp, float *c, long ldc, int rows,
                int cols) = nullptr;
};
// Every micro-kernel this CPU can run, best first.
std::vector<CpuMicroKernel> cpuMicroKernels();

// The blocked kernel with a chosen micro-kernel on `threads` threads (tests: every kernel the
// CPU can run, not only the best).
void gemmBlockedWith(const CpuMicroKernel &kernel, int n, const float *a, const float *b, float *c,
                     const RunControl &control, int threads);

} // namespace gpulab
