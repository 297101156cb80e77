/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * ew_create.cuh - the functors of the conversion and creator kernels
 * (ew_convert.cu, fill.cu: fill, eye, random numbers) and the launchers'
 * checks and choice of functor, shared by the kernels and the test-only
 * host backend (engine/host_device.cu), as ew_ops.cuh is for the
 * operators: every function an element goes through is GT_HD.  (No
 * cuda::std here: the kernel files that include this one never did.)
 *
 * The front ends (ew_convert_run, ew_fill_run, ew_eye_run, ew_random_run)
 * check the arguments as gt_array_kernels.h says and pick the functor or
 * element type, then hand it to a runner R.
 */
#ifndef GT_EW_CREATE_CUH
#define GT_EW_CREATE_CUH

#include <stdint.h>

#include "ew_common.cuh"

/* ------------------------------------------------------------------ */
/* Conversions (ew_convert.cu)                                          */

template <gt_etype E> struct ew_store;
template <> struct ew_store<GT_E_F64> { typedef double type; };
template <> struct ew_store<GT_E_F32> { typedef float type; };
template <> struct ew_store<GT_E_C128> { typedef ew_cplx<double> type; };
template <> struct ew_store<GT_E_C64> { typedef ew_cplx<float> type; };
template <> struct ew_store<GT_E_BOOL> { typedef ew_bool type; };
template <> struct ew_store<GT_E_I8> { typedef int8_t type; };
template <> struct ew_store<GT_E_U8> { typedef uint8_t type; };
template <> struct ew_store<GT_E_I16> { typedef int16_t type; };
template <> struct ew_store<GT_E_U16> { typedef uint16_t type; };
template <> struct ew_store<GT_E_I32> { typedef int32_t type; };
template <> struct ew_store<GT_E_U32> { typedef uint32_t type; };
template <> struct ew_store<GT_E_I64> { typedef int64_t type; };
template <> struct ew_store<GT_E_U64> { typedef uint64_t type; };

/* Whether E is one of the integer classes (BOOL is not). */
template <gt_etype E> constexpr bool ew_int_type ()
{
  return E >= GT_E_I8 && E <= GT_E_U64;
}

/* The parts of one element, in its own precision. */
template <typename T>
static GT_HD __forceinline__ T ew_re (T x) { return x; }
template <typename T>
static GT_HD __forceinline__ T ew_im (T) { return 0; }
template <typename T>
static GT_HD __forceinline__ T ew_re (ew_cplx<T> z) { return z.re; }
template <typename T>
static GT_HD __forceinline__ T ew_im (ew_cplx<T> z) { return z.im; }

template <gt_etype TX, gt_etype TY> struct cvt_op
{
  typedef typename ew_store<TX>::type In;
  typedef typename ew_store<TY>::type Out;
  static constexpr int V = ew_width<In, Out> ();

  static GT_HD __forceinline__ Out apply (In x, int *nan_seen)
  {
    if constexpr (TX == TY)
      return x;
    else if constexpr (ew_int_type<TY> () && ew_int_type<TX> ())
      return ew_int_of_int<Out> (x);
    else if constexpr (ew_int_type<TY> () && TX == GT_E_BOOL)
      return (Out) x;
    else if constexpr (ew_int_type<TY> ())
      return ew_int_of_real<Out> (ew_re (x)); /* the real part (the
                                                 gateway refuses complex) */
    else if constexpr (ew_int_type<TX> () && TY == GT_E_BOOL)
      return x != 0;
    else if constexpr (ew_int_type<TX> ()
                       && (TY == GT_E_C128 || TY == GT_E_C64))
      return Out{ (decltype (Out::re)) x, 0 };
    else if constexpr (ew_int_type<TX> ())
      return (Out) x;
    else if constexpr (TY == GT_E_BOOL)
      {
        const auto re = ew_re (x), im = ew_im (x);
        if ((isnan (re) || isnan (im)) && nan_seen)
          *nan_seen = 1;
        return re != 0 || im != 0;
      }
    else if constexpr (TX == GT_E_BOOL)
      {
        if constexpr (TY == GT_E_C128 || TY == GT_E_C64)
          return Out{ (decltype (Out::re)) x, 0 };
        else
          return (Out) x;
      }
    else if constexpr (TY == GT_E_C128 || TY == GT_E_C64)
      return Out{ (decltype (Out::re)) ew_re (x),
                  (decltype (Out::re)) ew_im (x) };
    else
      return (Out) ew_re (x);
  }
};

