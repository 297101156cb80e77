/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 The gputiled developers.
 *
 * host_stats.cu - the host test backend's twin of stats.cu
 * (gt_dev_positions while gt_dev_host_backend () is on): a plain loop,
 * the reference the kernel is tested against.
 */
#include "host_device.h"

gt_status gt_host_positions (const double *pos, size_t n, long long *out)
{
  for (size_t j = 0; j < n; j++)
    out[j] = (long long) pos[j] - 1;
  return GT_OK;
}
