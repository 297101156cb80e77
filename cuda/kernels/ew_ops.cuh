/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * ew_ops.cuh - the functors of the elementwise kernels (ew_unary.cu,
 * ew_binary.cu) and the launchers' checks and choice of functor, shared by
 * the kernels and the test-only host backend (engine/host_device.cu):
 * every function an element goes through is GT_HD (__host__ __device__,
 * gt_hd.h), so both instantiate the same code.  The rules (Octave's) are
 * described in the kernel files.  Conversions and creators are in
 * ew_create.cuh, the integer classes' operators in ew_int.cuh.
 *
 * The launchers' front ends (ew_unary_run, ew_binary_run) check the
 * arguments as gt_array_kernels.h says and pick the functor, then hand it
 * to a runner R: R.run<F> (...) runs F over the elements.  The kernel
 * files' runners launch the grid-stride kernels; the host backend's loop
 * over the elements in order.  Both see the same checks and messages.
 */
#ifndef GT_EW_OPS_CUH
#define GT_EW_OPS_CUH

#include <float.h>
#include <stdint.h>

#include <cuda/std/complex>
#include <cuda/std/limits>

#include "ew_common.cuh"
#include "gt_cmul_device.cuh"

/* ------------------------------------------------------------------ */
/* Unary functions (ew_unary.cu)                                        */

/* sqrt and tanh of finite complex numbers by the stable formulas (those of
   glibc's csqrt and ctanh, which Octave's results come from);
   cuda::std::complex's are polar (sqrt (abs), arg / 2), which makes
   sqrt (-4) 1.2e-16 + 2i, and sinh (2x) / (cosh (2x) + cos (2y)), which
   cancels near the poles.  Infinities and NaNs go to cuda::std (Annex G). */
template <typename T>
static GT_HD ew_cplx<T> ew_csqrt (ew_cplx<T> z)
{
  T x = z.re, y = z.im;
  if (!isfinite (x) || !isfinite (y))
    {
      const cuda::std::complex<T> r
          = cuda::std::sqrt (cuda::std::complex<T> (x, y));
      return ew_cplx<T>{ r.real (), r.imag () };
    }
  if (x == 0 && y == 0)
    return ew_cplx<T>{ 0, y };
  /* Scale so that |x| + |z| neither overflows nor loses bits below the
     normal range; s undoes it on the root. */
  T s = 1;
  if (fabs (x) > cuda::std::numeric_limits<T>::max () / 4
      || fabs (y) > cuda::std::numeric_limits<T>::max () / 4)
    x *= (T) 0.25, y *= (T) 0.25, s = 2;
  else if (fabs (x) < 4 * cuda::std::numeric_limits<T>::min ()
           && fabs (y) < 4 * cuda::std::numeric_limits<T>::min ())
    {
      const T up = sizeof (T) == 8 ? (T) 0x1p106 : (T) 0x1p48;
      x *= up, y *= up;
      s = sizeof (T) == 8 ? (T) 0x1p-53 : (T) 0x1p-24;
    }
  const T t = sqrt ((fabs (x) + hypot (x, y)) * (T) 0.5);
  if (x >= 0)
    return ew_cplx<T>{ t * s, y / (2 * t) * s };
  return ew_cplx<T>{ fabs (y) / (2 * t) * s, copysign (t, y) * s };
}

template <typename T>
static GT_HD ew_cplx<T> ew_ctanh (ew_cplx<T> z)
{
  const T x = z.re, y = z.im;
  if (!isfinite (x) || !isfinite (y))
    {
      const cuda::std::complex<T> r
          = cuda::std::tanh (cuda::std::complex<T> (x, y));
      return ew_cplx<T>{ r.real (), r.imag () };
    }
  T sy, cy;
  sincos (y, &sy, &cy);
  /* Beyond this tanh (x) rounds to +-1: 2 exp (-2|x|) < eps / 2. */
  if (fabs (x) > (sizeof (T) == 8 ? (T) 20 : (T) 10))
    return ew_cplx<T>{ copysign ((T) 1, x),
                       4 * sy * cy * exp (-2 * fabs (x)) };
  const T sh = sinh (x), ch = cosh (x);
  const T den = sh * sh + cy * cy; /* = (cosh 2x + cos 2y) / 2, no cancelling */
  return ew_cplx<T>{ sh * ch / den, sy * cy / den };
}

template <typename T>
static GT_HD __forceinline__ ew_cplx<T> ew_from (cuda::std::complex<T> z)
{
  return ew_cplx<T>{ z.real (), z.imag () };
}

#include "ew_math.cuh"

/* The table's columns at compile time. */
static constexpr unsigned char ew_un_result[] = {
#define EW_COL(name, key, map, res, dom, cplx) res,
  GT_UNOP_TABLE (EW_COL)
#undef EW_COL
};
static constexpr unsigned char ew_un_cplx[] = {
#define EW_COL(name, key, map, res, dom, cplx) cplx,
  GT_UNOP_TABLE (EW_COL)
#undef EW_COL
};
static constexpr unsigned char ew_un_dom[] = {
#define EW_COL(name, key, map, res, dom, cplx) dom,
  GT_UNOP_TABLE (EW_COL)
#undef EW_COL
};

/* The functor of OP on a real (C false) or complex element of precision
   T.  The functions before NOT are written out here; those after it are
   ew_un_fn<OP> (ew_math.cuh). */
template <typename T, bool C, int OP> struct un_op
{
  typedef ew_elem<T, C> In;
  static constexpr bool TO_REAL = ew_un_result[OP] == GT_UNR_REAL;
  typedef typename std::conditional<TO_REAL, T, In>::type Out;
  static constexpr int V = ew_width<In, Out> ();

  static GT_HD __forceinline__ Out apply (In x, int *domain)
  {
    if constexpr (OP > GT_UN_NOT)
      {
        if constexpr (C)
          return ew_un_fn<OP>::cx (x);
        else
          return ew_un_fn<OP>::re (x, domain);
      }
    else if constexpr (!C)
      {
        if constexpr (OP == GT_UN_NEG)
          return -x;
        else if constexpr (OP == GT_UN_ABS)
          return fabs (x);
        else if constexpr (OP == GT_UN_SQRT || OP == GT_UN_LOG)
          {
            if (x < 0 && domain)
              *domain = 1;
            return OP == GT_UN_SQRT ? sqrt (x) : log (x);
          }
        else if constexpr (OP == GT_UN_EXP)
          return exp (x);
        else if constexpr (OP == GT_UN_SIN)
          return sin (x);
        else if constexpr (OP == GT_UN_COS)
          return cos (x);
        else if constexpr (OP == GT_UN_TANH)
          return tanh (x);
        else if constexpr (OP == GT_UN_REAL || OP == GT_UN_CONJ)
          return x;
        else if constexpr (OP == GT_UN_IMAG)
          return (T) 0;
        else if constexpr (OP == GT_UN_FLOOR)
          return floor (x);
        else if constexpr (OP == GT_UN_CEIL)
          return ceil (x);
        else
          return round (x);
      }
    else
      {
        typedef cuda::std::complex<T> Z;
        if constexpr (OP == GT_UN_NEG)
          return In{ -x.re, -x.im };
        else if constexpr (OP == GT_UN_ABS)
          return hypot (x.re, x.im);
        else if constexpr (OP == GT_UN_REAL)
          return x.re;
        else if constexpr (OP == GT_UN_IMAG)
          return x.im;
        else if constexpr (OP == GT_UN_CONJ)
          return In{ x.re, -x.im };
        else if constexpr (OP == GT_UN_FLOOR)
          return In{ floor (x.re), floor (x.im) };
        else if constexpr (OP == GT_UN_CEIL)
          return In{ ceil (x.re), ceil (x.im) };
        else if constexpr (OP == GT_UN_ROUND)
          return In{ round (x.re), round (x.im) };
        else if constexpr (OP == GT_UN_SQRT)
          return ew_csqrt (x);
        else if constexpr (OP == GT_UN_TANH)
          return ew_ctanh (x);
        else
          {
            const Z z (x.re, x.im);
            Z r;
            if constexpr (OP == GT_UN_EXP)
              r = cuda::std::exp (z);
            else if constexpr (OP == GT_UN_LOG)
              r = cuda::std::log (z);
            else if constexpr (OP == GT_UN_SIN)
              r = cuda::std::sin (z);
            else
              r = cuda::std::cos (z);
            return In{ r.real (), r.imag () };
          }
      }
  }
};

struct un_not
{
  typedef ew_bool In;
  typedef ew_bool Out;
  static constexpr int V = 16;
  static GT_HD __forceinline__ Out apply (In x, int *)
  {
    return x ? 0 : 1;
  }
};

/* The complex result of a real element of a DOMAIN row (the rerun):
   ew_un_fn<OP>::rc, Octave's rc_ function. */
template <typename T, int OP> struct un_rc
{
  typedef T In;
  typedef ew_cplx<T> Out;
  static constexpr int V = ew_width<In, Out> ();
  static GT_HD __forceinline__ Out apply (In x, int *)
  {
    return ew_un_fn<OP>::rc (x);
  }
};

/* R.run<F> (DOMAIN) for OP's functor F (RC: the rerun's), or the refusal
   of a row that has none for these elements: NOT (its own functor, BOOL),
   the complex form of the real-only functions, the rerun of a row with
   no domain. */
template <class R, typename T, bool C, int OP>
static gt_status un_pick (bool rc, int *domain, R &r)
{
  if constexpr (OP == GT_UN_NOT)
    return gt_fail (GT_ERR_INVALID_ARG, "unary: NOT takes and gives BOOL");
  else if constexpr (C && !ew_un_cplx[OP])
    return gt_fail (GT_ERR_NOT_SUPPORTED,
                    "unary: operator %d takes F64 or F32", OP);
  else if constexpr (!C && ew_un_dom[OP])
    {
      if (rc)
        return r.template run<un_rc<T, OP> > ((int *) NULL);
      return r.template run<un_op<T, C, OP> > (domain);
    }
  else
    return r.template run<un_op<T, C, OP> > (domain);
}

/* The functor of OP for X's type (T, C): R.run<F> (DOMAIN). */
template <class R, typename T, bool C>
static gt_status un_ops (gt_unop op, bool rc, int *domain, R &r)
{
  switch (op)
    {
#define UN_CASE(name, key, map, res, dom, cplx)                               \
  case GT_UN_##name:                                                          \
    return un_pick<R, T, C, GT_UN_##name> (rc, domain, r);
      GT_UNOP_TABLE (UN_CASE)
#undef UN_CASE
    default:
      return gt_fail (GT_ERR_INVALID_ARG, "unary: bad operator %d", (int) op);
    }
}

/* gt_launch_unary's checks, then R.run<F> (FLAG) for the functor F of OP
   on N elements of X (TX) into Y (TY); NOT gets no flag. */
template <class R>
static gt_status ew_unary_run (gt_unop op, gt_etype tx, const void *x,
                               gt_etype ty, void *y, size_t n, int *domain,
                               R &r)
{
  if ((unsigned) op >= GT_UN_NOPS)
    return gt_fail (GT_ERR_INVALID_ARG, "unary: bad operator %d", (int) op);
  if ((unsigned) tx >= GT_E_NTYPES || (unsigned) ty >= GT_E_NTYPES)
    return gt_fail (GT_ERR_INVALID_ARG, "unary: bad element type");
  bool rc = false; /* the rerun: complex results of real X */
  if (op == GT_UN_NOT)
    {
      if (tx != GT_E_BOOL || ty != GT_E_BOOL)
        return gt_fail (GT_ERR_NOT_SUPPORTED,
                        "unary: NOT takes and gives BOOL");
    }
  else
    {
      const bool to_real = ew_un_result[op] == GT_UNR_REAL;
      if (!ew_is_numeric (tx))
        return gt_fail (GT_ERR_NOT_SUPPORTED,
                        "unary: operator %d takes F64, F32, C128 or C64",
                        (int) op);
      rc = ew_un_dom[op] && !ew_is_complex (tx) && ew_is_complex (ty)
           && ew_real_of (ty) == tx;
      if (!rc && ty != (to_real ? ew_real_of (tx) : tx))
        return gt_fail (GT_ERR_INVALID_ARG,
                        "unary: output type %d for operator %d of type %d",
                        (int) ty, (int) op, (int) tx);
    }
  if (n == 0)
    return GT_OK;
  if (!x || !y)
    return gt_fail (GT_ERR_INVALID_ARG, "unary: null array");

  switch (tx)
    {
    case GT_E_F64:
      return un_ops<R, double, false> (op, rc, domain, r);
    case GT_E_F32:
      return un_ops<R, float, false> (op, rc, domain, r);
    case GT_E_C128:
      return un_ops<R, double, true> (op, rc, domain, r);
    case GT_E_C64:
      return un_ops<R, float, true> (op, rc, domain, r);
    default:
      return r.template run<un_not> ((int *) NULL);
    }
}

/* ------------------------------------------------------------------ */
/* Binary operators (ew_binary.cu): complex arithmetic                  */

template <typename T>
static GT_HD __forceinline__ ew_cplx<T> ew_cmul (ew_cplx<T> x,
                                                 ew_cplx<T> y)
{
  ew_cplx<T> r;
  gt_dev_cmul (x.re, x.im, y.re, y.im, &r.re, &r.im);
  return r;
}

template <typename T> struct ew_lim;
template <> struct ew_lim<double>
{
  static constexpr double max = DBL_MAX, min = DBL_MIN, eps = DBL_EPSILON;
};
template <> struct ew_lim<float>
{
  static constexpr float max = FLT_MAX, min = FLT_MIN, eps = FLT_EPSILON;
};

/* (a + ib) / (c + id). */
template <typename T>
static GT_HD ew_cplx<T> ew_cdiv (T a, T b, T c, T d)
{
  typedef ew_lim<T> L;
  const T rbig = L::max / 2, rmin = L::min, rmin2 = L::eps;
  const T rminscal = 1 / L::eps, rmax2 = rbig * rmin2;
  T x, y;
  if (fabs (c) < fabs (d))
    {
      if (fabs (d) >= rbig) /* keep the denominator finite */
        a /= 2, b /= 2, c /= 2, d /= 2;
      if (fabs (d) < rmin2
          || (fabs (d) < rmax2
              && ((fabs (a) < rmin && fabs (b) < rmax2)
                  || (fabs (b) < rmin && fabs (a) < rmax2))))
        a *= rminscal, b *= rminscal, c *= rminscal, d *= rminscal;
      const T ratio = c / d;
      const T denom = ew_add (ew_mul (c, ratio), d);
      if (fabs (ratio) > rmin)
        {
          x = ew_add (ew_mul (a, ratio), b) / denom;
          y = ew_sub (ew_mul (b, ratio), a) / denom;
        }
      else /* ratio underflowed: divide by d first */
        {
          x = ew_add (ew_mul (c, a / d), b) / denom;
          y = ew_sub (ew_mul (c, b / d), a) / denom;
        }
    }
  else
    {
      if (fabs (c) >= rbig)
        a /= 2, b /= 2, c /= 2, d /= 2;
      if (fabs (c) < rmin2
          || (fabs (c) < rmax2
              && ((fabs (a) < rmin && fabs (b) < rmax2)
                  || (fabs (b) < rmin && fabs (a) < rmax2))))
        a *= rminscal, b *= rminscal, c *= rminscal, d *= rminscal;
      const T ratio = d / c;
      const T denom = ew_add (ew_mul (d, ratio), c);
      if (fabs (ratio) > rmin)
        {
          x = ew_add (ew_mul (b, ratio), a) / denom;
          y = ew_sub (b, ew_mul (a, ratio)) / denom;
        }
      else
        {
          x = ew_add (ew_mul (d, b / c), a) / denom;
          y = ew_sub (b, ew_mul (d, a / c)) / denom;
        }
    }

  /* Annex G: recover infinities and zeros that came out NaN + NaN i. */
  if (isnan (x) && isnan (y))
    {
      const T inf = (T) INFINITY, one = 1, zero = 0;
      if (c == 0 && d == 0 && (!isnan (a) || !isnan (b)))
        {
          x = ew_mul (copysign (inf, c), a);
          y = ew_mul (copysign (inf, c), b);
        }
      else if ((isinf (a) || isinf (b)) && isfinite (c) && isfinite (d))
        {
          a = copysign (isinf (a) ? one : zero, a);
          b = copysign (isinf (b) ? one : zero, b);
          x = ew_mul (inf, ew_add (ew_mul (a, c), ew_mul (b, d)));
          y = ew_mul (inf, ew_sub (ew_mul (b, c), ew_mul (a, d)));
        }
      else if ((isinf (c) || isinf (d)) && isfinite (a) && isfinite (b))
        {
          c = copysign (isinf (c) ? one : zero, c);
          d = copysign (isinf (d) ? one : zero, d);
          x = ew_mul (zero, ew_add (ew_mul (a, c), ew_mul (b, d)));
          y = ew_mul (zero, ew_sub (ew_mul (b, c), ew_mul (a, d)));
        }
    }
  return ew_cplx<T>{ x, y };
}

/* Octave's xisint: integral and strictly inside int's range. */
template <typename T> static GT_HD __forceinline__ bool ew_isint (T x)
{
  const double d = x;
  return d == rint (d) && d > -2147483648.0 && d < 2147483647.0;
}

/* z ^ e by repeated squaring, as std::pow (complex, int). */
template <typename T>
static GT_HD ew_cplx<T> ew_cpow_int (ew_cplx<T> z, int e)
{
  unsigned n = e < 0 ? 0u - (unsigned) e : (unsigned) e;
  ew_cplx<T> y = n % 2 ? z : ew_cplx<T>{ 1, 0 };
  while (n >>= 1)
    {
      z = ew_cmul (z, z);
      if (n % 2)
        y = ew_cmul (y, z);
    }
  return e < 0 ? ew_cdiv<T> (1, 0, y.re, y.im) : y;
}

/* rho * (cos theta + i sin theta). */
template <typename T>
static GT_HD __forceinline__ ew_cplx<T> ew_polar (T rho, T theta)
{
  T s, c;
  sincos (theta, &s, &c);
  return ew_cplx<T>{ rho * c, rho * s };
}

/* Complex a ^ b (A_REAL: a's imaginary part is a real operand's zero). */
template <typename T>
static GT_HD ew_cplx<T> ew_cpow (ew_cplx<T> a, bool a_real,
                                 ew_cplx<T> b)
{
  typedef cuda::std::complex<T> Z;
  if (a_real && a.re > 0) /* std::pow (x, complex) */
    return ew_polar (pow (a.re, b.re), b.im * log (a.re));
  if (b.im == 0 && ew_isint (b.re))
    return ew_cpow_int (a, (int) b.re);
  if (b.im == 0) /* std::pow (complex, x) */
    {
      if (a.im == 0 && a.re > 0)
        return ew_cplx<T>{ pow (a.re, b.re), 0 };
      const Z t = cuda::std::log (Z (a.re, a.im));
      return ew_polar (exp (b.re * t.real ()), b.re * t.imag ());
    }
  return ew_from (cuda::std::pow (Z (a.re, a.im), Z (b.re, b.im)));
}

/* ------------------------------------------------------------------ */
/* The operators                                                        */

template <int OP, typename T>
static GT_HD __forceinline__ bool ew_cmp (T x, T y)
{
  if constexpr (OP == GT_BIN_EQ)
    return x == y;
  else if constexpr (OP == GT_BIN_NE)
    return x != y;
  else if constexpr (OP == GT_BIN_LT)
    return x < y;
  else if constexpr (OP == GT_BIN_LE)
    return x <= y;
  else if constexpr (OP == GT_BIN_GT)
    return x > y;
  else
    return x >= y;
}

/* Octave's complex comparisons.  A real operand (A_REAL, B_REAL) counts
   as angle 0 even when negative, as Octave compares it. */
template <int OP, typename T>
static GT_HD bool ew_ccmp (ew_cplx<T> a, ew_cplx<T> b,
                           bool a_real = false, bool b_real = false)
{
  const bool eq = a.re == b.re && a.im == b.im;
  if constexpr (OP == GT_BIN_EQ)
    return eq;
  else if constexpr (OP == GT_BIN_NE)
    return !eq;
  else
    {
      const T ax = hypot (a.re, a.im), bx = hypot (b.re, b.im);
      if (ax != bx)
        return ew_cmp<OP> (ax, bx);
      const T pi = (T) 3.14159265358979323846;
      T ay = a_real ? (T) 0 : atan2 (a.im, a.re);
      T by = b_real ? (T) 0 : atan2 (b.im, b.re);
      if (ay == -pi)
        {
          if (by != -pi)
            ay = pi;
        }
      else if (by == -pi)
        by = pi;
      return ew_cmp<OP> (ay, by);
    }
}

template <typename T>
static GT_HD __forceinline__ ew_cplx<T> ew_c (T x)
{
  return ew_cplx<T>{ x, 0 };
}
template <typename T>
static GT_HD __forceinline__ ew_cplx<T> ew_c (ew_cplx<T> z)
{
  return z;
}

static constexpr unsigned char ew_bin_kind[] = {
#define EW_COL(name, key, kind, label) kind,
  GT_BINOP_TABLE (EW_COL)
#undef EW_COL
};

template <typename T, bool AC, bool BC, int OP> struct bin_op
{
  typedef ew_elem<T, AC> A;
  typedef ew_elem<T, BC> B;
  static constexpr bool CMP = ew_bin_kind[OP] == GT_BINK_COMPARE;
  typedef typename std::conditional<CMP, ew_bool,
                                    ew_elem<T, AC || BC> >::type Out;
  static constexpr int V = ew_width<A, B, Out> ();

  static GT_HD __forceinline__ Out apply (A a, B b, int *domain)
  {
    if constexpr (CMP)
      {
        if constexpr (!AC && !BC)
          return ew_cmp<OP> (a, b);
        else
          return ew_ccmp<OP, T> (ew_c<T> (a), ew_c<T> (b), !AC, !BC);
      }
    else if constexpr (OP == GT_BIN_MAX || OP == GT_BIN_MIN)
      {
        constexpr int BETTER = OP == GT_BIN_MAX ? GT_BIN_GT : GT_BIN_LT;
        if constexpr (!AC && !BC)
          {
            if (isnan (a))
              return b;
            if (isnan (b))
              return a;
            return ew_cmp<BETTER> (b, a) ? b : a;
          }
        else
          {
            const ew_cplx<T> x = ew_c<T> (a), y = ew_c<T> (b);
            /* Octave's two-array max and min of complex values let a NaN
               through (A's first): max (NaN+1i, 1) is NaN+1i. */
            if (isnan (x.re) || isnan (x.im))
              return x;
            if (isnan (y.re) || isnan (y.im))
              return y;
            /* Octave's two-array max and min compare abs only. */
            return ew_cmp<BETTER> (hypot (y.re, y.im), hypot (x.re, x.im))
                       ? y : x;
          }
      }
    else if constexpr (OP >= GT_BIN_ATAN2)
      return ew_bin_real<OP, T> (a, b);
    else if constexpr (!AC && !BC)
      {
        if constexpr (OP == GT_BIN_ADD)
          return a + b;
        else if constexpr (OP == GT_BIN_SUB)
          return a - b;
        else if constexpr (OP == GT_BIN_MUL)
          return a * b;
        else if constexpr (OP == GT_BIN_DIV)
          return a / b;
        else
          {
            if (a < 0 && domain && !ew_isint (b))
              *domain = 1;
            if (b == 2)
              return a * a;
            if (b == -1)
              return 1 / a;
            return pow (a, b);
          }
      }
    else if constexpr (OP == GT_BIN_ADD)
      {
        if constexpr (AC && BC)
          return Out{ a.re + b.re, a.im + b.im };
        else if constexpr (AC)
          return Out{ a.re + b, a.im };
        else
          return Out{ a + b.re, b.im };
      }
    else if constexpr (OP == GT_BIN_SUB)
      {
        if constexpr (AC && BC)
          return Out{ a.re - b.re, a.im - b.im };
        else if constexpr (AC)
          return Out{ a.re - b, a.im };
        else
          return Out{ a - b.re, -b.im };
      }
    else if constexpr (OP == GT_BIN_MUL)
      {
        if constexpr (AC && BC)
          return ew_cmul (a, b);
        else if constexpr (AC)
          return Out{ a.re * b, a.im * b };
        else
          return Out{ a * b.re, a * b.im };
      }
    else if constexpr (OP == GT_BIN_DIV)
      {
        if constexpr (AC && BC)
          return ew_cdiv (a.re, a.im, b.re, b.im);
        else if constexpr (AC)
          return Out{ a.re / b, a.im / b };
        else
          return ew_cdiv<T> (a, 0, b.re, b.im);
      }
    else
      return ew_cpow<T> (ew_c<T> (a), !AC, ew_c<T> (b));
  }
};

template <int OP> struct bin_logic
{
  typedef ew_bool A, B, Out;
  static constexpr int V = 16;
  static GT_HD __forceinline__ Out apply (A a, B b, int *)
  {
    return OP == GT_BIN_AND ? (a && b) : (a || b);
  }
};

/* ------------------------------------------------------------------ */
/* Binary operators: operands and layout                                */

/* An operand as a kernel sees it: SCALAR: one element for all, P[0]
   (P not NULL) or V; otherwise P[offset]. */
template <typename E> struct ew_opnd
{
  const E *p;
  E v;
  int scalar;
};

/* The collapsed dimensions and strides. */
typedef struct
{
  int nd;
  size_t dims[GT_MAXDIMS], sa[GT_MAXDIMS], sb[GT_MAXDIMS];
} bin_layout;

template <typename E>
static GT_HD __forceinline__ E ew_scalar (const ew_opnd<E> &o)
{
  return o.scalar && o.p ? o.p[0] : o.v;
}

/* Output element i's operand offsets, with index type I. */
template <typename I>
static GT_HD __forceinline__ void bin_offsets (const bin_layout &L,
                                               size_t i, size_t *oa,
                                               size_t *ob)
{
  I rem = (I) i;
  size_t a = 0, b = 0;
  for (int d = 0; d < L.nd - 1; d++)
    {
      const I e = (I) L.dims[d];
      const I q = rem / e, r = rem - q * e;
      a += (size_t) r * L.sa[d];
      b += (size_t) r * L.sb[d];
      rem = q;
    }
  *oa = a + (size_t) rem * L.sa[L.nd - 1];
  *ob = b + (size_t) rem * L.sb[L.nd - 1];
}

/* Operand O as the kernels see it; S: its collapsed strides. */
template <typename E>
static ew_opnd<E> bin_opnd (const gt_operand *o, const bin_layout *L,
                            const size_t *s)
{
  ew_opnd<E> r;
  r.p = (const E *) o->data;
  ew_set (&r.v, o->val);
  r.scalar = 1;
  if (o->data)
    for (int d = 0; d < L->nd; d++)
      if (s[d])
        r.scalar = 0;
  return r;
}

/* Drop extent-1 dimensions and merge neighbours that both operands walk
   contiguously (a value operand's strides count as 0). */
static inline void bin_collapse (const gt_bcast *bc, bool a_val, bool b_val,
                          bin_layout *L)
{
  int nd = 0;
  for (int d = 0; d < bc->ndims; d++)
    {
      const size_t e = bc->dims[d];
      const size_t sa = a_val ? 0 : bc->sa[d], sb = b_val ? 0 : bc->sb[d];
      if (e == 1)
        continue;
      if (nd > 0 && L->sa[nd - 1] * L->dims[nd - 1] == sa
          && L->sb[nd - 1] * L->dims[nd - 1] == sb)
        {
          L->dims[nd - 1] *= e;
          continue;
        }
      L->dims[nd] = e;
      L->sa[nd] = sa;
      L->sb[nd] = sb;
      nd++;
    }
  if (nd == 0)
    {
      L->dims[0] = 1;
      L->sa[0] = L->sb[0] = 0;
      nd = 1;
    }
  L->nd = nd;
}

/* R.run<F> (...) for OP's functor F, or the refusal of a row that has
   none for these operands: AND and OR (their own functors, BOOL) and the
   real-only functions of complex operands. */
template <class R, typename T, bool AC, bool BC, int OP>
static gt_status bin_pick (const gt_operand *a, const gt_operand *b, void *y,
                           const bin_layout *L, size_t n, int *domain, R &r)
{
  if constexpr (ew_bin_kind[OP] == GT_BINK_LOGICAL)
    return gt_fail (GT_ERR_INVALID_ARG, "binary: AND and OR take BOOL");
  else if constexpr (ew_bin_kind[OP] == GT_BINK_REALFN && (AC || BC))
    return gt_fail (GT_ERR_NOT_SUPPORTED,
                    "binary: operator %d takes real operands", OP);
  else
    return r.template run<bin_op<T, AC, BC, OP> > (a, b, y, L, n, domain);
}

/* The functor of OP for operands of precision T, A complex (AC) or not,
   B complex (BC) or not: R.run<F> (A, B, Y, L, N, DOMAIN). */
template <class R, typename T, bool AC, bool BC>
static gt_status bin_ops (gt_binop op, const gt_operand *a,
                          const gt_operand *b, void *y, const bin_layout *L,
                          size_t n, int *domain, R &r)
{
  switch (op)
    {
#define BIN_CASE(name, key, kind, label)                                      \
  case GT_BIN_##name:                                                         \
    return bin_pick<R, T, AC, BC, GT_BIN_##name> (a, b, y, L, n, domain, r);
      GT_BINOP_TABLE (BIN_CASE)
#undef BIN_CASE
    default:
      return gt_fail (GT_ERR_INVALID_ARG, "binary: bad operator %d", (int) op);
    }
}

template <class R, typename T>
static gt_status bin_types (gt_binop op, const gt_operand *a,
                            const gt_operand *b, void *y,
                            const bin_layout *L, size_t n, int *domain, R &r)
{
  const bool ac = ew_is_complex (a->type), bc = ew_is_complex (b->type);
  if (ac && bc)
    return bin_ops<R, T, true, true> (op, a, b, y, L, n, domain, r);
  if (ac)
    return bin_ops<R, T, true, false> (op, a, b, y, L, n, domain, r);
  if (bc)
    return bin_ops<R, T, false, true> (op, a, b, y, L, n, domain, r);
  return bin_ops<R, T, false, false> (op, a, b, y, L, n, domain, r);
}

#include "ew_int.cuh"

/* gt_launch_binary's checks and collapse, then R.run<F> (A, B, Y, &L, N,
   FLAG) for the functor F of OP (AND and OR get no flag). */
template <class R>
static gt_status ew_binary_run (gt_binop op, const gt_operand *a,
                                const gt_operand *b, gt_etype ty, void *y,
                                const gt_bcast *bc, int *domain, R &r)
{
  if (!a || !b || !bc)
    return gt_fail (GT_ERR_INVALID_ARG, "binary: null argument");
  if ((unsigned) op >= GT_BIN_NOPS)
    return gt_fail (GT_ERR_INVALID_ARG, "binary: bad operator %d", (int) op);
  if (bc->ndims < 1 || bc->ndims > GT_MAXDIMS)
    return gt_fail (GT_ERR_INVALID_ARG, "binary: %d dimensions",
                    bc->ndims);
  if ((unsigned) a->type >= GT_E_NTYPES || (unsigned) b->type >= GT_E_NTYPES
      || (unsigned) ty >= GT_E_NTYPES)
    return gt_fail (GT_ERR_INVALID_ARG, "binary: bad element type");

  const bool logic = ew_bin_kind[op] == GT_BINK_LOGICAL;
  const bool cmp = ew_bin_kind[op] == GT_BINK_COMPARE;
  gt_etype ti = GT_E_NTYPES;
  if (ew_is_int (a->type) || ew_is_int (b->type))
    {
      const gt_status st = bin_int_check (op, a, b, ty, &ti);
      if (st != GT_OK)
        return st;
    }
  else if (logic)
    {
      if (a->type != GT_E_BOOL || b->type != GT_E_BOOL)
        return gt_fail (GT_ERR_NOT_SUPPORTED,
                        "binary: AND and OR take BOOL operands");
      if (ty != GT_E_BOOL)
        return gt_fail (GT_ERR_INVALID_ARG, "binary: AND and OR give BOOL");
    }
  else
    {
      if (!ew_is_numeric (a->type) || !ew_is_numeric (b->type))
        return gt_fail (GT_ERR_NOT_SUPPORTED,
                        "binary: operator %d takes F64, F32, C128 or C64",
                        (int) op);
      if (ew_is_single (a->type) != ew_is_single (b->type))
        return gt_fail (GT_ERR_NOT_SUPPORTED,
                        "binary: operands of two precisions (%d, %d)",
                        (int) a->type, (int) b->type);
      const bool cplx = ew_is_complex (a->type) || ew_is_complex (b->type);
      const gt_etype want
          = cmp ? GT_E_BOOL
                : ew_is_single (a->type) ? (cplx ? GT_E_C64 : GT_E_F32)
                                         : (cplx ? GT_E_C128 : GT_E_F64);
      if (ty != want)
        return gt_fail (GT_ERR_INVALID_ARG,
                        "binary: output type %d for operator %d (want %d)",
                        (int) ty, (int) op, (int) want);
    }

  size_t n = 1;
  for (int d = 0; d < bc->ndims; d++)
    {
      if (bc->dims[d] && n > (size_t) -1 / bc->dims[d])
        return gt_fail (GT_ERR_INVALID_ARG, "binary: too many elements");
      n *= bc->dims[d];
    }
  if (n == 0)
    return GT_OK;
  if (!y)
    return gt_fail (GT_ERR_INVALID_ARG, "binary: null output");

  bin_layout L;
  bin_collapse (bc, !a->data, !b->data, &L);

  if (ti != GT_E_NTYPES)
    return bin_int_run (ti, op, a, b, y, &L, n, r);
  if (logic)
    return op == GT_BIN_AND
               ? r.template run<bin_logic<GT_BIN_AND> > (a, b, y, &L, n,
                                                         (int *) NULL)
               : r.template run<bin_logic<GT_BIN_OR> > (a, b, y, &L, n,
                                                        (int *) NULL);
  if (ew_is_single (a->type))
    return bin_types<R, float> (op, a, b, y, &L, n, domain, r);
  return bin_types<R, double> (op, a, b, y, &L, n, domain, r);
}

#endif /* GT_EW_OPS_CUH */
