/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gemm_dmma.cu - the fast double-precision kernel: FP64 tensor cores (DMMA)
 * fed by a multi-stage cp.async shared-memory pipeline.  Any M, N, K.
 *
 * What it improves on the padded classroom kernel (one fma per thread per
 * shared load, one C element per thread, loads and math in turn):
 *   - The math runs on the FP64 tensor cores through inline PTX mma.sync:
 *     m16n8k8 or m16n8k16 .f64 on sm_90 (Hopper's full-rate shapes), four
 *     m8n8k4 .f64 per m16n8k8 step on sm_80..sm_89.  Each product is an IEEE
 *     fp64 fma, so accuracy matches the CUDA-core kernels (error within
 *     K * eps * |A| |B|); only the order of the K sum differs.
 *   - Register blocking at two levels: a block owns a BM x BN tile of C
 *     (128 x 128 with 8 warps, or 128 x 64 / 64 x 128 with 4 warps), each
 *     warp a 64 x 32 tile of 4 x 4 m16n8 fragments, each thread 64
 *     accumulators.  Every double read from shared memory feeds 4 fmas on
 *     the tensor cores instead of 1.
 *   - A 3-stage pipeline of BK = 16 slices of A and B, copied
 *     global -> shared with 16-byte cp.async.cg, so the next slices are in
 *     flight while the tensor cores work on the current one.  One
 *     __syncthreads per slice.
 *   - Boundary tiles in-kernel: a 16-byte copy whose source crosses the M or
 *     K edge uses cp.async's src-size operand (16, 8 or 0 bytes read, the
 *     rest of the 16 zero-filled), so nothing outside A(0:m-1, kslice) or
 *     B(kslice, 0:n-1) is ever read and the padding adds exact zeros; only
 *     in-range elements of C are written.
 *   - Split-K (gridDim.z slices, each storing its partial product at
 *     C + z * split_stride) and grouped tile order (8 tile rows at a time) so
 *     the blocks running together share panels of A and B in L2.
 *
 * Layout tricks (all index maps are checked on the host by
 * tests/host/dmma_layout_check.cu):
 *   - Fragment rows and K are permuted so that every fragment load is one
 *     16-byte LDS.128: the mma's fragment rows g and g+8 are the actual rows
 *     2g and 2g+1 (adjacent in column-major A and in C), and a thread's four
 *     fragment K indices t, t+4, t+8, t+12 are the actual k = 4t .. 4t+3
 *     (adjacent in column-major B).  The same permutation is used for A, B
 *     and C, so it only reorders the sum.  C is then written as double2
 *     pairs straight from the accumulators.
 *   - Shared memory: A as [k][m] (m contiguous, as in global A), B as [n][k]
 *     (k contiguous, as in global B), both XOR-swizzled in 16-byte chunks
 *     (A: chunk ^= 2 * ((k / 4) % 4); B: chunk ^= n % 2), so the cp.async
 *     stores and every quarter-warp's LDS.128 hit 8 distinct 16-byte bank
 *     groups: no bank conflicts, no padding.
 *
 * Assumes: dtype double (single is refused); compute capability >= 8.0
 * (checked on the device at launch, cached per device); for the 16-byte
 * path, lda, ldb, ldc, split_stride and (with splits > 1) kslice even and
 * A, B, C 16-byte aligned (cudaMalloc gives 256).  Otherwise the launcher
 * picks the same kernel built with 8-byte element copies, slower but
 * correct for any leading dimension.  All sizes and offsets are size_t.
 *
 * ptxas (CUDA 13.0, -Xptxas -v), registers per thread, 16-byte / 8-byte
 * copy twins; shared memory is dynamic (launcher sets the limit):
 *   variant                 sm_90       sm_80     smem     blocks/SM
 *   0 128x128 s3 k8         243 / 251   234 / 236  96 KiB   1 (256 thr)
 *   1 128x128 s3 k16        255 / 255   234 / 236  96 KiB   1 (256 thr)
 *   2 128x64  s3 k8         248 / 250   244 / 240  72 KiB   2 (128 thr)
 *   3 64x128  s3 k8         246 / 245   234 / 242  72 KiB   2 (128 thr)
 * 0 spill bytes everywhere except variant 1 on sm_90 (32-36 bytes, stored
 * once per kernel and reloaded once per tile and in the epilogue; none in
 * the main loop).  cuobjdump -sass: DMMA.16x8x8 (variants 0, 2, 3) and
 * DMMA.16x8x16 (variant 1) on sm_90, DMMA.884 on sm_80, LDGSTS.128.ZFILL
 * copies, LDS.128 fragment reads, STG.E.128 stores; no DMMA in the sm_75
 * code, whose kernels are empty (the launcher refuses those devices).
 */
