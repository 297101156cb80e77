/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
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
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gt_internal.h"
#include "../kernels/reduce_ops.h"

#define GT_CAT3_(a, b, c) a##_##b##_##c
#define GT_CAT3(a, b, c) GT_CAT3_ (a, b, c)

/* A row of accumulators: sums s[j] and, for double-double sums, their
   error terms c[j] (two arrays, not an array of pairs, so that the loops
   over j vectorise). */
typedef struct { double *s, *c; } acc_row;

#define FN(name) GT_CAT3 (name, T, TO)

/* Sums of single: a double, rounded to single once at the end. */
#define TO float
#define VW 4
#define DD 0
#define T float
#include "reduce_cpu_sum.h"
#undef T
#undef TO
#undef VW
#undef DD

/* Sums of double and of every other element type, converted to double
   as it is read: double-double accumulators.  Max and min of every type. */
#define TO double
#define VW 2
#define DD 1
#define REDUCE_CPU_EACH_TYPE
#include "reduce_cpu_types.h"
#undef TO
#undef VW
#undef DD

/* The element type behind gt_dtype. */
static gt_elem_type elem_of (gt_dtype t)
{
  return t == GT_DOUBLE ? GT_ELEM_DOUBLE : GT_ELEM_SINGLE;
}

/* Sums of X of type XT reduced as double (or single X as single,
   SINGLE_AS_SINGLE), max and min of X of type XT; the plan P. */
#define SUM_CASE(E, T)                                                        \
  case E:                                                                     \
    return p->contiguous                                                      \
             ? GT_CAT3 (contiguous, T, double) (len, outer, p, X, Y)          \
             : GT_CAT3 (strided, T, double) (inner, len, outer, p, X, Y);
#define MINMAX_CASE(E, T)                                                     \
  case E:                                                                     \
    GT_CAT3 (minmax, T, double) (is_max, inner, len, outer, X, Y, I);        \
    return GT_OK;

static gt_status run (gt_reduce_op op, gt_elem_type xt, int to_single,
                      size_t inner, size_t len, size_t outer,
                      const gt_reduce_plan *p, const void *X, void *Y,
                      size_t *I)
{
  const int is_max = op == GT_REDUCE_MAX;
  if (op == GT_REDUCE_SUM && to_single)
    return p->contiguous ? contiguous_float_float (len, outer, p, X, Y)
                         : strided_float_float (inner, len, outer, p, X, Y);
  if (op == GT_REDUCE_SUM)
    switch (xt)
      {
      SUM_CASE (GT_ELEM_DOUBLE, double) SUM_CASE (GT_ELEM_SINGLE, float)
      SUM_CASE (GT_ELEM_INT8, int8_t) SUM_CASE (GT_ELEM_UINT8, uint8_t)
      SUM_CASE (GT_ELEM_INT16, int16_t) SUM_CASE (GT_ELEM_UINT16, uint16_t)
      SUM_CASE (GT_ELEM_INT32, int32_t) SUM_CASE (GT_ELEM_UINT32, uint32_t)
      SUM_CASE (GT_ELEM_INT64, int64_t) SUM_CASE (GT_ELEM_UINT64, uint64_t)
      default: break;
      }
  else
    switch (xt)
      {
      MINMAX_CASE (GT_ELEM_DOUBLE, double) MINMAX_CASE (GT_ELEM_SINGLE, float)
      MINMAX_CASE (GT_ELEM_INT8, int8_t) MINMAX_CASE (GT_ELEM_UINT8, uint8_t)
      MINMAX_CASE (GT_ELEM_INT16, int16_t)
      MINMAX_CASE (GT_ELEM_UINT16, uint16_t)
      MINMAX_CASE (GT_ELEM_INT32, int32_t)
      MINMAX_CASE (GT_ELEM_UINT32, uint32_t)
      MINMAX_CASE (GT_ELEM_INT64, int64_t)
      MINMAX_CASE (GT_ELEM_UINT64, uint64_t)
      default: break;
      }
  return gt_fail (GT_ERR_INVALID_ARG, "unknown element type %d", (int) xt);
}

/* Both entries: X of type XT, reduced as DTYPE (sums) or as itself. */
static gt_status cpu_reduce (gt_reduce_op op, gt_elem_type xt, gt_dtype dtype,
                             size_t inner, size_t len, size_t outer,
                             const void *X, void *Y, size_t *I,
                             gt_info *info)
{
  const double t0 = gt_now_ms ();
  gt_reduce_plan p;
  gt_status st = GT_OK;

  snprintf (info->device, sizeof info->device, "cpu");
  gt_reduce_make_plan (gt_dtype_size (dtype), inner, len, outer, &p);
  if (inner * outer == 0)
    ; /* nothing to write */
  else if (len == 0) /* sums only (max and min of nothing are refused) */
    memset (Y, 0, inner * outer * gt_dtype_size (dtype));
  else
    st = run (op, xt, dtype == GT_SINGLE, inner, len, outer, &p, X, Y, I);

  info->grid[0] = (unsigned) (p.tasks < 0xffffffffu ? p.tasks : 0xffffffffu);
  info->grid[1] = info->grid[2] = 1;
  info->block[0] = p.contiguous ? GT_RED_THREADS : 32;
  info->block[1] = p.contiguous ? 1 : GT_RED_ROWS;
  info->block[2] = 1;
  info->kernel_ms = gt_now_ms () - t0;
  info->total_ms = info->kernel_ms;
  return st;
}

gt_status gt_cpu_reduce (gt_reduce_op op, gt_dtype dtype, size_t inner,
                         size_t len, size_t outer, const void *X, void *Y,
                         size_t *I, const gt_reduce_opts *opts,
                         gt_info *info)
{
  (void) opts;
  return cpu_reduce (op, elem_of (dtype), dtype, inner, len, outer, X, Y, I,
                     info);
}

gt_status gt_cpu_reduce_typed (gt_reduce_op op, gt_elem_type xt,
                               size_t inner, size_t len, size_t outer,
                               const void *X, void *Y, size_t *I,
                               gt_info *info)
{
  return cpu_reduce (op, xt, GT_DOUBLE, inner, len, outer, X, Y, I, info);
}
