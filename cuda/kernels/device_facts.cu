/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * device_facts.cu - the one cache of each device's facts (name, compute
 * capability, multiprocessors, the shared memory a block may opt into,
 * the clock), read once per device and process.  The launchers read the
 * current device's; the engine's context hands them out with its streams
 * (gt_ctx_handle).  Safe from several host threads at once: a call spread
 * over several devices reads each from a thread of its own.  Kernel layer.
 */
#include <atomic>
#include <mutex>
#include <stdio.h>

#include "gt_kernels.h"

namespace {

gt_device_facts facts[GT_DEVICE_SLOTS];
std::atomic<bool> known[GT_DEVICE_SLOTS];
std::mutex filling;

gt_status read_facts (int dev, gt_device_facts *d, const char *who)
{
  cudaDeviceProp prop;
  cudaError_t e;
  d->dev = dev;
  if ((e = cudaGetDeviceProperties (&prop, dev)) != cudaSuccess
      || (e = cudaDeviceGetAttribute (&d->cc_major,
                                      cudaDevAttrComputeCapabilityMajor, dev))
             != cudaSuccess
      || (e = cudaDeviceGetAttribute (&d->cc_minor,
                                      cudaDevAttrComputeCapabilityMinor, dev))
             != cudaSuccess
      || (e = cudaDeviceGetAttribute (&d->sms, cudaDevAttrMultiProcessorCount,
                                      dev)) != cudaSuccess
      || (e = cudaDeviceGetAttribute (&d->smem_optin,
                                      cudaDevAttrMaxSharedMemoryPerBlockOptin,
                                      dev)) != cudaSuccess)
    {
      (void) cudaGetLastError ();
      return gt_fail (GT_ERR_CUDA, "%s: reading the device's attributes "
                      "failed: %s", who, cudaGetErrorString (e));
    }
  snprintf (d->name, sizeof d->name, "%s", prop.name);
  d->cc = 10 * d->cc_major + d->cc_minor;
  if (cudaDeviceGetAttribute (&d->clock_khz, cudaDevAttrClockRate, dev)
      != cudaSuccess)
    {
      (void) cudaGetLastError ();
      d->clock_khz = 0;
    }
  return GT_OK;
}

} // namespace

gt_status gt_device_facts_of (int dev, const char *who,
                              const gt_device_facts **f)
{
  if (dev < 0 || dev >= GT_DEVICE_SLOTS)
    return gt_fail (GT_ERR_BAD_DEVICE, "%s: device index %d is beyond the "
                    "%d devices the core keeps", who, dev, GT_DEVICE_SLOTS);
  if (!known[dev].load (std::memory_order_acquire))
    {
      std::lock_guard<std::mutex> hold (filling);
      if (!known[dev].load (std::memory_order_relaxed))
        {
          gt_device_facts d = {};
          const gt_status st = read_facts (dev, &d, who);
          if (st != GT_OK)
            return st;
          facts[dev] = d;
          known[dev].store (true, std::memory_order_release);
        }
    }
  *f = &facts[dev];
  return GT_OK;
}

gt_status gt_kernel_device (const char *who, const gt_device_facts **f)
{
  int dev = 0;
  const cudaError_t e = cudaGetDevice (&dev);
  if (e != cudaSuccess)
    {
      (void) cudaGetLastError ();
      return gt_fail (GT_ERR_CUDA, "%s: reading the device's attributes "
                      "failed: %s", who, cudaGetErrorString (e));
    }
  return gt_device_facts_of (dev, who, f);
}
