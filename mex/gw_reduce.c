/*
 * gw_reduce.c - gateway of gpu_sum, gpu_max and gpu_min: Octave's class,
 * shape and empty rules for sum, max and min, then one core call.
 *
 *   [S, info]    = __gputiled__ ("sum", X, dim, type, kernel, backend, device)
 *   [M, I, info] = __gputiled__ ("max", X, dim, kernel, backend, device)
 *   (and "min")
 *
 * dim is 0 for "the first non-singleton dimension"; type is "default",
 * "native", "double" or "extra".  The m-files check the argument syntax.
 *
 * The input is seen as inner x len x outer around dimension dim.
 * Class rules (Octave 7's sum, max, min):
 *   sum: double and single keep their class (single with "double" or
 *     "extra" gives double), complex stays complex; logical, char and the
 *     integer classes give double, each element converted to double first;
 *     integers with "native" keep their class and saturate at every
 *     addition, in order; logical with "native" is any ().
 *   max/min: the class is kept (char gives double); I is double, 1-based.
 * Shape rules: sum sets the reduced dimension to 1 (a 2-D 0x0 input counts
 *   as 0x1, as in Octave, so sum ([]) is 0); max and min set it to 1 unless
 *   it is 0, so empties stay empty.  A dim beyond ndims reduces a singleton.
 * Exact integer work runs here on the host: "native" integer sums (each
 *   addition saturates, so the order is Octave's sequential one) and max/min
 *   of 64-bit integers (not exact in double).  info.backend says "host".
 *   Everything else goes through gt_reduce, on the backend asked for.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "gw.h"

#define GW_MAXDIMS 64

typedef struct {
  size_t nd;                  /* dimensions of X                   */
  size_t dims[GW_MAXDIMS];
  size_t inner, len, outer;   /* X seen around dim                 */
  size_t rnd;                 /* dimensions of the result          */
  mwSize rdims[GW_MAXDIMS];
} shape_t;

static void check_input (const char *fn, const mxArray *X, int allow_complex)
{
  const mxClassID c = mxGetClassID (X);
  if (!(c == mxDOUBLE_CLASS || c == mxSINGLE_CLASS || c == mxLOGICAL_CLASS
        || c == mxCHAR_CLASS || gw_is_int_class (c)))
    gw_error (fn, "invalidInput", "wrong type argument '%s'",
              mxGetClassName (X));
  if (mxIsSparse (X))
    gw_error (fn, "notSupported", "X is sparse; only full arrays are "
              "supported (convert with full (X))");
  if (mxIsComplex (X) && !allow_complex)
    gw_error (fn, "notSupported", "complex X is not supported (only real "
              "inputs)");
  if (mxGetNumberOfDimensions (X) > GW_MAXDIMS)
    gw_error (fn, "notSupported", "X has more than %d dimensions",
              GW_MAXDIMS);
}

/* The view around dim and the result's dimensions.  IS_SUM: sum's rules
   (0x0 counts as 0x1, the reduced dimension becomes 1 even when 0). */
static void get_shape (const char *fn, const mxArray *X, const mxArray *dimarg,
                       int is_sum, shape_t *s)
{
  const mwSize *d = mxGetDimensions (X);
  long dim = gw_integer (fn, dimarg, "DIM");
  size_t k;

  s->nd = (size_t) mxGetNumberOfDimensions (X);
  for (k = 0; k < s->nd; k++)
    s->dims[k] = (size_t) d[k];
  if (is_sum && s->nd == 2 && s->dims[0] == 0 && s->dims[1] == 0)
    s->dims[1] = 1;
  if (dim < 0)
    gw_error (fn, "invalidInput", "invalid dimension DIM = %ld", dim);
  if (dim == 0)
    {
      dim = 1;
      for (k = 0; k < s->nd; k++)
        if (s->dims[k] != 1)
          {
            dim = (long) k + 1;
            break;
          }
    }
  s->inner = s->outer = 1;
  s->len = 1;
  for (k = 0; k < s->nd; k++)
    {
      if ((long) k + 1 < dim)
        s->inner *= s->dims[k];
      else if ((long) k + 1 == dim)
        s->len = s->dims[k];
      else
        s->outer *= s->dims[k];
    }
  for (k = 0; k < s->nd; k++)
    s->rdims[k] = (mwSize) s->dims[k];
  if ((size_t) dim <= s->nd && (is_sum || s->dims[dim - 1] != 0))
    s->rdims[dim - 1] = 1;
  s->rnd = s->nd;
  while (s->rnd > 2 && s->rdims[s->rnd - 1] == 1)
    s->rnd--;
}

