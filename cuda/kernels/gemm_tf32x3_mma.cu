/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gemm_tf32x3_mma.cu - single-precision products on the TF32 tensor cores
 * at single-precision accuracy (the "3xTF32" split) with warp-level
 * mma.sync, for compute capability 8.0 and later: the Ampere and Ada
 * (and any non-Hopper) path of "tf32x3".  Any M, N, K.
 *
 * What it improves on regblock (gemm_regblock.cu): the math runs on the
 * TF32 tensor cores instead of the FP32 units.  An A100 does about 156
 * TFLOP/s in TF32 and 19.5 in FP32, so three TF32 products still leave
 * the tensor cores far above the FP32 peak that caps regblock and cuBLAS
 * SGEMM.  Hopper has its own kernel (gemm_tf32x3.cu, warpgroup MMA); this
 * one runs there only when asked for (a forced variant, tests) or when the
 * build has no sm_90a code.
 *
 * The numerics are those of gemm_tf32x3.cu, the same contract:
 *   - The split (gt_tf32x3_split.cuh).  Every element x of A and B
 *     becomes big = x to 11 significant bits and small = (x - big) rounded
 *     to TF32, both TF32 numbers (x - big is exact in float), so
 *     x = big + small + r with |r| <= 2^-22 |x|.  Three products
 *     small x big, big x small and big x big (that order) give
 *     about single precision.
 *   - Per-k-step promotion.  The tensor cores' float accumulation is not
 *     round-to-nearest, so they never carry the sum over K: for each k step
 *     of 8 and each 16 x 8 fragment of C, the three m16n8k8 MMAs sum into a
 *     temporary fragment that starts from zero, and the FP32 units add it
 *     to the fragment's float accumulators (round to nearest), k step by k
 *     step in order.  |C - A*B| <= (K + 8) eps |A| |B|.
 *   - Inf and NaN as in A*B: the split turns Inf, and a finite x above
 *     GT_TF32_SPLIT_MAX (4e34), into NaN parts, which make every element
 *     of the tile they touch NaN.  So a tile with any non-finite
 *     accumulator (tested once, after its K loop) is computed again on the
 *     FP32 units, one fmaf per k in order, which gives IEEE Inf and NaN
 *     (and the float result where a finite sum overflowed).  NaN inputs
 *     need nothing more.
 *   - Denormals: the split keeps them; the tensor cores are expected to
 *     flush them as Hopper's do (a product whose terms are all denormal
 *     comes out 0; denormal small parts next to normal terms are kept).
 *     Measured on Hopper for the wgmma kernel; not measured on sm_80.
 *   - The sum over K runs in another order than the CPU path's and the
 *     CUDA-core kernels': results are not their bits, and not the wgmma
 *     kernel's bits either (another MMA unit sums the eight products).
 *
 * How it runs:
 *   - A block of 8 warps (2 x 4) owns a 128 x 128 tile of C (or 4 warps a
 *     128 x 64 tile); each warp a 64 x 32 tile of 4 x 4 m16n8 fragments:
 *     64 float accumulators per thread.  Per k step of 8 a warp makes 48
 *     MMAs from 16 A and 8 B values per thread, split in registers right
 *     after the shared-memory reads (each value is split by every warp that
 *     reads it: 3 instructions per value, for 2 MMAs per value).
 *   - A STAGES-deep cp.async pipeline of BK = 32 slices of A and B, as in
 *     dmma: one block barrier per slice; copies that cross the M, N or K
 *     edge read only what exists (cp.async's source size) and zero-fill the
 *     rest; only elements inside C are written.  Split-K (gridDim.z) and
 *     grouped tile order as in the other fast kernels.
 *   - Layouts, conflict-free without ldmatrix (whose 16-bit rows do not
 *     suit 32-bit TF32 fragments).  The fragment rows g and g + 8 of an
 *     m16 tile are the actual rows 2g and 2g + 1, and the fragment k
 *     indices t and t + 4 of a k step are the actual k 2t and 2t + 1 (the
 *     same permutation of K for A and B only reorders the eight products of
 *     one MMA): every fragment read is one 8-byte LDS.64, of two rows
 *     adjacent in A (stored [k][m], rows of BM + 4 floats) or two k
 *     adjacent in B (stored [n][k], rows of 32 floats, 16-byte chunk q of
 *     row n at q ^ 2 (n % 4)).  Each half warp's LDS.64 then hits 32
 *     distinct banks (tests/host/tf32x3_mma_layout_check.cu checks this and
 *     replays whole products on the host).  C is written as float pairs
 *     (rows 2g, 2g + 1 are adjacent).
 *
 * Shared memory (dynamic): 128 x 128, 3 stages: 99,840 bytes, which fits
 * the 99 KiB that sm_86 and sm_89 devices (A10, L4, L40) give a block;
 * 4 stages: 133,120 bytes (A100, H100); 128 x 64, 3 stages: 75,264 bytes.
 *
 * ptxas (CUDA 13.0, -Xptxas -v), registers per thread, 16-byte / 4-byte
 * copy twins; 0 spill bytes everywhere:
 *   variant                   sm_80       sm_90      blocks/SM
 *   mma_128x128x32_s3         221 / 221   216 / 218  1 (256 threads)
 *   mma_128x128x32_s4         223 / 223   220 / 220  1
 *   mma_128x64x32_s3          221 / 221   218 / 218  2 (128 threads; 1 on
 *                                                    sm_86 / sm_89: smem)
 * The k steps of a slice are a loop, not unrolled: unrolled, ptxas hoisted
 * the next steps' fragment reads and ran out of registers (255 and 12 to
 * 200 bytes of spills).
 *
 * Assumes: dtype single (double is refused); compute capability 8.0 or
 * newer (checked at launch) and a build with sm_80 or newer code for this
 * file (gt_kernel_prepare checks it); for the 16-byte copies, lda and ldb
 * multiples of 4, A and B 16-byte aligned and, with split-K, a slice a
 * multiple of 4; otherwise the same kernel with 4-byte copies.  All sizes
 * and offsets are size_t.
 */
