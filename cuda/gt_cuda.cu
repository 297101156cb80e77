/*
 * gt_cuda.cu - the CUDA backend: context, device queries, and the one GEMM
 * dispatcher.
 *
 * The dispatcher owns everything around a kernel: the context (created once),
 * device memory (released on every path), host <-> device copies, CUDA events
 * for the timing breakdown, and collecting errors into a status plus a detail
 * message.  Kernels are reached only through the launcher table below.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gt_kernels.h"
#include "gt_memory.h"
#include "gt_stage.h"

/* What the dispatcher must know of each kernel, in enum order.  PITCHED
   kernels get leading dimensions padded to GT_LD_ALIGN elements (the device
   copy is strided; the host arrays stay as they are), so that their 16-byte
   vector accesses are aligned for every M and K.  SPLITK kernels can take K
   in slices (gridDim.z) when M x N alone would leave the GPU idle. */
typedef struct
{
  gt_gemm_launcher launch;
  unsigned char pitched;
  unsigned char splitk;
} kernel_desc;

static const kernel_desc gemm_kernels[GT_GEMM_NKERNELS] = {
  { gt_launch_gemm_naive, 0, 0 },    /* GT_GEMM_NAIVE    */
  { gt_launch_gemm_tiled, 0, 0 },    /* GT_GEMM_TILED    */
  { gt_launch_gemm_padded, 0, 0 },   /* GT_GEMM_PADDED   */
  { gt_launch_gemm_regblock, 1, 1 }, /* GT_GEMM_REGBLOCK */
  { gt_launch_gemm_dmma, 1, 1 },     /* GT_GEMM_DMMA     */
  { gt_launch_gemm_cublas, 0, 0 },   /* GT_GEMM_CUBLAS   */
  { NULL, 0, 0 },                    /* GT_GEMM_AUTO: resolved first */
};

#define GT_LD_ALIGN 32

/* ------------------------------------------------------------------ */
/* Errors                                                              */

static gt_status status_of (cudaError_t e)
{
  switch (e)
    {
    case cudaErrorMemoryAllocation:
      return GT_ERR_OUT_OF_MEMORY;
    case cudaErrorNoDevice:
    case cudaErrorInsufficientDriver:
    case cudaErrorDevicesUnavailable:
    case cudaErrorCallRequiresNewerDriver:
    case cudaErrorSystemDriverMismatch:
    case cudaErrorCompatNotSupportedOnDevice:
      return GT_ERR_NO_DEVICE;
    default:
      return GT_ERR_CUDA;
    }
}

/* Record a failed CUDA call; clear the runtime's non-sticky error state so
   the next call starts clean. */
gt_status gt_cuda_fail (cudaError_t e, const char *what)
{
  (void) cudaGetLastError ();
  return gt_fail (status_of (e), "%s failed: %s (%s)", what,
                  cudaGetErrorString (e), cudaGetErrorName (e));
}

/* A kernel no device can run: more threads per block than any allows. */
static __global__ void fault_kernel (void) {}

cudaError_t gt_launch_error (cudaStream_t stream)
{
  if (gt_fault_fires (GT_FAULT_LAUNCH))
    fault_kernel<<<1, 4096, 0, stream>>> ();
  return cudaGetLastError ();
}

/* Why there is no device, in a user's words. */
static const char *no_device_reason (cudaError_t e)
{
  static char buf[200];
  int drv = 0, rt = 0;

  if (e == cudaErrorInsufficientDriver)
    {
      cudaDriverGetVersion (&drv);
      cudaRuntimeGetVersion (&rt);
      (void) cudaGetLastError ();
      if (drv == 0)
        return "no NVIDIA driver is installed (the CUDA driver library was "
               "not found)";
      snprintf (buf, sizeof buf, "the NVIDIA driver supports CUDA %d.%d, "
                "older than the CUDA %d.%d this package was built with: "
                "update the driver", drv / 1000, (drv % 1000) / 10,
                rt / 1000, (rt % 1000) / 10);
      return buf;
    }
  if (e == cudaErrorNoDevice)
    return "no CUDA device found (or none visible: check "
           "CUDA_VISIBLE_DEVICES)";
  return cudaGetErrorString (e);
}

/* ------------------------------------------------------------------ */
/* Context: one device, one stream, four events; created once.         */

