/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gemm_naive.cu - the first classroom kernel: one thread per element of C.
 *
 * Thread (x, y) of the grid computes C(i, j) with i = x, j = y by reading row
 * i of A and column j of B straight from global memory: 2K loads for 2K
 * flops, so it is bound by memory traffic, not arithmetic.
 *
 * Column-major layout: adjacent threads (threadIdx.x) take adjacent rows i,
 * so their loads of A(i, p) and stores of C(i, j) are coalesced, and they all
 * read the same B(p, j) (a broadcast).  The block is TILE x TILE threads;
 * there is no shared memory.  Any M, N, K.
 */
#include "gt_kernels.h"

template <typename T>
__global__ void gemm_naive_kernel (size_t m, size_t n, size_t k,
                                   const T *__restrict__ A, size_t lda,
                                   const T *__restrict__ B, size_t ldb,
                                   T *__restrict__ C, size_t ldc)
{
  const size_t i = (size_t) blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= m)
    return;
  const size_t jstep = (size_t) gridDim.y * blockDim.y;
  for (size_t j = (size_t) blockIdx.y * blockDim.y + threadIdx.y; j < n;
       j += jstep)
    {
      T acc = 0;
      for (size_t p = 0; p < k; p++)
        acc = gt_fma (A[i + p * lda], B[p + j * ldb], acc);
      C[i + j * ldc] = acc;
    }
}

template <typename T>
static void launch (const gt_gemm_args *a, cudaStream_t s, const gt_launch *L)
{
  gemm_naive_kernel<T><<<L->grid, L->block, 0, s>>> (
      a->m, a->n, a->k, (const T *) a->A, a->lda, (const T *) a->B, a->ldb,
      (T *) a->C, a->ldc);
}

gt_status gt_launch_gemm_naive (const gt_gemm_args *a, cudaStream_t s,
                                gt_launch *L)
{
  const unsigned t = (unsigned) a->tile;
  L->block = dim3 (t, t, 1);
  L->grid = dim3 (gt_blocks (a->m, t), gt_grid_y (gt_blocks (a->n, t)), 1);
  if (a->dtype == GT_DOUBLE)
    launch<double> (a, s, L);
  else
    launch<float> (a, s, L);
  return GT_OK;
}
