/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * ew_math.cuh - the bodies of the elementwise functions added to the
 * table after NOT (gt_ew_table.h): tan, the inverse and hyperbolic
 * functions, log2, log10, log1p, expm1, sign, fix, arg, cbrt, erf, erfc,
 * erfinv, erfcinv, gamma and lgamma, and the binary functions atan2,
 * hypot, mod and rem.  ew_un_fn<OP>::re is OP of a real element, ::cx of
 * a complex one; both are GT_HD (the kernels and the host backend run the
 * same code).  Included by ew_ops.cuh.
 *
 * Octave's rules, checked against Octave 7.3:
 *   - a real input whose result is complex (asin (2), acosh (0.5),
 *     log2 (-1), log1p (-2), gammaln (-0.5)) sets *domain; the caller
 *     reruns with a complex Y, which ::rc fills with the complex results
 *     of the real values (Octave's rc_ functions: NaN gives NaN + 0i);
 *   - asin (2) is pi/2 - 1.317i, acos (2) 1.317i: Octave's side of the
 *     cut (it conjugates the C library's answer for x + 0i, x > 1);
 *   - log2 and log10 of complex z are log (z) / log (2 or 10), as Octave
 *     and libstdc++ compute them; log1p and expm1 of complex z avoid the
 *     cancellation near 0 (formulas below);
 *   - sign (0) is 0 (+0), sign (NaN) NaN, sign (z) z / abs (z);
 *     arg (x) of a real x is pi where its sign bit is set (-0 too), else
 *     0 (NaN too: libstdc++'s std::arg);
 *   - gamma (0) is +-Inf by the sign of the zero, gamma of negative
 *     integers and of -Inf is Inf; lgamma (x) is complex, + pi i, where
 *     gamma (x) < 0 (which Octave takes from lgamma_r: also for -0).
 * Complex asin, acos, atan, asinh, acosh, atanh, cbrt, erf, erfc, erfinv,
 * erfcinv, gamma and lgamma are not here (the table's CPLX 0): Octave
 * refuses some, computes complex erf and erfc with the Faddeeva package,
 * and the inverse functions with the C library's careful algorithms,
 * which cuda::std::complex's formulas miss by up to 50 ulp (the real part
 * of asin (10 + 0i)); the gateway leaves them to Octave.
 */
#ifndef GT_EW_MATH_CUH
#define GT_EW_MATH_CUH

template <typename T>
static GT_HD __forceinline__ cuda::std::complex<T> ew_z (ew_cplx<T> z)
{
  return cuda::std::complex<T> (z.re, z.im);
}

/* erfinv and erfcinv on the host: CUDA's are device functions only, and
   the C library has none.  Newton's method on erf (small |x|) or erfc
   (the tails, where 1 - |x| is exact) from an approximate start; the
   float versions run in double.  Only the host backend uses these. */
static inline double ew_erfcinv_pos (double t) /* 0 < t <= 1: y >= 0 */
{
  /* A start within a few percent: y ~ sqrt (-log (t)) corrected. */
  const double l = -log (t * (2 - t));
  const double a = 0.147, b = 2 / (3.14159265358979323846 * a) - l / 2;
  double y = sqrt (sqrt (b * b + l / a) - b); /* Winitzki's, 2e-3 off */
  const double k = 1.1283791670955126; /* 2 / sqrt (pi) */
  for (int i = 0; i < 60; i++)
    {
      const double f = erfc (y) - t, d = -k * exp (-y * y);
      if (d == 0)
        break;
      const double step = f / d;
      y -= step;
      if (fabs (step) <= 1e-17 * fabs (y))
        break;
    }
  return y;
}

static inline double ew_erfinv_host (double x)
{
  if (isnan (x) || fabs (x) > 1)
    return NAN;
  if (fabs (x) == 1)
    return copysign (INFINITY, x);
  if (x == 0)
    return x;
  if (fabs (x) > 0.5)
    return copysign (ew_erfcinv_pos (1 - fabs (x)), x);
  const double k = 1.1283791670955126;
  double y = x / k; /* erf (y) ~ k y near 0 */
  for (int i = 0; i < 60; i++)
    {
      const double step = (erf (y) - x) / (k * exp (-y * y));
      y -= step;
      if (fabs (step) <= 1e-17 * fabs (y))
        break;
    }
  return y;
}

static inline double ew_erfcinv_host (double t)
{
  if (isnan (t) || t < 0 || t > 2)
    return NAN;
  if (t == 0)
    return INFINITY;
  if (t == 2)
    return -INFINITY;
  if (t > 1)
    return -ew_erfcinv_pos (2 - t);
  return ew_erfcinv_pos (t);
}

/* ew_erfinv, ew_erfcinv: CUDA's on the device, the above on the host. */
#ifdef __CUDA_ARCH__
#define EW_INV(name, dev, host)                                               \
  template <typename T> static GT_HD __forceinline__ T name (T x)             \
  {                                                                           \
    return dev (x);                                                           \
  }
#else
#define EW_INV(name, dev, host)                                               \
  template <typename T> static GT_HD __forceinline__ T name (T x)             \
  {                                                                           \
    return (T) host (x);                                                      \
  }
#endif
EW_INV (ew_erfinv, erfinv, ew_erfinv_host)
EW_INV (ew_erfcinv, erfcinv, ew_erfcinv_host)
#undef EW_INV

/* Whether gamma (x) < 0 for a real x (lgamma's imaginary part pi). */
template <typename T> static GT_HD __forceinline__ bool ew_gamma_neg (T x)
{
  if (x == 0)
    return signbit (x);
  if (!(x < 0) || isinf (x) || x == floor (x))
    return false;
  return fmod (floor (x), (T) 2) != 0; /* (-1, 0), (-3, -2), ... */
}

template <int OP> struct ew_un_fn;

/* sqrt and log (their functors are in ew_ops.cuh): the complex results
   of real values, as Octave's rc_sqrt and rc_log. */
template <> struct ew_un_fn<GT_UN_SQRT>
{
  template <typename T> static GT_HD ew_cplx<T> rc (T x)
  {
    return x < 0 ? ew_cplx<T>{ 0, sqrt (-x) } : ew_cplx<T>{ sqrt (x), 0 };
  }
};
template <> struct ew_un_fn<GT_UN_LOG>
{
  template <typename T> static GT_HD ew_cplx<T> rc (T x)
  {
    return x < 0 ? ew_cplx<T>{ log (-x), (T) 3.14159265358979323846 }
                 : ew_cplx<T>{ log (x), 0 };
  }
};

/* sinh and cosh of complex z = x + iy: (sinh x cos y, cosh x sin y) and
   (cosh x cos y, sinh x sin y).  Where exp (|x|) overflows, h = exp
   (|x| / 2) is applied twice, and a zero trigonometric factor (y = 0)
   gives its signed zero, not 0 * Inf: sinh (1000 + 0i) is Inf + 0i, as
   the C library's (cuda::std::complex's give NaN there).  Infinities and
   NaNs go to cuda::std (Annex G). */
template <bool SINH> struct ew_un_hyp
{
  template <typename T> static GT_HD T re (T x, int *)
  {
    return SINH ? sinh (x) : cosh (x);
  }
  template <typename T> static GT_HD ew_cplx<T> cx (ew_cplx<T> z)
  {
    const T x = z.re, y = z.im;
    if (!isfinite (x) || !isfinite (y))
      return ew_from (SINH ? cuda::std::sinh (ew_z (z))
                           : cuda::std::cosh (ew_z (z)));
    T sy, cy;
    sincos (y, &sy, &cy);
    if (fabs (x) < (sizeof (T) == 8 ? (T) 709 : (T) 88))
      {
        const T sh = sinh (x), ch = cosh (x);
        return SINH ? ew_cplx<T>{ sh * cy, ch * sy }
                    : ew_cplx<T>{ ch * cy, sh * sy };
      }
    const T h = exp (fabs (x) / 2), sgn = copysign ((T) 1, x);
    /* cosh x ~ |sinh x| ~ h * h / 2 here */
    const T a = (SINH ? sgn : 1) * cy, b = (SINH ? 1 : sgn) * sy;
    return ew_cplx<T>{ a == 0 ? a : a * (h / 2) * h,
                       b == 0 ? b : b * (h / 2) * h };
  }
};
template <> struct ew_un_fn<GT_UN_SINH> : ew_un_hyp<true> {};
template <> struct ew_un_fn<GT_UN_COSH> : ew_un_hyp<false> {};

/* Real-only functions (CPLX 0, no domain): no complex body. */
#define EW_UN_REAL(OP, f)                                                     \
  template <> struct ew_un_fn<OP>                                             \
  {                                                                           \
    template <typename T> static GT_HD T re (T x, int *) { return f (x); }  \
  };
EW_UN_REAL (GT_UN_ATAN, atan)
EW_UN_REAL (GT_UN_ASINH, asinh)
EW_UN_REAL (GT_UN_CBRT, cbrt)
EW_UN_REAL (GT_UN_ERF, erf)
EW_UN_REAL (GT_UN_ERFC, erfc)
EW_UN_REAL (GT_UN_ERFINV, ew_erfinv)
EW_UN_REAL (GT_UN_ERFCINV, ew_erfcinv)
#undef EW_UN_REAL

/* tan z = -i tanh (i z), through the stable complex tanh; an infinite
   imaginary part gives +-i and a zero real part whose sign is the C
   library's: that of sin (2 re) where re is finite and beyond 1, else
   of re. */
template <> struct ew_un_fn<GT_UN_TAN>
{
  template <typename T> static GT_HD T re (T x, int *) { return tan (x); }
  template <typename T> static GT_HD ew_cplx<T> cx (ew_cplx<T> z)
  {
    if (isinf (z.im))
      {
        const T s = isfinite (z.re) && fabs (z.re) > 1
                        ? sin (z.re) * cos (z.re) : z.re;
        return ew_cplx<T>{ copysign ((T) 0, s), copysign ((T) 1, z.im) };
      }
    const ew_cplx<T> t = ew_ctanh (ew_cplx<T>{ -z.im, z.re });
    return ew_cplx<T>{ t.im, -t.re };
  }
};

/* The inverse functions with a domain: the real function, which flags
   the values outside it, and the complex results of real values (::rc,
   the rerun), written with real functions on the real axis, as Octave's
   answers are:
     asin (x) = (+-pi/2, -+acosh (|x|)) and acos (x) = (0 or pi,
     +-acosh (|x|)) for |x| > 1 (Octave's side of the cut);
     acosh (x) = (0, acos (x)) on [-1, 1), (acosh (-x), pi) below -1;
     atanh (x) = (atanh (1 / x), pi/2) for |x| > 1;
   and (f (x), +0) inside the domain. */
template <int OP> struct ew_un_inv
{
  template <typename T> static GT_HD T f (T x)
  {
    if constexpr (OP == GT_UN_ASIN)
      return asin (x);
    else if constexpr (OP == GT_UN_ACOS)
      return acos (x);
    else if constexpr (OP == GT_UN_ACOSH)
      return acosh (x);
    else
      return atanh (x);
  }
  template <typename T> static GT_HD bool outside (T x)
  {
    return OP == GT_UN_ACOSH ? x < 1 : fabs (x) > 1;
  }
  template <typename T> static GT_HD T re (T x, int *domain)
  {
    if (domain && outside (x))
      *domain = 1;
    return f (x);
  }
  template <typename T> static GT_HD ew_cplx<T> rc (T x)
  {
    const T pi = (T) 3.14159265358979323846;
    if (!outside (x))
      return ew_cplx<T>{ f (x), 0 };
    if constexpr (OP == GT_UN_ASIN)
      return ew_cplx<T>{ copysign (pi / 2, x),
                         -copysign (acosh (fabs (x)), x) };
    else if constexpr (OP == GT_UN_ACOS)
      return x > 0 ? ew_cplx<T>{ 0, acosh (x) }
                   : ew_cplx<T>{ pi, -acosh (-x) };
    else if constexpr (OP == GT_UN_ACOSH)
      return x >= -1 ? ew_cplx<T>{ 0, acos (x) }
                     : ew_cplx<T>{ acosh (-x), pi };
    else
      return ew_cplx<T>{ atanh (1 / x), pi / 2 };
  }
};
template <> struct ew_un_fn<GT_UN_ASIN> : ew_un_inv<GT_UN_ASIN> {};
template <> struct ew_un_fn<GT_UN_ACOS> : ew_un_inv<GT_UN_ACOS> {};
template <> struct ew_un_fn<GT_UN_ACOSH> : ew_un_inv<GT_UN_ACOSH> {};
template <> struct ew_un_fn<GT_UN_ATANH> : ew_un_inv<GT_UN_ATANH> {};

/* log2 and log10: complex below 0; complex z: log (z) / log (base). */
template <bool TWO> struct ew_un_logb
{
  template <typename T> static GT_HD T re (T x, int *domain)
  {
    if (x < 0 && domain)
      *domain = 1;
    return TWO ? log2 (x) : log10 (x);
  }
  template <typename T> static GT_HD ew_cplx<T> rc (T x)
  {
    if (x < 0)
      return cx (ew_cplx<T>{ x, 0 });
    return ew_cplx<T>{ TWO ? log2 (x) : log10 (x), 0 };
  }
  template <typename T> static GT_HD ew_cplx<T> cx (ew_cplx<T> z)
  {
    const T lb = TWO ? (T) 0.693147180559945309417 : (T) 2.30258509299404568402;
    const cuda::std::complex<T> l = cuda::std::log (ew_z (z));
    return ew_cplx<T>{ l.real () / lb, l.imag () / lb };
  }
};
template <> struct ew_un_fn<GT_UN_LOG2> : ew_un_logb<true> {};
template <> struct ew_un_fn<GT_UN_LOG10> : ew_un_logb<false> {};

/* log1p: complex below -1.  For complex z near 0, log |1 + z| is
   log1p (2 re + re^2 + im^2) / 2 (no 1 + tiny rounding away) and the
   angle atan2 (im, 1 + re); elsewhere log (1 + z). */
template <> struct ew_un_fn<GT_UN_LOG1P>
{
  template <typename T> static GT_HD T re (T x, int *domain)
  {
    if (x < -1 && domain)
      *domain = 1;
    return log1p (x);
  }
  template <typename T> static GT_HD ew_cplx<T> rc (T x)
  {
    if (x < -1)
      return ew_cplx<T>{ log (-(1 + x)), (T) 3.14159265358979323846 };
    return ew_cplx<T>{ log1p (x), 0 };
  }
  template <typename T> static GT_HD ew_cplx<T> cx (ew_cplx<T> z)
  {
    const T r = z.re, i = z.im;
    if (fabs (r) < (T) 0.5 && fabs (i) < (T) 0.5)
      {
        const T u = ew_add (ew_mul (r, ew_add ((T) 2, r)), ew_mul (i, i));
        return ew_cplx<T>{ log1p (u) / 2, atan2 (i, 1 + r) };
      }
    /* (1, +0) + z, as Octave adds: an imaginary -0 becomes +0 */
    return ew_from (cuda::std::log (cuda::std::complex<T> (1 + r, 0 + i)));
  }
};

/* expm1 of complex z near 0: with u = expm1 (re) and v = cos (im) - 1
   = -2 sin^2 (im / 2), exp (z) - 1 = (u + v + u v) + i (u + 1) sin (im);
   elsewhere exp (z) - 1. */
template <> struct ew_un_fn<GT_UN_EXPM1>
{
  template <typename T> static GT_HD T re (T x, int *) { return expm1 (x); }
  template <typename T> static GT_HD ew_cplx<T> cx (ew_cplx<T> z)
  {
    if (hypot (z.re, z.im) < 1)
      {
        const T u = expm1 (z.re), s = sin (z.im / 2);
        const T v = -2 * s * s;
        return ew_cplx<T>{ ew_add (ew_add (ew_mul (u, v), u), v),
                           ew_mul (u + 1, sin (z.im)) };
      }
    const cuda::std::complex<T> e = cuda::std::exp (ew_z (z));
    return ew_cplx<T>{ e.real () - 1, e.imag () };
  }
};

template <> struct ew_un_fn<GT_UN_SIGN>
{
  template <typename T> static GT_HD T re (T x, int *)
  {
    if (isnan (x))
      return x;
    return x < 0 ? (T) -1 : x > 0 ? (T) 1 : (T) 0;
  }
  template <typename T> static GT_HD ew_cplx<T> cx (ew_cplx<T> z)
  {
    const T h = hypot (z.re, z.im);
    if (h == 0)
      return ew_cplx<T>{ 0, 0 };
    return ew_cplx<T>{ z.re / h, z.im / h };
  }
};

template <> struct ew_un_fn<GT_UN_FIX>
{
  template <typename T> static GT_HD T re (T x, int *) { return trunc (x); }
  template <typename T> static GT_HD ew_cplx<T> cx (ew_cplx<T> z)
  {
    return ew_cplx<T>{ trunc (z.re), trunc (z.im) };
  }
};

template <> struct ew_un_fn<GT_UN_ARG>
{
  /* std::arg of a real: pi where the sign bit is set (-0, and a NaN
     with its sign bit: arg (NaN) is 0, arg (-NaN) pi) */
  template <typename T> static GT_HD T re (T x, int *)
  {
    return signbit (x) ? (T) 3.14159265358979323846 : (T) 0;
  }
  template <typename T> static GT_HD T cx (ew_cplx<T> z)
  {
    return atan2 (z.im, z.re);
  }
};

template <> struct ew_un_fn<GT_UN_GAMMA>
{
  template <typename T> static GT_HD T re (T x, int *)
  {
    if (x == 0)
      return signbit (x) ? -(T) INFINITY : (T) INFINITY;
    if (isinf (x) || (x < 0 && x == floor (x)))
      return (T) INFINITY;
    return tgamma (x);
  }
};

/* lgamma: complex (+ pi i) where gamma < 0. */
template <> struct ew_un_fn<GT_UN_LGAMMA>
{
  template <typename T> static GT_HD T re (T x, int *domain)
  {
    if (domain && ew_gamma_neg (x))
      *domain = 1;
    return lgamma (x);
  }
  template <typename T> static GT_HD ew_cplx<T> rc (T x)
  {
    return ew_cplx<T>{ lgamma (x), ew_gamma_neg (x)
                                       ? (T) 3.14159265358979323846
                                       : (T) 0 };
  }
};

/* ------------------------------------------------------------------ */
/* Binary functions of real operands                                    */

/* Octave's x_nint: the nearest integer, ties up; non-finite as it is. */
template <typename T> static GT_HD __forceinline__ T ew_nint (T x)
{
  return isfinite (x) ? floor (x + (T) 0.5) : x;
}

/* Octave's mod (MOD) and rem: x - y n with n = floor (x / y) or
   trunc (x / y), rounded once each (no fused multiply-add, as Octave's
   volatile product); 0 where y is not an integer and x / y is within an
   eps of one; y == 0: x (mod) or NaN (rem); the sign of y (mod) or of x
   (rem), also on a zero, unless x == y. */
template <bool MOD, typename T> static GT_HD T ew_modrem (T x, T y)
{
  T r;
  if (y == 0)
    r = MOD ? x : (T) NAN;
  else
    {
      const T q = x / y, nq = ew_nint (q);
      if (ew_nint (y) != y
          && fabs ((q - nq) / nq) < cuda::std::numeric_limits<T>::epsilon ())
        r = 0;
      else
        r = ew_sub (x, ew_mul (y, MOD ? floor (q) : trunc (q)));
    }
  if (x != y && y != 0)
    r = copysign (r, MOD ? y : x);
  return r;
}

template <int OP, typename T>
static GT_HD __forceinline__ T ew_bin_real (T a, T b)
{
  if constexpr (OP == GT_BIN_ATAN2)
    return atan2 (a, b);
  else if constexpr (OP == GT_BIN_HYPOT)
    return hypot (a, b);
  else
    return ew_modrem<OP == GT_BIN_MOD> (a, b);
}

#endif /* GT_EW_MATH_CUH */
