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
    case GT_ERR_STALE:         id = "staleArray"; break;
    default:                   id = "cuda"; break;
    }
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

/* The info struct.  Built as an mxArray struct (mxCreateStructMatrix and
   one new mxArray per field), [C, info] cost about 21 us more than C alone
   (Octave 7.3, CPU path, 2x2): Octave turns a returned mxArray struct into
   a new octave_map field by field, and makes, converts and frees an
   mxArray for each of the 17 or 18 values (about 0.7 us each).  Octave's
   own struct () called through mexCallMATLAB builds the same value in
   about 8 us when its arguments are values Octave already holds: an array
   that mexCallMATLAB returned, kept with mexMakeArrayPersistent, passes to
   it for a reference count.  So the field names, and the values that
   recur (strings, whole numbers, launch shapes), are kept here as Octave's
   values; the other numbers (the timings) go through persistent scalars
   of ours, rewritten for each call.  [C, info] now costs about 10 us more
   than C.

   Kept values are made by Octave (char () of a string, floor () of a whole
   number or shape, a no-op on them): Octave owns their data, so dropping
   one of ours never frees what a struct returned earlier still holds (an
   Octave built with the polymorphic allocator borrows the data of a
   non-scalar mxArray argument instead of copying it).  Nothing kept is
   ever written to. */

static const char *fields[] = {
  "kernel", "tile", "config", "splits", "backend", "device", "grid",
  "block", "tiles", "devices", "shares", "init_ms", "staging_ms", "h2d_ms",
  "kernel_ms", "d2h_ms", "overlap_ms", "total_ms", "gflops", "gbps"
};
enum { GW_NUM0 = 11 }; /* the first of the numbers (init_ms) */
enum { NF = sizeof fields / sizeof fields[0] };
static mxArray *names[NF];     /* the field names, kept */

#define GW_KEEP_MAX 64  /* kept values; the table is emptied when full */
#define GW_KEY_MAX 256  /* longest string kept, NUL included (gt_info's
                           longest field) */

enum { GW_KEEP_STR, GW_KEEP_NUM };

static struct
{
  int kind;
  size_t len;                  /* bytes of key used */
  unsigned char key[GW_KEY_MAX]; /* the string, or the doubles' bytes */
  mxArray *value;
} kept[GW_KEEP_MAX];
static int nkept;

/* Octave's result of FN (X), kept across calls; X is freed. */
static mxArray *keep (mxArray *x, const char *fn)
{
  mxArray *out[1] = { NULL };

  mexCallMATLAB (1, out, 1, &x, fn);
  mxDestroyArray (x);
  mexMakeArrayPersistent (out[0]);
  return out[0];
}

/* The kept value for KEY: a string (KIND GW_KEEP_STR, LEN bytes with its
   NUL) or N doubles (LEN = 8 N: 0 for [], 1 a scalar, 3 a 1x3 row). */
static mxArray *kept_value (int kind, const void *key, size_t len)
{
  mxArray *x;
  int i;

  for (i = 0; i < nkept; i++)
    if (kept[i].kind == kind && kept[i].len == len
        && memcmp (kept[i].key, key, len) == 0)
      return kept[i].value;
  /* The caller emptied the table if this call could fill it. */
  if (kind == GW_KEEP_STR)
    x = mxCreateString ((const char *) key);
  else
    {
      const size_t n = len / sizeof (double);
      x = mxCreateDoubleMatrix (n ? 1 : 0, n, mxREAL);
      if (n)
        memcpy (mxGetDoubles (x), key, len);
    }
  kept[nkept].kind = kind;
  kept[nkept].len = len;
  memcpy (kept[nkept].key, key, len);
  kept[nkept].value = keep (x, kind == GW_KEEP_STR ? "char" : "floor");
  return kept[nkept++].value;
}

static mxArray *kept_string (const char *s)
{
  char buf[GW_KEY_MAX];
  size_t len = 0;

  while (len < GW_KEY_MAX - 1 && s[len])
    {
      buf[len] = s[len];
      len++;
    }
  buf[len] = '\0';
  return kept_value (GW_KEEP_STR, buf, len + 1);
}