#include <limits.h>

#include "gt_mma_mainloop.cuh"

/* ------------------------------------------------------------------ */
/* Device helpers                                                      */

namespace gt_dmma {

#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
#define GT_DMMA_DEVICE_OK 1
#else
#define GT_DMMA_DEVICE_OK 0
#endif

#if GT_DMMA_DEVICE_OK

/* D += A * B for one 16 x 8 x 8 fragment triple.  Fragment layout (PTX ISA,
   mma.m16n8k8 .f64), g = lane / 4, t = lane % 4:
     a[0] = A(g, t)  a[1] = A(g+8, t)  a[2] = A(g, t+4)  a[3] = A(g+8, t+4)
     b[0] = B(t, g)  b[1] = B(t+4, g)
     d[0] = D(g, 2t) d[1] = D(g, 2t+1) d[2] = D(g+8, 2t) d[3] = D(g+8, 2t+1)
   m8n8k4 .f64 (sm_80) has a = A(g, t), b = B(t, g), d = D(g, 2t + {0,1}),
   so the same registers make four m8n8k4 products: rows 0-7 / 8-15 times
   k 0-3 / 4-7. */
__device__ __forceinline__ void dmma_k8 (double (&d)[4], const double *a,
                                         const double *b)
{
#if __CUDA_ARCH__ >= 900
  asm ("mma.sync.aligned.m16n8k8.row.col.f64.f64.f64.f64 "
       "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};\n"
       : "+d"(d[0]), "+d"(d[1]), "+d"(d[2]), "+d"(d[3])
       : "d"(a[0]), "d"(a[1]), "d"(a[2]), "d"(a[3]), "d"(b[0]), "d"(b[1]));
#else
  asm ("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 "
       "{%0, %1}, {%2}, {%3}, {%0, %1};\n"
       : "+d"(d[0]), "+d"(d[1]) : "d"(a[0]), "d"(b[0]));
  asm ("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 "
       "{%0, %1}, {%2}, {%3}, {%0, %1};\n"
       : "+d"(d[2]), "+d"(d[3]) : "d"(a[1]), "d"(b[0]));
  asm ("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 "
       "{%0, %1}, {%2}, {%3}, {%0, %1};\n"
       : "+d"(d[0]), "+d"(d[1]) : "d"(a[2]), "d"(b[1]));
  asm ("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 "
       "{%0, %1}, {%2}, {%3}, {%0, %1};\n"
       : "+d"(d[2]), "+d"(d[3]) : "d"(a[3]), "d"(b[1]));
#endif
}

/* D += A * B for 16 x 8 x 16: a[0..3] and b[0..1] are the first m16n8k8
   fragments (fragment k 0-7), a[4..7] and b[2..3] the second (k 8-15);
   exactly the m16n8k16 .f64 register layout (a[i]: row g + 8 (i % 2),
   k t + 4 (i / 2); b[i]: k t + 4 i). */
__device__ __forceinline__ void dmma_k16 (double (&d)[4], const double *a,
                                          const double *b)
{
#if __CUDA_ARCH__ >= 900
  asm ("mma.sync.aligned.m16n8k16.row.col.f64.f64.f64.f64 "
       "{%0, %1, %2, %3}, {%4, %5, %6, %7, %8, %9, %10, %11}, "
       "{%12, %13, %14, %15}, {%0, %1, %2, %3};\n"
       : "+d"(d[0]), "+d"(d[1]), "+d"(d[2]), "+d"(d[3])
       : "d"(a[0]), "d"(a[1]), "d"(a[2]), "d"(a[3]), "d"(a[4]), "d"(a[5]),
         "d"(a[6]), "d"(a[7]), "d"(b[0]), "d"(b[1]), "d"(b[2]), "d"(b[3]));
#else
  dmma_k8 (d, a, b);
  dmma_k8 (d, a + 4, b + 2);
#endif
}

/* 16-byte global store (P 16-byte aligned). */
__device__ __forceinline__ void stg128 (double *p, double x, double y)
{
  asm volatile ("st.global.v2.f64 [%0], {%1, %2};\n"
                :: "l"(p), "d"(x), "d"(y) : "memory");
}

__device__ __forceinline__ void lds128 (double *r, const double *p)
{
  const double2 v = *reinterpret_cast<const double2 *> (p);
  r[0] = v.x;
  r[1] = v.y;
}

#endif /* GT_DMMA_DEVICE_OK */

/* ------------------------------------------------------------------ */
/* Configurations                                                      */

/* BM x BN block tile, WARPS_M x WARPS_N warps, STAGES slices of BK = 16 in
   flight, KMMA = 8 or 16 (the sm_90 mma shape; sm_80 always uses m8n8k4),
   VEC: 16-byte copies (else 8-byte ones), MINB: blocks per SM to aim for.
   The index maps are host-callable so tests/host/dmma_layout_check.cu can
   replay them. */
template <int BM_, int BN_, int WARPS_M_, int WARPS_N_, int STAGES_,
          int KMMA_, bool VEC_, int MINB_>
struct dmma_cfg
{
  static constexpr int BM = BM_, BN = BN_, BK = 16;
  static constexpr int WARPS_M = WARPS_M_, WARPS_N = WARPS_N_;
  static constexpr int STAGES = STAGES_, KMMA = KMMA_, MINB = MINB_;
  static constexpr bool VEC = VEC_;
  static constexpr int THREADS = 32 * WARPS_M * WARPS_N;
  static constexpr int WM = BM / WARPS_M, WN = BN / WARPS_N;
  static constexpr int MT = WM / 16, NT = WN / 8; /* fragments per warp */
  /* A loader: chunks of 2 doubles along m, BM / 2 per k row. */
  static constexpr int A_TPR = BM / 2;          /* threads per k row     */
  static constexpr int A_RPP = THREADS / A_TPR; /* k rows per pass       */
  static constexpr int A_PASSES = BK / A_RPP;
  /* B loader: chunks of 2 doubles along k, BK / 2 per column n. */
  static constexpr int B_TPC = BK / 2;
  static constexpr int B_CPP = THREADS / B_TPC; /* columns per pass      */
  static constexpr int B_PASSES = BN / B_CPP;
  static constexpr int A_STAGE = BK * BM, B_STAGE = BN * BK; /* doubles */
  static constexpr size_t SMEM = (size_t) STAGES * (A_STAGE + B_STAGE)
                                 * sizeof (double);

