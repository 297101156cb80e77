/*
 * gw_common.c - error raising, argument helpers and the info struct shared by
 * every gateway.
 */
#include <ctype.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "gw.h"

void gw_error (const char *fn, const char *id, const char *fmt, ...)
{
  char msg[1024], ident[64];
  int n;
  va_list ap;

  n = snprintf (msg, sizeof msg, "%s: ", fn);
  va_start (ap, fmt);
  vsnprintf (msg + n, sizeof msg - (size_t) n, fmt, ap);
  va_end (ap);
  snprintf (ident, sizeof ident, "gputiled:%s", id);
  /* Octave's mexErrMsgIdAndTxt prefixes the MEX file's name; calling error ()
     itself raises the message as written, naming the public function. */
  {
    mxArray *args[3];
    args[0] = mxCreateString (ident);
    args[1] = mxCreateString ("%s");
    args[2] = mxCreateString (msg);
    mexCallMATLAB (0, NULL, 3, args, "error");
  }
  mexErrMsgIdAndTxt (ident, "%s", msg); /* not reached */
  for (;;) /* mexErrMsgIdAndTxt does not return */
    ;
}

void gw_raise (const char *fn, gt_status st)
{
  const char *id;
  const char *detail = gt_last_error ();

  switch (st)
    {
    case GT_ERR_INVALID_ARG:   id = "invalidInput"; break;
    case GT_ERR_NOT_SUPPORTED: id = "notSupported"; break;
    case GT_ERR_SIZE:          id = "tileMultiple"; break;
    case GT_ERR_NO_DEVICE:     id = "noDevice"; break;
    case GT_ERR_OUT_OF_MEMORY: id = "outOfMemory"; break;
    case GT_ERR_BAD_DEVICE:    id = "invalidDevice"; break;
    default:                   id = "cuda"; break;
    }
  if (st == GT_ERR_NO_DEVICE)
    gw_error (fn, id, "%s; to run without a GPU, pass \"Backend\", \"cpu\" "
              "(the CPU reference path)", detail);
  if (st == GT_ERR_SIZE)
    gw_error (fn, id, "%s; the 'padded' kernel takes any size", detail);
  gw_error (fn, id, "%s", detail[0] ? detail : gt_status_name (st));
}

void gw_string (const char *fn, const mxArray *a, const char *what, char *buf,
                size_t len)
{
  if (!mxIsChar (a) || mxGetNumberOfDimensions (a) != 2 || mxGetM (a) > 1
      || mxGetString (a, buf, (mwSize) len) != 0)
    gw_error (fn, "invalidOption", "%s must be a short string", what);
  for (char *p = buf; *p; p++)
    *p = (char) tolower ((unsigned char) *p);
}

long gw_integer (const char *fn, const mxArray *a, const char *what)
{
  double v;
  if (!mxIsNumeric (a) || mxIsComplex (a) || mxGetNumberOfElements (a) != 1
      || mxIsSparse (a))
    gw_error (fn, "invalidOption", "%s must be a real scalar", what);
  v = mxGetScalar (a);
  if (!isfinite (v) || v != floor (v) || fabs (v) > 1e9)
    gw_error (fn, "invalidOption", "%s must be an integer", what);
  return (long) v;
}

void gw_backend_device (const char *fn, const mxArray *prhs[],
                        gt_backend *backend, int *device)
{
  char name[32];

  gw_string (fn, prhs[0], "Backend", name, sizeof name);
  if (strcmp (name, "cuda") == 0)
    *backend = GT_BACKEND_CUDA;
  else if (strcmp (name, "cpu") == 0)
    *backend = GT_BACKEND_CPU;
  else
    gw_error (fn, "invalidOption", "unknown Backend '%s'", name);
  *device = (int) gw_integer (fn, prhs[1], "Device");
  if (*device < -1)
    gw_error (fn, "invalidOption", "Device must be a device index (0, 1, ...)");
}

void gw_opts (const char *fn, const mxArray *prhs[], gt_gemm_opts *o)
{
  char name[32];
  gt_gemm_kernel k;

  gt_gemm_opts_default (o);
  gw_string (fn, prhs[0], "Kernel", name, sizeof name);
  if (gt_gemm_kernel_from_name (name, &k) != GT_OK)
    gw_error (fn, "invalidOption", "unknown Kernel '%s'", name);
  o->kernel = k;
  o->tile = (int) gw_integer (fn, prhs[1], "Tile");
  if (o->tile != 16 && o->tile != 32)
    gw_error (fn, "invalidOption", "Tile must be 16 or 32, not %d", o->tile);
  gw_backend_device (fn, prhs + 2, &o->backend, &o->device);
}

int gw_is_int_class (mxClassID c)
{
  return c == mxINT8_CLASS || c == mxUINT8_CLASS || c == mxINT16_CLASS
         || c == mxUINT16_CLASS || c == mxINT32_CLASS || c == mxUINT32_CLASS
         || c == mxINT64_CLASS || c == mxUINT64_CLASS;
}

