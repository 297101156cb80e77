/*
 * gw_array.c - the gateway of gpuArray (inst/@gpuArray): Octave's rules for
 * resident arrays on top of the core's device-level API.
 *
 *   __gputiled__ ("ga", OP, ...)
 *
 * The m-files make the result objects (gpuArray () with no argument) and
 * pass them in; this file fills their "id" property.  It decides what
 * Octave decides: the class and complexity of a result, broadcasting,
 * which dimension a reduction runs along, what an index selects and the
 * shape it gives, and the messages of the errors.  The core does the work
 * on the device, on one stream, without waiting unless a result must reach
 * the host.
 *
 * Every array made for the call itself (an uploaded host operand, a
 * converted copy, an index list) is a temporary: released when the call
 * ends, also when it raises an error.
 */
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "gw.h"
#include "gputiled_device.h"

/* ------------------------------------------------------------------ */
/* Temporaries and errors                                              */

#define MAXTEMP 64
static gt_arr_id temps[MAXTEMP];
static void *tbufs[MAXTEMP];
static int ntemps, ntbufs;

static void cleanup (void)
{
  while (ntemps > 0)
    gt_arr_release (temps[--ntemps]);
  while (ntbufs > 0)
    gt_dev_free (tbufs[--ntbufs]);
}

static void fail (const char *fn, const char *id, const char *fmt, ...)
#if defined(__GNUC__)
  __attribute__ ((noreturn, format (printf, 3, 4)))
#endif
  ;

static void fail (const char *fn, const char *id, const char *fmt, ...)
{
  char msg[512];
  va_list ap;
  va_start (ap, fmt);
  vsnprintf (msg, sizeof msg, fmt, ap);
  va_end (ap);
  cleanup ();
  gw_error (fn, id, "%s", msg);
}

static void check (const char *fn, gt_status st)
{
  if (st == GT_OK)
    return;
  cleanup ();
  if (st == GT_ERR_NO_DEVICE)
    gw_error (fn, "noDevice", "%s; gpuArrays need a CUDA device (on host "
              "arrays, gpu_tiled_mm and gpu_sum take \"Backend\", \"cpu\")",
              gt_last_error ());
  gw_raise (fn, st);
}

/* A new array; a temporary until keep () gives it to a result object. */
static gt_arr_id new_arr (const char *fn, gt_etype t, int nd,
                          const size_t *dims, gt_arr *a)
{
  gt_arr_id id;
  if (ntemps == MAXTEMP)
    fail (fn, "notSupported", "too many operands in one call");
  check (fn, gt_arr_new (t, nd, dims, &id, a));
  temps[ntemps++] = id;
  return id;
}

static gt_arr_id alias_arr (const char *fn, gt_arr_id src, int nd,
                            const size_t *dims, gt_arr *a)
{
  gt_arr_id id;
  if (ntemps == MAXTEMP)
    fail (fn, "notSupported", "too many operands in one call");
  check (fn, gt_arr_alias (src, nd, dims, &id, a));
  temps[ntemps++] = id;
  return id;
}

static void *new_buf (const char *fn, size_t bytes)
{
  void *p = NULL;
  if (ntbufs == MAXTEMP)
    fail (fn, "notSupported", "too many operands in one call");
  check (fn, gt_dev_alloc (&p, bytes ? bytes : 1));
  tbufs[ntbufs++] = p;
  return p;
}

/* Give temporary ID to the gpuArray object OBJ. */
static void keep (mxArray *obj, gt_arr_id id)
{
  mxArray *v = mxCreateDoubleScalar ((double) id);
  for (int i = 0; i < ntemps; i++)
    if (temps[i] == id)
      {
        temps[i] = temps[--ntemps];
        break;
      }
  mxSetProperty (obj, 0, "id", v);
  mxDestroyArray (v);
}

/* ------------------------------------------------------------------ */
/* Types                                                                */

static int is_cplx (gt_etype t) { return t == GT_E_C128 || t == GT_E_C64; }
static int is_single (gt_etype t) { return t == GT_E_F32 || t == GT_E_C64; }
static gt_etype real_of (gt_etype t)
{
  return t == GT_E_C128 ? GT_E_F64 : t == GT_E_C64 ? GT_E_F32 : t;
}
static gt_etype make_type (int single, int cplx)
{
  return single ? (cplx ? GT_E_C64 : GT_E_F32)
                : (cplx ? GT_E_C128 : GT_E_F64);
}
static const char *class_name (gt_etype t)
{
  return t == GT_E_BOOL ? "logical" : is_single (t) ? "single" : "double";
}

static void dims_str (char *buf, size_t len, int nd, const size_t *d)
{
  size_t o = 0;
  buf[0] = 0;
  for (int i = 0; i < nd && o + 24 < len; i++)
    o += (size_t) snprintf (buf + o, len - o, i ? "x%zu" : "%zu", d[i]);
}

/* ------------------------------------------------------------------ */
/* Operands: a gpuArray, or a host array                                 */

typedef struct {
  int gpu;                  /* a gpuArray */
  gt_arr_id id;
  gt_arr a;                 /* type, dims, numel, data (device)      */
  const mxArray *host;      /* host operand                           */
} operand;

static int is_gpuarray (const mxArray *x) { return mxIsClass (x, "gpuArray"); }

static gt_arr_id object_id (const mxArray *x)
{
  const mxArray *p = mxGetProperty (x, 0, "id");
  return p ? (gt_arr_id) mxGetScalar (p) : 0;
}

static void trim_dims (gt_arr *a)
{
  while (a->ndims > 2 && a->dims[a->ndims - 1] == 1)
    a->ndims--;
}

static void operand_of (const char *fn, const mxArray *x, operand *o)
{
  memset (o, 0, sizeof *o);
  if (is_gpuarray (x))
    {
      o->gpu = 1;
      o->id = object_id (x);
      if (o->id == 0) /* gpuArray (): 0x0 double */
        {
          o->a.type = GT_E_F64;
          o->a.ndims = 2;
          return;
        }
      check (fn, gt_arr_get (o->id, &o->a));
      return;
    }
  {
    const mxClassID c = mxGetClassID (x);
    const mwSize nd = mxGetNumberOfDimensions (x);
    const mwSize *d = mxGetDimensions (x);
    if (mxIsSparse (x))
      fail (fn, "notSupported", "sparse arrays are not supported: convert "
            "them with full () first");
    if (gw_is_int_class (c))
      fail (fn, "notSupported", "%s arrays are not supported: convert them "
            "with double () or single () first", mxGetClassName (x));
    if (c != mxDOUBLE_CLASS && c != mxSINGLE_CLASS && c != mxLOGICAL_CLASS
        && c != mxCHAR_CLASS)
      fail (fn, "invalidInput", "a %s is not a numeric or logical array",
            mxGetClassName (x));
    if (nd > GT_MAXDIMS)
      fail (fn, "notSupported", "arrays have at most %d dimensions",
            GT_MAXDIMS);
    o->host = x;
    o->a.type = c == mxLOGICAL_CLASS ? GT_E_BOOL
                : make_type (c == mxSINGLE_CLASS, mxIsComplex (x));
    o->a.ndims = (int) nd;
    o->a.numel = 1;
    for (mwSize i = 0; i < nd; i++)
      o->a.dims[i] = d[i], o->a.numel *= d[i];
  }
}

/* The host operand's elements on the device (a temporary). */
static void upload (const char *fn, operand *o)
{
  gt_arr_id id;
  gt_arr a;
  const void *src;
  if (o->gpu || o->a.data || o->a.numel == 0)
    return;
  id = new_arr (fn, o->a.type, o->a.ndims, o->a.dims, &a);
  src = mxIsChar (o->host) ? gw_as_dtype (o->host, GT_DOUBLE)
                           : gw_data (o->host);
  check (fn, gt_dev_upload (a.data, src, a.numel * gt_etype_size (a.type)));
  if (src != gw_data (o->host))
    mxFree ((void *) src);
  o->id = id;
  o->a.data = a.data;
}

/* A host operand's one element as (re, im). */
static void host_value (const operand *o, double v[2])
{
  const mxArray *x = o->host;
  const void *p = gw_data (x);
  v[0] = v[1] = 0;
  switch (mxGetClassID (x))
    {
    case mxDOUBLE_CLASS:
      v[0] = ((const double *) p)[0];
      if (mxIsComplex (x))
        v[1] = ((const double *) p)[1];
      break;
    case mxSINGLE_CLASS:
      v[0] = ((const float *) p)[0];
      if (mxIsComplex (x))
        v[1] = ((const float *) p)[1];
      break;
    case mxLOGICAL_CLASS: v[0] = ((const mxLogical *) p)[0]; break;
    case mxCHAR_CLASS: v[0] = ((const mxChar *) p)[0]; break;
    default: break;
    }
}

/* O's data as type T on the device: its own, or a converted temporary.
   NAN_CHECK: converting to logical refuses NaN, as Octave does. */
static const void *as_type (const char *fn, operand *o, gt_etype t)
{
  gt_arr a;
  int nan_seen = 0;
  upload (fn, o);
  if (o->a.type == t || o->a.numel == 0)
    return o->a.data;
  new_arr (fn, t, o->a.ndims, o->a.dims, &a);
  check (fn, gt_dev_convert (o->a.type, o->a.data, t, a.data, o->a.numel,
                             t == GT_E_BOOL ? &nan_seen : NULL));
  if (nan_seen)
    fail (fn, "invalidInput", "invalid conversion from NaN to logical value");
  return a.data;
}

