/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * device_api.cu - the device-level API (gputiled_device.h): the planner and
 * the device dispatcher on operands that already live on the device.
 * Every call goes to the test-only host backend (host_device.cu) instead
 * while that is on.
 */
#include <stdio.h>
#include <string.h>

#include <unordered_map>

#include "gputiled_device.h"
#include "engine.h"
#include "../kernels/gemm_table.h"
#include "host_device.h"

namespace {

/* gt_dev_alloc's buffers not yet freed (gt_dev_live), with the bytes
   asked for. */
std::unordered_map<void *, size_t> live;
size_t live_bytes = 0;

gt_status ctx (gt_ctx_handle *h)
{
  double init_ms;
  return gt_ctx_get (-1, h, &init_ms);
}

void report (gt_dev_run *out, gt_gemm_kernel k, const gt_gemm_run &r)
{
  if (!out)
    return;
  memset (out, 0, sizeof *out);
  snprintf (out->kernel, sizeof out->kernel, "%s", gt_gemm_kernel_name (k));
  if (r.L.config)
    snprintf (out->config, sizeof out->config, "%s", r.L.config);
  out->splits = r.splits;
  out->grid[0] = r.L.grid.x, out->grid[1] = r.L.grid.y;
  out->grid[2] = r.L.grid.z;
  out->block[0] = r.L.block.x, out->block[1] = r.L.block.y;
  out->block[2] = r.L.block.z;
}

/* The plan for a device product (the context, then the planner). */
gt_status plan (gt_dtype dtype, size_t m, size_t n, size_t k, int a_cplx,
                int b_cplx, const gt_gemm_opts *opts, gt_ctx_handle *h,
                gt_plan *P)
{
  gt_status st;
  if (opts->backend != GT_BACKEND_CUDA)
    return gt_fail (GT_ERR_NOT_SUPPORTED, "device products run on CUDA");
  if ((st = ctx (h)) != GT_OK)
    return st;
  return gt_plan_device (h, dtype, m, n, k, a_cplx, b_cplx, opts->kernel,
                         opts->tile, P);
}

/* C = A * B as planned in P, on operands with these leading dimensions. */
gt_status planned_gemm (const gt_ctx_handle &h, gt_plan &P, size_t m,
                        size_t n, size_t k, const void *A, size_t lda,
                        const void *B, size_t ldb, void *C, size_t ldc,
                        const gt_gemm_opts *opts, gt_dev_run *out)
{
  gt_gemm_run run = {};
  void *T = NULL, *work = NULL;
  gt_status st;

  if (P.kernel == GT_GEMM_TILED
      && (st = gt_check_tiled (m, n, k, opts->tile)) != GT_OK)
    return st;
  P.mb = m, P.nb = n;
  P.lda = lda, P.ldb = ldb, P.ldc = ldc;
  if (P.compose == GT_COMPOSE_SPLIT)
    P.ldbs = gt_round_up (k, P.align), P.ldcs = gt_round_up (m, P.align);
  if (P.path != GT_PATH_EMPTY && P.compose == GT_COMPOSE_EXPAND)
    {
      /* T's even columns are A's: copied there, the rest filled. */
      P.lda = gt_round_up (2 * m, P.align);
      if ((st = gt_dev_get (&T, P.lda * 2 * k * P.es, "the composed A"))
          != GT_OK)
        return st;
      if (k)
        {
          const cudaError_t e = cudaMemcpy2DAsync (
              T, 2 * P.lda * P.es, A, lda * P.es, 2 * m * P.es, k,
              cudaMemcpyDeviceToDevice, h.stream);
          if (e != cudaSuccess)
            {
              gt_dev_put (T);
              return gt_cuda_fail (e, "composing A");
            }
        }
    }
  if ((st = gt_dev_get (&work, gt_plan_work_bytes (&P, m, n),
                        "the parts of B and C")) == GT_OK)
    st = gt_dispatch_tile (&P, m, n, T ? T : (void *) A, B, C, work, 1,
                           h.stream, &run);
  gt_dev_put (T);
  gt_dev_put (work);
  if (st == GT_OK)
    report (out, run.kernel, run);
  return st;
}

} // namespace

gt_status gt_dev_open (int device)
{
  double init_ms;
  gt_ctx_handle h;
  if (gt_dev_host_backend ())
    return gt_host_open (device);
  gt_clear_error ();
  return gt_ctx_get (device, &h, &init_ms);
}