#include <limits.h>

#include "gt_mma_mainloop.cuh"
#include "gt_launch_util.cuh"
#include "gt_tf32x3_split.cuh"

namespace gt_tf32x3_mma {

#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
#define GT_TF32X3_MMA_OK 1
#else
#define GT_TF32X3_MMA_OK 0
#endif

#if GT_TF32X3_MMA_OK

/* D = A * B + C for one m16n8k8 TF32 fragment triple.  Fragments (PTX ISA,
   mma.m16n8k8 .tf32), g = lane / 4, t = lane % 4:
     a = {A(g, t), A(g+8, t), A(g, t+4), A(g+8, t+4)}
     b = {B(t, g), B(t+4, g)}
     c, d = {D(g, 2t), D(g, 2t+1), D(g+8, 2t), D(g+8, 2t+1)} */
__device__ __forceinline__ void mma_k8 (float (&d)[4], const unsigned (&a)[4],
                                        const unsigned (&b)[2],
                                        const float (&c)[4])
{
  asm ("mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 "
       "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, "
       "{%10, %11, %12, %13};\n"
       : "=f"(d[0]), "=f"(d[1]), "=f"(d[2]), "=f"(d[3])
       : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]),
         "f"(c[0]), "f"(c[1]), "f"(c[2]), "f"(c[3]));
}

__device__ __forceinline__ float2 lds64 (const float *p)
{
  return *reinterpret_cast<const float2 *> (p);
}

#endif /* GT_TF32X3_MMA_OK */

/* ------------------------------------------------------------------ */
/* Configurations                                                      */

/* BM x BN block tile, WARPS_M x WARPS_N warps of 64 x 32, STAGES slices of
   BK = 32 in flight, VEC: 16-byte copies (else 4-byte ones), MINB: blocks
   per SM to aim for.  The index maps are host-callable so that
   tests/host/tf32x3_mma_layout_check.cu can replay them. */
