/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gt_cmul.h - one complex product x * y with the rules of C99 Annex G, the
 * rules of C++'s std::complex as GCC compiles it, and so of Octave's complex
 * scalar times complex array: re = xr*yr - xi*yi and im = xr*yi + xi*yr,
 * each product and each sum rounded on its own (no fused multiply-add);
 * when both come out NaN and an operand is infinite (or a product
 * overflowed), the infinity is recovered: the infinite operand is boxed
 * to +-1 or +-0, NaNs in the other become 0, and the result is recomputed
 * and scaled by infinity.
 *
 * Included by the CPU path (C) and, through gt_cmul_device.cuh, the kernels
 * (CUDA) once per type,
 * with these defined first:
 *   GT_CM_NAME  the function's name         GT_CM_T    float or double
 *   GT_CM_QUAL  static inline, __device__ ...
 *   GT_CM_MUL (a, b), GT_CM_ADD (a, b), GT_CM_SUB (a, b): rounded once, never
 *               fused (the CUDA side uses __fmul_rn and friends)
 *   GT_CM_COPYSIGN (a, b), GT_CM_INF: copysign and +infinity of the type
 * isnan and isinf are the type-generic ones of <math.h> / CUDA.
 */

GT_CM_QUAL void GT_CM_NAME (GT_CM_T a, GT_CM_T b, GT_CM_T c, GT_CM_T d,
                            GT_CM_T *re, GT_CM_T *im)
{
  const GT_CM_T ac = GT_CM_MUL (a, c), bd = GT_CM_MUL (b, d);
  const GT_CM_T ad = GT_CM_MUL (a, d), bc = GT_CM_MUL (b, c);
  GT_CM_T x = GT_CM_SUB (ac, bd), y = GT_CM_ADD (ad, bc);

  if (isnan (x) && isnan (y))
    {
      const GT_CM_T one = 1, zero = 0;
      const int inf_x = isinf (a) || isinf (b), inf_y = isinf (c) || isinf (d);
      const int ovf = isinf (ac) || isinf (bd) || isinf (ad) || isinf (bc);
      const int again = inf_x || inf_y || ovf;
/* An infinite part becomes +-1, a finite one +-0; a NaN becomes +-0. */
#define GT_CM_BOX(v) (v) = GT_CM_COPYSIGN (isinf (v) ? one : zero, (v))
#define GT_CM_UNNAN(v) (v) = isnan (v) ? GT_CM_COPYSIGN (zero, (v)) : (v)
      if (inf_x)
        GT_CM_BOX (a), GT_CM_BOX (b);
      if (inf_y)
        GT_CM_BOX (c), GT_CM_BOX (d);
      if (again) /* NaNs left in either factor count as zeros */
        GT_CM_UNNAN (a), GT_CM_UNNAN (b), GT_CM_UNNAN (c), GT_CM_UNNAN (d);
#undef GT_CM_BOX
#undef GT_CM_UNNAN
      if (again)
        {
          x = GT_CM_MUL (GT_CM_INF, GT_CM_SUB (GT_CM_MUL (a, c),
                                               GT_CM_MUL (b, d)));
          y = GT_CM_MUL (GT_CM_INF, GT_CM_ADD (GT_CM_MUL (a, d),
                                               GT_CM_MUL (b, c)));
        }
    }
  *re = x;
  *im = y;
}

#undef GT_CM_NAME
#undef GT_CM_T
#undef GT_CM_QUAL
#undef GT_CM_MUL
#undef GT_CM_ADD
#undef GT_CM_SUB
#undef GT_CM_COPYSIGN
#undef GT_CM_INF
