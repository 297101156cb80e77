/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 The gputiled developers.
 *
 * gt_fft_kernels.h - the kernels around a cuFFT transform: what finishes
 * it (fft_finish.cu; the element rules are in fft_ops.cuh) and the
 * transpose that moves a middle dimension (fft_transpose.cu).  Internal
 * to the CUDA side of the core, like gt_array_kernels.h: the launchers
 * check their arguments, enqueue on STREAM, never synchronise, never
 * allocate.
 */
#ifndef GT_FFT_KERNELS_H
#define GT_FFT_KERNELS_H

#include "gt_kernels.h"
#include "gputiled_device.h"
#include "fft_ops.cuh"

/* The Hermitian completion of Y (type T: C128 or C64; layout S, RANK 1 to
   3) whose half k0 <= N0 / 2 holds the forward transform of real data:
   the whole forward transform, or (INVERSE) the inverse one divided by
   DIV (fft_ops.cuh). */
gt_status gt_launch_fft_hermitian (gt_etype t, void *y,
                                   const gt_fft_shape *s, int inverse,
                                   double div, cudaStream_t stream);

/* Y (type T: C128 or C64, N complex elements) divided by DIV. */
gt_status gt_launch_fft_scale (gt_etype t, void *y, size_t n, double div,
                               cudaStream_t stream);

/* Y (B x A x C) = each page of X (A x B x C) transposed: elements of
   ESIZE bytes (4, 8 or 16), X and Y distinct (fft_transpose.cu). */
gt_status gt_launch_fft_transpose (size_t esize, const void *x, void *y,
                                   size_t a, size_t b, size_t c,
                                   cudaStream_t stream);

#endif /* GT_FFT_KERNELS_H */
