/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * dmma_layout_check.cu - host-only check of the index maps in
 * cuda/kernels/gemm_dmma.cu, for machines without a GPU: built and run by
 * tests/host/run.sh (CI runs it), or alone:
 *
 *   cmake --build build --target dmma_layout_check && build/dmma_layout_check
 *
 * For every configuration it checks, with the kernel's own map functions:
 *   - the shared layouts are bijections, the loader's 16-byte chunks cover
 *     each slice once and land on aligned, contiguous pairs;
 *   - the per-thread fragment bases plus constant steps equal the layouts;
 *   - no bank conflicts: each quarter warp's LDS.128 / 16-byte cp.async
 *     touches 8 distinct 16-byte bank groups;
 * and then replays whole GEMMs (edges, split-K, odd leading dimensions)
 * block by block, lane by lane: the loader with cp.async's src-size
 * zero-fill, the fragment reads, an mma model written from the PTX ISA
 * fragment tables (not from the kernel), and the epilogue; it checks that
 * no read leaves [0,m) x [0,k) of A or [0,k) x [0,n) of B, that every
 * element of every C slice is written once and nothing else is, and that
 * the result matches a long double reference.
 */
#include <cmath>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "../../cuda/kernels/gemm_dmma.cu"
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

/* A check with its file and line; counted with the replay's
   (mma_replay.h). */
#define CHECK(cond, ...)                                                \
  do                                                                    \
    {                                                                   \
      replay_checks++;                                                  \
      if (!(cond) && replay_failures++ < 25)                            \
        {                                                               \
          fprintf (stderr, "FAIL %s:%d: ", __FILE__, __LINE__);         \
          fprintf (stderr, __VA_ARGS__);                                \
          fputc ('\n', stderr);                                         \
        }                                                               \
    }                                                                   \
  while (0)

/* Quarter-warp 16-byte accesses: 8 distinct bank groups (slot mod 8). */
static void check_quarters (const int *dbl_off, const char *what)
{
  for (int q = 0; q < 4; q++)
    {
      int seen = 0;
      for (int l = 8 * q; l < 8 * q + 8; l++)
        {
          CHECK (dbl_off[l] % 2 == 0, "%s: lane %d offset %d not 16-byte "
                 "aligned", what, l, dbl_off[l]);
          seen |= 1 << ((dbl_off[l] / 2) % 8);
        }
      CHECK (seen == 0xff, "%s: quarter %d bank groups %02x", what, q, seen);
    }
}

template <class Cfg>
static void check_maps ()
{
  const int BM = Cfg::BM, BN = Cfg::BN, BK = Cfg::BK;
  /* Layouts are bijections of the stage. */
  auto bijection = [] (int rows, int cols, int size, auto map,
                       const char *what) {
    std::vector<int> hit (size, 0);
    for (int k = 0; k < rows; k++)
      for (int x = 0; x < cols; x++)
        {
          const int o = map (k, x);
          CHECK (o >= 0 && o < size, "%s out of range", what);
          if (o >= 0 && o < size)
            hit[o]++;
        }
    for (int o = 0; o < size; o++)
      CHECK (hit[o] == 1, "%s not a bijection at %d", what, o);
  };
  bijection (BK, BM, Cfg::A_STAGE, Cfg::a_smem, "a_smem");
  bijection (BK, BN, Cfg::B_STAGE, Cfg::b_smem, "b_smem");
  /* Loader chunks: cover once, contiguous aligned pairs, no conflicts. */
  {
    std::vector<int> hit (BK * BM, 0), hitb (BK * BN, 0);
    for (int r = 0; r < Cfg::A_PASSES; r++)
      for (int w = 0; w < Cfg::THREADS / 32; w++)
        {
          int off[32];
          for (int l = 0; l < 32; l++)
            {
              int k, m;
              Cfg::a_chunk (32 * w + l, r, k, m);
              CHECK (m % 2 == 0 && m + 1 < BM && k < BK, "a_chunk range");
              hit[k * BM + m]++, hit[k * BM + m + 1]++;
              off[l] = Cfg::a_smem (k, m);
              CHECK (Cfg::a_smem (k, m + 1) == off[l] + 1, "a pair split");
            }
          check_quarters (off, "A cp.async");
        }
    for (int r = 0; r < Cfg::B_PASSES; r++)
      for (int w = 0; w < Cfg::THREADS / 32; w++)
        {
          int off[32];
          for (int l = 0; l < 32; l++)
            {
              int k, n;
              Cfg::b_chunk (32 * w + l, r, k, n);
              CHECK (k % 2 == 0 && k + 1 < BK && n < BN, "b_chunk range");
              hitb[k * BN + n]++, hitb[(k + 1) * BN + n]++;
              off[l] = Cfg::b_smem (k, n);
              CHECK (Cfg::b_smem (k + 1, n) == off[l] + 1, "b pair split");
            }
          check_quarters (off, "B cp.async");
        }
    for (int x = 0; x < BK * BM; x++)
      CHECK (hit[x] == 1, "A slice element %d copied %d times", x, hit[x]);
    for (int x = 0; x < BK * BN; x++)
      CHECK (hitb[x] == 1, "B slice element %d copied %d times", x, hitb[x]);
  }
  /* Fragment offsets: base + step == layout; pairs; no conflicts. */
  for (int wm = 0; wm < Cfg::WARPS_M; wm++)
    for (int i = 0; i < Cfg::MT; i++)
      for (int h = 0; h < 2; h++)
        for (int e = 0; e < 2; e++)
          {
            int off[32];
            for (int l = 0; l < 32; l++)
              {
                const int k = Cfg::frag_k (l, h, e), m = Cfg::frag_m (wm, l, i);
                off[l] = Cfg::a_frag_base (wm, l) + Cfg::a_frag_step (i, h, e);
                CHECK (off[l] == Cfg::a_smem (k, m), "a frag offset");
                CHECK (off[l] + 1 == Cfg::a_smem (k, m + 1), "a frag pair");
              }
            check_quarters (off, "A fragment LDS.128");
          }
  for (int wn = 0; wn < Cfg::WARPS_N; wn++)
    for (int j = 0; j < Cfg::NT; j++)
      for (int h = 0; h < 2; h++)
        {
          int off[32];
          for (int l = 0; l < 32; l++)
            {
              const int n = Cfg::frag_n (wn, l, j);
              off[l] = Cfg::b_frag_base (wn, l, h) + Cfg::b_frag_step (j);
              CHECK (off[l] == Cfg::b_smem (Cfg::frag_k (l, h, 0), n),
                     "b frag offset");
              CHECK (off[l] + 1 == Cfg::b_smem (Cfg::frag_k (l, h, 1), n),
                     "b frag pair");
            }
          check_quarters (off, "B fragment LDS.128");
        }
  /* The fragment k map covers 0..15 once per lane group. */
  {
    int seen[16] = {0};
    for (int t = 0; t < 4; t++)
      for (int h = 0; h < 2; h++)
        for (int e = 0; e < 2; e++)
          seen[Cfg::frag_k (t, h, e)]++;
    for (int k = 0; k < 16; k++)
      CHECK (seen[k] == 1, "frag_k covers k = %d %d times", k, seen[k]);
  }
}

