/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gemm_cublas.cu - cuBLAS as the reference ("Kernel", "cublas"): what the
 * fast kernels are measured against, in class and in the benchmark.
 *
 * cuBLAS is loaded with dlopen on first use, not linked: the package's .mex
 * then needs only the NVIDIA driver to load, and the other kernels work
 * where cuBLAS is not installed.  GPUTILED_CUBLAS may name the library file.
 * The 64-bit-size entry points (cublas[SDCZ]gemm_v2_64, CUDA >= 12) take
 * any size.  One handle, created on first use, bound to the caller's stream.
 * Complex * complex products call CGEMM / ZGEMM (gt_cublas_gemm_complex).
 */
#include <dlfcn.h>
#include <stdint.h>
#include <stdlib.h>

#include <mutex>

#include <cublas_api.h> /* types only: nothing is linked */

#include "gt_kernels.h"
#include "gt_factor_kernels.h"

typedef cublasStatus_t (*create_fn) (cublasHandle_t *);
typedef cublasStatus_t (*destroy_fn) (cublasHandle_t);
typedef cublasStatus_t (*stream_fn) (cublasHandle_t, cudaStream_t);
typedef cublasStatus_t (*sgemm_fn) (cublasHandle_t, cublasOperation_t,
                                    cublasOperation_t, int64_t, int64_t,
                                    int64_t, const float *, const float *,
                                    int64_t, const float *, int64_t,
                                    const float *, float *, int64_t);
typedef cublasStatus_t (*dgemm_fn) (cublasHandle_t, cublasOperation_t,
                                    cublasOperation_t, int64_t, int64_t,
                                    int64_t, const double *, const double *,
                                    int64_t, const double *, int64_t,
                                    const double *, double *, int64_t);
typedef cublasStatus_t (*cgemm_fn) (cublasHandle_t, cublasOperation_t,
                                    cublasOperation_t, int64_t, int64_t,
                                    int64_t, const cuComplex *,
                                    const cuComplex *, int64_t,
                                    const cuComplex *, int64_t,
                                    const cuComplex *, cuComplex *, int64_t);
typedef cublasStatus_t (*zgemm_fn) (cublasHandle_t, cublasOperation_t,
                                    cublasOperation_t, int64_t, int64_t,
                                    int64_t, const cuDoubleComplex *,
                                    const cuDoubleComplex *, int64_t,
                                    const cuDoubleComplex *, int64_t,
                                    const cuDoubleComplex *,
                                    cuDoubleComplex *, int64_t);

/* B = op (T)^-1 B: one signature, four element types (void * for the
   scalar and the arrays, cast at the call). */
typedef cublasStatus_t (*trsm_fn) (cublasHandle_t, cublasSideMode_t,
                                   cublasFillMode_t, cublasOperation_t,
                                   cublasDiagType_t, int64_t, int64_t,
                                   const void *, const void *, int64_t,
                                   void *, int64_t);

static struct
{
  void *lib;
  create_fn create;
  destroy_fn destroy;
  stream_fn set_stream;
  sgemm_fn sgemm;
  dgemm_fn dgemm;
  cgemm_fn cgemm;
  zgemm_fn zgemm;
  trsm_fn trsm[4]; /* S D C Z */
  cublasHandle_t handle[GT_DEVICE_SLOTS]; /* one per device */
} cb;