  static_assert (WM % 16 == 0 && WN % 8 == 0, "warp tile of m16n8 fragments");
  static_assert (THREADS % A_TPR == 0 && BK % A_RPP == 0, "A loader shape");
  static_assert (THREADS % B_TPC == 0 && BN % B_CPP == 0, "B loader shape");
  static_assert (KMMA == 8 || KMMA == 16, "mma k is 8 or 16");
  static_assert (STAGES >= 2, "at least double buffering");

  /* Shared layouts, in doubles within a stage: element (k, m) of the A
     slice and element (k, n) of the B slice. */
  static __host__ __device__ int a_smem (int k, int m)
  {
    return k * BM + ((((m >> 1) ^ (((k >> 2) & 3) << 1)) << 1) | (m & 1));
  }
  static __host__ __device__ int b_smem (int k, int n)
  {
    return n * BK + ((((k >> 1) ^ (n & 1)) << 1) | (k & 1));
  }
  /* Loader pass R of thread TID copies A slice (k, m..m+1) and B slice
     (k..k+1, n). */
  static __host__ __device__ void a_chunk (int tid, int r, int &k, int &m)
  {
    k = tid / A_TPR + r * A_RPP, m = 2 * (tid % A_TPR);
  }
  static __host__ __device__ void b_chunk (int tid, int r, int &k, int &n)
  {
    k = 2 * (tid % B_TPC), n = tid / B_TPC + r * B_CPP;
  }
  /* Fragments of warp (wm, wn), lane L = 4g + t, for m16 tile i, n8 tile j
     and k8 step h (see dmma_k8): a[2e], a[2e+1] are A slice rows
     frag_m (i), frag_m (i) + 1 at k = frag_k (h, e); b[0], b[1] are B slice
     rows frag_k (h, 0), frag_k (h, 1) at column frag_n (j); accumulator d[q]
     is C(tile rows frag_m (i) + q / 2, tile column frag_c (j) + q % 2). */
  static __host__ __device__ int frag_m (int wm, int lane, int i)
  {
    return wm * WM + 16 * i + 2 * (lane >> 2);
  }
  static __host__ __device__ int frag_k (int lane, int h, int e)
  {
    return 4 * (lane & 3) + 2 * h + e;
  }
  static __host__ __device__ int frag_n (int wn, int lane, int j)
  {
    return wn * WN + 8 * j + (lane >> 2);
  }
  static __host__ __device__ int frag_c (int wn, int lane, int j)
  {
    return wn * WN + 8 * j + 2 * (lane & 3);
  }
  /* The same fragment offsets as a per-thread base plus a constant (the
     XOR terms do not depend on i, j, h, e): a_smem (frag_k (h, e),
     frag_m (i)) == a_frag_base + a_frag_step (i, h, e), and b_smem
     (frag_k (h, 0), frag_n (j)) == b_frag_base (h) + b_frag_step (j). */
  static __host__ __device__ int a_frag_base (int wm, int lane)
  {
    const int g = lane >> 2, t = lane & 3;
    return 4 * t * BM + wm * WM + 2 * (g ^ (2 * t));
  }
  static __host__ __device__ int a_frag_step (int i, int h, int e)
  {
    return (2 * h + e) * BM + 16 * i;
  }
  static __host__ __device__ int b_frag_base (int wn, int lane, int h)
  {
    const int g = lane >> 2, t = lane & 3;
    return (wn * WN + g) * BK + 4 * t + 2 * ((g & 1) ^ h);
  }
  static __host__ __device__ int b_frag_step (int j)
  {
    return 8 * j * BK;
  }
};

typedef gt_fast_params<double> dmma_params;

template <class Cfg>
__global__ void __launch_bounds__ (Cfg::THREADS, Cfg::MINB)
gemm_dmma_kernel (const dmma_params p)
{
#if GT_DMMA_DEVICE_OK
  constexpr int BM = Cfg::BM, BN = Cfg::BN, BK = Cfg::BK;
  constexpr int MT = Cfg::MT, NT = Cfg::NT, STAGES = Cfg::STAGES;
  extern __shared__ __align__ (16) unsigned char gt_dmma_smem[];
  double *const As = reinterpret_cast<double *> (gt_dmma_smem);
  double *const Bs = As + STAGES * Cfg::A_STAGE;

  const int tid = (int) threadIdx.x, lane = tid & 31, warp = tid >> 5;
  const int wm = warp % Cfg::WARPS_M, wn = warp / Cfg::WARPS_M;

  /* This block's slice of K. */
  const size_t kbeg = (size_t) blockIdx.z * p.kslice;
  const size_t klen = kbeg < p.k ? min (p.k - kbeg, p.kslice) : 0;
  /* Slices of BK (the launcher checks this fits an int), and the number of
     valid k in the last one (1..BK). */
  const int ktiles = (int) ((klen + BK - 1) / BK);
  const int klast = (int) (klen - (size_t) (ktiles - 1) * BK);
  double *const C = p.C + (size_t) blockIdx.z * p.split_stride;

  const gt_mma_pipe<Cfg, double> pipe (tid, As, Bs);

  /* Fragment read offsets (doubles) within a stage. */
  const int a_rd = Cfg::a_frag_base (wm, lane);
  const int b_rd0 = Cfg::b_frag_base (wn, lane, 0);
  const int b_rd1 = Cfg::b_frag_base (wn, lane, 1);

  const size_t ntiles = p.tiles_m * p.tiles_n;
  for (size_t tile = blockIdx.x; tile < ntiles; tile += gridDim.x)
    {
      size_t tm, tn;
      gt_tile_coords (tile, p.tiles_m, p.tiles_n, tm, tn);
      const size_t m0 = tm * BM, n0 = tn * BN;

      double acc[MT][NT][4];
#pragma unroll
      for (int i = 0; i < MT; i++)
#pragma unroll
        for (int j = 0; j < NT; j++)
#pragma unroll
          for (int e = 0; e < 4; e++)
            acc[i][j][e] = 0.0;

      pipe.run (p, m0, n0, kbeg, ktiles, klast, [&] (int rs) {
        const double *Ab = As + rs * Cfg::A_STAGE;
        const double *Bb = Bs + rs * Cfg::B_STAGE;
        if (Cfg::KMMA == 8)
          {
#pragma unroll
            for (int h = 0; h < 2; h++)
              {
                double af[MT][4], bf[NT][2];
#pragma unroll
                for (int j = 0; j < NT; j++)
                  lds128 (bf[j], Bb + (h ? b_rd1 : b_rd0)
                                     + Cfg::b_frag_step (j));
#pragma unroll
                for (int i = 0; i < MT; i++)
#pragma unroll
                  for (int e = 0; e < 2; e++)
                    lds128 (&af[i][2 * e],
                            Ab + a_rd + Cfg::a_frag_step (i, h, e));
#pragma unroll
                for (int i = 0; i < MT; i++)
#pragma unroll
                  for (int j = 0; j < NT; j++)
                    dmma_k8 (acc[i][j], af[i], bf[j]);
              }
          }
        else
          {
            double bf[NT][4];
#pragma unroll
            for (int j = 0; j < NT; j++)
              {
                lds128 (&bf[j][0], Bb + b_rd0 + Cfg::b_frag_step (j));
                lds128 (&bf[j][2], Bb + b_rd1 + Cfg::b_frag_step (j));
              }
#pragma unroll
            for (int i = 0; i < MT; i++)
              {
                double af[8];
#pragma unroll
                for (int e = 0; e < 4; e++)
                  lds128 (&af[2 * e],
                          Ab + a_rd + Cfg::a_frag_step (i, e / 2, e % 2));
#pragma unroll
                for (int j = 0; j < NT; j++)
                  dmma_k16 (acc[i][j], af, bf[j]);
              }
          }
      });

      /* Epilogue: acc[i][j] = {C(r, c), C(r, c+1), C(r+1, c), C(r+1, c+1)}
         with r = m0 + frag_m (i), c = n0 + frag_c (j); rows r, r+1 are
         adjacent in memory, so each column is one double2 store. */
#pragma unroll
      for (int i = 0; i < MT; i++)
        {
          const size_t r = m0 + (size_t) Cfg::frag_m (wm, lane, i);
          if (r >= p.m)
            continue;
          const bool pair = r + 1 < p.m;
#pragma unroll
          for (int j = 0; j < NT; j++)
#pragma unroll
            for (int e = 0; e < 2; e++)
              {
                const size_t c = n0 + (size_t) (Cfg::frag_c (wn, lane, j) + e);
                if (c >= p.n)
                  continue;
                double *dst = C + r + c * p.ldc;
                if (Cfg::VEC && pair)
                  stg128 (dst, acc[i][j][e], acc[i][j][2 + e]);
                else
                  {
                    dst[0] = acc[i][j][e];
                    if (pair)
                      dst[1] = acc[i][j][2 + e];
                  }
              }
        }
    }
#else
  (void) p; /* below sm_80: no FP64 mma; the launcher refuses these devices */
#endif
}

} /* namespace gt_dmma */

