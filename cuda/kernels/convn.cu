/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 The gputiled developers.
 *
 * convn.cu - the convolution of Octave's conv2 and convn, direct: C = a
 * window of the "full" convolution of the N-D arrays A and B, C(i, j, k)
 * = sum over p, q, l of A(i + r0 - p, j + c0 - q, k + off - l) B(p, q,
 * l), where k and l stand for the indices of the dimensions after the
 * second (the planes), A taken as zero outside itself
 * (gt_array_kernels.h).
 *
 * A block of 32 x 8 threads computes a 32 x 32 tile of C: a thread one row
 * (consecutive threads on consecutive rows, so loads and stores of the
 * column-major arrays coalesce) and four columns.  B is taken in chunks of
 * at most 16 x 16; for each, the block copies the chunk and the part of A
 * that the tile's outputs read under it, (32 + 15) x (32 + 15) elements
 * with zeros outside A, into shared memory, and every thread adds its four
 * outputs' terms from there (at A's border leaving out the terms whose
 * element of A lies outside it, so that an Inf or NaN of B reaches only
 * the outputs it touches in A, as in Octave).  Each element of A is then read from device
 * memory about once per chunk of B and tile, not once per term: for a
 * 15 x 15 kernel, 225 multiply-adds per output come from shared memory,
 * whose bandwidth, not arithmetic, bounds the kernel.  A kernel larger
 * than a chunk costs more tiles of A, so very large kernels (hundreds of
 * elements on a side) would be better done by FFT: not done here.
 *
 * An N-D convolution is a sum of two-dimensional ones: a plane of C adds,
 * for each plane of B, that plane convolved with the plane of A under it
 * (gt_conv_plane; none where it lies outside A).  The block's outputs
 * stay in registers over all of them, and blocks walk C's planes in z.
 *
 * Sums are in the class of the data (single in single, as Octave's conv2),
 * each term one fused multiply-add; complex terms are two fused
 * multiply-adds per part.  Any sizes: blocks walk the tiles with stride
 * loops in x and y.
 */
#include "gt_array_kernels.h"

#define CV_TM 32                 /* rows of a tile: threadIdx.x */
#define CV_TY 8                  /* threadIdx.y */
#define CV_CPT 4                 /* columns a thread */
#define CV_TN (CV_TY * CV_CPT)   /* columns of a tile */
#define CV_KC 16                 /* a chunk of B: at most CV_KC x CV_KC */
#define CV_R (CV_TM + CV_KC - 1) /* rows of the shared tile of A */
#define CV_C (CV_TN + CV_KC - 1) /* its columns */
#define CV_MAX_BLOCKS 65535u

namespace {

template <typename T> struct cv_cplx
{
  T re, im;
};

/* acc += a * w, in the precision of the data. */
__device__ __forceinline__ void cv_madd (double &acc, double a, double w)
{
  acc = fma (a, w, acc);
}
__device__ __forceinline__ void cv_madd (float &acc, float a, float w)
{
  acc = fmaf (a, w, acc);
}
template <typename T>
__device__ __forceinline__ void cv_madd (cv_cplx<T> &acc, cv_cplx<T> a,
                                         cv_cplx<T> w)
{
  acc.re = fma (a.re, w.re, fma (-a.im, w.im, acc.re));
  acc.im = fma (a.re, w.im, fma (a.im, w.re, acc.im));
}

/* A thread's four outputs' terms from the chunk in shared memory; CHECK:
   only those whose element of A is inside A (the tile starts at A's
   (AR0, AC0)). */
template <typename V, bool CHECK>
__device__ __forceinline__ void
cv_terms (const V (*tile)[CV_R], const V (*kern)[CV_KC], V *acc, unsigned pm,
          unsigned qn, long long ar0, long long ac0, size_t ma, size_t na)
{
  const unsigned tx = threadIdx.x, ty = threadIdx.y;
  for (unsigned ql = 0; ql < qn; ql++)
    for (unsigned pl = 0; pl < pm; pl++)
      {
        const V w = kern[ql][pl];
        const unsigned lr = tx + (pm - 1) - pl;
        const unsigned lc = ty * CV_CPT + (qn - 1) - ql;
        const long long ar = ar0 + lr;
        if (CHECK && (ar < 0 || ar >= (long long) ma))
          continue;
#pragma unroll
        for (int k = 0; k < CV_CPT; k++)
          {
            const long long ac = ac0 + lc + k;
            if (!CHECK || (ac >= 0 && ac < (long long) na))
              cv_madd (acc[k], tile[lc + k][lr], w);
          }
      }
}

template <typename V>
__global__ void __launch_bounds__ (CV_TM * CV_TY)
convn_kernel (const V *__restrict__ a, const V *__restrict__ b,
              V *__restrict__ c, const gt_conv_dims d)
{
  __shared__ V tile[CV_C][CV_R];      /* [column][row] of A's window */
  __shared__ V kern[CV_KC][CV_KC];    /* [q][p] of B's chunk */
  const unsigned tx = threadIdx.x, ty = threadIdx.y;
  const unsigned tid = tx + ty * CV_TM, nthr = CV_TM * CV_TY;
  const size_t ma = d.a[0], na = d.a[1], mb = d.b[0], nb = d.b[1];
  const size_t mc = d.c[0], nc = d.c[1], r0 = d.off[0], c0 = d.off[1];
  const size_t tm = (mc + CV_TM - 1) / CV_TM, tn = (nc + CV_TN - 1) / CV_TN;
  size_t pc = 1, pb = 1;           /* planes of C and of B */
  for (unsigned k = 2; k < d.nd; k++)
    pc *= d.c[k], pb *= d.b[k];

  for (size_t kz = blockIdx.z; kz < pc; kz += gridDim.z)
    for (size_t bj = blockIdx.y; bj < tn; bj += gridDim.y)
      for (size_t bi = blockIdx.x; bi < tm; bi += gridDim.x)
        {
          const size_t i0 = bi * CV_TM, j0 = bj * CV_TN;
          V acc[CV_CPT];
#pragma unroll
          for (int k = 0; k < CV_CPT; k++)
            acc[k] = V ();
          for (size_t pz = 0; pz < pb; pz++)
            {
              /* the same for the whole block: no thread skips a sync */
              const long long az = gt_conv_plane (&d, kz, pz);
              if (az < 0)
                continue;
              const V *ap = a + (size_t) az * ma * na;
              const V *bp = b + pz * mb * nb;
              for (size_t q0 = 0; q0 < nb; q0 += CV_KC)
                for (size_t p0 = 0; p0 < mb; p0 += CV_KC)
                  {
                    const unsigned pm = (unsigned) (mb - p0 < CV_KC
                                                        ? mb - p0 : CV_KC);
                    const unsigned qn = (unsigned) (nb - q0 < CV_KC
                                                        ? nb - q0 : CV_KC);
                    for (unsigned k = tid; k < CV_KC * CV_KC; k += nthr)
                      {
                        const unsigned p = k % CV_KC, q = k / CV_KC;
                        kern[q][p] = p < pm && q < qn
                                         ? bp[(p0 + p) + (q0 + q) * mb]
                                         : V ();
                      }
                    /* tile (lr, lc) = A (ar, ac): the outputs' rows i0 ..
                       i0 + 31 under the chunk's rows p0 .. p0 + pm - 1
                       read A's rows i0 + r0 - p0 - (pm - 1) onwards (and
                       so for columns) */
                    const long long ar0 = (long long) (i0 + r0)
                                          - (long long) (p0 + pm - 1);
                    const long long ac0 = (long long) (j0 + c0)
                                          - (long long) (q0 + qn - 1);
                    for (unsigned k = tid; k < CV_R * CV_C; k += nthr)
                      {
                        const unsigned lr = k % CV_R, lc = k / CV_R;
                        const long long ar = ar0 + lr, ac = ac0 + lc;
                        tile[lc][lr] = ar >= 0 && ar < (long long) ma
                                               && ac >= 0
                                               && ac < (long long) na
                                           ? ap[(size_t) ar
                                                + (size_t) ac * ma]
                                           : V ();
                      }
                    __syncthreads ();
                    /* A tile wholly inside A needs no test; at A's
                       border a term whose element of A lies outside is
                       left out, not taken as a zero times B's element,
                       so that an Inf or NaN in B reaches only the outputs
                       it touches in A (as in Octave's conv2). */
                    const bool inside
                        = ar0 >= 0 && ac0 >= 0
                          && ar0 + CV_TM + pm - 1 <= (long long) ma
                          && ac0 + CV_TN + qn - 1 <= (long long) na;
                    if (inside)
                      cv_terms<V, false> (tile, kern, acc, pm, qn, ar0, ac0,
                                          ma, na);
                    else
                      cv_terms<V, true> (tile, kern, acc, pm, qn, ar0, ac0,
                                         ma, na);
                    __syncthreads (); /* the tile and chunk are refilled */
                  }
            }
          const size_t i = i0 + tx;
          V *cp = c + kz * mc * nc;
          if (i < mc)
#pragma unroll
            for (int k = 0; k < CV_CPT; k++)
              {
                const size_t j = j0 + ty * CV_CPT + k;
                if (j < nc)
                  cp[i + j * mc] = acc[k];
              }
        }
}

template <typename V>
gt_status convn_t (const void *a, const void *b, void *c,
                   const gt_conv_dims *d, cudaStream_t s)
{
  const size_t tm = (d->c[0] + CV_TM - 1) / CV_TM;
  const size_t tn = (d->c[1] + CV_TN - 1) / CV_TN;
  size_t pc = 1;
  for (unsigned k = 2; k < d->nd; k++)
    pc *= d->c[k];
  const dim3 grid ((unsigned) (tm > CV_MAX_BLOCKS ? CV_MAX_BLOCKS : tm),
                   gt_grid_y (tn),
                   (unsigned) (pc > CV_MAX_BLOCKS ? CV_MAX_BLOCKS : pc));
  convn_kernel<V><<<grid, dim3 (CV_TM, CV_TY, 1), 0, s>>> (
      (const V *) a, (const V *) b, (V *) c, *d);
  const cudaError_t e = cudaGetLastError ();
  return e == cudaSuccess ? GT_OK : gt_cuda_fail (e, "convn kernel");
}

} // namespace

gt_status gt_launch_convn (gt_etype t, const void *a, const void *b, void *c,
                           const gt_conv_dims *d, cudaStream_t s)
{
  const gt_status st = gt_convn_check (t, a, b, c, d);
  if (st != GT_OK || gt_conv_count (d) == 0)
    return st;
  switch (t)
    {
    case GT_E_F64:
      return convn_t<double> (a, b, c, d, s);
    case GT_E_F32:
      return convn_t<float> (a, b, c, d, s);
    case GT_E_C128:
      return convn_t<cv_cplx<double> > (a, b, c, d, s);
    default:
      return convn_t<cv_cplx<float> > (a, b, c, d, s);
    }
}
