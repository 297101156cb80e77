/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gt_tf32x3_split.cuh - what the two tf32x3 kernels (gemm_tf32x3.cu on
 * warpgroup MMA, gemm_tf32x3_mma.cu on mma.sync) share of their numerics:
 * the 3xTF32 split of a float and the IEEE recomputation of a tile that
 * met an infinite part.  Kernel layer only; device code of sm_80 and later
 * only.
 */
#ifndef GT_TF32X3_SPLIT_CUH
#define GT_TF32X3_SPLIT_CUH

#include "gt_launch_util.cuh"

#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800

/* The largest |x| the split below takes: above it, x * 8193 may
   overflow.  Kernels recompute the tiles that meet larger values (and
   Inf) on the float units. */
#define GT_TF32_SPLIT_MAX 4.0e34f

/* x = big + small + r, big and small TF32 numbers, |r| <= 2^-22 |x|.
   big is x rounded to 11 significant bits (nearest even) by Veltkamp's
   splitting, x * (2^13 + 1), on the float units (three instructions,
   where a cvt.rna.tf32 alone is four integer ones on sm_90); x - big is
   exact, and small is it rounded to TF32 (nearest, ties away) by adding
   half a TF32 unit to its bits.  The __f*_rn intrinsics keep the compiler
   from fusing the steps into FMAs.  A NaN gives a NaN big (and the
   product NaN); an infinite x, or |x| > GT_TF32_SPLIT_MAX, gives NaN
   parts too: the kernels recompute such tiles. */
__device__ __forceinline__ void gt_tf32_split (float x, unsigned &big,
                                               unsigned &small)
{
  const float t = __fmul_rn (x, 8193.0f);
  const float hi = __fsub_rn (t, __fsub_rn (t, x));
  big = __float_as_uint (hi);
  small = (__float_as_uint (__fsub_rn (x, hi)) + 0x1000u) & 0xffffe000u;
}

/* The tile BM x BN of C at (M0, N0) of slice KBEG .. KBEG + KLEN - 1
   computed again on the FP32 units, one fmaf per k in order, by THREADS
   threads (TID): IEEE Inf and NaN, as A*B gives them, where the split
   turned an Inf into Inf - Inf.  Only elements inside C are written. */
template <int BM, int BN, int THREADS>
__device__ void gt_tf32x3_recompute_tile (const gt_fast_params<float> &p,
                                          float *C, size_t m0, size_t n0,
                                          size_t kbeg, size_t klen, int tid)
{
  for (int e = tid; e < BM * BN; e += THREADS)
    {
      const size_t r = m0 + (size_t) (e % BM);
      const size_t c = n0 + (size_t) (e / BM);
      if (r >= p.m || c >= p.n)
        continue;
      const float *a = p.A + r + kbeg * p.lda;
      const float *b = p.B + kbeg + c * p.ldb;
      float sum = 0.0f;
      for (size_t q = 0; q < klen; q++)
        sum = fmaf (a[q * p.lda], b[q], sum);
      C[r + c * p.ldc] = sum;
    }
}

#endif /* sm_80 and later */

#endif /* GT_TF32X3_SPLIT_CUH */
