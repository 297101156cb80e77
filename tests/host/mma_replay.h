/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * mma_replay.h - the host replay of a product through the tensor-core
 * kernels' shared main loop (gt_mma_pipe, cuda/kernels/gt_mma_mainloop.cuh),
 * for the layout checks of dmma and tf32x3_mma (tests/host/): the blocks'
 * tiles in the kernels' order, each K slice copied into a stage by the
 * loader's map with cp.async's zero-fill, every stage slot checked
 * written, the kernel's own math on the stage (the check's STAGE), and the
 * epilogue's stores through frag_m and frag_c.  No read may leave
 * A(0:m-1, slice) or B(slice, 0:n-1); each tile is visited once.  Also
 * the checks' one reporter, replay_expect.
 */
#ifndef GT_MMA_REPLAY_H
#define GT_MMA_REPLAY_H

#include <algorithm>
#include <cmath>
#include <cstdarg>
#include <cstdio>
#include <vector>

/* The checks made and failed; the first 25 failures are printed. */
static long replay_checks = 0, replay_failures = 0;

static void replay_expect (bool ok, const char *fmt, ...)
{
  replay_checks++;
  if (ok)
    return;
  if (replay_failures++ < 25)
    {
      va_list ap;
      va_start (ap, fmt);
      fputs ("FAIL: ", stderr);
      vfprintf (stderr, fmt, ap);
      va_end (ap);
      fputc ('\n', stderr);
    }
}

/* C = A * B: m x n x k with leading dimensions, split along K into SPLITS
   slices of KSLICE. */
struct replay_shape
{
  size_t m, n, k, lda, ldb, ldc;
  int splits;
  size_t kslice;
};

/* Replays S with configuration Cfg, E elements to a 16-byte chunk: slice
   z of C at C + z * STRIDE; WRITES counts the stores to each element.
   STAGE (As, Bs, acc) is the kernel's math on one stage, acc its
   accumulators, THREADS x MT x NT x 4 in (thread, i, j, q) order.  PAIRS:
   the kernel stores rows r, r + 1 as one 2-element vector, which must
   start at an even index. */
