// =================================================================================================
// gemm_regblock.cl -- "registers, wide SIMD: the fast one"
//
// Single-precision GEMM  C = A * B  (row-major, A: M x K, B: K x N, C: M x N) for CPU OpenCL
// devices (tuned on PoCL 3.1 'pthread', AVX2 + FMA). The structure is the classic GotoBLAS /
// BLIS scheme, written in plain OpenCL C:
//
//   1. pack_a / pack_b copy A and B into "micro-panels" so the inner loop streams contiguous
//      memory (and they zero-pad ragged edges, so any M, N, K >= 1 works).
//   2. gemm_packed: every work-item owns an (MB*MR) x (NB*NR) block of C. It walks K in chunks
//      of KC and computes MR x NR micro-tiles, each held in MR vector registers of NR floats.
//      At every k it loads one NR-wide row of B and broadcasts MR scalars of A:
//
//            acc[i] += A[i][k] * B[k][0..NR-1]      (i = 0..MR-1, one FMA per vector)
//
//   The accumulators are MR x (NR / VW) vectors of VW floats. With AVX2 (VW = 8, 16 ymm
//   registers) the default MR = 6, NR = 16 holds 12 ymm accumulators; with AVX-512 (VW = 16,
//   32 zmm) MR = 12, NR = 32 holds 24. The host picks them from CL_DEVICE_NATIVE_VECTOR_WIDTH_FLOAT
//   (defaultRegblockCpuParams) or from the device's tuning (compute/tuning.h, `gpulab-cli tune`).
//
// Tuning (PoCL 3.1, 2 vCPUs, a sweep of MR 4-12, NR 8/16, KC 256-512, MB/NB and work-group
// size): a work-item owns a 96 x 128 block (MB = 16, NB = 8) in work-groups of 1, which PoCL runs
// as a plain loop nest. Packing B was what mattered at N = 2048: rows of B 8 KiB apart evict each
// other from the cache. GPUs take gemm_regblock_gpu.cl instead.
//
// Data layout after packing (Mp, Np, Kp = padded sizes, see below):
//
//   Ap: [Mp/MR][Kp][MR]                      Bp: [Np/NR][Kp][NR]
//
//        k ->                                      <-- NR -->
//      +----+----+----+----                      +----------+  k = 0     micro-panel jp
//      |a00 |a01 |a02 | ...   micro-panel ip     +----------+  k = 1     = B[0..Kp-1][jp*NR ..
//      |a10 |a11 |a12 |       = MR rows of A,    +----------+  k = 2                 jp*NR+NR-1]
//      | .. |    |    |       stored column by   |   ...    |            stored row by row
//      |aR0 |aR1 |    |       column: MR floats  +----------+  (NR contiguous floats per k)
//      +----+----+----+----   per k, contiguous
//
//   Work-item (jb, ib) of gemm_packed, loops (K-blocking keeps the B micro-panel in L1 and the
//   A block in L2):
//
//        for pc in 0..Kp step KC                         (K block)
//          for jr in 0..NB-1:   jp = jb*NB + jr          (B micro-panel KC x NR: L1-resident)
//            for ir in 0..MB-1: ip = ib*MB + ir          (A micro-panel MR x KC: from L2)
//              C[ip*MR.., jp*NR..] (+)= Ap[ip][pc..pc+KC][:] x Bp[jp][pc..pc+KC][:]
//
// Padding multiples: M -> MR, N -> NR, K -> KU (the packing kernels write the zeros, so the host
// may pass the raw M, N, K and unpadded A, B; a host that pads A and B itself just passes the
// padded sizes). The MB/NB loops stop at the last real tile, so no padding to MB*MR / NB*NR.
// C is written as an Mp x Np row-major buffer (ldc = Np); read back the M x N corner.
//   Mp = roundup(M, MR), Np = roundup(N, NR), Kp = roundup(K, KU)
//
// Launch recipe (one in-order queue; local size (1,1) for all three, see WGS):
//   1. pack_a     : global (ceil(Kp/PK), Mp/MR)     args (M, K, Kp, A, lda, Ap)
//   2. pack_b     : global (ceil(Np/NR / PJ), ceil(Kp/PK))   args (K, N, Kp, B, ldb, Bp)
//   3. gemm_packed: global (ceil(Np/NR / NB), ceil(Mp/MR / MB))
//                                                   args (Kp, Np, Mp/MR, Np/NR, Ap, Bp, C)
//   Buffers: Ap = Mp*Kp floats, Bp = Kp*Np floats, C = Mp*Np floats. All ints are cl_int.
// =================================================================================================

