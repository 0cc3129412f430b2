// opencl-tiled: a work-group stages TS x TS tiles of A and B in __local (shared) memory, so each
// value fetched from global memory is used TS times instead of once.
//
//          B tile (TS x TS, local)
//             [#]
//   A tile [#][C]   each work-item: one C element; the group walks k in steps of TS:
//                   load tiles -> barrier -> TS multiply-adds from local -> barrier
//
// Tunable: TS, the tile edge (work-group = TS x TS work-items). Edges of matrices whose size is
// not a multiple of TS are padded with zeros in local memory, so any N works. Launched in slices
// (cancel acts between them): row0 = first row of the slice, its first column the global work
// offset (a multiple of TS).

#ifndef TS
#define TS 16 // tile edge: TS*TS work-items per group, 2*TS*TS floats of local memory
#endif

__kernel __attribute__((reqd_work_group_size(TS, TS, 1)))
void gemm_tiled(const int n, const int row0, __global const float *A, __global const float *B,
                __global float *C)
{
    __local float tileA[TS][TS];
    __local float tileB[TS][TS];
    const int lx = get_local_id(0);
    const int ly = get_local_id(1);
    const int col = get_global_id(0);
    const int row = row0 + get_global_id(1);

    float acc = 0.0f;
    for (int k0 = 0; k0 < n; k0 += TS) {
        const int ka = k0 + lx; // column of A this work-item loads
        const int kb = k0 + ly; // row of B this work-item loads
        tileA[ly][lx] = (row < n && ka < n) ? A[row * n + ka] : 0.0f;
        tileB[ly][lx] = (kb < n && col < n) ? B[kb * n + col] : 0.0f;
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int k = 0; k < TS; ++k)
            acc += tileA[ly][k] * tileB[k][lx];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (row < n && col < n)
        C[row * n + col] = acc;
}
