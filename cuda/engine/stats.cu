/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 The gputiled developers.
 *
 * stats.cu - the device pieces of the statistics and set functions that
 * the package's sorts, reductions and index kernels do not already give
 * (gputiled_device.h): gt_dev_positions, Octave's 1-based double
 * positions as the 0-based lists of gt_index, on the context's stream
 * (kernels/stats_positions.cu), or on the host test backend
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
