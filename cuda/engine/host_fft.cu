/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 The gputiled developers.
 *
 * host_fft.cu - gt_dev_fft on the test-only host backend
 * (GT_TEST_HOST_DEVICE): what CI without a GPU runs for the FFTs of
 * gpuArrays.  The steps are the GPU's (fft.h: dimensions of extent 1
 * dropped, groups of at most three; the Hermitian completion of real
 * input and the division of an inverse by the same element rules,
 * kernels/fft_ops.cuh); each group's transform is a plain DFT along one
 * dimension at a time, O(n^2) per vector, its sums and twiddle factors in
 * long double: slow, simple, and more accurate than any FFT, which is
 * what a reference for tests should be.  An armed launch fault
 * (GT_TEST_FAULT) fails the call as a kernel launch would.
 */
#include <math.h>
#include <string.h>

#include <vector>

#include "gt_internal.h"
#include "fft.h"
#include "host_device.h"

namespace {

typedef long double LD;

/* Y (complex T, layout S) transformed along N[D] of S in place: SIGN -1
   forward, +1 inverse (not divided). */
template <typename T>
void dft_along (T *y, const gt_fft_shape &s, int d, int sign)
{
  size_t in = s.inner, out = s.outer;
  for (int j = 0; j < 3; j++)
    if (j < d)
      in *= s.n[j];
    else if (j > d)
      out *= s.n[j];
  const size_t len = s.n[d];
  if (len == 1)
    return;
  const LD pi = acosl (-1.0L);
  std::vector<LD> wr (len), wi (len), ar (len), ai (len);
  for (size_t m = 0; m < len; m++)
    {
      /* exp (2 pi i m / len) from the quarter turn it lies in, so that
         the quarter turns are exact (a length-2 or -4 transform is exact,
         as Octave's) */
      const size_t q = 4 * m / len, r = 4 * m % len;
      const LD a = pi / 2 * (LD) r / (LD) len;
      const LD c = r ? cosl (a) : 1, sn = r ? sinl (a) : 0;
      const LD cr[4] = { c, -sn, -c, sn }, ci[4] = { sn, c, -sn, -c };
      wr[m] = cr[q];
      wi[m] = sign * ci[q];
    }
  for (size_t o = 0; o < out; o++)
    for (size_t i = 0; i < in; i++)
      {
        T *v = y + 2 * (i + o * in * len);
        for (size_t k = 0; k < len; k++)
          {
            LD sr = 0, si = 0;
            size_t m = 0; /* j * k mod len */
            for (size_t j = 0; j < len; j++)
              {
                const LD xr = v[2 * j * in], xi = v[2 * j * in + 1];
                sr += xr * wr[m] - xi * wi[m];
                si += xr * wi[m] + xi * wr[m];
                m += k;
                if (m >= len)
                  m -= len;
              }
            ar[k] = sr;
            ai[k] = si;
          }
        for (size_t k = 0; k < len; k++)
          {
            v[2 * k * in] = (T) ar[k];
            v[2 * k * in + 1] = (T) ai[k];
          }
      }
}

template <typename T>
gt_status run (bool real, int inverse, int rank, const size_t *n,
               size_t inner, size_t outer, const void *x, void *y,
               size_t total)
{
  T *out = (T *) y;
  /* Y = X as complex. */
  if (real)
    {
      const T *in = (const T *) x;
      for (size_t e = total; e-- > 0;)
        {
          out[2 * e] = in[e];
          out[2 * e + 1] = 0;
        }
    }
  else if (x != y)
    memmove (y, x, total * 2 * sizeof (T));
  gt_fft_steps steps;
  gt_fft_steps_of (rank, n, inner, outer, &steps);
  for (int g = 0; g < steps.count; g++)
    {
      const gt_fft_shape &s = steps.step[g];
      const T div = (T) (double) (s.n[0] * s.n[1] * s.n[2]);
      const bool herm = real && g == 0;
      /* Real input: the forward transform, then the completion (which
         makes the inverse of it); complex: the inverse directly. */
      for (int d = 0; d < s.rank; d++)
        dft_along (out, s, d, inverse && !herm ? 1 : -1);
      if (herm)
        {
          const size_t items = fft_herm_items (s);
          for (size_t q = 0; q < items; q++)
            fft_herm_elem<T, size_t> (out, q, s, inverse, div);
        }
      else if (inverse)
        for (size_t q = 0; q < 2 * total; q++)
          fft_scale_elem<T> (out, q, div);
    }
  return GT_OK;
}

} // namespace

gt_status gt_host_fft (gt_etype tx, int inverse, int rank, const size_t *n,
                       size_t inner, size_t outer, const void *x, void *y)
{
  size_t total = inner * outer;
  for (int j = 0; j < rank; j++)
    total *= n[j];
  if (gt_fault_fires (GT_FAULT_LAUNCH))
    return gt_fail (GT_ERR_CUDA, "an FFT: an injected launch failure (host "
                    "backend)");
  const bool real = tx == GT_E_F64 || tx == GT_E_F32;
  if (tx == GT_E_F64 || tx == GT_E_C128)
    return run<double> (real, inverse, rank, n, inner, outer, x, y, total);
  return run<float> (real, inverse, rank, n, inner, outer, x, y, total);
}
