/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * reduce_sequential.cu - the second classroom reduction kernel: sequential
 * addressing.
 *
 * Improves on interleaved: at each level the first s threads add the
 * element s places further on (s = 128, 64, ..., 1), so the active threads
 * are contiguous: whole warps are either busy or done (no divergence until
 * the last 32), no modulo, and consecutive threads touch consecutive
 * shared-memory words (no bank conflicts).  Still one element per thread
 * and a launch per factor of 256: it is latency-bound, far from the memory
 * bandwidth; reduce_fast.cu fixes that.
 *
 * Same layout, passes and any-size handling as reduce_interleaved.cu.
 */
#include "reduce_device.cuh"

struct SequentialTree
{
  template <class Op>
  static __device__ __forceinline__ void run (typename Op::A *sh, unsigned tx,
                                              unsigned ty, unsigned bx,
                                              unsigned by)
  {
    for (unsigned s = by / 2; s > 0; s /= 2)
      {
        if (ty < s)
          Op::merge (sh[ty * bx + tx], sh[(ty + s) * bx + tx]);
        __syncthreads ();
      }
  }
};

gt_status gt_launch_reduce_sequential (const gt_reduce_args *a,
                                       cudaStream_t s, gt_launch *L)
{
  return gt_classroom_launch<SequentialTree> (a, s, L);
}
