/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gt_core.c - the part of the core every build has: argument checks, routing
 * to a backend, the error detail buffer, names, the clock.  Plain C.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "gt_internal.h"
#include "gputiled_device.h"

#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
#  define GT_THREAD_LOCAL _Thread_local
#else
#  define GT_THREAD_LOCAL __thread
#endif

static GT_THREAD_LOCAL char gt_errbuf[512];
static GT_THREAD_LOCAL int gt_thread_dev = -1;

void gt_set_thread_device (int device) { gt_thread_dev = device; }

int gt_thread_device (void) { return gt_thread_dev; }

gt_status gt_fail (gt_status s, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  vsnprintf (gt_errbuf, sizeof gt_errbuf, fmt, ap);
  va_end (ap);
  return s;
}

void gt_clear_error (void) { gt_errbuf[0] = '\0'; }

const char *gt_last_error (void) { return gt_errbuf; }

size_t gt_etype_size (gt_etype t)
{
  switch (t)
    {
    case GT_E_F64: return 8;
    case GT_E_F32: return 4;
    case GT_E_C128: return 16;
    case GT_E_C64: return 8;
    case GT_E_BOOL: return 1;
    case GT_E_I8: case GT_E_U8: return 1;
    case GT_E_I16: case GT_E_U16: return 2;
    case GT_E_I32: case GT_E_U32: return 4;
    case GT_E_I64: case GT_E_U64: return 8;
    default: return 0;
    }
}

const char *gt_status_name (gt_status s)
{
  switch (s)
    {
    case GT_OK:                return "GT_OK";
    case GT_ERR_INVALID_ARG:   return "GT_ERR_INVALID_ARG";
    case GT_ERR_NOT_SUPPORTED: return "GT_ERR_NOT_SUPPORTED";
    case GT_ERR_SIZE:          return "GT_ERR_SIZE";
    case GT_ERR_NO_DEVICE:     return "GT_ERR_NO_DEVICE";
    case GT_ERR_OUT_OF_MEMORY: return "GT_ERR_OUT_OF_MEMORY";
    case GT_ERR_BAD_DEVICE:    return "GT_ERR_BAD_DEVICE";
    case GT_ERR_CUDA:          return "GT_ERR_CUDA";
    case GT_ERR_STALE:         return "GT_ERR_STALE";
    case GT_ERR_MISSING_LIBRARY: return "GT_ERR_MISSING_LIBRARY";
    }
  return "GT_ERR_UNKNOWN";
}

static const char *const gemm_names[GT_GEMM_NKERNELS] = {
  "naive", "tiled", "padded", "regblock", "dmma", "tf32x3", "cublas",
  "auto"
};

static const char *const reduce_names[GT_REDUCE_NKERNELS] = {
  "interleaved", "sequential", "fast"
};

/* Index of NAME in NAMES[0..n-1] into *k. */
static gt_status index_of (const char *const *names, int n, const char *name,
                           int *k)
{
  if (!name)
    return gt_fail (GT_ERR_INVALID_ARG, "null kernel name");
  for (int i = 0; i < n; i++)
    if (strcmp (name, names[i]) == 0)
      {
        *k = i;
        return GT_OK;
      }
  return gt_fail (GT_ERR_INVALID_ARG, "unknown kernel '%s'", name);
}

const char *gt_gemm_kernel_name (gt_gemm_kernel k)
{
  return ((unsigned) k < GT_GEMM_NKERNELS) ? gemm_names[k] : NULL;
}

gt_status gt_gemm_kernel_from_name (const char *name, gt_gemm_kernel *k)
{
  int i = 0;
  gt_status st = index_of (gemm_names, GT_GEMM_NKERNELS, name, &i);
  if (st == GT_OK && k)
    *k = (gt_gemm_kernel) i;
  return k ? st : gt_fail (GT_ERR_INVALID_ARG, "null kernel pointer");
}

