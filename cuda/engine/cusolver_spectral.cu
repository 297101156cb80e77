/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 The gputiled developers.
 *
 * cusolver_spectral.cu - the GPU's steps of the spectral decompositions
 * (spectral.h) on cuSOLVER's 64-bit generic entries: cusolverDnXgesvd
 * (the SVD; Xgesvdp and Xgesvdj may be faster on some shapes, but that
 * is unmeasured, so the LAPACK-like QR iteration it is), cusolverDnXsyevd
 * (Hermitian eigenproblems, divide and conquer) and cusolverDnXgeev
 * (general eigenproblems, CUDA 12.6 and later).
 *
 * The library is the one cusolver.cu loads (gt_cusolver_ctx_get: its
 * handle, parameters, stream and INFO); these entries are looked up in
 * it here, once.  Xgesvd and Xsyevd are needed (missing:
 * GT_ERR_MISSING_LIBRARY); Xgeev is optional, and where the library
 * lacks it geev answers GT_ERR_NOT_SUPPORTED, which the caller turns
 * into Octave's eig on the host.  Work areas come from the engine's
 * buffer cache for one call; INFO is read back once per call.
 */
#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>

#include <mutex>
#include <vector>

#include <cusolverDn.h> /* types and constants only: nothing is linked */

#include "gputiled_device.h"
#include "engine.h"
#include "spectral.h"

namespace {

typedef cusolverStatus_t (*gesvd_size_fn) (
    cusolverDnHandle_t, cusolverDnParams_t, signed char, signed char,
    int64_t, int64_t, cudaDataType, const void *, int64_t, cudaDataType,
    const void *, cudaDataType, const void *, int64_t, cudaDataType,
    const void *, int64_t, cudaDataType, size_t *, size_t *);
typedef cusolverStatus_t (*gesvd_fn) (
    cusolverDnHandle_t, cusolverDnParams_t, signed char, signed char,
    int64_t, int64_t, cudaDataType, void *, int64_t, cudaDataType, void *,
    cudaDataType, void *, int64_t, cudaDataType, void *, int64_t,
    cudaDataType, void *, size_t, void *, size_t, int *);
typedef cusolverStatus_t (*syevd_size_fn) (
    cusolverDnHandle_t, cusolverDnParams_t, cusolverEigMode_t,
    cublasFillMode_t, int64_t, cudaDataType, const void *, int64_t,
    cudaDataType, const void *, cudaDataType, size_t *, size_t *);
typedef cusolverStatus_t (*syevd_fn) (
    cusolverDnHandle_t, cusolverDnParams_t, cusolverEigMode_t,
    cublasFillMode_t, int64_t, cudaDataType, void *, int64_t, cudaDataType,
    void *, cudaDataType, void *, size_t, void *, size_t, int *);
typedef cusolverStatus_t (*geev_size_fn) (
    cusolverDnHandle_t, cusolverDnParams_t, cusolverEigMode_t,
    cusolverEigMode_t, int64_t, cudaDataType, const void *, int64_t,
    cudaDataType, const void *, cudaDataType, const void *, int64_t,
    cudaDataType, const void *, int64_t, cudaDataType, size_t *, size_t *);
typedef cusolverStatus_t (*geev_fn) (
    cusolverDnHandle_t, cusolverDnParams_t, cusolverEigMode_t,
    cusolverEigMode_t, int64_t, cudaDataType, void *, int64_t, cudaDataType,
    void *, cudaDataType, void *, int64_t, cudaDataType, void *, int64_t,
    cudaDataType, void *, size_t, void *, size_t, int *);

struct
{
  void *from;   /* the library these came from */
  gesvd_size_fn gesvd_size;
  gesvd_fn gesvd;
  syevd_size_fn syevd_size;
  syevd_fn syevd;
  geev_size_fn geev_size;   /* NULL where the library has no Xgeev */
  geev_fn geev;
} sym;

std::mutex mu;

gt_status fail_status (cusolverStatus_t r, const char *what)
{
  (void) cudaGetLastError ();
  return gt_fail (r == CUSOLVER_STATUS_ALLOC_FAILED ? GT_ERR_OUT_OF_MEMORY
                                                    : GT_ERR_CUDA,
                  "%s failed: cuSOLVER status %d", what, (int) r);
}

/* The context, and the entries looked up in its library. */
gt_status ready (gt_cusolver_ctx *c)
{
  gt_status st = gt_cusolver_ctx_get (c);
  if (st != GT_OK)
    return st;
  std::lock_guard<std::mutex> lock (mu);
  if (sym.from == c->lib)
    return GT_OK;
  memset (&sym, 0, sizeof sym);
  void *h = c->lib;
  sym.gesvd_size = (gesvd_size_fn) dlsym (h, "cusolverDnXgesvd_bufferSize");
  sym.gesvd = (gesvd_fn) dlsym (h, "cusolverDnXgesvd");
  sym.syevd_size = (syevd_size_fn) dlsym (h, "cusolverDnXsyevd_bufferSize");
  sym.syevd = (syevd_fn) dlsym (h, "cusolverDnXsyevd");
  sym.geev_size = (geev_size_fn) dlsym (h, "cusolverDnXgeev_bufferSize");
  sym.geev = (geev_fn) dlsym (h, "cusolverDnXgeev");
  if (!sym.geev_size || !sym.geev)
    sym.geev_size = NULL, sym.geev = NULL;
  if (!sym.gesvd_size || !sym.gesvd || !sym.syevd_size || !sym.syevd)
    {
      memset (&sym, 0, sizeof sym);
      return gt_fail (GT_ERR_MISSING_LIBRARY, "the cuSOLVER library found "
                      "lacks cusolverDnXgesvd or cusolverDnXsyevd: it is "
                      "too old");
    }
  sym.from = h;
  return GT_OK;
}

cudaDataType real_dtype (gt_etype t)
{
  return t == GT_E_F64 || t == GT_E_C128 ? CUDA_R_64F : CUDA_R_32F;
}

cudaDataType cplx_dtype (gt_etype t)
{
  return t == GT_E_F64 || t == GT_E_C128 ? CUDA_C_64F : CUDA_C_32F;
}

cudaDataType dtype_of (gt_etype t)
{
  return t == GT_E_C128 || t == GT_E_C64 ? cplx_dtype (t) : real_dtype (t);
}

/* One call of a routine: the context and its handles, the work areas
   SIZE asks for (device bytes from the cache, host bytes from the heap)
   given to CALL, INFO read back (waits). */
struct Call
{
  gt_cusolver_ctx c;
  cusolverDnHandle_t h = NULL;
  cusolverDnParams_t p = NULL;