/* ------------------------------------------------------------------ */
/* Launcher                                                            */

namespace {

using namespace gt_dmma;

template <class Cfg>
gt_status run (const gt_gemm_args *a, cudaStream_t s, gt_launch *L, int dev)
{
  static signed char ready[GT_DEVICE_SLOTS];
  return gt_fast_run<Cfg, double> (gemm_dmma_kernel<Cfg>, a, s, L, dev, ready,
                                   "the dmma kernel", 80);
}

/*            BM   BN  warps  stages kmma  vec   blocks/SM */
typedef dmma_cfg<128, 128, 2, 4, 3, 8, true, 1> cfg0v;
typedef dmma_cfg<128, 128, 2, 4, 3, 8, false, 1> cfg0s;
typedef dmma_cfg<128, 128, 2, 4, 3, 16, true, 1> cfg1v;
typedef dmma_cfg<128, 128, 2, 4, 3, 16, false, 1> cfg1s;
typedef dmma_cfg<128, 64, 2, 2, 3, 8, true, 2> cfg2v;
typedef dmma_cfg<128, 64, 2, 2, 3, 8, false, 2> cfg2s;
typedef dmma_cfg<64, 128, 1, 4, 3, 8, true, 2> cfg3v;
typedef dmma_cfg<64, 128, 1, 4, 3, 8, false, 2> cfg3s;
typedef dmma_cfg<64, 64, 1, 2, 3, 8, true, 4> cfg4v;
typedef dmma_cfg<64, 64, 1, 2, 3, 8, false, 4> cfg4s;
typedef dmma_cfg<64, 64, 2, 2, 3, 8, true, 3> cfg5v;
typedef dmma_cfg<64, 64, 2, 2, 3, 8, false, 3> cfg5s;

/* Index = the variant number that benchmarks sweep. */
const gt_fast_variant variants[] = {
  { "128x128x16_s3_k8", run<cfg0v>, run<cfg0s>, 128, 128, cfg0v::SMEM },
  { "128x128x16_s3_k16", run<cfg1v>, run<cfg1s>, 128, 128, cfg1v::SMEM },
  { "128x64x16_s3_k8", run<cfg2v>, run<cfg2s>, 128, 64, cfg2v::SMEM },
  { "64x128x16_s3_k8", run<cfg3v>, run<cfg3s>, 64, 128, cfg3v::SMEM },
  { "64x64x16_s3_k8_w2", run<cfg4v>, run<cfg4s>, 64, 64, cfg4v::SMEM },
  { "64x64x16_s3_k8_w4", run<cfg5v>, run<cfg5s>, 64, 64, cfg5v::SMEM },
};
constexpr int NVARIANTS = (int) (sizeof variants / sizeof variants[0]);

size_t tiles_of (const gt_gemm_args *a, const gt_fast_variant &v)
{
  return ((a->m + v.bm - 1) / v.bm) * ((a->n + v.bn - 1) / v.bn);
}

/* The default for a shape: the 128 x 128 tile when it fills the GPU (more
   reuse per byte), else the half tile that wastes the least of C. */
/* Measured on an H200 (bench/gemm_bench --sweep, see bench/journal/gemm.md):
   the half tiles, two blocks of 4 warps per SM, beat the 128 x 128 tile
   everywhere (n = 4096: 88% of cuBLAS against 81%; 8192: 92% against 88%).
   64 x 128 wins on square and wide shapes and where M is at most 64, and
   64 x 64 with 4 warps when 64 x 128 tiles cannot give every
   multiprocessor two blocks (n = 1000: 78% of cuBLAS against 73%) or N is
   at most 64 (8192 x 64 x 8192 with split-K: 85% against 128 x 64's 72%,
   2026-11-26); else the half tile that wastes less of its edge tiles. */
int pick_variant (size_t m, size_t n, int splits, int sms)
{
  gt_gemm_args a;
  a.m = m, a.n = n;
  if (n <= 64)
    return 5;
  if (m <= 64)
    return 3;
  if (tiles_of (&a, variants[3]) * (size_t) splits < 2 * (size_t) sms)
    return 5;
  const size_t waste2 = tiles_of (&a, variants[2]) * 128 * 64 - m * n;
  const size_t waste3 = tiles_of (&a, variants[3]) * 64 * 128 - m * n;
  return waste2 < waste3 ? 2 : 3;
}

} /* namespace */

