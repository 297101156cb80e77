/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * minmax_cpu.c - the CPU reference of the max and min forms that the
 * block reductions (reduce_cpu.c) do not cover, with Octave's rules:
 *
 *   gt_cpu_reduce_cplx   complex max/min along one dimension: elements are
 *                        ordered by abs, then by arg in (-pi, pi] (atan2's
 *                        -pi counted as pi, as Octave's operator > does);
 *                        an element with a NaN part loses to every number;
 *                        the first position wins ties.  The same total
 *                        order as the device's reduce_dim.cu.
 *   gt_cpu_minmax_pair   max (A, B) and min (A, B) elementwise with
 *                        broadcasting.  Real: NaN loses unless both are NaN,
 *                        ties give A.  Complex (Octave's two-array rule):
 *                        by abs only, a NaN element wins (A's first), ties
 *                        give A.  64-bit integers: exact.
 *
 * abs is the C library's hypot (hypotf for single), as std::abs of
 * Octave's complex types.  Plain C99, single-threaded, no allocation.
 */
#include <math.h>
#include <stdint.h>

#include "gt_internal.h"

#define MM_PI 3.14159265358979323846

static double arg_d (double re, double im)
{
  const double t = atan2 (im, re);
  return t == -MM_PI ? MM_PI : t;
}

static float arg_f (float re, float im)
{
  const float t = atan2f (im, re);
  return t == (float) -MM_PI ? (float) MM_PI : t;
}

/* Complex reduction over one type: element k of output (i, o) is at pair
   i + (k + o * len) * inner.  B replaces the best so far only when it is
   strictly better, so the first wins ties. */
#define MM_REDUCE_CPLX(T, HYPOT, ARG)                                         \
  do                                                                          \
    {                                                                         \
      const T *x = (const T *) X;                                             \
      T *y = (T *) Y;                                                         \
      for (size_t o = 0; o < outer; o++)                                      \
        for (size_t i = 0; i < inner; i++)                                    \
          {                                                                   \
            const T *col = x + 2 * (i + o * len * inner);                     \
            size_t best = 0;                                                  \
            T br = col[0], bi = col[1];                                       \
            int bnan = isnan (br) || isnan (bi);                              \
            T babs = bnan ? 0 : HYPOT (br, bi);                               \
            for (size_t k = 1; k < len; k++)                                  \
              {                                                               \
                const T r = col[2 * k * inner], m = col[2 * k * inner + 1];   \
                T a;                                                          \
                int better;                                                   \
                if (isnan (r) || isnan (m))                                   \
                  continue; /* a NaN never beats what came first */           \
                a = HYPOT (r, m);                                             \
                if (bnan || a != babs)                                        \
                  better = bnan || (is_max ? a > babs : a < babs);            \
                else                                                          \
                  {                                                           \
                    const T pa = ARG (r, m), pb = ARG (br, bi);               \
                    better = is_max ? pa > pb : pa < pb;                      \
                  }                                                           \
                if (better)                                                   \
                  best = k, br = r, bi = m, babs = a, bnan = 0;               \
              }                                                               \
            y[2 * (i + o * inner)] = br;                                      \
            y[2 * (i + o * inner) + 1] = bi;                                  \
            if (I)                                                            \
              I[i + o * inner] = best;                                        \
          }                                                                   \
    }                                                                         \
  while (0)

gt_status gt_cpu_reduce_cplx (int is_max, gt_dtype dtype, size_t inner,
                              size_t len, size_t outer, const void *X,
                              void *Y, size_t *I)
{
  if (len == 0 || inner * outer == 0)
    return GT_OK; /* nothing to write (checked by gt_reduce_cplx) */
  if (dtype == GT_DOUBLE)
    MM_REDUCE_CPLX (double, hypot, arg_d);
  else
    MM_REDUCE_CPLX (float, hypotf, arg_f);
  return GT_OK;
}

/* The broadcast walk: output j (column-major over S's dimensions) takes
   A's element ia and B's element ib; STEP (j, ia, ib) computes one. */
#define MM_WALK(STEP)                                                         \
  do                                                                          \
    {                                                                         \
      size_t cnt[GT_PAIR_MAXDIMS] = { 0 }, ia = 0, ib = 0, n = 1;             \
      for (int d = 0; d < s->ndims; d++)                                      \
        n *= s->dims[d];                                                      \
      for (size_t j = 0; j < n; j++)                                          \
        {                                                                     \
          STEP (j, ia, ib);                                                   \
          for (int d = 0; d < s->ndims; d++)                                  \
            {                                                                 \
              ia += s->sa[d], ib += s->sb[d];                                 \
              if (++cnt[d] < s->dims[d])                                      \
                break;                                                        \
              ia -= s->sa[d] * s->dims[d], ib -= s->sb[d] * s->dims[d];       \
              cnt[d] = 0;                                                     \
            }                                                                 \
        }                                                                     \
    }                                                                         \
  while (0)

#define MM_REAL_STEP(T)                                                       \
  {                                                                           \
    const T a = ((const T *) A)[ia], b = ((const T *) B)[ib];                 \
    ((T *) Y)[j] = isnan (a) ? b : isnan (b) ? a                              \
                   : (is_max ? b > a : b < a) ? b : a;                        \
  }
#define MM_STEP_F64(j, ia, ib) MM_REAL_STEP (double)
#define MM_STEP_F32(j, ia, ib) MM_REAL_STEP (float)

#define MM_INT_STEP(T)                                                        \
  {                                                                           \
    const T a = ((const T *) A)[ia], b = ((const T *) B)[ib];                 \
    ((T *) Y)[j] = (is_max ? b > a : b < a) ? b : a;                          \
  }
#define MM_STEP_I64(j, ia, ib) MM_INT_STEP (int64_t)
#define MM_STEP_U64(j, ia, ib) MM_INT_STEP (uint64_t)

#define MM_CPLX_STEP(T, HYPOT)                                                \
  {                                                                           \
    const T *a = (const T *) A + 2 * ia, *b = (const T *) B + 2 * ib;         \
    const T *r;                                                               \
    if (isnan (a[0]) || isnan (a[1]))                                         \
      r = a;                                                                  \
    else if (isnan (b[0]) || isnan (b[1]))                                    \
      r = b;                                                                  \
    else                                                                      \
      {                                                                       \
        const T x = HYPOT (a[0], a[1]), y = HYPOT (b[0], b[1]);               \
        r = (is_max ? y > x : y < x) ? b : a;                                 \
      }                                                                       \
    ((T *) Y)[2 * j] = r[0];                                                  \
    ((T *) Y)[2 * j + 1] = r[1];                                              \
  }
#define MM_STEP_C128(j, ia, ib) MM_CPLX_STEP (double, hypot)
#define MM_STEP_C64(j, ia, ib) MM_CPLX_STEP (float, hypotf)

gt_status gt_cpu_minmax_pair (int is_max, gt_pair_type t,
                              const gt_pair_shape *s, const void *A,
                              const void *B, void *Y)
{
  switch (t)
    {
    case GT_PAIR_F64:  MM_WALK (MM_STEP_F64); break;
    case GT_PAIR_F32:  MM_WALK (MM_STEP_F32); break;
    case GT_PAIR_C128: MM_WALK (MM_STEP_C128); break;
    case GT_PAIR_C64:  MM_WALK (MM_STEP_C64); break;
    case GT_PAIR_I64:  MM_WALK (MM_STEP_I64); break;
    case GT_PAIR_U64:  MM_WALK (MM_STEP_U64); break;
    default:
      return gt_fail (GT_ERR_INVALID_ARG, "unknown element type %d", (int) t);
    }
  return GT_OK;
}
