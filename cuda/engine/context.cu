/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * context.cu - the CUDA backend's context: one device, its streams and
 * events, created once, handed out with the device's facts (read once, in
 * the kernel layer's one cache, device_facts.cu); device queries; the launch
 * check every dispatch goes through; and the storage of the session object
 * (session.h).  The bottom of the engine: every engine file reads it, and
 * it calls none of them (the teardown of a device, which frees what the
 * others keep for it before its streams, is session.cu's).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine.h"
#include "session.h"
#include "../base/gemm_desc.h"

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
/* Contexts: one per device a call has used, each with its streams,     */
/* events and facts, created once.  The primary one (S.primary) is      */
/* the device of the single-device calls and of the resident arrays;    */
/* calls spread over several devices use the others' too, each from a   */
/* host thread bound to its device (gt_ctx_bind).                       */

/* The session object (session.h): its storage is here, at the bottom of
   the engine. */
gt_session_state gt_session_storage;

namespace {

gt_session_state &S = gt_session_storage;

} // namespace

int gt_ctx_current (void)
{
  /* The device the thread works for: one name for it, the leaf's
     (gt_thread_device), which fault injection reads too; -1: not set
     on this thread, which then works for the primary. */
  const int t = gt_thread_device ();
  const int d = t >= 0 ? t : S.primary;
  return d >= 0 ? d : 0;
}

/* What frees a device's state when the primary device changes: the
   session's (session.cu registers it), which frees what the subsystems
   keep for the device and then calls gt_ctx_destroy. */
static void (*release_hook) (int device);

void gt_ctx_on_release (void (*fn) (int device)) { release_hook = fn; }

int gt_ctx_ready (int device)
{
  return device >= 0 && device < GT_DEVICE_SLOTS && S.dev[device].ctx.ready;
}

int gt_ctx_primary (void) { return S.primary; }

int gt_ctx_enter (int device, int *cur)
{
  const int was = gt_thread_device ();
  if (cudaGetDevice (cur) != cudaSuccess)
    *cur = -1;
  cudaSetDevice (device);
  gt_set_thread_device (device);
  return was;
}

void gt_ctx_destroy (int device, int was, int cur)
{
  gt_sess_ctx &c = S.dev[device].ctx;
  for (int i = 0; i < EV_N; i++)
    if (c.ev[i])
      cudaEventDestroy (c.ev[i]);
  if (c.stream)
    cudaStreamDestroy (c.stream);
  if (c.s_in)
    cudaStreamDestroy (c.s_in);
  if (c.s_out)
    cudaStreamDestroy (c.s_out);
  if (c.s_comp2)
    cudaStreamDestroy (c.s_comp2);
  memset (&c, 0, sizeof c);
  gt_set_thread_device (was);
  if (cur >= 0)
    cudaSetDevice (cur);
  (void) cudaGetLastError ();
}

void gt_ctx_forget_primary (void) { S.primary = -1; }

/* The device index DEVICE (-1: 0) checked against the host's devices. */
static gt_status check_index (int *device)
{
  int count = 0;
  const cudaError_t e = cudaGetDeviceCount (&count);

  if (e != cudaSuccess)
    {
      (void) cudaGetLastError ();
      return gt_fail (GT_ERR_NO_DEVICE, "no usable CUDA device: %s",
                      no_device_reason (e));
    }
  if (count == 0)
    return gt_fail (GT_ERR_NO_DEVICE, "no usable CUDA device: none found");
  if (*device < 0)
    *device = 0;
  if (*device >= count || *device >= GT_DEVICE_SLOTS)
    return gt_fail (GT_ERR_BAD_DEVICE,
                    "device index %d is out of range: %d device%s found "
                    "(indices 0 to %d)",
                    *device, count, count == 1 ? "" : "s", count - 1);
  return GT_OK;
}

/* Device D's context, created on the calling thread (which is left on
   device D). */
static gt_status dev_create (int device, double *init_ms)
{
  const double t0 = gt_now_ms ();
  gt_sess_ctx &c = S.dev[device].ctx;
  gt_status st = GT_OK;

  CU_TRY (cudaSetDevice (device), "cudaSetDevice");
  if (c.ready)
    return GT_OK;
  CU_TRY (cudaFree (0), "creating the CUDA context");
  CU_TRY (cudaStreamCreateWithFlags (&c.stream, cudaStreamNonBlocking),
          "cudaStreamCreate");
  CU_TRY (cudaStreamCreateWithFlags (&c.s_in, cudaStreamNonBlocking),
          "cudaStreamCreate");
  CU_TRY (cudaStreamCreateWithFlags (&c.s_out, cudaStreamNonBlocking),
          "cudaStreamCreate");
  CU_TRY (cudaStreamCreateWithFlags (&c.s_comp2, cudaStreamNonBlocking),
          "cudaStreamCreate");
  for (int i = 0; i < EV_N; i++)
    CU_TRY (cudaEventCreate (&c.ev[i]), "cudaEventCreate");
  if ((st = gt_device_facts_of (device, "the device's context", &c.facts))
      != GT_OK)
    goto done;
  c.ready = 1;
  *init_ms += gt_now_ms () - t0;
done:
  if (st != GT_OK)
    {
      int cur = -1;
      c.ready = 1; /* free what was created */
      const int was = gt_ctx_enter (device, &cur);
      gt_ctx_destroy (device, was, cur);
    }
  (void) cudaGetLastError ();
  return st;
}

static gt_status ctx_ensure (int device, double *init_ms)
{
  gt_status st;

  *init_ms = 0;
  if (S.primary >= 0 && (device < 0 || device == S.primary))
    return GT_OK;
  if ((st = check_index (&device)) != GT_OK)
    return st;
  /* A new primary device: the old one's context and arrays go, as
     before there were several. */
  if (S.primary >= 0)
    {
      if (release_hook)
        release_hook (S.primary);
      else
        {
          int cur = -1;
          const int was = gt_ctx_enter (S.primary, &cur);
          gt_ctx_destroy (S.primary, was, cur);
        }
    }
  S.primary = -1;
  if ((st = dev_create (device, init_ms)) != GT_OK)
    return st;
  S.primary = device;
  gt_set_thread_device (device);
  return GT_OK;
}

static void fill_handle (int d, gt_ctx_handle *h)
{
  const gt_sess_ctx &c = S.dev[d].ctx;
  h->stream = c.stream;
  h->s_in = c.s_in;
  h->s_out = c.s_out;
  h->s_comp2 = c.s_comp2;
  h->ev = (cudaEvent_t *) c.ev;
  h->name = c.facts->name;
  h->cc = c.facts->cc;
  h->sms = c.facts->sms;
  h->device = d;
  h->clock_khz = c.facts->clock_khz;
}

gt_status gt_ctx_get (int device, gt_ctx_handle *h, double *init_ms)
{
  gt_status st = ctx_ensure (device, init_ms);
  if (st != GT_OK)
    return st;
  fill_handle (S.primary, h);
  return GT_OK;
}

gt_status gt_ctx_get_device (int device, gt_ctx_handle *h, double *init_ms)
{
  const int cur = gt_thread_device ();
  int prev = -1;
  gt_status st;

  *init_ms = 0;
  if (device >= 0 && device < GT_DEVICE_SLOTS && S.dev[device].ctx.ready)
    {
      fill_handle (device, h);
      return GT_OK;
    }
  if ((st = check_index (&device)) != GT_OK)
    return st;
  if (cudaGetDevice (&prev) != cudaSuccess)
    prev = -1;
  st = dev_create (device, init_ms);
  if (prev >= 0)
    cudaSetDevice (prev);
  (void) cudaGetLastError ();
  gt_set_thread_device (cur);
  if (st == GT_OK)
    fill_handle (device, h);
  return st;
}

gt_status gt_ctx_bind (int device)
{
  const int t = gt_thread_device ();
  if (device < 0 && (t < 0 || t == S.primary))
    return GT_OK; /* on the primary already: nothing to undo (the
                     one-device calls) */
  const cudaError_t e = cudaSetDevice (device < 0 ? (S.primary >= 0
                                                     ? S.primary : 0)
                                                  : device);
  gt_set_thread_device (device >= 0 ? device : S.primary);
  return e == cudaSuccess ? GT_OK : gt_cuda_fail (e, "cudaSetDevice");
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
  const gt_sess_ctx &c = gt_here ().ctx;
  float ms = 0;
  if (cudaEventElapsedTime (&ms, c.ev[a], c.ev[b]) != cudaSuccess)
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
  /* The products this build can run on it: each kernel from its compute
     capability (base/gemm_kernels.def), tf32x3 as its launcher decides
     besides (the warpgroup kernel needs an sm_90a build). */
  for (int k = 0; k < GT_GEMM_AUTO; k++)
    if (10 * prop.major + prop.minor
        >= gt_gemm_describe ((gt_gemm_kernel) k)->cc_min)
      out->kernels |= 1u << k;
  if (!gt_gemm_tf32x3_available (prop.major, prop.minor))
    out->kernels &= ~(1u << GT_GEMM_TF32X3);
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
