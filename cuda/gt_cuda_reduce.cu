/*
 * gt_cuda_reduce.cu - the CUDA backend of gt_reduce: the one reduction
 * dispatcher.
 *
 * Like the GEMM dispatcher in gt_cuda.cu (whose context it shares through
 * gt_ctx_get): it owns device memory (released on every path), the copies,
 * the CUDA events of the timing breakdown and error collection; kernels are
 * reached only through the launcher table, by gt_reduce_device, which the
 * benchmark (bench/reduce_bench.cu) calls on device-resident data too.
 */
#include <stdio.h>
#include <string.h>

#include "gt_memory.h"
#include "reduce_device.cuh"

/* One launcher per gt_reduce_kernel value, in enum order. */
static const gt_reduce_launcher reduce_launchers[GT_REDUCE_NKERNELS] = {
  gt_launch_reduce_interleaved, /* GT_REDUCE_INTERLEAVED */
  gt_launch_reduce_sequential,  /* GT_REDUCE_SEQUENTIAL  */
  gt_launch_reduce_fast,        /* GT_REDUCE_FAST        */
};

size_t gt_reduce_scratch_bytes (gt_reduce_kernel k, gt_dtype t, size_t inner,
                                size_t len, size_t outer)
{
  size_t first;
  if (k == GT_REDUCE_FAST)
    return gt_reduce_fast_scratch (gt_dtype_size (t), inner, len, outer);
  return gt_classroom_scratch (inner, len, outer, &first);
}

gt_status gt_reduce_device (gt_reduce_kernel k, const gt_reduce_args *a,
                            cudaStream_t stream, gt_launch *L)
{
  if ((unsigned) k >= GT_REDUCE_NKERNELS)
    return gt_fail (GT_ERR_INVALID_ARG, "unknown kernel %d", (int) k);
  if (a->len == 0 || a->inner * a->outer == 0 || !a->X || !a->Y)
    return gt_fail (GT_ERR_INVALID_ARG, "empty reduction or null pointer");
  if (a->scratch_bytes < gt_reduce_scratch_bytes (k, a->dtype, a->inner,
                                                  a->len, a->outer))
    return gt_fail (GT_ERR_INVALID_ARG, "scratch too small for the %s "
                    "kernel", gt_reduce_kernel_name (k));
  return reduce_launchers[k] (a, stream, L);
}

gt_status gt_cuda_reduce (gt_reduce_op op, gt_dtype dtype, size_t inner,
                          size_t len, size_t outer, const void *X, void *Y,
                          size_t *I, const gt_reduce_opts *opts,
                          gt_info *info)
{
  const double t0 = gt_now_ms ();
  const size_t es = gt_dtype_size (dtype), nout = inner * outer;
  const size_t n = nout * len;
  void *dX = NULL, *dY = NULL, *dS = NULL;
  size_t *dI = NULL;
  gt_reduce_args args;
  gt_ctx_handle h;
  gt_launch L = {}; /* config NULL until a launcher names one */
  gt_status st;
  double init_ms = 0;

  if ((st = gt_ctx_get (opts->device, &h, &init_ms)) != GT_OK)
    return st;
  info->init_ms = init_ms;
  snprintf (info->device, sizeof info->device, "%s", h.name);
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
  args.scratch_bytes = gt_reduce_scratch_bytes (opts->kernel, dtype, inner,
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

  CU_TRY (cudaEventRecord (h.ev[EV_START], h.stream), "cudaEventRecord");
  /* Through the pinned staging ring, on the copy threads. */
  if ((st = gt_h2d_matrix (dX, n, X, n, 1, es, h.stream)) != GT_OK)
    goto done;
  CU_TRY (cudaEventRecord (h.ev[EV_H2D], h.stream), "cudaEventRecord");
  if ((st = gt_reduce_device (opts->kernel, &args, h.stream, &L)) != GT_OK)
    goto done;
  gt_fill_launch (info, &L);
  CU_TRY (gt_launch_error (h.stream), "launching the kernel");
  CU_TRY (cudaEventRecord (h.ev[EV_KERNEL], h.stream), "cudaEventRecord");
  CU_TRY (cudaEventSynchronize (h.ev[EV_KERNEL]), "running the kernel");
  {
    /* The copy back ends with host copies out of the staging buffers,
       which events cannot see: time it on the host. */
    const double t_d2h = gt_now_ms ();
    if ((st = gt_d2h_matrix (Y, dY, nout, nout, 1, es, h.stream)) != GT_OK
        || (dI && (st = gt_d2h_matrix (I, dI, nout, nout, 1, sizeof (size_t),
                                       h.stream)) != GT_OK))
      goto done;
    info->d2h_ms = gt_now_ms () - t_d2h;
  }
  info->h2d_ms = gt_ev_ms (EV_START, EV_H2D);
  info->kernel_ms = gt_ev_ms (EV_H2D, EV_KERNEL);

done:
  if (st != GT_OK)
    cudaStreamSynchronize (h.stream); /* no kernel may outlive its buffers */
  gt_dev_put (dX);
  gt_dev_put (dY);
  gt_dev_put (dS);
  gt_dev_put (dI);
  (void) cudaGetLastError ();
  info->total_ms = gt_now_ms () - t0 - init_ms;
  return st;
}
