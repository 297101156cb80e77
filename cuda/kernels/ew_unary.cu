/*
 * ew_unary.cu - Y = f (X) elementwise: the unary operators and functions
 * of resident arrays (gt_launch_unary, gt_array_kernels.h).
 *
 * One map kernel (ew_common.cuh) per function and element type, with
 * 16-byte loads and stores where the arrays are aligned.  Real functions
 * are CUDA's libm; complex ones are cuda::std::complex's (C99 Annex G),
 * except abs (hypot, as the host's cabs) and the parts-wise floor, ceil and
 * round.  round is C's: half away from zero, as Octave's.  SQRT and LOG of
 * a real X store 1 in *domain where an element is below zero (a NaN is
 * not); the result there is NaN and the caller reruns in complex.
 */
#include <cuda/std/complex>

#include "ew_common.cuh"

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
        else
          {
            const Z z (x.re, x.im);
            Z r;
            if constexpr (OP == GT_UN_SQRT)
              r = cuda::std::sqrt (z);
            else if constexpr (OP == GT_UN_EXP)
              r = cuda::std::exp (z);
            else if constexpr (OP == GT_UN_LOG)
              r = cuda::std::log (z);
            else if constexpr (OP == GT_UN_SIN)
              r = cuda::std::sin (z);
            else if constexpr (OP == GT_UN_COS)
              r = cuda::std::cos (z);
            else
              r = cuda::std::tanh (z);
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
