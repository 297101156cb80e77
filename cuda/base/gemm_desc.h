/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gemm_desc.h - the GEMM kernels' facts, one row of gemm_kernels.def
 * each (base/gt_names.c), for whatever needs to know a kernel: the
 * planner, the device queries, the backends.  Plain C, in the leaf.
 */
#ifndef GT_GEMM_DESC_H
#define GT_GEMM_DESC_H

#include "gputiled.h"

#ifdef __cplusplus
extern "C" {
#endif

enum { GT_GEMM_CLS_DOUBLE = 1, GT_GEMM_CLS_SINGLE = 2 };

typedef struct {
  gt_gemm_kernel id;
  const char *name;          /* the "Kernel" option's value            */
  unsigned classes;          /* GT_GEMM_CLS_*: the classes it computes */
  int cc_min;                /* lowest compute capability, 0: any      */
  unsigned char pitched;     /* padded leading dimensions              */
  unsigned char splitk;      /* K in slices                            */
  unsigned char classroom;   /* a classroom kernel ("Tile")            */
  unsigned char tuned;       /* compiled variants the planner chooses  */
  int fixed_tile;            /* its own output tile, 0: none or tuned  */
  const char *accuracy;      /* what its result is                     */
} gt_gemm_desc;

/* Kernel K's row (NULL for GT_GEMM_AUTO and out of range). */
const gt_gemm_desc *gt_gemm_describe (gt_gemm_kernel k);

#ifdef __cplusplus
}
#endif

#endif /* GT_GEMM_DESC_H */
