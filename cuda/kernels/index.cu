/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * index.cu - indexing of resident arrays: gather (Y = X(sel)), scatter
 * (X(sel) = V) and find (the positions of the nonzero bytes of a mask).
 *
 * Gather and scatter move whole elements of 1, 4, 8 or 16 bytes (the
 * kernels are templated on an integer type of that size, so any element
 * type moves bit for bit); X, Y and V must be aligned to the element size
 * (16 bytes for complex double), as device allocations are.  The selection
 * (gt_index) travels by value as a kernel parameter.  Thread k finds its
 * source (destination) by splitting k column-major over COUNT: one integer
 * division per dimension, then START + STEP * j or LIST[j] times STRIDE.
 * A one-dimensional contiguous range (step 1, stride 1) is a plain copy.
 *
 * Scatter writes each k independently and in no particular order.  Where
 * the selection names one element more than once (a LIST repeats a
 * position, or a range has step 0) the writes race: the element ends up
 * holding one of the values, not necessarily the last k's.  That is
 * harmless for a scalar V (every write is the same value); for an array V
 * the caller removes the repeats first (gt_array_kernels.h says how).  An
 * ordered scatter would need scratch or a serial walk per destination.
 *
 * Find is CUB's DeviceSelect::Flagged over the counting sequence 0, 1, ...
 * with the mask as flags: it keeps the input order, so the positions come
 * out ascending.  gt_find_scratch_bytes asks CUB for its temporary storage
 * (a query: CUB neither launches nor allocates when handed NULL storage).
 *
 * The element rules (sel_offset) and the launchers' checks are in
 * ix_ops.cuh (shared with the host backend).
 */
#include <stdint.h>

#include <cub/device/device_select.cuh>
#include <thrust/iterator/counting_iterator.h>

#include "ix_ops.cuh"

#define IX_THREADS 256u
#define IX_MAX_BLOCKS 65536u /* enough to fill any GPU; loops do the rest */

static dim3 ix_grid (size_t n)
{
  const size_t b = (n + IX_THREADS - 1) / IX_THREADS;
  return dim3 ((unsigned) (b > IX_MAX_BLOCKS ? IX_MAX_BLOCKS : b), 1, 1);
}

template <typename E>
__global__ void copy_kernel (const E *__restrict__ x, E *__restrict__ y,
                             size_t n)
{
  const size_t step = (size_t) gridDim.x * blockDim.x;
  for (size_t k = (size_t) blockIdx.x * blockDim.x + threadIdx.x; k < n;
       k += step)
    y[k] = x[k];
}

template <typename E>
__global__ void gather_kernel (const E *__restrict__ x, const gt_index ix,
                               E *__restrict__ y, size_t n)
{
  const size_t step = (size_t) gridDim.x * blockDim.x;
  for (size_t k = (size_t) blockIdx.x * blockDim.x + threadIdx.x; k < n;
       k += step)
    y[k] = x[sel_offset (ix, k)];
}

/* X[k] = V[k] (or V[0]) for a contiguous destination. */
template <typename E, bool SCALAR>
__global__ void fill_kernel (E *__restrict__ x, const E *__restrict__ v,
                             size_t n)
{
  const size_t step = (size_t) gridDim.x * blockDim.x;
  E s;
  if (SCALAR)
    s = v[0];
  for (size_t k = (size_t) blockIdx.x * blockDim.x + threadIdx.x; k < n;
       k += step)
    x[k] = SCALAR ? s : v[k];
}

template <typename E, bool SCALAR>
__global__ void scatter_kernel (E *__restrict__ x, const gt_index ix,
                                const E *__restrict__ v, size_t n)
{
  const size_t step = (size_t) gridDim.x * blockDim.x;
  E s;
  if (SCALAR)
    s = v[0];
  for (size_t k = (size_t) blockIdx.x * blockDim.x + threadIdx.x; k < n;
       k += step)
    x[sel_offset (ix, k)] = SCALAR ? s : v[k];
}

/* ------------------------------------------------------------------ */
/* Launchers                                                           */

static gt_status launched (const char *what)
{
  const cudaError_t e = cudaGetLastError ();
  return e == cudaSuccess ? GT_OK : gt_cuda_fail (e, what);
}

/* A one-dimensional range of consecutive elements: its first offset. */
static int contiguous (const gt_index *ix, size_t *first)
{
  if (ix->ndims != 1 || ix->list[0] || ix->stride[0] != 1
      || (ix->step[0] != 1 && ix->count[0] > 1))
    return 0;
  *first = (size_t) ix->start[0];
  return 1;
}