const char *gt_reduce_kernel_name (gt_reduce_kernel k)
{
  return ((unsigned) k < GT_REDUCE_NKERNELS) ? reduce_names[k] : NULL;
}

gt_status gt_reduce_kernel_from_name (const char *name, gt_reduce_kernel *k)
{
  int i = 0;
  gt_status st = index_of (reduce_names, GT_REDUCE_NKERNELS, name, &i);
  if (st == GT_OK && k)
    *k = (gt_reduce_kernel) i;
  return k ? st : gt_fail (GT_ERR_INVALID_ARG, "null kernel pointer");
}

void gt_reduce_opts_default (gt_reduce_opts *o)
{
  o->backend = GT_BACKEND_CUDA;
  o->kernel = GT_REDUCE_FAST;
  o->device = -1;
  memset (&o->devices, 0, sizeof o->devices);
}

void gt_gemm_opts_default (gt_gemm_opts *o)
{
  o->backend = GT_BACKEND_CUDA;
  o->kernel = GT_GEMM_AUTO;
  o->tile = 32;
  o->device = -1;
  memset (&o->devices, 0, sizeof o->devices);
}

double gt_now_ms (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (double) ts.tv_sec * 1e3 + (double) ts.tv_nsec * 1e-6;
}

int gt_mul_size (size_t n1, size_t n2, size_t n3, size_t *out)
{
  size_t r = n1;
  if (n2 && r > SIZE_MAX / n2)
    return 0;
  r *= n2;
  if (n3 && r > SIZE_MAX / n3)
    return 0;
  *out = r * n3;
  return 1;
}

size_t gt_dtype_size (gt_dtype t)
{
  return t == GT_DOUBLE ? sizeof (double) : sizeof (float);
}

static void info_reset (gt_info *info, gt_backend backend, int tile)
{
  memset (info, 0, sizeof *info);
  info->tile = tile;
  info->splits = 1;
  snprintf (info->backend, sizeof info->backend, "%s",
            backend == GT_BACKEND_CPU ? "cpu" : "cuda");
}

static gt_status check_backend_device (gt_backend backend, int device,
                                       const gt_device_list *devices)
{
  if (backend != GT_BACKEND_CUDA && backend != GT_BACKEND_CPU)
    return gt_fail (GT_ERR_INVALID_ARG, "unknown backend %d", (int) backend);
  return gt_check_devices (device, devices);
}

static gt_status check_opts (const gt_gemm_opts *o)
{
  if (!gt_gemm_kernel_name (o->kernel))
    return gt_fail (GT_ERR_INVALID_ARG, "unknown kernel %d", (int) o->kernel);
  if (o->tile != 16 && o->tile != 32)
    return gt_fail (GT_ERR_INVALID_ARG, "tile must be 16 or 32, not %d", o->tile);
  return check_backend_device (o->backend, o->device, &o->devices);
}

gt_status gt_gemm_begin (const gt_gemm_opts **opts, gt_gemm_opts *defaults,
                         gt_info **info, gt_info *scratch, int scale,
                         gt_dtype dtype)
{
  gt_status st;

  gt_clear_error ();
  if (!*opts)
    {
      gt_gemm_opts_default (defaults);
      *opts = defaults;
    }
  if (!*info)
    *info = scratch;
  info_reset (*info, (*opts)->backend, scale ? 0 : (*opts)->tile);
  if (scale) /* no tiles in a scale */
    snprintf ((*info)->kernel, sizeof (*info)->kernel, "scale");
  if ((st = check_opts (*opts)) != GT_OK)
    return st;
  if (dtype != GT_SINGLE && dtype != GT_DOUBLE)
    return gt_fail (GT_ERR_INVALID_ARG, "unknown data type %d", (int) dtype);
  return GT_OK;
}

gt_status gt_check_tiled (size_t m, size_t n, size_t k, int tile)
{
  const size_t t = (size_t) tile;
  if (m % t || n % t || k % t)
    return gt_fail (GT_ERR_SIZE,
                    "the 'tiled' kernel needs M, N and K to be multiples of "
                    "the tile (%zu); got M = %zu, N = %zu, K = %zu",
                    t, m, n, k);
  return GT_OK;
}

