/*
 * context.cu - the CUDA backend's context: one device, its streams and
 * events, and the device's facts (name, compute capability,
 * multiprocessors), created and read once; device queries; the launch
 * check every dispatch goes through; teardown.  A leaf every engine layer
 * reads.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine.h"
#include "stage.h"

/* ------------------------------------------------------------------ */
/* Errors                                                              */

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
  gt_arrays_drop ();
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
  h->cc = ctx.cc;
  h->sms = ctx.sms;
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

