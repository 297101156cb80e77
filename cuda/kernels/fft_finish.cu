/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 The gputiled developers.
 *
 * fft_finish.cu - what runs after cuFFT (engine/fft.cu): the Hermitian
 * completion of a real-input transform (the half cuFFT computes written
 * to the whole, conjugated and divided for an inverse) and the division
 * of an inverse transform by N.  Grid-stride loops over the element
 * rules of fft_ops.cuh, which the host backend runs too.  Both are
 * memory-bound passes; neither runs for a forward transform of complex
 * data.
 */
#include "gt_fft_kernels.h"

namespace {

const unsigned THREADS = 256;

unsigned blocks_for (size_t work)
{
  size_t b = (work + THREADS - 1) / THREADS;
  if (b > 65536)
    b = 65536; /* enough to fill any GPU; the loop does the rest */
  return b ? (unsigned) b : 1;
}

template <typename T, typename I>
__global__ void herm_kernel (T *y, gt_fft_shape s, int inverse, T div,
                             I items)
{
  const I step = (I) gridDim.x * blockDim.x;
  for (I q = (I) blockIdx.x * blockDim.x + threadIdx.x; q < items;
       q += step)
    fft_herm_elem<T, I> (y, q, s, inverse, div);
}

/* The completion with index type I. */
template <typename T, typename I>
void herm_launch (void *y, const gt_fft_shape &s, int inverse, double div,
                  size_t items, cudaStream_t stream)
{
  herm_kernel<T, I><<<blocks_for (items), THREADS, 0, stream>>> (
      (T *) y, s, inverse, (T) div, (I) items);
}

template <typename T>
__global__ void scale_kernel (T *y, size_t n, T div)
{
  const size_t step = (size_t) gridDim.x * blockDim.x;
  for (size_t q = (size_t) blockIdx.x * blockDim.x + threadIdx.x; q < n;
       q += step)
    fft_scale_elem<T> (y, q, div);
}

gt_status check_type (gt_etype t, const void *y, const char *what)
{
  if (t != GT_E_C128 && t != GT_E_C64)
    return gt_fail (GT_ERR_INVALID_ARG, "%s: complex data only (type %d)",
                    what, (int) t);
  if (!y)
    return gt_fail (GT_ERR_INVALID_ARG, "%s: a null array", what);
  return GT_OK;
}

} // namespace

gt_status gt_launch_fft_hermitian (gt_etype t, void *y,
                                   const gt_fft_shape *s, int inverse,
                                   double div, cudaStream_t stream)
{
  gt_status st;
  if ((st = check_type (t, y, "the FFT's Hermitian completion")) != GT_OK)
    return st;
  if (s->rank < 1 || s->rank > 3 || !s->n[0] || !s->n[1] || !s->n[2]
      || !s->inner || !s->outer)
    return gt_fail (GT_ERR_INVALID_ARG, "the FFT's Hermitian completion: "
                    "a bad layout");
  const size_t items = fft_herm_items (*s);
  /* 32-bit positions when every element's fits, with room for the
     grid-stride step past the end. */
  const size_t all = s->inner * s->n[0] * s->n[1] * s->n[2] * s->outer;
  const bool small = all < ((size_t) 1 << 31);
  if (t == GT_E_C128)
    small ? herm_launch<double, unsigned> (y, *s, inverse, div, items, stream)
          : herm_launch<double, size_t> (y, *s, inverse, div, items, stream);
  else
    small ? herm_launch<float, unsigned> (y, *s, inverse, div, items, stream)
          : herm_launch<float, size_t> (y, *s, inverse, div, items, stream);
  return GT_OK;
}

gt_status gt_launch_fft_scale (gt_etype t, void *y, size_t n, double div,
                               cudaStream_t stream)
{
  gt_status st;
  if ((st = check_type (t, y, "the inverse FFT's scaling")) != GT_OK)
    return st;
  if (n == 0)
    return GT_OK;
  if (t == GT_E_C128)
    scale_kernel<double><<<blocks_for (2 * n), THREADS, 0, stream>>> (
        (double *) y, 2 * n, div);
  else
    scale_kernel<float><<<blocks_for (2 * n), THREADS, 0, stream>>> (
        (float *) y, 2 * n, (float) div);
  return GT_OK;
}
