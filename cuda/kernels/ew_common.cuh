/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * ew_common.cuh - what the elementwise and creator kernels (ew_unary.cu,
 * ew_binary.cu, ew_convert.cu, fill.cu) share: the storage types of the
 * element types, 16-byte packs for vector loads and stores, the launch
 * shape of a grid-stride loop, arithmetic rounded once (never fused) and
 * one map kernel Y[i] = F (X[i]).  Internal to the kernel layer.  The
 * functors themselves live in ew_ops.cuh and ew_create.cuh, shared with
 * the host backend.
 */
#ifndef GT_EW_COMMON_CUH
#define GT_EW_COMMON_CUH

#include <stddef.h>
#include <stdint.h>
#include <limits>
#include <math.h>
#include <type_traits>

#include "gt_array_kernels.h"
#include "gt_hd.h"

/* A complex element: an interleaved (re, im) pair, aligned as float2 or
   double2 so one load moves it. */
template <typename T> struct alignas (2 * sizeof (T)) ew_cplx
{
  T re, im;
};

/* BOOL: one byte, 0 or 1. */
typedef unsigned char ew_bool;

/* The storage type of a real (C false) or complex (C true) element. */
template <typename T, bool C> struct ew_elem_t { typedef T type; };
template <typename T> struct ew_elem_t<T, true> { typedef ew_cplx<T> type; };
template <typename T, bool C>
using ew_elem = typename ew_elem_t<T, C>::type;

/* V elements moved by one (or, above 16 bytes, a few) aligned accesses. */
constexpr size_t ew_pack_align (size_t bytes)
{
  return bytes > 16 ? 16 : bytes;
}
template <typename E, int V>
struct alignas (ew_pack_align (sizeof (E) * V)) ew_pack
{
  E v[V];
};

/* Elements per pack for a kernel reading and writing these types: as
   many as make the widest of them one 16-byte access. */
template <typename A, typename B = A, typename C = A>
constexpr int ew_width ()
{
  return (int) (16 / (sizeof (A) > sizeof (B)
                          ? (sizeof (A) > sizeof (C) ? sizeof (A) : sizeof (C))
                          : (sizeof (B) > sizeof (C) ? sizeof (B)
                                                     : sizeof (C))));
}

/* Whether P may be accessed as packs of V elements of E (NULL: yes). */
template <typename E, int V>
static inline bool ew_aligned (const void *p)
{
  return (uintptr_t) p % alignof (ew_pack<E, V>) == 0;
}

/* Launch shape of the grid-stride loops: WORK items, 256 threads a block,
   at most 65536 blocks (enough to fill any GPU; the loop does the rest). */
static const unsigned EW_THREADS = 256;

static inline unsigned ew_blocks (size_t work)
{
  size_t b = (work + EW_THREADS - 1) / EW_THREADS;
  if (b > 65536)
    b = 65536;
  return b ? (unsigned) b : 1;
}

/* The element types. */
static inline bool ew_is_complex (gt_etype t)
{
  return t == GT_E_C128 || t == GT_E_C64;
}
static inline bool ew_is_numeric (gt_etype t)
{
  return t == GT_E_F64 || t == GT_E_F32 || t == GT_E_C128 || t == GT_E_C64;
}
static inline bool ew_is_single (gt_etype t)
{
  return t == GT_E_F32 || t == GT_E_C64;
}
static inline bool ew_is_int (gt_etype t)
{
  return t >= GT_E_I8 && t <= GT_E_U64;
}

/* Octave's conversions to an integer class (its octave_int<I>): a real
   value rounded to nearest with halves away from zero, NaN to 0, values
   beyond the class saturated to its bounds; an integer of another class
   saturated. */
template <typename I, typename F>
static GT_HD __forceinline__ I ew_int_of_real (F x)
{
  constexpr I lo = std::numeric_limits<I>::min ();
  constexpr I hi = std::numeric_limits<I>::max ();
  const double d = (double) x;
  if (d != d)
    return 0;
  /* (double) hi rounds up to a power of two for 64-bit classes, which is
     already beyond the class: >= saturates exactly. */
  if (d >= (double) hi)
    return hi;
  if (d <= (double) lo)
    return lo;
  return (I) round (d);
}
template <typename I, typename J>
static GT_HD __forceinline__ I ew_int_of_int (J x)
{
  constexpr I lo = std::numeric_limits<I>::min ();
  constexpr I hi = std::numeric_limits<I>::max ();
  if constexpr (std::is_signed<J>::value)
    if (x < 0)
      {
        if constexpr (!std::is_signed<I>::value)
          return 0;
        else
          return (long long) x < (long long) lo ? lo : (I) x;
      }
  return (unsigned long long) x > (unsigned long long) hi ? hi : (I) x;
}
/* The real type of the same precision. */
static inline gt_etype ew_real_of (gt_etype t)
{
  return ew_is_single (t) ? GT_E_F32 : GT_E_F64;
}

