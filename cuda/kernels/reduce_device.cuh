/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * reduce_device.cuh - device-side pieces every reduction kernel uses: the
 * reductions as small "Op" types around reduce_ops.h (so each kernel is
 * written once for sum, max and min, single and double), the warp-shuffle
 * and block trees of the fast kernel, and the type dispatch.  Internal.
 *
 * An Op has T (element type), A (accumulator), and
 *   id ()                 the empty accumulator
 *   add (a, x, k)         take element x found at position k along DIM
 *   merge (a, b)          take another accumulator
 *   shfl (a, off)         __shfl_down_sync of a whole accumulator
 *   store (Y, I, j, a)    write output j (and its index, for max/min)
 */
#ifndef GT_REDUCE_DEVICE_CUH
#define GT_REDUCE_DEVICE_CUH

#include "gt_kernels.h"
#include "reduce_ops.h"

#define GT_FULL_MASK 0xffffffffu

/* Sum of single: double accumulator. */
struct GtSumF
{
  typedef float T;
  typedef double A;
  static __device__ __forceinline__ A id () { return 0.0; }
  static __device__ __forceinline__ void add (A &a, T x, size_t)
  {
    a += (double) x;
  }
  static __device__ __forceinline__ void merge (A &a, const A &b) { a += b; }
  static __device__ __forceinline__ A shfl (A a, int off)
  {
    return __shfl_down_sync (GT_FULL_MASK, a, off);
  }
  static __device__ __forceinline__ void store (void *Y, size_t *, size_t j,
                                                const A &a)
  {
    ((T *) Y)[j] = (T) a;
  }
};

/* Sum of double: double-double accumulator. */
struct GtSumD
{
  typedef double T;
  typedef gt_acc_dd A;
  static __device__ __forceinline__ A id ()
  {
    A a;
    a.s = 0, a.c = 0;
    return a;
  }
  static __device__ __forceinline__ void add (A &a, T x, size_t)
  {
    gt_dd_add (&a, x);
  }
  static __device__ __forceinline__ void merge (A &a, const A &b)
  {
    gt_dd_merge (&a, b);
  }
  static __device__ __forceinline__ A shfl (A a, int off)
  {
    A b;
    b.s = __shfl_down_sync (GT_FULL_MASK, a.s, off);
    b.c = __shfl_down_sync (GT_FULL_MASK, a.c, off);
    return b;
  }
  static __device__ __forceinline__ void store (void *Y, size_t *, size_t j,
                                                const A &a)
  {
    ((T *) Y)[j] = gt_dd_value (a);
  }
};

/* Max (IS_MAX = 1) or min of TT, with the index. */
template <typename TT, int IS_MAX> struct GtArg
{
  typedef TT T;
  typedef gt_acc_arg A;
  static __device__ __forceinline__ A id ()
  {
    A a;
    a.v = 0, a.i = GT_NO_INDEX;
    return a;
  }
  static __device__ __forceinline__ void add (A &a, T x, size_t k)
  {
    A b;
    b.v = (double) x, b.i = k;
    gt_arg_merge (IS_MAX, &a, b);
  }
  static __device__ __forceinline__ void merge (A &a, const A &b)
  {
    gt_arg_merge (IS_MAX, &a, b);
  }
  static __device__ __forceinline__ A shfl (A a, int off)
  {
    A b;
    b.v = __shfl_down_sync (GT_FULL_MASK, a.v, off);
    b.i = (size_t) __shfl_down_sync (GT_FULL_MASK,
                                     (unsigned long long) a.i, off);
    return b;
  }
  static __device__ __forceinline__ void store (void *Y, size_t *I, size_t j,
                                                const A &a)
  {
    ((T *) Y)[j] = (T) a.v;
    if (I)
      I[j] = a.i;
  }
};

/* Tree over one warp: lane l merges lane l + off for off = 16 .. 1; lane 0
   ends with the warp's result (reduce_cpu.c replays exactly this). */
template <class Op>
static __device__ __forceinline__ typename Op::A
gt_warp_reduce (typename Op::A a)
{
#pragma unroll
  for (int off = 16; off > 0; off /= 2)
    {
      typename Op::A b = Op::shfl (a, off);
      Op::merge (a, b);
    }
  return a;
}

