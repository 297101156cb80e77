/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
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
 *
 * The operations and the launcher's checks are in rd_ops.cuh (shared with
 * the host backend); this file has the kernels.
 */
#include "rd_ops.cuh"

#define RD_WALK_THREADS 256u
#define RD_WALK_MIN 8192u   /* inner > 1: outputs for the walk kernel   */
#define RD_WALK_LEN 32u     /* len up to this: always the walk kernel   */

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

namespace {

struct rd_launch
{
  cudaStream_t s;
  template <class Op>
  gt_status run (const void *x, size_t inner, size_t len, size_t nout,
                 void *y, double *I)
  {
    return rd_run<Op> (x, inner, len, nout, y, I, s);
  }
};

} // namespace

gt_status gt_launch_reduce_dim (gt_rdop op, gt_etype t, const void *x,
                                size_t inner, size_t len, size_t outer,
                                void *y, double *I, cudaStream_t s)
{
  rd_launch r = { s };
  return rd_reduce_run (op, t, x, inner, len, outer, y, I, r);
}