static gt_status load (void)
{
  static const char *names[] = { "libcublas.so.13", "libcublas.so.12",
                                 "libcublas.so",
                                 "/usr/local/cuda/lib64/libcublas.so" };
  const char *env = gt_cfg ()->cublas;
  /* Host threads of a call spread over several devices come here at
     once. */
  static std::mutex mu;
  std::lock_guard<std::mutex> lock (mu);

  if (cb.lib)
    return GT_OK;
  if (env && *env)
    cb.lib = dlopen (env, RTLD_NOW | RTLD_LOCAL);
  for (size_t i = 0; !cb.lib && i < sizeof names / sizeof names[0]; i++)
    cb.lib = dlopen (names[i], RTLD_NOW | RTLD_LOCAL);
  if (!cb.lib)
    return gt_fail (GT_ERR_NOT_SUPPORTED,
                    "the 'cublas' kernel needs the cuBLAS library "
                    "(libcublas.so), which was not found; set GPUTILED_CUBLAS "
                    "to its path");
  cb.create = (create_fn) dlsym (cb.lib, "cublasCreate_v2");
  cb.destroy = (destroy_fn) dlsym (cb.lib, "cublasDestroy_v2");
  cb.set_stream = (stream_fn) dlsym (cb.lib, "cublasSetStream_v2");
  cb.sgemm = (sgemm_fn) dlsym (cb.lib, "cublasSgemm_v2_64");
  cb.dgemm = (dgemm_fn) dlsym (cb.lib, "cublasDgemm_v2_64");
  cb.cgemm = (cgemm_fn) dlsym (cb.lib, "cublasCgemm_v2_64");
  cb.zgemm = (zgemm_fn) dlsym (cb.lib, "cublasZgemm_v2_64");
  cb.trsm[0] = (trsm_fn) dlsym (cb.lib, "cublasStrsm_v2_64");
  cb.trsm[1] = (trsm_fn) dlsym (cb.lib, "cublasDtrsm_v2_64");
  cb.trsm[2] = (trsm_fn) dlsym (cb.lib, "cublasCtrsm_v2_64");
  cb.trsm[3] = (trsm_fn) dlsym (cb.lib, "cublasZtrsm_v2_64");
  if (!cb.create || !cb.destroy || !cb.set_stream || !cb.sgemm || !cb.dgemm
      || !cb.cgemm || !cb.zgemm || !cb.trsm[0] || !cb.trsm[1]
      || !cb.trsm[2] || !cb.trsm[3])
    {
      dlclose (cb.lib);
      cb.lib = NULL;
      return gt_fail (GT_ERR_NOT_SUPPORTED, "the cuBLAS library found is "
                      "too old (it lacks the 64-bit GEMM entry points of "
                      "CUDA 12)");
    }
  return GT_OK;
}

/* Destroy the handle.  The library stays loaded for the life of the
   process: CUDA's libraries are not meant to be unloaded, and their own
   exit handlers must run before our CUDA runtime's (see the -z nodelete
   link flag of the .mex in CMakeLists.txt). */
void gt_cublas_release_device (int dev)
{
  if (dev >= 0 && dev < GT_DEVICE_SLOTS && cb.handle[dev])
    cb.destroy (cb.handle[dev]);
  if (dev >= 0 && dev < GT_DEVICE_SLOTS)
    cb.handle[dev] = NULL;
}

void gt_cublas_release (void)
{
  for (int d = 0; d < GT_DEVICE_SLOTS; d++)
    gt_cublas_release_device (d);
}

/* C (rows x cols elements of ES bytes, ldc) = 0: the product of nothing,
   without cuBLAS. */
static gt_status zero_fill (void *C, size_t ldc, size_t rows, size_t cols,
                            size_t es, cudaStream_t s)
{
  cudaError_t e = cudaMemset2DAsync (C, ldc * es, 0, rows * es, cols, s);
  return e == cudaSuccess ? GT_OK : gt_fail (GT_ERR_CUDA, "cudaMemset2D "
                                             "failed: %s",
                                             cudaGetErrorString (e));
}

/* The library loaded, a handle for the current device, bound to S. */
static gt_status ready (cudaStream_t s, cublasHandle_t **h)
{
  cublasStatus_t r;
  int dev = 0;
  gt_status st;

  if ((st = load ()) != GT_OK)
    return st;
  if (cudaGetDevice (&dev) != cudaSuccess || dev < 0
      || dev >= GT_DEVICE_SLOTS)
    {
      (void) cudaGetLastError ();
      return gt_fail (GT_ERR_CUDA, "cuBLAS: no current device");
    }
  *h = &cb.handle[dev];
  if (!**h)
    {
      if ((r = cb.create (*h)) != CUBLAS_STATUS_SUCCESS)
        {
          **h = NULL;
          return gt_fail (r == CUBLAS_STATUS_ALLOC_FAILED
                          ? GT_ERR_OUT_OF_MEMORY : GT_ERR_CUDA,
                          "cublasCreate failed (status %d)", (int) r);
        }
    }
  if ((r = cb.set_stream (**h, s)) != CUBLAS_STATUS_SUCCESS)
    return gt_fail (GT_ERR_CUDA, "cublasSetStream failed (status %d)", (int) r);
  return GT_OK;
}

