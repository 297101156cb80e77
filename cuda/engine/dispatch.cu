/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * dispatch.cu - the device dispatcher: the launchers (the GEMM kernels'
 * from their table, kernels/gemm_table.cu), and each
 * launch of a plan on device buffers: split-K's workspace and the ordered
 * sum of its slices, the composition of complex operands around a real
 * product, the check of every launch.  Kernels are reached only from here.
 */
#include <stdio.h>

#include "engine.h"
#include "../kernels/gemm_table.h"

static const gt_reduce_launcher reduce_launchers[GT_REDUCE_NKERNELS] = {
  gt_launch_reduce_interleaved, /* GT_REDUCE_INTERLEAVED */
  gt_launch_reduce_sequential,  /* GT_REDUCE_SEQUENTIAL  */
  gt_launch_reduce_fast,        /* GT_REDUCE_FAST        */
};

static gt_status checked (cudaStream_t s, const char *what)
{
  const cudaError_t e = gt_launch_error (s);
  return e == cudaSuccess ? GT_OK : gt_cuda_fail (e, what);
}

gt_status gt_dispatch_gemm (const gt_plan *P, size_t m, size_t n, size_t k,
                            const void *dA, size_t lda, const void *dB,
                            size_t ldb, void *dC, size_t ldc,
                            cudaStream_t s, gt_gemm_run *run)
{
  /* the kernel's launcher (kernels/gemm_table.cu); none for "auto",
     which the planner resolves */
  const gt_gemm_ops *ops = gt_gemm_ops_of (P->kernel);
  const gt_gemm_launcher launch = ops ? ops->launch : NULL;
  gt_gemm_args args;
  size_t kslice = k, w_b = 0;
  void *dW = NULL;
  int splits = P->splits;
  gt_status st = GT_OK;

  run->kernel = P->kernel;
  run->splits = 1;
  run->L.config = NULL;
  if (m == 0 || n == 0)
    return GT_OK;
  if (!launch)
    return gt_fail (GT_ERR_INVALID_ARG, "internal: unresolved kernel");
  if (P->pitched && (lda % 32 || ldb % 32))
    return gt_fail (GT_ERR_INVALID_ARG, "internal: unpitched operands for "
                    "the '%s' kernel", gt_gemm_kernel_name (P->kernel));
  if (splits > 1)
    {
      kslice = P->kslice;
      if (!gt_mul_size (ldc * n, (size_t) splits, P->es, &w_b))
        return gt_fail (GT_ERR_OUT_OF_MEMORY, "split-K workspace too large");
      if (cudaMallocAsync (&dW, w_b, s) != cudaSuccess)
        {
          (void) cudaGetLastError ();
          splits = 1, kslice = k, dW = NULL; /* no room: run unsplit */
        }
    }

  args.dtype = P->dtype;
  args.m = m, args.n = n, args.k = k;
  args.A = dA, args.lda = lda;
  args.B = dB, args.ldb = ldb;
  args.C = splits > 1 ? dW : dC, args.ldc = ldc;
  args.tile = P->tile;
  args.splits = splits;
  args.kslice = kslice;
  args.split_stride = splits > 1 ? ldc * n : 0;
  args.variant = P->variant;
  if ((st = launch (&args, s, &run->L)) != GT_OK
      || (st = checked (s, "launching the kernel")) != GT_OK)
    goto done;
  if (splits > 1
      && ((st = gt_launch_splitk_sum (P->dtype, m, n, splits, dW, ldc,
                                      ldc * n, dC, ldc, s)) != GT_OK
          || (st = checked (s, "launching the split-K sum")) != GT_OK))
    goto done;
  run->splits = splits;
done:
  if (dW)
    cudaFreeAsync (dW, s);
  return st;
}

