/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 The gputiled developers.
 *
 * solve_probe.cu - one pass over a square matrix before a solve
 * (engine/solve.cu): which of Octave's solvers its structure asks for
 * (triangular, Cholesky, LU) and its 1-norm, so that neither needs the
 * matrix on the host.  One block per column; the pairs a(i,j), a(j,i)
 * are read from both triangles, so half of the reads are strided: one
 * O(n^2) pass, small next to the O(n^3) factorisation that follows.
 */
#include "gt_solve_kernels.h"

#include <math.h>

namespace {

const unsigned THREADS = 256;

template <typename T> struct Elem
{
  T re, im;
};

template <typename T, bool CPLX>
__device__ Elem<T> load (const T *a, size_t k)
{
  Elem<T> e;
  e.re = CPLX ? a[2 * k] : a[k];
  e.im = CPLX ? a[2 * k + 1] : (T) 0;
  return e;
}

/* Octave's tests, in T's precision: the real test is aij == aji and
   aij^2 < dii djj; the complex one aij == conj (aji) and |aij|^2 (the
   norm, no square root) < dii djj. */
template <typename T, bool CPLX>
__global__ void probe_kernel (size_t n, const T *a, double *sums,
                              unsigned char *flags)
{
  const size_t j = blockIdx.x;
  __shared__ double part[THREADS];
  const Elem<T> djj = load<T, CPLX> (a, j + j * n);
  double s = 0;
  int upper = 1, lower = 1, herm = 1;
  for (size_t i = threadIdx.x; i < n; i += blockDim.x)
    {
      const Elem<T> x = load<T, CPLX> (a, i + j * n);
      s += CPLX ? hypot ((double) x.re, (double) x.im) : fabs ((double) x.re);
      if (i == j)
        {
          const bool nz = x.re != 0 || x.im != 0;
          upper &= nz;
          lower &= nz;
          herm &= x.re > 0 && x.im == 0;
        }
      else if (i < j)
        {
          const Elem<T> y = load<T, CPLX> (a, j + i * n);   /* a(j,i) */
          const Elem<T> dii = load<T, CPLX> (a, i + i * n);
          lower &= x.re == 0 && x.im == 0;
          upper &= y.re == 0 && y.im == 0;
          const T nx = x.re * x.re + x.im * x.im;
          herm &= x.re == y.re && x.im == -y.im && nx < dii.re * djj.re;
        }
    }
  part[threadIdx.x] = s;
  upper = __syncthreads_and (upper);
  lower = __syncthreads_and (lower);
  herm = __syncthreads_and (herm);
  for (unsigned h = blockDim.x / 2; h > 0; h /= 2)
    {
      if (threadIdx.x < h)
        part[threadIdx.x] += part[threadIdx.x + h];
      __syncthreads ();
    }
  if (threadIdx.x == 0)
    {
      sums[j] = part[0];
      flags[j] = (unsigned char) ((upper ? GT_PROBE_UPPER : 0)
                                  | (lower ? GT_PROBE_LOWER : 0)
                                  | (herm ? GT_PROBE_HERM : 0));
    }
}

template <typename T, bool CPLX>
void probe_launch (size_t n, const void *a, double *sums,
                   unsigned char *flags, cudaStream_t stream)
{
  probe_kernel<T, CPLX><<<(unsigned) n, THREADS, 0, stream>>> (
      n, (const T *) a, sums, flags);
}

} // namespace

gt_status gt_launch_solve_probe (gt_etype t, size_t n, const void *a,
                                 double *sums, unsigned char *flags,
                                 cudaStream_t stream)
{
  if (n == 0)
    return GT_OK;
  if (!a || !sums || !flags)
    return gt_fail (GT_ERR_INVALID_ARG, "the solve probe needs its arrays");
  if (n > 0x7fffffffu)
    return gt_fail (GT_ERR_NOT_SUPPORTED, "a solve of more than 2^31 - 1 "
                    "columns");
  switch (t)
    {
    case GT_E_F64: probe_launch<double, false> (n, a, sums, flags, stream);
      break;
    case GT_E_F32: probe_launch<float, false> (n, a, sums, flags, stream);
      break;
    case GT_E_C128: probe_launch<double, true> (n, a, sums, flags, stream);
      break;
    case GT_E_C64: probe_launch<float, true> (n, a, sums, flags, stream);
      break;
    default:
      return gt_fail (GT_ERR_INVALID_ARG, "a solve of element type %d",
                      (int) t);
    }
  return GT_OK;
}
