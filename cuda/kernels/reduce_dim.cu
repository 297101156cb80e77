/*
 * reduce_dim.cu - sum, prod, max and min along one dimension of a resident
 * array, with Octave's semantics: X is inner x len x outer, Y inner x
 * outer, of F64, F32, C128 or C64 (complex as interleaved pairs, aligned to
 * the element size); I (MAX, MIN; may be NULL) gets the 1-based positions
 * as doubles.
 *
 * Arithmetic is Octave's: sums and products in the input precision (single
 * in float), each output starting from 0 or 1 as Octave's loops do, and
 * complex products as std::complex computes them (gt_cmul.h: no fused
 * multiply-add, Annex G recovery of infinities).  MAX and MIN order the
 * elements totally: a number beats NaN, then the larger (smaller) key wins,
 * and equal keys (and NaNs among themselves) go to the lower position.
 * That is the answer Octave's loop gives (skip leading NaNs, then replace
 * only on strictly better), and it does not depend on how the work is
 * split.  Real keys are the values (-0 equals 0).  Complex keys are abs,
 * then arg with -pi taken as pi (Octave's operator >); an element with a
 * NaN part counts as NaN.  abs and arg are CUDA's hypot and atan2, which
 * may differ from the C library's by an ulp or two: elements whose keys are
 * that close may order differently from Octave.
 *
 * Two kernels, chosen from the sizes alone:
 *   walk:  one thread per output (i, o) walks len sequentially, adjacent
 *          threads on adjacent i, so the loads are coalesced across i when
 *          inner > 1.  Its sums and products are Octave's bit for bit.
 *          Used for len <= 32, and for inner > 1 with enough outputs to fill
 *          the GPU (RD_WALK_MIN).
 *   block: one block per output (grid-stride over the outputs in y, capped
 *          at GT_MAX_GRID_Y); thread t takes positions t, t + B, ... and the
 *          block merges its threads with warp shuffles, then across warps.
 *          Contiguous when inner == 1.  The tree never merges a thread that
 *          saw no element, so no identity enters beyond each thread's start.
 *          Sums and products are then in tree order (not bit for bit
 *          Octave's); max and min are the same by the total order.
 * len 0: SUM gives 0, PROD 1 (I unused); MAX and MIN refuse it.  Sizes are
 * size_t throughout; no scratch, so a single output's reduction runs on one
 * block (one SM) however long it is.
 */
#include <math.h>
#include <stdint.h>

#include "gt_array_kernels.h"

#include "gt_cmul_device.cuh"

#define RD_FULL 0xffffffffu
#define RD_WALK_THREADS 256u
#define RD_WALK_MIN 8192u   /* inner > 1: outputs for the walk kernel   */
#define RD_WALK_LEN 32u     /* len up to this: always the walk kernel   */
#define RD_PI 3.14159265358979323846

/* A complex element: (re, im), aligned to its size (one vector load). */
template <typename R> struct alignas (2 * sizeof (R)) RdCx
{
  R re, im;
};

static __device__ __forceinline__ float rd_hypot (float a, float b)
{
  return hypotf (a, b);
}
static __device__ __forceinline__ double rd_hypot (double a, double b)
{
  return hypot (a, b);
}

/* arg in (-pi, pi]: atan2's -pi becomes pi, as Octave's comparisons do. */
static __device__ __forceinline__ float rd_arg (float re, float im)
{
  const float t = atan2f (im, re);
  return t == (float) -RD_PI ? (float) RD_PI : t;
}
static __device__ __forceinline__ double rd_arg (double re, double im)
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
  static __device__ __forceinline__ A id () { return R (0); }
  static __device__ __forceinline__ void add (A &a, const T &x, size_t)
  {
    a = a + x;
  }
  static __device__ __forceinline__ void merge (A &a, const A &b)
  {
    a = a + b;
  }
  static __device__ __forceinline__ A shfl (A a, int off)
  {
    return __shfl_down_sync (RD_FULL, a, off);
  }
  static __device__ __forceinline__ void store (T *y, double *, size_t q,
                                                const A &a)
  {
    y[q] = a;
  }
};

template <typename R> struct SumC
{
  typedef RdCx<R> T;
  typedef RdCx<R> A;
  static __device__ __forceinline__ A id ()
  {
    A a;
    a.re = 0, a.im = 0;
    return a;
  }
  static __device__ __forceinline__ void add (A &a, const T &x, size_t)
  {
    a.re = a.re + x.re;
    a.im = a.im + x.im;
  }
  static __device__ __forceinline__ void merge (A &a, const A &b)
  {
    add (a, b, 0);
  }
  static __device__ __forceinline__ A shfl (A a, int off)
  {
    return rd_shfl_cx (a, off);
  }
  static __device__ __forceinline__ void store (T *y, double *, size_t q,
                                                const A &a)
  {
    y[q] = a;
  }
};

