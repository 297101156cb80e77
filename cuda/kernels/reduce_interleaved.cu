/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * reduce_interleaved.cu - the first classroom reduction kernel.
 *
 * Each thread loads one element into shared memory; the block then adds
 * pairs, pairs of pairs, ... with interleaved addressing: at stride s the
 * threads whose index is a multiple of 2s add the element s places further
 * on, with a __syncthreads () between levels.  Thread 0 writes the block's
 * partial; passes repeat on the partials until one is left per output.
 *
 * What it teaches: `ty % (2*s) == 0` leaves more and more threads of every
 * warp idle (divergence: a warp runs as long as its slowest thread), the
 * modulo is slow, and the strided shared-memory accesses collide in banks;
 * one element per thread also means a launch per factor of 256 and little
 * memory traffic in flight.  reduce_sequential.cu fixes the addressing.
 *
 * The load, the passes and the store are shared with reduce_sequential.cu
 * (gt_classroom_kernel in reduce_device.cuh); the tree below is the lesson.
 *
 * Layout (see gt_classroom_passes): with inner == 1 a block is 256 threads
 * along len (the textbook case); with inner > 1 it is 32 x 8, a warp per
 * row of 32 adjacent outputs, so global loads stay coalesced and the tree
 * runs over the 8 rows.  Any size: missing elements are the identity.
 */
#include "reduce_device.cuh"

struct InterleavedTree
{
  template <class Op>
  static __device__ __forceinline__ void run (typename Op::A *sh, unsigned tx,
                                              unsigned ty, unsigned bx,
                                              unsigned by)
  {
    for (unsigned s = 1; s < by; s *= 2)
      {
        if (ty % (2 * s) == 0)
          Op::merge (sh[ty * bx + tx], sh[(ty + s) * bx + tx]);
        __syncthreads ();
      }
  }
};

gt_status gt_launch_reduce_interleaved (const gt_reduce_args *a,
                                        cudaStream_t s, gt_launch *L)
{
  return gt_classroom_launch<InterleavedTree> (a, s, L);
}