typedef replay_shape shape;


/* Replays the kernel for one shape (mma_replay.h: tiles, loader,
   epilogue); the 16-byte twin's copies (Cfg::VEC) must be 16-byte aligned
   and its double2 stores too. */
template <class Cfg>
static void replay (const shape &s)
{
  const double NaN = std::nan ("");
  std::vector<double> A (s.lda * s.k + 1), B (s.ldb * s.n + 1);
  for (size_t x = 0; x < A.size (); x++)
    A[x] = (x % s.lda < s.m) ? (double) ((x * 7919) % 61) / 8 - 3.5 : NaN;
  for (size_t x = 0; x < B.size (); x++)
    B[x] = (x % s.ldb < s.k) ? (double) ((x * 104729) % 53) / 4 - 6.25 : NaN;
  /* Slices apart by a gap; odd (unaligned) for the 8-byte twin. */
  const size_t stride = s.ldc * s.n + (Cfg::VEC ? 2 : 3);
  std::vector<double> C (stride * s.splits, -12345.0);
  std::vector<int> writes (C.size (), 0);

  /* A stage's math: per warp and k8 step h, the fragment reads at the
     kernel's offsets and the mma model. */
  auto stage = [] (const std::vector<double> &As,
                   const std::vector<double> &Bs, std::vector<double> &acc) {
    for (int w = 0; w < Cfg::THREADS / 32; w++)
      {
        const int wm = w % Cfg::WARPS_M, wn = w / Cfg::WARPS_M;
        for (int h = 0; h < 2; h++)
          for (int i = 0; i < Cfg::MT; i++)
            for (int j = 0; j < Cfg::NT; j++)
              {
                double a[32][4], b[32][2], d[32][4];
                for (int l = 0; l < 32; l++)
                  {
                    const int ao = Cfg::a_frag_base (wm, l);
                    for (int e = 0; e < 2; e++)
                      {
                        const int o = ao + Cfg::a_frag_step (i, h, e);
                        a[l][2 * e] = As[o], a[l][2 * e + 1] = As[o + 1];
                      }
                    const int bo = Cfg::b_frag_base (wn, l, h)
                                   + Cfg::b_frag_step (j);
                    b[l][0] = Bs[bo], b[l][1] = Bs[bo + 1];
                    double *ac = &acc[(((size_t) (32 * w + l) * Cfg::MT + i)
                                       * Cfg::NT + j) * 4];
                    for (int q = 0; q < 4; q++)
                      d[l][q] = ac[q];
                  }
                mma_m16n8k8 (d, a, b, d);
                for (int l = 0; l < 32; l++)
                  {
                    double *ac = &acc[(((size_t) (32 * w + l) * Cfg::MT + i)
                                       * Cfg::NT + j) * 4];
                    for (int q = 0; q < 4; q++)
                      ac[q] = d[l][q];
                  }
              }
      }
  };
  replay_product<Cfg, 2> (s, A, B, C, writes, stride, Cfg::VEC, stage);

  /* Every in-range C element once per slice, nothing else; values. */
  double worst = 0;
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
                CHECK (writes[x] == 0, "wrote C padding row %zu", r);
                continue;
              }
            CHECK (writes[x] == 1, "C(%zu,%zu) slice %d written %d times", r,
                   c, z, writes[x]);
            long double ref = 0, mag = 0;
            for (size_t q = kb; q < ke; q++)
              {
                ref += (long double) A[r + q * s.lda] * B[q + c * s.ldb];
                mag += fabsl ((long double) A[r + q * s.lda]
                              * B[q + c * s.ldb]);
              }
            const double err = (double) fabsl (C[x] - ref);
            const double tol = (double) (ke - kb + 1) * 1.2e-16
                               * (double) mag + 1e-300;
            CHECK (err <= tol, "C(%zu,%zu) slice %d = %g, want %Lg", r, c, z,
                   C[x], ref);
            if (mag > 0)
              worst = std::max (worst, err / (double) mag);
          }
      for (size_t x = z * stride + s.ldc * s.n; x < (z + 1) * stride; x++)
        CHECK (writes[x] == 0, "wrote past C slice %d", z);
    }
  (void) worst;
}