  gt_status begin (void)
  {
    const gt_status st = ready (&c);
    h = (cusolverDnHandle_t) c.handle;
    p = (cusolverDnParams_t) c.params;
    return st;
  }

  template <typename Size, typename Run>
  gt_status run (const char *name, Size size, Run call, int *info)
  {
    size_t db = 0, hb = 0;
    cusolverStatus_t r = size (&db, &hb);
    if (r != CUSOLVER_STATUS_SUCCESS)
      return fail_status (r, "sizing cuSOLVER's work area");
    std::vector<char> host (hb ? hb : 1);
    void *dev = NULL;
    gt_status st = gt_dev_get (&dev, db ? db : 1, "cuSOLVER's work area");
    if (st != GT_OK)
      return st;
    r = call (dev, db, host.data (), hb);
    cudaError_t e = gt_launch_error (c.hc.stream);
    if (r != CUSOLVER_STATUS_SUCCESS)
      st = fail_status (r, name);
    else if (e != cudaSuccess)
      st = gt_cuda_fail (e, name);
    else if ((e = cudaMemcpyAsync (info, c.dinfo, sizeof (int),
                                   cudaMemcpyDeviceToHost, c.hc.stream))
             != cudaSuccess)
      st = gt_cuda_fail (e, "reading cuSOLVER's INFO");
    else if ((e = cudaStreamSynchronize (c.hc.stream)) != cudaSuccess)
      st = gt_cuda_fail (e, name);
    gt_dev_put (dev);
    return st;
  }
};

gt_status gesvd (gt_etype t, char job, size_t m, size_t n, void *a, void *s,
                 void *u, void *vt, int *info)
{
  Call k;
  const gt_status st = k.begin ();
  if (st != GT_OK)
    return st;
  const cudaDataType dt = dtype_of (t), rt = real_dtype (t);
  const int64_t mm = (int64_t) m, nn = (int64_t) n;
  const signed char ju = job, jv = job == 'N' ? 'N' : 'A';
  const int64_t ldu = job == 'N' ? 1 : mm, ldvt = job == 'N' ? 1 : nn;
  return k.run (
      "cusolverDnXgesvd",
      [&] (size_t *db, size_t *hb)
        {
          return sym.gesvd_size (k.h, k.p, ju, jv, mm, nn, dt, a, mm, rt, s,
                                 dt, u, ldu, dt, vt, ldvt, dt, db, hb);
        },
      [&] (void *dw, size_t db, void *hw, size_t hb)
        {
          return sym.gesvd (k.h, k.p, ju, jv, mm, nn, dt, a, mm, rt, s, dt, u,
                            ldu, dt, vt, ldvt, dt, dw, db, hw, hb,
                            k.c.dinfo);
        },
      info);
}

gt_status syevd (gt_etype t, int vectors, size_t n, void *a, void *w,
                 int *info)
{
  Call k;
  const gt_status st = k.begin ();
  if (st != GT_OK)
    return st;
  const cudaDataType dt = dtype_of (t), rt = real_dtype (t);
  const int64_t nn = (int64_t) n;
  const cusolverEigMode_t jz = vectors ? CUSOLVER_EIG_MODE_VECTOR
                                       : CUSOLVER_EIG_MODE_NOVECTOR;
  const cublasFillMode_t lo = CUBLAS_FILL_MODE_LOWER;
  return k.run (
      "cusolverDnXsyevd",
      [&] (size_t *db, size_t *hb)
        {
          return sym.syevd_size (k.h, k.p, jz, lo, nn, dt, a, nn, rt, w, dt,
                                 db, hb);
        },
      [&] (void *dw, size_t db, void *hw, size_t hb)
        {
          return sym.syevd (k.h, k.p, jz, lo, nn, dt, a, nn, rt, w, dt, dw,
                            db, hw, hb, k.c.dinfo);
        },
      info);
}

gt_status geev (gt_etype t, size_t n, void *a, void *w, void *vr, int *info)
{
  Call k;
  const gt_status st = k.begin ();
  if (st != GT_OK)
    return st;
  if (!sym.geev)
    return gt_fail (GT_ERR_NOT_SUPPORTED, "the cuSOLVER library loaded has "
                    "no cusolverDnXgeev (CUDA 12.6 and later)");
  const cudaDataType dt = dtype_of (t), wt = cplx_dtype (t);
  const int64_t nn = (int64_t) n, ldvr = vr ? nn : 1;
  const cusolverEigMode_t jl = CUSOLVER_EIG_MODE_NOVECTOR;
  const cusolverEigMode_t jr = vr ? CUSOLVER_EIG_MODE_VECTOR
                                  : CUSOLVER_EIG_MODE_NOVECTOR;
  return k.run (
      "cusolverDnXgeev",
      [&] (size_t *db, size_t *hb)
        {
          return sym.geev_size (k.h, k.p, jl, jr, nn, dt, a, nn, wt, w, dt,
                                NULL, 1, dt, vr, ldvr, dt, db, hb);
        },
      [&] (void *dw, size_t db, void *hw, size_t hb)
        {
          return sym.geev (k.h, k.p, jl, jr, nn, dt, a, nn, wt, w, dt, NULL,
                           1, dt, vr, ldvr, dt, dw, db, hw, hb, k.c.dinfo);
        },
      info);
}

const gt_spec_steps steps = { gesvd, syevd, geev };

} // namespace

const gt_spec_steps *gt_spec_cusolver (void) { return &steps; }
