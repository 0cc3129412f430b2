// opencl-regblock: each work-item keeps an RM x (VW) block of C in registers as vector
// accumulators; every A value loaded is used VW times and every B vector RM times.
//
//   B row k:        [ b b b b b b b b ]  <- one vloadVW per k
//   A column k:  a0 [ + + + + + + + + ]  acc[r] += a_r * bvec   (RM rows x VW lanes)
//                a1 [ + + + + + + + + ]
//                ..
// Matrices are zero-padded by the host to Np (a multiple of REGBLOCK_PAD) so no bounds checks.

#ifndef RM
#define RM 6 // rows of C per work-item (register accumulators = RM vectors)
#endif
#ifndef VW
#define VW 16 // vector width in floats: columns of C per work-item
#endif

#define CONCAT2(a, b) a##b
#define CONCAT(a, b) CONCAT2(a, b)
#define floatV CONCAT(float, VW)
#define vloadV CONCAT(vload, VW)
#define vstoreV CONCAT(vstore, VW)

// np: padded size; row0: first row (multiple of RM) of this band.
__kernel void gemm_regblock(const int np, const int row0, __global const float *A,
                            __global const float *B, __global float *C)
{
    const int col = get_global_id(0) * VW;
    const int row = row0 + get_global_id(1) * RM;
    floatV acc[RM];
    for (int r = 0; r < RM; ++r)
        acc[r] = (floatV)(0.0f);
    for (int k = 0; k < np; ++k) {
        const floatV b = vloadV(0, B + k * np + col);
        for (int r = 0; r < RM; ++r)
            acc[r] = fma((floatV)(A[(row + r) * np + k]), b, acc[r]);
    }
    for (int r = 0; r < RM; ++r)
        vstoreV(acc[r], 0, C + (row + r) * np + col);
}