gt_status gt_gemm (gt_dtype dtype, size_t m, size_t n, size_t k,
                   const void *A, const void *B, void *C,
                   const gt_gemm_opts *opts, gt_info *info)
{
  gt_gemm_opts defaults;
  gt_info scratch;
  size_t bytes;
  gt_status st;

  if ((st = gt_gemm_begin (&opts, &defaults, &info, &scratch, 0, dtype))
      != GT_OK)
    return st;
  /* Every operand and the result must be addressable in bytes. */
  if (!gt_mul_size (m, k, gt_dtype_size (dtype), &bytes)
      || !gt_mul_size (k, n, gt_dtype_size (dtype), &bytes)
      || !gt_mul_size (m, n, gt_dtype_size (dtype), &bytes))
    return gt_fail (GT_ERR_OUT_OF_MEMORY,
                    "a %zu x %zu x %zu product does not fit in memory", m, n, k);
  if ((m && k && !A) || (k && n && !B) || (m && n && !C))
    return gt_fail (GT_ERR_INVALID_ARG, "null matrix pointer");
  /* Refused sizes are bad input: say so before any device work. */
  if (opts->kernel == GT_GEMM_TILED
      && (st = gt_check_tiled (m, n, k, opts->tile)) != GT_OK)
    return st;

  if (opts->backend == GT_BACKEND_CPU)
    return gt_cpu_gemm (dtype, m, n, k, A, B, C, opts, info);
  return gt_cuda_gemm (dtype, m, n, k, A, B, C, opts, info);
}

gt_status gt_scale (gt_dtype dtype, size_t n, double alpha,
                    const void *X, void *Y,
                    const gt_gemm_opts *opts, gt_info *info)
{
  gt_gemm_opts defaults;
  gt_info scratch;
  size_t bytes;
  gt_status st;

  if ((st = gt_gemm_begin (&opts, &defaults, &info, &scratch, 1, dtype))
      != GT_OK)
    return st;
  if (!gt_mul_size (n, 1, gt_dtype_size (dtype), &bytes))
    return gt_fail (GT_ERR_OUT_OF_MEMORY, "%zu elements do not fit in memory", n);
  if (n && (!X || !Y))
    return gt_fail (GT_ERR_INVALID_ARG, "null array pointer");

  if (opts->backend == GT_BACKEND_CPU)
    return gt_cpu_scale (dtype, n, alpha, X, Y, info);
  return gt_cuda_scale (dtype, n, alpha, X, Y, opts, info);
}

static const char *const bw_names[GT_BW_NKINDS] = { "copy", "offset", "stride" };

const char *gt_bandwidth_kind_name (gt_bandwidth_kind k)
{
  return ((unsigned) k < GT_BW_NKINDS) ? bw_names[k] : NULL;
}

gt_status gt_bandwidth_kind_from_name (const char *name, gt_bandwidth_kind *k)
{
  if (!name || !k)
    return gt_fail (GT_ERR_INVALID_ARG, "null experiment name");
  for (int i = 0; i < GT_BW_NKINDS; i++)
    if (strcmp (name, bw_names[i]) == 0)
      {
        *k = (gt_bandwidth_kind) i;
        return GT_OK;
      }
  return gt_fail (GT_ERR_INVALID_ARG, "unknown experiment '%s'", name);
}