int gt_gemm_dmma_choose (size_t m, size_t n, int splits, int sms)
{
  return pick_variant (m, n, splits, sms);
}

void gt_gemm_dmma_tile (int v, int *bm, int *bn)
{
  gt_fast_tile (variants, NVARIANTS, v, bm, bn);
}

int gt_gemm_dmma_variants (void)
{
  return NVARIANTS;
}

const char *gt_gemm_dmma_variant_name (int v)
{
  return gt_fast_name (variants, NVARIANTS, v);
}

gt_status gt_launch_gemm_dmma (const gt_gemm_args *a, cudaStream_t s,
                               gt_launch *L)
{
  if (a->dtype != GT_DOUBLE)
    return gt_fail (GT_ERR_NOT_SUPPORTED,
                    "the dmma kernel (FP64 tensor cores) is for double "
                    "matrices only");
  gt_status st = gt_check_gemm_args (a, "dmma", NVARIANTS, 16);
  if (st != GT_OK)
    return st;
  if (gt_fast_empty (a, L))
    return GT_OK; /* nothing to write */

  const gt_device_facts *f = NULL;
  st = gt_kernel_device ("dmma", &f);
  if (st != GT_OK)
    return st;
  const int dev = f->dev;
  if (f->cc_major < 8)
    return gt_fail (GT_ERR_NOT_SUPPORTED,
                    "the dmma kernel needs compute capability 8.0 or newer "
                    "(FP64 tensor cores); device %d is %d.%d",
                    dev, f->cc_major, f->cc_minor);

  gt_gemm_args b = *a;
  if (b.splits == 1 && b.kslice < b.k)
    b.kslice = b.k;
  const int v = b.variant >= 0 ? b.variant
                               : pick_variant (b.m, b.n, b.splits, f->sms);
  const bool vec = b.lda % 2 == 0 && b.ldb % 2 == 0 && b.ldc % 2 == 0
                   && b.split_stride % 2 == 0
                   && (b.splits == 1 || b.kslice % 2 == 0)
                   && gt_aligned16 (b.A) && gt_aligned16 (b.B)
                   && gt_aligned16 (b.C);
  return gt_fast_launch (variants, v, f, "dmma", vec, &b, s, L);
}
