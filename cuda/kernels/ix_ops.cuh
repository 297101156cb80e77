/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * ix_ops.cuh - the element rules of indexing (index.cu) and transposes
 * (transpose.cu), and their launchers' checks, shared by the kernels and
 * the test-only host backend (engine/host_device.cu): the rules are GT_HD
 * (__host__ __device__, gt_hd.h), so both instantiate the same code.
 *
 * The front ends (ix_gather_run, ix_scatter_run, tp_transpose_run) check
 * the arguments as gt_array_kernels.h says and pick the element type,
 * then hand it to a runner R: R.run<E> (...) moves the elements.
 */
#ifndef GT_IX_OPS_CUH
#define GT_IX_OPS_CUH

#include <stdint.h>

#include "gt_array_kernels.h"
#include "gt_hd.h"

/* ------------------------------------------------------------------ */
/* Gather and scatter (index.cu)                                        */

/* The 16-byte element (complex double), moved as two words. */
struct __align__ (16) gt_e16
{
  uint64_t lo, hi;
};

/* Element offset of selection element K. */
static GT_HD __forceinline__ size_t sel_offset (const gt_index &ix,
                                                size_t k)
{
  size_t off = 0;
  const int last = ix.ndims - 1;
  for (int d = 0; d <= last; d++)
    {
      size_t j = k;
      if (d < last)
        {
          const size_t c = ix.count[d];
          j = k % c;
          k /= c;
        }
      const long long *list = ix.list[d];
      const long long p
          = list ? list[j] : ix.start[d] + ix.step[d] * (long long) j;
      off += (size_t) p * ix.stride[d];
    }
  return off;
}

static inline int esize_ok (size_t esize)
{
  return esize == 1 || esize == 2 || esize == 4 || esize == 8 || esize == 16;
}

static inline int aligned (const void *p, size_t esize)
{
  return ((uintptr_t) p & (esize - 1)) == 0;
}

/* Checks IX and sets *N to the number of elements it selects. */
static inline gt_status check_index (const gt_index *ix, size_t *n,
                                     const char *who)
{
  size_t total = 1;
  if (!ix)
    return gt_fail (GT_ERR_INVALID_ARG, "%s: null index", who);
  if (ix->ndims < 1 || ix->ndims > GT_MAXDIMS)
    return gt_fail (GT_ERR_INVALID_ARG, "%s: %d dimensions (1 to %d)", who,
                    ix->ndims, GT_MAXDIMS);
  for (int d = 0; d < ix->ndims; d++)
    {
      const size_t c = ix->count[d];
      if (c && total > SIZE_MAX / c)
        return gt_fail (GT_ERR_INVALID_ARG, "%s: selection too large", who);
      total *= c;
    }
  if (total)
    for (int d = 0; d < ix->ndims; d++)
      {
        const long long c = (long long) ix->count[d];
        if (ix->list[d])
          continue;
        if (ix->start[d] < 0
            || (ix->step[d] < 0
                && ix->start[d] + ix->step[d] * (c - 1) < 0))
          return gt_fail (GT_ERR_INVALID_ARG,
                          "%s: range in dimension %d reaches below 0", who,
                          d + 1);
      }
  *n = total;
  return GT_OK;
}

/* gt_launch_gather's checks, then R.run<E> (N) for the N selected
   elements of ESIZE bytes. */
template <class R>
static gt_status ix_gather_run (size_t esize, const void *x,
                                const gt_index *ix, void *y, R &r)
{
  size_t n = 0;
  gt_status st;
  if (!esize_ok (esize))
    return gt_fail (GT_ERR_INVALID_ARG,
                    "gather: element size %zu (1, 2, 4, 8 or 16)", esize);
  if ((st = check_index (ix, &n, "gather")) != GT_OK)
    return st;
  if (n == 0)
    return GT_OK;
  if (!x || !y)
    return gt_fail (GT_ERR_INVALID_ARG, "gather: null array");
  if (!aligned (x, esize) || !aligned (y, esize))
    return gt_fail (GT_ERR_INVALID_ARG,
                    "gather: arrays not aligned to %zu bytes", esize);
  switch (esize)
    {
    case 1: return r.template run<uint8_t> (n);
    case 2: return r.template run<uint16_t> (n);
    case 4: return r.template run<uint32_t> (n);
    case 8: return r.template run<uint64_t> (n);
    default: return r.template run<gt_e16> (n);
    }
}