/* ------------------------------------------------------------------ */
/* Upload, gather, metadata                                              */

static void ga_up (const char *fn, int nrhs, const mxArray *prhs[])
{
  operand o;
  gt_arr a;
  gt_arr_id id;
  if (nrhs != 2)
    fail (fn, "invalidInput", "takes one array");
  if (is_gpuarray (prhs[1]))
    {
      operand_of (fn, prhs[1], &o);
      if (o.id)
        keep ((mxArray *) prhs[0],
              alias_arr (fn, o.id, o.a.ndims, o.a.dims, &a));
      return;
    }
  if (mxIsChar (prhs[1]))
    fail (fn, "notSupported", "char arrays are not supported: convert them "
          "with double () first");
  operand_of (fn, prhs[1], &o);
  id = new_arr (fn, o.a.type, o.a.ndims, o.a.dims, &a);
  check (fn, gt_dev_upload (a.data, gw_data (prhs[1]),
                            a.numel * gt_etype_size (a.type)));
  keep ((mxArray *) prhs[0], id);
}

static mxArray *gather (const char *fn, const operand *o)
{
  mwSize dims[GT_MAXDIMS];
  const gt_arr *a = &o->a;
  const size_t n = a->numel;
  mxArray *Y;
  for (int i = 0; i < a->ndims; i++)
    dims[i] = (mwSize) a->dims[i];
  if (a->type == GT_E_BOOL)
    {
      Y = mxCreateLogicalArray ((mwSize) a->ndims, dims);
      if (n)
        check (fn, gt_dev_download (mxGetData (Y), a->data, n));
      return Y;
    }
  if (!is_cplx (a->type))
    {
      const mxClassID c = is_single (a->type) ? mxSINGLE_CLASS
                                              : mxDOUBLE_CLASS;
      Y = a->ndims == 2 ? gw_create_result (a->dims[0], a->dims[1], c, 0)
                        : mxCreateUninitNumericArray ((mwSize) a->ndims, dims,
                                                      c, mxREAL);
      if (n)
        check (fn, gt_dev_download (mxGetData (Y), a->data,
                                    n * gt_etype_size (a->type)));
      return Y;
    }
  {
    const int s = is_single (a->type);
    const gt_dtype t = s ? GT_SINGLE : GT_DOUBLE;
    const mxClassID c = s ? mxSINGLE_CLASS : mxDOUBLE_CLASS;
    const size_t bytes = n * gt_etype_size (a->type);
    void *data;
    gt_status st;
    if (a->ndims == 2)
      {
        /* rows x cols as made: no reshape of Octave's own array */
        Y = gw_complex_result (a->dims[0], a->dims[1], c, t, &data);
        st = n ? gt_dev_download (data, a->data, bytes) : GT_OK;
        if (st != GT_OK)
          {
            gw_complex_discard (Y, data);
            check (fn, st);
          }
        return gw_complex_done (Y, t, data, a->dims[0], a->dims[1]);
      }
    Y = gw_new_complex (c, t, n, &data);
    st = n ? gt_dev_download (data, a->data, bytes) : GT_OK;
    if (st != GT_OK)
      {
        gw_complex_discard (Y, data);
        check (fn, st);
      }
    gw_adopt_complex (Y, t, data, (mwSize) a->ndims, dims);
    return Y;
  }
}

static mxArray *dims_row (const gt_arr *a)
{
  mxArray *r = mxCreateDoubleMatrix (1, (mwSize) a->ndims, mxREAL);
  for (int i = 0; i < a->ndims; i++)
    mxGetPr (r)[i] = (double) a->dims[i];
  return r;
}

/* ------------------------------------------------------------------ */
/* Broadcasting                                                          */

static void broadcast (const char *fn, const char *opname, const gt_arr *x,
                       const gt_arr *y, gt_bcast *bc)
{
  const int nd = x->ndims > y->ndims ? x->ndims : y->ndims;
  size_t sx = 1, sy = 1;
  memset (bc, 0, sizeof *bc);
  bc->ndims = nd;
  for (int i = 0; i < nd; i++)
    {
      const size_t dx = i < x->ndims ? x->dims[i] : 1;
      const size_t dy = i < y->ndims ? y->dims[i] : 1;
      if (dx != dy && dx != 1 && dy != 1)
        {
          char a[128], b[128];
          dims_str (a, sizeof a, x->ndims, x->dims);
          dims_str (b, sizeof b, y->ndims, y->dims);
          fail (fn, "nonconformant", "operator %s: nonconformant arguments "
                "(op1 is %s, op2 is %s)", opname, a, b);
        }
      bc->dims[i] = dx == 1 ? dy : dx;
      bc->sa[i] = dx == 1 ? 0 : sx;
      bc->sb[i] = dy == 1 ? 0 : sy;
      sx *= dx, sy *= dy;
    }
}

/* ------------------------------------------------------------------ */
/* Elementwise                                                           */

static const struct {
  const char *name, *sym;
  gt_binop op;
} binops[] = {
  { "plus", "+", GT_BIN_ADD },     { "minus", "-", GT_BIN_SUB },
  { "times", ".*", GT_BIN_MUL },   { "rdivide", "./", GT_BIN_DIV },
  { "ldivide", ".\\", GT_BIN_DIV }, { "power", ".^", GT_BIN_POW },
  { "eq", "==", GT_BIN_EQ },       { "ne", "!=", GT_BIN_NE },
  { "lt", "<", GT_BIN_LT },        { "le", "<=", GT_BIN_LE },
  { "gt", ">", GT_BIN_GT },        { "ge", ">=", GT_BIN_GE },
  { "and", "&", GT_BIN_AND },      { "or", "|", GT_BIN_OR },
  { "max", "max", GT_BIN_MAX },    { "min", "min", GT_BIN_MIN },
};

static int is_compare (gt_binop op) { return op >= GT_BIN_EQ && op <= GT_BIN_GE; }

/* An operand for the kernel: a value when it is a host scalar. */
static void kernel_operand (const char *fn, operand *o, gt_etype t,
                            gt_operand *k)
{
  memset (k, 0, sizeof *k);
  k->type = t;
  if (!o->gpu && o->a.numel == 1)
    {
      host_value (o, k->val);
      if (t == GT_E_BOOL)
        {
          if (isnan (k->val[0]) || isnan (k->val[1]))
            fail (fn, "invalidInput",
                  "invalid conversion from NaN to logical value");
          k->val[0] = k->val[0] != 0 || k->val[1] != 0, k->val[1] = 0;
        }
      else if (!is_cplx (t))
        k->val[1] = 0;
      return;
    }
  k->data = as_type (fn, o, t);
}

/* R = A op B: Octave's classes, broadcasting. */
static void binary (const char *fn, mxArray *r, gt_binop op,
                    const char *sym, operand *A, operand *B)
{
  gt_bcast bc;
  gt_operand ka, kb;
  gt_arr y;
  gt_arr_id id;
  gt_etype ty, ta, tb;
  int domain = 0;
  const int single = is_single (A->a.type) || is_single (B->a.type);
  const int both_bool = A->a.type == GT_E_BOOL && B->a.type == GT_E_BOOL;

  broadcast (fn, sym, &A->a, &B->a, &bc);
  if (both_bool && (op == GT_BIN_MAX || op == GT_BIN_MIN))
    op = op == GT_BIN_MAX ? GT_BIN_OR : GT_BIN_AND;
  if (op == GT_BIN_AND || op == GT_BIN_OR)
    ta = tb = ty = GT_E_BOOL;
  else
    {
      ta = make_type (single, is_cplx (A->a.type));
      tb = make_type (single, is_cplx (B->a.type));
      ty = is_compare (op) ? GT_E_BOOL
           : make_type (single, is_cplx (ta) || is_cplx (tb));
    }
  {
    size_t dims[GT_MAXDIMS];
    memcpy (dims, bc.dims, sizeof dims);
    id = new_arr (fn, ty, bc.ndims < 2 ? 2 : bc.ndims, dims, &y);
  }
  if (y.numel)
    {
      kernel_operand (fn, A, ta, &ka);
      kernel_operand (fn, B, tb, &kb);
      check (fn, gt_dev_binary (op, &ka, &kb, ty, y.data, &bc,
                                op == GT_BIN_POW && !is_cplx (ty) ? &domain
                                                                  : NULL));
      if (domain) /* a negative base, a fractional power: complex */
        {
          gt_arr z;
          const gt_etype tc = make_type (single, 1);
          id = new_arr (fn, tc, y.ndims, y.dims, &z);
          kernel_operand (fn, A, tc, &ka);
          check (fn, gt_dev_binary (op, &ka, &kb, tc, z.data, &bc, NULL));
        }
    }
  keep (r, id);
}