gt_status gt_bandwidth (gt_bandwidth_kind kind, gt_dtype dtype, size_t n,
                        int param, int reps, const gt_gemm_opts *opts,
                        gt_bandwidth_result *res)
{
  gt_gemm_opts defaults;
  size_t elems, bytes;
  int lo = 0;

  gt_clear_error ();
  if (!res)
    return gt_fail (GT_ERR_INVALID_ARG, "null result pointer");
  memset (res, 0, sizeof *res);
  if (!opts)
    {
      gt_gemm_opts_default (&defaults);
      opts = &defaults;
    }
  if (opts->backend == GT_BACKEND_CPU)
    return gt_fail (GT_ERR_NOT_SUPPORTED, "bandwidth experiments measure the "
                    "GPU's memory: there is no CPU backend for them");
  if (opts->backend != GT_BACKEND_CUDA)
    return gt_fail (GT_ERR_INVALID_ARG, "unknown backend %d", (int) opts->backend);
  if (opts->device < -1)
    return gt_fail (GT_ERR_INVALID_ARG, "invalid device index %d", opts->device);
  if (!gt_bandwidth_kind_name (kind))
    return gt_fail (GT_ERR_INVALID_ARG, "unknown experiment %d", (int) kind);
  if (dtype != GT_SINGLE && dtype != GT_DOUBLE)
    return gt_fail (GT_ERR_INVALID_ARG, "unknown data type %d", (int) dtype);
  if (n == 0)
    return gt_fail (GT_ERR_INVALID_ARG, "the array needs at least one element");
  if (reps < 1 || reps > GT_BW_MAX_REPS)
    return gt_fail (GT_ERR_INVALID_ARG, "repetitions must be 1 to %d, not %d",
                    GT_BW_MAX_REPS, reps);
  if (kind == GT_BW_STRIDE)
    lo = 1;
  if (kind == GT_BW_COPY)
    {
      if (param != 0)
        return gt_fail (GT_ERR_INVALID_ARG, "the copy takes no parameter "
                        "(0), not %d", param);
    }
  else if (param < lo || param > GT_BW_MAX_PARAM)
    return gt_fail (GT_ERR_INVALID_ARG, "the %s must be %d to %d, not %d",
                    kind == GT_BW_OFFSET ? "offset" : "stride", lo,
                    GT_BW_MAX_PARAM, param);
  /* The device memory the call needs, in bytes, must be addressable. */
  elems = (kind == GT_BW_OFFSET) ? n + (size_t) param : n;
  if (elems < n || !gt_mul_size (elems, kind == GT_BW_COPY ? 2 : 1,
                                 gt_dtype_size (dtype), &bytes))
    return gt_fail (GT_ERR_OUT_OF_MEMORY,
                    "%zu elements do not fit in memory", n);
  return gt_cuda_bandwidth (kind, dtype, n, param, reps, opts, res);
}

/* What every reduction entry does first: *OPTS (NULL: the defaults, in
   DEFAULTS) and *INFO (NULL: SCRATCH) set up. */
static void reduce_setup (const gt_reduce_opts **opts,
                          gt_reduce_opts *defaults, gt_info **info,
                          gt_info *scratch)
{
  gt_clear_error ();
  if (!*opts)
    {
      gt_reduce_opts_default (defaults);
      *opts = defaults;
    }
  if (!*info)
    *info = scratch;
  info_reset (*info, (*opts)->backend, 0);
}

/* The first checks of gt_reduce and gt_reduce_typed: the setup, the
   kernel, the backend and device, the operation. */
static gt_status reduce_open (gt_reduce_op op, const gt_reduce_opts **opts,
                              gt_reduce_opts *defaults, gt_info **info,
                              gt_info *scratch)
{
  gt_status st;

  reduce_setup (opts, defaults, info, scratch);
  if (!gt_reduce_kernel_name ((*opts)->kernel))
    return gt_fail (GT_ERR_INVALID_ARG, "unknown kernel %d",
                    (int) (*opts)->kernel);
  snprintf ((*info)->kernel, sizeof (*info)->kernel, "%s",
            gt_reduce_kernel_name ((*opts)->kernel));
  if ((st = check_backend_device ((*opts)->backend, (*opts)->device,
                                  &(*opts)->devices)) != GT_OK)
    return st;
  if (op != GT_REDUCE_SUM && op != GT_REDUCE_MAX && op != GT_REDUCE_MIN)
    return gt_fail (GT_ERR_INVALID_ARG, "unknown reduction %d", (int) op);
  return GT_OK;
}