/* The functor from TX to TY: R.run<F> (NAN_SEEN). */
template <class R, gt_etype TX>
static gt_status cvt_to (gt_etype ty, int *nan_seen, R &r)
{
  switch (ty)
    {
    case GT_E_F64:
      return r.template run<cvt_op<TX, GT_E_F64> > (nan_seen);
    case GT_E_F32:
      return r.template run<cvt_op<TX, GT_E_F32> > (nan_seen);
    case GT_E_C128:
      return r.template run<cvt_op<TX, GT_E_C128> > (nan_seen);
    case GT_E_C64:
      return r.template run<cvt_op<TX, GT_E_C64> > (nan_seen);
#define CVT_INT_TO(E)                                                          \
  case E:                                                                      \
    return r.template run<cvt_op<TX, E> > (nan_seen);
      CVT_INT_TO (GT_E_I8) CVT_INT_TO (GT_E_U8) CVT_INT_TO (GT_E_I16)
      CVT_INT_TO (GT_E_U16) CVT_INT_TO (GT_E_I32) CVT_INT_TO (GT_E_U32)
      CVT_INT_TO (GT_E_I64) CVT_INT_TO (GT_E_U64)
#undef CVT_INT_TO
    default:
      return r.template run<cvt_op<TX, GT_E_BOOL> > (nan_seen);
    }
}

/* gt_launch_convert's checks, then R.run<F> (NAN_SEEN). */
template <class R>
static gt_status ew_convert_run (gt_etype tx, const void *x, gt_etype ty,
                                 void *y, size_t n, int *nan_seen, R &r)
{
  if ((unsigned) tx >= GT_E_NTYPES || (unsigned) ty >= GT_E_NTYPES)
    return gt_fail (GT_ERR_INVALID_ARG, "convert: bad element type");
  if (n == 0)
    return GT_OK;
  if (!x || !y)
    return gt_fail (GT_ERR_INVALID_ARG, "convert: null array");
  switch (tx)
    {
    case GT_E_F64:
      return cvt_to<R, GT_E_F64> (ty, nan_seen, r);
    case GT_E_F32:
      return cvt_to<R, GT_E_F32> (ty, nan_seen, r);
    case GT_E_C128:
      return cvt_to<R, GT_E_C128> (ty, nan_seen, r);
    case GT_E_C64:
      return cvt_to<R, GT_E_C64> (ty, nan_seen, r);
#define CVT_INT_FROM(E)                                                        \
  case E:                                                                      \
    return cvt_to<R, E> (ty, nan_seen, r);
      CVT_INT_FROM (GT_E_I8) CVT_INT_FROM (GT_E_U8) CVT_INT_FROM (GT_E_I16)
      CVT_INT_FROM (GT_E_U16) CVT_INT_FROM (GT_E_I32) CVT_INT_FROM (GT_E_U32)
      CVT_INT_FROM (GT_E_I64) CVT_INT_FROM (GT_E_U64)
#undef CVT_INT_FROM
    default:
      return cvt_to<R, GT_E_BOOL> (ty, nan_seen, r);
    }
}

/* ------------------------------------------------------------------ */
/* Creators (fill.cu)                                                   */

/* R.run<E> () for the storage type E of a floating element type T (F64
   F32 C128 C64); WHAT's error for another. */
template <class R>
static gt_status ew_by_float_type (gt_etype t, R &r, const char *what)
{
  switch (t)
    {
    case GT_E_F64:
      return r.template run<double> ();
    case GT_E_F32:
      return r.template run<float> ();
    case GT_E_C128:
      return r.template run<ew_cplx<double> > ();
    case GT_E_C64:
      return r.template run<ew_cplx<float> > ();
    default:
      return gt_fail (GT_ERR_INVALID_ARG, "%s: element type %d is not F64, "
                      "F32, C128 or C64", what, (int) t);
    }
}

