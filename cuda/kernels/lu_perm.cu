/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 The gputiled developers.
 *
 * lu_perm.cu - the row permutation of an LU factorisation
 * (gt_launch_lu_perm, gt_launch_lu_perm_out: gt_factor_kernels.h).
 *
 * GETRF reports its pivoting as a sequence of row swaps, each applied to
 * the rows as the previous ones left them, so the permutation is a
 * sequential walk: one thread starts from the identity and applies the K
 * swaps in order (O(M) work and memory, next to GETRF's O(M N K)); it
 * never leaves the device.  The outputs Octave asks for, the vector
 * PERM + 1 and the M x M matrix P, are then one thread per element.
 */
#include "gt_factor_kernels.h"

namespace {

const unsigned THREADS = 256;
const unsigned MAX_BLOCKS = 65535;

__global__ void perm_kernel (const int64_t *__restrict__ ipiv, size_t k,
                             size_t m, long long *__restrict__ perm)
{
  if (blockIdx.x == 0 && threadIdx.x == 0)
    gt_lu_perm_walk (ipiv, k, m, perm);
}

__global__ void __launch_bounds__ (THREADS)
perm_out_kernel (const long long *__restrict__ perm, size_t m,
                 double *__restrict__ pvec, double *__restrict__ pmat)
{
  const size_t step = (size_t) gridDim.x * blockDim.x;
  const size_t first = (size_t) blockIdx.x * blockDim.x + threadIdx.x;
  if (pvec)
    for (size_t i = first; i < m; i += step)
      pvec[i] = (double) (perm[i] + 1);
  if (pmat)
    for (size_t e = first; e < m * m; e += step)
      {
        const size_t j = e / m, i = e - j * m;
        pmat[e] = perm[i] == (long long) j ? 1.0 : 0.0;
      }
}

} // namespace

gt_status gt_launch_lu_perm (const int64_t *ipiv, size_t k, size_t m,
                             long long *perm, cudaStream_t s)
{
  if (m == 0)
    return GT_OK;
  if (!perm || (k && !ipiv))
    return gt_fail (GT_ERR_INVALID_ARG, "an LU permutation of a null "
                    "array");
  if (k > m)
    return gt_fail (GT_ERR_INVALID_ARG, "an LU permutation of %zu swaps "
                    "for %zu rows", k, m);
  perm_kernel<<<1, 1, 0, s>>> (ipiv, k, m, perm);
  return GT_OK;
}

gt_status gt_launch_lu_perm_out (const long long *perm, size_t m,
                                 double *pvec, double *pmat, cudaStream_t s)
{
  if (m == 0 || (!pvec && !pmat))
    return GT_OK;
  if (!perm)
    return gt_fail (GT_ERR_INVALID_ARG, "an LU permutation of a null "
                    "array");
  const size_t total = pmat ? m * m : m;
  size_t blocks = (total + THREADS - 1) / THREADS;
  if (blocks > MAX_BLOCKS)
    blocks = MAX_BLOCKS;
  perm_out_kernel<<<(unsigned) blocks, THREADS, 0, s>>> (perm, m, pvec,
                                                          pmat);
  return GT_OK;
}
