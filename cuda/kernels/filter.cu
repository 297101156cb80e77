/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 The gputiled developers.
 *
 * filter.cu - Octave's filter (B, A, X, SI, DIM): the difference equation
 * of a rational filter run along one dimension of X, in Octave's
 * transposed direct form II, every vector along the dimension on its own
 * (gt_array_kernels.h).
 *
 * A recursive (IIR) filter: each thread runs one vector from its first
 * element to its last, as Octave's loop does: the recursion makes every
 * output wait for the one before, so the parallelism is across vectors
 * (the columns of a signal matrix, the channels of a recording), not
 * along them.  The state, a vector of max (length (A), length (B)) - 1
 * values, lives in Z, which holds SI on entry and Octave's final state
 * SF on return; for the orders filters usually have (up to eight) a
 * thread keeps it in registers and writes it back once.
 *
 * A filter without feedback (FIR: A of one element) needs no recursion:
 * unrolled, Octave's loop makes each output a sum of products of B with
 * the last inputs, nested from the oldest term, and started from SI's
 * element where the vector is younger than the filter's order.  One
 * thread then computes one output (and, in a second launch, one element
 * of the final state) as that nested sum, in Octave's order: all outputs
 * of a long signal in parallel, the same bits as the loop.
 *
 * Every product and sum is rounded as it is written in Octave's loop (no
 * fused multiply-add), so real results are Octave's to the bit; complex
 * products use the textbook formula (Octave's C++ library adds recovery
 * for Inf and NaN parts).
 *
 * The coefficients B and A (AB entries each, already divided by A(1) and
 * padded with zeros) sit in device memory and are read by every thread
 * (cached).  FIR filters (A of one element) skip the A terms.
 */
#include "gt_array_kernels.h"

namespace {

const int THREADS = 128;
const int REG_ORDER = 8;

template <typename T> struct fl_cplx
{
  T re, im;
};

__device__ __forceinline__ double fl_mul (double a, double b)
{
  return __dmul_rn (a, b);
}
__device__ __forceinline__ double fl_add (double a, double b)
{
  return __dadd_rn (a, b);
}
__device__ __forceinline__ double fl_sub (double a, double b)
{
  return __dsub_rn (a, b);
}
__device__ __forceinline__ float fl_mul (float a, float b)
{
  return __fmul_rn (a, b);
}
__device__ __forceinline__ float fl_add (float a, float b)
{
  return __fadd_rn (a, b);
}
__device__ __forceinline__ float fl_sub (float a, float b)
{
  return __fsub_rn (a, b);
}
template <typename T>
__device__ __forceinline__ fl_cplx<T> fl_mul (fl_cplx<T> a, fl_cplx<T> b)
{
  return { fl_sub (fl_mul (a.re, b.re), fl_mul (a.im, b.im)),
           fl_add (fl_mul (a.re, b.im), fl_mul (a.im, b.re)) };
}
template <typename T>
__device__ __forceinline__ fl_cplx<T> fl_add (fl_cplx<T> a, fl_cplx<T> b)
{
  return { fl_add (a.re, b.re), fl_add (a.im, b.im) };
}
template <typename T>
__device__ __forceinline__ fl_cplx<T> fl_sub (fl_cplx<T> a, fl_cplx<T> b)
{
  return { fl_sub (a.re, b.re), fl_sub (a.im, b.im) };
}

/* One step of Octave's loop: Y from X and the state S (NS values), S
   moved on. */
template <typename E, typename S>
__device__ __forceinline__ E fl_step (S &s, int ns, const E *b, const E *a,
                                      bool iir, E x)
{
  const E y = fl_add (s[0], fl_mul (b[0], x));
  for (int j = 0; j < ns - 1; j++)
    s[j] = iir ? fl_add (fl_sub (s[j + 1], fl_mul (a[j + 1], y)),
                         fl_mul (b[j + 1], x))
               : fl_add (s[j + 1], fl_mul (b[j + 1], x));
  s[ns - 1] = iir ? fl_sub (fl_mul (b[ns], x), fl_mul (a[ns], y))
                  : fl_mul (b[ns], x);
  return y;
}

template <typename E, int R>
__global__ void filter_kernel (const E *b, const E *a, int ns, bool iir,
                               const E *x, size_t inner, size_t len,
                               size_t count, E *y, E *z)
{
  for (size_t v = blockIdx.x * (size_t) blockDim.x + threadIdx.x; v < count;
       v += (size_t) gridDim.x * blockDim.x)
    {
      const size_t i0 = v % inner, o = v / inner;
      const size_t base = i0 + o * inner * len;
      E *zs = z + v * ns;
      if (R)
        {
          E s[REG_ORDER];
          for (int j = 0; j < R; j++)
            s[j] = zs[j];
          for (size_t k = 0; k < len; k++)
            y[base + k * inner] = fl_step (s, R, b, a, iir,
                                           x[base + k * inner]);
          for (int j = 0; j < R; j++)
            zs[j] = s[j];
        }
      else
        for (size_t k = 0; k < len; k++)
          y[base + k * inner] = fl_step (zs, ns, b, a, iir,
                                         x[base + k * inner]);
    }
}

/* The FIR state z_J after input T of one vector (X its first element,
   INNER its stride, S0 its SI): Octave's loop unrolled, the terms nested
   from the oldest. */
template <typename E>
__device__ __forceinline__ E fir_state (const E *b, int ns, const E *x,
                                        size_t inner, const E *s0, int j,
                                        long long t)
{
  const long long mmax = ns - 1 - j;
  E acc;
  long long m;
  if (t - mmax >= 0)
    {
      acc = fl_mul (b[ns], x[(size_t) (t - mmax) * inner]);
      m = mmax - 1;
    }
  else
    {
      acc = s0[j + t + 1];
      m = t;
    }
  for (; m >= 0; m--)
    acc = fl_add (acc, fl_mul (b[j + 1 + m], x[(size_t) (t - m) * inner]));
  return acc;
}

/* Y of an FIR filter: one thread an output (vector v, position k). */
template <typename E>
__global__ void fir_kernel (const E *b, int ns, const E *x, size_t inner,
                            size_t len, size_t count, E *y, const E *z)
{
  const size_t total = count * len;
  for (size_t q = blockIdx.x * (size_t) blockDim.x + threadIdx.x; q < total;
       q += (size_t) gridDim.x * blockDim.x)
    {
      /* consecutive threads on consecutive elements of X */
      const size_t i0 = q % inner, r = q / inner;
      const size_t k = r % len, o = r / len;
      const size_t v = i0 + o * inner, base = i0 + o * inner * len;
      const E *xv = x + base;
      const E s = fir_state (b, ns, xv, inner, z + v * ns, 0,
                             (long long) k - 1);
      y[base + k * inner] = fl_add (s, fl_mul (b[0], xv[k * inner]));
    }
}

/* The final state of an FIR filter into Z2 (Z: SI, read). */
template <typename E>
__global__ void fir_final (const E *b, int ns, const E *x, size_t inner,
                           size_t len, size_t count, const E *z, E *z2)
{
  const size_t total = count * ns;
  for (size_t q = blockIdx.x * (size_t) blockDim.x + threadIdx.x; q < total;
       q += (size_t) gridDim.x * blockDim.x)
    {
      const size_t j = q % ns, v = q / ns;
      const size_t i0 = v % inner, o = v / inner;
      z2[q] = fir_state (b, ns, x + i0 + o * inner * len, inner, z + v * ns,
                         (int) j, (long long) len - 1);
    }
}

template <typename E>
void fir_run (const void *b, int ns, const void *x, size_t inner, size_t len,
              size_t count, void *y, void *z, void *z2, cudaStream_t s)
{
  size_t blocks = (count * len + 255) / 256;
  if (blocks > 65535)
    blocks = 65535;
  fir_kernel<E><<<(unsigned) blocks, 256, 0, s>>> (
      (const E *) b, ns, (const E *) x, inner, len, count, (E *) y,
      (const E *) z);
  blocks = (count * ns + 255) / 256;
  if (blocks > 65535)
    blocks = 65535;
  fir_final<E><<<(unsigned) blocks, 256, 0, s>>> (
      (const E *) b, ns, (const E *) x, inner, len, count, (const E *) z,
      (E *) z2);
}

template <typename E, int R>
void filter_launch (const void *b, const void *a, int ns, bool iir,
                    const void *x, size_t inner, size_t len, size_t count,
                    void *y, void *z, cudaStream_t s)
{
  size_t blocks = (count + THREADS - 1) / THREADS;
  if (blocks > 65535)
    blocks = 65535;
  filter_kernel<E, R><<<(unsigned) blocks, THREADS, 0, s>>> (
      (const E *) b, (const E *) a, ns, iir, (const E *) x, inner, len,
      count, (E *) y, (E *) z);
}

template <typename E>
void filter_run (const void *b, const void *a, int ns, bool iir,
                 const void *x, size_t inner, size_t len, size_t count,
                 void *y, void *z, cudaStream_t s)
{
  switch (ns)
    {
#define FL_CASE(r)                                                        \
    case r:                                                               \
      filter_launch<E, r> (b, a, ns, iir, x, inner, len, count, y, z, s); \
      break;
      FL_CASE (1) FL_CASE (2) FL_CASE (3) FL_CASE (4)
      FL_CASE (5) FL_CASE (6) FL_CASE (7) FL_CASE (8)
#undef FL_CASE
    default:
      filter_launch<E, 0> (b, a, ns, iir, x, inner, len, count, y, z, s);
    }
}

} // namespace