template <typename E>
static gt_status gather_t (const void *x, const gt_index *ix, void *y,
                           size_t n, cudaStream_t s)
{
  size_t first;
  if (contiguous (ix, &first))
    copy_kernel<E><<<ix_grid (n), IX_THREADS, 0, s>>> ((const E *) x + first,
                                                       (E *) y, n);
  else
    gather_kernel<E><<<ix_grid (n), IX_THREADS, 0, s>>> ((const E *) x, *ix,
                                                         (E *) y, n);
  return launched ("gather kernel");
}

template <typename E>
static gt_status scatter_t (void *x, const gt_index *ix, const void *v,
                            int v_scalar, size_t n, cudaStream_t s)
{
  size_t first;
  if (contiguous (ix, &first))
    {
      E *dst = (E *) x + first;
      if (v_scalar)
        fill_kernel<E, true><<<ix_grid (n), IX_THREADS, 0, s>>> (
            dst, (const E *) v, n);
      else
        fill_kernel<E, false><<<ix_grid (n), IX_THREADS, 0, s>>> (
            dst, (const E *) v, n);
    }
  else if (v_scalar)
    scatter_kernel<E, true><<<ix_grid (n), IX_THREADS, 0, s>>> (
        (E *) x, *ix, (const E *) v, n);
  else
    scatter_kernel<E, false><<<ix_grid (n), IX_THREADS, 0, s>>> (
        (E *) x, *ix, (const E *) v, n);
  return launched ("scatter kernel");
}

namespace {

struct gather_launch
{
  const void *x;
  const gt_index *ix;
  void *y;
  cudaStream_t s;
  template <class E> gt_status run (size_t n)
  {
    return gather_t<E> (x, ix, y, n, s);
  }
};

struct scatter_launch
{
  void *x;
  const gt_index *ix;
  const void *v;
  int v_scalar;
  cudaStream_t s;
  template <class E> gt_status run (size_t n)
  {
    return scatter_t<E> (x, ix, v, v_scalar, n, s);
  }
};

} // namespace

gt_status gt_launch_gather (size_t esize, const void *x, const gt_index *ix,
                            void *y, cudaStream_t s)
{
  gather_launch r = { x, ix, y, s };
  return ix_gather_run (esize, x, ix, y, r);
}

gt_status gt_launch_scatter (size_t esize, void *x, const gt_index *ix,
                             const void *v, int v_scalar, cudaStream_t s)
{
  scatter_launch r = { x, ix, v, v_scalar, s };
  return ix_scatter_run (esize, x, ix, v, r);
}

/* ------------------------------------------------------------------ */
/* Find                                                                 */

typedef thrust::counting_iterator<long long> gt_count_it;

/* CUB's temporary storage for N items; the NULL storage makes it a query. */
static cudaError_t find_query (size_t n, size_t *bytes)
{
  *bytes = 0;
  return cub::DeviceSelect::Flagged (
      (void *) NULL, *bytes, gt_count_it (0), (const unsigned char *) NULL,
      (long long *) NULL, (unsigned long long *) NULL, (int64_t) n,
      (cudaStream_t) 0);
}

size_t gt_find_scratch_bytes (size_t n)
{
  size_t bytes = 0;
  if (n > (size_t) INT64_MAX || find_query (n, &bytes) != cudaSuccess)
    {
      (void) cudaGetLastError ();
      return 0; /* gt_launch_find then reports the error */
    }
  return bytes;
}

gt_status gt_launch_find (const unsigned char *mask, size_t n,
                          long long *out, unsigned long long *count,
                          void *scratch, size_t scratch_bytes,
                          cudaStream_t s)
{
  size_t need = 0;
  cudaError_t e;
  if (!count)
    return gt_fail (GT_ERR_INVALID_ARG, "find: null count");
  if (n == 0)
    {
      e = cudaMemsetAsync (count, 0, sizeof *count, s);
      return e == cudaSuccess ? GT_OK : gt_cuda_fail (e, "find: memset");
    }
  if (!mask || !out)
    return gt_fail (GT_ERR_INVALID_ARG, "find: null mask or output");
  if (n > (size_t) INT64_MAX)
    return gt_fail (GT_ERR_INVALID_ARG, "find: %zu elements", n);
  if ((e = find_query (n, &need)) != cudaSuccess)
    return gt_cuda_fail (e, "find: scratch query");
  if (!scratch || scratch_bytes < need)
    return gt_fail (GT_ERR_INVALID_ARG,
                    "find: %zu bytes of scratch, %zu needed", scratch_bytes,
                    need);
  e = cub::DeviceSelect::Flagged (scratch, need, gt_count_it (0), mask, out,
                                  count, (int64_t) n, s);
  if (e != cudaSuccess)
    return gt_cuda_fail (e, "find: DeviceSelect::Flagged");
  return launched ("find");
}
