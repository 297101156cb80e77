/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gt_mma_mainloop.cuh - the multistage cp.async main loop that the
 * tensor-core kernels share (gemm_dmma.cu in double, gemm_tf32x3_mma.cu in
 * single): STAGES - 1 slices of BK k in flight, one block barrier per
 * slice, copies that cross the M, N or K edge reading only what exists
 * (cp.async's source size) and zero-filling the rest.  The kernels keep
 * their own layouts (Cfg), their math on a stage and their epilogues.
 *
 * Cfg gives the tile (BK, STAGES, VEC), the stage sizes in elements
 * (A_STAGE, B_STAGE), the loaders' shapes (A_PASSES k rows A_RPP apart for
 * A, B_PASSES columns B_CPP apart for B) and maps (a_chunk, b_chunk: the
 * slice coordinates a thread's pass copies; a_smem, b_smem: their element
 * offsets in a stage).  Each copy is one 16-byte chunk of E = 16 /
 * sizeof (T) elements, along m in A (column-major A) and along k in B.
 * Kernel layer only; device code of sm_80 and later only.
 */
#ifndef GT_MMA_MAINLOOP_CUH
#define GT_MMA_MAINLOOP_CUH

#include "gt_cp_async.cuh"
#include "gt_launch_util.cuh"

#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800

template <class Cfg, typename T>
struct gt_mma_pipe
{
  static constexpr int E = 16 / (int) sizeof (T); /* elements per chunk */

  /* The thread's loader coordinates (passes differ in k for A and in n
     for B only), and its stores' byte offsets within a stage. */
  int a_k, a_m, b_k, b_n;
  unsigned a_st[Cfg::A_PASSES], b_st[Cfg::B_PASSES];
  unsigned as_base, bs_base;

  __device__ __forceinline__ gt_mma_pipe (int tid, const T *As, const T *Bs)
  {
    Cfg::a_chunk (tid, 0, a_k, a_m);
    Cfg::b_chunk (tid, 0, b_k, b_n);
#pragma unroll
    for (int r = 0; r < Cfg::A_PASSES; r++)
      {
        int kr, mr;
        Cfg::a_chunk (tid, r, kr, mr);
        a_st[r] = (unsigned) sizeof (T) * (unsigned) Cfg::a_smem (kr, mr);
      }
#pragma unroll
    for (int r = 0; r < Cfg::B_PASSES; r++)
      {
        int kr, nr;
        Cfg::b_chunk (tid, r, kr, nr);
        b_st[r] = (unsigned) sizeof (T) * (unsigned) Cfg::b_smem (kr, nr);
      }
    as_base = gt_smem_addr (As), bs_base = gt_smem_addr (Bs);
  }

  /* The K loop of the tile at (M0, N0) over this block's KTILES slices
     from KBEG (KLAST valid k in the last, 1..BK): STAGE (rs) does the
     math on stage rs once slice kt has landed there, for every block
     thread.  On return every copy has landed and every thread is past
     its last read of the stages. */
  template <class Stage>
  __device__ __forceinline__ void run (const gt_fast_params<T> &p, size_t m0,
                                       size_t n0, size_t kbeg, int ktiles,
                                       int klast, Stage &&stage) const
  {
    constexpr int BK = Cfg::BK, STAGES = Cfg::STAGES;

    /* Per-tile loader state: running source pointers, advanced by one K
       slice per load, and the in-range element counts.  No pointer is
       formed outside the arrays' rows and columns. */
    const size_t a_row = m0 + (size_t) a_m;
    const int a_cnt = a_row < p.m ? (int) min (p.m - a_row, (size_t) E) : 0;
    const T *a_src = p.A + (a_cnt ? a_row : 0) + (kbeg + (size_t) a_k) * p.lda;
    const size_t a_step = (size_t) Cfg::A_RPP * p.lda;
    const T *b_src = p.B + (kbeg + (size_t) b_k);
    const size_t b_col0 = n0 + (size_t) b_n;
    const size_t b_step = (size_t) Cfg::B_CPP * p.ldb;
    unsigned b_ok = 0; /* bit r: column b_col0 + r * B_CPP exists */
#pragma unroll
    for (int r = 0; r < Cfg::B_PASSES; r++)
      if (b_col0 + (size_t) (r * Cfg::B_CPP) < p.n)
        b_ok |= 1u << r;
    if (b_ok & 1u)
      b_src += b_col0 * p.ldb;

    /* Copy the next K slice into stage S; KV = its number of valid k
       (1..BK).  Elements past an edge are zero-filled, never read. */
    auto load_tile = [&] (int s, int kv) {
      const unsigned as = as_base
                          + (unsigned) (s * Cfg::A_STAGE * (int) sizeof (T));
      const unsigned bs = bs_base
                          + (unsigned) (s * Cfg::B_STAGE * (int) sizeof (T));
#pragma unroll
      for (int r = 0; r < Cfg::A_PASSES; r++)
        {
          const int cnt = a_k + r * Cfg::A_RPP < kv ? a_cnt : 0;
          gt_copy_chunk16<Cfg::VEC> (as + a_st[r], a_src + r * a_step, cnt,
                                     p.A);
        }
      const int kc = min (max (kv - b_k, 0), E);
#pragma unroll
      for (int r = 0; r < Cfg::B_PASSES; r++)
        {
          const int cnt = (b_ok >> r) & 1u ? kc : 0;
          gt_copy_chunk16<Cfg::VEC> (bs + b_st[r], b_src + r * b_step, cnt,
                                     p.B);
        }
      a_src += BK * p.lda;
      b_src += BK;
    };
    /* Valid k in slice KT. */
    auto kvalid = [&] (int kt) { return kt < ktiles - 1 ? BK : klast; };

    /* Prologue: STAGES - 1 slices in flight (empty groups keep the
       wait_group count uniform). */
#pragma unroll
    for (int s = 0; s < STAGES - 1; s++)
      {
        if (s < ktiles)
          load_tile (s, kvalid (s));
        gt_cp_async_commit ();
      }

    int rs = 0;          /* stage read this iteration    */
    int ws = STAGES - 1; /* stage written this iteration */
    for (int kt = 0; kt < ktiles; kt++)
      {
        gt_cp_async_wait<STAGES - 2> (); /* slice kt landed (this thread) */
        __syncthreads ();                /* ... for all threads; and stage
                                            ws is no longer read by anyone */
        if (kt + STAGES - 1 < ktiles)
          load_tile (ws, kvalid (kt + STAGES - 1));
        gt_cp_async_commit ();
        stage (rs);
        rs = rs == STAGES - 1 ? 0 : rs + 1;
        ws = ws == STAGES - 1 ? 0 : ws + 1;
      }
    gt_cp_async_wait<0> ();
    __syncthreads (); /* the next tile's prologue overwrites the stages */
  }
};

#endif /* sm_80 and later */

#endif /* GT_MMA_MAINLOOP_CUH */
