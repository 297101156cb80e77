/*
 * ew_binary.cu - Y = A op B elementwise with broadcasting: the binary
 * operators of resident arrays (gt_launch_binary, gt_array_kernels.h).
 *
 * Each operator is one functor over (precision, A complex?, B complex?),
 * with Octave's rules, which are those of C++'s std::complex as GCC
 * compiles it:
 *   - a real operand mixed with a complex one acts on the parts it meets:
 *     z + x adds to the real part only, z * x and z / x scale both parts,
 *     x - z is (x - re, -im); x / z is a full complex division.
 *   - complex products follow C99 Annex G, each product and sum rounded
 *     on its own (gt_cmul.h); complex quotients are Smith's algorithm with
 *     the scaling against overflow and underflow and the Annex G recovery
 *     of infinities that libgcc's __divdc3 has.  Nothing is fused.
 *   - POW: real ^ real is pow () (x.^2 is x*x, x.^-1 is 1./x), and sets
 *     *domain where A < 0 and B is not an integer (Octave's xisint: an
 *     integer inside int's range); the caller reruns in complex.  A complex
 *     base with an integer (real) exponent is repeated squaring, as
 *     std::pow (complex, int); other complex powers are exp (b log a), with
 *     std::pow's special cases for a real base or a real exponent.
 *   - comparisons of complex operands order by abs, then arg (arg -pi
 *     counted as pi); EQ and NE compare both parts; NaN compares false.
 *   - MAX and MIN: real operands skip NaN (NaN only where both are);
 *     complex ones compare abs only and let NaN through, A's first (as
 *     Octave's two-array max); both keep A on ties.
 *
 * Two launch paths.  The dimensions are first collapsed (extent-1
 * dimensions dropped, neighbours merged where both operands run on
 * contiguously); when one dimension is left and each operand either runs
 * densely along it or is a single element (a value passed by value, or an
 * array with all strides 0), the flat kernel runs: a grid-stride loop over
 * 16-byte packs where every array is aligned for them.  Otherwise the
 * general kernel computes each output element's subscript from the
 * collapsed dimensions (32-bit divisions while the element count allows).
 */
#include <float.h>

#include <cuda/std/complex>

#include "ew_common.cuh"

/* ------------------------------------------------------------------ */
/* Complex arithmetic                                                   */

#include "gt_cmul_device.cuh"