template <class Cfg, int E, class Stage>
void replay_product (const replay_shape &s, const std::vector<double> &A,
                     const std::vector<double> &B, std::vector<double> &C,
                     std::vector<int> &writes, size_t stride, bool pairs,
                     Stage stage)
{
  const int BM = Cfg::BM, BN = Cfg::BN, BK = Cfg::BK;
  const double NaN = std::nan ("");
  const size_t tiles_m = (s.m + BM - 1) / BM, tiles_n = (s.n + BN - 1) / BN;
  std::vector<int> visits (tiles_m * tiles_n, 0);
  std::vector<double> As (Cfg::A_STAGE), Bs (Cfg::B_STAGE);

  for (int z = 0; z < s.splits; z++)
    for (size_t tile = 0; tile < tiles_m * tiles_n; tile++)
      {
        size_t tm, tn;
        gt_tile_coords (tile, tiles_m, tiles_n, tm, tn);
        replay_expect (tm < tiles_m && tn < tiles_n, "tile coordinates");
        if (z == 0 && tm < tiles_m && tn < tiles_n)
          visits[tm * tiles_n + tn]++;
        const size_t m0 = tm * BM, n0 = tn * BN;
        const size_t kbeg = (size_t) z * s.kslice;
        const size_t klen = kbeg < s.k ? std::min (s.k - kbeg, s.kslice) : 0;
        const int ktiles = (int) ((klen + BK - 1) / BK);
        const int klast = (int) (klen - (size_t) (ktiles - 1) * BK);
        std::vector<double> acc ((size_t) Cfg::THREADS * Cfg::MT * Cfg::NT * 4,
                                 0.0);
        for (int kt = 0; kt < ktiles; kt++)
          {
            const int kv = kt < ktiles - 1 ? BK : klast;
            const size_t k0 = kbeg + (size_t) kt * BK;
            std::fill (As.begin (), As.end (), NaN);
            std::fill (Bs.begin (), Bs.end (), NaN);
            /* The loader, as gt_mma_pipe's: counts, then a copy that
               reads CNT elements from the chunk start and zero-fills,
               into the E slots from the chunk's offset (a_smem, b_smem)
               on: the stores are where the kernel's are, and the reads
               below go through the maps, so a layout whose chunks are
               not contiguous gives wrong values. */
            for (int tid = 0; tid < Cfg::THREADS; tid++)
              {
                for (int r = 0; r < Cfg::A_PASSES; r++)
                  {
                    int k, m;
                    Cfg::a_chunk (tid, r, k, m);
                    const size_t row = m0 + m;
                    const int a_cnt
                        = row < s.m ? (int) std::min (s.m - row, (size_t) E)
                                    : 0;
                    const int cnt = k < kv ? a_cnt : 0;
                    const size_t src = row + (k0 + k) * s.lda;
                    if (cnt && Cfg::VEC)
                      replay_expect (src % E == 0,
                                     "A copy source not 16-byte aligned");
                    for (int e = 0; e < E; e++)
                      {
                        double v = 0;
                        if (e < cnt)
                          {
                            replay_expect (row + e < s.m && k0 + k < s.k,
                                           "A read outside");
                            v = A[src + e];
                          }
                        As[Cfg::a_smem (k, m) + e] = v;
                      }
                  }
                for (int r = 0; r < Cfg::B_PASSES; r++)
                  {
                    int k, n;
                    Cfg::b_chunk (tid, r, k, n);
                    const size_t col = n0 + n;
                    const int kc = std::min (std::max (kv - k, 0), E);
                    const int cnt = col < s.n ? kc : 0;
                    const size_t src = k0 + k + col * s.ldb;
                    if (cnt && Cfg::VEC)
                      replay_expect (src % E == 0,
                                     "B copy source not 16-byte aligned");
                    for (int e = 0; e < E; e++)
                      {
                        double v = 0;
                        if (e < cnt)
                          {
                            replay_expect (col < s.n && k0 + k + e < s.k,
                                           "B read outside");
                            v = B[src + e];
                          }
                        Bs[Cfg::b_smem (k, n) + e] = v;
                      }
                  }
              }
            for (int k = 0; k < BK; k++)
              for (int m = 0; m < BM; m++)
                replay_expect (!std::isnan (As[Cfg::a_smem (k, m)]),
                               "A stage slot left unwritten");
            for (int n = 0; n < BN; n++)
              for (int k = 0; k < BK; k++)
                replay_expect (!std::isnan (Bs[Cfg::b_smem (k, n)]),
                               "B stage slot left unwritten");
            stage (As, Bs, acc);
          }
        /* The epilogue: accumulator q of fragment (i, j) is C(frag_m (i)
           + q / 2, frag_c (j) + q % 2) of the tile. */
        for (int tid = 0; tid < Cfg::THREADS; tid++)
          {
            const int l = tid % 32, w = tid / 32;
            const int wm = w % Cfg::WARPS_M, wn = w / Cfg::WARPS_M;
            for (int i = 0; i < Cfg::MT; i++)
              for (int j = 0; j < Cfg::NT; j++)
                for (int q = 0; q < 4; q++)
                  {
                    const size_t r = m0 + Cfg::frag_m (wm, l, i) + q / 2;
                    const size_t c = n0 + Cfg::frag_c (wn, l, j) + q % 2;
                    if (r >= s.m || c >= s.n)
                      continue;
                    const size_t x = z * stride + r + c * s.ldc;
                    C[x] = acc[(((size_t) tid * Cfg::MT + i) * Cfg::NT + j)
                               * 4 + q];
                    writes[x]++;
                    if (pairs && q / 2 == 0 && r + 1 < s.m)
                      replay_expect (x % 2 == 0,
                                     "pair store to an odd index");
                  }
          }
      }
  for (size_t t = 0; t < visits.size (); t++)
    replay_expect (visits[t] == 1, "tile %zu visited %d times", t,
                   visits[t]);
}

#endif /* GT_MMA_REPLAY_H */
