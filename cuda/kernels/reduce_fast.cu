/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * reduce_fast.cu - the default reduction kernel: bandwidth-bound.
 *
 * Improves on sequential addressing (reduce_sequential.cu):
 *   - many elements per thread: a grid-stride loop over 16-byte vectors
 *     (float4 / double2), GT_RED_UNROLL loads issued before their adds, so
 *     each thread keeps 64 bytes in flight and a grid of ~GT_RED_TARGET
 *     blocks covers the GPU however large the input;
 *   - the tree within a warp is done with __shfl_down_sync (no shared
 *     memory, no __syncthreads), then once more over the 8 warps;
 *   - finished on the device: one partial per block, then a small second
 *     pass (one block per output), never a round trip through the host;
 *   - deterministic: the plan (reduce_ops.h) depends on the sizes only, so
 *     every run adds the same elements in the same tree: same bits.  No
 *     atomics.  reduce_cpu.c replays this order exactly.
 *   - along a non-contiguous dimension (inner > 1) adjacent threads own
 *     adjacent outputs, each thread walking rows of the inner x len slab:
 *     a warp reads 32 adjacent outputs' elements (512 bytes with 16-byte
 *     loads) of one row per step, never a stride walk inside a warp; for
 *     inner < 32, 32 / inner rows share a warp so it still reads one
 *     contiguous stretch.  The len rows are split over GT_RED_ROWS thread
 *     rows and `splits` blocks, merged in a fixed order.
 *
 * Assumes X is 16-byte aligned (cudaMalloc gives 256): segment heads are
 * found from element offsets, so the CPU can replay them.
 */
#include "reduce_device.cuh"

template <typename T> struct GtVec;
template <> struct GtVec<float>
{
  typedef float4 V;
  enum { W = 4 };
  template <class Op>
  static __device__ __forceinline__ void add (typename Op::A &a, V v,
                                              size_t pos)
  {
    Op::add (a, v.x, pos);
    Op::add (a, v.y, pos + 1);
    Op::add (a, v.z, pos + 2);
    Op::add (a, v.w, pos + 3);
  }
};
template <> struct GtVec<double>
{
  typedef double2 V;
  enum { W = 2 };
  template <class Op>
  static __device__ __forceinline__ void add (typename Op::A &a, V v,
                                              size_t pos)
  {
    Op::add (a, v.x, pos);
    Op::add (a, v.y, pos + 1);
  }
};

/* inner == 1: block task (c, o) = chunk c of segment o. */
template <class Op>
__global__ void __launch_bounds__ (GT_RED_THREADS)
reduce_fast_contig (size_t len, size_t outer, size_t chunks,
                    const typename Op::T *__restrict__ X,
                    typename Op::A *__restrict__ part, void *Y, size_t *I)
{
  typedef typename Op::T T;
  typedef typename Op::A A;
  typedef GtVec<T> Vec;
  typedef typename Vec::V V;
  const size_t W = Vec::W, G = chunks * GT_RED_THREADS;
  const size_t ntask = chunks * outer;
  __shared__ A ws[GT_RED_WARPS];

  for (size_t task = blockIdx.x; task < ntask; task += gridDim.x)
    {
      const size_t c = task % chunks, o = task / chunks;
      const size_t g = c * GT_RED_THREADS + threadIdx.x, off = o * len;
      const size_t head = gt_min_sz ((W - off % W) % W, len);
      const size_t nv = (len - head) / W, tail = (len - head) % W;
      const T *seg = X + off;
      const V *body = (const V *) (seg + head);
      A a = Op::id ();
      size_t j = g;

      if (g < head)
        Op::add (a, seg[g], g);
      for (; j + 3 * G < nv; j += 4 * G)
        {
          const V v0 = __ldg (body + j), v1 = __ldg (body + j + G);
          const V v2 = __ldg (body + j + 2 * G), v3 = __ldg (body + j + 3 * G);
          Vec::template add<Op> (a, v0, head + j * W);
          Vec::template add<Op> (a, v1, head + (j + G) * W);
          Vec::template add<Op> (a, v2, head + (j + 2 * G) * W);
          Vec::template add<Op> (a, v3, head + (j + 3 * G) * W);
        }
      for (; j < nv; j += G)
        Vec::template add<Op> (a, __ldg (body + j), head + j * W);
      if (g < tail)
        Op::add (a, seg[head + nv * W + g], head + nv * W + g);

      a = gt_block_reduce<Op> (a, ws);
      if (threadIdx.x == 0)
        {
          if (chunks == 1)
            Op::store (Y, I, o, a);
          else
            part[o * chunks + c] = a;
        }
    }
}