static void ga_binary (const char *fn, int nrhs, const mxArray *prhs[])
{
  char name[16];
  operand A, B;
  if (nrhs != 4)
    fail (fn, "invalidInput", "binary: four arguments");
  gw_string (fn, prhs[1], "the operator", name, sizeof name);
  for (size_t i = 0; i < sizeof binops / sizeof binops[0]; i++)
    if (strcmp (name, binops[i].name) == 0)
      {
        int swap = strcmp (name, "ldivide") == 0;
        operand_of (fn, prhs[2], &A);
        operand_of (fn, prhs[3], &B);
        binary (fn, (mxArray *) prhs[0], binops[i].op, binops[i].sym,
                swap ? &B : &A, swap ? &A : &B);
        return;
      }
  fail (fn, "invalidInput", "unknown operator '%s'", name);
}

static const struct {
  const char *name;
  gt_unop op;
} unops[] = {
  { "uminus", GT_UN_NEG }, { "abs", GT_UN_ABS },     { "sqrt", GT_UN_SQRT },
  { "exp", GT_UN_EXP },    { "log", GT_UN_LOG },     { "sin", GT_UN_SIN },
  { "cos", GT_UN_COS },    { "tanh", GT_UN_TANH },   { "real", GT_UN_REAL },
  { "imag", GT_UN_IMAG },  { "conj", GT_UN_CONJ },   { "floor", GT_UN_FLOOR },
  { "ceil", GT_UN_CEIL },  { "round", GT_UN_ROUND }, { "not", GT_UN_NOT },
};

static void ga_unary (const char *fn, int nrhs, const mxArray *prhs[])
{
  char name[16];
  operand A;
  gt_arr y;
  gt_arr_id id;
  gt_unop op = GT_UN_NOPS;
  gt_etype tx, ty;
  const void *x;
  int domain = 0;

  if (nrhs != 3)
    fail (fn, "invalidInput", "unary: three arguments");
  gw_string (fn, prhs[1], "the function", name, sizeof name);
  for (size_t i = 0; i < sizeof unops / sizeof unops[0]; i++)
    if (strcmp (name, unops[i].name) == 0)
      op = unops[i].op;
  if (op == GT_UN_NOPS)
    fail (fn, "invalidInput", "unknown function '%s'", name);
  operand_of (fn, prhs[2], &A);
  if (op == GT_UN_NOT)
    tx = ty = GT_E_BOOL;
  else
    {
      tx = A.a.type == GT_E_BOOL ? GT_E_F64 : A.a.type;
      ty = (op == GT_UN_ABS || op == GT_UN_REAL || op == GT_UN_IMAG)
               ? real_of (tx) : tx;
    }
  id = new_arr (fn, ty, A.a.ndims, A.a.dims, &y);
  if (y.numel)
    {
      const int check_domain = (op == GT_UN_SQRT || op == GT_UN_LOG)
                               && !is_cplx (tx);
      x = as_type (fn, &A, tx);
      check (fn, gt_dev_unary (op, tx, x, ty, y.data, y.numel,
                               check_domain ? &domain : NULL));
      if (domain) /* sqrt or log of a negative number: complex */
        {
          gt_arr z;
          const gt_etype tc = make_type (is_single (tx), 1);
          x = as_type (fn, &A, tc);
          id = new_arr (fn, tc, A.a.ndims, A.a.dims, &z);
          check (fn, gt_dev_unary (op, tc, x, tc, z.data, z.numel, NULL));
        }
    }
  keep ((mxArray *) prhs[0], id);
}

/* ------------------------------------------------------------------ */
/* Creators, conversions, shapes                                         */

static int dims_arg (const char *fn, const mxArray *d, size_t *dims)
{
  const size_t n = mxGetNumberOfElements (d);
  int nd;
  if (!mxIsDouble (d) || n < 2 || n > GT_MAXDIMS)
    fail (fn, "invalidInput", "dimensions must be a row of 2 to %d numbers",
          GT_MAXDIMS);
  for (size_t i = 0; i < n; i++)
    {
      const double v = mxGetPr (d)[i];
      if (!(v >= 0) || v != floor (v) || v > 9.0e15)
        fail (fn, "invalidInput", "dimensions must be nonnegative integers");
      dims[i] = (size_t) v;
    }
  nd = (int) n;
  while (nd > 2 && dims[nd - 1] == 1)
    nd--;
  return nd;
}

static gt_etype class_arg (const char *fn, const mxArray *c, int cplx)
{
  char name[16];
  gw_string (fn, c, "the class", name, sizeof name);
  if (strcmp (name, "double") == 0)
    return make_type (0, cplx);
  if (strcmp (name, "single") == 0)
    return make_type (1, cplx);
  if (strcmp (name, "logical") == 0)
    return GT_E_BOOL;
  if (!strncmp (name, "int", 3) || !strncmp (name, "uint", 4))
    fail (fn, "notSupported", "%s arrays are not supported: use \"double\" "
          "or \"single\"", name);
  fail (fn, "invalidInput", "unknown class '%s': use \"double\" or "
        "\"single\"", name);
}

static void ga_create (const char *fn, int nrhs, const mxArray *prhs[])
{
  char kind[16];
  size_t dims[GT_MAXDIMS];
  gt_arr y;
  gt_arr_id id;
  gt_etype t;
  int nd;
  if (nrhs != 4)
    fail (fn, "invalidInput", "create: four arguments");
  gw_string (fn, prhs[1], "the creator", kind, sizeof kind);
  t = class_arg (fn, prhs[2], 0);
  nd = dims_arg (fn, prhs[3], dims);
  if (!strcmp (kind, "true") || !strcmp (kind, "false"))
    t = GT_E_BOOL;
  if ((!strcmp (kind, "rand") || !strcmp (kind, "randn")) && t == GT_E_BOOL)
    fail (fn, "invalidInput", "random numbers are double or single");
  if (!strcmp (kind, "eye") && nd > 2)
    fail (fn, "invalidInput", "eye makes a matrix: two dimensions at most");
  id = new_arr (fn, t, nd, dims, &y);
  if (y.numel)
    {
      if (!strcmp (kind, "zeros") || !strcmp (kind, "false"))
        check (fn, gt_dev_fill (t, y.data, y.numel, 0, 0));
      else if (!strcmp (kind, "ones") || !strcmp (kind, "true"))
        check (fn, gt_dev_fill (t, y.data, y.numel, 1, 0));
      else if (!strcmp (kind, "eye"))
        check (fn, gt_dev_eye (t, y.data, dims[0], dims[1]));
      else if (!strcmp (kind, "rand") || !strcmp (kind, "randn"))
        check (fn, gt_dev_random (kind[4] == 'n', t, y.data, y.numel));
      else if (!strcmp (kind, "inf") || !strcmp (kind, "nan"))
        check (fn, gt_dev_fill (t, y.data, y.numel,
                                kind[0] == 'i' ? INFINITY : NAN, 0));
      else
        fail (fn, "invalidInput", "unknown creator '%s'", kind);
    }
  keep ((mxArray *) prhs[0], id);
}

static void ga_convert (const char *fn, int nrhs, const mxArray *prhs[])
{
  operand A;
  gt_arr y;
  gt_arr_id id;
  gt_etype t;
  int nan_seen = 0;
  if (nrhs != 3)
    fail (fn, "invalidInput", "convert: three arguments");
  operand_of (fn, prhs[1], &A);
  t = class_arg (fn, prhs[2], is_cplx (A.a.type));
  if (A.gpu && A.id && t == A.a.type)
    {
      keep ((mxArray *) prhs[0],
            alias_arr (fn, A.id, A.a.ndims, A.a.dims, &y));
      return;
    }
  upload (fn, &A);
  id = new_arr (fn, t, A.a.ndims, A.a.dims, &y);
  if (y.numel)
    check (fn, gt_dev_convert (A.a.type, A.a.data, t, y.data, y.numel,
                               t == GT_E_BOOL ? &nan_seen : NULL));
  if (nan_seen)
    fail (fn, "invalidInput", "invalid conversion from NaN to logical value");
  keep ((mxArray *) prhs[0], id);
}

static void ga_reshape (const char *fn, int nrhs, const mxArray *prhs[])
{
  operand A;
  size_t dims[GT_MAXDIMS], n = 1;
  gt_arr y;
  int nd;
  if (nrhs != 3)
    fail (fn, "invalidInput", "reshape: three arguments");
  operand_of (fn, prhs[1], &A);
  nd = dims_arg (fn, prhs[2], dims);
  for (int i = 0; i < nd; i++)
    n *= dims[i];
  if (n != A.a.numel)
    {
      char a[128], b[128];
      dims_str (a, sizeof a, A.a.ndims, A.a.dims);
      dims_str (b, sizeof b, nd, dims);
      fail ("reshape", "invalidInput", "can't reshape %s array to %s array",
            a, b);
    }
  upload (fn, &A);
  if (!A.id || A.a.numel == 0)
    {
      gt_arr_id id = new_arr (fn, A.a.type, nd, dims, &y);
      keep ((mxArray *) prhs[0], id);
      return;
    }
  keep ((mxArray *) prhs[0], alias_arr (fn, A.id, nd, dims, &y));
}

