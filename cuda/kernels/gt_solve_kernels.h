/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 The gputiled developers.
 *
 * gt_solve_kernels.h - the kernel that looks at a square matrix before a
 * solve (solve_probe.cu): its structure as Octave's matrix_type sees it
 * and its column sums for the 1-norm.  Internal to the CUDA side of the
 * core; the launcher checks its arguments, enqueues on STREAM, never
 * synchronises, never allocates.
 */
#ifndef GT_SOLVE_KERNELS_H
#define GT_SOLVE_KERNELS_H

#include "gt_kernels.h"
#include "gputiled_device.h"

/* Bits of a column's verdict (and of the whole matrix's, AND-ed). */
enum
{
  GT_PROBE_UPPER = 1, /* nothing below the diagonal, no zero on it     */
  GT_PROBE_LOWER = 2, /* nothing above the diagonal, no zero on it     */
  GT_PROBE_HERM = 4   /* Hermitian, real positive diagonal, and every
                         |a(i,j)|^2 < a(i,i) a(j,j): worth a Cholesky */
};

/* For each column j of the N x N matrix A (type T: F64 F32 C128 C64):
   SUMS[j] = sum_i |a(i,j)| (double; NaN where one is NaN) and FLAGS[j]
   the GT_PROBE_ bits that column j and its pairs a(i,j), a(j,i) with
   i < j allow, as Octave's matrix_type tests them (in T's precision). */
gt_status gt_launch_solve_probe (gt_etype t, size_t n, const void *a,
                                 double *sums, unsigned char *flags,
                                 cudaStream_t stream);

#endif /* GT_SOLVE_KERNELS_H */