static struct
{
  int ready;
  int device;
  cudaStream_t stream;          /* kernels (and everything else)       */
  cudaStream_t s_in, s_out;     /* the product pipeline's copies        */
  cudaEvent_t ev[EV_N];
  char name[256];
  int cc;       /* compute capability, 10 * major + minor */
  int sms;      /* multiprocessors */
} ctx;

static void ctx_release (void)
{
  gt_cublas_release ();
  if (!ctx.ready)
    return;
  gt_stage_release ();
  gt_memory_release ();
  for (int i = 0; i < EV_N; i++)
    if (ctx.ev[i])
      cudaEventDestroy (ctx.ev[i]);
  if (ctx.stream)
    cudaStreamDestroy (ctx.stream);
  if (ctx.s_in)
    cudaStreamDestroy (ctx.s_in);
  if (ctx.s_out)
    cudaStreamDestroy (ctx.s_out);
  (void) cudaGetLastError ();
  memset (&ctx, 0, sizeof ctx);
}

static gt_status ctx_ensure (int device, double *init_ms)
{
  double t0 = gt_now_ms ();
  gt_status st = GT_OK;
  int count = 0;
  cudaDeviceProp prop;
  cudaError_t e;

  *init_ms = 0;
  if (ctx.ready && (device < 0 || device == ctx.device))
    return GT_OK;

  e = cudaGetDeviceCount (&count);
  if (e != cudaSuccess)
    {
      (void) cudaGetLastError ();
      return gt_fail (GT_ERR_NO_DEVICE, "no usable CUDA device: %s",
                      no_device_reason (e));
    }
  if (count == 0)
    return gt_fail (GT_ERR_NO_DEVICE, "no usable CUDA device: none found");
  if (device < 0)
    device = 0;
  if (device >= count)
    return gt_fail (GT_ERR_BAD_DEVICE,
                    "device index %d is out of range: %d device%s found "
                    "(indices 0 to %d)",
                    device, count, count == 1 ? "" : "s", count - 1);

  ctx_release ();
  CU_TRY (cudaSetDevice (device), "cudaSetDevice");
  CU_TRY (cudaFree (0), "creating the CUDA context");
  CU_TRY (cudaStreamCreateWithFlags (&ctx.stream, cudaStreamNonBlocking),
          "cudaStreamCreate");
  CU_TRY (cudaStreamCreateWithFlags (&ctx.s_in, cudaStreamNonBlocking),
          "cudaStreamCreate");
  CU_TRY (cudaStreamCreateWithFlags (&ctx.s_out, cudaStreamNonBlocking),
          "cudaStreamCreate");
  for (int i = 0; i < EV_N; i++)
    CU_TRY (cudaEventCreate (&ctx.ev[i]), "cudaEventCreate");
  CU_TRY (cudaGetDeviceProperties (&prop, device), "cudaGetDeviceProperties");
  snprintf (ctx.name, sizeof ctx.name, "%s", prop.name);
  ctx.cc = 10 * prop.major + prop.minor;
  ctx.sms = prop.multiProcessorCount;
  ctx.device = device;
  ctx.ready = 1;
  *init_ms = gt_now_ms () - t0;
done:
  if (st != GT_OK)
    {
      ctx.ready = 1; /* let ctx_release free what was created */
      ctx_release ();
    }
  return st;
}

gt_status gt_ctx_get (int device, gt_ctx_handle *h, double *init_ms)
{
  gt_status st = ctx_ensure (device, init_ms);
  if (st != GT_OK)
    return st;
  h->stream = ctx.stream;
  h->s_in = ctx.s_in;
  h->s_out = ctx.s_out;
  h->ev = ctx.ev;
  h->name = ctx.name;
  return GT_OK;
}

void gt_fill_launch (gt_info *info, const gt_launch *L)
{
  info->grid[0] = L->grid.x;
  info->grid[1] = L->grid.y;
  info->grid[2] = L->grid.z;
  info->block[0] = L->block.x;
  info->block[1] = L->block.y;
  info->block[2] = L->block.z;
  if (L->config)
    snprintf (info->config, sizeof info->config, "%s", L->config);
}

float gt_ev_ms (int a, int b)
{
  float ms = 0;
  if (cudaEventElapsedTime (&ms, ctx.ev[a], ctx.ev[b]) != cudaSuccess)
    {
      (void) cudaGetLastError ();
      ms = 0;
    }
  return ms;
}

