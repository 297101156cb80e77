/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gw_mm.c - gateway of gpu_tiled_mm: Octave's class and shape rules for A*B,
 * then one core call.
 *
 *   [C, info] = __gputiled__ ("mm", A, B, kernel, tile, backend, device)
 *   [C, info] = __gputiled__ ("mm", A, B)
 *
 * The second form takes the defaults (gt_gemm_opts_default: "auto", 32,
 * "cuda", -1): gpu_tiled_mm (A, B) calls it, 1.2 us shorter than passing
 * and parsing the four options.  Both forms take gpuArray operands (the
 * product of gpuArray's mtimes), so that gpu_tiled_mm tests nothing but
 * its argument counts.
 * Class rules (those of Octave's *):
 *   double * double -> double; single with double, logical or char -> single;
 *   logical and char count as double; an integer scalar times a real array
 *   (or a real scalar times an integer array) gives that integer class,
 *   rounded and saturated; two integer matrices, or two integer classes,
 *   are errors.  64-bit integers are refused: their products need more than
 *   a double's 53 bits, and we compute scalar products in double.
 * Complex A or B: gw_mm_complex.c.
 * Shape rules: a scalar operand scales the other (any number of
 * dimensions); otherwise an N-D operand is taken as rows x (product of the
 * other dimensions), as Octave does, and columns (A) must equal rows (B).
 */
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "gw.h"

/* Refuse what A*B cannot take here, naming the operand. */
static void check_operand (const char *fn, const mxArray *a, const char *name)
{
  mxClassID c = mxGetClassID (a);

  if (mxIsSparse (a))
    gw_error (fn, "invalidInput", "%s is sparse; only full matrices are "
              "supported (convert with full (%s))", name, name);
  if (!(c == mxDOUBLE_CLASS || c == mxSINGLE_CLASS || c == mxLOGICAL_CLASS
        || c == mxCHAR_CLASS || gw_is_int_class (c)))
    gw_error (fn, "invalidInput", "%s must be a numeric, logical or char "
              "array, not a %s", name, mxGetClassName (a));
  if (c == mxINT64_CLASS || c == mxUINT64_CLASS)
    gw_error (fn, "notSupported", "%s is %s: 64-bit integer operands are not "
              "supported (use Octave's * for them)", name, mxGetClassName (a));
}

/* The class of A*B, or an error where Octave's * has none. */
static mxClassID result_class (const char *fn, const mxArray *A,
                               const mxArray *B)
{
  mxClassID ca = mxGetClassID (A), cb = mxGetClassID (B);
  int ia = gw_is_int_class (ca), ib = gw_is_int_class (cb);

  if (ia || ib)
    {
      if (ia && ib && ca != cb)
        gw_error (fn, "invalidInput", "cannot multiply %s by %s: Octave's * "
                  "does not mix integer classes", mxGetClassName (A),
                  mxGetClassName (B));
      if (mxGetNumberOfElements (A) != 1 && mxGetNumberOfElements (B) != 1)
        gw_error (fn, "invalidInput", "integer matrix products are not "
                  "defined (Octave's * refuses them too); convert with "
                  "double () first");
      return ia ? ca : cb;
    }
  if (ca == mxSINGLE_CLASS || cb == mxSINGLE_CLASS)
    return mxSINGLE_CLASS;
  return mxDOUBLE_CLASS;
}

/* Scalar times array: Y = s * X, shaped like X. */
static void scale (const char *fn, mxArray *plhs[], int nlhs,
                   const mxArray *s, const mxArray *X, mxClassID cls,
                   const gt_gemm_opts *o)
{
  const size_t n = (size_t) mxGetNumberOfElements (X);
  const gt_dtype t = (cls == mxSINGLE_CLASS) ? GT_SINGLE : GT_DOUBLE;
  const double alpha = mxGetScalar (s);
  mxArray *Y = mxCreateUninitNumericArray (mxGetNumberOfDimensions (X),
                                           (mwSize *) mxGetDimensions (X),
                                           cls, mxREAL);
  const void *x = gw_as_dtype (X, t);
  double *tmp = NULL;
  gt_info info;
  gt_status st;

  if (cls == mxDOUBLE_CLASS || cls == mxSINGLE_CLASS)
    st = gt_scale (t, n, alpha, x, mxGetData (Y), o, &info);
  else
    {
      /* Integer result: exact in double for classes up to 32 bits. */
      tmp = (double *) mxMalloc ((n ? n : 1) * sizeof (double));
      st = gt_scale (GT_DOUBLE, n, alpha, x, tmp, o, &info);
      if (st == GT_OK)
        gw_double_to_int (tmp, Y, n);
      mxFree (tmp);
    }
  gw_release (x, X);
  if (st != GT_OK)
    {
      mxDestroyArray (Y);
      gw_raise (fn, st);
    }
  plhs[0] = Y;
  if (nlhs > 1)
    plhs[1] = gw_info_struct (&info, (double) n);
}

void gw_mm (const char *fn, int nlhs, mxArray *plhs[], int nrhs,
            const mxArray *prhs[])
{
  const mxArray *A, *B;
  gt_gemm_opts o;
  mxClassID cls;
  size_t m, k, kb, n;

  if (nrhs != 6 && nrhs != 2)
    gw_error (fn, "invalidInput", "internal: expected A, B and 4 options");
  if (nlhs > 2)
    gw_error (fn, "invalidInput", "at most two outputs (C and info)");
  A = prhs[0];
  B = prhs[1];
  check_operand (fn, A, "A");
  check_operand (fn, B, "B");
  if (nrhs == 2)
    gt_gemm_opts_default (&o);
  else
    gw_opts (fn, prhs + 2, &o);
  if (mxIsComplex (A) || mxIsComplex (B))
    {
      gw_mm_complex (fn, nlhs, plhs, A, B, &o); /* gw_mm_complex.c */
      return;
    }
  cls = result_class (fn, A, B);

  if (mxGetNumberOfElements (A) == 1)
    {
      scale (fn, plhs, nlhs, A, B, cls, &o);
      return;
    }
  if (mxGetNumberOfElements (B) == 1)
    {
      scale (fn, plhs, nlhs, B, A, cls, &o);
      return;
    }

  /* Octave's mxGetN folds dimensions 2..end, as its * does. */
  m = (size_t) mxGetM (A);
  k = (size_t) mxGetN (A);
  kb = (size_t) mxGetM (B);
  n = (size_t) mxGetN (B);
  if (k != kb)
    gw_error (fn, "nonconformant", "operator *: nonconformant arguments "
              "(op1 is %zux%zu, op2 is %zux%zu)", m, k, kb, n);

  {
    const gt_dtype t = (cls == mxSINGLE_CLASS) ? GT_SINGLE : GT_DOUBLE;
    const void *a = gw_as_dtype (A, t);
    const void *b = gw_as_dtype (B, t);
    mxArray *C = gw_create_result (m, n, cls, 0);
    gt_info info;
    gt_status st = gt_gemm (t, m, n, k, a, b, mxGetData (C), &o, &info);

    gw_release (a, A);
    gw_release (b, B);
    if (st != GT_OK)
      {
        mxDestroyArray (C);
        gw_raise (fn, st);
      }
    plhs[0] = C;
    if (nlhs > 1)
      plhs[1] = gw_info_struct (&info, 2.0 * (double) m * (double) n
                                       * (double) k);
  }
}
