/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 The gputiled developers.
 *
 * fft.h - the FFT of the device-level API (gt_dev_fft) as the rest of the
 * engine sees it: the teardown of cuFFT's plans (context.cu) and the
 * host test backend's transform (host_fft.cu).  Internal to the engine.
 */
#ifndef GT_FFT_H
#define GT_FFT_H

#include "gputiled_device.h"
#include "../kernels/fft_ops.cuh"

/* Destroy the cuFFT plans kept for device DEV (the context is going: a
   reset, or another primary device).  The calling thread's current device
   is DEV.  cuFFT itself stays loaded for the life of the process. */
void gt_cufft_release_device (int dev);

/* gt_dev_fft on the host test backend, its arguments already checked:
   the same steps as on the GPU (dimensions of extent 1 dropped, groups of
   at most three dimensions, the Hermitian completion of real input, the
   division of an inverse), each transform a plain DFT along one
   dimension at a time, accumulated in long double. */
gt_status gt_host_fft (gt_etype tx, int inverse, int rank, const size_t *n,
                       size_t inner, size_t outer, const void *x, void *y);

/* The steps of a transform, for both backends: the dimensions of extent 1
   dropped (their transform is the identity), the others cut into groups
   of at most three consecutive ones (one cuFFT plan each), each group's
   layout as INNER x N[0..RANK-1] x OUTER.  The first group reads X, the
   others work on Y in place.  No step: the identity (every extent 1). */
typedef struct
{
  int count;
  gt_fft_shape step[GT_MAXDIMS];
} gt_fft_steps;

static inline void gt_fft_steps_of (int rank, const size_t *n, size_t inner,
                                    size_t outer, gt_fft_steps *s)
{
  size_t m[GT_MAXDIMS], all = 1;
  int r = 0;
  for (int j = 0; j < rank; j++)
    if (n[j] != 1)
      {
        m[r++] = n[j];
        all *= n[j];
      }
  s->count = 0;
  for (int g = 0; g < r; g += 3)
    {
      gt_fft_shape *t = &s->step[s->count++];
      const int rg = r - g < 3 ? r - g : 3;
      size_t b = 1;
      t->rank = rg;
      for (int j = 0; j < 3; j++)
        {
          t->n[j] = j < rg ? m[g + j] : 1;
          b *= t->n[j];
        }
      all /= b;
      t->inner = inner;
      t->outer = all * outer;
      inner *= b;
    }
}

#endif /* GT_FFT_H */
