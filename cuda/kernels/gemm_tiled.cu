/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gemm_tiled.cu - the second classroom kernel: shared-memory tiles.
 *
 * Improves on naive: a TILE x TILE block of threads loads a TILE x TILE tile
 * of A and one of B into shared memory together, waits (__syncthreads), then
 * each thread does TILE multiply-adds from shared memory before the next
 * pair of tiles.  Each global element is read once per tile instead of once
 * per output, cutting global traffic by a factor of TILE.
 *
 * Assumes M, N and K are all multiples of TILE: it loads whole tiles with no
 * bounds checks.  The launcher refuses other sizes (GT_ERR_SIZE) rather than
 * read past the arrays and return garbage; the padded kernel handles them.
 *
 * Layout (column-major): thread (tx, ty) loads A(i0+tx, p0+ty) and
 * B(p0+tx, j0+ty), so a warp reads consecutive addresses.  It computes
 * C(i0+tx, j0+ty) from As[p][tx] (consecutive words across the warp: no bank
 * conflict) and Bs[ty][p] (one word per warp row: a broadcast).
 */
#include "gt_kernels.h"

template <typename T, int TS>
__global__ void gemm_tiled_kernel (size_t m, size_t n, size_t k,
                                   const T *__restrict__ A, size_t lda,
                                   const T *__restrict__ B, size_t ldb,
                                   T *__restrict__ C, size_t ldc)
{
  __shared__ T As[TS][TS]; /* As[p][i] */
  __shared__ T Bs[TS][TS]; /* Bs[j][p] */
  const int tx = threadIdx.x, ty = threadIdx.y;
  const size_t i = (size_t) blockIdx.x * TS + tx;
  const size_t nby = n / TS;

  (void) m;
  for (size_t by = blockIdx.y; by < nby; by += gridDim.y)
    {
      const size_t j = by * TS + ty;
      T acc = 0;
      for (size_t p0 = 0; p0 < k; p0 += TS)
        {
          As[ty][tx] = A[i + (p0 + ty) * lda];
          Bs[ty][tx] = B[(p0 + tx) + (by * TS + ty) * ldb];
          __syncthreads ();
#pragma unroll
          for (int p = 0; p < TS; p++)
            acc = gt_fma (As[p][tx], Bs[ty][p], acc);
          __syncthreads ();
        }
      C[i + j * ldc] = acc;
    }
}

template <typename T, int TS>
static void launch (const gt_gemm_args *a, cudaStream_t s, const gt_launch *L)
{
  gemm_tiled_kernel<T, TS><<<L->grid, L->block, 0, s>>> (
      a->m, a->n, a->k, (const T *) a->A, a->lda, (const T *) a->B, a->ldb,
      (T *) a->C, a->ldc);
}

gt_status gt_launch_gemm_tiled (const gt_gemm_args *a, cudaStream_t s,
                                gt_launch *L)
{
  const size_t t = (size_t) a->tile;
  const gt_status st = gt_check_tiled (a->m, a->n, a->k, a->tile);
  if (st != GT_OK)
    return st;
  L->block = dim3 ((unsigned) t, (unsigned) t, 1);
  L->grid = dim3 (gt_blocks (a->m, (unsigned) t),
                  gt_grid_y (gt_blocks (a->n, (unsigned) t)), 1);
  if (a->dtype == GT_DOUBLE)
    t == 16 ? launch<double, 16> (a, s, L) : launch<double, 32> (a, s, L);
  else
    t == 16 ? launch<float, 16> (a, s, L) : launch<float, 32> (a, s, L);
  return GT_OK;
}