void *gt_dev_stream (void)
{
  gt_ctx_handle h;
  if (gt_dev_host_backend ())
    return gt_host_stream ();
  return ctx (&h) == GT_OK ? (void *) h.stream : NULL;
}

gt_status gt_dev_sync (void)
{
  gt_ctx_handle h;
  if (gt_dev_host_backend ())
    {
      gt_clear_error ();
      return GT_OK;
    }
  gt_status st = ctx (&h);
  cudaError_t e;
  if (st != GT_OK)
    return st;
  e = cudaStreamSynchronize (h.stream);
  return e == cudaSuccess ? GT_OK : gt_cuda_fail (e, "running the stream");
}

gt_status gt_dev_alloc (void **p, size_t bytes)
{
  gt_ctx_handle h;
  if (gt_dev_host_backend ())
    {
      gt_clear_error ();
      return gt_host_alloc (p, bytes, 1, "a device buffer");
    }
  gt_clear_error ();
  *p = NULL;
  gt_status st = ctx (&h);
  if (st == GT_OK && (st = gt_dev_get (p, bytes, "a device buffer")) == GT_OK)
    gt_dev_live_add (*p, bytes);
  return st;
}

void gt_dev_free (void *p)
{
  if (gt_dev_host_backend ())
    {
      gt_host_free (p, 1);
      return;
    }
  const auto it = live.find (p);
  if (!p || it == live.end ())
    return; /* not ours, or from before a reset */
  live_bytes -= it->second;
  live.erase (it);
  gt_dev_put (p);
}

void gt_dev_live_add (void *p, size_t bytes)
{
  if (!p)
    return;
  live[p] = bytes;
  live_bytes += bytes;
}

void gt_dev_live_clear (void)
{
  live.clear ();
  live_bytes = 0;
}

void gt_dev_live (size_t *count, size_t *bytes)
{
  if (gt_dev_host_backend ())
    {
      gt_host_live (count, bytes);
      return;
    }
  if (count)
    *count = live.size ();
  if (bytes)
    *bytes = live_bytes;
}

gt_status gt_dev_gemm (gt_dtype dtype, size_t m, size_t n, size_t k,
                       const void *A, int a_cplx, size_t lda,
                       const void *B, int b_cplx, size_t ldb,
                       void *C, size_t ldc, const gt_gemm_opts *opts,
                       gt_dev_run *out)
{
  gt_gemm_opts def;
  gt_ctx_handle h;
  gt_plan P;
  gt_status st;

  if (gt_dev_host_backend ())
    return gt_host_gemm (dtype, m, n, k, A, a_cplx, lda, B, b_cplx, ldb, C,
                         ldc, opts, out);
  gt_clear_error ();
  if (!opts)
    gt_gemm_opts_default (&def), opts = &def;
  if ((st = plan (dtype, m, n, k, a_cplx, b_cplx, opts, &h, &P)) != GT_OK)
    return st;
  return planned_gemm (h, P, m, n, k, A, lda, B, ldb, C, ldc, opts, out);
}

