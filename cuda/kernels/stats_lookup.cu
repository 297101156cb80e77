/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 The gputiled developers.
 *
 * stats_lookup.cu - Octave's lookup (TABLE, Y, OPT) for real tables and
 * values of one precision: for each Y(i) the number of elements of the
 * sorted TABLE at or below it (at or above it for a descending table),
 * then OPT's adjustment (gt_stats_kernels.h).  interp1, interp2, histc
 * and ppval find their intervals through it.
 *
 * One thread per value, a grid-stride loop, a binary search in TABLE: each
 * value costs log2 (n) reads of the table, which the cache keeps close for
 * the tables these functions use (breaks, edges, grids).  The direction
 * is Octave's: descending when the first element is larger than the last.
 * The comparisons are plain < and >, as Octave's, so a NaN value counts
 * the whole table (index n) either way.
 */
#include "gt_stats_kernels.h"

namespace {

const int THREADS = 256;

template <typename T>
__global__ void lookup_kernel (const T *tab, size_t n, const T *y, size_t m,
                               int opt, double *out, unsigned char *hit)
{
  const bool desc = n > 1 && tab[0] > tab[n - 1];
  for (size_t i = blockIdx.x * (size_t) blockDim.x + threadIdx.x; i < m;
       i += (size_t) gridDim.x * blockDim.x)
    {
      const double r = gt_lookup_one (tab, n, y[i], desc, opt);
      if (hit)
        hit[i] = r != 0;
      else
        out[i] = r;
    }
}

template <typename T>
void lookup_run (const void *tab, size_t n, const void *y, size_t m, int opt,
                 void *out, cudaStream_t s)
{
  size_t blocks = (m + THREADS - 1) / THREADS;
  if (blocks > 65535)
    blocks = 65535;
  lookup_kernel<T><<<(unsigned) blocks, THREADS, 0, s>>> (
      (const T *) tab, n, (const T *) y, m, opt,
      opt == GT_LOOKUP_BOOL ? NULL : (double *) out,
      opt == GT_LOOKUP_BOOL ? (unsigned char *) out : NULL);
}

} // namespace

gt_status gt_launch_lookup (gt_etype t, const void *tab, size_t n,
                            const void *y, size_t m, int opt, void *out,
                            cudaStream_t s)
{
  gt_status st = gt_lookup_check (t, tab, n, y, m, opt, out);
  if (st != GT_OK || m == 0)
    return st;
  if (t == GT_E_F64)
    lookup_run<double> (tab, n, y, m, opt, out, s);
  else
    lookup_run<float> (tab, n, y, m, opt, out, s);
  return GT_OK;
}