static double now_ms (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (double) ts.tv_sec * 1e3 + (double) ts.tv_nsec * 1e-6;
}

static mxArray *info_struct (const gt_info *info, size_t n)
{
  return gw_info_struct_gbps (info, (double) n);
}

static void host_info (gt_info *info, double t0)
{
  memset (info, 0, sizeof *info);
  snprintf (info->kernel, sizeof info->kernel, "host");
  snprintf (info->backend, sizeof info->backend, "host");
  snprintf (info->device, sizeof info->device, "cpu");
  info->total_ms = now_ms () - t0;
}

/* ------------------------------------------------------------------ */
/* Exact integer work on the host                                      */

/* Sequential sums that saturate at every addition, as Octave's native
   integer sum does. */
#define GW_SATSUM(T, ACC_T, ADD)                                              \
  do                                                                          \
    {                                                                         \
      const T *x = (const T *) mxGetData (X);                                 \
      T *y = (T *) mxGetData (Y);                                             \
      for (size_t o = 0; o < s->outer; o++)                                   \
        for (size_t i = 0; i < s->inner; i++)                                 \
          {                                                                   \
            ACC_T acc = 0;                                                    \
            for (size_t k = 0; k < s->len; k++)                               \
              {                                                               \
                const ACC_T v = (ACC_T) x[i + (k + o * s->len) * s->inner];   \
                ADD;                                                          \
              }                                                               \
            y[i + o * s->inner] = (T) acc;                                    \
          }                                                                   \
    }                                                                         \
  while (0)

#define GW_CLAMP(LO, HI)                                                      \
  acc += v;                                                                   \
  acc = acc < (LO) ? (LO) : acc > (HI) ? (HI) : acc

static void native_int_sum (const mxArray *X, mxArray *Y, const shape_t *s)
{
  switch (mxGetClassID (X))
    {
    case mxINT8_CLASS:   GW_SATSUM (int8_t, int64_t, GW_CLAMP (INT8_MIN, INT8_MAX)); break;
    case mxUINT8_CLASS:  GW_SATSUM (uint8_t, int64_t, GW_CLAMP (0, UINT8_MAX)); break;
    case mxINT16_CLASS:  GW_SATSUM (int16_t, int64_t, GW_CLAMP (INT16_MIN, INT16_MAX)); break;
    case mxUINT16_CLASS: GW_SATSUM (uint16_t, int64_t, GW_CLAMP (0, UINT16_MAX)); break;
    case mxINT32_CLASS:  GW_SATSUM (int32_t, int64_t, GW_CLAMP (INT32_MIN, INT32_MAX)); break;
    case mxUINT32_CLASS: GW_SATSUM (uint32_t, int64_t, GW_CLAMP (0, UINT32_MAX)); break;
    case mxINT64_CLASS:
      GW_SATSUM (int64_t, int64_t,
                 if (__builtin_add_overflow (acc, v, &acc))
                   acc = v > 0 ? INT64_MAX : INT64_MIN);
      break;
    case mxUINT64_CLASS:
      GW_SATSUM (uint64_t, uint64_t,
                 if (__builtin_add_overflow (acc, v, &acc)) acc = UINT64_MAX);
      break;
    case mxLOGICAL_CLASS: /* "native" logical sum is any () */
      GW_SATSUM (mxLogical, int, acc = acc || v);
      break;
    default: break;
    }
}

