/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gt_kernels.h - the kernel layer's one header: what every kernel file
 * provides, one launcher with the signature below.  Internal to the CUDA
 * side of the core; kernels include nothing above this layer.
 *
 * A launcher checks what its kernel assumes (tile sizes, multiples), picks the
 * launch shape, enqueues the kernel on STREAM and reports the shape in *L.  It
 * never synchronises and never allocates: the engine's device dispatcher
 * (engine/dispatch.cu) owns memory, events and error collection, and is
 * the only caller.  The reduction kernels (reduce_*.cu) likewise share one
 * launcher signature.
 */
#ifndef GT_KERNELS_H
#define GT_KERNELS_H

#include <cuda_runtime.h>
#include "gt_internal.h"

/* All pointers are device pointers; matrices are column-major. */
typedef struct {
  gt_dtype dtype;
  size_t m, n, k;          /* C is m x n, A is m x k, B is k x n */
  const void *A; size_t lda;
  const void *B; size_t ldb;
  void *C; size_t ldc;
  int tile;                /* 16 or 32 for the classroom kernels */

  /* Split-K (fast kernels only; the classroom kernels get splits == 1).
     The launch covers SPLITS slices of K as gridDim.z: slice z multiplies
     columns [z*kslice, min(k, (z+1)*kslice)) of A by the same rows of B and
     stores its partial product, m x n with leading dimension ldc, at
     C + z * split_stride elements.  The dispatcher sums the slices in order
     (deterministic) when splits > 1. */
  int splits;
  size_t kslice;
  size_t split_stride;

  /* Tuning: which of a kernel's compiled configurations to run; -1 lets the
     launcher choose.  Benchmarks sweep it; users never see it. */
  int variant;
} gt_gemm_args;

typedef struct {
  dim3 grid, block;
  const char *config;      /* fast kernels: the configuration that ran */
} gt_launch;

/* A device's facts, read once per device and process (device_facts.cu):
   the one cache of them, which the launchers and the engine's context
   read. */
typedef struct {
  int dev;
  char name[256];
  int cc_major, cc_minor;
  int cc;                  /* 10 * cc_major + cc_minor */
  int sms;                 /* multiprocessors */
  int smem_optin;          /* shared memory a block may opt into, bytes */
  int clock_khz;           /* the multiprocessors' clock (0: unknown) */
} gt_device_facts;

/* Device DEV's facts (*F stays valid for the process); WHO names the
   caller in errors. */
gt_status gt_device_facts_of (int dev, const char *who,
                              const gt_device_facts **f);
/* The same for the calling thread's current CUDA device. */
gt_status gt_kernel_device (const char *who, const gt_device_facts **f);

typedef gt_status (*gt_gemm_launcher) (const gt_gemm_args *a,
                                       cudaStream_t stream, gt_launch *L);

gt_status gt_launch_gemm_naive (const gt_gemm_args *a, cudaStream_t s, gt_launch *L);
gt_status gt_launch_gemm_tiled (const gt_gemm_args *a, cudaStream_t s, gt_launch *L);
gt_status gt_launch_gemm_padded (const gt_gemm_args *a, cudaStream_t s, gt_launch *L);

/* The fast kernels.  Each has compiled configurations ("variants") that the
   benchmark sweeps; variant -1 is the launcher's choice. */
gt_status gt_launch_gemm_regblock (const gt_gemm_args *a, cudaStream_t s, gt_launch *L);
int gt_gemm_regblock_variants (void);
const char *gt_gemm_regblock_variant_name (int v);
size_t gt_gemm_regblock_kstep (int variant);
/* The configuration regblock runs by default on an m x n product in
   SPLITS slices of K, and the block tile (rows, columns of C) of
   configuration V. */
int gt_gemm_regblock_choose (size_t m, size_t n, int splits, int sms);
void gt_gemm_regblock_tile (int v, int *bm, int *bn);

