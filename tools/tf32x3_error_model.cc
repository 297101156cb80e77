/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tf32x3_error_model.cc - a CPU model of the tf32x3 kernels' numerics, to
 * ask where their error on short, wide-range sums comes from and what a
 * different scheme would change, without a GPU.  Not part of the build.
 *
 *   g++ -O2 -o /tmp/tf32x3_model tools/tf32x3_error_model.cc && /tmp/tf32x3_model
 *
 * The model:
 *   - the split of cuda/kernels/gt_tf32x3_split.cuh, bit for bit: big by
 *     Veltkamp's splitting (x * 8193), small = x - big rounded to TF32 by
 *     adding half a unit and masking; a three-part split applies it again
 *     to x - big (the third part, x - big - mid, is exact);
 *   - one tensor-core step (k = 8): the exact sum of the eight products
 *     and the accumulator, then rounded toward zero to float ("rz") or,
 *     for comparison, to nearest ("rn");
 *   - promotion every k step: the step's products summed from zero, then
 *     added to the float accumulator with round to nearest, as the kernels
 *     with promotion per k step do;
 *   - regblock: one fmaf per term, in order.
 * The reference is a long double sum of the exact products.  Inputs as
 * bench/tf32x3_accuracy.cu makes them ("randn", and "wide": +-2^e (1 + u),
 * e uniform in -60 .. 60).  Printed: the normwise error ||C - R||_F /
 * ||R||_F of each scheme over regblock's, an M x N = 256 x 256 product.
 *
 * Measured against the GPU (bench/tf32x3_accuracy.md), the "3 products, rz"
 * row gives the kernel's ratios to two digits: 2.38 for 2.29 at wide
 * K = 64, 1.40 for 1.39 at K = 512, 0.74 for 0.72 on randn at K = 64.
 */
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <random>
#include <vector>

typedef long double real;

static float bits_float (uint32_t u) { float f; memcpy (&f, &u, 4); return f; }
static uint32_t float_bits (float f) { uint32_t u; memcpy (&u, &f, 4); return u; }

/* x = big + small + r (gt_tf32_split); volatile keeps each step rounded. */
static void split2 (float x, float &big, float &small)
{
  volatile float t = x * 8193.0f;
  volatile float d = t - x;
  volatile float hi = t - d;
  volatile float r = x - hi;
  big = hi;
  small = bits_float ((float_bits (r) + 0x1000u) & 0xffffe000u);
}

/* x = big + mid + rest exactly: the split again on x - big. */
static void split3 (float x, float &big, float &mid, float &rest)
{
  float unused;
  split2 (x, big, unused);
  volatile float r = x - big;
  float m;
  split2 (r, m, unused);
  volatile float q = r - m;
  mid = m;
  rest = q;
}

static float round_toward_zero (real x)
{
  float f = (float) x;
  if (fabsl ((real) f) > fabsl (x))
    f = nextafterf (f, 0.0f);
  return f;
}

struct Parts { std::vector<float> p[3]; };

/* One C element: the sum over k of the products of the listed part pairs
   (i of A, j of B), eight terms per tensor-core step. */
static float tensor_sum (const Parts &A, const Parts &B, size_t i, size_t j,
                         size_t m, size_t k, const int (*pairs)[2],
                         int npairs, bool rz)
{
  float acc = 0.0f;
  for (size_t p0 = 0; p0 < k; p0 += 8)
    {
      float step = 0.0f;
      for (int q = 0; q < npairs; q++)
        {
          real s = step;
          for (size_t p = p0; p < p0 + 8 && p < k; p++)
            s += (real) A.p[pairs[q][0]][i + p * m]
                 * (real) B.p[pairs[q][1]][p + j * k];
          step = rz ? round_toward_zero (s) : (float) s;
        }
      acc += step;
    }
  return acc;
}

int main ()
{
  const size_t m = 256, n = 256;
  /* Part pairs, smallest products first (as the kernels issue them). */
  static const int three[][2] = { { 1, 0 }, { 0, 1 }, { 0, 0 } };
  static const int five[][2] = { { 2, 0 }, { 1, 1 }, { 0, 1 }, { 1, 0 }, { 0, 0 } };
  static const int six[][2] = { { 2, 0 }, { 0, 2 }, { 1, 1 }, { 1, 0 }, { 0, 1 }, { 0, 0 } };
  struct Scheme { const char *name; const int (*pairs)[2]; int n; bool three_a, three_b; };
  const Scheme schemes[] = {
    { "3 products (the kernel)", three, 3, false, false },
    { "5 products, A in 3 parts", five, 5, true, false },
    { "6 products, A and B in 3 parts", six, 6, true, true },
  };
  const int ks[] = { 64, 128, 256, 512, 1024 };

  for (const char *kind : { "wide", "randn" })
    for (int k : ks)
      {
        std::mt19937_64 rng (12345 + k);
        std::normal_distribution<float> nd (0.0f, 1.0f);
        std::uniform_real_distribution<float> ud (0.0f, 1.0f);
        std::uniform_int_distribution<int> ed (-60, 60), sd (0, 1);
        std::vector<float> A (m * k), B ((size_t) k * n);
        for (auto *v : { &A, &B })
          for (float &x : *v)
            if (!strcmp (kind, "wide"))
              {
                const float w = ldexpf (1.0f + ud (rng), ed (rng));
                x = sd (rng) ? w : -w;
              }
            else
              x = nd (rng);
        Parts a2, b2, a3, b3;
        for (int q = 0; q < 3; q++)
          {
            a2.p[q].assign (A.size (), 0.0f), a3.p[q].assign (A.size (), 0.0f);
            b2.p[q].assign (B.size (), 0.0f), b3.p[q].assign (B.size (), 0.0f);
          }
        for (size_t e = 0; e < A.size (); e++)
          {
            split2 (A[e], a2.p[0][e], a2.p[1][e]);
            split3 (A[e], a3.p[0][e], a3.p[1][e], a3.p[2][e]);
          }
        for (size_t e = 0; e < B.size (); e++)
          {
            split2 (B[e], b2.p[0][e], b2.p[1][e]);
            split3 (B[e], b3.p[0][e], b3.p[1][e], b3.p[2][e]);
          }

        double ref2 = 0, reg = 0, err[3][2] = {};
        for (size_t i = 0; i < m; i++)
          for (size_t j = 0; j < n; j++)
            {
              real r = 0;
              float f = 0.0f;
              for (size_t p = 0; p < (size_t) k; p++)
                {
                  r += (real) A[i + p * m] * (real) B[p + j * k];
                  f = fmaf (A[i + p * m], B[p + j * k], f);
                }
              ref2 += (double) (r * r);
              reg += (double) (((real) f - r) * ((real) f - r));
              for (int s = 0; s < 3; s++)
                for (int rz = 0; rz < 2; rz++)
                  {
                    const Scheme &S = schemes[s];
                    const float c = tensor_sum (S.three_a ? a3 : a2,
                                                S.three_b ? b3 : b2, i, j, m,
                                                k, S.pairs, S.n, rz);
                    const double d = (double) ((real) c - r);
                    err[s][rz] += d * d;
                  }
            }
        printf ("%-5s K = %-5d regblock %.2e;", kind, k, sqrt (reg / ref2));
        for (int s = 0; s < 3; s++)
          printf ("  %s: %.2f rz, %.2f rn", schemes[s].name,
                  sqrt (err[s][1] / reg), sqrt (err[s][0] / reg));
        printf ("\n");
      }
  return 0;
}