static void ga_transpose (const char *fn, int nrhs, const mxArray *prhs[])
{
  operand A;
  size_t dims[2];
  gt_arr y;
  gt_arr_id id;
  int conj;
  if (nrhs != 3)
    fail (fn, "invalidInput", "transpose: three arguments");
  operand_of (fn, prhs[1], &A);
  conj = mxGetScalar (prhs[2]) != 0 && is_cplx (A.a.type);
  if (A.a.ndims > 2)
    fail (conj ? "ctranspose" : "transpose", "invalidInput",
          "transpose not defined for N-D objects");
  dims[0] = A.a.dims[1], dims[1] = A.a.dims[0];
  upload (fn, &A);
  if (!conj && A.id && (A.a.dims[0] == 1 || A.a.dims[1] == 1))
    {
      keep ((mxArray *) prhs[0], alias_arr (fn, A.id, 2, dims, &y));
      return;
    }
  id = new_arr (fn, A.a.type, 2, dims, &y);
  if (y.numel)
    check (fn, gt_dev_transpose (gt_etype_size (A.a.type), conj, A.a.data,
                                 A.a.dims[0], A.a.dims[1], y.data));
  keep ((mxArray *) prhs[0], id);
}

/* ------------------------------------------------------------------ */
/* Products                                                              */

static void ga_mtimes (const char *fn, int nlhs, mxArray *plhs[], int nrhs,
                       const mxArray *prhs[])
{
  operand A, B;
  gt_gemm_opts o;
  gt_dev_run run;
  gt_arr y;
  gt_arr_id id;
  size_t dims[2];
  if (nrhs != 3 && nrhs != 7)
    fail (fn, "invalidInput", "mtimes: three or seven arguments");
  operand_of (fn, prhs[1], &A);
  operand_of (fn, prhs[2], &B);
  if (nrhs == 7)
    {
      gw_opts (fn, prhs + 3, &o);
      if (o.backend != GT_BACKEND_CUDA)
        fail (fn, "invalidOption", "gpuArrays are multiplied on the GPU: "
              "Backend must be \"cuda\" (gather them for the CPU path)");
      if (o.devices.count != 0)
        fail (fn, "notSupported", "gpuArrays stay on one device: Devices "
              "applies to host arrays (gather them to spread a product)");
    }
  else
    gt_gemm_opts_default (&o);
  if (A.a.numel == 1 || B.a.numel == 1)
    {
      if (nrhs == 7 && o.kernel != GT_GEMM_AUTO)
        fail (fn, "invalidInput", "a scalar operand is an elementwise "
              "product: no Kernel applies");
      binary (fn, (mxArray *) prhs[0], GT_BIN_MUL, "*", &A, &B);
      return;
    }
  if (A.a.ndims > 2 || B.a.ndims > 2 || A.a.dims[1] != B.a.dims[0])
    {
      char a[128], b[128];
      dims_str (a, sizeof a, A.a.ndims, A.a.dims);
      dims_str (b, sizeof b, B.a.ndims, B.a.dims);
      fail (fn, "nonconformant", "operator *: nonconformant arguments (op1 "
            "is %s, op2 is %s)", a, b);
    }
  {
    const int single = is_single (A.a.type) || is_single (B.a.type);
    const int ac = is_cplx (A.a.type), bc = is_cplx (B.a.type);
    const gt_etype ta = make_type (single, ac), tb = make_type (single, bc);
    const gt_etype ty = make_type (single, ac || bc);
    const size_t m = A.a.dims[0], k = A.a.dims[1], n = B.a.dims[1];
    const void *pa, *pb;
    dims[0] = m, dims[1] = n;
    id = new_arr (fn, ty, 2, dims, &y);
    if (y.numel && k == 0)
      check (fn, gt_dev_fill (ty, y.data, y.numel, 0, 0));
    else if (y.numel)
      {
        pa = as_type (fn, &A, ta);
        pb = as_type (fn, &B, tb);
        memset (&run, 0, sizeof run);
        check (fn, gt_dev_matmul (single ? GT_SINGLE : GT_DOUBLE, m, n, k,
                                  pa, ac, pb, bc, y.data, &o, &run));
      }
  }
  keep ((mxArray *) prhs[0], id);
  if (nlhs > 0)
    {
      static const char *f[] = { "kernel", "config", "splits" };
      mxArray *s = mxCreateStructMatrix (1, 1, 3, f);
      mxSetField (s, 0, "kernel", mxCreateString (run.kernel));
      mxSetField (s, 0, "config", mxCreateString (run.config));
      mxSetField (s, 0, "splits", mxCreateDoubleScalar (run.splits));
      plhs[0] = s;
    }
}

/* ------------------------------------------------------------------ */
/* Reductions along a dimension                                          */

/* A reduction through one of the classroom kernels (gt_dev_reduce, real
   operands): what gpu_sum (G, ..., "Kernel", "interleaved") runs.  Their
   positions are 0-based size_t; Octave's are 1-based doubles, converted
   here on the host (the classroom path is for comparing kernels, not for
   speed). */
static void classroom_reduce (const char *fn, gt_rdop op, gt_etype t,
                              const void *x, size_t inner, size_t len,
                              size_t outer, void *y, double *I,
                              gt_reduce_kernel kern)
{
  const size_t n = inner * outer;
  size_t *pos = NULL;
  if (is_cplx (t))
    fail (fn, "notSupported", "the classroom kernels reduce real arrays; "
          "a complex gpuArray uses \"fast\"");
  if (op == GT_RD_PROD)
    fail (fn, "notSupported", "the classroom kernels sum, and find max and "
          "min");
  if (I)
    pos = (size_t *) new_buf (fn, n * sizeof (size_t));
  check (fn, gt_dev_reduce (op == GT_RD_SUM ? GT_REDUCE_SUM
                            : op == GT_RD_MAX ? GT_REDUCE_MAX
                                              : GT_REDUCE_MIN,
                            t == GT_E_F64 ? GT_DOUBLE : GT_SINGLE, inner, len,
                            outer, x, y, pos, kern, NULL));
  if (I)
    {
      size_t *h = (size_t *) mxMalloc ((n ? n : 1) * sizeof (size_t));
      double *d = (double *) mxMalloc ((n ? n : 1) * sizeof (double));
      gt_status st = gt_dev_download (h, pos, n * sizeof (size_t));
      for (size_t i = 0; st == GT_OK && i < n; i++)
        d[i] = (double) h[i] + 1;
      if (st == GT_OK)
        st = gt_dev_upload (I, d, n * sizeof (double));
      mxFree (h);
      mxFree (d);
      check (fn, st);
    }
}

static void ga_reduce (const char *fn, int nrhs, const mxArray *prhs[])
{
  char name[8];
  operand A;
  gt_arr y, iy;
  gt_arr_id id, iid = 0;
  gt_rdop op;
  size_t dims[GT_MAXDIMS], inner = 1, len, outer = 1;
  int d, nd, want_i, mean;
  gt_etype t, tr;

  gt_reduce_kernel kern = GT_REDUCE_FAST;
  int classroom = 0;
  if (nrhs != 5 && nrhs != 6)
    fail (fn, "invalidInput", "reduce: five or six arguments");
  if (nrhs == 6) /* gpu_sum, gpu_max, gpu_min: their Kernel option */
    {
      char kname[32];
      gw_string (fn, prhs[5], "Kernel", kname, sizeof kname);
      if (gt_reduce_kernel_from_name (kname, &kern) != GT_OK)
        fail (fn, "invalidOption", "unknown Kernel '%s'", kname);
      classroom = kern != GT_REDUCE_FAST;
    }
  want_i = is_gpuarray (prhs[1]);
  gw_string (fn, prhs[2], "the reduction", name, sizeof name);
  mean = !strcmp (name, "mean");
  op = !strcmp (name, "sum") || mean ? GT_RD_SUM
       : !strcmp (name, "prod")      ? GT_RD_PROD
       : !strcmp (name, "max")       ? GT_RD_MAX
       : !strcmp (name, "min")       ? GT_RD_MIN
                                     : GT_RD_NOPS;
  if (op == GT_RD_NOPS)
    fail (fn, "invalidInput", "unknown reduction '%s'", name);
  fn = name;
  operand_of (fn, prhs[3], &A);
  d = (int) mxGetScalar (prhs[4]);
  nd = A.a.ndims;
  memcpy (dims, A.a.dims, sizeof dims);
  if (d <= 0) /* the first dimension that is not 1 */
    {
      d = 1;
      for (int i = 0; i < nd; i++)
        if (dims[i] != 1)
          {
            d = i + 1;
            break;
          }
    }
  for (int i = nd; i < GT_MAXDIMS; i++)
    dims[i] = 1;
  if (d > GT_MAXDIMS)
    d = GT_MAXDIMS; /* beyond every dimension: length 1 */
  if (d > nd)
    nd = d;
  for (int i = 0; i < d - 1; i++)
    inner *= dims[i];
  len = dims[d - 1];
  for (int i = d; i < nd; i++)
    outer *= dims[i];

  /* Classes: sums of logicals are double; max and min keep logical. */
  t = A.a.type == GT_E_BOOL ? GT_E_F64 : A.a.type;
  tr = (A.a.type == GT_E_BOOL && (op == GT_RD_MAX || op == GT_RD_MIN))
           ? GT_E_BOOL : t;

  /* The result's dimensions, as Octave's. */
  if ((op == GT_RD_MAX || op == GT_RD_MIN) && A.a.type == GT_E_BOOL
      && A.a.numel == 0 && !want_i)
    ; /* Octave returns an empty logical array as it is */
  else if (op == GT_RD_MAX || op == GT_RD_MIN)
    dims[d - 1] = len == 0 ? 0 : 1;
  else if (A.a.ndims == 2 && A.a.dims[0] == 0 && A.a.dims[1] == 0)
    {
      /* Octave's 0x0: sum ([]) and sum ([], 1) are 1x1, along another
         dimension 0x1 */
      dims[0] = d == 1 ? 1 : 0, dims[1] = 1, nd = 2;
      inner = outer = dims[0], len = 0;
    }
  else
    dims[d - 1] = 1;
  while (nd > 2 && dims[nd - 1] == 1)
    nd--;

  id = new_arr (fn, t, nd, dims, &y);
  if (want_i)
    iid = new_arr (fn, GT_E_F64, nd, dims, &iy);
  if (y.numel)
    {
      const void *x = as_type (fn, &A, t);
      if (classroom && len > 0)
        classroom_reduce (fn, op, t, x, inner, len, outer, y.data,
                          want_i ? (double *) iy.data : NULL, kern);
      else
        check (fn, gt_dev_reduce_dim (op, t, x, inner, len, outer, y.data,
                                      want_i ? (double *) iy.data : NULL));
      if (mean)
        {
          gt_operand a, b;
          gt_bcast bc;
          memset (&a, 0, sizeof a), memset (&b, 0, sizeof b);
          memset (&bc, 0, sizeof bc);
          a.type = t, a.data = y.data;
          b.type = real_of (t), b.val[0] = (double) len;
          if (is_cplx (t))
            b.type = t;
          bc.ndims = 1, bc.dims[0] = y.numel, bc.sa[0] = 1;
          check (fn, gt_dev_binary (GT_BIN_DIV, &a, &b, t, y.data, &bc,
                                    NULL));
        }
    }
  if (tr != t)
    {
      gt_arr z;
      gt_arr_id zid = new_arr (fn, tr, nd, dims, &z);
      if (z.numel)
        check (fn, gt_dev_convert (t, y.data, tr, z.data, z.numel, NULL));
      id = zid;
    }
  keep ((mxArray *) prhs[0], id);
  if (want_i)
    keep ((mxArray *) prhs[1], iid);
}

