/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gemm_splitk.cu - the second half of split-K: C = sum of the partial
 * products the slices wrote, added in slice order (0, 1, ...), so the result
 * is the same on every run.  One thread per element of C, consecutive
 * threads on consecutive rows (coalesced), a grid-stride loop for any size.
 */
#include "gt_kernels.h"

template <typename T>
__global__ void splitk_sum_kernel (size_t m, size_t n, int splits,
                                   const T *__restrict__ W, size_t ldw,
                                   size_t stride, T *__restrict__ C,
                                   size_t ldc)
{
  const size_t total = m * n;
  const size_t step = (size_t) gridDim.x * blockDim.x;
  for (size_t e = (size_t) blockIdx.x * blockDim.x + threadIdx.x; e < total;
       e += step)
    {
      const size_t i = e % m, j = e / m;
      const T *w = W + i + j * ldw;
      T s = w[0];
      for (int z = 1; z < splits; z++)
        s += w[(size_t) z * stride];
      C[i + j * ldc] = s;
    }
}

gt_status gt_launch_splitk_sum (gt_dtype dtype, size_t m, size_t n,
                                int splits, const void *W, size_t ldw,
                                size_t stride, void *C, size_t ldc,
                                cudaStream_t s)
{
  const unsigned threads = 256;
  size_t blocks = (m * n + threads - 1) / threads;
  if (blocks > 65536)
    blocks = 65536;
  if (blocks == 0)
    return GT_OK;
  if (dtype == GT_DOUBLE)
    splitk_sum_kernel<double><<<(unsigned) blocks, threads, 0, s>>> (
        m, n, splits, (const double *) W, ldw, stride, (double *) C, ldc);
  else
    splitk_sum_kernel<float><<<(unsigned) blocks, threads, 0, s>>> (
        m, n, splits, (const float *) W, ldw, stride, (float *) C, ldc);
  return GT_OK;
}
