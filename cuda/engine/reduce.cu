/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * reduce.cu - the engine's reductions on one device (gt_reduce_part: the
 * backend's entry, backend.cu, and the spread over several devices,
 * multi.cu, call it) and the bandwidth experiments.
 *
 * A reduction is one plan for the staging engine: X uploaded through the
 * pinned ring, the reduction launched (dispatch.cu), Y (and the indices
 * of max and min) downloaded.  The bandwidth experiments run on device
 * memory alone: nothing crosses the link.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine.h"
#include "stage.h"

namespace {

/* Launch 0 reduces and downloads Y; launch 1 (max and min with indices)
   only downloads I. */
class ReduceRun : public Stager
{
public:
  gt_launch L;

  ReduceRun (const gt_ctx_handle &h, gt_reduce_kernel k,
             const gt_reduce_args &a, const Region &y, const Region &i)
    : Stager (h.stream, h.stream, h.stream), L (), kern (k), args (a),
      ry (y), ri (i)
  {
  }

protected:
  bool launch (size_t t, cudaStream_t s, Region *out) override
  {
    if (t == 1)
      {
        *out = ri;
        return true;
      }
    const gt_status s2 = gt_dispatch_reduce (kern, &args, s, &L);
    if (s2 != GT_OK)
      {
        if (st == GT_OK)
          st = s2;
        return false;
      }
    *out = ry;
    return true;
  }

private:
  gt_reduce_kernel kern;
  gt_reduce_args args;
  Region ry, ri;
};

} // namespace

gt_status gt_reduce_part (const gt_ctx_handle *hp, gt_reduce_op op,
                          gt_dtype dtype, size_t inner, size_t len,
                          size_t outer, const void *X, void *Y, size_t *I,
                          gt_reduce_kernel kernel, gt_info *info)
{
  const gt_ctx_handle &h = *hp;
  const size_t es = gt_dtype_size (dtype), nout = inner * outer;
  const size_t n = nout * len;
  void *dX = NULL, *dY = NULL, *dS = NULL;
  size_t *dI = NULL;
  gt_reduce_args args;
  gt_status st = GT_OK;

  if (nout == 0)
    goto done; /* an empty result */
  if (len == 0)
    {
      memset (Y, 0, nout * es); /* a sum of nothing: +0 */
      goto done;
    }

  args.op = op;
  args.dtype = dtype;
  args.inner = inner, args.len = len, args.outer = outer;
  args.scratch_bytes = gt_reduce_scratch_bytes (kernel, dtype, inner,
                                                len, outer);
  (void) cudaGetLastError ();
  if ((st = gt_dev_get (&dX, n * es, "X")) != GT_OK
      || (st = gt_dev_get (&dY, nout * es, "the result")) != GT_OK
      || (st = gt_dev_get (&dS, args.scratch_bytes, "partial results"))
         != GT_OK)
    goto done;
  if (I && op != GT_REDUCE_SUM
      && (st = gt_dev_get ((void **) &dI, nout * sizeof (size_t),
                           "the indices")) != GT_OK)
    goto done;
  args.X = dX, args.Y = dY, args.I = dI, args.scratch = dS;

  {
    const Region ry = { (char *) Y, nout * es, (char *) dY, nout * es,
                        nout * es, 1 };
    const Region ri = { (char *) I, nout * sizeof (size_t), (char *) dI,
                        nout * sizeof (size_t), nout * sizeof (size_t), 1 };
    ReduceRun R (h, kernel, args, ry, ri);
    /* Through the pinned staging ring, on the copy threads. */
    R.add_upload (Region{ (char *) X, n * es, (char *) dX, n * es, n * es,
                          1 });
    R.add_launch ();
    if (dI)
      R.add_launch ();
    if (!gt_plan_small_transfer ((double) n * es))
      gt_host_quiet_blas ();
    if (!R.drive ())
      {
        st = R.st;
        R.quiesce (); /* no kernel may outlive its buffers */
        goto done;
      }
    gt_fill_launch (info, &R.L);
    info->staging_ms = R.staging_ms ();
    info->h2d_ms = R.h2d_ms ();
    info->kernel_ms = R.kernel_ms ();
    info->d2h_ms = R.d2h_ms ();
  }

done:
  gt_dev_put (dX);
  gt_dev_put (dY);
  gt_dev_put (dS);
  gt_dev_put (dI);
  (void) cudaGetLastError ();
  return st;
}

