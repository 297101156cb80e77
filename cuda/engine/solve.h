/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 The gputiled developers.
 *
 * solve.h - the dense factorisations under gt_dev_solve and gt_dev_det
 * (solve.cu) and gt_dev_lu, gt_dev_chol and gt_dev_qr (factor.cu), as
 * two interchangeable sets of steps: cuSOLVER and cuBLAS on the GPU
 * (cusolver.cu), and plain reference code on the host test backend
 * (host_solve.cu).  solve.cu holds everything else (the choice
 * of solver, the condition estimate, the fallbacks) once, for both, so
 * that the host backend's tests exercise it.  Internal to the engine.
 */
#ifndef GT_SOLVE_H
#define GT_SOLVE_H

#include <stdint.h>
#include <string.h>

#include "gputiled_device.h"

/* The steps.  Matrices are column-major, of element type T (F64 F32 C128
   C64), with leading dimension N unless said; pointers are "device"
   pointers of the backend.  Each step is queued on the context's stream
   unless it reads something back (probe and the INFO of the
   factorisations: one read each). */
struct gt_la_steps
{
  /* A's structure (the GT_PROBE_ bits of gt_solve_kernels.h, AND-ed over
     its columns) and its 1-norm (NaN where A holds a NaN). */
  gt_status (*probe) (gt_etype t, size_t n, const void *a, int *flags,
                      double *norm1);
  /* LU with partial pivoting of A in place, IPIV its N row swaps
     (1-based, as LAPACK's); *INFO > 0: U(INFO, INFO) is exactly 0. */
  gt_status (*getrf) (gt_etype t, size_t n, void *a, int64_t *ipiv,
                      int *info);
  /* B (N x NRHS) = op (A)^-1 B from GETRF's factors; TRANS: op is the
     conjugate transpose. */
  gt_status (*getrs) (gt_etype t, int trans, size_t n, size_t nrhs,
                      const void *lu, const int64_t *ipiv, void *b);
  /* A = L L^H in place (L in the lower triangle); *INFO > 0: A is not
     positive definite. */
  gt_status (*potrf) (gt_etype t, size_t n, void *a, int *info);
  /* B = A^-1 B from POTRF's L. */
  gt_status (*potrs) (gt_etype t, size_t n, size_t nrhs, const void *l,
                      void *b);
  /* B (ldb) = op (A)^-1 B for triangular A (lda; UPPER or lower, its
     diagonal as stored). */
  gt_status (*trsm) (gt_etype t, int upper, int trans, size_t n,
                     size_t nrhs, const void *a, size_t lda, void *b,
                     size_t ldb);
  /* QR of the M x N A in place, as LAPACK's GEQRF leaves it: R in the
     upper triangle, the Householder vectors below it, their scalars in
     TAU (MIN (M, N) elements). */
  gt_status (*geqrf) (gt_etype t, size_t m, size_t n, void *a, void *tau);
  /* B (M x NRHS) = Q^H B for GEQRF's Q. */
  gt_status (*ormqr) (gt_etype t, size_t m, size_t n, size_t nrhs,
                      const void *a, const void *tau, void *b);

  /* ---- the factorisations of factor.cu (lu, chol, qr) ---- */
  /* LU with partial pivoting of the M x N A (any shape) in place, IPIV
     its MIN (M, N) row swaps (1-based); *INFO > 0: U(INFO, INFO) is
     exactly 0. */
  gt_status (*getrf_mn) (gt_etype t, size_t m, size_t n, void *a,
                         int64_t *ipiv, int *info);
  /* Cholesky of the N x N A in place from its UPPER triangle (A = R^H R,
     R in the upper triangle) or its lower one (A = L L^H); the other
     triangle is not read.  *INFO > 0: the leading minor of order INFO is
     not positive definite, and the leading INFO - 1 columns (rows) of
     the factor are complete, as LAPACK's xPOTRF leaves them. */
  gt_status (*potrf_uplo) (gt_etype t, int upper, size_t n, void *a,
                           int *info);
  /* The first NQ columns of GEQRF's Q (M x NQ, M >= NQ >= K) in place in
     A (leading dimension M), from the K reflectors in A's first K columns
     and their scalars TAU (xORGQR, xUNGQR). */
  gt_status (*orgqr) (gt_etype t, size_t m, size_t nq, size_t k, void *a,
                      const void *tau);
};

/* For gt_dev_gather: the first ROWS rows of each of COLS columns of a
   column-major array of leading dimension LD, or (LIST, a device array
   of ROWS 0-based row numbers) the rows it names, in its order. */
static inline gt_index gt_la_rows (size_t rows, size_t cols, size_t ld,
                                   const long long *list)
{
  gt_index ix;
  memset (&ix, 0, sizeof ix);
  ix.ndims = 2;
  ix.count[0] = rows;
  ix.count[1] = cols;
  ix.stride[0] = 1;
  ix.stride[1] = ld;
  ix.step[0] = ix.step[1] = 1;
  ix.list[0] = list;
  return ix;
}

const gt_la_steps *gt_la_cusolver (void); /* cusolver.cu */
const gt_la_steps *gt_la_host (void);     /* host_solve.cu */

/* Destroy device DEV's cuSOLVER handle (the context is going: context.cu;
   the calling thread's current device is DEV).  The library stays
   loaded. */
void gt_cusolver_release_device (int dev);

#endif /* GT_SOLVE_H */