gt_status gt_dispatch_tile (const gt_plan *P, size_t mi, size_t nj,
                            void *dA, const void *dB, void *dC, void *work,
                            int fill_a, cudaStream_t s, gt_gemm_run *run)
{
  const size_t k = P->k;
  gt_status st;

  switch (P->compose)
    {
    case GT_COMPOSE_REAL:
      return gt_dispatch_gemm (P, P->ra * mi, nj, k, dA, P->lda, dB, P->ldb,
                               dC, P->ldc, s, run);
    case GT_COMPOSE_EXPAND:
      if (fill_a && mi && nj
          && ((st = gt_launch_complex_expand_inplace (P->dtype, mi, k, dA,
                                                      P->lda, s)) != GT_OK
              || (st = checked (s, "launching the complex expansion"))
                     != GT_OK))
        return st;
      return gt_dispatch_gemm (P, 2 * mi, nj, 2 * k, dA, P->lda, dB, P->ldb,
                               dC, P->ldc, s, run);
    case GT_COMPOSE_SPLIT:
      {
        char *bs = (char *) work, *cs = bs + P->ldbs * 2 * nj * P->es;
        if (mi == 0 || nj == 0)
          return gt_dispatch_gemm (P, mi, 2 * nj, k, dA, P->lda, bs, P->ldbs,
                                   cs, P->ldcs, s, run);
        if ((st = gt_launch_complex_split (P->dtype, k, nj, dB, P->ldb, bs,
                                           P->ldbs, s)) != GT_OK
            || (st = checked (s, "launching the complex split")) != GT_OK
            || (st = gt_dispatch_gemm (P, mi, 2 * nj, k, dA, P->lda, bs,
                                       P->ldbs, cs, P->ldcs, s, run))
                   != GT_OK
            || (st = gt_launch_complex_merge (P->dtype, mi, nj, cs, P->ldcs,
                                              dC, P->ldc, s)) != GT_OK)
          return st;
        return checked (s, "launching the complex merge");
      }
    case GT_COMPOSE_ZGEMM:
      run->kernel = GT_GEMM_CUBLAS;
      run->splits = 1;
      run->L = gt_launch ();
      if (mi == 0 || nj == 0)
        return GT_OK;
      if ((st = gt_cublas_gemm_complex (P->dtype, mi, nj, k, dA, P->lda / 2,
                                        dB, P->ldb / 2, dC, P->ldc / 2, s))
          != GT_OK)
        return st;
      return checked (s, "launching cuBLAS");
    }
  return gt_fail (GT_ERR_INVALID_ARG, "internal: unknown composition");
}

gt_status gt_dispatch_reduce (gt_reduce_kernel k, const gt_reduce_args *a,
                              cudaStream_t stream, gt_launch *L)
{
  gt_status st;
  if ((unsigned) k >= GT_REDUCE_NKERNELS)
    return gt_fail (GT_ERR_INVALID_ARG, "unknown kernel %d", (int) k);
  if (a->len == 0 || a->inner * a->outer == 0 || !a->X || !a->Y)
    return gt_fail (GT_ERR_INVALID_ARG, "empty reduction or null pointer");
  if (a->scratch_bytes < gt_reduce_scratch_bytes (k, a->dtype, a->inner,
                                                  a->len, a->outer))
    return gt_fail (GT_ERR_INVALID_ARG, "scratch too small for the %s "
                    "kernel", gt_reduce_kernel_name (k));
  if ((st = reduce_launchers[k] (a, stream, L)) != GT_OK)
    return st;
  return checked (stream, "launching the kernel");
}

gt_status gt_dispatch_scale (gt_dtype dtype, size_t n, double ar, double ai,
                             int cplx, const void *X, int x_cplx, void *Y,
                             cudaStream_t s, gt_launch *L)
{
  const gt_status st
      = cplx ? gt_launch_scale_complex (dtype, n, ar, ai, X, x_cplx, Y, s, L)
             : gt_launch_scale (dtype, n, ar, X, Y, s, L);
  return st != GT_OK ? st : checked (s, "launching the kernel");
}

gt_status gt_dispatch_bandwidth (gt_bandwidth_kind kind, gt_dtype dtype,
                                 void *a, size_t count, int param,
                                 cudaStream_t s, gt_launch *L)
{
  const gt_status st = gt_launch_bandwidth (kind, dtype, a, count, param, s,
                                            L);
  return st != GT_OK ? st : checked (s, "launching the kernel");
}