/* ------------------------------------------------------------------ */
/* GEMM                                                                */

/* "auto": our fastest correct kernel for the class, shape and device.  Tiny
   products are dominated by launch and copy overheads, and thin ones leave
   the fast kernels' 64- and 128-wide tiles mostly empty: the padded kernel
   takes those. */
static gt_gemm_kernel resolve_auto (gt_dtype dtype, size_t m, size_t n,
                                    size_t k)
{
  if (m < 32 || n < 32 || (double) m * n * k < 2097152.0)
    return GT_GEMM_PADDED;
  if (dtype == GT_SINGLE)
    return GT_GEMM_REGBLOCK;
  return ctx.cc >= 80 ? GT_GEMM_DMMA : GT_GEMM_PADDED;
}

/* Split K when the M x N tiles alone would not give every multiprocessor
   two blocks, and K is long enough to share out.  Slices are multiples of
   64 (every fast kernel's K step divides 64) and at least 256 long. */
static int choose_splits (size_t m, size_t n, size_t k, size_t *kslice)
{
  const size_t tile = (m <= 64 || n <= 64) ? 64 : 128;
  const size_t tiles = ((m + tile - 1) / tile) * ((n + tile - 1) / tile);
  const size_t want = 2 * (size_t) ctx.sms;
  size_t splits;

  *kslice = k;
  if (tiles >= want || k < 1024)
    return 1;
  splits = (want + tiles - 1) / tiles;
  if (splits > k / 256)
    splits = k / 256;
  if (splits > 64)
    splits = 64;
  if (splits < 2)
    return 1;
  *kslice = ((k + splits - 1) / splits + 63) / 64 * 64;
  return (int) ((k + *kslice - 1) / *kslice);
}

gt_status gt_gemm_plan (gt_gemm_kernel kern, gt_dtype dtype, size_t m,
                        size_t n, size_t k, gt_gemm_shape *shape)
{
  double init_ms;
  gt_status st = ctx_ensure (-1, &init_ms);
  if (st != GT_OK)
    return st;
  if (kern == GT_GEMM_AUTO)
    kern = resolve_auto (dtype, m, n, k);
  shape->kernel = kern;
  shape->pitched = gemm_kernels[kern].pitched;
  shape->align = shape->pitched ? GT_LD_ALIGN : 1;
  shape->kslice = k;
  shape->splits = gemm_kernels[kern].splitk && m && n
                  ? choose_splits (m, n, k, &shape->kslice) : 1;
  return GT_OK;
}

gt_status gt_gemm_device (gt_gemm_kernel kern, int variant, gt_dtype dtype,
                          size_t m, size_t n, size_t k, const void *dA,
                          size_t lda, const void *dB, size_t ldb, void *dC,
                          size_t ldc, int tile, cudaStream_t stream,
                          gt_gemm_run *run)
{
  return gt_gemm_device_split (kern, variant, dtype, m, n, k, dA, lda, dB,
                               ldb, dC, ldc, tile, -1, 0, stream, run);
}