/* R.run<E> () for the storage type E of element type T. */
template <class R> static gt_status ew_by_type (gt_etype t, R &r)
{
  switch (t)
    {
    case GT_E_F64:
    case GT_E_F32:
    case GT_E_C128:
    case GT_E_C64:
      return ew_by_float_type (t, r, "a creator");
    case GT_E_I8:
      return r.template run<int8_t> ();
    case GT_E_U8:
      return r.template run<ew_u8> ();
    case GT_E_I16:
      return r.template run<int16_t> ();
    case GT_E_U16:
      return r.template run<uint16_t> ();
    case GT_E_I32:
      return r.template run<int32_t> ();
    case GT_E_U32:
      return r.template run<uint32_t> ();
    case GT_E_I64:
      return r.template run<int64_t> ();
    case GT_E_U64:
      return r.template run<uint64_t> ();
    default:
      return r.template run<ew_bool> ();
    }
}

/* gt_launch_fill's checks, then R.run<E> (). */
template <class R>
static gt_status ew_fill_run (gt_etype t, void *y, size_t n, R &r)
{
  if ((unsigned) t >= GT_E_NTYPES)
    return gt_fail (GT_ERR_INVALID_ARG, "fill: bad element type %d", (int) t);
  if (n == 0)
    return GT_OK;
  if (!y)
    return gt_fail (GT_ERR_INVALID_ARG, "fill: null array");
  return ew_by_type (t, r);
}

/* gt_launch_eye's checks, then R.run<E> () (M x N, neither 0). */
template <class R>
static gt_status ew_eye_run (gt_etype t, void *y, size_t m, size_t n, R &r)
{
  if ((unsigned) t >= GT_E_NTYPES)
    return gt_fail (GT_ERR_INVALID_ARG, "eye: bad element type %d", (int) t);
  if (m == 0 || n == 0)
    return GT_OK;
  if (m > (size_t) -1 / n)
    return gt_fail (GT_ERR_INVALID_ARG, "eye: too many elements");
  if (!y)
    return gt_fail (GT_ERR_INVALID_ARG, "eye: null array");
  return ew_by_type (t, r);
}

/* Octave's linspace, point I (0-based) of N from A to B; every
   operation rounded on its own (no fused multiply-add, as Octave's
   compiled loops).  Octave has two ways (liboctave):
     SYM (scalar ends, RowVector's linspace): from both ends, the ends
       exact, A + I delta in the first half, B - (N - 1 - I) delta in the
       second, the middle one of an odd N (A + B) / 2, or 0 where A == -B;
       delta = (B - A) / (N - 1);
     else (vector ends, Matrix's linspace): A + I delta, delta 0 where A
       == B, the last point B.
   A complex pair takes each part so, with the tests of equality on the
   whole numbers. */
template <typename T>
static GT_HD __forceinline__ T ew_ls_part (T a, T b, size_t i, size_t n,
                                           bool sym, bool eq)
{
  if (i == n - 1)
    return b;
  if (i == 0)
    return a;
  if (!sym)
    return ew_add (a, ew_mul ((T) i, eq ? T (0) : ew_sub (b, a) / (T) (n - 1)));
  const T delta = ew_sub (b, a) / (T) (n - 1);
  const size_t n2 = n / 2;
  if (i < n2)
    return ew_add (a, ew_mul ((T) i, delta));
  if (n % 2 == 1 && i == n2)
    return eq ? T (0) : ew_add (a, b) / T (2);
  return ew_sub (b, ew_mul ((T) (n - 1 - i), delta));
}
/* EQ: A == -B (SYM), else A == B. */
template <typename T>
static GT_HD __forceinline__ T ew_linspace_at (T a, T b, size_t i, size_t n,
                                               bool sym)
{
  return ew_ls_part (a, b, i, n, sym, sym ? a == -b : a == b);
}
template <typename T>
static GT_HD __forceinline__ ew_cplx<T> ew_linspace_at (ew_cplx<T> a,
                                                        ew_cplx<T> b,
                                                        size_t i, size_t n,
                                                        bool sym)
{
  const bool eq = sym ? a.re == -b.re && a.im == -b.im
                      : a.re == b.re && a.im == b.im;
  ew_cplx<T> y;
  y.re = ew_ls_part (a.re, b.re, i, n, sym, eq);
  y.im = ew_ls_part (a.im, b.im, i, n, sym, eq);
  return y;
}

