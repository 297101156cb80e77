/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tf32x3_mma_layout_check.cu - host-only check of the index maps of
 * cuda/kernels/gemm_tf32x3_mma.cu, for machines without a GPU: built and
 * run by tests/host/run.sh (CI runs it), or alone:
 *
 *   cmake --build build --target tf32x3_mma_layout_check \
 *     && build/tf32x3_mma_layout_check
 *
 * With the kernel's own map functions, for every configuration:
 *   - the shared layouts are one-to-one and stay inside a stage; the
 *     loader's 16-byte chunks cover each slice once and land contiguous
 *     and 16-byte aligned;
 *   - the fragment bases plus steps are the layouts, every fragment read
 *     is an aligned pair, and each half warp's LDS.64 hits 16 distinct
 *     8-byte bank pairs (no bank conflicts);
 * then whole products (edges, split-K, odd leading dimensions, 4-byte
 * copies) are replayed block by block and lane by lane: the loader with
 * cp.async's zero-fill, the fragment reads, the three MMAs of a k step
 * (a model of mma.m16n8k8 written from the PTX ISA's fragment table, not
 * from the kernel) summed from zero and added to the accumulators, and the
 * epilogue.  No read may leave A(0:m-1, slice) or B(slice, 0:n-1); every
 * element of C must be written once per slice, nothing else; the values
 * must equal the exact product (small integers: every sum is exact).
 */
#include <cmath>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "../../cuda/kernels/gemm_tf32x3_mma.cu"
#include "mma_m16n8k8_model.h"
#include "mma_replay.h"

extern "C" gt_status gt_fail (gt_status s, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  vfprintf (stderr, fmt, ap);
  va_end (ap);
  fputc ('\n', stderr);
  return s;
}


/* Float offsets of one LDS.64 per lane: 8-byte aligned, and each half
   warp on 16 distinct 8-byte bank pairs. */
static void no_conflicts (const int (&off)[32], const char *what)
{
  for (int half = 0; half < 2; half++)
    {
      unsigned seen = 0;
      for (int l = 16 * half; l < 16 * half + 16; l++)
        {
          replay_expect (off[l] % 2 == 0, "%s: lane %d offset %d unaligned", what,
                  l, off[l]);
          seen |= 1u << ((off[l] / 2) % 16);
        }
      replay_expect (seen == 0xffffu, "%s: half warp %d bank pairs %04x", what,
              half, seen);
    }
}

