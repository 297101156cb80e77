/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * ew_unary.cu - Y = f (X) elementwise: the unary operators and functions
 * of resident arrays (gt_launch_unary, gt_array_kernels.h).
 *
 * One map kernel (ew_common.cuh) per function and element type, with
 * 16-byte loads and stores where the arrays are aligned.  Real functions
 * are CUDA's libm; complex ones are cuda::std::complex's (C99 Annex G),
 * except abs (hypot, as the host's cabs), sqrt and tanh (the stable
 * formulas of ew_ops.cuh) and the parts-wise floor, ceil and round.
 * round is C's: half away from zero, as Octave's.  SQRT and LOG of a real
 * X store 1 in *domain where an element is below zero (a NaN is not); the
 * result there is NaN and the caller reruns in complex.
 *
 * The functors and the launcher's checks are in ew_ops.cuh (shared with
 * the host backend); this file launches them.
 */
#include "ew_ops.cuh"

gt_status gt_launch_unary (gt_unop op, gt_etype tx, const void *x,
                           gt_etype ty, void *y, size_t n, int *domain,
                           cudaStream_t s)
{
  ew_map_launch r = { x, y, n, s };
  return ew_unary_run (op, tx, x, ty, y, n, domain, r);
}
