// =================================================================================================
// gemm_regblock_gpu.cl -- "registers, wide SIMD: the fast one", the GPU path of opencl-regblock
//
// Single-precision GEMM  C = A * B  (row-major, A: M x K, B: K x N, C: M x N) for GPUs, in the
// manner of CLBlast's xgemm (Nugteren, "CLBlast: A Tuned OpenCL BLAS Library", IWOCL 2018) and
// of Matsumoto et al.: two levels of blocking.
//
//   1. Local memory. A work-group of MDIMC x NDIMC work-items owns an MWG x NWG tile of C. It
//      walks K in steps of KWG: the whole group copies the KWG-wide slab of A (MWG x KWG) and
//      of B (KWG x NWG) into local (shared) memory once, then every work-item reads them from
//      there. Each value fetched from global memory is reused MWG or NWG times.
//   2. Registers. Each work-item keeps MWI x NWI = (MWG/MDIMC) x (NWG/NDIMC) elements of C in
//      registers. Per k it reads MWI values of A and NWI of B from local memory (as vectors of
//      VWM / VWN floats) and does MWI * NWI fused multiply-adds: the register tile is what makes
//      the arithmetic outrun the local-memory reads.
//
//   While it computes on one slab, each work-item already holds its share of the next one in
//   registers (PREFETCH = 1): the global loads are in flight during the FMAs.
//
// Work-item (tn, tm) of a work-group holds, for i < MWI/VWM, w < VWM, j < NWI/VWN, v < VWN:
//     C row  m0 + (i*MDIMC + tm)*VWM + w,   C column  n0 + (j*NDIMC + tn)*VWN + v
// i.e. vectors of VWM rows / VWN columns strided by the work-group width (CLBlast's STRM/STRN =
// 1): neighbouring work-items read neighbouring vectors of local memory (no bank conflicts) and
// write neighbouring columns of C (coalesced).
//
// Local layout: As[k][m] (A transposed while it is stored, rows padded by PADA floats so the
// transposing stores of a warp fall in different banks), Bs[k][n].
//
// No packing and no padding of the buffers: A, B and C are the plain N x N arrays. Tiles inside
// the matrix take an unguarded path; the edge tiles check every index (zeros outside), so any
// M, N, K >= 1 works.
//
// Launch: local (NDIMC, MDIMC); global (ceil(cols/NWG)*NDIMC, ceil(rows/MWG)*MDIMC) for a slice
// of `rows` rows and `cols` columns of C from (row0, col0) (multiples of MWG and NWG); args
// (M, N, K, row0, col0, A, B, C).
//
// Tuning notes (NVIDIA H100 80GB HBM3, 132 SMs, driver 580.159.04, OpenCL 3.0 CUDA; 2026-11-24).
// GFLOP/s at N = 1024 / 2048 / 4096, median of 3, from `tests/device/gpu-check.sh sweep` (70 sets;
// tests/device/regblock-sweep*.txt, results in tests/device/h100-2026-11-24/sweep-*.tsv).
// CLBlast 1.5.3 on the same GPU: 11.3-11.9k / 18.0-21.1k / 28.8-29.7k.
//   MWG x NWG  MDIMC x NDIMC  KWG  VWM/VWN   1024    2048    4096
//   128 x 64     16 x 8        16    4/4     23.1k   37.3k   37.2k   <- the default
//    64 x 128     8 x 16       16    4/4     23.4k   35.4k   34.9k
//   128 x 128    16 x 16       16    4/4     15.5k   36.5k   34.5k   (too few groups at 1024)
//    64 x 64      8 x 8         8    4/4     22.0k   34.1k   33.4k
//   256 x 128    16 x 16        8    2/2      8.8k   37.8k   40.1k   (best at 4096 alone)
//   128 x 64     16 x 8        16    1/1     19.0k   32.2k   31.9k   (scalar local reads)
//   128 x 64     16 x 8        16  PADA=0    17.2k   24.8k   24.1k   (bank conflicts on As)
//   128 x 128    16 x 16       16  PREFETCH=0 14.3k  29.7k   27.6k   (vs 15.5/36.5/34.5 with it)
//   128 x 64      8 x 8        16    4/4      7.3k   18.0k   17.2k   (16 x 8 per work-item)
// What mattered: 8 x 8 accumulators per work-item (4 x 4 or 16 x 8 per work-item were slower),
// enough work-groups to fill 132 SMs at N = 1024 (128 x 128 tiles give only 64), KWG = 16 (8 and
// 32 were slower), the padding of As, and the register prefetch (+8 to +25 %). Vector widths 2
// and 4 are close; 8 is slower. A size-dependent choice (256 x 128 from N = 4096 on) would add
// about 8 % there; not done: one parameter set per device keeps the tuning cache simple.
// =================================================================================================

