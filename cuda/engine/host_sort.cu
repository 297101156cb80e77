/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 The gputiled developers.
 *
 * host_sort.cu - the host test backend's sort and scans (gt_dev_sort,
 * gt_dev_scan while gt_dev_host_backend () is on): each vector along LEN
 * sorted by std::stable_sort with Octave's order (complex by abs, then
 * arg, as liboctave compares them), or scanned by a sequential loop
 * in the element's precision, and written back.  Written to be plainly
 * right, not fast: it is the reference the device path is tested
 * against.  The scans add in order, as Octave's loop does, so their
 * results are Octave's bit for bit; the GPU's parallel scans may differ
 * in the last bits.
 */
#include <math.h>

#include <algorithm>
#include <complex>
#include <vector>

#include "host_device.h"

namespace {

template <typename T> bool is_nan (T v) { return v != v; }
template <typename T> bool is_nan (std::complex<T> v)
{
  return is_nan (v.real ()) || is_nan (v.imag ());
}

/* Octave's order of numbers that are not NaN: real by value, complex by
   abs, then arg with -pi taken as pi (liboctave's oct-cmplx.h). */
template <typename T> bool less (T a, T b) { return a < b; }
template <typename T> T arg_pi (std::complex<T> v)
{
  const T a = std::arg (v);
  return a == static_cast<T> (-M_PI) ? static_cast<T> (M_PI) : a;
}
template <typename T> bool less (std::complex<T> a, std::complex<T> b)
{
  const T x = std::abs (a), y = std::abs (b);
  return x < y || (x == y && arg_pi (a) < arg_pi (b));
}

/* Octave's order: ascending with NaN last, or descending with NaN first;
   -0 == +0, and equal elements keep their order (stable_sort). */
template <typename T>
void sort_vectors (int descend, size_t inner, size_t len, size_t outer,
                   const T *x, T *y, double *I)
{
  std::vector<size_t> pos (len);
  for (size_t o = 0; o < outer; o++)
    for (size_t i = 0; i < inner; i++)
      {
        const size_t base = o * len * inner + i;
        const T *v = x + base;
        for (size_t j = 0; j < len; j++)
          pos[j] = j;
        std::stable_sort (pos.begin (), pos.end (),
                          [=] (size_t a, size_t b) {
                            const T va = v[a * inner], vb = v[b * inner];
                            const bool na = is_nan (va), nb = is_nan (vb);
                            if (na || nb)
                              return descend ? na && !nb : !na && nb;
                            return descend ? less (vb, va) : less (va, vb);
                          });
        for (size_t j = 0; j < len; j++)
          {
            y[base + j * inner] = v[pos[j] * inner];
            if (I)
              I[base + j * inner] = (double) (pos[j] + 1);
          }
      }
}

template <typename T> struct is_complex_t { static constexpr bool v = false; };
template <typename T> struct is_complex_t<std::complex<T> >
{
  static constexpr bool v = true;
};

template <typename T>
void scan_vectors (gt_scanop op, size_t inner, size_t len, size_t outer,
                   const T *x, T *y, double *I)
{
  for (size_t o = 0; o < outer; o++)
    for (size_t i = 0; i < inner; i++)
      {
        const size_t base = o * len * inner + i;
        T acc = x[base];
        size_t at = 0;
        for (size_t j = 0; j < len; j++)
          {
            const T v = x[base + j * inner];
            if (j > 0)
              switch (op)
                {
                case GT_SCAN_SUM: acc = acc + v; break;
                case GT_SCAN_PROD: acc = acc * v; break;
                default:
                  /* A number replaces a NaN; otherwise only a strictly
                     better one replaces the running extreme (real values
                     only: gt_dev_scan refuses complex ones). */
                  if constexpr (!is_complex_t<T>::v)
                    if (!is_nan (v)
                        && (is_nan (acc)
                            || (op == GT_SCAN_MAX ? v > acc : v < acc)))
                      acc = v, at = j;
                  break;
                }
            y[base + j * inner] = acc;
            if (I)
              I[base + j * inner] = (double) (at + 1);
          }
      }
}

} // namespace

gt_status gt_host_sort (gt_etype t, int descend, size_t inner, size_t len,
                        size_t outer, const void *x, void *y, double *I)
{
  typedef std::complex<float> c64;
  typedef std::complex<double> c128;
  if (t == GT_E_C64)
    sort_vectors (descend, inner, len, outer, (const c64 *) x, (c64 *) y, I);
  else if (t == GT_E_C128)
    sort_vectors (descend, inner, len, outer, (const c128 *) x, (c128 *) y,
                  I);
  else if (t == GT_E_F32)
    sort_vectors (descend, inner, len, outer, (const float *) x, (float *) y,
                  I);
  else
    sort_vectors (descend, inner, len, outer, (const double *) x,
                  (double *) y, I);
  return GT_OK;
}

gt_status gt_host_scan (gt_scanop op, gt_etype t, size_t inner, size_t len,
                        size_t outer, const void *x, void *y, double *I)
{
  typedef std::complex<float> c64;
  typedef std::complex<double> c128;
  if (t == GT_E_C64)
    scan_vectors (op, inner, len, outer, (const c64 *) x, (c64 *) y, I);
  else if (t == GT_E_C128)
    scan_vectors (op, inner, len, outer, (const c128 *) x, (c128 *) y, I);
  else if (t == GT_E_F32)
    scan_vectors (op, inner, len, outer, (const float *) x, (float *) y, I);
  else
    scan_vectors (op, inner, len, outer, (const double *) x, (double *) y,
                  I);
  return GT_OK;
}
