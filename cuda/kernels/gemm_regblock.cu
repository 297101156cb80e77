/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gemm_regblock.cu - the fast single-precision kernel: padded tiles, 2-D
 * register blocking, warp tiling, a two-stage shared-memory pipeline.
 *
 * What it adds to gemm_padded.cu, and why each step pays:
 *   - Register blocking.  Each thread owns a TM x TN block of C (8 x 8) held
 *     in registers.  Per step along K it loads TM values of A and TN of B from
 *     shared memory and does TM * TN fused multiply-adds: 64 FFMA for 16
 *     loads instead of the padded kernel's 1 FFMA for 2 loads.  Shared memory
 *     stops being the bottleneck; the FP32 units become it.
 *   - Big block tiles (BM x BN = 128 x 128 or 256 x 128).  Each element of
 *     A and B that a block brings in from global memory is used 128 times
 *     or more.
 *   - Warp tiling.  A warp covers a WM x WN patch (64 x 32); a thread's 8
 *     rows are two groups of 4, 32 apart, and its 8 columns two groups of 4,
 *     16 apart, so the 8 lanes of a quarter-warp read 8 consecutive 16-byte
 *     vectors of A (no bank conflict) and one vector of B (a broadcast).
 *   - Vector memory access.  16-byte loads and stores everywhere: cp.async
 *     copies A tiles global -> shared without touching registers (A is
 *     contiguous along M, the layout shared memory wants); B is contiguous
 *     along K, so it is loaded as 16-byte vectors into registers and stored
 *     transposed, one scalar per lane with consecutive lanes on consecutive
 *     columns (no bank conflict).  C is written as 16-byte vectors.
 *   - Double buffering.  While the block computes tile t from one shared
 *     buffer, the copies of tile t+1 into the other are in flight: one
 *     __syncthreads per tile.
 *   - Padding stays in the kernel: loads outside A or B are zero-filled
 *     (cp.async's source size does this for A), only elements inside C are
 *     written, so any M, N, K works without host-side padding.
 *
 * Same arithmetic as the classroom kernels: each element of C is the sum
 * over p = 0 .. K-1 in order, one fmaf per term from +0, so without split-K
 * the result has the same bits as naive, tiled, padded and the CPU path.
 *
 * Assumes: lda, ldb and ldc are multiples of 4 and the matrices 16-byte
 * aligned (the dispatcher allocates them so; the launcher checks), and with
 * split-K a slice length that is a multiple of BK.
 *
 * Split-K (gt_gemm_args.splits > 1): blockIdx.z takes one slice of K and
 * writes its partial product; the dispatcher sums the slices in order.
 *
 * Configurations (the "variants" below) and the default choice per shape
 * come from bench/gemm_bench --sweep on an H200; see bench/journal/gemm.md.
 * Measured there (2026-11-26, medians of 9): 256 x 128 tiles with BK = 16
 * (fewer block barriers per multiply-add than BK = 8, half as many
 * transposed B stores per element as 128 x 256) in grouped tile order
 * (8 tile rows at a time, as dmma and tf32x3 do: the blocks resident
 * together share panels of A in L2) 89.7% of cuBLAS SGEMM at n = 4096 and
 * 90.6% at 8192 (the same tile row by row: 87.3% and 88.7%; 128 x 256 x 8:
 * 81.8% and 83.2%; BK = 32, 253 registers: 81.3% and 82.2%), 84.5% at
 * 4097, 93.5% on 3000 x 5000 x 700, 64-66% on the skinny shapes (with
 * split-K).  Grouping did not help the 128 x 128 x 8 tile (78.2% -> 76.0%
 * at 4096).  nvcc -Xptxas -v (sm_90): 79 to 231 registers, no spills,
 * 16-48 KB shared memory.
 */
#include "gt_launch_util.cuh"

namespace {

/* 16-byte copy global -> shared that reads only SRC_BYTES (0..16) bytes and
   fills the rest with zeros. */
__device__ __forceinline__ void cp_async16 (void *smem, const void *gmem,
                                            int src_bytes)
{
#if __CUDA_ARCH__ >= 800
  unsigned s = (unsigned) __cvta_generic_to_shared (smem);
  asm volatile ("cp.async.cg.shared.global [%0], [%1], 16, %2;\n" ::"r"(s),
                "l"(gmem), "r"(src_bytes));
#else
  /* sm_75: no cp.async; an ordinary masked copy does the same. */
  const float *g = (const float *) gmem;
  float *d = (float *) smem;
  for (int e = 0; e < 4; e++)
    d[e] = (4 * e < src_bytes) ? g[e] : 0.0f;
#endif
}

__device__ __forceinline__ void cp_async_commit ()
{
#if __CUDA_ARCH__ >= 800
  asm volatile ("cp.async.commit_group;\n" ::);
#endif
}

__device__ __forceinline__ void cp_async_wait_all ()
{
#if __CUDA_ARCH__ >= 800
  asm volatile ("cp.async.wait_group 0;\n" ::);
#endif
}

template <int BM, int BN, int BK, int WM, int WN, int TM, int TN>
struct Cfg
{
  static constexpr int WARPS_M = BM / WM, WARPS_N = BN / WN;
  static constexpr int THREADS = WARPS_M * WARPS_N * 32;
  static constexpr int LANES_M = WM / TM, LANES_N = WN / TN; /* per warp */
  static constexpr int GM = TM / 4, GN = TN / 4; /* 4-wide groups/thread */
  static constexpr int A_VECS = BM * BK / 4 / THREADS; /* per thread */
  static constexpr int B_VECS = BN * BK / 4 / THREADS;
  static_assert (LANES_M * LANES_N == 32, "a warp is 32 lanes");
  static_assert (TM % 4 == 0 && TN % 4 == 0, "thread tiles of 4-vectors");
  static_assert (A_VECS * THREADS * 4 == BM * BK, "A tile divides");
  static_assert (B_VECS * THREADS * 4 == BN * BK, "B tile divides");
  static_assert (THREADS % BN == 0 || BN % THREADS == 0, "B load mapping");
};

/* GRP: blocks take their tiles in groups of 8 tile rows
   (gt_tile_coords), so that the blocks resident together share panels of
   A in L2, instead of row by row down all of M. */
template <int BM, int BN, int BK, int WM, int WN, int TM, int TN, bool GRP>
__global__ void __launch_bounds__ ((BM / WM) * (BN / WN) * 32)
gemm_regblock_kernel (size_t m, size_t n, size_t k, size_t kslice,
                      const float *__restrict__ A, size_t lda,
                      const float *__restrict__ B, size_t ldb,
                      float *__restrict__ C, size_t ldc, size_t split_stride)
{
  using K = Cfg<BM, BN, BK, WM, WN, TM, TN>;
  __shared__ __align__ (16) float As[2][BK][BM];  /* As[.][p][i] */
  __shared__ __align__ (16) float Bs[2][BK][BN];  /* Bs[.][p][j] */

  const int tid = threadIdx.x;
  const int lane = tid & 31, warp = tid >> 5;
  const int wm = warp % K::WARPS_M, wn = warp / K::WARPS_M;
  const int tm = lane % K::LANES_M, tn = lane / K::LANES_M;

  size_t bi = blockIdx.x, bj = blockIdx.y;
  if (GRP)
    gt_tile_coords ((size_t) blockIdx.y * gridDim.x + blockIdx.x, gridDim.x,
                    gridDim.y, bi, bj);
  const size_t i0 = bi * BM;
  const size_t j0 = bj * BN;
  const size_t kbeg = (size_t) blockIdx.z * kslice;
  const size_t kend = (kbeg + kslice < k) ? kbeg + kslice : k;
  C += (size_t) blockIdx.z * split_stride;

  /* Global -> shared copies of the tile starting at column p0 of A / row p0
     of B into buffer BUF.  A: vector v = tid + l * THREADS covers rows
     4*(v % (BM/4)) .. +3 of column v / (BM/4).  B: vector v covers rows
     4*(v / BN) .. +3 of column v % BN, kept in registers until stored. */
  float4 breg[K::B_VECS];

  auto load_a = [&] (int buf, size_t p0) {
#pragma unroll
    for (int l = 0; l < K::A_VECS; l++)
      {
        const int v = tid + l * K::THREADS;
        const int ii = 4 * (v % (BM / 4)), pp = v / (BM / 4);
        const size_t i = i0 + ii, p = p0 + pp;
        int bytes = 0;
        const float *src = A;
        if (p < kend && i < m)
          {
            bytes = (m - i >= 4) ? 16 : (int) (4 * (m - i));
            src = A + i + p * lda;
          }
        cp_async16 (&As[buf][pp][ii], src, bytes);
      }
    cp_async_commit ();
  };

  auto load_b = [&] (size_t p0) {
#pragma unroll
    for (int l = 0; l < K::B_VECS; l++)
      {
        const int v = tid + l * K::THREADS;
        const int jj = v % BN, pp = 4 * (v / BN);
        const size_t j = j0 + jj, p = p0 + pp;
        float4 r = make_float4 (0.f, 0.f, 0.f, 0.f);
        if (j < n && p < kend)
          {
            const float *src = B + p + j * ldb;
            if (p + 4 <= kend)
              r = __ldg (reinterpret_cast<const float4 *> (src));
            else
              {
                r.x = src[0];
                if (p + 1 < kend) r.y = src[1];
                if (p + 2 < kend) r.z = src[2];
              }
          }
        breg[l] = r;
      }
  };

  auto store_b = [&] (int buf) {
#pragma unroll
    for (int l = 0; l < K::B_VECS; l++)
      {
        const int v = tid + l * K::THREADS;
        const int jj = v % BN, pp = 4 * (v / BN);
        Bs[buf][pp + 0][jj] = breg[l].x;
        Bs[buf][pp + 1][jj] = breg[l].y;
        Bs[buf][pp + 2][jj] = breg[l].z;
        Bs[buf][pp + 3][jj] = breg[l].w;
      }
  };

  float acc[TM][TN];
#pragma unroll
  for (int r = 0; r < TM; r++)
#pragma unroll
    for (int c = 0; c < TN; c++)
      acc[r][c] = 0.f;

  /* Rows and columns of the block tile this thread computes. */
  const int row0 = wm * WM + 4 * tm;  /* + g * (WM / GM) + e */
  const int col0 = wn * WN + 4 * tn;  /* + g * (WN / GN) + e */

  int buf = 0;
  if (kbeg < kend)
    {
      load_a (0, kbeg);
      load_b (kbeg);
      store_b (0);
      cp_async_wait_all ();
      __syncthreads ();
    }
  for (size_t p0 = kbeg; p0 < kend; p0 += BK)
    {
      const bool more = p0 + BK < kend;
      if (more)
        {
          load_a (buf ^ 1, p0 + BK);
          load_b (p0 + BK);
        }
#pragma unroll
      for (int p = 0; p < BK; p++)
        {
          float a[TM], b[TN];
#pragma unroll
          for (int g = 0; g < K::GM; g++)
            {
              const float4 v = *reinterpret_cast<const float4 *> (
                  &As[buf][p][row0 + g * (WM / K::GM)]);
              a[4 * g + 0] = v.x, a[4 * g + 1] = v.y;
              a[4 * g + 2] = v.z, a[4 * g + 3] = v.w;
            }
#pragma unroll
          for (int g = 0; g < K::GN; g++)
            {
              const float4 v = *reinterpret_cast<const float4 *> (
                  &Bs[buf][p][col0 + g * (WN / K::GN)]);
              b[4 * g + 0] = v.x, b[4 * g + 1] = v.y;
              b[4 * g + 2] = v.z, b[4 * g + 3] = v.w;
            }
#pragma unroll
          for (int r = 0; r < TM; r++)
#pragma unroll
            for (int c = 0; c < TN; c++)
              acc[r][c] = fmaf (a[r], b[c], acc[r][c]);
        }
      if (more)
        {
          store_b (buf ^ 1);
          cp_async_wait_all ();
        }
      __syncthreads ();
      buf ^= 1;
    }

  /* Write the TM x TN block: per column, groups of 4 consecutive rows as one
     16-byte store when all 4 are inside C. */
#pragma unroll
  for (int gc = 0; gc < K::GN; gc++)
#pragma unroll
    for (int e = 0; e < 4; e++)
      {
        const size_t j = j0 + col0 + gc * (WN / K::GN) + e;
        if (j >= n)
          continue;
#pragma unroll
        for (int gr = 0; gr < K::GM; gr++)
          {
            const size_t i = i0 + row0 + gr * (WM / K::GM);
            float *dst = C + i + j * ldc;
            const int c = 4 * gc + e;
            if (i + 4 <= m)
              *reinterpret_cast<float4 *> (dst)
                  = make_float4 (acc[4 * gr + 0][c], acc[4 * gr + 1][c],
                                 acc[4 * gr + 2][c], acc[4 * gr + 3][c]);
            else
              for (int r = 0; r < 4 && i + r < m; r++)
                dst[r] = acc[4 * gr + r][c];
          }
      }
}

/* The compiled configurations, for the launcher and the benchmark's sweep. */
typedef void (*launch_fn) (const gt_gemm_args *, cudaStream_t, gt_launch *);

template <int BM, int BN, int BK, int WM, int WN, int TM, int TN,
          bool GRP = false>
void launch_cfg (const gt_gemm_args *a, cudaStream_t s, gt_launch *L)
{
  using K = Cfg<BM, BN, BK, WM, WN, TM, TN>;
  /* gridDim.y takes at most GT_MAX_GRID_Y blocks: a wider C goes in
     launches of that many block columns each (B and C offset by whole
     columns, which keeps them 16-byte aligned since ldb, ldc % 4 == 0). */
  const size_t span = (size_t) GT_MAX_GRID_Y * BN;
  L->block = dim3 (K::THREADS, 1, 1);
  L->grid = dim3 (gt_blocks (a->m, BM), gt_grid_y (gt_blocks (a->n, BN)),
                  (unsigned) a->splits);
  for (size_t j = 0; j < a->n; j += span)
    {
      const size_t nj = a->n - j < span ? a->n - j : span;
      const dim3 grid (L->grid.x, gt_blocks (nj, BN), L->grid.z);
      gemm_regblock_kernel<BM, BN, BK, WM, WN, TM, TN, GRP><<<grid, L->block, 0, s>>> (
          a->m, nj, a->k, a->kslice, (const float *) a->A, a->lda,
          (const float *) a->B + j * a->ldb, a->ldb,
          (float *) a->C + j * a->ldc, a->ldc, a->split_stride);
    }
}

struct Variant
{
  const char *name;
  int bm, bn, bk;
  launch_fn launch;
};

const Variant variants[] = {
  { "128x128x16 w64x32 t8x8", 128, 128, 16, launch_cfg<128, 128, 16, 64, 32, 8, 8> },
  { "128x128x8 w64x32 t8x8", 128, 128, 8, launch_cfg<128, 128, 8, 64, 32, 8, 8> },
  { "128x64x16 w32x32 t4x8", 128, 64, 16, launch_cfg<128, 64, 16, 32, 32, 4, 8> },
  { "64x64x16 w32x32 t4x8", 64, 64, 16, launch_cfg<64, 64, 16, 32, 32, 4, 8> },
  { "128x256x8 w64x64 t8x16", 128, 256, 8, launch_cfg<128, 256, 8, 64, 64, 8, 16> },
  { "256x128x16 w64x64 t8x16", 256, 128, 16, launch_cfg<256, 128, 16, 64, 64, 8, 16, true> },
};
const int nvariants = sizeof variants / sizeof variants[0];

/* The default configuration for a shape, from the benchmark on an H200
   (bench/gemm_bench --sweep and --small): the largest tile whose blocks
   (tiles times split-K's slices) still give every multiprocessor one;
   below that 128 x 64, while its blocks fill at least half of the
   multiprocessors (n = 768: 65% of cuBLAS against 64 x 64's 57%), else
   64 x 64 (n = 256 to 640: 54-68% against 43-54%).  Thin products take
   64 x 64 tiles (and split-K from the planner). */
} // namespace

int gt_gemm_regblock_choose (size_t m, size_t n, int splits, int sms)
{
  const size_t z = splits > 1 ? (size_t) splits : 1, want = (size_t) sms;
  const size_t mb = (m + 127) / 128;
  if (m <= 64 || n <= 64)
    return 3;                                   /* 64x64x16   */
  if (((m + 255) / 256) * ((n + 127) / 128) * z >= want)
    return 5;                                   /* 256x128x16 */
  if (mb * ((n + 127) / 128) * z >= want)
    return 1;                                   /* 128x128x8  */
  if (2 * mb * ((n + 63) / 64) * z >= want)
    return 2;                                   /* 128x64x16  */
  return 3;                                     /* 64x64x16   */
}

void gt_gemm_regblock_tile (int v, int *bm, int *bn)
{
  const Variant &x = variants[(v >= 0 && v < nvariants) ? v : 0];
  *bm = x.bm, *bn = x.bn;
}

int gt_gemm_regblock_variants (void) { return nvariants; }

const char *gt_gemm_regblock_variant_name (int v)
{
  return (v >= 0 && v < nvariants) ? variants[v].name : NULL;
}

/* Smallest K slice the kernel accepts for split-K: its BK. */
size_t gt_gemm_regblock_kstep (int variant)
{
  return (size_t) variants[(variant >= 0 && variant < nvariants) ? variant : 0].bk;
}

gt_status gt_launch_gemm_regblock (const gt_gemm_args *a, cudaStream_t s,
                                   gt_launch *L)
{
  int v = a->variant;

  if (a->dtype != GT_SINGLE)
    return gt_fail (GT_ERR_NOT_SUPPORTED,
                    "the 'regblock' kernel is single precision only");
  if (v < -1 || v >= nvariants)
    return gt_fail (GT_ERR_INVALID_ARG, "regblock: no variant %d", v);
  if (v < 0)
    {
      const gt_device_facts *f = NULL;
      const gt_status st = gt_kernel_device ("regblock", &f);
      if (st != GT_OK)
        return st;
      v = gt_gemm_regblock_choose (a->m, a->n, (int) a->splits, f->sms);
    }
  if (a->lda % 4 || a->ldb % 4 || a->ldc % 4 || ((size_t) a->A % 16)
      || ((size_t) a->B % 16) || ((size_t) a->C % 16))
    return gt_fail (GT_ERR_INVALID_ARG, "regblock: leading dimensions must "
                    "be multiples of 4 and matrices 16-byte aligned");
  if (a->splits < 1 || a->splits > 65535
      || (a->splits > 1 && a->kslice % (size_t) variants[v].bk))
    return gt_fail (GT_ERR_INVALID_ARG, "regblock: bad split-K slicing");
  variants[v].launch (a, s, L);
  L->config = variants[v].name;
  return GT_OK;
}