/* FP64 tensor cores (gemm_dmma.cu): double only, compute capability >= 8.0.
   Compiled configurations are variants 0 .. gt_gemm_dmma_variants () - 1;
   gt_gemm_dmma_variant_name gives a short name (NULL out of range). */
gt_status gt_launch_gemm_dmma (const gt_gemm_args *a, cudaStream_t s, gt_launch *L);
int gt_gemm_dmma_variants (void);
const char *gt_gemm_dmma_variant_name (int v);
int gt_gemm_dmma_choose (size_t m, size_t n, int splits, int sms);
void gt_gemm_dmma_tile (int v, int *bm, int *bn);

/* TF32 tensor cores at single precision, single only: the 3xTF32 split
   on Hopper's warpgroup MMA (gemm_tf32x3.cu, compute capability 9.0 and a
   build with its sm_90a code) or on mma.sync (gemm_tf32x3_mma.cu, 8.0 and
   later).  "tf32x3" is one kernel: its variants are the warpgroup
   kernel's, then the mma.sync kernel's; variant -1 runs the warpgroup
   kernel where it is available and the mma.sync kernel elsewhere.
   _available: whether a device of that compute capability runs it;
   _auto: whether "auto" may pick it there (where its default was measured
   faster than regblock: the warpgroup kernel on 9.0 only); _choose: the
   default variant for an m x n product whose launches sum KSLICE terms
   (K, or split-K's slice) in SPLITS slices on a device of compute
   capability CC (10 * major + minor). */
gt_status gt_launch_gemm_tf32x3 (const gt_gemm_args *a, cudaStream_t s, gt_launch *L);
int gt_gemm_tf32x3_available (int cc_major, int cc_minor);
int gt_gemm_tf32x3_auto (int cc_major, int cc_minor);
int gt_gemm_tf32x3_variants (void);
const char *gt_gemm_tf32x3_variant_name (int v);
int gt_gemm_tf32x3_choose (size_t m, size_t n, size_t kslice, int splits,
                           int sms, int cc);
void gt_gemm_tf32x3_tile (int v, int *bm, int *bn);
/* The mma.sync kernel alone, with its own variant numbers (0 ..
   gt_gemm_tf32x3_mma_variants () - 1); gemm_tf32x3.cu's launcher calls it. */
gt_status gt_launch_gemm_tf32x3_mma (const gt_gemm_args *a, cudaStream_t s, gt_launch *L);
int gt_gemm_tf32x3_mma_variants (void);
const char *gt_gemm_tf32x3_mma_variant_name (int v);
int gt_gemm_tf32x3_mma_choose (size_t m, size_t n, int splits, int sms);
void gt_gemm_tf32x3_mma_tile (int v, int *bm, int *bn);

/* cuBLAS, loaded on first use, a handle per device; release drops them
   (_device: device DEV's). */
gt_status gt_launch_gemm_cublas (const gt_gemm_args *a, cudaStream_t s, gt_launch *L);
void gt_cublas_release (void);
void gt_cublas_release_device (int dev);
/* B (N x NRHS, ldb) = op (T)^-1 B for the N x N triangular T (lda; UPPER
   or lower; its diagonal as stored, or UNIT: taken as ones; op: T
   itself, or TRANS its conjugate transpose) of real elements of DTYPE
   (CPLX: interleaved complex ones), on cuBLAS TRSM (engine/cusolver.cu). */
gt_status gt_cublas_trsm (gt_dtype dtype, int cplx, int upper, int unit,
                          int trans, size_t n, size_t nrhs, const void *T,
                          size_t lda, void *B, size_t ldb, cudaStream_t s);

/* Split-K: C (ldc) = sum over z of W + z * stride (ldw), in order of z. */
gt_status gt_launch_splitk_sum (gt_dtype dtype, size_t m, size_t n, int splits,
                                const void *W, size_t ldw, size_t stride,
                                void *C, size_t ldc, cudaStream_t s);

