/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 The gputiled developers.
 *
 * cusolver.cu - the GPU's steps of the dense solves (solve.h): NVIDIA's
 * cuSOLVER for the factorisations and cuBLAS TRSM for triangular solves.
 *
 * Loading.  cuSOLVER is opened with dlopen at the first solve, as cuFFT
 * is (fft.cu), never linked: the package needs only the driver to load.
 * GPUTILED_CUSOLVER names the file (then it is the only one tried);
 * otherwise the sonames of CUDA 13 and 12 (libcusolver.so.12, .so.11),
 * the unversioned name and the toolkit's usual place.  Missing:
 * GT_ERR_MISSING_LIBRARY (gputiled:missingLibrary).  The factorisations
 * use the 64-bit generic entries (cusolverDnX..., CUDA 11.1 and later):
 * one signature for the four element types, and any size; applying Q of
 * a QR has no such entry, so ORMQR/UNMQR are the typed ones (sizes below
 * 2^31).
 *
 * Each device has a handle and a parameter object, made at its first
 * solve and destroyed with its context (gt_cusolver_release_device, from
 * context.cu), and one device int for cuSOLVER's INFO.  Work areas come
 * from the engine's buffer cache for the length of one call; everything
 * runs on the context's stream, and INFO is read back once per
 * factorisation (the solves' INFO only reports bad arguments, which the
 * caller has ruled out, so it is not read).
 */
#include <dlfcn.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <mutex>
#include <vector>

#include <cusolverDn.h> /* types and constants only: nothing is linked */

#include "gputiled_device.h"
#include "engine.h"
#include "libload.h"
#include "session.h"
#include "solve.h"
#include "spectral.h"
#include "../kernels/gt_factor_kernels.h"
#include "../kernels/gt_solve_kernels.h"

