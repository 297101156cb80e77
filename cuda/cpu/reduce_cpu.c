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
 * Merging an empty accumulator (the identity: 0, or no index yet) changes
 * nothing, bit for bit: no accumulator is ever -0 (each starts at +0, and
 * an IEEE sum that is exactly 0 is +0 unless both terms are -0), x + 0 is
 * x for every other x, and a double-double's error term only changes where
 * the sum is already Inf or NaN, whose value is the sum alone.  So the
 * trees below merge only the threads that saw an element, which are always
 * a prefix of each block: a segment of two elements costs a few operations,
 * not a pass over every thread of the block.
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
   l + off for off = 16, 8, 4, 2, 1; lane 0 holds the result.  Only the
   first N lanes hold elements; merging the others would change nothing. */
static void warp_tree (kind_t k, acc_t *w, size_t n)
{
  for (size_t off = 16; off > 0; off /= 2)
    {
      for (size_t l = 0; l < off && l + off < n; l++)
        acc_merge (k, &w[l], &w[l + off]);
      if (n > off)
        n = off;
    }
}

/* The block tree of GT_RED_THREADS accumulators, of which the first N hold
   elements: each warp's tree, then the warp results (padded with the
   identity) through one more warp tree. */
static acc_t block_tree (kind_t k, acc_t *a, size_t n)
{
  acc_t w[32];
  const size_t nw = (n + 31) / 32;
  if (n <= 1)
    return n ? a[0] : acc_id ();
  for (size_t i = 0; i < nw; i++)
    {
      warp_tree (k, a + 32 * i, n - 32 * i < 32 ? n - 32 * i : 32);
      w[i] = a[32 * i];
    }
  warp_tree (k, w, nw);
  return w[0];
}

/* A segment whose elements sit in the first warp (at most 32 threads hold
   any, one block): the same per-thread order and warp tree as below, on
   plain arrays of the sum's accumulator.  Short segments are the common
   case of many outputs, and this is most of their cost. */
#define SMALL_THREADS(ACC, ADD)                                               \
  for (size_t g = 0; g < busy; g++)                                           \
    {                                                                         \
      ACC acc = { 0 };                                                        \
      size_t e = 0;                                                           \
      if (g < head)                                                           \
        ADD (acc, x[g]);                                                      \
      else if (g < nv) /* (0, 0) + x is (x + 0, 0): no error term to find */ \
        acc.s = (double) x[head + g * vw] + 0.0, e = 1;                       \
      if (g < nv)                                                             \
        for (; e < vw; e++)                                                   \
          ADD (acc, x[head + g * vw + e]);                                    \
      if (g < tail)                                                           \
        ADD (acc, x[head + nv * vw + g]);                                     \
      w[g] = acc;                                                             \
    }
#define ADD_F(a, v) ((a).s += (double) (v))
#define ADD_D(a, v) gt_dd_add (&(a), (double) (v))

static acc_t small_segment (kind_t k, gt_dtype t, const void *X, size_t off,
                            size_t head, size_t nv, size_t tail, size_t vw,
                            size_t busy)
{
  gt_acc_dd w[32];
  acc_t r = acc_id ();
  size_t n = busy;
  if (t == GT_DOUBLE)
    {
      const double *x = (const double *) X + off;
      if (k == K_SUM_F)
        SMALL_THREADS (gt_acc_dd, ADD_F)
      else
        SMALL_THREADS (gt_acc_dd, ADD_D)
    }
  else
    {
      const float *x = (const float *) X + off;
      if (k == K_SUM_F)
        SMALL_THREADS (gt_acc_dd, ADD_F)
      else
        SMALL_THREADS (gt_acc_dd, ADD_D)
    }
  for (size_t o = 16; n > 1 && o > 0; o /= 2)
    {
      for (size_t l = 0; l < o && l + o < n; l++)
        {
          if (k == K_SUM_F)
            w[l].s += w[l + o].s;
          else
            gt_dd_merge (&w[l], w[l + o]);
        }
      if (n > o)
        n = o;
    }
  if (busy)
    r.d = w[0];
  return r;
}

/* inner == 1: segment o is X[o*len .. o*len + len - 1]. */
static gt_status contiguous (kind_t k, gt_dtype t, size_t len, size_t outer,
                             const gt_reduce_plan *p, const void *X, void *Y,
                             size_t *I)
{
  const size_t T = GT_RED_THREADS, G = p->chunks * T, vw = p->vw;
  const unsigned sh = vw == 4 ? 2 : vw == 2 ? 1 : 0;
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
      /* vw is 1, 2 or 4: masks and shifts, not divisions */
      size_t head = (vw - (off & (vw - 1))) & (vw - 1), nv, tail, busy;
      acc_t r;
      if (head > len)
        head = len;
      nv = (len - head) >> sh;
      tail = (len - head) & (vw - 1);
      /* Thread g holds elements iff g < head, g < nv or g < tail. */
      busy = head > nv ? head : nv;
      if (tail > busy)
        busy = tail;
      if (busy <= 32 && p->chunks == 1)
        {
          acc_store (k, t, small_segment (k, t, X, off, head, nv, tail, vw,
                                          busy), Y, I, o);
          continue;
        }
      for (size_t c = 0; c < p->chunks; c++)
        {
          const size_t m = busy > c * T ? gt_min_sz (busy - c * T, T) : 0;
          for (size_t tt = 0; tt < m; tt++)
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
          part[c] = block_tree (k, a, m);
        }
      if (p->chunks == 1)
        r = part[0];
      else
        {
          const size_t m = gt_min_sz (p->chunks, T);
          for (size_t tt = 0; tt < m; tt++)
            {
              a[tt] = acc_id ();
              for (size_t j = tt; j < p->chunks; j += T)
                acc_merge (k, &a[tt], &part[j]);
            }
          r = block_tree (k, a, m);
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
            /* slots q with q + slots * s >= len see no element */
            for (size_t q = 0; q < slots && q + slots * s < len; q++)
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
  else if (k == K_MAX || k == K_MIN)
    minmax_direct (k == K_MAX, dtype, inner, len, outer, X, Y, I);
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