/* Max/min of 64-bit integers: the first of the best. */
#define GW_ARGBEST(T)                                                         \
  do                                                                          \
    {                                                                         \
      const T *x = (const T *) mxGetData (X);                                 \
      T *m = (T *) mxGetData (M);                                             \
      for (size_t o = 0; o < s->outer; o++)                                   \
        for (size_t i = 0; i < s->inner; i++)                                 \
          {                                                                   \
            const T *col = x + i + o * s->len * s->inner;                     \
            size_t best = 0;                                                  \
            for (size_t k = 1; k < s->len; k++)                               \
              if (is_max ? col[k * s->inner] > col[best * s->inner]           \
                         : col[k * s->inner] < col[best * s->inner])          \
                best = k;                                                     \
            m[i + o * s->inner] = col[best * s->inner];                       \
            if (idx)                                                          \
              idx[i + o * s->inner] = best;                                   \
          }                                                                   \
    }                                                                         \
  while (0)

static void int64_minmax (int is_max, const mxArray *X, mxArray *M,
                          size_t *idx, const shape_t *s)
{
  if (mxGetClassID (X) == mxINT64_CLASS)
    GW_ARGBEST (int64_t);
  else
    GW_ARGBEST (uint64_t);
}

/* ------------------------------------------------------------------ */

static void reduce_opts (const char *fn, const mxArray *prhs[],
                         gt_reduce_opts *o)
{
  char name[32];
  gt_reduce_kernel k;

  gt_reduce_opts_default (o);
  gw_string (fn, prhs[0], "Kernel", name, sizeof name);
  if (gt_reduce_kernel_from_name (name, &k) != GT_OK)
    gw_error (fn, "invalidOption", "unknown Kernel '%s'", name);
  o->kernel = k;
  gw_backend_device (fn, prhs + 1, &o->backend, &o->device, &o->devices);
}

static void gw_sum (const char *fn, int nlhs, mxArray *plhs[], int nrhs,
                    const mxArray *prhs[])
{
  const double t0 = now_ms ();
  const mxArray *X;
  char type[16];
  shape_t s;
  gt_reduce_opts o;
  mxClassID c, rc;
  int cplx, native, todouble;
  gt_info info;
  gt_status st;
  mxArray *Y;

  if (nrhs != 6)
    gw_error (fn, "invalidInput", "internal: expected X, DIM, TYPE and 3 "
              "options");
  if (nlhs > 2)
    gw_error (fn, "invalidInput", "at most two outputs (S and info)");
  X = prhs[0];
  check_input (fn, X, 1);
  get_shape (fn, X, prhs[1], 1, &s);
  gw_string (fn, prhs[2], "TYPE", type, sizeof type);
  reduce_opts (fn, prhs + 3, &o);
  c = mxGetClassID (X);
  cplx = mxIsComplex (X);
  native = strcmp (type, "native") == 0;
  if (!native && strcmp (type, "double") && strcmp (type, "extra")
      && strcmp (type, "default"))
    gw_error (fn, "invalidInput", "unrecognized type argument '%s'", type);

  if (native && (gw_is_int_class (c) || c == mxLOGICAL_CLASS))
    {
      Y = mxCreateNumericArray (s.rnd, s.rdims, c, mxREAL);
      native_int_sum (X, Y, &s);
      host_info (&info, t0);
    }
  else
    {
      /* double and single stay (single becomes double with "double" or
         "extra"); everything else is converted to double. */
      todouble = c != mxSINGLE_CLASS || (!native && strcmp (type, "default"));
      rc = todouble ? mxDOUBLE_CLASS : mxSINGLE_CLASS;
      {
        const gt_dtype t = todouble ? GT_DOUBLE : GT_SINGLE;
        const void *x = gw_as_dtype (X, t);
        void *y;
        if (cplx)
          {
            /* Built in our memory and handed over (gw_adopt_complex),
               which also narrows an all-real result to real, as sum does. */
            Y = gw_new_complex (rc, t, s.inner * s.outer, &y);
          }
        else
          {
            Y = mxCreateNumericArray (s.rnd, s.rdims, rc, mxREAL);
            y = mxGetData (Y);
          }
        st = gt_reduce (GT_REDUCE_SUM, t, s.inner * (cplx ? 2 : 1), s.len,
                        s.outer, x, y, NULL, &o, &info);
        gw_release (x, X);
        if (cplx && st == GT_OK)
          {
            gw_adopt_complex (Y, t, y, s.rnd, s.rdims);
          }
        else if (cplx)
          mxFree (y);
        if (st != GT_OK)
          {
            mxDestroyArray (Y);
            gw_raise (fn, st);
          }
      }
    }
  plhs[0] = Y;
  if (nlhs > 1)
    plhs[1] = info_struct (&info, s.inner * s.len * s.outer);
}

