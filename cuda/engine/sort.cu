/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 The gputiled developers.
 *
 * sort.cu - sorting and scans of device arrays along one dimension
 * (gt_dev_sort, gt_dev_scan: gputiled_device.h) on CUB
 * (kernels/sort_scan.cu), and the move of a dimension to the front that
 * they and the FFTs share (gt_move_dim).
 *
 * CUB sorts and scans contiguous segments.  Along the first dimension
 * (INNER 1) the vectors are such segments already; along any other the
 * array is first gathered into LEN x INNER x OUTER (one pass of the
 * index kernels), worked on there, and the results gathered back: two
 * more passes over memory, far less than the sort itself, and CUB's
 * segmented calls then always see whole contiguous vectors.  The scratch
 * (CUB's temporary storage, keys, positions) is one buffer from the
 * engine's buffer cache, on the context's one stream.  A large real sort
 * with no positions asked for sorts the keys alone, after one read of a
 * flag that says X holds no -0 (see kernels/sort_scan.cu).
 */
#include <string.h>

#include "gputiled_device.h"
#include "engine.h"
#include "host_device.h"
#include "../kernels/gt_array_kernels.h"
#include "../kernels/gt_sort_kernels.h"

namespace {

gt_status launched (gt_status st, cudaStream_t s, const char *what)
{
  if (st != GT_OK)
    return st;
  const cudaError_t e = gt_launch_error (s);
  return e == cudaSuccess ? GT_OK : gt_cuda_fail (e, what);
}

/* The arguments, for both backends (CPLX: complex types too); *TOTAL
   the elements. */
gt_status check (const char *fn, gt_etype t, bool cplx, size_t inner,
                 size_t len, size_t outer, const void *x, void *y,
                 size_t *total)
{
  size_t n = 0;
  if (t != GT_E_F64 && t != GT_E_F32
      && !(cplx && (t == GT_E_C128 || t == GT_E_C64)))
    return gt_fail (GT_ERR_INVALID_ARG, "%s of element type %d", fn,
                    (int) t);
  if (!gt_mul_size (inner, len, outer, &n))
    return gt_fail (GT_ERR_INVALID_ARG, "%s of an array whose size "
                    "overflows", fn);
  if (len > 0xffffffffu)
    return gt_fail (GT_ERR_NOT_SUPPORTED, "%s along a dimension of %zu "
                    "elements (at most 2^32 - 1)", fn, len);
  if (n && (!x || !y))
    return gt_fail (GT_ERR_INVALID_ARG, "%s of a null array", fn);
  *total = n;
  return GT_OK;
}

/* Below this many elements a sort without positions keeps the one way
   (keys and positions): the keys-only way reads a flag back, a wait that
   a small sort would notice. */
#define KEYS_ONLY_MIN ((size_t) 1 << 16)

/* The keys-only sort of real X into Y (kernels/sort_scan.cu); *DONE 0
   where X holds a -0, which only the sort with positions keeps. */
gt_status keys_only (const gt_ctx_handle &h, int descend, gt_etype t,
                     size_t n, size_t len, const void *x, void *y,
                     bool *done)
{
  *done = false;
  const size_t sb = gt_sort_keys_scratch_bytes (t, n, len);
  void *scratch = NULL, *flag = NULL;
  int negzero = 1;
  gt_status st = gt_dev_get (&flag, sizeof (int), "a flag");
  if (st == GT_OK)
    {
      cudaError_t e = cudaMemsetAsync (flag, 0, sizeof (int), h.stream);
      if (e == cudaSuccess)
        {
          st = launched (gt_launch_sort_keys (t, descend, x, n, len, y,
                                              (int *) flag, h.stream),
                         h.stream, "sorting");
          if (st == GT_OK
              && ((e = cudaMemcpyAsync (&negzero, flag, sizeof (int),
                                        cudaMemcpyDeviceToHost, h.stream))
                      != cudaSuccess
                  || (e = cudaStreamSynchronize (h.stream)) != cudaSuccess))
            st = gt_cuda_fail (e, "reading a flag");
        }
      else
        st = gt_cuda_fail (e, "clearing a flag");
    }
  if (st == GT_OK && !negzero
      && (st = gt_dev_get (&scratch, sb, "the sort's scratch")) == GT_OK)
    {
      st = launched (gt_launch_sort_keys_finish (t, descend, y, n, len,
                                                 scratch, sb, h.stream),
                     h.stream, "sorting");
      *done = st == GT_OK;
    }
  gt_dev_put (scratch);
  gt_dev_put (flag);
  return st;
}

/* Sort (SCAN < 0) or scan SCAN of N elements in contiguous segments of
   LEN, X into Y (and I). */
gt_status segments (const gt_ctx_handle &h, int scan, int descend,
                    gt_etype t, size_t n, size_t len, const void *x,
                    void *y, double *I)
{
  if (scan < 0 && !I && x != y && n >= KEYS_ONLY_MIN
      && (t == GT_E_F64 || t == GT_E_F32))
    {
      bool done;
      const gt_status st = keys_only (h, descend, t, n, len, x, y, &done);
      if (st != GT_OK || done)
        return st;
    }
  const gt_scanop op = (gt_scanop) scan;
  const size_t sb = scan < 0 ? gt_sort_scratch_bytes (t, n, len)
                             : gt_scan_scratch_bytes (op, t, n, len);
  void *scratch = NULL;
  gt_status st = gt_dev_get (&scratch, sb, scan < 0 ? "the sort's scratch"
                                                    : "the scan's scratch");
  if (st == GT_OK)
    st = scan < 0
             ? launched (gt_launch_sort (t, descend, x, n, len, y, I,
                                         scratch, sb, h.stream),
                         h.stream, "sorting")
             : launched (gt_launch_scan (op, t, x, n, len, y, I, scratch,
                                         sb, h.stream),
                         h.stream, "a cumulative operation");
  gt_dev_put (scratch);
  return st;
}

gt_status run (int scan, int descend, gt_etype t, size_t inner, size_t len,
               size_t outer, const void *x, void *y, double *I)
{
  gt_ctx_handle h;
  double init_ms;
  gt_status st;
  const size_t n = inner * len * outer, es = gt_etype_size (t);
  if ((st = gt_ctx_get (-1, &h, &init_ms)) != GT_OK)
    return st;
  if (inner == 1)
    return segments (h, scan, descend, t, n, len, x, y, I);

  /* Another dimension: through a copy with it first. */
  void *tx = NULL, *ty = NULL, *ti = NULL;
  if ((st = gt_dev_get (&tx, n * es, "the reordered copy")) == GT_OK
      && (st = gt_dev_get (&ty, n * es, "the reordered result")) == GT_OK
      && (!I || (st = gt_dev_get (&ti, n * sizeof (double),
                                  "the reordered positions")) == GT_OK)
      && (st = gt_move_dim (h.stream, es, x, tx, inner, len, outer, 1))
             == GT_OK
      && (st = segments (h, scan, descend, t, n, len, tx, ty,
                         (double *) ti)) == GT_OK
      && (st = gt_move_dim (h.stream, es, ty, y, inner, len, outer, 0))
             == GT_OK
      && I)
    st = gt_move_dim (h.stream, sizeof (double), ti, I, inner, len, outer,
                      0);
  gt_dev_put (tx);
  gt_dev_put (ty);
  gt_dev_put (ti);
  return st;
}

} // namespace

gt_status gt_move_dim (cudaStream_t s, size_t es, const void *x, void *y,
                       size_t inner, size_t b, size_t outer, int forward)
{
  gt_index ix;
  memset (&ix, 0, sizeof ix);
  ix.ndims = 3;
  ix.count[0] = forward ? b : inner;
  ix.count[1] = forward ? inner : b;
  ix.count[2] = outer;
  ix.stride[0] = forward ? inner : b;
  ix.stride[1] = 1;
  ix.stride[2] = inner * b;
  for (int d = 0; d < 3; d++)
    ix.step[d] = 1;
  return launched (gt_launch_gather (es, x, &ix, y, s), s,
                   "moving a dimension");
}

gt_status gt_dev_sort (gt_etype t, int descend, size_t inner, size_t len,
                       size_t outer, const void *x, void *y, double *I)
{
  size_t n = 0;
  gt_status st;
  gt_clear_error ();
  if ((st = check ("a sort", t, true, inner, len, outer, x, y, &n))
      != GT_OK
      || n == 0)
    return st;
  if (gt_dev_host_backend ())
    return gt_host_sort (t, descend, inner, len, outer, x, y, I);
  return run (-1, descend, t, inner, len, outer, x, y, I);
}

gt_status gt_dev_scan (gt_scanop op, gt_etype t, size_t inner, size_t len,
                       size_t outer, const void *x, void *y, double *I)
{
  size_t n = 0;
  gt_status st;
  gt_clear_error ();
  if ((unsigned) op >= GT_SCAN_NOPS)
    return gt_fail (GT_ERR_INVALID_ARG, "unknown scan %d", (int) op);
  /* complex: sums and products */
  const bool cplx = op == GT_SCAN_SUM || op == GT_SCAN_PROD;
  if ((st = check ("a scan", t, cplx, inner, len, outer, x, y, &n))
      != GT_OK
      || n == 0)
    return st;
  if (op != GT_SCAN_MAX && op != GT_SCAN_MIN)
    I = NULL;
  if (gt_dev_host_backend ())
    return gt_host_scan (op, t, inner, len, outer, x, y, I);
  return run ((int) op, 0, t, inner, len, outer, x, y, I);
}
