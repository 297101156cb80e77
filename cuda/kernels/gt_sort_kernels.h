/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gt_sort_kernels.h - sorting and scans of resident arrays along
 * contiguous segments, on CUB (kernels/sort_scan.cu).  Internal to the
 * CUDA side of the core, like gt_array_kernels.h: every launcher checks
 * its arguments, enqueues on STREAM, never synchronises and never
 * allocates (the caller hands in the scratch, whose size the
 * *_scratch_bytes query gives: 0 when CUB's query fails, and the launcher
 * then reports the error).
 *
 * X holds N / LEN segments of LEN consecutive elements (N a multiple of
 * LEN, 1 <= LEN < 2^32), of type F64 or F32; the engine moves another
 * dimension to be contiguous first.
 */
#ifndef GT_SORT_KERNELS_H
#define GT_SORT_KERNELS_H

#include "gt_kernels.h"
#include "gputiled_device.h"

/* Y = each segment of X sorted, stably, ascending with NaN last or
   (DESCEND) descending with NaN first; -0 and +0 compare equal (Y's
   elements are X's, so the signs survive); I (may be NULL) = the 1-based
   position in its segment of each element of Y.  Sorts also take C128
   and C64: by abs, then arg (-pi taken as pi), as Octave orders complex
   numbers, NaN (either part) as for real. */
size_t gt_sort_scratch_bytes (gt_etype t, size_t n, size_t len);
gt_status gt_launch_sort (gt_etype t, int descend, const void *x, size_t n,
                          size_t len, void *y, double *I, void *scratch,
                          size_t scratch_bytes, cudaStream_t s);

/* The same sort of real X into Y with no positions, in two steps: the
   keys of X into Y (which must not be X), with *NEGZERO set to 1 when X
   holds a -0 (the caller zeroes it first); then, only where it stayed 0
   (a key keeps a value exactly except zero's sign), the sort of those
   keys and their values into Y, with scratch of the size that
   gt_sort_keys_scratch_bytes gives.  Where a -0 was seen, the caller
   sorts X with gt_launch_sort instead. */
gt_status gt_launch_sort_keys (gt_etype t, int descend, const void *x,
                               size_t n, size_t len, void *y, int *negzero,
                               cudaStream_t s);
size_t gt_sort_keys_scratch_bytes (gt_etype t, size_t n, size_t len);
gt_status gt_launch_sort_keys_finish (gt_etype t, int descend, void *y,
                                      size_t n, size_t len, void *scratch,
                                      size_t scratch_bytes, cudaStream_t s);

/* Y = the inclusive scan of each segment of X (gt_scanop); for MAX and
   MIN, I (may be NULL) = the 1-based position in its segment of each
   element of Y: NaN is passed over while a number has been seen, and a
   tie keeps the earlier position (Octave's cummax and cummin). */
size_t gt_scan_scratch_bytes (gt_scanop op, gt_etype t, size_t n,
                              size_t len);
gt_status gt_launch_scan (gt_scanop op, gt_etype t, const void *x, size_t n,
                          size_t len, void *y, double *I, void *scratch,
                          size_t scratch_bytes, cudaStream_t s);

#endif /* GT_SORT_KERNELS_H */
