/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * transpose.cu - Y (n x m) = X.' or X' (X m x n), column-major, elements
 * of 1, 4, 8 or 16 bytes moved bit for bit.
 *
 * A block of 32 x 8 threads moves 32 x 32 tiles through shared memory: it
 * reads a tile of X with consecutive threads on consecutive rows (coalesced)
 * and writes it to Y the same way, so both sides are coalesced.  Tile rows
 * are padded by one element, so reading a column of the tile hits distinct
 * banks; 1-byte elements are widened to 4 bytes in the tile for the same
 * reason.  Blocks walk the tiles with stride loops in x and y, so any m and
 * n work (y grids stop at GT_MAX_GRID_Y).  A vector (m or n 1) is already
 * laid out as its transpose: a plain copy.
 *
 * CONJ (X') flips the sign bit of the imaginary half: complex single is
 * 8 bytes (re, im), complex double 16; the arrays are little-endian and
 * aligned to the element size.
 *
 * The element rule (tp_elem) and the launcher's checks are in ix_ops.cuh
 * (shared with the host backend).
 */
#include <stdint.h>

#include "ix_ops.cuh"

#define TP_TILE 32
#define TP_ROWS 8
#define TP_MAX_BLOCKS 65536u

/* The tile's element type: bytes and half-words widened to words. */
template <typename E> struct TpShared { typedef E type; };
template <> struct TpShared<uint8_t> { typedef uint32_t type; };
template <> struct TpShared<uint16_t> { typedef uint32_t type; };

template <typename E, bool CONJ>
__global__ void __launch_bounds__ (TP_TILE * TP_ROWS)
transpose_kernel (const E *__restrict__ x, size_t m, size_t n,
                  E *__restrict__ y)
{
  typedef typename TpShared<E>::type S;
  __shared__ S tile[TP_TILE][TP_TILE + 1];
  const size_t tm = (m + TP_TILE - 1) / TP_TILE;
  const size_t tn = (n + TP_TILE - 1) / TP_TILE;
  const unsigned tx = threadIdx.x, ty = threadIdx.y;

  for (size_t bj = blockIdx.y; bj < tn; bj += gridDim.y)
    for (size_t bi = blockIdx.x; bi < tm; bi += gridDim.x)
      {
        const size_t i0 = bi * TP_TILE, j0 = bj * TP_TILE;
        /* tile[c][r] = X (i0 + r, j0 + c) */
#pragma unroll
        for (unsigned r = 0; r < TP_TILE; r += TP_ROWS)
          {
            const size_t i = i0 + tx, j = j0 + ty + r;
            if (i < m && j < n)
              tile[ty + r][tx] = (S) x[i + j * m];
          }
        __syncthreads ();
        /* Y (j0 + c, i0 + r) = tile[c][r] */
#pragma unroll
        for (unsigned r = 0; r < TP_TILE; r += TP_ROWS)
          {
            const size_t j = j0 + tx, i = i0 + ty + r;
            if (i < m && j < n)
              y[j + i * n] = tp_elem<CONJ> ((E) tile[tx][ty + r]);
          }
        __syncthreads (); /* the tile is refilled next */
      }
}

template <typename E, bool CONJ>
__global__ void vcopy_kernel (const E *__restrict__ x, E *__restrict__ y,
                              size_t n)
{
  const size_t step = (size_t) gridDim.x * blockDim.x;
  for (size_t k = (size_t) blockIdx.x * blockDim.x + threadIdx.x; k < n;
       k += step)
    y[k] = tp_elem<CONJ> (x[k]);
}

template <typename E, bool CONJ>
static void transpose_t (const void *x, size_t m, size_t n, void *y,
                         cudaStream_t s)
{
  if (m == 1 || n == 1)
    {
      const size_t len = m * n, threads = 256;
      size_t b = (len + threads - 1) / threads;
      if (b > TP_MAX_BLOCKS)
        b = TP_MAX_BLOCKS;
      vcopy_kernel<E, CONJ><<<(unsigned) b, (unsigned) threads, 0, s>>> (
          (const E *) x, (E *) y, len);
      return;
    }
  const size_t tm = (m + TP_TILE - 1) / TP_TILE;
  const size_t tn = (n + TP_TILE - 1) / TP_TILE;
  const dim3 grid ((unsigned) (tm > TP_MAX_BLOCKS ? TP_MAX_BLOCKS : tm),
                   gt_grid_y (tn), 1);
  transpose_kernel<E, CONJ><<<grid, dim3 (TP_TILE, TP_ROWS, 1), 0, s>>> (
      (const E *) x, m, n, (E *) y);
}

namespace {

struct tp_launch
{
  const void *x;
  size_t m, n;
  void *y;
  cudaStream_t s;
  template <typename E, bool CONJ> gt_status run ()
  {
    transpose_t<E, CONJ> (x, m, n, y, s);
    const cudaError_t e = cudaGetLastError ();
    return e == cudaSuccess ? GT_OK : gt_cuda_fail (e, "transpose kernel");
  }
};

} // namespace

gt_status gt_launch_transpose (size_t esize, int conj, const void *x,
                               size_t m, size_t n, void *y, cudaStream_t s)
{
  tp_launch r = { x, m, n, y, s };
  return tp_transpose_run (esize, conj, x, m, n, y, r);
}
