/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 The gputiled developers.
 *
 * factor.cu - factorisations and matrix structure of device arrays
 * (gt_dev_band, gt_dev_lu, gt_dev_lu_perm_out, gt_dev_chol, gt_dev_qr,
 * gt_dev_qr_q: gputiled_device.h): what Octave's triu, tril, lu, chol
 * and qr need below the gateway; and pages of products for pagefun
 * (gt_dev_gemm_batched, cuBLAS's strided batched GEMM).
 *
 * The factorisations are the steps of solve.h, cuSOLVER's on the GPU
 * (cusolver.cu: GETRF and POTRF through the 64-bit generic entries,
 * GEQRF, and ORGQR/UNGQR for Q) or the reference code of the host test
 * backend (host_solve.cu), chosen here once per call; the band of a
 * matrix (the triangles of the packed factors, triu, tril) and the LU
 * permutation from GETRF's row swaps are kernels of our own
 * (kernels/band.cu, kernels/lu_perm.cu) with host twins
 * (host_factor.cu).  Everything is queued on the context's stream;
 * only the factorisations' INFO is read back.  Work buffers are released
 * on every path.
 */
#include <string.h>

#include <algorithm>

#include "gputiled_device.h"
#include "engine.h"
#include "host_device.h"
#include "solve.h"
#include "../kernels/gt_factor_kernels.h"

namespace {

/* One launch on the context's stream, checked (engine.h). */
template <typename F> gt_status on_stream (const char *what, F f)
{
  return gt_on_stream (what, f);
}

/* A device buffer (host memory under the host backend) released at the
   end of its scope. */
struct Buf
{
  void *p = NULL;
  gt_status get (size_t bytes) { return gt_dev_alloc (&p, bytes ? bytes : 1); }
  ~Buf () { gt_dev_free (p); }
};

const gt_la_steps *steps (void)
{
  return gt_dev_host_backend () ? gt_la_host () : gt_la_cusolver ();
}

/* The common checks of a factorisation of an M x N A. */
gt_status check (const char *what, gt_etype t, size_t m, size_t n,
                 const void *a)
{
  gt_clear_error ();
  if (t != GT_E_F64 && t != GT_E_F32 && t != GT_E_C128 && t != GT_E_C64)
    return gt_fail (GT_ERR_INVALID_ARG, "%s of element type %d (double or "
                    "single, real or complex)", what, (int) t);
  if (m > 0x7fffffffu || n > 0x7fffffffu)
    return gt_fail (GT_ERR_NOT_SUPPORTED, "%s of a matrix with more than "
                    "2^31 - 1 rows or columns", what);
  if (m && n && !a)
    return gt_fail (GT_ERR_INVALID_ARG, "%s of a null array", what);
  return GT_OK;
}

} // namespace

gt_status gt_dev_band (gt_etype t, const void *x, size_t ldx, size_t m,
                       size_t n, long long lo, long long hi, int unit,
                       void *y)
{
  gt_clear_error ();
  if (gt_dev_host_backend ())
    return gt_host_band (t, x, ldx, m, n, lo, hi, unit, y);
  return on_stream ("a band of a matrix", [&] (cudaStream_t s) {
    return gt_launch_band (t, x, ldx, m, n, lo, hi, unit, y, s);
  });
}

gt_status gt_dev_lu (gt_etype t, size_t m, size_t n, void *A,
                     long long *perm, int *info)
{
  int dummy;
  if (!info)
    info = &dummy;
  *info = 0;
  gt_status st = check ("an LU factorisation", t, m, n, A);
  if (st != GT_OK || m == 0)
    return st;
  const size_t k = std::min (m, n);
  Buf piv;
  if ((st = piv.get (k * sizeof (int64_t))) != GT_OK)
    return st;
  if (k && (st = steps ()->getrf_mn (t, m, n, A, (int64_t *) piv.p, info))
               != GT_OK)
    return st;
  if (!perm)
    return GT_OK;
  if (gt_dev_host_backend ())
    return gt_host_lu_perm ((const int64_t *) piv.p, k, m, perm);
  return on_stream ("an LU permutation", [&] (cudaStream_t s) {
    return gt_launch_lu_perm ((const int64_t *) piv.p, k, m, perm, s);
  });
}

gt_status gt_dev_lu_perm_out (const long long *perm, size_t m, double *pvec,
                              double *pmat)
{
  gt_clear_error ();
  if (gt_dev_host_backend ())
    return gt_host_lu_perm_out (perm, m, pvec, pmat);
  return on_stream ("an LU permutation", [&] (cudaStream_t s) {
    return gt_launch_lu_perm_out (perm, m, pvec, pmat, s);
  });
}

gt_status gt_dev_chol (gt_etype t, int upper, size_t n, void *A, int *info)
{
  int dummy;
  if (!info)
    info = &dummy;
  *info = 0;
  const gt_status st = check ("a Cholesky factorisation", t, n, n, A);
  if (st != GT_OK || n == 0)
    return st;
  return steps ()->potrf_uplo (t, upper, n, A, info);
}

gt_status gt_dev_qr (gt_etype t, size_t m, size_t n, void *A, void *tau)
{
  const gt_status st = check ("a QR factorisation", t, m, n, A);
  if (st != GT_OK || m == 0 || n == 0)
    return st;
  if (!tau)
    return gt_fail (GT_ERR_INVALID_ARG, "a QR factorisation needs TAU");
  return steps ()->geqrf (t, m, n, A, tau);
}

gt_status gt_dev_qr_q (gt_etype t, size_t m, size_t nq, size_t k, void *Q,
                       const void *tau)
{
  const gt_status st = check ("the Q of a QR factorisation", t, m, nq, Q);
  if (st != GT_OK || m == 0 || nq == 0)
    return st;
  if (nq > m || k > nq)
    return gt_fail (GT_ERR_INVALID_ARG, "the Q of a QR factorisation: %zu "
                    "columns of %zu rows from %zu reflectors", nq, m, k);
  if (k && !tau)
    return gt_fail (GT_ERR_INVALID_ARG, "the Q of a QR factorisation needs "
                    "TAU");
  return steps ()->orgqr (t, m, nq, k, Q, tau);
}

gt_status gt_dev_gemm_batched (gt_etype t, size_t m, size_t n, size_t k,
                               const void *A, size_t sa, const void *B,
                               size_t sb, void *C, size_t batch)
{
  gt_clear_error ();
  if (t != GT_E_F64 && t != GT_E_F32 && t != GT_E_C128 && t != GT_E_C64)
    return gt_fail (GT_ERR_INVALID_ARG, "pages of products of element "
                    "type %d", (int) t);
  if (m && n && batch && ((k && (!A || !B)) || !C))
    return gt_fail (GT_ERR_INVALID_ARG, "pages of products of a null "
                    "array");
  if (gt_dev_host_backend ())
    return gt_host_gemm_batched (t, m, n, k, A, sa, B, sb, C, batch);
  const gt_dtype dt = t == GT_E_F64 || t == GT_E_C128 ? GT_DOUBLE
                                                       : GT_SINGLE;
  const int cplx = t == GT_E_C128 || t == GT_E_C64;
  return on_stream ("pages of products", [&] (cudaStream_t s) {
    return gt_cublas_gemm_batched (dt, cplx, m, n, k, A, sa, B, sb, C,
                                   batch, s);
  });
}
