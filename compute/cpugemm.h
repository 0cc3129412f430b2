// The CPU rungs of the ladder: C = A x B, N x N, row-major float32. Each checks the RunControl
// between steps (cancel) and reports the fraction of work done.
#pragma once

#include "compute/cancel.h"

namespace gpulab {

// Textbook i-j-k loop, one thread, compiled at -O2: the honest serial baseline. Steps are rows.
void gemmSerialNaive(int n, const float *a, const float *b, float *c, const RunControl &control);

// One thread, cache-blocked, i-k-j inner order so the compiler vectorises the j loop (AVX2+FMA
// chosen at run time on x86-64 where the CPU has them).
void gemmSerialBlocked(int n, const float *a, const float *b, float *c, const RunControl &control);

// The blocked kernel on `threads` CPU threads (0 = all hardware threads), rows split evenly.
void gemmCpuThreads(int n, const float *a, const float *b, float *c, const RunControl &control,
                    int threads = 0);

} // namespace gpulab
