/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 The gputiled developers.
 *
 * host_stats.cu - the host test backend's twin of stats.cu
 * (gt_dev_positions, gt_dev_lookup and gt_dev_accum while
 * gt_dev_host_backend () is on): plain loops, the references the kernels
 * are tested against (lookup through the kernel's own gt_lookup_one).
 * The accumulation runs in the values' order, as Octave's accumarray
 * does.
 */
#include <complex>

#include "host_device.h"
#include "../kernels/gt_stats_kernels.h"

gt_status gt_host_positions (const double *pos, size_t n, long long *out)
{
  for (size_t j = 0; j < n; j++)
    out[j] = (long long) pos[j] - 1;
  return GT_OK;
}

namespace {

template <typename T>
void lookup_host (const T *tab, size_t n, const T *y, size_t m, int opt,
                  double *out, unsigned char *hit)
{
  const bool desc = n > 1 && tab[0] > tab[n - 1];
  for (size_t i = 0; i < m; i++)
    {
      const double r = gt_lookup_one (tab, n, y[i], desc, opt);
      if (hit)
        hit[i] = r != 0;
      else
        out[i] = r;
    }
}

template <typename T>
void sum_host (T *y, const long long *pos, size_t n, const T *v,
               int v_scalar)
{
  for (size_t i = 0; i < n; i++)
    y[pos[i]] += v[v_scalar ? 0 : i];
}

/* Octave's idx_max, idx_min: a NaN value passed over, the element kept on
   ties (a NaN element gives way to the first number). */
template <typename T>
void minmax_host (bool is_max, T *y, const long long *pos, size_t n,
                  const T *v, int v_scalar)
{
  for (size_t i = 0; i < n; i++)
    {
      const T x = v[v_scalar ? 0 : i];
      T &e = y[pos[i]];
      if (x == x)
        e = is_max ? (e >= x ? e : x) : (e <= x ? e : x);
    }
}

} // namespace

gt_status gt_host_lookup (gt_etype t, const void *tab, size_t n,
                          const void *y, size_t m, int opt, void *out)
{
  double *o = opt == GT_LOOKUP_BOOL ? NULL : (double *) out;
  unsigned char *b = opt == GT_LOOKUP_BOOL ? (unsigned char *) out : NULL;
  if (t == GT_E_F64)
    lookup_host ((const double *) tab, n, (const double *) y, m, opt, o, b);
  else
    lookup_host ((const float *) tab, n, (const float *) y, m, opt, o, b);
  return GT_OK;
}

gt_status gt_host_accum (gt_accop op, gt_etype t, void *y, size_t ny,
                         const long long *pos, size_t n, const void *v,
                         int v_scalar)
{
  (void) ny;
  const bool is_max = op == GT_ACCUM_MAX;
  switch (t)
    {
    case GT_E_F64:
      if (op == GT_ACCUM_SUM)
        sum_host ((double *) y, pos, n, (const double *) v, v_scalar);
      else
        minmax_host (is_max, (double *) y, pos, n, (const double *) v,
                     v_scalar);
      break;
    case GT_E_F32:
      if (op == GT_ACCUM_SUM)
        sum_host ((float *) y, pos, n, (const float *) v, v_scalar);
      else
        minmax_host (is_max, (float *) y, pos, n, (const float *) v,
                     v_scalar);
      break;
    case GT_E_C128:
      sum_host ((std::complex<double> *) y, pos, n,
                (const std::complex<double> *) v, v_scalar);
      break;
    default:
      sum_host ((std::complex<float> *) y, pos, n,
                (const std::complex<float> *) v, v_scalar);
    }
  return GT_OK;
}
