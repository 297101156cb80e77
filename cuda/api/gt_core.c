/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gt_core.c - the front door's real products, scaling, bandwidth experiments
 * and reductions (gputiled.h): argument checks and routing to a backend,
 * the CPU references (cpu/) or the engine (engine/backend.cu,
 * engine/reduce.cu).  The error detail, the names and the clock it uses
 * are the leaf's (base/).  Plain C.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "gt_internal.h"
#include "gputiled_device.h"

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
  if ((st = gt_check_reduce_kernel ((*opts)->kernel)) != GT_OK)
    return st;
  snprintf ((*info)->kernel, sizeof (*info)->kernel, "%s",
            gt_reduce_kernel_name ((*opts)->kernel));
  if ((st = check_backend_device ((*opts)->backend, (*opts)->device,
                                  &(*opts)->devices)) != GT_OK)
    return st;
  return gt_check_reduce_op (op);
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
  const gt_status st = gt_check_reduce_len (op, len, nout);
  if (st != GT_OK)
    return st;
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