template <int BM_, int BN_, int WARPS_M_, int WARPS_N_, int STAGES_,
          bool VEC_, int MINB_>
struct mma_cfg
{
  static constexpr int BM = BM_, BN = BN_, BK = 32;
  static constexpr int WARPS_M = WARPS_M_, WARPS_N = WARPS_N_;
  static constexpr int STAGES = STAGES_, MINB = MINB_;
  static constexpr bool VEC = VEC_;
  static constexpr int THREADS = 32 * WARPS_M * WARPS_N;
  static constexpr int WM = BM / WARPS_M, WN = BN / WARPS_N;
  static constexpr int MT = WM / 16, NT = WN / 8; /* fragments per warp */
  static constexpr int A_LD = BM + 4;              /* floats per k row   */
  static constexpr int A_STAGE = BK * A_LD, B_STAGE = BN * BK; /* floats */
  static constexpr size_t SMEM = (size_t) STAGES * (A_STAGE + B_STAGE)
                                 * sizeof (float);
  /* A loader: 16-byte chunks of 4 floats along m, BM / 4 per k row. */
  static constexpr int A_TPR = BM / 4;
  static constexpr int A_RPP = THREADS / A_TPR; /* k rows per pass */
  static constexpr int A_PASSES = BK / A_RPP;
  /* B loader: chunks of 4 floats along k, BK / 4 = 8 per column. */
  static constexpr int B_TPC = BK / 4;
  static constexpr int B_CPP = THREADS / B_TPC; /* columns per pass */
  static constexpr int B_PASSES = BN / B_CPP;

  static_assert (WM % 16 == 0 && WN % 8 == 0, "warp tile of m16n8 fragments");
  static_assert (BM % 32 == 0 && BN % 32 == 0, "tile shape");
  static_assert (THREADS % A_TPR == 0 && BK % A_RPP == 0, "A loader shape");
  static_assert (THREADS % B_TPC == 0 && BN % B_CPP == 0, "B loader shape");
  static_assert (STAGES >= 2, "at least double buffering");

  /* Shared layouts, in floats within a stage: A slice element (k, m) and
     B slice element (k, n).  B's 16-byte chunks are swizzled by n % 4. */
  static __host__ __device__ int a_smem (int k, int m) { return k * A_LD + m; }
  static __host__ __device__ int b_smem (int k, int n)
  {
    return n * BK + (k ^ ((n & 3) << 3));
  }
  /* Loader pass R of thread TID: A slice (k, m .. m+3), B slice
     (k .. k+3, n). */
  static __host__ __device__ void a_chunk (int tid, int r, int &k, int &m)
  {
    k = tid / A_TPR + r * A_RPP, m = 4 * (tid % A_TPR);
  }
  static __host__ __device__ void b_chunk (int tid, int r, int &k, int &n)
  {
    k = 4 * (tid % B_TPC), n = tid / B_TPC + r * B_CPP;
  }
  /* Fragments of warp (wm, wn), lane L = 4g + t, m16 tile i, n8 tile jn,
     k step j (see mma_k8): a[2h], a[2h+1] are A slice rows frag_m (i),
     frag_m (i) + 1 at k = frag_k (j, h); b[0], b[1] are B slice
     k = frag_k (j, 0), frag_k (j, 1) of column frag_n (jn); d[q] is
     C (tile row frag_m (i) + q / 2, tile column frag_c (jn) + q % 2). */
  static __host__ __device__ int frag_m (int wm, int lane, int i)
  {
    return wm * WM + 16 * i + 2 * (lane >> 2);
  }
  static __host__ __device__ int frag_k (int lane, int j, int h)
  {
    return 8 * j + 2 * (lane & 3) + h;
  }
  static __host__ __device__ int frag_n (int wn, int lane, int jn)
  {
    return wn * WN + 8 * jn + (lane >> 2);
  }
  static __host__ __device__ int frag_c (int wn, int lane, int jn)
  {
    return wn * WN + 8 * jn + 2 * (lane & 3);
  }
  /* The same offsets as a per-thread base plus a step: a_smem (frag_k
     (j, h), frag_m (i)) == a_frag_base + a_frag_step (i, j, h), and
     b_smem (frag_k (j, 0), frag_n (jn)) == b_frag_base + b_frag_step
     (jn, j ^ b_frag_xor). */
  static __host__ __device__ int a_frag_base (int wm, int lane)
  {
    return 2 * (lane & 3) * A_LD + wm * WM + 2 * (lane >> 2);
  }
  static __host__ __device__ int a_frag_step (int i, int j, int h)
  {
    return (8 * j + h) * A_LD + 16 * i;
  }
  static __host__ __device__ int b_frag_base (int wn, int lane)
  {
    return (wn * WN + (lane >> 2)) * BK + 2 * (lane & 3);
  }
  static __host__ __device__ int b_frag_xor (int lane)
  {
    return (lane >> 2) & 3;
  }
  static __host__ __device__ int b_frag_step (int jn, int jx)
  {
    return 8 * jn * BK + 8 * jx;
  }
};

