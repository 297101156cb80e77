/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gt_names.c - the names of the kernels and experiments and the
 * options' defaults (cuda/base/, the leaf: every layer reads them).
 * Plain C.
 */
#include <string.h>

#include "gt_base.h"
#include "gemm_desc.h"

/* The rows of gemm_kernels.def, each at its kernel's index. */
#define TUNED 1
#define FIXED 0
static const gt_gemm_desc gemm_desc[GT_GEMM_AUTO] = {
#define GT_GEMM_KERNEL(ID, name, classes, cc_min, pitched, splitk,          \
                       classroom, tuned, fixed_tile, accuracy)              \
  [GT_GEMM_##ID] = { GT_GEMM_##ID, #name, classes, cc_min, pitched, splitk, \
                     classroom, tuned, fixed_tile, accuracy },
#include "gemm_kernels.def"
#undef GT_GEMM_KERNEL
};
#undef TUNED
#undef FIXED

/* Every kernel but "auto" has its row. */
#define GT_GEMM_KERNEL(ID, ...) +1
_Static_assert (0
#include "gemm_kernels.def"
                == GT_GEMM_AUTO, "gemm_kernels.def: one row per kernel");
#undef GT_GEMM_KERNEL

const gt_gemm_desc *gt_gemm_describe (gt_gemm_kernel k)
{
  return (unsigned) k < GT_GEMM_AUTO ? &gemm_desc[k] : NULL;
}

static const char *const reduce_names[GT_REDUCE_NKERNELS] = {
  "interleaved", "sequential", "fast"
};

/* Index of NAME in NAMES[0..n-1] into *k. */
static gt_status index_of (const char *const *names, int n, const char *name,
                           int *k)
{
  if (!name)
    return gt_fail (GT_ERR_INVALID_ARG, "null kernel name");
  for (int i = 0; i < n; i++)
    if (strcmp (name, names[i]) == 0)
      {
        *k = i;
        return GT_OK;
      }
  return gt_fail (GT_ERR_INVALID_ARG, "unknown kernel '%s'", name);
}

const char *gt_gemm_kernel_name (gt_gemm_kernel k)
{
  if (k == GT_GEMM_AUTO)
    return "auto";
  return (unsigned) k < GT_GEMM_AUTO ? gemm_desc[k].name : NULL;
}

gt_status gt_gemm_kernel_from_name (const char *name, gt_gemm_kernel *k)
{
  if (!k)
    return gt_fail (GT_ERR_INVALID_ARG, "null kernel pointer");
  if (!name)
    return gt_fail (GT_ERR_INVALID_ARG, "null kernel name");
  for (int i = 0; i < GT_GEMM_NKERNELS; i++)
    if (strcmp (name, gt_gemm_kernel_name ((gt_gemm_kernel) i)) == 0)
      {
        *k = (gt_gemm_kernel) i;
        return GT_OK;
      }
  return gt_fail (GT_ERR_INVALID_ARG, "unknown kernel '%s'", name);
}

const char *gt_reduce_kernel_name (gt_reduce_kernel k)
{
  return ((unsigned) k < GT_REDUCE_NKERNELS) ? reduce_names[k] : NULL;
}

gt_status gt_reduce_kernel_from_name (const char *name, gt_reduce_kernel *k)
{
  int i = 0;
  gt_status st = index_of (reduce_names, GT_REDUCE_NKERNELS, name, &i);
  if (st == GT_OK && k)
    *k = (gt_reduce_kernel) i;
  return k ? st : gt_fail (GT_ERR_INVALID_ARG, "null kernel pointer");
}

static const char *const bw_names[GT_BW_NKINDS] = { "copy", "offset", "stride" };

const char *gt_bandwidth_kind_name (gt_bandwidth_kind k)
{
  return ((unsigned) k < GT_BW_NKINDS) ? bw_names[k] : NULL;
}

gt_status gt_bandwidth_kind_from_name (const char *name, gt_bandwidth_kind *k)
{
  if (!name || !k)
    return gt_fail (GT_ERR_INVALID_ARG, "null experiment name");
  for (int i = 0; i < GT_BW_NKINDS; i++)
    if (strcmp (name, bw_names[i]) == 0)
      {
        *k = (gt_bandwidth_kind) i;
        return GT_OK;
      }
  return gt_fail (GT_ERR_INVALID_ARG, "unknown experiment '%s'", name);
}

void gt_reduce_opts_default (gt_reduce_opts *o)
{
  o->backend = GT_BACKEND_CUDA;
  o->kernel = GT_REDUCE_FAST;
  o->device = -1;
  memset (&o->devices, 0, sizeof o->devices);
}

void gt_gemm_opts_default (gt_gemm_opts *o)
{
  o->backend = GT_BACKEND_CUDA;
  o->kernel = GT_GEMM_AUTO;
  o->tile = 32;
  o->device = -1;
  memset (&o->devices, 0, sizeof o->devices);
}
