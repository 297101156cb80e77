/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * ew_unary.cu - Y = f (X) elementwise: the unary operators and functions
 * of resident arrays (gt_launch_unary, gt_array_kernels.h).
 *
 * One map kernel (ew_common.cuh) per function and element type, with
 * 16-byte loads and stores where the arrays are aligned.  The functions
 * are the rows of gt_ew_table.h.  Real functions are CUDA's libm; complex
 * ones are cuda::std::complex's (C99 Annex G), except abs (hypot, as the
 * host's cabs), sqrt, tanh and tan (the stable formulas of ew_ops.cuh),
 * log1p and expm1 (ew_math.cuh) and the parts-wise floor, ceil, round
 * and fix.  round is C's: half away from zero, as Octave's.  The DOMAIN
 * rows (sqrt, log, asin ...) of a real X store 1 in *domain where an
 * element's result is complex (a NaN's is not); the result there is NaN
 * and the caller reruns with a complex Y, the complex results of the real
 * X (ew_un_fn<OP>::rc, Octave's rc_ functions).
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
