/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * rd_ops.cuh - the operations of the reductions along one dimension
 * (reduce_dim.cu): sum, prod, max and min, real and complex, with their
 * accumulators, and the launcher's checks, shared by the kernels and the
 * test-only host backend (engine/host_device.cu).  Everything an element
 * goes through is GT_HD (__host__ __device__, gt_hd.h), so both
 * instantiate the same code; only the warp shuffles (shfl) are the
 * device's alone.  The rules are described in reduce_dim.cu.
 *
 * rd_reduce_run checks the arguments as gt_array_kernels.h says and picks
 * the operation, then hands it to a runner R: R.run<Op> (X, INNER, LEN,
 * NOUT, Y, I) reduces.
 */
#ifndef GT_RD_OPS_CUH
#define GT_RD_OPS_CUH

#include <math.h>
#include <stdint.h>

#include "gt_array_kernels.h"
#include "gt_cmul_device.cuh"
#include "gt_hd.h"

#define RD_FULL 0xffffffffu
#define RD_PI 3.14159265358979323846

/* A complex element: (re, im), aligned to its size (one vector load). */
template <typename R> struct alignas (2 * sizeof (R)) RdCx
{
  R re, im;
};

static GT_HD __forceinline__ float rd_hypot (float a, float b)
{
  return hypotf (a, b);
}
static GT_HD __forceinline__ double rd_hypot (double a, double b)
{
  return hypot (a, b);
}

/* arg in (-pi, pi]: atan2's -pi becomes pi, as Octave's comparisons do. */
static GT_HD __forceinline__ float rd_arg (float re, float im)
{
  const float t = atan2f (im, re);
  return t == (float) -RD_PI ? (float) RD_PI : t;
}
static GT_HD __forceinline__ double rd_arg (double re, double im)
{
  const double t = atan2 (im, re);
  return t == -RD_PI ? RD_PI : t;
}

template <typename R>
static __device__ __forceinline__ RdCx<R> rd_shfl_cx (RdCx<R> a, int off)
{
  RdCx<R> b;
  b.re = __shfl_down_sync (RD_FULL, a.re, off);
  b.im = __shfl_down_sync (RD_FULL, a.im, off);
  return b;
}

/* ------------------------------------------------------------------ */
/* The operations.  Each has T (element), A (accumulator) and
     id ()                the accumulator before any element
     add (a, x, k)        take element x, found at position k along len
     merge (a, b)         take the accumulator of later or other positions
     shfl (a, off)        __shfl_down_sync of a whole accumulator
     store (Y, I, q, a)   write output q (and its position, MAX and MIN)  */

template <typename R> struct SumR
{
  typedef R T;
  typedef R A;
  static GT_HD __forceinline__ A id () { return R (0); }
  static GT_HD __forceinline__ void add (A &a, const T &x, size_t)
  {
    a = a + x;
  }
  static GT_HD __forceinline__ void merge (A &a, const A &b)
  {
    a = a + b;
  }
  static __device__ __forceinline__ A shfl (A a, int off)
  {
    return __shfl_down_sync (RD_FULL, a, off);
  }
  static GT_HD __forceinline__ void store (T *y, double *, size_t q,
                                           const A &a)
  {
    y[q] = a;
  }
};

template <typename R> struct SumC
{
  typedef RdCx<R> T;
  typedef RdCx<R> A;
  static GT_HD __forceinline__ A id ()
  {
    A a;
    a.re = 0, a.im = 0;
    return a;
  }
  static GT_HD __forceinline__ void add (A &a, const T &x, size_t)
  {
    a.re = a.re + x.re;
    a.im = a.im + x.im;
  }
  static GT_HD __forceinline__ void merge (A &a, const A &b)
  {
    add (a, b, 0);
  }
  static __device__ __forceinline__ A shfl (A a, int off)
  {
    return rd_shfl_cx (a, off);
  }
  static GT_HD __forceinline__ void store (T *y, double *, size_t q,
                                           const A &a)
  {
    y[q] = a;
  }
};

template <typename R> struct ProdR
{
  typedef R T;
  typedef R A;
  static GT_HD __forceinline__ A id () { return R (1); }
  static GT_HD __forceinline__ void add (A &a, const T &x, size_t)
  {
    a = a * x;
  }
  static GT_HD __forceinline__ void merge (A &a, const A &b)
  {
    a = a * b;
  }
  static __device__ __forceinline__ A shfl (A a, int off)
  {
    return __shfl_down_sync (RD_FULL, a, off);
  }
  static GT_HD __forceinline__ void store (T *y, double *, size_t q,
                                           const A &a)
  {
    y[q] = a;
  }
};

