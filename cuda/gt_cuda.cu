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
#include <string.h>

#include "gt_kernels.h"

/* One launcher per gt_gemm_kernel value, in enum order. */
static const gt_gemm_launcher gemm_launchers[GT_GEMM_NKERNELS] = {
  gt_launch_gemm_naive,   /* GT_GEMM_NAIVE  */
  gt_launch_gemm_tiled,   /* GT_GEMM_TILED  */
  gt_launch_gemm_padded,  /* GT_GEMM_PADDED */
};

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
  cudaStream_t stream;
  cudaEvent_t ev[EV_N];
  char name[256];
} ctx;

static void ctx_release (void)
{
  if (!ctx.ready)
    return;
  for (int i = 0; i < EV_N; i++)
    if (ctx.ev[i])
      cudaEventDestroy (ctx.ev[i]);
  if (ctx.stream)
    cudaStreamDestroy (ctx.stream);
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
  for (int i = 0; i < EV_N; i++)
    CU_TRY (cudaEventCreate (&ctx.ev[i]), "cudaEventCreate");
  CU_TRY (cudaGetDeviceProperties (&prop, device), "cudaGetDeviceProperties");
  snprintf (ctx.name, sizeof ctx.name, "%s", prop.name);
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
  h->ev = ctx.ev;
  h->name = ctx.name;
  return GT_OK;
}

/* Device memory, with a message that says how much was asked and is free. */
gt_status gt_dev_alloc (void **p, size_t bytes, const char *what)
{
  cudaError_t e;
  *p = NULL;
  if (bytes == 0)
    return GT_OK;
  e = cudaMalloc (p, bytes);
  if (e == cudaSuccess)
    return GT_OK;
  *p = NULL;
  (void) cudaGetLastError ();
  if (e == cudaErrorMemoryAllocation)
    {
      size_t free_b = 0, total_b = 0;
      cudaMemGetInfo (&free_b, &total_b);
      (void) cudaGetLastError ();
      return gt_fail (GT_ERR_OUT_OF_MEMORY,
                      "out of device memory: %s needs %.1f MiB, %.1f MiB of "
                      "%.1f MiB free on %s",
                      what, bytes / 1048576.0, free_b / 1048576.0,
                      total_b / 1048576.0, ctx.name);
    }
  return gt_cuda_fail (e, "cudaMalloc");
}