/* gt_launch_linspace's checks, then R.run<E> () (E a floating type). */
template <class R>
static gt_status ew_linspace_run (gt_etype t, const void *x1, const void *x2,
                                  size_t m, size_t n, void *y, R &r)
{
  if (m == 0 || n == 0)
    return GT_OK;
  if (m > (size_t) -1 / n)
    return gt_fail (GT_ERR_INVALID_ARG, "linspace: too many elements");
  if (!x1 || !x2 || !y)
    return gt_fail (GT_ERR_INVALID_ARG, "linspace: null array");
  return ew_by_float_type (t, r, "linspace");
}

/* Random numbers: fill.cu's header comment is the definition. */
#define PHILOX_M0 0xD2511F53u
#define PHILOX_M1 0xCD9E8D57u
#define PHILOX_W0 0x9E3779B9u
#define PHILOX_W1 0xBB67AE85u

/* The high 32 bits of the 64-bit product A * B (exact on both sides). */
static GT_HD __forceinline__ uint32_t ew_umulhi (uint32_t a, uint32_t b)
{
#ifdef __CUDA_ARCH__
  return __umulhi (a, b);
#else
  return (uint32_t) (((uint64_t) a * b) >> 32);
#endif
}

/* Philox4x32-10 of counter block X (in place) under key (k0, k1). */
static GT_HD __forceinline__ void philox4x32_10 (uint32_t x[4], uint32_t k0,
                                                 uint32_t k1)
{
#ifdef __CUDA_ARCH__ /* the host compiler knows no such pragma */
#pragma unroll
#endif
  for (int round = 0; round < 10; round++)
    {
      if (round)
        k0 += PHILOX_W0, k1 += PHILOX_W1;
      const uint32_t hi0 = ew_umulhi (PHILOX_M0, x[0]), lo0 = PHILOX_M0 * x[0];
      const uint32_t hi1 = ew_umulhi (PHILOX_M1, x[2]), lo1 = PHILOX_M1 * x[2];
      const uint32_t y0 = hi1 ^ x[1] ^ k0, y2 = hi0 ^ x[3] ^ k1;
      x[0] = y0;
      x[1] = lo1;
      x[2] = y2;
      x[3] = lo0;
    }
}

/* The uniforms of the header comment. */
static GT_HD __forceinline__ float ew_u24 (uint32_t a)
{
  return (float) ((a >> 9) * 2 + 1) * 0x1p-24f;
}
static GT_HD __forceinline__ double ew_u53 (uint32_t a, uint32_t b)
{
  const uint64_t k = ((uint64_t) a << 20) | (b >> 12);
  return (double) (2 * k + 1) * 0x1p-53;
}

/* The number of counter C under key (K0, K1): uniform, or normal (NORMAL)
   of type T.  The counter block and the uniforms are exact integer work,
   the same bits on both sides; a normal goes through log, sqrt and cospi,
   CUDA's on the device and the host library's on the host (which may
   differ in the last bit). */
template <typename T, bool NORMAL>
static GT_HD __forceinline__ T ew_random_elem (unsigned long long c,
                                               uint32_t k0, uint32_t k1)
{
  uint32_t x[4] = { (uint32_t) c, (uint32_t) (c >> 32), 0, 0 };
  philox4x32_10 (x, k0, k1);
  if constexpr (sizeof (T) == 4)
    {
      if constexpr (NORMAL)
        return sqrtf (-2.0f * logf (ew_u24 (x[0])))
               * cospif (2.0f * ew_u24 (x[1]));
      else
        return ew_u24 (x[0]);
    }
  else
    {
      if constexpr (NORMAL)
        return sqrt (-2.0 * log (ew_u53 (x[0], x[1])))
               * cospi (2.0 * ew_u53 (x[2], x[3]));
      else
        return ew_u53 (x[0], x[1]);
    }
}

/* gt_launch_random's checks, then R.run<T, NORMAL> (). */
template <class R>
static gt_status ew_random_run (int normal, gt_etype t, void *y, size_t n,
                                R &r)
{
  if (t != GT_E_F64 && t != GT_E_F32)
    return gt_fail (GT_ERR_NOT_SUPPORTED,
                    "random: element type %d (F64 or F32 only)", (int) t);
  if (n == 0)
    return GT_OK;
  if (!y)
    return gt_fail (GT_ERR_INVALID_ARG, "random: null array");
  if (t == GT_E_F64)
    return normal ? r.template run<double, true> ()
                  : r.template run<double, false> ();
  return normal ? r.template run<float, true> ()
                : r.template run<float, false> ();
}


#endif /* GT_EW_CREATE_CUH */
