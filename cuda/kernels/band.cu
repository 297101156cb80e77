/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 The gputiled developers.
 *
 * band.cu - Y = a band of X (gt_launch_band, gt_factor_kernels.h): triu
 * and tril of gpuArrays, and the triangles of packed factors (U and the
 * unit L of LU, R of QR, the Cholesky factor) read out of the buffer
 * cuSOLVER left them in.
 *
 * One thread per element of Y, in a grid-stride loop over Y's elements
 * in column-major order: consecutive threads write consecutive rows of
 * one column and read the same rows of X's column (coalesced both ways;
 * X's leading dimension only moves the column's start).  Each element is
 * copied whole, as its bytes, or written as zero or one of its type: no
 * arithmetic, so the result is X's bits exactly.  A column index from a
 * division per element is cheap next to the memory traffic.
 */
#include <stdint.h>

#include "gt_factor_kernels.h"

namespace {

const unsigned THREADS = 256;
const unsigned MAX_BLOCKS = 65535;

/* The elements as whole words: complex double as two doubles. */
struct C128 { double re, im; };
struct C64 { float re, im; };

template <typename E> __device__ E one_of ();
template <> __device__ double one_of<double> () { return 1.0; }
template <> __device__ float one_of<float> () { return 1.0f; }
template <> __device__ C128 one_of<C128> () { return C128{ 1.0, 0.0 }; }
template <> __device__ C64 one_of<C64> () { return C64{ 1.0f, 0.0f }; }
template <> __device__ uint8_t one_of<uint8_t> () { return 1; }

template <typename E> __device__ E zero_of () { return E (); }

template <typename E>
__global__ void __launch_bounds__ (THREADS)
band_kernel (const E *__restrict__ x, size_t ldx, size_t m, size_t n,
             long long lo, long long hi, int unit, E *__restrict__ y)
{
  const size_t total = m * n;
  const size_t step = (size_t) gridDim.x * blockDim.x;
  for (size_t k = (size_t) blockIdx.x * blockDim.x + threadIdx.x; k < total;
       k += step)
    {
      const size_t j = k / m, i = k - j * m;
      const int r = gt_band_rule (i, j, lo, hi, unit);
      y[k] = r == 1 ? x[i + j * ldx] : r == 2 ? one_of<E> () : zero_of<E> ();
    }
}

template <typename E>
void band_launch (const void *x, size_t ldx, size_t m, size_t n,
                  long long lo, long long hi, int unit, void *y,
                  cudaStream_t s)
{
  const size_t total = m * n;
  size_t blocks = (total + THREADS - 1) / THREADS;
  if (blocks > MAX_BLOCKS)
    blocks = MAX_BLOCKS;
  band_kernel<E><<<(unsigned) blocks, THREADS, 0, s>>> (
      (const E *) x, ldx, m, n, lo, hi, unit, (E *) y);
}

} // namespace

gt_status gt_launch_band (gt_etype t, const void *x, size_t ldx, size_t m,
                          size_t n, long long lo, long long hi, int unit,
                          void *y, cudaStream_t s)
{
  const gt_status st = gt_band_check (t, x, ldx, m, n, y);
  if (st != GT_OK || m == 0 || n == 0)
    return st;
  switch (t)
    {
    case GT_E_F64: band_launch<double> (x, ldx, m, n, lo, hi, unit, y, s);
      break;
    case GT_E_F32: band_launch<float> (x, ldx, m, n, lo, hi, unit, y, s);
      break;
    case GT_E_C128: band_launch<C128> (x, ldx, m, n, lo, hi, unit, y, s);
      break;
    case GT_E_C64: band_launch<C64> (x, ldx, m, n, lo, hi, unit, y, s);
      break;
    default: band_launch<uint8_t> (x, ldx, m, n, lo, hi, unit, y, s);
      break;
    }
  return GT_OK;
}