template <class Cfg>
static void run_cfg (const char *name)
{
  const long before = replay_failures;
  check_maps<Cfg> ();
  const size_t BM = Cfg::BM, BN = Cfg::BN;
  const shape shapes[] = {
    /* m, n, k, lda, ldb, ldc, splits, kslice */
    { 1, 1, 1, 2, 2, 2, 1, 1 },
    { 17, 33, 15, 18, 16, 18, 1, 15 },
    { BM, BN, 16, BM, 16, BM, 1, 16 },
    { BM + 1, BN - 1, 17, BM + 2, 18, BM + 2, 1, 17 },
    { 2 * BM - 1, 2 * BN + 3, 40, 2 * BM, 40, 2 * BM, 1, 40 },
    { 9 * BM + 5, 3, 35, 9 * BM + 6, 36, 9 * BM + 6, 1, 35 }, /* 2 groups */
    { 3, 2 * BN + 1, 33, 4, 34, 4, 1, 33 },
    { 70, 50, 100, 70, 100, 70, 3, 34 },    /* split-K, even slices */
    { 70, 50, 100, 70, 100, 70, 4, 32 },    /* last slice short      */
    { 30, 20, 10, 30, 10, 30, 4, 4 },       /* slices past K: zeros  */
    { 31, 21, 64, 32, 64, 32, 2, 32 },      /* odd m: half chunks    */
    { 5, 7, 0, 6, 2, 6, 1, 0 },             /* K = 0: zeros          */
  };
  for (const shape &s : shapes)
    if (Cfg::VEC)
      replay<Cfg> (s);
  /* Odd leading dimensions and odd slices: the 8-byte twin. */
  if (!Cfg::VEC)
    {
      const shape odd[] = {
        { 33, 17, 29, 33, 29, 33, 1, 29 },
        { 70, 50, 100, 71, 101, 73, 3, 35 },
        { BM + 3, BN + 5, 21, BM + 3, 21, BM + 3, 2, 11 },
      };
      for (const shape &s : odd)
        replay<Cfg> (s);
    }
  printf ("%-40s %s\n", name, replay_failures == before ? "ok" : "FAILED");
}

int main ()
{
  run_cfg<cfg0v> ("128x128 k8 (16-byte)");
  run_cfg<cfg0s> ("128x128 k8 (8-byte)");
  run_cfg<cfg1v> ("128x128 k16 (16-byte)");
  run_cfg<cfg2v> ("128x64 (16-byte)");
  run_cfg<cfg2s> ("128x64 (8-byte)");
  run_cfg<cfg3v> ("64x128 (16-byte)");
  run_cfg<cfg3s> ("64x128 (8-byte)");
  run_cfg<cfg4v> ("64x64 2 warps (16-byte)");
  run_cfg<cfg4s> ("64x64 2 warps (8-byte)");
  run_cfg<cfg5v> ("64x64 4 warps (16-byte)");
  run_cfg<cfg5s> ("64x64 4 warps (8-byte)");
  printf ("variants:");
  for (int v = 0; v < gt_gemm_dmma_variants (); v++)
    printf (" %d=%s", v, gt_gemm_dmma_variant_name (v));
  printf ("\n%s\n", replay_failures ? "FAILED" : "all checks passed");
  return replay_failures ? 1 : 0;
}