gt_status gt_gemm_device_split (gt_gemm_kernel kern, int variant,
                                gt_dtype dtype, size_t m, size_t n, size_t k,
                                const void *dA, size_t lda, const void *dB,
                                size_t ldb, void *dC, size_t ldc, int tile,
                                int force_splits, size_t force_kslice,
                                cudaStream_t stream, gt_gemm_run *run)
{
  const size_t es = gt_dtype_size (dtype);
  const kernel_desc *kd;
  gt_gemm_args args;
  size_t kslice = k, w_b = 0;
  void *dW = NULL;
  int splits = 1;
  gt_status st = GT_OK;
  double init_ms;

  if ((st = ctx_ensure (-1, &init_ms)) != GT_OK)
    return st;
  if (kern == GT_GEMM_AUTO)
    kern = resolve_auto (dtype, m, n, k);
  kd = &gemm_kernels[kern];
  run->kernel = kern;
  run->splits = 1;
  run->L.config = NULL;
  if (m == 0 || n == 0)
    return GT_OK;
  if (kd->pitched && (lda % GT_LD_ALIGN || ldb % GT_LD_ALIGN))
    return gt_fail (GT_ERR_INVALID_ARG, "internal: unpitched operands for "
                    "the '%s' kernel", gt_gemm_kernel_name (kern));
  if (kd->splitk && force_splits > 0)
    splits = force_splits, kslice = force_splits > 1 ? force_kslice : k;
  else if (kd->splitk)
    splits = choose_splits (m, n, k, &kslice);
  if (splits > 1)
    {
      if (!gt_mul_size (ldc * n, (size_t) splits, es, &w_b))
        return gt_fail (GT_ERR_OUT_OF_MEMORY, "split-K workspace too large");
      cudaError_t e = cudaMallocAsync (&dW, w_b, stream);
      if (e != cudaSuccess)
        {
          (void) cudaGetLastError ();
          splits = 1, kslice = k, dW = NULL; /* no room: run unsplit */
        }
    }

  args.dtype = dtype;
  args.m = m, args.n = n, args.k = k;
  args.A = dA, args.lda = lda;
  args.B = dB, args.ldb = ldb;
  args.C = splits > 1 ? dW : dC, args.ldc = ldc;
  args.tile = tile;
  args.splits = splits;
  args.kslice = kslice;
  args.split_stride = splits > 1 ? ldc * n : 0;
  args.variant = variant;
  if ((st = kd->launch (&args, stream, &run->L)) != GT_OK)
    goto done;
  CU_TRY (gt_launch_error (stream), "launching the kernel");
  if (splits > 1)
    {
      if ((st = gt_launch_splitk_sum (dtype, m, n, splits, dW, ldc, ldc * n,
                                      dC, ldc, stream)) != GT_OK)
        goto done;
      CU_TRY (gt_launch_error (stream), "launching the split-K sum");
    }
  run->splits = splits;
done:
  if (dW)
    cudaFreeAsync (dW, stream);
  return st;
}

gt_status gt_cuda_gemm (gt_dtype dtype, size_t m, size_t n, size_t k,
                        const void *A, const void *B, void *C,
                        const gt_gemm_opts *opts, gt_info *info)
{
  const double t0 = gt_now_ms ();
  gt_gemm_kernel kern = opts->kernel;
  gt_status st;
  double init_ms = 0;

  if ((st = ctx_ensure (opts->device, &init_ms)) != GT_OK)
    return st;
  info->init_ms = init_ms;
  snprintf (info->device, sizeof info->device, "%s", ctx.name);
  if (kern == GT_GEMM_AUTO)
    kern = resolve_auto (dtype, m, n, k);
  snprintf (info->kernel, sizeof info->kernel, "%s", gt_gemm_kernel_name (kern));
  if (kern != GT_GEMM_NAIVE && kern != GT_GEMM_TILED && kern != GT_GEMM_PADDED)
    info->tile = 0; /* the fast kernels' tiles are in info->config */
  st = (m == 0 || n == 0) ? GT_OK /* an empty result: nothing to compute */
       : gt_gemm_pipeline (kern, dtype, m, n, k, A, B, C, opts->tile, info);
  (void) cudaGetLastError ();
  info->total_ms = gt_now_ms () - t0 - init_ms;
  if (info->total_ms > 0)
    {
      const double busy = info->staging_ms + info->h2d_ms + info->kernel_ms
                          + info->d2h_ms;
      info->overlap_ms = busy > info->total_ms ? busy - info->total_ms : 0;
    }
  return st;
}

/* ------------------------------------------------------------------ */
/* Scalar times array                                                  */

