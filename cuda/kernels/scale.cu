/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * scale.cu - Y = alpha * X elementwise: what A*B is when A or B is a scalar.
 *
 * A grid-stride loop, one multiply per element (the same single rounding as
 * Octave's scalar * matrix, so results match it exactly).  For single
 * precision alpha is rounded to single first, as Octave does.
 */
#include "gt_kernels.h"

template <typename T>
__global__ void scale_kernel (size_t n, T alpha, const T *__restrict__ x,
                              T *__restrict__ y)
{
  const size_t step = (size_t) gridDim.x * blockDim.x;
  for (size_t i = (size_t) blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += step)
    y[i] = alpha * x[i];
}

gt_status gt_launch_scale (gt_dtype dtype, size_t n, double alpha,
                           const void *x, void *y, cudaStream_t s, gt_launch *L)
{
  const unsigned threads = 256;
  size_t blocks = (n + threads - 1) / threads;
  if (blocks > 65536)
    blocks = 65536; /* enough to fill any GPU; the loop does the rest */
  if (blocks == 0)
    blocks = 1;
  L->block = dim3 (threads, 1, 1);
  L->grid = dim3 ((unsigned) blocks, 1, 1);
  if (dtype == GT_DOUBLE)
    scale_kernel<double><<<L->grid, L->block, 0, s>>> (
        n, alpha, (const double *) x, (double *) y);
  else
    scale_kernel<float><<<L->grid, L->block, 0, s>>> (
        n, (float) alpha, (const float *) x, (float *) y);
  return GT_OK;
}
