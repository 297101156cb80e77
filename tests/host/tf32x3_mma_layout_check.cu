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

extern "C" gt_status gt_fail (gt_status s, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  vfprintf (stderr, fmt, ap);
  va_end (ap);
  fputc ('\n', stderr);
  return s;
}

static long nfail = 0, nchecks = 0;

static void expect (bool ok, const char *fmt, ...)
{
  nchecks++;
  if (ok)
    return;
  if (nfail++ < 25)
    {
      va_list ap;
      va_start (ap, fmt);
      fputs ("FAIL: ", stderr);
      vfprintf (stderr, fmt, ap);
      va_end (ap);
      fputc ('\n', stderr);
    }
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
          expect (off[l] % 2 == 0, "%s: lane %d offset %d unaligned", what,
                  l, off[l]);
          seen |= 1u << ((off[l] / 2) % 16);
        }
      expect (seen == 0xffffu, "%s: half warp %d bank pairs %04x", what,
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
          expect (o >= 0 && o < Cfg::A_STAGE, "%s a_smem range", name);
          if (o >= 0 && o < Cfg::A_STAGE)
            a_hit[o]++;
        }
      for (int n = 0; n < BN; n++)
        {
          const int o = Cfg::b_smem (k, n);
          expect (o >= 0 && o < Cfg::B_STAGE, "%s b_smem range", name);
          if (o >= 0 && o < Cfg::B_STAGE)
            b_hit[o]++;
        }
    }
  for (int o = 0; o < Cfg::A_STAGE; o++)
    expect (a_hit[o] <= 1, "%s a_smem hits %d twice", name, o);
  for (int o = 0; o < Cfg::B_STAGE; o++)
    expect (b_hit[o] == 1, "%s b_smem not one-to-one at %d", name, o);

  /* Loader chunks. */
  std::vector<int> a_cov (BK * BM, 0), b_cov (BK * BN, 0);
  for (int tid = 0; tid < Cfg::THREADS; tid++)
    {
      for (int r = 0; r < Cfg::A_PASSES; r++)
        {
          int k, m;
          Cfg::a_chunk (tid, r, k, m);
          expect (k < BK && m % 4 == 0 && m + 3 < BM, "%s a_chunk", name);
          const int o = Cfg::a_smem (k, m);
          expect (o % 4 == 0, "%s A chunk unaligned", name);
          for (int e = 0; e < 4; e++)
            {
              a_cov[k * BM + m + e]++;
              expect (Cfg::a_smem (k, m + e) == o + e, "%s A chunk split",
                      name);
            }
        }
      for (int r = 0; r < Cfg::B_PASSES; r++)
        {
          int k, n;
          Cfg::b_chunk (tid, r, k, n);
          expect (n < BN && k % 4 == 0 && k + 3 < BK, "%s b_chunk", name);
          const int o = Cfg::b_smem (k, n);
          expect (o % 4 == 0, "%s B chunk unaligned", name);
          for (int e = 0; e < 4; e++)
            {
              b_cov[(k + e) * BN + n]++;
              expect (Cfg::b_smem (k + e, n) == o + e, "%s B chunk split",
                      name);
            }
        }
    }
  for (int x = 0; x < BK * BM; x++)
    expect (a_cov[x] == 1, "%s A element %d copied %d times", name, x,
            a_cov[x]);
  for (int x = 0; x < BK * BN; x++)
    expect (b_cov[x] == 1, "%s B element %d copied %d times", name, x,
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
                  expect (off[l] == Cfg::a_smem (k, m)
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
                expect (off[l] == Cfg::b_smem (Cfg::frag_k (l, j, 0), n)
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
        expect (seen[k] == 1, "%s frag_k covers %d %d times", name, k,
                seen[k]);
    }
}

struct Shape
{
  size_t m, n, k, lda, ldb, ldc;
  int splits;
  size_t kslice;
};

/* Replays one product.  The operands are small integers: their split is
   big = x, small = 0, so the model's three MMAs sum x y exactly. */
template <class Cfg>
static void replay (const char *name, const Shape &s)
{
  const int BM = Cfg::BM, BN = Cfg::BN, BK = Cfg::BK;
  const double NaN = std::nan ("");
  std::vector<double> A (s.lda * s.k + 4), B (s.ldb * s.n + 4);
  for (size_t x = 0; x < A.size (); x++)
    A[x] = x % s.lda < s.m ? (double) ((x * 7907) % 31) - 15 : NaN;
  for (size_t x = 0; x < B.size (); x++)
    B[x] = x % s.ldb < s.k ? (double) ((x * 6151) % 29) - 14 : NaN;
  const size_t stride = s.ldc * s.n + 3;
  std::vector<double> C (stride * s.splits, -7777.0);
  std::vector<int> writes (C.size (), 0);
  const size_t tiles_m = (s.m + BM - 1) / BM, tiles_n = (s.n + BN - 1) / BN;
  std::vector<int> visits (tiles_m * tiles_n, 0);
  std::vector<double> As (Cfg::A_STAGE), Bs (Cfg::B_STAGE);
  const int warps = Cfg::THREADS / 32;

  for (int z = 0; z < s.splits; z++)
    for (size_t tile = 0; tile < tiles_m * tiles_n; tile++)
      {
        size_t tm, tn;
        gt_tile_coords (tile, tiles_m, tiles_n, tm, tn);
        expect (tm < tiles_m && tn < tiles_n, "tile coordinates");
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
            for (int tid = 0; tid < Cfg::THREADS; tid++)
              {
                for (int r = 0; r < Cfg::A_PASSES; r++)
                  {
                    int k, m;
                    Cfg::a_chunk (tid, r, k, m);
                    const size_t row = m0 + m;
                    const int a_cnt = row < s.m
                        ? (int) std::min (s.m - row, (size_t) 4) : 0;
                    const int cnt = k < kv ? a_cnt : 0;
                    if (cnt && Cfg::VEC)
                      expect ((row + (k0 + k) * s.lda) % 4 == 0,
                              "A copy source not 16-byte aligned");
                    for (int e = 0; e < 4; e++)
                      {
                        double v = 0;
                        if (e < cnt)
                          {
                            expect (row + e < s.m && k0 + k < s.k,
                                    "A read outside");
                            v = A[row + e + (k0 + k) * s.lda];
                          }
                        As[Cfg::a_smem (k, m + e)] = v;
                      }
                  }
                for (int r = 0; r < Cfg::B_PASSES; r++)
                  {
                    int k, n;
                    Cfg::b_chunk (tid, r, k, n);
                    const size_t col = n0 + n;
                    const int kc = std::min (std::max (kv - k, 0), 4);
                    const int cnt = col < s.n ? kc : 0;
                    if (cnt && Cfg::VEC)
                      expect ((k0 + k + col * s.ldb) % 4 == 0,
                              "B copy source not 16-byte aligned");
                    for (int e = 0; e < 4; e++)
                      {
                        double v = 0;
                        if (e < cnt)
                          {
                            expect (col < s.n && k0 + k + e < s.k,
                                    "B read outside");
                            v = B[k0 + k + e + col * s.ldb];
                          }
                        Bs[Cfg::b_smem (k + e, n)] = v;
                      }
                  }
              }
            for (int k = 0; k < BK; k++)
              for (int m = 0; m < BM; m++)
                expect (!std::isnan (As[Cfg::a_smem (k, m)]),
                        "A slot left unwritten");
            for (double v : Bs)
              expect (!std::isnan (v), "B slot left unwritten");
            for (int w = 0; w < warps; w++)
              {
                const int wm = w % Cfg::WARPS_M, wn = w / Cfg::WARPS_M;
                for (int j = 0; j < BK / 8; j++)
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
                        /* small x big + big x small + big x big: the small
                           parts of integers are 0. */
                        double as[32][4] = {}, bs[32][2] = {};
                        mma_m16n8k8 (t, as, b, zero);
                        mma_m16n8k8 (t, a, bs, t);
                        mma_m16n8k8 (t, a, b, t);
                        for (int l = 0; l < 32; l++)
                          for (int q = 0; q < 4; q++)
                            acc[(((size_t) (32 * w + l) * Cfg::MT + i)
                                 * Cfg::NT + jn) * 4 + q] += t[l][q];
                      }
              }
          }
        for (int tid = 0; tid < Cfg::THREADS; tid++)
          {
            const int l = tid % 32, w = tid / 32;
            const int wm = w % Cfg::WARPS_M, wn = w / Cfg::WARPS_M;
            for (int i = 0; i < Cfg::MT; i++)
              for (int jn = 0; jn < Cfg::NT; jn++)
                for (int q = 0; q < 4; q++)
                  {
                    const size_t r = m0 + Cfg::frag_m (wm, l, i) + q / 2;
                    const size_t c = n0 + Cfg::frag_c (wn, l, jn) + q % 2;
                    if (r >= s.m || c >= s.n)
                      continue;
                    const size_t x = z * stride + r + c * s.ldc;
                    C[x] = acc[(((size_t) tid * Cfg::MT + i) * Cfg::NT + jn)
                               * 4 + q];
                    writes[x]++;
                  }
          }
      }
  for (size_t t = 0; t < visits.size (); t++)
    expect (visits[t] == 1, "%s: tile %zu visited %d times", name, t,
            visits[t]);
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
                expect (writes[x] == 0, "%s: wrote C padding", name);
                continue;
              }
            double ref = 0;
            for (size_t q = kb; q < ke; q++)
              ref += A[r + q * s.lda] * B[q + c * s.ldb];
            if (writes[x] != 1 || C[x] != ref)
              bad++;
          }
    }
  expect (bad == 0, "%s %zux%zux%zu (ld %zu %zu %zu, %d slices of %zu): "
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
  printf ("%ld checks, %ld failed\n", nchecks, nfail);
  return nfail ? 1 : 0;
}