gt_status gt_cuda_scale (gt_dtype dtype, size_t n, double alpha,
                         const void *X, void *Y,
                         const gt_gemm_opts *opts, gt_info *info)
{
  const double t0 = gt_now_ms ();
  const size_t bytes = n * gt_dtype_size (dtype);
  void *dX = NULL, *dY = NULL;
  gt_launch L = {}; /* config NULL until a launcher names one */
  gt_status st;
  double init_ms = 0;

  if ((st = ctx_ensure (opts->device, &init_ms)) != GT_OK)
    return st;
  info->init_ms = init_ms;
  snprintf (info->device, sizeof info->device, "%s", ctx.name);
  if (n == 0)
    goto done;

  (void) cudaGetLastError ();
  if ((st = gt_dev_get (&dX, bytes, "the matrix")) != GT_OK
      || (st = gt_dev_get (&dY, bytes, "the result")) != GT_OK)
    goto done;
  CU_TRY (cudaEventRecord (ctx.ev[EV_START], ctx.stream), "cudaEventRecord");
  if ((st = gt_h2d_matrix (dX, n, X, n, 1, gt_dtype_size (dtype), ctx.stream))
      != GT_OK)
    goto done;
  CU_TRY (cudaEventRecord (ctx.ev[EV_H2D], ctx.stream), "cudaEventRecord");
  L.config = NULL;
  st = gt_launch_scale (dtype, n, alpha, dX, dY, ctx.stream, &L);
  if (st != GT_OK)
    goto done;
  gt_fill_launch (info, &L);
  CU_TRY (gt_launch_error (ctx.stream), "launching the kernel");
  CU_TRY (cudaEventRecord (ctx.ev[EV_KERNEL], ctx.stream), "cudaEventRecord");
  CU_TRY (cudaEventSynchronize (ctx.ev[EV_KERNEL]), "running the kernel");
  {
    const double t_d2h = gt_now_ms ();
    if ((st = gt_d2h_matrix (Y, dY, n, n, 1, gt_dtype_size (dtype),
                             ctx.stream)) != GT_OK)
      goto done;
    info->d2h_ms = gt_now_ms () - t_d2h;
  }
  info->h2d_ms = gt_ev_ms (EV_START, EV_H2D);
  info->kernel_ms = gt_ev_ms (EV_H2D, EV_KERNEL);

done:
  if (st != GT_OK)
    cudaStreamSynchronize (ctx.stream);
  gt_dev_put (dX);
  gt_dev_put (dY);
  (void) cudaGetLastError ();
  info->total_ms = gt_now_ms () - t0 - init_ms;
  return st;
}

/* ------------------------------------------------------------------ */
/* Bandwidth experiments (kernels in bandwidth.cu)                     */

static int cmp_float (const void *a, const void *b)
{
  const float x = *(const float *) a, y = *(const float *) b;
  return (x > y) - (x < y);
}

gt_status gt_cuda_bandwidth (gt_bandwidth_kind kind, gt_dtype dtype,
                             size_t n, int param, int reps,
                             const gt_gemm_opts *opts,
                             gt_bandwidth_result *res)
{
  const size_t es = gt_dtype_size (dtype);
  /* Checked by gt_bandwidth: no overflow, 0 <= param <= GT_BW_MAX_PARAM,
     param >= 1 for the stride, 1 <= reps <= GT_BW_MAX_REPS. */
  const size_t elems = (kind == GT_BW_OFFSET) ? n + (size_t) param : n;
  const size_t count = (kind == GT_BW_STRIDE) ? (n - 1) / (size_t) param + 1
                                              : n;
  float t[GT_BW_MAX_REPS];
  void *da = NULL, *db = NULL;
  gt_launch L = {}; /* config NULL until a launcher names one */
  gt_status st;
  double init_ms = 0;

  if ((st = ctx_ensure (opts->device, &init_ms)) != GT_OK)
    return st;
  res->init_ms = init_ms;
  snprintf (res->device, sizeof res->device, "%s", ctx.name);

  (void) cudaGetLastError ();
  if ((st = gt_dev_get (&da, elems * es, "the array")) != GT_OK)
    goto done;
  if (kind == GT_BW_COPY
      && (st = gt_dev_get (&db, n * es, "the copy of the array")) != GT_OK)
    goto done;
  res->allocated = elems * es + (db ? n * es : 0);
  CU_TRY (cudaMemsetAsync (da, 0, elems * es, ctx.stream), "cudaMemsetAsync");

  for (int r = -1; r < reps; r++) /* r = -1: the untimed warm-up */
    {
      CU_TRY (cudaEventRecord (ctx.ev[EV_START], ctx.stream),
              "cudaEventRecord");
      if (kind == GT_BW_COPY)
        CU_TRY (cudaMemcpyAsync (db, da, n * es, cudaMemcpyDeviceToDevice,
                                 ctx.stream), "the device-to-device copy");
      else
        {
          st = gt_launch_bandwidth (kind, dtype, da, count, param, ctx.stream,
                                    &L);
          if (st != GT_OK)
            goto done;
          CU_TRY (gt_launch_error (ctx.stream), "launching the kernel");
        }
      CU_TRY (cudaEventRecord (ctx.ev[EV_KERNEL], ctx.stream),
              "cudaEventRecord");
      CU_TRY (cudaEventSynchronize (ctx.ev[EV_KERNEL]), "running the kernel");
      if (r >= 0)
        CU_TRY (cudaEventElapsedTime (&t[r], ctx.ev[EV_START],
                                      ctx.ev[EV_KERNEL]),
                "cudaEventElapsedTime");
    }

  qsort (t, (size_t) reps, sizeof t[0], cmp_float);
  res->ms = (reps % 2) ? t[reps / 2] : 0.5 * ((double) t[reps / 2 - 1]
                                              + (double) t[reps / 2]);
  res->ms_min = t[0];
  res->ms_max = t[reps - 1];
  res->touched = count;
  res->bytes = 2.0 * (double) count * (double) es;
  res->gbps = res->ms > 0 ? res->bytes / (res->ms * 1e6) : 0;
  if (kind != GT_BW_COPY)
    {
      res->grid[0] = L.grid.x, res->grid[1] = L.grid.y, res->grid[2] = L.grid.z;
      res->block[0] = L.block.x, res->block[1] = L.block.y;
      res->block[2] = L.block.z;
    }

done:
  if (st != GT_OK)
    cudaStreamSynchronize (ctx.stream); /* no kernel may outlive its buffers */
  gt_dev_put (da);
  gt_dev_put (db);
  (void) cudaGetLastError ();
  return st;
}

