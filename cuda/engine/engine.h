/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * engine.h - the host engine of the CUDA backend (internal; C++).
 *
 * Calls go down only:
 *
 *   front door (api/)  ->  planner (planner.cu: ONE plan per call)
 *     ->  engine (product.cu, reduce.cu: the plan as steps for the staging
 *         engine, stage.cu, the only code that moves bytes)
 *       ->  device dispatcher (dispatch.cu: launcher tables, split-K,
 *           complex composition)  ->  kernels (kernels/)
 *
 * The context (context.cu: device facts cached once, streams, events) is
 * read by the whole engine; the configuration, the error detail, names and
 * sizes are the leaf's (base/), below every layer.  The build links the
 * engine with the layers below it alone (CMakeLists.txt, the layers' link
 * checks): a call from here into the front door does not build.
 */
#ifndef GT_ENGINE_H
#define GT_ENGINE_H

#include "../kernels/gt_kernels.h"
#include "../kernels/gt_complex_kernels.h"
#include "memory.h"

#include <atomic>
#include <vector>

/* ------------------------------------------------------------------ */
/* Context (context.cu): one device, its streams and events, created   */
/* once, with the device's facts (the kernel layer's one cache).        */

enum { EV_START, EV_H2D, EV_KERNEL, EV_D2H, EV_N };

typedef struct {
  cudaStream_t stream;      /* kernels (and everything on one stream) */
  cudaStream_t s_in, s_out; /* uploads and downloads of the pipeline  */
  cudaStream_t s_comp2;     /* the pipeline's second stream of kernels */
  cudaEvent_t *ev;          /* EV_N events */
  const char *name;         /* device name */
  int cc;                   /* compute capability, 10 * major + minor */
  int sms;                  /* multiprocessors */
  int device;               /* its index */
  int clock_khz;            /* the multiprocessors' clock */
} gt_ctx_handle;

/* The primary context (created once, on DEVICE or the current one): the
   device of single-device calls and of resident arrays; naming another
   device makes that one primary (the old one's arrays go).  *init_ms is
   the time creating it took in this call (0 if it existed). */
gt_status gt_ctx_get (int device, gt_ctx_handle *h, double *init_ms);

/* Device DEVICE's context (created once), without making it primary and
   without changing the calling thread's device: for calls spread over
   several devices.  *init_ms as gt_ctx_get's. */
gt_status gt_ctx_get_device (int device, gt_ctx_handle *h, double *init_ms);

/* The calling host thread works for DEVICE from now on: its CUDA device,
   and the device whose caches, staging pool and events the engine uses
   on this thread (-1: the primary again). */
gt_status gt_ctx_bind (int device);

/* For the session's teardown (session.cu): whether DEVICE has a context;
   the primary device (-1: none); the calling thread bound to DEVICE (the
   caches are found through the binding), returning the binding it had and
   the current CUDA device in *CUR; DEVICE's streams and events destroyed
   and its context cleared, the binding WAS and the CUDA device CUR put
   back; the primary forgotten. */
int gt_ctx_ready (int device);
int gt_ctx_primary (void);
int gt_ctx_enter (int device, int *cur);
void gt_ctx_destroy (int device, int was, int cur);
void gt_ctx_forget_primary (void);
/* The session's release of a device (session.cu registers it), which
   the context calls when the primary device changes: the old primary's
   state goes, as before there were several. */
void gt_ctx_on_release (void (*fn) (int device));

/* The error of the launches just made on STREAM (cudaGetLastError), where
   an armed launch fault (GT_TEST_FAULT) first adds a launch the runtime
   refuses.  The dispatcher checks every launch with it. */
cudaError_t gt_launch_error (cudaStream_t stream);

/* One launch on the primary context's stream, checked: F (stream)
   enqueues it; WHAT names it in a launch error. */
template <typename F> gt_status gt_on_stream (const char *what, F f)
{
  gt_ctx_handle h;
  double init_ms;
  gt_status st = gt_ctx_get (-1, &h, &init_ms);
  if (st != GT_OK || (st = f (h.stream)) != GT_OK)
    return st;
  const cudaError_t e = gt_launch_error (h.stream);
  return e == cudaSuccess ? GT_OK : gt_cuda_fail (e, what);
}

void gt_fill_launch (gt_info *info, const gt_launch *L);

/* The context is going: forget every resident array (arrays.cu). */
void gt_arrays_drop (void);

