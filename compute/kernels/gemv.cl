// A matrix-vector product, y = A x (A: N x N float32, row-major): what a language model does with
// each weight matrix when it decodes one token at batch 1. Every element of A is read once and
// used for one multiply-add, so memory, not arithmetic, sets its speed (compute/gemv.h).
//
//        x (N floats, every work-group reads all of it)
//   A row [a a a a ... a]  one work-group per row: work-item l takes columns l, l + LS, l + 2 LS...
//   -> LS partial sums in local memory -> a tree sum -> y[row]
//
// Adjacent work-items read adjacent floats of the row (coalesced on a GPU; one vector load per
// step on a CPU device, whose compiler runs the work-items of a group as vector lanes). Every
// work-item runs the same number of steps (columns past N add nothing), so the lanes never
// diverge. Launched in slices of rows (cancel acts between them): row0 is the slice's first row.
//
// gemv_rows, for CPU devices: one work-item per row, reading it VW floats at a time into VW
// vector accumulators (a CPU core streams a row on its own far better than it runs LS
// work-items per row with a barrier between each halving of the sum: PoCL reached under 2 GB/s
// that way on an AVX-512 VM where this reaches the copy bandwidth's order).
//
// Tunable: LS, the work-items per row (a power of two, at most the device's work-group size);
// VW, gemv_rows' vector width (4, 8 or 16).

#ifndef LS
#define LS 64 // work-items per row (work-group size)
#endif
#ifndef VW
#define VW 16 // floats per vector in gemv_rows
#endif
#define VJOIN(a, b) a##b
#define VTYPE(n) VJOIN(float, n)
#define VLOAD(n) VJOIN(vload, n)
typedef VTYPE(VW) vec;

__kernel __attribute__((reqd_work_group_size(LS, 1, 1)))
void gemv(const int n, const int row0, __global const float *A, __global const float *x,
          __global float *y)
{
    __local float partial[LS];
    const int lid = get_local_id(0);
    const int row = row0 + get_group_id(0);
    __global const float *a = A + (size_t)row * (size_t)n;
    float acc = 0.0f;
    for (int j0 = 0; j0 < n; j0 += LS) {
        const int j = j0 + lid;
        if (j < n)
            acc += a[j] * x[j];
    }
    partial[lid] = acc;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int s = LS / 2; s > 0; s >>= 1) {
        if (lid < s)
            partial[lid] += partial[lid + s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0)
        y[row] = partial[0];
}

__kernel void gemv_rows(const int n, const int row0, __global const float *A,
                        __global const float *x, __global float *y)
{
    const int row = row0 + get_global_id(0);
    __global const float *a = A + (size_t)row * (size_t)n;
    vec acc = (vec)(0.0f);
    const int whole = n / VW;
    for (int v = 0; v < whole; ++v)
        acc += VLOAD(VW)(v, a) * VLOAD(VW)(v, x);
    float sum = 0.0f;
    for (int k = 0; k < VW; ++k)
        sum += ((float *)&acc)[k];
    for (int j = whole * VW; j < n; ++j)
        sum += a[j] * x[j];
    y[row] = sum;
}
