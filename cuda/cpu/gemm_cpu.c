/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gemm_cpu.c - the CPU reference path ("Backend", "cpu").
 *
 * It walks the product exactly as the padded GPU kernel does: C is cut into
 * TILE x TILE tiles (one "thread block" each), each tile accumulates over the
 * K dimension one TILE-wide slice at a time, and every element of C is the
 * sum over p = 0, 1, ..., K-1 of A(i,p) * B(p,j), accumulated with one fused
 * multiply-add per step, starting from +0.  The naive, tiled and padded GPU
 * kernels accumulate in that same order with the same fma, so all four give
 * the same bits; tests rely on it.
 *
 * Plain C99, single-threaded.  On x86-64 with GCC or Clang the loop nest is
 * also compiled for FMA hardware and picked at run time (target_clones);
 * elsewhere fma () from libm gives the same result, more slowly.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "gt_internal.h"

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__)) \
    && !defined(GT_NO_TARGET_CLONES)
#  define GT_CLONES __attribute__ ((target_clones ("fma", "default")))
#else
#  define GT_CLONES
#endif

#define GT_MAXTILE 32

/* One function per element type; T is the type, FMA its fused multiply-add. */
#define GT_DEFINE_CPU_GEMM(NAME, T, FMA)                                      \
  GT_CLONES static void NAME (size_t m, size_t n, size_t k, const T *A,       \
                              const T *B, T *C, size_t ts)                    \
  {                                                                           \
    T acc[GT_MAXTILE * GT_MAXTILE];                                           \
    for (size_t j0 = 0; j0 < n; j0 += ts)                                     \
      for (size_t i0 = 0; i0 < m; i0 += ts)                                   \
        {                                                                     \
          size_t ni = (m - i0 < ts) ? m - i0 : ts;                            \
          size_t nj = (n - j0 < ts) ? n - j0 : ts;                            \
          memset (acc, 0, sizeof acc);                                        \
          for (size_t p0 = 0; p0 < k; p0 += ts)                               \
            {                                                                 \
              size_t np = (k - p0 < ts) ? k - p0 : ts;                        \
              for (size_t jj = 0; jj < nj; jj++)                              \
                {                                                             \
                  const T *b = B + (j0 + jj) * k + p0;                        \
                  T *c = acc + jj * ts;                                       \
                  for (size_t pp = 0; pp < np; pp++)                          \
                    {                                                         \
                      const T *a = A + (p0 + pp) * m + i0;                    \
                      const T bv = b[pp];                                     \
                      for (size_t ii = 0; ii < ni; ii++)                      \
                        c[ii] = FMA (a[ii], bv, c[ii]);                       \
                    }                                                         \
                }                                                             \
            }                                                                 \
          for (size_t jj = 0; jj < nj; jj++)                                  \
            memcpy (C + (j0 + jj) * m + i0, acc + jj * ts, ni * sizeof (T));  \
        }                                                                     \
  }

GT_DEFINE_CPU_GEMM (cpu_gemm_f32, float, fmaf)
GT_DEFINE_CPU_GEMM (cpu_gemm_f64, double, fma)

gt_status gt_cpu_gemm (gt_dtype dtype, size_t m, size_t n, size_t k,
                       const void *A, const void *B, void *C,
                       const gt_gemm_opts *opts, gt_info *info)
{
  double t0 = gt_now_ms ();
  size_t ts = (size_t) opts->tile;

  /* The CPU path runs one algorithm, the padded order, for the classroom
     kernels (naive and tiled give the same bits) and for "auto".  Tiled
     still refuses what the GPU kernel refuses, so both backends answer
     alike.  The fast kernels and cuBLAS exist only on the GPU. */
  gt_gemm_kernel kern = opts->kernel == GT_GEMM_AUTO ? GT_GEMM_PADDED
                                                      : opts->kernel;
  if (kern != GT_GEMM_NAIVE && kern != GT_GEMM_TILED && kern != GT_GEMM_PADDED)
    return gt_fail (GT_ERR_NOT_SUPPORTED,
                    "the '%s' kernel runs on the GPU only; the CPU backend "
                    "runs the reference algorithm (kernels 'naive', 'tiled', "
                    "'padded' or 'auto')", gt_gemm_kernel_name (kern));
  if (kern == GT_GEMM_TILED && (m % ts || n % ts || k % ts))
    return gt_fail (GT_ERR_SIZE,
                    "the 'tiled' kernel needs M, N and K to be multiples of "
                    "the tile (%zu); got M = %zu, N = %zu, K = %zu",
                    ts, m, n, k);

  if (dtype == GT_DOUBLE)
    cpu_gemm_f64 (m, n, k, (const double *) A, (const double *) B,
                  (double *) C, ts);
  else
    cpu_gemm_f32 (m, n, k, (const float *) A, (const float *) B,
                  (float *) C, ts);

  snprintf (info->kernel, sizeof info->kernel, "%s",
            gt_gemm_kernel_name (kern));
  snprintf (info->device, sizeof info->device, "cpu");
  info->grid[0] = (unsigned) ((m + ts - 1) / ts);
  info->grid[1] = (unsigned) ((n + ts - 1) / ts);
  info->grid[2] = 1;
  info->block[0] = info->block[1] = (unsigned) ts;
  info->block[2] = 1;
  info->kernel_ms = gt_now_ms () - t0;
  info->total_ms = info->kernel_ms;
  return GT_OK;
}

gt_status gt_cpu_scale (gt_dtype dtype, size_t n, double alpha,
                        const void *X, void *Y, gt_info *info)
{
  double t0 = gt_now_ms ();
  if (dtype == GT_DOUBLE)
    {
      const double *x = (const double *) X;
      double *y = (double *) Y;
      for (size_t i = 0; i < n; i++)
        y[i] = alpha * x[i];
    }
  else
    {
      const float *x = (const float *) X;
      float *y = (float *) Y;
      const float a = (float) alpha;
      for (size_t i = 0; i < n; i++)
        y[i] = a * x[i];
    }
  snprintf (info->device, sizeof info->device, "cpu");
  info->grid[0] = info->grid[1] = info->grid[2] = 1;
  info->block[0] = info->block[1] = info->block[2] = 1;
  info->kernel_ms = gt_now_ms () - t0;
  info->total_ms = info->kernel_ms;
  return GT_OK;
}