static void gw_minmax (const char *fn, int is_max, int nlhs, mxArray *plhs[],
                       int nrhs, const mxArray *prhs[])
{
  const double t0 = now_ms ();
  const mxArray *X;
  shape_t s;
  gt_reduce_opts o;
  mxClassID c, rc;
  gt_info info;
  gt_status st = GT_OK;
  mxArray *M, *I = NULL;
  size_t nout, *idx = NULL;

  if (nrhs != 5)
    gw_error (fn, "invalidInput", "internal: expected X, DIM and 3 options");
  if (nlhs > 3)
    gw_error (fn, "invalidInput", "at most three outputs (M, I and info)");
  X = prhs[0];
  check_input (fn, X, 0);
  get_shape (fn, X, prhs[1], 0, &s);
  reduce_opts (fn, prhs + 2, &o);
  c = mxGetClassID (X);
  rc = c == mxCHAR_CLASS ? mxDOUBLE_CLASS : c;
  if (s.len == 0)
    s.inner = s.outer = 0; /* the result is empty */
  nout = s.inner * s.outer;

  M = mxCreateNumericArray (s.rnd, s.rdims, rc, mxREAL);
  if (nlhs > 1)
    {
      I = mxCreateNumericArray (s.rnd, s.rdims, mxDOUBLE_CLASS, mxREAL);
      idx = (size_t *) mxMalloc ((nout ? nout : 1) * sizeof *idx);
    }
  if (c == mxINT64_CLASS || c == mxUINT64_CLASS)
    {
      int64_minmax (is_max, X, M, idx, &s);
      host_info (&info, t0);
    }
  else
    {
      /* double and single as they are; the rest is exact in double. */
      const gt_dtype t = c == mxSINGLE_CLASS ? GT_SINGLE : GT_DOUBLE;
      const void *x = gw_as_dtype (X, t);
      const int inplace = rc == mxDOUBLE_CLASS || rc == mxSINGLE_CLASS;
      double *tmp = inplace ? NULL
                            : (double *) mxMalloc ((nout ? nout : 1)
                                                   * sizeof (double));
      st = gt_reduce (is_max ? GT_REDUCE_MAX : GT_REDUCE_MIN, t, s.inner,
                      s.len, s.outer, x, inplace ? mxGetData (M) : tmp, idx,
                      &o, &info);
      gw_release (x, X);
      if (st == GT_OK && rc == mxLOGICAL_CLASS)
        for (size_t j = 0; j < nout; j++)
          ((mxLogical *) mxGetData (M))[j] = tmp[j] != 0;
      else if (st == GT_OK && !inplace)
        gw_double_to_int (tmp, M, nout);
      if (tmp)
        mxFree (tmp);
    }
  if (st == GT_OK && I)
    for (size_t j = 0; j < nout; j++)
      mxGetDoubles (I)[j] = (double) idx[j] + 1;
  if (idx)
    mxFree (idx);
  if (st != GT_OK)
    {
      mxDestroyArray (M);
      if (I)
        mxDestroyArray (I);
      gw_raise (fn, st);
    }
  plhs[0] = M;
  if (nlhs > 1)
    plhs[1] = I;
  if (nlhs > 2)
    plhs[2] = info_struct (&info, s.inner * s.len * s.outer);
}

void gw_reduce (const char *fn, int nlhs, mxArray *plhs[], int nrhs,
                const mxArray *prhs[])
{
  if (strcmp (fn, "gpu_sum") == 0)
    gw_sum (fn, nlhs, plhs, nrhs, prhs);
  else
    gw_minmax (fn, strcmp (fn, "gpu_max") == 0, nlhs, plhs, nrhs, prhs);
}
