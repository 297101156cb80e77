/*
 * ew_convert.cu - Y = X converted from one element type to another
 * (gt_launch_convert, gt_array_kernels.h): any of F64, F32, C128, C64 and
 * BOOL to any.
 *
 * One map kernel (ew_common.cuh) per pair.  A real target takes the real
 * part; a complex target from a real source gets imaginary part 0; double
 * to single rounds to nearest; BOOL to a number is 0 or 1; a number to
 * BOOL is 1 where either part is nonzero, and a NaN there stores 1 in
 * *nan_seen (Octave refuses that conversion; the caller reports it).
 */
#include "ew_common.cuh"

template <gt_etype E> struct ew_store;
template <> struct ew_store<GT_E_F64> { typedef double type; };
template <> struct ew_store<GT_E_F32> { typedef float type; };
template <> struct ew_store<GT_E_C128> { typedef ew_cplx<double> type; };
template <> struct ew_store<GT_E_C64> { typedef ew_cplx<float> type; };
template <> struct ew_store<GT_E_BOOL> { typedef ew_bool type; };

/* The parts of one element, in its own precision. */
template <typename T>
static __device__ __forceinline__ T ew_re (T x) { return x; }
template <typename T>
static __device__ __forceinline__ T ew_im (T) { return 0; }
template <typename T>
static __device__ __forceinline__ T ew_re (ew_cplx<T> z) { return z.re; }
template <typename T>
static __device__ __forceinline__ T ew_im (ew_cplx<T> z) { return z.im; }

template <gt_etype TX, gt_etype TY> struct cvt_op
{
  typedef typename ew_store<TX>::type In;
  typedef typename ew_store<TY>::type Out;
  static constexpr int V = ew_width<In, Out> ();

  static __device__ __forceinline__ Out apply (In x, int *nan_seen)
  {
    if constexpr (TX == TY)
      return x;
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

template <gt_etype TX>
static gt_status cvt_to (gt_etype ty, const void *x, void *y, size_t n,
                         int *nan_seen, cudaStream_t s)
{
  switch (ty)
    {
    case GT_E_F64:
      return ew_map<cvt_op<TX, GT_E_F64> > (x, y, n, nan_seen, s);
    case GT_E_F32:
      return ew_map<cvt_op<TX, GT_E_F32> > (x, y, n, nan_seen, s);
    case GT_E_C128:
      return ew_map<cvt_op<TX, GT_E_C128> > (x, y, n, nan_seen, s);
    case GT_E_C64:
      return ew_map<cvt_op<TX, GT_E_C64> > (x, y, n, nan_seen, s);
    default:
      return ew_map<cvt_op<TX, GT_E_BOOL> > (x, y, n, nan_seen, s);
    }
}

gt_status gt_launch_convert (gt_etype tx, const void *x, gt_etype ty,
                             void *y, size_t n, int *nan_seen,
                             cudaStream_t s)
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
      return cvt_to<GT_E_F64> (ty, x, y, n, nan_seen, s);
    case GT_E_F32:
      return cvt_to<GT_E_F32> (ty, x, y, n, nan_seen, s);
    case GT_E_C128:
      return cvt_to<GT_E_C128> (ty, x, y, n, nan_seen, s);
    case GT_E_C64:
      return cvt_to<GT_E_C64> (ty, x, y, n, nan_seen, s);
    default:
      return cvt_to<GT_E_BOOL> (ty, x, y, n, nan_seen, s);
    }
}
