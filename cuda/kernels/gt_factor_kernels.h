/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 The gputiled developers.
 *
 * gt_factor_kernels.h - the small kernels around the factorisations of
 * engine/factor.cu: a band of a matrix (triu, tril, and the triangles
 * of packed LU and QR factors: band.cu) and the row permutation of an
 * LU factorisation from LAPACK's row swaps (lu_perm.cu); and cuBLAS's
 * batched GEMM for pagefun.  Internal to
 * the CUDA side of the core; every launcher checks its arguments,
 * enqueues on STREAM, never synchronises and never allocates.  The
 * element rules are written once here, for the kernels and for their
 * host twins (engine/host_factor.cu).
 */
#ifndef GT_FACTOR_KERNELS_H
#define GT_FACTOR_KERNELS_H

#include <stdint.h>

#include "gt_kernels.h"
#include "gputiled_device.h"

/* Y (M x N, dense, type T: any, BOOL included) from X (its first M rows,
   leading dimension LDX >= M): element (i, j) is X (i, j) where
   LO <= j - i <= HI, else 0; with UNIT the diagonal i == j is 1 (of the
   type) whatever the band says.  triu (X, k)
   is LO = k, HI = LLONG_MAX; tril (X, k) LO = LLONG_MIN, HI = k; the
   unit lower triangle of packed LU factors LO = LLONG_MIN, HI = -1,
   UNIT 1.  Y must not overlap X. */
gt_status gt_launch_band (gt_etype t, const void *x, size_t ldx, size_t m,
                          size_t n, long long lo, long long hi, int unit,
                          void *y, cudaStream_t s);

/* PERM (M long longs, 0-based) = the rows of P A for LAPACK's K row swaps
   IPIV (1-based, GETRF's: row i swapped with row IPIV[i] - 1, i = 0 ..
   K-1, in that order): row i of P A is row PERM[i] of A.  One thread
   walks the swaps (they depend on each other); O(M) work. */
gt_status gt_launch_lu_perm (const int64_t *ipiv, size_t k, size_t m,
                             long long *perm, cudaStream_t s);

/* From PERM (M, 0-based): PVEC (may be NULL, M doubles) = PERM + 1, and
   PMAT (may be NULL, M x M doubles) the permutation matrix P, P (i, j) =
   1 where j == PERM[i], else 0 (Octave's [L, U, P] = lu (A)). */
gt_status gt_launch_lu_perm_out (const long long *perm, size_t m,
                                 double *pvec, double *pmat,
                                 cudaStream_t s);

/* Pages: C_p (M x N, dense, pages of M N elements) = A_p B_p for p <
   BATCH, A_p at A + p SA (M x K dense), B_p at B + p SB (K x N dense):
   strides in elements, 0 for one page that goes with every C_p; real
   elements of DTYPE (CPLX: interleaved complex ones), on cuBLAS's
   strided batched GEMM (gemm_cublas.cu, with cuBLAS's other entries;
   engine/factor.cu for pagefun). */
gt_status gt_cublas_gemm_batched (gt_dtype dtype, int cplx, size_t m,
                                  size_t n, size_t k, const void *A,
                                  size_t sa, const void *B, size_t sb,
                                  void *C, size_t batch, cudaStream_t s);

/* The element rule of gt_launch_band, shared with the host backend:
   whether (I, J) takes X's element (1), is zero (0) or one (2). */
#ifdef __CUDACC__
__host__ __device__
#endif
static inline int gt_band_rule (size_t i, size_t j, long long lo,
                                long long hi, int unit)
{
  if (unit && i == j)
    return 2;
  /* j - i without overflow: both are below 2^62 in practice, and the
     limits LLONG_MIN and LLONG_MAX stand for "none" */
  const long long d = (long long) j - (long long) i;
  return d >= lo && d <= hi ? 1 : 0;
}

/* The walk of gt_launch_lu_perm, shared with the host backend: PERM
   from the identity through the K swaps of IPIV. */
#ifdef __CUDACC__
__host__ __device__
#endif
static inline void gt_lu_perm_walk (const int64_t *ipiv, size_t k, size_t m,
                                    long long *perm)
{
  for (size_t i = 0; i < m; i++)
    perm[i] = (long long) i;
  for (size_t i = 0; i < k; i++)
    {
      const long long p = (long long) ipiv[i] - 1;
      if (p != (long long) i && p >= 0 && (size_t) p < m)
        {
          const long long v = perm[i];
          perm[i] = perm[p];
          perm[p] = v;
        }
    }
}

/* gt_launch_band's checks (also the host backend's). */
static inline gt_status gt_band_check (gt_etype t, const void *x, size_t ldx,
                                       size_t m, size_t n, const void *y)
{
  if ((int) t < 0 || t >= GT_E_NTYPES)
    return gt_fail (GT_ERR_INVALID_ARG, "a band of element type %d",
                    (int) t);
  if (m == 0 || n == 0)
    return GT_OK;
  if (!x || !y)
    return gt_fail (GT_ERR_INVALID_ARG, "a band of a null array");
  if (ldx < m)
    return gt_fail (GT_ERR_INVALID_ARG, "a band: leading dimension %zu "
                    "below the %zu rows", ldx, m);
  return GT_OK;
}

#endif /* GT_FACTOR_KERNELS_H */
