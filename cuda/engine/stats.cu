/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 The gputiled developers.
 *
 * stats.cu - the device pieces of the statistics and set functions that
 * the package's sorts, reductions and index kernels do not already give
 * (gputiled_device.h): gt_dev_positions, Octave's 1-based double
 * positions as the 0-based lists of gt_index; gt_dev_lookup, Octave's
 * lookup in a sorted table; gt_dev_accum, accumarray's sums, maxima and
 * minima.  On the context's stream (kernels/stats_positions.cu,
 * stats_lookup.cu, stats_accum.cu), or on the host test backend
 * (host_stats.cu).
 */
#include "gputiled_device.h"
#include "engine.h"
#include "host_device.h"
#include "../kernels/gt_stats_kernels.h"

gt_status gt_dev_positions (const double *pos, size_t n, long long *out)
{
  gt_ctx_handle h;
  double init_ms;
  gt_status st;
  gt_clear_error ();
  if (n == 0)
    return GT_OK;
  if (!pos || !out)
    return gt_fail (GT_ERR_INVALID_ARG, "positions of a null array");
  if (gt_dev_host_backend ())
    return gt_host_positions (pos, n, out);
  if ((st = gt_ctx_get (-1, &h, &init_ms)) != GT_OK)
    return st;
  if ((st = gt_launch_positions (pos, n, out, h.stream)) != GT_OK)
    return st;
  const cudaError_t e = gt_launch_error (h.stream);
  return e == cudaSuccess ? GT_OK : gt_cuda_fail (e, "positions");
}

gt_status gt_dev_lookup (gt_etype t, const void *tab, size_t n,
                         const void *y, size_t m, gt_lookup_opt opt,
                         void *out)
{
  gt_clear_error ();
  gt_status st = gt_lookup_check (t, tab, n, y, m, (int) opt, out);
  if (st != GT_OK || m == 0)
    return st;
  if (gt_dev_host_backend ())
    return gt_host_lookup (t, tab, n, y, m, (int) opt, out);
  return gt_on_stream ("lookup", [&] (cudaStream_t s) {
    return gt_launch_lookup (t, tab, n, y, m, (int) opt, out, s);
  });
}

gt_status gt_dev_accum (gt_accop op, gt_etype t, void *y, size_t ny,
                        const long long *pos, size_t n, const void *v,
                        int v_scalar)
{
  gt_clear_error ();
  gt_status st = gt_accum_check (op, t, y, ny, pos, n, v);
  if (st != GT_OK || n == 0)
    return st;
  if (gt_dev_host_backend ())
    return gt_host_accum (op, t, y, ny, pos, n, v, v_scalar);
  return gt_on_stream ("accumarray", [&] (cudaStream_t s) {
    return gt_launch_accum (op, t, y, ny, pos, n, v, v_scalar, s);
  });
}