typedef gt_fast_params<float> mma_params;

template <class Cfg>
__global__ void __launch_bounds__ (Cfg::THREADS, Cfg::MINB)
gemm_tf32x3_mma_kernel (const mma_params p)
{
#if GT_TF32X3_MMA_OK
  constexpr int BM = Cfg::BM, BN = Cfg::BN, BK = Cfg::BK;
  constexpr int MT = Cfg::MT, NT = Cfg::NT, STAGES = Cfg::STAGES;
  extern __shared__ __align__ (16) unsigned char gt_tf32x3_mma_smem[];
  float *const As = reinterpret_cast<float *> (gt_tf32x3_mma_smem);
  float *const Bs = As + STAGES * Cfg::A_STAGE;

  const int tid = (int) threadIdx.x, lane = tid & 31, warp = tid >> 5;
  const int wm = warp % Cfg::WARPS_M, wn = warp / Cfg::WARPS_M;

  /* This block's slice of K, its BK slices (the launcher checks that they
     fit an int) and the valid k of the last one (1..BK). */
  const size_t kbeg = (size_t) blockIdx.z * p.kslice;
  const size_t klen = kbeg < p.k ? min (p.k - kbeg, p.kslice) : 0;
  const int ktiles = (int) ((klen + BK - 1) / BK);
  const int klast = (int) (klen - (size_t) (ktiles - 1) * BK);
  float *const C = p.C + (size_t) blockIdx.z * p.split_stride;

  const gt_mma_pipe<Cfg, float> pipe (tid, As, Bs);

  /* Fragment read offsets (floats) within a stage. */
  const int a_rd = Cfg::a_frag_base (wm, lane);
  const int b_rd = Cfg::b_frag_base (wn, lane);
  const int b_x = Cfg::b_frag_xor (lane);

  const size_t ntiles = p.tiles_m * p.tiles_n;
  for (size_t tile = blockIdx.x; tile < ntiles; tile += gridDim.x)
    {
      size_t tm, tn;
      gt_tile_coords (tile, p.tiles_m, p.tiles_n, tm, tn);
      const size_t m0 = tm * BM, n0 = tn * BN;

      float acc[MT][NT][4];
#pragma unroll
      for (int i = 0; i < MT; i++)
#pragma unroll
        for (int jn = 0; jn < NT; jn++)
#pragma unroll
          for (int q = 0; q < 4; q++)
            acc[i][jn][q] = 0.0f;

      pipe.run (p, m0, n0, kbeg, ktiles, klast, [&] (int rs) {
        const float *Ab = As + rs * Cfg::A_STAGE + a_rd;
        const float *Bb = Bs + rs * Cfg::B_STAGE + b_rd;
#pragma unroll 1
        for (int j = 0; j < BK / 8; j++)
          {
            /* This k step's fragments, split: big (b) and small (s). */
            unsigned ab[MT][4], as[MT][4], bb[NT][2], bs[NT][2];
#pragma unroll
            for (int i = 0; i < MT; i++)
#pragma unroll
              for (int h = 0; h < 2; h++)
                {
                  const float2 v = lds64 (Ab + Cfg::a_frag_step (i, j, h));
                  gt_tf32_split (v.x, ab[i][2 * h], as[i][2 * h]);
                  gt_tf32_split (v.y, ab[i][2 * h + 1], as[i][2 * h + 1]);
                }
#pragma unroll
            for (int jn = 0; jn < NT; jn++)
              {
                const float2 v = lds64 (Bb + Cfg::b_frag_step (jn, j ^ b_x));
                gt_tf32_split (v.x, bb[jn][0], bs[jn][0]);
                gt_tf32_split (v.y, bb[jn][1], bs[jn][1]);
              }
            /* Per fragment: tmp = as bb + ab bs + ab bb, summed from zero
               by the tensor cores; the FP32 units add it to acc. */
            const float zero[4] = { 0.0f, 0.0f, 0.0f, 0.0f };
#pragma unroll
            for (int i = 0; i < MT; i++)
#pragma unroll
              for (int jn = 0; jn < NT; jn++)
                {
                  float t[4];
                  mma_k8 (t, as[i], bb[jn], zero);
                  mma_k8 (t, ab[i], bs[jn], t);
                  mma_k8 (t, ab[i], bb[jn], t);
#pragma unroll
                  for (int q = 0; q < 4; q++)
                    acc[i][jn][q] += t[q];
                }
          }
      });

      /* An Inf in A or B, or a value above GT_TF32_SPLIT_MAX, leaves NaN
         or Inf in every element of the tile it meets: such tiles (rare)
         are computed again on the FP32 units, one fmaf per k in order,
         with IEEE Inf and NaN. */
      bool nonfinite = false;
#pragma unroll
      for (int i = 0; i < MT; i++)
#pragma unroll
        for (int jn = 0; jn < NT; jn++)
#pragma unroll
          for (int q = 0; q < 4; q++)
            nonfinite |= !(fabsf (acc[i][jn][q]) <= 3.402823466e38f);
      if (__syncthreads_or (nonfinite))
        {
          gt_tf32x3_recompute_tile<BM, BN, Cfg::THREADS> (p, C, m0, n0, kbeg,
                                                          klen, tid);
          continue;
        }

      /* Epilogue: acc[i][jn] = {C(r, c), C(r, c+1), C(r+1, c),
         C(r+1, c+1)}, r = m0 + frag_m (i), c = n0 + frag_c (jn); rows r and
         r + 1 are adjacent, so a column is one float2 store where it is
         8-byte aligned. */
#pragma unroll
      for (int i = 0; i < MT; i++)
        {
          const size_t r = m0 + (size_t) Cfg::frag_m (wm, lane, i);
          if (r >= p.m)
            continue;
          const bool pair = r + 1 < p.m;
#pragma unroll
          for (int jn = 0; jn < NT; jn++)
#pragma unroll
            for (int e = 0; e < 2; e++)
              {
                const size_t c = n0 + (size_t) (Cfg::frag_c (wn, lane, jn) + e);
                if (c >= p.n)
                  continue;
                float *dst = C + r + c * p.ldc;
                if (pair && ((size_t) dst & 7) == 0)
                  *reinterpret_cast<float2 *> (dst)
                      = make_float2 (acc[i][jn][e], acc[i][jn][2 + e]);
                else
                  {
                    dst[0] = acc[i][jn][e];
                    if (pair)
                      dst[1] = acc[i][jn][2 + e];
                  }
              }
        }
    }
#else
  (void) p; /* below sm_80: no TF32 mma; the launcher refuses these devices */
#endif
}

} /* namespace gt_tf32x3_mma */

