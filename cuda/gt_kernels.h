/*
 * gt_kernels.h - what every GEMM kernel file provides: one launcher with the
 * signature below.  Internal to the CUDA side of the core.
 *
 * A launcher checks what its kernel assumes (tile sizes, multiples), picks the
 * launch shape, enqueues the kernel on STREAM and reports the shape in *L.  It
 * never synchronises and never allocates: the dispatcher (gt_cuda.cu) owns
 * memory, copies, events and error collection.  The reduction kernels
 * (reduce_*.cu) likewise share one launcher signature, with their
 * dispatcher in gt_cuda_reduce.cu; both dispatchers share the one context
 * of gt_cuda.cu through gt_ctx_get.
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
} gt_gemm_args;

typedef struct {
  dim3 grid, block;
} gt_launch;

typedef gt_status (*gt_gemm_launcher) (const gt_gemm_args *a,
                                       cudaStream_t stream, gt_launch *L);

gt_status gt_launch_gemm_naive (const gt_gemm_args *a, cudaStream_t s, gt_launch *L);
gt_status gt_launch_gemm_tiled (const gt_gemm_args *a, cudaStream_t s, gt_launch *L);
gt_status gt_launch_gemm_padded (const gt_gemm_args *a, cudaStream_t s, gt_launch *L);

gt_status gt_launch_scale (gt_dtype dtype, size_t n, double alpha,
                           const void *x, void *y, cudaStream_t s, gt_launch *L);

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

/* Bytes of device scratch (partials) kernel K needs for these sizes. */
size_t gt_reduce_scratch_bytes (gt_reduce_kernel k, gt_dtype t, size_t inner,
                                size_t len, size_t outer);

/* Device-resident reduction: checks A, runs kernel K's launcher on STREAM
   (no synchronisation).  The dispatcher and bench/reduce_bench.cu use it. */
gt_status gt_reduce_device (gt_reduce_kernel k, const gt_reduce_args *a,
                            cudaStream_t stream, gt_launch *L);

/* ------------------------------------------------------------------ */
/* What the dispatchers share (gt_cuda.cu)                              */

enum { EV_START, EV_H2D, EV_KERNEL, EV_D2H, EV_N };

typedef struct {
  cudaStream_t stream;
  cudaEvent_t *ev;        /* EV_N events */
  const char *name;       /* device name */
} gt_ctx_handle;

/* The context (created once, on DEVICE or the current one); *init_ms is
   the time creating it took in this call (0 if it existed). */
gt_status gt_ctx_get (int device, gt_ctx_handle *h, double *init_ms);

/* Record a failed CUDA call as a status and detail message. */
gt_status gt_cuda_fail (cudaError_t e, const char *what);

/* cudaMalloc with a message that says how much was asked and is free;
   bytes == 0 gives NULL and GT_OK. */
gt_status gt_dev_alloc (void **p, size_t bytes, const char *what);

void gt_fill_launch (gt_info *info, const gt_launch *L);

/* Milliseconds between two of the context's events (0 on failure). */
float gt_ev_ms (int a, int b);

/* Jump to `done` with st set when a CUDA call fails. */
#define CU_TRY(call, what)                  \
  do                                        \
    {                                       \
      cudaError_t e_ = (call);              \
      if (e_ != cudaSuccess)                \
        {                                   \
          st = gt_cuda_fail (e_, what);     \
          goto done;                        \
        }                                   \
    }                                       \
  while (0)

#endif /* GT_KERNELS_H */