namespace {

/* ------------------------------------------------------------------ */
/* The library                                                          */

typedef cusolverStatus_t (*create_fn) (cusolverDnHandle_t *);
typedef cusolverStatus_t (*destroy_fn) (cusolverDnHandle_t);
typedef cusolverStatus_t (*stream_fn) (cusolverDnHandle_t, cudaStream_t);
typedef cusolverStatus_t (*pcreate_fn) (cusolverDnParams_t *);
typedef cusolverStatus_t (*pdestroy_fn) (cusolverDnParams_t);
typedef cusolverStatus_t (*getrf_size_fn) (cusolverDnHandle_t,
                                           cusolverDnParams_t, int64_t,
                                           int64_t, cudaDataType,
                                           const void *, int64_t,
                                           cudaDataType, size_t *, size_t *);
typedef cusolverStatus_t (*getrf_fn) (cusolverDnHandle_t, cusolverDnParams_t,
                                      int64_t, int64_t, cudaDataType, void *,
                                      int64_t, int64_t *, cudaDataType,
                                      void *, size_t, void *, size_t, int *);
typedef cusolverStatus_t (*potrf_size_fn) (cusolverDnHandle_t,
                                           cusolverDnParams_t,
                                           cublasFillMode_t, int64_t,
                                           cudaDataType, const void *,
                                           int64_t, cudaDataType, size_t *,
                                           size_t *);
typedef cusolverStatus_t (*potrf_fn) (cusolverDnHandle_t, cusolverDnParams_t,
                                      cublasFillMode_t, int64_t,
                                      cudaDataType, void *, int64_t,
                                      cudaDataType, void *, size_t, void *,
                                      size_t, int *);
typedef cusolverStatus_t (*potrs_fn) (cusolverDnHandle_t, cusolverDnParams_t,
                                      cublasFillMode_t, int64_t, int64_t,
                                      cudaDataType, const void *, int64_t,
                                      cudaDataType, void *, int64_t, int *);

typedef cusolverStatus_t (*geqrf_size_fn) (cusolverDnHandle_t,
                                           cusolverDnParams_t, int64_t,
                                           int64_t, cudaDataType,
                                           const void *, int64_t,
                                           cudaDataType, const void *,
                                           cudaDataType, size_t *, size_t *);
typedef cusolverStatus_t (*geqrf_fn) (cusolverDnHandle_t, cusolverDnParams_t,
                                      int64_t, int64_t, cudaDataType, void *,
                                      int64_t, cudaDataType, void *,
                                      cudaDataType, void *, size_t, void *,
                                      size_t, int *);
/* ORMQR and UNMQR have no 64-bit generic entry: the typed ones (S D C Z,
   one signature with the element pointers as void *; sizes are int). */
typedef cusolverStatus_t (*ormqr_size_fn) (cusolverDnHandle_t,
                                           cublasSideMode_t,
                                           cublasOperation_t, int, int, int,
                                           const void *, int, const void *,
                                           const void *, int, int *);
typedef cusolverStatus_t (*ormqr_fn) (cusolverDnHandle_t, cublasSideMode_t,
                                      cublasOperation_t, int, int, int,
                                      const void *, int, const void *,
                                      void *, int, void *, int, int *);

struct
{
  void *h;
  create_fn create;
  destroy_fn destroy;
  stream_fn set_stream;
  pcreate_fn pcreate;
  pdestroy_fn pdestroy;
  getrf_size_fn getrf_size;
  getrf_fn getrf;
  potrf_size_fn potrf_size;
  potrf_fn potrf;
  potrs_fn potrs;
  geqrf_size_fn geqrf_size;
  geqrf_fn geqrf;
  ormqr_size_fn ormqr_size[4]; /* S D C Z */
  ormqr_fn ormqr[4];
} lib;

/* A device's handle: its part of the session (session.h). */
typedef gt_sess_solver DevState;

std::mutex mu;

const char *status_name (cusolverStatus_t r)
{
  switch (r)
    {
    case CUSOLVER_STATUS_SUCCESS: return "CUSOLVER_STATUS_SUCCESS";
    case CUSOLVER_STATUS_NOT_INITIALIZED: return "CUSOLVER_STATUS_NOT_INITIALIZED";
    case CUSOLVER_STATUS_ALLOC_FAILED: return "CUSOLVER_STATUS_ALLOC_FAILED";
    case CUSOLVER_STATUS_INVALID_VALUE: return "CUSOLVER_STATUS_INVALID_VALUE";
    case CUSOLVER_STATUS_ARCH_MISMATCH: return "CUSOLVER_STATUS_ARCH_MISMATCH";
    case CUSOLVER_STATUS_EXECUTION_FAILED: return "CUSOLVER_STATUS_EXECUTION_FAILED";
    case CUSOLVER_STATUS_INTERNAL_ERROR: return "CUSOLVER_STATUS_INTERNAL_ERROR";
    case CUSOLVER_STATUS_NOT_SUPPORTED: return "CUSOLVER_STATUS_NOT_SUPPORTED";
    default: return "an unknown cuSOLVER status";
    }
}

gt_status fail_status (cusolverStatus_t r, const char *what)
{
  (void) cudaGetLastError ();
  return gt_fail (r == CUSOLVER_STATUS_ALLOC_FAILED ? GT_ERR_OUT_OF_MEMORY
                                                    : GT_ERR_CUDA,
                  "%s failed: %s (%d)", what, status_name (r), (int) r);
}

gt_status load_locked (void)
{
  static const char *names[] = { "libcusolver.so.12", "libcusolver.so.11",
                                 "libcusolver.so",
                                 "/usr/local/cuda/lib64/libcusolver.so.12",
                                 "/usr/local/cuda/lib64/libcusolver.so.11",
                                 "/usr/local/cuda/lib64/libcusolver.so" };
  const char *which = NULL;
  void *h = NULL;

  if (lib.h)
    return GT_OK;
  const gt_status st = gt_lib_open (
      gt_cfg ()->cusolver, "GPUTILED_CUSOLVER",
      "NVIDIA's cuSOLVER library (libcusolver)", names,
      sizeof names / sizeof names[0],
      "dense linear algebra on the GPU (solves, factorisations, svd, eig) "
      "needs NVIDIA's cuSOLVER library "
      "(libcusolver.so.12 or libcusolver.so.11, part of the CUDA toolkit), "
      "which was not found; install it, or set GPUTILED_CUSOLVER to its "
      "path",
      &h, &which);
  if (st != GT_OK)
    return st;
  lib.create = (create_fn) dlsym (h, "cusolverDnCreate");
  lib.destroy = (destroy_fn) dlsym (h, "cusolverDnDestroy");
  lib.set_stream = (stream_fn) dlsym (h, "cusolverDnSetStream");
  lib.pcreate = (pcreate_fn) dlsym (h, "cusolverDnCreateParams");
  lib.pdestroy = (pdestroy_fn) dlsym (h, "cusolverDnDestroyParams");
  lib.getrf_size = (getrf_size_fn) dlsym (h, "cusolverDnXgetrf_bufferSize");
  lib.getrf = (getrf_fn) dlsym (h, "cusolverDnXgetrf");
  lib.potrf_size = (potrf_size_fn) dlsym (h, "cusolverDnXpotrf_bufferSize");
  lib.potrf = (potrf_fn) dlsym (h, "cusolverDnXpotrf");
  lib.potrs = (potrs_fn) dlsym (h, "cusolverDnXpotrs");
  lib.geqrf_size = (geqrf_size_fn) dlsym (h, "cusolverDnXgeqrf_bufferSize");
  lib.geqrf = (geqrf_fn) dlsym (h, "cusolverDnXgeqrf");
  static const char *const mqr[4] = { "cusolverDnSormqr", "cusolverDnDormqr",
                                      "cusolverDnCunmqr",
                                      "cusolverDnZunmqr" };
  bool typed = true;
  for (int k = 0; k < 4; k++)
    {
      char name[64];
      snprintf (name, sizeof name, "%s_bufferSize", mqr[k]);
      lib.ormqr_size[k] = (ormqr_size_fn) dlsym (h, name);
      lib.ormqr[k] = (ormqr_fn) dlsym (h, mqr[k]);
      typed = typed && lib.ormqr_size[k] && lib.ormqr[k];
    }
  if (!lib.create || !lib.destroy || !lib.set_stream || !lib.pcreate
      || !lib.pdestroy || !lib.getrf_size || !lib.getrf
      || !lib.potrf_size || !lib.potrf || !lib.potrs || !lib.geqrf_size
      || !lib.geqrf || !typed)
    {
      dlclose (h);
      memset (&lib, 0, sizeof lib);
      return gt_fail (GT_ERR_MISSING_LIBRARY, "the cuSOLVER library found "
                      "(%s) lacks the 64-bit entries gputiled needs "
                      "(cusolverDnXgetrf, cusolverDnXpotrf ...): it is too "
                      "old", which);
    }
  lib.h = h;
  return GT_OK;
}

/* The library loaded, and the primary device's state, its handle bound
   to the context's stream. */
gt_status ready (gt_ctx_handle *hc, DevState **out)
{
  double init_ms;
  gt_status st = gt_ctx_get (-1, hc, &init_ms);
  if (st != GT_OK)
    return st;
  std::lock_guard<std::mutex> lock (mu);
  if ((st = load_locked ()) != GT_OK)
    return st;
  if (hc->device < 0 || hc->device >= GT_DEVICE_SLOTS)
    return gt_fail (GT_ERR_CUDA, "cuSOLVER: no current device");
  DevState &d = gt_device_state (hc->device).solver;
  cusolverStatus_t r;
  if (!d.h)
    {
      if ((r = lib.create (&d.h)) != CUSOLVER_STATUS_SUCCESS)
        {
          d.h = NULL;
          return fail_status (r, "cusolverDnCreate");
        }
      if ((r = lib.pcreate (&d.params)) != CUSOLVER_STATUS_SUCCESS)
        {
          lib.destroy (d.h);
          d.h = NULL;
          d.params = NULL;
          return fail_status (r, "cusolverDnCreateParams");
        }
      const cudaError_t e = cudaMalloc ((void **) &d.dinfo, sizeof (int));
      if (e != cudaSuccess)
        {
          lib.pdestroy (d.params);
          lib.destroy (d.h);
          memset (&d, 0, sizeof d);
          return gt_cuda_fail (e, "cuSOLVER's INFO");
        }
    }
  if ((r = lib.set_stream (d.h, hc->stream)) != CUSOLVER_STATUS_SUCCESS)
    return fail_status (r, "cusolverDnSetStream");
  *out = &d;
  return GT_OK;
}

cudaDataType dtype_of (gt_etype t)
{
  switch (t)
    {
    case GT_E_F64: return CUDA_R_64F;
    case GT_E_F32: return CUDA_R_32F;
    case GT_E_C128: return CUDA_C_64F;
    default: return CUDA_C_32F;
    }
}

bool is_cplx (gt_etype t) { return t == GT_E_C128 || t == GT_E_C64; }

/* The check after a call that queued kernels. */
gt_status queued (cusolverStatus_t r, const gt_ctx_handle &hc,
                  const char *what)
{
  if (r != CUSOLVER_STATUS_SUCCESS)
    return fail_status (r, what);
  const cudaError_t e = gt_launch_error (hc.stream);
  return e == cudaSuccess ? GT_OK : gt_cuda_fail (e, what);
}

/* cuSOLVER's INFO, read back (waits for the stream). */
gt_status read_info (const gt_ctx_handle &hc, const DevState &d, int *info)
{
  const cudaError_t e = cudaMemcpyAsync (info, d.dinfo, sizeof (int),
                                         cudaMemcpyDeviceToHost, hc.stream);
  if (e != cudaSuccess)
    return gt_cuda_fail (e, "reading cuSOLVER's INFO");
  const cudaError_t w = cudaStreamSynchronize (hc.stream);
  return w == cudaSuccess ? GT_OK : gt_cuda_fail (w, "a factorisation");
}

/* Work areas of a factorisation: device bytes from the cache, host bytes
   from the heap. */
struct Work
{
  void *dev = NULL, *host = NULL;
  size_t dbytes = 0, hbytes = 0;
  gt_status get (const char *what)
  {
    gt_status st = gt_dev_get (&dev, dbytes ? dbytes : 1, what);
    if (st == GT_OK && hbytes && !(host = malloc (hbytes)))
      st = gt_fail (GT_ERR_OUT_OF_MEMORY, "%s on the host", what);
    return st;
  }
  ~Work ()
  {
    gt_dev_put (dev);
    free (host);
  }
};

/* ------------------------------------------------------------------ */
/* The steps                                                            */

gt_status probe (gt_etype t, size_t n, const void *a, int *flags,
                 double *norm1)
{
  gt_ctx_handle hc;
  double init_ms;
  gt_status st = gt_ctx_get (-1, &hc, &init_ms);
  if (st != GT_OK)
    return st;
  void *buf = NULL;
  /* the column sums, then the columns' verdicts */
  if ((st = gt_dev_get (&buf, n * (sizeof (double) + 1), "the solve's "
                        "probe")) != GT_OK)
    return st;
  double *sums = (double *) buf;
  unsigned char *fl = (unsigned char *) (sums + n);
  double *hs = (double *) malloc (n * (sizeof (double) + 1));
  if (!hs)
    st = gt_fail (GT_ERR_OUT_OF_MEMORY, "the solve's probe on the host");
  if (st == GT_OK)
    st = gt_launch_solve_probe (t, n, a, sums, fl, hc.stream);
  if (st == GT_OK)
    {
      const cudaError_t e = gt_launch_error (hc.stream);
      if (e != cudaSuccess)
        st = gt_cuda_fail (e, "the solve's probe");
    }
  if (st == GT_OK)
    st = gt_dev_download (hs, buf, n * (sizeof (double) + 1));
  if (st == GT_OK)
    {
      const unsigned char *hf = (const unsigned char *) (hs + n);
      int f = GT_PROBE_UPPER | GT_PROBE_LOWER | GT_PROBE_HERM;
      double m = 0;
      bool nan = false;
      for (size_t j = 0; j < n; j++)
        {
          f &= hf[j];
          nan |= hs[j] != hs[j];
          if (hs[j] > m)
            m = hs[j];
        }
      *flags = f;
      *norm1 = nan ? (double) NAN : m;
    }
  free (hs);
  gt_dev_put (buf);
  return st;
}

/* A factorisation: SIZE (DevState, device bytes, host bytes) asks for its
   work areas, RUN (DevState, Work) queues it; its INFO read back. */
template <typename Size, typename Run>
gt_status factorise (const char *name, Size size, Run run, int *info)
{
  gt_ctx_handle hc;
  DevState *d;
  gt_status st = ready (&hc, &d);
  if (st != GT_OK)
    return st;
  Work w;
  const cusolverStatus_t r = size (*d, &w.dbytes, &w.hbytes);
  if (r != CUSOLVER_STATUS_SUCCESS)
    return fail_status (r, "sizing cuSOLVER's work area");
  if ((st = w.get ("cuSOLVER's work area")) != GT_OK
      || (st = queued (run (*d, w), hc, name)) != GT_OK)
    return st;
  return read_info (hc, *d, info);
}

/* factor.cu's general steps (below), of which these are cases */
gt_status getrf_mn (gt_etype t, size_t m, size_t n, void *a, int64_t *ipiv,
                    int *info);
gt_status potrf_uplo (gt_etype t, int upper, size_t n, void *a, int *info);

gt_status getrf (gt_etype t, size_t n, void *a, int64_t *ipiv, int *info)
{
  return getrf_mn (t, n, n, a, ipiv, info);
}

/* cuBLAS TRSM, a column at a time where there are only a few: its solve
   of one column is another, far faster kernel (order 4096 on an H200,
   both triangles: 0.48 ms for one column, 2.7 for two or three). */
#define FEW_COLUMNS 5
gt_status trsm_cols (gt_etype t, int upper, int unit, int trans, size_t n,
                     size_t nrhs, const void *a, size_t lda, void *b,
                     size_t ldb, cudaStream_t s)
{
  const gt_dtype dt = t == GT_E_F64 || t == GT_E_C128 ? GT_DOUBLE
                                                       : GT_SINGLE;
  if (nrhs <= 1 || nrhs > FEW_COLUMNS)
    return gt_cublas_trsm (dt, is_cplx (t), upper, unit, trans, n, nrhs, a,
                           lda, b, ldb, s);
  gt_status st = GT_OK;
  for (size_t c = 0; c < nrhs && st == GT_OK; c++)
    st = gt_cublas_trsm (dt, is_cplx (t), upper, unit, trans, n, 1, a, lda,
                         (char *) b + c * ldb * gt_etype_size (t), ldb, s);
  return st;
}

/* GETRS from its parts.  cuSOLVER's own (Xgetrs) applies the row swaps
   with a kernel that, for one right-hand side of order 4096, takes twice
   as long as both triangular solves together (1.0 ms against 0.5 on an
   H200), and the condition estimate makes several such solves.  Here the
   swaps become one permutation on the host (N numbers read back), applied
   as one gather by the index kernels, and the solves are cuBLAS TRSM. */
gt_status getrs (gt_etype t, int trans, size_t n, size_t nrhs,
                 const void *lu, const int64_t *ipiv, void *b)
{
  if (n == 0 || nrhs == 0)
    return GT_OK;
  gt_ctx_handle hc;
  double init_ms;
  gt_status st = gt_ctx_get (-1, &hc, &init_ms);
  if (st != GT_OK)
    return st;
  const size_t es = gt_etype_size (t), bytes = n * nrhs * es;
  /* row i of P B is row perm[i] of B (the swaps applied to 0 ... n-1);
     for the transposed solve, its inverse */
  std::vector<int64_t> sw (n);
  std::vector<long long> perm (n), rows (n);
  if ((st = gt_dev_download (sw.data (), ipiv, n * sizeof (int64_t)))
      != GT_OK)
    return st;
  gt_lu_perm_walk (sw.data (), n, n, perm.data ());
  for (size_t i = 0; i < n; i++)
    rows[trans ? perm[i] : i] = trans ? (long long) i : perm[i];
  void *list = NULL, *tmp = NULL;
  if ((st = gt_dev_get (&list, n * sizeof (long long), "the solve's row "
                        "order")) == GT_OK
      && (st = gt_dev_get (&tmp, bytes, "the solve's permuted right-hand "
                           "side")) == GT_OK)
    st = gt_dev_upload (list, rows.data (), n * sizeof (long long));
  const gt_index ix = gt_la_rows (n, nrhs, n, (const long long *) list);
  /* B = U^-1 L^-1 (P B), or P^T (L^-H U^-H B) */
  if (st == GT_OK && !trans)
    {
      if ((st = gt_dev_gather (es, b, &ix, tmp)) == GT_OK
          && (st = trsm_cols (t, 0, 1, 0, n, nrhs, lu, n, tmp, n,
                              hc.stream)) == GT_OK
          && (st = trsm_cols (t, 1, 0, 0, n, nrhs, lu, n, tmp, n,
                              hc.stream)) == GT_OK)
        st = gt_dev_copy (b, tmp, bytes);
    }
  else if (st == GT_OK)
    {
      if ((st = trsm_cols (t, 1, 0, 1, n, nrhs, lu, n, b, n, hc.stream))
              == GT_OK
          && (st = trsm_cols (t, 0, 1, 1, n, nrhs, lu, n, b, n, hc.stream))
                 == GT_OK
          && (st = gt_dev_gather (es, b, &ix, tmp)) == GT_OK)
        st = gt_dev_copy (b, tmp, bytes);
    }
  gt_dev_put (tmp);
  gt_dev_put (list);
  if (st != GT_OK)
    return st;
  const cudaError_t e = gt_launch_error (hc.stream);
  return e == cudaSuccess ? GT_OK : gt_cuda_fail (e, "cuBLAS TRSM");
}

gt_status potrf (gt_etype t, size_t n, void *a, int *info)
{
  return potrf_uplo (t, 0, n, a, info);
}

gt_status potrs (gt_etype t, size_t n, size_t nrhs, const void *l, void *b)
{
  gt_ctx_handle hc;
  DevState *d;
  gt_status st = ready (&hc, &d);
  if (st != GT_OK)
    return st;
  const cudaDataType dt = dtype_of (t);
  return queued (lib.potrs (d->h, d->params, CUBLAS_FILL_MODE_LOWER,
                            (int64_t) n, (int64_t) nrhs, dt, l, (int64_t) n,
                            dt, b, (int64_t) n, d->dinfo),
                 hc, "cusolverDnXpotrs");
}

gt_status trsm (gt_etype t, int upper, int trans, size_t n, size_t nrhs,
                const void *a, size_t lda, void *b, size_t ldb)
{
  gt_ctx_handle hc;
  double init_ms;
  gt_status st = gt_ctx_get (-1, &hc, &init_ms);
  if (st != GT_OK)
    return st;
  st = trsm_cols (t, upper, 0, trans, n, nrhs, a, lda, b, ldb, hc.stream);
  if (st != GT_OK)
    return st;
  const cudaError_t e = gt_launch_error (hc.stream);
  return e == cudaSuccess ? GT_OK : gt_cuda_fail (e, "cuBLAS TRSM");
}

gt_status geqrf (gt_etype t, size_t m, size_t n, void *a, void *tau)
{
  const cudaDataType dt = dtype_of (t);
  const int64_t mm = (int64_t) m, nn = (int64_t) n;
  int info = 0;   /* only bad arguments, which the caller rules out */
  return factorise (
      "cusolverDnXgeqrf",
      [&] (DevState &d, size_t *db, size_t *hb)
        {
          return lib.geqrf_size (d.h, d.params, mm, nn, dt, a, mm, dt, tau,
                                 dt, db, hb);
        },
      [&] (DevState &d, Work &w)
        {
          return lib.geqrf (d.h, d.params, mm, nn, dt, a, mm, dt, tau, dt,
                            w.dev, w.dbytes, w.host, w.hbytes, d.dinfo);
        },
      &info);
}

gt_status ormqr (gt_etype t, size_t m, size_t n, size_t nrhs, const void *a,
                 const void *tau, void *b)
{
  if (m > 0x7fffffffu || nrhs > 0x7fffffffu)
    return gt_fail (GT_ERR_NOT_SUPPORTED, "least squares with more than "
                    "2^31 - 1 rows or right-hand sides");
  gt_ctx_handle hc;
  DevState *d;
  gt_status st = ready (&hc, &d);
  if (st != GT_OK)
    return st;
  const int k = (t == GT_E_F64 ? 1 : t == GT_E_F32 ? 0
                 : t == GT_E_C64 ? 2 : 3);
  const cublasOperation_t op = is_cplx (t) ? CUBLAS_OP_C : CUBLAS_OP_T;
  int lwork = 0;
  cusolverStatus_t r = lib.ormqr_size[k] (d->h, CUBLAS_SIDE_LEFT, op, (int) m,
                                          (int) nrhs, (int) n, a, (int) m,
                                          tau, b, (int) m, &lwork);
  if (r != CUSOLVER_STATUS_SUCCESS)
    return fail_status (r, "sizing cuSOLVER's work area");
  void *w = NULL;
  if ((st = gt_dev_get (&w, (size_t) (lwork > 0 ? lwork : 1)
                              * gt_etype_size (t), "cuSOLVER's work area"))
      != GT_OK)
    return st;
  st = queued (lib.ormqr[k] (d->h, CUBLAS_SIDE_LEFT, op, (int) m, (int) nrhs,
                             (int) n, a, (int) m, tau, b, (int) m, w, lwork,
                             d->dinfo),
               hc, "cusolverDn?ormqr");
  gt_dev_put (w);
  return st;
}

/* ------------------------------------------------------------------ */
/* The steps of the factorisations (factor.cu: lu, chol, qr)            */

/* ORGQR and UNGQR (Q of a QR) have no 64-bit generic entry: the typed
   ones (S D C Z, one signature with the element pointers as void *;
   sizes are int), looked up in the loaded library at their first use. */
typedef cusolverStatus_t (*orgqr_size_fn) (cusolverDnHandle_t, int, int, int,
                                           const void *, int, const void *,
                                           int *);
typedef cusolverStatus_t (*orgqr_fn) (cusolverDnHandle_t, int, int, int,
                                      void *, int, const void *, void *, int,
                                      int *);
struct
{
  orgqr_size_fn size[4]; /* S D C Z */
  orgqr_fn run[4];
} gqr;

/* GQR's entries (the library is loaded: after ready). */
gt_status load_orgqr (void)
{
  std::lock_guard<std::mutex> lock (mu);
  if (gqr.run[0])
    return GT_OK;
  static const char *const names[4] = { "cusolverDnSorgqr",
                                        "cusolverDnDorgqr",
                                        "cusolverDnCungqr",
                                        "cusolverDnZungqr" };
  orgqr_size_fn sz[4];
  orgqr_fn run[4];
  for (int k = 0; k < 4; k++)
    {
      char name[64];
      snprintf (name, sizeof name, "%s_bufferSize", names[k]);
      sz[k] = (orgqr_size_fn) dlsym (lib.h, name);
      run[k] = (orgqr_fn) dlsym (lib.h, names[k]);
      if (!sz[k] || !run[k])
        return gt_fail (GT_ERR_MISSING_LIBRARY, "the cuSOLVER library "
                        "found lacks %s, which the Q of a QR needs",
                        names[k]);
    }
  for (int k = 0; k < 4; k++)
    gqr.size[k] = sz[k], gqr.run[k] = run[k];
  return GT_OK;
}

gt_status getrf_mn (gt_etype t, size_t m, size_t n, void *a, int64_t *ipiv,
                    int *info)
{
  const cudaDataType dt = dtype_of (t);
  const int64_t mm = (int64_t) m, nn = (int64_t) n;
  return factorise (
      "cusolverDnXgetrf",
      [&] (DevState &d, size_t *db, size_t *hb)
        {
          return lib.getrf_size (d.h, d.params, mm, nn, dt, a, mm, dt, db,
                                 hb);
        },
      [&] (DevState &d, Work &w)
        {
          return lib.getrf (d.h, d.params, mm, nn, dt, a, mm, ipiv, dt,
                            w.dev, w.dbytes, w.host, w.hbytes, d.dinfo);
        },
      info);
}

gt_status potrf_uplo (gt_etype t, int upper, size_t n, void *a, int *info)
{
  const cudaDataType dt = dtype_of (t);
  const int64_t m = (int64_t) n;
  const cublasFillMode_t fill = upper ? CUBLAS_FILL_MODE_UPPER
                                      : CUBLAS_FILL_MODE_LOWER;
  return factorise (
      "cusolverDnXpotrf",
      [&] (DevState &d, size_t *db, size_t *hb)
        {
          return lib.potrf_size (d.h, d.params, fill, m, dt, a, m, dt, db,
                                 hb);
        },
      [&] (DevState &d, Work &w)
        {
          return lib.potrf (d.h, d.params, fill, m, dt, a, m, dt, w.dev,
                            w.dbytes, w.host, w.hbytes, d.dinfo);
        },
      info);
}

gt_status orgqr (gt_etype t, size_t m, size_t nq, size_t k, void *a,
                 const void *tau)
{
  if (m > 0x7fffffffu)
    return gt_fail (GT_ERR_NOT_SUPPORTED, "the Q of a QR with more than "
                    "2^31 - 1 rows");
  gt_ctx_handle hc;
  DevState *d;
  gt_status st = ready (&hc, &d);
  if (st != GT_OK || (st = load_orgqr ()) != GT_OK)
    return st;
  const int w = (t == GT_E_F64 ? 1 : t == GT_E_F32 ? 0
                 : t == GT_E_C64 ? 2 : 3);
  int lwork = 0;
  cusolverStatus_t r = gqr.size[w] (d->h, (int) m, (int) nq, (int) k, a,
                                    (int) m, tau, &lwork);
  if (r != CUSOLVER_STATUS_SUCCESS)
    return fail_status (r, "sizing cuSOLVER's work area");
  void *work = NULL;
  if ((st = gt_dev_get (&work, (size_t) (lwork > 0 ? lwork : 1)
                                 * gt_etype_size (t), "cuSOLVER's work area"))
      != GT_OK)
    return st;
  st = queued (gqr.run[w] (d->h, (int) m, (int) nq, (int) k, a, (int) m, tau,
                           work, lwork, d->dinfo),
               hc, "cusolverDn?orgqr");
  gt_dev_put (work);
  return st;
}

const gt_la_steps steps = { probe, getrf, getrs, potrf, potrs, trsm, geqrf,
                            ormqr,
                            /* factor.cu's */
                            getrf_mn, potrf_uplo, orgqr };

} // namespace

const gt_la_steps *gt_la_cusolver (void) { return &steps; }

void gt_cusolver_release_device (int dev)
{
  if (dev < 0 || dev >= GT_DEVICE_SLOTS)
    return;
  std::lock_guard<std::mutex> lock (mu);
  DevState &d = gt_device_state (dev).solver;
  if (d.params && lib.pdestroy)
    lib.pdestroy (d.params);
  if (d.h && lib.destroy)
    lib.destroy (d.h);
  if (d.dinfo)
    cudaFree (d.dinfo);
  memset (&d, 0, sizeof d);
}

gt_status gt_cusolver_ctx_get (gt_cusolver_ctx *c)
{
  DevState *d;
  const gt_status st = ready (&c->hc, &d);
  if (st != GT_OK)
    return st;
  c->lib = lib.h;
  c->handle = d->h;
  c->params = d->params;
  c->dinfo = d->dinfo;
  return GT_OK;
}