gt_status gt_launch_gemm_cublas (const gt_gemm_args *a, cudaStream_t s,
                                 gt_launch *L)
{
  cublasHandle_t *hp = NULL;
  cublasStatus_t r;
  gt_status st;

  L->grid = dim3 (0, 0, 0); /* cuBLAS picks its own launch */
  L->block = dim3 (0, 0, 0);
  if (a->k == 0)
    return zero_fill (a->C, a->ldc, a->m, a->n,
                      a->dtype == GT_DOUBLE ? 8 : 4, s);
  if ((st = ready (s, &hp)) != GT_OK)
    return st;

  /* cuBLAS wants every leading dimension >= 1, also for K = 0 (where it
     writes C = 0 as the product of nothing). */
  const int64_t lda = a->lda ? (int64_t) a->lda : 1;
  const int64_t ldb = a->ldb ? (int64_t) a->ldb : 1;
  const int64_t ldc = a->ldc ? (int64_t) a->ldc : 1;
  if (a->dtype == GT_DOUBLE)
    {
      const double one = 1.0, zero = 0.0;
      r = cb.dgemm (*hp, CUBLAS_OP_N, CUBLAS_OP_N, (int64_t) a->m,
                    (int64_t) a->n, (int64_t) a->k, &one,
                    (const double *) a->A, lda, (const double *) a->B, ldb,
                    &zero, (double *) a->C, ldc);
    }
  else
    {
      const float one = 1.0f, zero = 0.0f;
      r = cb.sgemm (*hp, CUBLAS_OP_N, CUBLAS_OP_N, (int64_t) a->m,
                    (int64_t) a->n, (int64_t) a->k, &one,
                    (const float *) a->A, lda, (const float *) a->B, ldb,
                    &zero, (float *) a->C, ldc);
    }
  if (r != CUBLAS_STATUS_SUCCESS)
    return gt_fail (GT_ERR_CUDA, "cuBLAS GEMM failed (status %d)", (int) r);
  return GT_OK;
}

gt_status gt_cublas_gemm_complex (gt_dtype dtype, size_t m, size_t n,
                                  size_t k, const void *A, size_t lda,
                                  const void *B, size_t ldb, void *C,
                                  size_t ldc, cudaStream_t s)
{
  const int64_t la = lda ? (int64_t) lda : 1, lb = ldb ? (int64_t) ldb : 1;
  const int64_t lc = ldc ? (int64_t) ldc : 1;
  cublasHandle_t *hp = NULL;
  cublasStatus_t r;
  gt_status st;

  if (k == 0)
    return zero_fill (C, ldc, m, n, dtype == GT_DOUBLE ? 16 : 8, s);
  if ((st = ready (s, &hp)) != GT_OK)
    return st;
  if (dtype == GT_DOUBLE)
    {
      const cuDoubleComplex one = { 1.0, 0.0 }, zero = { 0.0, 0.0 };
      r = cb.zgemm (*hp, CUBLAS_OP_N, CUBLAS_OP_N, (int64_t) m,
                    (int64_t) n, (int64_t) k, &one,
                    (const cuDoubleComplex *) A, la,
                    (const cuDoubleComplex *) B, lb, &zero,
                    (cuDoubleComplex *) C, lc);
    }
  else
    {
      const cuComplex one = { 1.0f, 0.0f }, zero = { 0.0f, 0.0f };
      r = cb.cgemm (*hp, CUBLAS_OP_N, CUBLAS_OP_N, (int64_t) m,
                    (int64_t) n, (int64_t) k, &one, (const cuComplex *) A, la,
                    (const cuComplex *) B, lb, &zero, (cuComplex *) C, lc);
    }
  if (r != CUBLAS_STATUS_SUCCESS)
    return gt_fail (GT_ERR_CUDA, "cuBLAS complex GEMM failed (status %d)",
                    (int) r);
  return GT_OK;
}