/* With -R2018a, mxGetData of a complex array is its interleaved data
   (Octave 7's mxGetComplexSingles refuses single arrays: "type mismatch"). */
const void *gw_data (const mxArray *a)
{
  return mxGetData (a);
}

#define GW_CONVERT(SRC_T, CAST)                                               \
  do                                                                          \
    {                                                                         \
      const SRC_T *s = (const SRC_T *) gw_data (a);                           \
      if (t == GT_DOUBLE)                                                     \
        for (size_t i = 0; i < n; i++)                                        \
          ((double *) out)[i] = (double) (CAST) s[i];                         \
      else                                                                    \
        for (size_t i = 0; i < n; i++)                                        \
          ((float *) out)[i] = (float) (CAST) s[i];                           \
    }                                                                         \
  while (0)

const void *gw_as_dtype (const mxArray *a, gt_dtype t)
{
  const size_t n = (size_t) mxGetNumberOfElements (a)
                   * (mxIsComplex (a) ? 2 : 1);
  const mxClassID c = mxGetClassID (a);
  void *out;

  if ((t == GT_DOUBLE && c == mxDOUBLE_CLASS)
      || (t == GT_SINGLE && c == mxSINGLE_CLASS))
    return gw_data (a);
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
    case mxINT64_CLASS:   GW_CONVERT (int64_t, int64_t); break;
    case mxUINT64_CLASS:  GW_CONVERT (uint64_t, uint64_t); break;
    default: break; /* callers refuse other classes first */
    }
  return out;
}