// ------------------------------------------- Tunables -------------------------------------------
#ifndef MR
  #define MR 6     // rows of a micro-tile = number of A broadcasts (and vector accumulators) per k
#endif
#ifndef NR
  #define NR 16    // columns of a micro-tile: NR / VW vector accumulators per row (4 to 64)
#endif
#ifndef VW
  #define VW 16    // floats per vector (4, 8 or 16; NR a multiple): the device's SIMD width
#endif
#ifndef KC
  #define KC 256   // K-block length (multiple of KU): B micro-panel KC*NR*4 bytes fits in L1d (32 KiB)
#endif
#ifndef MB
  #define MB 16    // micro-tiles per work-item along M (A block MB*MR x KC should fit in L2)
#endif
#ifndef NB
  #define NB 8     // micro-panels per work-item along N
#endif
#ifndef KU
  #define KU 4     // unroll factor of the k loop (Kp must be a multiple of KU)
#endif
#ifndef PK
  #define PK 64    // k values copied per work-item by the packing kernels
#endif
#ifndef PJ
  #define PJ 8     // B micro-panels copied per work-item by pack_b
#endif
#ifndef WGS
  #define WGS 1    // local size (dim 0) of gemm_packed; global dim 0 is then rounded up to WGS.
#endif             // 1 = every work-group is one plain loop nest (PoCL 3.1 made the same code for 8)
#ifndef USE_FMA
  #define USE_FMA 1  // 1: fma() builtin (guaranteed vfmadd231ps); 0: plain a*b+c, which PoCL 3.1
#endif               //    contracts to the same FMAs anyway (clang's OpenCL default fp-contract=on)
// -------------------------------------------------------------------------------------------------

#if VW == 16
  typedef float16 floatV;
  #define VLOADV vload16
  #define VSTOREV vstore16
#elif VW == 8
  typedef float8 floatV;
  #define VLOADV vload8
  #define VSTOREV vstore8
#elif VW == 4
  typedef float4 floatV;
  #define VLOADV vload4
  #define VSTOREV vstore4
#else
  #error "VW must be 4, 8 or 16"
#endif
#if NR % VW != 0
  #error "NR must be a multiple of VW"
#endif
#define NV (NR / VW) // vectors per row of a micro-tile

// ------------------------------------------ Packing ---------------------------------------------

// Each packing work-item copies a chunk of PK consecutive k values of one micro-panel, so that
// the (per-work-group) launch overhead of PoCL is amortised over PK*MR or PK*NR floats.

// Ap[ip][k][ii] = A[ip*MR + ii][k], zero outside M x K.   global (ceil(Kp/PK), Mp/MR)
__kernel __attribute__((reqd_work_group_size(1, 1, 1)))
void pack_a(const int M, const int K, const int Kp,
            __global const float* restrict A, const int lda,
            __global float* restrict Ap) {
  const int k0 = get_global_id(0) * PK;
  const int ip = get_global_id(1);
  const int k1 = min(k0 + PK, Kp);
  __global float* dst = Ap + (size_t)ip * Kp * MR;
  if (ip * MR + MR <= M && k1 <= K) {                   // interior: MR row streams -> 1 stream
    for (int k = k0; k < k1; ++k) {
      #pragma unroll
      for (int ii = 0; ii < MR; ++ii) dst[k * MR + ii] = A[(size_t)(ip * MR + ii) * lda + k];
    }
  } else {                                              // ragged edge: zero-fill
    for (int k = k0; k < k1; ++k) {
      for (int ii = 0; ii < MR; ++ii) {
        const int row = ip * MR + ii;
        dst[k * MR + ii] = (row < M && k < K) ? A[(size_t)row * lda + k] : 0.0f;
      }
    }
  }
}