/* Milliseconds between two of the events of the calling thread's
   device's context (0 on failure). */
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

/* Elements of ES bytes of X, INNER x B x OUTER, gathered into Y as
   B x INNER x OUTER (FORWARD), or back (not FORWARD: X is B x INNER x
   OUTER, Y INNER x B x OUTER), on stream S (sort.cu). */
gt_status gt_move_dim (cudaStream_t s, size_t es, const void *x, void *y,
                       size_t inner, size_t b, size_t outer, int forward);

/* ------------------------------------------------------------------ */
/* The plan (planner.cu): everything a product will do, decided once.   */

/* How the operands are composed into the real product the kernels run.
   Leading dimensions count real elements; a complex m x k matrix is the
   real 2m x k matrix of its interleaved (re, im) pairs. */
typedef enum {
  GT_COMPOSE_REAL = 0, /* real x real, and complex x real: A's pairs are a
                          real 2m x k matrix, its product with B is C's
                          pairs (no extra work)                          */
  GT_COMPOSE_EXPAND,   /* complex x complex: T = [ar -ai; ai ar] blocks of
                          A (2m x 2k; A is uploaded into T's even columns
                          and the odd ones filled on the device) times B's
                          pairs (2k x n): re = sum (ar br - ai bi), im =
                          sum (ai br + ar bi), 8mnk flops in one launch  */
  GT_COMPOSE_SPLIT,    /* real x complex: A times [real(B) imag(B)] (k x
                          2n), the two real products Octave computes,
                          then C's parts interleaved                     */
  GT_COMPOSE_ZGEMM     /* complex x complex on cuBLAS CGEMM / ZGEMM       */
} gt_compose;

/* Where the bytes go. */
typedef enum {
  GT_PATH_EMPTY = 0, /* nothing to compute (m or n is 0)                */
  GT_PATH_MAPPED,    /* the classroom kernel works on the mapped pinned
                        slots in place: one round trip                  */
  GT_PATH_SMALL,     /* A and B packed into one pinned slot: one DMA each
                        way, one launch                                 */
  GT_PATH_RESIDENT,  /* whole arrays on the device, in column blocks on
                        three streams so that copies and kernels overlap */
  GT_PATH_STREAMED,  /* A on the device, B and C through two buffers    */
  GT_PATH_TILED      /* out-of-core: row panels of A x column blocks of B */
} gt_path;

typedef struct {
  /* the product, in the user's elements */
  gt_dtype dtype;
  size_t m, n, k;
  int a_cplx, b_cplx;
  size_t es;             /* bytes of one real element                   */
  size_t ra, rb, rc;     /* real rows per row of A, B and C (1 or 2)    */

  /* what runs: kernel, tile, configuration, split-K, composition */
  gt_gemm_kernel kernel; /* "auto" resolved                             */
  int tile;              /* the classroom kernels' tile                 */
  int variant;           /* the fast kernels' configuration, chosen for
                            the whole product (-1: classroom, cuBLAS)   */
  gt_compose compose;
  int pitched;           /* 16-byte vector loads: leading dimensions
                            padded to multiples of ALIGN                */
  size_t align;
  int splits;            /* split-K slices for every launch (1: none)   */
  size_t kslice;

  /* how it is cut, and the device memory it takes */
  gt_path path;
  size_t mb, nb;         /* rows of a panel, columns of a block         */
  size_t npanels, nblocks;
  size_t nbs, ncs;       /* B and C buffers (whole arrays: nblocks)     */
  size_t lda, ldb, ldc;  /* device leading dimensions (EXPAND: lda is
                            T's, and A's columns are at pitch 2 lda)    */
  size_t ldbs, ldcs;     /* SPLIT: the parts of B and of C              */
  size_t a_bytes;        /* A's device buffer (EXPAND: T), one panel    */
  size_t bytes;          /* device memory of the whole plan             */
  size_t per_col, row_ctas, bn; /* the kernel's columns per column, blocks
                            per tile column (split-K included), tile width */
  int sms;
  int forced;            /* GPUTILED_BLOCK_COLS set the block width     */
  int taper;             /* held whole: the blocks taper                */
  int one_stream;        /* small: no cross-stream waits                */
  int comp_streams;      /* launches alternate between this many kernel
                            streams (2: held whole, real; else 1)       */
} gt_plan;

/* Plan C = A * B (A and B each real or complex, at least one real product
   of them): kernel ("auto" resolved for the class, shape and device),
   split-K for the whole product, composition, path and cut.  Every
   threshold of the product lives in planner.cu. */
