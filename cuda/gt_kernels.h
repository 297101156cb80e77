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

/* FP64 tensor cores (gemm_dmma.cu): double only, compute capability >= 8.0.
   Compiled configurations are variants 0 .. gt_gemm_dmma_variants () - 1;
   gt_gemm_dmma_variant_name gives a short name (NULL out of range). */
gt_status gt_launch_gemm_dmma (const gt_gemm_args *a, cudaStream_t s, gt_launch *L);
int gt_gemm_dmma_variants (void);
const char *gt_gemm_dmma_variant_name (int v);

/* cuBLAS, loaded on first use; release drops its handle. */
gt_status gt_launch_gemm_cublas (const gt_gemm_args *a, cudaStream_t s, gt_launch *L);
void gt_cublas_release (void);

/* The dispatcher's device half: C = A * B on device-resident operands, on
   STREAM, with "auto" resolved, split-K chosen (its workspace is stream-
   ordered) and the partial products summed.  Pitched kernels need lda and
   ldb multiples of 32.  VARIANT -1 lets the kernel choose.  Used by
   gt_cuda_gemm and by the benchmark. */
typedef struct {
  gt_gemm_kernel kernel;   /* what ran ("auto" resolved) */
  int splits;
  gt_launch L;
} gt_gemm_run;

gt_status gt_gemm_device (gt_gemm_kernel kern, int variant, gt_dtype dtype,
                          size_t m, size_t n, size_t k, const void *dA,
                          size_t lda, const void *dB, size_t ldb, void *dC,
                          size_t ldc, int tile, cudaStream_t stream,
                          gt_gemm_run *run);

/* The same with split-K fixed: FORCE_SPLITS slices of FORCE_KSLICE (as
   gt_gemm_plan chose them for the whole product) instead of a choice made
   from this launch's shape, so that the pipeline's column blocks of a
   product give the bits of the whole.  FORCE_SPLITS -1: choose. */
gt_status gt_gemm_device_split (gt_gemm_kernel kern, int variant,
                                gt_dtype dtype, size_t m, size_t n, size_t k,
                                const void *dA, size_t lda, const void *dB,
                                size_t ldb, void *dC, size_t ldc, int tile,
                                int force_splits, size_t force_kslice,
                                cudaStream_t stream, gt_gemm_run *run);

/* What the product of an m x n x k problem will run: the kernel ("auto"
   resolved), whether it wants leading dimensions padded to multiples of
   ALIGN, and its split-K. */
typedef struct {
  gt_gemm_kernel kernel;
  int pitched;
  size_t align;
  int splits;
  size_t kslice;
} gt_gemm_shape;

gt_status gt_gemm_plan (gt_gemm_kernel kern, gt_dtype dtype, size_t m,
                        size_t n, size_t k, gt_gemm_shape *shape);

/* C = A * B for host arrays (gt_gemm_pipeline.cu): operands staged through
   pinned buffers, column blocks of B and C overlapped with the kernels on
   three streams, tiled through the device when the product does not fit.
   KERN is resolved; m, n >= 1.  Fills INFO's staging_ms, h2d_ms,
   kernel_ms, d2h_ms, tiles and the launch. */
gt_status gt_gemm_pipeline (gt_gemm_kernel kern, gt_dtype dtype, size_t m,
                            size_t n, size_t k, const void *A, const void *B,
                            void *C, int tile, gt_info *info);

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
  cudaStream_t s_in, s_out; /* uploads and downloads of the pipeline */
  cudaEvent_t *ev;        /* EV_N events */
  const char *name;       /* device name */
} gt_ctx_handle;

/* The context (created once, on DEVICE or the current one); *init_ms is
   the time creating it took in this call (0 if it existed). */
gt_status gt_ctx_get (int device, gt_ctx_handle *h, double *init_ms);

/* The error of the launches just made on STREAM (cudaGetLastError), where
   an armed launch fault (gt_fault.c) first adds a launch the runtime
   refuses.  Dispatchers check every launch with it. */
cudaError_t gt_launch_error (cudaStream_t stream);

/* Record a failed CUDA call as a status and detail message. */
gt_status gt_cuda_fail (cudaError_t e, const char *what);

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