/* Tree over a block of GT_RED_THREADS (1-D): each warp, then the warps'
   results in warp 0.  Thread 0 gets the result.  Every thread must call it
   (it synchronises); WS is __shared__ space for GT_RED_WARPS accumulators. */
template <class Op>
static __device__ __forceinline__ typename Op::A
gt_block_reduce (typename Op::A a, typename Op::A *ws)
{
  const unsigned lane = threadIdx.x & 31, w = threadIdx.x >> 5;
  a = gt_warp_reduce<Op> (a);
  if (lane == 0)
    ws[w] = a;
  __syncthreads ();
  if (w == 0)
    {
      a = lane < GT_RED_WARPS ? ws[lane] : Op::id ();
      a = gt_warp_reduce<Op> (a);
    }
  __syncthreads (); /* ws is reused by the caller's next block task */
  return a;
}

/* Scratch of the fast kernel (reduce_fast.cu): its partials. */
size_t gt_reduce_fast_scratch (size_t esize, size_t inner, size_t len,
                               size_t outer);

template <class Op> struct GtOpTag { typedef Op type; };

/* Call F (GtOpTag<Op> ()) with the Op for (op, dtype). */
template <class F>
static gt_status gt_reduce_dispatch (gt_reduce_op op, gt_dtype t, F f)
{
  if (t == GT_DOUBLE)
    switch (op)
      {
      case GT_REDUCE_SUM: return f (GtOpTag<GtSumD> ());
      case GT_REDUCE_MAX: return f (GtOpTag<GtArg<double, 1> > ());
      default:            return f (GtOpTag<GtArg<double, 0> > ());
      }
  switch (op)
    {
    case GT_REDUCE_SUM: return f (GtOpTag<GtSumF> ());
    case GT_REDUCE_MAX: return f (GtOpTag<GtArg<float, 1> > ());
    default:            return f (GtOpTag<GtArg<float, 0> > ());
    }
}

/* Blocks for a grid-stride loop over TASKS block tasks. */
static inline unsigned gt_task_grid (size_t tasks)
{
  const size_t cap = (size_t) 1 << 20;
  return (unsigned) (tasks < 1 ? 1 : tasks > cap ? cap : tasks);
}

/* ------------------------------------------------------------------ */
/* The classroom kernels' multi-pass driver.  A classroom pass reduces
   every group of BY consecutive elements along len to one partial, so the
   partials form an inner x ceil(len / BY) x outer array that the next pass
   reduces again, until one element is left.  Each pass is one launch of
   K::launch<Op, FIRST, LAST> (FIRST: the input is X, else partials; LAST:
   the output is Y, else partials); K is GtClassroom<Tree> below.
   Block: 1 x GT_RED_THREADS when inner == 1, else 32 x GT_RED_ROWS (a warp
   reads 32 adjacent outputs' elements of one row: coalesced). */
static inline void gt_classroom_block (size_t inner, unsigned *bx,
                                       unsigned *by)
{
  *bx = inner == 1 ? 1 : 32;
  *by = GT_RED_THREADS / *bx;
}

/* Scratch: the first two passes' partials (ping-pong), 16 bytes each. */
static inline size_t gt_classroom_scratch (size_t inner, size_t len,
                                           size_t outer, size_t *first)
{
  unsigned bx, by;
  size_t n1, n2;
  gt_classroom_block (inner, &bx, &by);
  n1 = gt_cdiv (len, by);
  n2 = n1 > 1 ? gt_cdiv (n1, by) : 0;
  *first = n1 > 1 ? n1 * inner * outer * 16 : 0;
  return *first + (n2 > 1 ? n2 * inner * outer * 16 : 0);
}