/* The reductions' checks of the sizes (ESIZE bytes an element of X) and
   pointers; INFO->bytes is what X holds. */
static gt_status reduce_sizes (gt_reduce_op op, size_t esize, size_t inner,
                               size_t len, size_t outer, const void *X,
                               const void *Y, gt_info *info)
{
  size_t n, nout;
  if (!gt_mul_size (inner, len, outer, &n)
      || !gt_mul_size (n, esize, 1, &n)
      || !gt_mul_size (inner, outer, sizeof (size_t), &nout))
    return gt_fail (GT_ERR_OUT_OF_MEMORY, "a %zu x %zu x %zu array does not "
                    "fit in memory", inner, len, outer);
  nout = inner * outer;
  if (op != GT_REDUCE_SUM && len == 0 && nout)
    return gt_fail (GT_ERR_INVALID_ARG, "%s of no elements",
                    op == GT_REDUCE_MAX ? "max" : "min");
  if ((n && !X) || (nout && !Y))
    return gt_fail (GT_ERR_INVALID_ARG, "null array pointer");
  info->bytes = (double) n;
  return GT_OK;
}

gt_status gt_reduce (gt_reduce_op op, gt_dtype dtype, size_t inner,
                     size_t len, size_t outer, const void *X, void *Y,
                     size_t *I, const gt_reduce_opts *opts, gt_info *info)
{
  gt_reduce_opts defaults;
  gt_info scratch;
  gt_status st;

  if ((st = reduce_open (op, &opts, &defaults, &info, &scratch)) != GT_OK)
    return st;
  if (dtype != GT_SINGLE && dtype != GT_DOUBLE)
    return gt_fail (GT_ERR_INVALID_ARG, "unknown data type %d", (int) dtype);
  if ((st = reduce_sizes (op, gt_dtype_size (dtype), inner, len, outer, X, Y,
                          info)) != GT_OK)
    return st;
  if (opts->backend == GT_BACKEND_CPU)
    return gt_cpu_reduce (op, dtype, inner, len, outer, X, Y, I, opts, info);
  return gt_cuda_reduce (op, dtype, inner, len, outer, X, Y, I, opts, info);
}

/* The checks gt_reduce_cplx and gt_minmax_pair share: the CPU backend,
   the operation, and INFO set up. */
static gt_status minmax_begin (gt_reduce_op op, const gt_reduce_opts **opts,
                               gt_reduce_opts *defaults, gt_info **info,
                               gt_info *scratch)
{
  gt_status st;

  reduce_setup (opts, defaults, info, scratch);
  snprintf ((*info)->kernel, sizeof (*info)->kernel, "host");
  snprintf ((*info)->device, sizeof (*info)->device, "cpu");
  if ((st = check_backend_device ((*opts)->backend, (*opts)->device, NULL))
      != GT_OK)
    return st;
  if ((*opts)->backend != GT_BACKEND_CPU)
    return gt_fail (GT_ERR_NOT_SUPPORTED, "on the CUDA backend this form "
                    "runs on resident arrays (gputiled_device.h)");
  if (op != GT_REDUCE_MAX && op != GT_REDUCE_MIN)
    return gt_fail (GT_ERR_INVALID_ARG, "max or min only, not %d", (int) op);
  return GT_OK;
}

gt_status gt_reduce_cplx (gt_reduce_op op, gt_dtype dtype, size_t inner,
                          size_t len, size_t outer, const void *X, void *Y,
                          size_t *I, const gt_reduce_opts *opts,
                          gt_info *info)
{
  gt_reduce_opts defaults;
  gt_info scratch;
  const double t0 = gt_now_ms ();
  gt_status st;

  if ((st = minmax_begin (op, &opts, &defaults, &info, &scratch)) != GT_OK)
    return st;
  if (dtype != GT_SINGLE && dtype != GT_DOUBLE)
    return gt_fail (GT_ERR_INVALID_ARG, "unknown data type %d", (int) dtype);
  if ((st = reduce_sizes (op, 2 * gt_dtype_size (dtype), inner, len, outer,
                          X, Y, info)) != GT_OK)
    return st;
  st = gt_cpu_reduce_cplx (op == GT_REDUCE_MAX, dtype, inner, len, outer, X,
                           Y, I);
  info->kernel_ms = info->total_ms = gt_now_ms () - t0;
  return st;
}

