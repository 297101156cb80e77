/*
 * reduce_cpu.c - the CPU reference path of gt_reduce ("Backend", "cpu").
 *
 * Sums replay the fast GPU kernel (reduce_fast.cu): the same plan
 * (gt_reduce_make_plan), the same per-thread element order, the same
 * warp-shuffle and block trees, the same second pass, and the same add and
 * merge functions (reduce_ops.h).  Double additions are IEEE operations
 * with one rounding each on both sides, so the CPU path returns the fast
 * kernel's bits.  The loops (reduce_cpu_sum.h, once per element type) run
 * the kernel's threads in lockstep, as the GPU does: many accumulators at
 * a time whose elements are adjacent in memory, so the loops vectorise and
 * short segments cost a few operations each, without a pass over a whole
 * block per segment.  The classroom kernels use other trees: their sums
 * agree with these to rounding error only.  Max and min do not depend on
 * the order: every kernel and the CPU give the same answer.
 *
 * Merging an empty accumulator (the identity: 0) changes nothing, bit for
 * bit: no accumulator is ever -0 (each starts at +0, and an IEEE sum that
 * is exactly 0 is +0 unless both terms are -0), x + 0 is x for every other
 * x, and a double-double's error term only changes where the sum is
 * already Inf or NaN, whose value is the sum alone.  So the trees merge
 * only the threads that saw an element, which are always a prefix of each
 * block.
 *
 * Plain C99, single-threaded, O(n) time and O(threads + tile) extra
 * memory.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gt_internal.h"
#include "../kernels/reduce_ops.h"

#define GT_CAT2(a, b) a##b
#define GT_CAT(a, b) GT_CAT2 (a, b)

/* A row of accumulators: sums s[j] and, for double-double sums, their
   error terms c[j] (two arrays, not an array of pairs, so that the loops
   over j vectorise). */
typedef struct { double *s, *c; } acc_row;

/* Sums of double: double-double accumulators. */
#define T double
#define VW 2
#define DD 1
#define FN(name) GT_CAT (name, _d)
#include "reduce_cpu_sum.h"
#undef T
#undef VW
#undef DD
#undef FN

/* Sums of single: a double, rounded to single once at the end. */
#define T float
#define VW 4
#define DD 0
#define FN(name) GT_CAT (name, _f)
#include "reduce_cpu_sum.h"

/* Max and min do not depend on the order (reduce_ops.h: a total order
   with the position breaking ties), so the CPU takes them in memory order:
   Y and I hold the best so far.  A later element replaces it when it is a
   number and the best is NaN, or when it is strictly better. */
#define MINMAX_TAKE(T, BETTER, v, b) (BETTER (v, b) | (((b) != (b)) & ((v) == (v))))
#define MINMAX_LOOP(T, BETTER)                                                \
  do                                                                          \
    {                                                                         \
      const T *x = (const T *) X;                                             \
      T *y = (T *) Y;                                                         \
      if (inner == 1) /* the best in registers; after the leading NaNs   \
                         a NaN never compares better, so the chain is one  \
                         comparison and two selects (no branch to miss) */ \
        for (size_t o = 0; o < outer; o++)                                    \
          {                                                                   \
            const T *xo = x + o * len;                                        \
            size_t k = 0, bi;                                                 \
            T b;                                                              \
            while (k < len && xo[k] != xo[k])                                 \
              k++;                                                            \
            if (k == len)                                                     \
              k = 0;                                                          \
            b = xo[k], bi = k;                                                \
            for (k++; k < len; k++)                                           \
              {                                                               \
                const T v = xo[k];                                            \
                const int c = BETTER (v, b);                                  \
                b = c ? v : b;                                                \
                bi = c ? k : bi;                                              \
              }                                                               \
            y[o] = b;                                                         \
            if (I)                                                            \
              I[o] = bi;                                                      \
          }                                                                   \
      else                                                                    \
        for (size_t o = 0; o < outer; o++)                                    \
          {                                                                   \
            const T *xo = x + o * len * inner;                                \
            T *yo = y + o * inner;                                            \
            size_t *io = I ? I + o * inner : NULL;                            \
            for (size_t i = 0; i < inner; i++)                                \
              yo[i] = xo[i];                                                  \
            if (io)                                                           \
              for (size_t i = 0; i < inner; i++)                              \
                io[i] = 0;                                                    \
            for (size_t k = 1; k < len; k++)                                  \
              {                                                               \
                const T *xk = xo + k * inner;                                 \
                for (size_t i = 0; i < inner; i++)                            \
                  {                                                           \
                    const T v = xk[i], b = yo[i];                             \
                    const size_t c = (size_t) MINMAX_TAKE (T, BETTER, v, b);  \
                    yo[i] = c ? v : b;                                        \
                    if (io)                                                   \
                      io[i] ^= (io[i] ^ k) & (0 - c);                         \
                  }                                                           \
              }                                                               \
          }                                                                   \
    }                                                                         \
  while (0)
#define MM_GT(v, b) ((v) > (b))
#define MM_LT(v, b) ((v) < (b))

static void minmax_direct (int is_max, gt_dtype t, size_t inner, size_t len,
                           size_t outer, const void *X, void *Y, size_t *I)
{
  if (t == GT_DOUBLE && is_max)
    MINMAX_LOOP (double, MM_GT);
  else if (t == GT_DOUBLE)
    MINMAX_LOOP (double, MM_LT);
  else if (is_max)
    MINMAX_LOOP (float, MM_GT);
  else
    MINMAX_LOOP (float, MM_LT);
}

gt_status gt_cpu_reduce (gt_reduce_op op, gt_dtype dtype, size_t inner,
                         size_t len, size_t outer, const void *X, void *Y,
                         size_t *I, const gt_reduce_opts *opts,
                         gt_info *info)
{
  const double t0 = gt_now_ms ();
  const int dbl = dtype == GT_DOUBLE;
  gt_reduce_plan p;
  gt_status st = GT_OK;

  (void) opts;
  snprintf (info->device, sizeof info->device, "cpu");
  gt_reduce_make_plan (gt_dtype_size (dtype), inner, len, outer, &p);
  if (inner * outer == 0)
    ; /* nothing to write */
  else if (len == 0) /* sums only (gt_reduce refuses empty max and min) */
    memset (Y, 0, inner * outer * gt_dtype_size (dtype));
  else if (op == GT_REDUCE_MAX || op == GT_REDUCE_MIN)
    minmax_direct (op == GT_REDUCE_MAX, dtype, inner, len, outer, X, Y, I);
  else if (p.contiguous)
    st = dbl ? contiguous_d (len, outer, &p, X, Y)
             : contiguous_f (len, outer, &p, X, Y);
  else
    st = dbl ? strided_d (inner, len, outer, &p, X, Y)
             : strided_f (inner, len, outer, &p, X, Y);

  info->grid[0] = (unsigned) (p.tasks < 0xffffffffu ? p.tasks : 0xffffffffu);
  info->grid[1] = info->grid[2] = 1;
  info->block[0] = p.contiguous ? GT_RED_THREADS : 32;
  info->block[1] = p.contiguous ? 1 : GT_RED_ROWS;
  info->block[2] = 1;
  info->kernel_ms = gt_now_ms () - t0;
  info->total_ms = info->kernel_ms;
  return st;
}
