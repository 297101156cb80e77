/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gt_sizes.c - sizes and the clock (cuda/base/, the leaf): element
 * sizes, products of sizes without overflow, the tiled kernel's size rule,
 * the monotonic clock.  Plain C.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <time.h>

#include "gt_base.h"
#include "gputiled_device.h"

size_t gt_etype_size (gt_etype t)
{
  switch (t)
    {
    case GT_E_F64: return 8;
    case GT_E_F32: return 4;
    case GT_E_C128: return 16;
    case GT_E_C64: return 8;
    case GT_E_BOOL: return 1;
    case GT_E_I8: case GT_E_U8: return 1;
    case GT_E_I16: case GT_E_U16: return 2;
    case GT_E_I32: case GT_E_U32: return 4;
    case GT_E_I64: case GT_E_U64: return 8;
    default: return 0;
    }
}

size_t gt_dtype_size (gt_dtype t)
{
  return t == GT_DOUBLE ? sizeof (double) : sizeof (float);
}

int gt_mul_size (size_t n1, size_t n2, size_t n3, size_t *out)
{
  size_t r = n1;
  if (n2 && r > SIZE_MAX / n2)
    return 0;
  r *= n2;
  if (n3 && r > SIZE_MAX / n3)
    return 0;
  *out = r * n3;
  return 1;
}

gt_status gt_check_tiled (size_t m, size_t n, size_t k, int tile)
{
  const size_t t = (size_t) tile;
  if (m % t || n % t || k % t)
    return gt_fail (GT_ERR_SIZE,
                    "the 'tiled' kernel needs M, N and K to be multiples of "
                    "the tile (%zu); got M = %zu, N = %zu, K = %zu",
                    t, m, n, k);
  return GT_OK;
}

gt_status gt_check_reduce_kernel (gt_reduce_kernel kernel)
{
  if (!gt_reduce_kernel_name (kernel))
    return gt_fail (GT_ERR_INVALID_ARG, "unknown kernel %d", (int) kernel);
  return GT_OK;
}

gt_status gt_check_reduce_op (gt_reduce_op op)
{
  if (op != GT_REDUCE_SUM && op != GT_REDUCE_MAX && op != GT_REDUCE_MIN)
    return gt_fail (GT_ERR_INVALID_ARG, "unknown reduction %d", (int) op);
  return GT_OK;
}

gt_status gt_check_reduce_len (gt_reduce_op op, size_t len, size_t nout)
{
  if (op != GT_REDUCE_SUM && len == 0 && nout)
    return gt_fail (GT_ERR_INVALID_ARG, "%s of no elements",
                    op == GT_REDUCE_MAX ? "max" : "min");
  return GT_OK;
}

double gt_now_ms (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (double) ts.tv_sec * 1e3 + (double) ts.tv_nsec * 1e-6;
}