/* inner == 1, chunks > 1: one block per segment merges its partials. */
template <class Op>
__global__ void __launch_bounds__ (GT_RED_THREADS)
reduce_fast_contig_finish (size_t chunks, size_t outer,
                           const typename Op::A *__restrict__ part, void *Y,
                           size_t *I)
{
  typedef typename Op::A A;
  __shared__ A ws[GT_RED_WARPS];
  for (size_t o = blockIdx.x; o < outer; o += gridDim.x)
    {
      A a = Op::id ();
      for (size_t j = threadIdx.x; j < chunks; j += GT_RED_THREADS)
        Op::merge (a, part[o * chunks + j]);
      a = gt_block_reduce<Op> (a, ws);
      if (threadIdx.x == 0)
        Op::store (Y, I, o, a);
    }
}

/* inner > 1: block (32 x GT_RED_ROWS) task (xb, s, o).  N outputs per
   thread (N > 1 only when inner % N == 0 and rows == 1). */
template <class Op, int N>
__global__ void __launch_bounds__ (GT_RED_THREADS)
reduce_fast_strided (size_t inner, size_t len, size_t outer, size_t rows,
                     size_t xblocks, size_t splits,
                     const typename Op::T *__restrict__ X,
                     typename Op::A *__restrict__ part, void *Y, size_t *I)
{
  typedef typename Op::T T;
  typedef typename Op::A A;
  typedef typename GtVec<T>::V V;
  __shared__ A sh[GT_RED_ROWS][32 * N];
  const unsigned lane = threadIdx.x, ty = threadIdx.y;
  const size_t slots = GT_RED_ROWS * rows, step = slots * splits;
  const size_t ilocal = rows > 1 ? lane % inner : lane;
  const size_t krow = rows > 1 ? lane / inner : 0;
  const size_t ntask = xblocks * splits * outer;

  for (size_t task = blockIdx.x; task < ntask; task += gridDim.x)
    {
      const size_t xb = task % xblocks, s = (task / xblocks) % splits;
      const size_t o = task / xblocks / splits;
      const size_t i0 = rows > 1 ? ilocal : (xb * 32 + lane) * N;
      const bool active = krow < rows && i0 < inner;
      A acc[N];
#pragma unroll
      for (int e = 0; e < N; e++)
        acc[e] = Op::id ();

      if (active)
        {
          const T *base = X + o * inner * len + i0;
          size_t k = krow + rows * ty + slots * s;
          if constexpr (N == 1)
            {
              for (; k + 3 * step < len; k += 4 * step)
                {
                  const T x0 = __ldg (base + k * inner);
                  const T x1 = __ldg (base + (k + step) * inner);
                  const T x2 = __ldg (base + (k + 2 * step) * inner);
                  const T x3 = __ldg (base + (k + 3 * step) * inner);
                  Op::add (acc[0], x0, k);
                  Op::add (acc[0], x1, k + step);
                  Op::add (acc[0], x2, k + 2 * step);
                  Op::add (acc[0], x3, k + 3 * step);
                }
              for (; k < len; k += step)
                Op::add (acc[0], __ldg (base + k * inner), k);
            }
          else
            {
              for (; k + 3 * step < len; k += 4 * step)
                {
                  V v[4];
#pragma unroll
                  for (int u = 0; u < 4; u++)
                    v[u] = __ldg ((const V *) (base + (k + u * step) * inner));
#pragma unroll
                  for (int u = 0; u < 4; u++)
                    {
                      const T *x = (const T *) &v[u];
#pragma unroll
                      for (int e = 0; e < N; e++)
                        Op::add (acc[e], x[e], k + u * step);
                    }
                }
              for (; k < len; k += step)
                {
                  const V v = __ldg ((const V *) (base + k * inner));
                  const T *x = (const T *) &v;
#pragma unroll
                  for (int e = 0; e < N; e++)
                    Op::add (acc[e], x[e], k);
                }
            }
        }
#pragma unroll
      for (int e = 0; e < N; e++)
        sh[ty][lane * N + e] = acc[e];
      __syncthreads ();
      if (ty == 0 && active && krow == 0)
#pragma unroll
        for (int e = 0; e < N; e++)
          {
            A r = Op::id ();
            for (size_t q = 0; q < slots; q++)
              {
                const size_t l = rows > 1 ? (q % rows) * inner + ilocal : lane;
                Op::merge (r, sh[q / rows][l * N + e]);
              }
            if (splits == 1)
              Op::store (Y, I, i0 + e + o * inner, r);
            else
              part[(o * splits + s) * inner + i0 + e] = r;
          }
      __syncthreads (); /* sh is refilled by the next task */
    }
}

