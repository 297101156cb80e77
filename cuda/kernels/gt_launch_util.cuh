/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gt_launch_util.cuh - what the fast kernels' launchers share: the
 * one-time preparation of a kernel instantiation (its dynamic shared-memory
 * limit, and a check that the build carries code new enough for it), and
 * the launch of a variant on a device whose facts (device_facts.cu) allow
 * it.  Kernel layer only.
 */
#ifndef GT_LAUNCH_UTIL_CUH
#define GT_LAUNCH_UTIL_CUH

#include <limits.h>
#include <stdio.h>

#include "gt_kernels.h"

/* Once per device (READY holds a flag per device): allow KERNEL SMEM bytes
   of dynamic shared memory and check that the code the device runs was
   built for compute capability MIN_PTX / 10 or newer (a build for older
   targets only carries an empty kernel). */
template <typename Kernel>
gt_status gt_kernel_prepare (Kernel kernel, size_t smem, int dev,
                             signed char *ready, const char *who, int min_ptx)
{
  const bool cached = dev >= 0 && dev < GT_DEVICE_SLOTS;
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

/* ------------------------------------------------------------------ */
/* The fast kernels' configurations and their one launch path          */

/* What a fast kernel receives: gt_gemm_args with typed pointers, and its
   grid of BM x BN tiles (walked by blockIdx.x; blockIdx.z is the slice). */
template <typename T>
struct gt_fast_params
{
  size_t m, n, k;
  const T *A; size_t lda;
  const T *B; size_t ldb;
  T *C; size_t ldc;
  size_t kslice, split_stride;
  size_t tiles_m, tiles_n;
};

/* Launch KERNEL, built as configuration CFG (BM, BN, THREADS, SMEM), on
   A's product: once per device (READY) its shared memory is allowed and
   its code checked against MIN_PTX (see gt_kernel_prepare). */
template <class Cfg, typename T>
gt_status gt_fast_run (void (*kernel) (const gt_fast_params<T>),
                       const gt_gemm_args *a, cudaStream_t s, gt_launch *L,
                       int dev, signed char *ready, const char *who,
                       int min_ptx)
{
  gt_status st = gt_kernel_prepare (kernel, Cfg::SMEM, dev, ready, who,
                                    min_ptx);
  if (st != GT_OK)
    return st;
  gt_fast_params<T> p;
  p.m = a->m, p.n = a->n, p.k = a->k;
  p.A = (const T *) a->A, p.lda = a->lda;
  p.B = (const T *) a->B, p.ldb = a->ldb;
  p.C = (T *) a->C, p.ldc = a->ldc;
  p.kslice = a->kslice, p.split_stride = a->split_stride;
  p.tiles_m = (a->m + Cfg::BM - 1) / Cfg::BM;
  p.tiles_n = (a->n + Cfg::BN - 1) / Cfg::BN;
  const size_t tiles = p.tiles_m * p.tiles_n, max_x = 0x7fffffffu;
  L->block = dim3 (Cfg::THREADS, 1, 1);
  L->grid = dim3 ((unsigned) (tiles < max_x ? tiles : max_x), 1,
                  (unsigned) a->splits);
  kernel<<<L->grid, L->block, Cfg::SMEM, s>>> (p);
  return GT_OK;
}

typedef gt_status (*gt_fast_runner) (const gt_gemm_args *, cudaStream_t,
                                     gt_launch *, int);

/* One compiled configuration ("variant") of a fast kernel: its name, the
   twins with 16-byte and with narrow copies, its tile and shared memory. */
typedef struct
{
  const char *name;
  gt_fast_runner vec, scalar;
  int bm, bn;
  size_t smem;
} gt_fast_variant;

static inline void gt_fast_tile (const gt_fast_variant *t, int n, int v,
                                 int *bm, int *bn)
{
  const gt_fast_variant &x = t[v >= 0 && v < n ? v : 0];
  *bm = x.bm, *bn = x.bn;
}

static inline const char *gt_fast_name (const gt_fast_variant *t, int n,
                                        int v)
{
  return v >= 0 && v < n ? t[v].name : NULL;
}

/* Run variant V of table T on B (its slice normalised: one slice is all
   of K) on device F, with the 16-byte twin when VEC. */
static inline gt_status gt_fast_launch (const gt_fast_variant *t, int v,
                                        const gt_device_facts *f,
                                        const char *who, bool vec,
                                        gt_gemm_args *b, cudaStream_t s,
                                        gt_launch *L)
{
  if (t[v].smem > (size_t) f->smem_optin)
    return gt_fail (GT_ERR_NOT_SUPPORTED,
                    "%s variant %s needs %zu bytes of shared memory per "
                    "block; device %d allows %d",
                    who, t[v].name, t[v].smem, f->dev, f->smem_optin);
  L->config = t[v].name;
  return (vec ? t[v].vec : t[v].scalar) (b, s, L, f->dev);
}

/* An empty C: nothing to launch (true), with an empty shape in L. */
static inline bool gt_fast_empty (const gt_gemm_args *a, gt_launch *L)
{
  if (a->m >= 1 && a->n >= 1)
    return false;
  L->grid = dim3 (0, 0, 0);
  L->block = dim3 (0, 0, 0);
  return true;
}

#endif /* GT_LAUNCH_UTIL_CUH */
