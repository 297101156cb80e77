/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 The gputiled developers.
 *
 * fft_transpose.cu - the batched transpose that moves a middle dimension
 * to the front for an FFT and back (engine/fft.cu, its "permute" layout):
 * Y(:, :, k) = X(:, :, k).' for each of C pages of an A x B array, one
 * launch for all of them.  Elements of 4, 8 or 16 bytes move bit for bit.
 *
 * A block of 32 x 8 threads moves a 32 x 32 tile through shared memory:
 * consecutive threads read consecutive rows of X's tile and write
 * consecutive rows of Y's, so both sides are coalesced (a gather that
 * reads one side with a stride would use a fraction of each memory
 * transaction on that side).  Tile rows are padded by one element.
 * Blocks walk the tiles and pages with stride loops, so any A, B and C
 * fit the grid's limits.
 */
#include <stdint.h>

#include "gt_fft_kernels.h"

namespace {

const unsigned TILE = 32, ROWS = 8;

struct __align__ (16) e16
{
  uint64_t lo, hi;
};

template <typename E>
__global__ void __launch_bounds__ (TILE * ROWS)
btp_kernel (const E *__restrict__ x, E *__restrict__ y, size_t a, size_t b,
            size_t c)
{
  __shared__ E tile[TILE][TILE + 1];
  const size_t ta = (a + TILE - 1) / TILE, tb = (b + TILE - 1) / TILE;
  const unsigned tx = threadIdx.x, ty = threadIdx.y;
  for (size_t k = blockIdx.z; k < c; k += gridDim.z)
    {
      const E *xs = x + k * a * b;
      E *ys = y + k * a * b;
      for (size_t bj = blockIdx.y; bj < tb; bj += gridDim.y)
        for (size_t bi = blockIdx.x; bi < ta; bi += gridDim.x)
          {
            const size_t i0 = bi * TILE, j0 = bj * TILE;
            /* tile[r][q] = X (i0 + q, j0 + r) */
            for (unsigned r = ty; r < TILE; r += ROWS)
              {
                const size_t i = i0 + tx, j = j0 + r;
                if (i < a && j < b)
                  tile[r][tx] = xs[i + j * a];
              }
            __syncthreads ();
            /* Y (j0 + q, i0 + r) = X (i0 + r, j0 + q) = tile[q][r] */
            for (unsigned r = ty; r < TILE; r += ROWS)
              {
                const size_t j = j0 + tx, i = i0 + r;
                if (i < a && j < b)
                  ys[j + i * b] = tile[tx][r];
              }
            __syncthreads ();
          }
    }
}

template <typename E>
void launch (const void *x, void *y, size_t a, size_t b, size_t c,
             cudaStream_t s)
{
  const size_t ta = (a + TILE - 1) / TILE, tb = (b + TILE - 1) / TILE;
  const dim3 grid ((unsigned) (ta < 65535 ? ta : 65535),
                   (unsigned) (tb < 65535 ? tb : 65535),
                   (unsigned) (c < 65535 ? c : 65535));
  btp_kernel<E><<<grid, dim3 (TILE, ROWS, 1), 0, s>>> ((const E *) x,
                                                       (E *) y, a, b, c);
}

} // namespace

gt_status gt_launch_fft_transpose (size_t esize, const void *x, void *y,
                                   size_t a, size_t b, size_t c,
                                   cudaStream_t stream)
{
  if (a == 0 || b == 0 || c == 0)
    return GT_OK;
  if (!x || !y || x == y)
    return gt_fail (GT_ERR_INVALID_ARG, "the FFT's transpose: null or "
                    "overlapping arrays");
  if (((uintptr_t) x | (uintptr_t) y) % esize)
    return gt_fail (GT_ERR_INVALID_ARG, "the FFT's transpose: arrays not "
                    "aligned to %zu bytes", esize);
  switch (esize)
    {
    case 4: launch<uint32_t> (x, y, a, b, c, stream); return GT_OK;
    case 8: launch<uint64_t> (x, y, a, b, c, stream); return GT_OK;
    case 16: launch<e16> (x, y, a, b, c, stream); return GT_OK;
    default:
      return gt_fail (GT_ERR_INVALID_ARG, "the FFT's transpose: elements "
                      "of %zu bytes (4, 8 or 16)", esize);
    }
}
