/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gemm_padded.cu - the third classroom kernel: shared-memory tiles, any size.
 *
 * Improves on tiled: it loops over ceil(K / TILE) tiles and launches
 * ceil(M / TILE) x ceil(N / TILE) blocks.  A thread whose load falls outside
 * A or B stores 0 into shared memory instead, so the partial tiles at the
 * right and bottom edges add nothing; every thread still reaches every
 * __syncthreads, and only threads inside C write their result.  Correct for
 * every M, N, K, with no host-side padding copies.
 *
 * Same layout and access pattern as gemm_tiled.cu.  The zero padding adds
 * 0 * 0 to sums that start at +0, which changes no bit of the result.
 */
#include "gt_kernels.h"

template <typename T, int TS>
__global__ void gemm_padded_kernel (size_t m, size_t n, size_t k,
                                    const T *__restrict__ A, size_t lda,
                                    const T *__restrict__ B, size_t ldb,
                                    T *__restrict__ C, size_t ldc)
{
  __shared__ T As[TS][TS]; /* As[p][i] */
  __shared__ T Bs[TS][TS]; /* Bs[j][p] */
  const int tx = threadIdx.x, ty = threadIdx.y;
  const size_t i = (size_t) blockIdx.x * TS + tx;
  const size_t nby = (n + TS - 1) / TS;

  for (size_t by = blockIdx.y; by < nby; by += gridDim.y)
    {
      const size_t j = by * TS + ty; /* column of C it owns, of B it loads */
      T acc = 0;
      for (size_t p0 = 0; p0 < k; p0 += TS)
        {
          const size_t pa = p0 + ty, pb = p0 + tx;
          As[ty][tx] = (i < m && pa < k) ? A[i + pa * lda] : T (0);
          Bs[ty][tx] = (pb < k && j < n) ? B[pb + j * ldb] : T (0);
          __syncthreads ();
#pragma unroll
          for (int p = 0; p < TS; p++)
            acc = gt_fma (As[p][tx], Bs[ty][p], acc);
          __syncthreads ();
        }
      if (i < m && j < n)
        C[i + j * ldc] = acc;
    }
}

template <typename T, int TS>
static void launch (const gt_gemm_args *a, cudaStream_t s, const gt_launch *L)
{
  gemm_padded_kernel<T, TS><<<L->grid, L->block, 0, s>>> (
      a->m, a->n, a->k, (const T *) a->A, a->lda, (const T *) a->B, a->ldb,
      (T *) a->C, a->ldc);
}

gt_status gt_launch_gemm_padded (const gt_gemm_args *a, cudaStream_t s,
                                 gt_launch *L)
{
  const unsigned t = (unsigned) a->tile;
  L->block = dim3 (t, t, 1);
  L->grid = dim3 (gt_blocks (a->m, t), gt_grid_y (gt_blocks (a->n, t)), 1);
  if (a->dtype == GT_DOUBLE)
    t == 16 ? launch<double, 16> (a, s, L) : launch<double, 32> (a, s, L);
  else
    t == 16 ? launch<float, 16> (a, s, L) : launch<float, 32> (a, s, L);
  return GT_OK;
}
