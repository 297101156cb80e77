/*
 * gw_mm.c - gateway of gpu_tiled_mm: Octave's class and shape rules for A*B,
 * then one core call.
 *
 *   [C, info] = __gputiled__ ("mm", A, B, kernel, tile, backend, device)
 *
 * Class rules (those of Octave's *):
 *   double * double -> double; single with double, logical or char -> single;
 *   logical and char count as double; an integer scalar times a real array
 *   (or a real scalar times an integer array) gives that integer class,
 *   rounded and saturated; two integer matrices, or two integer classes,
 *   are errors.  64-bit integers are refused: their products need more than
 *   a double's 53 bits, and we compute scalar products in double.
 * Shape rules: a scalar operand scales the other (any number of
 * dimensions); otherwise an N-D operand is taken as rows x (product of the
 * other dimensions), as Octave does, and columns (A) must equal rows (B).
 */
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "gw.h"

static int is_int_class (mxClassID c)
{
  return c == mxINT8_CLASS || c == mxUINT8_CLASS || c == mxINT16_CLASS
         || c == mxUINT16_CLASS || c == mxINT32_CLASS || c == mxUINT32_CLASS
         || c == mxINT64_CLASS || c == mxUINT64_CLASS;
}

/* Refuse what A*B cannot take here, naming the operand. */
static void check_operand (const char *fn, const mxArray *a, const char *name)
{
  mxClassID c = mxGetClassID (a);

  if (mxIsSparse (a))
    gw_error (fn, "invalidInput", "%s is sparse; only full matrices are "
              "supported (convert with full (%s))", name, name);
  if (!(c == mxDOUBLE_CLASS || c == mxSINGLE_CLASS || c == mxLOGICAL_CLASS
        || c == mxCHAR_CLASS || is_int_class (c)))
    gw_error (fn, "invalidInput", "%s must be a numeric, logical or char "
              "array, not a %s", name, mxGetClassName (a));
  if (mxIsComplex (a))
    gw_error (fn, "notSupported", "complex %s: complex products are not "
              "supported yet", name);
  if (c == mxINT64_CLASS || c == mxUINT64_CLASS)
    gw_error (fn, "notSupported", "%s is %s: 64-bit integer operands are not "
              "supported (use Octave's * for them)", name, mxGetClassName (a));
}

/* The elements of A as DTYPE: A's own data when it already is, else a
   converted copy from mxMalloc (the caller mxFree's it if it differs). */
#define GW_CONVERT(SRC_T, CAST)                                               \
  do                                                                          \
    {                                                                         \
      const SRC_T *s = (const SRC_T *) mxGetData (a);                         \
      if (t == GT_DOUBLE)                                                     \
        for (size_t i = 0; i < n; i++)                                        \
          ((double *) out)[i] = (double) (CAST) s[i];                         \
      else                                                                    \
        for (size_t i = 0; i < n; i++)                                        \
          ((float *) out)[i] = (float) (CAST) s[i];                           \
    }                                                                         \
  while (0)

static const void *as_dtype (const mxArray *a, gt_dtype t)
{
  const size_t n = (size_t) mxGetNumberOfElements (a);
  const mxClassID c = mxGetClassID (a);
  void *out;

  if ((t == GT_DOUBLE && c == mxDOUBLE_CLASS)
      || (t == GT_SINGLE && c == mxSINGLE_CLASS))
    return mxGetData (a);
  out = mxMalloc ((n ? n : 1) * (t == GT_DOUBLE ? sizeof (double)
                                                : sizeof (float)));
  switch (c)
    {
    case mxDOUBLE_CLASS:  GW_CONVERT (double, double); break;
    case mxSINGLE_CLASS:  GW_CONVERT (float, float); break;
    case mxLOGICAL_CLASS: GW_CONVERT (mxLogical, unsigned char); break;
    case mxCHAR_CLASS:    GW_CONVERT (mxChar, unsigned char); break;
    case mxINT8_CLASS:    GW_CONVERT (int8_t, int8_t); break;
    case mxUINT8_CLASS:   GW_CONVERT (uint8_t, uint8_t); break;
    case mxINT16_CLASS:   GW_CONVERT (int16_t, int16_t); break;
    case mxUINT16_CLASS:  GW_CONVERT (uint16_t, uint16_t); break;
    case mxINT32_CLASS:   GW_CONVERT (int32_t, int32_t); break;
    case mxUINT32_CLASS:  GW_CONVERT (uint32_t, uint32_t); break;
    default: break; /* refused by check_operand */
    }
  return out;
}

static void release (const void *p, const mxArray *a)
{
  if (p && p != mxGetData (a))
    mxFree ((void *) p);
}

/* Double to an integer class as Octave converts: round half away from
   zero, saturate, NaN to 0. */
#define GW_TO_INT(T, LO, HI)                                                  \
  do                                                                          \
    {                                                                         \
      T *d = (T *) mxGetData (out);                                           \
      for (size_t i = 0; i < n; i++)                                          \
        {                                                                     \
          double v = src[i];                                                  \
          d[i] = isnan (v) ? (T) 0                                            \
                 : v <= (double) (LO) ? (T) (LO)                              \
                 : v >= (double) (HI) ? (T) (HI) : (T) round (v);             \
        }                                                                     \
    }                                                                         \
  while (0)

static void double_to_int (const double *src, mxArray *out, size_t n)
{
  switch (mxGetClassID (out))
    {
    case mxINT8_CLASS:   GW_TO_INT (int8_t, INT8_MIN, INT8_MAX); break;
    case mxUINT8_CLASS:  GW_TO_INT (uint8_t, 0, UINT8_MAX); break;
    case mxINT16_CLASS:  GW_TO_INT (int16_t, INT16_MIN, INT16_MAX); break;
    case mxUINT16_CLASS: GW_TO_INT (uint16_t, 0, UINT16_MAX); break;
    case mxINT32_CLASS:  GW_TO_INT (int32_t, INT32_MIN, INT32_MAX); break;
    case mxUINT32_CLASS: GW_TO_INT (uint32_t, 0, UINT32_MAX); break;
    default: break;
    }
}

/* The class of A*B, or an error where Octave's * has none. */
static mxClassID result_class (const char *fn, const mxArray *A,
                               const mxArray *B)
{
  mxClassID ca = mxGetClassID (A), cb = mxGetClassID (B);
  int ia = is_int_class (ca), ib = is_int_class (cb);

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
  const void *x = as_dtype (X, t);
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
        double_to_int (tmp, Y, n);
      mxFree (tmp);
    }
  release (x, X);
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

  if (nrhs != 6)
    gw_error (fn, "invalidInput", "internal: expected A, B and 4 options");
  if (nlhs > 2)
    gw_error (fn, "invalidInput", "at most two outputs (C and info)");
  A = prhs[0];
  B = prhs[1];
  check_operand (fn, A, "A");
  check_operand (fn, B, "B");
  gw_opts (fn, prhs + 2, &o);
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
    const void *a = as_dtype (A, t);
    const void *b = as_dtype (B, t);
    mxArray *C = mxCreateUninitNumericMatrix ((mwSize) m, (mwSize) n, cls,
                                              mxREAL);
    gt_info info;
    gt_status st = gt_gemm (t, m, n, k, a, b, mxGetData (C), &o, &info);

    release (a, A);
    release (b, B);
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
