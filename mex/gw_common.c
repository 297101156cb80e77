/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
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
#include "octave_rules.h"
#include "gw_info_record.h"

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
  const char *id = gr_status_id (st);
  const char *detail = gt_last_error ();

  if (st == GT_ERR_NO_DEVICE)
    gw_error (fn, id, "%s; to run without a GPU, pass \"Backend\", \"cpu\" "
              "(the CPU reference path), or \"Backend\", \"auto\" (the "
              "GPU where there is one)", detail);
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

void gw_devices (const char *fn, const mxArray *a, int *device,
                 gt_device_list *list)
{
  memset (list, 0, sizeof *list);
  *device = -1;
  if (mxIsChar (a))
    {
      char name[8];
      gw_string (fn, a, "Devices", name, sizeof name);
      if (strcmp (name, "all") != 0)
        gw_error (fn, "invalidOption", "Devices must be a list of device "
                  "indices or \"all\", not '%s'", name);
      list->count = GT_DEVICES_ALL;
      return;
    }
  if (mxGetNumberOfElements (a) == 1)
    {
      *device = (int) gw_integer (fn, a, "Device");
      if (*device < -1)
        gw_error (fn, "invalidOption",
                  "Device must be a device index (0, 1, ...)");
      return;
    }
  if (!(mxIsDouble (a) && !mxIsComplex (a) && !mxIsSparse (a)
        && mxGetM (a) == 1 && mxGetN (a) >= 1
        && mxGetN (a) <= GT_MAX_DEVICES))
    gw_error (fn, "invalidOption", "Devices must be a row of 1 to %d device "
              "indices or \"all\"", GT_MAX_DEVICES);
  list->count = (int) mxGetN (a);
  for (int i = 0; i < list->count; i++)
    {
      const double v = mxGetDoubles (a)[i];
      if (!(v >= 0 && v < 1024 && v == floor (v)))
        gw_error (fn, "invalidOption", "Devices must hold device indices "
                  "(0, 1, ...)");
      list->index[i] = (int) v;
      for (int j = 0; j < i; j++)
        if (list->index[j] == list->index[i])
          gw_error (fn, "invalidOption", "Devices lists device %d twice",
                    list->index[i]);
    }
}

/* "auto" is the CUDA backend where a usable device exists and the CPU
   path otherwise: the one place it is decided.  A Device index names a
   GPU, so it is refused with "cpu" (with "auto" it applies when a GPU is
   used). */
