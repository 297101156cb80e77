/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gt_cp_async.cuh - the asynchronous global -> shared copies that the
 * tensor-core kernels share (cp.async, compute capability 8.0 and later):
 * one 16-byte chunk with cp.async's zero-fill, its narrow twin for
 * unaligned leading dimensions, commit and wait.  Kernel layer only;
 * device code of sm_80 and later only.
 */
#ifndef GT_CP_ASYNC_CUH
#define GT_CP_ASYNC_CUH

#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800

__device__ __forceinline__ unsigned gt_smem_addr (const void *p)
{
  return (unsigned) __cvta_generic_to_shared (p);
}

/* 16 bytes global -> shared, of which SRC_BYTES (0..16) are read and the
   rest zero-filled; both addresses 16-byte aligned. */
__device__ __forceinline__ void gt_cp_async_16 (unsigned dst, const void *src,
                                                int src_bytes)
{
  asm volatile ("cp.async.cg.shared.global [%0], [%1], 16, %2;\n"
                :: "r"(dst), "l"(src), "r"(src_bytes) : "memory");
}

/* BYTES (4 or 8) global -> shared, SRC_BYTES (0 or BYTES) of them read. */
template <int BYTES>
__device__ __forceinline__ void gt_cp_async_narrow (unsigned dst,
                                                    const void *src,
                                                    int src_bytes)
{
  static_assert (BYTES == 4 || BYTES == 8, "cp.async.ca copies 4 or 8 bytes");
  asm volatile ("cp.async.ca.shared.global [%0], [%1], %2, %3;\n"
                :: "r"(dst), "l"(src), "n"(BYTES), "r"(src_bytes)
                : "memory");
}

__device__ __forceinline__ void gt_cp_async_commit ()
{
  asm volatile ("cp.async.commit_group;\n" ::: "memory");
}

/* Wait until at most N of this thread's committed groups are in flight. */
template <int N>
__device__ __forceinline__ void gt_cp_async_wait ()
{
  asm volatile ("cp.async.wait_group %0;\n" :: "n"(N) : "memory");
}

/* One 16-byte chunk of T elements: src[0 .. CNT-1] (CNT 0 .. 16 /
   sizeof (T)) to shared DST, zero-filled past CNT.  VEC: one 16-byte copy
   (SRC 16-byte aligned); else one copy per element, for any alignment.
   BASE (any valid address) stands in for a source with nothing to read,
   so that no pointer outside the operand is formed. */
template <bool VEC, typename T>
__device__ __forceinline__ void gt_copy_chunk16 (unsigned dst, const T *src,
                                                 int cnt, const T *base)
{
  constexpr int E = 16 / (int) sizeof (T), S = (int) sizeof (T);
  if (VEC)
    gt_cp_async_16 (dst, cnt ? src : base, S * cnt);
  else
#pragma unroll
    for (int e = 0; e < E; e++)
      gt_cp_async_narrow<S> (dst + S * e, e < cnt ? src + e : base,
                             e < cnt ? S : 0);
}

#endif /* sm_80 and later */

#endif /* GT_CP_ASYNC_CUH */