gt_status gt_reduce_typed (gt_reduce_op op, gt_elem_type xt, size_t inner,
                           size_t len, size_t outer, const void *X, void *Y,
                           size_t *I, const gt_reduce_opts *opts,
                           gt_info *info)
{
  static const unsigned char esize[GT_ELEM_NTYPES] = { 8, 4, 1, 1, 2, 2, 4,
                                                       4, 8, 8 };
  gt_reduce_opts defaults;
  gt_info scratch;
  gt_status st;

  if ((st = reduce_open (op, &opts, &defaults, &info, &scratch)) != GT_OK)
    return st;
  if (opts->backend != GT_BACKEND_CPU)
    return gt_fail (GT_ERR_NOT_SUPPORTED, "on the CUDA backend convert X to "
                    "the reduction's type first (gt_reduce)");
  if ((unsigned) xt >= GT_ELEM_NTYPES)
    return gt_fail (GT_ERR_INVALID_ARG, "unknown element type %d", (int) xt);
  if ((st = reduce_sizes (op, esize[xt], inner, len, outer, X, Y, info))
      != GT_OK)
    return st;
  return gt_cpu_reduce_typed (op, xt, inner, len, outer, X, Y, I, info);
}

gt_status gt_minmax_pair (gt_reduce_op op, gt_pair_type t,
                          const gt_pair_shape *s, const void *A,
                          const void *B, void *Y, const gt_reduce_opts *opts,
                          gt_info *info)
{
  gt_reduce_opts defaults;
  gt_info scratch;
  const double t0 = gt_now_ms ();
  size_t n = 1;
  gt_status st;

  if ((st = minmax_begin (op, &opts, &defaults, &info, &scratch)) != GT_OK)
    return st;
  if ((unsigned) t >= GT_PAIR_NTYPES)
    return gt_fail (GT_ERR_INVALID_ARG, "unknown element type %d", (int) t);
  if (!s || s->ndims < 1 || s->ndims > GT_PAIR_MAXDIMS)
    return gt_fail (GT_ERR_INVALID_ARG, "a shape of 1 to %d dimensions",
                    GT_PAIR_MAXDIMS);
  for (int d = 0; d < s->ndims; d++)
    if (!gt_mul_size (n, s->dims[d], 1, &n))
      return gt_fail (GT_ERR_OUT_OF_MEMORY, "the result does not fit in "
                      "memory");
  if (n && (!A || !B || !Y))
    return gt_fail (GT_ERR_INVALID_ARG, "null array pointer");
  info->bytes = (double) n;
  st = gt_cpu_minmax_pair (op == GT_REDUCE_MAX, t, s, A, B, Y);
  info->kernel_ms = info->total_ms = gt_now_ms () - t0;
  return st;
}

gt_status gt_backend_ready (gt_backend backend, int device)
{
  int count = 0;
  const char *why = "";
  gt_status st;

  gt_clear_error ();
  if ((st = check_backend_device (backend, device, NULL)) != GT_OK
      || backend == GT_BACKEND_CPU)
    return st;
  gt_device_count (&count, &why);
  gt_clear_error ();
  if (count == 0)
    return gt_fail (GT_ERR_NO_DEVICE, "%s", why[0] ? why
                    : "no usable CUDA device");
  if (device >= count)
    return gt_fail (GT_ERR_BAD_DEVICE, "there is no CUDA device %d (%d "
                    "device%s, numbered from 0)", device, count,
                    count == 1 ? "" : "s");
  return GT_OK;
}