template <typename T>
static __device__ __forceinline__ ew_cplx<T> ew_cmul (ew_cplx<T> x,
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
static __device__ ew_cplx<T> ew_cdiv (T a, T b, T c, T d)
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
template <typename T> static __device__ __forceinline__ bool ew_isint (T x)
{
  const double d = x;
  return d == rint (d) && d > -2147483648.0 && d < 2147483647.0;
}

/* z ^ e by repeated squaring, as std::pow (complex, int). */
template <typename T>
static __device__ ew_cplx<T> ew_cpow_int (ew_cplx<T> z, int e)
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
static __device__ __forceinline__ ew_cplx<T> ew_polar (T rho, T theta)
{
  T s, c;
  sincos (theta, &s, &c);
  return ew_cplx<T>{ rho * c, rho * s };
}

template <typename T>
static __device__ __forceinline__ ew_cplx<T> ew_from (cuda::std::complex<T> z)
{
  return ew_cplx<T>{ z.real (), z.imag () };
}

/* Complex a ^ b (A_REAL: a's imaginary part is a real operand's zero). */
template <typename T>
static __device__ ew_cplx<T> ew_cpow (ew_cplx<T> a, bool a_real,
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
static __device__ __forceinline__ bool ew_cmp (T x, T y)
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
static __device__ bool ew_ccmp (ew_cplx<T> a, ew_cplx<T> b,
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
static __device__ __forceinline__ ew_cplx<T> ew_c (T x)
{
  return ew_cplx<T>{ x, 0 };
}
template <typename T>
static __device__ __forceinline__ ew_cplx<T> ew_c (ew_cplx<T> z)
{
  return z;
}

template <typename T, bool AC, bool BC, int OP> struct bin_op
{
  typedef ew_elem<T, AC> A;
  typedef ew_elem<T, BC> B;
  static constexpr bool CMP = OP >= GT_BIN_EQ && OP <= GT_BIN_GE;
  typedef typename std::conditional<CMP, ew_bool,
                                    ew_elem<T, AC || BC> >::type Out;
  static constexpr int V = ew_width<A, B, Out> ();

  static __device__ __forceinline__ Out apply (A a, B b, int *domain)
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
  static __device__ __forceinline__ Out apply (A a, B b, int *)
  {
    return OP == GT_BIN_AND ? (a && b) : (a || b);
  }
};

/* ------------------------------------------------------------------ */
/* Kernels                                                              */

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
static __device__ __forceinline__ E ew_scalar (const ew_opnd<E> &o)
{
  return o.scalar && o.p ? o.p[0] : o.v;
}

template <class F>
__global__ void __launch_bounds__ (EW_THREADS)
bin_flat_kernel (size_t n, ew_opnd<typename F::A> a,
                 ew_opnd<typename F::B> b, typename F::Out *__restrict__ y,
                 int vec, int *domain)
{
  typedef typename F::A A;
  typedef typename F::B B;
  typedef typename F::Out Out;
  constexpr int V = F::V;
  const A a0 = ew_scalar (a);
  const B b0 = ew_scalar (b);
  const size_t step = (size_t) gridDim.x * blockDim.x;
  const size_t t = (size_t) blockIdx.x * blockDim.x + threadIdx.x;
  size_t done = 0;
  if (vec)
    {
      const size_t groups = n / V;
      for (size_t g = t; g < groups; g += step)
        {
          ew_pack<A, V> pa;
          ew_pack<B, V> pb;
          ew_pack<Out, V> q;
          if (a.scalar)
#pragma unroll
            for (int k = 0; k < V; k++)
              pa.v[k] = a0;
          else
            pa = ((const ew_pack<A, V> *) a.p)[g];
          if (b.scalar)
#pragma unroll
            for (int k = 0; k < V; k++)
              pb.v[k] = b0;
          else
            pb = ((const ew_pack<B, V> *) b.p)[g];
#pragma unroll
          for (int k = 0; k < V; k++)
            q.v[k] = F::apply (pa.v[k], pb.v[k], domain);
          ((ew_pack<Out, V> *) y)[g] = q;
        }
      done = groups * V;
    }
  for (size_t i = done + t; i < n; i += step)
    y[i] = F::apply (a.scalar ? a0 : a.p[i], b.scalar ? b0 : b.p[i], domain);
}

/* Output element i's operand offsets, with index type I. */
template <typename I>
static __device__ __forceinline__ void bin_offsets (const bin_layout &L,
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

template <class F>
__global__ void __launch_bounds__ (EW_THREADS)
bin_general_kernel (size_t n, const __grid_constant__ bin_layout L,
                    ew_opnd<typename F::A> a, ew_opnd<typename F::B> b,
                    typename F::Out *__restrict__ y, int *domain)
{
  const typename F::A a0 = ew_scalar (a);
  const typename F::B b0 = ew_scalar (b);
  const size_t step = (size_t) gridDim.x * blockDim.x;
  const bool small = n <= 0xffffffffu;
  for (size_t i = (size_t) blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += step)
    {
      size_t oa, ob;
      if (small)
        bin_offsets<unsigned> (L, i, &oa, &ob);
      else
        bin_offsets<size_t> (L, i, &oa, &ob);
      y[i] = F::apply (a.scalar ? a0 : a.p[oa], b.scalar ? b0 : b.p[ob],
                       domain);
    }
}

/* ------------------------------------------------------------------ */
/* Launch                                                               */

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

template <class F>
static gt_status bin_run (const gt_operand *a, const gt_operand *b, void *y,
                          const bin_layout *L, size_t n, int *domain,
                          cudaStream_t s)
{
  typedef typename F::A A;
  typedef typename F::B B;
  typedef typename F::Out Out;
  const ew_opnd<A> oa = bin_opnd<A> (a, L, L->sa);
  const ew_opnd<B> ob = bin_opnd<B> (b, L, L->sb);
  const bool flat = L->nd == 1 && (oa.scalar || L->sa[0] == 1)
                    && (ob.scalar || L->sb[0] == 1);
  if (flat)
    {
      const int vec = (oa.scalar || ew_aligned<A, F::V> (oa.p))
                      && (ob.scalar || ew_aligned<B, F::V> (ob.p))
                      && ew_aligned<Out, F::V> (y);
      const size_t work = vec ? (n + F::V - 1) / F::V : n;
      bin_flat_kernel<F><<<ew_blocks (work), EW_THREADS, 0, s>>> (
          n, oa, ob, (Out *) y, vec, domain);
    }
  else
    bin_general_kernel<F><<<ew_blocks (n), EW_THREADS, 0, s>>> (
        n, *L, oa, ob, (Out *) y, domain);
  return GT_OK;
}

template <typename T, bool AC, bool BC>
static gt_status bin_ops (gt_binop op, const gt_operand *a,
                          const gt_operand *b, void *y, const bin_layout *L,
                          size_t n, int *domain, cudaStream_t s)
{
  switch (op)
    {
#define BIN_CASE(o)                                                           \
  case o:                                                                     \
    return bin_run<bin_op<T, AC, BC, o> > (a, b, y, L, n, domain, s);
      BIN_CASE (GT_BIN_ADD)
      BIN_CASE (GT_BIN_SUB)
      BIN_CASE (GT_BIN_MUL)
      BIN_CASE (GT_BIN_DIV)
      BIN_CASE (GT_BIN_POW)
      BIN_CASE (GT_BIN_EQ)
      BIN_CASE (GT_BIN_NE)
      BIN_CASE (GT_BIN_LT)
      BIN_CASE (GT_BIN_LE)
      BIN_CASE (GT_BIN_GT)
      BIN_CASE (GT_BIN_GE)
      BIN_CASE (GT_BIN_MAX)
      BIN_CASE (GT_BIN_MIN)
#undef BIN_CASE
    default:
      return gt_fail (GT_ERR_INVALID_ARG, "binary: bad operator %d", (int) op);
    }
}

template <typename T>
static gt_status bin_types (gt_binop op, const gt_operand *a,
                            const gt_operand *b, void *y,
                            const bin_layout *L, size_t n, int *domain,
                            cudaStream_t s)
{
  const bool ac = ew_is_complex (a->type), bc = ew_is_complex (b->type);
  if (ac && bc)
    return bin_ops<T, true, true> (op, a, b, y, L, n, domain, s);
  if (ac)
    return bin_ops<T, true, false> (op, a, b, y, L, n, domain, s);
  if (bc)
    return bin_ops<T, false, true> (op, a, b, y, L, n, domain, s);
  return bin_ops<T, false, false> (op, a, b, y, L, n, domain, s);
}

/* Drop extent-1 dimensions and merge neighbours that both operands walk
   contiguously (a value operand's strides count as 0). */
static void bin_collapse (const gt_bcast *bc, bool a_val, bool b_val,
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

gt_status gt_launch_binary (gt_binop op, const gt_operand *a,
                            const gt_operand *b, gt_etype ty, void *y,
                            const gt_bcast *bc, int *domain, cudaStream_t s)
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

  const bool logic = op == GT_BIN_AND || op == GT_BIN_OR;
  const bool cmp = op >= GT_BIN_EQ && op <= GT_BIN_GE;
  if (logic)
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

  if (logic)
    return op == GT_BIN_AND
               ? bin_run<bin_logic<GT_BIN_AND> > (a, b, y, &L, n, NULL, s)
               : bin_run<bin_logic<GT_BIN_OR> > (a, b, y, &L, n, NULL, s);
  if (ew_is_single (a->type))
    return bin_types<float> (op, a, b, y, &L, n, domain, s);
  return bin_types<double> (op, a, b, y, &L, n, domain, s);
}