gt_status gt_plan_product (const gt_ctx_handle *h, gt_dtype dtype, size_t m,
                           size_t n, size_t k, int a_cplx, int b_cplx,
                           gt_gemm_kernel kern, int tile, gt_plan *P);

/* Plan the same for device-resident operands: kernel, configuration,
   split-K and composition only (the device-level API). */
gt_status gt_plan_device (const gt_ctx_handle *h, gt_dtype dtype, size_t m,
                          size_t n, size_t k, int a_cplx, int b_cplx,
                          gt_gemm_kernel kern, int tile, gt_plan *P);

/* Several devices (planner.cu).  Whether a planned product is worth
   spreading over NDEV devices; the unit of the devices' shares of its
   columns; the columns the calling thread's device holds whole (its free
   memory, or GPUTILED_DEVICE_MB; < 0: no limit); and the plan of one
   device's share: N columns, with the whole plan's kernel,
   configuration, split-K and composition, cut for device H's memory. */
int gt_plan_spread (const gt_plan *P, int ndev);
size_t gt_plan_spread_step (const gt_plan *P);
double gt_plan_capacity (const gt_plan *P);
gt_status gt_plan_part (const gt_plan *whole, const gt_ctx_handle *h,
                        size_t n, gt_plan *part);

/* When a product's fresh result gets its pages (see planner.cu). */
typedef enum {
  GT_TOUCH_NONE = 0, /* the copies out fault them in themselves          */
  GT_TOUCH_WHOLE,    /* all of it, queued before the first upload         */
  GT_TOUCH_BLOCKS    /* each column block's, as its launch is issued      */
} gt_touch;
gt_touch gt_plan_touch (const gt_plan *P);

/* Whether the parts of a spread product that all hold A whole should
   share its upload (gt_share_a): GPUTILED_PEER, and A wide enough. */
int gt_plan_share_a (const gt_plan *P);

/* The same for a reduction of BYTES of input, and the unit of its
   shares (elements along the split dimension). */
int gt_plan_reduce_spread (double bytes, int ndev);
size_t gt_plan_reduce_step (void);

/* Where the column blocks of the plan start, and N last (the same cut for
   every row panel). */
std::vector<size_t> gt_plan_blocks (const gt_plan &P);

/* Elements per block of a streamed elementwise job (scaling). */
size_t gt_plan_chunk_elems (size_t es);

/* Whether a transfer of BYTES is small: one stream, no fresh-page
   handling, no quieting of the host BLAS. */
int gt_plan_small_transfer (double bytes);

static inline size_t gt_round_up (size_t x, size_t a)
{
  return (x + a - 1) / a * a;
}

/* ------------------------------------------------------------------ */
/* The device dispatcher (dispatch.cu)                                  */

/* What ran. */
typedef struct {
  gt_gemm_kernel kernel;
  int splits;
  gt_launch L;
} gt_gemm_run;

/* C = A * B of real device operands with the plan's kernel, tile,
   configuration and split-K (its workspace stream-ordered, the slices
   summed in order): the same bits for any cut of the product. */
gt_status gt_dispatch_gemm (const gt_plan *P, size_t m, size_t n, size_t k,
                            const void *dA, size_t lda, const void *dB,
                            size_t ldb, void *dC, size_t ldc,
                            cudaStream_t s, gt_gemm_run *run);

/* One tile of the plan's product: MI rows (of the user's A) by NJ columns,
   composed as the plan says, on device buffers laid out as the plan says
   (dA with P->lda, dB with P->ldb, dC with P->ldc; WORK holds
   gt_plan_work_bytes).  EXPAND: dA is T, whose even columns hold A's;
   FILL_A fills its odd columns first (once per panel). */
gt_status gt_dispatch_tile (const gt_plan *P, size_t mi, size_t nj,
                            void *dA, const void *dB, void *dC, void *work,
                            int fill_a, cudaStream_t s, gt_gemm_run *run);

/* Device workspace of one tile of up to NJ columns (SPLIT's parts). */
size_t gt_plan_work_bytes (const gt_plan *P, size_t mi, size_t nj);

/* A reduction on device-resident data with kernel K (no sync). */
gt_status gt_dispatch_reduce (gt_reduce_kernel k, const gt_reduce_args *a,
                              cudaStream_t stream, gt_launch *L);