static mxArray *kept_row3 (const unsigned v[3])
{
  double d[3] = { v[0], v[1], v[2] };
  return kept_value (GW_KEEP_NUM, d, sizeof d);
}

/* The devices a call ran on, or their shares of the work: a row (ints:
   indices; else the shares), [] for none. */
static mxArray *kept_devices (const gt_info *info, int shares)
{
  double d[GT_MAX_DEVICES];
  const int n = info->ndevices > 0 && info->ndevices <= GT_MAX_DEVICES
                ? info->ndevices : 0;
  for (int i = 0; i < n; i++)
    d[i] = shares ? (double) info->dev_work[i] : info->dev_index[i];
  return kept_value (GW_KEEP_NUM, d, (size_t) n * sizeof d[0]);
}

/* Field I's value V.  Whole numbers below 2^31 recur (tile, splits,
   tiles, times of 0) and are kept; any other V goes in slot[I], a
   persistent double scalar of ours rewritten for each call: Octave copies
   a scalar argument into a value of its own (every build), so what an
   earlier struct holds never changes. */
static mxArray *slot[NF];

static mxArray *info_number (double v, int i)
{
  if (v == floor (v) && fabs (v) < 2147483648.0)
    return kept_value (GW_KEEP_NUM, &v, sizeof v);
  if (!slot[i])
    {
      slot[i] = mxCreateDoubleScalar (0);
      mexMakeArrayPersistent (slot[i]);
    }
  *mxGetDoubles (slot[i]) = v;
  return slot[i];
}

static void drop_kept (void)
{
  for (int i = 0; i < nkept; i++)
    mxDestroyArray (kept[i].value);
  nkept = 0;
}

/* Frees all the above; the next call makes it again.  Octave calls it
   (mexAtExit) when it drops the function: at exit, where a CPU-only .mex
   is unloaded and what its statics held would be lost, or for an old
   function object after a path change. */
static void info_release (void)
{
  drop_kept ();
  for (int i = 0; i < NF; i++)
    {
      if (names[i])
        mxDestroyArray (names[i]);
      names[i] = NULL;
    }
  for (int i = 0; i < NF; i++)
    {
      if (slot[i])
        mxDestroyArray (slot[i]);
      slot[i] = NULL;
    }
}

static mxArray *info_struct (const gt_info *info, double flops, int gbps)
{
  const int nf = gbps ? NF : NF - 1;
  const double ms[NF - GW_NUM0] = {
    info->init_ms, info->staging_ms, info->h2d_ms, info->kernel_ms,
    info->d2h_ms, info->overlap_ms, info->total_ms,
    info->kernel_ms > 0 ? flops / (info->kernel_ms * 1e6) : 0,
    info->kernel_ms > 0 ? info->bytes / (info->kernel_ms * 1e6) : 0
  };
  mxArray *in[2 * NF], *out[1] = { NULL };
  int i;

  if (!names[NF - 1])
    {
      mexAtExit (info_release); /* the gateway's only exit function */
      for (i = 0; i < NF; i++)
        if (!names[i])
          names[i] = keep (mxCreateString (fields[i]), "char");
    }
  /* At most NF new values per call: empty the table first if they might
     not fit, so that no value this call uses is dropped. */
  if (nkept > GW_KEEP_MAX - NF)
    drop_kept ();
  for (i = 0; i < nf; i++)
    in[2 * i] = names[i];
  in[1] = kept_string (info->kernel);
  in[3] = info->tile ? info_number (info->tile, 1)
                     : kept_value (GW_KEEP_NUM, "", 0); /* [] */
  in[5] = kept_string (info->config);
  in[7] = info_number (info->splits, 3);
  in[9] = kept_string (info->backend);
  in[11] = kept_string (info->device);
  in[13] = kept_row3 (info->grid);
  in[15] = kept_row3 (info->block);
  in[17] = info_number (info->tiles, 8);
  in[19] = kept_devices (info, 0);
  in[21] = kept_devices (info, 1);
  for (i = GW_NUM0; i < nf; i++)
    in[2 * i + 1] = info_number (ms[i - GW_NUM0], i);
  /* Octave's struct (), called by name as gw_error calls error (). */
  mexCallMATLAB (1, out, 2 * nf, in, "struct");
  return out[0];
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
