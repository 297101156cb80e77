/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 The gputiled developers.
 *
 * host_factor.cu - the host test backend's twins of the kernels of
 * kernels/gt_factor_kernels.h (the band of a matrix, the LU permutation),
 * for engine/factor.cu: the same element rule (gt_band_rule) and the same
 * walk over GETRF's swaps, on host memory, in plain loops; and pages of
 * products (cuBLAS's batched GEMM on the GPU) as plain sums in long
 * double, rounded once.
 */
#include <string.h>

#include <complex>

#include "gputiled_device.h"
#include "host_device.h"
#include "../kernels/gt_factor_kernels.h"

namespace {

/* ESIZE bytes of the value one of type T. */
void one_of (gt_etype t, unsigned char *b)
{
  const double d = 1.0;
  const float f = 1.0f;
  memset (b, 0, 16);
  switch (t)
    {
    case GT_E_F64: case GT_E_C128: memcpy (b, &d, sizeof d); break;
    case GT_E_F32: case GT_E_C64: memcpy (b, &f, sizeof f); break;
    default: b[0] = 1; break;
    }
}

} // namespace

gt_status gt_host_band (gt_etype t, const void *x, size_t ldx, size_t m,
                        size_t n, long long lo, long long hi, int unit,
                        void *y)
{
  const gt_status st = gt_band_check (t, x, ldx, m, n, y);
  if (st != GT_OK || m == 0 || n == 0)
    return st;
  const size_t es = gt_etype_size (t);
  unsigned char one[16];
  one_of (t, one);
  const unsigned char *xs = (const unsigned char *) x;
  unsigned char *ys = (unsigned char *) y;
  for (size_t j = 0; j < n; j++)
    for (size_t i = 0; i < m; i++)
      {
        unsigned char *d = ys + (i + j * m) * es;
        switch (gt_band_rule (i, j, lo, hi, unit))
          {
          case 1: memcpy (d, xs + (i + j * ldx) * es, es); break;
          case 2: memcpy (d, one, es); break;
          default: memset (d, 0, es); break;
          }
      }
  return GT_OK;
}

gt_status gt_host_lu_perm (const int64_t *ipiv, size_t k, size_t m,
                           long long *perm)
{
  if (m == 0)
    return GT_OK;
  if (!perm || (k && !ipiv) || k > m)
    return gt_fail (GT_ERR_INVALID_ARG, "an LU permutation of %zu swaps "
                    "for %zu rows", k, m);
  gt_lu_perm_walk (ipiv, k, m, perm);
  return GT_OK;
}

gt_status gt_host_lu_perm_out (const long long *perm, size_t m, double *pvec,
                               double *pmat)
{
  if (m == 0 || (!pvec && !pmat))
    return GT_OK;
  if (!perm)
    return gt_fail (GT_ERR_INVALID_ARG, "an LU permutation of a null "
                    "array");
  if (pvec)
    for (size_t i = 0; i < m; i++)
      pvec[i] = (double) (perm[i] + 1);
  if (pmat)
    for (size_t j = 0; j < m; j++)
      for (size_t i = 0; i < m; i++)
        pmat[i + j * m] = perm[i] == (long long) j ? 1.0 : 0.0;
  return GT_OK;
}

gt_status gt_host_gemm_batched (gt_etype t, size_t m, size_t n, size_t k,
                                const void *A, size_t sa, const void *B,
                                size_t sb, void *C, size_t batch)
{
  typedef std::complex<long double> cld;
  const bool cplx = t == GT_E_C128 || t == GT_E_C64;
  const bool dbl = t == GT_E_F64 || t == GT_E_C128;
  const size_t w = cplx ? 2 : 1;
  /* element E of X as a complex long double, and back */
  auto get = [&] (const void *x, size_t e) {
    const long double re = dbl ? ((const double *) x)[w * e]
                               : ((const float *) x)[w * e];
    const long double im = !cplx ? 0 : dbl ? ((const double *) x)[w * e + 1]
                                           : ((const float *) x)[w * e + 1];
    return cld (re, im);
  };
  for (size_t p = 0; p < batch; p++)
    for (size_t j = 0; j < n; j++)
      for (size_t i = 0; i < m; i++)
        {
          cld acc (0, 0);
          for (size_t q = 0; q < k; q++)
            acc += get (A, p * sa + i + q * m) * get (B, p * sb + q + j * k);
          const size_t e = p * m * n + i + j * m;
          if (dbl)
            {
              ((double *) C)[w * e] = (double) acc.real ();
              if (cplx)
                ((double *) C)[w * e + 1] = (double) acc.imag ();
            }
          else
            {
              ((float *) C)[w * e] = (float) acc.real ();
              if (cplx)
                ((float *) C)[w * e + 1] = (float) acc.imag ();
            }
        }
  return GT_OK;
}
