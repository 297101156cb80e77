/*
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

/* x rounded to TF32 (nearest, ties away), as float bits. */
__device__ __forceinline__ unsigned gt_tf32_rna (float x)
{
  unsigned r;
  asm ("cvt.rna.tf32.f32 %0, %1;\n" : "=r"(r) : "f"(x));
  return r;
}

/* x = big + small + r, |r| <= 2^-22 |x|, both TF32 (x - big is exact in
   float).  An infinite x, or a finite one whose rounding overflows, gives
   big = +-Inf and small = NaN or -+Inf (the products the kernels recompute,
   see below); a NaN stays NaN in both parts. */
__device__ __forceinline__ void gt_tf32_split (float x, unsigned &big,
                                               unsigned &small)
{
  big = gt_tf32_rna (x);
  small = gt_tf32_rna (x - __uint_as_float (big));
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
