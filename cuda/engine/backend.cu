/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * backend.cu - the CUDA backend's entry points for products, scaling and
 * reductions (called by the front door, api/, with arguments checked): the
 * context, ONE plan (planner.cu), the engine (product.cu, reduce.cu, or
 * multi.cu across devices), and what happened in INFO.
 */
#include <stdio.h>
#include <string.h>

#include "engine.h"
#include "../base/gemm_desc.h"

namespace {

/* The context of the first of OPTS' devices (a call spread over several
   devices is multi.cu's); WORK: its share, all of it.  The first of a
   list of several does not become the primary device: the calling thread
   is bound to it until finish. */
gt_status begin (const gt_gemm_opts *opts, gt_ctx_handle *h, gt_info *info,
                 size_t work)
{
  int ndev = 1, dev[GT_MAX_DEVICES];
  double init_ms = 0;
  gt_status st = gt_resolve_devices (opts->device, &opts->devices, &ndev,
                                     dev);
  if (st == GT_OK)
    st = gt_ctx_first (ndev, dev, h, &init_ms);
  if (st != GT_OK)
    return st;
  info->init_ms = init_ms;
  snprintf (info->device, sizeof info->device, "%s", h->name);
  info->ndevices = 1;
  info->dev_index[0] = h->device;
  info->dev_work[0] = work;
  return GT_OK;
}

void finish (gt_info *info, double t0)
{
  gt_ctx_bind (-1);
  info->total_ms = gt_now_ms () - t0 - info->init_ms;
  if (info->total_ms > 0)
    {
      const double busy = info->staging_ms + info->h2d_ms + info->kernel_ms
                          + info->d2h_ms;
      info->overlap_ms = busy > info->total_ms ? busy - info->total_ms : 0;
    }
}

/* The fast kernels' tiles are in info->config: no tile. */
void tiles_only (gt_info *info)
{
  for (int k = 0; k < GT_GEMM_AUTO; k++)
    {
      const gt_gemm_desc *d = gt_gemm_describe ((gt_gemm_kernel) k);
      if (d->classroom && strcmp (info->kernel, d->name) == 0)
        return;
    }
  info->tile = 0;
}

gt_status product (gt_dtype dtype, size_t m, size_t n, size_t k,
                   const void *A, int a_cplx, const void *B, int b_cplx,
                   void *C, const gt_gemm_opts *opts, gt_info *info)
{
  const double t0 = gt_now_ms ();
  int ndev = 1, dev[GT_MAX_DEVICES];
  gt_ctx_handle h;
  gt_plan P;
  gt_status st;

  if ((st = gt_resolve_devices (opts->device, &opts->devices, &ndev, dev))
      != GT_OK)
    return st;
  if (ndev > 1)
    {
      st = gt_multi_product (ndev, dev, dtype, m, n, k, A, a_cplx, B, b_cplx,
                             C, opts, info);
      tiles_only (info);
      finish (info, t0);
      return st;
    }
  if ((st = begin (opts, &h, info, n)) != GT_OK
      || (st = gt_plan_product (&h, dtype, m, n, k, a_cplx, b_cplx,
                                opts->kernel, opts->tile, &P)) != GT_OK)
    return st;
  snprintf (info->kernel, sizeof info->kernel, "%s",
            gt_gemm_kernel_name (P.kernel));
  tiles_only (info);
  st = gt_engine_product (&h, &P, A, B, C, info);
  (void) cudaGetLastError ();
  finish (info, t0);
  return st;
}

} // namespace

gt_status gt_cuda_gemm (gt_dtype dtype, size_t m, size_t n, size_t k,
                        const void *A, const void *B, void *C,
                        const gt_gemm_opts *opts, gt_info *info)
{
  return product (dtype, m, n, k, A, 0, B, 0, C, opts, info);
}

gt_status gt_cuda_gemm_complex (gt_dtype dtype, size_t m, size_t n, size_t k,
                                const void *A, int a_cplx, const void *B,
                                int b_cplx, void *C, const gt_gemm_opts *opts,
                                gt_info *info)
{
  return product (dtype, m, n, k, A, a_cplx, B, b_cplx, C, opts, info);
}

gt_status gt_cuda_scale (gt_dtype dtype, size_t n, double alpha,
                         const void *X, void *Y, const gt_gemm_opts *opts,
                         gt_info *info)
{
  const double t0 = gt_now_ms ();
  gt_ctx_handle h;
  gt_status st = begin (opts, &h, info, n);
  if (st != GT_OK)
    return st;
  st = gt_engine_scale (&h, dtype, n, alpha, 0, 0, X, 0, Y, info);
  finish (info, t0);
  return st;
}

gt_status gt_cuda_scale_complex (gt_dtype dtype, size_t n, double alpha_re,
                                 double alpha_im, const void *X, int x_cplx,
                                 void *Y, const gt_gemm_opts *opts,
                                 gt_info *info)
{
  const double t0 = gt_now_ms ();
  gt_ctx_handle h;
  gt_status st = begin (opts, &h, info, n);
  if (st != GT_OK)
    return st;
  st = gt_engine_scale (&h, dtype, n, alpha_re, alpha_im, 1, X, x_cplx, Y,
                        info);
  finish (info, t0);
  return st;
}

/* A reduction on one device (reduce.cu), or spread over several
   (multi.cu) where the planner says it pays. */
gt_status gt_cuda_reduce (gt_reduce_op op, gt_dtype dtype, size_t inner,
                          size_t len, size_t outer, const void *X, void *Y,
                          size_t *I, const gt_reduce_opts *opts,
                          gt_info *info)
{
  const double t0 = gt_now_ms ();
  const size_t es = gt_dtype_size (dtype);
  int ndev = 1, dev[GT_MAX_DEVICES];
  gt_ctx_handle h;
  gt_status st;
  double init_ms = 0;

  if ((st = gt_resolve_devices (opts->device, &opts->devices, &ndev, dev))
      != GT_OK)
    return st;
  if (ndev > 1 && inner * outer > 0
      && gt_plan_reduce_spread ((double) inner * len * outer * es, ndev))
    st = gt_multi_reduce (ndev, dev, op, dtype, inner, len, outer, X, Y, I,
                          opts, info);
  else if ((st = gt_ctx_first (ndev, dev, &h, &init_ms)) == GT_OK)
    {
      info->init_ms = init_ms;
      snprintf (info->device, sizeof info->device, "%s", h.name);
      info->ndevices = 1;
      info->dev_index[0] = h.device;
      info->dev_work[0] = len;
      st = gt_reduce_part (&h, op, dtype, inner, len, outer, X, Y, I,
                           opts->kernel, info);
      gt_ctx_bind (-1);
    }
  info->total_ms = gt_now_ms () - t0 - info->init_ms;
  return st;
}
