/*
 * ew_unary.cu - Y = f (X) elementwise: the unary operators and functions
 * of resident arrays (gt_launch_unary, gt_array_kernels.h).
 *
 * One map kernel (ew_common.cuh) per function and element type, with
 * 16-byte loads and stores where the arrays are aligned.  Real functions
 * are CUDA's libm; complex ones are cuda::std::complex's (C99 Annex G),
 * except abs (hypot, as the host's cabs), sqrt and tanh (the stable
 * formulas below) and the parts-wise floor, ceil and round.  round is C's: half away from zero, as Octave's.  SQRT and LOG of
 * a real X store 1 in *domain where an element is below zero (a NaN is
 * not); the result there is NaN and the caller reruns in complex.
 */
#include <cuda/std/complex>
#include <cuda/std/limits>

#include "ew_common.cuh"

/* sqrt and tanh of finite complex numbers by the stable formulas (those of
   glibc's csqrt and ctanh, which Octave's results come from);
   cuda::std::complex's are polar (sqrt (abs), arg / 2), which makes
   sqrt (-4) 1.2e-16 + 2i, and sinh (2x) / (cosh (2x) + cos (2y)), which
   cancels near the poles.  Infinities and NaNs go to cuda::std (Annex G). */
template <typename T>
static __device__ ew_cplx<T> ew_csqrt (ew_cplx<T> z)
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
static __device__ ew_cplx<T> ew_ctanh (ew_cplx<T> z)
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

template <typename T, bool C, int OP> struct un_op
{
  typedef ew_elem<T, C> In;
  static constexpr bool TO_REAL
      = OP == GT_UN_ABS || OP == GT_UN_REAL || OP == GT_UN_IMAG;
  typedef typename std::conditional<TO_REAL, T, In>::type Out;
  static constexpr int V = ew_width<In, Out> ();

  static __device__ __forceinline__ Out apply (In x, int *domain)
  {
    if constexpr (!C)
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
  static __device__ __forceinline__ Out apply (In x, int *)
  {
    return x ? 0 : 1;
  }
};

template <typename T, bool C>
static gt_status unary_op (gt_unop op, const void *x, void *y, size_t n,
                           int *domain, cudaStream_t s)
{
  switch (op)
    {
#define UN_CASE(o)                                                            \
  case o:                                                                     \
    return ew_map<un_op<T, C, o> > (x, y, n, domain, s);
      UN_CASE (GT_UN_NEG)
      UN_CASE (GT_UN_ABS)
      UN_CASE (GT_UN_SQRT)
      UN_CASE (GT_UN_EXP)
      UN_CASE (GT_UN_LOG)
      UN_CASE (GT_UN_SIN)
      UN_CASE (GT_UN_COS)
      UN_CASE (GT_UN_TANH)
      UN_CASE (GT_UN_REAL)
      UN_CASE (GT_UN_IMAG)
      UN_CASE (GT_UN_CONJ)
      UN_CASE (GT_UN_FLOOR)
      UN_CASE (GT_UN_CEIL)
      UN_CASE (GT_UN_ROUND)
#undef UN_CASE
    default:
      return gt_fail (GT_ERR_INVALID_ARG, "unary: bad operator %d", (int) op);
    }
}

gt_status gt_launch_unary (gt_unop op, gt_etype tx, const void *x,
                           gt_etype ty, void *y, size_t n, int *domain,
                           cudaStream_t s)
{
  if ((unsigned) op >= GT_UN_NOPS)
    return gt_fail (GT_ERR_INVALID_ARG, "unary: bad operator %d", (int) op);
  if ((unsigned) tx >= GT_E_NTYPES || (unsigned) ty >= GT_E_NTYPES)
    return gt_fail (GT_ERR_INVALID_ARG, "unary: bad element type");
  if (op == GT_UN_NOT)
    {
      if (tx != GT_E_BOOL || ty != GT_E_BOOL)
        return gt_fail (GT_ERR_NOT_SUPPORTED,
                        "unary: NOT takes and gives BOOL");
    }
  else
    {
      const bool to_real
          = op == GT_UN_ABS || op == GT_UN_REAL || op == GT_UN_IMAG;
      if (!ew_is_numeric (tx))
        return gt_fail (GT_ERR_NOT_SUPPORTED,
                        "unary: operator %d takes F64, F32, C128 or C64",
                        (int) op);
      if (ty != (to_real ? ew_real_of (tx) : tx))
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
      return unary_op<double, false> (op, x, y, n, domain, s);
    case GT_E_F32:
      return unary_op<float, false> (op, x, y, n, domain, s);
    case GT_E_C128:
      return unary_op<double, true> (op, x, y, n, domain, s);
    case GT_E_C64:
      return unary_op<float, true> (op, x, y, n, domain, s);
    default:
      return ew_map<un_not> (x, y, n, NULL, s);
    }
}