/* ------------------------------------------------------------------ */
/* Bandwidth experiments (kernels in bandwidth.cu)                     */

static int cmp_float (const void *a, const void *b)
{
  const float x = *(const float *) a, y = *(const float *) b;
  return (x > y) - (x < y);
}

gt_status gt_cuda_bandwidth (gt_bandwidth_kind kind, gt_dtype dtype,
                             size_t n, int param, int reps,
                             const gt_gemm_opts *opts,
                             gt_bandwidth_result *res)
{
  const size_t es = gt_dtype_size (dtype);
  /* Checked by gt_bandwidth: no overflow, 0 <= param <= GT_BW_MAX_PARAM,
     param >= 1 for the stride, 1 <= reps <= GT_BW_MAX_REPS. */
  const size_t elems = (kind == GT_BW_OFFSET) ? n + (size_t) param : n;
  const size_t count = (kind == GT_BW_STRIDE) ? (n - 1) / (size_t) param + 1
                                              : n;
  float t[GT_BW_MAX_REPS];
  void *da = NULL, *db = NULL;
  gt_launch L = {}; /* config NULL until a launcher names one */
  gt_status st;
  gt_ctx_handle h;
  double init_ms = 0;

  if ((st = gt_ctx_get (opts->device, &h, &init_ms)) != GT_OK)
    return st;
  res->init_ms = init_ms;
  snprintf (res->device, sizeof res->device, "%s", h.name);

  (void) cudaGetLastError ();
  if ((st = gt_dev_get (&da, elems * es, "the array")) != GT_OK)
    goto done;
  if (kind == GT_BW_COPY
      && (st = gt_dev_get (&db, n * es, "the copy of the array")) != GT_OK)
    goto done;
  res->allocated = elems * es + (db ? n * es : 0);
  CU_TRY (cudaMemsetAsync (da, 0, elems * es, h.stream), "cudaMemsetAsync");

  for (int r = -1; r < reps; r++) /* r = -1: the untimed warm-up */
    {
      CU_TRY (cudaEventRecord (h.ev[EV_START], h.stream),
              "cudaEventRecord");
      if (kind == GT_BW_COPY)
        CU_TRY (cudaMemcpyAsync (db, da, n * es, cudaMemcpyDeviceToDevice,
                                 h.stream), "the device-to-device copy");
      else
        {
          st = gt_dispatch_bandwidth (kind, dtype, da, count, param,
                                      h.stream, &L);
          if (st != GT_OK)
            goto done;
        }
      CU_TRY (cudaEventRecord (h.ev[EV_KERNEL], h.stream),
              "cudaEventRecord");
      CU_TRY (cudaEventSynchronize (h.ev[EV_KERNEL]), "running the kernel");
      if (r >= 0)
        CU_TRY (cudaEventElapsedTime (&t[r], h.ev[EV_START],
                                      h.ev[EV_KERNEL]),
                "cudaEventElapsedTime");
    }

  qsort (t, (size_t) reps, sizeof t[0], cmp_float);
  res->ms = (reps % 2) ? t[reps / 2] : 0.5 * ((double) t[reps / 2 - 1]
                                              + (double) t[reps / 2]);
  res->ms_min = t[0];
  res->ms_max = t[reps - 1];
  res->touched = count;
  res->bytes = 2.0 * (double) count * (double) es;
  res->gbps = res->ms > 0 ? res->bytes / (res->ms * 1e6) : 0;
  if (kind != GT_BW_COPY)
    {
      res->grid[0] = L.grid.x, res->grid[1] = L.grid.y, res->grid[2] = L.grid.z;
      res->block[0] = L.block.x, res->block[1] = L.block.y;
      res->block[2] = L.block.z;
    }

done:
  if (st != GT_OK)
    cudaStreamSynchronize (h.stream); /* no kernel may outlive its buffers */
  gt_dev_put (da);
  gt_dev_put (db);
  (void) cudaGetLastError ();
  return st;
}

