/*
 * reduce_cpu.c - the CPU reference path of gt_reduce ("Backend", "cpu").
 *
 * It replays the fast GPU kernel (reduce_fast.cu) step by step: the same
 * plan (gt_reduce_make_plan), the same per-thread element order, the same
 * warp-shuffle and block trees, the same second pass, and the same add and
 * merge functions (reduce_ops.h).  Double additions are IEEE operations
 * with one rounding each on both sides, so the CPU path returns the fast
 * kernel's bits, sums included.  The classroom kernels use other trees:
 * their sums agree with these to rounding error only.  Max and min do not
 * depend on the order: every kernel and the CPU give the same answer.
 *
 * Plain C99, single-threaded, O(n) time and O(threads) extra memory.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gt_internal.h"
#include "../kernels/reduce_ops.h"

/* One accumulator type for every reduction, tagged by kind. */
typedef enum { K_SUM_F, K_SUM_D, K_MAX, K_MIN } kind_t;

typedef struct {
  gt_acc_dd d;    /* K_SUM_F uses d.s only */
  gt_acc_arg a;
} acc_t;

static acc_t acc_id (void)
{
  acc_t r;
  r.d.s = 0, r.d.c = 0;
  r.a.v = 0, r.a.i = GT_NO_INDEX;
  return r;
}

static void acc_add (kind_t k, acc_t *r, double x, size_t pos)
{
  gt_acc_arg b;
  switch (k)
    {
    case K_SUM_F: r->d.s += x; break;
    case K_SUM_D: gt_dd_add (&r->d, x); break;
    default:
      b.v = x, b.i = pos;
      gt_arg_merge (k == K_MAX, &r->a, b);
    }
}

static void acc_merge (kind_t k, acc_t *r, const acc_t *b)
{
  switch (k)
    {
    case K_SUM_F: r->d.s += b->d.s; break;
    case K_SUM_D: gt_dd_merge (&r->d, b->d); break;
    default: gt_arg_merge (k == K_MAX, &r->a, b->a);
    }
}

static void acc_store (kind_t k, gt_dtype t, acc_t r, void *Y, size_t *I,
                       size_t out)
{
  double v = k == K_SUM_F ? r.d.s : k == K_SUM_D ? gt_dd_value (r.d) : r.a.v;
  if (t == GT_DOUBLE)
    ((double *) Y)[out] = v;
  else
    ((float *) Y)[out] = (float) v;
  if (I && (k == K_MAX || k == K_MIN))
    I[out] = r.a.i;
}

static double elem (gt_dtype t, const void *X, size_t j)
{
  return t == GT_DOUBLE ? ((const double *) X)[j]
                        : (double) ((const float *) X)[j];
}

/* The GPU's __shfl_down_sync tree over one warp: lane l merges lane
   l + off for off = 16, 8, 4, 2, 1; lane 0 holds the result. */
static void warp_tree (kind_t k, acc_t *w)
{
  for (int off = 16; off > 0; off /= 2)
    for (int l = 0; l < off; l++)
      acc_merge (k, &w[l], &w[l + off]);
}

/* The block tree of GT_RED_THREADS accumulators: each warp's tree, then the
   warp results (padded with the identity) through one more warp tree. */
static acc_t block_tree (kind_t k, acc_t *a)
{
  acc_t w[32];
  for (int i = 0; i < 32; i++)
    w[i] = acc_id ();
  for (int i = 0; i < GT_RED_WARPS; i++)
    {
      warp_tree (k, a + 32 * i);
      w[i] = a[32 * i];
    }
  warp_tree (k, w);
  return w[0];
}

