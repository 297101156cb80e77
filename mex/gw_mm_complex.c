/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gw_mm_complex.c - gateway of gpu_tiled_mm when A or B is complex:
 * Octave's rules for complex A*B, then one core call (gt_gemm_complex or,
 * for a scalar operand, gt_scale / gt_scale_complex).
 *
 * Class rules (those of Octave's *): single if either operand is single,
 * else double; logical and char operands count as double; an integer
 * operand with a complex one is an error, as in Octave.  The result is
 * complex with the size A*B has; Octave narrows a complex result whose
 * imaginary parts are all zero (-0 included) to real, and so does the
 * return of a complex array from a MEX file, so the rule holds here too.
 *
 * Data: the MEX file is built with -R2018a, so complex arrays are
 * interleaved (re, im) pairs, which the core takes as they are (no copy
 * unless the class changes).  Octave 7's mxGetComplexSingles refuses single
 * arrays and its mxCreateNumericMatrix (..., mxCOMPLEX) allocates half of
 * an interleaved array, so data is read with mxGetData (gw_data); a large
 * result is an Octave array from __gputiled_alloc__ that Octave returns
 * without copying it, a small one memory from mxMalloc that the array
 * adopts (gw_complex_result and gw_complex_done in gw_common.c).
 */
#include "gw.h"

/* Scalar S times array X (at least one of them complex): shaped like X. */
static void cscale (const char *fn, int nlhs, mxArray *plhs[],
                    const mxArray *S, const mxArray *X, mxClassID cls,
                    gt_dtype t, const gt_gemm_opts *o)
{
  const size_t n = (size_t) mxGetNumberOfElements (X);
  const int x_cplx = mxIsComplex (X);
  const void *x = gw_as_dtype (X, t);
  void *y;
  mxArray *Y = gw_new_complex (cls, t, n, &y);
  gt_info info;
  gt_status st;

  if (!mxIsComplex (S)) /* real scalar: the pairs of X, scaled */
    st = gt_scale (t, 2 * n, mxGetScalar (S), x, y, o, &info);
  else
    {
      const double *s = (const double *) gw_as_dtype (S, GT_DOUBLE);
      const double re = s[0], im = s[1];
      gw_release (s, S);
      st = gt_scale_complex (t, n, re, im, x, x_cplx, y, o, &info);
    }
  gw_release (x, X);
  if (st != GT_OK)
    {
      mxFree (y);
      mxDestroyArray (Y);
      gw_raise (fn, st);
    }
  gw_adopt_complex (Y, t, y, mxGetNumberOfDimensions (X), mxGetDimensions (X));
  plhs[0] = Y;
  if (nlhs > 1)
    plhs[1] = gw_info_struct (&info, (double) n * (x_cplx ? 2.0 : 1.0));
}

void gw_mm_complex (const char *fn, int nlhs, mxArray *plhs[],
                    const mxArray *A, const mxArray *B,
                    const gt_gemm_opts *o)
{
  const mxClassID ca = mxGetClassID (A), cb = mxGetClassID (B);
  const int a_cplx = mxIsComplex (A), b_cplx = mxIsComplex (B);
  mxClassID cls;
  gt_dtype t;
  size_t m, k, kb, n;

  if (gw_is_int_class (ca) || gw_is_int_class (cb))
    gw_error (fn, "invalidInput", "cannot multiply %s%s by %s%s: Octave's * "
              "has no products of integer and complex operands",
              a_cplx ? "complex " : "", mxGetClassName (A),
              b_cplx ? "complex " : "", mxGetClassName (B));
  cls = (ca == mxSINGLE_CLASS || cb == mxSINGLE_CLASS) ? mxSINGLE_CLASS
                                                       : mxDOUBLE_CLASS;
  t = cls == mxSINGLE_CLASS ? GT_SINGLE : GT_DOUBLE;

  if (mxGetNumberOfElements (A) == 1)
    {
      cscale (fn, nlhs, plhs, A, B, cls, t, o);
      return;
    }
  if (mxGetNumberOfElements (B) == 1)
    {
      cscale (fn, nlhs, plhs, B, A, cls, t, o);
      return;
    }

  /* Octave's mxGetN folds dimensions 2..end, as its * does. */
  m = (size_t) mxGetM (A), k = (size_t) mxGetN (A);
  kb = (size_t) mxGetM (B), n = (size_t) mxGetN (B);
  if (k != kb)
    gw_error (fn, "nonconformant", "operator *: nonconformant arguments "
              "(op1 is %zux%zu, op2 is %zux%zu)", m, k, kb, n);
  {
    const void *a = gw_as_dtype (A, t), *b = gw_as_dtype (B, t);
    void *c;
    mxArray *C = gw_complex_result (m, n, cls, t, &c);
    gt_info info;
    gt_status st = gt_gemm_complex (t, m, n, k, a, a_cplx, b, b_cplx, c, o,
                                    &info);
    gw_release (a, A);
    gw_release (b, B);
    if (st != GT_OK)
      {
        gw_complex_discard (C, c);
        gw_raise (fn, st);
      }
    plhs[0] = gw_complex_done (C, t, c, m, n);
    if (nlhs > 1) /* a complex multiply-add is 4 real ones; mixed, 2 */
      plhs[1] = gw_info_struct (&info, (a_cplx && b_cplx ? 8.0 : 4.0)
                                       * (double) m * (double) n * (double) k);
  }
}