template <typename R> struct ProdC
{
  typedef RdCx<R> T;
  typedef RdCx<R> A;
  static GT_HD __forceinline__ A id ()
  {
    A a;
    a.re = 1, a.im = 0;
    return a;
  }
  static GT_HD __forceinline__ void add (A &a, const T &x, size_t)
  {
    R re, im;
    gt_dev_cmul (a.re, a.im, x.re, x.im, &re, &im);
    a.re = re, a.im = im;
  }
  static GT_HD __forceinline__ void merge (A &a, const A &b)
  {
    add (a, b, 0);
  }
  static __device__ __forceinline__ A shfl (A a, int off)
  {
    return rd_shfl_cx (a, off);
  }
  static GT_HD __forceinline__ void store (T *y, double *, size_t q,
                                           const A &a)
  {
    y[q] = a;
  }
};

/* Max (MAX 1) or min of real R: the value and its 0-based position (-1:
   no element yet). */
template <typename R> struct RdArgR
{
  R v;
  long long i;
};

template <typename R, int MAX> struct ArgR
{
  typedef R T;
  typedef RdArgR<R> A;
  /* Whether B should replace A. */
  static GT_HD __forceinline__ bool better (const A &b, const A &a)
  {
    if (b.i < 0)
      return false;
    if (a.i < 0)
      return true;
    const bool bn = isnan (b.v), an = isnan (a.v);
    if (bn || an)
      return bn == an ? b.i < a.i : an;
    if (b.v == a.v)
      return b.i < a.i;
    return MAX ? b.v > a.v : b.v < a.v;
  }
  static GT_HD __forceinline__ A id ()
  {
    A a;
    a.v = 0, a.i = -1;
    return a;
  }
  static GT_HD __forceinline__ void add (A &a, const T &x, size_t k)
  {
    A b;
    b.v = x, b.i = (long long) k;
    merge (a, b);
  }
  static GT_HD __forceinline__ void merge (A &a, const A &b)
  {
    if (better (b, a))
      a = b;
  }
  static __device__ __forceinline__ A shfl (A a, int off)
  {
    A b;
    b.v = __shfl_down_sync (RD_FULL, a.v, off);
    b.i = __shfl_down_sync (RD_FULL, a.i, off);
    return b;
  }
  static GT_HD __forceinline__ void store (T *y, double *I, size_t q,
                                           const A &a)
  {
    y[q] = a.v;
    if (I)
      I[q] = (double) (a.i + 1);
  }
};

/* Complex: the element, its abs (NaN when a part is NaN) and position. */
template <typename R> struct RdArgC
{
  R re, im, ab;
  long long i;
};

template <typename R, int MAX> struct ArgC
{
  typedef RdCx<R> T;
  typedef RdArgC<R> A;
  static GT_HD __forceinline__ bool better (const A &b, const A &a)
  {
    if (b.i < 0)
      return false;
    if (a.i < 0)
      return true;
    const bool bn = isnan (b.ab), an = isnan (a.ab);
    if (bn || an)
      return bn == an ? b.i < a.i : an;
    if (b.ab != a.ab)
      return MAX ? b.ab > a.ab : b.ab < a.ab;
    const R pb = rd_arg (b.re, b.im), pa = rd_arg (a.re, a.im);
    if (pb != pa)
      return MAX ? pb > pa : pb < pa;
    return b.i < a.i;
  }
  static GT_HD __forceinline__ A id ()
  {
    A a;
    a.re = 0, a.im = 0, a.ab = 0, a.i = -1;
    return a;
  }
  static GT_HD __forceinline__ void add (A &a, const T &x, size_t k)
  {
    A b;
    b.re = x.re, b.im = x.im, b.i = (long long) k;
    b.ab = (isnan (x.re) || isnan (x.im)) ? R (NAN) : rd_hypot (x.re, x.im);
    merge (a, b);
  }
  static GT_HD __forceinline__ void merge (A &a, const A &b)
  {
    if (better (b, a))
      a = b;
  }
  static __device__ __forceinline__ A shfl (A a, int off)
  {
    A b;
    b.re = __shfl_down_sync (RD_FULL, a.re, off);
    b.im = __shfl_down_sync (RD_FULL, a.im, off);
    b.ab = __shfl_down_sync (RD_FULL, a.ab, off);
    b.i = __shfl_down_sync (RD_FULL, a.i, off);
    return b;
  }
  static GT_HD __forceinline__ void store (T *y, double *I, size_t q,
                                           const A &a)
  {
    T v;
    v.re = a.re, v.im = a.im;
    y[q] = v;
    if (I)
      I[q] = (double) (a.i + 1);
  }
};

