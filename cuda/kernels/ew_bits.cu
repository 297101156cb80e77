/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 The gputiled developers.
 *
 * ew_bits.cu - Octave's bitand, bitor and bitxor on integers of one width
 * (gt_array_kernels.h): Y[i] = A[i] op B[i] on the stored bits, 1, 2, 4 or
 * 8 bytes an element.  A bitwise operation does not care whether the
 * bits are signed: two's complement int8 -1 and 5 give 5, as Octave's.
 * The caller brings Octave's operands to one class first (a double or
 * single operand converted to the integer class, rounding and
 * saturating; two doubles both to uint64), and converts a uint64 result
 * back to double or single.
 *
 * One thread an element, a grid-stride loop; a scalar operand (stride 0)
 * is read by every thread.
 */
#include "gt_array_kernels.h"

namespace {

const int THREADS = 256;

template <typename U>
__global__ void bitop_kernel (gt_bitop op, const U *a, size_t sa, const U *b,
                              size_t sb, U *y, size_t n)
{
  for (size_t i = blockIdx.x * (size_t) blockDim.x + threadIdx.x; i < n;
       i += (size_t) gridDim.x * blockDim.x)
    {
      const U x = a[i * sa], z = b[i * sb];
      y[i] = op == GT_BIT_AND ? (U) (x & z)
             : op == GT_BIT_OR ? (U) (x | z) : (U) (x ^ z);
    }
}

template <typename U>
void bitop_run (gt_bitop op, const void *a, int a_scalar, const void *b,
                int b_scalar, void *y, size_t n, cudaStream_t s)
{
  size_t blocks = (n + THREADS - 1) / THREADS;
  if (blocks > 65535)
    blocks = 65535;
  bitop_kernel<U><<<(unsigned) blocks, THREADS, 0, s>>> (
      op, (const U *) a, a_scalar ? 0 : 1, (const U *) b, b_scalar ? 0 : 1,
      (U *) y, n);
}

} // namespace

gt_status gt_launch_bitop (gt_bitop op, size_t esize, const void *a,
                           int a_scalar, const void *b, int b_scalar,
                           void *y, size_t n, cudaStream_t s)
{
  gt_status st = gt_bitop_check (op, esize, a, b, y, n);
  if (st != GT_OK || n == 0)
    return st;
  switch (esize)
    {
    case 1:
      bitop_run<unsigned char> (op, a, a_scalar, b, b_scalar, y, n, s);
      break;
    case 2:
      bitop_run<unsigned short> (op, a, a_scalar, b, b_scalar, y, n, s);
      break;
    case 4:
      bitop_run<unsigned int> (op, a, a_scalar, b, b_scalar, y, n, s);
      break;
    default:
      bitop_run<unsigned long long> (op, a, a_scalar, b, b_scalar, y, n, s);
    }
  return GT_OK;
}