template <typename R> struct ProdR
{
  typedef R T;
  typedef R A;
  static __device__ __forceinline__ A id () { return R (1); }
  static __device__ __forceinline__ void add (A &a, const T &x, size_t)
  {
    a = a * x;
  }
  static __device__ __forceinline__ void merge (A &a, const A &b)
  {
    a = a * b;
  }
  static __device__ __forceinline__ A shfl (A a, int off)
  {
    return __shfl_down_sync (RD_FULL, a, off);
  }
  static __device__ __forceinline__ void store (T *y, double *, size_t q,
                                                const A &a)
  {
    y[q] = a;
  }
};

template <typename R> struct ProdC
{
  typedef RdCx<R> T;
  typedef RdCx<R> A;
  static __device__ __forceinline__ A id ()
  {
    A a;
    a.re = 1, a.im = 0;
    return a;
  }
  static __device__ __forceinline__ void add (A &a, const T &x, size_t)
  {
    R re, im;
    gt_dev_cmul (a.re, a.im, x.re, x.im, &re, &im);
    a.re = re, a.im = im;
  }
  static __device__ __forceinline__ void merge (A &a, const A &b)
  {
    add (a, b, 0);
  }
  static __device__ __forceinline__ A shfl (A a, int off)
  {
    return rd_shfl_cx (a, off);
  }
  static __device__ __forceinline__ void store (T *y, double *, size_t q,
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
  static __device__ __forceinline__ bool better (const A &b, const A &a)
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
  static __device__ __forceinline__ A id ()
  {
    A a;
    a.v = 0, a.i = -1;
    return a;
  }
  static __device__ __forceinline__ void add (A &a, const T &x, size_t k)
  {
    A b;
    b.v = x, b.i = (long long) k;
    merge (a, b);
  }
  static __device__ __forceinline__ void merge (A &a, const A &b)
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
  static __device__ __forceinline__ void store (T *y, double *I, size_t q,
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
  static __device__ __forceinline__ bool better (const A &b, const A &a)
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
  static __device__ __forceinline__ A id ()
  {
    A a;
    a.re = 0, a.im = 0, a.ab = 0, a.i = -1;
    return a;
  }
  static __device__ __forceinline__ void add (A &a, const T &x, size_t k)
  {
    A b;
    b.re = x.re, b.im = x.im, b.i = (long long) k;
    b.ab = (isnan (x.re) || isnan (x.im)) ? R (NAN) : rd_hypot (x.re, x.im);
    merge (a, b);
  }
  static __device__ __forceinline__ void merge (A &a, const A &b)
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
  static __device__ __forceinline__ void store (T *y, double *I, size_t q,
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
/* Kernels                                                             */

/* One thread per output q = i + inner * o, walking len in order. */
template <class Op>
__global__ void __launch_bounds__ (RD_WALK_THREADS)
rd_walk_kernel (const typename Op::T *__restrict__ x, size_t inner,
                size_t len, size_t nout, typename Op::T *__restrict__ y,
                double *__restrict__ I)
{
  typedef typename Op::T T;
  typedef typename Op::A A;
  const size_t step = (size_t) gridDim.x * blockDim.x;
  for (size_t q = (size_t) blockIdx.x * blockDim.x + threadIdx.x; q < nout;
       q += step)
    {
      const size_t o = inner == 1 ? q : q / inner, i = q - o * inner;
      const T *p = x + i + o * inner * len;
      A a = Op::id ();
#pragma unroll 4
      for (size_t l = 0; l < len; l++)
        Op::add (a, p[l * inner], l);
      Op::store (y, I, q, a);
    }
}

/* Lane l merges lane l + off for off = 16 .. 1, but only partners holding
   elements: lane j holds some iff j < VALID (all of a warp's threads with
   elements come first).  Lane 0 gets the warp's result. */
template <class Op>
static __device__ __forceinline__ typename Op::A
rd_warp (typename Op::A a, int lane, int valid)
{
  if (valid > 32)
    valid = 32;
#pragma unroll
  for (int off = 16; off > 0; off >>= 1)
    {
      const typename Op::A b = Op::shfl (a, off);
      if (lane + off < valid)
        Op::merge (a, b);
    }
  return a;
}

/* One block of THREADS per output; blocks walk the outputs in y. */
template <class Op, unsigned THREADS>
__global__ void __launch_bounds__ (THREADS)
rd_block_kernel (const typename Op::T *__restrict__ x, size_t inner,
                 size_t len, size_t nout, typename Op::T *__restrict__ y,
                 double *__restrict__ I)
{
  typedef typename Op::T T;
  typedef typename Op::A A;
  __shared__ A ws[THREADS / 32];
  const unsigned t = threadIdx.x;
  const int lane = (int) (t & 31), w = (int) (t >> 5);
  /* threads t < active see elements (len >= 1 here) */
  const int active = len < THREADS ? (int) len : (int) THREADS;
  const int nw = (active + 31) / 32;

  for (size_t q = blockIdx.y; q < nout; q += gridDim.y)
    {
      const size_t o = inner == 1 ? q : q / inner, i = q - o * inner;
      const T *p = x + i + o * inner * len;
      A a = Op::id ();
#pragma unroll 4
      for (size_t l = t; l < len; l += THREADS)
        Op::add (a, p[l * inner], l);
      a = rd_warp<Op> (a, lane, active - 32 * w);
      if (lane == 0)
        ws[w] = a;
      __syncthreads ();
      if (w == 0)
        {
          a = lane < nw ? ws[lane] : Op::id ();
          a = rd_warp<Op> (a, lane, nw);
          if (lane == 0)
            Op::store (y, I, q, a);
        }
      __syncthreads (); /* ws is refilled for the next output */
    }
}

/* ------------------------------------------------------------------ */
/* Launchers                                                           */

template <class Op>
static gt_status rd_run (const void *xv, size_t inner, size_t len,
                         size_t nout, void *yv, double *I, cudaStream_t s)
{
  typedef typename Op::T T;
  const T *x = (const T *) xv;
  T *y = (T *) yv;
  if (len <= RD_WALK_LEN || (inner > 1 && nout >= RD_WALK_MIN))
    {
      size_t b = (nout + RD_WALK_THREADS - 1) / RD_WALK_THREADS;
      if (b > 65536)
        b = 65536; /* enough to fill any GPU; the loop does the rest */
      rd_walk_kernel<Op><<<(unsigned) b, RD_WALK_THREADS, 0, s>>> (
          x, inner, len, nout, y, I);
    }
  else
    {
      const dim3 grid (1, gt_grid_y (nout), 1);
      if (len >= 8192 && nout < 512)
        rd_block_kernel<Op, 1024><<<grid, 1024, 0, s>>> (x, inner, len, nout,
                                                         y, I);
      else if (len > 512)
        rd_block_kernel<Op, 256><<<grid, 256, 0, s>>> (x, inner, len, nout,
                                                       y, I);
      else
        rd_block_kernel<Op, 64><<<grid, 64, 0, s>>> (x, inner, len, nout, y,
                                                     I);
    }
  const cudaError_t e = cudaGetLastError ();
  return e == cudaSuccess ? GT_OK : gt_cuda_fail (e, "reduce_dim kernel");
}

template <typename R>
static gt_status rd_real (gt_rdop op, const void *x, size_t inner,
                          size_t len, size_t nout, void *y, double *I,
                          cudaStream_t s)
{
  switch (op)
    {
    case GT_RD_SUM: return rd_run<SumR<R> > (x, inner, len, nout, y, NULL, s);
    case GT_RD_PROD:
      return rd_run<ProdR<R> > (x, inner, len, nout, y, NULL, s);
    case GT_RD_MAX:
      return rd_run<ArgR<R, 1> > (x, inner, len, nout, y, I, s);
    default: return rd_run<ArgR<R, 0> > (x, inner, len, nout, y, I, s);
    }
}

template <typename R>
static gt_status rd_cplx (gt_rdop op, const void *x, size_t inner,
                          size_t len, size_t nout, void *y, double *I,
                          cudaStream_t s)
{
  switch (op)
    {
    case GT_RD_SUM: return rd_run<SumC<R> > (x, inner, len, nout, y, NULL, s);
    case GT_RD_PROD:
      return rd_run<ProdC<R> > (x, inner, len, nout, y, NULL, s);
    case GT_RD_MAX:
      return rd_run<ArgC<R, 1> > (x, inner, len, nout, y, I, s);
    default: return rd_run<ArgC<R, 0> > (x, inner, len, nout, y, I, s);
    }
}

gt_status gt_launch_reduce_dim (gt_rdop op, gt_etype t, const void *x,
                                size_t inner, size_t len, size_t outer,
                                void *y, double *I, cudaStream_t s)
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
    case GT_E_F64: return rd_real<double> (op, x, inner, len, nout, y, I, s);
    case GT_E_F32: return rd_real<float> (op, x, inner, len, nout, y, I, s);
    case GT_E_C128: return rd_cplx<double> (op, x, inner, len, nout, y, I, s);
    default: return rd_cplx<float> (op, x, inner, len, nout, y, I, s);
    }
}