/* ------------------------------------------------------------------ */
/* The launcher's checks and choice of operation                       */

template <class Rn, typename R>
static gt_status rd_real (gt_rdop op, const void *x, size_t inner,
                          size_t len, size_t nout, void *y, double *I,
                          Rn &r)
{
  switch (op)
    {
    case GT_RD_SUM:
      return r.template run<SumR<R> > (x, inner, len, nout, y, NULL);
    case GT_RD_PROD:
      return r.template run<ProdR<R> > (x, inner, len, nout, y, NULL);
    case GT_RD_MAX:
      return r.template run<ArgR<R, 1> > (x, inner, len, nout, y, I);
    default:
      return r.template run<ArgR<R, 0> > (x, inner, len, nout, y, I);
    }
}

template <class Rn, typename R>
static gt_status rd_cplx (gt_rdop op, const void *x, size_t inner,
                          size_t len, size_t nout, void *y, double *I,
                          Rn &r)
{
  switch (op)
    {
    case GT_RD_SUM:
      return r.template run<SumC<R> > (x, inner, len, nout, y, NULL);
    case GT_RD_PROD:
      return r.template run<ProdC<R> > (x, inner, len, nout, y, NULL);
    case GT_RD_MAX:
      return r.template run<ArgC<R, 1> > (x, inner, len, nout, y, I);
    default:
      return r.template run<ArgC<R, 0> > (x, inner, len, nout, y, I);
    }
}

/* gt_launch_reduce_dim's checks, then R.run<Op> (...). */
template <class Rn>
static gt_status rd_reduce_run (gt_rdop op, gt_etype t, const void *x,
                                size_t inner, size_t len, size_t outer,
                                void *y, double *I, Rn &r)
{
  size_t es, nx = 0;
  if ((int) op < 0 || op >= GT_RD_NOPS)
    return gt_fail (GT_ERR_INVALID_ARG, "reduce_dim: operation %d",
                    (int) op);
  switch (t)
    {
    case GT_E_F64: es = 8; break;
    case GT_E_F32: es = 4; break;
    case GT_E_C128: es = 16; break;
    case GT_E_C64: es = 8; break;
    default:
      return gt_fail (GT_ERR_INVALID_ARG, "reduce_dim: element type %d",
                      (int) t);
    }
  if (!gt_mul_size (inner, len, outer, &nx) || !gt_mul_size (nx, es, 1, &nx))
    return gt_fail (GT_ERR_INVALID_ARG, "reduce_dim: size overflow");
  if (inner == 0 || outer == 0)
    return GT_OK;
  if (len == 0 && (op == GT_RD_MAX || op == GT_RD_MIN))
    return gt_fail (GT_ERR_INVALID_ARG,
                    "reduce_dim: max or min along an empty dimension");
  if (!y || (len && !x))
    return gt_fail (GT_ERR_INVALID_ARG, "reduce_dim: null array");
  if (((uintptr_t) x | (uintptr_t) y) & (es - 1) || ((uintptr_t) I & 7))
    return gt_fail (GT_ERR_INVALID_ARG,
                    "reduce_dim: arrays not aligned to their elements");
  const size_t nout = inner * outer;
  switch (t)
    {
    case GT_E_F64:
      return rd_real<Rn, double> (op, x, inner, len, nout, y, I, r);
    case GT_E_F32:
      return rd_real<Rn, float> (op, x, inner, len, nout, y, I, r);
    case GT_E_C128:
      return rd_cplx<Rn, double> (op, x, inner, len, nout, y, I, r);
    default:
      return rd_cplx<Rn, float> (op, x, inner, len, nout, y, I, r);
    }
}

#endif /* GT_RD_OPS_CUH */