/* ------------------------------------------------------------------ */
/* Indexing                                                              */

/* One subscript, resolved: COUNT positions along an extent. */
typedef struct {
  size_t count;
  long long start, step;    /* a range, when list is NULL */
  long long *hlist;         /* host positions (mxMalloc), or NULL */
  const long long *dlist;   /* device positions */
  size_t max;               /* the largest position + 1 (0 if none) */
  int colon;
  int vector;               /* the subscript is a vector (shape rules) */
  int row;                  /* ... a row vector */
  size_t idims[GT_MAXDIMS]; /* the subscript's own dimensions */
  int nidims;
  int ind;
} sub;

static void free_subs (sub *s, int n)
{
  for (int i = 0; i < n; i++)
    if (s[i].hlist)
      mxFree (s[i].hlist), s[i].hlist = NULL;
}

static const char *pos_str (char *buf, size_t len, int k, int n, double v)
{
  size_t o = 0;
  for (int i = 0; i < n && o + 32 < len; i++)
    {
      if (i == k)
        o += (size_t) snprintf (buf + o, len - o, "%s%.15g", i ? "," : "", v);
      else
        o += (size_t) snprintf (buf + o, len - o, "%s_", i ? "," : "");
    }
  return buf;
}

static void bad_index (const char *fn, sub *S, int ns, int k, int n, double v)
{
  char p[256];
  free_subs (S, ns);
  pos_str (p, sizeof p, k, n, v);
  fail (fn, "badIndex", "index (%s): subscripts must be either integers 1 "
        "to (2^63)-1 or logicals", p);
}

/* Resolve subscript X (k-th of n) along an extent EXT; READ: positions
   beyond EXT are an error. */
static void resolve (const char *fn, const mxArray *x, int k, int n,
                     size_t ext, int read, const gt_arr *arr, sub *S, int ns)
{
  sub *s = &S[k];
  memset (s, 0, sizeof *s);
  s->ind = k;
  if (mxIsChar (x))
    {
      char c[4] = "";
      mxGetString (x, c, sizeof c);
      if (strcmp (c, ":") != 0)
        {
          free_subs (S, ns);
          fail (fn, "badIndex", "a text subscript must be ':'");
        }
      s->colon = 1, s->count = ext, s->start = 0, s->step = 1;
      s->max = ext;
      s->vector = 1;
      s->idims[0] = ext, s->idims[1] = 1, s->nidims = 2;
      return;
    }
  if (is_gpuarray (x))
    {
      operand o;
      operand_of (fn, x, &o);
      if (o.a.type == GT_E_BOOL)
        {
          long long *pos;
          size_t cnt;
          check (fn, gt_dev_find (o.a.data, o.a.numel, &pos, &cnt));
          if (pos)
            {
              if (ntbufs == MAXTEMP)
                fail (fn, "notSupported", "too many operands in one call");
              tbufs[ntbufs++] = pos;
            }
          if (cnt) /* the largest position: the last one found */
            {
              long long last;
              check (fn, gt_dev_download (&last, pos + cnt - 1,
                                          sizeof last));
              if ((size_t) last >= ext && read)
                {
                  char p[256], dd[128];
                  free_subs (S, ns);
                  dims_str (dd, sizeof dd, arr->ndims, arr->dims);
                  fail (fn, "indexOutOfBounds", "index (%s): out of bound "
                        "%zu (dimensions are %s)",
                        pos_str (p, sizeof p, k, n, (double) last + 1), ext,
                        dd);
                }
              s->max = (size_t) last + 1;
            }
          s->count = cnt, s->dlist = pos;
          s->row = o.a.ndims == 2 && o.a.dims[0] == 1;
          s->vector = 1;
          s->idims[0] = s->row ? 1 : cnt, s->idims[1] = s->row ? cnt : 1;
          s->nidims = 2;
          return;
        }
      /* numeric subscripts on the device: read them here */
      {
        mxArray *h = gather (fn, &o);
        resolve (fn, h, k, n, ext, read, arr, S, ns);
        mxDestroyArray (h);
        return;
      }
    }
  if (mxIsLogical (x))
    {
      const mxLogical *m = mxGetLogicals (x);
      const size_t nm = mxGetNumberOfElements (x);
      size_t cnt = 0, last = 0;
      for (size_t i = 0; i < nm; i++)
        if (m[i])
          cnt++, last = i + 1;
      if (last > ext && read)
        {
          char p[256], dd[128];
          free_subs (S, ns);
          dims_str (dd, sizeof dd, arr->ndims, arr->dims);
          fail (fn, "indexOutOfBounds", "index (%s): out of bound %zu "
                "(dimensions are %s)",
                pos_str (p, sizeof p, k, n, (double) last), ext, dd);
        }
      s->hlist = (long long *) mxMalloc ((cnt ? cnt : 1) * sizeof (long long));
      cnt = 0;
      for (size_t i = 0; i < nm; i++)
        if (m[i])
          s->hlist[cnt++] = (long long) i;
      s->count = cnt, s->max = last;
      s->row = mxGetNumberOfDimensions (x) == 2 && mxGetM (x) == 1;
      s->vector = 1;
      s->idims[0] = s->row ? 1 : cnt, s->idims[1] = s->row ? cnt : 1;
      s->nidims = 2;
      return;
    }
  if (!mxIsNumeric (x) || mxIsComplex (x) || mxIsSparse (x))
    {
      free_subs (S, ns);
      fail (fn, "badIndex", "subscripts must be real numbers, logical masks "
            "or ':'");
    }
  {
    const size_t cnt = mxGetNumberOfElements (x);
    const mwSize *xd = mxGetDimensions (x);
    const int xnd = (int) mxGetNumberOfDimensions (x);
    const double *v = NULL;
    double *conv = NULL;
    int range = 1;
    if (mxIsDouble (x))
      v = mxGetPr (x);
    else
      {
        conv = (double *) gw_as_dtype (x, GT_DOUBLE);
        v = conv;
      }
    s->count = cnt;
    for (int i = 0; i < xnd && i < GT_MAXDIMS; i++)
      s->idims[i] = xd[i];
    s->nidims = xnd < GT_MAXDIMS ? xnd : GT_MAXDIMS;
    s->vector = xnd == 2 && (xd[0] == 1 || xd[1] == 1);
    s->row = xnd == 2 && xd[0] == 1;
    for (size_t i = 0; i < cnt; i++)
      {
        const double q = v[i];
        if (!(q >= 1) || q != floor (q) || q > 9.2e18)
          {
            if (conv)
              mxFree (conv);
            bad_index (fn, S, ns, k, n, q);
          }
        if ((size_t) q > s->max)
          s->max = (size_t) q;
        if (i >= 1 && q - v[i - 1] != v[1] - v[0])
          range = 0;
      }
    if (read && s->max > ext)
      {
        char p[256], dd[128];
        const double bad = (double) s->max;
        if (conv)
          mxFree (conv);
        free_subs (S, ns);
        dims_str (dd, sizeof dd, arr->ndims, arr->dims);
        fail (fn, "indexOutOfBounds", "index (%s): out of bound %zu "
              "(dimensions are %s)", pos_str (p, sizeof p, k, n, bad), ext,
              dd);
      }
    if (cnt && range)
      {
        s->start = (long long) v[0] - 1;
        s->step = cnt > 1 ? (long long) (v[1] - v[0]) : 1;
      }
    else if (cnt)
      {
        s->hlist = (long long *) mxMalloc (cnt * sizeof (long long));
        for (size_t i = 0; i < cnt; i++)
          s->hlist[i] = (long long) v[i] - 1;
      }
    if (conv)
      mxFree (conv);
  }
}

