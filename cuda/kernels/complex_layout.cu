/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * complex_layout.cu - the small kernels around complex products: they turn
 * complex operands into the real ones a real kernel multiplies, and the
 * complex scalar times an array.
 *
 * All of them are memory-bound copies (a few bytes moved per flop of the
 * product they serve: under 2% of a 4096 product's time).  Each thread
 * walks rows (consecutive threads on consecutive rows: coalesced) and the
 * grid's y blocks walk columns, both with stride loops, so any size works.
 * Nothing is rounded: values are moved or negated, never combined, except
 * in the scale kernel, whose products are rounded one by one (no fused
 * multiply-add) as Octave's are.
 */
#include "gt_complex_kernels.h"

static const unsigned kThreads = 256;

/* Launch shape for a rows x cols walk. */
static void walk_shape (size_t rows, size_t cols, dim3 *grid, dim3 *block)
{
  size_t bx = (rows + kThreads - 1) / kThreads;
  if (bx > 64)
    bx = 64;
  *block = dim3 (kThreads, 1, 1);
  *grid = dim3 ((unsigned) (bx ? bx : 1), gt_grid_y (cols ? cols : 1), 1);
}

#define FOR_ROWS_COLS(r, rows, c, cols)                                       \
  for (size_t c = blockIdx.y; c < (cols); c += gridDim.y)                     \
    for (size_t r = (size_t) blockIdx.x * blockDim.x + threadIdx.x;           \
         r < (rows); r += (size_t) gridDim.x * blockDim.x)

/* T(r, q): r = 2i + (0 re row | 1 im row), q = 2p + (0 | 1) of the block
   [ar -ai; ai ar] of A(i, p). */
template <typename T>
__global__ void expand_kernel (size_t m, size_t k, const T *A, size_t lda,
                               T *Tm, size_t ldt)
{
  FOR_ROWS_COLS (r, ldt, q, 2 * k)
    {
      T v = 0;
      if (!(q & 1) && r < 2 * m)
        continue; /* A's own column: already there */
      if (r < 2 * m)
        {
          const T *a = A + (r & ~(size_t) 1) + (q >> 1) * lda;
          const int im_row = (int) (r & 1), im_col = (int) (q & 1);
          /* (re row, re col) ar; (re, im col) -ai; (im, re) ai; (im, im) ar */
          v = im_row == im_col ? a[0] : im_row ? a[1] : -a[1];
        }
      Tm[r + q * ldt] = v;
    }
}

template <typename T>
__global__ void split_kernel (size_t rows, size_t n, const T *__restrict__ X,
                              size_t ldx, T *__restrict__ S, size_t lds)
{
  FOR_ROWS_COLS (r, lds, c, 2 * n)
    {
      const size_t j = c < n ? c : c - n, part = c < n ? 0 : 1;
      S[r + c * lds] = r < rows ? X[2 * r + part + j * ldx] : T (0);
    }
}

template <typename T>
__global__ void merge_kernel (size_t rows, size_t n, const T *__restrict__ S,
                              size_t lds, T *__restrict__ X, size_t ldx)
{
  FOR_ROWS_COLS (r, 2 * rows, j, n)
    X[r + j * ldx] = S[(r >> 1) + (j + (r & 1) * n) * lds];
}

#include "gt_cmul_device.cuh"

template <typename T>
__global__ void scale_complex_kernel (size_t n, T ar, T ai,
                                      const T *__restrict__ x, int x_cplx,
                                      T *__restrict__ y)
{
  const size_t step = (size_t) gridDim.x * blockDim.x;
  for (size_t i = (size_t) blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += step)
    if (x_cplx)
      gt_dev_cmul (ar, ai, x[2 * i], x[2 * i + 1], &y[2 * i], &y[2 * i + 1]);
    else
      {
        y[2 * i] = ar * x[i];
        y[2 * i + 1] = ai * x[i];
      }
}

/* ------------------------------------------------------------------ */
/* Launchers                                                           */

static gt_status launched (const char *what)
{
  const cudaError_t e = cudaGetLastError ();
  return e == cudaSuccess ? GT_OK : gt_cuda_fail (e, what);
}

/* A's column p is T's column 2p: A is T read with a leading dimension of
   2 ldt. */
gt_status gt_launch_complex_expand_inplace (gt_dtype dtype, size_t m,
                                            size_t k, void *T, size_t ldt,
                                            cudaStream_t s)
{
  dim3 grid, block;
  if (k == 0 || ldt == 0)
    return GT_OK;
  walk_shape (ldt, 2 * k, &grid, &block);
  if (dtype == GT_DOUBLE)
    expand_kernel<double><<<grid, block, 0, s>>> (
        m, k, (const double *) T, 2 * ldt, (double *) T, ldt);
  else
    expand_kernel<float><<<grid, block, 0, s>>> (
        m, k, (const float *) T, 2 * ldt, (float *) T, ldt);
  return launched ("launching the complex expansion of A");
}

gt_status gt_launch_complex_split (gt_dtype dtype, size_t rows, size_t n,
                                   const void *X, size_t ldx, void *S,
                                   size_t lds, cudaStream_t s)
{
  dim3 grid, block;
  if (n == 0 || lds == 0)
    return GT_OK;
  walk_shape (lds, 2 * n, &grid, &block);
  if (dtype == GT_DOUBLE)
    split_kernel<double><<<grid, block, 0, s>>> (
        rows, n, (const double *) X, ldx, (double *) S, lds);
  else
    split_kernel<float><<<grid, block, 0, s>>> (
        rows, n, (const float *) X, ldx, (float *) S, lds);
  return launched ("launching the complex split of B");
}

gt_status gt_launch_complex_merge (gt_dtype dtype, size_t rows, size_t n,
                                   const void *S, size_t lds, void *X,
                                   size_t ldx, cudaStream_t s)
{
  dim3 grid, block;
  if (n == 0 || rows == 0)
    return GT_OK;
  walk_shape (2 * rows, n, &grid, &block);
  if (dtype == GT_DOUBLE)
    merge_kernel<double><<<grid, block, 0, s>>> (
        rows, n, (const double *) S, lds, (double *) X, ldx);
  else
    merge_kernel<float><<<grid, block, 0, s>>> (
        rows, n, (const float *) S, lds, (float *) X, ldx);
  return launched ("launching the complex merge of C");
}

gt_status gt_launch_scale_complex (gt_dtype dtype, size_t n, double ar,
                                   double ai, const void *X, int x_cplx,
                                   void *Y, cudaStream_t s, gt_launch *L)
{
  size_t blocks = (n + kThreads - 1) / kThreads;
  if (blocks > 65536)
    blocks = 65536;
  L->block = dim3 (kThreads, 1, 1);
  L->grid = dim3 ((unsigned) (blocks ? blocks : 1), 1, 1);
  if (dtype == GT_DOUBLE)
    scale_complex_kernel<double><<<L->grid, L->block, 0, s>>> (
        n, ar, ai, (const double *) X, x_cplx, (double *) Y);
  else
    scale_complex_kernel<float><<<L->grid, L->block, 0, s>>> (
        n, (float) ar, (float) ai, (const float *) X, x_cplx, (float *) Y);
  return launched ("launching the complex scale");
}