template <class Cfg>
static void check_maps (const char *name)
{
  const int BM = Cfg::BM, BN = Cfg::BN, BK = Cfg::BK;
  std::vector<int> a_hit (Cfg::A_STAGE, 0), b_hit (Cfg::B_STAGE, 0);
  for (int k = 0; k < BK; k++)
    {
      for (int m = 0; m < BM; m++)
        {
          const int o = Cfg::a_smem (k, m);
          replay_expect (o >= 0 && o < Cfg::A_STAGE, "%s a_smem range", name);
          if (o >= 0 && o < Cfg::A_STAGE)
            a_hit[o]++;
        }
      for (int n = 0; n < BN; n++)
        {
          const int o = Cfg::b_smem (k, n);
          replay_expect (o >= 0 && o < Cfg::B_STAGE, "%s b_smem range", name);
          if (o >= 0 && o < Cfg::B_STAGE)
            b_hit[o]++;
        }
    }
  for (int o = 0; o < Cfg::A_STAGE; o++)
    replay_expect (a_hit[o] <= 1, "%s a_smem hits %d twice", name, o);
  for (int o = 0; o < Cfg::B_STAGE; o++)
    replay_expect (b_hit[o] == 1, "%s b_smem not one-to-one at %d", name, o);

  /* Loader chunks. */
  std::vector<int> a_cov (BK * BM, 0), b_cov (BK * BN, 0);
  for (int tid = 0; tid < Cfg::THREADS; tid++)
    {
      for (int r = 0; r < Cfg::A_PASSES; r++)
        {
          int k, m;
          Cfg::a_chunk (tid, r, k, m);
          replay_expect (k < BK && m % 4 == 0 && m + 3 < BM, "%s a_chunk", name);
          const int o = Cfg::a_smem (k, m);
          replay_expect (o % 4 == 0, "%s A chunk unaligned", name);
          for (int e = 0; e < 4; e++)
            {
              a_cov[k * BM + m + e]++;
              replay_expect (Cfg::a_smem (k, m + e) == o + e, "%s A chunk split",
                      name);
            }
        }
      for (int r = 0; r < Cfg::B_PASSES; r++)
        {
          int k, n;
          Cfg::b_chunk (tid, r, k, n);
          replay_expect (n < BN && k % 4 == 0 && k + 3 < BK, "%s b_chunk", name);
          const int o = Cfg::b_smem (k, n);
          replay_expect (o % 4 == 0, "%s B chunk unaligned", name);
          for (int e = 0; e < 4; e++)
            {
              b_cov[(k + e) * BN + n]++;
              replay_expect (Cfg::b_smem (k + e, n) == o + e, "%s B chunk split",
                      name);
            }
        }
    }
  for (int x = 0; x < BK * BM; x++)
    replay_expect (a_cov[x] == 1, "%s A element %d copied %d times", name, x,
            a_cov[x]);
  for (int x = 0; x < BK * BN; x++)
    replay_expect (b_cov[x] == 1, "%s B element %d copied %d times", name, x,
            b_cov[x]);

  /* Fragment reads. */
  for (int j = 0; j < BK / 8; j++)
    {
      for (int wm = 0; wm < Cfg::WARPS_M; wm++)
        for (int i = 0; i < Cfg::MT; i++)
          for (int h = 0; h < 2; h++)
            {
              int off[32];
              for (int l = 0; l < 32; l++)
                {
                  const int k = Cfg::frag_k (l, j, h);
                  const int m = Cfg::frag_m (wm, l, i);
                  off[l] = Cfg::a_frag_base (wm, l) + Cfg::a_frag_step (i, j, h);
                  replay_expect (off[l] == Cfg::a_smem (k, m)
                          && off[l] + 1 == Cfg::a_smem (k, m + 1),
                          "%s A fragment offset", name);
                }
              no_conflicts (off, "A fragment");
            }
      for (int wn = 0; wn < Cfg::WARPS_N; wn++)
        for (int jn = 0; jn < Cfg::NT; jn++)
          {
            int off[32];
            for (int l = 0; l < 32; l++)
              {
                const int n = Cfg::frag_n (wn, l, jn);
                off[l] = Cfg::b_frag_base (wn, l)
                         + Cfg::b_frag_step (jn, j ^ Cfg::b_frag_xor (l));
                replay_expect (off[l] == Cfg::b_smem (Cfg::frag_k (l, j, 0), n)
                        && off[l] + 1 == Cfg::b_smem (Cfg::frag_k (l, j, 1), n),
                        "%s B fragment offset", name);
              }
            no_conflicts (off, "B fragment");
          }
      int seen[8] = { 0 };
      for (int t = 0; t < 4; t++)
        for (int h = 0; h < 2; h++)
          seen[Cfg::frag_k (t, j, h) - 8 * j]++;
      for (int k = 0; k < 8; k++)
        replay_expect (seen[k] == 1, "%s frag_k covers %d %d times", name, k,
                seen[k]);
    }
}

typedef replay_shape Shape;


/* Replays one product (mma_replay.h: tiles, loader, epilogue).  The
   operands are small integers: their split is big = x, small = 0, so the
   model's three MMAs sum x y exactly. */
