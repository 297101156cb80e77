/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gw_reduce.c - gateway of gpu_sum, gpu_max and gpu_min: Octave's class,
 * shape and empty rules for sum, max and min, then one core call.
 *
 *   [S, info]    = __gputiled__ ("sum", X, dim, type, kernel, backend, device)
 *   [M, I, info] = __gputiled__ ("max", X, dim, kernel, backend, device)
 *   [M, info]    = __gputiled__ ("max2", A, B, backend, device)
 *   (and "min", "min2")
 *   backend      = __gputiled__ ("backend", fn, backend, device)
 *
 * dim is 0 for "the first non-singleton dimension"; type is "default",
 * "native", "double" or "extra".  The m-files check the argument syntax.
 * "max2" is the two-array form on the CPU path (and for 64-bit integers on
 * either backend): A and B are of one class (double, single, complex
 * either, int64 or uint64), converted by the m-file as Octave converts;
 * the GPU forms of complex X and of two arrays run on resident arrays
 * (inst/private/minmax_run.m).  "backend" resolves "auto" and checks that
 * the backend can run (gputiled:noDevice otherwise), for those m-file paths.
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
 * Exact integer work runs on the host: "native" integer sums, here (each
 *   addition saturates, so the order is Octave's sequential one), and
 *   max/min of 64-bit integers (not exact in double), in the core's CPU
 *   path.  info.backend says "host".  Everything else goes through the
 *   core, on the backend asked for.  The CPU path reads integer, logical,
 *   char and single X as it is stored (gt_reduce_typed), without a
 *   converted copy; the GPU's gets X converted to its reduction's type.
 * One rule for every backend: "cuda" needs a usable device for every call,
 *   whatever part of it runs on the host (gt_backend_ready first), and
 *   nothing falls back to the CPU silently; "auto" (gw_backend_device)
 *   is where the choice is made.
 * Results are written where Octave will keep them: large double and single
 *   arrays come from __gputiled_alloc__ (no copy on return), and the
 *   indices of max and min are computed in I's own memory.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "gw.h"
#include "octave_rules.h"

#define GW_MAXDIMS GR_MAXDIMS

typedef struct {
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

/* The view around dim and the result's dimensions: Octave's rules, from
   the rules module.  IS_SUM: sum's (0x0 counts as 0x1, the reduced
   dimension becomes 1 even when 0); else max's (an empty result when the
   reduced dimension is 0, and then INNER and OUTER are 0). */
static void get_shape (const char *fn, const mxArray *X, const mxArray *dimarg,
                       int is_sum, shape_t *s)
{
  const mwSize *d = mxGetDimensions (X);
  const int nd = (int) mxGetNumberOfDimensions (X);
  long dim = gw_integer (fn, dimarg, "DIM");
  size_t dims[GW_MAXDIMS];
  gr_rshape rs;
  gr_error e;

  for (int k = 0; k < nd; k++)
    dims[k] = (size_t) d[k];
  if (dim < 0)
    gw_error (fn, "invalidInput", "invalid dimension DIM = %ld", dim);
  if (gr_reduce_shape (is_sum ? GR_RD_SUM : GR_RD_MAX, nd, dims, dim, &rs,
                       &e))
    gw_error (fn, e.id, "%s", e.msg);
  s->inner = rs.inner, s->len = rs.len, s->outer = rs.outer;
  s->rnd = (size_t) rs.nd;
  for (int k = 0; k < rs.nd; k++)
    s->rdims[k] = (mwSize) rs.dims[k];
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

/* Raise unless the backend O names can run this call: "cuda" needs a
   usable device also where the work is done on the host. */
static void require_backend (const char *fn, const gt_reduce_opts *o)
{
  const gt_status st = gt_backend_ready (o->backend, o->device);
  if (st != GT_OK)
    gw_raise (fn, st);
}

/* Core positions (0-based size_t) to Octave's (1-based double), in place:
   both are 8 bytes. */
static void positions_to_double (void *p, size_t n)
{
  typedef char size_t_is_8_bytes[sizeof (size_t) == sizeof (double) ? 1 : -1];
  (void) sizeof (size_t_is_8_bytes);
  for (size_t j = 0; j < n; j++)
    {
      size_t v;
      double d;
      memcpy (&v, (char *) p + 8 * j, 8);
      d = (double) v + 1;
      memcpy ((char *) p + 8 * j, &d, 8);
    }
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

/* The core's element type of X's class (logical is bytes of 0 and 1,
   char Octave's 8-bit codes, read as unsigned as gw_as_dtype reads them). */
static gt_elem_type elem_type (mxClassID c)
{
  switch (c)
    {
    case mxSINGLE_CLASS: return GT_ELEM_SINGLE;
    case mxINT8_CLASS:   return GT_ELEM_INT8;
    case mxUINT8_CLASS:  return GT_ELEM_UINT8;
    case mxINT16_CLASS:  return GT_ELEM_INT16;
    case mxUINT16_CLASS: return GT_ELEM_UINT16;
    case mxINT32_CLASS:  return GT_ELEM_INT32;
    case mxUINT32_CLASS: return GT_ELEM_UINT32;
    case mxINT64_CLASS:  return GT_ELEM_INT64;
    case mxUINT64_CLASS: return GT_ELEM_UINT64;
    case mxLOGICAL_CLASS: return GT_ELEM_UINT8;
    case mxCHAR_CLASS:   return GT_ELEM_UINT8;
    default:             return GT_ELEM_DOUBLE;
    }
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
  int cplx, native, todouble, asis;
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
  require_backend (fn, &o);

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
      const size_t nout = s.inner * s.outer;
      gt_dtype t;
      const void *x;
      void *y;
      todouble = c != mxSINGLE_CLASS || (!native && strcmp (type, "default"));
      rc = todouble ? mxDOUBLE_CLASS : mxSINGLE_CLASS;
      t = todouble ? GT_DOUBLE : GT_SINGLE;
      /* the CPU path reads X as it is stored; the GPU's gets it converted */
      asis = o.backend == GT_BACKEND_CPU && todouble && c != mxDOUBLE_CLASS;
      x = asis ? gw_data (X) : gw_as_dtype (X, t);
      if (cplx)
        {
          /* A column, narrowed to real as sum narrows, then shaped. */
          Y = gw_complex_result (nout, 1, rc, t, &y);
        }
      else
        {
          Y = gw_create_result_nd (s.rnd, s.rdims, rc);
          y = mxGetData (Y);
        }
      st = asis ? gt_reduce_typed (GT_REDUCE_SUM, elem_type (c),
                                   s.inner * (cplx ? 2 : 1), s.len, s.outer,
                                   x, y, NULL, &o, &info)
                : gt_reduce (GT_REDUCE_SUM, t, s.inner * (cplx ? 2 : 1), s.len,
                             s.outer, x, y, NULL, &o, &info);
      gw_release (x, X);
      if (st != GT_OK)
        {
          if (cplx)
            gw_complex_discard (Y, y);
          else
            mxDestroyArray (Y);
          gw_raise (fn, st);
        }
      if (cplx)
        Y = gw_reshaped (gw_complex_done (Y, t, y, nout, 1), s.rnd,
                         s.rdims);
    }
  plhs[0] = Y;
  if (nlhs > 1)
    plhs[1] = info_struct (&info, s.inner * s.len * s.outer);
}

static void gw_minmax (const char *fn, int is_max, int nlhs, mxArray *plhs[],
                       int nrhs, const mxArray *prhs[])
{
  const double t0 = now_ms ();
  const gt_reduce_op op = is_max ? GT_REDUCE_MAX : GT_REDUCE_MIN;
  const mxArray *X;
  shape_t s;
  gt_reduce_opts o;
  mxClassID c, rc;
  gt_info info;
  gt_status st = GT_OK;
  mxArray *M, *I = NULL;
  size_t nout, *idx = NULL;
  int cplx;

  if (nrhs != 5)
    gw_error (fn, "invalidInput", "internal: expected X, DIM and 3 options");
  if (nlhs > 3)
    gw_error (fn, "invalidInput", "at most three outputs (M, I and info)");
  X = prhs[0];
  check_input (fn, X, 1);
  get_shape (fn, X, prhs[1], 0, &s);
  reduce_opts (fn, prhs + 2, &o);
  require_backend (fn, &o);
  c = mxGetClassID (X);
  cplx = mxIsComplex (X);
  if (cplx && o.backend != GT_BACKEND_CPU)
    gw_error (fn, "invalidInput", "internal: complex X on the GPU runs on "
              "resident arrays");
  rc = c == mxCHAR_CLASS ? mxDOUBLE_CLASS : c;
  nout = s.inner * s.outer; /* 0 when the reduced dimension is */

  if (nlhs > 1)
    {
      /* The core writes 0-based size_t positions into I's own memory. */
      I = gw_create_result_nd (s.rnd, s.rdims, mxDOUBLE_CLASS);
      idx = (size_t *) mxGetData (I);
    }
  if (cplx)
    {
      const gt_dtype t = c == mxSINGLE_CLASS ? GT_SINGLE : GT_DOUBLE;
      void *y;
      M = gw_complex_result (nout, 1, rc, t, &y);
      st = gt_reduce_cplx (op, t, s.inner, s.len, s.outer, gw_data (X), y,
                           idx, &o, &info);
      if (st != GT_OK)
        gw_complex_discard (M, y);
      else
        M = gw_reshaped (gw_complex_done (M, t, y, nout, 1), s.rnd, s.rdims);
    }
  else if (c == mxINT64_CLASS || c == mxUINT64_CLASS
           || ((gw_is_int_class (c) || c == mxLOGICAL_CLASS)
               && o.backend == GT_BACKEND_CPU))
    {
      /* Integers and logical as they are stored, exact; 64-bit integers
         always on the host (not exact in double, the GPU's type) */
      gt_reduce_opts host = o;
      const int wide = c == mxINT64_CLASS || c == mxUINT64_CLASS;
      host.backend = GT_BACKEND_CPU, host.device = -1;
      memset (&host.devices, 0, sizeof host.devices);
      M = gw_create_result_nd (s.rnd, s.rdims, rc);
      st = gt_reduce_typed (op, elem_type (c), s.inner, s.len, s.outer,
                            mxGetData (X), mxGetData (M), idx, &host, &info);
      if (st != GT_OK)
        mxDestroyArray (M);
      else if (wide)
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
      M = inplace ? gw_create_result_nd (s.rnd, s.rdims, rc)
                  : mxCreateNumericArray (s.rnd, s.rdims, rc, mxREAL);
      st = gt_reduce (op, t, s.inner, s.len, s.outer, x,
                      inplace ? mxGetData (M) : tmp, idx, &o, &info);
      gw_release (x, X);
      if (st == GT_OK && rc == mxLOGICAL_CLASS)
        for (size_t j = 0; j < nout; j++)
          ((mxLogical *) mxGetData (M))[j] = tmp[j] != 0;
      else if (st == GT_OK && !inplace)
        gw_double_to_int (tmp, M, nout);
      if (tmp)
        mxFree (tmp);
      if (st != GT_OK)
        mxDestroyArray (M);
    }
  if (st != GT_OK)
    {
      if (I)
        mxDestroyArray (I);
      gw_raise (fn, st);
    }
  if (I)
    positions_to_double (idx, nout);
  plhs[0] = M;
  if (nlhs > 1)
    plhs[1] = I;
  if (nlhs > 2)
    plhs[2] = info_struct (&info, s.inner * s.len * s.outer);
}

/* The two-array form: broadcasting as Octave's, element types as the
   m-file made them (one class for both). */
static void gw_minmax2 (const char *fn, int is_max, int nlhs,
                        mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  const double t0 = now_ms ();
  const mxArray *A, *B;
  gt_reduce_opts o;
  gt_pair_shape ps;
  gt_pair_type pt;
  gt_info info;
  gt_status st;
  mxClassID c;
  mwSize na, nb, rdims[GT_PAIR_MAXDIMS];
  const mwSize *da, *db;
  size_t xa[GT_PAIR_MAXDIMS], xb[GT_PAIR_MAXDIMS], n = 1;
  gr_error e;
  int cplx;
  mxArray *Y;
  void *y;

  if (nrhs != 4)
    gw_error (fn, "invalidInput", "internal: expected A, B and 2 options");
  if (nlhs > 2)
    gw_error (fn, "invalidInput", "at most two outputs (M and info)");
  A = prhs[0], B = prhs[1];
  c = mxGetClassID (A);
  cplx = mxIsComplex (A);
  if (c != mxGetClassID (B) || cplx != mxIsComplex (B)
      || mxIsSparse (A) || mxIsSparse (B)
      || !(c == mxDOUBLE_CLASS || c == mxSINGLE_CLASS
           || ((c == mxINT64_CLASS || c == mxUINT64_CLASS) && !cplx)))
    gw_error (fn, "invalidInput", "internal: A and B of one class (double, "
              "single, int64 or uint64), both real or both complex");
  gw_backend_device (fn, prhs + 2, &o.backend, &o.device, &o.devices);
  o.kernel = GT_REDUCE_FAST;
  require_backend (fn, &o);
  if (o.backend != GT_BACKEND_CPU && c != mxINT64_CLASS
      && c != mxUINT64_CLASS)
    gw_error (fn, "invalidInput", "internal: on the GPU the two-array form "
              "runs on resident arrays");
  pt = c == mxINT64_CLASS ? GT_PAIR_I64 : c == mxUINT64_CLASS ? GT_PAIR_U64
       : c == mxDOUBLE_CLASS ? (cplx ? GT_PAIR_C128 : GT_PAIR_F64)
                             : (cplx ? GT_PAIR_C64 : GT_PAIR_F32);
  na = mxGetNumberOfDimensions (A), nb = mxGetNumberOfDimensions (B);
  da = mxGetDimensions (A), db = mxGetDimensions (B);
  if (na > GT_PAIR_MAXDIMS || nb > GT_PAIR_MAXDIMS)
    gw_error (fn, "notSupported", "arrays of more than %d dimensions",
              GT_PAIR_MAXDIMS);
  for (mwSize k = 0; k < na; k++)
    xa[k] = (size_t) da[k];
  for (mwSize k = 0; k < nb; k++)
    xb[k] = (size_t) db[k];
  if (gr_broadcast_pair (fn, (int) na, xa, (int) nb, xb, &ps, &e))
    {
      const int k = e.pos - 1; /* the first dimension that differs */
      if (strcmp (e.id, "nonconformant") == 0)
        gw_error (fn, "nonconformant", "A and B are nonconformant "
                  "(dimension %d is %zu and %zu; each must match or be 1)",
                  k + 1, (mwSize) k < na ? xa[k] : 1,
                  (mwSize) k < nb ? xb[k] : 1);
      gw_error (fn, e.id, "%s", e.msg);
    }
  for (int k = 0; k < ps.ndims; k++)
    {
      rdims[k] = (mwSize) ps.dims[k];
      n *= ps.dims[k];
    }
  if (pt == GT_PAIR_I64 || pt == GT_PAIR_U64)
    {
      gt_reduce_opts host = o;
      host.backend = GT_BACKEND_CPU, host.device = -1;
      Y = mxCreateNumericArray ((mwSize) ps.ndims, rdims, c, mxREAL);
      st = gt_minmax_pair (is_max ? GT_REDUCE_MAX : GT_REDUCE_MIN, pt, &ps,
                           mxGetData (A), mxGetData (B), mxGetData (Y),
                           &host, &info);
      host_info (&info, t0);
      if (st != GT_OK)
        mxDestroyArray (Y);
    }
  else if (cplx)
    {
      const gt_dtype t = c == mxDOUBLE_CLASS ? GT_DOUBLE : GT_SINGLE;
      Y = gw_complex_result (n, 1, c, t, &y);
      st = gt_minmax_pair (is_max ? GT_REDUCE_MAX : GT_REDUCE_MIN, pt, &ps,
                           gw_data (A), gw_data (B), y, &o, &info);
      if (st != GT_OK)
        gw_complex_discard (Y, y);
      else
        Y = gw_reshaped (gw_complex_done (Y, t, y, n, 1), (mwSize) ps.ndims,
                         rdims);
    }
  else
    {
      Y = gw_create_result_nd ((mwSize) ps.ndims, rdims, c);
      st = gt_minmax_pair (is_max ? GT_REDUCE_MAX : GT_REDUCE_MIN, pt, &ps,
                           mxGetData (A), mxGetData (B), mxGetData (Y), &o,
                           &info);
      if (st != GT_OK)
        mxDestroyArray (Y);
    }
  if (st != GT_OK)
    gw_raise (fn, st);
  plhs[0] = Y;
  if (nlhs > 1)
    plhs[1] = info_struct (&info, (double) n);
}

/* The backend a call will run on ("cuda" or "cpu"): "auto" resolved, and
   gputiled:noDevice (or invalidDevice) where "cuda" cannot run, raised for
   the public function named by the first argument. */
static void gw_backend_query (int nlhs, mxArray *plhs[], int nrhs,
                              const mxArray *prhs[])
{
  char fn[32];
  gt_reduce_opts o;
  (void) nlhs;
  if (nrhs != 3)
    gw_error ("__gputiled__", "invalidInput", "internal: backend takes the "
              "function's name, a backend and a device");
  gw_string ("__gputiled__", prhs[0], "the function name", fn, sizeof fn);
  gw_backend_device (fn, prhs + 1, &o.backend, &o.device, &o.devices);
  require_backend (fn, &o);
  plhs[0] = mxCreateString (o.backend == GT_BACKEND_CPU ? "cpu" : "cuda");
}

void gw_reduce (const char *fn, int nlhs, mxArray *plhs[], int nrhs,
                const mxArray *prhs[])
{
  if (strcmp (fn, "gpu_sum") == 0)
    gw_sum (fn, nlhs, plhs, nrhs, prhs);
  else
    gw_minmax (fn, strcmp (fn, "gpu_max") == 0, nlhs, plhs, nrhs, prhs);
}

void gw_reduce_pair (const char *fn, int nlhs, mxArray *plhs[], int nrhs,
                     const mxArray *prhs[])
{
  gw_minmax2 (fn, strcmp (fn, "gpu_max") == 0, nlhs, plhs, nrhs, prhs);
}

void gw_backend (const char *fn, int nlhs, mxArray *plhs[], int nrhs,
                 const mxArray *prhs[])
{
  (void) fn;
  gw_backend_query (nlhs, plhs, nrhs, prhs);
}
