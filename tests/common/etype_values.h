/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * etype_values.h - values of the floating and logical element types of
 * resident arrays (F64, F32, C128, C64, BOOL) packed from and unpacked to
 * complex doubles: the form the device checks (tests/device/) and the
 * host backend's check (tests/host/host_device_check.cu) compare in, and
 * their reference of the unary operations.  Header-only, for test
 * programs.
 */
#ifndef GT_ETYPE_VALUES_H
#define GT_ETYPE_VALUES_H

#include <string.h>

#include <cmath>
#include <complex>
#include <vector>

#include "gputiled_device.h"

/* Bytes of an element of T (F64 ... BOOL). */
static inline size_t etype_bytes (gt_etype t)
{
  switch (t)
    {
    case GT_E_F64: return 8;
    case GT_E_F32: return 4;
    case GT_E_C128: return 16;
    case GT_E_C64: return 8;
    default: return 1;
    }
}

/* V as elements of T: rounded to single for F32 and C64, the real part
   only for the real types, nonzero for BOOL. */
static inline std::vector<unsigned char>
etype_pack (const std::vector<std::complex<double> > &v, gt_etype t)
{
  const size_t es = etype_bytes (t);
  std::vector<unsigned char> b (v.size () * es);
  for (size_t i = 0; i < v.size (); i++)
    {
      unsigned char *q = &b[i * es];
      const double re = v[i].real (), im = v[i].imag ();
      const float fr = (float) re, fi = (float) im;
      switch (t)
        {
        case GT_E_F64: memcpy (q, &re, 8); break;
        case GT_E_F32: memcpy (q, &fr, 4); break;
        case GT_E_C128: memcpy (q, &re, 8), memcpy (q + 8, &im, 8); break;
        case GT_E_C64: memcpy (q, &fr, 4), memcpy (q + 4, &fi, 4); break;
        default: *q = re != 0; break;
        }
    }
  return b;
}

/* The N elements of T at B, as complex doubles. */
static inline std::vector<std::complex<double> >
etype_unpack (const unsigned char *b, gt_etype t, size_t n)
{
  const size_t es = etype_bytes (t);
  std::vector<std::complex<double> > v (n);
  for (size_t i = 0; i < n; i++)
    {
      const unsigned char *q = b + i * es;
      double re = 0, im = 0;
      float fr = 0, fi = 0;
      switch (t)
        {
        case GT_E_F64: memcpy (&re, q, 8); break;
        case GT_E_F32: memcpy (&fr, q, 4), re = fr; break;
        case GT_E_C128: memcpy (&re, q, 8), memcpy (&im, q + 8, 8); break;
        case GT_E_C64:
          memcpy (&fr, q, 4), memcpy (&fi, q + 4, 4), re = fr, im = fi;
          break;
        default: re = *q; break;
        }
      v[i] = std::complex<double> (re, im);
    }
  return v;
}

/* Unary operation OP on IN (its real part unless CPLX), computed in T as
   the kernels compute it (cuda/kernels/ew_ops.cuh): the reference the
   device checks and the host backend's check compare with. */
template <typename T>
static inline std::complex<double> etype_ref_unary (gt_unop op,
                                                     std::complex<double> in,
                                                     bool cplx)
{
  typedef std::complex<T> Z;
  if (!cplx)
    {
      const T x = (T) in.real ();
      switch (op)
        {
        case GT_UN_NEG: return -x;
        case GT_UN_ABS: return std::fabs (x);
        case GT_UN_SQRT: return std::sqrt (x);
        case GT_UN_EXP: return std::exp (x);
        case GT_UN_LOG: return std::log (x);
        case GT_UN_SIN: return std::sin (x);
        case GT_UN_COS: return std::cos (x);
        case GT_UN_TANH: return std::tanh (x);
        case GT_UN_IMAG: return 0;
        case GT_UN_FLOOR: return std::floor (x);
        case GT_UN_CEIL: return std::ceil (x);
        case GT_UN_ROUND: return std::round (x);
        default: return x;
        }
    }
  const Z z ((T) in.real (), (T) in.imag ());
  Z r;
  switch (op)
    {
    case GT_UN_NEG: r = Z (-z.real (), -z.imag ()); break;
    case GT_UN_ABS: r = std::abs (z); break;
    case GT_UN_SQRT: r = std::sqrt (z); break;
    case GT_UN_EXP: r = std::exp (z); break;
    case GT_UN_LOG: r = std::log (z); break;
    case GT_UN_SIN: r = std::sin (z); break;
    case GT_UN_COS: r = std::cos (z); break;
    case GT_UN_TANH: r = std::tanh (z); break;
    case GT_UN_REAL: r = z.real (); break;
    case GT_UN_IMAG: r = z.imag (); break;
    case GT_UN_CONJ: r = std::conj (z); break;
    case GT_UN_FLOOR: r = Z (std::floor (z.real ()), std::floor (z.imag ())); break;
    case GT_UN_CEIL: r = Z (std::ceil (z.real ()), std::ceil (z.imag ())); break;
    default: r = Z (std::round (z.real ()), std::round (z.imag ())); break;
    }
  return std::complex<double> (r.real (), r.imag ());
}

#endif /* GT_ETYPE_VALUES_H */