/* *X = the value (V[0], V[1]) of a by-value operand or a fill, in X's
   type (real: V[0] only; BOOL: V[0] != 0). */
static inline void ew_set (double *x, const double *v) { *x = v[0]; }
static inline void ew_set (float *x, const double *v) { *x = (float) v[0]; }
static inline void ew_set (ew_bool *x, const double *v) { *x = v[0] != 0; }
template <typename I>
static inline typename std::enable_if<std::is_integral<I>::value
                                      && !std::is_same<I, ew_bool>::value>::type
ew_set (I *x, const double *v)
{
  *x = ew_int_of_real<I> (v[0]);
}
/* uint8 in the creators: its own type, since ew_bool is unsigned char. */
struct ew_u8
{
  uint8_t v;
};
static inline void ew_set (ew_u8 *x, const double *v)
{
  x->v = ew_int_of_real<uint8_t> (v[0]);
}
template <typename T>
static inline void ew_set (ew_cplx<T> *x, const double *v)
{
  x->re = (T) v[0];
  x->im = (T) v[1];
}

/* One rounding per operation: these never contract into a fused
   multiply-add, so complex arithmetic rounds as the host's does.  On the
   host (the test-only host backend, compiled with -ffp-contract=off) the
   plain operator rounds once too. */
#ifdef __CUDA_ARCH__
#define EW_RN(dev, op) return dev (a, b)
#else
#define EW_RN(dev, op) return a op b
#endif
static GT_HD __forceinline__ float ew_mul (float a, float b)
{
  EW_RN (__fmul_rn, *);
}
static GT_HD __forceinline__ double ew_mul (double a, double b)
{
  EW_RN (__dmul_rn, *);
}
static GT_HD __forceinline__ float ew_add (float a, float b)
{
  EW_RN (__fadd_rn, +);
}
static GT_HD __forceinline__ double ew_add (double a, double b)
{
  EW_RN (__dadd_rn, +);
}
static GT_HD __forceinline__ float ew_sub (float a, float b)
{
  EW_RN (__fsub_rn, -);
}
static GT_HD __forceinline__ double ew_sub (double a, double b)
{
  EW_RN (__dsub_rn, -);
}
#undef EW_RN

/* Y[i] = F::apply (X[i], FLAG) for i < n.  F names In, Out and V (the
   pack width); VEC: X and Y are aligned for packs of V (then whole packs
   first, the tail element by element). */
template <class F>
__global__ void __launch_bounds__ (EW_THREADS)
ew_map_kernel (size_t n, const typename F::In *__restrict__ x,
               typename F::Out *__restrict__ y, int vec, int *flag)
{
  typedef typename F::In In;
  typedef typename F::Out Out;
  constexpr int V = F::V;
  const size_t step = (size_t) gridDim.x * blockDim.x;
  const size_t t = (size_t) blockIdx.x * blockDim.x + threadIdx.x;
  size_t done = 0;
  if (vec)
    {
      const size_t groups = n / V;
      const ew_pack<In, V> *xp = (const ew_pack<In, V> *) x;
      ew_pack<Out, V> *yp = (ew_pack<Out, V> *) y;
      for (size_t g = t; g < groups; g += step)
        {
          const ew_pack<In, V> p = xp[g];
          ew_pack<Out, V> q;
#pragma unroll
          for (int k = 0; k < V; k++)
            q.v[k] = F::apply (p.v[k], flag);
          yp[g] = q;
        }
      done = groups * V;
    }
  for (size_t i = done + t; i < n; i += step)
    y[i] = F::apply (x[i], flag);
}

/* Launch ew_map_kernel for F on N elements. */
template <class F>
static gt_status ew_map (const void *x, void *y, size_t n, int *flag,
                         cudaStream_t s)
{
  const int vec = ew_aligned<typename F::In, F::V> (x)
                  && ew_aligned<typename F::Out, F::V> (y);
  const size_t work = vec ? (n + F::V - 1) / F::V : n;
  ew_map_kernel<F><<<ew_blocks (work), EW_THREADS, 0, s>>> (
      n, (const typename F::In *) x, (typename F::Out *) y, vec, flag);
  return GT_OK;
}

/* The GPU runner of a one-input launcher's front end (ew_ops.cuh,
   ew_create.cuh pick the functor F): ew_map on the stream. */
struct ew_map_launch
{
  const void *x;
  void *y;
  size_t n;
  cudaStream_t s;
  template <class F> gt_status run (int *flag)
  {
    return ew_map<F> (x, y, n, flag, s);
  }
};

#endif /* GT_EW_COMMON_CUH */