/* inner == 1: segment o is X[o*len .. o*len + len - 1]. */
static gt_status contiguous (kind_t k, gt_dtype t, size_t len, size_t outer,
                             const gt_reduce_plan *p, const void *X, void *Y,
                             size_t *I)
{
  const size_t T = GT_RED_THREADS, G = p->chunks * T, vw = p->vw;
  acc_t *a = malloc (T * sizeof *a);
  acc_t *part = malloc (p->chunks * sizeof *part);

  if (!a || !part)
    {
      free (a);
      free (part);
      return gt_fail (GT_ERR_OUT_OF_MEMORY, "out of host memory");
    }
  for (size_t o = 0; o < outer; o++)
    {
      const size_t off = o * len;
      size_t head = (vw - off % vw) % vw, nv, tail;
      acc_t r;
      if (head > len)
        head = len;
      nv = (len - head) / vw;
      tail = (len - head) % vw;
      for (size_t c = 0; c < p->chunks; c++)
        {
          for (size_t tt = 0; tt < T; tt++)
            {
              const size_t g = c * T + tt;
              acc_t x = acc_id ();
              if (g < head)
                acc_add (k, &x, elem (t, X, off + g), g);
              for (size_t j = g; j < nv; j += G)
                for (size_t e = 0; e < vw; e++)
                  {
                    const size_t pos = head + j * vw + e;
                    acc_add (k, &x, elem (t, X, off + pos), pos);
                  }
              if (g < tail)
                {
                  const size_t pos = head + nv * vw + g;
                  acc_add (k, &x, elem (t, X, off + pos), pos);
                }
              a[tt] = x;
            }
          part[c] = block_tree (k, a);
        }
      if (p->chunks == 1)
        r = part[0];
      else
        {
          for (size_t tt = 0; tt < T; tt++)
            {
              a[tt] = acc_id ();
              for (size_t j = tt; j < p->chunks; j += T)
                acc_merge (k, &a[tt], &part[j]);
            }
          r = block_tree (k, a);
        }
      acc_store (k, t, r, Y, I, o);
    }
  free (a);
  free (part);
  return GT_OK;
}

/* inner > 1: output (i, o) reduces X[i + k*inner + o*inner*len] over k. */
static gt_status strided (kind_t k, gt_dtype t, size_t inner, size_t len,
                          size_t outer, const gt_reduce_plan *p,
                          const void *X, void *Y, size_t *I)
{
  const size_t slots = GT_RED_ROWS * p->rows, S = p->chunks;
  for (size_t o = 0; o < outer; o++)
    for (size_t i = 0; i < inner; i++)
      {
        const size_t base = i + o * inner * len;
        acc_t r = acc_id ();
        for (size_t s = 0; s < S; s++)
          {
            acc_t b = acc_id ();
            for (size_t q = 0; q < slots; q++)
              {
                acc_t x = acc_id ();
                for (size_t kk = q + slots * s; kk < len; kk += slots * S)
                  acc_add (k, &x, elem (t, X, base + kk * inner), kk);
                acc_merge (k, &b, &x);
              }
            if (S == 1)
              r = b;
            else
              acc_merge (k, &r, &b);
          }
        acc_store (k, t, r, Y, I, i + o * inner);
      }
  return GT_OK;
}

gt_status gt_cpu_reduce (gt_reduce_op op, gt_dtype dtype, size_t inner,
                         size_t len, size_t outer, const void *X, void *Y,
                         size_t *I, const gt_reduce_opts *opts,
                         gt_info *info)
{
  const double t0 = gt_now_ms ();
  const kind_t k = op == GT_REDUCE_MAX ? K_MAX : op == GT_REDUCE_MIN ? K_MIN
                   : dtype == GT_DOUBLE ? K_SUM_D : K_SUM_F;
  gt_reduce_plan p;
  gt_status st = GT_OK;

  (void) opts;
  snprintf (info->device, sizeof info->device, "cpu");
  gt_reduce_make_plan (gt_dtype_size (dtype), inner, len, outer, &p);
  if (inner * outer == 0)
    ; /* nothing to write */
  else if (len == 0)
    for (size_t j = 0; j < inner * outer; j++)
      acc_store (k, dtype, acc_id (), Y, NULL, j);
  else if (p.contiguous)
    st = contiguous (k, dtype, len, outer, &p, X, Y, I);
  else
    st = strided (k, dtype, inner, len, outer, &p, X, Y, I);

  info->grid[0] = (unsigned) (p.tasks < 0xffffffffu ? p.tasks : 0xffffffffu);
  info->grid[1] = info->grid[2] = 1;
  info->block[0] = p.contiguous ? GT_RED_THREADS : 32;
  info->block[1] = p.contiguous ? 1 : GT_RED_ROWS;
  info->block[2] = 1;
  info->kernel_ms = gt_now_ms () - t0;
  info->total_ms = info->kernel_ms;
  return st;
}
