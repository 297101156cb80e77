/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gemm_complex_cpu.c - the CPU reference of complex products and complex
 * scaling (gt_cpu_gemm_complex, gt_cpu_scale_complex; the front door,
 * api/gt_complex.c, checks the arguments, and the device API's test-only
 * host backend calls them too).
 *
 * A complex product is one real product of composed operands (gputiled.h
 * says which).  This path builds the same composed operands on the host
 * and runs the real CPU reference on them, so its bits are those of the
 * GPU's classroom kernels on the same problem (the composition is exact:
 * it only moves and negates).
 *
 * Complex scaling follows C99 Annex G (gt_cmul.h), like Octave's.  This
 * file is compiled with -ffp-contract=off: no product may be fused into a
 * sum there.
 */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "gt_internal.h"

#define GT_CM_NAME gt_cmul_f
#define GT_CM_T float
#define GT_CM_QUAL static inline
#define GT_CM_MUL(a, b) ((a) * (b))
#define GT_CM_ADD(a, b) ((a) + (b))
#define GT_CM_SUB(a, b) ((a) - (b))
#define GT_CM_COPYSIGN(a, b) copysignf ((a), (b))
#define GT_CM_INF INFINITY
#include "../kernels/gt_cmul.h"

#define GT_CM_NAME gt_cmul_d
#define GT_CM_T double
#define GT_CM_QUAL static inline
#define GT_CM_MUL(a, b) ((a) * (b))
#define GT_CM_ADD(a, b) ((a) + (b))
#define GT_CM_SUB(a, b) ((a) - (b))
#define GT_CM_COPYSIGN(a, b) copysign ((a), (b))
#define GT_CM_INF ((double) INFINITY)
#include "../kernels/gt_cmul.h"

/* ------------------------------------------------------------------ */
/* The composed operands, on the host (complex_layout.cu does the same on
   the device; leading dimensions in real elements).                   */

/* T (ldt x 2k) from complex A (m x k, column stride lda): the 2 x 2 block
   [ar -ai; ai ar] in place of each a. */
#define GT_EXPAND(TYPE)                                                       \
  do                                                                          \
    {                                                                         \
      const TYPE *a = (const TYPE *) A;                                       \
      TYPE *t = (TYPE *) T;                                                   \
      for (size_t p = 0; p < k; p++)                                          \
        for (size_t i = 0; i < m; i++)                                        \
          {                                                                   \
            const TYPE re = a[2 * i + p * lda], im = a[2 * i + 1 + p * lda];  \
            TYPE *t0 = t + 2 * i + 2 * p * ldt, *t1 = t0 + ldt;               \
            t0[0] = re, t0[1] = im, t1[0] = -im, t1[1] = re;                  \
          }                                                                   \
    }                                                                         \
  while (0)

static void expand_a (gt_dtype dtype, size_t m, size_t k, const void *A,
                      size_t lda, void *T, size_t ldt)
{
  if (dtype == GT_DOUBLE)
    GT_EXPAND (double);
  else
    GT_EXPAND (float);
}

/* Real and imaginary parts of the complex (rows x cols) X, stride ldx, into
   columns 0..cols-1 and cols..2cols-1 of S (leading dimension lds); and
   back, when TO_COMPLEX. */
static void split_merge (size_t es, int to_complex, size_t rows, size_t cols,
                         void *X, size_t ldx, void *S, size_t lds)
{
  char *x = (char *) X, *s = (char *) S;
  for (size_t part = 0; part < 2; part++)
    for (size_t j = 0; j < cols; j++)
      for (size_t i = 0; i < rows; i++)
        {
          char *xe = x + (2 * i + part + j * ldx) * es;
          char *se = s + (i + (j + part * cols) * lds) * es;
          if (to_complex)
            memcpy (xe, se, es);
          else
            memcpy (se, xe, es);
        }
}

gt_status gt_cpu_gemm_complex (gt_dtype dtype, size_t m, size_t n, size_t k,
                               const void *A, int a_cplx, const void *B,
                               int b_cplx, void *C, const gt_gemm_opts *opts,
                               gt_info *info)
{
  const double t0 = gt_now_ms ();
  const size_t es = gt_dtype_size (dtype);
  void *w1 = NULL, *w2 = NULL;
  gt_status st;

  if (!b_cplx) /* A seen as real 2m x k */
    return gt_cpu_gemm (dtype, 2 * m, n, k, A, B, C, opts, info);
  if (a_cplx)
    {
      if (m && k && !(w1 = malloc (4 * m * k * es)))
        return gt_fail (GT_ERR_OUT_OF_MEMORY, "out of host memory for the "
                        "composed %zu x %zu operand", 2 * m, 2 * k);
      expand_a (dtype, m, k, A, 2 * m, w1, 2 * m);
      st = gt_cpu_gemm (dtype, 2 * m, n, 2 * k, w1, B, C, opts, info);
    }
  else
    {
      if ((k && n && !(w1 = malloc (2 * k * n * es)))
          || (m && n && !(w2 = malloc (2 * m * n * es))))
        {
          free (w1);
          return gt_fail (GT_ERR_OUT_OF_MEMORY, "out of host memory for the "
                          "parts of B and C");
        }
      split_merge (es, 0, k, n, (void *) B, 2 * k, w1, k);
      st = gt_cpu_gemm (dtype, m, 2 * n, k, A, w1, w2, opts, info);
      if (st == GT_OK)
        split_merge (es, 1, m, n, C, 2 * m, w2, m);
    }
  free (w1);
  free (w2);
  info->kernel_ms = info->total_ms = gt_now_ms () - t0;
  return st;
}

/* Y = alpha * X on the host, X real or complex. */
#define GT_CSCALE(TYPE, CMUL)                                                 \
  do                                                                          \
    {                                                                         \
      const TYPE ar = (TYPE) alpha_re, ai = (TYPE) alpha_im;                  \
      const TYPE *x = (const TYPE *) X;                                       \
      TYPE *y = (TYPE *) Y;                                                   \
      for (size_t i = 0; i < n; i++)                                          \
        if (x_cplx)                                                           \
          CMUL (ar, ai, x[2 * i], x[2 * i + 1], &y[2 * i], &y[2 * i + 1]);    \
        else                                                                  \
          y[2 * i] = ar * x[i], y[2 * i + 1] = ai * x[i];                     \
    }                                                                         \
  while (0)

gt_status gt_cpu_scale_complex (gt_dtype dtype, size_t n, double alpha_re,
                                double alpha_im, const void *X, int x_cplx,
                                void *Y, gt_info *info)
{
  const double t0 = gt_now_ms ();
  if (dtype == GT_DOUBLE)
    GT_CSCALE (double, gt_cmul_d);
  else
    GT_CSCALE (float, gt_cmul_f);
  memcpy (info->device, "cpu", sizeof "cpu");
  info->grid[0] = info->grid[1] = info->grid[2] = 1;
  info->block[0] = info->block[1] = info->block[2] = 1;
  info->kernel_ms = info->total_ms = gt_now_ms () - t0;
  return GT_OK;
}