// Bp[jp][k][jj] = B[k][jp*NR + jj], zero outside K x N.   global (ceil(Np/NR / PJ), ceil(Kp/PK))
// A work-item copies PJ micro-panels x PK rows, row by row: each row of B is read contiguously
// (PJ*NR floats) and scattered to PJ panels.
__kernel __attribute__((reqd_work_group_size(1, 1, 1)))
void pack_b(const int K, const int N, const int Kp,
            __global const float* restrict B, const int ldb,
            __global float* restrict Bp) {
  const int jp0 = get_global_id(0) * PJ;
  const int k0 = get_global_id(1) * PK;
  const int k1 = min(k0 + PK, Kp);
  const int jp1 = min(jp0 + PJ, (N + NR - 1) / NR);
  for (int k = k0; k < k1; ++k) {
    for (int jp = jp0; jp < jp1; ++jp) {
      const int col0 = jp * NR;
      __global float* dst = Bp + ((size_t)jp * Kp + k) * NR;
      if (k < K && col0 + NR <= N) {                    // interior: NV vector copies
        #pragma unroll
        for (int v = 0; v < NV; ++v)
          VSTOREV(VLOADV(0, B + (size_t)k * ldb + col0 + v * VW), 0, dst + v * VW);
      } else {                                          // ragged edge: element by element
        for (int jj = 0; jj < NR; ++jj)
          dst[jj] = (k < K && col0 + jj < N) ? B[(size_t)k * ldb + col0 + jj] : 0.0f;
      }
    }
  }
}

// ---------------------------------------- Main kernel -------------------------------------------

#if USE_FMA
  #define MADD(a, b, c) fma(a, b, c)
#else
  #define MADD(a, b, c) ((a) * (b) + (c))
#endif

__kernel __attribute__((reqd_work_group_size(WGS, 1, 1)))
void gemm_packed(const int Kp, const int ldc, const int m_tiles, const int n_tiles,
                 __global const float* restrict Ap, __global const float* restrict Bp,
                 __global float* restrict C) {
  const int jb = get_global_id(0);   // block of NB micro-panels of B (columns of C)
  const int ib = get_global_id(1);   // block of MB micro-panels of A (rows of C)
  const int jp_end = min(jb * NB + NB, n_tiles);
  const int ip_end = min(ib * MB + MB, m_tiles);

  for (int pc = 0; pc < Kp; pc += KC) {
    const int kc = min(KC, Kp - pc);
    for (int jp = jb * NB; jp < jp_end; ++jp) {
      const __global float* bp = Bp + ((size_t)jp * Kp + pc) * NR;
      for (int ip = ib * MB; ip < ip_end; ++ip) {
        const __global float* ap = Ap + ((size_t)ip * Kp + pc) * MR;
        __global float* c = C + (size_t)ip * MR * ldc + (size_t)jp * NR;

        // MR x NV vector accumulators: these live in registers for the whole k loop
        floatV acc[MR][NV];
        #pragma unroll
        for (int i = 0; i < MR; ++i) {
          #pragma unroll
          for (int v = 0; v < NV; ++v) acc[i][v] = (floatV)(0.0f);
        }

        for (int k = 0; k < kc; k += KU) {
          #pragma unroll
          for (int u = 0; u < KU; ++u) {
            floatV b[NV];                                        // one row of the B micro-panel
            #pragma unroll
            for (int v = 0; v < NV; ++v) b[v] = VLOADV(0, bp + (k + u) * NR + v * VW);
            #pragma unroll
            for (int i = 0; i < MR; ++i) {                       // broadcast A, fused mul-add
              const floatV a = (floatV)(ap[(k + u) * MR + i]);
              #pragma unroll
              for (int v = 0; v < NV; ++v) acc[i][v] = MADD(a, b[v], acc[i][v]);
            }
          }
        }

        // write back (accumulate onto C for all but the first K block)
        #pragma unroll
        for (int i = 0; i < MR; ++i) {
          __global float* row = c + (size_t)i * ldc;
          #pragma unroll
          for (int v = 0; v < NV; ++v) {
            if (pc == 0)
              VSTOREV(acc[i][v], 0, row + v * VW);
            else
              VSTOREV(VLOADV(0, row + v * VW) + acc[i][v], 0, row + v * VW);
          }
        }
      }
    }
  }
}