/* inner > 1, splits > 1: one thread per output merges its splits. */
template <class Op>
__global__ void __launch_bounds__ (GT_RED_THREADS)
reduce_fast_strided_finish (size_t inner, size_t outer, size_t splits,
                            const typename Op::A *__restrict__ part, void *Y,
                            size_t *I)
{
  const size_t n = inner * outer;
  for (size_t j = (size_t) blockIdx.x * blockDim.x + threadIdx.x; j < n;
       j += (size_t) gridDim.x * blockDim.x)
    {
      const size_t i = j % inner, o = j / inner;
      typename Op::A r = Op::id ();
      for (size_t s = 0; s < splits; s++)
        Op::merge (r, part[(o * splits + s) * inner + i]);
      Op::store (Y, I, j, r);
    }
}

size_t gt_reduce_fast_scratch (size_t esize, size_t inner, size_t len,
                               size_t outer)
{
  gt_reduce_plan p;
  gt_reduce_make_plan (esize, inner, len, outer, &p);
  if (p.chunks == 1)
    return 0;
  return (p.contiguous ? p.chunks * outer : p.chunks * inner * outer) * 16;
}

template <class Op>
static gt_status launch_fast (const gt_reduce_args *a, cudaStream_t s,
                              gt_launch *L)
{
  typedef typename Op::T T;
  typedef typename Op::A A;
  const T *X = (const T *) a->X;
  A *part = (A *) a->scratch;
  gt_reduce_plan p;

  gt_reduce_make_plan (sizeof (T), a->inner, a->len, a->outer, &p);
  L->grid = dim3 (gt_task_grid (p.tasks));
  if (p.contiguous)
    {
      L->block = dim3 (GT_RED_THREADS);
      reduce_fast_contig<Op><<<L->grid, L->block, 0, s>>> (
          a->len, a->outer, p.chunks, X, part, a->Y, a->I);
      if (p.chunks > 1)
        reduce_fast_contig_finish<Op><<<gt_task_grid (a->outer),
                                        GT_RED_THREADS, 0, s>>> (
            p.chunks, a->outer, part, a->Y, a->I);
      return GT_OK;
    }
  L->block = dim3 (32, GT_RED_ROWS);
  if (p.vw == GtVec<T>::W)
    reduce_fast_strided<Op, GtVec<T>::W><<<L->grid, L->block, 0, s>>> (
        a->inner, a->len, a->outer, p.rows, p.xblocks, p.chunks, X, part,
        a->Y, a->I);
  else
    reduce_fast_strided<Op, 1><<<L->grid, L->block, 0, s>>> (
        a->inner, a->len, a->outer, p.rows, p.xblocks, p.chunks, X, part,
        a->Y, a->I);
  if (p.chunks > 1)
    reduce_fast_strided_finish<Op><<<
        gt_task_grid (gt_cdiv (a->inner * a->outer, GT_RED_THREADS)),
        GT_RED_THREADS, 0, s>>> (a->inner, a->outer, p.chunks, part, a->Y,
                                 a->I);
  return GT_OK;
}

gt_status gt_launch_reduce_fast (const gt_reduce_args *a, cudaStream_t s,
                                 gt_launch *L)
{
  if (((size_t) a->X) % 16 != 0)
    return gt_fail (GT_ERR_INVALID_ARG, "the fast kernel needs X aligned to "
                    "16 bytes");
  return gt_reduce_dispatch (a->op, a->dtype, [&] (auto tag) {
    return launch_fast<typename decltype (tag)::type> (a, s, L);
  });
}

size_t gt_reduce_scratch_bytes (gt_reduce_kernel k, gt_dtype t, size_t inner,
                                size_t len, size_t outer)
{
  size_t first;
  if (k == GT_REDUCE_FAST)
    return gt_reduce_fast_scratch (gt_dtype_size (t), inner, len, outer);
  return gt_classroom_scratch (inner, len, outer, &first);
}
