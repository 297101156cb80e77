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
 * bitshift: Octave's shifts of integers (wrapping on the left, the sign
 * filled on the right, under the mask of N bits) and of doubles and
 * singles (through int64, the sign apart), one element function
 * (gt_bitshift_int, gt_bitshift_flt: gt_array_kernels.h) shared with the
 * host backend.
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

template <typename T, bool FLT, bool SIGNED>
__global__ void bitshift_kernel (const T *a, size_t sa, const int *k,
                                 size_t sk, int bits,
                                 unsigned long long mask, T *y, size_t n)
{
  for (size_t i = blockIdx.x * (size_t) blockDim.x + threadIdx.x; i < n;
       i += (size_t) gridDim.x * blockDim.x)
    {
      const T x = a[i * sa];
      const int kk = k[i * sk];
      if (FLT)
        y[i] = (T) gt_bitshift_flt ((double) x, kk, bits, mask);
      else
        y[i] = (T) gt_bitshift_int ((long long) x, kk, bits, SIGNED, mask);
    }
}

struct bitshift_launch
{
  const void *a;
  size_t sa;
  const int *k;
  size_t sk;
  int bits;
  unsigned long long mask;
  void *y;
  size_t n;
  cudaStream_t s;
  template <typename T, bool FLT, bool SIGNED> void run ()
  {
    size_t blocks = (n + THREADS - 1) / THREADS;
    if (blocks > 65535)
      blocks = 65535;
    bitshift_kernel<T, FLT, SIGNED><<<(unsigned) blocks, THREADS, 0, s>>> (
        (const T *) a, sa, k, sk, bits, mask, (T *) y, n);
  }
};

} // namespace

gt_status gt_launch_bitshift (gt_etype t, const void *a, int a_scalar,
                              const int *k, int k_scalar, int nbits,
                              void *y, size_t n, cudaStream_t s)
{
  const gt_status st = gt_bitshift_check (t, a, k, nbits, y, n);
  if (st != GT_OK || n == 0)
    return st;
  bitshift_launch r = { a, a_scalar ? 0u : 1u, k, k_scalar ? 0u : 1u,
                        gt_bitshift_bits (t), gt_bitshift_mask (t, nbits), y,
                        n, s };
  gt_bitshift_by_type (t, r);
  return GT_OK;
}

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
