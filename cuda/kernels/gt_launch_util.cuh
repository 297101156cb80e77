/*
 * gt_launch_util.cuh - what the fast kernels' launchers share: the facts of
 * the current device, asked once per device, and the one-time preparation
 * of a kernel instantiation (its dynamic shared-memory limit, and a check
 * that the build carries code new enough for it).  Kernel layer only.
 */
#ifndef GT_LAUNCH_UTIL_CUH
#define GT_LAUNCH_UTIL_CUH

#include <limits.h>
#include <stdio.h>

#include "gt_kernels.h"

/* Devices whose facts are cached (more are asked every time). */
#define GT_KERNEL_MAX_DEVICES 64

typedef struct
{
  int dev;
  int cc_major, cc_minor, sms, smem_optin;
} gt_kernel_device_facts;

/* The current device and its facts; WHO names the kernel in errors. */
inline gt_status gt_kernel_device (const char *who, gt_kernel_device_facts *f)
{
  static gt_kernel_device_facts cache[GT_KERNEL_MAX_DEVICES];
  static bool known[GT_KERNEL_MAX_DEVICES];
  int dev = 0;
  cudaError_t e = cudaGetDevice (&dev);
  if (e == cudaSuccess && dev >= 0 && dev < GT_KERNEL_MAX_DEVICES
      && known[dev])
    {
      *f = cache[dev];
      return GT_OK;
    }
  gt_kernel_device_facts d = {};
  d.dev = dev;
  if (e != cudaSuccess
      || (e = cudaDeviceGetAttribute (&d.cc_major,
                                      cudaDevAttrComputeCapabilityMajor, dev))
             != cudaSuccess
      || (e = cudaDeviceGetAttribute (&d.cc_minor,
                                      cudaDevAttrComputeCapabilityMinor, dev))
             != cudaSuccess
      || (e = cudaDeviceGetAttribute (&d.sms, cudaDevAttrMultiProcessorCount,
                                      dev)) != cudaSuccess
      || (e = cudaDeviceGetAttribute (&d.smem_optin,
                                      cudaDevAttrMaxSharedMemoryPerBlockOptin,
                                      dev)) != cudaSuccess)
    {
      (void) cudaGetLastError ();
      return gt_fail (GT_ERR_CUDA, "%s: reading the device's attributes "
                      "failed: %s", who, cudaGetErrorString (e));
    }
  if (dev >= 0 && dev < GT_KERNEL_MAX_DEVICES)
    cache[dev] = d, known[dev] = true;
  *f = d;
  return GT_OK;
}

/* Once per device (READY holds a flag per device): allow KERNEL SMEM bytes
   of dynamic shared memory and check that the code the device runs was
   built for compute capability MIN_PTX / 10 or newer (a build for older
   targets only carries an empty kernel). */
template <typename Kernel>
gt_status gt_kernel_prepare (Kernel kernel, size_t smem, int dev,
                             signed char *ready, const char *who, int min_ptx)
{
  const bool cached = dev >= 0 && dev < GT_KERNEL_MAX_DEVICES;
  if (cached && ready[dev])
    return GT_OK;
  cudaFuncAttributes fa;
  cudaError_t e = cudaFuncSetAttribute (
      kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, (int) smem);
  if (e == cudaSuccess)
    e = cudaFuncGetAttributes (&fa, kernel);
  if (e != cudaSuccess)
    return gt_cuda_fail (e, who);
  if (fa.ptxVersion < min_ptx)
    return gt_fail (GT_ERR_NOT_SUPPORTED,
                    "%s needs compute capability %d.%d or newer code; this "
                    "build only has code for %d.%d",
                    who, min_ptx / 10, min_ptx % 10, fa.ptxVersion / 10,
                    fa.ptxVersion % 10);
  if (cached)
    ready[dev] = 1;
  return GT_OK;
}

/* Tiles of C visited in groups of 8 tile rows, column by column inside a
   group, so that the blocks resident together share panels of A and B in
   L2: tile number TILE of TILES_M x TILES_N is (TM, TN). */
inline __host__ __device__ void gt_tile_coords (size_t tile, size_t tiles_m,
                                                size_t tiles_n, size_t &tm,
                                                size_t &tn)
{
  const size_t group_m = 8;
  const size_t per_group = group_m * tiles_n;
  const size_t grp = tile / per_group, first = grp * group_m;
  const size_t rest = tile - grp * per_group;
  const size_t gsize = tiles_m - first < group_m ? tiles_m - first : group_m;
  tm = first + rest % gsize;
  tn = rest / gsize;
}

/* The checks every fast launcher makes of its arguments: variant -1 or
   0 .. NVARIANTS - 1, 1 to 65535 slices that cover K, K / KSTEP slices of
   the kernel's K step countable in an int.  WHO names the kernel. */
static inline gt_status gt_check_gemm_args (const gt_gemm_args *a,
                                            const char *who, int nvariants,
                                            size_t kstep)
{
  if (a->variant < -1 || a->variant >= nvariants)
    return gt_fail (GT_ERR_INVALID_ARG,
                    "%s: variant %d out of range (-1 to %d)", who, a->variant,
                    nvariants - 1);
  if (a->splits < 1 || a->splits > 65535)
    return gt_fail (GT_ERR_INVALID_ARG,
                    "%s: splits must be 1 to 65535, not %d", who, a->splits);
  if (a->splits > 1
      && a->kslice < (a->k + (size_t) a->splits - 1) / (size_t) a->splits)
    return gt_fail (GT_ERR_INVALID_ARG,
                    "%s: %d slices of %zu do not cover K = %zu", who,
                    a->splits, a->kslice, a->k);
  if (a->k / kstep >= (size_t) INT_MAX)
    return gt_fail (GT_ERR_SIZE, "%s: K = %zu is too large", who, a->k);
  return GT_OK;
}

static inline bool gt_aligned16 (const void *p)
{
  return ((size_t) p & 15) == 0;
}

#endif /* GT_LAUNCH_UTIL_CUH */
