/*
 * fill.cu - the creators of resident arrays (gt_array_kernels.h): a
 * constant (gt_launch_fill), the identity (gt_launch_eye) and random
 * numbers (gt_launch_random).
 *
 * fill: a grid-stride loop of 16-byte stores where Y is aligned for them.
 * eye: one kernel writes every element, 1 where row == column, else 0;
 * each thread steps its (row, column) along without dividing.
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
 */
#include "ew_common.cuh"

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

gt_status gt_launch_fill (gt_etype t, void *y, size_t n, double re,
                          double im, cudaStream_t s)
{
  if ((unsigned) t >= GT_E_NTYPES)
    return gt_fail (GT_ERR_INVALID_ARG, "fill: bad element type %d", (int) t);
  if (n == 0)
    return GT_OK;
  if (!y)
    return gt_fail (GT_ERR_INVALID_ARG, "fill: null array");
  switch (t)
    {
    case GT_E_F64:
      return fill_run<double> (y, n, re, im, s);
    case GT_E_F32:
      return fill_run<float> (y, n, re, im, s);
    case GT_E_C128:
      return fill_run<ew_cplx<double> > (y, n, re, im, s);
    case GT_E_C64:
      return fill_run<ew_cplx<float> > (y, n, re, im, s);
    default:
      return fill_run<ew_bool> (y, n, re, im, s);
    }
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

gt_status gt_launch_eye (gt_etype t, void *y, size_t m, size_t n,
                         cudaStream_t s)
{
  if ((unsigned) t >= GT_E_NTYPES)
    return gt_fail (GT_ERR_INVALID_ARG, "eye: bad element type %d", (int) t);
  if (m == 0 || n == 0)
    return GT_OK;
  if (m > (size_t) -1 / n)
    return gt_fail (GT_ERR_INVALID_ARG, "eye: too many elements");
  if (!y)
    return gt_fail (GT_ERR_INVALID_ARG, "eye: null array");
  const size_t total = m * n;
  switch (t)
    {
    case GT_E_F64:
      return eye_run<double> (y, m, total, s);
    case GT_E_F32:
      return eye_run<float> (y, m, total, s);
    case GT_E_C128:
      return eye_run<ew_cplx<double> > (y, m, total, s);
    case GT_E_C64:
      return eye_run<ew_cplx<float> > (y, m, total, s);
    default:
      return eye_run<ew_bool> (y, m, total, s);
    }
}

/* ------------------------------------------------------------------ */
/* random                                                               */

#define PHILOX_M0 0xD2511F53u
#define PHILOX_M1 0xCD9E8D57u
#define PHILOX_W0 0x9E3779B9u
#define PHILOX_W1 0xBB67AE85u

/* Philox4x32-10 of counter block X (in place) under key (k0, k1). */
static __device__ __forceinline__ void philox4x32_10 (uint32_t x[4],
                                                      uint32_t k0,
                                                      uint32_t k1)
{
#pragma unroll
  for (int round = 0; round < 10; round++)
    {
      if (round)
        k0 += PHILOX_W0, k1 += PHILOX_W1;
      const uint32_t hi0 = __umulhi (PHILOX_M0, x[0]), lo0 = PHILOX_M0 * x[0];
      const uint32_t hi1 = __umulhi (PHILOX_M1, x[2]), lo1 = PHILOX_M1 * x[2];
      const uint32_t y0 = hi1 ^ x[1] ^ k0, y2 = hi0 ^ x[3] ^ k1;
      x[0] = y0;
      x[1] = lo1;
      x[2] = y2;
      x[3] = lo0;
    }
}

/* The uniforms of the header comment. */
static __device__ __forceinline__ float ew_u24 (uint32_t a)
{
  return (float) ((a >> 9) * 2 + 1) * 0x1p-24f;
}
static __device__ __forceinline__ double ew_u53 (uint32_t a, uint32_t b)
{
  const uint64_t k = ((uint64_t) a << 20) | (b >> 12);
  return (double) (2 * k + 1) * 0x1p-53;
}

template <typename T, bool NORMAL>
__global__ void __launch_bounds__ (EW_THREADS)
random_kernel (size_t n, uint32_t k0, uint32_t k1,
               unsigned long long offset, T *__restrict__ y)
{
  const size_t step = (size_t) gridDim.x * blockDim.x;
  for (size_t i = (size_t) blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += step)
    {
      const unsigned long long c = offset + i;
      uint32_t x[4] = { (uint32_t) c, (uint32_t) (c >> 32), 0, 0 };
      philox4x32_10 (x, k0, k1);
      if constexpr (sizeof (T) == 4)
        {
          if constexpr (NORMAL)
            y[i] = sqrtf (-2.0f * logf (ew_u24 (x[0])))
                   * cospif (2.0f * ew_u24 (x[1]));
          else
            y[i] = ew_u24 (x[0]);
        }
      else
        {
          if constexpr (NORMAL)
            y[i] = sqrt (-2.0 * log (ew_u53 (x[0], x[1])))
                   * cospi (2.0 * ew_u53 (x[2], x[3]));
          else
            y[i] = ew_u53 (x[0], x[1]);
        }
    }
}

gt_status gt_launch_random (int normal, gt_etype t, void *y, size_t n,
                            unsigned long long seed,
                            unsigned long long offset, cudaStream_t s)
{
  if (t != GT_E_F64 && t != GT_E_F32)
    return gt_fail (GT_ERR_NOT_SUPPORTED,
                    "random: element type %d (F64 or F32 only)", (int) t);
  if (n == 0)
    return GT_OK;
  if (!y)
    return gt_fail (GT_ERR_INVALID_ARG, "random: null array");
  const uint32_t k0 = (uint32_t) seed, k1 = (uint32_t) (seed >> 32);
  const unsigned blocks = ew_blocks (n);
  if (t == GT_E_F64)
    {
      if (normal)
        random_kernel<double, true><<<blocks, EW_THREADS, 0, s>>> (
            n, k0, k1, offset, (double *) y);
      else
        random_kernel<double, false><<<blocks, EW_THREADS, 0, s>>> (
            n, k0, k1, offset, (double *) y);
    }
  else
    {
      if (normal)
        random_kernel<float, true><<<blocks, EW_THREADS, 0, s>>> (
            n, k0, k1, offset, (float *) y);
      else
        random_kernel<float, false><<<blocks, EW_THREADS, 0, s>>> (
            n, k0, k1, offset, (float *) y);
    }
  return GT_OK;
}