/* gt_launch_scatter's checks, then R.run<E> (N). */
template <class R>
static gt_status ix_scatter_run (size_t esize, void *x, const gt_index *ix,
                                 const void *v, R &r)
{
  size_t n = 0;
  gt_status st;
  if (!esize_ok (esize))
    return gt_fail (GT_ERR_INVALID_ARG,
                    "scatter: element size %zu (1, 2, 4, 8 or 16)", esize);
  if ((st = check_index (ix, &n, "scatter")) != GT_OK)
    return st;
  if (n == 0)
    return GT_OK;
  if (!x || !v)
    return gt_fail (GT_ERR_INVALID_ARG, "scatter: null array");
  if (!aligned (x, esize) || !aligned (v, esize))
    return gt_fail (GT_ERR_INVALID_ARG,
                    "scatter: arrays not aligned to %zu bytes", esize);
  switch (esize)
    {
    case 1: return r.template run<uint8_t> (n);
    case 2: return r.template run<uint16_t> (n);
    case 4: return r.template run<uint32_t> (n);
    case 8: return r.template run<uint64_t> (n);
    default: return r.template run<gt_e16> (n);
    }
}

/* ------------------------------------------------------------------ */
/* Transposes (transpose.cu)                                            */

struct __align__ (16) gt_t16
{
  uint64_t lo, hi;
};

/* Identity, or the complex conjugate of an element (im is the upper half). */
template <bool CONJ>
static GT_HD __forceinline__ uint64_t tp_elem (uint64_t v)
{
  return CONJ ? v ^ 0x8000000000000000ull : v;
}
template <bool CONJ>
static GT_HD __forceinline__ gt_t16 tp_elem (gt_t16 v)
{
  if (CONJ)
    v.hi ^= 0x8000000000000000ull;
  return v;
}
template <bool CONJ>
static GT_HD __forceinline__ uint32_t tp_elem (uint32_t v)
{
  return v;
}
template <bool CONJ>
static GT_HD __forceinline__ uint16_t tp_elem (uint16_t v)
{
  return v;
}
template <bool CONJ>
static GT_HD __forceinline__ uint8_t tp_elem (uint8_t v)
{
  return v;
}

/* gt_launch_transpose's checks, then R.run<E, CONJ> () (M, N not 0). */
template <class R>
static gt_status tp_transpose_run (size_t esize, int conj, const void *x,
                                   size_t m, size_t n, void *y, R &r)
{
  if (!esize_ok (esize))
    return gt_fail (GT_ERR_INVALID_ARG,
                    "transpose: element size %zu (1, 2, 4, 8 or 16)", esize);
  if (conj && esize != 8 && esize != 16)
    return gt_fail (GT_ERR_INVALID_ARG,
                    "transpose: conjugate of %zu-byte elements (complex is "
                    "8 or 16)", esize);
  if (m == 0 || n == 0)
    return GT_OK;
  if (!x || !y)
    return gt_fail (GT_ERR_INVALID_ARG, "transpose: null array");
  if (((uintptr_t) x | (uintptr_t) y) & (esize - 1))
    return gt_fail (GT_ERR_INVALID_ARG,
                    "transpose: arrays not aligned to %zu bytes", esize);
  switch (esize)
    {
    case 1:
      return r.template run<uint8_t, false> ();
    case 2:
      return r.template run<uint16_t, false> ();
    case 4:
      return r.template run<uint32_t, false> ();
    case 8:
      return conj ? r.template run<uint64_t, true> ()
                  : r.template run<uint64_t, false> ();
    default:
      return conj ? r.template run<gt_t16, true> ()
                  : r.template run<gt_t16, false> ();
    }
}

#endif /* GT_IX_OPS_CUH */
