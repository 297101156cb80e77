/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 The gputiled developers.
 *
 * host_factor.cu - the host test backend's twins of the kernels of
 * kernels/gt_factor_kernels.h (the band of a matrix, the LU permutation),
 * for engine/factor.cu: the same element rule (gt_band_rule) and the same
 * walk over GETRF's swaps, on host memory, in plain loops.
 */
#include <string.h>

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
