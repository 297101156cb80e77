/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 The gputiled developers.
 *
 * stats_accum.cu - the accumulation behind Octave's accumarray for sums,
 * maxima and minima: Y(POS(i)) = op (Y(POS(i)), V(i)) for every i, Y
 * filled beforehand by the caller (gt_stats_kernels.h).
 *
 * One thread per value, a grid-stride loop, and the device's atomic
 * operations on Y: any number of values may land on one element.  Sums
 * use the hardware's atomic add (double, single; complex as two adds), so
 * the order of the additions is the device's and a sum of many values may
 * differ from Octave's loop in the last bits (as MATLAB documents for its
 * gpuArray accumarray).  Maxima and minima are exact and follow Octave's
 * rule for idx_max and idx_min: a NaN value is passed over, a NaN in Y
 * is replaced by the first number; they run as compare-and-swap loops
 * on the element's bits.
 */
#include "gt_stats_kernels.h"

namespace {

const int THREADS = 256;

__device__ __forceinline__ unsigned long long ac_bits (double x)
{
  return (unsigned long long) __double_as_longlong (x);
}
__device__ __forceinline__ double ac_val (unsigned long long b, double)
{
  return __longlong_as_double ((long long) b);
}
__device__ __forceinline__ unsigned int ac_bits (float x)
{
  return (unsigned int) __float_as_int (x);
}
__device__ __forceinline__ float ac_val (unsigned int b, float)
{
  return __int_as_float ((int) b);
}

/* Octave's max (x, y) as idx_max applies it (x the element, y the new
   value, not NaN): x kept where x >= y, else y (a NaN x gives y). */
template <typename T>
__device__ __forceinline__ T ac_pick (T x, T y, bool is_max)
{
  return is_max ? (x >= y ? x : y) : (x <= y ? x : y);
}

template <typename T>
__device__ void ac_minmax (T *p, T v, bool is_max)
{
  if (v != v)
    return;
  auto *u = reinterpret_cast<decltype (ac_bits (v)) *> (p);
  auto old = *u;
  for (;;)
    {
      const T cur = ac_val (old, v);
      const T want = ac_pick (cur, v, is_max);
      const auto wb = ac_bits (want);
      if (wb == old)
        return;
      const auto seen = atomicCAS (u, old, wb);
      if (seen == old)
        return;
      old = seen;
    }
}

template <typename T, int CPLX>
__global__ void accum_kernel (int op, T *y, const long long *pos, size_t n,
                              const T *v, int v_scalar)
{
  for (size_t i = blockIdx.x * (size_t) blockDim.x + threadIdx.x; i < n;
       i += (size_t) gridDim.x * blockDim.x)
    {
      const size_t k = v_scalar ? 0 : i;
      const long long p = pos[i];
      if (op == GT_ACCUM_SUM)
        {
          if (CPLX)
            {
              atomicAdd (y + 2 * p, v[2 * k]);
              atomicAdd (y + 2 * p + 1, v[2 * k + 1]);
            }
          else
            atomicAdd (y + p, v[k]);
        }
      else
        ac_minmax (y + p, v[k], op == GT_ACCUM_MAX);
    }
}

template <typename T, int CPLX>
void accum_run (int op, void *y, const long long *pos, size_t n,
                const void *v, int v_scalar, cudaStream_t s)
{
  size_t blocks = (n + THREADS - 1) / THREADS;
  if (blocks > 65535)
    blocks = 65535;
  accum_kernel<T, CPLX><<<(unsigned) blocks, THREADS, 0, s>>> (
      op, (T *) y, pos, n, (const T *) v, v_scalar);
}

} // namespace

gt_status gt_launch_accum (gt_accop op, gt_etype t, void *y, size_t ny,
                           const long long *pos, size_t n, const void *v,
                           int v_scalar, cudaStream_t s)
{
  gt_status st = gt_accum_check (op, t, y, ny, pos, n, v);
  if (st != GT_OK || n == 0)
    return st;
  switch (t)
    {
    case GT_E_F64:
      accum_run<double, 0> (op, y, pos, n, v, v_scalar, s);
      break;
    case GT_E_F32:
      accum_run<float, 0> (op, y, pos, n, v, v_scalar, s);
      break;
    case GT_E_C128:
      accum_run<double, 1> (op, y, pos, n, v, v_scalar, s);
      break;
    default:
      accum_run<float, 1> (op, y, pos, n, v, v_scalar, s);
    }
  return GT_OK;
}