gt_status gt_launch_filter (gt_etype t, const void *b, const void *a,
                            size_t ab, int iir, const void *x, size_t inner,
                            size_t len, size_t outer, void *y, void *z,
                            void *z2, cudaStream_t s)
{
  gt_status st = gt_filter_check (t, b, a, ab, x, inner, len, outer, y, z);
  if (st != GT_OK || inner * len * outer == 0)
    return st;
  const int ns = (int) ab - 1;
  const size_t count = inner * outer;
  if (!iir)
    {
      if (!z2)
        return gt_fail (GT_ERR_INVALID_ARG, "filter: an FIR filter needs "
                        "room for its final state");
      switch (t)
        {
        case GT_E_F64:
          fir_run<double> (b, ns, x, inner, len, count, y, z, z2, s);
          break;
        case GT_E_F32:
          fir_run<float> (b, ns, x, inner, len, count, y, z, z2, s);
          break;
        case GT_E_C128:
          fir_run<fl_cplx<double> > (b, ns, x, inner, len, count, y, z, z2,
                                     s);
          break;
        default:
          fir_run<fl_cplx<float> > (b, ns, x, inner, len, count, y, z, z2,
                                    s);
        }
      return GT_OK;
    }
  switch (t)
    {
    case GT_E_F64:
      filter_run<double> (b, a, ns, iir, x, inner, len, count, y, z, s);
      break;
    case GT_E_F32:
      filter_run<float> (b, a, ns, iir, x, inner, len, count, y, z, s);
      break;
    case GT_E_C128:
      filter_run<fl_cplx<double> > (b, a, ns, iir, x, inner, len, count, y,
                                    z, s);
      break;
    default:
      filter_run<fl_cplx<float> > (b, a, ns, iir, x, inner, len, count, y,
                                   z, s);
    }
  return GT_OK;
}