void gw_release (const void *p, const mxArray *a)
{
  if (p && p != gw_data (a))
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

void gw_double_to_int (const double *src, mxArray *out, size_t n)
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

mxArray *gw_row3 (const unsigned v[3])
{
  mxArray *a = mxCreateDoubleMatrix (1, 3, mxREAL);
  double *p = mxGetDoubles (a);
  for (int i = 0; i < 3; i++)
    p[i] = v[i];
  return a;
}

/* All fields are made at once: Octave 7's mxAddField corrupts a struct
   that already has many fields. */
static mxArray *info_struct (const gt_info *info, double flops, int gbps)
{
  static const char *fields[] = {
    "kernel", "tile", "config", "splits", "backend", "device", "grid",
    "block", "tiles", "init_ms", "staging_ms", "h2d_ms", "kernel_ms",
    "d2h_ms", "overlap_ms", "total_ms", "gflops", "gbps"
  };
  const int nf = (int) (sizeof fields / sizeof fields[0]);
  mxArray *s = mxCreateStructMatrix (1, 1, gbps ? nf : nf - 1, fields);

  mxSetField (s, 0, "kernel", mxCreateString (info->kernel));
  mxSetField (s, 0, "tile", info->tile ? mxCreateDoubleScalar (info->tile)
                                        : mxCreateDoubleMatrix (0, 0, mxREAL));
  mxSetField (s, 0, "config", mxCreateString (info->config));
  mxSetField (s, 0, "splits", mxCreateDoubleScalar (info->splits));
  mxSetField (s, 0, "backend", mxCreateString (info->backend));
  mxSetField (s, 0, "device", mxCreateString (info->device));
  mxSetField (s, 0, "grid", gw_row3 (info->grid));
  mxSetField (s, 0, "block", gw_row3 (info->block));
  mxSetField (s, 0, "tiles", mxCreateDoubleScalar (info->tiles));
  mxSetField (s, 0, "init_ms", mxCreateDoubleScalar (info->init_ms));
  mxSetField (s, 0, "staging_ms", mxCreateDoubleScalar (info->staging_ms));
  mxSetField (s, 0, "h2d_ms", mxCreateDoubleScalar (info->h2d_ms));
  mxSetField (s, 0, "kernel_ms", mxCreateDoubleScalar (info->kernel_ms));
  mxSetField (s, 0, "d2h_ms", mxCreateDoubleScalar (info->d2h_ms));
  mxSetField (s, 0, "overlap_ms", mxCreateDoubleScalar (info->overlap_ms));
  mxSetField (s, 0, "total_ms", mxCreateDoubleScalar (info->total_ms));
  mxSetField (s, 0, "gflops",
              mxCreateDoubleScalar (info->kernel_ms > 0
                                    ? flops / (info->kernel_ms * 1e6) : 0));
  if (gbps)
    mxSetField (s, 0, "gbps",
                mxCreateDoubleScalar (info->kernel_ms > 0
                                      ? info->bytes / (info->kernel_ms * 1e6)
                                      : 0));
  return s;
}

mxArray *gw_info_struct (const gt_info *info, double flops)
{
  return info_struct (info, flops, 0);
}

mxArray *gw_info_struct_gbps (const gt_info *info, double flops)
{
  return info_struct (info, flops, 1);
}

/* Results of at least this many bytes come from __gputiled_alloc__: below
   it, Octave's copy of a MEX output costs less than calling a function. */
#define GW_DIRECT_BYTES ((size_t) 1 << 20)

/* A large ROWS x COLS result from __gputiled_alloc__, or NULL where that
   function is missing (another host of MEX files) or the result small. */
static mxArray *direct_result (size_t rows, size_t cols, mxClassID cls,
                               int cplx)
{
  static int direct = 1; /* 0 once __gputiled_alloc__ is found missing */
  const size_t es = (cls == mxDOUBLE_CLASS ? 8 : 4) * (cplx ? 2 : 1);

  if (direct && rows * cols * es >= GW_DIRECT_BYTES
      && (cls == mxDOUBLE_CLASS || cls == mxSINGLE_CLASS))
    {
      mxArray *in[4], *out[1] = { NULL }, *ex;
      in[0] = mxCreateString (cls == mxDOUBLE_CLASS ? "double" : "single");
      in[1] = mxCreateDoubleScalar ((double) rows);
      in[2] = mxCreateDoubleScalar ((double) cols);
      in[3] = mxCreateLogicalScalar (cplx != 0);
      ex = mexCallMATLABWithTrap (1, out, 4, in, "__gputiled_alloc__");
      for (int i = 0; i < 4; i++)
        mxDestroyArray (in[i]);
      if (!ex && out[0] && mxGetClassID (out[0]) == cls
          && (size_t) mxGetM (out[0]) == rows
          && (size_t) mxGetN (out[0]) == cols
          && !mxIsComplex (out[0]) == !cplx)
        return out[0];
      if (ex)
        mxDestroyArray (ex);
      if (out[0])
        mxDestroyArray (out[0]);
      direct = 0;
    }
  return NULL;
}

mxArray *gw_create_result (size_t rows, size_t cols, mxClassID cls, int cplx)
{
  mxArray *r = direct_result (rows, cols, cls, cplx);
  return r ? r : mxCreateUninitNumericMatrix ((mwSize) rows, (mwSize) cols,
                                              cls, cplx ? mxCOMPLEX : mxREAL);
}

mxArray *gw_complex_result (size_t rows, size_t cols, mxClassID cls,
                            gt_dtype t, void **data)
{
  mxArray *Y = direct_result (rows, cols, cls, 1);
  if (Y)
    {
      *data = mxGetData (Y);
      return Y;
    }
  return gw_new_complex (cls, t, rows * cols, data);
}

mxArray *gw_complex_done (mxArray *Y, gt_dtype t, void *data, size_t rows,
                          size_t cols)
{
  const size_t n = rows * cols;
  const mwSize dims[2] = { (mwSize) rows, (mwSize) cols };
  mxArray *R;

  if (data != mxGetData (Y)) /* our memory: the array adopts it */
    {
      gw_adopt_complex (Y, t, data, 2, dims);
      return Y;
    }
  /* Octave's own array: narrow it as Octave narrows a complex result
     whose imaginary parts are all zero (-0 included). */
  for (size_t i = 0; i < n; i++)
    if (t == GT_DOUBLE ? ((const double *) data)[2 * i + 1] != 0
                       : ((const float *) data)[2 * i + 1] != 0)
      return Y;
  R = gw_create_result (rows, cols, mxGetClassID (Y), 0);
  if (t == GT_DOUBLE)
    for (size_t i = 0; i < n; i++)
      ((double *) mxGetData (R))[i] = ((const double *) data)[2 * i];
  else
    for (size_t i = 0; i < n; i++)
      ((float *) mxGetData (R))[i] = ((const float *) data)[2 * i];
  mxDestroyArray (Y);
  return R;
}

void gw_complex_discard (mxArray *Y, void *data)
{
  if (data != mxGetData (Y))
    mxFree (data);
  mxDestroyArray (Y);
}

mxArray *gw_new_complex (mxClassID cls, gt_dtype t, size_t n, void **data)
{
  const size_t es = t == GT_DOUBLE ? sizeof (double) : sizeof (float);
  *data = mxMalloc (n ? 2 * n * es : 1);
  return mxCreateNumericMatrix (0, 0, cls, mxCOMPLEX);
}

void gw_adopt_complex (mxArray *Y, gt_dtype t, void *data, mwSize nd,
                       const mwSize *dims)
{
  /* mxSetComplex* does not free the data it replaces (the empty array's
     own block): free it, or every complex result leaks it. */
  mxFree (mxGetData (Y));
  if (t == GT_DOUBLE)
    mxSetComplexDoubles (Y, (mxComplexDouble *) data);
  else
    mxSetComplexSingles (Y, (mxComplexSingle *) data);
  mxSetDimensions (Y, dims, nd);
}