void gw_backend_device (const char *fn, const mxArray *prhs[],
                        gt_backend *backend, int *device,
                        gt_device_list *devices)
{
  char name[32];
  int count = 0;

  gw_string (fn, prhs[0], "Backend", name, sizeof name);
  gw_devices (fn, prhs[1], device, devices);
  if (strcmp (name, "cuda") == 0)
    *backend = GT_BACKEND_CUDA;
  else if (strcmp (name, "cpu") == 0)
    *backend = GT_BACKEND_CPU;
  else if (strcmp (name, "auto") == 0)
    {
      gt_device_count (&count, NULL);
      *backend = count > 0 ? GT_BACKEND_CUDA : GT_BACKEND_CPU;
      return;
    }
  else
    gw_error (fn, "invalidOption", "unknown Backend '%s'", name);
  if (*backend == GT_BACKEND_CPU && *device >= 0)
    gw_error (fn, "invalidOption", "Device %d selects a GPU, but the "
              "Backend is \"cpu\" (use \"cuda\" or \"auto\" with a "
              "Device)", *device);
  if (*backend == GT_BACKEND_CPU && devices->count != 0)
    gw_error (fn, "invalidOption", "Devices selects GPUs, but the Backend "
              "is \"cpu\" (use \"cuda\" or \"auto\" with Devices)");
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
  gw_backend_device (fn, prhs + 2, &o->backend, &o->device, &o->devices);
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

/* The info struct.  Octave 7's MEX interface makes a struct slowly: built
   with mxCreateStructMatrix, [C, info] cost about 21 us more than C on the
   development machine (Octave converts and frees an mxArray per field).
   So the gateway packs the core's gt_info into one uint8 array and
   __gputiled_info__ (an oct-file) makes the struct as Octave's own value,
   which Octave then returns as it is.  Where that oct-file is missing
   (another host of MEX files), the struct is made here, the slow way. */

static const char *fields[] = {
  "kernel", "tile", "config", "splits", "backend", "device", "grid",
  "block", "tiles", "devices", "shares", "init_ms", "staging_ms", "h2d_ms",
  "kernel_ms", "d2h_ms", "overlap_ms", "total_ms", "gflops", "gbps"
};
enum { NF = sizeof fields / sizeof fields[0] };

/* A row of N doubles, or [] for none. */
static mxArray *row (const double *v, int n)
{
  mxArray *r = mxCreateDoubleMatrix (n ? 1 : 0, n, mxREAL);
  if (n)
    memcpy (mxGetDoubles (r), v, (size_t) n * sizeof *v);
  return r;
}

static mxArray *row3 (const unsigned v[3])
{
  const double d[3] = { v[0], v[1], v[2] };
  return row (d, 3);
}

/* The devices a call ran on (indices) or their shares of the work. */
static mxArray *devices_row (const gt_info *info, int shares)
{
  double d[GT_MAX_DEVICES];
  const int n = info->ndevices > 0 && info->ndevices <= GT_MAX_DEVICES
                ? info->ndevices : 0;
  for (int i = 0; i < n; i++)
    d[i] = shares ? (double) info->dev_work[i] : info->dev_index[i];
  return row (d, n);
}

static mxArray *info_struct_here (const gw_info_record *r)
{
  const gt_info *info = &r->info;
  const double k = info->kernel_ms;
  const double ms[] = {
    info->init_ms, info->staging_ms, info->h2d_ms, info->kernel_ms,
    info->d2h_ms, info->overlap_ms, info->total_ms,
    k > 0 ? r->flops / (k * 1e6) : 0, k > 0 ? info->bytes / (k * 1e6) : 0
  };
  const int nf = r->gbps ? NF : NF - 1;
  mxArray *s = mxCreateStructMatrix (1, 1, nf, fields);

  mxSetFieldByNumber (s, 0, 0, mxCreateString (info->kernel));
  mxSetFieldByNumber (s, 0, 1, info->tile
                      ? mxCreateDoubleScalar (info->tile)
                      : mxCreateDoubleMatrix (0, 0, mxREAL));
  mxSetFieldByNumber (s, 0, 2, mxCreateString (info->config));
  mxSetFieldByNumber (s, 0, 3, mxCreateDoubleScalar (info->splits));
  mxSetFieldByNumber (s, 0, 4, mxCreateString (info->backend));
  mxSetFieldByNumber (s, 0, 5, mxCreateString (info->device));
  mxSetFieldByNumber (s, 0, 6, row3 (info->grid));
  mxSetFieldByNumber (s, 0, 7, row3 (info->block));
  mxSetFieldByNumber (s, 0, 8, mxCreateDoubleScalar (info->tiles));
  mxSetFieldByNumber (s, 0, 9, devices_row (info, 0));
  mxSetFieldByNumber (s, 0, 10, devices_row (info, 1));
  for (int i = 11; i < nf; i++)
    mxSetFieldByNumber (s, 0, i, mxCreateDoubleScalar (ms[i - 11]));
  return s;
}

/* FN (IN[0], ..., IN[NIN - 1]) in Octave, with the arguments freed: its
   one result, or NULL where the call failed (FN missing, or an error,
   which is dropped). */
static mxArray *call_trapped (const char *fn, int nin, mxArray **in)
{
  mxArray *out[1] = { NULL };
  mxArray *ex = mexCallMATLABWithTrap (1, out, nin, in, fn);

  for (int i = 0; i < nin; i++)
    mxDestroyArray (in[i]);
  if (ex)
    {
      mxDestroyArray (ex);
      if (out[0])
        mxDestroyArray (out[0]);
      return NULL;
    }
  return out[0];
}

static mxArray *info_struct (const gt_info *info, double flops, int gbps)
{
  static int here; /* 1 once __gputiled_info__ is found missing */
  gw_info_record r;

  memcpy (r.tag, GW_INFO_TAG, sizeof r.tag);
  r.flops = flops;
  r.gbps = gbps != 0;
  r.info = *info;
  if (!here)
    {
      mxArray *in = mxCreateNumericMatrix (1, sizeof r, mxUINT8_CLASS,
                                           mxREAL);
      mxArray *s;
      memcpy (mxGetData (in), &r, sizeof r);
      s = call_trapped ("__gputiled_info__", 1, &in);
      if (s && mxIsStruct (s))
        return s;
      if (s)
        mxDestroyArray (s);
      here = 1;
    }
  return info_struct_here (&r);
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
      mxArray *in[4], *x;
      in[0] = mxCreateString (cls == mxDOUBLE_CLASS ? "double" : "single");
      in[1] = mxCreateDoubleScalar ((double) rows);
      in[2] = mxCreateDoubleScalar ((double) cols);
      in[3] = mxCreateLogicalScalar (cplx != 0);
      x = call_trapped ("__gputiled_alloc__", 4, in);
      if (x && mxGetClassID (x) == cls && (size_t) mxGetM (x) == rows
          && (size_t) mxGetN (x) == cols && !mxIsComplex (x) == !cplx)
        return x;
      if (x)
        mxDestroyArray (x);
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

mxArray *gw_reshaped (mxArray *Y, mwSize nd, const mwSize *dims)
{
  mxArray *in[2], *out[1] = { NULL };
  in[0] = Y;
  in[1] = mxCreateDoubleMatrix (1, nd, mxREAL);
  for (mwSize k = 0; k < nd; k++)
    mxGetDoubles (in[1])[k] = (double) dims[k];
  mexCallMATLAB (1, out, 2, in, "reshape");
  mxDestroyArray (in[1]);
  mxDestroyArray (Y);
  return out[0];
}

mxArray *gw_create_result_nd (mwSize nd, const mwSize *dims, mxClassID cls)
{
  size_t cols = 1;
  mxArray *r;
  for (mwSize k = 1; k < nd; k++)
    cols *= (size_t) dims[k];
  r = direct_result ((size_t) dims[0], cols, cls, 0);
  if (!r)
    return mxCreateUninitNumericArray (nd, (mwSize *) dims, cls, mxREAL);
  return nd <= 2 ? r : gw_reshaped (r, nd, dims);
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