/* Y = alpha * X for N elements (CPLX: complex alpha, X real or complex,
   Y complex; else real) on device arrays (dispatch.cu). */
gt_status gt_dispatch_scale (gt_dtype dtype, size_t n, double ar, double ai,
                             int cplx, const void *X, int x_cplx, void *Y,
                             cudaStream_t s, gt_launch *L);

/* A coalescing experiment on device array A (dispatch.cu). */
gt_status gt_dispatch_bandwidth (gt_bandwidth_kind kind, gt_dtype dtype,
                                 void *a, size_t count, int param,
                                 cudaStream_t s, gt_launch *L);

/* ------------------------------------------------------------------ */
/* The engine: plans carried out through the staging engine             */

/* C = A * B for host arrays, as planned (product.cu).  Fills INFO's
   staging_ms, h2d_ms, kernel_ms, d2h_ms, tiles, splits and the launch. */
gt_status gt_engine_product (const gt_ctx_handle *h, const gt_plan *P,
                             const void *A, const void *B, void *C,
                             gt_info *info);

/* A spread product whose parts all hold A whole (one row panel): each
   part uploads its share of A's columns, K0[p] to K0[p+1], and pulls the
   others' shares from their devices (peer copies, over NVLink), so that A
   crosses the host links once in all.  multi.cu fills it; each part
   (gt_engine_product_shared) publishes its buffer and event, and before
   freeing its buffer waits until every other part is done pulling. */
struct gt_share_a
{
  int n;                                  /* parts                     */
  int dev[GT_MAX_DEVICES];
  size_t k0[GT_MAX_DEVICES + 1];
  char *dA[GT_MAX_DEVICES];               /* set before ready          */
  cudaEvent_t up[GT_MAX_DEVICES];         /* its share uploaded        */
  cudaEvent_t pulled[GT_MAX_DEVICES];     /* the others' shares pulled */
  std::atomic<int> ready[GT_MAX_DEVICES]; /* 1: up recorded; -1: none  */
  std::atomic<int> done[GT_MAX_DEVICES];  /* 1: pulled recorded; 2: it
                                             pulls nothing (any more)  */
  std::atomic<int> root;                  /* the first part to fail on
                                             its own (-1: none)        */
};

/* Part ME of a spread product with A shared as S says (NULL: as
   gt_engine_product). */
gt_status gt_engine_product_shared (const gt_ctx_handle *h, const gt_plan *P,
                                    const void *A, const void *B, void *C,
                                    gt_info *info, gt_share_a *S, int me);

/* Y = alpha * X (real; or complex alpha, X real or complex: Y complex),
   streamed in blocks through the staging engine (product.cu). */
gt_status gt_engine_scale (const gt_ctx_handle *h, gt_dtype dtype, size_t n,
                           double alpha_re, double alpha_im, int cplx,
                           const void *X, int x_cplx, void *Y,
                           gt_info *info);

/* A reduction of host arrays on device H (reduce.cu): as gt_reduce, the
   arguments checked. */
gt_status gt_reduce_part (const gt_ctx_handle *h, gt_reduce_op op,
                          gt_dtype dtype, size_t inner, size_t len,
                          size_t outer, const void *X, void *Y, size_t *I,
                          gt_reduce_kernel kernel, gt_info *info);

/* ------------------------------------------------------------------ */
/* Several devices (multi.cu): a product or a reduction of host arrays   */
/* spread over the NDEV devices DEV (distinct, checked), each from a     */
/* host thread of its own.  INFO as a one-device call's, with the times  */
/* of the slowest device and every device's share.                       */

/* The first of NDEV devices DEV for a call that runs on it alone: one
   device becomes the primary (gt_ctx_get); the first of several does not,
   the calling thread is bound to it instead (gt_ctx_bind (-1) after). */
gt_status gt_ctx_first (int ndev, const int *dev, gt_ctx_handle *h,
                        double *init_ms);

gt_status gt_multi_product (int ndev, const int *dev, gt_dtype dtype,
                            size_t m, size_t n, size_t k, const void *A,
                            int a_cplx, const void *B, int b_cplx, void *C,
                            const gt_gemm_opts *opts, gt_info *info);
gt_status gt_multi_reduce (int ndev, const int *dev, gt_reduce_op op,
                           gt_dtype dtype, size_t inner, size_t len,
                           size_t outer, const void *X, void *Y, size_t *I,
                           const gt_reduce_opts *opts, gt_info *info);

#endif /* GT_ENGINE_H */