gt_status gt_launch_scale (gt_dtype dtype, size_t n, double alpha,
                           const void *x, void *y, cudaStream_t s, gt_launch *L);

/* The coalescing experiments (bandwidth.cu): a[i + param] += 1 or
   a[i * param] += 1 for i < COUNT, on device array A. */
gt_status gt_launch_bandwidth (gt_bandwidth_kind kind, gt_dtype dtype,
                               void *a, size_t count, int param,
                               cudaStream_t s, gt_launch *L);

/* Grids: x may hold 2^31-1 blocks, y and z only 65535.  Kernels walk the y
   blocks they are given with a block-uniform stride loop, so any N works. */
#define GT_MAX_GRID_Y 65535u

static inline unsigned gt_blocks (size_t n, unsigned per)
{
  return (unsigned) ((n + per - 1) / per);
}

static inline unsigned gt_grid_y (size_t nblocks)
{
  return nblocks > GT_MAX_GRID_Y ? GT_MAX_GRID_Y : (unsigned) nblocks;
}

/* fma with the precision of the operands, so every kernel and the CPU
   reference accumulate with one rounding per step, in the same order. */
static __device__ __forceinline__ float gt_fma (float a, float b, float c)
{
  return fmaf (a, b, c);
}
static __device__ __forceinline__ double gt_fma (double a, double b, double c)
{
  return fma (a, b, c);
}

/* ------------------------------------------------------------------ */
/* Reductions                                                          */

/* Device pointers.  X is inner x len x outer of DTYPE, 16-byte aligned;
   Y (DTYPE) and I (0-based positions, MAX/MIN only, may be NULL) are
   inner x outer; SCRATCH holds gt_reduce_scratch_bytes () bytes. */
typedef struct {
  gt_reduce_op op;
  gt_dtype dtype;
  size_t inner, len, outer;  /* len >= 1 and inner * outer >= 1 */
  const void *X;
  void *Y;
  size_t *I;
  void *scratch;
  size_t scratch_bytes;
} gt_reduce_args;

typedef gt_status (*gt_reduce_launcher) (const gt_reduce_args *a,
                                         cudaStream_t stream, gt_launch *L);

gt_status gt_launch_reduce_interleaved (const gt_reduce_args *a,
                                        cudaStream_t s, gt_launch *L);
gt_status gt_launch_reduce_sequential (const gt_reduce_args *a,
                                       cudaStream_t s, gt_launch *L);
gt_status gt_launch_reduce_fast (const gt_reduce_args *a, cudaStream_t s,
                                 gt_launch *L);

/* Bytes of device scratch (partials) kernel K needs for these sizes
   (reduce_fast.cu). */
size_t gt_reduce_scratch_bytes (gt_reduce_kernel k, gt_dtype t, size_t inner,
                                size_t len, size_t outer);

/* A failed CUDA call as a status and detail message (the runtime's
   non-sticky error state cleared, so the next call starts clean). */
static inline gt_status gt_cuda_fail (cudaError_t e, const char *what)
{
  gt_status s = GT_ERR_CUDA;
  (void) cudaGetLastError ();
  switch (e)
    {
    case cudaErrorMemoryAllocation:
      s = GT_ERR_OUT_OF_MEMORY;
      break;
    case cudaErrorNoDevice:
    case cudaErrorInsufficientDriver:
    case cudaErrorDevicesUnavailable:
    case cudaErrorCallRequiresNewerDriver:
    case cudaErrorSystemDriverMismatch:
    case cudaErrorCompatNotSupportedOnDevice:
      s = GT_ERR_NO_DEVICE;
      break;
    default:
      break;
    }
  return gt_fail (s, "%s failed: %s (%s)", what, cudaGetErrorString (e),
                  cudaGetErrorName (e));
}

#endif /* GT_KERNELS_H */