/* The subscripts on the device: lists uploaded. */
static void to_index (const char *fn, sub *S, int ns, const size_t *stride,
                      gt_index *ix)
{
  memset (ix, 0, sizeof *ix);
  ix->ndims = ns;
  for (int i = 0; i < ns; i++)
    {
      ix->count[i] = S[i].count;
      ix->stride[i] = stride[i];
      ix->start[i] = S[i].start;
      ix->step[i] = S[i].step;
      if (S[i].hlist)
        {
          void *d = new_buf (fn, S[i].count * sizeof (long long));
          check (fn, gt_dev_upload (d, S[i].hlist,
                                    S[i].count * sizeof (long long)));
          ix->list[i] = (const long long *) d;
        }
      else
        ix->list[i] = S[i].dlist;
    }
}

/* The extents the N subscripts index: the dimensions, the last one
   folding the rest. */
static void extents (const gt_arr *a, int n, size_t *ext, size_t *stride)
{
  size_t st = 1;
  for (int i = 0; i < n; i++)
    {
      size_t e = i < a->ndims ? a->dims[i] : 1;
      if (i == n - 1)
        for (int j = n; j < a->ndims; j++)
          e *= a->dims[j];
      ext[i] = e;
      stride[i] = st;
      st *= e;
    }
}

static int subs_cell (const char *fn, const mxArray *c)
{
  if (!mxIsCell (c))
    fail (fn, "invalidInput", "subscripts come as a cell");
  const int n = (int) mxGetNumberOfElements (c);
  if (n < 1 || n > GT_MAXDIMS)
    fail (fn, "badIndex", "1 to %d subscripts", GT_MAXDIMS);
  return n;
}

static void ga_index (const char *fn, int nrhs, const mxArray *prhs[])
{
  operand A;
  sub S[GT_MAXDIMS];
  size_t ext[GT_MAXDIMS], stride[GT_MAXDIMS], dims[GT_MAXDIMS];
  gt_index ix;
  gt_arr y;
  gt_arr_id id;
  int n, nd;

  if (nrhs != 3)
    fail (fn, "invalidInput", "index: three arguments");
  operand_of (fn, prhs[1], &A);
  n = subs_cell (fn, prhs[2]);
  extents (&A.a, n, ext, stride);
  for (int i = 0; i < n; i++)
    resolve (fn, mxGetCell (prhs[2], i), i, n, ext[i], 1, &A.a, S, i);

  memset (dims, 0, sizeof dims);
  if (n == 1)
    {
      const int a_vec = A.a.ndims == 2 && (A.a.dims[0] == 1 || A.a.dims[1] == 1)
                        && A.a.numel != 1;
      nd = 2;
      if (S[0].colon)
        dims[0] = A.a.numel, dims[1] = 1;
      else if (a_vec && S[0].vector)
        {
          const int row = A.a.dims[0] == 1;
          dims[0] = row ? 1 : S[0].count, dims[1] = row ? S[0].count : 1;
        }
      else
        {
          nd = S[0].nidims;
          for (int i = 0; i < nd; i++)
            dims[i] = S[0].idims[i];
          if (nd < 2)
            dims[0] = S[0].count, dims[1] = 1, nd = 2;
          while (nd > 2 && dims[nd - 1] == 1)
            nd--;
        }
    }
  else
    {
      nd = n;
      for (int i = 0; i < n; i++)
        dims[i] = S[i].count;
      while (nd > 2 && dims[nd - 1] == 1)
        nd--;
    }
  id = new_arr (fn, A.a.type, nd, dims, &y);
  if (y.numel)
    {
      upload (fn, &A);
      to_index (fn, S, n, stride, &ix);
      check (fn, gt_dev_gather (gt_etype_size (A.a.type), A.a.data, &ix,
                                y.data));
    }
  free_subs (S, n);
  keep ((mxArray *) prhs[0], id);
}

/* The class of [A, B] and of A(...) = B, as Octave's. */
static gt_etype join_type (gt_etype a, gt_etype b)
{
  if (a == GT_E_BOOL && b == GT_E_BOOL)
    return GT_E_BOOL;
  return make_type (is_single (a) || is_single (b), is_cplx (a) || is_cplx (b));
}

/* Copy the whole of SRC (type T already) into DST at ranges. */
static void place (const char *fn, const gt_arr *src, const void *sdata,
                   const gt_arr *dst, const size_t *offset)
{
  gt_index ix;
  size_t st = 1;
  if (!src->numel)
    return;
  memset (&ix, 0, sizeof ix);
  ix.ndims = dst->ndims;
  for (int i = 0; i < dst->ndims; i++)
    {
      ix.count[i] = i < src->ndims ? src->dims[i] : 1;
      ix.stride[i] = st;
      ix.start[i] = (long long) offset[i];
      ix.step[i] = 1;
      st *= dst->dims[i];
    }
  check (fn, gt_dev_scatter (gt_etype_size (dst->type), dst->data, &ix,
                             sdata, 0));
}

static void ga_delete (const char *fn, const mxArray *r, operand *A,
                       const mxArray *c, int n)
{
  sub S[GT_MAXDIMS];
  size_t ext[GT_MAXDIMS], stride[GT_MAXDIMS], dims[GT_MAXDIMS];
  int which = -1, nd;
  gt_arr y;
  gt_arr_id id;
  char *del;
  long long *keep_pos;
  size_t nkeep = 0;

  extents (&A->a, n, ext, stride);
  for (int i = 0; i < n; i++)
    {
      resolve (fn, mxGetCell (c, i), i, n, ext[i], 1, &A->a, S, i);
      if (!S[i].colon && !(S[i].count == ext[i] && S[i].step == 1
                           && S[i].start == 0 && !S[i].hlist && !S[i].dlist))
        {
          if (which >= 0)
            {
              free_subs (S, i + 1);
              fail (fn, "invalidInput", "a null assignment can only have "
                    "one non-colon index");
            }
          which = i;
        }
    }
  if (which >= 0 && S[which].count == 0) /* nothing deleted */
    {
      free_subs (S, n);
      upload (fn, A);
      if (A->id && A->a.numel)
        keep ((mxArray *) r, alias_arr (fn, A->id, A->a.ndims, A->a.dims, &y));
      else
        keep ((mxArray *) r, new_arr (fn, A->a.type, A->a.ndims, A->a.dims,
                                      &y));
      return;
    }
  if (which < 0) /* everything: 0x0, or 0 along the first dimension */
    {
      free_subs (S, n);
      dims[0] = 0, dims[1] = n == 1 ? 0 : ext[1];
      for (int i = 1; i < n; i++)
        dims[i] = ext[i];
      id = new_arr (fn, A->a.type, n > 2 ? n : 2, dims, &y);
      keep ((mxArray *) r, id);
      return;
    }
  if (S[which].dlist) /* a mask on the device: read it */
    {
      S[which].hlist = (long long *) mxMalloc ((S[which].count + 1)
                                               * sizeof (long long));
      check (fn, gt_dev_download (S[which].hlist, S[which].dlist,
                                  S[which].count * sizeof (long long)));
      S[which].dlist = NULL;
    }
  del = (char *) mxCalloc (ext[which] + 1, 1);
  for (size_t j = 0; j < S[which].count; j++)
    {
      const long long p = S[which].hlist ? S[which].hlist[j]
                                         : S[which].start + S[which].step * (long long) j;
      del[p] = 1;
    }
  keep_pos = (long long *) mxMalloc ((ext[which] + 1) * sizeof (long long));
  for (size_t j = 0; j < ext[which]; j++)
    if (!del[j])
      keep_pos[nkeep++] = (long long) j;
  mxFree (del);
  free_subs (S, n);
  for (int i = 0; i < n; i++)
    {
      memset (&S[i], 0, sizeof S[i]);
      S[i].count = ext[i], S[i].step = 1;
    }
  S[which].count = nkeep, S[which].step = 0, S[which].hlist = keep_pos;
  if (n == 1)
    {
      /* a row stays a row; anything else becomes a column */
      const int row = A->a.ndims == 2 && A->a.dims[0] == 1;
      dims[0] = row ? 1 : nkeep, dims[1] = row ? nkeep : 1, nd = 2;
    }
  else
    {
      for (int i = 0; i < n; i++)
        dims[i] = i == which ? nkeep : ext[i];
      nd = n;
      while (nd > 2 && dims[nd - 1] == 1)
        nd--;
    }
  id = new_arr (fn, A->a.type, nd, dims, &y);
  if (y.numel)
    {
      gt_index ix;
      upload (fn, A);
      to_index (fn, S, n, stride, &ix);
      check (fn, gt_dev_gather (gt_etype_size (A->a.type), A->a.data, &ix,
                                y.data));
    }
  free_subs (S, n);
  keep ((mxArray *) r, id);
}