gt_status gt_dev_matmul (gt_dtype dtype, size_t m, size_t n, size_t k,
                         const void *A, int a_cplx, const void *B,
                         int b_cplx, void *C, const gt_gemm_opts *opts,
                         gt_dev_run *out)
{
  gt_gemm_opts def;
  gt_ctx_handle h;
  gt_plan P;
  void *pa = NULL, *pb = NULL, *pc = NULL;
  gt_status st;

  if (gt_dev_host_backend ())
    return gt_host_matmul (dtype, m, n, k, A, a_cplx, B, b_cplx, C, opts,
                           out);
  gt_clear_error ();
  if (!opts)
    gt_gemm_opts_default (&def), opts = &def;
  if ((st = plan (dtype, m, n, k, a_cplx, b_cplx, opts, &h, &P)) != GT_OK)
    return st;
  const size_t es = gt_dtype_size (dtype);
  const size_t ra = a_cplx ? 2 : 1, rb = b_cplx ? 2 : 1;
  const size_t rc = (a_cplx || b_cplx) ? 2 : 1, al = P.align;
  if (al <= 1 || m == 0 || n == 0 || k == 0
      || ((ra * m) % al == 0 && (rb * k) % al == 0 && (rc * m) % al == 0))
    return planned_gemm (h, P, m, n, k, A, ra * m, B, rb * k, C, rc * m,
                         opts, out);

  /* The fast kernels read whole aligned columns: copies padded with
     zeros. */
  const size_t lda = gt_round_up (ra * m, al), ldb = gt_round_up (rb * k, al);
  const size_t ldc = gt_round_up (rc * m, al);
  if ((st = gt_dev_get (&pa, lda * k * es, "a padded A")) != GT_OK
      || (st = gt_dev_get (&pb, ldb * n * es, "a padded B")) != GT_OK
      || (st = gt_dev_get (&pc, ldc * n * es, "a padded C")) != GT_OK)
    goto done;
  {
    cudaError_t e = cudaMemsetAsync (pa, 0, lda * k * es, h.stream);
    if (e == cudaSuccess)
      e = cudaMemsetAsync (pb, 0, ldb * n * es, h.stream);
    if (e == cudaSuccess)
      e = cudaMemcpy2DAsync (pa, lda * es, A, ra * m * es, ra * m * es, k,
                             cudaMemcpyDeviceToDevice, h.stream);
    if (e == cudaSuccess)
      e = cudaMemcpy2DAsync (pb, ldb * es, B, rb * k * es, rb * k * es, n,
                             cudaMemcpyDeviceToDevice, h.stream);
    if (e != cudaSuccess)
      {
        st = gt_cuda_fail (e, "padding the operands");
        goto done;
      }
  }
  if ((st = planned_gemm (h, P, m, n, k, pa, lda, pb, ldb, pc, ldc, opts,
                          out)) != GT_OK)
    goto done;
  {
    const cudaError_t e = cudaMemcpy2DAsync (
        C, rc * m * es, pc, ldc * es, rc * m * es, n,
        cudaMemcpyDeviceToDevice, h.stream);
    if (e != cudaSuccess)
      st = gt_cuda_fail (e, "unpadding the product");
  }
done:
  gt_dev_put (pa);
  gt_dev_put (pb);
  gt_dev_put (pc);
  return st;
}

gt_status gt_dev_reduce (gt_reduce_op op, gt_dtype dtype, size_t inner,
                         size_t len, size_t outer, const void *X, void *Y,
                         size_t *I, gt_reduce_kernel kernel, gt_dev_run *out)
{
  gt_ctx_handle h;
  gt_reduce_args a;
  gt_launch L = {};
  void *scratch = NULL;
  gt_status st;

  if (gt_dev_host_backend ())
    return gt_host_reduce (op, dtype, inner, len, outer, X, Y, I, kernel,
                           out);
  gt_clear_error ();
  if ((unsigned) kernel >= GT_REDUCE_NKERNELS)
    return gt_fail (GT_ERR_INVALID_ARG, "unknown kernel %d", (int) kernel);
  if ((st = ctx (&h)) != GT_OK)
    return st;
  memset (&a, 0, sizeof a);
  a.op = op, a.dtype = dtype;
  a.inner = inner, a.len = len, a.outer = outer;
  a.X = X, a.Y = Y, a.I = I;
  a.scratch_bytes = gt_reduce_scratch_bytes (kernel, dtype, inner, len,
                                             outer);
  if ((st = gt_dev_get (&scratch, a.scratch_bytes, "partial results"))
      != GT_OK)
    return st;
  a.scratch = scratch;
  st = gt_dispatch_reduce (kernel, &a, h.stream, &L);
  gt_dev_put (scratch);
  if (st == GT_OK && out)
    {
      memset (out, 0, sizeof *out);
      snprintf (out->kernel, sizeof out->kernel, "%s",
                gt_reduce_kernel_name (kernel));
      out->splits = 1;
      out->grid[0] = L.grid.x, out->grid[1] = L.grid.y;
      out->grid[2] = L.grid.z;
      out->block[0] = L.block.x, out->block[1] = L.block.y;
      out->block[2] = L.block.z;
    }
  return st;
}

int gt_dev_variants (gt_gemm_kernel kernel)
{
  const gt_gemm_ops *ops = gt_gemm_ops_of (kernel);
  return ops && ops->variants ? ops->variants () : 0;
}

const char *gt_dev_variant_name (gt_gemm_kernel kernel, int v)
{
  const gt_gemm_ops *ops = gt_gemm_ops_of (kernel);
  return ops && ops->variant_name ? ops->variant_name (v) : NULL;
}
