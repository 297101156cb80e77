/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * bandwidth.cu - the coalescing lesson: two kernels that do the least work a
 * kernel can do to an element (read it, add one, write it back), so that
 * their time is all memory traffic, and the only thing that changes from
 * run to run is which addresses a warp asks for.
 *
 *   offset:  a[i + offset] += 1,  i < count (= N)
 *     A warp reads 32 consecutive elements starting OFFSET elements past an
 *     aligned boundary.  For OFFSET = 0 the warp's request covers whole
 *     32-byte sectors; otherwise it straddles one more sector than it needs.
 *     The cache lines are shared with the neighbouring warp, so the extra
 *     traffic mostly hits in cache: misalignment costs little.
 *   stride:  a[i * stride] += 1,  i < count (= ceil (N / stride))
 *     Consecutive threads are STRIDE elements apart.  Every sector a warp
 *     loads carries one useful element once STRIDE * sizeof (T) reaches the
 *     sector size, so the useful fraction of the traffic, and with it the
 *     effective bandwidth, falls roughly as 1 / STRIDE until then, and stays
 *     low after (lower still where DRAM fetches more than a sector).  The
 *     array has N elements whatever the stride: the strided kernel touches
 *     fewer of them, not more memory.
 *
 * One thread per touched element (a grid-stride loop takes over beyond
 * GT_BW_MAX_BLOCKS blocks, with the same pattern per warp).  Indices are
 * size_t: the dispatcher has checked that i + offset and i * stride stay
 * inside the allocation.  Kernels only: the dispatcher (engine/dispatch.cu) owns the
 * memory, the device-to-device copy used as the roof, and the timing.
 */
#include "gt_kernels.h"

#define GT_BW_THREADS 256u
#define GT_BW_MAX_BLOCKS (1u << 20)

template <typename T>
__global__ void bw_offset_kernel (T *a, size_t count, size_t offset)
{
  const size_t step = (size_t) gridDim.x * blockDim.x;
  for (size_t i = (size_t) blockIdx.x * blockDim.x + threadIdx.x; i < count;
       i += step)
    a[i + offset] += (T) 1;
}

template <typename T>
__global__ void bw_stride_kernel (T *a, size_t count, size_t stride)
{
  const size_t step = (size_t) gridDim.x * blockDim.x;
  for (size_t i = (size_t) blockIdx.x * blockDim.x + threadIdx.x; i < count;
       i += step)
    a[i * stride] += (T) 1;
}

template <typename T>
static void launch (gt_bandwidth_kind kind, T *a, size_t count, size_t param,
                    cudaStream_t s, const gt_launch *L)
{
  if (kind == GT_BW_OFFSET)
    bw_offset_kernel<T><<<L->grid, L->block, 0, s>>> (a, count, param);
  else
    bw_stride_kernel<T><<<L->grid, L->block, 0, s>>> (a, count, param);
}

gt_status gt_launch_bandwidth (gt_bandwidth_kind kind, gt_dtype dtype,
                               void *a, size_t count, int param,
                               cudaStream_t s, gt_launch *L)
{
  size_t blocks = (count + GT_BW_THREADS - 1) / GT_BW_THREADS;

  if (kind != GT_BW_OFFSET && kind != GT_BW_STRIDE)
    return gt_fail (GT_ERR_INVALID_ARG, "no bandwidth kernel for '%s'",
                    gt_bandwidth_kind_name (kind) ? gt_bandwidth_kind_name (kind)
                                                  : "?");
  if (blocks > GT_BW_MAX_BLOCKS)
    blocks = GT_BW_MAX_BLOCKS;
  if (blocks == 0)
    blocks = 1;
  L->block = dim3 (GT_BW_THREADS, 1, 1);
  L->grid = dim3 ((unsigned) blocks, 1, 1);
  if (dtype == GT_DOUBLE)
    launch<double> (kind, (double *) a, count, (size_t) param, s, L);
  else
    launch<float> (kind, (float *) a, count, (size_t) param, s, L);
  return GT_OK;
}
