/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 The gputiled developers.
 *
 * gt_stats_kernels.h - the kernel that turns Octave's positions (1-based
 * doubles, as sort's second output) into the index kernels' lists
 * (0-based long long), so that a permutation found on the device gathers
 * on the device (stats_positions.cu).  Internal to the CUDA side of the
 * core; the launcher checks its arguments, enqueues on STREAM, never
 * synchronises, never allocates.
 */
#ifndef GT_STATS_KERNELS_H
#define GT_STATS_KERNELS_H

#include "gt_kernels.h"
#include "gputiled_device.h"

/* OUT[j] = (long long) POS[j] - 1 for j < N (POS integers >= 1). */
gt_status gt_launch_positions (const double *pos, size_t n, long long *out,
                               cudaStream_t stream);

#endif /* GT_STATS_KERNELS_H */
