/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * fill.cu - the creators of resident arrays (gt_array_kernels.h): a
 * constant (gt_launch_fill), the identity (gt_launch_eye), Octave's
 * linspace (gt_launch_linspace) and random numbers (gt_launch_random).
 *
 * fill: a grid-stride loop of 16-byte stores where Y is aligned for them.
 * eye: one kernel writes every element, 1 where row == column, else 0;
 * each thread steps its (row, column) along without dividing.
 * linspace: one thread an element, each from its row's two ends alone
 * (ew_linspace_at), so the order of the work does not matter.
 *
 * random: Philox4x32-10 (Salmon, Moraes, Dror and Shaw, "Parallel random
 * numbers: as easy as 1, 2, 3", SC 2011), written out here: multipliers
 * 0xD2511F53 and 0xCD9E8D57, key increments 0x9E3779B9 and 0xBB67AE85,
 * ten rounds, the key bumped between rounds.  The generator, as users see
 * it (it is the whole definition of the numbers):
 *
 *   key      (k0, k1) = (low 32 bits of SEED, high 32 bits of SEED)
 *   element i (0-based, i < n) of a call uses the counter c = OFFSET + i
 *            (modulo 2^64) as the block (lo32 (c), hi32 (c), 0, 0), and
 *            gets that block's four outputs x0, x1, x2, x3.
 *   uniform, single:  u = (2 * (x0 >> 9) + 1) * 2^-24
 *   uniform, double:  u = (2 * k + 1) * 2^-53, k = (x0 << 20) | (x1 >> 12)
 *            (52 bits: x0's 32 above x1's top 20)
 *   Both are exact, strictly inside (0, 1): from 2^-24 (2^-53) to 1 - 2^-24
 *   (1 - 2^-53), so log (u) is always finite.
 *   normal (Box-Muller, the cosine branch; one normal per element):
 *            z = sqrt (-2 log (u1)) * cospi (2 u2), where
 *            single: u1 = U (x0), u2 = U (x1)       (U: the single uniform)
 *            double: u1 = U (x0, x1), u2 = U (x2, x3) (the double uniform)
 *
 * So a call with (SEED, OFFSET, n) gives the numbers 0 .. n-1 of the
 * stream SEED starting at OFFSET, and a next call with OFFSET + n
 * continues it; one seed's single and double streams, uniform and normal,
 * share counters.  The integer work is exact and CUDA's log, sqrt and
 * cospi are the same code on every GPU, so the same (SEED, OFFSET) gives
 * the same numbers on every GPU.
 *
 * The generator, the element rules and the launchers' checks are in
 * ew_create.cuh (shared with the host backend); this file has the kernels.
 */
#include "ew_create.cuh"

/* ------------------------------------------------------------------ */
/* fill and eye                                                         */

template <typename E>
__global__ void __launch_bounds__ (EW_THREADS)
fill_kernel (size_t n, E v, E *__restrict__ y, int vec)
{
  constexpr int V = ew_width<E> ();
  const size_t step = (size_t) gridDim.x * blockDim.x;
  const size_t t = (size_t) blockIdx.x * blockDim.x + threadIdx.x;
  size_t done = 0;
  if (vec)
    {
      const size_t groups = n / V;
      ew_pack<E, V> p;
#pragma unroll
      for (int k = 0; k < V; k++)
        p.v[k] = v;
      for (size_t g = t; g < groups; g += step)
        ((ew_pack<E, V> *) y)[g] = p;
      done = groups * V;
    }
  for (size_t i = done + t; i < n; i += step)
    y[i] = v;
}

template <typename E>
static gt_status fill_run (void *y, size_t n, double re, double im,
                           cudaStream_t s)
{
  constexpr int V = ew_width<E> ();
  const double parts[2] = { re, im };
  E v;
  ew_set (&v, parts);
  const int vec = ew_aligned<E, V> (y);
  const size_t work = vec ? (n + V - 1) / V : n;
  fill_kernel<E><<<ew_blocks (work), EW_THREADS, 0, s>>> (n, v, (E *) y,
                                                            vec);
  return GT_OK;
}

namespace {

struct fill_launch
{
  void *y;
  size_t n;
  double re, im;
  cudaStream_t s;
  template <class E> gt_status run ()
  {
    return fill_run<E> (y, n, re, im, s);
  }
};

} // namespace

gt_status gt_launch_fill (gt_etype t, void *y, size_t n, double re,
                          double im, cudaStream_t s)
{
  fill_launch r = { y, n, re, im, s };
  return ew_fill_run (t, y, n, r);
}

/* Y (m x total/m) = ONE on the diagonal, ZERO elsewhere. */
template <typename E>
__global__ void __launch_bounds__ (EW_THREADS)
eye_kernel (size_t m, size_t total, E one, E zero, E *__restrict__ y)
{
  const size_t step = (size_t) gridDim.x * blockDim.x;
  const size_t t = (size_t) blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= total)
    return;
  size_t r = t % m, c = t / m;
  const size_t sr = step % m, sc = step / m;
  for (size_t i = t; i < total; i += step)
    {
      y[i] = r == c ? one : zero;
      r += sr;
      c += sc;
      if (r >= m)
        r -= m, c++;
    }
}

