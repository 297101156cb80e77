/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * sort_scan.cu - sorting and scans along contiguous segments on CUB
 * (gt_sort_kernels.h).  Nothing here sorts or scans by hand: CUB does the
 * work, these kernels only prepare its input and unpack its output.
 *
 * Sort.  Octave orders NaN after every number (ascending) and treats -0
 * and +0 as equal, and its sort is stable in both directions.  A radix
 * sort orders bit patterns, so each element becomes an unsigned key whose
 * order is that one: -0 is made +0, the sign-magnitude pattern turned
 * into an ordered one (negative: every bit flipped; else the sign bit
 * set), every NaN the largest key.  Descending sorts the complement of
 * the key ascending: NaN then comes first, and equal elements keep their
 * order, as Octave's descending sort does.  The values sorted with the
 * keys are the positions in the segment (32 bits); Y is then read from X
 * through them, so -0 stays -0.  One segment is DeviceRadixSort (and so
 * are a few long ones, one call each: the segmented sort gives a segment
 * one thread block); many are DeviceSegmentedSort::StableSortPairs, whose
 * segment offsets are the multiples of LEN computed on the fly (no
 * offsets array).  Complex elements take two such sorts (below).  Where
 * no positions are asked for and X holds no -0, the keys alone are
 * sorted (SortKeys, StableSortKeys: a third less memory traffic per
 * radix pass) and turned back into the values: stability is then moot,
 * equal keys being equal values.
 *
 * Scans.  cumsum and cumprod are DeviceScan::InclusiveScan (one segment)
 * or InclusiveScanByKey with the segment number as key, in the element's
 * precision (Octave's cumsum of single accumulates in single).  cummax and
 * cummin scan (value, position) pairs with an operator that keeps the
 * left operand unless the right one is strictly better and not NaN, or
 * the left one is NaN: associative (it picks the first best element of a
 * range, NaN counting as worst), which is all CUB asks.
 *
 * Scratch is carved from one buffer the caller gives, each part aligned
 * to 256 bytes; CUB's temporary storage comes last.
 */
#include <stdint.h>

#include <cub/device/device_radix_sort.cuh>
#include <cub/device/device_scan.cuh>
#include <cub/device/device_segmented_sort.cuh>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/transform_iterator.h>

#include "gt_sort_kernels.h"
#include "gt_cmul_device.cuh"

#define SS_THREADS 256u
#define SS_MAX_BLOCKS 65536u

namespace {

dim3 grid_of (size_t n)
{
  const size_t b = (n + SS_THREADS - 1) / SS_THREADS;
  return dim3 ((unsigned) (b > SS_MAX_BLOCKS ? SS_MAX_BLOCKS : b), 1, 1);
}

size_t align256 (size_t b) { return (b + 255) / 256 * 256; }

typedef thrust::counting_iterator<long long> count_it;

/* The start of segment k (k * LEN), and the segment of element k. */
struct times_len
{
  long long len;
  __host__ __device__ long long operator() (long long k) const
  {
    return k * len;
  }
};
struct over_len
{
  long long len;
  __host__ __device__ long long operator() (long long k) const
  {
    return k / len;
  }
};
struct same_key
{
  __host__ __device__ bool operator() (long long a, long long b) const
  {
    return a == b;
  }
};

/* ------------------------------------------------------------------ */
/* Sort                                                                 */

template <typename T> struct key_of;
template <> struct key_of<double>
{
  typedef unsigned long long K;
  __device__ static K get (double v)
  {
    if (v != v)
      return ~0ull;
    const K b = (K) __double_as_longlong (v == 0 ? 0.0 : v);
    return (b >> 63) ? ~b : b | (1ull << 63);
  }
};
template <> struct key_of<float>
{
  typedef unsigned int K;
  __device__ static K get (float v)
  {
    if (v != v)
      return ~0u;
    const K b = (K) __float_as_uint (v == 0 ? 0.0f : v);
    return (b >> 31) ? ~b : b | (1u << 31);
  }
};

template <typename T>
__global__ void keys_kernel (const T *__restrict__ x,
                             typename key_of<T>::K *__restrict__ keys,
                             unsigned *__restrict__ pos, size_t n,
                             size_t len, int descend)
{
  const size_t step = (size_t) gridDim.x * blockDim.x;
  for (size_t k = (size_t) blockIdx.x * blockDim.x + threadIdx.x; k < n;
       k += step)
    {
      const typename key_of<T>::K c = key_of<T>::get (x[k]);
      keys[k] = descend ? ~c : c;
      pos[k] = (unsigned) (k % len);
    }
}

template <typename T>
__global__ void unpack_sort_kernel (const T *__restrict__ x,
                                    const unsigned *__restrict__ pos,
                                    T *__restrict__ y, double *__restrict__ I,
                                    size_t n, size_t len)
{
  const size_t step = (size_t) gridDim.x * blockDim.x;
  for (size_t k = (size_t) blockIdx.x * blockDim.x + threadIdx.x; k < n;
       k += step)
    {
      const size_t p = pos[k];
      y[k] = x[k - k % len + p];
      if (I)
        I[k] = (double) (p + 1);
    }
}

/* Keys only (no positions asked for): the keys are made in Y, CUB sorts
   them into the scratch, and the sorted keys are turned back into
   values in Y.  A key holds the value exactly except for zero's sign
   (and a NaN's payload): the engine therefore takes this way only for
   arrays with no -0, which the keys kernel reports through NEGZERO. */
template <typename T> struct value_of;
template <> struct value_of<double>
{
  __device__ static double get (unsigned long long c)
  {
    return __longlong_as_double (
        (long long) ((c >> 63) ? c & ~(1ull << 63) : ~c));
  }
};
template <> struct value_of<float>
{
  __device__ static float get (unsigned int c)
  {
    return __uint_as_float ((c >> 31) ? c & ~(1u << 31) : ~c);
  }
};

template <typename T>
__global__ void only_keys_kernel (const T *__restrict__ x,
                                  typename key_of<T>::K *__restrict__ keys,
                                  size_t n, int descend, int *negzero)
{
  const size_t step = (size_t) gridDim.x * blockDim.x;
  bool nz = false;
  for (size_t k = (size_t) blockIdx.x * blockDim.x + threadIdx.x; k < n;
       k += step)
    {
      const T v = x[k];
      nz |= v == 0 && signbit (v);
      const typename key_of<T>::K c = key_of<T>::get (v);
      keys[k] = descend ? ~c : c;
    }
  if (nz)
    *negzero = 1;
}

template <typename T>
__global__ void unkey_kernel (const typename key_of<T>::K *__restrict__ keys,
                              T *__restrict__ y, size_t n, int descend)
{
  const size_t step = (size_t) gridDim.x * blockDim.x;
  for (size_t k = (size_t) blockIdx.x * blockDim.x + threadIdx.x; k < n;
       k += step)
    {
      const typename key_of<T>::K c = keys[k];
      y[k] = value_of<T>::get (descend ? ~c : c);
    }
}

/* The scratch's parts for N elements, keys of KB bytes. */
struct sort_parts
{
  size_t keys, pos;
  sort_parts (size_t n, size_t kb)
    : keys (align256 (n * kb)), pos (align256 (n * sizeof (unsigned)))
  {
  }
  size_t before_cub () const { return 2 * keys + 2 * pos; }
};

/* A few long segments: DeviceSegmentedSort gives a long segment one
   thread block, so these are better sorted one after the other, each by
   the whole device. */
bool few_long (size_t n, size_t len)
{
  return n / len <= 8 && len >= ((size_t) 1 << 18);
}

/* CUB's sort of (KEYS_IN, POS_IN) into (KEYS_OUT, POS_OUT): a query when
   TEMP is NULL. */
template <typename K>
cudaError_t cub_sort (void *temp, size_t &tb, const K *keys_in, K *keys_out,
                      const unsigned *pos_in, unsigned *pos_out, size_t n,
                      size_t len, cudaStream_t s)
{
  if (n == len || few_long (n, len))
    {
      cudaError_t e = cudaSuccess;
      if (!temp)
        return cub::DeviceRadixSort::SortPairs (
            temp, tb, keys_in, keys_out, pos_in, pos_out, (int64_t) len, 0,
            (int) sizeof (K) * 8, s);
      for (size_t o = 0; o < n && e == cudaSuccess; o += len)
        e = cub::DeviceRadixSort::SortPairs (
            temp, tb, keys_in + o, keys_out + o, pos_in + o, pos_out + o,
            (int64_t) len, 0, (int) sizeof (K) * 8, s);
      return e;
    }
  const thrust::transform_iterator<times_len, count_it> first (
      count_it (0), times_len{ (long long) len });
  return cub::DeviceSegmentedSort::StableSortPairs (
      temp, tb, keys_in, keys_out, pos_in, pos_out, (int64_t) n,
      (int64_t) (n / len), first, first + 1, s);
}

/* CUB's sort of the keys KEYS_IN into KEYS_OUT (no values): a query when
   TEMP is NULL.  The same choice of call as cub_sort. */
template <typename K>
cudaError_t cub_sort_keys (void *temp, size_t &tb, const K *keys_in,
                           K *keys_out, size_t n, size_t len, cudaStream_t s)
{
  if (n == len || few_long (n, len))
    {
      cudaError_t e = cudaSuccess;
      if (!temp)
        return cub::DeviceRadixSort::SortKeys (temp, tb, keys_in, keys_out,
                                               (int64_t) len, 0,
                                               (int) sizeof (K) * 8, s);
      for (size_t o = 0; o < n && e == cudaSuccess; o += len)
        e = cub::DeviceRadixSort::SortKeys (temp, tb, keys_in + o,
                                            keys_out + o, (int64_t) len, 0,
                                            (int) sizeof (K) * 8, s);
      return e;
    }
  const thrust::transform_iterator<times_len, count_it> first (
      count_it (0), times_len{ (long long) len });
  return cub::DeviceSegmentedSort::StableSortKeys (
      temp, tb, keys_in, keys_out, (int64_t) n, (int64_t) (n / len), first,
      first + 1, s);
}

template <typename T>
size_t sort_keys_scratch (size_t n, size_t len)
{
  typedef typename key_of<T>::K K;
  size_t tb = 0;
  if (cub_sort_keys<K> (NULL, tb, NULL, NULL, n, len, 0) != cudaSuccess)
    {
      (void) cudaGetLastError ();
      return 0;
    }
  return align256 (n * sizeof (K)) + align256 (tb);
}

/* Sort the keys in Y (made by only_keys_kernel) and turn them back into
   values there. */
template <typename T>
gt_status sort_keys_run (int descend, T *y, size_t n, size_t len,
                         char *scratch, size_t bytes, cudaStream_t s)
{
  typedef typename key_of<T>::K K;
  const size_t kb = align256 (n * sizeof (K));
  size_t tb = 0;
  cudaError_t e = cub_sort_keys<K> (NULL, tb, NULL, NULL, n, len, s);
  if (e != cudaSuccess)
    return gt_cuda_fail (e, "sort: CUB's scratch query");
  if (!scratch || bytes < kb + tb)
    return gt_fail (GT_ERR_INVALID_ARG, "sort: %zu bytes of scratch, %zu "
                    "needed", bytes, kb + tb);
  K *sorted = (K *) scratch;
  if ((e = cub_sort_keys<K> (scratch + kb, tb, (const K *) y, sorted, n,
                             len, s)) != cudaSuccess)
    return gt_cuda_fail (e, n == len || few_long (n, len)
                              ? "sort: DeviceRadixSort::SortKeys"
                              : "sort: DeviceSegmentedSort::StableSortKeys");
  unkey_kernel<T><<<grid_of (n), SS_THREADS, 0, s>>> (sorted, y, n,
                                                       descend);
  e = cudaGetLastError ();
  return e == cudaSuccess ? GT_OK : gt_cuda_fail (e, "sort: unkeying");
}

/* The scratch of a sort of N elements in segments of LEN, carved: keys
   K0 and K1, positions P0 and P1, CUB's TEMP of TB bytes. */
template <typename K> struct carved
{
  K *k0, *k1;
  unsigned *p0, *p1;
  void *temp;
  size_t tb;
};

template <typename K>
gt_status carve (char *scratch, size_t bytes, size_t n, size_t len,
                 cudaStream_t s, carved<K> *c)
{
  const sort_parts p (n, sizeof (K));
  c->tb = 0;
  const cudaError_t e = cub_sort<K> (NULL, c->tb, NULL, NULL, NULL, NULL, n,
                                     len, s);
  if (e != cudaSuccess)
    return gt_cuda_fail (e, "sort: CUB's scratch query");
  if (!scratch || bytes < p.before_cub () + c->tb)
    return gt_fail (GT_ERR_INVALID_ARG, "sort: %zu bytes of scratch, %zu "
                    "needed", bytes, p.before_cub () + c->tb);
  c->k0 = (K *) scratch;
  c->k1 = (K *) (scratch + p.keys);
  c->p0 = (unsigned *) (scratch + 2 * p.keys);
  c->p1 = (unsigned *) (scratch + 2 * p.keys + p.pos);
  c->temp = scratch + p.before_cub ();
  return GT_OK;
}

template <typename T>
size_t sort_scratch (size_t n, size_t len)
{
  typedef typename key_of<T>::K K;
  sort_parts p (n, sizeof (K));
  size_t tb = 0;
  if (cub_sort<K> (NULL, tb, NULL, NULL, NULL, NULL, n, len, 0)
      != cudaSuccess)
    {
      (void) cudaGetLastError ();
      return 0;
    }
  return p.before_cub () + align256 (tb);
}

/* Complex elements: Octave orders them by abs, then by arg (with -pi
   taken as pi), NaN (either part) as for real.  Two stable passes do
   that: by the arg's key, then by the abs's key with the positions the
   first pass left (so ties in abs keep arg order, and ties in both the
   input's order).  Every NaN has one arg key, so NaNs keep their order. */
template <typename T> struct cplx
{
  T re, im;
};

__device__ inline double arg_of (double re, double im)
{
  const double a = atan2 (im, re);
  return a == -3.141592653589793 ? 3.141592653589793 : a;
}
__device__ inline float arg_of (float re, float im)
{
  const float a = atan2f (im, re);
  return a == -3.14159265f ? 3.14159265f : a;
}

/* ABS 0: the arg's keys of X in input order, positions in the segment;
   ABS 1: the abs's keys of X read through the positions POS. */
template <typename T>
__global__ void cplx_keys_kernel (const cplx<T> *__restrict__ x,
                                  const unsigned *__restrict__ pos,
                                  typename key_of<T>::K *__restrict__ keys,
                                  unsigned *__restrict__ pos0, size_t n,
                                  size_t len, int descend, int abs_pass)
{
  const size_t step = (size_t) gridDim.x * blockDim.x;
  for (size_t k = (size_t) blockIdx.x * blockDim.x + threadIdx.x; k < n;
       k += step)
    {
      const cplx<T> v = x[abs_pass ? k - k % len + pos[k] : k];
      const bool nan = v.re != v.re || v.im != v.im;
      T f;
      if (abs_pass)
        f = nan ? v.re + v.im : hypot (v.re, v.im);
      else
        f = nan ? (T) 0 : arg_of (v.re, v.im);
      const typename key_of<T>::K c = key_of<T>::get (f);
      keys[k] = descend ? ~c : c;
      if (!abs_pass)
        pos0[k] = (unsigned) (k % len);
    }
}

/* The keys of pass PASS of a sort (real: one pass; complex: two). */
template <typename T>
void launch_keys (const T *x, const carved<typename key_of<T>::K> &c,
                  size_t n, size_t len, int descend, int, cudaStream_t s)
{
  keys_kernel<T><<<grid_of (n), SS_THREADS, 0, s>>> (x, c.k0, c.p0, n, len,
                                                      descend);
}
template <typename T>
void launch_keys (const cplx<T> *x, const carved<typename key_of<T>::K> &c,
                  size_t n, size_t len, int descend, int pass,
                  cudaStream_t s)
{
  cplx_keys_kernel<T><<<grid_of (n), SS_THREADS, 0, s>>> (
      x, c.p1, c.k0, c.p0, n, len, descend, pass);
}

/* Sort X (elements E: T or cplx<T>) into Y and I.  Pass 0 sorts (key,
   position) into P1; a second pass (complex: abs, P1) into P0. */
template <typename T, typename E>
gt_status sort_run (int descend, const E *x, size_t n, size_t len, E *y,
                    double *I, char *scratch, size_t bytes, cudaStream_t s)
{
  typedef typename key_of<T>::K K;
  const int passes = sizeof (E) == sizeof (T) ? 1 : 2;
  carved<K> c;
  gt_status st = carve (scratch, bytes, n, len, s, &c);
  cudaError_t e;
  for (int pass = 0; pass < passes && st == GT_OK; pass++)
    {
      launch_keys (x, c, n, len, descend, pass, s);
      if ((e = cudaGetLastError ()) != cudaSuccess)
        return gt_cuda_fail (e, "sort: the keys kernel");
      if ((e = cub_sort<K> (c.temp, c.tb, c.k0, c.k1, pass ? c.p1 : c.p0,
                            pass ? c.p0 : c.p1, n, len, s)) != cudaSuccess)
        return gt_cuda_fail (e, n == len || few_long (n, len)
                                  ? "sort: DeviceRadixSort::SortPairs"
                                  : "sort: DeviceSegmentedSort::"
                                    "StableSortPairs");
    }
  if (st != GT_OK)
    return st;
  unpack_sort_kernel<E><<<grid_of (n), SS_THREADS, 0, s>>> (
      x, passes == 1 ? c.p1 : c.p0, y, I, n, len);
  e = cudaGetLastError ();
  return e == cudaSuccess ? GT_OK : gt_cuda_fail (e, "sort: unpacking");
}

/* ------------------------------------------------------------------ */
/* Scans                                                                */

/* Sums and products; complex ones part by part and as std::complex
   multiplies (gt_cmul.h: C99's rules, as Octave's cumprod). */
struct add_op
{
  template <typename T>
  __host__ __device__ T operator() (T a, T b) const { return a + b; }
  template <typename T>
  __host__ __device__ cplx<T> operator() (cplx<T> a, cplx<T> b) const
  {
    cplx<T> r;
    r.re = a.re + b.re;
    r.im = a.im + b.im;
    return r;
  }
};
struct mul_op
{
  template <typename T>
  __host__ __device__ T operator() (T a, T b) const { return a * b; }
  template <typename T>
  __host__ __device__ cplx<T> operator() (cplx<T> a, cplx<T> b) const
  {
    cplx<T> r;
    gt_dev_cmul (a.re, a.im, b.re, b.im, &r.re, &r.im);
    return r;
  }
};

template <typename T> struct is_cplx_t { static constexpr bool v = false; };
template <typename T> struct is_cplx_t<cplx<T> >
{
  static constexpr bool v = true;
};

/* An element and its 0-based position in the segment. */
template <typename T> struct val_pos
{
  T v;
  unsigned p;
};

template <typename T> struct make_val_pos
{
  const T *x;
  long long len;
  __host__ __device__ val_pos<T> operator() (long long k) const
  {
    val_pos<T> r;
    r.v = x[k];
    r.p = (unsigned) (k % len);
    return r;
  }
};

/* Keep A (the earlier elements) unless B is strictly better, or A is NaN
   and B is not. */
template <typename T, bool MAX> struct pick_op
{
  __host__ __device__ val_pos<T> operator() (const val_pos<T> &a,
                                             const val_pos<T> &b) const
  {
    if (b.v != b.v)
      return a;
    if (a.v != a.v)
      return b;
    return (MAX ? b.v > a.v : b.v < a.v) ? b : a;
  }
};

template <typename T>
__global__ void unpack_scan_kernel (const val_pos<T> *__restrict__ q,
                                    T *__restrict__ y, double *__restrict__ I,
                                    size_t n)
{
  const size_t step = (size_t) gridDim.x * blockDim.x;
  for (size_t k = (size_t) blockIdx.x * blockDim.x + threadIdx.x; k < n;
       k += step)
    {
      y[k] = q[k].v;
      if (I)
        I[k] = (double) (q[k].p + 1);
    }
}

/* One segment: InclusiveScan; several: by the segment's number. */
template <typename In, typename Out, typename Op>
cudaError_t cub_scan (void *temp, size_t &tb, In in, Out out, Op op,
                      size_t n, size_t len, cudaStream_t s)
{
  if (n == len)
    return cub::DeviceScan::InclusiveScan (temp, tb, in, out, op,
                                           (int64_t) n, s);
  const thrust::transform_iterator<over_len, count_it> seg (
      count_it (0), over_len{ (long long) len });
  return cub::DeviceScan::InclusiveScanByKey (temp, tb, seg, in, out, op,
                                              (int64_t) n, same_key (), s);
}

/* CUB's scan OP of X into Y (sum, product) or into the pairs Q (max,
   min): a query when TEMP is NULL. */
template <typename T>
cudaError_t scan_call (gt_scanop op, void *temp, size_t &tb, const T *x,
                       T *y, val_pos<T> *q, size_t n, size_t len,
                       cudaStream_t s)
{
  const thrust::transform_iterator<make_val_pos<T>, count_it> pairs (
      count_it (0), make_val_pos<T>{ x, (long long) len });
  switch (op)
    {
    case GT_SCAN_SUM:
      return cub_scan (temp, tb, x, y, add_op (), n, len, s);
    case GT_SCAN_PROD:
      return cub_scan (temp, tb, x, y, mul_op (), n, len, s);
    default:
      break;
    }
  /* running extremes of real values (complex ones: gt_launch_scan
     refuses them) */
  if constexpr (!is_cplx_t<T>::v)
    {
      if (op == GT_SCAN_MAX)
        return cub_scan (temp, tb, pairs, q, pick_op<T, true> (), n, len, s);
      return cub_scan (temp, tb, pairs, q, pick_op<T, false> (), n, len, s);
    }
  return cudaErrorInvalidValue;
}

bool with_pairs (gt_scanop op)
{
  return op == GT_SCAN_MAX || op == GT_SCAN_MIN;
}

template <typename T>
size_t scan_scratch (gt_scanop op, size_t n, size_t len)
{
  size_t tb = 0;
  if (scan_call<T> (op, NULL, tb, NULL, NULL, NULL, n, len, 0)
      != cudaSuccess)
    {
      (void) cudaGetLastError ();
      return 0;
    }
  return (with_pairs (op) ? align256 (n * sizeof (val_pos<T>)) : 0)
         + align256 (tb);
}

template <typename T>
gt_status scan_run (gt_scanop op, const T *x, size_t n, size_t len, T *y,
                    double *I, char *scratch, size_t bytes, cudaStream_t s)
{
  const size_t qb = with_pairs (op) ? align256 (n * sizeof (val_pos<T>))
                                    : 0;
  size_t tb = 0;
  cudaError_t e = scan_call<T> (op, NULL, tb, x, y, NULL, n, len, s);
  if (e != cudaSuccess)
    return gt_cuda_fail (e, "scan: CUB's scratch query");
  if ((qb + tb > 0 && !scratch) || bytes < qb + tb)
    return gt_fail (GT_ERR_INVALID_ARG, "scan: %zu bytes of scratch, %zu "
                    "needed", bytes, qb + tb);
  val_pos<T> *q = qb ? (val_pos<T> *) scratch : NULL;
  if ((e = scan_call<T> (op, scratch + qb, tb, x, y, q, n, len, s))
      != cudaSuccess)
    return gt_cuda_fail (e, n == len ? "scan: DeviceScan::InclusiveScan"
                         : "scan: DeviceScan::InclusiveScanByKey");
  if (!q)
    return GT_OK;
  unpack_scan_kernel<T><<<grid_of (n), SS_THREADS, 0, s>>> (q, y, I, n);
  e = cudaGetLastError ();
  return e == cudaSuccess ? GT_OK : gt_cuda_fail (e, "scan: unpacking");
}

gt_status check (const char *what, gt_etype t, const void *x, size_t n,
                 size_t len, void *y)
{
  if (t != GT_E_F64 && t != GT_E_F32)
    return gt_fail (GT_ERR_INVALID_ARG, "%s of element type %d (double or "
                    "single)", what, (int) t);
  if (len == 0 || len > 0xffffffffu || n % len || n > (size_t) INT64_MAX)
    return gt_fail (GT_ERR_INVALID_ARG, "%s of %zu elements in segments of "
                    "%zu", what, n, len);
  if (n && (!x || !y))
    return gt_fail (GT_ERR_INVALID_ARG, "%s of a null array", what);
  return GT_OK;
}

} // namespace

size_t gt_sort_scratch_bytes (gt_etype t, size_t n, size_t len)
{
  if (n == 0 || len == 0 || n % len)
    return 0;
  return t == GT_E_F32 || t == GT_E_C64 ? sort_scratch<float> (n, len)
                                        : sort_scratch<double> (n, len);
}

gt_status gt_launch_sort (gt_etype t, int descend, const void *x, size_t n,
                          size_t len, void *y, double *I, void *scratch,
                          size_t scratch_bytes, cudaStream_t s)
{
  const bool c = t == GT_E_C128 || t == GT_E_C64;
  const gt_status st = check ("sort", c ? GT_E_F64 : t, x, n, len, y);
  if (st != GT_OK || n == 0)
    return st;
  char *w = (char *) scratch;
  if (t == GT_E_C64)
    return sort_run<float> (descend, (const cplx<float> *) x, n, len,
                            (cplx<float> *) y, I, w, scratch_bytes, s);
  if (t == GT_E_C128)
    return sort_run<double> (descend, (const cplx<double> *) x, n, len,
                             (cplx<double> *) y, I, w, scratch_bytes, s);
  if (t == GT_E_F32)
    return sort_run<float> (descend, (const float *) x, n, len, (float *) y,
                            I, w, scratch_bytes, s);
  return sort_run<double> (descend, (const double *) x, n, len,
                           (double *) y, I, w, scratch_bytes, s);
}

gt_status gt_launch_sort_keys (gt_etype t, int descend, const void *x,
                               size_t n, size_t len, void *y, int *negzero,
                               cudaStream_t s)
{
  gt_status st = check ("sort", t, x, n, len, y);
  if (st != GT_OK || n == 0)
    return st;
  if (!negzero || x == y)
    return gt_fail (GT_ERR_INVALID_ARG, "sort: the keys need their own "
                    "array and a flag");
  if (t == GT_E_F32)
    only_keys_kernel<float><<<grid_of (n), SS_THREADS, 0, s>>> (
        (const float *) x, (unsigned *) y, n, descend, negzero);
  else
    only_keys_kernel<double><<<grid_of (n), SS_THREADS, 0, s>>> (
        (const double *) x, (unsigned long long *) y, n, descend, negzero);
  const cudaError_t e = cudaGetLastError ();
  return e == cudaSuccess ? GT_OK : gt_cuda_fail (e, "sort: the keys kernel");
}

size_t gt_sort_keys_scratch_bytes (gt_etype t, size_t n, size_t len)
{
  if (n == 0 || len == 0 || n % len)
    return 0;
  return t == GT_E_F32 ? sort_keys_scratch<float> (n, len)
                       : sort_keys_scratch<double> (n, len);
}

gt_status gt_launch_sort_keys_finish (gt_etype t, int descend, void *y,
                                      size_t n, size_t len, void *scratch,
                                      size_t scratch_bytes, cudaStream_t s)
{
  gt_status st = check ("sort", t, y, n, len, y);
  if (st != GT_OK || n == 0)
    return st;
  if (t == GT_E_F32)
    return sort_keys_run<float> (descend, (float *) y, n, len,
                                 (char *) scratch, scratch_bytes, s);
  return sort_keys_run<double> (descend, (double *) y, n, len,
                                (char *) scratch, scratch_bytes, s);
}

size_t gt_scan_scratch_bytes (gt_scanop op, gt_etype t, size_t n,
                              size_t len)
{
  if (n == 0 || len == 0 || n % len)
    return 0;
  switch (t)
    {
    case GT_E_F32:
      return scan_scratch<float> (op, n, len);
    case GT_E_C128:
      return scan_scratch<cplx<double> > (op, n, len);
    case GT_E_C64:
      return scan_scratch<cplx<float> > (op, n, len);
    default:
      return scan_scratch<double> (op, n, len);
    }
}

gt_status gt_launch_scan (gt_scanop op, gt_etype t, const void *x, size_t n,
                          size_t len, void *y, double *I, void *scratch,
                          size_t scratch_bytes, cudaStream_t s)
{
  const bool c = t == GT_E_C128 || t == GT_E_C64;
  gt_status st = check ("scan", c ? GT_E_F64 : t, x, n, len, y);
  if (st == GT_OK && (unsigned) op >= GT_SCAN_NOPS)
    st = gt_fail (GT_ERR_INVALID_ARG, "scan: unknown operation %d",
                  (int) op);
  if (st == GT_OK && c && op != GT_SCAN_SUM && op != GT_SCAN_PROD)
    st = gt_fail (GT_ERR_INVALID_ARG, "scan: a running maximum or minimum "
                  "of complex values");
  if (st != GT_OK || n == 0)
    return st;
  if (t == GT_E_C128)
    return scan_run<cplx<double> > (op, (const cplx<double> *) x, n, len,
                                    (cplx<double> *) y, NULL,
                                    (char *) scratch, scratch_bytes, s);
  if (t == GT_E_C64)
    return scan_run<cplx<float> > (op, (const cplx<float> *) x, n, len,
                                   (cplx<float> *) y, NULL,
                                   (char *) scratch, scratch_bytes, s);
  if (t == GT_E_F32)
    return scan_run<float> (op, (const float *) x, n, len, (float *) y, I,
                            (char *) scratch, scratch_bytes, s);
  return scan_run<double> (op, (const double *) x, n, len, (double *) y, I,
                           (char *) scratch, scratch_bytes, s);
}
