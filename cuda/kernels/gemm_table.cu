/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gemm_table.cu - the GEMM kernels' entry points, one per row of
 * base/gemm_kernels.def (gt_gemm_ops_of, gt_kernels.h): each kernel's
 * launcher, gt_launch_gemm_<name>, and for the tuned ones their compiled
 * configurations, gt_gemm_<name>_variants, _variant_name, _choose and
 * _tile.  The planner, the dispatcher and the device API read them here,
 * not by name.  The tuned kernels' choices take different facts (tf32x3's
 * depends on K and the compute capability); here they take one signature.
 */
#include <stddef.h>

#include "gemm_table.h"

namespace {

int choose_regblock (size_t m, size_t n, size_t k, int splits, int sms,
                     int cc)
{
  (void) k;
  (void) cc;
  return gt_gemm_regblock_choose (m, n, splits, sms);
}

int choose_dmma (size_t m, size_t n, size_t k, int splits, int sms, int cc)
{
  (void) k;
  (void) cc;
  return gt_gemm_dmma_choose (m, n, splits, sms);
}

int choose_tf32x3 (size_t m, size_t n, size_t k, int splits, int sms,
                   int cc)
{
  return gt_gemm_tf32x3_choose (m, n, k, splits, sms, cc);
}

} // namespace

#define OPS_FIXED(name) NULL, NULL, NULL, NULL
#define OPS_TUNED(name)                                                    \
  gt_gemm_##name##_variants, gt_gemm_##name##_variant_name,               \
      choose_##name, gt_gemm_##name##_tile

const gt_gemm_ops *gt_gemm_ops_of (gt_gemm_kernel k)
{
  switch (k)
    {
#define GT_GEMM_KERNEL(ID, name, classes, cc_min, pitched, splitk,         \
                       classroom, tuned, fixed_tile, accuracy)             \
    case GT_GEMM_##ID:                                                     \
      {                                                                    \
        static const gt_gemm_ops ops = { gt_launch_gemm_##name,            \
                                         OPS_##tuned (name) };             \
        return &ops;                                                       \
      }
#include "../base/gemm_kernels.def"
#undef GT_GEMM_KERNEL
    default:
      return NULL;
    }
}