template <typename E>
static gt_status eye_run (void *y, size_t m, size_t total, cudaStream_t s)
{
  const double p1[2] = { 1, 0 }, p0[2] = { 0, 0 };
  E one, zero;
  ew_set (&one, p1);
  ew_set (&zero, p0);
  eye_kernel<E><<<ew_blocks (total), EW_THREADS, 0, s>>> (m, total, one,
                                                           zero, (E *) y);
  return GT_OK;
}

namespace {

struct eye_launch
{
  void *y;
  size_t m, total;
  cudaStream_t s;
  template <class E> gt_status run () { return eye_run<E> (y, m, total, s); }
};

} // namespace

gt_status gt_launch_eye (gt_etype t, void *y, size_t m, size_t n,
                         cudaStream_t s)
{
  eye_launch r = { y, m, m * n, s };
  return ew_eye_run (t, y, m, n, r);
}

/* ------------------------------------------------------------------ */
/* linspace                                                             */

template <typename E>
__global__ void __launch_bounds__ (EW_THREADS)
linspace_kernel (const E *__restrict__ x1, const E *__restrict__ x2,
                 size_t m, size_t n, bool sym, E *__restrict__ y)
{
  const size_t step = (size_t) gridDim.x * blockDim.x;
  for (size_t k = (size_t) blockIdx.x * blockDim.x + threadIdx.x; k < m * n;
       k += step)
    {
      const size_t r = k % m;
      y[k] = ew_linspace_at (x1[r], x2[r], k / m, n, sym);
    }
}

namespace {

struct linspace_launch
{
  const void *x1, *x2;
  size_t m, n;
  bool sym;
  void *y;
  cudaStream_t s;
  template <class E> gt_status run ()
  {
    linspace_kernel<E><<<ew_blocks (m * n), EW_THREADS, 0, s>>> (
        (const E *) x1, (const E *) x2, m, n, sym, (E *) y);
    return GT_OK;
  }
};

} // namespace

gt_status gt_launch_linspace (gt_etype t, const void *x1, const void *x2,
                              size_t m, size_t n, int sym, void *y,
                              cudaStream_t s)
{
  linspace_launch r = { x1, x2, m, n, sym != 0, y, s };
  return ew_linspace_run (t, x1, x2, m, n, y, r);
}

/* ------------------------------------------------------------------ */
/* random                                                               */

template <typename T, bool NORMAL>
__global__ void __launch_bounds__ (EW_THREADS)
random_kernel (size_t n, uint32_t k0, uint32_t k1,
               unsigned long long offset, T *__restrict__ y)
{
  const size_t step = (size_t) gridDim.x * blockDim.x;
  for (size_t i = (size_t) blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += step)
    y[i] = ew_random_elem<T, NORMAL> (offset + i, k0, k1);
}

namespace {

struct random_launch
{
  void *y;
  size_t n;
  uint32_t k0, k1;
  unsigned long long offset;
  cudaStream_t s;
  template <typename T, bool NORMAL> gt_status run ()
  {
    random_kernel<T, NORMAL><<<ew_blocks (n), EW_THREADS, 0, s>>> (
        n, k0, k1, offset, (T *) y);
    return GT_OK;
  }
};

} // namespace

gt_status gt_launch_random (int normal, gt_etype t, void *y, size_t n,
                            unsigned long long seed,
                            unsigned long long offset, cudaStream_t s)
{
  random_launch r = { y, n, (uint32_t) seed, (uint32_t) (seed >> 32), offset,
                      s };
  return ew_random_run (normal, t, y, n, r);
}