/* ------------------------------------------------------------------ */
/* Launcher                                                            */

namespace {

using namespace gt_tf32x3_mma;

template <class Cfg>
gt_status run (const gt_gemm_args *a, cudaStream_t s, gt_launch *L, int dev)
{
  static signed char ready[GT_DEVICE_SLOTS];
  return gt_fast_run<Cfg, float> (gemm_tf32x3_mma_kernel<Cfg>, a, s, L, dev,
                                  ready, "the tf32x3 mma.sync kernel", 80);
}

/*           BM   BN  warps stages vec   blocks/SM */
typedef mma_cfg<128, 128, 2, 4, 3, true, 1> cfg0v;
typedef mma_cfg<128, 128, 2, 4, 3, false, 1> cfg0s;
typedef mma_cfg<128, 128, 2, 4, 4, true, 1> cfg1v;
typedef mma_cfg<128, 128, 2, 4, 4, false, 1> cfg1s;
typedef mma_cfg<128, 64, 2, 2, 3, true, 2> cfg2v;
typedef mma_cfg<128, 64, 2, 2, 3, false, 2> cfg2s;

/* Index = this kernel's own variant number (gemm_tf32x3.cu numbers them
   after the warpgroup kernel's). */
const gt_fast_variant variants[] = {
  { "mma_128x128x32_s3", run<cfg0v>, run<cfg0s>, 128, 128, cfg0v::SMEM },
  { "mma_128x128x32_s4", run<cfg1v>, run<cfg1s>, 128, 128, cfg1v::SMEM },
  { "mma_128x64x32_s3", run<cfg2v>, run<cfg2s>, 128, 64, cfg2v::SMEM },
};
constexpr int NVARIANTS = (int) (sizeof variants / sizeof variants[0]);

} /* namespace */

