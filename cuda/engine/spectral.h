/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 The gputiled developers.
 *
 * spectral.h - the singular value and eigenvalue decompositions under
 * gt_dev_svd, gt_dev_eigh and gt_dev_eig (spectral.cu), as two
 * interchangeable sets of steps: cuSOLVER on the GPU
 * (cusolver_spectral.cu) and reference code on the host test backend
 * (host_spectral.cu).  Kept apart from solve.h's table so that the two
 * grow independently.  Internal to the engine.
 */
#ifndef GT_SPECTRAL_H
#define GT_SPECTRAL_H

#include <stddef.h>

#include "gputiled_device.h"
#include "engine.h"

/* The steps.  Matrices are column-major, of element type T (F64 F32 C128
   C64), with leading dimension their row count; pointers are "device"
   pointers of the backend.  Each overwrites A and reads cuSOLVER's INFO
   back once (*INFO > 0: the iteration did not converge). */
struct gt_spec_steps
{
  /* SVD of the M x N A, M >= N: S the N singular values (T's real type),
     descending.  JOB 'N': no vectors (U, VT unused); 'S': U the M x N
     left vectors, VT the N x N V^H; 'A': U M x M, VT N x N. */
  gt_status (*gesvd) (gt_etype t, char job, size_t m, size_t n, void *a,
                      void *s, void *u, void *vt, int *info);
  /* Eigenvalues of the Hermitian A (its lower triangle read): W N reals
     (T's real type), ascending; VECTORS: A's columns become the
     orthonormal eigenvectors. */
  gt_status (*syevd) (gt_etype t, int vectors, size_t n, void *a, void *w,
                      int *info);
  /* Eigenvalues of the general A: W N numbers of T's complex type (a
     conjugate pair of a real A next to each other, the one with positive
     imaginary part first); VR (N x N, of T) the right eigenvectors, unit
     2-norm, when not NULL: for real T packed as LAPACK's xGEEV packs
     them (a pair's vector as two real columns, its real then its
     imaginary part).  GT_ERR_NOT_SUPPORTED: this backend cannot (a
     cuSOLVER older than 12.6 has no Xgeev). */
  gt_status (*geev) (gt_etype t, size_t n, void *a, void *w, void *vr,
                     int *info);
};

const gt_spec_steps *gt_spec_cusolver (void); /* cusolver_spectral.cu */
const gt_spec_steps *gt_spec_host (void);     /* host_spectral.cu */

/* What cusolver_spectral.cu borrows from cusolver.cu: the loaded
   library (for dlsym), the primary device's handle and parameter object
   (cusolverDnHandle_t, cusolverDnParams_t) bound to the context's
   stream, and the device int for INFO. */
typedef struct
{
  void *lib;
  void *handle;
  void *params;
  int *dinfo;
  gt_ctx_handle hc;
} gt_cusolver_ctx;
gt_status gt_cusolver_ctx_get (gt_cusolver_ctx *c); /* cusolver.cu */

#endif /* GT_SPECTRAL_H */