gt_status gt_cublas_trsm (gt_dtype dtype, int cplx, int upper, int unit,
                          int trans, size_t n, size_t nrhs, const void *T,
                          size_t lda, void *B, size_t ldb, cudaStream_t s)
{
  /* alpha = 1 in the element type: the largest is two doubles. */
  static const double one_d[2] = { 1.0, 0.0 };
  static const float one_f[2] = { 1.0f, 0.0f };
  const int which = (dtype == GT_DOUBLE ? 1 : 0) + (cplx ? 2 : 0);
  cublasHandle_t *hp = NULL;
  cublasStatus_t r;
  gt_status st;

  if (n == 0 || nrhs == 0)
    return GT_OK;
  if ((st = ready (s, &hp)) != GT_OK)
    return st;
  /* The conjugate transpose of a real matrix is its transpose: cuBLAS
     takes OP_C there too, but OP_T says it plainly. */
  const cublasOperation_t op = !trans ? CUBLAS_OP_N
                               : cplx ? CUBLAS_OP_C : CUBLAS_OP_T;
  r = cb.trsm[which] (*hp, CUBLAS_SIDE_LEFT,
                      upper ? CUBLAS_FILL_MODE_UPPER : CUBLAS_FILL_MODE_LOWER,
                      op, unit ? CUBLAS_DIAG_UNIT : CUBLAS_DIAG_NON_UNIT,
                      (int64_t) n, (int64_t) nrhs,
                      dtype == GT_DOUBLE ? (const void *) one_d
                                         : (const void *) one_f,
                      T, (int64_t) lda, B, (int64_t) ldb);
  if (r != CUBLAS_STATUS_SUCCESS)
    return gt_fail (GT_ERR_CUDA, "cuBLAS TRSM failed (status %d)", (int) r);
  return GT_OK;
}

/* The strided batched GEMMs (S D C Z), looked up at their first use: one
   signature with the scalars and arrays as void *. */
typedef cublasStatus_t (*gemm_batched_fn) (cublasHandle_t, cublasOperation_t,
                                           cublasOperation_t, int64_t,
                                           int64_t, int64_t, const void *,
                                           const void *, int64_t, long long,
                                           const void *, int64_t, long long,
                                           const void *, void *, int64_t,
                                           long long, int64_t);

gt_status gt_cublas_gemm_batched (gt_dtype dtype, int cplx, size_t m,
                                  size_t n, size_t k, const void *A,
                                  size_t sa, const void *B, size_t sb,
                                  void *C, size_t batch, cudaStream_t s)
{
  static const char *const names[4] = { "cublasSgemmStridedBatched_64",
                                        "cublasDgemmStridedBatched_64",
                                        "cublasCgemmStridedBatched_64",
                                        "cublasZgemmStridedBatched_64" };
  static gemm_batched_fn fns[4];
  static std::mutex mu;
  static const double one_d[2] = { 1.0, 0.0 }, zero_d[2] = { 0.0, 0.0 };
  static const float one_f[2] = { 1.0f, 0.0f }, zero_f[2] = { 0.0f, 0.0f };
  const int which = (dtype == GT_DOUBLE ? 1 : 0) + (cplx ? 2 : 0);
  const size_t es = (dtype == GT_DOUBLE ? 8 : 4) * (cplx ? 2 : 1);
  cublasHandle_t *hp = NULL;
  gt_status st;

  if (m == 0 || n == 0 || batch == 0)
    return GT_OK;
  if (k == 0)
    return zero_fill (C, m, m, n * batch, es, s);
  if ((st = ready (s, &hp)) != GT_OK)
    return st;
  {
    std::lock_guard<std::mutex> lock (mu);
    if (!fns[which])
      fns[which] = (gemm_batched_fn) dlsym (cb.lib, names[which]);
    if (!fns[which])
      return gt_fail (GT_ERR_NOT_SUPPORTED, "the cuBLAS library found "
                      "lacks %s", names[which]);
  }
  const bool d = dtype == GT_DOUBLE;
  const cublasStatus_t r = fns[which] (
      *hp, CUBLAS_OP_N, CUBLAS_OP_N, (int64_t) m, (int64_t) n, (int64_t) k,
      d ? (const void *) one_d : (const void *) one_f, A, (int64_t) m,
      (long long) sa, B, (int64_t) k, (long long) sb,
      d ? (const void *) zero_d : (const void *) zero_f, C, (int64_t) m,
      (long long) (m * n), (int64_t) batch);
  if (r != CUBLAS_STATUS_SUCCESS)
    return gt_fail (GT_ERR_CUDA, "cuBLAS batched GEMM failed (status %d)",
                    (int) r);
  return GT_OK;
}
