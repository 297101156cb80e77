/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 The gputiled developers.
 *
 * stats_positions.cu - Octave's positions (1-based doubles) as the index
 * kernels' lists (0-based long long): one thread per position, a
 * grid-stride loop.  sortrows composes its running permutation and
 * gathers its rows through such lists without a trip to the host.
 */
#include "gt_stats_kernels.h"

namespace {

const int THREADS = 256;

__global__ void positions_kernel (const double *pos, size_t n,
                                  long long *out)
{
  for (size_t j = blockIdx.x * (size_t) blockDim.x + threadIdx.x; j < n;
       j += (size_t) gridDim.x * blockDim.x)
    out[j] = (long long) pos[j] - 1;
}

} // namespace

gt_status gt_launch_positions (const double *pos, size_t n, long long *out,
                               cudaStream_t stream)
{
  if (n == 0)
    return GT_OK;
  if (!pos || !out)
    return gt_fail (GT_ERR_INVALID_ARG, "the positions need their arrays");
  size_t blocks = (n + THREADS - 1) / THREADS;
  if (blocks > 65535)
    blocks = 65535;
  positions_kernel<<<(unsigned) blocks, THREADS, 0, stream>>> (pos, n, out);
  return GT_OK;
}
