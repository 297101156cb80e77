/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 The gputiled developers.
 *
 * gt_stats_kernels.h - the kernel that turns Octave's positions (1-based
 * doubles, as sort's second output) into the index kernels' lists
 * (0-based long long), so that a permutation found on the device gathers
 * on the device (stats_positions.cu); Octave's lookup in a sorted table
 * (stats_lookup.cu); the accumulation of accumarray (stats_accum.cu).  Internal to the CUDA side of the
 * core; the launcher checks its arguments, enqueues on STREAM, never
 * synchronises, never allocates.
 */
#ifndef GT_STATS_KERNELS_H
#define GT_STATS_KERNELS_H

#include "gt_hd.h"
#include "gt_kernels.h"
#include "gputiled_device.h"

/* OUT[j] = (long long) POS[j] - 1 for j < N (POS integers >= 1). */
gt_status gt_launch_positions (const double *pos, size_t n, long long *out,
                               cudaStream_t stream);

/* OUT (M values) = lookup (TAB, Y, OPT) with TAB (N elements) and Y (M)
   both of T (F64 or F32), OPT a gt_lookup_opt: OUT doubles, or BOOL bytes
   for GT_LOOKUP_BOOL (gputiled_device.h has the rules). */
gt_status gt_launch_lookup (gt_etype t, const void *tab, size_t n,
                            const void *y, size_t m, int opt, void *out,
                            cudaStream_t s);

/* Y(POS[i]) = op (Y(POS[i]), V[i]) for i < N (V[0] for all when
   V_SCALAR), Y of NY elements of T (F64 F32 C128 C64; MAX and MIN real
   only), POS 0-based positions below NY (gputiled_device.h has the
   rules). */
gt_status gt_launch_accum (gt_accop op, gt_etype t, void *y, size_t ny,
                           const long long *pos, size_t n, const void *v,
                           int v_scalar, cudaStream_t s);

/* Octave's lookup of Y in TAB (N elements) on both sides (the kernel and
   the host backend): the number of elements at or below Y (at or above
   it when DESC), by plain comparisons, then OPT's result from it (BOOL's
   as 0 or 1). */
template <typename T>
GT_HD inline double gt_lookup_one (const T *tab, size_t n, T y, bool desc,
                                   int opt)
{
  size_t lo = 0, hi = n;
  while (lo < hi)
    {
      const size_t mid = lo + (hi - lo) / 2;
      const T t = tab[mid];
      /* upper bound: the first element that Y precedes in TAB's order */
      if (desc ? (y > t) : (y < t))
        hi = mid;
      else
        lo = mid + 1;
    }
  const long long j = (long long) lo, last = (long long) n - 1;
  const bool hit = j != 0 && y == tab[j - 1];
  switch (opt)
    {
    case GT_LOOKUP_MATCH:
      return hit ? (double) j : 0.0;
    case GT_LOOKUP_BOOL:
      return hit ? 1.0 : 0.0;
    case GT_LOOKUP_LEFT:
      return (double) (j < 1 ? 1 : j);
    case GT_LOOKUP_RIGHT:
      /* min (j, n - 1): -1 for an empty table, as Octave's */
      return (double) (j < last ? j : last);
    case GT_LOOKUP_BOTH:
      {
        const long long k = j < last ? j : last;
        return (double) (k < 1 ? 1 : k);
      }
    default:
      return (double) j;
    }
}

/* The launchers' checks (also the host backend's). */
static inline gt_status gt_lookup_check (gt_etype t, const void *tab,
                                         size_t n, const void *y, size_t m,
                                         int opt, const void *out)
{
  if (t != GT_E_F64 && t != GT_E_F32)
    return gt_fail (GT_ERR_INVALID_ARG, "lookup: element type %d is not "
                    "F64 or F32", (int) t);
  if (opt < 0 || opt >= GT_LOOKUP_NOPTS)
    return gt_fail (GT_ERR_INVALID_ARG, "lookup: option %d", opt);
  if (m && (!y || !out || (n && !tab)))
    return gt_fail (GT_ERR_INVALID_ARG, "lookup: null array");
  return GT_OK;
}

static inline gt_status gt_accum_check (gt_accop op, gt_etype t,
                                        const void *y, size_t ny,
                                        const long long *pos, size_t n,
                                        const void *v)
{
  const int cplx = t == GT_E_C128 || t == GT_E_C64;
  if (t != GT_E_F64 && t != GT_E_F32 && !cplx)
    return gt_fail (GT_ERR_INVALID_ARG, "accumarray: element type %d is "
                    "not F64, F32, C128 or C64", (int) t);
  if (op < 0 || op >= GT_ACCUM_NOPS || (cplx && op != GT_ACCUM_SUM))
    return gt_fail (GT_ERR_INVALID_ARG, "accumarray: operation %d of "
                    "element type %d", (int) op, (int) t);
  if (n && (!y || !pos || !v || ny == 0))
    return gt_fail (GT_ERR_INVALID_ARG, "accumarray: null array");
  return GT_OK;
}

#endif /* GT_STATS_KERNELS_H */