void gt_fill_launch (gt_info *info, const gt_launch *L)
{
  info->grid[0] = L->grid.x;
  info->grid[1] = L->grid.y;
  info->grid[2] = L->grid.z;
  info->block[0] = L->block.x;
  info->block[1] = L->block.y;
  info->block[2] = L->block.z;
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

gt_status gt_cuda_gemm (gt_dtype dtype, size_t m, size_t n, size_t k,
                        const void *A, const void *B, void *C,
                        const gt_gemm_opts *opts, gt_info *info)
{
  const double t0 = gt_now_ms ();
  const size_t es = gt_dtype_size (dtype);
  void *dA = NULL, *dB = NULL, *dC = NULL;
  gt_gemm_args args;
  gt_launch L;
  gt_status st;
  double init_ms = 0;

  snprintf (info->kernel, sizeof info->kernel, "%s",
            gt_gemm_kernel_name (opts->kernel));
  if ((st = ctx_ensure (opts->device, &init_ms)) != GT_OK)
    return st;
  info->init_ms = init_ms;
  snprintf (info->device, sizeof info->device, "%s", ctx.name);
  if (m == 0 || n == 0)
    goto done; /* an empty result: nothing to compute */

  (void) cudaGetLastError ();
  if ((st = gt_dev_alloc (&dA, m * k * es, "A")) != GT_OK
      || (st = gt_dev_alloc (&dB, k * n * es, "B")) != GT_OK
      || (st = gt_dev_alloc (&dC, m * n * es, "C")) != GT_OK)
    goto done;

  CU_TRY (cudaEventRecord (ctx.ev[EV_START], ctx.stream), "cudaEventRecord");
  if (m && k)
    CU_TRY (cudaMemcpyAsync (dA, A, m * k * es, cudaMemcpyHostToDevice,
                             ctx.stream), "copying A to the device");
  if (k && n)
    CU_TRY (cudaMemcpyAsync (dB, B, k * n * es, cudaMemcpyHostToDevice,
                             ctx.stream), "copying B to the device");
  CU_TRY (cudaEventRecord (ctx.ev[EV_H2D], ctx.stream), "cudaEventRecord");

  args.dtype = dtype;
  args.m = m, args.n = n, args.k = k;
  args.A = dA, args.lda = m;
  args.B = dB, args.ldb = k;
  args.C = dC, args.ldc = m;
  args.tile = opts->tile;
  if ((st = gemm_launchers[opts->kernel] (&args, ctx.stream, &L)) != GT_OK)
    goto done;
  gt_fill_launch (info, &L);
  CU_TRY (cudaGetLastError (), "launching the kernel");
  CU_TRY (cudaEventRecord (ctx.ev[EV_KERNEL], ctx.stream), "cudaEventRecord");

  CU_TRY (cudaMemcpyAsync (C, dC, m * n * es, cudaMemcpyDeviceToHost,
                           ctx.stream), "copying C from the device");
  CU_TRY (cudaEventRecord (ctx.ev[EV_D2H], ctx.stream), "cudaEventRecord");
  CU_TRY (cudaStreamSynchronize (ctx.stream), "running the kernel");

  info->h2d_ms = gt_ev_ms (EV_START, EV_H2D);
  info->kernel_ms = gt_ev_ms (EV_H2D, EV_KERNEL);
  info->d2h_ms = gt_ev_ms (EV_KERNEL, EV_D2H);

done:
  if (st != GT_OK)
    cudaStreamSynchronize (ctx.stream); /* no kernel may outlive its buffers */
  cudaFree (dA);
  cudaFree (dB);
  cudaFree (dC);
  (void) cudaGetLastError ();
  info->total_ms = gt_now_ms () - t0 - init_ms;
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
  gt_launch L;
  gt_status st;
  double init_ms = 0;

  if ((st = ctx_ensure (opts->device, &init_ms)) != GT_OK)
    return st;
  info->init_ms = init_ms;
  snprintf (info->device, sizeof info->device, "%s", ctx.name);
  if (n == 0)
    goto done;

  (void) cudaGetLastError ();
  if ((st = gt_dev_alloc (&dX, bytes, "the matrix")) != GT_OK
      || (st = gt_dev_alloc (&dY, bytes, "the result")) != GT_OK)
    goto done;
  CU_TRY (cudaEventRecord (ctx.ev[EV_START], ctx.stream), "cudaEventRecord");
  CU_TRY (cudaMemcpyAsync (dX, X, bytes, cudaMemcpyHostToDevice, ctx.stream),
          "copying the matrix to the device");
  CU_TRY (cudaEventRecord (ctx.ev[EV_H2D], ctx.stream), "cudaEventRecord");
  st = gt_launch_scale (dtype, n, alpha, dX, dY, ctx.stream, &L);
  if (st != GT_OK)
    goto done;
  gt_fill_launch (info, &L);
  CU_TRY (cudaGetLastError (), "launching the kernel");
  CU_TRY (cudaEventRecord (ctx.ev[EV_KERNEL], ctx.stream), "cudaEventRecord");
  CU_TRY (cudaMemcpyAsync (Y, dY, bytes, cudaMemcpyDeviceToHost, ctx.stream),
          "copying the result from the device");
  CU_TRY (cudaEventRecord (ctx.ev[EV_D2H], ctx.stream), "cudaEventRecord");
  CU_TRY (cudaStreamSynchronize (ctx.stream), "running the kernel");
  info->h2d_ms = gt_ev_ms (EV_START, EV_H2D);
  info->kernel_ms = gt_ev_ms (EV_H2D, EV_KERNEL);
  info->d2h_ms = gt_ev_ms (EV_KERNEL, EV_D2H);

done:
  if (st != GT_OK)
    cudaStreamSynchronize (ctx.stream);
  cudaFree (dX);
  cudaFree (dY);
  (void) cudaGetLastError ();
  info->total_ms = gt_now_ms () - t0 - init_ms;
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

void gt_shutdown (void) { ctx_release (); }

