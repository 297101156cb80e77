/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * ew_convert.cu - Y = X converted from one element type to another
 * (gt_launch_convert, gt_array_kernels.h): any of F64, F32, C128, C64 and
 * BOOL to any.
 *
 * One map kernel (ew_common.cuh) per pair.  A real target takes the real
 * part; a complex target from a real source gets imaginary part 0; double
 * to single rounds to nearest; BOOL to a number is 0 or 1; a number to
 * BOOL is 1 where either part is nonzero, and a NaN there stores 1 in
 * *nan_seen (Octave refuses that conversion; the caller reports it).
 *
 * The functors and the launcher's checks are in ew_create.cuh (shared with
 * the host backend); this file launches them.
 */
#include "ew_create.cuh"

gt_status gt_launch_convert (gt_etype tx, const void *x, gt_etype ty,
                             void *y, size_t n, int *nan_seen,
                             cudaStream_t s)
{
  ew_map_launch r = { x, y, n, s };
  return ew_convert_run (tx, x, ty, y, n, nan_seen, r);
}
