/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * reduce_ops.h - what the reduction kernels and the CPU reference share:
 * the accumulators with their add and merge steps, and the fast kernel's
 * launch plan.  Plain C that nvcc also compiles for the device, so both
 * sides run the very same arithmetic; no CUDA types.  Internal.
 *
 * Accumulators (the accuracy choice, see bench/reduce.md):
 *   - sums of single: a double.  Each element is widened exactly and added
 *     in double; the result is rounded to single once.  Per-thread chains and
 *     the tree add at most a few thousand double roundings (~1e-13 relative
 *     to sum (abs (x))), far below one single rounding, so the error is
 *     below that of pairwise summation in single.
 *   - sums of double: a double-double (s, c): each addition is an exact
 *     TwoSum whose error term is collected in c, and merges add the error
 *     terms too (Ogita-Rump-Oishi Sum2).  The error is about
 *     eps * |S| + n^2 eps^2 sum (abs (x)): at least as good as pairwise,
 *     and as good as Octave's sum (..., "extra").
 *   - max / min: (value, index along DIM); Octave's rules as a total order:
 *     a number beats NaN, the larger (smaller) value wins, equal values
 *     (and all-NaN) go to the lower index.  Any tree gives the same answer.
 * Merges are commutative bit for bit (IEEE addition is), so only the tree's
 * shape fixes the bits; the plan below fixes that shape from the sizes alone.
 */
#ifndef GT_REDUCE_OPS_H
#define GT_REDUCE_OPS_H

#include <stddef.h>
#include "gputiled.h"

#ifdef __CUDACC__
#  define GT_HD static __host__ __device__ __forceinline__
#else
#  define GT_HD static inline
#endif

/* "No element yet": the index of an empty max/min accumulator. */
#define GT_NO_INDEX ((size_t) -1)

typedef struct { double s, c; } gt_acc_dd;          /* double-double sum */
typedef struct { double v; size_t i; } gt_acc_arg;  /* max/min + index   */

/* s + x as an exact pair: *a gets the rounded sum, the error goes to c. */
GT_HD void gt_dd_add (gt_acc_dd *a, double x)
{
  const double t = a->s + x;
  const double bp = t - a->s;
  const double e = (a->s - (t - bp)) + (x - bp);
  a->s = t;
  a->c += e;
}

GT_HD void gt_dd_merge (gt_acc_dd *a, gt_acc_dd b)
{
  const double c = a->c + b.c;
  a->c = 0;
  gt_dd_add (a, b.s);
  a->c += c;
}

/* Inf and NaN sums carry NaN error terms: the sum itself is the answer. */
GT_HD double gt_dd_value (gt_acc_dd a)
{
  const double d = a.s - a.s; /* 0 when finite, NaN for Inf and NaN */
  return d == d ? a.s + a.c : a.s;
}

/* Whether (bv, bi) should replace (av, ai) for max (IS_MAX) or min. */
GT_HD int gt_arg_better (int is_max, double bv, size_t bi, double av,
                         size_t ai)
{
  const int bnan = bv != bv, anan = av != av;
  if (bi == GT_NO_INDEX)
    return 0;
  if (ai == GT_NO_INDEX)
    return 1;
  if (bnan != anan)
    return anan;
  if (bnan || bv == av)
    return bi < ai;
  return is_max ? bv > av : bv < av;
}

GT_HD void gt_arg_merge (int is_max, gt_acc_arg *a, gt_acc_arg b)
{
  if (gt_arg_better (is_max, b.v, b.i, a->v, a->i))
    *a = b;
}

/* ------------------------------------------------------------------ */
/* The fast kernel's plan.  The input is viewed as inner x len x outer
   (column-major); each of the inner x outer outputs reduces len elements.

   contiguous (inner == 1): every output is a contiguous segment.  Each
     segment is cut into `chunks` blocks of GT_RED_THREADS threads; thread
     g (0 <= g < chunks * threads) adds, in this order: head element g
     (the elements before the first 16-byte boundary, when g < head), the
     vectors g, g + G, g + 2G, ... of `vw` elements each (G = all threads of
     the segment), then tail element g.  Per block: a warp-shuffle tree,
     then a tree over the warps; with chunks > 1 a second pass merges the
     chunk partials in the same block tree.
   strided (inner > 1): adjacent threads own adjacent outputs.  A block is
     32 x GT_RED_ROWS threads; each thread owns `vw` adjacent outputs (one
     16-byte load when inner allows it), or, for inner < 32, `rows` rows of
     inner outputs share a warp so its loads still cover contiguous memory.
     Row slot q (0 <= q < GT_RED_ROWS * rows) of split s walks the rows
     k = q + SLOTS * (s + splits * r), r = 0, 1, ...  A block merges its
     slots in q order; with splits > 1 a second pass merges the splits in
     s order. */
#define GT_RED_THREADS 256
#define GT_RED_WARPS (GT_RED_THREADS / 32)
#define GT_RED_ROWS 8          /* strided: block is 32 x GT_RED_ROWS */
#define GT_RED_UNROLL 4        /* 16-byte loads in flight per thread */
#define GT_RED_TARGET 2048     /* blocks to aim for: ~15 per SM on an H200 */

typedef struct {
  int contiguous;
  size_t vw;       /* elements per thread load (1, 2 or 4)             */
  size_t chunks;   /* contiguous: blocks per segment; strided: splits  */
  size_t rows;     /* strided: rows sharing a warp (1 when inner >= 32) */
  size_t xblocks;  /* strided: blocks across inner                     */
  size_t tasks;    /* blocks of the first pass                         */
} gt_reduce_plan;

GT_HD size_t gt_cdiv (size_t a, size_t b) { return (a + b - 1) / b; }
GT_HD size_t gt_min_sz (size_t a, size_t b) { return a < b ? a : b; }
GT_HD size_t gt_max_sz (size_t a, size_t b) { return a > b ? a : b; }

/* ESIZE: bytes per element (4 or 8).  Sizes only: same plan everywhere. */
GT_HD void gt_reduce_make_plan (size_t esize, size_t inner, size_t len,
                                size_t outer, gt_reduce_plan *p)
{
  const size_t vec = 16 / esize;
  p->contiguous = inner == 1;
  if (p->contiguous)
    {
      const size_t cap = gt_max_sz (1, GT_RED_TARGET / gt_max_sz (outer, 1));
      p->vw = vec;
      p->rows = 1;
      p->xblocks = 1;
      p->chunks = gt_max_sz (1, gt_min_sz (cap, gt_cdiv (len, GT_RED_THREADS
                                                         * GT_RED_UNROLL
                                                         * vec)));
      p->tasks = p->chunks * outer;
    }
  else
    {
      size_t slots, maxs, want;
      p->vw = (inner >= 32 && inner % vec == 0) ? vec : 1;
      p->rows = (inner && inner < 32) ? 32 / inner : 1;
      p->xblocks = p->rows > 1 ? 1 : gt_cdiv (inner, 32 * p->vw);
      slots = GT_RED_ROWS * p->rows;
      maxs = gt_max_sz (1, gt_cdiv (len, slots * GT_RED_UNROLL * 4));
      want = gt_cdiv (GT_RED_TARGET, gt_max_sz (1, p->xblocks * outer));
      p->chunks = gt_max_sz (1, gt_min_sz (gt_min_sz (want, maxs), 65535));
      p->tasks = p->xblocks * p->chunks * outer;
    }
}

#endif /* GT_REDUCE_OPS_H */
