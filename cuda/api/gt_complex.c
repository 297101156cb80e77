/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gt_complex.c - complex products and complex scaling: argument checks and
 * routing to the CPU reference (cpu/gemm_complex_cpu.c) or the engine.
 *
 * A complex product is one real product of composed operands (gputiled.h
 * says which), so every real kernel serves complex data unchanged and
 * keeps its accuracy and its order of accumulation.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "gt_internal.h"

/* ------------------------------------------------------------------ */
/* Entry points                                                        */

gt_status gt_gemm_complex (gt_dtype dtype, size_t m, size_t n, size_t k,
                           const void *A, int a_cplx, const void *B,
                           int b_cplx, void *C, const gt_gemm_opts *opts,
                           gt_info *info)
{
  gt_gemm_opts defaults;
  gt_info scratch;
  size_t bytes;
  gt_status st;

  if ((st = gt_gemm_begin (&opts, &defaults, &info, &scratch, 0, dtype))
      != GT_OK)
    return st;
  if (!a_cplx && !b_cplx)
    return gt_fail (GT_ERR_INVALID_ARG, "neither operand is complex (real "
                    "products go through gt_gemm)");
  /* The largest composed operand (complex * complex: 2m x 2k, 2m x n) and
     the workspaces of the CPU path must be addressable in bytes. */
  if (m > SIZE_MAX / 4 || n > SIZE_MAX / 4 || k > SIZE_MAX / 4
      || !gt_mul_size (4 * m, k, gt_dtype_size (dtype), &bytes)
      || !gt_mul_size (2 * k, n, gt_dtype_size (dtype), &bytes)
      || !gt_mul_size (2 * m, n, gt_dtype_size (dtype), &bytes))
    return gt_fail (GT_ERR_OUT_OF_MEMORY, "a %zu x %zu x %zu complex product "
                    "does not fit in memory", m, n, k);
  if ((m && k && !A) || (k && n && !B) || (m && n && !C))
    return gt_fail (GT_ERR_INVALID_ARG, "null matrix pointer");
  /* The composed sizes may be tile multiples where the product's are not:
     refuse on the product's own sizes, as for real operands. */
  if (opts->kernel == GT_GEMM_TILED
      && (st = gt_check_tiled (m, n, k, opts->tile)) != GT_OK)
    return st;

  if (opts->backend == GT_BACKEND_CPU)
    return gt_cpu_gemm_complex (dtype, m, n, k, A, a_cplx, B, b_cplx, C,
                                opts, info);
  return gt_cuda_gemm_complex (dtype, m, n, k, A, a_cplx, B, b_cplx, C, opts,
                               info);
}

gt_status gt_scale_complex (gt_dtype dtype, size_t n, double alpha_re,
                            double alpha_im, const void *X, int x_cplx,
                            void *Y, const gt_gemm_opts *opts, gt_info *info)
{
  gt_gemm_opts defaults;
  gt_info scratch;
  size_t bytes;
  gt_status st;

  if ((st = gt_gemm_begin (&opts, &defaults, &info, &scratch, 1, dtype))
      != GT_OK)
    return st;
  if (!gt_mul_size (n, 2, gt_dtype_size (dtype), &bytes))
    return gt_fail (GT_ERR_OUT_OF_MEMORY, "%zu elements do not fit in memory",
                    n);
  if (n && (!X || !Y))
    return gt_fail (GT_ERR_INVALID_ARG, "null array pointer");
  if (opts->backend != GT_BACKEND_CPU)
    return gt_cuda_scale_complex (dtype, n, alpha_re, alpha_im, X, x_cplx, Y,
                                  opts, info);
  return gt_cpu_scale_complex (dtype, n, alpha_re, alpha_im, X, x_cplx, Y,
                               info);
}