/* ------------------------------------------------------------------ */
/* Devices                                                             */

int gt_built_with_cuda (void) { return 1; }

gt_status gt_device_count (int *count, const char **why)
{
  static char reason[256];
  cudaError_t e;

  gt_clear_error ();
  *count = 0;
  if (why)
    *why = "";
  e = cudaGetDeviceCount (count);
  if (e != cudaSuccess)
    {
      (void) cudaGetLastError ();
      *count = 0;
      snprintf (reason, sizeof reason, "%s", no_device_reason (e));
      if (why)
        *why = reason;
    }
  else if (*count == 0 && why)
    *why = "no CUDA device found";
  return GT_OK;
}

gt_status gt_device_query (int index, gt_device_info *out)
{
  gt_status st = GT_OK;
  cudaDeviceProp prop;
  int count = 0, prev = -1;

  gt_clear_error ();
  memset (out, 0, sizeof *out);
  if (cudaGetDeviceCount (&count) != cudaSuccess || count == 0)
    {
      (void) cudaGetLastError ();
      return gt_fail (GT_ERR_NO_DEVICE, "no usable CUDA device");
    }
  if (index < 0 || index >= count)
    return gt_fail (GT_ERR_BAD_DEVICE, "device index %d is out of range "
                    "(0 to %d)", index, count - 1);
  CU_TRY (cudaGetDeviceProperties (&prop, index), "cudaGetDeviceProperties");
  out->index = index;
  snprintf (out->name, sizeof out->name, "%s", prop.name);
  out->cc_major = prop.major;
  out->cc_minor = prop.minor;
  out->multiprocessors = prop.multiProcessorCount;
  out->l2_bytes = (size_t) prop.l2CacheSize;
  out->mem_total = prop.totalGlobalMem;
  CU_TRY (cudaDriverGetVersion (&out->driver_version), "cudaDriverGetVersion");
  CU_TRY (cudaRuntimeGetVersion (&out->runtime_version),
          "cudaRuntimeGetVersion");
  /* Free memory needs a context on that device. */
  CU_TRY (cudaGetDevice (&prev), "cudaGetDevice");
  CU_TRY (cudaSetDevice (index), "cudaSetDevice");
  {
    size_t free_b = 0, total_b = 0;
    cudaError_t e = cudaMemGetInfo (&free_b, &total_b);
    cudaSetDevice (prev);
    if (e != cudaSuccess)
      {
        st = gt_cuda_fail (e, "cudaMemGetInfo");
        goto done;
      }
    out->mem_free = free_b;
  }
done:
  return st;
}

void gt_cache_stats (int *device, size_t *in_use, size_t *held)
{
  size_t u = 0, h = 0;
  if (ctx.ready)
    gt_memory_stats (&u, &h);
  if (device)
    *device = ctx.ready ? ctx.device : -1;
  if (in_use)
    *in_use = u;
  if (held)
    *held = h;
}

void gt_shutdown (void) { ctx_release (); }