/* A subscript that names a position twice: Octave assigns in order, so
   the last one wins.  The scatter kernel writes in no order, so each such
   list keeps only the last occurrence of each position, and V's elements
   are gathered to match (the selection is the product of the lists).
   Returns V's data to scatter (a temporary where it changed) and updates
   IX. */
static const void *last_wins (const char *fn, sub *S, int n, const void *vd,
                              gt_etype t, gt_index *ix)
{
  gt_index vx;
  gt_arr w;
  size_t st = 1;
  int dup = 0;
  memset (&vx, 0, sizeof vx);
  vx.ndims = n;
  for (int i = 0; i < n; i++)
    {
      vx.count[i] = S[i].count, vx.stride[i] = st, vx.step[i] = 1;
      st *= S[i].count;
      if (S[i].hlist && S[i].count > 1)
        {
          size_t maxp = 0, kept = 0;
          char *seen;
          long long *pos, *from;
          for (size_t j = 0; j < S[i].count; j++)
            if ((size_t) S[i].hlist[j] + 1 > maxp)
              maxp = (size_t) S[i].hlist[j] + 1;
          seen = (char *) mxCalloc (maxp, 1);
          pos = (long long *) mxMalloc (S[i].count * sizeof (long long));
          from = (long long *) mxMalloc (S[i].count * sizeof (long long));
          for (size_t j = S[i].count; j-- > 0;)
            if (!seen[S[i].hlist[j]])
              {
                seen[S[i].hlist[j]] = 1;
                pos[kept] = S[i].hlist[j], from[kept] = (long long) j;
                kept++;
              }
          mxFree (seen);
          if (kept == S[i].count)
            {
              mxFree (pos), mxFree (from);
              continue;
            }
          dup = 1;
          {
            void *dp = new_buf (fn, kept * sizeof (long long));
            void *df = new_buf (fn, kept * sizeof (long long));
            check (fn, gt_dev_upload (dp, pos, kept * sizeof (long long)));
            check (fn, gt_dev_upload (df, from, kept * sizeof (long long)));
            mxFree (pos), mxFree (from);
            ix->list[i] = (const long long *) dp;
            ix->count[i] = kept;
            vx.list[i] = (const long long *) df;
            vx.count[i] = kept;
          }
        }
    }
  if (!dup)
    return vd;
  {
    size_t d2[GT_MAXDIMS];
    int nd = n < 2 ? 2 : n;
    for (int i = 0; i < nd; i++)
      d2[i] = i < n ? vx.count[i] : 1;
    new_arr (fn, t, nd, d2, &w);
  }
  if (w.numel)
    check (fn, gt_dev_gather (gt_etype_size (t), vd, &vx, w.data));
  return w.data;
}

static void ga_assign (const char *fn, int nrhs, const mxArray *prhs[])
{
  operand A, V;
  sub S[GT_MAXDIMS];
  size_t ext[GT_MAXDIMS], stride[GT_MAXDIMS], dims[GT_MAXDIMS];
  size_t sel = 1, zero[GT_MAXDIMS];
  gt_index ix;
  gt_arr y;
  gt_arr_id id;
  gt_etype t;
  int n, nd, grow = 0;

  if (nrhs != 4)
    fail (fn, "invalidInput", "assign: four arguments");
  operand_of (fn, prhs[1], &A);
  if (!A.gpu) /* X(...) = G with a host X: Octave calls this too */
    fail (fn, "notSupported", "assigning a gpuArray into a host array: "
          "gather it first, or make the host array a gpuArray");
  n = subs_cell (fn, prhs[3]);
  if (!is_gpuarray (prhs[2]) && mxIsDouble (prhs[2]) && mxIsEmpty (prhs[2])
      && mxGetM (prhs[2]) == 0 && mxGetN (prhs[2]) == 0)
    {
      ga_delete (fn, prhs[0], &A, prhs[3], n);
      return;
    }
  operand_of (fn, prhs[2], &V);
  extents (&A.a, n, ext, stride);
  for (int i = 0; i < n; i++)
    resolve (fn, mxGetCell (prhs[3], i), i, n, ext[i], 0, &A.a, S, i);

  /* The new dimensions: growth as Octave's. */
  memset (dims, 0, sizeof dims);
  for (int i = 0; i < GT_MAXDIMS; i++)
    dims[i] = i < A.a.ndims ? A.a.dims[i] : 1;
  nd = A.a.ndims;
  if (n == 1)
    {
      if (S[0].max > A.a.numel)
        {
          if (A.a.numel == 0 && A.a.ndims == 2 && A.a.dims[0] == 0
              && A.a.dims[1] == 0)
            dims[0] = 1, dims[1] = S[0].max;
          else if (A.a.ndims == 2 && A.a.dims[0] == 1)
            dims[1] = S[0].max;
          else if (A.a.ndims == 2 && A.a.dims[1] == 1)
            dims[0] = S[0].max;
          else
            {
              char dd[128];
              free_subs (S, n);
              dims_str (dd, sizeof dd, A.a.ndims, A.a.dims);
              fail (fn, "indexOutOfBounds", "A(I) = X: X must have the same "
                    "size as I; Octave:index-out-of-bounds resize of a %s "
                    "array by a linear index", dd);
            }
          grow = 1;
        }
    }
  else
    for (int i = 0; i < n; i++)
      if (S[i].max > ext[i])
        {
          if (i == n - 1 && n < A.a.ndims)
            {
              free_subs (S, n);
              fail (fn, "indexOutOfBounds", "A(...) = X: resizing a "
                    "dimension that folds others is not possible");
            }
          dims[i] = S[i].max, grow = 1;
          if (i + 1 > nd)
            nd = i + 1;
        }
  if (n > nd)
    nd = n;
  while (nd > 2 && dims[nd - 1] == 1)
    nd--;
  for (int i = 0; i < n; i++)
    sel *= S[i].count;
  if (V.a.numel != 1 && V.a.numel != sel)
    {
      char a[128], b[128];
      size_t c[GT_MAXDIMS];
      for (int i = 0; i < n; i++)
        c[i] = S[i].count;
      dims_str (a, sizeof a, n == 1 ? 1 : n, c);
      dims_str (b, sizeof b, V.a.ndims, V.a.dims);
      free_subs (S, n);
      fail ("=", "nonconformant", "nonconformant arguments (op1 is %s, op2 "
            "is %s)", a, b);
    }

  /* The result: A in its class (complex if V is) and the new dimensions,
     then V, as Octave assigns: A(1) = single (1) keeps a double A double,
     a logical A stays logical. */
  if (A.a.type == GT_E_BOOL)
    {
      if (is_cplx (V.a.type))
        {
          free_subs (S, n);
          fail (fn, "invalidInput", "complex values cannot be assigned into a "
                "logical array");
        }
      t = GT_E_BOOL;
    }
  else
    t = make_type (is_single (A.a.type),
                   is_cplx (A.a.type) || is_cplx (V.a.type));
  id = new_arr (fn, t, nd, dims, &y);
  if (y.numel)
    {
      const void *ad = A.a.numel ? as_type (fn, &A, t) : NULL;
      if (grow)
        {
          check (fn, gt_dev_fill (t, y.data, y.numel, 0, 0));
          memset (zero, 0, sizeof zero);
          if (A.a.numel)
            {
              gt_arr src = A.a;
              src.type = t;
              place (fn, &src, ad, &y, zero);
            }
        }
      else if (A.a.numel)
        check (fn, gt_dev_copy (y.data, ad, y.numel * gt_etype_size (t)));
      if (sel)
        {
          size_t ystride[GT_MAXDIMS], st = 1;
          if (n == 1)
            ystride[0] = 1;
          else
            for (int i = 0; i < n; i++)
              {
                ystride[i] = st;
                st *= i < nd ? dims[i] : 1;
              }
          to_index (fn, S, n, ystride, &ix);
          if (V.a.numel == 1 && !V.gpu)
            {
              /* a host scalar: its bytes in the result's type */
              gt_operand kv;
              unsigned char buf[16];
              double v[2];
              kernel_operand (fn, &V, t, &kv);
              v[0] = kv.val[0], v[1] = kv.val[1];
              if (t == GT_E_F64 || t == GT_E_C128)
                memcpy (buf, v, t == GT_E_F64 ? 8 : 16);
              else if (t == GT_E_BOOL)
                buf[0] = v[0] != 0;
              else
                {
                  float f[2] = { (float) v[0], (float) v[1] };
                  memcpy (buf, f, t == GT_E_F32 ? 4 : 8);
                }
              {
                void *d = new_buf (fn, 16);
                check (fn, gt_dev_upload (d, buf, gt_etype_size (t)));
                check (fn, gt_dev_scatter (gt_etype_size (t), y.data, &ix, d,
                                           1));
              }
            }
          else
            {
              const void *vd = as_type (fn, &V, t);
              if (V.a.numel > 1)
                vd = last_wins (fn, S, n, vd, t, &ix);
              check (fn, gt_dev_scatter (gt_etype_size (t), y.data, &ix, vd,
                                         V.a.numel == 1));
            }
        }
    }
  free_subs (S, n);
  keep ((mxArray *) prhs[0], id);
}

/* ------------------------------------------------------------------ */
/* Concatenation and repetition                                          */