// ------------------------------------------- Tunables -------------------------------------------
#ifndef MWG
  #define MWG 128   // rows of C per work-group
#endif
#ifndef NWG
  #define NWG 64    // columns of C per work-group
#endif
#ifndef KWG
  #define KWG 16    // K step: the slab of A and B held in local memory
#endif
#ifndef MDIMC
  #define MDIMC 16  // work-items per work-group along M
#endif
#ifndef NDIMC
  #define NDIMC 8   // work-items per work-group along N
#endif
#ifndef VWM
  #define VWM 4     // vector width of the local-memory reads of A (1, 2, 4 or 8)
#endif
#ifndef VWN
  #define VWN 4     // vector width of the local-memory reads of B (1, 2, 4 or 8)
#endif
#ifndef PADA
  #define PADA 4    // floats of padding per row of As (a multiple of VWM)
#endif
#ifndef PREFETCH
  #define PREFETCH 1  // 1: load the next slab into registers while computing on this one
#endif
// -------------------------------------------------------------------------------------------------

#define MWI (MWG / MDIMC)              // rows of C per work-item
#define NWI (NWG / NDIMC)              // columns of C per work-item
#define WGS (MDIMC * NDIMC)            // work-items per work-group
#define LA ((MWG * KWG) / WGS)         // elements of A each work-item copies per slab
#define LB ((KWG * NWG) / WGS)         // elements of B each work-item copies per slab
#define ASTRIDE (MWG + PADA)           // floats per row of As

#if MWI % VWM != 0 || NWI % VWN != 0
  #error "MWG/MDIMC must be a multiple of VWM and NWG/NDIMC of VWN"
#endif
#if (MWG * KWG) % WGS != 0 || (KWG * NWG) % WGS != 0
  #error "the work-group must copy the slabs of A and B in whole elements"
#endif
#if PADA % VWM != 0
  #error "PADA must be a multiple of VWM"
#endif

#if VWM == 1
  typedef float floatM;
  #define UNPACKM(v, d) (d)[0] = (v);
#elif VWM == 2
  typedef float2 floatM;
  #define UNPACKM(v, d) (d)[0] = (v).s0; (d)[1] = (v).s1;
#elif VWM == 4
  typedef float4 floatM;
  #define UNPACKM(v, d) (d)[0] = (v).s0; (d)[1] = (v).s1; (d)[2] = (v).s2; (d)[3] = (v).s3;
#elif VWM == 8
  typedef float8 floatM;
  #define UNPACKM(v, d) (d)[0] = (v).s0; (d)[1] = (v).s1; (d)[2] = (v).s2; (d)[3] = (v).s3; \
                        (d)[4] = (v).s4; (d)[5] = (v).s5; (d)[6] = (v).s6; (d)[7] = (v).s7;
#else
  #error "VWM must be 1, 2, 4 or 8"
#endif

#if VWN == 1
  typedef float floatN;
  #define UNPACKN(v, d) (d)[0] = (v);
#elif VWN == 2
  typedef float2 floatN;
  #define UNPACKN(v, d) (d)[0] = (v).s0; (d)[1] = (v).s1;
#elif VWN == 4
  typedef float4 floatN;
  #define UNPACKN(v, d) (d)[0] = (v).s0; (d)[1] = (v).s1; (d)[2] = (v).s2; (d)[3] = (v).s3;
#elif VWN == 8
  typedef float8 floatN;
  #define UNPACKN(v, d) (d)[0] = (v).s0; (d)[1] = (v).s1; (d)[2] = (v).s2; (d)[3] = (v).s3; \
                        (d)[4] = (v).s4; (d)[5] = (v).s5; (d)[6] = (v).s6; (d)[7] = (v).s7;
#else
  #error "VWN must be 1, 2, 4 or 8"
#endif