template <class Cfg>
static void replay (const char *name, const Shape &s)
{
  const double NaN = std::nan ("");
  std::vector<double> A (s.lda * s.k + 4), B (s.ldb * s.n + 4);
  for (size_t x = 0; x < A.size (); x++)
    A[x] = x % s.lda < s.m ? (double) ((x * 7907) % 31) - 15 : NaN;
  for (size_t x = 0; x < B.size (); x++)
    B[x] = x % s.ldb < s.k ? (double) ((x * 6151) % 29) - 14 : NaN;
  const size_t stride = s.ldc * s.n + 3;
  std::vector<double> C (stride * s.splits, -7777.0);
  std::vector<int> writes (C.size (), 0);

  /* A stage's math: per warp and k step of 8, the fragment reads at the
     kernel's offsets, three MMAs summed from zero, added to acc. */
  auto stage = [] (const std::vector<double> &As,
                   const std::vector<double> &Bs, std::vector<double> &acc) {
    for (int w = 0; w < Cfg::THREADS / 32; w++)
      {
        const int wm = w % Cfg::WARPS_M, wn = w / Cfg::WARPS_M;
        for (int j = 0; j < Cfg::BK / 8; j++)
          for (int i = 0; i < Cfg::MT; i++)
            for (int jn = 0; jn < Cfg::NT; jn++)
              {
                double a[32][4], b[32][2], zero[32][4] = {}, t[32][4];
                for (int l = 0; l < 32; l++)
                  {
                    for (int h = 0; h < 2; h++)
                      {
                        const int o = Cfg::a_frag_base (wm, l)
                                      + Cfg::a_frag_step (i, j, h);
                        a[l][2 * h] = As[o], a[l][2 * h + 1] = As[o + 1];
                      }
                    const int o = Cfg::b_frag_base (wn, l)
                        + Cfg::b_frag_step (jn, j ^ Cfg::b_frag_xor (l));
                    b[l][0] = Bs[o], b[l][1] = Bs[o + 1];
                  }
                /* small x big + big x small + big x big: the small parts
                   of integers are 0. */
                double as[32][4] = {}, bs[32][2] = {};
                mma_m16n8k8 (t, as, b, zero);
                mma_m16n8k8 (t, a, bs, t);
                mma_m16n8k8 (t, a, b, t);
                for (int l = 0; l < 32; l++)
                  for (int q = 0; q < 4; q++)
                    acc[(((size_t) (32 * w + l) * Cfg::MT + i) * Cfg::NT
                         + jn) * 4 + q] += t[l][q];
              }
      }
  };
  replay_product<Cfg, 4> (s, A, B, C, writes, stride, false, stage);

  long bad = 0;
  for (int z = 0; z < s.splits; z++)
    {
      const size_t kb = (size_t) z * s.kslice;
      const size_t ke = std::min (s.k, kb + s.kslice);
      for (size_t c = 0; c < s.n; c++)
        for (size_t r = 0; r < s.ldc; r++)
          {
            const size_t x = z * stride + r + c * s.ldc;
            if (r >= s.m)
              {
                replay_expect (writes[x] == 0, "%s: wrote C padding", name);
                continue;
              }
            double ref = 0;
            for (size_t q = kb; q < ke; q++)
              ref += A[r + q * s.lda] * B[q + c * s.ldb];
            if (writes[x] != 1 || C[x] != ref)
              bad++;
          }
    }
  replay_expect (bad == 0, "%s %zux%zux%zu (ld %zu %zu %zu, %d slices of %zu): "
          "%ld elements of C wrong or not written once", name, s.m, s.n,
          s.k, s.lda, s.ldb, s.ldc, s.splits, s.kslice, bad);
  printf ("%-22s %4zu x %4zu x %4zu  ld %4zu %4zu %4zu  splits %d  %s\n",
          name, s.m, s.n, s.k, s.lda, s.ldb, s.ldc, s.splits,
          bad ? "WRONG" : "ok");
}

template <class Cfg>
static void check_config (const char *name)
{
  check_maps<Cfg> (name);
  const Shape vec_shapes[] = {
    { 1, 1, 1, 4, 4, 4, 1, 1 },
    { 128, 128, 32, 128, 32, 128, 1, 32 },
    { 129, 130, 33, 132, 36, 129, 1, 33 },
    { 200, 70, 100, 200, 100, 201, 3, 36 },
    { 7, 260, 65, 8, 68, 7, 1, 65 },
  };
  const Shape any_shapes[] = {
    { 33, 17, 45, 35, 47, 33, 1, 45 },
    { 150, 131, 70, 151, 71, 150, 3, 25 },
    { 1, 200, 7, 1, 9, 1, 2, 5 },
  };
  for (const Shape &s : vec_shapes)
    replay<Cfg> (name, s);
  if (!Cfg::VEC)
    for (const Shape &s : any_shapes)
      replay<Cfg> (name, s);
}

int main ()
{
  using namespace gt_tf32x3_mma;
  check_config<mma_cfg<128, 128, 2, 4, 3, true, 1>> ("mma_128x128x32_s3");
  check_config<mma_cfg<128, 128, 2, 4, 3, false, 1>> ("mma_128x128x32_s3/4B");
  check_config<mma_cfg<128, 128, 2, 4, 4, true, 1>> ("mma_128x128x32_s4");
  check_config<mma_cfg<128, 64, 2, 2, 3, true, 2>> ("mma_128x64x32_s3");
  check_config<mma_cfg<128, 64, 2, 2, 3, false, 2>> ("mma_128x64x32_s3/4B");
  printf ("%ld checks, %ld failed\n", replay_checks, replay_failures);
  return replay_failures ? 1 : 0;
}