static void ga_cat (const char *fn, int nrhs, const mxArray *prhs[])
{
  operand ops[MAXTEMP / 2];
  size_t dims[GT_MAXDIMS], off[GT_MAXDIMS];
  int d, n = 0, nd = 2;
  gt_etype t = GT_E_BOOL;
  gt_arr y;
  gt_arr_id id;
  const mxArray *c;

  if (nrhs != 3)
    fail (fn, "invalidInput", "cat: three arguments");
  d = (int) mxGetScalar (prhs[1]);
  c = prhs[2];
  if (d < 1 || d > GT_MAXDIMS)
    fail ("cat", "invalidInput", "DIM must be a valid dimension");
  if ((int) mxGetNumberOfElements (c) > MAXTEMP / 2)
    fail ("cat", "notSupported", "at most %d arrays at once", MAXTEMP / 2);
  for (int i = 0; i < (int) mxGetNumberOfElements (c); i++)
    {
      operand *o = &ops[n];
      operand_of ("concatenation", mxGetCell (c, i), o);
      if (o->a.ndims == 2 && o->a.dims[0] == 0 && o->a.dims[1] == 0)
        continue; /* [] takes no part, as in Octave */
      t = n == 0 ? o->a.type : join_type (t, o->a.type);
      if (o->a.ndims > nd)
        nd = o->a.ndims;
      n++;
    }
  if (n == 0)
    {
      size_t z[2] = { 0, 0 };
      id = new_arr (fn, GT_E_F64, 2, z, &y);
      keep ((mxArray *) prhs[0], id);
      return;
    }
  if (d > nd)
    nd = d;
  for (int i = 0; i < nd; i++)
    dims[i] = i < ops[0].a.ndims ? ops[0].a.dims[i] : 1;
  dims[d - 1] = 0;
  for (int j = 0; j < n; j++)
    {
      for (int i = 0; i < nd; i++)
        {
          const size_t e = i < ops[j].a.ndims ? ops[j].a.dims[i] : 1;
          if (i != d - 1 && e != dims[i])
            {
              char a[128], b[128];
              dims_str (a, sizeof a, ops[0].a.ndims, ops[0].a.dims);
              dims_str (b, sizeof b, ops[j].a.ndims, ops[j].a.dims);
              fail ("concatenation", "nonconformant", "operator %s: "
                    "nonconformant arguments (op1 is %s, op2 is %s)",
                    d == 1 ? "vertical concatenation"
                    : d == 2 ? "horizontal concatenation" : "cat", a, b);
            }
        }
      dims[d - 1] += d - 1 < ops[j].a.ndims ? ops[j].a.dims[d - 1] : 1;
    }
  {
    int ndr = nd;
    while (ndr > 2 && dims[ndr - 1] == 1)
      ndr--;
    id = new_arr (fn, t, ndr, dims, &y);
  }
  y.ndims = nd; /* place () walks every dimension */
  memset (off, 0, sizeof off);
  for (int j = 0; j < n && y.numel; j++)
    {
      gt_arr src = ops[j].a;
      const void *sd = as_type (fn, &ops[j], t);
      src.type = t;
      place (fn, &src, sd, &y, off);
      off[d - 1] += d - 1 < ops[j].a.ndims ? ops[j].a.dims[d - 1] : 1;
    }
  keep ((mxArray *) prhs[0], id);
}

static void ga_repmat (const char *fn, int nrhs, const mxArray *prhs[])
{
  operand A;
  size_t reps[GT_MAXDIMS], dims[GT_MAXDIMS], st = 1;
  sub S[GT_MAXDIMS];
  gt_index ix;
  gt_arr y;
  gt_arr_id id;
  int nr, nd;
  if (nrhs != 3)
    fail (fn, "invalidInput", "repmat: three arguments");
  operand_of ("repmat", prhs[1], &A);
  nr = dims_arg ("repmat", prhs[2], reps);
  nd = A.a.ndims > nr ? A.a.ndims : (int) mxGetNumberOfElements (prhs[2]);
  for (int i = 0; i < nd; i++)
    {
      const size_t e = i < A.a.ndims ? A.a.dims[i] : 1;
      const size_t r = i < (int) mxGetNumberOfElements (prhs[2])
                           ? (size_t) mxGetPr (prhs[2])[i] : 1;
      dims[i] = e * r;
      memset (&S[i], 0, sizeof S[i]);
      S[i].count = dims[i];
      if (r == 1)
        S[i].step = 1;
      else if (dims[i])
        {
          S[i].hlist = (long long *) mxMalloc (dims[i] * sizeof (long long));
          for (size_t j = 0; j < dims[i]; j++)
            S[i].hlist[j] = (long long) (j % e);
        }
    }
  {
    int ndr = nd;
    while (ndr > 2 && dims[ndr - 1] == 1)
      ndr--;
    id = new_arr ("repmat", A.a.type, ndr, dims, &y);
  }
  if (y.numel)
    {
      size_t stride[GT_MAXDIMS];
      for (int i = 0; i < nd; i++)
        {
          stride[i] = st;
          st *= i < A.a.ndims ? A.a.dims[i] : 1;
        }
      upload ("repmat", &A);
      to_index ("repmat", S, nd, stride, &ix);
      check ("repmat", gt_dev_gather (gt_etype_size (A.a.type), A.a.data,
                                      &ix, y.data));
    }
  free_subs (S, nd);
  keep ((mxArray *) prhs[0], id);
}

/* ------------------------------------------------------------------ */
/* The entry                                                             */

/* __gputiled__ ("ga_stats"): [live arrays, their bytes], for tests. */
void gw_array_stats (const char *fn, int nlhs, mxArray *plhs[], int nrhs,
                     const mxArray *prhs[])
{
  size_t c, b;
  (void) fn, (void) nlhs, (void) nrhs, (void) prhs;
  gt_arr_stats (&c, &b);
  plhs[0] = mxCreateDoubleMatrix (1, 2, mxREAL);
  mxGetPr (plhs[0])[0] = (double) c;
  mxGetPr (plhs[0])[1] = (double) b;
}

void gw_array (const char *fn, int nlhs, mxArray *plhs[], int nrhs,
               const mxArray *prhs[])
{
  char op[16];
  operand A;

  cleanup ();
  if (nrhs < 1)
    fail (fn, "invalidInput", "an operation is required");
  gw_string (fn, prhs[0], "the operation", op, sizeof op);
  nrhs--, prhs++;

  if (!strcmp (op, "free"))
    {
      if (nrhs == 1 && is_gpuarray (prhs[0]))
        gt_arr_release (object_id (prhs[0]));
      return;
    }
  if (!strcmp (op, "binary"))
    ga_binary (fn, nrhs, prhs);
  else if (!strcmp (op, "unary"))
    ga_unary (fn, nrhs, prhs);
  else if (!strcmp (op, "up"))
    ga_up (fn, nrhs, prhs);
  else if (!strcmp (op, "down"))
    {
      if (nrhs != 1)
        fail (fn, "invalidInput", "down: one argument");
      operand_of ("gather", prhs[0], &A);
      plhs[0] = A.gpu ? gather ("gather", &A)
                      : mxDuplicateArray (prhs[0]);
    }
  else if (!strcmp (op, "size"))
    {
      operand_of (fn, prhs[0], &A);
      plhs[0] = dims_row (&A.a);
    }
  else if (!strcmp (op, "class"))
    {
      operand_of (fn, prhs[0], &A);
      plhs[0] = mxCreateString (class_name (A.a.type));
    }
  else if (!strcmp (op, "iscomplex"))
    {
      operand_of (fn, prhs[0], &A);
      plhs[0] = mxCreateLogicalScalar (is_cplx (A.a.type));
    }
  else if (!strcmp (op, "mtimes"))
    ga_mtimes (fn, nlhs, plhs, nrhs, prhs);
  else if (!strcmp (op, "transpose"))
    ga_transpose (fn, nrhs, prhs);
  else if (!strcmp (op, "reduce"))
    ga_reduce (fn, nrhs, prhs);
  else if (!strcmp (op, "create"))
    ga_create (fn, nrhs, prhs);
  else if (!strcmp (op, "convert"))
    ga_convert (fn, nrhs, prhs);
  else if (!strcmp (op, "reshape"))
    ga_reshape (fn, nrhs, prhs);
  else if (!strcmp (op, "index"))
    ga_index (fn, nrhs, prhs);
  else if (!strcmp (op, "assign"))
    ga_assign (fn, nrhs, prhs);
  else if (!strcmp (op, "cat"))
    ga_cat (fn, nrhs, prhs);
  else if (!strcmp (op, "repmat"))
    ga_repmat (fn, nrhs, prhs);
  else if (!strcmp (op, "sync"))
    check (fn, gt_dev_sync ());
  else if (!strcmp (op, "rng"))
    {
      unsigned long long s, o;
      if (nrhs == 2)
        {
          s = (unsigned long long) mxGetScalar (prhs[0]);
          o = (unsigned long long) mxGetScalar (prhs[1]);
          gt_dev_rng (1, &s, &o);
        }
      gt_dev_rng (0, &s, &o);
      plhs[0] = mxCreateDoubleMatrix (1, 2, mxREAL);
      mxGetPr (plhs[0])[0] = (double) s;
      mxGetPr (plhs[0])[1] = (double) o;
    }
  else
    fail (fn, "invalidInput", "unknown operation '%s'", op);
  cleanup ();
}