// Copies this work-item's share of the slab k0 .. k0+KWG-1 of A and B into ra, rb. Element e of
// the A slab is (m, k) = (e / KWG, e % KWG): a warp reads whole runs of a row of A. Element e of
// the B slab is (k, n) = (e / NWG, e % NWG): a warp reads a run of a row of B.
inline void loadSlabs(const int M, const int N, const int K, const int m0, const int n0,
                      const int k0, const int tid, const bool inside,
                      __global const float* restrict A, __global const float* restrict B,
                      float ra[LA], float rb[LB]) {
  if (inside && k0 + KWG <= K) {                        // the whole slab is inside the matrices
    #pragma unroll
    for (int l = 0; l < LA; ++l) {
      const int e = tid + l * WGS;
      ra[l] = A[(size_t)(m0 + e / KWG) * K + (k0 + e % KWG)];
    }
    #pragma unroll
    for (int l = 0; l < LB; ++l) {
      const int e = tid + l * WGS;
      rb[l] = B[(size_t)(k0 + e / NWG) * N + (n0 + e % NWG)];
    }
  } else {                                              // an edge: zeros outside
    #pragma unroll
    for (int l = 0; l < LA; ++l) {
      const int e = tid + l * WGS;
      const int m = m0 + e / KWG, k = k0 + e % KWG;
      ra[l] = (m < M && k < K) ? A[(size_t)m * K + k] : 0.0f;
    }
    #pragma unroll
    for (int l = 0; l < LB; ++l) {
      const int e = tid + l * WGS;
      const int k = k0 + e / NWG, n = n0 + e % NWG;
      rb[l] = (k < K && n < N) ? B[(size_t)k * N + n] : 0.0f;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(NDIMC, MDIMC, 1)))
void gemm_tiles(const int M, const int N, const int K, const int row0, const int col0,
                __global const float* restrict A, __global const float* restrict B,
                __global float* restrict C) {
  __local floatM As[KWG * ASTRIDE / VWM];               // As[k][m], rows ASTRIDE floats
  __local floatN Bs[KWG * NWG / VWN];                   // Bs[k][n]
  __local float* as = (__local float*)As;
  __local float* bs = (__local float*)Bs;

  const int tn = get_local_id(0);
  const int tm = get_local_id(1);
  const int tid = tm * NDIMC + tn;
  const int n0 = col0 + get_group_id(0) * NWG;
  const int m0 = row0 + get_group_id(1) * MWG;
  const bool inside = m0 + MWG <= M && n0 + NWG <= N;

  float acc[MWI][NWI];
  #pragma unroll
  for (int mi = 0; mi < MWI; ++mi) {
    #pragma unroll
    for (int ni = 0; ni < NWI; ++ni) acc[mi][ni] = 0.0f;
  }

  float ra[LA], rb[LB];
  loadSlabs(M, N, K, m0, n0, 0, tid, inside, A, B, ra, rb);

  for (int k0 = 0; k0 < K; k0 += KWG) {
    #pragma unroll
    for (int l = 0; l < LA; ++l) {
      const int e = tid + l * WGS;
      as[(e % KWG) * ASTRIDE + e / KWG] = ra[l];
    }
    #pragma unroll
    for (int l = 0; l < LB; ++l) {
      const int e = tid + l * WGS;
      bs[(e / NWG) * NWG + e % NWG] = rb[l];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
#if PREFETCH
    if (k0 + KWG < K)
      loadSlabs(M, N, K, m0, n0, k0 + KWG, tid, inside, A, B, ra, rb);
#endif

    #pragma unroll
    for (int k = 0; k < KWG; ++k) {
      float a[MWI], b[NWI];
      #pragma unroll
      for (int i = 0; i < MWI / VWM; ++i) {
        const floatM v = As[k * (ASTRIDE / VWM) + i * MDIMC + tm];
        UNPACKM(v, a + i * VWM)
      }
      #pragma unroll
      for (int j = 0; j < NWI / VWN; ++j) {
        const floatN v = Bs[k * (NWG / VWN) + j * NDIMC + tn];
        UNPACKN(v, b + j * VWN)
      }
      #pragma unroll
      for (int mi = 0; mi < MWI; ++mi) {
        #pragma unroll
        for (int ni = 0; ni < NWI; ++ni) acc[mi][ni] = fma(a[mi], b[ni], acc[mi][ni]);
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
#if !PREFETCH
    if (k0 + KWG < K)
      loadSlabs(M, N, K, m0, n0, k0 + KWG, tid, inside, A, B, ra, rb);
#endif
  }

  #pragma unroll
  for (int i = 0; i < MWI / VWM; ++i) {
    #pragma unroll
    for (int w = 0; w < VWM; ++w) {
      const int m = m0 + (i * MDIMC + tm) * VWM + w;
      #pragma unroll
      for (int j = 0; j < NWI / VWN; ++j) {
        #pragma unroll
        for (int v = 0; v < VWN; ++v) {
          const int n = n0 + (j * NDIMC + tn) * VWN + v;
          if (inside || (m < M && n < N)) C[(size_t)m * N + n] = acc[i * VWM + w][j * VWN + v];
        }
      }
    }
  }
}
