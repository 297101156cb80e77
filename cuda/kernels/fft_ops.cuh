/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 The gputiled developers.
 *
 * fft_ops.cuh - the element rules that finish a discrete Fourier
 * transform after cuFFT (engine/fft.cu), shared by the kernels
 * (fft_finish.cu) and the test-only host backend (engine/host_fft.cu):
 * the rules are GT_HD, so both instantiate the same code.
 *
 * Layout: Y is complex, INNER x N[0] x ... x N[RANK-1] x OUTER
 * (column-major, RANK <= 3: one cuFFT plan's dimensions), interleaved
 * (re, im) pairs of T.
 *
 * Hermitian completion.  A transform of real input is conjugate symmetric:
 * F (k) = conj (F (m (k))), where m (k) = (-k0 mod N0, -k1 mod N1, ...).
 * cuFFT's real-to-complex transform computes the half k0 <= N0 / 2 only
 * (along N[0], the fastest of the transform's dimensions); one work item
 * per element of that half then writes the other half from it, as
 * Octave's own fft does after FFTW's real transform.  The inverse
 * transform of real data is conj (forward) / N, so the same pass makes an
 * inverse from the forward half: each item reads one element of the half
 * and writes it and its mirror, so no item reads what another writes.
 * Scaling.  Octave's ifft divides by N (each part, rounded once).
 */
#ifndef GT_FFT_OPS_CUH
#define GT_FFT_OPS_CUH

#include <stddef.h>

#include "gt_hd.h"

/* One plan's layout (N[1], N[2] are 1 past RANK). */
typedef struct
{
  size_t inner, outer;
  int rank;
  size_t n[3];
} gt_fft_shape;

/* Work items of the Hermitian completion: the half k0 <= N0 / 2. */
static inline size_t fft_herm_items (const gt_fft_shape &s)
{
  return s.inner * (s.n[0] / 2 + 1) * s.n[1] * s.n[2] * s.outer;
}

/* Work item Q of the Hermitian completion of Y (forward half computed):
   Y (k) and, off the planes k0 = 0 and k0 = N0 / 2, Y (m (k)) as the
   forward transform (INVERSE 0) or the inverse one divided by DIV.  I is
   the index type: 32 bits where every position fits (integer division is
   the cost of this pass on the GPU). */
template <typename T, typename I>
static GT_HD inline void fft_herm_elem (T *y, I q, const gt_fft_shape &s,
                                        int inverse, T div)
{
  const I inner = (I) s.inner, n0 = (I) s.n[0], n1 = (I) s.n[1];
  const I n2 = (I) s.n[2];
  const I h0 = n0 / 2 + 1;
  I t = q / inner;
  const I i = q - t * inner;
  q = t / h0;
  const I k0 = t - q * h0;
  t = q / n1;
  const I k1 = q - t * n1;
  q = t / n2;
  const I k2 = t - q * n2;
  const I o = q;
  const I base = i + o * inner * n0 * n1 * n2;
  const I p = base + inner * (k0 + n0 * (k1 + n1 * k2));
  const T re = y[2 * (size_t) p], im = y[2 * (size_t) p + 1];
  if (inverse)
    {
      y[2 * (size_t) p] = re / div;
      y[2 * (size_t) p + 1] = -im / div;
    }
  if (k0 == 0 || 2 * k0 == n0)
    return;
  const I m0 = n0 - k0, m1 = k1 ? n1 - k1 : 0, m2 = k2 ? n2 - k2 : 0;
  const I pm = base + inner * (m0 + n0 * (m1 + n1 * m2));
  if (inverse)
    {
      y[2 * (size_t) pm] = re / div;
      y[2 * (size_t) pm + 1] = im / div;
    }
  else
    {
      y[2 * (size_t) pm] = re;
      y[2 * (size_t) pm + 1] = -im;
    }
}

/* Y[q] / DIV for the real number Q of a complex array (each part). */
template <typename T>
static GT_HD inline void fft_scale_elem (T *y, size_t q, T div)
{
  y[q] = y[q] / div;
}

#endif /* GT_FFT_OPS_CUH */