/* The 3-stage 128 x 128 tile, which fits every device of compute
   capability 8.0 and later (99 KiB of shared memory per block on sm_86
   and sm_89); 128 x 64 where N is at most 64 (a 128-column tile would be
   half empty: on an H200, 8192 x 64 x 8192 in 3 slices of K ran at 85% of
   cuBLAS SGEMM, against 64% for regblock).  Not measured against each
   other on an sm_80 device. */
int gt_gemm_tf32x3_mma_choose (size_t m, size_t n, int splits, int sms)
{
  (void) m, (void) splits, (void) sms;
  return n <= 64 ? 2 : 0;
}

void gt_gemm_tf32x3_mma_tile (int v, int *bm, int *bn)
{
  gt_fast_tile (variants, NVARIANTS, v, bm, bn);
}

int gt_gemm_tf32x3_mma_variants (void)
{
  return NVARIANTS;
}

const char *gt_gemm_tf32x3_mma_variant_name (int v)
{
  return gt_fast_name (variants, NVARIANTS, v);
}

gt_status gt_launch_gemm_tf32x3_mma (const gt_gemm_args *a, cudaStream_t s,
                                     gt_launch *L)
{
  if (a->dtype != GT_SINGLE)
    return gt_fail (GT_ERR_NOT_SUPPORTED,
                    "the tf32x3 kernel (TF32 tensor cores) is for single "
                    "matrices only");
  gt_status st = gt_check_gemm_args (a, "tf32x3 (mma.sync)", NVARIANTS, 32);
  if (st != GT_OK)
    return st;
  if (gt_fast_empty (a, L))
    return GT_OK;

  const gt_device_facts *f = NULL;
  st = gt_kernel_device ("tf32x3", &f);
  if (st != GT_OK)
    return st;
  if (f->cc_major < 8)
    return gt_fail (GT_ERR_NOT_SUPPORTED,
                    "the tf32x3 kernel needs compute capability 8.0 or newer "
                    "(TF32 tensor cores); device %d is %d.%d",
                    f->dev, f->cc_major, f->cc_minor);

  gt_gemm_args b = *a;
  if (b.splits == 1 && b.kslice < b.k)
    b.kslice = b.k;
  const int v = b.variant >= 0 ? b.variant
                               : gt_gemm_tf32x3_mma_choose (b.m, b.n, b.splits,
                                                            f->sms);
  const bool vec = b.lda % 4 == 0 && b.ldb % 4 == 0
                   && (b.splits == 1 || b.kslice % 4 == 0)
                   && gt_aligned16 (b.A) && gt_aligned16 (b.B);
  return gt_fast_launch (variants, v, f, "tf32x3", vec, &b, s, L);
}