template <class K, class Op>
static gt_status gt_classroom_passes (const gt_reduce_args *a, cudaStream_t s,
                                      gt_launch *L)
{
  unsigned bx, by;
  size_t first_bytes, len = a->len;
  const size_t nib = (gt_classroom_block (a->inner, &bx, &by),
                      gt_cdiv (a->inner, bx));
  const void *in = a->X;
  char *bufs[2];
  int cur = 0, pass = 0;

  gt_classroom_scratch (a->inner, a->len, a->outer, &first_bytes);
  bufs[0] = (char *) a->scratch;
  bufs[1] = (char *) a->scratch + first_bytes;
  for (;;)
    {
      const size_t nch = gt_cdiv (len, by);
      const bool last = nch == 1;
      void *out = last ? a->Y : (void *) bufs[cur];
      const dim3 grid (gt_task_grid (nib * nch * a->outer)), block (bx, by);
      if (pass == 0)
        {
          L->grid = grid, L->block = block;
          if (last)
            K::template launch<Op, true, true> (grid, block, s, a->inner, len,
                                                a->outer, nch, nib, in, out,
                                                a->I);
          else
            K::template launch<Op, true, false> (grid, block, s, a->inner,
                                                 len, a->outer, nch, nib, in,
                                                 out, a->I);
        }
      else if (last)
        K::template launch<Op, false, true> (grid, block, s, a->inner, len,
                                             a->outer, nch, nib, in, out,
                                             a->I);
      else
        K::template launch<Op, false, false> (grid, block, s, a->inner, len,
                                              a->outer, nch, nib, in, out,
                                              a->I);
      if (last)
        return GT_OK;
      in = out;
      len = nch;
      cur ^= 1;
      pass++;
    }
}

/* Element j of a classroom pass's input: X (FIRST) or partials. */
template <class Op, bool FIRST>
static __device__ __forceinline__ typename Op::A
gt_classroom_load (const void *in, size_t j, size_t k)
{
  typename Op::A a = Op::id ();
  if constexpr (FIRST)
    Op::add (a, ((const typename Op::T *) in)[j], k);
  else
    a = ((const typename Op::A *) in)[j];
  return a;
}

/* One classroom pass.  Each block task loads one element per thread into
   shared memory (the identity beyond the array), runs TREE::run, which
   leaves the result of each column tx in sh[tx], and thread row 0 writes
   it.  TREE is what the classroom kernels differ in. */
template <class Tree, class Op, bool FIRST, bool LAST>
__global__ void __launch_bounds__ (GT_RED_THREADS)
gt_classroom_kernel (size_t inner, size_t len, size_t outer, size_t nch,
                     size_t nib, const void *in, void *out, size_t *I)
{
  typedef typename Op::A A;
  __shared__ A sh[GT_RED_THREADS];
  const unsigned tx = threadIdx.x, ty = threadIdx.y;
  const unsigned bx = blockDim.x, by = blockDim.y;
  const size_t ntask = nib * nch * outer;

  for (size_t task = blockIdx.x; task < ntask; task += gridDim.x)
    {
      const size_t ib = task % nib, ch = (task / nib) % nch;
      const size_t o = task / nib / nch;
      const size_t i = ib * bx + tx, k = ch * by + ty;
      sh[ty * bx + tx] = (i < inner && k < len)
                         ? gt_classroom_load<Op, FIRST> (in, i + (k + o * len)
                                                                 * inner, k)
                         : Op::id ();
      __syncthreads ();
      Tree::template run<Op> (sh, tx, ty, bx, by);
      if (ty == 0 && i < inner)
        {
          const size_t j = i + (ch + o * nch) * inner;
          if constexpr (LAST)
            Op::store (out, I, j, sh[tx]);
          else
            ((A *) out)[j] = sh[tx];
        }
      __syncthreads (); /* sh is refilled by the next task */
    }
}

template <class Tree> struct GtClassroom
{
  template <class Op, bool FIRST, bool LAST>
  static void launch (dim3 grid, dim3 block, cudaStream_t s, size_t inner,
                      size_t len, size_t outer, size_t nch, size_t nib,
                      const void *in, void *out, size_t *I)
  {
    gt_classroom_kernel<Tree, Op, FIRST, LAST><<<grid, block, 0, s>>> (
        inner, len, outer, nch, nib, in, out, I);
  }
};

/* The launcher of the classroom kernel with tree TREE. */
template <class Tree>
static gt_status gt_classroom_launch (const gt_reduce_args *a, cudaStream_t s,
                                      gt_launch *L)
{
  return gt_reduce_dispatch (a->op, a->dtype, [&] (auto tag) {
    return gt_classroom_passes<GtClassroom<Tree>,
                               typename decltype (tag)::type> (a, s, L);
  });
}

#endif /* GT_REDUCE_DEVICE_CUH */
