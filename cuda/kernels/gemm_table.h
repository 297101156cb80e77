/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gemm_table.h - the GEMM kernels' table of entry points
 * (kernels/gemm_table.cu), which the planner, the dispatcher and the
 * device API read; the kernels' facts are base/gemm_kernels.def's
 * (gt_gemm_describe, base/gt_base.h).
 */
#ifndef GT_GEMM_TABLE_H
#define GT_GEMM_TABLE_H

#include "gt_kernels.h"

/* What the engine calls of GEMM kernel K (kernels/gemm_table.cu, one
   entry per row of base/gemm_kernels.def; NULL for GT_GEMM_AUTO and out
   of range): its launcher and, for the tuned kernels (NULL members for
   the others), the number and names of its compiled configurations, the
   planner's choice of one for an M x N product of K (a slice of it, with
   SPLITS slices) on SMS multiprocessors of compute capability CC, and a
   configuration's output tile. */
typedef struct {
  gt_gemm_launcher launch;
  int (*variants) (void);
  const char *(*variant_name) (int v);
  int (*choose) (size_t m, size_t n, size_t k, int splits, int sms, int cc);
  void (*tile) (int v, int *bm, int *bn);
} gt_gemm_ops;

const gt_gemm_ops *gt_gemm_ops_of (gt_gemm_kernel k);

#endif /* GT_GEMM_TABLE_H */
